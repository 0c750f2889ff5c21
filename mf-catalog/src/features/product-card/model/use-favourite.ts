import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { appStore } from '@labmall/shared/store/app-store';
import { setFavourite } from '../api/set-favourite';
import { favouriteStore as defaultStore, type FavouriteStore } from './favourite-store';

const guestToken = () => '';

/**
 * One heart's state and toggle. The server and the hydrating browser both render "not favourited" (the
 * server renders a guest's page); the shopper's own state is asked for after hydration. A guest's click
 * opens the shell's login dialog. The toggle shows the new state at once and puts it back if the call fails.
 */
export function useFavourite(productId: number, store: FavouriteStore = defaultStore) {
  // The server renders a guest's page: no token there and while hydrating, the stored one afterwards. A guest's
  // page (every crawler's, every first visit's) thus hydrates its dozens of hearts without rendering them twice.
  const token = useSyncExternalStore(appStore.subscribe, () => appStore.getState().user.userToken, guestToken);
  const signedIn = token !== '';
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
