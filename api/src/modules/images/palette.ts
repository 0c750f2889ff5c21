/** Colours of a category's images: a strong one for shapes and text, a pale one for backgrounds. */
export type Palette = { ink: string; pale: string; mid: string };

/** One palette per top-category icon key (categories.icon), so a category's pictures look related. */
const palettes: Record<string, Palette> = {
  battery: { ink: '#1f7a4d', mid: '#7cc9a0', pale: '#e6f5ec' },
  nano: { ink: '#6b3fa0', mid: '#b99ad9', pale: '#f1eafa' },
  flask: { ink: '#1c6ea4', mid: '#8cc0e3', pale: '#e7f2fa' },
  tester: { ink: '#c2571a', mid: '#efab7f', pale: '#fcefe6' },
  potentiostat: { ink: '#0f766e', mid: '#7dcfc6', pale: '#e4f6f4' },
  glovebox: { ink: '#334155', mid: '#a3b1c4', pale: '#eef1f5' },
  tools: { ink: '#8a5a14', mid: '#d8b77f', pale: '#f8f0e2' },
  electrode: { ink: '#2b4c9b', mid: '#9cb0e3', pale: '#eaeff9' },
  electrolyte: { ink: '#0e7490', mid: '#82cde0', pale: '#e3f5f9' },
  separator: { ink: '#4d7c0f', mid: '#b3d67f', pale: '#f1f8e6' },
  reagent: { ink: '#b91c1c', mid: '#eb9a9a', pale: '#fcebeb' },
  gas: { ink: '#0369a1', mid: '#86c3e8', pale: '#e5f3fb' },
  shield: { ink: '#b45309', mid: '#eec07f', pale: '#fcf3e4' },
  microscope: { ink: '#5b21b6', mid: '#b9a0e6', pale: '#f1ebfb' },
};

const fallback: Palette = { ink: '#3f4a5a', mid: '#b4bcc8', pale: '#f1f3f6' };

export const paletteFor = (icon: string): Palette => palettes[icon] ?? fallback;
