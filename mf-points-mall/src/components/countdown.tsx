import { useTranslation } from '@labmall/shared/i18n/react';
import { useCountdown } from '@labmall/shared/hooks/use-countdown';
import { formatRemaining } from '@labmall/shared/format/remaining';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';

/**
 * Time left until `deadline` (a campaign's start or end). The server and the hydrating browser show the date;
 * the ticking countdown starts after hydration, so both render the same first. Only a display: whether the
 * campaign price applies is decided by the server's clock at exchange time.
 */
export function Countdown({ deadline, label }: { deadline: string; label: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const left = useCountdown(hydrated ? deadline : null, 0);
  return (
    <p className="mall-countdown">
      {label}{' '}
      <time dateTime={deadline}>
        {left === null ? `${deadline.slice(0, 16).replace('T', ' ')} UTC` : left > 86_400_000 ? t('pointsMall.campaign.days', { count: Math.floor(left / 86_400_000), rest: formatRemaining(left % 86_400_000) }) : formatRemaining(left)}
      </time>
    </p>
  );
}
