import { useCallback, type ReactNode } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { getLabGroup } from '../api/get-lab-group';
import { isOwner, managesBudgets, readsOrders } from '../model/roles';
import { readsStatements } from '../model/statement-month';
import { ApprovalRulesSection } from './approval-rules-section';
import { BudgetsSection } from './budgets-section';
import { GroupDetails } from './group-details';
import { GroupOrders } from './group-orders';
import { InvitesSection } from './invites-section';
import { LeaveGroup } from './leave-group';
import { MembersSection } from './members-section';
import { StatementsSection } from './statements-section';
import './lab-groups.css';

/** The group's verification section (another feature), composed in by the exposed page: features do not import each other. */
export type VerificationSlot = (props: { groupId: number; owner: boolean }) => ReactNode;
/** The group's payment terms section (another feature, pay on invoice), composed in the same way; the API says what each role reads. */
export type TermsSlot = (props: { groupId: number }) => ReactNode;

/**
 * One lab group: its details, members, invites, approval rules, budgets and orders; what the shopper may change follows their
 * roles (the API checks the same). Every change reloads the group, so the page shows what the server keeps.
 */
export function LabGroupPage({ id, verification, terms }: { id: number; verification?: VerificationSlot; terms?: TermsSlot }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const load = useCallback((signal: AbortSignal) => getLabGroup(id, signal), [id]);
  const { data: group, error, loading, retry } = useRequest(Number.isInteger(id) && id > 0 ? `lab-group:${id}` : null, load);

  if (!(Number.isInteger(id) && id > 0) || group === null) {
    return (
      <div role="alert" className="lab-group-page">
        <p>{t('labGroups.notFound')}</p>
        <Link to={localize('/user/labGroups')}>{t('labGroups.backToGroups')}</Link>
      </div>
    );
  }
  if (error && !group) {
    return (
      <div role="alert" className="lab-group-page">
        <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
      </div>
    );
  }
  if (!group) return <p role="status">{t('common.loading')}</p>;

  const owner = isOwner(group.myRoles);
  return (
    <div className="lab-group-page" aria-busy={loading || undefined}>
      <GroupDetails group={group} editable={owner} onChanged={retry} />
      <MembersSection group={group} editable={owner} onChanged={retry} />
      {owner ? <InvitesSection group={group} onChanged={retry} /> : null}
      <ApprovalRulesSection groupId={group.id} editable={owner} />
      {verification?.({ groupId: group.id, owner })}
      {terms?.({ groupId: group.id })}
      <BudgetsSection group={group} editable={managesBudgets(group.myRoles)} onChanged={retry} />
      {readsOrders(group.myRoles) ? <GroupOrders groupId={group.id} /> : null}
      {readsStatements(group.myRoles) ? <StatementsSection group={group} /> : null}
      <LeaveGroup group={group} />
    </div>
  );
}
