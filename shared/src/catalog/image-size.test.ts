import { describe, expect, it } from 'vitest';
import { imageForWidth } from './image-size';

const uploaded = '/media/catalogue/0b7e3f7a-7a55-4d3c-9a43-3c3a8f1f2a11/960.webp';

describe('imageForWidth', () => {
  it('picks the smallest stored size that fills the place on a 2× screen', () => {
    expect(imageForWidth(uploaded, 32)).toBe('/media/catalogue/0b7e3f7a-7a55-4d3c-9a43-3c3a8f1f2a11/160.webp');
    expect(imageForWidth(uploaded, 80)).toBe('/media/catalogue/0b7e3f7a-7a55-4d3c-9a43-3c3a8f1f2a11/160.webp');
    expect(imageForWidth(uploaded, 240)).toBe('/media/catalogue/0b7e3f7a-7a55-4d3c-9a43-3c3a8f1f2a11/480.webp');
    expect(imageForWidth(uploaded, 480)).toBe(uploaded);
  });

  it('keeps any other picture as it is', () => {
    expect(imageForWidth('/media/products/90301/1.svg', 32)).toBe('/media/products/90301/1.svg');
  });
});
