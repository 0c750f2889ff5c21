import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import type { FormDefinition, FormFieldDefinition } from '../api/form-types';
import { DynamicForm } from './dynamic-form';

const field = (name: string, type: FormFieldDefinition['type'], extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  name, type, label: `Label ${name}`, help: '', required: false, min: null, max: null, pattern: null, patternHint: '', options: [], ...extra,
});
const options = [{ value: 'a', label: 'Option A' }, { value: 'b', label: 'Option B' }];

const form: FormDefinition = {
  formId: 'workshop', type: 'common', title: 'Workshop', intro: '', open: true,
  fields: [
    field('name', 'text', { required: true }), field('email', 'email'), field('phone', 'phone'), field('count', 'number', { min: 1, max: 5 }),
    field('session', 'select', { options }), field('topics', 'multiSelect', { options }), field('day', 'date'),
    field('poster', 'file', { max: 2, accept: 'application/pdf', maxFileBytes: 5 * 1024 * 1024 }), field('notes', 'textarea'), field('privacy', 'agreement', { required: true }),
  ],
};

beforeEach(() => appStore.getState().setLanguage('2'));
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = undefined;
});

describe('a server-defined form', () => {
  it('renders a labelled control for every field type', () => {
    render(<DynamicForm form={form} />);
    expect((screen.getByLabelText(/Label name/) as HTMLInputElement).type).toBe('text');
    expect((screen.getByLabelText('Label email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Label phone') as HTMLInputElement).type).toBe('tel');
    expect((screen.getByLabelText('Label count') as HTMLInputElement).min).toBe('1');
    expect(screen.getByLabelText('Label session').tagName).toBe('SELECT');
    expect(screen.getByRole('group', { name: 'Label topics' }).querySelectorAll('input[type=checkbox]')).toHaveLength(2);
    expect((screen.getByLabelText('Label day') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('Label poster') as HTMLInputElement).multiple).toBe(true);
    expect(screen.getByLabelText('Label notes').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText(/Label privacy/) as HTMLInputElement).type).toBe('checkbox');
  });

  it('sends multipart FormData (not JSON), shows each refused field beside it and keeps what was typed', async () => {
    const fake = createFakeAdapter(() => ({
      status: 400,
      body: { code: 400, message: 'Please correct the marked fields and send again', data: { errors: [{ field: 'email', message: 'Field "Email" has an invalid format' }] } },
    }));
    apiClient.defaults.adapter = fake.adapter;
    render(<DynamicForm form={form} />);
    fireEvent.change(screen.getByLabelText(/Label name/), { target: { value: 'Dr. Lin' } });
    fireEvent.change(screen.getByLabelText('Label email'), { target: { value: 'lin@' } });
    fireEvent.click(screen.getByRole('button', { name: 'helpService.form.submit' }));
    expect(await screen.findByText('Field "Email" has an invalid format')).toBeTruthy();
    expect(screen.getByLabelText('Label email').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/Label name/) as HTMLInputElement).value).toBe('Dr. Lin');
    expect(screen.getByRole('alert').textContent).toBe('helpService.form.fixErrors');
    const sent = fake.requests[0]!;
    expect(sent.url).toBe('/api/forms/workshop/submissions');
    expect(sent.data).toBeInstanceOf(FormData);
    expect((sent.data as FormData).get('name')).toBe('Dr. Lin');
  });

  it('thanks the sender once the server has it', async () => {
    apiClient.defaults.adapter = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { received: true } } })).adapter;
    render(<DynamicForm form={form} />);
    fireEvent.click(screen.getByRole('button', { name: 'helpService.form.submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('helpService.form.sent');
  });

  it('says so when the form is closed', () => {
    render(<DynamicForm form={{ ...form, open: false }} />);
    expect(screen.getByRole('status').textContent).toBe('helpService.form.closed');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
