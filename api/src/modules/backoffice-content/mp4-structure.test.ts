import { describe, expect, it } from 'vitest';
import { detectContentType } from './file-type';
import { box, ftyp, largeBox, minimalMp4 } from './mp4-fixture';
import { checkMp4, TRAILING_ZEROS_TOLERATED } from './mp4-structure';

const moov = box('moov', box('mvhd', Buffer.alloc(100)));
const mdat = box('mdat', Buffer.alloc(64, 0x5a));

/** The refusal's reason (so each case fails for the reason it is about), or 'ok'. */
const verdict = (bytes: Buffer) => {
  const result = checkMp4(bytes);
  return result.ok ? 'ok' : result.reason;
};

describe('checkMp4: the top-level boxes of an uploaded video', () => {
  it('accepts a whole MP4: ftyp with a video brand, then moov and mdat in either order, free space between', () => {
    expect(verdict(minimalMp4())).toBe('ok');
    expect(verdict(Buffer.concat([ftyp('mp42', ['mp42', 'isom']), box('free'), mdat, moov]))).toBe('ok');
    expect(detectContentType(minimalMp4())).toBe('video/mp4');
  });

  it('reads the 64-bit size and a last box whose size 0 means "to the end of the file"', () => {
    expect(verdict(Buffer.concat([ftyp(), moov, largeBox('mdat', Buffer.alloc(40, 1))]))).toBe('ok');
    const toTheEnd = box('mdat', Buffer.alloc(40, 1));
    toTheEnd.writeUInt32BE(0);
    expect(verdict(Buffer.concat([ftyp(), moov, toTheEnd]))).toBe('ok');
  });

  it('refuses an ftyp box alone, as the old check let through', () => {
    const ftypOnly = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    expect(verdict(ftypOnly)).toMatch(/^no moov box/);
    expect(verdict(ftyp())).toMatch(/^no moov box/);
    expect(detectContentType(ftypOnly)).toBeNull();
  });

  it('refuses a file cut off inside a box (a truncated upload)', () => {
    const whole = minimalMp4();
    expect(verdict(whole.subarray(0, whole.length - 10))).toMatch(/^box mdat at \d+ runs past the end of the file/);
    expect(verdict(whole.subarray(0, ftyp().length + 12))).toMatch(/^box moov at \d+ runs past the end of the file/);
    expect(verdict(Buffer.concat([ftyp(), moov, largeBox('mdat', Buffer.alloc(0)).subarray(0, 12)]))).toMatch(/64-bit size is cut off/);
  });

  it('refuses a box whose size claims more than the file holds, or less than its own header', () => {
    const overrun = box('moov', Buffer.alloc(16));
    overrun.writeUInt32BE(1_000_000);
    expect(verdict(Buffer.concat([ftyp(), overrun, mdat]))).toMatch(/^box moov at 32 runs past the end of the file \(1000000 bytes/);
    expect(verdict(Buffer.concat([ftyp(), moov, largeBox('mdat', Buffer.alloc(8), 2n ** 63n)]))).toMatch(/^box mdat .* runs past the end/);
    const tiny = box('moov');
    tiny.writeUInt32BE(4);
    expect(verdict(Buffer.concat([ftyp(), tiny, mdat]))).toMatch(/impossible size 4/);
  });

  it('refuses bytes after the last box, but for a little zero padding', () => {
    // Appended HTML reads as a box header ("<htm" as its size): one that overruns the file.
    expect(verdict(Buffer.concat([minimalMp4(), Buffer.from('<html><script>alert(1)</script></html>')]))).toMatch(/^box l><s at \d+ runs past the end/);
    expect(verdict(Buffer.concat([minimalMp4(), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])]))).toMatch(/^6 bytes after the last box/); // a ZIP appended
    expect(verdict(Buffer.concat([minimalMp4(), Buffer.from([0, 0, 0, 1])]))).toMatch(/^4 bytes after the last box/);
    expect(verdict(Buffer.concat([minimalMp4(), Buffer.alloc(TRAILING_ZEROS_TOLERATED - 1)]))).toBe('ok');
    expect(verdict(Buffer.concat([minimalMp4(), Buffer.alloc(TRAILING_ZEROS_TOLERATED)]))).toMatch(/bytes after the last box/);
  });

  it('refuses a file that does not start with ftyp, a malformed ftyp, and other files in the same container', () => {
    expect(verdict(Buffer.concat([moov, ftyp(), mdat]))).toMatch(/^the first box is moov/);
    expect(verdict(Buffer.concat([box('ftyp', Buffer.from('isom')), moov, mdat]))).toMatch(/^ftyp of 12 bytes is malformed/);
    expect(verdict(Buffer.concat([ftyp('qt  ', ['qt  ']), moov, mdat]))).toMatch(/^no MP4 video brand/); // QuickTime
    expect(verdict(Buffer.concat([ftyp('M4A ', ['M4A ', 'mp42', 'isom']), moov, mdat]))).toMatch(/^no MP4 video brand/); // audio
    expect(verdict(Buffer.concat([ftyp('avif', ['avif', 'mif1', 'miaf']), box('meta'), mdat]))).toMatch(/^no MP4 video brand/); // a picture
  });
});
