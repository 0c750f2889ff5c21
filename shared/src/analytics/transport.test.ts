import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_URL_LENGTH, sendPayload } from './transport';
import { decodeBase64Url, readBlob, removeBeacon, stubBeacon, stubImage } from './send-stubs';

const target = { collector: 'http://collector.example:8081/collect', project: 'labmall', token: 'tok 1' };
const event = { event: '$pageview', properties: { $title: '首页' } };

afterEach(() => {
  removeBeacon();
  vi.unstubAllGlobals();
});

describe('analytics transport', () => {
  it('uses the beacon first, with the JSON as a text/plain blob and project and token in the query', async () => {
    const sendBeacon = stubBeacon(true);
    const images = stubImage();
    expect(sendPayload(target, event)).toBe('beacon');
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('http://collector.example:8081/collect?project=labmall&token=tok%201');
    expect((blob as Blob).type).toBe('text/plain');
    expect(JSON.parse(await readBlob(blob as Blob))).toEqual(event);
    expect(images).toHaveLength(0);
  });

  it('falls back to an image GET with base64url data when the beacon returns false', () => {
    stubBeacon(false);
    const images = stubImage();
    expect(sendPayload(target, event)).toBe('image');
    const url = new URL(images[0]!);
    expect(url.searchParams.get('project')).toBe('labmall');
    expect(url.searchParams.get('token')).toBe('tok 1');
    expect(url.searchParams.get('data')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(decodeBase64Url(url.searchParams.get('data')!))).toEqual(event);
  });

  it('uses ajax (keepalive POST) when there is no beacon and the data is too long for a URL', () => {
    removeBeacon();
    expect('sendBeacon' in navigator).toBe(false);
    const images = stubImage();
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetchMock);
    const big = { ...event, properties: { note: 'x'.repeat(MAX_IMAGE_URL_LENGTH) } };
    expect(sendPayload(target, big)).toBe('ajax');
    expect(images).toHaveLength(0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://collector.example:8081/collect?project=labmall&token=tok%201');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual(big);
  });

  it('appends to a collector address that already has a query', () => {
    const sendBeacon = stubBeacon(true);
    sendPayload({ ...target, collector: 'https://c.example/sa?x=1', token: '' }, event);
    expect(sendBeacon.mock.calls[0]![0]).toBe('https://c.example/sa?x=1&project=labmall&token=');
  });
});
