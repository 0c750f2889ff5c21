import { useTranslation } from '@labmall/shared/i18n/react';
import { LAB_ROLES, type LabRole } from '../api/lab-group-types';
import { useRoleText } from '../model/roles';

interface RoleCheckboxesProps {
  legend: string;
  value: LabRole[];
  onChange: (roles: LabRole[]) => void;
  error?: string;
  /** The roles that cannot be given here (an invite never makes an owner). */
  exclude?: LabRole[];
}

/** The roles as a named group of checkboxes, each with what it may do; the error is read with the group. */
export function RoleCheckboxes({ legend, value, onChange, error, exclude = [] }: RoleCheckboxesProps) {
  const { t } = useTranslation();
  const roleText = useRoleText();
  const hints: Record<LabRole, string> = {
    owner: t('labGroups.roleHints.owner'),
    buyer: t('labGroups.roleHints.buyer'),
    requester: t('labGroups.roleHints.requester'),
    approver: t('labGroups.roleHints.approver'),
    finance: t('labGroups.roleHints.finance'),
  };
  const toggle = (role: LabRole, on: boolean) => onChange(on ? LAB_ROLES.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role));
  return (
    <fieldset className="lab-group-roles" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {LAB_ROLES.filter((role) => !exclude.includes(role)).map((role) => (
        <label key={role}>
          <input type="checkbox" checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
          <span>{roleText(role)}</span> <small>{hints[role]}</small>
        </label>
      ))}
      {error ? <p role="alert" className="form-error">{error}</p> : null}
    </fieldset>
  );
}

/** The roles as chips (a list, so a screen reader says how many). */
export function RoleChips({ roles, label }: { roles: LabRole[]; label: string }) {
  const roleText = useRoleText();
  return (
    <ul className="lab-group-chips" aria-label={label}>
      {roles.map((role) => <li key={role} className={`lab-group-chip lab-group-chip-${role}`}>{roleText(role)}</li>)}
    </ul>
  );
}
