import type { LocalizedText } from '../../i18n/language';
import type { CouponKind, CouponTrigger, FullReductionKind, FullReductionTier, SalesActivityKind } from '../schema/promotions';

type Names = [zh: string, en: string, ja: string, ko: string];
export const names = ([zh, en, ja, ko]: Names): LocalizedText => ({ zh, en, ja, ko });

/** Full-reduction rules (amounts in fen), by top category id of category-data.ts; null = every product. */
export const ruleData: { names: Names; kind: FullReductionKind; tiers: FullReductionTier[]; categoryIds: number[] | null; priority: number }[] = [
  {
    names: ['实验耗材满 ¥300 减 ¥30，满 ¥800 减 ¥100', 'Lab consumables: ¥30 off ¥300, ¥100 off ¥800', '実験消耗品：¥300以上で¥30引き、¥800以上で¥100引き', '실험 소모품: ¥300 이상 ¥30 할인, ¥800 이상 ¥100 할인'],
    kind: 'reduce',
    tiers: [{ threshold: 30_000, reduce: 3_000 }, { threshold: 80_000, reduce: 10_000 }],
    categoryIds: [3],
    priority: 10,
  },
  {
    names: ['电极材料满 ¥2,000 享 95 折，满 ¥5,000 享 9 折', 'Electrode materials: 5 % off from ¥2,000, 10 % off from ¥5,000', '電極材料：¥2,000以上で5%引き、¥5,000以上で10%引き', '전극 소재: ¥2,000 이상 5% 할인, ¥5,000 이상 10% 할인'],
    kind: 'discount',
    tiers: [{ threshold: 200_000, rate: 950 }, { threshold: 500_000, rate: 900 }],
    categoryIds: [8],
    priority: 20,
  },
  {
    names: ['化学试剂满 ¥500 减 ¥40，满 ¥1,500 减 ¥150', 'Chemical reagents: ¥40 off ¥500, ¥150 off ¥1,500', '化学試薬：¥500以上で¥40引き、¥1,500以上で¥150引き', '화학 시약: ¥500 이상 ¥40 할인, ¥1,500 이상 ¥150 할인'],
    kind: 'reduce',
    tiers: [{ threshold: 50_000, reduce: 4_000 }, { threshold: 150_000, reduce: 15_000 }],
    categoryIds: [11],
    priority: 30,
  },
  {
    names: ['全场满 ¥3,000 减 ¥60', 'Store-wide: ¥60 off ¥3,000', '全品対象：¥3,000以上で¥60引き', '전 상품: ¥3,000 이상 ¥60 할인'],
    kind: 'reduce',
    tiers: [{ threshold: 300_000, reduce: 6_000 }],
    categoryIds: null,
    priority: 100,
  },
];

/**
 * Sales activities: days relative to the seed's start, and the seed's SKUs (ids of build-skus.ts) at a
 * share of their list price. None of lithium hexafluorophosphate's SKUs (product 90301) is in one, so
 * the checkout tests' reference product keeps its list price.
 */
export const activityData: { names: Names; kind: SalesActivityKind; fromDay: number; toDay: number; percent: number; skuIds: number[] }[] = [
  {
    names: ['限时特惠', 'Limited-time offer', '期間限定セール', '기간 한정 특가'],
    kind: 'limited_time',
    fromDay: -2,
    toDay: 10,
    percent: 85,
    skuIds: [201011, 201021, 202011, 202021, 301011, 301021, 302021, 305021, 1102011, 1102021],
  },
  {
    names: ['新品尝鲜价', 'New arrivals price', '新商品お試し価格', '신상품 체험가'],
    kind: 'new_arrival',
    fromDay: -5,
    toDay: 30,
    percent: 90,
    // 301021 is in both: the lower (limited-time) price applies.
    skuIds: [801021, 801022, 802011, 802012, 802021, 1101011, 1101021, 601011, 302011, 301021],
  },
];

export type CouponSeed = {
  code: string;
  names: Names;
  kind: CouponKind;
  amount?: number;
  rate?: number;
  maxDiscount?: number;
  threshold: number;
  categoryIds: number[] | null;
  trigger: CouponTrigger;
  validDays: number;
  /** What the demo account holds: valid from `fromDay` (relative to the seed), for the template's days. */
  demoFromDay: number | null;
};

export const couponData: CouponSeed[] = [
  {
    code: 'NEW_USER_50',
    names: ['新人券：满 ¥300 减 ¥50', 'Welcome coupon: ¥50 off ¥300', '新規会員クーポン：¥300以上で¥50引き', '신규 회원 쿠폰: ¥300 이상 ¥50 할인'],
    kind: 'cash', amount: 5_000, threshold: 30_000, categoryIds: null, trigger: 'new_user', validDays: 30, demoFromDay: -1,
  },
  {
    code: 'NEW_USER_DISCOUNT',
    names: ['新人 95 折券（最高减 ¥200）', 'Welcome 5 % off (up to ¥200)', '新規会員5%割引（最大¥200）', '신규 회원 5% 할인(최대 ¥200)'],
    kind: 'discount', rate: 950, maxDiscount: 20_000, threshold: 0, categoryIds: null, trigger: 'new_user', validDays: 30, demoFromDay: -1,
  },
  {
    code: 'CONSUMABLES_20',
    names: ['实验耗材满 ¥200 减 ¥20', 'Lab consumables: ¥20 off ¥200', '実験消耗品：¥200以上で¥20引き', '실험 소모품: ¥200 이상 ¥20 할인'],
    kind: 'cash', amount: 2_000, threshold: 20_000, categoryIds: [3], trigger: 'issued', validDays: 60, demoFromDay: -3,
  },
  {
    code: 'MATERIALS_92',
    names: ['电极材料与电解液 92 折券（最高减 ¥300）', 'Electrode materials & electrolytes 8 % off (up to ¥300)', '電極材料・電解液8%割引（最大¥300）', '전극 소재·전해액 8% 할인(최대 ¥300)'],
    kind: 'discount', rate: 920, maxDiscount: 30_000, threshold: 100_000, categoryIds: [8, 9], trigger: 'issued', validDays: 60,
    // Held by the demo account since long ago: it shows an expired coupon.
    demoFromDay: -70,
  },
];
