import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { DialogAwareLink } from './dialog-aware-link';

export type AuthTab = 'login' | 'register';

/** The one sign-in / registration UI, shared by the login page and the login dialog (loaded on demand). */
export default function AuthPanel({ onSuccess, initialTab = 'login' }: { onSuccess: () => void; initialTab?: AuthTab }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <div className="auth-panel">
      <div className="auth-tabs" role="group" aria-label={t('auth.chooseForm')}>
        <button type="button" className="auth-tab" aria-pressed={tab === 'login'} onClick={() => setTab('login')}>{t('auth.signIn')}</button>
        <button type="button" className="auth-tab" aria-pressed={tab === 'register'} onClick={() => setTab('register')}>{t('auth.register')}</button>
      </div>
      {tab === 'login' ? <LoginForm onSuccess={onSuccess} /> : <RegisterForm onSuccess={onSuccess} />}
      <p className="auth-links">
        {tab === 'login' ? (
          <>
            <DialogAwareLink to={localize('/forgotPassword')}>{t('auth.forgot.link')}</DialogAwareLink>
            <button type="button" className="link-button" onClick={() => setTab('register')}>{t('auth.noAccount')}</button>
          </>
        ) : null}
        <DialogAwareLink to={localize('/registrationAgreement')}>{t('footer.registrationAgreement')}</DialogAwareLink>
        <DialogAwareLink to={localize('/privacy')}>{t('footer.privacy')}</DialogAwareLink>
      </p>
    </div>
  );
}
