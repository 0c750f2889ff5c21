import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';

/**
 * Spec §6: the user's `scope` may be a list of permissions (`['order', 'points']`) or a map
 * (`{ order: true, points: false }`). True when the user holds every permission asked for.
 */
export function hasScope(user: AuthUser | null | undefined, needed: string | string[]): boolean {
  const wanted = Array.isArray(needed) ? needed : [needed];
  const scope = user?.scope;
  if (!scope) return wanted.length === 0;
  if (Array.isArray(scope)) return wanted.every((permission) => scope.includes(permission));
  return wanted.every((permission) => scope[permission] === true);
}
