import { isAxiosError } from 'axios';

/**
 * The pay-on-invoice refusals of POST /api/order/create (docs/lab-groups.md "Pay on invoice (terms)"), named in the
 * envelope's `data.reason`; `remaining` (yuan) is the credit left when the order is beyond it.
 */
export type TermsRefusal =
  | { reason: 'TERMS_UNAVAILABLE' | 'TERMS_OVERDUE' }
  | { reason: 'CREDIT_LIMIT_EXCEEDED'; remaining: number | null };

/** The refusal when `error` is one, else null. */
export function termsRefusalOf(error: unknown): TermsRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const data = (error.response.data as { data?: Record<string, unknown> | null } | undefined)?.data;
  switch (data?.reason) {
    case 'TERMS_UNAVAILABLE':
    case 'TERMS_OVERDUE':
      return { reason: data.reason };
    case 'CREDIT_LIMIT_EXCEEDED':
      return { reason: 'CREDIT_LIMIT_EXCEEDED', remaining: typeof data.remaining === 'number' ? data.remaining : null };
    default:
      return null;
  }
}
