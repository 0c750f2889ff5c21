import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';

interface Settled<T> { key: string; data?: T; error?: unknown }

export interface RequestState<T> {
  /** The last successful answer, kept while the next one loads so filters and facets do not flicker. */
  data?: T;
  error?: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs `load` whenever `key` (or the language: names are localized) changes, aborting the request it
 * replaces, so an old, slow answer can never overwrite a newer one. A null key loads nothing.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const language = useAppStore((s) => s.language.language);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const [lastData, setLastData] = useState<T>();
  const loadRef = useRef(load);
  loadRef.current = load;
  const fullKey = key === null ? null : `${language}|${attempt}|${key}`;

  useEffect(() => {
    if (fullKey === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key: fullKey, data });
        setLastData(data);
      },
      (error: unknown) => controller.signal.aborted || setSettled({ key: fullKey, error: error ?? new Error('failed') }),
    );
    return () => controller.abort();
  }, [fullKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled.key === fullKey;
  return {
    data: current && settled.data !== undefined ? settled.data : lastData,
    error: current ? settled.error : undefined,
    loading: fullKey !== null && !current,
    retry,
  };
}
