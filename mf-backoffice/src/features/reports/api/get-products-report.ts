import { useReport, type ReportPeriods } from './report-request';

export interface ProductsReport extends ReportPeriods {
  viewedVsBought: { productId: number; name: string; views: number; orders: number; quantity: number; conversion: number }[];
  stockCover: { skuId: number; skuCode: string; productId: number; name: string; stock: number; soldLast30Days: number; daysOfCover: number | null }[];
  slowMovers: { productId: number; name: string; stock: number; quantitySold: number; views: number }[];
}

/** GET /api/backoffice/reports/products (catalogue): viewed vs bought, days of stock left, slow movers. */
export const useProductsReport = (params: Record<string, string> | null) => useReport<ProductsReport>('products', params);
