import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatDate } from '@labmall/shared/format/date';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import type { LabGroup, LabMember, LabRole } from '../api/lab-group-types';
import { removeMember } from '../api/remove-member';
import { updateMemberRoles } from '../api/update-member-roles';
import { RoleCheckboxes, RoleChips } from './role-checkboxes';

interface MembersSectionProps {
  group: LabGroup;
  /** The owner changes roles and removes members. */
  editable: boolean;
  onChanged: () => void;
}

/** The members with their roles; the owner changes a member's roles in place or removes them (asked twice). */
export function MembersSection({ group, editable, onChanged }: MembersSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  const remove = async (member: LabMember) => {
    try {
      await removeMember(group.id, member.userId);
      setNotice(t('labGroups.members.removed', { name: member.name }));
      onChanged();
    } catch (error) {
      setNotice(apiErrorMessage(error, t('labGroups.saveFailed')));
    }
    // The row (and its button) is gone: the section's heading keeps the place.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{t('labGroups.members.title', { count: group.members.length })}</h2>
      <table className="lab-group-table">
        <caption className="visually-hidden">{t('labGroups.members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('labGroups.members.name')}</th>
            <th scope="col">{t('labGroups.members.roles')}</th>
            <th scope="col">{t('labGroups.members.joined')}</th>
            {editable ? <th scope="col">{t('labGroups.members.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {group.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">{member.name}<br /><small>{member.email}</small></th>
              <td>
                {editing === member.userId ? (
                  <MemberRolesForm
                    member={member}
                    onCancel={() => setEditing(null)}
                    onSave={async (roles) => {
                      await updateMemberRoles(group.id, member.userId, roles);
                      setEditing(null);
                      setNotice(t('labGroups.members.rolesSaved', { name: member.name }));
                      onChanged();
                    }}
                  />
                ) : (
                  <RoleChips roles={member.roles} label={t('labGroups.members.rolesOf', { name: member.name })} />
                )}
              </td>
              <td>{formatDate(member.joinedAt, i18n.language)}</td>
              {editable ? (
                <td className="lab-group-actions">
                  {editing === member.userId ? null : (
                    <button type="button" className="button" aria-label={t('labGroups.members.changeRolesOf', { name: member.name })} onClick={() => setEditing(member.userId)}>
                      {t('labGroups.members.changeRoles')}
                    </button>
                  )}
                  {member.roles.includes('owner') ? null : (
                    <ConfirmAction
                      label={t('labGroups.members.remove')}
                      accessibleLabel={t('labGroups.members.removeName', { name: member.name })}
                      question={t('labGroups.members.removeQuestion', { name: member.name })}
                      confirmLabel={t('labGroups.members.remove')}
                      dismissLabel={t('labGroups.keep')}
                      onConfirm={() => void remove(member)}
                    />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status">{notice}</p>
    </section>
  );
}

/** A member's roles as checkboxes: at least one; focus goes to the first box when it opens. */
function MemberRolesForm({ member, onSave, onCancel }: { member: LabMember; onSave: (roles: LabRole[]) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<LabRole[]>(member.roles);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  const save = async () => {
    if (roles.length === 0) return setError(t('labGroups.errors.rolesRequired'));
    setError('');
    setBusy(true);
    try {
      await onSave(roles);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('labGroups.saveFailed')));
      setBusy(false);
    }
  };
  return (
    <div className="lab-group-member-roles" ref={box}>
      <RoleCheckboxes legend={t('labGroups.members.rolesOf', { name: member.name })} value={roles} onChange={setRoles} error={error} />
      <div className="lab-group-actions">
        <button type="button" className="button button-primary" aria-busy={busy || undefined} onClick={() => void save()}>{t('labGroups.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('labGroups.cancel')}</button>
      </div>
    </div>
  );
}
