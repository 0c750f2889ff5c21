/**
 * `Content-Disposition: attachment` with the download name: an ASCII fallback in `filename` and the real
 * name in RFC 5987 `filename*` (UTF-8, percent-encoded), so a Chinese or Korean file name survives.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
