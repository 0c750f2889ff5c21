/** Byte builders for MP4 tests: top-level ISO-BMFF boxes (size + type + body), as a muxer writes them. */
export function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with the 64-bit size form (size field 1, then the size after the type). */
export function largeBox(type: string, body: Buffer, size = BigInt(16 + body.length)): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(size, 8);
  return Buffer.concat([header, body]);
}

/** ftyp with a major brand, minor version 0 and compatible brands. */
export const ftyp = (major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']) =>
  box('ftyp', Buffer.concat([Buffer.from(major, 'latin1'), Buffer.alloc(4), ...compatible.map((brand) => Buffer.from(brand, 'latin1'))]));

/** The smallest whole MP4 by its top-level boxes: ftyp, moov (a movie header's worth of bytes), mdat. */
export const minimalMp4 = () => Buffer.concat([ftyp(), box('moov', Buffer.concat([box('mvhd', Buffer.alloc(100))])), box('mdat', Buffer.alloc(64, 0x5a))]);
