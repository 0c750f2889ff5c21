import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, Suspense, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useHydrated } from './use-hydrated';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Records every value it rendered with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

let root: Root | undefined;
beforeEach(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverRendered(tree: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return container;
}

/**
 * Hydrates with the real scheduler (act() would flush the transition at once) and reports what `seen` held when
 * the effects of the commit that hydrated `Probe` had run, plus the microtasks after them: anything React re-renders
 * synchronously after hydrating has happened by then.
 */
function hydrateAndWatch(wrap: (probe: ReactNode) => ReactNode, seen: boolean[]) {
  const container = serverRendered(wrap(<Probe seen={[]} />));
  const afterHydration = new Promise<boolean[]>((resolve) => {
    function AfterHydration() {
      useEffect(() => queueMicrotask(() => resolve([...seen])), []);
      return null;
    }
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    root = hydrateRoot(container, wrap(<><Probe seen={seen} /><AfterHydration /></>));
  });
  return { container, afterHydration };
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>server</p>');
  });

  it('hydrates the server markup as it is, then switches to the browser version', async () => {
    const container = serverRendered(<Probe seen={[]} />);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
  });

  it('switches in a later task, not synchronously after the commit that hydrated it (no long task on a phone)', async () => {
    const seen: boolean[] = [];
    const { container, afterHydration } = hydrateAndWatch((probe) => probe, seen);
    expect(await afterHydration).toEqual([false]);
    await vi.waitFor(() => expect(container.textContent).toBe('browser'));
  });

  it('does the same inside a Suspense boundary, which React hydrates after the rest of the page (a remote page)', async () => {
    const seen: boolean[] = [];
    const { container, afterHydration } = hydrateAndWatch((probe) => <><header /><Suspense fallback={null}>{probe}</Suspense></>, seen);
    expect(await afterHydration).toEqual([false]);
    await vi.waitFor(() => expect(container.textContent).toBe('browser'));
  });

  it('renders the browser version at once when nothing is being hydrated (a client-side navigation)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    act(() => {
      root = createRoot(container);
      root.render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('browser');
  });
});
