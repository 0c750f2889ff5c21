import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { HelpQuestionsPage } from './help-questions-page';

const text = (word: string) => ({ zh: `${word}中`, en: word, ja: `${word}ja`, ko: `${word}ko` });
const BASE = '/api/backoffice/content/help/';
const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const refused = (status: number, message: string): FakeReply => ({ status, body: { code: status, message, data: null } });

/** A console API holding help groups: saves and deletes change what the next list answers. */
function serve(groups: Array<Record<string, unknown>>, answer: (config: InternalAxiosRequestConfig) => FakeReply | undefined = () => undefined) {
  const fake = createFakeAdapter((config) => {
    const special = answer(config);
    if (special) return special;
    const url = config.url ?? '';
    if (url === `${BASE}categories`) return ok(groups);
    if (url === `${BASE}questions`) return ok({ items: [], total: 0, page: 1, pageSize: 50 });
    if (url === `${BASE}category/save`) {
      const body = sentBody(config) as Record<string, unknown>;
      const saved = { ...body, id: body.id ?? 9, version: 'v2', questionCount: 0 };
      groups.splice(0, groups.length, ...groups.filter((g) => g.id !== saved.id), saved);
      return ok({ id: saved.id, version: 'v2' });
    }
    if (url === `${BASE}category/delete`) {
      const { id } = sentBody(config) as { id: number };
      groups.splice(0, groups.length, ...groups.filter((g) => g.id !== id));
      return ok(null);
    }
    return refused(404, 'Not found');
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const posted = (requests: InternalAxiosRequestConfig[], path: string) => requests.filter((r) => r.url === `${BASE}${path}`).map(sentBody);

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('help groups (console)', () => {
  it('lists the groups with their questions, adds one in a dialog and edits it at the version read', async () => {
    const requests = serve([{ id: 1, version: 'v1', slug: 'ordering', name: text('Ordering'), sort: 0, questionCount: 3 }]);
    signInStaff('content');
    renderInShop(<HelpQuestionsPage />, { url: '/en/backoffice/help' });
    const table = await screen.findByRole('table', { name: 'Help groups (1)' });
    const row = within(table).getByRole('row', { name: /Ordering/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['ordering', '3', '0', expect.any(String)]);

    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    expect(document.getElementById(slug.getAttribute('aria-describedby')!)!.textContent).toBe('Lowercase letters, digits and dashes, e.g. after-sales');
    fireEvent.change(slug, { target: { value: 'After-Sales' } });
    for (const [language, label] of [['zh', 'Chinese'], ['en', 'English'], ['ja', 'Japanese'], ['ko', 'Korean']] as const) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: `Name · ${label}` }), { target: { value: text('After-sales')[language] } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(requests, 'category/save')).toEqual([{ slug: 'after-sales', name: text('After-sales'), sort: 1 }]);
    await screen.findByRole('table', { name: 'Help groups (2)' });
    // The question form's group list has it too.
    expect(within(screen.getByLabelText('Group')).getByRole('option', { name: 'After-sales' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit group Ordering' }));
    const edit = screen.getByRole('dialog', { name: 'Edit group Ordering' });
    fireEvent.change(within(edit).getByRole('spinbutton', { name: 'Order' }), { target: { value: '5' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Group saved.');
    expect(posted(requests, 'category/save')[1]).toEqual({ id: 1, version: 'v1', slug: 'ordering', name: text('Ordering'), sort: 5 });
  });

  it('shows the server\'s refusal beside the field it names, and keeps what was typed', async () => {
    serve([], (config) =>
      config.url === `${BASE}category/save` ? refused(400, 'Field "name.ko" must have at least 1 character') : undefined);
    signInStaff('content');
    renderInShop(<HelpQuestionsPage />, { url: '/en/backoffice/help' });
    expect(await screen.findByText('No groups yet: add one before adding questions.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New question' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = screen.getByRole('dialog', { name: 'New group' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Slug' }), { target: { value: 'payment' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const korean = within(dialog).getByRole('textbox', { name: 'Name · Korean' });
    expect(await within(dialog).findByText('Field "name.ko" must have at least 1 character', { selector: '.bo-field-error' })).toBeTruthy();
    expect(korean.getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toBe('payment');
  });

  it('asks before deleting, says why a group with questions stays, and deletes an empty one', async () => {
    const requests = serve(
      [{ id: 1, version: 'v1', slug: 'ordering', name: text('Ordering'), sort: 0, questionCount: 3 }, { id: 2, version: 'v7', slug: 'empty', name: text('Empty'), sort: 1, questionCount: 0 }],
      (config) => config.url === `${BASE}category/delete` && (sentBody(config) as { id: number }).id === 1
        ? refused(409, 'This group still has questions; move or delete them first') : undefined,
    );
    signInStaff('content');
    renderInShop(<HelpQuestionsPage />, { url: '/en/backoffice/help' });
    await screen.findByRole('table', { name: 'Help groups (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete group Ordering' }));
    expect(screen.getByRole('group', { name: 'Delete the group Ordering?' })).toBeTruthy();
    expect(posted(requests, 'category/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('This group still has questions; move or delete them first')).closest('[role="alert"]')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete group Empty' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('Group Empty deleted.')).closest('[role="status"]')).toBeTruthy();
    await screen.findByRole('table', { name: 'Help groups (1)' });
    expect(posted(requests, 'category/delete')).toEqual([{ id: 1, version: 'v1' }, { id: 2, version: 'v7' }]);
  });
});
