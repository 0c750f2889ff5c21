import type { SliceCreator } from '@labmall/shared/store/slice-creator';

export type ThemeName = 'dark' | 'light';

/** Spec §3/§9 theme: dark by default; themeAuto follows the system's colour scheme instead. */
export interface ThemeSlice {
  theme: { theme: ThemeName; themeAuto: boolean };
  setTheme: (theme: ThemeName, themeAuto: boolean) => void;
}

export const createThemeSlice: SliceCreator<ThemeSlice> = (set) => ({
  theme: { theme: 'dark', themeAuto: false },
  setTheme: (theme, themeAuto) => set({ theme: { theme, themeAuto } }),
});
