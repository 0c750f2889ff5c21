import type { ApprovalRules } from '../api/get-group-rules';
import type { RulesBody } from '../api/update-group-rules';

export const RULES_FIELDS = ['aboveAmount'] as const;
export type RulesField = (typeof RULES_FIELDS)[number];
export interface RulesValues { aboveAmount: string; hazardous: boolean }

// As the API takes it: > 0 with at most two decimals (yuan), or empty for no limit.
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export const valuesOfRules = (rules: ApprovalRules): RulesValues => ({
  aboveAmount: rules.aboveAmount === null ? '' : rules.aboveAmount.toFixed(2),
  hazardous: rules.hazardous,
});

/** The PUT body, or the amount's message: an empty amount turns the rule off. */
export function checkRules(values: RulesValues, t: (key: string) => string): { body: RulesBody } | { errors: Partial<Record<RulesField, string>> } {
  const amount = values.aboveAmount.trim();
  if (amount === '') return { body: { aboveAmount: null, hazardous: values.hazardous } };
  if (!AMOUNT.test(amount) || Number(amount) <= 0) return { errors: { aboveAmount: t('approvals.rules.amountInvalid') } };
  return { body: { aboveAmount: Math.round(Number(amount) * 100) / 100, hazardous: values.hazardous } };
}
