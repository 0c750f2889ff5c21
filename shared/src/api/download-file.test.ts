import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { clearTokens, getToken, setTokens } from '@labmall/shared/auth/tokens';
import { downloadFile } from './download-file';

afterEach(() => {
  vi.unstubAllGlobals();
  apiClient.defaults.adapter = undefined;
  clearTokens();
});

describe('downloadFile', () => {
  it('refreshes an expired token through the API client and asks again, then saves the file under its name', async () => {
    setTokens('old', 'refresh-1');
    // The API client's own 401 recovery: /api/auth/user says 401, the refresh gives new tokens, the retry succeeds.
    let userCalls = 0;
    apiClient.defaults.adapter = createFakeAdapter((config) => {
      if (config.url === '/api/auth/refresh') return { body: { code: 200, message: 'ok', data: null, token: 'new', refresh_token: 'refresh-2' } };
      userCalls += 1;
      return userCalls === 1 ? { status: 401, body: { code: 401, message: 'expired', data: null } } : { body: { code: 200, message: 'ok', data: null, user: null } };
    }).adapter;
    const seen: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization!;
      seen.push(auth);
      return auth === 'Bearer new' ? new Response('a,b\n', { status: 200 }) : new Response('', { status: 401 });
    }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await downloadFile('/api/backoffice/catalogue/export?format=csv', 'catalogue.csv');
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(getToken()).toBe('new');
    expect(clicked).toEqual(['catalogue.csv']);
  });
});
