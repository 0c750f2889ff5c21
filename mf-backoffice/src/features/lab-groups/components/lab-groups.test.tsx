import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { LabGroupsTable } from './lab-groups-table';
import { LabGroupView } from './lab-group-view';

const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });
const row = { id: 3, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', memberCount: 4, createdAt: '2026-10-01T02:00:00.000Z' };
const group = {
  id: 3, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', overBudget: 'approval', createdAt: '2026-10-01T02:00:00.000Z',
  address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: 'Building 5', postcode: '100084' },
  members: [
    { userId: 5, name: 'Lin', account: 'lin@lab.example', roles: ['owner', 'buyer'], joinedAt: '2026-10-01T02:00:00.000Z' },
    { userId: 6, name: 'Wang', account: 'wang@lab.example', roles: ['requester'], joinedAt: '2026-10-02T02:00:00.000Z' },
  ],
  verification: {
    verified: true,
    permits: [{ class: 'precursor', expiresOn: '2027-06-30', valid: true }, { class: 'highly_toxic', expiresOn: '2026-01-31', valid: false }],
    latest: { id: 11, status: 'pending', submittedAt: '2026-11-20T02:00:00.000Z', decisionNote: null, decidedAt: null },
  },
  budgets: { count: 3, activeCount: 2, amount: 50000, reserved: 1200, consumed: 8000, remaining: 40800, items: [] },
};

const noTerms = { group: { id: 3, name: group.name }, verified: true, terms: null, owed: 0, available: 0, orders: [], overdue: [] };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('console lab groups', () => {
  it('lists the groups the search finds, links each one, and keeps the search in the URL', async () => {
    const fake = createFakeAdapter(() => ok({ items: [row], total: 1, page: 1, pageSize: 20 }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<LabGroupsTable />, { url: '/en/backoffice/lab-groups?q=tsinghua' });
    const table = await screen.findByRole('table', { name: 'Lab groups (1)' });
    expect(fake.requests[0]!.url).toBe('/api/backoffice/lab-groups');
    expect(fake.requests[0]!.params).toEqual({ q: 'tsinghua', page: '1', pageSize: '20' });
    expect(within(table).getByRole('link', { name: row.name }).getAttribute('href')).toBe('/en/backoffice/lab-group?id=3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or institution' }), { target: { value: 'battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl()).toBe('/en/backoffice/lab-groups?q=battery');
  });

  it('says so when nothing matches, and offers a retry when the server fails', async () => {
    let fail = true;
    apiClient.defaults.adapter = createFakeAdapter(() => (fail ? { status: 500, body: { code: 500, message: 'boom', data: null } } : ok({ items: [], total: 0, page: 1, pageSize: 20 }))).adapter;
    signInStaff('support');
    renderInShop(<LabGroupsTable />, { url: '/en/backoffice/lab-groups' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No lab group matches.')).toBeTruthy();
  });

  it('shows a group: members and roles, verification and permits (valid or expired), budgets summed', async () => {
    const fake = createFakeAdapter((config) => (config.url?.endsWith('/terms') ? ok(noTerms) : ok(group)));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<LabGroupView />, { url: '/en/backoffice/lab-group?id=3' });
    const members = await screen.findByRole('table', { name: 'Members (2)' });
    expect(fake.requests[0]!.url).toBe('/api/backoffice/lab-groups/3');
    expect(within(members).getAllByRole('row')[1]!.textContent).toContain('Owner, Buyer');
    expect(screen.getByText('Verified')).toBeTruthy();
    const permits = screen.getByRole('table', { name: 'Permits held' });
    expect(within(permits).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Precursor chemical2027-06-30Valid', 'Highly toxic substance2026-01-31Expired']);
    expect(screen.getByRole('link', { name: 'Open the submission' }).getAttribute('href')).toBe('/en/backoffice/verification?id=11');
    expect(screen.getByText('¥40,800.00')).toBeTruthy();
    expect(screen.getByText('Send for approval')).toBeTruthy();
    expect(await screen.findByText('No payment terms: the group pays before shipping.')).toBeTruthy();
  });
});
