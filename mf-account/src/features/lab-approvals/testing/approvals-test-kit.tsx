// Fakes of the approvals API for this feature's tests (never imported by shipped code), like lab-groups' test kit.
import { ok } from '../../../testing/fake-server';
import type { ApprovalDetail, ApprovalSummary } from '../api/approval-types';
export { fakeServer, ok, refused, resetServer, requestsTo } from '../../../testing/fake-server';

export const summary: ApprovalSummary = {
  id: 12, group: { id: 7, name: 'Solid-State Battery Lab' }, budget: { id: 3, code: 'NSFC-52272001' }, requester: { id: 2, name: 'Zhang Min' },
  status: 'pending', reasons: ['requester', 'hazardous'], total: 1280.5, lineCount: 2, createdAt: '2026-11-28T08:00:00Z', decidedAt: null,
};

export const detail: ApprovalDetail = {
  ...summary,
  address: { receiver: 'Zhang Min', mobile: '13800138000', province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd, Bldg 5' },
  invoice: { type: 'ordinary', title: 'Tsinghua University', taxNumber: '12100000400000624D' },
  note: 'For the December coin-cell batch', decisionNote: null, decidedBy: null,
  lines: [
    { productId: 50, skuId: 5, name: 'Lithium hexafluorophosphate', spec: '99.99%, 100 g', image: '/media/lipf6.jpg', quantity: 2, unitPrice: 540.25, hazardous: true },
    { productId: 60, skuId: 6, name: 'Coin cell case CR2032', spec: '100 pcs', image: '', quantity: 5, unitPrice: 40, hazardous: false },
  ],
  differences: null, orderNo: null, budgetRemaining: 30000, canDecide: true, canCancel: false,
};

export const page = (items: ApprovalSummary[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

