import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import type { AfterSalesOrder } from '../api/after-sales-types';
import { RequestForm } from './request-form';

const order: AfterSalesOrder = {
  orderNo: 'LM20261125100001', status: 'paid', eligible: true, createdAt: '2026-11-25T01:00:00Z',
  lines: [
    { id: 11, name: 'LiPF6', spec: '25 g', quantity: 1, unitPrice: 120, hasOpenRequest: false },
    { id: 12, name: 'Separator', spec: '10 m', quantity: 2, unitPrice: 80, hasOpenRequest: true },
  ],
  requests: [],
  types: [{ value: 'return', label: 'Return and refund' }],
  reasons: [{ value: 'damaged', label: 'Damaged in transit' }],
};

beforeEach(() => appStore.getState().setLanguage('2'));
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = undefined;
});

describe('the after-sales request form', () => {
  it('offers the order\'s lines, but not one that already has an open request', () => {
    render(<RequestForm order={order} onSent={() => undefined} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.value, b.disabled])).toEqual([['11', false], ['12', true]]);
  });

  it('sends the order number with the chosen lines as multipart and reports the created request', async () => {
    const created = { requestNo: 'ASLM20261125100001-1' };
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: created } }));
    apiClient.defaults.adapter = fake.adapter;
    const onSent = vi.fn();
    render(<RequestForm order={order} onSent={onSent} />);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.change(screen.getByLabelText(/helpService.afterSales.type/), { target: { value: 'return' } });
    fireEvent.change(screen.getByLabelText(/helpService.afterSales.reason/), { target: { value: 'damaged' } });
    fireEvent.click(screen.getByRole('button', { name: 'helpService.afterSales.submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(created));
    const data = fake.requests[0]!.data as FormData;
    expect(data).toBeInstanceOf(FormData);
    expect([data.get('orderNo'), data.getAll('items'), data.get('type'), data.get('reason')]).toEqual([order.orderNo, ['11'], 'return', 'damaged']);
  });

  it('shows the server\'s field messages and keeps the description', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({
      status: 400,
      body: { code: 400, message: 'x', data: { errors: [{ field: 'items', message: 'Missing required field "Items"' }] } },
    })).adapter;
    render(<RequestForm order={order} onSent={() => undefined} />);
    fireEvent.change(screen.getByLabelText('helpService.afterSales.description'), { target: { value: 'Cracked ampoule' } });
    fireEvent.click(screen.getByRole('button', { name: 'helpService.afterSales.submit' }));
    expect(await screen.findByText('Missing required field "Items"')).toBeTruthy();
    expect((screen.getByLabelText('helpService.afterSales.description') as HTMLTextAreaElement).value).toBe('Cracked ampoule');
  });
});
