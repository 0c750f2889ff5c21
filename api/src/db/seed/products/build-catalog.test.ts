import { describe, expect, it } from 'vitest';
import { languages, type LocalizedText } from '../../../i18n/language';
import { categoryTree } from '../category-data';
import { buildCatalog } from './build-catalog';
import { DEMO_ORDER_KEYS } from './build-orders';

const now = new Date('2026-03-01T08:00:00Z');
const data = buildCatalog(now);
const DAY = 86_400_000;

const filled = (text: LocalizedText) => languages.every((lang) => typeof text[lang] === 'string' && text[lang].trim() !== '');
/** CAS check digit: the digits before it, weighted 1, 2, 3 … from the right, summed, modulo 10. */
function casValid(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').reverse();
  return digits.reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10 === Number(match[3]);
}

describe('the seed catalogue', () => {
  it('has about 20 brands with country codes and at least 300 products', () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(18);
    expect(data.brands.every((b) => /^[A-Z]{2}$/.test(b.country))).toBe(true);
    expect(new Set(data.brands.map((b) => b.name)).size).toBe(data.brands.length);
    expect(data.products.length).toBeGreaterThanOrEqual(300);
    const used = new Set(data.products.map((p) => p.brandId));
    expect(data.brands.every((b) => used.has(b.id))).toBe(true);
  });

  it('puts products in every sub-category of the 14 top categories', () => {
    const subIds = categoryTree.flatMap((top, i) => top.children.map((_, k) => (i + 1) * 100 + k + 1));
    const used = new Set(data.products.map((p) => p.categoryId));
    for (const id of subIds) expect(used.has(id), `sub-category ${id}`).toBe(true);
    expect([...used].every((id) => subIds.includes(id))).toBe(true);
  });

  it('writes every text in the four languages', () => {
    for (const p of data.products) {
      expect(filled(p.name) && filled(p.summary) && filled(p.description), `product ${p.id}`).toBe(true);
      expect(p.specs.length, `specs of ${p.id}`).toBeGreaterThanOrEqual(4);
      expect(p.specs.length).toBeLessThanOrEqual(8);
      expect(p.specs.every((row) => filled(row.label) && row.value.trim() !== ''), `spec rows of ${p.id}`).toBe(true);
    }
    expect(data.skus.every((s) => filled(s.spec as LocalizedText))).toBe(true);
    for (const text of [...data.scenarios.flatMap((s) => [s.name, s.description]), ...data.banners.flatMap((b) => [b.title, b.subtitle]), ...data.hotWords.map((w) => w.word)]) {
      expect(filled(text)).toBe(true);
    }
  });

  it('gives each product 1–4 SKUs with unique codes and sensible prices', () => {
    const codes = data.skus.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^LM-\d{4}-\d{4}-[A-Z0-9]+$/.test(code) && code.length <= 40)).toBe(true);
    for (const p of data.products) {
      const skus = data.skus.filter((s) => s.productId === p.id);
      expect(skus.length, `SKUs of ${p.id}`).toBeGreaterThanOrEqual(1);
      expect(skus.length).toBeLessThanOrEqual(4);
      expect(skus[0]!.onSale).toBe(true);
    }
    for (const s of data.skus) {
      expect(Number.isInteger(s.price) && s.price > 0).toBe(true);
      expect(s.marketPrice === null || s.marketPrice! > s.price).toBe(true);
      expect(s.stock).toBeGreaterThanOrEqual(0);
    }
    expect(data.skus.some((s) => s.stock === 0)).toBe(true);
    expect(data.skus.some((s) => s.onSale === false)).toBe(true);
    expect(data.skus.some((s) => s.marketPrice !== null)).toBe(true);
  });

  it('gives chemicals a valid CAS number and formula, and equipment neither', () => {
    const chemicals = data.products.filter((p) => p.casNumber);
    expect(chemicals.length).toBeGreaterThan(100);
    for (const p of chemicals) expect(casValid(p.casNumber!), `${p.id} ${p.casNumber}`).toBe(true);
    expect(chemicals.every((p) => p.formula)).toBe(true);
    const equipment = data.products.filter((p) => (p.name as LocalizedText).en.match(/glove box|crimper|potentiostat|cycler|oven/i));
    expect(equipment.length).toBeGreaterThan(5);
    expect(equipment.every((p) => p.casNumber === null && p.formula === null)).toBe(true);
  });

  it('includes lithium hexafluorophosphate, findable in every language', () => {
    const lipf6 = data.products.find((p) => (p.name as LocalizedText).en === 'Lithium hexafluorophosphate')!;
    expect(lipf6.name).toEqual({ zh: '六氟磷酸锂', en: 'Lithium hexafluorophosphate', ja: '六フッ化リン酸リチウム', ko: '육불화인산리튬' });
    expect(lipf6).toMatchObject({ formula: 'LiPF6', casNumber: '21324-40-3', status: 'on_sale' });
    for (const word of ['lipf6', '21324-40-3', '六氟磷酸锂', 'lithium hexafluorophosphate', 'lm-0903-0001-25g']) {
      expect(lipf6.searchText).toContain(word);
    }
  });

  it('spreads launches over a year, with about 20 new, 5 off sale and 24 recommended', () => {
    const ages = data.products.map((p) => (now.getTime() - new Date(p.launchedAt!).getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    expect(ages.filter((days) => days < 60)).toHaveLength(20);
    expect(data.products.filter((p) => p.status === 'off_sale')).toHaveLength(5);
    const sorts = data.products.flatMap((p) => (p.recommendSort ? [p.recommendSort] : []));
    expect(sorts.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(data.products.every((p) => p.images.length >= 2 && p.images.length <= 3)).toBe(true);
    expect(data.products.every((p) => p.images.every((url, n) => url === `/media/products/${p.id}/${n + 1}.svg`))).toBe(true);
  });

  it('links most products to 2–4 others and builds bundles of 3–8 SKUs', () => {
    const linked = new Set(data.collocations.map((c) => c.productId));
    expect(linked.size).toBeGreaterThan(data.products.length * 0.9);
    expect(data.collocations.every((c) => c.productId !== c.relatedId)).toBe(true);
    expect(data.scenarios.length).toBeGreaterThanOrEqual(6);
    for (const s of data.scenarios) {
      const items = data.scenarioItems.filter((i) => i.scenarioId === s.id);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(8);
    }
    expect(data.banners.filter((b) => b.kind === 'carousel')).toHaveLength(4);
    expect(data.banners.filter((b) => b.kind === 'service')).toHaveLength(4);
    expect(data.banners.every((b) => b.link.startsWith('/') && !b.link.startsWith('//'))).toBe(true);
    expect(data.hotWords).toHaveLength(10);
  });

  it('backs every review with an earlier completed order of its writer, and sales cover the orders', () => {
    const reviewed = new Set(data.reviews.map((r) => r.productId));
    expect(reviewed.size).toBe(60);
    for (const r of data.reviews) {
      const order = data.orders.find((o) => o.buyer === r.buyer && o.items.some((i) => i.productId === r.productId));
      expect(order, `review ${r.id}`).toBeDefined();
      expect(r.createdAt.getTime()).toBeGreaterThan(order!.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const pairs = data.reviews.map((r) => `${r.buyer}:${r.productId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(data.orders.map((o) => o.orderNo)).size).toBe(data.orders.length);
    expect(data.orders.every((o) => /^LM\d{14}$/.test(o.orderNo))).toBe(true);
    for (const p of data.products) {
      const sold = data.orders.flatMap((o) => o.items).filter((i) => i.productId === p.id).reduce((n, i) => n + i.quantity, 0);
      expect(p.sales!).toBeGreaterThanOrEqual(sold);
    }
  });

  it('gives the demo account one order of two products it has not reviewed', () => {
    const demo = data.orders.filter((o) => o.buyer === 'demo');
    expect(demo).toHaveLength(1);
    expect(demo[0]!.items).toHaveLength(DEMO_ORDER_KEYS.length);
    expect(demo[0]!.items.map((i) => i.productId)).toContain(90301);
  });

  it('is the same catalogue every time for the same moment', () => {
    expect(JSON.stringify(buildCatalog(now))).toBe(JSON.stringify(data));
  });
});
