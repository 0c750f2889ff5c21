import { paletteFor } from './palette';
import { centredText, clip, escapeXml, formulaMarkup, icon, svgDocument } from './svg';

/** What a product picture shows: its category's colours and icon, and its formula, model or short name. */
export type ProductArt = {
  id: number;
  /** Which of the product's pictures (1 = cover). */
  n: number;
  icon: string;
  name: string;
  formula: string | null;
  casNumber: string | null;
  model: string | null;
};

const SIZE = 400;

function label(art: ProductArt): { markup: string; length: number; caption: string } {
  if (art.formula) {
    const formula = clip(art.formula, 26);
    return { markup: formulaMarkup(formula), length: formula.length, caption: art.casNumber ? `CAS ${art.casNumber}` : '' };
  }
  const text = clip(art.model ?? art.name, 24);
  return { markup: escapeXml(text), length: text.length, caption: art.model ? clip(art.name, 34) : '' };
}

const caption = (text: string, y: number, color: string) =>
  text ? `<text x="200" y="${y}" font-size="18" text-anchor="middle" fill="${color}">${escapeXml(text)}</text>` : '';

/**
 * Picture n of a product: 1 the cover (icon above the label), 2 the label on the category colour,
 * 3 a package carrying the label. The id moves the background circle, so neighbours differ.
 */
export function productSvg(art: ProductArt): string {
  const p = paletteFor(art.icon);
  const { markup, length, caption: sub } = label(art);
  const cx = 60 + ((art.id * 37) % 280);
  if (art.n === 2) {
    return svgDocument(SIZE, SIZE, [
      `<rect width="400" height="400" fill="${p.ink}"/>`,
      `<circle cx="${cx}" cy="330" r="120" fill="${p.mid}" opacity=".25"/>`,
      icon(art.icon, 28, 28, 72, p.pale, 4),
      centredText(markup, length, 200, 222, 340, 60, '#ffffff'),
      caption(sub, 270, p.pale),
    ].join(''));
  }
  if (art.n >= 3) {
    return svgDocument(SIZE, SIZE, [
      `<rect width="400" height="400" fill="${p.pale}"/>`,
      `<rect x="150" y="46" width="100" height="34" rx="6" fill="${p.ink}"/>`,
      `<rect x="96" y="80" width="208" height="284" rx="22" fill="#ffffff" stroke="${p.ink}" stroke-width="6"/>`,
      `<rect x="112" y="150" width="176" height="130" rx="8" fill="${p.pale}"/>`,
      icon(art.icon, 176, 160, 48, p.ink, 4),
      centredText(markup, length, 200, 252, 160, 34, p.ink),
      caption(sub ? clip(sub, 18) : '', 310, p.ink),
    ].join(''));
  }
  return svgDocument(SIZE, SIZE, [
    `<rect width="400" height="400" fill="${p.pale}"/>`,
    `<circle cx="${cx}" cy="70" r="90" fill="${p.mid}" opacity=".35"/>`,
    icon(art.icon, 130, 48, 140, p.ink, 6),
    centredText(markup, length, 200, 284, 350, 56, p.ink),
    caption(sub, 330, p.ink),
  ].join(''));
}
