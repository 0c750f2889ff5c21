import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

// The chart code (visx and d3's scales) is fetched only when a report draws its first chart: the console's other
// pages and the shop never download it. The table beside each chart does not wait for it.
const SeriesChartModule = lazy(() => import(/* webpackChunkName: "report-charts" */ './series-chart'));
const BarChartModule = lazy(() => import(/* webpackChunkName: "report-charts" */ './bar-chart'));

function ChartLoading() {
  const { t } = useTranslation();
  return <p className="bo-chart-loading" role="status">{t('backoffice.reports.chartLoading')}</p>;
}

/** This period against the previous one (loaded on first use). */
export function SeriesChart(props: ComponentProps<typeof SeriesChartModule>) {
  return <Suspense fallback={<ChartLoading />}><SeriesChartModule {...props} /></Suspense>;
}

/** Horizontal bars (loaded on first use). */
export function BarChart(props: ComponentProps<typeof BarChartModule>) {
  return <Suspense fallback={<ChartLoading />}><BarChartModule {...props} /></Suspense>;
}
