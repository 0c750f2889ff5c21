import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts as `initial(key)` and starts over whenever `key` changes (Object.is): a field's draft that
 * follows the value it edits (a quantity, the searched keyword), a selection that belongs to one page of rows.
 *
 * Reset while rendering, as React's "adjusting state when a prop changes" describes, not in an effect: an effect runs
 * after the paint, sometimes a task later on a busy machine, and then overwrote what the user had typed in between
 * (the flaky lab-list quantity test of issue 34 was exactly that: the mount's effect reset "6" back to "2").
 */
export function useStateResetWhen<K, T>(key: K, initial: (key: K) => T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => initial(key));
  const [seenKey, setSeenKey] = useState(key);
  if (!Object.is(seenKey, key)) {
    setSeenKey(key);
    setState(initial(key));
  }
  return [state, setState];
}
