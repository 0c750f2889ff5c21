import type { Configuration } from '@rspack/core';
import shell from '../../shell/rspack.config';
import catalog from '../../mf-catalog/rspack.config';
import cartCheckout from '../../mf-cart-checkout/rspack.config';
import account from '../../mf-account/rspack.config';
import pointsMall from '../../mf-points-mall/rspack.config';
import studyZone from '../../mf-study-zone/rspack.config';
import helpService from '../../mf-help-service/rspack.config';
import backoffice from '../../mf-backoffice/rspack.config';

type ConfigFactory = (options: { version?: string; mode?: 'production' | 'development'; outputPath?: string; server?: boolean }) => Configuration;

/** Each app's own rspack.config.ts (all of them call the one factory in rspack.base.ts), by folder. */
export const APP_CONFIGS: Record<string, { name: string; config: ConfigFactory }> = {
  shell: { name: 'shell', config: shell },
  'mf-catalog': { name: 'mf_catalog', config: catalog },
  'mf-cart-checkout': { name: 'mf_cart_checkout', config: cartCheckout },
  'mf-account': { name: 'mf_account', config: account },
  'mf-points-mall': { name: 'mf_points_mall', config: pointsMall },
  'mf-study-zone': { name: 'mf_study_zone', config: studyZone },
  'mf-help-service': { name: 'mf_help_service', config: helpService },
  'mf-backoffice': { name: 'mf_backoffice', config: backoffice },
};
