/** The content types an upload may have, found from the file's first bytes (the name and the client's claim are ignored). */
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const IMAGE_TYPES: readonly DetectedType[] = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_TYPES: readonly DetectedType[] = [...IMAGE_TYPES, 'application/pdf'];

const startsWith = (content: Buffer, bytes: number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, i) => content[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of `content` by its magic bytes, or null for anything else (an SVG, HTML or a script renamed .png is null). */
export function detectFileType(content: Buffer): DetectedType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(content, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** A file name safe to store and show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return (base || 'file').slice(-120);
}
