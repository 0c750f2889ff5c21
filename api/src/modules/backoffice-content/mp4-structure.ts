/**
 * Whether bytes that start with an ISO-BMFF `ftyp` box are an MP4 video a browser can play, by its top-level boxes
 * only (ISO/IEC 14496-12 §4.2): each box is a 32-bit size and a four-character type; size 1 means a 64-bit size
 * follows, size 0 that the box runs to the end of the file. One pass over the top-level headers, never into a box.
 */
export type Mp4Check = { ok: true } | { ok: false; reason: string };

// Brands of MP4 video (the ISO base family, MP4 v1/v2, AVC, AV1, DASH/CMAF segments, Apple M4V). A file declaring only
// other brands is something else in the same container: QuickTime (`qt  `), 3GPP, HEIF/AVIF pictures, M4A audio.
const VIDEO_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'av01', 'dash', 'cmfc', 'cmf2',
  'M4V ', 'M4VH', 'M4VP', 'mmp4', 'msnv', 'f4v ',
]);
// Audio-only files carry `isom` or `mp42` among their compatible brands too: their major brand says what they are.
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/**
 * Bytes after the last box that are tolerated: zeros only, fewer than one 4 KiB block (what a tool that rounds a file
 * up to a block adds). Zeros carry nothing — no page, no script, no second file — so they cost nothing to accept.
 * Anything else after the boxes is refused: that is what a cut-off upload or a polyglot (a video with an archive or
 * HTML appended) looks like.
 */
export const TRAILING_ZEROS_TOLERATED = 4096;

const fourCc = (content: Buffer, at: number) => content.toString('latin1', at, at + 4);
const printable = (code: string) => /^[\x20-\x7e]{4}$/.test(code);

/** Reads the top-level boxes once; `ok` when they tile the file, the first is an MP4 video `ftyp`, and moov and mdat are there. */
export function checkMp4(content: Buffer): Mp4Check {
  const types: string[] = [];
  let brands: { major: string; compatible: string[] } | undefined;
  let offset = 0;
  while (content.length - offset >= 8) {
    const left = content.length - offset;
    const type = fourCc(content, offset + 4);
    if (!printable(type)) break; // not a box header: judged as trailing bytes below
    const size32 = content.readUInt32BE(offset);
    let header = 8;
    let size = size32 === 0 ? left : size32;
    if (size32 === 1) {
      if (left < 16) return { ok: false, reason: `box ${type} at ${offset}: its 64-bit size is cut off` };
      const large = content.readBigUInt64BE(offset + 8);
      if (large > BigInt(left)) return { ok: false, reason: `box ${type} at ${offset} runs past the end of the file (${large} bytes, ${left} left)` };
      header = 16;
      size = Number(large);
    }
    if (size < header) return { ok: false, reason: `box ${type} at ${offset} has an impossible size ${size}` };
    if (size > left) return { ok: false, reason: `box ${type} at ${offset} runs past the end of the file (${size} bytes, ${left} left)` };
    if (types.length === 0) {
      if (type !== 'ftyp') return { ok: false, reason: `the first box is ${type}, not ftyp` };
      // major brand, minor version, then compatible brands: four bytes each.
      if (size - header < 8 || (size - header) % 4 !== 0) return { ok: false, reason: `ftyp of ${size} bytes is malformed` };
      const compatible: string[] = [];
      for (let at = offset + header + 8; at < offset + size; at += 4) compatible.push(fourCc(content, at));
      brands = { major: fourCc(content, offset + header), compatible };
    }
    types.push(type);
    offset += size;
  }
  if (!brands) return { ok: false, reason: 'the file does not start with an ftyp box' };
  const trailing = content.subarray(offset);
  if (trailing.length >= TRAILING_ZEROS_TOLERATED || trailing.some((byte) => byte !== 0)) {
    return { ok: false, reason: `${trailing.length} bytes after the last box (at ${offset}) are not boxes` };
  }
  const { major, compatible } = brands;
  if (AUDIO_BRANDS.has(major) || ![major, ...compatible].some((brand) => VIDEO_BRANDS.has(brand))) {
    return { ok: false, reason: `no MP4 video brand: major ${JSON.stringify(major)}, compatible ${JSON.stringify(compatible)}` };
  }
  for (const needed of ['moov', 'mdat']) if (!types.includes(needed)) return { ok: false, reason: `no ${needed} box (top level: ${types.join(', ')})` };
  return { ok: true };
}
