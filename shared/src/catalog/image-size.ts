/**
 * A product picture uploaded in the console is stored in three square sizes (api backoffice-catalogue/image-urls.ts):
 * `/media/catalogue/<id>/960.webp`, `480.webp` and `160.webp`. A product names the 960 one; a place that shows it
 * smaller asks for the smallest size that still fills it on a 2× screen. Any other URL (the seed's SVGs) is kept.
 */
const UPLOADED = /^(\/media\/catalogue\/[0-9a-f-]{36}\/)960\.webp$/;

export function imageForWidth(url: string, cssWidth: number): string {
  const match = UPLOADED.exec(url);
  if (!match) return url;
  const size = cssWidth * 2 <= 160 ? 160 : cssWidth * 2 <= 480 ? 480 : 960;
  return `${match[1]}${size}.webp`;
}
