import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';

// Most visits never need the dialog: it is loaded the first time it is asked for, then stays mounted.
const LoginDialog = lazy(() => import('./login-dialog'));

export function LoginDialogHost() {
  const visible = useAppStore((s) => s.global.loginDialogVisible);
  const [needed, setNeeded] = useState(visible);
  useEffect(() => {
    if (visible) setNeeded(true);
  }, [visible]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
