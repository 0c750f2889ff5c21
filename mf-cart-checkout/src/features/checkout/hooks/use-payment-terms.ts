import { useCallback, useState } from 'react';
import { isAxiosError } from 'axios';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getGroupTerms } from '../api/get-group-terms';
import type { TermsRefusal } from '../lib/terms-refusal';

export type PaymentChoice = 'now' | 'invoice';

/**
 * Pay now or on the group's invoice (docs/lab-groups.md "Pay on invoice (terms)"): the terms are read when a group is
 * chosen, and the choice is offered only while they are active. The choice and the last refusal are kept with the
 * group they were made for, so choosing another group starts again from "pay now".
 */
export function usePaymentTerms(groupId: number | undefined) {
  const load = useCallback(() => getGroupTerms(groupId!), [groupId]);
  const request = useRequest(groupId === undefined ? null : `checkout-lab-terms:${groupId}`, load);
  const answer = request.data && request.data.groupId === groupId ? request.data : undefined;
  const [chosen, setChosen] = useState<{ groupId: number | undefined; choice: PaymentChoice }>({ groupId: undefined, choice: 'now' });
  const [refusal, setRefusal] = useState<{ groupId: number | undefined; refusal: TermsRefusal; count: number } | null>(null);

  const terms = answer?.terms?.active ? answer.terms : null;
  const offer = terms ? { days: terms.days, available: answer?.available ?? null } : null;
  const choice: PaymentChoice = offer && chosen.groupId === groupId ? chosen.choice : 'now';
  // A shop or group without terms answers 404: nothing to offer, nothing to say. Other failures are said.
  const failed = groupId !== undefined && !answer && request.error !== undefined && !(isAxiosError(request.error) && request.error.response?.status === 404);

  return {
    /** The terms to offer (days, and the credit left when the API tells this shopper), or null. */
    offer,
    failed,
    retry: request.retry,
    choice,
    choose: (next: PaymentChoice) => {
      setChosen({ groupId, choice: next });
      setRefusal(null); // answered by the new choice
    },
    /** The body's part: `{ paymentTerms: 'invoice' }` when the order goes on invoice, else nothing. */
    body: choice === 'invoice' ? { paymentTerms: 'invoice' as const } : {},
    refusal: refusal && refusal.groupId === groupId ? refusal.refusal : null,
    /** Changes with every refusal, so the choice gets the focus each time. */
    refusalCount: refusal?.count ?? 0,
    refused: (next: TermsRefusal) => setRefusal((last) => ({ groupId, refusal: next, count: (last?.count ?? 0) + 1 })),
  };
}

export type PaymentTermsState = ReturnType<typeof usePaymentTerms>;
