import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore, appStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useBalance } from '../../../lib/get-balance';

/**
 * The shopper's points with links to earn and to their exchanges. Guests (and the server, which renders the
 * guest's page) see an invitation to sign in instead; the balance is asked for after hydration.
 */
export function BalanceBox() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const loggedIn = useAppStore((s) => s.auth.loggedIn) && hydrated;
  const { data, error, retry } = useBalance(loggedIn);
  return (
    <section className="mall-balance" aria-labelledby="mall-balance-title" aria-live="polite">
      <h2 id="mall-balance-title">{t('pointsMall.balance.title')}</h2>
      {!loggedIn ? (
        <>
          <p>{t('pointsMall.balance.guest')}</p>
          <button type="button" className="button button-primary" onClick={() => appStore.getState().setLoginDialogVisible(true)}>
            {t('pointsMall.signIn')}
          </button>
        </>
      ) : error ? (
        <p>
          {t('pointsMall.loadFailed')} <button type="button" className="button" onClick={retry}>{t('pointsMall.retry')}</button>
        </p>
      ) : (
        <p className="mall-balance-value" data-testid="points-balance">
          {data === undefined ? '…' : t('pointsMall.points', { count: data })}
        </p>
      )}
      <p className="mall-links">
        <Link to={localize('/pointsMall/pointsTasks')}>{t('pointsMall.balance.earn')}</Link>
        <Link to={localize('/user/pointsOrder')}>{t('pointsMall.balance.orders')}</Link>
      </p>
    </section>
  );
}
