import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { provideFragmentLoader } from '@labmall/shared/ui/remote-slot';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import { productFixture } from '../testing/product-fixture';
import { ProductDetailView } from './product-detail-view';

provideFragmentLoader(async () => ({ default: () => <button type="button">Add to cart</button> }));

const purchase = () => screen.getByRole('region', { name: 'Purchase' });

describe('regulated chemical notice', () => {
  it('names the class and the rule before the purchase buttons, as a note', () => {
    renderInShop(<ProductDetailView product={productFixture({ regulatedClass: 'precursor' })} />, { url: '/en/product/7' }, '/');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Regulated chemical (precursor chemical) Sold only to verified lab groups holding a valid permit of this class, with an end-use declaration at checkout.');
    // Before the add-to-cart: the note comes first in the reading order.
    expect(note.compareDocumentPosition(purchase()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('21324-40-3')).toBeTruthy();
  });

  it('speaks the reader’s language', () => {
    renderInShop(<ProductDetailView product={productFixture({ regulatedClass: 'highly_toxic' })} />, { url: '/zh/product/7', language: 'zh' }, '/');
    expect(screen.getByRole('note').textContent).toContain('管制化学品（剧毒化学品）');
  });

  it('is not shown for a product that is not regulated', () => {
    renderInShop(<ProductDetailView product={productFixture({ regulatedClass: null })} />, { url: '/en/product/7' }, '/');
    expect(screen.queryByRole('note')).toBeNull();
    expect(purchase()).toBeTruthy();
  });
});
