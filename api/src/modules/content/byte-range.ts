/**
 * The one byte range of a `Range: bytes=…` header (RFC 9110 §14): `start-end`, `start-` or `-suffix`.
 * Undefined for no header or one this server does not serve in part (several ranges, another unit): the
 * whole file is then sent, which the RFC allows. 'unsatisfiable' for a range past the end (answer 416).
 * Browsers ask for ranges to seek in a video; Safari plays none served without them.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
