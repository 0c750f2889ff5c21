import { useTranslation } from '@labmall/shared/i18n/react';
import type { ImportReport } from '../api/check-import';

/** The dry run's figures and, when any, the refused rows: each with its row number, column and reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <div className="bo-import-report">
      <dl className="bo-figures">
        {(['rows', 'create', 'update', 'unchanged'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`backoffice.import.figures.${key}`)}</dt>
            <dd>{report[key]}</dd>
          </div>
        ))}
        <div>
          <dt>{t('backoffice.import.figures.refused')}</dt>
          <dd>{report.refused.length}</dd>
        </div>
      </dl>
      {report.refused.length > 0 ? (
        <table className="bo-table">
          <caption>{t('backoffice.import.refusedCaption', { count: report.refused.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.import.row')}</th>
              <th scope="col">{t('backoffice.import.column')}</th>
              <th scope="col">{t('backoffice.import.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.refused.map((refusal) => (
              <tr key={`${refusal.row}-${refusal.column}-${refusal.reason}`}>
                <td>{refusal.row}</td>
                <td>{refusal.column}</td>
                <td>{refusal.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
