import { checkFavourites } from '../api/check-favourites';

type Listener = () => void;
const BATCH = 100; // the check call's bound

/**
 * The hearts' state for the signed-in shopper, shared by every heart on the page. Hearts that mount together
 * (a grid of cards) ask in one call: ids wait for the next tick and go out in batches of 100. Known ids are
 * never asked again until the shopper changes (`reset`). Only the browser uses it (never during SSR).
 */
export function createFavouriteStore(check = checkFavourites) {
  const known = new Map<number, boolean>();
  const pending = new Set<number>();
  const listeners = new Set<Listener>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let user = '';

  const notify = () => listeners.forEach((listener) => listener());
  const flush = async () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    const asked = generation;
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const hearted = await check(batch).catch(() => null);
      if (asked !== generation || hearted === null) continue; // a failed check leaves the hearts empty: no error on cards
      const set = new Set(hearted);
      for (const id of batch) if (!known.has(id)) known.set(id, set.has(id));
    }
    notify();
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** true / false once known; undefined while unknown (a request is queued). */
    get: (productId: number): boolean | undefined => known.get(productId),
    request(productId: number) {
      if (known.has(productId) || pending.has(productId)) return;
      pending.add(productId);
      timer ??= setTimeout(() => void flush(), 0);
    },
    set(productId: number, favourited: boolean) {
      known.set(productId, favourited);
      notify();
    },
    /**
     * Whose hearts these are (the sign-in token). Every heart says so before asking; only a change forgets
     * everything (answers still on their way included), so the hearts of one grid never wipe each other's asks.
     */
    forUser(token: string) {
      if (token === user) return;
      user = token;
      generation += 1;
      known.clear();
      pending.clear();
      notify();
    },
  };
}

export type FavouriteStore = ReturnType<typeof createFavouriteStore>;
/** The page's one store: every heart of this remote shares it. */
export const favouriteStore = createFavouriteStore();
