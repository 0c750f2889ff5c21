import { useEffect } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { rememberReturnPath } from '@labmall/shared/auth/return-path';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** Remembers where the visitor was going (when spec §5 allows it) and shows the login page; side effects run once committed. */
export default function ToLoginPage({ path }: { path: string }) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  useEffect(() => {
    rememberReturnPath(path);
    navigate(localize('/login'), { replace: true });
  }, [path, navigate, localize]);
  return null;
}
