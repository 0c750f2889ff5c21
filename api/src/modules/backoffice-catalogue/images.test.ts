import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/staff';
import { uploadedFiles } from '../../db/schema/uploads';
import { drivers } from '../../test/test-app';
import { productBody, useCatalogueApp } from './test-client';

/** A PNG that claims `width` × `height` in its header (with a right checksum) over a tiny image's data. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  let crc = 0xffffffff;
  for (const byte of png.subarray(12, 29)) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  png.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
  return png;
}

describe.each(drivers)('product images (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const storedImages = async () =>
    (await ctx.app.db.select({ n: count() }).from(uploadedFiles).where(eq(uploadedFiles.ownerKind, 'catalogue_image')))[0]!.n;

  it('resizes a real PNG into the storefront sizes, served as immutable WebP, usable in a product', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
    const res = await ctx.staff.upload('flask photo.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/media\/catalogue\/[0-9a-f-]{36}\/960\.webp$/);

    for (const size of [960, 480, 160]) {
      const image = await ctx.app.inject({ method: 'GET', url: url.replace('/960.', `/${size}.`) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      const revalidated = await ctx.app.inject({ method: 'GET', url: url.replace('/960.', `/${size}.`), headers: { 'if-none-match': String(image.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
    }
    expect((await ctx.app.inject({ method: 'GET', url: url.replace('/960.', '/300.') })).statusCode).toBe(400);

    const saved = await ctx.staff.data<{ id: number }>('POST', 'product/save', productBody('Pictured', { images: [url] }));
    const record = await ctx.staff.data<{ images: string[] }>('GET', `product?id=${saved.id}`);
    expect(record.images).toEqual([url]);
    const audit = await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'product.image.upload'));
    expect(audit.some((row) => (row.after as { url?: string }).url === url && row.actorAccount === ctx.staffAccount)).toBe(true);
  });

  it('refuses a text file named .png, a truncated image, a decompression bomb and an oversized file, storing nothing', async () => {
    const before = await storedImages();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).png().toBuffer();
    const cases: Array<[string, Buffer, number, RegExp]> = [
      ['notes.png', Buffer.from('just some text, not a picture'), 400, /PNG, JPEG or WebP/],
      ['page.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400, /PNG, JPEG or WebP/],
      ['half.png', png.subarray(0, Math.floor(png.length / 2)), 400, /PNG, JPEG or WebP/],
      ['bomb.png', await pngClaiming(30_000, 30_000), 400, /too many pixels/],
      ['huge.png', Buffer.concat([png.subarray(0, 8), Buffer.alloc(8 * 1024 * 1024 + 1, 7)]), 413, /./],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await ctx.staff.upload(name, content);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toMatch(message);
    }
    expect((await ctx.staff.upload('photo.png', png, 'photo')).statusCode).toBe(400);
    expect((await ctx.staff.post('product/image', { file: 'x' })).statusCode).toBe(400);
    expect(await storedImages()).toBe(before);
  });

  it('answers 404 for an unknown upload', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/catalogue/5b0c8a52-3a8e-4a4e-9d7e-1c2b3a4d5e6f/960.webp' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
