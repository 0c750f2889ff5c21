import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { VerificationsTable } from './verifications-table';

const row = {
  id: 11, groupId: 3, groupName: 'Solid-State Battery Lab', institution: 'Tsinghua University', status: 'pending',
  submittedBy: { id: 5, name: 'Lin', account: 'lin@lab.example' }, submittedAt: '2026-11-26T08:00:00.000Z',
  classes: ['precursor', 'highly_toxic'], decidedAt: null,
};
const page = (items: unknown[]) => ({ body: { code: 200, message: 'ok', data: { items, total: items.length, page: 1, pageSize: 20 } } });

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('verification queue', () => {
  it('asks for the pending submissions first, links each one, and switches status through the URL', async () => {
    const fake = createFakeAdapter(() => page([row]));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<VerificationsTable />, { url: '/en/backoffice/verifications' });
    const table = await screen.findByRole('table', { name: 'Submissions waiting for review (1)' });
    expect(fake.requests[0]!.url).toBe('/api/backoffice/lab-group-verifications');
    expect(fake.requests[0]!.params).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    expect(within(table).getByRole('link', { name: row.groupName }).getAttribute('href')).toBe('/en/backoffice/verification?id=11');
    const cells = within(table).getAllByRole('row')[1]!.textContent;
    expect(cells).toContain('Precursor chemical, Highly toxic substance');
    expect(cells).toContain('lin@lab.example');
    expect(screen.getByRole('link', { name: 'Waiting for review' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Rejected' }));
    expect(currentUrl()).toBe('/en/backoffice/verifications?status=rejected');
    expect(await screen.findByRole('table', { name: 'Rejected submissions (1)' })).toBeTruthy();
    expect(fake.requests.at(-1)!.params).toMatchObject({ status: 'rejected' });
  });

  it('says so when the queue is empty, and offers a retry when the server fails', async () => {
    let fail = true;
    apiClient.defaults.adapter = createFakeAdapter(() => (fail ? { status: 500, body: { code: 500, message: 'boom', data: null } } : page([]))).adapter;
    signInStaff('support');
    renderInShop(<VerificationsTable />, { url: '/en/backoffice/verifications?status=pending' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('boom');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No submission is waiting for review.')).toBeTruthy();
  });
});
