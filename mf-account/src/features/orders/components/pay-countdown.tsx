import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatRemaining } from '@labmall/shared/format/remaining';

/** Time left to pay (a timer: read on demand, not announced every second), or that it has run out. */
export function PayCountdown({ deadline, remaining }: { deadline: string; remaining: number }) {
  const { t, i18n } = useTranslation();
  if (remaining <= 0) return <strong className="orders-expired">{t('accountOrders.detail.expired')}</strong>;
  return (
    <>
      <span role="timer" className="orders-timer">{formatRemaining(remaining)}</span>{' '}
      <small>({t('accountOrders.detail.payBy', { time: formatDateTime(deadline, i18n.language) })})</small>
    </>
  );
}
