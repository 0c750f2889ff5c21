import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { passwordError } from '@labmall/shared/auth/credential-rules';
import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { confirmPasswordReset } from './api/confirm-password-reset';
import { PasswordField } from './password-field';

/**
 * The new password for the mailed link's `token`, checked by the sign-up rules. A shopper is signed in at once;
 * a staff account is sent to the sign-in page (its second factor still applies). A spent or old link says so.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ message: string; signedIn: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordError(password, true);
    if (invalid) return setError(t(invalid));
    setError('');
    setBusy(true);
    const result = await confirmPasswordReset(token, password);
    setBusy(false);
    if (result.ok) setDone({ message: result.message, signedIn: result.signedIn });
    else setError(result.message || t('auth.errors.generic'));
  };

  if (done) {
    return (
      <div className="auth-form" role="status">
        <p>{done.message || t('auth.reset.done')}</p>
        {done.signedIn
          ? <Link to={localize('/')}>{t('auth.reset.continue')}</Link>
          : <Link to={localize('/login')}>{t('auth.signIn')}</Link>}
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" describedBy="reset-password-rules" />
      <p id="reset-password-rules" className="form-hint">{t('auth.passwordRules')}</p>
      <p className="form-error" role="alert">{error}</p>
      {error ? <p><Link to={localize('/forgotPassword')}>{t('auth.reset.askAgain')}</Link></p> : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('auth.reset.saving') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
