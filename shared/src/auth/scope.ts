import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';

/** Separates alternatives in one entry of a route's scope: `'catalogue|admin'` is held with either. */
export const ANY_OF = '|';

/**
 * Spec §6: the user's `scope` may be a list of permissions (`['order', 'points']`) or a map
 * (`{ order: true, points: false }`). True when the user holds every permission asked for; an entry
 * `'a|b'` asks for any one of its alternatives (staff pages open to several scopes, or to admin).
 */
export function hasScope(user: AuthUser | null | undefined, needed: string | string[]): boolean {
  const wanted = Array.isArray(needed) ? needed : [needed];
  const scope = user?.scope;
  if (!scope) return wanted.length === 0;
  const holds = Array.isArray(scope) ? (p: string) => scope.includes(p) : (p: string) => scope[p] === true;
  return wanted.every((entry) => entry.split(ANY_OF).some(holds));
}
