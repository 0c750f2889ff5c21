import { useCallback, useState } from 'react';
import { isAxiosError } from 'axios';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { previewOrder } from '../api/preview-order';
import type { LineProblem, Pricing } from '../api/checkout-types';

/** 'auto' lets the server choose the best coupon (the default), null means none, a number that coupon. */
export type CouponChoice = 'auto' | number | null;

export interface CheckoutPricing {
  pricing: Pricing | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
  /** Prices again with the server's own coupon choice (after another order took the chosen coupon). */
  reprice: () => void;
  coupon: CouponChoice;
  chooseCoupon: (choice: CouponChoice) => void;
  /** Shows totals the server sent with a refusal (409 priceChanged) until address or coupon change again. */
  replacePricing: (pricing: Pricing) => void;
  /** Flags lines order creation refused (409 lineUnavailable). */
  markLines: (lines: { skuId: number; problem: LineProblem }[]) => void;
}

/**
 * The server's pricing of the order, asked again whenever the address or the coupon changes (and the language:
 * names are localized). Totals come only from the server; the page never adds anything up itself.
 */
export function useCheckoutPricing(cartLineIds: number[], addressId: number | null): CheckoutPricing {
  const [coupon, setCoupon] = useState<CouponChoice>('auto');
  const key = cartLineIds.length > 0 ? JSON.stringify([cartLineIds, addressId, coupon]) : null;
  const request = useRequest(key, (signal) =>
    previewOrder({ cartLineIds, addressId, userCouponId: coupon === 'auto' ? undefined : coupon }, signal),
  );
  // Both corrections belong to the preview they were made on: a new preview supersedes them.
  const [replaced, setReplaced] = useState<{ key: string | null; pricing: Pricing } | null>(null);
  const [marked, setMarked] = useState<{ key: string | null; problems: Map<number, LineProblem> } | null>(null);

  let pricing = replaced?.key === key && !request.loading ? replaced.pricing : request.data;
  if (pricing && marked?.key === key) {
    const problems = marked.problems;
    pricing = { ...pricing, lines: pricing.lines.map((line) => ({ ...line, problem: problems.get(line.skuId) ?? line.problem })) };
  }

  const { retry: retryRequest, error } = request;
  // A chosen coupon the server refuses (409 couponUnavailable) would fail again: fall back to its choice.
  const couponRefused = isAxiosError(error) && error.response?.status === 409 && coupon !== 'auto';
  const retry = useCallback(() => (couponRefused ? setCoupon('auto') : retryRequest()), [couponRefused, retryRequest]);

  return {
    pricing,
    loading: request.loading,
    error,
    retry,
    reprice: useCallback(() => (coupon === 'auto' ? retryRequest() : setCoupon('auto')), [coupon, retryRequest]),
    coupon,
    chooseCoupon: setCoupon,
    replacePricing: useCallback((next: Pricing) => setReplaced({ key, pricing: next }), [key]),
    markLines: useCallback((lines) => setMarked({ key, problems: new Map(lines.map((l) => [l.skuId, l.problem])) }), [key]),
  };
}
