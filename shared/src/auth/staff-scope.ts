import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';
import { ANY_OF, hasScope } from '@labmall/shared/auth/scope';

/**
 * The staff scopes of docs/backoffice-api.md, beside the shopper's `user`. `admin` holds every other one too
 * (the API's `allows`), so every check here lets admin through.
 */
export const STAFF_SCOPES = ['catalogue', 'orders', 'quotations', 'support', 'content', 'points', 'releases', 'admin'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/** True when the user may use the part of the console guarded by `scope`: they hold it, or admin. */
export function allowsStaffScope(user: AuthUser | null | undefined, scope: StaffScope): boolean {
  return hasScope(user, scope === 'admin' ? 'admin' : `${scope}${ANY_OF}admin`);
}

/** True when the user holds any staff scope (shows the console link; opens the console's home). */
export const isStaff = (user: AuthUser | null | undefined): boolean => hasScope(user, STAFF_SCOPES.join(ANY_OF));

/**
 * The route `scope` of a console page: `scope` or admin; a list (a page with a part for each, such as the reports)
 * opens to any of them or admin; without `scope`, any staff scope.
 */
export const staffRouteScope = (scope?: StaffScope | readonly StaffScope[]): string[] => {
  if (!scope) return [STAFF_SCOPES.join(ANY_OF)];
  const scopes = typeof scope === 'string' ? [scope] : scope;
  return [[...new Set([...scopes, 'admin'])].join(ANY_OF)];
};
