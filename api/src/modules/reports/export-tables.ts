import type { Headings } from './export-headings';
import type { funnelReport } from './funnel-report';
import type { pointsReport } from './points-report';
import type { productsReport } from './products-report';
import type { quotationsReport } from './quotations-report';
import type { salesReport } from './sales-report';
import type { searchReport } from './search-report';

export type Cell = string | number | null;
/** One table of an export: a sheet of the workbook, or a titled block of the CSV. */
export type Table = { title: string; headings: string[]; rows: Cell[][] };

type Data = {
  sales: Awaited<ReturnType<typeof salesReport>>;
  funnel: Awaited<ReturnType<typeof funnelReport>>;
  search: Awaited<ReturnType<typeof searchReport>>;
  products: Awaited<ReturnType<typeof productsReport>>;
  quotations: Awaited<ReturnType<typeof quotationsReport>>;
  points: Awaited<ReturnType<typeof pointsReport>>;
};
export type ReportName = keyof Data;

const FIGURES = ['revenue', 'orders', 'averageOrderValue', 'refunds', 'refundAmount'] as const;
const STEP_NAMES = ['sessions', 'productView', 'addToCart', 'orderPlaced', 'paid'] as const;

/** A report's answer as the tables people read in a spreadsheet, headed in the reader's language. */
export const tablesOf: { [R in ReportName]: (data: Data[R], h: Headings) => Table[] } = {
  sales: (d, h) => [
    { title: h.totals, headings: [h.measure, h.thisPeriod, h.previousPeriod], rows: FIGURES.map((f) => [h[f], d.totals[f], d.previousTotals[f]]) },
    { title: h.series, headings: [h.period, ...FIGURES.map((f) => h[f])], rows: d.series.map((s) => [s.period, ...FIGURES.map((f) => s[f])]) },
    ...(d.dimension
      ? [{ title: h.breakdown, headings: [h.key, h.name, h.revenue, h.orders, h.refundAmount], rows: d.breakdown.map((b) => [b.key, b.label, b.revenue, b.orders, b.refundAmount]) }]
      : []),
  ],
  funnel: (d, h) => [
    { title: h.funnel, headings: [h.step, h.thisPeriod, h.previousPeriod], rows: d.steps.map((s) => [h[s.step as (typeof STEP_NAMES)[number]], s.sessions, s.previousSessions]) },
    { title: h.byLanguage, headings: [h.language, ...STEP_NAMES.map((s) => h[s])], rows: d.byLanguage.map((r) => [r.key, ...r.steps]) },
    { title: h.byDevice, headings: [h.device, ...STEP_NAMES.map((s) => h[s])], rows: d.byDevice.map((r) => [r.key, ...r.steps]) },
  ],
  search: (d, h) => [
    { title: h.topKeywords, headings: [h.keyword, h.searches, h.sessions], rows: d.topKeywords.map((r) => [r.keyword, r.searches, r.sessions]) },
    { title: h.noResults, headings: [h.keyword, h.searches, h.lastSeen], rows: d.noResults.map((r) => [r.keyword, r.searches, r.lastSeen]) },
    { title: h.noProductView, headings: [h.keyword, h.searches, h.ofSearches], rows: d.noProductView.map((r) => [r.keyword, r.searches, r.ofSearches]) },
  ],
  products: (d, h) => [
    { title: h.viewedVsBought, headings: [h.productId, h.product, h.views, h.orders, h.units, h.conversion], rows: d.viewedVsBought.map((r) => [r.productId, r.name, r.views, r.orders, r.quantity, r.conversion]) },
    { title: h.stockCover, headings: [h.skuCode, h.product, h.stock, h.soldLast30Days, h.daysOfCover], rows: d.stockCover.map((r) => [r.skuCode, r.name, r.stock, r.soldLast30Days, r.daysOfCover]) },
    { title: h.slowMovers, headings: [h.productId, h.product, h.stock, h.unitsSold, h.views], rows: d.slowMovers.map((r) => [r.productId, r.name, r.stock, r.quantitySold, r.views]) },
  ],
  quotations: (d, h) => [
    {
      title: h.totals,
      headings: [h.measure, h.thisPeriod, h.previousPeriod],
      rows: (['requested', 'answered', 'accepted', 'ordered', 'medianHoursToAnswer', 'conversion'] as const).map((f) => [h[f], d.totals[f], d.previousTotals[f]]),
    },
  ],
  points: (d, h) => [
    { title: h.totals, headings: [h.measure, h.thisPeriod, h.previousPeriod], rows: (['issued', 'spent'] as const).map((f) => [h[f], d.totals[f], d.previousTotals[f]]) },
    { title: h.bySource, headings: [h.source, h.issued, h.spent], rows: d.bySource.map((r) => [r.source, r.issued, r.spent]) },
  ],
};
