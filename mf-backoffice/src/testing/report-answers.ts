// The reports' answers as docs/reports-api.md writes them, for the reports' component tests (never shipped), and a
// fake API serving them that records what was asked.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';

const range = { from: '2026-11-01', to: '2026-11-30' };
const previous = { from: '2026-10-02', to: '2026-10-31' };

export const SALES = {
  range, previous, by: 'day',
  totals: { revenue: 43215.5, orders: 120, averageOrderValue: 360.13, refunds: 3, refundAmount: 812.0 },
  previousTotals: { revenue: 39001.0, orders: 111, averageOrderValue: 351.36, refunds: 1, refundAmount: 99.0 },
  series: [
    { period: '2026-11-01', revenue: 1200.0, orders: 4, averageOrderValue: 300.0, refunds: 0, refundAmount: 0 },
    { period: '2026-11-02', revenue: 2400.5, orders: 6, averageOrderValue: 400.08, refunds: 1, refundAmount: 99.0 },
  ],
  previousSeries: [
    { period: '2026-10-02', revenue: 900.0, orders: 3, averageOrderValue: 300.0, refunds: 0, refundAmount: 0 },
    { period: '2026-10-03', revenue: 1000.0, orders: 2, averageOrderValue: 500.0, refunds: 0, refundAmount: 0 },
  ],
  dimension: null,
};

export const SALES_BY_CATEGORY = {
  ...SALES,
  dimension: 'category',
  breakdown: [
    { key: '12', label: 'Electrolytes', revenue: 8100.0, orders: 31, refundAmount: 0 },
    { key: '7', label: 'Glassware', revenue: 5230.25, orders: 18, refundAmount: 99.0 },
  ],
};

export const FUNNEL = {
  range, previous,
  steps: [
    { step: 'sessions', sessions: 5120, previousSessions: 4800 },
    { step: 'productView', sessions: 2210, previousSessions: 2001 },
    { step: 'addToCart', sessions: 410, previousSessions: 380 },
    { step: 'orderPlaced', sessions: 150, previousSessions: 140 },
    { step: 'paid', sessions: 121, previousSessions: 111 },
  ],
  byLanguage: [{ key: 'en', steps: [1200, 600, 90, 30, 25] }, { key: '', steps: [100, 10, 0, 0, 0] }],
  byDevice: [{ key: 'mobile', steps: [3000, 1100, 150, 40, 31] }],
};

export const SEARCH = {
  range,
  topKeywords: [{ keyword: 'lithium', searches: 320, sessions: 250 }, { keyword: 'separator', searches: 95, sessions: 80 }],
  noResults: [{ keyword: 'sodium foil', searches: 14, lastSeen: '2026-11-29' }],
  noProductView: [{ keyword: 'glove box', searches: 40, ofSearches: 52 }],
};

export const PRODUCTS = {
  range,
  viewedVsBought: [{ productId: 90301, name: 'Lithium foil', views: 812, orders: 21, quantity: 40, conversion: 0.0259 }],
  stockCover: [
    { skuId: 5, skuCode: 'LF-010', productId: 90301, name: 'Lithium foil', stock: 12, soldLast30Days: 30, daysOfCover: 12.0 },
    { skuId: 9, skuCode: 'PB-050', productId: 90412, name: 'PTFE beaker 50 mL', stock: 300, soldLast30Days: 0, daysOfCover: null },
  ],
  slowMovers: [{ productId: 90412, name: 'PTFE beaker 50 mL', stock: 300, quantitySold: 0, views: 3 }],
};

export const QUOTATIONS = {
  range, previous,
  totals: { requested: 40, answered: 35, accepted: 20, ordered: 18, medianHoursToAnswer: 5.5, conversion: 0.45 },
  previousTotals: { requested: 31, answered: 30, accepted: 12, ordered: 11, medianHoursToAnswer: 7.0, conversion: 0.3548 },
};

export const POINTS = {
  range, previous,
  totals: { issued: 52000, spent: 31000 },
  previousTotals: { issued: 48000, spent: 30000 },
  bySource: [{ source: 'order', issued: 43000, spent: 0 }, { source: 'exchange', issued: 0, spent: 31000 }],
};

const ANSWERS: Record<string, unknown> = { sales: SALES, funnel: FUNNEL, search: SEARCH, products: PRODUCTS, quotations: QUOTATIONS, points: POINTS };

/**
 * Serves each report's answer (`answers` overrides some); a report not served answers 403 as the API would. Returns
 * the requests made, to check what was (and was not) asked.
 */
export function serveReports(answers: Record<string, unknown | ((params: Record<string, string>) => unknown)> = {}) {
  const fake = createFakeAdapter((config) => {
    const report = /^\/api\/backoffice\/reports\/(\w+)$/.exec(config.url ?? '')?.[1] ?? '';
    const answer = report in answers ? answers[report] : ANSWERS[report];
    const data = typeof answer === 'function' ? (answer as (p: Record<string, string>) => unknown)(config.params ?? {}) : answer;
    if (data === undefined) return { status: 403, body: { code: 403, message: 'Forbidden', data: null } };
    if (data instanceof Error) return { status: 500, body: { code: 500, message: data.message, data: null } };
    return { body: { code: 200, message: 'ok', data } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
