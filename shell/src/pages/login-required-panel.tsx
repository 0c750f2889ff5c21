import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore } from '@labmall/shared/store/app-store';

/** Spec §4/§6: a sign-in route without a token does not proceed; this explains why and reopens the dialog. */
export function LoginRequiredPanel() {
  const { t } = useTranslation();
  return (
    <section className="login-required" aria-labelledby="login-required-title">
      <h1 id="login-required-title">{t('auth.loginRequiredTitle')}</h1>
      <p>{t('auth.loginRequiredBody')}</p>
      <button type="button" className="button button-primary" onClick={() => appStore.getState().setLoginDialogVisible(true)}>
        {t('auth.signIn')}
      </button>
    </section>
  );
}
