import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_catalog: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './Home': './src/exposes/home.tsx',
  './Category': './src/exposes/category.tsx',
  './ProductDetail': './src/exposes/product-detail.tsx',
  './SceneProduct': './src/exposes/scene-product.tsx',
  './Search': './src/exposes/search.tsx',
  './Template': './src/exposes/template.tsx',
  './Certificate': './src/exposes/certificate.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_catalog', appDir: import.meta.dirname, exposes, port: 3001, ...options });
}
