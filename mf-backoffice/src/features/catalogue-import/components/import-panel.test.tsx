import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop, signInStaff } from '../../../testing/render-in-shop';
import { ImportPanel } from './import-panel';

const IMPORT_ID = '0b7e3f7a-7a55-4d3c-9a43-3c3a8f1f2a11';
const report = (refused: Array<{ row: number; column: string; reason: string }>) =>
  ({ body: { code: 200, message: 'ok', data: { importId: IMPORT_ID, rows: 12, create: 2, update: 3, unchanged: 7 - refused.length, refused } } });

function serve(check: FakeReply) {
  const fake = createFakeAdapter((config) => {
    if (config.url === '/api/backoffice/catalogue/import/check') return check;
    if (config.url === '/api/backoffice/catalogue/import/apply') return { body: { code: 200, message: 'ok', data: { create: 2, update: 3, unchanged: 7 } } };
    return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  });
  apiClient.defaults.adapter = fake.adapter;
  return fake.requests;
}

function chooseAndCheck() {
  const file = new File(['product_id,sku_code\n'], 'catalogue.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Catalogue file (.xlsx or .csv)'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => {
  apiClient.defaults.adapter = undefined;
  appStore.getState().setAuthUser(null);
});

describe('catalogue import', () => {
  it('shows each refused row with its reason and offers no apply', async () => {
    serve(report([{ row: 7, column: 'price', reason: 'Row 7: price must be a number above 0 with at most 2 decimals' }]));
    signInStaff('catalogue');
    renderInShop(<ImportPanel />, { url: '/en/backoffice/import' });
    chooseAndCheck();
    const table = await screen.findByRole('table', { name: 'Refused rows (1)' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('7priceRow 7: price must be a number above 0 with at most 2 decimals');
    expect(screen.getByRole('alert').textContent).toBe('1 refused: correct them in the file and check it again.');
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('applies a clean check by its id and says what it did', async () => {
    const requests = serve(report([]));
    signInStaff('catalogue');
    renderInShop(<ImportPanel />, { url: '/en/backoffice/import' });
    chooseAndCheck();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 5 changes' }));
    expect(await screen.findByText('Imported: 2 created, 3 changed, 7 unchanged.')).toBeTruthy();
    expect(sentBody(requests.at(-1)!)).toEqual({ importId: IMPORT_ID });
  });

  it('asks for a file before checking, and shows a refused upload', async () => {
    serve({ status: 400, body: { code: 400, message: 'The file is not a CSV or XLSX spreadsheet', data: null } });
    signInStaff('catalogue');
    renderInShop(<ImportPanel />, { url: '/en/backoffice/import' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file first.');
    chooseAndCheck();
    expect(await screen.findByText('The file is not a CSV or XLSX spreadsheet')).toBeTruthy();
  });
});
