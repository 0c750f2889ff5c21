import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import type { OfferActivity as Activity, OfferItem } from '../api/get-special-offers';
import { OfferActivity } from './offer-activity';

afterEach(cleanup);

const item = (skuId: number, image: string): OfferItem => ({
  productId: skuId * 10, skuId, name: `Offer product ${skuId}`, spec: '25 g', image, price: 80, listPrice: 100, percentOff: 20,
});
const activity: Activity = { id: 3, name: 'Spring sale', kind: 'discount', endsAt: '2099-01-01T00:00:00Z', items: [item(1, '/media/products/10/1.svg'), item(2, '')] };

describe('special offer activity', () => {
  it('shows a product without an image as a decorative box in the image\'s place, never an image without a source', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<MemoryRouter><OfferActivity activity={activity} /></MemoryRouter>);
    const [pictured, plain] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(pictured!.querySelector('img')?.getAttribute('src')).toBe('/media/products/10/1.svg');
    expect(plain!.querySelector('img')).toBeNull();
    const link = within(plain!).getByRole('link', { name: 'Offer product 2' });
    const box = link.firstElementChild!;
    expect([box.className, box.getAttribute('aria-hidden'), box.textContent]).toEqual(['hs-offer-image', 'true', '']);
    expect(errors).not.toHaveBeenCalled(); // React warns about src="", which would fetch the page again
    errors.mockRestore();
  });
});
