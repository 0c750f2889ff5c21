import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { chinaToday } from '../../../lib/regulated-class';
import { RegisterPage } from './register-page';

const line = {
  date: '2026-11-03', orderNo: '20261103001', buyerName: 'Lin', buyerAccount: 'lin@lab.example', labGroup: 'Solid-State Battery Lab',
  institution: 'Tsinghua University', product: 'Potassium permanganate', casNumber: '7722-64-7', regulatedClass: 'precursor',
  quantity: 2, lots: 'LOT-A ×2', endUse: 'Cathode synthesis for coin cells',
};
const answer = (items: unknown[]) => createFakeAdapter((config) => ({ body: { code: 200, message: 'ok', data: { from: (config.params as { from: string }).from, to: (config.params as { to: string }).to, items } } }));

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('regulated sales register', () => {
  it('shows this month by default, a row per regulated line, and the XLSX and CSV links for the range', async () => {
    const fake = answer([line]);
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<RegisterPage />, { url: '/en/backoffice/regulated-register' });
    const today = chinaToday();
    const from = `${today.slice(0, 8)}01`;
    const table = await screen.findByRole('table', { name: `Regulated sales from ${from} to ${today} (1 lines)` });
    expect(fake.requests[0]!.url).toBe('/api/backoffice/regulated-register');
    expect(fake.requests[0]!.params).toEqual({ from, to: today });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['2026-11-03', 'Linlin@lab.example', 'Solid-State Battery Lab', 'Tsinghua University', 'Potassium permanganate', '7722-64-7', 'Precursor chemical', '2', 'LOT-A ×2', 'Cathode synthesis for coin cells']);
    expect(within(table).getByRole('rowheader').textContent).toBe('20261103001');
    expect(screen.getByRole('link', { name: 'Download Excel (XLSX)' }).getAttribute('href')).toBe(`/api/backoffice/regulated-register?from=${from}&to=${today}&format=xlsx`);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/backoffice/regulated-register?from=${from}&to=${today}&format=csv`);
  });

  it('fetches the file with the sign-in when a download link is used', async () => {
    apiClient.defaults.adapter = answer([]).adapter;
    const fetched = vi.fn(async () => new Response(new Blob(['x']), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    signInStaff('support');
    renderInShop(<RegisterPage />, { url: '/en/backoffice/regulated-register?from=2026-10-01&to=2026-10-31' });
    expect(await screen.findByText('No regulated product was sold in this range.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['regulated-register-2026-10-01-2026-10-31.csv']));
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toContain('/api/backoffice/regulated-register?from=2026-10-01&to=2026-10-31&format=csv');
  });

  it('checks the range before asking: the order of the dates and at most 366 days, said in words, then applies a good one', async () => {
    const fake = answer([]);
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<RegisterPage />, { url: '/en/backoffice/regulated-register?from=2026-10-01&to=2026-10-31' });
    await screen.findByText('No regulated product was sold in this range.');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    const asked = fake.requests.length;

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2026-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The range may cover at most 366 days.');
    expect(fake.requests.length).toBe(asked);

    fireEvent.change(to, { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/backoffice/regulated-register?from=2025-01-01&to=2026-01-01'));
    await waitFor(() => expect(fake.requests.at(-1)!.params).toEqual({ from: '2025-01-01', to: '2026-01-01' }));
  });

  it('explains a bad range in the URL and asks nothing; a failed answer offers a retry', async () => {
    let fail = true;
    const fake = createFakeAdapter(() => (fail ? { status: 500, body: { code: 500, message: 'boom', data: null } } : { body: { code: 200, message: 'ok', data: { from: '2026-10-01', to: '2026-10-31', items: [] } } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    const view = renderInShop(<RegisterPage />, { url: '/en/backoffice/regulated-register?from=2026-10-31&to=2026-10-01' });
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(fake.requests).toHaveLength(0);
    view.unmount();

    renderInShop(<RegisterPage />, { url: '/en/backoffice/regulated-register?from=2026-10-01&to=2026-10-31' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No regulated product was sold in this range.')).toBeTruthy();
  });
});
