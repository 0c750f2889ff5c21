import type { StaffScope } from '@labmall/shared/auth/staff-scope';

/** The reports of docs/reports-api.md, in the order the page's tabs show them. */
export const REPORTS = ['sales', 'funnel', 'search', 'products', 'quotations', 'points'] as const;
export type ReportName = (typeof REPORTS)[number];

/** The scope each report needs (admin reads all): the page shows and asks only for what the scopes allow. */
export const REPORT_SCOPE: Record<ReportName, StaffScope> = {
  sales: 'orders',
  funnel: 'orders',
  search: 'catalogue',
  products: 'catalogue',
  quotations: 'quotations',
  points: 'points',
};

/** Sales' `by` and `dimension` (the API refuses anything else). */
export const SALES_BY = ['day', 'week', 'month'] as const;
export type SalesBy = (typeof SALES_BY)[number];
export const SALES_DIMENSIONS = ['category', 'product', 'institution', 'province', 'paymentMethod', 'language'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];
