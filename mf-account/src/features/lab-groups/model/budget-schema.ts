import { z } from 'zod/mini';
import type { BudgetBody } from '../api/create-budget';
import type { Budget } from '../api/lab-group-types';
import { amountOfYuan, yuanFieldOf } from './budget-money';
import { firstErrors } from './form-errors';

export const BUDGET_FIELDS = ['code', 'name', 'amount', 'periodStart', 'periodEnd'] as const;
export type BudgetField = (typeof BUDGET_FIELDS)[number];
export type BudgetValues = Record<BudgetField, string>;
export type BudgetErrors = Partial<Record<BudgetField, string>>;

export const emptyBudgetValues: BudgetValues = { code: '', name: '', amount: '', periodStart: '', periodEnd: '' };

/** The form shows yuan with two decimals. */
export const valuesOfBudget = (budget: Budget): BudgetValues => ({
  code: budget.code, name: budget.name, amount: yuanFieldOf(budget.amount),
  periodStart: budget.periodStart.slice(0, 10), periodEnd: budget.periodEnd.slice(0, 10),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Up to 1,000,000,000 yuan with at most two decimals: more decimals than fen cannot be kept.
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

type T = (key: string) => string;

/** The one schema of the budget form: a grant code, a name, an amount in yuan (> 0) and a period whose end is not before its start. */
export function createBudgetSchema(t: T) {
  return z
    .object({
      // The API's rule for a code: letters, digits and . _ / - (no spaces), up to 40.
      code: z.string().check(
        z.trim(), z.minLength(1, t('labGroups.budgets.errors.codeRequired')), z.maxLength(40, t('labGroups.errors.tooLong')),
        z.regex(/^[A-Za-z0-9._/-]*$/, t('labGroups.budgets.errors.codeFormat')),
      ),
      name: z.string().check(z.trim(), z.minLength(1, t('labGroups.budgets.errors.nameRequired')), z.maxLength(100, t('labGroups.errors.tooLong'))),
      amount: z.string().check(
        z.trim(),
        z.refine((value) => AMOUNT.test(value) && Number(value) > 0 && Number(value) <= 1_000_000_000, t('labGroups.budgets.errors.amount')),
      ),
      periodStart: z.string().check(z.refine((value) => DATE.test(value), t('labGroups.budgets.errors.date'))),
      periodEnd: z.string().check(z.refine((value) => DATE.test(value), t('labGroups.budgets.errors.date'))),
    })
    .check(
      z.refine((v) => !DATE.test(v.periodStart) || !DATE.test(v.periodEnd) || v.periodEnd >= v.periodStart, {
        message: t('labGroups.budgets.errors.periodOrder'),
        path: ['periodEnd'],
      }),
    );
}

/** The request body (the amount as the API takes it), or the first message of each invalid field. */
export function checkBudget(values: BudgetValues, t: T): { body: BudgetBody } | { errors: BudgetErrors } {
  const parsed = createBudgetSchema(t).safeParse(values);
  if (!parsed.success) return { errors: firstErrors<BudgetField>(parsed.error) };
  const { amount, ...rest } = parsed.data;
  return { body: { ...rest, amount: amountOfYuan(amount) } };
}
