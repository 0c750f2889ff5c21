/**
 * Spec §3/§9 amounts: two decimals and thousands separators, the same "1,234.50" in every language. Built by hand,
 * not with Intl.NumberFormat: its first use loads locale data, a measurable pause while a page starts, and the
 * server's and the browser's output must be identical for hydration.
 */
function twoDecimalsGrouped(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

// Plain decimal notation only: Number() would also take "0x1f" or "Infinity", which are no amounts.
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The placeholder the server and pages use for "no price"; shown as is (spec §3). */
export const NO_AMOUNT = '--';

/**
 * Formats an amount for display: numbers and numeric strings get two decimals with separators and keep their
 * sign; empty, null, undefined, NaN, infinite and non-numeric values show "0" (spec §3), "--" stays "--".
 */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === NO_AMOUNT) return NO_AMOUNT;
  if (value === null || value === undefined) return '0';
  const text = typeof value === 'string' ? value.trim() : null;
  if (text !== null && !NUMERIC.test(text)) return '0'; // also catches '', which Number() would read as 0
  const amount = text === null ? (value as number) : Number(text);
  if (!Number.isFinite(amount)) return '0';
  const formatted = twoDecimalsGrouped(amount);
  // A tiny negative rounds to "-0.00", which reads like a debt; it is zero.
  return formatted === '-0.00' ? '0.00' : formatted;
}

/** The shop sells in yuan only: every price shows as "¥1,234.50" (the symbol reads the same in all four languages). */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = formatCurrency(value);
  return amount === NO_AMOUNT ? amount : `¥${amount}`;
}
