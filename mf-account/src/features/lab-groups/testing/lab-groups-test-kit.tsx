// Fakes of the lab-groups API for this feature's tests (never imported by shipped code).
import type { Budget, LabGroup } from '../api/lab-group-types';
export { fakeServer, ok, refused, resetServer, requestTo } from '../../../testing/fake-server';

export const budget: Budget = {
  id: 3, code: 'NSFC-52272001', name: 'Solid electrolytes', amount: 50000, reserved: 5000, consumed: 15000, remaining: 30000,
  periodStart: '2026-01-01', periodEnd: '2026-12-31', active: true,
};

export const group: LabGroup = {
  id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University',
  address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd, Bldg 5', postcode: '100084' },
  overBudget: 'refuse', myRoles: ['owner'],
  members: [
    { userId: 1, name: 'Li Wei', email: 'li.wei@example.edu', roles: ['owner'], joinedAt: '2026-01-02T08:00:00Z' },
    { userId: 2, name: 'Zhang Min', email: 'zhang.min@example.edu', roles: ['requester'], joinedAt: '2026-02-03T08:00:00Z' },
  ],
  invites: [{ id: 41, email: 'wang.fang@example.edu', roles: ['buyer'], expiresAt: '2026-12-10T08:00:00Z' }],
  budgets: [budget],
};

