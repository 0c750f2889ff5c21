import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('useRequest', () => {
  it('drops an answer that arrives after the key moved on', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ id }) => useRequest(() => (id === 1 ? slow.promise : fast.promise), String(id)), {
      initialProps: { id: 1 },
    });
    expect(result.current.status).toBe('loading');
    rerender({ id: 2 });
    await act(async () => fast.resolve('two'));
    await act(async () => slow.resolve('one'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'two' });
  });

  it('stays idle without a load, and retries after a failure', async () => {
    let fail = true;
    const { result, rerender } = renderHook(({ on }) => useRequest(on ? () => (fail ? Promise.reject(new Error('x')) : Promise.resolve(1)) : null, String(on)), {
      initialProps: { on: false },
    });
    expect(result.current.status).toBe('idle');
    rerender({ on: true });
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 1 }));
  });
});
