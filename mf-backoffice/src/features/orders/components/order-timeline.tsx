import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTimeSeconds } from '@labmall/shared/format/date';
import type { TimelineEntry } from '../api/order-types';

/** The order's history as the server recorded it, oldest first: what happened, when, and who did it. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const who = (entry: TimelineEntry) => {
    if (entry.actor === 'ops') return entry.staff ? t('backoffice.orders.timeline.ops', { staff: entry.staff }) : t('backoffice.orders.timeline.opsUnknown');
    return t(`backoffice.orders.timeline.${entry.actor}`, { defaultValue: entry.actor });
  };
  return (
    <section className="bo-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backoffice.orders.detail.timeline')}</h2>
      <ol className="bo-timeline">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.kind}`}>
            <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at, i18n.language)}</time>{' '}
            <strong>{t(`backoffice.orders.timeline.${entry.kind}`, { defaultValue: entry.kind })}</strong>{' '}
            <span>{who(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
