import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.gz` (level 9) and `file.br` (quality 11) beside every compressible build file. The server sends
 * these as they are (@fastify/static `preCompressed`), so shoppers get the smallest files without the server
 * spending maximum-compression CPU on every request.
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    // A remote's server build is read by Node from disk, never sent to a browser.
    if (name === 'server' && statSync(file).isDirectory()) continue;
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}
