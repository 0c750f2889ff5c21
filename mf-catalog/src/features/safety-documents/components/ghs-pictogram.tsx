import { ghsSymbols } from './ghs-symbols';

/**
 * One GHS pictogram: the red-bordered diamond with its black symbol, as an image named by its code and
 * meaning (e.g. "GHS05 Corrosion") so a screen reader announces what the label warns of.
 */
export function GhsPictogram({ code, label, size = 64 }: { code: string; label: string; size?: number }) {
  return (
    <svg className="ghs-pictogram" role="img" aria-label={`${code} ${label}`} viewBox="0 0 100 100" width={size} height={size} data-code={code}>
      <title>{`${code} ${label}`}</title>
      <polygon points="50,4 96,50 50,96 4,50" fill="#fff" stroke="#e30613" strokeWidth="7" strokeLinejoin="round" />
      <g fill="#000">{ghsSymbols[code] ?? <text x="50" y="56" textAnchor="middle" fontSize="14">{code}</text>}</g>
    </svg>
  );
}
