import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { enabledButton, line, ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
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
const failure = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { code: status, message, data } });
const END_USE = 'Electrolyte salt for the LiPF6 pouch-cell series, project NSFC-3';

/** The second line is LiPF6, a precursor chemical (unless `regulated` is false). */
const regulatedPricing = (regulated = true) => pricing({
  lines: [line(), line({ skuId: 6, productId: 60, cartLineId: 32, name: 'Lithium hexafluorophosphate', spec: '100 g', skuCode: 'LM-LIPF6', quantity: 1, listPrice: 120, unitPrice: 120, amount: 120, activity: null, fullReductionRuleId: null, regulatedClass: regulated ? 'precursor' : null })],
});

/** Orders answer `orderReplies` in turn (then a created order); approval requests `requestReplies` (then a sent request). */
function server({ regulated = true, orderReplies = [] as FakeReply[], requestReplies = [] as FakeReply[], myGroups = groups } = {}) {
  const fake = serve(
    (url) => {
      if (url === '/api/order/preview') return ok(regulatedPricing(regulated));
      if (url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [] } };
      return orderReplies.shift() ?? ok({ orderNo: 'LM202601010001', status: 'unpaid', payAmount: 186, payDeadline: '2030-01-01T00:30:00Z' });
    },
    (url) => {
      if (url === '/api/lab-groups') return ok({ items: myGroups });
      if (url === '/api/lab-groups/7' || url === '/api/lab-groups/8') return ok(detailOf(Number(url.slice(-1))));
      if (url.endsWith('/approval-requests')) return requestReplies.shift() ?? ok({ id: 55, status: 'pending', total: 196, reasons: ['requester'] });
      return failure(404, 'Not found');
    },
  );
  return {
    orders: () => fake.requests.filter((r) => r.url === '/api/order/create'),
    approvalRequests: () => fake.groupRequests.filter((r) => r.url?.endsWith('/approval-requests')),
  };
}

const open = () => renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
async function openFor(groupId: number) {
  open();
  fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
  fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: String(groupId) } });
  fireEvent.change(await screen.findByLabelText('Budget'), { target: { value: '3' } });
}
const endUseField = () => screen.getByLabelText<HTMLTextAreaElement>('End use (required)');
const notice = () => screen.queryByRole('note', { name: 'Regulated chemicals in this order' });

signedInShopperForEachTest();

describe('an order holding a regulated chemical', () => {
  it('shows neither the notice nor the end-use field without a regulated line', async () => {
    const { orders } = server({ regulated: false });
    open();
    fireEvent.click(await enabledButton('Submit order'));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(notice()).toBeNull();
    expect(screen.queryByLabelText('End use (required)')).toBeNull();
    expect(sentBody(orders()[0]!)).not.toHaveProperty('endUse');
  });

  it('names the regulated lines and their class at the top of the lines, and blocks a personal order with the explanation', async () => {
    const { orders } = server();
    open();
    const shown = await screen.findByRole('note', { name: 'Regulated chemicals in this order' });
    expect(within(shown).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lithium hexafluorophosphate (precursor chemicals)']);
    expect(within(shown).getByText(/only for a verified lab group/)).toBeTruthy();
    expect(await within(shown).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('choose “For a lab group” above'));
    expect(endUseField()).toBeTruthy();

    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit order' });
    await screen.findByText('Choose a lab group: regulated chemicals cannot be ordered personally');
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(orders()).toHaveLength(0);

    // Choosing a group takes the explanation away.
    fireEvent.click(screen.getByRole('radio', { name: 'For a lab group' }));
    await waitFor(() => expect(within(notice()!).queryByRole('alert')).toBeNull());
  });

  it('tells a shopper without a lab group that the product cannot be ordered personally', async () => {
    server({ myGroups: [] });
    open();
    const shown = await screen.findByRole('note', { name: 'Regulated chemicals in this order' });
    expect((await within(shown).findByRole('alert')).textContent).toMatch(/you have no lab group to order for/);
    expect(screen.queryByRole('radio', { name: 'For a lab group' })).toBeNull();
  });

  it('refuses a missing or short declaration with a field error and the focus, then sends it trimmed as endUse', async () => {
    const { orders } = server();
    await openFor(7);
    const submit = await enabledButton('Submit order');
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(endUseField()));
    expect(endUseField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the end-use declaration: what the chemicals will be used for.')).toBeTruthy();

    fireEvent.change(endUseField(), { target: { value: '  for tests ' } }); // 9 characters once trimmed
    expect(screen.getByText('Write at least 10 characters: the use, and the project or experiment.')).toBeTruthy();
    expect(screen.getByText('9/500 characters (at least 10)')).toBeTruthy();
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(endUseField()));
    expect(orders()).toHaveLength(0);

    fireEvent.change(endUseField(), { target: { value: `  ${END_USE}  ` } });
    expect(endUseField().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(sentBody(orders()[0]!)).toMatchObject({ labGroupId: 7, budgetId: 3, cartLineIds: [31, 32], endUse: END_USE });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/payType?orderNo=LM202601010001'));
  });

  it('sends the declaration with a request for approval', async () => {
    const { approvalRequests, orders } = server();
    await openFor(8);
    const send = await enabledButton('Send for approval');
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(endUseField()));
    expect(approvalRequests()).toHaveLength(0);

    fireEvent.change(endUseField(), { target: { value: END_USE } });
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Sent to your approvers' })).toBeTruthy();
    expect(sentBody(approvalRequests()[0]!)).toEqual({
      cartLineIds: [31, 32], budgetId: 3, addressId: 2, invoice: { type: 'none' }, note: '', expectedPayAmount: 196, endUse: END_USE,
    });
    expect(orders()).toHaveLength(0);
  });
});

describe('the server refusing a regulated order', () => {
  it('says the group is not verified, links to its page, and keeps what was typed', async () => {
    server({ orderReplies: [failure(403, '课题组未认证', { reason: 'REGULATED_GROUP_UNVERIFIED', productIds: [60] })] });
    await openFor(7);
    fireEvent.change(endUseField(), { target: { value: END_USE } });
    fireEvent.click(await enabledButton('Submit order'));
    const text = await screen.findByText(/Your group's institution is not verified yet: the group owner submits its licence and permits on the group page\./);
    expect(within(text).getByRole('link', { name: 'Open the group page' }).getAttribute('href')).toBe('/en/user/labGroup/7');
    expect(screen.queryByText('课题组未认证')).toBeNull(); // the shopper's language, not the server's message
    expect(endUseField().value).toBe(END_USE);
  });

  it('names the class of a missing permit, or the day an expired one ended', async () => {
    server({
      orderReplies: [
        failure(403, 'No permit', { reason: 'REGULATED_PERMIT_MISSING', class: 'highly_toxic', expiresOn: null, productIds: [60] }),
        failure(403, 'Expired', { reason: 'REGULATED_PERMIT_MISSING', class: 'precursor', expiresOn: '2026-10-31', productIds: [60] }),
      ],
    });
    await openFor(7);
    fireEvent.change(endUseField(), { target: { value: END_USE } });
    const submit = await enabledButton('Submit order');
    fireEvent.click(submit);
    expect(await screen.findByText(/Your group holds no valid permit for highly toxic substances/)).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    const expired = await screen.findByText(/Your group's permit for precursor chemicals expired on 2026-10-31/);
    expect(within(expired).getByRole('link', { name: 'Open the group page' }).getAttribute('href')).toBe('/en/user/labGroup/7');
  });

  it('marks and focuses the declaration on END_USE_REQUIRED', async () => {
    server({ orderReplies: [failure(400, 'End use required', { reason: 'END_USE_REQUIRED', min: 10, max: 500 })] });
    await openFor(7);
    fireEvent.change(endUseField(), { target: { value: END_USE } });
    const submit = await enabledButton('Submit order');
    submit.focus();
    fireEvent.click(submit);
    expect(await screen.findByText('The end-use declaration must be 10–500 characters long.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(endUseField()));
    expect(endUseField().getAttribute('aria-invalid')).toBe('true');
    expect(endUseField().value).toBe(END_USE);
  });

  it('asks for a group when the server finds a regulated line in a personal order', async () => {
    server({ regulated: false, orderReplies: [failure(403, 'Needs a group', { reason: 'REGULATED_NEEDS_GROUP', productIds: [60] })] });
    open();
    fireEvent.click(await enabledButton('Submit order'));
    expect(await screen.findByText('Regulated chemicals can be ordered only for a lab group: choose one above.')).toBeTruthy();
  });

  it('shows a refusal of the request for approval in the panel', async () => {
    server({ requestReplies: [failure(403, 'No permit', { reason: 'REGULATED_PERMIT_MISSING', class: 'explosive_precursor', expiresOn: null, productIds: [60] })] });
    await openFor(8);
    fireEvent.change(endUseField(), { target: { value: END_USE } });
    fireEvent.click(await enabledButton('Send for approval'));
    const panel = screen.getByRole('region', { name: 'Send for approval' });
    const text = await within(panel).findByText(/Your group holds no valid permit for explosive precursors/);
    expect(within(text).getByRole('link', { name: 'Open the group page' }).getAttribute('href')).toBe('/en/user/labGroup/8');
    expect(endUseField().value).toBe(END_USE);
  });
});
