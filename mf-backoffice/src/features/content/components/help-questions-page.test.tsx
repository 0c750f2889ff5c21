import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { HelpQuestionsPage } from './help-questions-page';

const text = (word: string) => ({ zh: `${word}中`, en: word, ja: `${word}ja`, ko: `${word}ko` });
const row = { id: 5, version: 'v3', categoryId: 1, title: text('How do I pay by transfer?'), popular: true, published: true, sort: 2 };

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('help questions (console)', () => {
  it('filters by group on the server and takes a question off the help centre with the version read', async () => {
    const fake = createFakeAdapter((config) => {
      const data = {
        '/api/backoffice/content/help/categories': [{ id: 1, slug: 'ordering', name: text('Ordering') }, { id: 2, slug: 'payment', name: text('Payment') }],
        '/api/backoffice/content/help/questions': { items: [row], total: 1, page: 1, pageSize: 50 },
        '/api/backoffice/content/help/question': { ...row, answer: text('Choose bank transfer at checkout.') },
        '/api/backoffice/content/help/question/save': { id: 5, version: 'v4' },
      }[config.url ?? ''];
      return data ? { body: { code: 200, message: 'ok', data } } : { status: 404, body: { code: 404, message: 'Not found', data: null } };
    });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('content');
    renderInShop(<HelpQuestionsPage />, { url: '/en/backoffice/help' });
    await screen.findByRole('table', { name: 'Help questions (1)' });
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: '2' } });
    await screen.findByRole('table', { name: 'Help questions (1)' });
    expect(fake.requests.filter((r) => r.url === '/api/backoffice/content/help/questions').at(-1)!.params).toEqual({ page: '1', pageSize: '50', categoryId: '2' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit How do I pay by transfer?' }));
    const form = await screen.findByRole('form', { name: 'Help question' });
    expect((screen.getByRole('textbox', { name: 'Answer · English' }) as HTMLTextAreaElement).value).toBe('Choose bank transfer at checkout.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'On the help centre' }));
    fireEvent.submit(form);
    await screen.findByText('Question saved.');
    const sent = sentBody(fake.requests.find((r) => r.url === '/api/backoffice/content/help/question/save')!);
    expect(sent).toMatchObject({ id: 5, version: 'v3', published: false, popular: true, categoryId: 1, answer: text('Choose bank transfer at checkout.') });
  });
});
