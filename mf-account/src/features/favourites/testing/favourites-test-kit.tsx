// Fakes for the favourites feature's tests (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import type { ProductCardData } from '@labmall/shared/catalog/types';

export const favouriteProduct = (id: number): ProductCardData => ({
  id, name: `Product ${id}`, summary: '', image: `/media/products/${id}/1.svg`, brand: { id: 1, name: 'Aladdin' }, categoryId: 903,
  casNumber: null, formula: null, price: 10, marketPrice: null, inStock: true, sales: 0, skuCount: 1, isNew: false,
});

/**
 * A stand-in for the favourites API: `ids` newest first, cut into pages as the server does, and removal that
 * takes a product out for every later read.
 */
export function serveFavourites(ids: number[]) {
  const server = { ids: [...ids], listed: [] as number[] };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    if (config.url === '/api/favourites/remove') {
      const { productId } = sentBody(config) as { productId: number };
      server.ids = server.ids.filter((id) => id !== productId);
      return { body: { code: 200, message: 'ok', data: { productId, favourited: false } } };
    }
    const { page = 1, pageSize = 20 } = (config.params ?? {}) as { page?: number; pageSize?: number };
    server.listed.push(page);
    const items = server.ids.slice((page - 1) * pageSize, page * pageSize).map((id) => ({ addedAt: '2026-01-01T00:00:00Z', product: favouriteProduct(id) }));
    return { body: { code: 200, message: 'ok', data: { items, total: server.ids.length, page, pageSize } } };
  }).adapter;
  return server;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
