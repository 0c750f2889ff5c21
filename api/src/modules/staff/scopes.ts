/**
 * Staff permissions, carried in the user record's `scope` list (spec §6) beside the shopper's 'user'. Each names
 * one part of the console; `admin` manages staff, reads the audit log and holds every other scope too.
 */
export const staffScopes = ['catalogue', 'orders', 'quotations', 'support', 'content', 'points', 'releases', 'admin'] as const;
export type StaffScope = (typeof staffScopes)[number];

export const isStaffScope = (value: string): value is StaffScope => (staffScopes as readonly string[]).includes(value);

/** True when the scope list holds any staff permission: such an account signs in with a second factor. */
export const isStaff = (scope: readonly string[]): boolean => scope.some(isStaffScope);

/** True when the scope list allows `needed`: the scope itself, or admin. */
export const allows = (scope: readonly string[], needed: StaffScope): boolean => scope.includes(needed) || scope.includes('admin');
