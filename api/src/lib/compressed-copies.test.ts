import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { compressedCopy, preferredEncoding, sendCompressible } from './compressed-copies';

describe('compressed copies of cached answers', () => {
  it('chooses br, else gzip, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses an answer once per encoding, and the copy is the answer', () => {
    const text = JSON.stringify({ code: 200, data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `产品 ${i}` })) });
    const br = compressedCopy(text, 'br');
    expect(compressedCopy(text, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(gunzipSync(compressedCopy(text, 'gzip')).toString('utf8')).toBe(text);
  });
});

describe('sending a text that is sent often', () => {
  const page = `<!doctype html><html lang="en"><body>${'<p>LiPF6 electrolyte, 500 g</p>'.repeat(200)}</body></html>`;
  async function appSending(text: string) {
    const app = Fastify();
    app.get('/page', (_request, reply) => sendCompressible(reply.code(404).header('vary', 'Cookie'), text, 'text/html; charset=utf-8'));
    await app.ready();
    return app;
  }

  it('sends the compressed copy the client accepts, keeping the status and the other Vary', async () => {
    const app = await appSending(page);
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(page);
    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page);
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toBe(page);
    await app.close();
  });

  it('sends a short text as it is', async () => {
    const app = await appSending('<p>short</p>');
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<p>short</p>');
    await app.close();
  });
});
