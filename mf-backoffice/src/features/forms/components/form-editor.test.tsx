import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, offlineAdapter, renderInShop, signInStaff } from '../../../testing/render-in-shop';
import type { FormDetail } from '../api/get-form';
import { FormEditor } from './form-editor';

const text = (en: string) => ({ zh: `${en}（中）`, en, ja: `${en}（日）`, ko: `${en}（한）` });
const stored: FormDetail = {
  formId: 'workshop', kind: 'common', title: text('Workshop'), intro: text('Join us'), open: true, onSpecialOffers: false, editable: true, version: 'v1',
  link: '/activity/commonForm?type=common&formId=workshop',
  fields: [
    { name: 'name', type: 'text', label: text('Name'), required: true },
    { name: 'email', type: 'email', label: text('E-mail'), required: true },
  ],
};

function serve(save: { status?: number; body: unknown }) {
  const fake = createFakeAdapter((config) => (config.url === '/api/backoffice/support/forms/detail' ? { body: { code: 200, message: 'ok', data: stored } } : save));
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}
const fill = (legend: string, value: (lang: string) => string) => {
  const group = screen.getByRole('group', { name: legend });
  for (const input of within(group).getAllByRole('textbox')) fireEvent.change(input, { target: { value: value(input.getAttribute('lang')!) } });
};

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
  appStore.getState().setAuthUser(null);
});

describe('activity form editor', () => {
  it('reorders, adds and removes fields from the keyboard and saves the whole form at its version', async () => {
    const requests = serve({ body: { code: 200, message: 'ok', data: { formId: 'workshop', version: 'v2', open: true } } });
    signInStaff('support');
    renderInShop(<FormEditor />, { url: '/en/backoffice/form?formId=workshop' });
    const down = await screen.findByRole('button', { name: 'Move Name down' });
    fireEvent.click(down);
    expect(document.activeElement?.textContent).toBe('2. Name');
    fireEvent.change(screen.getByRole('combobox', { name: 'New field type' }), { target: { value: 'multiSelect' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    expect(document.activeElement?.textContent).toBe('3. Field 3');
    const labels = screen.getAllByRole('group', { name: 'Label' });
    for (const input of within(labels[2]!).getAllByRole('textbox')) fireEvent.change(input, { target: { value: `Topics ${input.getAttribute('lang')}` } });
    for (const input of within(screen.getByRole('group', { name: 'Label of option 1' })).getAllByRole('textbox')) fireEvent.change(input, { target: { value: 'Cathodes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove E-mail' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form is saved.')).toBeTruthy();
    const body = sentBody(requests.find((r) => r.url === '/api/backoffice/support/forms/save')!) as { version: string; fields: Array<{ name: string; type: string }> };
    expect(body.version).toBe('v1');
    expect(body.fields.map((f) => [f.name, f.type])).toEqual([['name', 'text'], ['field3', 'multiSelect']]);
  });

  it('shows what the check finds beside its input and sends nothing, then the server\'s stale refusal with a reload', async () => {
    const requests = serve({ status: 409, body: { code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again', data: null } });
    signInStaff('support');
    renderInShop(<FormEditor />, { url: '/en/backoffice/form?formId=workshop' });
    const name = (await screen.findAllByRole('textbox', { name: 'Field name (the export column)' }))[1]!;
    fireEvent.change(name, { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Another field has this name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url?.endsWith('/save'))).toBe(false);
    fireEvent.change(name, { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record meanwhile; reload it and edit again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('creates a new form closed and goes to it; the preview shows it in the language chosen', async () => {
    const requests = serve({ body: { code: 200, message: 'ok', data: { formId: 'new-one', version: 'v1', open: false } } });
    signInStaff('support');
    renderInShop(<FormEditor />, { url: '/en/backoffice/form' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Form key' }), { target: { value: 'new-one' } });
    fill('Title', (lang) => `Survey ${lang}`);
    fill('Introduction', (lang) => `Intro ${lang}`);
    fill('Label', (lang) => `Institution ${lang}`);
    const preview = screen.getByRole('region', { name: 'Preview' });
    fireEvent.change(within(preview).getByRole('combobox', { name: 'Preview language' }), { target: { value: 'ko' } });
    expect(within(preview).getByRole('heading', { name: 'Survey ko' })).toBeTruthy();
    expect(within(preview).getByRole('textbox', { name: 'Institution ko' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New activity form' }));
    await screen.findByText('The form is created (still closed).');
    expect(sentBody(requests.find((r) => r.url?.endsWith('/save'))!)).toMatchObject({ formId: 'new-one', title: { ko: 'Survey ko' } });
    // The router's navigation lands in a transition, sometimes just after the message.
    await waitFor(() => expect(currentUrl()).toContain('/en/backoffice/form?formId=new-one'));
  });
});
