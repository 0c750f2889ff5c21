import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from '@labmall/shared/router';
import { appStore } from '@labmall/shared/store/app-store';

/** Spec §4/§9: navigating away while the login dialog shows first hides it, then continues after 0.5 s. */
export const DIALOG_HIDE_DELAY_MS = 500;

export function DialogAwareLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!appStore.getState().global.loginDialogVisible || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    appStore.getState().setLoginDialogVisible(false);
    window.setTimeout(() => navigate(to), DIALOG_HIDE_DELAY_MS);
  };
  return (
    <Link to={to} onClick={onClick}>
      {children}
    </Link>
  );
}
