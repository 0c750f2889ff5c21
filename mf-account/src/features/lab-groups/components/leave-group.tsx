import { useState } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useAppStore } from '@labmall/shared/store/app-store';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { LabGroup } from '../api/lab-group-types';
import { removeMember } from '../api/remove-member';

/** Leaving the group (asked twice), then back to the list; the API refuses the last owner, with its reason shown. */
export function LeaveGroup({ group }: { group: LabGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const userId = Number(useAppStore((s) => s.auth.user?.id));
  const [failure, setFailure] = useState('');
  const leave = async () => {
    try {
      await removeMember(group.id, userId);
      navigate(localize('/user/labGroups'));
    } catch (error) {
      setFailure(apiErrorMessage(error, t('labGroups.leave.failed')));
    }
  };
  if (!Number.isInteger(userId) || userId <= 0) return null;
  return (
    <section aria-label={t('labGroups.leave.button')}>
      <ConfirmAction
        label={t('labGroups.leave.button')}
        question={t('labGroups.leave.question', { name: group.name })}
        confirmLabel={t('labGroups.leave.confirm')}
        dismissLabel={t('labGroups.keep')}
        onConfirm={() => void leave()}
      />
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
    </section>
  );
}
