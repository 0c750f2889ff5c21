import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { ArticleRecord } from '../api/get-article';
import { ArticleEditor } from './article-editor';

const record: ArticleRecord = {
  id: 7, version: 'v1', slug: 'electrolyte-safety', section: 'guide', status: 'draft', state: 'draft',
  title: { zh: '电解液安全', en: 'Electrolyte safety' }, summary: { zh: '摘要' }, body: { zh: '<p>正文</p>', en: '<p>Body</p>' },
  author: 'Lab team', tags: {}, publishedAt: '2026-11-26T08:00:00.000Z', missing: ['ja', 'ko'], files: [], cover: null, video: null, captions: [],
};
const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });

function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/content/article') return ok(record);
    return answers[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('article editor (console)', () => {
  it('creates a draft with the written languages only, then opens it by its id', async () => {
    const requests = serve({ '/api/backoffice/content/article/save': ok({ id: 7, version: 'v1' }) });
    signInStaff('content');
    renderInShop(<ArticleEditor />, { url: '/en/backoffice/article' });
    expect(screen.getByText('Save the article first; then add files and publish it.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'URL name' }), { target: { value: 'electrolyte-safety' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (Chinese)' }), { target: { value: '电解液安全' } });
    // The editor is a lazy chunk: on a busy machine it may take a while to arrive.
    const body = await screen.findByRole('textbox', { name: 'Body (Chinese)' });
    body.innerHTML = '<p>正文</p>';
    fireEvent.input(body);
    // The English tab shows English fields; its title was left blank, so English is not sent.
    fireEvent.click(screen.getByRole('tab', { name: /English/ }));
    expect(screen.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /English · not written yet/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await screen.findByText('Saved.');
    const save = requests.find((r) => r.url === '/api/backoffice/content/article/save')!;
    expect(sentBody(save)).toEqual({ slug: 'electrolyte-safety', section: 'guide', author: '', title: { zh: '电解液安全' }, summary: {}, body: { zh: '<p>正文</p>' }, tags: {} });
    // The router applies the navigation in a transition: it may land just after the message.
    await waitFor(() => expect(currentUrl()).toContain('/en/backoffice/article?id=7'));
  });

  it('schedules a publication at the time picked, with the version read', async () => {
    const requests = serve({ '/api/backoffice/content/article/status': ok({ id: 7, version: 'v2' }) });
    signInStaff('content');
    renderInShop(<ArticleEditor />, { url: '/en/backoffice/article?id=7' });
    const panel = within(await screen.findByRole('region', { name: 'Publishing' }));
    fireEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    expect(panel.getByRole('alert').textContent).toBe('Choose a time in the future.');
    fireEvent.change(panel.getByLabelText('Publish at (your local time)'), { target: { value: '2099-01-02T09:30' } });
    fireEvent.click(panel.getByRole('button', { name: 'Schedule' }));
    await screen.findByText('Scheduled.');
    const sent = sentBody(requests.find((r) => r.url === '/api/backoffice/content/article/status')!);
    expect(sent).toEqual({ id: 7, version: 'v1', status: 'published', publishAt: new Date('2099-01-02T09:30').toISOString() });
  });

  it('shows a 409 with the server reason and a reload that reads the article again', async () => {
    const requests = serve({ '/api/backoffice/content/article/save': { status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } } });
    signInStaff('content');
    renderInShop(<ArticleEditor />, { url: '/en/backoffice/article?id=7' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title (Chinese)' }), { target: { value: '新标题' } });
    expect(screen.getByRole('button', { name: 'Publish now' }).hasAttribute('disabled')).toBe(true); // unsaved edits first
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Someone else changed this record meanwhile/);
    const reads = requests.filter((r) => r.url === '/api/backoffice/content/article').length;
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Reload' }));
    await screen.findByDisplayValue('电解液安全');
    expect(requests.filter((r) => r.url === '/api/backoffice/content/article').length).toBe(reads + 1);
  });
});
