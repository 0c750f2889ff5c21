import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { login, type SecondFactorPrompt } from '@labmall/shared/auth/auth-service';
import { accountError, passwordError } from '@labmall/shared/auth/credential-rules';
import { useAppStore } from '@labmall/shared/store/app-store';
import { PasswordField } from './password-field';
import { SecondFactorForm } from './second-factor-form';

/**
 * Account + password sign-in; the server's refusal (already in the user's language) shows in the alert. A staff
 * account's right password leads to the second step (the authenticator's code) instead of a session.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const busy = useAppStore((s) => s.auth.busy);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [secondFactor, setSecondFactor] = useState<{ prompt: SecondFactorPrompt; message: string } | null>(null);

  if (secondFactor) {
    const restart = () => {
      setSecondFactor(null);
      setPassword('');
    };
    return <SecondFactorForm prompt={secondFactor.prompt} message={secondFactor.message} onSuccess={onSuccess} onRestart={restart} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = accountError(account) ?? passwordError(password, false);
    if (invalid) return setError(t(invalid));
    setError('');
    const result = await login({ account: account.trim(), password });
    if (result.ok) onSuccess();
    else if (result.secondFactor) setSecondFactor({ prompt: result.secondFactor, message: result.message });
    else setError(result.message || t('auth.errors.generic'));
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="form-field">
        <label htmlFor="login-account">{t('auth.account')}</label>
        <input id="login-account" name="account" value={account} onChange={(e) => setAccount(e.target.value)}
          autoComplete="username" inputMode="email" maxLength={254} required />
      </div>
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <p className="form-error" role="alert">{error}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  );
}
