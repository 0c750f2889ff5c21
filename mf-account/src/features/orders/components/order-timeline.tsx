import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import type { TimelineEvent } from '../api/order-types';
import { useTimelineText } from '../hooks/use-order-texts';

/** Every status change of the order as the server recorded it, oldest first, with its date and why. */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const describe = useTimelineText();
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.timeline.title')}</h2>
      <ol className="orders-timeline">
        {events.map((event) => {
          const { title, reason } = describe(event);
          return (
            <li key={`${event.at}-${event.to}`}>
              <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
              <span className="orders-timeline-event">{reason ? t('accountOrders.timeline.withReason', { event: title, reason }) : title}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
