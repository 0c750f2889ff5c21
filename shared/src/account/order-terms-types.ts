/**
 * A group order placed on invoice, as the API sends it with an order (api/src/modules/orders/order-view.ts; docs/lab-groups.md
 * "Pay on invoice (terms)"): due by `dueAt`, paid once its bank transfer is confirmed, overdue when unpaid past its due date.
 * Types only, for the account, checkout and console remotes (no code, so nothing shared at run time).
 */
export interface OrderTerms {
  kind: 'invoice';
  dueAt: string | null;
  paid: boolean;
  overdue: boolean;
}
