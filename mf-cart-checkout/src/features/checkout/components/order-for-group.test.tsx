import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';

const created = ok({ orderNo: 'LM202601010001', status: 'unpaid', payAmount: 186, payDeadline: '2030-01-01T00:30:00Z' });
const groups = [
  { id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', myRoles: ['buyer'], memberCount: 4 },
  { id: 8, name: 'Electrolyte Group', institution: 'Fudan University', myRoles: ['requester'], memberCount: 2 },
  { id: 9, name: 'Reading Club', institution: 'Fudan University', myRoles: ['approver', 'finance'], memberCount: 9 },
];
const budget = (id: number, name: string, remaining: number, active = true) => ({
  id, code: `NSFC-${id}`, name, amount: 50000, reserved: 0, consumed: 50000 - remaining, remaining, periodStart: '2026-01-01', periodEnd: '2026-12-31', active,
});
const detail = {
  id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', overBudget: 'refuse', myRoles: ['buyer'], members: [], invites: [],
  address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd' },
  budgets: [budget(3, 'Solid electrolytes', 30000), budget(4, 'Cathodes', 120.5), budget(5, 'Old grant', 9000, false)],
};

function server(createReplies: FakeReply[], myGroups: unknown[] = groups) {
  const fake = serve(
    (url) => {
      if (url === '/api/order/preview') return ok(pricing());
      if (url === '/api/shoppingcart/get') return { body: { code: 200, message: 'ok', success: true, data: [] } };
      return createReplies.shift() ?? created;
    },
    (url) => (url === '/api/lab-groups' ? ok({ items: myGroups }) : url === '/api/lab-groups/7' ? ok(detail) : { status: 404, body: { code: 404, message: 'Not found', data: null } }),
  );
  return { fake, orders: () => fake.requests.filter((r) => r.url === '/api/order/create') };
}

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit order' });
const render = async () => {
  renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
  await waitFor(() => expect(submitButton().disabled).toBe(false));
};

signedInShopperForEachTest();

async function chooseBudget(name: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
  fireEvent.change(screen.getByLabelText('Lab group'), { target: { value: '7' } });
  const select = await screen.findByLabelText<HTMLSelectElement>('Budget');
  const option = within(select).getByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
  return select;
}

describe('ordering for a lab group', () => {
  it('says when the groups cannot be loaded, and says nothing when the API has none (404)', async () => {
    serve(() => ok(pricing()), () => ({ status: 500, body: { code: 500, message: 'Internal error', data: null } }));
    const { unmount } = renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
    expect(await screen.findByText('Your lab groups could not be loaded; you can still order personally.')).toBeTruthy();
    unmount();
    serve(() => ok(pricing()), () => ({ status: 404, body: { code: 404, message: 'Not found', data: null } }));
    await render();
    expect(screen.queryByText(/lab groups could not be loaded/)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'For a lab group' })).toBeNull();
  });

  it('offers no choice to a shopper without a group they may order for, and orders personally', async () => {
    const { orders } = server([], [groups[2]]);
    await render();
    expect(screen.queryByRole('radio', { name: 'For a lab group' })).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(sentBody(orders()[0]!)).not.toHaveProperty('labGroupId');
  });

  it('asks for the group and the budget, lists the active budgets with what is left, and sends both', async () => {
    const { orders } = server([]);
    await render();
    fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
    const groupSelect = screen.getByLabelText('Lab group');
    expect(within(groupSelect).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a group', 'Solid-State Battery Lab · Tsinghua University', 'Electrolyte Group · Fudan University',
    ]); // not the group where the shopper is only approver and finance
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Choose the lab group')).toBeTruthy();

    fireEvent.change(groupSelect, { target: { value: '7' } });
    const budgets = await screen.findByLabelText('Budget');
    expect(within(budgets).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a budget', 'Solid electrolytes (NSFC-3) – ¥30,000.00 left', 'Cathodes (NSFC-4) – ¥120.50 left',
    ]);
    expect(screen.getByText('Choose the budget')).toBeTruthy();
    expect(screen.getByText(/the group's shared address is Beijing Beijing Haidian 30 Shuangqing Rd/)).toBeTruthy();

    fireEvent.change(budgets, { target: { value: '3' } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(sentBody(orders()[0]!)).toMatchObject({ labGroupId: 7, budgetId: 3, addressId: 2 });
  });

  it('says a budget is exceeded, with what is left, by the budget and in the status; keeps what was typed; another budget goes through', async () => {
    const exceeded: FakeReply = { status: 409, body: { code: 409, message: "The budget's remaining amount does not cover this order", data: { reason: 'BUDGET_EXCEEDED', remaining: 120.5 } } };
    const { orders } = server([exceeded]);
    await render();
    fireEvent.change(screen.getByLabelText('Note for the shop (optional)'), { target: { value: 'Deliver to room 301' } });
    const select = await chooseBudget(/Cathodes/);
    fireEvent.click(submitButton());

    const text = "This order is beyond the budget's remaining ¥120.50. Choose another budget or order personally; nothing you entered was lost.";
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(document.querySelector('.checkout-submit-status')?.textContent).toBe(text); // also where the button's answers are read
    expect(screen.getByLabelText<HTMLInputElement>('Note for the shop (optional)').value).toBe('Deliver to room 301');
    expect(select.value).toBe('4');

    fireEvent.change(select, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(orders()).toHaveLength(2));
    expect(sentBody(orders()[1]!)).toMatchObject({ labGroupId: 7, budgetId: 3, note: 'Deliver to room 301' });
  });

  it('offers to send the order for approval when the group holds it (403); another budget can still be ordered', async () => {
    const approval: FakeReply = { status: 403, body: { code: 403, message: 'This order needs approval in your lab group', data: { reason: 'LAB_GROUP_APPROVAL_REQUIRED' } } };
    server([approval]);
    await render();
    const select = await chooseBudget(/Solid electrolytes/);
    fireEvent.click(submitButton());
    expect(await screen.findByRole('region', { name: 'Send for approval' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit order' })).toBeNull();
    fireEvent.change(select, { target: { value: '4' } }); // the hold was for that budget
    expect(submitButton().disabled).toBe(false);
  });
});
