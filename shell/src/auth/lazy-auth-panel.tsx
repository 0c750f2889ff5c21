import { lazy, Suspense } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { AuthTab } from './auth-panel';

// Loaded when a sign-in form is first shown: it is not part of the shell's first load.
const AuthPanel = lazy(() => import('./auth-panel'));

export function LazyAuthPanel(props: { onSuccess: () => void; initialTab?: AuthTab }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <AuthPanel {...props} />
    </Suspense>
  );
}
