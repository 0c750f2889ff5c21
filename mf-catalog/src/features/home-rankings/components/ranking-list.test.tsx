import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import type { RankedProduct } from '../api/get-product-ranking';
import { RankingList } from './ranking-list';

const item = (id: number, image: string): RankedProduct => ({ id, name: `Product ${id}`, image, brand: { id: 1, name: 'Kejing' }, price: 10, sales: 60 - id });

describe('ranking list', () => {
  it('shows a product without an image as a decorative box in the image\'s place, never an image without a source', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<MemoryRouter><RankingList items={[item(1, '/media/products/1/1.svg'), item(2, '')]} /></MemoryRouter>);
    const [pictured, plain] = screen.getAllByRole('listitem');
    expect(pictured!.querySelector('img')?.getAttribute('src')).toBe('/media/products/1/1.svg');
    expect(plain!.querySelector('img')).toBeNull();
    // The box stands where the image would (second, after the rank) and is hidden from screen readers.
    const box = plain!.children[1]!;
    expect([box.className, box.getAttribute('aria-hidden'), box.textContent]).toEqual(['ranking-image', 'true', '']);
    expect(errors).not.toHaveBeenCalled(); // React warns about src="", which would fetch the page again
    errors.mockRestore();
  });
});
