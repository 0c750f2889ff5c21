import { useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatDateTime } from '@labmall/shared/format/date';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { createInvite } from '../api/create-invite';
import type { LabGroup, LabRole } from '../api/lab-group-types';
import { revokeInvite } from '../api/revoke-invite';
import { TextField } from '../../../components/text-field';
import { RoleCheckboxes, RoleChips } from './role-checkboxes';

/** The owner invites by e-mail (a mailed link) with the roles the invite gives, and revokes pending invites. */
export function InvitesSection({ group, onChanged }: { group: LabGroup; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<LabRole[]>(['buyer']);
  const [errors, setErrors] = useState<{ email?: string; roles?: string }>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const pendingHeading = useRef<HTMLHeadingElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const next = {
      email: z.regexes.email.test(trimmed) ? undefined : t('labGroups.errors.email'),
      roles: roles.length > 0 ? undefined : t('labGroups.errors.rolesRequired'),
    };
    setErrors(next);
    if (next.email) return emailInput.current?.focus();
    if (next.roles) return;
    setBusy(true);
    try {
      await createInvite(group.id, { email: trimmed, roles });
      setEmail('');
      setNotice(t('labGroups.invites.sent', { email: trimmed }));
      onChanged();
      emailInput.current?.focus();
    } catch (error) {
      setNotice(apiErrorMessage(error, t('labGroups.invites.failed')));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (inviteId: number, address: string) => {
    try {
      await revokeInvite(group.id, inviteId);
      setNotice(t('labGroups.invites.revoked', { email: address }));
      onChanged();
    } catch (error) {
      setNotice(apiErrorMessage(error, t('labGroups.saveFailed')));
    }
    pendingHeading.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('labGroups.invites.title')}</h2>
      <form className="lab-group-invite-form" noValidate onSubmit={(event) => void send(event)}>
        <TextField
          id={`${id}-email`} type="email" label={t('labGroups.invites.email')} value={email} error={errors.email}
          hint={t('labGroups.invites.hint')} maxLength={254} inputRef={emailInput} onChange={setEmail}
        />
        <RoleCheckboxes legend={t('labGroups.invites.roles')} value={roles} onChange={setRoles} error={errors.roles} exclude={['owner']} />
        <div className="lab-group-actions">
          <button type="submit" className="button button-primary" aria-busy={busy || undefined}>{t('labGroups.invites.send')}</button>
        </div>
      </form>
      <p role="status">{notice}</p>
      <h3 ref={pendingHeading} tabIndex={-1}>{t('labGroups.invites.pending')}</h3>
      {group.invites.length === 0 ? (
        <p>{t('labGroups.invites.none')}</p>
      ) : (
        <ul className="lab-group-cards">
          {group.invites.map((invite) => (
            <li key={invite.id}>
              <span>{invite.email}</span>
              <RoleChips roles={invite.roles} label={t('labGroups.invites.rolesOf', { email: invite.email })} />
              <span>{t('labGroups.invites.expires', { date: formatDateTime(invite.expiresAt, i18n.language) })}</span>
              <ConfirmAction
                label={t('labGroups.invites.revoke')}
                accessibleLabel={t('labGroups.invites.revokeFor', { email: invite.email })}
                question={t('labGroups.invites.revokeQuestion', { email: invite.email })}
                confirmLabel={t('labGroups.invites.revoke')}
                dismissLabel={t('labGroups.keep')}
                onConfirm={() => void revoke(invite.id, invite.email)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
