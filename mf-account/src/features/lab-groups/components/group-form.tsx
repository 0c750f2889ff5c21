import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { TextField } from '../../../components/text-field';
import { useCheckedForm } from '../hooks/use-checked-form';
import type { CreateLabGroupBody } from '../api/create-lab-group';
import { checkGroup, GROUP_FIELDS, type GroupField, type GroupValues } from '../model/group-schema';

interface GroupFormProps {
  initial: GroupValues;
  submitLabel: string;
  /** Saves; a rejection's message is shown under the form and the typed values stay. */
  onSave: (body: CreateLabGroupBody) => Promise<void>;
  onCancel?: () => void;
}

/** Name, institution and the group's shared address; checked before sending, the first wrong field focused. */
export function GroupForm({ initial, submitLabel, onSave, onCancel }: GroupFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { values, setValues, errors, failure, busy, refs, submit } = useCheckedForm(initial, GROUP_FIELDS, checkGroup, onSave);

  const field = (name: GroupField, label: string, extra: { maxLength: number; hint?: string; inputMode?: 'numeric' }) => (
    <TextField
      id={`${id}-${name}`} label={label} value={values[name]} error={errors[name]} {...extra}
      inputRef={(element) => { refs.current[name] = element; }}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  return (
    <form className="lab-group-form" noValidate onSubmit={(event) => void submit(event)}>
      {field('name', t('labGroups.fields.name'), { maxLength: 60, hint: t('labGroups.fields.nameHint') })}
      {field('institution', t('labGroups.fields.institution'), { maxLength: 100 })}
      <fieldset>
        <legend>{t('labGroups.fields.address')}</legend>
        {field('province', t('labGroups.fields.province'), { maxLength: 32 })}
        {field('city', t('labGroups.fields.city'), { maxLength: 32 })}
        {field('district', t('labGroups.fields.district'), { maxLength: 32 })}
        {field('detail', t('labGroups.fields.detail'), { maxLength: 120 })}
        {field('postcode', t('labGroups.fields.postcode'), { maxLength: 6, inputMode: 'numeric' })}
      </fieldset>
      <div className="lab-group-actions">
        <button type="submit" className="button button-primary" aria-busy={busy || undefined}>{submitLabel}</button>
        {onCancel ? <button type="button" className="button" onClick={onCancel}>{t('labGroups.cancel')}</button> : null}
      </div>
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
    </form>
  );
}
