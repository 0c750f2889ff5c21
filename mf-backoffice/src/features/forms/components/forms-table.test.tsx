import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { FormSummary } from '../api/get-forms';
import { FormsTable } from './forms-table';

const forms: FormSummary[] = [
  { formId: 'workshop', kind: 'common', title: 'Workshop', open: false, onSpecialOffers: true, editable: true, submissions: 3, lastSubmissionAt: null, version: 'v1' },
  { formId: 'feedback', kind: 'feedback', title: 'Feedback', open: true, onSpecialOffers: false, editable: false, submissions: 9, lastSubmissionAt: '2026-11-26T08:00:00.000Z', version: 'v7' },
];

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('forms list (console)', () => {
  it('links each form\'s submissions, edits only activity forms, and opens one at the version read', async () => {
    const fake = createFakeAdapter((config) =>
      config.url === '/api/backoffice/support/forms/list'
        ? { body: { code: 200, message: 'ok', data: forms } }
        : { body: { code: 200, message: 'ok', data: { formId: 'workshop', version: 'v2', open: true } } });
    apiClient.defaults.adapter = fake.adapter;
    signInStaff('support');
    renderInShop(<FormsTable />, { url: '/en/backoffice/forms' });
    const table = await screen.findByRole('table', { name: 'Forms (2)' });
    expect(within(table).getByRole('link', { name: 'Submissions of Feedback' }).getAttribute('href')).toBe('/en/backoffice/form-submissions?formId=feedback');
    expect(within(table).getByRole('link', { name: 'Edit Workshop' }).getAttribute('href')).toBe('/en/backoffice/form?formId=workshop');
    expect(within(table).queryByRole('link', { name: 'Edit Feedback' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Open Workshop' }));
    expect(await screen.findByText('Workshop is open.')).toBeTruthy();
    expect(sentBody(fake.requests.find((r) => r.url === '/api/backoffice/support/forms/open')!)).toEqual({ formId: 'workshop', version: 'v1', open: true });
  });
});
