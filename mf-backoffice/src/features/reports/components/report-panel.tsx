import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RequestState } from '@labmall/shared/hooks/use-request';
import { LoadFailed, Loading } from '../../../components/load-state';
import type { ReportName } from '../model/reports';
import { ExportLinks } from './export-links';

interface ReportPanelProps<T> {
  report: ReportName;
  params: Record<string, string>;
  request: RequestState<T>;
  /** True when the answer holds nothing to show for the range. */
  isEmpty: (data: T) => boolean;
  /** Controls of the report itself (sales' period and breakdown), above its figures. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One report: its exports and controls, then loading, the failure with a retry, "no data", or its figures. */
export function ReportPanel<T>({ report, params, request, isEmpty, controls, children }: ReportPanelProps<T>) {
  const { t } = useTranslation();
  const { data, error, loading, retry } = request;
  let body: ReactNode;
  // A failure is shown even when an older answer is at hand: that one was for other days or another breakdown.
  if (error) body = <LoadFailed error={error} onRetry={retry} />;
  else if (data === undefined) body = <Loading />;
  else if (isEmpty(data)) body = <p className="bo-state" role="status">{t('backoffice.reports.empty')}</p>;
  else body = children(data);
  return (
    <>
      <ExportLinks report={report} params={params} />
      {controls}
      <div aria-busy={loading || undefined}>{body}</div>
    </>
  );
}
