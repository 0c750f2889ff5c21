import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAppStore, appStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { setFavourite } from '../api/set-favourite';
import { favouriteStore as defaultStore, type FavouriteStore } from './favourite-store';

/**
 * One heart's state and toggle. The server and the hydrating browser both render "not favourited" (the
 * server renders a guest's page); the shopper's own state is asked for after hydration. A guest's click
 * opens the shell's login dialog. The toggle shows the new state at once and puts it back if the call fails.
 */
export function useFavourite(productId: number, store: FavouriteStore = defaultStore) {
  const hydrated = useHydrated();
  const token = useAppStore((s) => s.user.userToken);
  const signedIn = hydrated && token !== '';
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    store.forUser(token);
    store.request(productId);
  }, [signedIn, token, productId, store]);

  const known = useSyncExternalStore(store.subscribe, () => store.get(productId), () => undefined);
  const favourited = signedIn && known === true;

  const toggle = useCallback(async () => {
    if (!appStore.getState().user.userToken) {
      appStore.getState().setLoginDialogVisible(true);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const next = !favourited;
    setFailed(false);
    store.set(productId, next);
    try {
      await setFavourite(productId, next);
    } catch {
      store.set(productId, !next);
      setFailed(true);
    } finally {
      busy.current = false;
    }
  }, [favourited, productId, store]);

  return { favourited, failed, toggle };
}
