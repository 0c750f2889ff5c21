import { formatPrice } from '@labmall/shared/format/currency';

/**
 * Budget amounts as the API sends and takes them. Issue 32's draft contract said integer fen; the lab-groups module
 * answers yuan with two decimals like every amount of the API (DESIGN §5, api/src/modules/lab-groups/budget-view.ts).
 * This flag is the one place that knows, should the API switch to fen.
 */
const AMOUNTS_IN_FEN = false;

const yuanOf = (amount: number) => (AMOUNTS_IN_FEN ? amount / 100 : amount);

/** A budget amount as the shop shows money ("¥1,234.50"). */
export const budgetAmountText = (amount: number) => formatPrice(yuanOf(amount));

/** The amount for the form's field: yuan, two decimals. */
export const yuanFieldOf = (amount: number) => yuanOf(amount).toFixed(2);

/** The amount to send for what the shopper typed in yuan. */
export const amountOfYuan = (yuan: string) => {
  const fen = Math.round(Number(yuan) * 100);
  return AMOUNTS_IN_FEN ? fen : fen / 100;
};
