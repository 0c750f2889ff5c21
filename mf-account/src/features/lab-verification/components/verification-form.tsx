import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { REGULATED_CLASSES, type RegulatedClass } from '../api/verification-types';
import { useVerificationForm } from '../hooks/use-verification-form';
import { chinaToday } from '../model/china-today';
import { INSTITUTION_FIELD, type PermitValues } from '../model/verification-form';
import { FileField } from './file-field';
import { PermitFieldset } from './permit-fieldset';

/**
 * The owner's submission: the institution's licence or letter, then an optional permit per class (number, expiry,
 * scan). Checked as the API checks it before anything is sent; `onSave` sends the multipart body.
 */
export function VerificationForm({ onSave, onCancel }: { onSave: (body: FormData) => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, setValues, errors, failure, busy, refs, submit } = useVerificationForm(onSave);
  const today = chinaToday();
  const changePermit = (c: RegulatedClass, change: Partial<PermitValues>) =>
    setValues((v) => ({ ...v, permits: { ...v.permits, [c]: { ...v.permits[c], ...change } } }));

  return (
    <form className="lab-verification-form" noValidate aria-label={t('labVerification.form.title')} onSubmit={(event) => void submit(event)}>
      <p>{t('labVerification.form.lead')}</p>
      <FileField
        id={`${id}-institution`} name={INSTITUTION_FIELD} label={t('labVerification.form.institutionDocument')}
        hint={t('labVerification.form.fileHint')} error={errors[INSTITUTION_FIELD]}
        inputRef={(element) => { refs.current[INSTITUTION_FIELD] = element; }}
        onChange={(file) => setValues((v) => ({ ...v, institutionDocument: file }))}
      />
      <p className="lab-verification-hint">{t('labVerification.form.classesHint')}</p>
      {REGULATED_CLASSES.map((c) => (
        <PermitFieldset
          key={c} regulatedClass={c} values={values.permits[c]} errors={errors} min={today}
          setRef={(field, element) => { refs.current[field] = element; }}
          onChange={(change) => changePermit(c, change)}
        />
      ))}
      <div className="lab-verification-actions">
        <button type="submit" className="button button-primary" aria-busy={busy || undefined} disabled={busy}>
          {busy ? t('labVerification.form.sending') : t('labVerification.form.submit')}
        </button>
        {onCancel ? <button type="button" className="button" onClick={onCancel}>{t('labVerification.form.cancel')}</button> : null}
      </div>
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
    </form>
  );
}
