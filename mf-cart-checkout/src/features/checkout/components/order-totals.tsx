import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { Pricing } from '../api/checkout-types';

/**
 * The server's totals, nothing added up here. A polite live region: a new address, coupon or a changed
 * price is read out once the server has answered.
 */
export function OrderTotals({ pricing, busy }: { pricing: Pricing; busy: boolean }) {
  const { t } = useTranslation();
  const rules = pricing.reductions.filter((r) => r.reduction > 0).map((r) => r.name).join(', ');
  return (
    <section className="checkout-section checkout-totals" aria-labelledby="checkout-totals-title" aria-busy={busy || undefined}>
      <h2 id="checkout-totals-title">{t('checkout.totals.title')}</h2>
      <div aria-live="polite">
        <dl>
          <div>
            <dt>{t('checkout.totals.goods')}</dt>
            <dd>{formatPrice(pricing.goodsAmount)}</dd>
          </div>
          {pricing.activitySaving > 0 ? (
            <div className="checkout-totals-note">
              <dt>{t('checkout.totals.activitySaving')}</dt>
              <dd>{formatPrice(pricing.activitySaving)}</dd>
            </div>
          ) : null}
          {pricing.reductionAmount > 0 ? (
            <div>
              <dt>
                {t('checkout.totals.reduction')}
                {rules ? <small> ({rules})</small> : null}
              </dt>
              <dd>−{formatPrice(pricing.reductionAmount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('checkout.totals.coupon')}</dt>
            <dd>{pricing.couponAmount > 0 ? `−${formatPrice(pricing.couponAmount)}` : formatPrice(0)}</dd>
          </div>
          <div>
            <dt>{t('checkout.totals.shipping')}</dt>
            <dd>{pricing.shippingAmount > 0 ? formatPrice(pricing.shippingAmount) : t('checkout.totals.free')}</dd>
          </div>
          <div className="checkout-payable">
            <dt>{t('checkout.totals.payable')}</dt>
            <dd>{formatPrice(pricing.payAmount)}</dd>
          </div>
          <div className="checkout-totals-note">
            <dt>{t('checkout.totals.points')}</dt>
            <dd>{pricing.pointsToEarn}</dd>
          </div>
        </dl>
        {busy ? <p className="form-hint">{t('checkout.totals.updating')}</p> : null}
      </div>
    </section>
  );
}
