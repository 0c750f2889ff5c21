import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { apiFileUrl } from './api-file-url';

describe('apiFileUrl', () => {
  afterEach(() => setRuntimeConfig({}));

  it('keeps a site-relative path when the API is on the page origin', () => {
    setRuntimeConfig({ shopHost: '' });
    expect(apiFileUrl('/media/catalogue/x/160.webp')).toBe('/media/catalogue/x/160.webp');
  });

  it('puts the file on the configured shop host', () => {
    setRuntimeConfig({ shopHost: 'https://api.example.test' });
    expect(apiFileUrl('/media/catalogue/x/160.webp')).toBe('https://api.example.test/media/catalogue/x/160.webp');
  });
});
