import { useCallback, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { refreshCart } from '@labmall/shared/cart/refresh-cart';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { createOrder, type CreateOrderBody } from '../api/create-order';
import type { LineProblem, Pricing } from '../api/checkout-types';
import type { GroupRefusal } from '../lib/group-refusal';
import type { RegulatedRefusal } from '../lib/regulated-refusal';
import type { TermsRefusal } from '../lib/terms-refusal';
import { createKeyKeeper } from '../lib/idempotency-key';
import { useGroupRefusalText } from './use-group-refusal-text';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'priceChanged'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'regulated'; refusal: RegulatedRefusal }
  /** Refused on the group's payment terms: said by the payment choice, not by the button. */
  | { kind: 'terms'; refusal: TermsRefusal }
  | { kind: 'failed'; message: string };

export interface SubmitHandlers {
  onPriceChanged: (pricing: Pricing) => void;
  onLinesUnavailable: (lines: { skuId: number; problem: LineProblem }[]) => void;
  /** Another order took the coupon: price the order again. */
  onConflict: () => void;
  /** The group's budget does not cover the order, or the group sends it for approval: the page says so by the budget. */
  onGroupRefused?: (refusal: GroupRefusal) => void;
  /** A regulated chemical the order may not hold as sent (group, verification, permit or end use). */
  onRegulatedRefused?: (refusal: RegulatedRefusal) => void;
  /** The group may not order on invoice now (terms off, an overdue invoice, beyond the credit limit). */
  onTermsRefused?: (refusal: TermsRefusal) => void;
}

/** Where a placed order goes: the payment page, or — placed on invoice, nothing to pay now — its confirmation. */
export const placedPath = (orderNo: string, body: Pick<CreateOrderBody, 'paymentTerms'>) =>
  body.paymentTerms === 'invoice' ? `/order?invoiceOrder=${encodeURIComponent(orderNo)}` : `/payType?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Places the order. One request at a time (a double click's second event arrives before React re-renders);
 * one Idempotency-Key per body, so a retry after a network failure can only ever find the same order.
 * Success refreshes the cart count and opens the payment page (an order on invoice: its confirmation).
 */
export function useSubmitOrder(handlers: SubmitHandlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const groupRefusalText = useGroupRefusalText();
  const sending = useRef(false);
  const keys = useRef(createKeyKeeper());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const submit = useCallback(
    async (body: CreateOrderBody) => {
      if (sending.current) return;
      sending.current = true;
      setState({ kind: 'pending' });
      try {
        const outcome = await createOrder(body, keys.current.keyFor(body));
        if (outcome.kind === 'created') {
          void refreshCart();
          navigate(localize(placedPath(outcome.order.orderNo, body)));
          return;
        }
        if (outcome.kind === 'groupRefused') {
          handlersRef.current.onGroupRefused?.(outcome);
          setState({ kind: 'refused', message: groupRefusalText(outcome) });
          return;
        }
        if (outcome.kind === 'regulatedRefused') {
          handlersRef.current.onRegulatedRefused?.(outcome.refusal);
          setState({ kind: 'regulated', refusal: outcome.refusal });
          return;
        }
        if (outcome.kind === 'termsRefused') {
          handlersRef.current.onTermsRefused?.(outcome.refusal);
          setState({ kind: 'terms', refusal: outcome.refusal });
          return;
        }
        if (outcome.kind === 'priceChanged') handlersRef.current.onPriceChanged(outcome.pricing);
        if (outcome.kind === 'lineUnavailable') handlersRef.current.onLinesUnavailable(outcome.lines);
        if (outcome.kind === 'conflict') handlersRef.current.onConflict();
        const message = outcome.message || t('checkout.submit.failed');
        setState(outcome.kind === 'priceChanged' ? { kind: 'priceChanged', message } : { kind: 'refused', message });
      } catch (error) {
        // No answer: the order may or may not exist. The same body keeps its key, so trying again is safe.
        const noAnswer = isAxiosError(error) && !error.response;
        setState({ kind: 'failed', message: noAnswer ? t('checkout.submit.network') : apiErrorMessage(error, t('checkout.submit.failed')) });
      } finally {
        sending.current = false;
      }
    },
    [navigate, localize, t, groupRefusalText],
  );
  return { state, submit };
}
