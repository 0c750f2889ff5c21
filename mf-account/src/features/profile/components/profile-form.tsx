import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { Profile } from '../api/profile-types';
import { updateProfile } from '../api/update-profile';
import { useFormFields } from '../hooks/use-form-fields';
import { checkProfile, createProfileSchema, PROFILE_FIELDS, valuesOf, type ProfileField } from '../model/profile-schema';
import { refusalOf } from '../model/refusal';
import { showNicknameInHeader } from '../model/show-nickname-in-header';
import { TextField } from '../../../components/text-field';

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}

/** Edits the profile. Whatever the shopper typed stays in the form when the server refuses it. */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => createProfileSchema(t), [t]);
  const { values, errors, change, showErrors, focus, inputRef } = useFormFields<ProfileField>(valuesOf(profile), PROFILE_FIELDS);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  // The form replaces the button that opened it: the focus goes to its first field.
  useEffect(() => focus('nickname'), [focus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return; // not `disabled`: a disabled button would drop the keyboard focus
    const checked = checkProfile(schema, values);
    setFormError('');
    if (checked.errors) return showErrors(checked.errors);
    setSaving(true);
    try {
      const saved = await updateProfile(checked.input);
      showNicknameInHeader(saved.nickname);
      onSaved(saved);
    } catch (error) {
      const refusal = refusalOf(error, PROFILE_FIELDS, t('accountProfile.saveFailed'));
      if (refusal.field) showErrors({ [refusal.field]: refusal.message });
      else setFormError(refusal.message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: ProfileField) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    inputRef: inputRef(name),
    onChange: (value: string) => change(name, value),
  });

  return (
    <form className="profile-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`}>{t('accountProfile.form.title')}</h3>
      <p className="form-hint">{t('accountProfile.form.account', { account: profile.account })}</p>
      <TextField {...field('nickname')} label={t('accountProfile.fields.nickname')} hint={t('accountProfile.form.nicknameHint')} autoComplete="nickname" maxLength={32} required />
      <div className="profile-form-grid">
        <TextField {...field('institution')} label={t('accountProfile.form.institution')} autoComplete="organization" maxLength={100} />
        <TextField {...field('laboratory')} label={t('accountProfile.form.laboratory')} maxLength={100} />
        <TextField {...field('mobile')} label={t('accountProfile.form.mobile')} hint={t('accountProfile.form.mobileHint')} type="tel" inputMode="tel" autoComplete="tel-national" />
        <TextField {...field('email')} label={t('accountProfile.form.email')} type="email" autoComplete="email" maxLength={254} />
      </div>
      <p className="form-error" role="alert">{formError}</p>
      <div className="profile-actions">
        <button type="submit" className="button button-primary" aria-busy={saving || undefined}>
          {saving ? t('accountProfile.form.saving') : t('accountProfile.form.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>{t('accountProfile.form.cancel')}</button>
      </div>
    </form>
  );
}
