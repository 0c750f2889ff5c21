import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopy, preferredEncoding } from './precompressed-json';

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
