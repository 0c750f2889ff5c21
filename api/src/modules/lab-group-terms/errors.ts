import { fenToYuan } from '../../lib/money';
import { labGroupError } from '../lab-groups/access';

/** The refusals of pay on invoice, each with its stable `data.reason` (docs/lab-groups.md "Pay on invoice (terms)"). */
export const termsErrors = {
  unavailable: () => labGroupError(409, 'termsUnavailable', 'TERMS_UNAVAILABLE'),
  overdue: () => labGroupError(409, 'termsOverdue', 'TERMS_OVERDUE'),
  creditLimit: (remainingFen: number) => labGroupError(409, 'termsCreditLimitExceeded', 'CREDIT_LIMIT_EXCEEDED', { remaining: fenToYuan(Math.max(0, remainingFen)) }),
  unverified: () => labGroupError(409, 'termsGroupUnverified', 'TERMS_GROUP_UNVERIFIED'),
};
