import { useId, useState } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { GoodsDetail } from '../../../lib/mall-types';
import { useAllowance } from '../api/get-allowance';

/**
 * Quantity and "exchange": what the shopper still lacks or may still take, then the confirm page. A guest gets
 * the shell's login dialog (they come back here). The server checks everything again at exchange time.
 */
export function ExchangePanel({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const quantityId = useId();
  const hydrated = useHydrated();
  const loggedIn = useAppStore((s) => s.auth.loggedIn) && hydrated;
  const { data: allowance } = useAllowance(goods.id, loggedIn);
  const max = Math.max(1, Math.min(goods.stock, allowance?.remaining ?? goods.perAccountLimit, goods.kind === 'coupon' ? 1 : 99));
  const [quantity, setQuantity] = useState(1);
  const total = goods.points * quantity;
  const lacking = allowance ? Math.max(0, total - allowance.balance) : 0;
  const blocked = !goods.available ? t('pointsMall.goods.offSale') : goods.stock === 0 ? t('pointsMall.goods.soldOut') : allowance?.remaining === 0 ? t('pointsMall.goods.limitReached') : null;

  const exchange = () => {
    if (!loggedIn) {
      appStore.getState().setLoginDialogVisible(true);
      return;
    }
    navigate(localize(`/pointsMall/order?productId=${goods.id}&quantity=${quantity}`));
  };

  return (
    <div className="mall-exchange">
      <label htmlFor={quantityId}>{t('pointsMall.goods.quantity')}</label>
      <input
        id={quantityId} type="number" inputMode="numeric" min={1} max={max} value={quantity} disabled={blocked !== null}
        onChange={(event) => setQuantity(Math.min(max, Math.max(1, Math.floor(Number(event.target.value)) || 1)))}
      />
      <p>{t('pointsMall.goods.total', { count: total })}</p>
      <div aria-live="polite">
        {blocked ? <p className="mall-warning">{blocked}</p> : null}
        {allowance ? (
          <p className="mall-muted">
            {t('pointsMall.goods.balance', { count: allowance.balance })}{' '}
            {lacking > 0 ? <strong className="mall-warning">{t('pointsMall.goods.lacking', { count: lacking })}</strong> : null}
          </p>
        ) : null}
      </div>
      <button type="button" className="button button-primary" onClick={exchange} disabled={blocked !== null || lacking > 0}>
        {loggedIn ? t('pointsMall.goods.exchange') : t('pointsMall.goods.signInToExchange')}
      </button>
    </div>
  );
}
