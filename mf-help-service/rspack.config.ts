import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_help_service: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './HelpHome': './src/exposes/help-home.tsx',
  './QuestionDetail': './src/exposes/question-detail.tsx',
  './HelpSearch': './src/exposes/help-search.tsx',
  './ServiceHome': './src/exposes/service-home.tsx',
  './AfterSales': './src/exposes/after-sales.tsx',
  './Cooperation': './src/exposes/cooperation.tsx',
  './Feedback': './src/exposes/feedback.tsx',
  './SpecialOffer': './src/exposes/special-offer.tsx',
  './SubmitForm': './src/exposes/submit-form.tsx',
  './CommonForm': './src/exposes/common-form.tsx',
  './MobileForm': './src/exposes/mobile-form.tsx',
  './AboutApp': './src/exposes/about-app.tsx',
  './AboutUs': './src/exposes/about-us.tsx',
  './SalesTeam': './src/exposes/sales-team.tsx',
  './AcademicNavigation': './src/exposes/academic-navigation.tsx',
  './Privacy': './src/exposes/privacy.tsx',
  './RegistrationAgreement': './src/exposes/registration-agreement.tsx',
  // Fragment for mf_account's order detail: the order's after-sales requests and the link to request one.
  './OrderAfterSales': './src/exposes/order-after-sales.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_help_service', appDir: import.meta.dirname, exposes, port: 3006, ...options });
}
