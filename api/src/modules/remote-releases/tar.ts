import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The release archive's format: a plain ustar tar, gzipped. Written by `npm run mf -- publish` and read by the shop;
 * small enough to own (no dependency), and the reader refuses anything but regular files and folders with safe
 * relative paths, so an archive can never write outside its version folder (no `..`, no absolute path, no links).
 */
export interface TarFile {
  path: string;
  data: Buffer;
}

export class ArchiveError extends Error {}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** A relative path of plain segments; anything else is refused. */
export function safePath(name: string): string {
  const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
  const segments = clean.split('/');
  if (!clean || clean.startsWith('/') || clean.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..') || /\p{Cc}/u.test(clean)) {
    throw new ArchiveError(`unsafe path in the archive: "${name}"`);
  }
  return clean;
}

/** Reads a .tar.gz: at most `maxUnpacked` bytes once unpacked (a small bomb is refused before it fills the disk). */
export function readTarGz(archive: Buffer, maxUnpacked: number): TarFile[] {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: maxUnpacked });
  } catch {
    throw new ArchiveError(`the archive is not a gzip file or unpacks to more than ${maxUnpacked} bytes`);
  }
  const files: TarFile[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    if (!Number.isFinite(size) || size < 0 || at + BLOCK + size > tar.length) throw new ArchiveError('the archive is truncated');
    if (type === '0' || type === '\0') files.push({ path: safePath(name), data: Buffer.from(tar.subarray(at + BLOCK, at + BLOCK + size)) });
    else if (type === '5') safePath(name);
    else throw new ArchiveError(`"${name}" is not a regular file (type ${type}): links and devices are refused`);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function headerFor(path: string, size: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  // ustar keeps a long path as prefix (≤ 155) + '/' + name (≤ 100).
  let split = -1;
  for (let i = path.indexOf('/'); path.length > 100 && i >= 0 && split < 0; i = path.indexOf('/', i + 1)) {
    if (i <= 155 && path.length - i - 1 <= 100) split = i;
  }
  const [prefix, name] = split > 0 ? [path.slice(0, split), path.slice(split + 1)] : ['', path];
  if (name.length > 100 || prefix.length > 155) throw new ArchiveError(`path too long for the archive: ${path}`);
  header.write(name, 0, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(0, 12), 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\u000000', 257, 'latin1');
  header.write(prefix, 345, 'utf8');
  const sum = header.reduce((total, b) => total + b, 0);
  header.write(octal(sum, 7) + ' ', 148, 'latin1');
  return header;
}

/** Writes the files as a .tar.gz (the publish command's side). */
export function writeTarGz(files: TarFile[]): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(headerFor(safePath(file.path), file.data.length), file.data, Buffer.alloc((BLOCK - (file.data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}
