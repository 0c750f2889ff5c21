import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import type { FormDefinition } from '../features/forms/api/form-types';
import MobileForm, { loader } from './mobile-form';

const definition: FormDefinition = {
  formId: 'workshop', type: 'common', title: 'Cathode workshop', intro: 'Tell us who is coming', open: true,
  fields: [
    { name: 'name', type: 'text', label: 'Name', help: '', required: true, min: null, max: null, pattern: null, patternHint: '', options: [] },
    { name: 'email', type: 'email', label: 'E-mail', help: '', required: true, min: null, max: null, pattern: null, patternHint: '', options: [] },
  ],
};
const serve = () => {
  const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: definition } }));
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
};
const open = (query: string) => renderInShop(<MobileForm />, { url: `/en/m/form?${query}` }, '/m/form');

beforeEach(() => {
  vi.stubGlobal('__APP_NAME__', 'mf_help_service');
  vi.stubGlobal('__APP_VERSION__', 'test');
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  apiClient.defaults.adapter = undefined;
});

describe('the shop\'s mobile form page', () => {
  it('renders the form to post itself to the same call, coming back here, for a browser without JavaScript', async () => {
    const requests = serve();
    open('type=common&formId=workshop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cathode workshop' })).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/forms/workshop');
    const form = screen.getByRole('button', { name: /submit|send/i }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/api/forms/workshop/submissions');
    expect((form.querySelector('input[name="_returnTo"]') as HTMLInputElement).value).toBe('/en/m/form?type=common&formId=workshop');
  });

  it('shows the outcome the server sent it back with: a refusal at its field, or the thanks', async () => {
    serve();
    open('type=common&formId=workshop&failed=invalid&field=email');
    expect(await screen.findByText('Something needs changing: check the marked field and send again.')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    cleanup();
    open('type=common&formId=workshop&sent=1');
    expect(await screen.findByRole('link', { name: /another/i })).toBeTruthy();
  });

  it('loads the form on the server before rendering (its loader), and says so when the link names no form', async () => {
    const keys: string[] = [];
    await loader({ params: {}, search: new URLSearchParams('type=common&formId=workshop'), language: 'en', prefetch: async (query: { key: string }) => { keys.push(query.key); } } as never);
    expect(keys).toEqual(['form|workshop|common']);
    open('type=common');
    expect(screen.getByRole('status').textContent).not.toBe('');
  });
});
