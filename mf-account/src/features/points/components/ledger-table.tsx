import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { LedgerEntry } from '../api/points-types';
import { sourceText } from '../model/source-text';

/** "+120" / "−50": the sign is always shown, with a real minus sign (read as "minus"). */
function signed(numbers: Intl.NumberFormat, delta: number): string {
  return delta < 0 ? `−${numbers.format(-delta)}` : `+${numbers.format(delta)}`;
}

/** The ledger, newest first: when, why, for what, the change and the balance right after it. */
export function LedgerTable({ entries, captionId }: { entries: LedgerEntry[]; captionId: string }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const numbers = new Intl.NumberFormat(i18n.language || undefined);

  const reference = (entry: LedgerEntry) => {
    if (!entry.reference) return <span className="points-muted">—</span>;
    if (entry.source !== 'order') return entry.reference;
    const to = localize(`/user/orderDetail?orderNo=${encodeURIComponent(entry.reference)}`);
    return <Link to={to}>{entry.reference}</Link>;
  };

  return (
    <div className="points-table-scroll">
      <table className="points-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('accountPoints.ledger.date')}</th>
            <th scope="col">{t('accountPoints.ledger.source')}</th>
            <th scope="col">{t('accountPoints.ledger.reference')}</th>
            <th scope="col" className="points-number">{t('accountPoints.ledger.change')}</th>
            <th scope="col" className="points-number">{t('accountPoints.ledger.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
              <td>
                {sourceText(t, entry.source)}
                {entry.note ? <span className="points-note">{entry.note}</span> : null}
              </td>
              <td>{reference(entry)}</td>
              <td className={`points-number ${entry.delta < 0 ? 'points-spent' : 'points-earned'}`}>{signed(numbers, entry.delta)}</td>
              <td className="points-number">{numbers.format(entry.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
