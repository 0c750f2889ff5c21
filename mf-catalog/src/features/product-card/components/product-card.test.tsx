import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@labmall/shared/router';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { ProductCard, type ProductCardData } from './product-card';
// eslint-disable-next-line no-restricted-imports, import-x/no-restricted-paths -- the test reads the real English texts; no runtime code crosses
import en from '../../../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));

const base: ProductCardData = {
  id: 42, name: 'Lithium hexafluorophosphate', summary: 'Battery-grade salt', categoryId: 903, sales: 12, image: '/media/products/42/1.svg', brand: { id: 3, name: 'Aladdin' },
  casNumber: '21324-40-3', formula: 'LiPF6', price: 1280, marketPrice: 1500, inStock: true, skuCount: 1, isNew: true,
};
const renderCard = (product: ProductCardData) => render(<MemoryRouter><ProductCard product={product} /></MemoryRouter>);

describe('product card', () => {
  it('links the name to the localized product page and shows brand, CAS, formula and prices', () => {
    renderCard(base);
    expect(screen.getByRole('link', { name: 'Lithium hexafluorophosphate' }).getAttribute('href')).toBe('/zh/product/42');
    expect(screen.getByText('Aladdin')).toBeTruthy();
    expect(screen.getByText('21324-40-3')).toBeTruthy();
    expect(screen.getByText('LiPF6')).toBeTruthy();
    expect(screen.getByText('¥1,280.00')).toBeTruthy();
    expect(document.querySelector('s')?.textContent).toBe('Market price ¥1,500.00');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText('Out of stock')).toBeNull();
    const image = document.querySelector('img')!;
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['lazy', '240', '240']);
  });

  it('says "from" for several SKUs, hides a market price that is no higher, and shows out of stock', () => {
    renderCard({ ...base, skuCount: 3, marketPrice: 1280, inStock: false, isNew: false, casNumber: null, formula: null });
    expect(screen.getByText('From ¥1,280.00')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('keeps the image\'s square empty for a product without an image, rather than an image without a source', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard({ ...base, image: '' });
    const media = document.querySelector('.product-card-media')!;
    expect(media.querySelector('img')).toBeNull();
    expect([media.firstElementChild?.className, media.firstElementChild?.getAttribute('aria-hidden')]).toEqual(['product-card-image', 'true']);
    expect(screen.getByRole('link', { name: 'Lithium hexafluorophosphate' })).toHaveProperty('tagName', 'A');
    expect(errors).not.toHaveBeenCalled(); // React warns about src=""
    errors.mockRestore();
  });
});
