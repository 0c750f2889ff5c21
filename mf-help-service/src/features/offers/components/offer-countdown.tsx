import { useTranslation } from '@labmall/shared/i18n/react';
import { useCountdown } from '@labmall/shared/hooks/use-countdown';
import { formatRemaining } from '@labmall/shared/format/remaining';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';

/** Time left in an activity, ticking each second once hydrated (the server's HTML shows the end date only). */
export function OfferCountdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const left = useCountdown(hydrated ? endsAt : null, 0);
  if (!hydrated || left === null) return <time dateTime={endsAt}>{t('helpService.offers.endsAt', { date: endsAt.slice(0, 10) })}</time>;
  if (left === 0) return <span role="status">{t('helpService.offers.ended')}</span>;
  return <time dateTime={endsAt}>{t('helpService.offers.endsIn', { time: formatRemaining(left) })}</time>;
}
