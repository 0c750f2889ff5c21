import { useId } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePointsBalance } from '../api/get-points-balance';
import './points.css';

interface PointsBalanceProps {
  /** Where it is shown: the portal links on to the points page, the points page to the points mall and exchanges. */
  placement: 'portal' | 'points';
}

/** The shopper's points balance in a card of its own (its own loading and error state). */
export function PointsBalance({ placement }: PointsBalanceProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { data: balance, error, retry } = usePointsBalance();

  let body;
  if (balance !== undefined) {
    body = (
      <>
        <p className="points-balance-value">
          <strong>{new Intl.NumberFormat(i18n.language || undefined).format(balance)}</strong> {t('accountPoints.balance.unit')}
        </p>
        <p className="points-muted">{balance > 0 ? t('accountPoints.balance.howToEarn') : t('accountPoints.balance.none')}</p>
      </>
    );
  } else if (error) {
    body = (
      <div className="points-failed" role="alert">
        <p>{t('accountPoints.balance.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('accountPoints.retry')}</button>
      </div>
    );
  } else {
    body = <p className="points-muted" role="status">{t('accountPoints.balance.loading')}</p>;
  }

  return (
    <section className="points-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountPoints.balance.title')}</h2>
      {body}
      <p className="points-links">
        {placement === 'portal' ? (
          <Link to={localize('/user/userPoints')}>{t('accountPoints.balance.history')}</Link>
        ) : (
          <>
            <Link to={localize('/pointsMall')}>{t('accountPoints.balance.mall')}</Link>
            <Link to={localize('/user/pointsOrder')}>{t('accountPoints.balance.exchanges')}</Link>
          </>
        )}
      </p>
    </section>
  );
}
