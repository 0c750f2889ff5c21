/**
 * The payment-terms form's values as typed, checked as the API checks them (docs/lab-groups.md "Pay on invoice"):
 * days a whole number 1–120, the credit limit in yuan ≥ 0 with at most two decimals.
 */
export interface TermsDraft { days: string; creditLimit: string; active: boolean }
export type TermsProblem = 'daysInvalid' | 'limitInvalid';

export const MAX_TERM_DAYS = 120;
const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

export function checkTerms(draft: TermsDraft): Partial<Record<'days' | 'creditLimit', TermsProblem>> {
  const problems: Partial<Record<'days' | 'creditLimit', TermsProblem>> = {};
  const days = Number(draft.days.trim());
  if (!/^\d+$/.test(draft.days.trim()) || days < 1 || days > MAX_TERM_DAYS) problems.days = 'daysInvalid';
  if (!YUAN.test(draft.creditLimit.trim())) problems.creditLimit = 'limitInvalid';
  return problems;
}

export const termsBody = (draft: TermsDraft) => ({ days: Number(draft.days.trim()), creditLimit: Number(draft.creditLimit.trim()), active: draft.active });
