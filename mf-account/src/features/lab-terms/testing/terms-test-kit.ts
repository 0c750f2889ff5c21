// Fakes of the terms API for this feature's tests (never imported by shipped code).
import type { GroupTermsView, OpenTermOrder } from '../../../lib/group-terms/terms-types';
export { fakeServer, ok, refused, resetServer } from '../../../testing/fake-server';

export const URL = '/api/lab-groups/7/terms';

const terms = { days: 30, creditLimit: 20000, active: true, grantedAt: '2026-11-01T02:00:00Z' };

export const noTerms: GroupTermsView = { terms: null, owed: null, available: null, orders: null, overdue: null };
export const switchedOff: GroupTermsView = { terms: { ...terms, active: false }, owed: null, available: null, orders: null, overdue: null };
/** What a buyer, requester or approver reads: the terms only. */
export const memberView: GroupTermsView = { terms, owed: null, available: null, orders: null, overdue: null };

const late: OpenTermOrder = { orderNo: 'LM20261001000001', status: 'shipped', amount: 3000, buyerName: 'Zhang Min', placedAt: '2026-10-01T02:00:00Z', dueAt: '2026-10-31T02:00:00Z', overdue: true };
const open: OpenTermOrder = { orderNo: 'LM20261120000002', status: 'unpaid', amount: 1250.5, buyerName: 'Li Wei', placedAt: '2026-11-20T02:00:00Z', dueAt: '2026-12-20T02:00:00Z', overdue: false };
/** What owners and finance read: the terms, what is owed, the credit left and the open term orders. */
export const financeView: GroupTermsView = { terms, owed: 4250.5, available: 15749.5, orders: [late, open], overdue: [late] };
