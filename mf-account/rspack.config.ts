import { createRspackConfig, type AppBuildOptions } from '../rspack.base';

/** The public contract of mf_account: one exposed module per page or fragment (CONVENTIONS: exposes). */
export const exposes: Record<string, string> = {
  './UserPortal': './src/exposes/user-portal.tsx',
  './UserAddress': './src/exposes/user-address.tsx',
  './UserOrder': './src/exposes/user-order.tsx',
  './UserOrderDetail': './src/exposes/user-order-detail.tsx',
  './UserPoints': './src/exposes/user-points.tsx',
  './UserPointsOrder': './src/exposes/user-points-order.tsx',
  './UserPointsOrderDetail': './src/exposes/user-points-order-detail.tsx',
  './AddressPicker': './src/exposes/address-picker.tsx',
  './UserQuotation': './src/exposes/user-quotation.tsx',
  './UserQuotationDetail': './src/exposes/user-quotation-detail.tsx',
  './UserFavourites': './src/exposes/user-favourites.tsx',
  './UserLabLists': './src/exposes/user-lab-lists.tsx',
  './UserLabListDetail': './src/exposes/user-lab-list-detail.tsx',
  './UserLabGroups': './src/exposes/user-lab-groups.tsx',
  './UserLabGroup': './src/exposes/user-lab-group.tsx',
  './LabInvite': './src/exposes/lab-invite.tsx',
  './UserApprovals': './src/exposes/user-approvals.tsx',
  './UserApproval': './src/exposes/user-approval.tsx',
};

export default function config(options: Pick<AppBuildOptions, 'version' | 'mode' | 'outputPath' | 'server'> = {}) {
  return createRspackConfig({ name: 'mf_account', appDir: import.meta.dirname, exposes, port: 3003, ...options });
}
