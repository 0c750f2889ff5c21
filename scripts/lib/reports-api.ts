/** What bench:reports uses of the API, loaded with one `tsImport` (as scale-api.ts, for the same reason). */
export { buildApp } from '../../api/src/app';
export { loadConfig } from '../../api/src/config';
export { rollUpReportDay } from '../../api/src/modules/reports/rollup/report-rollup';
export { rollUpDay } from '../../api/src/modules/retention/analytics-rollup';
export { chinaDay, chinaDayStart } from '../../api/src/modules/backoffice-orders/china-day';
export { reportRange } from '../../api/src/modules/reports/range';
export { salesReport } from '../../api/src/modules/reports/sales-report';
export { funnelReport } from '../../api/src/modules/reports/funnel-report';
export { searchReport } from '../../api/src/modules/reports/search-report';
export { productsReport } from '../../api/src/modules/reports/products-report';
export { quotationsReport } from '../../api/src/modules/reports/quotations-report';
export { pointsReport } from '../../api/src/modules/reports/points-report';
