/**
 * A lab group as `GET /api/lab-groups` lists it for the signed-in member (docs/lab-groups.md): one definition for
 * the account remote, which owns the group pages and the quotation's accept step, and the cart/checkout remote, which
 * orders for a group. Types only: nothing here is bundled.
 */
export type LabRole = 'owner' | 'buyer' | 'requester' | 'approver' | 'finance';

export interface MyLabGroup {
  id: number;
  name: string;
  institution: string;
  myRoles: LabRole[];
}
