import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';
import { flattenRoutes } from './flatten-routes';
import { resolveMiddleware } from './middleware';
import { hasScope } from '@labmall/shared/auth/scope';
import { staffRouteScope } from '@labmall/shared/auth/staff-scope';

const flat = flattenRoutes(ROUTE_TABLE);
const BACKOFFICE = ['/backoffice', '/backoffice/orders', '/backoffice/order', '/backoffice/products', '/backoffice/product', '/backoffice/import', '/backoffice/categories', '/backoffice/staff', '/backoffice/audit', '/backoffice/quotations', '/backoffice/quotation', '/backoffice/content', '/backoffice/article', '/backoffice/banners', '/backoffice/hotwords', '/backoffice/help', '/backoffice/pages', '/backoffice/points-goods', '/backoffice/points-good', '/backoffice/points-campaigns', '/backoffice/points-announcements', '/backoffice/points-tasks', '/backoffice/releases', '/backoffice/after-sales', '/backoffice/after-sales-request', '/backoffice/forms', '/backoffice/form', '/backoffice/form-submissions', '/backoffice/reports', '/backoffice/verifications', '/backoffice/verification', '/backoffice/lab-groups', '/backoffice/lab-group', '/backoffice/regulated-register'];
const byPath = new Map(flat.map((r) => [r.fullPath, r.def]));

describe('route table (spec §2)', () => {
  it('has every top-level route of the spec', () => {
    for (const path of ['/', '/login', '/category', '/product/:id', '/sceneProduct', '/user', '/about', '/template', '/help',
      '/shopping', '/order', '/payType', '/payTypeResult', '/service', '/permission', '/studyEnjoy', '/activity', '/salesTeam',
      '/pointsMall', '/academicNavigation', '/privacy', '/registrationAgreement', '/mobilePrompt', '/developing', '/404']) {
      expect(byPath.has(path), path).toBe(true);
    }
  });

  it('has the children of user, about, help, service, activity and pointsMall', () => {
    const children = ['/user/portal', '/user/address', '/user/order', '/user/orderDetail', '/user/userPoints', '/user/pointsOrder',
      '/user/pointsOrderDetail', '/about/aboutUs', '/help/questionDetail', '/help/helpSearch', '/service/afterSales',
      '/service/cooperation', '/service/feedback', '/activity/specialOffer', '/activity/customForm', '/activity/submitForm',
      '/activity/commonForm', '/pointsMall/pointsCategory', '/pointsMall/exchangeSuccess', '/pointsMall/pointsCampaign',
      '/pointsMall/pointsTasks', '/pointsMall/announcementCenter', '/pointsMall/pointsProduct/:id', '/pointsMall/order'];
    for (const path of children) expect(byPath.has(path), path).toBe(true);
  });

  it('redirects user, studyEnjoy, activity and customForm as the spec says', () => {
    expect(byPath.get('/user')?.redirect).toBe('user/address');
    expect(byPath.get('/studyEnjoy')?.redirect).toBe('studyEnjoy/guide');
    expect(byPath.get('/activity')?.redirect).toBe('activity/specialOffer');
    expect(byPath.get('/activity/customForm')?.redirect).toBe('activity/commonForm');
    expect(byPath.get('/about')?.page).toEqual({ remote: 'mf_help_service', module: './AboutApp' });
  });

  it('has the seven study sections with detail pages titled by the query, and ECMT with its children', () => {
    for (const section of ['guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading']) {
      expect(byPath.has(`/studyEnjoy/${section}`), section).toBe(true);
      const detail = byPath.get(`/studyEnjoy/${section}Detail/:id`);
      expect(detail?.titleQuery, section).toBe('title');
      expect(detail?.titleKey, section).toBe('routes.articleDetail');
    }
    for (const path of ['/studyEnjoy/paper', '/studyEnjoy/ECMT', '/studyEnjoy/ECMT/ECMTDetail/:id', '/studyEnjoy/ECMT/ECMTIntroduce/:id',
      '/studyEnjoy/ECMT/introduceCenter', '/studyEnjoy/ECMT/pastGloriesCenter']) {
      expect(byPath.has(path), path).toBe(true);
    }
  });

  it('uses the spec names and title rules', () => {
    expect(byPath.get('/')?.name).toBe('home');
    expect(byPath.get('/order')?.name).toBe('sureOrder');
    expect(byPath.get('/pointsMall/order')?.name).toBe('confirmOrder');
    expect(byPath.get('/category')?.titleQuery).toBe('title');
    expect(byPath.get('/help/questionDetail')?.titleQuery).toBe('name');
    expect(byPath.get('/pointsMall/pointsCategory')?.titleQuery).toBe('title');
  });

  it('lets the shell own login, permission, developing, mobilePrompt and 404', () => {
    expect(['/login', '/permission', '/developing', '/mobilePrompt', '/404'].map((p) => byPath.get(p)?.page))
      .toEqual(['login', 'permission', 'developing', 'mobilePrompt', 'notFound']);
  });

  it('needs sign-in exactly where buying or the account is involved', () => {
    const auth = flat.filter((r) => r.def.access === 'auth' && !r.def.redirect).map((r) => r.fullPath).sort();
    expect(auth).toEqual(['/order', '/payType', '/payTypeResult', '/pointsMall/exchangeSuccess', '/pointsMall/order',
      '/pointsMall/pointsTasks', '/shopping', '/user/address', '/user/order', '/user/orderDetail', '/user/pointsOrder',
      '/user/pointsOrderDetail', '/user/portal', '/user/userPoints', '/quotation', '/user/quotation', '/user/quotationDetail',
      '/user/favourites', '/user/labLists', '/user/labListDetail', '/user/labGroups', '/user/labGroup/:id', '/user/approvals', '/user/approval/:id', '/labInvite/:token', ...BACKOFFICE].sort());
    expect(byPath.get('/login')?.access).toBe('guest');
  });

  it('opens the staff console to staff only: home to any staff scope, each page to its scope or admin', () => {
    const allows = (path: string, scope: string[]) => hasScope({ scope }, byPath.get(path)?.scope ?? []);
    for (const path of BACKOFFICE) {
      expect(byPath.get(path)?.page, path).toMatchObject({ remote: 'mf_backoffice' });
      expect(allows(path, ['user']), path).toBe(false);
      expect(allows(path, ['user', 'admin']), path).toBe(true);
    }
    expect(allows('/backoffice', ['user', 'orders'])).toBe(true);
    expect(allows('/backoffice/products', ['user', 'orders'])).toBe(false);
    expect(['/backoffice/products', '/backoffice/product', '/backoffice/import', '/backoffice/categories'].every((p) => allows(p, ['catalogue']))).toBe(true);
    expect(['/backoffice/staff', '/backoffice/audit'].some((p) => allows(p, ['catalogue', 'orders']))).toBe(false);
    expect(['/backoffice/orders', '/backoffice/order'].every((p) => allows(p, ['user', 'orders']) && allows(p, ['admin']) && !allows(p, ['catalogue', 'quotations']))).toBe(true);
    expect(['/backoffice/quotations', '/backoffice/quotation'].every((p) => allows(p, ['user', 'quotations']) && !allows(p, ['orders', 'catalogue']))).toBe(true);
    expect(['/backoffice/points-goods', '/backoffice/points-good', '/backoffice/points-campaigns', '/backoffice/points-announcements', '/backoffice/points-tasks'].every((p) => allows(p, ['user', 'points']) && allows(p, ['admin']) && !allows(p, ['orders', 'catalogue', 'quotations', 'content']))).toBe(true);
    expect(allows('/backoffice/releases', ['user', 'releases']) && allows('/backoffice/releases', ['admin']) && !allows('/backoffice/releases', ['points', 'content', 'orders'])).toBe(true);
    // MOBILE_FORM_URL's default: the shop's own phone form page, public and without the guard that sends phones there.
    expect(byPath.get('/m/form')).toMatchObject({ access: 'public', page: { remote: 'mf_help_service', module: './MobileForm' } });
    expect(byPath.get('/m/form')?.middleware).toBeUndefined();
    expect(['/backoffice/after-sales', '/backoffice/after-sales-request', '/backoffice/forms', '/backoffice/form', '/backoffice/form-submissions'].every((p) => allows(p, ['user', 'support']) && allows(p, ['admin']) && !allows(p, ['orders', 'catalogue', 'quotations', 'content', 'points']))).toBe(true);
    expect(['/backoffice/after-sales', '/backoffice/after-sales-request', '/backoffice/forms', '/backoffice/form', '/backoffice/form-submissions'].every((p) => allows(p, ['user', 'support']) && allows(p, ['admin']) && !allows(p, ['orders', 'catalogue', 'quotations', 'content', 'points']))).toBe(true);
    // Regulated chemicals (docs/regulated-chemicals.md): the verification queue, the lab groups and the register are support's.
    expect(['/backoffice/verifications', '/backoffice/verification', '/backoffice/lab-groups', '/backoffice/lab-group', '/backoffice/regulated-register'].every((p) => allows(p, ['user', 'support']) && allows(p, ['admin']) && !allows(p, ['user', 'orders', 'catalogue', 'quotations', 'content', 'points', 'releases']))).toBe(true);
    expect(['/backoffice/verifications', '/backoffice/verification', '/backoffice/lab-groups', '/backoffice/lab-group', '/backoffice/regulated-register'].map((p) => byPath.get(p)?.titleKey)).toEqual(['routes.backoffice.verifications', 'routes.backoffice.verification', 'routes.backoffice.labGroups', 'routes.backoffice.labGroup', 'routes.backoffice.regulatedRegister']);
    // The reports: a report per scope on one page, so any of those scopes opens it (the page shows only its reports).
    expect(['orders', 'catalogue', 'quotations', 'points', 'admin'].every((scope) => allows('/backoffice/reports', ['user', scope]))).toBe(true);
    expect(['support', 'content', 'releases', 'user'].some((scope) => allows('/backoffice/reports', ['user', scope]))).toBe(false);
    expect(['/backoffice/content', '/backoffice/article', '/backoffice/banners', '/backoffice/hotwords', '/backoffice/help', '/backoffice/pages'].every((p) => allows(p, ['user', 'content']) && allows(p, ['admin']) && !allows(p, ['orders', 'catalogue', 'quotations']))).toBe(true);
  });

  it('spells the staff scopes as @labmall/shared/auth/staff-scope does', () => {
    expect(byPath.get('/backoffice')?.scope).toEqual(staffRouteScope());
    expect(byPath.get('/backoffice/products')?.scope).toEqual(staffRouteScope('catalogue'));
    expect(byPath.get('/backoffice/audit')?.scope).toEqual(staffRouteScope('admin'));
    expect(byPath.get('/backoffice/orders')?.scope).toEqual(staffRouteScope('orders'));
    expect(byPath.get('/backoffice/quotations')?.scope).toEqual(staffRouteScope('quotations'));
    expect(byPath.get('/backoffice/article')?.scope).toEqual(staffRouteScope('content'));
    expect(byPath.get('/backoffice/reports')?.scope).toEqual(staffRouteScope(['orders', 'catalogue', 'quotations', 'points']));
  });

  it('loads the staff console from no page a shopper can open', () => {
    const shopperPages = flat.filter((r) => !r.fullPath.startsWith('/backoffice')).map((r) => r.def.page);
    expect(shopperPages.some((p) => typeof p === 'object' && p.remote === 'mf_backoffice')).toBe(false);
  });

  it('names only middleware that exists', () => {
    for (const { def } of flat) expect(() => resolveMiddleware(def.middleware)).not.toThrow();
  });

  it('has the password reset pages: the request for guests only, the mailed link for anyone', () => {
    expect(byPath.get('/forgotPassword')).toMatchObject({ access: 'guest', page: 'forgotPassword' });
    expect(byPath.get('/resetPassword')).toMatchObject({ access: 'public', page: 'resetPassword' });
  });

  it('has the lab groups pages in the account and the mailed invite link, all signed-in only', () => {
    expect(byPath.get('/user/labGroups')).toMatchObject({ access: 'auth', page: { remote: 'mf_account', module: './UserLabGroups' } });
    expect(byPath.get('/user/labGroup/:id')).toMatchObject({ access: 'auth', page: { remote: 'mf_account', module: './UserLabGroup' } });
    expect(byPath.get('/labInvite/:token')).toMatchObject({ access: 'auth', page: { remote: 'mf_account', module: './LabInvite' } });
  });

  it('has the lab-group approvals pages in the account, signed-in only, with their titles', () => {
    expect(byPath.get('/user/approvals')).toMatchObject({ name: 'user-approvals', access: 'auth', titleKey: 'routes.user.approvals', page: { remote: 'mf_account', module: './UserApprovals' } });
    expect(byPath.get('/user/approval/:id')).toMatchObject({ name: 'user-approval', access: 'auth', titleKey: 'routes.user.approval', page: { remote: 'mf_account', module: './UserApproval' } });
  });

  it('has unique names and paths', () => {
    expect(new Set(flat.map((r) => r.def.name)).size).toBe(flat.length);
    expect(new Set(flat.map((r) => r.fullPath)).size).toBe(flat.length);
  });
});
