/** GET /api/lab-groups/:id/terms (docs/lab-groups.md "Pay on invoice (terms)"): amounts in yuan, ISO times. */

/** A term order not paid yet (nor cancelled or closed), soonest due first. */
export interface OpenTermOrder {
  orderNo: string;
  status: string;
  amount: number;
  buyerName: string;
  placedAt: string;
  dueAt: string | null;
  overdue: boolean;
}

/** Every member reads the terms; what the group owes, the credit left and the open orders only owners and finance (else null). */
export interface GroupTermsView {
  terms: { days: number; creditLimit: number; active: boolean; grantedAt: string } | null;
  owed: number | null;
  available: number | null;
  orders: OpenTermOrder[] | null;
  overdue: OpenTermOrder[] | null;
}
