import type { ReactElement } from 'react';

/**
 * The black symbols of the nine GHS pictograms, drawn simply in a 100 × 100 box (the diamond is drawn around
 * them by GhsPictogram). Recognisable rather than exact: the code is named beside them for screen readers.
 */
export const ghsSymbols: Record<string, ReactElement> = {
  GHS01: (
    <g>
      <circle cx="50" cy="58" r="11" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line key={angle} x1="50" y1="58" x2={50 + 22 * Math.cos((angle * Math.PI) / 180)} y2={58 - 22 * Math.sin((angle * Math.PI) / 180)} stroke="#000" strokeWidth="3" />
      ))}
    </g>
  ),
  GHS02: (
    <g>
      <path d="M50 24c8 13 16 19 12 33-2 8-7 12-12 12-8 0-13-6-12-14 1-8 7-11 6-20 5 4 6 9 6 12 3-6 3-15 0-23z" />
      <rect x="33" y="72" width="34" height="4" />
    </g>
  ),
  GHS03: (
    <g>
      <path d="M50 26c5 8 10 12 8 21-1 5-5 7-8 7-5 0-8-4-8-9 0-5 5-7 4-13 3 3 4 6 4 8 2-4 2-9 0-14z" />
      <circle cx="50" cy="62" r="9" fill="none" stroke="#000" strokeWidth="4" />
      <rect x="33" y="74" width="34" height="4" />
    </g>
  ),
  GHS04: (
    <g transform="rotate(-25 50 55)">
      <rect x="30" y="46" width="40" height="18" rx="9" />
      <rect x="70" y="51" width="6" height="8" />
    </g>
  ),
  GHS05: (
    <g>
      <rect x="28" y="26" width="7" height="20" transform="rotate(-30 31 36)" />
      <rect x="62" y="26" width="7" height="20" transform="rotate(30 65 36)" />
      <circle cx="37" cy="52" r="2.5" /><circle cx="63" cy="52" r="2.5" />
      <rect x="26" y="62" width="20" height="6" />
      <path d="M54 70h18l2-8h-6l-2-4h-12z" />
    </g>
  ),
  GHS06: (
    <g>
      <circle cx="50" cy="40" r="13" />
      <rect x="43" y="48" width="14" height="9" rx="2" />
      <circle cx="45" cy="39" r="3.5" fill="#fff" /><circle cx="55" cy="39" r="3.5" fill="#fff" />
      <line x1="32" y1="60" x2="68" y2="75" stroke="#000" strokeWidth="5" strokeLinecap="round" />
      <line x1="68" y1="60" x2="32" y2="75" stroke="#000" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  GHS07: (
    <g>
      <rect x="45" y="26" width="10" height="32" rx="3" />
      <circle cx="50" cy="68" r="5.5" />
    </g>
  ),
  GHS08: (
    <g>
      <circle cx="50" cy="30" r="6" />
      <path d="M36 74V48c0-6 5-10 14-10s14 4 14 10v26z" />
      <path d="M50 45l3 7 7-2-4 7 6 4-7 1 1 7-6-4-6 4 1-7-7-1 6-4-4-7 7 2z" fill="#fff" />
    </g>
  ),
  GHS09: (
    <g>
      <path d="M32 60l10-26 10 26z" />
      <rect x="40" y="60" width="4" height="10" />
      <ellipse cx="60" cy="68" rx="9" ry="5" />
      <path d="M68 68l7-5v10z" />
      <line x1="26" y1="74" x2="76" y2="74" stroke="#000" strokeWidth="2" />
    </g>
  ),
};
