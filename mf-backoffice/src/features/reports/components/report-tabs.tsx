import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { ReportName } from '../model/reports';

interface ReportTabsProps {
  /** Only the reports the staff member's scopes open. */
  reports: ReportName[];
  current: ReportName;
  onSelect: (report: ReportName) => void;
  children: ReactNode;
}

/** The reports as ARIA tabs (arrow keys, Home and End move between them); only the chosen one is read and shown. */
export function ReportTabs({ reports, current, onSelect, children }: ReportTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = reports.indexOf(current);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: reports.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const report = reports[(next + reports.length) % reports.length]!;
    onSelect(report);
    document.getElementById(`${id}-${report}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={t('backoffice.reports.tabsLabel')} className="bo-tabs" onKeyDown={onKeyDown}>
        {reports.map((report) => (
          <button
            key={report} id={`${id}-${report}`} type="button" role="tab" className="button"
            aria-selected={report === current} aria-controls={`${id}-panel`} tabIndex={report === current ? 0 : -1}
            onClick={() => onSelect(report)}
          >
            {t(`backoffice.reports.tabs.${report}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`} className="bo-section">
        {children}
      </div>
    </div>
  );
}
