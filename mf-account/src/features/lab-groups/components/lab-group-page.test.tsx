import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import type { LabGroup } from '../api/lab-group-types';
import { budget, fakeServer, group, ok, refused, requestTo, resetServer } from '../testing/lab-groups-test-kit';
import { LabGroupPage } from './lab-group-page';

beforeEach(() => appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' }));
afterEach(() => {
  resetServer();
  appStore.getState().setAuthUser(null);
});

const open = async (shown: LabGroup = group) => {
  renderInShop(<LabGroupPage id={7} />, { url: '/en/user/labGroup/7' });
  await screen.findByRole('heading', { name: shown.name });
};

describe('a lab group page', () => {
  it('shows the members with role chips, and gives the owner controls that others do not get', async () => {
    fakeServer({ 'GET /api/lab-groups/7': ok({ ...group, myRoles: ['buyer'] }) });
    await open();
    const roles = screen.getByRole('list', { name: 'Roles of Zhang Min' });
    expect(within(roles).getByRole('listitem').textContent).toBe('Requester');
    expect(screen.queryByRole('button', { name: 'Change the roles of Zhang Min' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New budget' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "The group's orders" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the group' })).toBeTruthy();
    // The budget's figures, as text beside the bar.
    const figures = screen.getByRole('group', { name: /Solid electrolytes/ });
    expect(figures.textContent).toContain('¥30,000.00');
    expect(figures.textContent).toContain('¥15,000.00');
  });

  it('says "not found" for a group the shopper does not belong to', async () => {
    fakeServer({ 'GET /api/lab-groups/7': refused(404, 'Not found') });
    renderInShop(<LabGroupPage id={7} />, { url: '/en/user/labGroup/7' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This lab group was not found');
    expect(within(alert).getByRole('link', { name: 'Back to my lab groups' }).getAttribute('href')).toBe('/en/user/labGroups');
  });

  it('invites by e-mail with the chosen roles, checks the form first, and lists the new invite after reloading', async () => {
    let current = group;
    let invite = refused(409, 'You are already a member of this lab group');
    const requests = fakeServer({ 'GET /api/lab-groups/7': () => ok(current), 'POST /api/lab-groups/7/invites': () => invite });
    await open();
    const email = screen.getByLabelText('E-mail address');
    const roles = screen.getByRole('group', { name: 'Roles the invitation gives' });
    expect(within(roles).queryByRole('checkbox', { name: /Owner/ })).toBeNull(); // an invite never makes an owner
    fireEvent.change(email, { target: { value: 'chen.jie@' } });
    fireEvent.click(within(roles).getByRole('checkbox', { name: /Buyer/ })); // the default role off: none left
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Choose at least one role')).toBeTruthy();
    expect(requestTo(requests, 'POST', '/api/lab-groups/7/invites')).toBeUndefined();

    fireEvent.change(email, { target: { value: ' chen.jie@example.edu ' } });
    fireEvent.click(within(roles).getByRole('checkbox', { name: /Requester/ }));
    fireEvent.click(within(roles).getByRole('checkbox', { name: /Finance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('You are already a member of this lab group')).toBeTruthy(); // the server's reason
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('chen.jie@example.edu');

    invite = ok({ id: 42, email: 'chen.jie@example.edu', roles: ['requester', 'finance'], expiresAt: '2026-12-12T08:00:00Z' });
    current = { ...group, invites: [...group.invites, { id: 42, email: 'chen.jie@example.edu', roles: ['requester', 'finance'], expiresAt: '2026-12-12T08:00:00Z' }] };
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation was mailed to chen.jie@example.edu.')).toBeTruthy();
    expect(sentBody(requests.filter((r) => r.url === '/api/lab-groups/7/invites').at(-1)!)).toEqual({ email: 'chen.jie@example.edu', roles: ['requester', 'finance'] });
    expect(await screen.findByRole('list', { name: 'Roles offered to chen.jie@example.edu' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('');
  });

  it('revokes a pending invite after asking', async () => {
    let current = group;
    const requests = fakeServer({
      'GET /api/lab-groups/7': () => ok(current),
      'DELETE /api/lab-groups/7/invites/41': () => { current = { ...group, invites: [] }; return ok({ id: 41 }); },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of wang.fang@example.edu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
    expect(requestTo(requests, 'DELETE', '/api/lab-groups/7/invites/41')).toBeDefined();
    expect(screen.getByText('The invitation of wang.fang@example.edu was revoked.')).toBeTruthy();
  });

  it("changes a member's roles: at least one, the new ones sent, the chips updated, the server's refusal shown", async () => {
    let current = group;
    let patch = refused(409, 'A lab group must keep at least one owner');
    const requests = fakeServer({ 'GET /api/lab-groups/7': () => ok(current), 'PATCH /api/lab-groups/7/members/2': () => patch });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Change the roles of Zhang Min' }));
    const boxes = screen.getByRole('group', { name: 'Roles of Zhang Min' });
    const requester = within(boxes).getByRole('checkbox', { name: /Requester/ });
    expect(document.activeElement).toBe(within(boxes).getAllByRole('checkbox')[0]);
    fireEvent.click(requester);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(boxes).getByRole('alert').textContent).toBe('Choose at least one role');
    expect(requestTo(requests, 'PATCH', '/api/lab-groups/7/members/2')).toBeUndefined();

    fireEvent.click(within(boxes).getByRole('checkbox', { name: /Buyer/ }));
    fireEvent.click(within(boxes).getByRole('checkbox', { name: /Approver/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(boxes).getByRole('alert').textContent).toBe('A lab group must keep at least one owner'));

    patch = ok({ userId: 2, roles: ['buyer', 'approver'] });
    current = { ...group, members: [group.members[0]!, { ...group.members[1]!, roles: ['buyer', 'approver'] }] };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The roles of Zhang Min were saved.')).toBeTruthy();
    expect(sentBody(requests.filter((r) => r.url === '/api/lab-groups/7/members/2').at(-1)!)).toEqual({ roles: ['buyer', 'approver'] });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Roles of Zhang Min' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Buyer', 'Approver']));
  });

  it('checks the budget form (code, amount, period order) before creating a budget in the amount the API takes', async () => {
    const requests = fakeServer({ 'GET /api/lab-groups/7': ok(group), 'POST /api/lab-groups/7/budgets': ok({ ...budget, id: 4 }) });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'New budget' }));
    const form = screen.getByRole('form', { name: 'New budget' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field('Grant or project code'));
    expect(within(form).getByText('Enter the grant or project code')).toBeTruthy();
    expect(within(form).getByText('Enter a name for the budget')).toBeTruthy();
    expect(within(form).getByText('Enter an amount above 0, up to 1,000,000,000, with at most two decimals')).toBeTruthy();

    fireEvent.change(field('Grant or project code'), { target: { value: 'NSFC 2026' } });
    fireEvent.change(field('Name'), { target: { value: 'Cathode coatings' } });
    fireEvent.change(field('Amount (yuan)'), { target: { value: '1200.555' } });
    fireEvent.change(field('Period starts'), { target: { value: '2026-07-01' } });
    fireEvent.change(field('Period ends'), { target: { value: '2026-06-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Use letters, digits and . _ / - only, no spaces')).toBeTruthy();
    expect(field('Amount (yuan)').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('The period cannot end before it starts')).toBeTruthy();
    expect(requestTo(requests, 'POST', '/api/lab-groups/7/budgets')).toBeUndefined();

    fireEvent.change(field('Grant or project code'), { target: { value: 'NSFC-2026' } });
    fireEvent.change(field('Amount (yuan)'), { target: { value: '120000.5' } });
    fireEvent.change(field('Period ends'), { target: { value: '2027-06-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Budget Cathode coatings saved.')).toBeTruthy();
    expect(sentBody(requestTo(requests, 'POST', '/api/lab-groups/7/budgets')!)).toEqual({
      code: 'NSFC-2026', name: 'Cathode coatings', amount: 120000.5, periodStart: '2026-07-01', periodEnd: '2027-06-30',
    });
    expect(screen.queryByRole('form', { name: 'New budget' })).toBeNull();
  });

  it("edits a budget without changing its code, and opens its ledger", async () => {
    const requests = fakeServer({
      'GET /api/lab-groups/7': ok(group),
      'PATCH /api/lab-groups/7/budgets/3': ok({ ...budget, amount: 60000 }),
      'GET /api/lab-groups/7/budgets/3/ledger': ok({ items: [{ id: 9, kind: 'reserve', amount: 1280, orderId: 5, orderNo: 'LM202611280001', memberName: 'Zhang Min', createdAt: '2026-11-28T08:00:00Z' }], total: 1, page: 1, pageSize: 20 }),
      'GET /api/lab-groups/7/orders': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit budget Solid electrolytes' }));
    const form = screen.getByRole('form', { name: 'Edit budget Solid electrolytes' });
    expect(within(form).getByLabelText<HTMLInputElement>('Grant or project code').readOnly).toBe(true);
    fireEvent.change(within(form).getByLabelText('Amount (yuan)'), { target: { value: '60000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Budget Solid electrolytes saved.');
    expect(sentBody(requestTo(requests, 'PATCH', '/api/lab-groups/7/budgets/3')!)).toEqual({
      name: 'Solid electrolytes', amount: 60000, periodStart: '2026-01-01', periodEnd: '2026-12-31',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ledger of budget Solid electrolytes' }));
    const ledger = await screen.findByRole('table', { name: 'Ledger of Solid electrolytes' });
    expect(within(ledger).getAllByRole('row')[1]?.textContent).toContain('Reserved¥1,280.00LM202611280001Zhang Min');
    expect(await screen.findByText('The group has no orders yet.')).toBeTruthy();
  });

  it("lists the group's orders for the owner, with who placed each; a colleague's order links to its read-only page through the group", async () => {
    const order = { orderNo: 'LM202611280001', status: 'paid', createdAt: '2026-11-28T08:00:00Z', payAmount: 1280, itemCount: 2, buyerId: 1, buyerName: 'Li Wei' };
    fakeServer({
      'GET /api/lab-groups/7': ok(group),
      'GET /api/lab-groups/7/orders': ok({ items: [order, { ...order, orderNo: 'LM202611280002', buyerId: 2, buyerName: 'Zhang Min' }], total: 2, page: 1, pageSize: 20 }),
    });
    await open();
    const table = await screen.findByRole('table', { name: "The group's orders" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'LM202611280001' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202611280001');
    expect(rows[0]!.textContent).toContain('Li Wei');
    expect(within(rows[1]!).getByRole('link', { name: 'LM202611280002' }).getAttribute('href')).toBe('/en/user/orderDetail?orderNo=LM202611280002&labGroup=7');
    expect(rows[1]!.textContent).toMatch(/LM202611280002Zhang Min.*Awaiting shipment¥1,280\.00/);
  });
});
