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

const EXTENSIONS: Record<DetectedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * `name` with an extension that matches `type`, the type found in the bytes: x.html holding a PNG becomes x.png, so
 * no program that trusts extensions (a browser saving the download, a file manager) takes it for a page.
 * A matching extension is kept as it is (photo.JPEG).
 */
export function nameForType(name: string, type: DetectedType): string {
  const [preferred] = EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[type].includes(extension)) return name;
  const base = (dot > 0 ? name.slice(0, dot) : name.replace(/^\.+/, '')) || 'file';
  return `${base.slice(0, 119 - preferred!.length)}.${preferred}`;
}

/** Whether a stored type is one an upload may have (older rows hold only these, but the column is text). */
export const isDetectedType = (type: string): type is DetectedType => type in EXTENSIONS;

/** A file name safe to store and show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return (base || 'file').slice(-120);
}
