/** What GET /api/order/detail accepts (api/src/modules/orders/schemas.ts); anything else cannot be an order. */
export function isOrderNo(value: string): boolean {
  return /^[A-Za-z0-9]{1,32}$/.test(value);
}
