import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { completeSecondFactor, type SecondFactorPrompt } from '@labmall/shared/auth/auth-service';
import { useAppStore } from '@labmall/shared/store/app-store';
import { OtpauthQr } from './otpauth-qr';
import { RecoveryCodes } from './recovery-codes';

/** The key as an authenticator app asks for it typed: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A staff sign-in's second step: the 6-digit code of the authenticator (or a recovery code); the first time,
 * setting the authenticator up with the key, then the recovery codes once. `onRestart` goes back to the password.
 */
export function SecondFactorForm({ prompt, message, onSuccess, onRestart }: {
  prompt: SecondFactorPrompt;
  message: string;
  onSuccess: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const busy = useAppStore((s) => s.auth.busy);
  const [code, setCode] = useState('');
  const [enrolmentCode, setEnrolmentCode] = useState('');
  const [error, setError] = useState('');
  const [enrolled, setEnrolled] = useState<{ codes: string[]; finish: () => Promise<unknown> } | null>(null);

  if (enrolled) return <RecoveryCodes codes={enrolled.codes} onDone={() => void enrolled.finish().then(onSuccess)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed) && !(prompt.step === 'totp' && /^[a-z2-9]{4}-?[a-z2-9]{4}-?[a-z2-9]{4}$/i.test(typed))) {
      return setError(t('auth.secondFactor.codeFormat'));
    }
    if (prompt.step === 'enrol' && !/^[a-z2-9]{4}-?[a-z2-9]{4}-?[a-z2-9]{4}$/i.test(enrolmentCode.trim())) {
      return setError(t('auth.secondFactor.enrolmentCodeFormat'));
    }
    setError('');
    const result = await completeSecondFactor(prompt.challenge, typed, prompt.step === 'enrol' ? enrolmentCode.trim() : undefined);
    if (result.ok && result.recoveryCodes && result.finish) setEnrolled({ codes: result.recoveryCodes, finish: result.finish });
    else if (result.ok) onSuccess();
    else setError(result.message || t('auth.errors.generic'));
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>{message}</p>
      {prompt.step === 'enrol' ? (
        <div className="form-field">
          <p>{t('auth.secondFactor.enrolLead')}</p>
          <OtpauthQr uri={prompt.otpauthUri} />
          <p>
            <span>{t('auth.secondFactor.key')}: </span>
            <code data-testid="totp-secret" aria-label={t('auth.secondFactor.key')}>{grouped(prompt.secret)}</code>
          </p>
          <p><a href={prompt.otpauthUri}>{t('auth.secondFactor.openApp')}</a></p>
        </div>
      ) : null}
      {prompt.step === 'enrol' ? (
        <div className="form-field">
          <label htmlFor="second-factor-enrolment">{t('auth.secondFactor.enrolmentCode')}</label>
          <input id="second-factor-enrolment" name="enrolmentCode" value={enrolmentCode} onChange={(e) => setEnrolmentCode(e.target.value)}
            autoComplete="off" maxLength={20} required aria-describedby="second-factor-enrolment-hint" />
          <p id="second-factor-enrolment-hint" className="form-hint">{t('auth.secondFactor.enrolmentCodeHint')}</p>
        </div>
      ) : null}
      <div className="form-field">
        <label htmlFor="second-factor-code">{t('auth.secondFactor.code')}</label>
        <input id="second-factor-code" name="code" value={code} onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code" inputMode={prompt.step === 'enrol' ? 'numeric' : 'text'} maxLength={20} required autoFocus
          aria-describedby="second-factor-hint" />
        <p id="second-factor-hint" className="form-hint">
          {prompt.step === 'enrol' ? t('auth.secondFactor.codeHint') : t('auth.secondFactor.codeOrRecoveryHint')}
        </p>
      </div>
      <p className="form-error" role="alert">{error}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.secondFactor.verify')}
      </button>
      <button type="button" className="link-button" onClick={onRestart}>{t('auth.secondFactor.restart')}</button>
    </form>
  );
}
