import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { TasksTable } from './tasks-table';

const text = (label: string) => ({ zh: `${label}（中）`, en: label, ja: `${label}（日）`, ko: `${label}（한）` });
const task = { code: 'checkIn', name: text('Daily check-in'), description: text('Sign in once a day'), period: 'daily', points: 5, enabled: true, version: 'v1' };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('points task rewards', () => {
  it('saves a task\'s reward with the version it read, and tells staff when someone saved it first', async () => {
    const fake = createFakeAdapter((config) => config.url === '/api/backoffice/points/tasks/list'
      ? { body: { code: 200, message: 'ok', data: [task] } }
      : { status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('points');
    renderInShop(<TasksTable />, { url: '/en/backoffice/points-tasks' });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Reward of “Daily check-in” in points' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '“Daily check-in” runs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record meanwhile; reload it and edit again')).toBeTruthy();
    expect(sentBody(fake.requests.find((r) => r.url === '/api/backoffice/points/tasks/save')!)).toEqual({ code: 'checkIn', version: 'v1', points: 8, enabled: false });
  });

  it('refuses a reward that is not a whole number before asking the server', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: [task] } }));
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('points');
    renderInShop(<TasksTable />, { url: '/en/backoffice/points-tasks' });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Reward of “Daily check-in” in points' }), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The reward of “Daily check-in” must be a whole number from 1 to 100,000.')).toBeTruthy();
    expect(fake.requests.some((r) => r.url === '/api/backoffice/points/tasks/save')).toBe(false);
  });
});
