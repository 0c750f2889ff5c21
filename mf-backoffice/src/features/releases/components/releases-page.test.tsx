import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { RemoteRelease } from '../api/get-release-status';
import { ReleasesPage } from './releases-page';

const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });
const gates = [
  { name: 'singletons', passed: true, detail: 'compatible: react 19.3.1' },
  { name: 'storeContract', passed: true, detail: 'built against store contract 1.0.0' },
];
const catalog = (canary: RemoteRelease['canary'], rollbackTo: string | null = canary ? '1.0.0' : null): RemoteRelease => ({
  remote: 'mf_catalog',
  live: '1.0.0',
  canary,
  rollbackTo,
  versions: [
    { version: '1.0.0', publishedBy: null, publishedAt: null, bytes: null, gates: null, pageLoads: 4000, errors: 20, ssrFailures: 0 },
    { version: '1.1.0', publishedBy: 'key:mf_catalog', publishedAt: '2026-11-26T10:00:00.000Z', bytes: 1000, gates, pageLoads: 0, errors: 0, ssrFailures: 0 },
  ],
  key: null,
  history: [{ id: 2, at: '2026-11-26T11:00:00.000Z', action: 'rollback', remote: 'mf_catalog', from: '1.1.0', to: '1.0.0', actor: 'judge', reason: 'error rate 4.0 % vs 0.5 %' }],
});

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('the releases console page', () => {
  it('shows versions with their gates and history, and steps a canary from 10 % to 50 %', async () => {
    let canary: RemoteRelease['canary'] = null;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/releases/canary') {
        canary = { version: '1.1.0', percent: (sentBody(config) as { percent: number }).percent };
        return ok({ at: new Date().toISOString(), action: 'canary', remote: 'mf_catalog', from: '1.0.0', to: '1.1.0', percent: canary.percent });
      }
      return ok([catalog(canary)]);
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('releases');
    renderInShop(<ReleasesPage />, { url: '/en/backoffice/releases' });
    const versions = await screen.findByRole('table', { name: 'Versions of mf_catalog' });
    expect(within(versions).getByText(/Store contract/)).toBeTruthy();
    expect(within(versions).getByText('Built on this machine (no checks)')).toBeTruthy();
    expect(within(versions).getByText('0.50 % of 4000 page loads')).toBeTruthy();
    expect(within(versions).getByText('No page loads yet')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'History of mf_catalog' });
    expect(within(history).getByText('error rate 4.0 % vs 0.5 %')).toBeTruthy();
    fireEvent.click(within(versions).getByRole('button', { name: 'Canary 10 % 1.1.0' }));
    expect(await screen.findByText('mf_catalog 1.1.0 is served to 10 % of browsers')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Canary 50 % 1.1.0' }));
    expect(await screen.findByText('mf_catalog 1.1.0 is served to 50 % of browsers')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Make live for everyone 1.1.0' })).toBeTruthy();
  });

  it("says why the shop refused a step, in the server's words", async () => {
    // The page offered a rollback, but another member of staff rolled back in the meantime.
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/releases/rollback') {
        return { status: 409, body: { code: 409, message: 'This version change is not possible', data: { reason: 'mf_catalog has no earlier version to roll back to' } } };
      }
      return ok([catalog(null, '0.9.0')]);
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('releases');
    renderInShop(<ReleasesPage />, { url: '/en/backoffice/releases' });
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to the previous version' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This version change is not possible: mf_catalog has no earlier version to roll back to');
  });

  it('offers no rollback for a remote with only one version, and lets a running canary be ended', async () => {
    const single: RemoteRelease = { ...catalog(null), remote: 'mf_account', versions: catalog(null).versions.slice(0, 1), history: [] };
    let rolledBack = 0;
    const fake = createFakeAdapter((config) => {
      if (config.url === '/api/backoffice/releases/rollback') {
        rolledBack += 1;
        return ok({ at: new Date().toISOString(), action: 'rollback', remote: 'mf_catalog', from: '1.1.0', to: '1.0.0' });
      }
      return ok([single, catalog({ version: '1.1.0', percent: 10 })]);
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('releases');
    renderInShop(<ReleasesPage />, { url: '/en/backoffice/releases' });
    const account = await screen.findByRole('region', { name: 'mf_account' });
    expect(within(account).queryByRole('button', { name: 'Roll back to the previous version' })).toBeNull();
    expect(within(account).queryByRole('button', { name: 'End the canary' })).toBeNull();
    const catalogCard = screen.getByRole('region', { name: 'mf_catalog' });
    fireEvent.click(within(catalogCard).getByRole('button', { name: 'End the canary' }));
    expect(await screen.findByText('mf_catalog is back on 1.0.0')).toBeTruthy();
    expect(rolledBack).toBe(1);
  });

  it('offers a rollback once a promotion has replaced an earlier version', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ok([{ ...catalog(null, '0.9.0'), history: [] }])).adapter;
    signInStaff('releases');
    renderInShop(<ReleasesPage />, { url: '/en/backoffice/releases' });
    const card = await screen.findByRole('region', { name: 'mf_catalog' });
    expect(within(card).getByRole('button', { name: 'Roll back to the previous version' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'End the canary' })).toBeNull();
  });
});
