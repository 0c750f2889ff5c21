import { iconPath } from './icons';

/** Text and attribute values go into XML: escape the five characters that could end or break them. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Cuts long text to `max` characters with an ellipsis, counting code points, not UTF-16 units. */
export function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** A chemical formula with its counts set as subscripts (LiPF6 → LiPF₆, but 2 in "·2H2O" stays a coefficient). */
export const formulaMarkup = (formula: string): string =>
  escapeXml(formula).replace(/([A-Za-z)\]])(\d+(?:\.\d+)?)/g, '$1<tspan baseline-shift="sub" font-size="70%">$2</tspan>');

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="Helvetica, Arial, sans-serif">${body}</svg>`
  );
}

/** An icon outline of `size` pixels with its top-left corner at (x, y). */
export function icon(key: string, x: number, y: number, size: number, color: string, width = 5): string {
  const scale = size / 100;
  return (
    `<path transform="translate(${x} ${y}) scale(${scale})" d="${iconPath(key)}" fill="none" stroke="${color}" ` +
    `stroke-width="${(width / scale).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Text centred on x, shrunk so that `length` characters fit into `width` pixels. */
export function centredText(markup: string, length: number, x: number, y: number, width: number, maxSize: number, color: string): string {
  const size = Math.max(14, Math.min(maxSize, Math.floor(width / Math.max(1, length * 0.62))));
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}">${markup}</text>`;
}
