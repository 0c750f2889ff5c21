import type { StaffScope } from '@labmall/shared/auth/staff-scope';

/** A page of the console: its path below the language prefix, the scope that opens it and its title key. */
export interface ConsolePage {
  path: string;
  /** The scope that opens it; a list opens it to any of them (admin opens every page). */
  scope: StaffScope | readonly StaffScope[];
  titleKey: string;
  /** What it is for, on the dashboard's card. */
  leadKey: string;
}

/** The console's pages: the navigation and the dashboard list those the staff member's scopes open. */
export const CONSOLE_PAGES: ConsolePage[] = [
  { path: '/backoffice/orders', scope: 'orders', titleKey: 'routes.backoffice.orders', leadKey: 'backoffice.dashboard.ordersLead' },
  { path: '/backoffice/products', scope: 'catalogue', titleKey: 'routes.backoffice.products', leadKey: 'backoffice.dashboard.productsLead' },
  { path: '/backoffice/import', scope: 'catalogue', titleKey: 'routes.backoffice.import', leadKey: 'backoffice.dashboard.importLead' },
  { path: '/backoffice/categories', scope: 'catalogue', titleKey: 'routes.backoffice.categories', leadKey: 'backoffice.dashboard.categoriesLead' },
  { path: '/backoffice/quotations', scope: 'quotations', titleKey: 'routes.backoffice.quotations', leadKey: 'backoffice.dashboard.quotationsLead' },
  { path: '/backoffice/after-sales', scope: 'support', titleKey: 'routes.backoffice.afterSales', leadKey: 'backoffice.dashboard.afterSalesLead' },
  { path: '/backoffice/verifications', scope: 'support', titleKey: 'routes.backoffice.verifications', leadKey: 'backoffice.dashboard.verificationsLead' },
  { path: '/backoffice/lab-groups', scope: 'support', titleKey: 'routes.backoffice.labGroups', leadKey: 'backoffice.dashboard.labGroupsLead' },
  { path: '/backoffice/regulated-register', scope: 'support', titleKey: 'routes.backoffice.regulatedRegister', leadKey: 'backoffice.dashboard.regulatedRegisterLead' },
  { path: '/backoffice/forms', scope: 'support', titleKey: 'routes.backoffice.forms', leadKey: 'backoffice.dashboard.formsLead' },
  { path: '/backoffice/content', scope: 'content', titleKey: 'routes.backoffice.content', leadKey: 'backoffice.dashboard.contentLead' },
  { path: '/backoffice/banners', scope: 'content', titleKey: 'routes.backoffice.banners', leadKey: 'backoffice.dashboard.bannersLead' },
  { path: '/backoffice/hotwords', scope: 'content', titleKey: 'routes.backoffice.hotWords', leadKey: 'backoffice.dashboard.hotWordsLead' },
  { path: '/backoffice/help', scope: 'content', titleKey: 'routes.backoffice.help', leadKey: 'backoffice.dashboard.helpLead' },
  { path: '/backoffice/pages', scope: 'content', titleKey: 'routes.backoffice.pages', leadKey: 'backoffice.dashboard.pagesLead' },
  { path: '/backoffice/points-goods', scope: 'points', titleKey: 'routes.backoffice.pointsGoods', leadKey: 'backoffice.dashboard.pointsGoodsLead' },
  { path: '/backoffice/points-campaigns', scope: 'points', titleKey: 'routes.backoffice.pointsCampaigns', leadKey: 'backoffice.dashboard.pointsCampaignsLead' },
  { path: '/backoffice/points-announcements', scope: 'points', titleKey: 'routes.backoffice.pointsAnnouncements', leadKey: 'backoffice.dashboard.pointsAnnouncementsLead' },
  { path: '/backoffice/points-tasks', scope: 'points', titleKey: 'routes.backoffice.pointsTasks', leadKey: 'backoffice.dashboard.pointsTasksLead' },
  { path: '/backoffice/reports', scope: ['orders', 'catalogue', 'quotations', 'points'], titleKey: 'routes.backoffice.reports', leadKey: 'backoffice.dashboard.reportsLead' },
  { path: '/backoffice/releases', scope: 'releases', titleKey: 'routes.backoffice.releases', leadKey: 'backoffice.dashboard.releasesLead' },
  { path: '/backoffice/staff', scope: 'admin', titleKey: 'routes.backoffice.staff', leadKey: 'backoffice.dashboard.staffLead' },
  { path: '/backoffice/audit', scope: 'admin', titleKey: 'routes.backoffice.audit', leadKey: 'backoffice.dashboard.auditLead' },
];

/** The scopes a page names (one, or its list). */
export const pageScopes = (page: ConsolePage): readonly StaffScope[] => (typeof page.scope === 'string' ? [page.scope] : page.scope);

/** True when `allows` (the staff member's check, admin passing every one) opens the page: any of its scopes will do. */
export const opensPage = (page: ConsolePage, allows: (scope: StaffScope) => boolean) => pageScopes(page).some(allows);
