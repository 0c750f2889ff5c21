import { paletteFor } from './palette';
import { icon, svgDocument } from './svg';

/** A banner picture carries no words: the shop lays the title, in the shopper's language, over it. */
export type BannerArt = { id: number; kind: 'carousel' | 'service'; icon: string; palette: string };

export function bannerSvg(art: BannerArt): string {
  const p = paletteFor(art.palette);
  if (art.kind === 'service') {
    return svgDocument(400, 240, [
      `<rect width="400" height="240" rx="16" fill="${p.pale}"/>`,
      `<circle cx="330" cy="50" r="80" fill="${p.mid}" opacity=".3"/>`,
      icon(art.icon, 150, 70, 100, p.ink, 6),
    ].join(''));
  }
  const shift = (art.id * 97) % 200;
  return svgDocument(1200, 400, [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${p.ink}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#g)"/>`,
    `<circle cx="${900 + shift}" cy="60" r="220" fill="#ffffff" opacity=".08"/>`,
    `<circle cx="${700 + shift}" cy="380" r="160" fill="#ffffff" opacity=".06"/>`,
    icon(art.icon, 820, 90, 220, '#ffffff', 7),
    icon(art.icon, 700, 250, 90, p.pale, 4),
    icon(art.icon, 1080, 280, 70, p.pale, 3),
  ].join(''));
}
