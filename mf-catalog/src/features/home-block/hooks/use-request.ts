import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestStatus = 'idle' | 'loading' | 'ok' | 'error';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/**
 * Runs `load` whenever `key` changes (and on retry) and tracks its state. A `null` load means "nothing to ask
 * for yet" (idle). Answers that arrive after the key moved on are dropped, so a quick back-and-forth between
 * two scenarios never shows the older one.
 */
export function useRequest<T>(load: (() => Promise<T>) | null, key: string): RequestState<T> {
  // The latest load function, without making callers memoise it: `key` says when to ask again.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const enabled = load !== null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RequestState<T>, 'retry'>>({
    status: enabled ? 'loading' : 'idle',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    const run = loadRef.current;
    if (!run) {
      setState({ status: 'idle', data: undefined, error: undefined });
      return;
    }
    let current = true;
    setState({ status: 'loading', data: undefined, error: undefined });
    run().then(
      (data) => current && setState({ status: 'ok', data, error: undefined }),
      (error: unknown) => current && setState({ status: 'error', data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
