import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import type { ApprovalDetail } from '../api/approval-types';
import { detail, fakeServer, ok, refused, requestsTo, resetServer } from '../testing/approvals-test-kit';
import { ApprovalPage } from './approval-page';

const APPROVE = '/api/approval-requests/12/approve';
const REJECT = '/api/approval-requests/12/reject';

beforeEach(() => appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' }));
afterEach(() => {
  resetServer();
  appStore.getState().setAuthUser(null);
});

const open = async () => {
  renderInShop(<ApprovalPage id={12} />, { url: '/en/user/approval/12' });
  await screen.findByRole('heading', { name: /Request #12/ });
};
const approveButton = (total = '¥1,280.50') => screen.getByRole('button', { name: `Approve and order (${total})` });

describe('an approval request', () => {
  it('shows the request: group, budget with what is left, requester, address, invoice, note, reasons and lines with the hazard mark', async () => {
    fakeServer({ 'GET /api/approval-requests/12': ok(detail) });
    await open();
    expect(screen.getByText('NSFC-52272001 (¥30,000.00 left)')).toBeTruthy();
    expect(screen.getByText('Zhang Min, 13800138000, Beijing Beijing Haidian 30 Shuangqing Rd, Bldg 5')).toBeTruthy();
    expect(screen.getByText('Ordinary VAT invoice · Tsinghua University · 12100000400000624D')).toBeTruthy();
    expect(screen.getByText('For the December coin-cell batch')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(["A requester's orders always need approval", 'Contains hazardous goods']);
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/Lithium hexafluorophosphate99\.99%, 100 g⚠ Hazardous2¥540\.25¥1,080\.50/);
    expect(rows[2]!.textContent).not.toContain('Hazardous');
  });

  it('approves with the shown total as expectedTotal and the optional note, then links to the order for its requester', async () => {
    const requests = fakeServer({
      'GET /api/approval-requests/12': ok(detail),
      [`POST ${APPROVE}`]: ok({ ...detail, status: 'ordered', orderNo: 'LM202611280009', canDecide: false, requester: { id: 1, name: 'Li Wei' } }),
    });
    await open();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: ' Fine, within the grant ' } });
    fireEvent.click(approveButton());
    expect(await screen.findByText('Approved: order LM202611280009 was placed for the requester.')).toBeTruthy();
    expect(sentBody(requestsTo(requests, 'POST', APPROVE)[0]!)).toEqual({ note: 'Fine, within the grant', expectedTotal: 1280.5 });
    expect(screen.getByRole('link', { name: 'View order LM202611280009' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202611280009');
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('refuses to reject without a note: the field says why and takes the focus; with a note it rejects', async () => {
    const requests = fakeServer({
      'GET /api/approval-requests/12': ok(detail),
      [`POST ${REJECT}`]: ok({ ...detail, status: 'rejected', canDecide: false, decisionNote: 'Use the stock in room 204', decidedBy: { id: 1, name: 'Li Wei' }, decidedAt: '2026-11-28T09:00:00Z' }),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const note = screen.getByLabelText('Note');
    expect(screen.getByText('Say why you reject it, so the requester knows')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
    expect(requestsTo(requests, 'POST', REJECT)).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'Use the stock in room 204' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The requester has been told.')).toBeTruthy();
    expect(sentBody(requestsTo(requests, 'POST', REJECT)[0]!)).toEqual({ note: 'Use the stock in room 204' });
    expect(screen.getByText('Rejected', { selector: '.approvals-badge' })).toBeTruthy();
  });

  it('shows what changed when an approval finds new prices, says it needs approval again, and approves the new total', async () => {
    const repriced: ApprovalDetail = {
      ...detail, status: 'repriced', total: 1320.5,
      lines: [{ ...detail.lines[0]!, unitPrice: 560.25 }, detail.lines[1]!],
      differences: [{ skuId: 5, name: 'Lithium hexafluorophosphate', quantity: 2, oldUnitPrice: 540.25, newUnitPrice: 560.25, stock: 8, problem: null }],
    };
    const requests = fakeServer({ 'GET /api/approval-requests/12': ok(detail), [`POST ${APPROVE}`]: ok(repriced) });
    await open();
    fireEvent.click(approveButton());
    expect(await screen.findByText('Prices or stock changed, so nothing was ordered. Check the changes below and decide again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prices changed: this needs approval again' })).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'What changed' });
    expect(within(changes).getAllByRole('row')[1]!.textContent).toBe('Lithium hexafluorophosphate2¥540.25 → ¥560.258—');
    fireEvent.click(approveButton('¥1,320.50'));
    await screen.findByText('Prices changed', { selector: '.approvals-badge' });
    expect(requestsTo(requests, 'POST', APPROVE).map((r) => (sentBody(r) as { expectedTotal: number }).expectedTotal)).toEqual([1280.5, 1320.5]);
  });

  it('shows the request as it is now when the total changed meanwhile, keeping the note; other refusals in words', async () => {
    let reply = refused(409, 'The total changed', { reason: 'APPROVAL_TOTAL_CHANGED', request: { ...detail, status: 'repriced', total: 1300, differences: [] } });
    fakeServer({ 'GET /api/approval-requests/12': ok(detail), [`POST ${APPROVE}`]: () => reply });
    await open();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'ok' } });
    fireEvent.click(approveButton());
    expect(await screen.findByText(/The total changed while you were deciding/)).toBeTruthy();
    expect(approveButton('¥1,300.00')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note').value).toBe('ok');

    reply = refused(403, 'Forbidden', { reason: 'APPROVAL_SELF' });
    fireEvent.click(approveButton('¥1,300.00'));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot decide on your own request.');

    reply = refused(409, 'The new total no longer fits budget NSFC-52272001 (¥1,000.00 left)', { reason: 'BUDGET_EXCEEDED', remaining: 1000 });
    fireEvent.click(approveButton('¥1,300.00'));
    expect(await screen.findByText('The new total no longer fits budget NSFC-52272001 (¥1,000.00 left)')).toBeTruthy();
    expect(approveButton('¥1,300.00')).toBeTruthy(); // the request stays open
  });

  it('reads the request again when someone else decided it first (APPROVAL_DECIDED), and says so', async () => {
    let current: ApprovalDetail = detail;
    fakeServer({
      'GET /api/approval-requests/12': () => ok(current),
      [`POST ${APPROVE}`]: () => {
        current = { ...detail, status: 'ordered', orderNo: 'LM202611280010', canDecide: false, decidedBy: { id: 3, name: 'Wang Fang' }, decidedAt: '2026-11-28T09:00:00Z' };
        return refused(409, 'Already decided', { reason: 'APPROVAL_DECIDED' });
      },
    });
    await open();
    fireEvent.click(approveButton());
    expect(await screen.findByText('This request has already been decided or cancelled.')).toBeTruthy();
    expect(await screen.findByText('Ordered as LM202611280010 (the requester pays it)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('lets the requester cancel after confirming, and offers them no decision', async () => {
    const mine = { ...detail, requester: { id: 1, name: 'Li Wei' }, canDecide: false, canCancel: true };
    const requests = fakeServer({
      'GET /api/approval-requests/12': ok(mine),
      'POST /api/approval-requests/12/cancel': ok({ ...mine, status: 'cancelled', canCancel: false }),
    });
    await open();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(requestsTo(requests, 'POST', '/api/approval-requests/12/cancel')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('group', { name: /Cancel this request\?/ })).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('The request was cancelled.')).toBeTruthy();
    expect(screen.getByText('Cancelled', { selector: '.approvals-badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('says so when the request is not the reader’s (404)', async () => {
    fakeServer({});
    renderInShop(<ApprovalPage id={12} />, { url: '/en/user/approval/12' });
    expect((await screen.findByRole('alert')).textContent).toContain('This request was not found, or you may not read it.');
  });

  it("offers the group's invoice while the group has active terms, sends paymentTerms when chosen, and shows a refused credit limit in the reader's words", async () => {
    const terms = { terms: { days: 30, creditLimit: 5000, active: true, grantedAt: '2026-11-01T00:00:00Z' }, owed: 4000, available: 1000, orders: [], overdue: [] };
    let reply = refused(409, 'The order is over the group credit limit: ¥1,000.00 left', { reason: 'CREDIT_LIMIT_EXCEEDED', remaining: 1000 });
    const requests = fakeServer({
      'GET /api/approval-requests/12': ok(detail),
      'GET /api/lab-groups/7/terms': ok(terms),
      [`POST ${APPROVE}`]: () => reply,
    });
    await open();
    const choice = await screen.findByRole('checkbox', { name: "Put the order on the group's invoice (due in 30 days, ¥1,000.00 credit available)" });
    expect(document.getElementById(choice.getAttribute('aria-describedby') ?? '')?.textContent)
      .toBe('Checked, the order ships before it is paid and the group pays the invoice by bank transfer; unchecked, the requester pays before it ships.');
    fireEvent.click(choice);
    fireEvent.click(approveButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The order is over the group credit limit: ¥1,000.00 left');
    expect(sentBody(requestsTo(requests, 'POST', APPROVE)[0]!)).toEqual({ expectedTotal: 1280.5, paymentTerms: 'invoice' });

    reply = ok({ ...detail, status: 'ordered', orderNo: 'LM202611280010', canDecide: false });
    fireEvent.click(choice);
    fireEvent.click(approveButton());
    // findByText throws if the confirmation never shows.
    await screen.findByText('Approved: order LM202611280010 was placed for the requester.');
    expect(sentBody(requestsTo(requests, 'POST', APPROVE)[1]!)).toEqual({ expectedTotal: 1280.5 });
  });

  it('leaves the invoice choice out when the group has no active terms', async () => {
    const requests = fakeServer({
      'GET /api/approval-requests/12': ok(detail),
      'GET /api/lab-groups/7/terms': ok({ terms: { days: 30, creditLimit: 5000, active: false, grantedAt: '2026-11-01T00:00:00Z' }, owed: null, available: null, orders: null, overdue: null }),
    });
    await open();
    await screen.findByRole('button', { name: 'Reject' });
    // The terms were read (so the choice would be there by now if they were active).
    await waitFor(() => expect(requestsTo(requests, 'GET', '/api/lab-groups/7/terms')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
