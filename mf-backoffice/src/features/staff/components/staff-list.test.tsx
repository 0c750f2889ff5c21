import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { StaffList } from './staff-list';

const member = { id: 3, account: 'cat@labmall.test', nickname: 'ca***', scope: ['user', 'catalogue'], secondFactor: true };

function serve() {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/staff/list') return { body: { code: 200, message: 'ok', data: { items: [member], total: 1, page: 1, pageSize: 50 } } };
    if (config.url === '/api/backoffice/staff/reset-second-factor') return { body: { code: 200, message: 'ok', data: { enrolmentCode: 'k3mf-9qzt-a7wp' } } };
    return { body: { code: 200, message: 'ok', data: { enrolmentCode: null } } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('staff list', () => {
  it('grants changed scopes, resets a second factor and removes from staff, each after a confirmation', async () => {
    const requests = serve();
    signInStaff('admin');
    renderInShop(<StaffList />);
    const row = (await screen.findByText('cat@labmall.test')).closest('tr')!;
    const scopes = within(row).getByRole('group', { name: 'Roles of cat@labmall.test' });
    expect((within(scopes).getByRole('checkbox', { name: 'Catalogue' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(scopes).getByRole('checkbox', { name: 'Orders' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save the roles of cat@labmall.test' }));
    expect(within(row).getByText('Give cat@labmall.test these roles: Catalogue, Orders?')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/backoffice/staff/grant')).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The roles of cat@labmall.test were saved.')).toBeTruthy();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/staff/grant')!)).toEqual({ account: 'cat@labmall.test', scope: ['catalogue', 'orders'] });

    const fresh = (await screen.findByText('cat@labmall.test')).closest('tr')!;
    fireEvent.click(within(fresh).getByRole('button', { name: 'Reset the second factor of cat@labmall.test' }));
    fireEvent.click(within(fresh).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The second factor of cat@labmall.test was reset.')).toBeTruthy();
    expect(sentBody(requests.find((r) => r.url === '/api/backoffice/staff/reset-second-factor')!)).toEqual({ account: 'cat@labmall.test' });
    // The new enrolment code, shown once for the admin to hand over.
    expect(screen.getByRole('heading', { name: 'Enrolment code for cat@labmall.test' })).toBeTruthy();
    expect(screen.getByTestId('enrolment-code').textContent).toBe('k3mf-9qzt-a7wp');

    const again = (await screen.findByText('cat@labmall.test')).closest('tr')!;
    fireEvent.click(within(again).getByRole('button', { name: 'Remove cat@labmall.test from staff' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('cat@labmall.test is no longer staff.')).toBeTruthy();
    expect(screen.queryByTestId('enrolment-code')).toBeNull();
    expect(requests.filter((r) => r.url === '/api/backoffice/staff/grant').map(sentBody).at(-1)).toEqual({ account: 'cat@labmall.test', scope: [] });
  });
});
