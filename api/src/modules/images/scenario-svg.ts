import { paletteFor } from './palette';
import { icon, svgDocument } from './svg';

/** A bundle's picture: a tile per kind of product in it (up to four) and the number of items. */
export type ScenarioArt = { id: number; icons: string[]; itemCount: number };

export function scenarioSvg(art: ScenarioArt): string {
  const icons = (art.icons.length > 0 ? art.icons : ['flask']).slice(0, 4);
  const main = paletteFor(icons[0]!);
  const tile = 120;
  const gap = 20;
  const left = (600 - (icons.length * tile + (icons.length - 1) * gap)) / 2;
  const tiles = icons.map((key, i) => {
    const p = paletteFor(key);
    const x = left + i * (tile + gap);
    return `<rect x="${x}" y="120" width="${tile}" height="${tile}" rx="18" fill="#ffffff" stroke="${p.mid}" stroke-width="3"/>${icon(key, x + 20, 140, 80, p.ink, 5)}`;
  });
  return svgDocument(600, 400, [
    `<rect width="600" height="400" fill="${main.pale}"/>`,
    `<circle cx="${80 + ((art.id * 53) % 440)}" cy="360" r="110" fill="${main.mid}" opacity=".3"/>`,
    ...tiles,
    `<circle cx="540" cy="60" r="36" fill="${main.ink}"/>`,
    `<text x="540" y="72" font-size="32" font-weight="700" text-anchor="middle" fill="#ffffff">${art.itemCount}</text>`,
  ].join(''));
}
