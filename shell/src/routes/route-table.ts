import type { RemoteName } from '../federation/remote-names';
import type { StaffScope } from '@labmall/shared/auth/staff-scope';
import type { RemotePageRef, RouteDef } from './route-types';

/**
 * The complete route table of spec §2 below the language prefix: name, path, access, page, title rule.
 * The shell builds its router from it, and the build writes its paths to routes.json for the server's 404s.
 */
const page = (remote: RemoteName, module: string, props?: Record<string, string>): RemotePageRef =>
  ({ remote, module, ...(props ? { props } : {}) });

const STUDY_SECTIONS = ['guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading'];

const studySectionRoutes: RouteDef[] = STUDY_SECTIONS.flatMap((section) => [
  { name: `studyEnjoy-${section}`, path: section, access: 'public' as const,
    page: page('mf_study_zone', './ArticleList', { section }), titleKey: `routes.study.${section}` },
  { name: `studyEnjoy-${section}Detail-id`, path: `${section}Detail/:id`, access: 'public' as const,
    page: page('mf_study_zone', './ArticleDetail', { section }), titleKey: 'routes.articleDetail', titleQuery: 'title' },
]);

// The build reads this table in Node (routes.json), where @labmall/shared is not loadable, so the staff scopes are
// spelled here; route-table.test.ts checks them against staffRouteScope of @labmall/shared/auth/staff-scope.
const STAFF: StaffScope[] = ['catalogue', 'orders', 'quotations', 'support', 'content', 'points', 'releases', 'admin'];
/** A console page's scope: its own (or any of a list) or admin (`a|b` is any of, see hasScope); without one, any staff scope. */
const staffRouteScope = (scope?: StaffScope | readonly StaffScope[]): string[] => {
  if (!scope) return [STAFF.join('|')];
  const scopes = typeof scope === 'string' ? [scope] : scope;
  return [[...new Set([...scopes, 'admin'])].join('|')];
};

export const ROUTE_TABLE: RouteDef[] = [
  { name: 'home', path: '', access: 'public', page: page('mf_catalog', './Home'), titleKey: 'routes.home' },
  { name: 'login', path: 'login', access: 'guest', page: 'login', titleKey: 'routes.login' },
  { name: 'forgotPassword', path: 'forgotPassword', access: 'guest', page: 'forgotPassword', titleKey: 'routes.forgotPassword' },
  // Public, not guest-only: a mailed link must work in a browser that is still signed in (the reset ends that session).
  { name: 'resetPassword', path: 'resetPassword', access: 'public', page: 'resetPassword', titleKey: 'routes.resetPassword' },
  { name: 'category', path: 'category', access: 'public', page: page('mf_catalog', './Category'),
    titleKey: 'routes.category', titleQuery: 'title' },
  { name: 'product-id', path: 'product/:id', access: 'public', page: page('mf_catalog', './ProductDetail'),
    titleKey: 'routes.product' },
  { name: 'sceneProduct', path: 'sceneProduct', access: 'public', page: page('mf_catalog', './SceneProduct'),
    titleKey: 'routes.sceneProduct' },
  { name: 'search', path: 'search', access: 'public', page: page('mf_catalog', './Search'), titleKey: 'routes.search' },
  { name: 'certificate', path: 'certificate', access: 'public', page: page('mf_catalog', './Certificate'), titleKey: 'routes.certificate' },
  { name: 'template', path: 'template', access: 'public', page: page('mf_catalog', './Template'),
    titleKey: 'routes.template' },
  { name: 'user', path: 'user', access: 'auth', redirect: 'user/address', titleKey: 'routes.user.address', children: [
    { name: 'user-portal', path: 'portal', access: 'auth', page: page('mf_account', './UserPortal'), titleKey: 'routes.user.portal' },
    { name: 'user-address', path: 'address', access: 'auth', page: page('mf_account', './UserAddress'), titleKey: 'routes.user.address' },
    { name: 'user-order', path: 'order', access: 'auth', page: page('mf_account', './UserOrder'), titleKey: 'routes.user.order' },
    { name: 'user-orderDetail', path: 'orderDetail', access: 'auth', page: page('mf_account', './UserOrderDetail'), titleKey: 'routes.user.orderDetail' },
    { name: 'user-userPoints', path: 'userPoints', access: 'auth', page: page('mf_account', './UserPoints'), titleKey: 'routes.user.userPoints' },
    { name: 'user-pointsOrder', path: 'pointsOrder', access: 'auth', page: page('mf_account', './UserPointsOrder'), titleKey: 'routes.user.pointsOrder' },
    { name: 'user-pointsOrderDetail', path: 'pointsOrderDetail', access: 'auth', page: page('mf_account', './UserPointsOrderDetail'), titleKey: 'routes.user.pointsOrderDetail' },
    { name: 'user-quotation', path: 'quotation', access: 'auth', page: page('mf_account', './UserQuotation'), titleKey: 'routes.user.quotation' },
    { name: 'user-quotationDetail', path: 'quotationDetail', access: 'auth', page: page('mf_account', './UserQuotationDetail'), titleKey: 'routes.user.quotationDetail' },
    { name: 'user-favourites', path: 'favourites', access: 'auth', page: page('mf_account', './UserFavourites'), titleKey: 'routes.user.favourites' },
    { name: 'user-labLists', path: 'labLists', access: 'auth', page: page('mf_account', './UserLabLists'), titleKey: 'routes.user.labLists' },
    { name: 'user-labListDetail', path: 'labListDetail', access: 'auth', page: page('mf_account', './UserLabListDetail'), titleKey: 'routes.user.labListDetail' },
    { name: 'user-labGroups', path: 'labGroups', access: 'auth', page: page('mf_account', './UserLabGroups'), titleKey: 'routes.user.labGroups' },
    { name: 'user-labGroup-id', path: 'labGroup/:id', access: 'auth', page: page('mf_account', './UserLabGroup'), titleKey: 'routes.user.labGroup' },
    { name: 'user-approvals', path: 'approvals', access: 'auth', page: page('mf_account', './UserApprovals'), titleKey: 'routes.user.approvals' },
    { name: 'user-approval', path: 'approval/:id', access: 'auth', page: page('mf_account', './UserApproval'), titleKey: 'routes.user.approval' },
  ] },
  { name: 'about', path: 'about', access: 'public', page: page('mf_help_service', './AboutApp'), titleKey: 'routes.about.app', children: [
    { name: 'about-aboutUs', path: 'aboutUs', access: 'public', page: page('mf_help_service', './AboutUs'), titleKey: 'routes.about.aboutUs' },
  ] },
  { name: 'help', path: 'help', access: 'public', page: page('mf_help_service', './HelpHome'), titleKey: 'routes.help.home', children: [
    { name: 'help-questionDetail', path: 'questionDetail', access: 'public', page: page('mf_help_service', './QuestionDetail'),
      titleKey: 'routes.help.questionDetail', titleQuery: 'name' },
    { name: 'help-helpSearch', path: 'helpSearch', access: 'public', page: page('mf_help_service', './HelpSearch'), titleKey: 'routes.help.helpSearch' },
  ] },
  // A lab group's mailed invite: signed-in only (the guard sends a guest to login and back here to accept).
  { name: 'labInvite-token', path: 'labInvite/:token', access: 'auth', page: page('mf_account', './LabInvite'), titleKey: 'routes.labInvite' },
  { name: 'shopping', path: 'shopping', access: 'auth', page: page('mf_cart_checkout', './Cart'), titleKey: 'routes.shopping' },
  { name: 'sureOrder', path: 'order', access: 'auth', page: page('mf_cart_checkout', './ConfirmOrder'), titleKey: 'routes.sureOrder' },
  { name: 'payType', path: 'payType', access: 'auth', page: page('mf_cart_checkout', './PayType'), titleKey: 'routes.payType' },
  { name: 'requestQuotation', path: 'quotation', access: 'auth', page: page('mf_cart_checkout', './RequestQuotation'), titleKey: 'routes.requestQuotation' },
  { name: 'payTypeResult', path: 'payTypeResult', access: 'auth', page: page('mf_cart_checkout', './PayResult'), titleKey: 'routes.payTypeResult' },
  { name: 'service', path: 'service', access: 'public', page: page('mf_help_service', './ServiceHome'), titleKey: 'routes.service.home', children: [
    { name: 'service-afterSales', path: 'afterSales', access: 'public', page: page('mf_help_service', './AfterSales'), titleKey: 'routes.service.afterSales' },
    { name: 'service-cooperation', path: 'cooperation', access: 'public', page: page('mf_help_service', './Cooperation'), titleKey: 'routes.service.cooperation' },
    { name: 'service-feedback', path: 'feedback', access: 'public', page: page('mf_help_service', './Feedback'), titleKey: 'routes.service.feedback' },
  ] },
  { name: 'permission', path: 'permission', access: 'public', page: 'permission', titleKey: 'routes.permission' },
  { name: 'studyEnjoy', path: 'studyEnjoy', access: 'public', redirect: 'studyEnjoy/guide', titleKey: 'routes.study.guide', children: [
    ...studySectionRoutes,
    { name: 'studyEnjoy-paper', path: 'paper', access: 'public', page: page('mf_study_zone', './Paper'), titleKey: 'routes.study.paper' },
    { name: 'studyEnjoy-ECMT', path: 'ECMT', access: 'public', page: page('mf_study_zone', './Ecmt'), titleKey: 'routes.study.ECMT', children: [
      { name: 'studyEnjoy-ECMT-ECMTDetail-id', path: 'ECMTDetail/:id', access: 'public', page: page('mf_study_zone', './EcmtDetail'),
        titleKey: 'routes.articleDetail', titleQuery: 'title' },
      { name: 'studyEnjoy-ECMT-ECMTIntroduce-id', path: 'ECMTIntroduce/:id', access: 'public', page: page('mf_study_zone', './EcmtIntroduce'),
        titleKey: 'routes.study.ECMTIntroduce', titleQuery: 'title' },
      { name: 'studyEnjoy-ECMT-introduceCenter', path: 'introduceCenter', access: 'public', page: page('mf_study_zone', './IntroduceCenter'),
        titleKey: 'routes.study.introduceCenter' },
      { name: 'studyEnjoy-ECMT-pastGloriesCenter', path: 'pastGloriesCenter', access: 'public', page: page('mf_study_zone', './PastGloriesCenter'),
        titleKey: 'routes.study.pastGloriesCenter' },
    ] },
  ] },
  { name: 'activity', path: 'activity', access: 'public', redirect: 'activity/specialOffer', titleKey: 'routes.activity.specialOffer', children: [
    { name: 'activity-specialOffer', path: 'specialOffer', access: 'public', page: page('mf_help_service', './SpecialOffer'), titleKey: 'routes.activity.specialOffer' },
    { name: 'activity-customForm', path: 'customForm', access: 'public', redirect: 'activity/commonForm', titleKey: 'routes.activity.commonForm' },
    { name: 'activity-submitForm', path: 'submitForm', access: 'public', middleware: ['mobileForm'], page: page('mf_help_service', './SubmitForm'), titleKey: 'routes.activity.submitForm' },
    { name: 'commonForm', path: 'commonForm', access: 'public', middleware: ['mobileForm'], page: page('mf_help_service', './CommonForm'), titleKey: 'routes.activity.commonForm' },
  ] },
  { name: 'salesTeam', path: 'salesTeam', access: 'public', page: page('mf_help_service', './SalesTeam'), titleKey: 'routes.salesTeam' },
  { name: 'pointsMall', path: 'pointsMall', access: 'public', page: page('mf_points_mall', './PointsHome'), titleKey: 'routes.points.home', children: [
    { name: 'pointsMall-pointsCategory', path: 'pointsCategory', access: 'public', page: page('mf_points_mall', './PointsCategory'), titleKey: 'routes.points.pointsCategory', titleQuery: 'title' },
    { name: 'pointsMall-exchangeSuccess', path: 'exchangeSuccess', access: 'auth', page: page('mf_points_mall', './ExchangeSuccess'), titleKey: 'routes.points.exchangeSuccess' },
    { name: 'pointsMall-pointsCampaign', path: 'pointsCampaign', access: 'public', page: page('mf_points_mall', './PointsCampaign'), titleKey: 'routes.points.pointsCampaign' },
    { name: 'pointsMall-pointsTasks', path: 'pointsTasks', access: 'auth', page: page('mf_points_mall', './PointsTasks'), titleKey: 'routes.points.pointsTasks' },
    { name: 'pointsMall-announcementCenter', path: 'announcementCenter', access: 'public', page: page('mf_points_mall', './AnnouncementCenter'), titleKey: 'routes.points.announcementCenter' },
    { name: 'pointsMall-pointsProduct-id', path: 'pointsProduct/:id', access: 'public', page: page('mf_points_mall', './PointsProduct'), titleKey: 'routes.points.pointsProduct' },
    { name: 'confirmOrder', path: 'order', access: 'auth', page: page('mf_points_mall', './PointsConfirmOrder'), titleKey: 'routes.points.confirmOrder' },
  ] },
  { name: 'academicNavigation', path: 'academicNavigation', access: 'public', page: page('mf_help_service', './AcademicNavigation'), titleKey: 'routes.academicNavigation' },
  { name: 'privacy', path: 'privacy', access: 'public', page: page('mf_help_service', './Privacy'), titleKey: 'routes.privacy' },
  { name: 'registrationAgreement', path: 'registrationAgreement', access: 'public', page: page('mf_help_service', './RegistrationAgreement'), titleKey: 'routes.registrationAgreement' },
  // The staff console (mf_backoffice): its code loads only when one of these routes is visited. Home opens to any
  // staff scope; each page to its own scope or admin (the API checks the same on every call).
  { name: 'backoffice', path: 'backoffice', access: 'auth', scope: staffRouteScope(), page: page('mf_backoffice', './Dashboard'), titleKey: 'routes.backoffice.home', children: [
    { name: 'backoffice-orders', path: 'orders', access: 'auth', scope: staffRouteScope('orders'), page: page('mf_backoffice', './Orders'), titleKey: 'routes.backoffice.orders' },
    { name: 'backoffice-order', path: 'order', access: 'auth', scope: staffRouteScope('orders'), page: page('mf_backoffice', './OrderDetail'), titleKey: 'routes.backoffice.order' },
    { name: 'backoffice-products', path: 'products', access: 'auth', scope: staffRouteScope('catalogue'), page: page('mf_backoffice', './Products'), titleKey: 'routes.backoffice.products' },
    { name: 'backoffice-product', path: 'product', access: 'auth', scope: staffRouteScope('catalogue'), page: page('mf_backoffice', './ProductEdit'), titleKey: 'routes.backoffice.product' },
    { name: 'backoffice-categories', path: 'categories', access: 'auth', scope: staffRouteScope('catalogue'), page: page('mf_backoffice', './Categories'), titleKey: 'routes.backoffice.categories' },
    { name: 'backoffice-import', path: 'import', access: 'auth', scope: staffRouteScope('catalogue'), page: page('mf_backoffice', './CatalogueImport'), titleKey: 'routes.backoffice.import' },
    { name: 'backoffice-quotations', path: 'quotations', access: 'auth', scope: staffRouteScope('quotations'), page: page('mf_backoffice', './Quotations'), titleKey: 'routes.backoffice.quotations' },
    { name: 'backoffice-quotation', path: 'quotation', access: 'auth', scope: staffRouteScope('quotations'), page: page('mf_backoffice', './QuotationDetail'), titleKey: 'routes.backoffice.quotation' },
    { name: 'backoffice-points-goods', path: 'points-goods', access: 'auth', scope: staffRouteScope('points'), page: page('mf_backoffice', './PointsGoods'), titleKey: 'routes.backoffice.pointsGoods' },
    { name: 'backoffice-points-good', path: 'points-good', access: 'auth', scope: staffRouteScope('points'), page: page('mf_backoffice', './PointsGood'), titleKey: 'routes.backoffice.pointsGood' },
    { name: 'backoffice-points-campaigns', path: 'points-campaigns', access: 'auth', scope: staffRouteScope('points'), page: page('mf_backoffice', './PointsCampaigns'), titleKey: 'routes.backoffice.pointsCampaigns' },
    { name: 'backoffice-points-announcements', path: 'points-announcements', access: 'auth', scope: staffRouteScope('points'), page: page('mf_backoffice', './PointsAnnouncements'), titleKey: 'routes.backoffice.pointsAnnouncements' },
    { name: 'backoffice-points-tasks', path: 'points-tasks', access: 'auth', scope: staffRouteScope('points'), page: page('mf_backoffice', './PointsTasks'), titleKey: 'routes.backoffice.pointsTasks' },
    { name: 'backoffice-after-sales', path: 'after-sales', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './AfterSales'), titleKey: 'routes.backoffice.afterSales' },
    { name: 'backoffice-after-sales-request', path: 'after-sales-request', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './AfterSalesRequest'), titleKey: 'routes.backoffice.afterSalesRequest' },
    { name: 'backoffice-verifications', path: 'verifications', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './Verifications'), titleKey: 'routes.backoffice.verifications' },
    { name: 'backoffice-verification', path: 'verification', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './Verification'), titleKey: 'routes.backoffice.verification' },
    { name: 'backoffice-lab-groups', path: 'lab-groups', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './LabGroups'), titleKey: 'routes.backoffice.labGroups' },
    { name: 'backoffice-lab-group', path: 'lab-group', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './LabGroup'), titleKey: 'routes.backoffice.labGroup' },
    { name: 'backoffice-regulated-register', path: 'regulated-register', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './RegulatedRegister'), titleKey: 'routes.backoffice.regulatedRegister' },
    { name: 'backoffice-forms', path: 'forms', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './ActivityForms'), titleKey: 'routes.backoffice.forms' },
    { name: 'backoffice-form', path: 'form', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './ActivityForm'), titleKey: 'routes.backoffice.form' },
    { name: 'backoffice-form-submissions', path: 'form-submissions', access: 'auth', scope: staffRouteScope('support'), page: page('mf_backoffice', './FormSubmissions'), titleKey: 'routes.backoffice.formSubmissions' },
    { name: 'backoffice-releases', path: 'releases', access: 'auth', scope: staffRouteScope('releases'), page: page('mf_backoffice', './Releases'), titleKey: 'routes.backoffice.releases' },
    { name: 'backoffice-content', path: 'content', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './Content'), titleKey: 'routes.backoffice.content' },
    { name: 'backoffice-article', path: 'article', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './ArticleEdit'), titleKey: 'routes.backoffice.article' },
    { name: 'backoffice-banners', path: 'banners', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './Banners'), titleKey: 'routes.backoffice.banners' },
    { name: 'backoffice-hotwords', path: 'hotwords', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './HotWords'), titleKey: 'routes.backoffice.hotWords' },
    { name: 'backoffice-help', path: 'help', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './HelpQuestions'), titleKey: 'routes.backoffice.help' },
    { name: 'backoffice-pages', path: 'pages', access: 'auth', scope: staffRouteScope('content'), page: page('mf_backoffice', './CompanyPages'), titleKey: 'routes.backoffice.pages' },
    { name: 'backoffice-staff', path: 'staff', access: 'auth', scope: staffRouteScope('admin'), page: page('mf_backoffice', './Staff'), titleKey: 'routes.backoffice.staff' },
    // The reports page holds a report per scope (sales and funnel: orders, search and products: catalogue, …): it
    // opens to any of them, and shows only the reports the scopes allow.
    { name: 'backoffice-reports', path: 'reports', access: 'auth', scope: staffRouteScope(['orders', 'catalogue', 'quotations', 'points']), page: page('mf_backoffice', './Reports'), titleKey: 'routes.backoffice.reports' },
    { name: 'backoffice-audit', path: 'audit', access: 'auth', scope: staffRouteScope('admin'), page: page('mf_backoffice', './AuditLog'), titleKey: 'routes.backoffice.audit' },
  ] },
  // MOBILE_FORM_URL's default (/m/form): the shop's own phone form page, server-rendered; no mobileForm guard, so no loop.
  { name: 'm', path: 'm', access: 'public', redirect: 'm/form', titleKey: 'routes.mobileForm', children: [
    { name: 'mobileForm', path: 'form', access: 'public', page: page('mf_help_service', './MobileForm'), titleKey: 'routes.mobileForm' },
  ] },
  { name: 'mobilePrompt', path: 'mobilePrompt', access: 'public', page: 'mobilePrompt', titleKey: 'routes.mobilePrompt' },
  { name: 'developing', path: 'developing', access: 'public', page: 'developing', titleKey: 'routes.developing' },
  { name: '404', path: '404', access: 'public', page: 'notFound', titleKey: 'routes.notFound' },
];
