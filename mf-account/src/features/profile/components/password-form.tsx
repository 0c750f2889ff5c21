import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { changePassword } from '../api/change-password';
import { useFormFields } from '../hooks/use-form-fields';
import { checkPassword, createPasswordSchema, emptyPasswordValues, PASSWORD_FIELDS, type PasswordField } from '../model/password-schema';
import { refusalOf } from '../model/refusal';
import { TextField } from '../../../components/text-field';
import './profile.css';

/** The fields the API names in its 400s; the confirmation never leaves the browser. */
const SENT_FIELDS = ['oldPassword', 'newPassword'] as const;

/**
 * Changes the password. Says beforehand that other devices get signed out (the server ends their sessions);
 * after a change the fields are emptied, after a refusal they keep what was typed.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => createPasswordSchema(t), [t]);
  const { values, errors, change, showErrors, reset, inputRef } = useFormFields<PasswordField>(emptyPasswordValues, PASSWORD_FIELDS);
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return; // not `disabled`: a disabled button would drop the keyboard focus
    const checked = checkPassword(schema, values);
    setStatus('');
    setFormError('');
    if (checked.errors) return showErrors(checked.errors);
    setSaving(true);
    try {
      await changePassword(checked.input);
      reset(emptyPasswordValues);
      setStatus(t('accountProfile.password.changed'));
    } catch (error) {
      const refusal = refusalOf(error, SENT_FIELDS, t('accountProfile.password.failed'));
      if (refusal.field) showErrors({ [refusal.field]: refusal.message });
      else setFormError(refusal.message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PasswordField) => ({
    id: `${id}-${name}`,
    type: 'password',
    value: values[name],
    error: errors[name],
    inputRef: inputRef(name),
    onChange: (value: string) => change(name, value),
    required: true,
  });

  return (
    <section className="password-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('accountProfile.password.title')}</h2>
      <p className="password-note" id={`${id}-note`}>{t('accountProfile.password.signOutNote')}</p>
      <form className="password-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
        <TextField {...field('oldPassword')} label={t('accountProfile.password.current')} autoComplete="current-password" maxLength={128} />
        <TextField {...field('newPassword')} label={t('accountProfile.password.new')} hint={t('auth.passwordRules')} autoComplete="new-password" maxLength={64} />
        <TextField {...field('confirmPassword')} label={t('accountProfile.password.confirm')} autoComplete="new-password" maxLength={64} />
        <p className="form-error" role="alert">{formError}</p>
        <div className="profile-actions">
          <button type="submit" className="button button-primary" aria-busy={saving || undefined}>
            {saving ? t('accountProfile.password.changing') : t('accountProfile.password.submit')}
          </button>
        </div>
      </form>
      <p className="profile-status" role="status">{status}</p>
    </section>
  );
}
