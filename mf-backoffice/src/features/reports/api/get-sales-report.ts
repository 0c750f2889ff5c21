import { useReport, type ReportPeriods } from './report-request';
import type { SalesBy, SalesDimension } from '../model/reports';

export interface SalesFigures { revenue: number; orders: number; averageOrderValue: number; refunds: number; refundAmount: number }
export interface SalesPeriod extends SalesFigures { period: string }
export interface SalesBreakdownRow { key: string; label: string; revenue: number; orders: number; refundAmount: number }

export interface SalesReport extends ReportPeriods {
  by: SalesBy;
  totals: SalesFigures;
  previousTotals: SalesFigures;
  series: SalesPeriod[];
  previousSeries: SalesPeriod[];
  dimension?: SalesDimension | null;
  breakdown?: SalesBreakdownRow[];
}

/** GET /api/backoffice/reports/sales (orders): revenue, orders, average and refunds per period, and a breakdown. */
export const useSalesReport = (params: Record<string, string> | null) => useReport<SalesReport>('sales', params);
