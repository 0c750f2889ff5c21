import { useCallback, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { refreshCart } from '@labmall/shared/cart/refresh-cart';
import { createApprovalRequest, type ApprovalRequestBody, type SentRequest } from '../api/create-approval-request';
import type { LineProblem, Pricing } from '../api/checkout-types';
import { createKeyKeeper } from '../lib/idempotency-key';
import type { RegulatedRefusal } from '../lib/regulated-refusal';

export type ApprovalState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; request: SentRequest }
  | { kind: 'priceChanged'; message: string }
  | { kind: 'regulated'; refusal: RegulatedRefusal }
  | { kind: 'failed'; message: string };

export interface ApprovalHandlers {
  onPriceChanged: (pricing: Pricing) => void;
  onLinesUnavailable: (lines: { skuId: number; problem: LineProblem }[]) => void;
  /** APPROVAL_NOT_NEEDED: no rule holds the order, so it is placed as an order. */
  onNotNeeded: () => void;
  /** A regulated chemical the request may not hold as sent (verification, permit or end use). */
  onRegulatedRefused?: (refusal: RegulatedRefusal) => void;
}

/**
 * Sends the group order for approval instead of placing it: one request at a time, one Idempotency-Key per body
 * (a retry after a lost answer finds the same request). What the shopper typed stays in the page on every failure.
 */
export function useSendForApproval(handlers: ApprovalHandlers) {
  const { t } = useTranslation();
  const [state, setState] = useState<ApprovalState>({ kind: 'idle' });
  const sending = useRef(false);
  const keys = useRef(createKeyKeeper());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const send = useCallback(
    async (groupId: number, body: ApprovalRequestBody) => {
      if (sending.current) return;
      sending.current = true;
      setState({ kind: 'pending' });
      try {
        const outcome = await createApprovalRequest(groupId, body, keys.current.keyFor({ groupId, ...body }));
        if (outcome.kind === 'sent') {
          // The request holds the lines now: the cart's count drops.
          void refreshCart();
          setState({ kind: 'sent', request: outcome.request });
          return;
        }
        if (outcome.kind === 'notNeeded') {
          setState({ kind: 'idle' });
          handlersRef.current.onNotNeeded();
          return;
        }
        if (outcome.kind === 'budgetExceeded') {
          setState({ kind: 'failed', message: outcome.remaining === null ? outcome.message || t('approvals.checkout.failed') : t('approvals.checkout.budgetExceeded', { remaining: formatPrice(outcome.remaining) }) });
          return;
        }
        if (outcome.kind === 'regulatedRefused') {
          handlersRef.current.onRegulatedRefused?.(outcome.refusal);
          setState({ kind: 'regulated', refusal: outcome.refusal });
          return;
        }
        if (outcome.kind === 'priceChanged') handlersRef.current.onPriceChanged(outcome.pricing);
        if (outcome.kind === 'lineUnavailable') handlersRef.current.onLinesUnavailable(outcome.lines);
        const message = outcome.message || t('approvals.checkout.failed');
        setState(outcome.kind === 'priceChanged' ? { kind: 'priceChanged', message } : { kind: 'failed', message });
      } catch (error) {
        const noAnswer = isAxiosError(error) && !error.response;
        setState({ kind: 'failed', message: noAnswer ? t('approvals.checkout.network') : apiErrorMessage(error, t('approvals.checkout.failed')) });
      } finally {
        sending.current = false;
      }
    },
    [t],
  );
  return { state, send };
}
