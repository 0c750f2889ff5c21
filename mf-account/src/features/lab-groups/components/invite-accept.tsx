import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { rememberReturnPath } from '@labmall/shared/auth/return-path';
import { formatDateTime } from '@labmall/shared/format/date';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { acceptInvite } from '../api/accept-invite';
import { getInvite } from '../api/get-invite';
import { inviteProblemOf, type InviteProblem } from '../model/invite-state';
import { RoleChips } from './role-checkboxes';
import './lab-groups.css';

/** The invite of a mailed link: the group, who invited and the roles; accepting opens the group's page. */
export function InviteAccept({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useAppStore((s) => s.auth.loggedIn);
  const load = useCallback(() => getInvite(token), [token]);
  const { data: invite, error, retry } = useRequest(loggedIn && token ? `lab-invite:${token}` : null, load);
  const [failure, setFailure] = useState<{ problem: InviteProblem; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const problemBox = useRef<HTMLDivElement>(null);
  // An accept refused as expired or used replaces the page: the focus goes to the reason, not back to the body.
  useEffect(() => {
    if (failure) problemBox.current?.focus();
  }, [failure]);

  const problemTexts: Record<Exclude<InviteProblem, 'signedOut' | 'other'>, string> = {
    unknown: t('labGroups.invite.unknown'),
    expired: t('labGroups.invite.expired'),
    used: t('labGroups.invite.used'),
  };

  const signIn = (
    <div role="alert" className="lab-group-page">
      <p>{t('labGroups.invite.signIn')}</p>
      <Link className="button button-primary" to={localize('/login')} onClick={() => rememberReturnPath(pathname)}>
        {t('labGroups.invite.signInButton')}
      </Link>
    </div>
  );

  if (!loggedIn) return signIn;
  const problem = !token ? 'unknown' : (failure?.problem ?? (error && !invite ? inviteProblemOf(error) : null));
  if (problem === 'signedOut') return signIn;
  if (problem === 'unknown' || problem === 'expired' || problem === 'used') {
    return (
      <div role="alert" className="lab-group-page" ref={problemBox} tabIndex={-1}>
        <p>{problemTexts[problem]}</p>
        <Link to={localize('/user/labGroups')}>{t('labGroups.invite.toGroups')}</Link>
      </div>
    );
  }
  if (error && !invite) {
    return (
      <div role="alert" className="lab-group-page">
        <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
      </div>
    );
  }
  if (!invite) return <p role="status">{t('common.loading')}</p>;

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { groupId } = await acceptInvite(token);
      navigate(localize(`/user/labGroup/${groupId}`));
    } catch (rejection) {
      setFailure({ problem: inviteProblemOf(rejection), message: apiErrorMessage(rejection, t('labGroups.invite.acceptFailed')) });
      setBusy(false);
    }
  };

  return (
    <section className="lab-group-page" aria-labelledby="lab-invite-group">
      <h2 id="lab-invite-group">{invite.groupName}</h2>
      <dl className="lab-group-figures">
        <dt>{t('labGroups.fields.institution')}</dt>
        <dd>{invite.institution}</dd>
        <dt>{t('labGroups.invite.invitedBy')}</dt>
        <dd>{invite.invitedBy}</dd>
        <dt>{t('labGroups.invite.expiresAt')}</dt>
        <dd>{formatDateTime(invite.expiresAt, i18n.language)}</dd>
      </dl>
      <RoleChips roles={invite.roles} label={t('labGroups.invite.roles')} />
      <div className="lab-group-actions">
        <button type="button" className="button button-primary" aria-busy={busy || undefined} onClick={() => void accept()}>
          {t('labGroups.invite.accept')}
        </button>
        <Link to={localize('/user/labGroups')}>{t('labGroups.invite.notNow')}</Link>
      </div>
      {failure ? <p role="alert" className="form-error">{failure.message}</p> : null}
    </section>
  );
}
