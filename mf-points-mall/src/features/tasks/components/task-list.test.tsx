import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { renderInShop } from '../../../testing/render-in-shop';
import { TaskList } from './task-list';

const task = (code: string, name: string, status: string, claimable = true) => ({ code, name, description: `${name} how`, points: 10, period: 'daily', status, claimable });

/** The tasks API as the server answers: check-in ready until claimed, then done; a second claim is a 409. */
function serveTasks() {
  const state = { checkedIn: false, claims: [] as unknown[] };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    if (config.url === '/api/points-tasks/list') {
      return { body: { code: 200, message: 'ok', data: { balance: state.checkedIn ? 110 : 100, items: [task('checkIn', 'Daily check-in', state.checkedIn ? 'done' : 'ready'), task('readArticle', 'Read an article', 'todo', false)] } } };
    }
    if (config.url === '/api/points-tasks/claim') {
      state.claims.push(JSON.parse(String(config.data)));
      if (state.checkedIn) return { status: 409, body: { code: 409, message: 'You have already earned this task’s points for this period', data: null } };
      state.checkedIn = true;
      return { body: { code: 200, message: 'ok', data: { code: 'checkIn', points: 10, balance: 110 } } };
    }
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  }).adapter;
  return state;
}

afterEach(() => {
  apiClient.defaults.adapter = undefined;
});

describe('task list', () => {
  it('claims a ready task, announces the points and shows it done; a read task has no button', async () => {
    const state = serveTasks();
    renderInShop(<TaskList />);
    const checkIn = (await screen.findByText('Daily check-in')).closest('li')!;
    expect(within(screen.getByText('Read an article').closest('li')!).queryByRole('button')).toBeNull();
    expect(screen.getByText('Credited automatically once done')).toBeTruthy();
    fireEvent.click(within(checkIn).getByRole('button', { name: 'Check in' }));
    expect((await screen.findByText('You earned 10 pts; you now have 110.')).getAttribute('role')).toBe('status');
    expect(await within(screen.getByText('Daily check-in').closest('li')!).findByText('Done')).toBeTruthy();
    expect(state.claims).toEqual([{ code: 'checkIn' }]);
  });
});
