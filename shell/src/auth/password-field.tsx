import { useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

/** Password input with a show/hide toggle that screen readers announce as a pressed/unpressed button. */
export function PasswordField({ value, onChange, autoComplete, describedBy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('auth.password')}</label>
      <div className="password-row">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={64}
          required
          aria-describedby={describedBy}
        />
        <button type="button" className="button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
    </div>
  );
}
