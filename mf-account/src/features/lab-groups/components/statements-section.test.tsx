import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadFile } from '@labmall/shared/api/download-file';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import type { LabGroup, LabRole } from '../api/lab-group-types';
import { addMonths, chinaMonthOf } from '../model/statement-month';
import { fakeServer, group, ok, refused, resetServer } from '../testing/lab-groups-test-kit';
import { quietMonth, raisedMonth, statementOf } from '../testing/statement-fixtures';
import { LabGroupPage } from './lab-group-page';

vi.mock('@labmall/shared/api/download-file', () => ({ downloadFile: vi.fn(() => Promise.resolve()) }));

const THIS_MONTH = chinaMonthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const STATEMENTS = 'GET /api/lab-groups/7/statements';
const noOrders = ok({ items: [], total: 0, page: 1, pageSize: 20 });

beforeEach(() => appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' }));
afterEach(() => {
  resetServer();
  vi.mocked(downloadFile).mockClear();
  appStore.getState().setAuthUser(null);
});

const open = async () => {
  renderInShop(<LabGroupPage id={7} />, { url: '/en/user/labGroup/7' });
  await screen.findByRole('heading', { name: group.name });
};
const section = () => screen.getByRole('region', { name: 'Statements' });
const withRoles = (roles: LabRole[]): LabGroup => ({ ...group, myRoles: roles });

describe("a lab group's statements", () => {
  it('shows last month for finance: the lines between opening and closing balances, totals, by member and by budget', async () => {
    const requests = fakeServer({ 'GET /api/lab-groups/7': ok(withRoles(['finance'])), 'GET /api/lab-groups/7/orders': noOrders, [STATEMENTS]: ok(statementOf(LAST_MONTH)) });
    await open();
    const lines = await within(section()).findByRole('table', { name: `Lines of ${LAST_MONTH}` });
    expect(requests.find((r) => r.url === '/api/lab-groups/7/statements')!.params).toEqual({ month: LAST_MONTH });
    expect(within(section()).getByLabelText<HTMLInputElement>('Month').value).toBe(LAST_MONTH);
    const rows = within(lines).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('Opening balance¥30,000.00');
    expect(rows[2]).toContain('Order placed');
    expect(rows[2]).toContain('LM20261003100001');
    expect(rows[2]).toContain('−¥400.00');
    expect(rows[3]).toContain('Ordinary VAT invoice: Tsinghua University');
    expect(rows[4]).toMatch(/Paid by Bank transfer at/);
    expect(rows[6]).toContain('Order cancelled');
    expect(rows.at(-1)).toBe('Closing balance¥29,600.00');
    const byMember = within(section()).getByRole('table', { name: 'Spending by member' });
    expect(within(byMember).getByRole('rowheader', { name: 'Zhang Min' }).closest('tr')!.textContent).toContain('¥600.00');
    const byBudget = within(section()).getByRole('table', { name: 'Spending by budget' });
    expect(within(byBudget).getByRole('rowheader', { name: 'NSFC-52272001 · Solid electrolytes' })).toBeTruthy();
    expect(within(section()).getByRole('table', { name: 'Totals of the month' }).textContent).toContain('¥400.00');
  });

  it("shows a change of the budget's amount as a line in words, with who made it, the change and the balance after it", async () => {
    fakeServer({ 'GET /api/lab-groups/7': ok(withRoles(['finance'])), 'GET /api/lab-groups/7/orders': noOrders, [STATEMENTS]: ok(raisedMonth(LAST_MONTH)) });
    await open();
    const lines = await within(section()).findByRole('table', { name: `Lines of ${LAST_MONTH}` });
    const changed = within(lines).getByRole('rowheader', { name: 'Budget amount changed' }).closest('tr')!;
    const cells = within(changed).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['', 'Wang Fang', 'NSFC-52272001', '', '¥5,000.00', '+¥5,000.00', '¥34,600.00']);
    expect(within(lines).getAllByRole('row').at(-1)!.textContent).toBe('Closing balance¥34,600.00');
    // Not spending: the one who changed it is not among the members who spent.
    expect(within(within(section()).getByRole('table', { name: 'Spending by member' })).queryByRole('rowheader', { name: 'Wang Fang' })).toBeNull();
  });

  it('asks again for the chosen budget and month, and downloads the statement as PDF and XLSX', async () => {
    const requests = fakeServer({
      'GET /api/lab-groups/7': ok(withRoles(['owner'])), 'GET /api/lab-groups/7/orders': noOrders,
      [STATEMENTS]: () => {
        const params = requests.at(-1)!.params as { month: string; budgetId?: number };
        return ok(params.budgetId ? statementOf(params.month, { id: 3, code: 'NSFC-52272001', name: 'Solid electrolytes' }) : quietMonth(params.month));
      },
    });
    await open();
    expect(await within(section()).findByText('No activity this month. Balance: ¥30,000.00')).toBeTruthy();

    fireEvent.change(within(section()).getByLabelText('Budget'), { target: { value: '3' } });
    expect(await within(section()).findByRole('table', { name: `Lines of ${LAST_MONTH}` })).toBeTruthy();
    expect(requests.at(-1)!.params).toEqual({ month: LAST_MONTH, budgetId: 3 });

    fireEvent.click(within(section()).getByRole('button', { name: 'Download Excel (XLSX)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(`/api/lab-groups/7/statements/export?month=${LAST_MONTH}&format=xlsx&budgetId=3`, `statement-7-3-${LAST_MONTH}.xlsx`));

    fireEvent.click(within(section()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith(`/api/lab-groups/7/statements/export?month=${LAST_MONTH}&format=pdf&budgetId=3`, `statement-7-3-${LAST_MONTH}.pdf`));

    fireEvent.change(within(section()).getByLabelText('Month'), { target: { value: THIS_MONTH } });
    expect(await within(section()).findByRole('table', { name: `Lines of ${THIS_MONTH}` })).toBeTruthy();
    expect(requests.at(-1)!.params).toEqual({ month: THIS_MONTH, budgetId: 3 });
  });

  it("says why a month cannot be read: one outside the group's months is not asked for; the server's refusal is shown with a retry", async () => {
    const requests = fakeServer({ 'GET /api/lab-groups/7': ok(withRoles(['owner'])), 'GET /api/lab-groups/7/orders': noOrders, [STATEMENTS]: refused(400, 'There is no statement for a month that has not started yet') });
    await open();
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('There is no statement for a month that has not started yet');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();

    const asked = requests.length;
    const month = within(section()).getByLabelText('Month');
    fireEvent.change(month, { target: { value: addMonths(THIS_MONTH, 1) } });
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(month.getAttribute('aria-describedby') && document.getElementById(month.getAttribute('aria-describedby')!)!.textContent).toBe(`Choose a month from 2026-01 to ${THIS_MONTH}`);
    expect(requests.length).toBe(asked);
  });

  it('is not offered to buyers, requesters and approvers', async () => {
    const requests = fakeServer({ 'GET /api/lab-groups/7': ok(withRoles(['buyer', 'approver'])), 'GET /api/lab-groups/7/orders': noOrders });
    await open();
    expect(screen.queryByRole('region', { name: 'Statements' })).toBeNull();
    expect(requests.some((r) => r.url === '/api/lab-groups/7/statements')).toBe(false);
  });
});
