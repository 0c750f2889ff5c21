import { useEffect } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { takeReturnPath } from '@labmall/shared/auth/return-path';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/**
 * Spec §2: a signed-in user on a guest-only page goes to the remembered path, otherwise to `/`.
 * Taking the path removes its cookie, so it happens in an effect: React may render a component more than once
 * before committing it (e.g. around lazy loading), and a second read during render would find nothing.
 */
export default function ReturnAfterLogin() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  useEffect(() => {
    const target = takeReturnPath();
    navigate(target === '/' ? localize('/') : target, { replace: true });
  }, [navigate, localize]);
  return null;
}
