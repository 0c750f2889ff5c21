import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { detectFileType, IMAGE_TYPES } from '../forms/file-type';
import { IMAGE_SIZES, MAIN_IMAGE_SIZE, type ImageSize } from './image-urls';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Decoding is what costs memory (4 bytes a pixel): a small file claiming 30,000 × 30,000 pixels is a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const notAnImage = () => new AppError(400, 'notAnImage');
// failOn 'warning': a truncated or corrupt file is refused instead of stored half grey.
const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', animated: false });
const transparent = { r: 255, g: 255, b: 255, alpha: 0 };

export type ResizedImage = { width: number; height: number; variants: Array<{ size: ImageSize; content: Buffer }> };

/**
 * A staff upload as the storefront shows it: PNG, JPEG or WebP by its bytes (never its name or claimed type), at
 * most 40 megapixels by its header (checked before anything is decoded), turned upright, fitted into squares of
 * IMAGE_SIZES (transparent margins) and written as WebP without its metadata (no camera or GPS data leaves).
 */
export async function resizeProductImage(bytes: Buffer): Promise<ResizedImage> {
  const type = detectFileType(bytes);
  if (!type || !IMAGE_TYPES.includes(type)) throw notAnImage();
  // metadata() reads the header only: no pixel limit needed to learn the size, so a bomb is named as such.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw notAnImage();
  });
  if (!meta.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) throw notAnImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError(400, 'imageTooLarge');
  try {
    // Decoded once, into the largest square; the smaller sizes are made from that.
    const largest = await decoder(bytes)
      .rotate()
      .resize(MAIN_IMAGE_SIZE, MAIN_IMAGE_SIZE, { fit: 'contain', background: transparent })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    const variants = await Promise.all(
      IMAGE_SIZES.map(async (size) => ({
        size,
        content: await sharp(largest.data, { raw }).resize(size, size).webp({ quality: 82, alphaQuality: 90 }).toBuffer(),
      })),
    );
    return { width: meta.width, height: meta.height, variants };
  } catch {
    throw notAnImage();
  }
}
