import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './product-gallery';

const images = ['/media/products/7/1.svg', '/media/products/7/2.svg', '/media/products/7/3.svg'];
const main = () => document.querySelector('.product-gallery-main') as HTMLImageElement;

describe('product gallery', () => {
  it('shows the chosen thumbnail as the main image, by click or arrow keys, with its size stated', () => {
    render(<ProductGallery images={images} name="LiPF6" />);
    expect(main().getAttribute('src')).toMatch(/\/media\/products\/7\/1\.svg$/);
    expect(main().getAttribute('width')).toBe('480');
    expect(main().alt).not.toBe('');
    const thumbs = screen.getAllByRole('button');
    fireEvent.click(thumbs[2]!);
    expect(main().getAttribute('src')).toMatch(/3\.svg$/);
    expect(thumbs[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(main().getAttribute('src')).toMatch(/1\.svg$/);
    expect(document.activeElement).toBe(thumbs[0]);
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowLeft' });
    expect(main().getAttribute('src')).toMatch(/3\.svg$/);
  });
});
