import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { fakePicker, quoted, regulatedQuote, serveAccept } from '../testing/accept-fixtures';
import { QuotationDetailView } from './quotation-detail';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const order = { body: { code: 200, message: 'ok', data: { orderNo: 'OD42', status: 'unpaid', payAmount: 135, payDeadline: '2026-12-01T00:00:00.000Z' } } };
const show = (quotation = quoted) => renderInShop(<QuotationDetailView addressPicker={fakePicker} />, { url: `/en/user/quotationDetail?quoteNo=${quotation.quoteNo}` });
const acceptButton = () => screen.findByRole('button', { name: 'Accept and order (¥135.00)' });
const accepts = (requests: ReturnType<typeof serveAccept>) => requests.filter((r) => r.url?.startsWith('/api/quotation/accept'));

async function chooseGroupAndBudget() {
  fireEvent.click(await screen.findByRole('radio', { name: 'For a lab group' }));
  // Only the group where the shopper may order is offered, and it is the one chosen.
  const group = screen.getByRole('combobox', { name: 'Lab group' });
  expect((group as HTMLSelectElement).value).toBe('3');
  expect(screen.queryByRole('option', { name: /Audit lab/ })).toBeNull();
  const budget = await screen.findByRole('combobox', { name: 'Budget' });
  fireEvent.change(budget, { target: { value: '9' } });
  expect(screen.getByRole('option', { name: /^NSFC grant \(NSFC-1\) – ¥5,?000\.00 left$/ })).toBeTruthy();
  return budget;
}

describe('accepting a quotation', () => {
  it('personally, as before: only the address is sent, then the order is paid', async () => {
    const requests = serveAccept(quoted, () => order);
    show();
    await screen.findByRole('radio', { name: 'Personal order' });
    fireEvent.click(await acceptButton());
    await waitFor(() => expect(currentUrl()).toBe('/en/payType?orderNo=OD42'));
    expect(accepts(requests).map(sentBody)).toEqual([{ addressId: 5 }]);
    expect(accepts(requests)[0]!.params).toEqual({ quoteNo: quoted.quoteNo });
  });

  it('for a lab group: sends the group and budget; a held order says it went to the approvers, why, and links the request', async () => {
    const requests = serveAccept(quoted, () => ({
      body: { code: 200, message: 'ok', data: { orderNo: null, status: 'approval', payAmount: 135, payDeadline: null, approvalRequest: { id: 77, status: 'pending', total: 135, reasons: ['above_amount', 'requester'] } } },
    }));
    show();
    await chooseGroupAndBudget();
    fireEvent.click(await acceptButton());
    const heading = await screen.findByRole('heading', { name: 'Sent to your approvers' });
    expect(accepts(requests).map(sentBody)).toEqual([{ addressId: 5, labGroupId: 3, budgetId: 9 }]);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Above the group's approval amount")).toBeTruthy();
    expect(screen.getByText("A requester's orders always need approval")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe('/en/user/approval/77');
    expect(screen.queryByRole('button', { name: /Accept and order/ })).toBeNull();
    expect(currentUrl()).toBe(`/en/user/quotationDetail?quoteNo=${quoted.quoteNo}`);
  });

  it("for a lab group, to the group's shared address; that address is offered only while the group is chosen", async () => {
    const requests = serveAccept(quoted, () => order);
    show();
    await chooseGroupAndBudget();
    const shared = await screen.findByRole('radio', { name: /Lab store 13800000000 · Beijing Beijing Haidian 8 Zhongguancun S St/ });
    fireEvent.click(shared);
    fireEvent.click(screen.getByRole('radio', { name: 'Personal order' }));
    expect(screen.queryByRole('group', { name: /shared addresses/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'For a lab group' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Budget' }), { target: { value: '9' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Lab store/ }));
    fireEvent.click(await acceptButton());
    await waitFor(() => expect(currentUrl()).toBe('/en/payType?orderNo=OD42'));
    expect(accepts(requests).map(sentBody)).toEqual([{ addressId: 21, labGroupId: 3, budgetId: 9 }]);
  });

  it('with a regulated line: says so, refuses a personal acceptance and a missing end use (with the focus), then sends the declaration', async () => {
    const requests = serveAccept(regulatedQuote, () => order);
    show(regulatedQuote);
    expect(await screen.findByRole('note', { name: 'Regulated chemicals in this quotation' })).toBeTruthy();
    expect(screen.getByText('Acetone (precursor chemicals)')).toBeTruthy();

    await screen.findByRole('radio', { name: 'For a lab group' });
    fireEvent.click(await acceptButton());
    expect(await screen.findByText(/cannot be accepted personally: choose “For a lab group”/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'For a lab group' }));

    await chooseGroupAndBudget();
    fireEvent.click(await acceptButton());
    const field = screen.getByRole('textbox', { name: 'End use (required)' });
    expect(await screen.findByText(/Write the end-use declaration/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(await acceptButton());
    expect(await screen.findByText('Write at least 10 characters: the use, and the project or experiment.')).toBeTruthy();
    expect(accepts(requests)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Electrolyte solvent for coin-cell tests  ' } });
    expect(screen.getByText('39/500 characters (at least 10)')).toBeTruthy();
    fireEvent.click(await acceptButton());
    await waitFor(() => expect(currentUrl()).toBe('/en/payType?orderNo=OD42'));
    expect(accepts(requests).map(sentBody)).toEqual([{ addressId: 5, labGroupId: 3, budgetId: 9, endUse: 'Electrolyte solvent for coin-cell tests' }]);
  });

  it('a refusal is said in the shopper\'s words by the budget, which gets the focus; nothing typed is lost', async () => {
    const requests = serveAccept(regulatedQuote, () => ({ status: 409, body: { code: 409, message: 'Budget exceeded', data: { reason: 'BUDGET_EXCEEDED', remaining: 100 } } }));
    show(regulatedQuote);
    const budget = await chooseGroupAndBudget();
    fireEvent.change(screen.getByRole('textbox', { name: 'End use (required)' }), { target: { value: 'Electrolyte solvent for coin-cell tests' } });
    fireEvent.click(await acceptButton());
    expect(await screen.findByText("This quotation is beyond the budget's remaining ¥100.00. Choose another budget or accept personally; nothing you entered was lost.")).toBeTruthy();
    expect(document.activeElement).toBe(budget);
    expect(budget.getAttribute('aria-invalid')).toBe('true');
    expect(accepts(requests)).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'End use (required)' }) as HTMLTextAreaElement).value).toBe('Electrolyte solvent for coin-cell tests');
    expect((budget as HTMLSelectElement).value).toBe('9');
    expect(screen.getByRole('button', { name: 'Accept and order (¥135.00)' }).hasAttribute('disabled')).toBe(false);
  });

  it('a regulated refusal names the class and links the group page', async () => {
    serveAccept(regulatedQuote, () => ({ status: 403, body: { code: 403, message: 'x', data: { reason: 'REGULATED_PERMIT_MISSING', class: 'precursor', expiresOn: null, productIds: [7] } } }));
    show(regulatedQuote);
    await chooseGroupAndBudget();
    fireEvent.change(screen.getByRole('textbox', { name: 'End use (required)' }), { target: { value: 'Electrolyte solvent for coin-cell tests' } });
    fireEvent.click(await acceptButton());
    expect(await screen.findByText(/holds no valid permit for precursor chemicals/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the group page' }).getAttribute('href')).toBe('/en/user/labGroup/3');
  });
});
