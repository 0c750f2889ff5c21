import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { accountError } from '@labmall/shared/auth/credential-rules';
import { requestPasswordReset } from './api/request-password-reset';

/**
 * "Forgot password": the account (e-mail or mobile number); the server's answer, the same whether the account
 * exists or not, replaces the form so the user knows what to look for next.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = accountError(account);
    if (invalid) return setError(t(invalid));
    setError('');
    setBusy(true);
    const result = await requestPasswordReset(account.trim());
    setBusy(false);
    if (result.ok) setSent(result.message || t('auth.forgot.sent'));
    else setError(result.message || t('auth.errors.generic'));
  };

  if (sent) {
    return (
      <div className="auth-form" role="status">
        <p>{sent}</p>
        <button type="button" className="link-button" onClick={() => setSent('')}>{t('auth.forgot.again')}</button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="form-field">
        <label htmlFor="forgot-account">{t('auth.account')}</label>
        <input id="forgot-account" name="account" value={account} onChange={(e) => setAccount(e.target.value)}
          autoComplete="username" inputMode="email" maxLength={254} required aria-describedby="forgot-account-hint" />
        <p id="forgot-account-hint" className="form-hint">{t('auth.forgot.hint')}</p>
      </div>
      <p className="form-error" role="alert">{error}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </button>
    </form>
  );
}
