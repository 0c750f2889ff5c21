/**
 * The square sizes an uploaded product image is stored in (px): 960 for the product page's 480 px main image on a
 * 2× screen (the URL `product/image` answers), 480 for the 240 px cards, 160 for the 56–72 px thumbnails and lines.
 */
export const IMAGE_SIZES = [960, 480, 160] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const MAIN_IMAGE_SIZE: ImageSize = 960;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED = new RegExp(`^/media/catalogue/(${UUID})/(${IMAGE_SIZES.join('|')})\\.webp$`);
/** The seed's generated pictures (modules/images). */
const GENERATED = /^\/media\/products\/\d{1,10}\/\d{1,2}\.svg$/;

/** Where an uploaded image is served in `size`. */
export const uploadedImageUrl = (id: string, size: ImageSize = MAIN_IMAGE_SIZE) => `/media/catalogue/${id}/${size}.webp`;

/** The upload id of an uploaded image's URL; undefined for any other URL. */
export const uploadedImageId = (url: string): string | undefined => UPLOADED.exec(url)?.[1];

/** A product may show only the shop's own pictures: never another site's address, a data: or javascript: URL. */
export const isImageUrl = (url: string): boolean => UPLOADED.test(url) || GENERATED.test(url);
