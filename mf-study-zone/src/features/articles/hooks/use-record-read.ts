import { useEffect } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { recordRead } from '../api/record-read';

/**
 * Tells the server a signed-in reader opened the article (the points-mall reading task is decided there).
 * Only in the browser, once per article shown; a failure costs the reader nothing, so it is not shown.
 */
export function useRecordRead(articleId: number | undefined) {
  const loggedIn = useAppStore((s) => s.auth.loggedIn);
  useEffect(() => {
    if (!loggedIn || articleId === undefined) return;
    recordRead(articleId).catch(() => undefined);
  }, [loggedIn, articleId]);
}
