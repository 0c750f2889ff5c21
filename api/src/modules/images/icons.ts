/**
 * Outline shapes (paths in a 100 × 100 box, drawn with a stroke) standing for each top category's icon
 * key, plus a few for the home page's service links. Plain geometry keeps every image a few hundred bytes.
 */
const shapes: Record<string, string> = {
  battery: 'M18 32h58v36H18z M76 43h7v14h-7 M33 50h16 M41 42v16',
  nano: 'M50 14l31 18v36L50 86 19 68V32z M50 14v72 M19 32l62 36 M81 32L19 68',
  flask: 'M40 14h20 M44 14v26L22 80a5 5 0 0 0 4 7h48a5 5 0 0 0 4-7L56 40V14 M31 64h38',
  tester: 'M14 24h72v52H14z M21 60l12-18 10 12 12-22 10 16 10-8',
  potentiostat: 'M14 20v62h72 M22 60c8-32 18-32 28 0s20 24 30-8',
  glovebox: 'M12 26h76v50H12z M25 51a10 10 0 1 0 20 0a10 10 0 1 0-20 0 M55 51a10 10 0 1 0 20 0a10 10 0 1 0-20 0',
  tools: 'M30 16h40v16H30z M50 32v18 M28 50h44v12H28z M22 76h56 M38 62v14 M62 62v14',
  electrode: 'M20 22h60v13H20z M20 43h60v13H20z M20 64h60v13H20z',
  electrolyte: 'M50 14C38 34 28 48 28 62a22 22 0 0 0 44 0C72 48 62 34 50 14z M39 62a11 11 0 0 0 11 11',
  separator: 'M14 30h72v40H14z M28 42v16 M42 42v16 M56 42v16 M70 42v16',
  reagent: 'M40 12h20v12H40z M36 24h28l6 10v50a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V34z M30 52h40',
  gas: 'M38 24a12 12 0 0 1 24 0v58a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4z M45 8h10v8H45z M38 44h24',
  shield: 'M50 12l32 12v24c0 20-14 34-32 40-18-6-32-20-32-40V24z M37 50l9 9 18-20',
  microscope: 'M40 12h14v32H40z M47 44v12 M28 84h46 M62 56a22 22 0 0 1-22 26 M34 56h30',
  bundle: 'M16 34h68v46H16z M16 34l12-16h44l12 16 M38 50h24',
  gift: 'M18 38h64v14H18z M24 52h52v32H24z M50 38v46 M50 38c-8-16-24-14-18-2 M50 38c8-16 24-14 18-2',
  team: 'M30 40a10 10 0 1 0 20 0a10 10 0 1 0-20 0 M56 44a8 8 0 1 0 16 0a8 8 0 1 0-16 0 M18 80c0-16 10-24 22-24s22 8 22 24 M60 80c0-12 6-18 14-18s12 6 12 18',
  service: 'M26 74l28-28 M54 46a14 14 0 1 0 12-22l-8 8-8-2-2-8 8-8a14 14 0 0 0-22 12 M20 80l8-8',
};

/** The path of an icon key; unknown keys (an operator's own categories) get the flask. */
export const iconPath = (icon: string): string => shapes[icon] ?? shapes.flask!;
