import { detectFileType, type DetectedType } from '../forms/file-type';
import { checkMp4 } from './mp4-structure';

/** What an article may carry: the uploads' images and PDFs, the two video containers browsers play, and WebVTT captions. */
export type ContentFileType = DetectedType | 'video/mp4' | 'video/webm' | 'text/vtt';
export type ContentFileKind = 'attachment' | 'cover' | 'video' | 'image' | 'captions';

const MEDIA_EXTENSIONS = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'text/vtt': 'vtt' } as const;

/**
 * The type of `content` by its magic bytes: the uploads' own detection (forms/file-type.ts), plus MP4 (an
 * ISO-BMFF `ftyp` box at byte 4 with a video brand, then top-level boxes that tile the file with a moov and an mdat),
 * WebM (the EBML header 1A 45 DF A3) and WebVTT captions. Anything else — an SVG, HTML, a script renamed .mp4, an
 * ftyp with something else after it — is null, whatever its name or the browser's claim.
 */
export function detectContentType(content: Buffer): ContentFileType | null {
  const known = detectFileType(content);
  if (known) return known;
  // An ftyp box alone proves nothing: the top-level boxes must make a whole MP4 video (mp4-structure.ts).
  if (content.length >= 12 && content.toString('latin1', 4, 8) === 'ftyp') return checkMp4(content).ok ? 'video/mp4' : null;
  if (content.length >= 4 && content[0] === 0x1a && content[1] === 0x45 && content[2] === 0xdf && content[3] === 0xa3) return 'video/webm';
  // WebVTT captions: the word WEBVTT first (after an optional byte-order mark), then a blank, a line end or nothing.
  if (/^(\uFEFF)?WEBVTT(?:[ \t\r\n]|$)/.test(content.subarray(0, 16).toString('utf8'))) return 'text/vtt';
  return null;
}

/** The types each use takes: a cover or an inline image is a picture, a video a video, a download a PDF or picture. */
export const ALLOWED: Record<ContentFileKind, readonly ContentFileType[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  cover: ['image/jpeg', 'image/png', 'image/webp'],
  attachment: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  captions: ['text/vtt'],
};

/** `name` ending in the extension of the type found in the bytes (forms/file-type.ts's nameForType, for videos and captions). */
export function mediaName(name: string, type: keyof typeof MEDIA_EXTENSIONS): string {
  const extension = MEDIA_EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  if (dot > 0 && name.slice(dot + 1).toLowerCase() === extension) return name;
  const base = (dot > 0 ? name.slice(0, dot) : name.replace(/^\.+/, '')) || 'media';
  return `${base.slice(0, 119 - extension.length)}.${extension}`;
}
