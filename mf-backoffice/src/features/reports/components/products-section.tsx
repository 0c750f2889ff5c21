import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useProductsReport, type ProductsReport } from '../api/get-products-report';
import { useReportFormat } from '../hooks/use-report-format';
import { BarChart } from './lazy-charts';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';

const CHART_BARS = 15;
const isEmpty = (r: ProductsReport) => r.viewedVsBought.length === 0 && r.stockCover.length === 0 && r.slowMovers.length === 0;

/** Products (catalogue): viewed against bought, days of stock left at the last 30 days' sales, slow movers. */
export function ProductsSection({ range }: { range: Record<string, string> }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const localize = useLocalizedPath();
  const request = useProductsReport(range);
  const col = (key: string, numeric = true) => ({ label: t(`backoffice.reports.products.${key}`), numeric });
  // Each product opens its edit page (the same catalogue scope), where stock is adjusted.
  const product = (id: number, name: string) => <Link key="p" to={localize(`/backoffice/product?id=${id}`)}>{name}</Link>;
  return (
    <ReportPanel report="products" params={range} request={request} isEmpty={isEmpty}>
      {(report) => {
        const viewed = t('backoffice.reports.products.viewedTitle');
        const first = report.viewedVsBought[0];
        return (
          <>
            <section className="bo-section" aria-label={viewed}>
              <h3>{viewed}</h3>
              {first ? (
                <BarChart
                  bars={report.viewedVsBought.slice(0, CHART_BARS).map((p) => ({ label: p.name, value: p.conversion, note: t('backoffice.reports.products.viewsNote', { views: f.count(p.views), orders: f.count(p.orders) }) }))}
                  title={t('backoffice.reports.products.conversionTitle')}
                  description={t('backoffice.reports.barsSummary', { bars: Math.min(report.viewedVsBought.length, CHART_BARS), first: first.name, value: f.percent(first.conversion) })}
                  format={f.percent}
                />
              ) : null}
              <ReportTable caption={viewed} columns={[col('product', false), col('views'), col('orders'), col('quantity'), col('conversion')]}
                rows={report.viewedVsBought.map((p) => [product(p.productId, p.name), f.count(p.views), f.count(p.orders), f.count(p.quantity), f.percent(p.conversion)])} />
            </section>
            <section className="bo-section" aria-label={t('backoffice.reports.products.coverTitle')}>
              <h3>{t('backoffice.reports.products.coverTitle')}</h3>
              <ReportTable caption={t('backoffice.reports.products.coverTitle')}
                columns={[col('sku', false), col('product', false), col('stock'), col('soldLast30Days'), col('daysOfCover')]}
                rows={report.stockCover.map((s) => [s.skuCode, product(s.productId, s.name), f.count(s.stock), f.count(s.soldLast30Days),
                  s.daysOfCover === null ? t('backoffice.reports.products.noSales') : f.count(s.daysOfCover)])} />
            </section>
            <section className="bo-section" aria-label={t('backoffice.reports.products.slowTitle')}>
              <h3>{t('backoffice.reports.products.slowTitle')}</h3>
              <ReportTable caption={t('backoffice.reports.products.slowTitle')} columns={[col('product', false), col('stock'), col('quantitySold'), col('views')]}
                rows={report.slowMovers.map((p) => [product(p.productId, p.name), f.count(p.stock), f.count(p.quantitySold), f.count(p.views)])} />
            </section>
          </>
        );
      }}
    </ReportPanel>
  );
}
