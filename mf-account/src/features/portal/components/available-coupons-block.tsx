import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import type { Page } from '../../../lib/page';
import { useAvailableCoupons } from '../api/get-available-coupons';
import type { MyCoupon } from '../api/portal-types';
import { couponThresholdText, couponValueText } from '../model/coupon-text';
import { PortalBlock } from './portal-block';

const noCoupons = (page: Page<MyCoupon>) => page.items.length === 0;

/** The coupons the shopper can still use (a few of them): name, value, minimum spend and last day. */
export function AvailableCouponsBlock() {
  const { t, i18n } = useTranslation();
  return (
    <PortalBlock
      title={t('accountPortal.coupons.title')}
      request={useAvailableCoupons()}
      failedText={t('accountPortal.coupons.failed')}
      empty={{ when: noCoupons, content: <p>{t('accountPortal.coupons.empty')}</p> }}
    >
      {({ items, total }) => (
        <>
          <ul className="portal-coupons">
            {items.map((coupon) => (
              <li key={coupon.userCouponId} className="portal-coupon">
                <strong className="portal-coupon-value">{couponValueText(t, coupon)}</strong>
                <span className="portal-coupon-name">{coupon.name}</span>
                <span className="portal-muted">{couponThresholdText(t, coupon)}</span>
                <span className="portal-muted">{t('accountPortal.coupons.validTo', { date: formatDate(coupon.validTo, i18n.language) })}</span>
              </li>
            ))}
          </ul>
          {total > items.length ? <p className="portal-muted">{t('accountPortal.coupons.shownOf', { shown: items.length, total })}</p> : null}
        </>
      )}
    </PortalBlock>
  );
}
