import type { Lang } from '../../i18n/language';

/** The promotions' enum labels, in the four languages of the shop (texts the client shows as they are). */
type Labels = {
  fullReductionKinds: Record<'reduce' | 'discount', string>;
  couponKinds: Record<'cash' | 'discount', string>;
  couponStatuses: Record<'available' | 'used' | 'expired', string>;
};

export const labels: Record<Lang, Labels> = {
  zh: {
    fullReductionKinds: { reduce: '满减', discount: '满折' },
    couponKinds: { cash: '满减券', discount: '折扣券' },
    couponStatuses: { available: '可使用', used: '已使用', expired: '已过期' },
  },
  en: {
    fullReductionKinds: { reduce: 'Spend more, save more', discount: 'Spend more, get a discount' },
    couponKinds: { cash: 'Cash coupon', discount: 'Discount coupon' },
    couponStatuses: { available: 'Available', used: 'Used', expired: 'Expired' },
  },
  ja: {
    fullReductionKinds: { reduce: 'まとめ買い値引き', discount: 'まとめ買い割引' },
    couponKinds: { cash: '値引きクーポン', discount: '割引クーポン' },
    couponStatuses: { available: '利用可能', used: '使用済み', expired: '期限切れ' },
  },
  ko: {
    fullReductionKinds: { reduce: '금액별 할인', discount: '금액별 할인율' },
    couponKinds: { cash: '금액 할인 쿠폰', discount: '할인율 쿠폰' },
    couponStatuses: { available: '사용 가능', used: '사용 완료', expired: '기간 만료' },
  },
};

/** `{ value, label }` pairs of one enum, in its declared order. */
export const options = <K extends string>(texts: Record<K, string>) =>
  (Object.entries(texts) as [K, string][]).map(([value, label]) => ({ value, label }));
