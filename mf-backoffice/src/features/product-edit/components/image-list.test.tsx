import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { renderInShop } from '../../../testing/render-in-shop';
import { ImageList } from './image-list';

const A = '/media/catalogue/00000000-0000-0000-0000-00000000000a/960.webp';
const B = '/media/catalogue/00000000-0000-0000-0000-00000000000b/960.webp';
const C = '/media/catalogue/00000000-0000-0000-0000-00000000000c/960.webp';

function Harness({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  return <ImageList images={images} onChange={setImages} />;
}

const sources = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));

afterEach(() => setRuntimeConfig({}));

describe('image list', () => {
  it('keeps the focus on the pressed button while an image moves, and ignores a move past the end', () => {
    renderInShop(<Harness initial={[A, B, C]} />);
    const later = screen.getByRole('button', { name: 'Move Image 1 later' });
    later.focus();
    fireEvent.click(later);
    expect(sources()).toEqual([B, A, C].map((url) => url.replace('960', '480')));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Image 2 later' }));

    fireEvent.click(document.activeElement!);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Image 3 later' }));
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(document.activeElement!);
    expect(sources()).toEqual([B, C, A].map((url) => url.replace('960', '480')));
  });

  it('shows the stored size that fills a 120px thumbnail on a 2× screen, on the configured shop host', () => {
    setRuntimeConfig({ shopHost: 'https://api.example.test' });
    renderInShop(<Harness initial={[A]} />);
    expect(sources()).toEqual([`https://api.example.test${A.replace('960', '480')}`]);
  });
});
