import type { AnswerInput } from '../api/answer-quotation';

/** The answer form as typed: a unit price per requested SKU, shipping, the validity date, the terms. */
export interface AnswerDraft {
  prices: Record<string, string>;
  shipping: string;
  validUntil: string;
  note: string;
}

/** The server's bounds (api/src/modules/quotations/schemas.ts answerFile, answer-check.ts): kept equal by hand. */
const MAX_YUAN = 10_000_000;
const MAX_TOTAL_YUAN = 20_000_000;
const NOTE_MAX = 500;

/** Today on the shop's calendar (China, UTC+8), as the server checks the validity date. */
export const chinaToday = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Yuan with at most two decimals within [min, MAX_YUAN], or null. */
function yuan(text: string, min: number): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= MAX_YUAN ? value : null;
}

const realDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The client's copy of the server's checks, for messages beside each field before anything is sent: a price for
 * every line (> 0, two decimals), shipping (≥ 0), a real validity date from today on, terms within 500 characters,
 * a total the shop can record. Errors are translation keys by field (`price.<sku>`, `shipping`, …); the server
 * checks everything again.
 */
export function checkAnswer(draft: AnswerDraft, lines: Array<{ skuCode: string; quantity: number }>, today: string) {
  const errors: Record<string, string> = {};
  const priced = lines.map((line) => ({ sku: line.skuCode, quantity: line.quantity, unitPrice: yuan(draft.prices[line.skuCode] ?? '', 0.01) }));
  for (const line of priced) if (line.unitPrice === null) errors[`price.${line.sku}`] = 'backoffice.quotations.answer.priceInvalid';
  const shipping = yuan(draft.shipping, 0);
  if (shipping === null) errors.shipping = 'backoffice.quotations.answer.shippingInvalid';
  if (!realDate(draft.validUntil)) errors.validUntil = 'backoffice.quotations.answer.validUntilInvalid';
  else if (draft.validUntil < today) errors.validUntil = 'backoffice.quotations.answer.validUntilPast';
  if (draft.note.trim().length > NOTE_MAX) errors.note = 'backoffice.quotations.answer.noteTooLong';
  if (Object.keys(errors).length > 0) return { errors };
  const total = priced.reduce((sum, line) => sum + Math.round(line.unitPrice! * 100) * line.quantity, 0) + Math.round(shipping! * 100);
  if (total > MAX_TOTAL_YUAN * 100) return { errors: { form: 'backoffice.quotations.answer.totalTooLarge' } };
  const input: AnswerInput = {
    lines: priced.map((line) => ({ sku: line.sku, unitPrice: line.unitPrice! })),
    shipping: shipping!, validUntil: draft.validUntil, note: draft.note.trim(),
  };
  return { errors, input, total: total / 100 };
}
