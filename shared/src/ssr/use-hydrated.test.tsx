import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { beginPageHydration, endPageHydration, useHydrated } from './use-hydrated';

/** Records every value it rendered with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

/** Stands in for the shell's HydrationMark: the last effect of the first commit. */
function EndOfHydration() {
  useEffect(() => endPageHydration(), []);
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  endPageHydration();
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>server</p>');
  });

  it('hydrates the server markup as it is, then switches to the browser version', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    beginPageHydration();
    await act(async () => {
      root = hydrateRoot(container, <><Probe seen={seen} /><EndOfHydration /></>, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
  });

  it('switches in a later task, not synchronously in the commit that hydrated (no long task on a phone)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    let seenWhenHydrated: boolean[] = [];
    const hydrated = new Promise<void>((resolve) => {
      function AfterHydration() {
        useEffect(() => {
          endPageHydration();
          // Work React does synchronously after the passive effects (a forced store re-render) has run by then.
          queueMicrotask(() => {
            seenWhenHydrated = [...seen];
            resolve();
          });
        }, []);
        return null;
      }
      // The real scheduler, as in the browser: act() would flush the transition at once.
      const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      beginPageHydration();
      root = hydrateRoot(container, <><Probe seen={seen} /><AfterHydration /></>);
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    await hydrated;
    expect(seenWhenHydrated).toEqual([false]);
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
