import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_cart_checkout: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './Cart': './src/exposes/cart.tsx',
  './ConfirmOrder': './src/exposes/confirm-order.tsx',
  './PayType': './src/exposes/pay-type.tsx',
  './PayResult': './src/exposes/pay-result.tsx',
  './MiniCart': './src/exposes/mini-cart.tsx',
  './AddToCartButton': './src/exposes/add-to-cart-button.tsx',
  './RequestQuotation': './src/exposes/request-quotation.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_cart_checkout', appDir: import.meta.dirname, exposes, port: 3002, ...options });
}
