import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { AfterSalesDetail } from '../api/get-after-sales';
import { AfterSalesDetailView } from './after-sales-detail-view';

const request: AfterSalesDetail = {
  requestNo: 'AS1-1', orderNo: '20261126001', version: 'v1', type: 'repair', typeLabel: 'Repair', reason: 'quality', reasonLabel: 'Quality problem',
  description: 'The cell swells', status: 'submitted', staffNote: '', createdAt: '2026-11-26T08:00:00.000Z', statusChangedAt: null,
  buyer: { account: 'lin@lab.example', nickname: 'Lin', institution: 'IOP', mobile: '', contactEmail: '' },
  items: [{ orderItemId: 1, name: 'Coin cell', spec: 'CR2032', quantity: 2 }],
  photos: [{ id: 'p1', fileName: 'swollen.png', mimeType: 'image/png', size: 10, url: '/api/backoffice/support/file?id=p1' }],
  moves: ['reviewing', 'approved', 'rejected'],
  history: [],
};

function serve(detail: AfterSalesDetail, move: { status?: number; body: unknown }) {
  const fake = createFakeAdapter((config) =>
    config.url === '/api/backoffice/support/after-sales/detail' ? { body: { code: 200, message: 'ok', data: detail } } : move,
  );
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(new Blob(['png']), { status: 200 })));
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('after-sales request (console)', () => {
  it('shows the photo fetched with the staff sign-in, and moves the request with the note at the version read', async () => {
    const requests = serve(request, { body: { code: 200, message: 'ok', data: { requestNo: 'AS1-1', status: 'approved', version: 'v2' } } });
    signInStaff('support');
    setTokens('staff-token', 'refresh');
    renderInShop(<AfterSalesDetailView />, { url: '/en/backoffice/after-sales-request?requestNo=AS1-1' });
    const photo = await screen.findByRole('img', { name: 'swollen.png' });
    expect(photo.getAttribute('src')).toBe('blob:photo');
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/backoffice/support/file?id=p1');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');

    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note to the shopper (they read it)' }), { target: { value: 'Send it back' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Change status' }).at(-1)!);
    expect(await screen.findByText('AS1-1 is now Approved; the shopper is told.')).toBeTruthy();
    const move = requests.find((r) => r.url === '/api/backoffice/support/after-sales/move')!;
    expect(sentBody(move)).toEqual({ requestNo: 'AS1-1', version: 'v1', status: 'approved', note: 'Send it back' });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/backoffice/support/after-sales/detail')).toHaveLength(2));
  });

  it('asks a reason before a rejection and shows the server refusing a request moved meanwhile', async () => {
    const requests = serve(request, { status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } });
    signInStaff('support');
    renderInShop(<AfterSalesDetailView />, { url: '/en/backoffice/after-sales-request?requestNo=AS1-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    const submit = screen.getAllByRole('button', { name: 'Change status' }).at(-1)!;
    fireEvent.click(submit);
    expect(await screen.findByText('Please tell the shopper why it is rejected.')).toBeTruthy();
    expect(requests.some((r) => r.url?.endsWith('/move'))).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note to the shopper (they read it)' }), { target: { value: 'Outside warranty' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Someone else changed this record meanwhile; reload it and edit again')).toBeTruthy();
  });

  it('offers no state change for a final request', async () => {
    serve({ ...request, status: 'completed', moves: [], photos: [] }, { body: null });
    signInStaff('support');
    renderInShop(<AfterSalesDetailView />, { url: '/en/backoffice/after-sales-request?requestNo=AS1-1' });
    expect(await screen.findByText('This request is closed; its status cannot change any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.getByText('No photos.')).toBeTruthy();
  });
});
