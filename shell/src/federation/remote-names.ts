/** The seven remotes by their federation name (DESIGN §3); mf_backoffice is the staff console, loaded only by staff. */
export const REMOTE_NAMES = [
  'mf_catalog',
  'mf_cart_checkout',
  'mf_account',
  'mf_points_mall',
  'mf_study_zone',
  'mf_help_service',
  'mf_backoffice',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
