import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import type { QuotationDetail } from '../api/get-quotation';
import { useQuotationStatusText } from './quotation-status';

/** What happened to the quotation, oldest first: who did it (staff from the audit log, else the buyer) and the note. */
export function QuotationHistory({ history }: { history: QuotationDetail['history'] }) {
  const { t, i18n } = useTranslation();
  const statusText = useQuotationStatusText();
  return (
    <ol className="bo-history">
      {history.map((entry) => (
        <li key={`${entry.kind}-${entry.at}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>{' · '}
          <strong>{statusText(entry.kind as Parameters<typeof statusText>[0])}</strong>
          {entry.staff ? ` · ${t('backoffice.quotations.by', { account: entry.staff })}` : null}
          {entry.note ? <><br /><span>{entry.note}</span></> : null}
        </li>
      ))}
    </ol>
  );
}
