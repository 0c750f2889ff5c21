/** The server takes 1–100 cart lines per order. */
export const MAX_ORDER_LINES = 100;

/**
 * `lineIds` of the URL (`/order?lineIds=31,32`) as distinct positive integers in their order. Anything that
 * is not such a list (empty, `abc`, more than 100) gives [], which the page shows as "nothing to order".
 */
export function parseLineIds(raw: string | null): number[] {
  if (!raw) return [];
  const parts = raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return [];
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= MAX_ORDER_LINES ? ids : [];
}
