import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { STAFF_SCOPES } from '@labmall/shared/auth/staff-scope';
import type { StaffMember } from '../api/get-staff';
import { grantStaff } from '../api/grant-staff';
import { resetSecondFactor } from '../api/reset-second-factor';
import { ScopeCheckboxes } from './scope-checkboxes';

/** One staff member: their scopes (changed, then granted after a confirmation), removal and a second-factor reset. */
export function StaffRow({ member, run }: { member: StaffMember; run: (action: () => Promise<unknown>, done: string, name?: string) => void }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState(() => member.scope.filter((s) => (STAFF_SCOPES as readonly string[]).includes(s)));
  const name = member.account;
  return (
    <tr>
      <th scope="row">{member.account}<br /><small>{member.nickname}</small></th>
      <td><ScopeCheckboxes legend={t('backoffice.staff.scopesOf', { name })} value={scope} onChange={setScope} /></td>
      <td>{member.secondFactor ? t('backoffice.staff.secondFactorOn') : t('backoffice.staff.secondFactorOff')}</td>
      <td>
        <div className="bo-actions">
          <ConfirmAction
            label={t('backoffice.staff.grant')} accessibleLabel={t('backoffice.staff.grantNamed', { name })} disabled={scope.length === 0}
            question={t('backoffice.staff.grantQuestion', { name, scopes: scope.map((s) => t(`backoffice.scopes.${s}`)).join(', ') })}
            confirmLabel={t('backoffice.common.confirm')} dismissLabel={t('backoffice.common.cancel')}
            onConfirm={() => run(() => grantStaff(member.account, scope), t('backoffice.staff.granted', { name }), name)}
          />
          <ConfirmAction
            label={t('backoffice.staff.remove')} accessibleLabel={t('backoffice.staff.removeNamed', { name })}
            question={t('backoffice.staff.removeQuestion', { name })}
            confirmLabel={t('backoffice.common.confirm')} dismissLabel={t('backoffice.common.cancel')}
            onConfirm={() => run(() => grantStaff(member.account, []), t('backoffice.staff.removed', { name }))}
          />
          <ConfirmAction
            label={t('backoffice.staff.reset')} accessibleLabel={t('backoffice.staff.resetNamed', { name })}
            question={t('backoffice.staff.resetQuestion', { name })}
            confirmLabel={t('backoffice.common.confirm')} dismissLabel={t('backoffice.common.cancel')}
            onConfirm={() => run(() => resetSecondFactor(member.account), t('backoffice.staff.resetDone', { name }), name)}
          />
        </div>
      </td>
    </tr>
  );
}
