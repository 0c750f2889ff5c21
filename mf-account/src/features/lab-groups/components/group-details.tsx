import { useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { LabGroup, OverBudget } from '../api/lab-group-types';
import { updateLabGroup } from '../api/update-lab-group';
import { valuesOfGroup } from '../model/group-schema';
import { GroupForm } from './group-form';
import { RoleChips } from './role-checkboxes';

interface GroupDetailsProps {
  group: LabGroup;
  /** The owner edits the details and the over-budget rule. */
  editable: boolean;
  onChanged: () => void;
}

/** The group's name, institution, shared address and over-budget rule; the owner edits them in place. */
export function GroupDetails({ group, editable, onChanged }: GroupDetailsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const { address } = group;

  const close = (message: string) => {
    setEditing(false);
    setNotice(message);
    // Back to where the shopper started, once the button is there again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const setRule = async (overBudget: OverBudget) => {
    try {
      await updateLabGroup(group.id, { overBudget });
      setNotice(t('labGroups.saved'));
      onChanged();
    } catch (error) {
      setNotice(apiErrorMessage(error, t('labGroups.saveFailed')));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{group.name}</h2>
      <RoleChips roles={group.myRoles} label={t('labGroups.myRoles')} />
      {editing ? (
        <GroupForm
          initial={valuesOfGroup(group)}
          submitLabel={t('labGroups.save')}
          onCancel={() => close('')}
          onSave={async ({ name, institution, address: next }) => {
            await updateLabGroup(group.id, { name, institution, address: next });
            close(t('labGroups.saved'));
            onChanged();
          }}
        />
      ) : (
        <>
          <dl className="lab-group-figures">
            <dt>{t('labGroups.fields.institution')}</dt>
            <dd>{group.institution}</dd>
            <dt>{t('labGroups.fields.address')}</dt>
            <dd>{[address.province, address.city, address.district, address.detail, address.postcode].filter(Boolean).join(' ')}</dd>
          </dl>
          {editable ? (
            <button ref={editButton} type="button" className="button" onClick={() => { setNotice(''); setEditing(true); }}>
              {t('labGroups.edit')}
            </button>
          ) : null}
        </>
      )}
      <fieldset className="lab-group-roles" disabled={!editable}>
        <legend>{t('labGroups.overBudget.legend')}</legend>
        {(['refuse', 'approval'] as const).map((rule) => (
          <label key={rule}>
            <input type="radio" name={`${headingId}-rule`} checked={group.overBudget === rule} onChange={() => void setRule(rule)} />
            <span>{rule === 'refuse' ? t('labGroups.overBudget.refuse') : t('labGroups.overBudget.approval')}</span>
          </label>
        ))}
      </fieldset>
      <p role="status">{notice}</p>
    </section>
  );
}
