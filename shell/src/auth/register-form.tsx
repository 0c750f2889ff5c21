import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { register } from '@labmall/shared/auth/auth-service';
import { accountError, passwordError } from '@labmall/shared/auth/credential-rules';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAppStore } from '@labmall/shared/store/app-store';
import { PasswordField } from './password-field';
import { DialogAwareLink } from './dialog-aware-link';

/** Registration: email or mainland mobile, a password meeting the shown rules, and the agreement. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const busy = useAppStore((s) => s.auth.busy);
  const rulesId = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = accountError(account) ?? passwordError(password, true) ?? (agreed ? null : 'auth.errors.agreementRequired');
    if (invalid) return setError(t(invalid));
    setError('');
    const result = await register({ account: account.trim(), password });
    if (result.ok) onSuccess();
    else setError(result.message || t('auth.errors.generic'));
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="form-field">
        <label htmlFor="register-account">{t('auth.account')}</label>
        <input id="register-account" name="account" value={account} onChange={(e) => setAccount(e.target.value)}
          autoComplete="username" maxLength={254} required />
        <p className="form-hint">{t('auth.accountHint')}</p>
      </div>
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" describedBy={rulesId} />
      <p className="form-hint" id={rulesId}>{t('auth.passwordRules')}</p>
      <label className="checkbox">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          {t('auth.agreePrefix')} <DialogAwareLink to={localize('/registrationAgreement')}>{t('footer.registrationAgreement')}</DialogAwareLink>
        </span>
      </label>
      <p className="form-error" role="alert">{error}</p>
      <button type="submit" className="button button-primary" disabled={busy}>{t('auth.register')}</button>
    </form>
  );
}
