import { useTranslation } from '@labmall/shared/i18n/react';
import { useSearchReport, type SearchReport } from '../api/get-search-report';
import { useReportFormat } from '../hooks/use-report-format';
import { BarChart } from './lazy-charts';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';

const CHART_BARS = 15;
const isEmpty = (r: SearchReport) => r.topKeywords.length === 0 && r.noResults.length === 0 && r.noProductView.length === 0;

/**
 * Searches (catalogue): the top keywords, those that found nothing and those after which nobody opened a product —
 * the lists a buyer reads to decide what to stock.
 */
export function SearchSection({ range }: { range: Record<string, string> }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const request = useSearchReport(range);
  const col = (key: string, numeric = true) => ({ label: t(`backoffice.reports.search.${key}`), numeric });
  return (
    <ReportPanel report="search" params={range} request={request} isEmpty={isEmpty}>
      {(report) => {
        const top = t('backoffice.reports.search.topTitle');
        const first = report.topKeywords[0];
        return (
          <>
            <section className="bo-section" aria-label={top}>
              <h3>{top}</h3>
              {first ? (
                <BarChart
                  bars={report.topKeywords.slice(0, CHART_BARS).map((k) => ({ label: k.keyword, value: k.searches }))}
                  title={top}
                  description={t('backoffice.reports.barsSummary', { bars: Math.min(report.topKeywords.length, CHART_BARS), first: first.keyword, value: f.count(first.searches) })}
                  format={f.count}
                />
              ) : null}
              <ReportTable caption={top} columns={[col('keyword', false), col('searches'), col('sessions')]}
                rows={report.topKeywords.map((k) => [k.keyword, f.count(k.searches), f.count(k.sessions)])} />
            </section>
            <section className="bo-section" aria-label={t('backoffice.reports.search.noResultsTitle')}>
              <h3>{t('backoffice.reports.search.noResultsTitle')}</h3>
              <p>{t('backoffice.reports.search.noResultsLead')}</p>
              <ReportTable caption={t('backoffice.reports.search.noResultsTitle')} columns={[col('keyword', false), col('searches'), col('lastSeen', false)]}
                rows={report.noResults.map((k) => [k.keyword, f.count(k.searches), <time key="d" dateTime={k.lastSeen}>{f.day(k.lastSeen)}</time>])} />
            </section>
            <section className="bo-section" aria-label={t('backoffice.reports.search.noProductViewTitle')}>
              <h3>{t('backoffice.reports.search.noProductViewTitle')}</h3>
              <p>{t('backoffice.reports.search.noProductViewLead')}</p>
              <ReportTable caption={t('backoffice.reports.search.noProductViewTitle')} columns={[col('keyword', false), col('searches'), col('ofSearches')]}
                rows={report.noProductView.map((k) => [k.keyword, f.count(k.searches), f.count(k.ofSearches)])} />
            </section>
          </>
        );
      }}
    </ReportPanel>
  );
}
