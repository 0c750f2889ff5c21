import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import { renderInShop } from '../../../testing/render-in-shop';
import { ImportForm } from './import-form';

let requests: InternalAxiosRequestConfig[];
let reply: FakeReply;

beforeEach(() => {
  const fake = createFakeAdapter(() => reply);
  requests = fake.requests;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = undefined;
});

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['x'], name, { type: 'text/csv' })] } });

describe('lab list import form', () => {
  it('shows every bad row of a refused file by its line number', async () => {
    reply = {
      status: 400,
      body: {
        code: 400,
        message: 'Some rows of the file cannot be imported; nothing was imported',
        data: { errors: [{ line: 3, code: 'unknown_sku', message: 'No SKU has the code “X”' }, { line: 7, code: 'duplicate', message: 'Duplicate' }] },
      },
    };
    const onImported = vi.fn();
    renderInShop(<ImportForm listId={5} onImported={onImported} />);
    choose('list.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe('Some rows of the file cannot be imported; nothing was imported');
    const table = within(alert).getByRole('table', { name: '2 problems; nothing was imported' });
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Line', 'Problem'],
      ['3', 'No SKU has the code “X”'],
      ['7', 'Duplicate'],
    ]);
    expect(requests[0]?.params).toEqual({ listId: 5 });
    expect(requests[0]?.data).toBeInstanceOf(FormData);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('asks for a name and a file before sending a new list, then hands over the imported list', async () => {
    const list = { id: 9, name: 'Monthly', updatedAt: '2026-01-01T00:00:00Z', lines: [] };
    reply = { body: { code: 200, message: 'ok', data: list } };
    const onImported = vi.fn();
    renderInShop(<ImportForm onImported={onImported} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a CSV or XLSX file');
    choose('list.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a name for the list'));
    expect(requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Monthly ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(list));
    expect(requests[0]?.params).toEqual({ name: 'Monthly' });
  });
});
