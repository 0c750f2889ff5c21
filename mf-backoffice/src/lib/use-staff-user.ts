import { useAppStore } from '@labmall/shared/store/app-store';
import { allowsStaffScope, type StaffScope } from '@labmall/shared/auth/staff-scope';

/** What the signed-in staff member may do: `allows('catalogue')` is true for catalogue staff and for admin. */
export function useStaffAccess() {
  const user = useAppStore((s) => s.auth.user);
  return { user, allows: (scope: StaffScope) => allowsStaffScope(user, scope) };
}
