import { useId } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { CartPricing } from '../api/calculate-cart-totals';
import { PromotionHints } from './promotion-hints';
import { RequestQuotationLink } from './request-quotation-link';

interface CartSummaryProps {
  pricing?: CartPricing;
  /** Totals are being recalculated or a change is still being saved: what shows is not final. */
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Selected valid lines, in cart order: what checkout takes. */
  lineIds: number[];
  saving: boolean;
}

/** The server's totals for the selected lines, promotion hints and the checkout button. */
export function CartSummary({ pricing, stale, failed, onRetry, lineIds, saving }: CartSummaryProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const headingId = useId();
  const reasonId = useId();
  const none = lineIds.length === 0;
  const blocked = none ? t('cart.totals.selectToCheckout') : saving ? t('cart.totals.saving') : '';

  return (
    <aside className="cart-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cart.totals.title')}</h2>
      <div className="cart-totals" aria-live="polite" aria-busy={stale}>
        {none ? <p>{t('cart.totals.noneSelected')}</p> : null}
        {!none && failed && !stale ? (
          <div role="alert">
            <p>{t('cart.totals.failed')}</p>
            <button type="button" className="button" onClick={onRetry}>{t('cart.page.retry')}</button>
          </div>
        ) : null}
        {!none && pricing && !(failed && !stale) ? (
          <dl className={stale ? 'cart-totals-list is-stale' : 'cart-totals-list'}>
            <div><dt>{t('cart.totals.goods')}</dt><dd>{formatPrice(pricing.goodsAmount)}</dd></div>
            {pricing.activitySaving > 0 ? (
              <div><dt>{t('cart.totals.activitySaving')}</dt><dd>−{formatPrice(pricing.activitySaving)}</dd></div>
            ) : null}
            {pricing.reductions.filter((rule) => rule.reduction > 0).map((rule) => (
              <div key={rule.ruleId}><dt>{t('cart.totals.reduction', { name: rule.name })}</dt><dd>−{formatPrice(rule.reduction)}</dd></div>
            ))}
            <div><dt>{t('cart.totals.shipping')}</dt><dd>{pricing.shippingAmount > 0 ? formatPrice(pricing.shippingAmount) : t('cart.totals.freeShipping')}</dd></div>
            <div className="cart-totals-pay"><dt>{t('cart.totals.payable')}</dt><dd>{formatPrice(pricing.payAmount)}</dd></div>
          </dl>
        ) : null}
        {!none && stale ? <p className="cart-totals-updating">{t('cart.totals.updating')}</p> : null}
      </div>
      {!none && pricing && !stale ? <PromotionHints reductions={pricing.reductions} /> : null}
      <button type="button" className="button button-primary cart-checkout" disabled={blocked !== ''}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => navigate(localize(`/order?lineIds=${lineIds.join(',')}`))}>
        {t('cart.totals.checkout', { count: lineIds.length })}
      </button>
      {blocked ? <p id={reasonId} className="cart-checkout-reason">{blocked}</p> : null}
      <RequestQuotationLink lineIds={lineIds} />
    </aside>
  );
}
