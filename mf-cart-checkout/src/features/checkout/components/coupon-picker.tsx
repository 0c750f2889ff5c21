import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { Coupon, CouponUnavailableReason } from '../api/checkout-types';
import type { CouponChoice } from '../hooks/use-checkout-pricing';

export interface CouponPickerProps {
  coupons: Coupon[];
  /** The coupon the server applied (its best choice unless the shopper picked one). */
  applied: Coupon | null;
  choice: CouponChoice;
  onChoose: (choice: CouponChoice) => void;
  /** While the server prices a new choice. */
  busy: boolean;
}

function useReasonText(): (coupon: Coupon) => string {
  const { t } = useTranslation();
  return (coupon) => {
    const texts: Record<CouponUnavailableReason, string> = {
      below_threshold: t('checkout.coupon.belowThreshold', { threshold: formatPrice(coupon.threshold) }),
      out_of_scope: t('checkout.coupon.outOfScope'),
      expired: t('checkout.coupon.expired'),
      used: t('checkout.coupon.used'),
    };
    return coupon.unavailableReason ? texts[coupon.unavailableReason] : '';
  };
}

/** One coupon or none; coupons that cannot be used here are listed, disabled, with the reason. */
export function CouponPicker({ coupons, applied, choice, onChoose, busy }: CouponPickerProps) {
  const { t, i18n } = useTranslation();
  const reasonText = useReasonText();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  // What is checked is what the server applied; during a reprice, what the shopper just picked.
  const checked = busy && choice !== 'auto' ? choice : (applied?.userCouponId ?? null);

  return (
    <section className="checkout-section" aria-labelledby="checkout-coupon-title">
      <h2 id="checkout-coupon-title">{t('checkout.coupon.title')}</h2>
      <fieldset className="checkout-choices" aria-busy={busy || undefined}>
        <legend>{t('checkout.coupon.legend')}</legend>
        <label className="checkout-choice">
          <input type="radio" name="coupon" checked={checked === null} onChange={() => onChoose(null)} />
          {t('checkout.coupon.none')}
        </label>
        {coupons.map((coupon) => {
          const usable = coupon.unavailableReason === null;
          return (
            <label key={coupon.userCouponId} className="checkout-choice checkout-coupon" data-unavailable={usable ? undefined : ''}>
              <input type="radio" name="coupon" disabled={!usable} checked={checked === coupon.userCouponId} onChange={() => onChoose(coupon.userCouponId)} />
              <span className="checkout-coupon-text">
                <span>{coupon.name}</span>
                {usable ? <strong>−{formatPrice(coupon.discount)}</strong> : <em>{reasonText(coupon)}</em>}
                <small>{t('checkout.coupon.validTo', { date: date(coupon.validTo) })}</small>
              </span>
            </label>
          );
        })}
      </fieldset>
      {coupons.length === 0 ? <p className="form-hint">{t('checkout.coupon.empty')}</p> : null}
    </section>
  );
}
