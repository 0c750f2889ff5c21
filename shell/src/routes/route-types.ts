import type { RemoteName } from '../federation/remote-names';

/** Spec §2/§6: a page is public (auth checks skipped), guest-only, or needs a signed-in user. */
export type Access = 'public' | 'guest' | 'auth';

/** A page exposed by a remote, e.g. `{ remote: 'mf_catalog', module: './Home' }`, with optional props. */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
  props?: Record<string, string>;
}

/** Pages the shell owns itself (spec: login, permission, developing, mobilePrompt and 404; the password reset pages). */
export type ShellPageName = 'login' | 'forgotPassword' | 'resetPassword' | 'permission' | 'developing' | 'mobilePrompt' | 'notFound';

export interface RouteDef {
  /** Route name (spec §2). */
  name: string;
  /** Path below the language prefix, without a leading slash; '' is the language root. */
  path: string;
  access: Access;
  page?: RemotePageRef | ShellPageName;
  /** Path (below the language prefix) this route redirects to, query kept. */
  redirect?: string;
  /** i18n key of the page title (spec title rules). */
  titleKey: string;
  /** Query parameter that, when present, is the title instead (spec: `title`, `name`). */
  titleQuery?: string;
  /** Permissions the signed-in user's scope must hold (spec §6); without them, the permission page. */
  scope?: string[];
  /** Named guards run before the page (spec §8: an unknown name is a 500). */
  middleware?: string[];
  children?: RouteDef[];
}

/** Validation of path parameters (spec §8: a failed check is a 404). Shared with the server via routes.json. */
export const PARAM_PATTERNS: Record<string, string> = {
  id: '^[1-9][0-9]{0,17}$',
};
