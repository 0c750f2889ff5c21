import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { VerificationView } from './verification-view';

const doc = (id: string, fileName: string, mimeType = 'application/pdf') => ({ id, fileName, mimeType, size: 1200, url: `/api/backoffice/lab-group-verifications/11/files/${id}` });
const detail = {
  id: 11, groupId: 3, groupName: 'Solid-State Battery Lab', institution: 'Tsinghua University', status: 'pending',
  submittedBy: { id: 5, name: 'Lin', account: 'lin@lab.example' }, submittedAt: '2026-11-26T08:00:00.000Z',
  institutionDocument: doc('f-1', 'letter.pdf'),
  permits: [
    { class: 'precursor', number: 'YZD-2026-001', expiresOn: '2099-06-30', document: doc('f-2', 'precursor.pdf') },
    { class: 'highly_toxic', number: 'JD-88', expiresOn: '2099-12-31', document: doc('f-3', 'toxic.png', 'image/png') },
  ],
  granted: null, decisionNote: null, decidedAt: null,
};
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });

let replies: Record<string, FakeReply>;
function serve() {
  const fake = createFakeAdapter((config) => replies[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'nope', data: null } });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const posts = (requests: InternalAxiosRequestConfig[], end: string) => requests.filter((r) => r.url?.endsWith(end));

beforeEach(() => {
  replies = { '/api/backoffice/lab-group-verifications/11': ok(detail) };
  // The documents are fetched with the sign-in and shown from blob URLs.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(new Blob(['%PDF']), { status: 200 })));
  URL.createObjectURL = vi.fn(() => 'blob:doc');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
  vi.unstubAllGlobals();
});

describe('a verification submission', () => {
  it('shows the documents as links opening in a new tab, and verifies with the classes and expiries chosen', async () => {
    const requests = serve();
    replies['/api/backoffice/lab-group-verifications/11/verify'] = ok({ ...detail, status: 'verified', granted: [{ class: 'precursor', expiresOn: '2099-05-31', valid: true }], decidedAt: '2026-11-28T10:00:00.000Z' });
    signInStaff('support');
    renderInShop(<VerificationView />, { url: '/en/backoffice/verification?id=11' });
    const letter = await screen.findByRole('link', { name: 'letter.pdf' });
    expect(letter.getAttribute('target')).toBe('_blank');
    expect(await screen.findByRole('link', { name: 'precursor.pdf' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'toxic.png' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(expect.arrayContaining([detail.institutionDocument.url]));
    const permits = screen.getByRole('table', { name: 'Permits submitted' });
    expect(within(permits).getAllByRole('row')[1]!.textContent).toContain('YZD-2026-001');

    const precursorExpiry = screen.getByLabelText('Precursor chemical: valid through') as HTMLInputElement;
    expect(precursorExpiry.value).toBe('2099-06-30');
    fireEvent.change(precursorExpiry, { target: { value: '2099-05-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Permit Highly toxic substance' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note to the owner (optional)' }), { target: { value: '  checked with the bureau ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify the group' }));

    expect(await screen.findByText('Solid-State Battery Lab is verified.')).toBeTruthy();
    const [verify] = posts(requests, '/verify');
    expect(sentBody(verify!)).toEqual({ permits: [{ class: 'precursor', expiresOn: '2099-05-31' }], note: 'checked with the bureau' });
    expect(screen.queryByRole('button', { name: 'Verify the group' })).toBeNull();
    expect(screen.getByText('Precursor chemical: valid through 2099-05-31', { exact: false })).toBeTruthy();
  });

  it('checks the verify form first: no class chosen, an expiry in the past (focused, said in words)', async () => {
    const requests = serve();
    signInStaff('support');
    renderInShop(<VerificationView />, { url: '/en/backoffice/verification?id=11' });
    const expiry = (await screen.findByLabelText('Precursor chemical: valid through')) as HTMLInputElement;
    fireEvent.change(expiry, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify the group' }));
    await waitFor(() => expect(document.activeElement).toBe(expiry));
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(expiry.getAttribute('aria-describedby')!)?.textContent).toBe('This date has passed: the permit must be valid today or later.');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Permit Precursor chemical' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Permit Highly toxic substance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify the group' }));
    expect(await screen.findByText('Choose at least one class to permit.')).toBeTruthy();
    expect(posts(requests, '/verify')).toHaveLength(0);
  });

  it('asks a note before rejecting (focused on error), then sends it', async () => {
    const requests = serve();
    replies['/api/backoffice/lab-group-verifications/11/reject'] = ok({ ...detail, status: 'rejected', decisionNote: 'The letter is not stamped.', decidedAt: '2026-11-28T10:00:00.000Z' });
    signInStaff('support');
    renderInShop(<VerificationView />, { url: '/en/backoffice/verification?id=11' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Reject' }));
    expect(screen.queryByRole('checkbox', { name: 'Permit Precursor chemical' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject the submission' }));
    const note = screen.getByRole('textbox', { name: 'Reason for rejecting (the owner reads it)' });
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write why the submission is rejected.')).toBeTruthy();
    expect(posts(requests, '/reject')).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'The letter is not stamped.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the submission' }));
    expect(await screen.findByText('The submission of Solid-State Battery Lab was rejected.')).toBeTruthy();
    expect(sentBody(posts(requests, '/reject')[0]!)).toEqual({ note: 'The letter is not stamped.' });
    expect(screen.getByText('Note to the owner: The letter is not stamped.')).toBeTruthy();
  });

  it('shows the server refusal in the reader’s language (already decided: 409) and offers a reload', async () => {
    const requests = serve();
    replies['/api/backoffice/lab-group-verifications/11/verify'] = { status: 409, body: { code: 409, message: '该提交已被审核', data: { reason: 'VERIFICATION_DECIDED' } } };
    signInStaff('support');
    renderInShop(<VerificationView />, { url: '/zh/backoffice/verification?id=11', language: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '通过审核' }));
    const alert = await screen.findByText('该提交已被审核');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const reads = () => requests.filter((r) => r.url === '/api/backoffice/lab-group-verifications/11').length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: '重新加载该提交' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('says when the submission cannot be loaded, with a retry', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ status: 500, body: { code: 500, message: 'boom', data: null } })).adapter;
    signInStaff('support');
    renderInShop(<VerificationView />, { url: '/en/backoffice/verification?id=11' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the verification queue' })).toBeTruthy();
  });
});
