import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';
import { staffGet, staffPost } from './staff-api';
import { offlineAdapter } from '../testing/render-in-shop';

afterEach(() => {
  apiClient.defaults.adapter = offlineAdapter;
});

describe('console calls', () => {
  it('resolves with the data of a 200 and rejects any other code the shop client lets through', async () => {
    apiClient.defaults.adapter = createFakeAdapter((config) => (config.url === '/ok'
      ? { body: { code: 200, message: 'ok', data: { n: 1 } } }
      : { body: { code: -1007, message: 'partly done', data: [] } })).adapter;
    await expect(staffGet('/ok')).resolves.toEqual({ n: 1 });
    await expect(staffPost('/partial', {})).rejects.toMatchObject({ code: -1007, message: 'partly done' });
  });

  it('sends a file as multipart, not as JSON', async () => {
    const fake = createFakeAdapter(() => ({ body: { code: 200, message: 'ok', data: { url: '/media/x.webp' } } }));
    apiClient.defaults.adapter = fake.adapter;
    const form = new FormData();
    form.append('file', new Blob(['png']), 'x.png');
    await staffPost('/upload', form);
    expect(fake.requests[0]!.data).toBeInstanceOf(FormData);
  });
});
