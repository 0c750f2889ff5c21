import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { enabledButton, ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';
import { TermOrderPlaced } from './term-order-placed';

// 7: buyer, active terms (credit not told to a buyer); 8: requester, active terms; 9: owner, active terms with the
// credit left; 10: owner, terms switched off; 11: owner, no terms at all (the API answers 404 where it has none).
const groups = [
  { id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', myRoles: ['buyer'] },
  { id: 8, name: 'Electrolyte Group', institution: 'Fudan University', myRoles: ['requester'] },
  { id: 9, name: 'Anode Lab', institution: 'Peking University', myRoles: ['owner'] },
  { id: 10, name: 'Cathode Lab', institution: 'Zhejiang University', myRoles: ['owner'] },
  { id: 11, name: 'Sodium Lab', institution: 'Nankai University', myRoles: ['owner'] },
];
const terms = (active: boolean) => ({ days: 30, creditLimit: 20000, active, grantedAt: '2026-11-01T02:00:00Z' });
const termsOf: Record<number, unknown> = {
  7: { terms: terms(true), owed: null, available: null, orders: null, overdue: null },
  8: { terms: terms(true), owed: null, available: null, orders: null, overdue: null },
  9: { terms: terms(true), owed: 4000, available: 16000, orders: [], overdue: [] },
  10: { terms: terms(false), owed: 0, available: 20000, orders: [], overdue: [] },
};
const budget = { id: 3, code: 'NSFC-3', name: 'Solid electrolytes', amount: 50000, reserved: 0, consumed: 20000, remaining: 30000, periodStart: '2026-01-01', periodEnd: '2026-12-31', active: true };
const detailOf = (id: number) => ({
  id, name: 'Group', institution: 'University', overBudget: 'refuse', myRoles: [], members: [], invites: [],
  address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd' }, budgets: [budget],
});
const failure = (status: number, message: string, data: unknown = null): FakeReply => ({ status, body: { code: status, message, data } });
const created = ok({ orderNo: 'LM202611280001', status: 'unpaid', payAmount: 186, payDeadline: null });

/** Orders answer `orderReplies` in turn, then a created order. */
function server(orderReplies: FakeReply[] = []) {
  const fake = serve(
    (url) => {
      if (url === '/api/order/preview') return ok(pricing());
      if (url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [] } };
      return orderReplies.shift() ?? created;
    },
    (url) => {
      if (url === '/api/lab-groups') return ok({ items: groups });
      const terms = /^\/api\/lab-groups\/(\d+)\/terms$/.exec(url);
      if (terms) return termsOf[Number(terms[1])] ? ok(termsOf[Number(terms[1])]) : failure(404, 'Not found');
      const group = /^\/api\/lab-groups\/(\d+)$/.exec(url);
      if (group) return ok(detailOf(Number(group[1])));
      return failure(404, 'Not found');
    },
  );
  return { orders: () => fake.requests.filter((r) => r.url === '/api/order/create'), termsReads: () => fake.groupRequests.filter((r) => r.url?.endsWith('/terms')) };
}

async function openFor(groupId: number) {
  renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
  fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
  fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: String(groupId) } });
  fireEvent.change(await screen.findByLabelText<HTMLSelectElement>('Budget'), { target: { value: '3' } });
}
const choice = () => screen.findByRole('group', { name: 'How will the group pay?' });
const submitButton = () => enabledButton('Submit order');
const location = () => screen.getByTestId('location').textContent;

signedInShopperForEachTest();

describe('pay on invoice at checkout', () => {
  it('offers the choice only for a group with active terms, the credit left only when the API tells it', async () => {
    const { termsReads } = server();
    await openFor(9);
    const group = await choice();
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Pay now (online)', 'Pay on invoice — due in 30 days, ¥16,000.00 credit available',
    ]);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Pay now (online)' }).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: '7' } }); // a buyer: no credit figure
    expect(await within(await choice()).findByRole('radio', { name: 'Pay on invoice — due in 30 days' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: '10' } }); // switched off
    await waitFor(() => expect(termsReads().some((r) => r.url === '/api/lab-groups/10/terms')).toBe(true));
    await screen.findByLabelText('Budget');
    expect(screen.queryByRole('group', { name: 'How will the group pay?' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: '11' } }); // none (404): nothing said
    await waitFor(() => expect(termsReads().some((r) => r.url === '/api/lab-groups/11/terms')).toBe(true));
    expect(screen.queryByRole('group', { name: 'How will the group pay?' })).toBeNull();
    expect(screen.queryByText(/could not be checked/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Personal order' }));
    expect(screen.queryByRole('group', { name: 'How will the group pay?' })).toBeNull();
  });

  it('sends paymentTerms: invoice and opens the confirmation with the due date and the order link, not the payment page', async () => {
    const { orders } = server();
    await openFor(9);
    fireEvent.click(within(await choice()).getByRole('radio', { name: /Pay on invoice/ }));
    expect(screen.getByText(/The order ships before it is paid/)).toBeTruthy();
    fireEvent.click(await submitButton());
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(sentBody(orders()[0]!)).toMatchObject({ labGroupId: 9, budgetId: 3, paymentTerms: 'invoice', expectedPayAmount: 186 });
    await waitFor(() => expect(location()).toBe('/en/order?invoiceOrder=LM202611280001'));
  });

  it('pays now by default: no paymentTerms, and the payment page as before', async () => {
    const { orders } = server();
    await openFor(7);
    await choice();
    fireEvent.click(await submitButton());
    await waitFor(() => expect(location()).toBe('/en/payType?orderNo=LM202611280001'));
    expect(sentBody(orders()[0]!)).not.toHaveProperty('paymentTerms');
  });

  it.each([
    [failure(409, 'x', { reason: 'TERMS_UNAVAILABLE' }), 'This group cannot order on invoice at the moment. Choose “Pay now (online)”; nothing you entered was lost.'],
    [failure(409, 'x', { reason: 'TERMS_OVERDUE' }), 'The group has an overdue invoice, so it cannot order on invoice until that is paid. Choose “Pay now (online)” or ask your group’s finance; nothing you entered was lost.'],
    [failure(409, 'x', { reason: 'CREDIT_LIMIT_EXCEEDED', remaining: 120.5 }), 'This order is beyond the credit the group has left on invoice (¥120.50). Choose “Pay now (online)” or order less; nothing you entered was lost.'],
  ])('says a refusal by the choice, focuses it and keeps what was typed (%#)', async (refusal, words) => {
    const { orders } = server([refusal]);
    await openFor(9);
    const invoice = within(await choice()).getByRole<HTMLInputElement>('radio', { name: /Pay on invoice/ });
    fireEvent.click(invoice);
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), { target: { value: 'Deliver to room 301' } });
    fireEvent.click(await submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(words);
    expect((await choice()).getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(invoice));
    expect(invoice.checked).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note for the shop (optional)').value).toBe('Deliver to room 301');
    expect(location()).toBe('/en/order?lineIds=31,32');

    // Choosing to pay now answers it: the order goes without terms, to the payment page.
    fireEvent.click(screen.getByRole('radio', { name: 'Pay now (online)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(await submitButton());
    await waitFor(() => expect(location()).toBe('/en/payType?orderNo=LM202611280001'));
    expect(sentBody(orders()[1]!)).not.toHaveProperty('paymentTerms');
  });

  it('leaves a request for approval alone: a requester gets "Send for approval" and no payment choice', async () => {
    const { termsReads } = server();
    await openFor(8);
    expect(await screen.findByRole('region', { name: 'Send for approval' })).toBeTruthy();
    await waitFor(() => expect(termsReads()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'How will the group pay?' })).toBeNull();
  });
});

describe('the confirmation of an order placed on invoice', () => {
  it('names the order, its due date and how to pay, and links to the order', async () => {
    serve((url) => (url === '/api/order/detail'
      ? ok({ orderNo: 'LM202611280001', status: 'unpaid', payAmount: 186, payDeadline: null, terms: { kind: 'invoice', dueAt: '2026-12-28T04:00:00Z', paid: false, overdue: false } })
      : failure(404, 'Not found')));
    renderAt('/en/order?invoiceOrder=LM202611280001', <TermOrderPlaced orderNo="LM202611280001" />);
    const section = await screen.findByRole('region', { name: 'Nothing to pay now' });
    expect(await within(section).findByText('Placed on invoice, due by Dec 28, 2026.')).toBeTruthy();
    expect(within(section).getByText('LM202611280001')).toBeTruthy();
    expect(within(section).getByText('¥186.00')).toBeTruthy();
    expect(within(section).getByText('It ships before payment. Pay by bank transfer to the account on the invoice, quoting the order number.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202611280001');
  });
});
