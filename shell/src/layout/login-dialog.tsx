import { useEffect, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { LazyAuthPanel } from '../auth/lazy-auth-panel';

const close = () => appStore.getState().setLoginDialogVisible(false);

/**
 * The login dialog (spec §4): opens when a sign-in route is reached without a token. A native modal <dialog>
 * keeps focus inside and closes on Escape. After signing in it closes and the page it covered proceeds.
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const visible = useAppStore((s) => s.global.loginDialogVisible);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (visible && !dialog.open) dialog.showModal?.();
    if (!visible && dialog.open) dialog.close();
  }, [visible]);

  return (
    <dialog ref={ref} className="login-dialog" aria-labelledby="login-dialog-title" onClose={close}>
      <div className="dialog-header">
        <h2 id="login-dialog-title">{t('auth.loginRequiredTitle')}</h2>
        <button type="button" className="button" onClick={close} aria-label={t('common.close')}>×</button>
      </div>
      {visible ? <LazyAuthPanel onSuccess={close} /> : null}
    </dialog>
  );
}
