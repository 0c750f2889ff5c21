import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { orderDetail, serveOrders, stopServing } from '../testing/order-fixtures';
import { OrderDetailView } from './order-detail-view';

afterEach(stopServing);

/** The `dd` beside a `dt` of the overview. */
const fact = (region: HTMLElement, label: string) => (within(region).queryByText(label, { selector: 'dt' })?.nextElementSibling as HTMLElement | null | undefined) ?? null;
const ORDER_NO = 'LM20261128100001';
const dueAt = '2026-12-28T04:00:00.000Z';

async function open(fields: Parameters<typeof orderDetail>[0]) {
  serveOrders([orderDetail({ orderNo: ORDER_NO, ...fields })]);
  renderInShop(<OrderDetailView orderNo={ORDER_NO} />, { url: `/en/user/orderDetail?orderNo=${ORDER_NO}` });
  return screen.findByRole('region', { name: `Order ${ORDER_NO}` });
}

describe('an order on invoice in the order detail', () => {
  it('shows its due date and how to pay, with no pay countdown, while it is unpaid', async () => {
    const overview = await open({ status: 'unpaid', payDeadline: null, terms: { kind: 'invoice', dueAt, paid: false, overdue: false } });
    const terms = fact(overview, 'Payment terms')!;
    expect(terms.textContent).toBe('On invoice: due Dec 28, 2026 Pay by bank transfer to the account on the invoice, quoting the order number.');
    expect(within(overview).queryByRole('timer')).toBeNull();
    expect(within(terms).queryByText('Overdue')).toBeNull();
  });

  it('marks it overdue in red, and offers no online payment once it has shipped unpaid', async () => {
    // Even were "pay" offered, a shipped order on invoice is paid by transfer: the page does not push it online.
    const overview = await open({
      status: 'shipped', payDeadline: null, shippedAt: '2026-11-29T02:00:00.000Z', actions: ['pay', 'confirmReceipt', 'buyAgain', 'afterSales'],
      terms: { kind: 'invoice', dueAt, paid: false, overdue: true },
    });
    const overdue = within(fact(overview, 'Payment terms')!).getByText('Overdue');
    expect(overdue.className).toContain('orders-terms-overdue');
    expect(within(overview).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(overview).queryByRole('link', { name: /pay/i })).toBeNull();
    expect(within(overview).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
  });

  it('says "Paid" once the transfer is confirmed, without the payment hint', async () => {
    const overview = await open({
      status: 'completed', payDeadline: null, paidAt: '2026-12-10T02:00:00.000Z', paymentMethod: 'bank_transfer',
      terms: { kind: 'invoice', dueAt, paid: true, overdue: false },
    });
    const terms = fact(overview, 'Payment terms')!;
    expect(terms.textContent).toBe('On invoice: due Dec 28, 2026 Paid');
    expect(fact(overview, 'Payment method')?.textContent).toBe('Bank transfer');
  });

  it('shows nothing of terms for an ordinary order', async () => {
    const overview = await open({ status: 'paid', paymentMethod: 'wechat', paidAt: '2026-11-28T02:00:00.000Z', terms: null });
    expect(fact(overview, 'Payment terms')).toBeNull();
  });
});
