/** The most lines one quick order may send (the batch call takes 1–100 items). */
export const MAX_QUICK_ORDER_LINES = 100;
/** A sanity bound on a typed quantity; the real limit per SKU is the server's (stock, per-order limit). */
export const MAX_QUICK_ORDER_QUANTITY = 9999;

/** SKU codes are letters, digits and a few joiners (e.g. "LM-1001-V2"), at most 40 characters (the API's bound). */
const SKU_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
// Tab and comma from spreadsheets, spaces from typing; full-width comma and space from Chinese/Japanese input.
const SEPARATORS = /[\s,;，；、\u3000]+/;

export interface QuickOrderItem {
  /** 1-based line number in the box, so results can point back at what the buyer pasted. */
  lineNumber: number;
  /** The line as it was pasted (kept in the box when it could not be added). */
  text: string;
  skuCode: string;
  quantity: number;
}

export type QuickOrderProblem = 'badCode' | 'badQuantity' | 'tooManyFields';

export interface QuickOrderParse {
  items: QuickOrderItem[];
  malformed: { lineNumber: number; text: string; problem: QuickOrderProblem }[];
  /** More than MAX_QUICK_ORDER_LINES non-blank lines: nothing is sent until the buyer splits the paste. */
  tooMany: boolean;
}

function parseQuantity(field: string | undefined): number | null {
  if (field === undefined) return 1;
  if (!/^\d+$/.test(field)) return null;
  const quantity = Number(field);
  return quantity >= 1 && quantity <= MAX_QUICK_ORDER_QUANTITY ? quantity : null;
}

/**
 * Reads "SKU-code quantity" lines (tab, comma or space separated; quantity defaults to 1). Blank lines are
 * skipped; every other line is either an item or a malformed line with the reason, each with its line number.
 */
export function parseQuickOrder(input: string): QuickOrderParse {
  const items: QuickOrderItem[] = [];
  const malformed: QuickOrderParse['malformed'] = [];
  input.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    const lineNumber = index + 1;
    const fields = text.split(SEPARATORS).filter(Boolean);
    const [code, quantityField] = fields;
    if (fields.length > 2) malformed.push({ lineNumber, text, problem: 'tooManyFields' });
    else if (!code || !SKU_CODE.test(code)) malformed.push({ lineNumber, text, problem: 'badCode' });
    else {
      const quantity = parseQuantity(quantityField);
      if (quantity === null) malformed.push({ lineNumber, text, problem: 'badQuantity' });
      else items.push({ lineNumber, text, skuCode: code.toUpperCase(), quantity });
    }
  });
  return { items, malformed, tooMany: items.length + malformed.length > MAX_QUICK_ORDER_LINES };
}
