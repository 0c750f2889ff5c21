import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_points_mall: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './PointsHome': './src/exposes/points-home.tsx',
  './PointsCategory': './src/exposes/points-category.tsx',
  './ExchangeSuccess': './src/exposes/exchange-success.tsx',
  './PointsCampaign': './src/exposes/points-campaign.tsx',
  './PointsTasks': './src/exposes/points-tasks.tsx',
  './AnnouncementCenter': './src/exposes/announcement-center.tsx',
  './PointsProduct': './src/exposes/points-product.tsx',
  './PointsConfirmOrder': './src/exposes/points-confirm-order.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_points_mall', appDir: import.meta.dirname, exposes, port: 3004, ...options });
}
