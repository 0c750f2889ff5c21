import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_backoffice: one exposed module per console page (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './Dashboard': './src/exposes/dashboard.tsx',
  './Orders': './src/exposes/orders.tsx',
  './OrderDetail': './src/exposes/order-detail.tsx',
  './Products': './src/exposes/products.tsx',
  './ProductEdit': './src/exposes/product-edit.tsx',
  './Categories': './src/exposes/categories.tsx',
  './Staff': './src/exposes/staff.tsx',
  './AuditLog': './src/exposes/audit-log.tsx',
  './CatalogueImport': './src/exposes/catalogue-import.tsx',
  './Quotations': './src/exposes/quotations.tsx',
  './QuotationDetail': './src/exposes/quotation-detail.tsx',
  './AfterSales': './src/exposes/after-sales.tsx',
  './AfterSalesRequest': './src/exposes/after-sales-request.tsx',
  './ActivityForms': './src/exposes/activity-forms.tsx',
  './ActivityForm': './src/exposes/activity-form.tsx',
  './FormSubmissions': './src/exposes/form-submissions.tsx',
  './Content': './src/exposes/content.tsx',
  './ArticleEdit': './src/exposes/article.tsx',
  './Banners': './src/exposes/banners.tsx',
  './HotWords': './src/exposes/hot-words.tsx',
  './HelpQuestions': './src/exposes/help-questions.tsx',
  './CompanyPages': './src/exposes/company-pages.tsx',
  './PointsGoods': './src/exposes/points-goods.tsx',
  './PointsGood': './src/exposes/points-good.tsx',
  './PointsCampaigns': './src/exposes/points-campaigns.tsx',
  './PointsAnnouncements': './src/exposes/points-announcements.tsx',
  './PointsTasks': './src/exposes/points-tasks.tsx',
  './Releases': './src/exposes/releases.tsx',
  './Reports': './src/exposes/reports.tsx',
  './LabGroups': './src/exposes/lab-groups.tsx',
  './LabGroup': './src/exposes/lab-group.tsx',
  './Verifications': './src/exposes/verifications.tsx',
  './Verification': './src/exposes/verification.tsx',
  './RegulatedRegister': './src/exposes/regulated-register.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_backoffice', appDir: import.meta.dirname, exposes, port: 3007, ...options });
}
