import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_study_zone: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './ArticleList': './src/exposes/article-list.tsx',
  './ArticleDetail': './src/exposes/article-detail.tsx',
  './Paper': './src/exposes/paper.tsx',
  './Ecmt': './src/exposes/ecmt.tsx',
  './EcmtDetail': './src/exposes/ecmt-detail.tsx',
  './EcmtIntroduce': './src/exposes/ecmt-introduce.tsx',
  './IntroduceCenter': './src/exposes/introduce-center.tsx',
  './PastGloriesCenter': './src/exposes/past-glories-center.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_study_zone', appDir: import.meta.dirname, exposes, port: 3005, ...options });
}
