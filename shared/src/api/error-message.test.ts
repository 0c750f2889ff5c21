import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiErrorMessage } from './error-message';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

describe('apiErrorMessage', () => {
  it('reads the message of a rejected envelope', () => {
    expect(apiErrorMessage({ code: 409, message: '库存不足', data: null }, 'failed')).toBe('库存不足');
  });

  it('reads the server message of an HTTP error', () => {
    const response = { data: { code: 400, message: 'pageSize too large' }, status: 400, statusText: '', headers: {}, config };
    expect(apiErrorMessage(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response), 'failed')).toBe('pageSize too large');
  });

  it('falls back for network errors and unknown values, never showing axios internals', () => {
    expect(apiErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config), 'failed')).toBe('failed');
    expect(apiErrorMessage(undefined, 'failed')).toBe('failed');
    expect(apiErrorMessage({ code: 1, message: '' }, 'failed')).toBe('failed');
  });
});
