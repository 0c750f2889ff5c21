import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  it('writes .gz and .br beside compressible files of 1 KB or more, recursively, and leaves the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'static'));
    const big = 'export const x = 1;\n'.repeat(200);
    writeFileSync(path.join(dir, 'static/app.js'), big);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096));
    expect(precompress(dir)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dir, 'static/app.js.gz'))).toString()).toBe(big);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'static/app.js.br'))).toString()).toBe(big);
    expect(existsSync(path.join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'image.png.gz'))).toBe(false);
  });
});
