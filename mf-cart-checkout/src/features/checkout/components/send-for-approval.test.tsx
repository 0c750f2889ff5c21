import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';

const groups = [
  { id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', myRoles: ['buyer'], memberCount: 4 },
  { id: 8, name: 'Electrolyte Group', institution: 'Fudan University', myRoles: ['requester'], memberCount: 2 },
];
const budget = { id: 3, code: 'NSFC-3', name: 'Solid electrolytes', amount: 50000, reserved: 0, consumed: 20000, remaining: 30000, periodStart: '2026-01-01', periodEnd: '2026-12-31', active: true };
const detailOf = (id: number) => ({
  id, name: 'Group', institution: 'University', overBudget: 'refuse', myRoles: [], members: [], invites: [],
  address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd' }, budgets: [budget],
});
const sent = ok({ id: 55, status: 'pending', total: 196, reasons: ['requester'] });
const failure = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { code: status, message, data } });

/** Orders answer `orderReplies` in turn (then a created order); approval requests answer `requestReplies` in turn. */
function server(orderReplies: FakeReply[] = [], requestReplies: FakeReply[] = []) {
  const fake = serve(
    (url) => {
      if (url === '/api/order/preview') return ok(pricing());
      if (url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [] } };
      return orderReplies.shift() ?? ok({ orderNo: 'LM202601010001', status: 'unpaid', payAmount: 186, payDeadline: '2030-01-01T00:30:00Z' });
    },
    (url) => {
      if (url === '/api/lab-groups') return ok({ items: groups });
      if (url === '/api/lab-groups/7' || url === '/api/lab-groups/8') return ok(detailOf(Number(url.slice(-1))));
      if (url.endsWith('/approval-requests')) return requestReplies.shift() ?? sent;
      return failure(404, 'Not found');
    },
  );
  return {
    orders: () => fake.requests.filter((r) => r.url === '/api/order/create'),
    approvalRequests: () => fake.groupRequests.filter((r) => r.url?.endsWith('/approval-requests')),
  };
}

async function openFor(groupId: number) {
  renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
  fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
  fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: String(groupId) } });
  const select = await screen.findByLabelText<HTMLSelectElement>('Budget');
  fireEvent.change(select, { target: { value: '3' } });
}
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send for approval' });

signedInShopperForEachTest();

describe('sending a group order for approval', () => {
  it('offers a requester "Send for approval" at once, keeps the note on a failure, and sends the order\'s lines, address, budget and amount with a key', async () => {
    const { orders, approvalRequests } = server([], [failure(500, 'The shop could not save it')]);
    await openFor(8);
    const panel = await screen.findByRole('region', { name: 'Send for approval' });
    expect(within(panel).getByRole('listitem').textContent).toBe("A requester's orders always need approval");
    expect(screen.queryByRole('button', { name: 'Submit order' })).toBeNull();
    expect(within(panel).getByText('Coupons are personal: the request is priced without one.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Note for the approver (optional)'), { target: { value: 'For the December batch' } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));

    fireEvent.click(sendButton());
    expect(await within(panel).findByText('The shop could not save it')).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Note for the approver (optional)').value).toBe('For the December batch');

    fireEvent.click(sendButton());
    const heading = await screen.findByRole('heading', { name: 'Sent to your approvers' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe('/en/user/approval/55');
    const [first, second] = approvalRequests();
    expect(first!.url).toBe('/api/lab-groups/8/approval-requests');
    // The request is priced without the coupon (coupons are personal): ¥186 payable + ¥10 coupon.
    expect(sentBody(second!)).toEqual({ cartLineIds: [31, 32], budgetId: 3, addressId: 2, invoice: { type: 'none' }, note: 'For the December batch', expectedPayAmount: 196 });
    expect(second!.headers['Idempotency-Key']).toBeTruthy();
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']); // a retry of the same body finds the same request
    expect(orders()).toHaveLength(0);
  });

  it('turns into "Send for approval" with the reasons in words when the server holds a buyer\'s order, keeping what was typed', async () => {
    const held = failure(409, 'This order needs approval', { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: ['above_amount', 'hazardous'] });
    const { approvalRequests } = server([held]);
    await openFor(7);
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), { target: { value: 'Deliver to room 301' } });
    expect(screen.queryByRole('region', { name: 'Send for approval' })).toBeNull();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit order' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    const panel = await screen.findByRole('region', { name: 'Send for approval' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(["Above the group's approval amount", 'Contains hazardous goods']);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note for the shop (optional)').value).toBe('Deliver to room 301');
    fireEvent.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Sent to your approvers' })).toBeTruthy();
    expect(approvalRequests()[0]!.url).toBe('/api/lab-groups/7/approval-requests');
  });

  it('places the order normally when the server answers APPROVAL_NOT_NEEDED', async () => {
    const { orders, approvalRequests } = server([], [failure(409, 'No approval is needed', { reason: 'APPROVAL_NOT_NEEDED' })]);
    await openFor(8);
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(approvalRequests()).toHaveLength(1);
    expect(sentBody(orders()[0]!)).toMatchObject({ labGroupId: 8, budgetId: 3, addressId: 2, expectedPayAmount: 186 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/payType?orderNo=LM202601010001'));
  });
});
