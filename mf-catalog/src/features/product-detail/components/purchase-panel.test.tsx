import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import { provideFragmentLoader } from '@labmall/shared/ui/remote-slot';
import { productFixture } from '../testing/product-fixture';
import { PurchasePanel } from './purchase-panel';

// The cart remote's button, faked: it shows what the page asked it to add.
function FakeAddToCart({ items, mode }: { items: Array<{ skuId: number; quantity: number }>; mode: string }) {
  return <button type="button">{`${mode}: ${items.map((i) => `${i.skuId}x${i.quantity}`).join()}`}</button>;
}
beforeAll(() => provideFragmentLoader(async () => ({ default: FakeAddToCart })));

const price = () => screen.getByTestId('sku-price').textContent;
const stock = () => screen.getByTestId('sku-stock-count').textContent;
const quantity = () => screen.getByLabelText('catalog.product.quantity') as HTMLInputElement;
const radio = (spec: string) => screen.getByRole('radio', { name: new RegExp(spec) }) as HTMLInputElement;

describe('purchase panel', () => {
  it('starts with the first SKU in stock and disables the ones that cannot be bought', () => {
    render(<MemoryRouter initialEntries={['/en/product/7']}><PurchasePanel skus={productFixture().skus} /></MemoryRouter>);
    expect(radio('25 g bottle').checked).toBe(true);
    expect(price()).toBe('¥120.50');
    expect(screen.getByTestId('sku-market-price').textContent).toContain('¥150.00');
    expect(stock()).toBe('3');
    expect(radio('Sold out').disabled).toBe(true);
    expect(radio('Retired').disabled).toBe(true);
    expect(screen.getByText('catalog.product.notOnSale')).toBeTruthy();
  });

  it('choosing a SKU changes the price, market price, stock and the quantity limit', async () => {
    render(<MemoryRouter initialEntries={['/en/product/7']}><PurchasePanel skus={productFixture().skus} /></MemoryRouter>);
    fireEvent.click(radio('100 g bottle'));
    expect(price()).toBe('¥399.00');
    expect(screen.queryByTestId('sku-market-price')).toBeNull();
    expect(stock()).toBe('500');
    expect(quantity().max).toBe('20');
    expect(await screen.findByRole('button', { name: 'cart: 3x1' })).toBeTruthy();
    // A quotation for the chosen SKU and quantity (the form is the cart remote's /quotation page).
    expect(screen.getByRole('link', { name: 'quotations.request.button' }).getAttribute('href')).toMatch(/\/quotation\?skuId=3&quantity=1$/);
  });

  it('clamps a typed quantity to 1..min(stock, per-order limit) and keeps it there on a SKU change', async () => {
    render(<MemoryRouter initialEntries={['/en/product/7']}><PurchasePanel skus={productFixture().skus} /></MemoryRouter>);
    fireEvent.click(radio('100 g bottle'));
    fireEvent.change(quantity(), { target: { value: '50' } });
    fireEvent.blur(quantity());
    expect(quantity().value).toBe('20');
    expect((screen.getByRole('button', { name: 'catalog.product.increase' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('button', { name: 'buyNow: 3x20' })).toBeTruthy();

    fireEvent.click(radio('25 g bottle'));
    expect(quantity().value).toBe('3');
    fireEvent.change(quantity(), { target: { value: '0' } });
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    expect(quantity().value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'catalog.product.increase' }));
    expect(quantity().value).toBe('2');
    expect(await screen.findByRole('button', { name: 'cart: 2x2' })).toBeTruthy();
  });

  it('shows disabled buttons when no SKU can be bought', () => {
    const skus = productFixture().skus.map((sku) => ({ ...sku, stock: 0 }));
    render(<MemoryRouter initialEntries={['/en/product/7']}><PurchasePanel skus={skus} /></MemoryRouter>);
    const buttons = screen.getAllByRole('button', { name: /catalog\.product\.(addToCart|buyNow)/ }) as HTMLButtonElement[];
    expect(buttons.map((b) => b.disabled)).toEqual([true, true]);
    expect(screen.getByTestId('sku-stock').textContent).toBe('catalog.product.outOfStock');
  });
});
