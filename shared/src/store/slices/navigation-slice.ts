import type { SliceCreator } from '@labmall/shared/store/slice-creator';

export interface NavItem { id: number | string; name: string; to: string }
export interface BreadcrumbItem { label: string; to?: string }

/** Spec §3 navigation: the category menu, the breadcrumb of the page shown, the highlighted menu entry. */
export interface NavigationSlice {
  navigation: { navList: NavItem[]; breadcrumb: BreadcrumbItem[]; navIndex: number };
  setNavList: (navList: NavItem[]) => void;
  setBreadcrumb: (breadcrumb: BreadcrumbItem[]) => void;
  setNavIndex: (navIndex: number) => void;
}

export const createNavigationSlice: SliceCreator<NavigationSlice> = (set) => ({
  navigation: { navList: [], breadcrumb: [], navIndex: -1 },
  setNavList: (navList) => set((s) => ({ navigation: { ...s.navigation, navList } })),
  setBreadcrumb: (breadcrumb) => set((s) => ({ navigation: { ...s.navigation, breadcrumb } })),
  setNavIndex: (navIndex) => set((s) => ({ navigation: { ...s.navigation, navIndex } })),
});
