import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createContext, startTransition, use, useMemo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { appStore } from '@labmall/shared/store/app-store';
import { DeferredHydration } from './deferred-hydration';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

let root: Root | undefined;
let notify: Callback = () => undefined;

beforeEach(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  // The part stays far below the screen until a test says otherwise.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  act(() => root?.unmount());
  appStore.getState().setLanguage('1');
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server's HTML for the tree; rendered as a server would, without a window (a gate only a browser opens). */
function serverRendered(tree: ReactNode): HTMLElement {
  vi.stubGlobal('window', undefined);
  const html = renderToString(tree);
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: Callback) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function Card({ onBuy }: { onBuy: () => void }) {
  return (
    <article>
      <h3>Separator discs</h3>
      <button type="button" onClick={onBuy}>
        Add to cart
      </button>
    </article>
  );
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('DeferredHydration', () => {
  it('renders its part on the server like any other', () => {
    vi.stubGlobal('window', undefined);
    const html = renderToString(
      <DeferredHydration as="li" className="card">
        <Card onBuy={() => undefined} />
      </DeferredHydration>,
    );
    expect(html).toContain('<li class="card">');
    expect(html).toContain('Separator discs');
  });

  it('keeps the server HTML, unhydrated, until the part comes near the screen, then hydrates it in place', async () => {
    const container = serverRendered(<DeferredHydration><Card onBuy={() => undefined} /></DeferredHydration>);
    const serverButton = container.querySelector('button')!;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <DeferredHydration><Card onBuy={() => undefined} /></DeferredHydration>, { onRecoverableError });
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(isHydrated(serverButton)).toBe(false);

    await act(async () => notify([{ isIntersecting: true }]));
    expect(container.querySelector('button')).toBe(serverButton);
    expect(isHydrated(serverButton)).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hydrates at once for a tap on a part not yet hydrated, and the tap reaches its handler', async () => {
    const onBuy = vi.fn();
    const container = serverRendered(<DeferredHydration><Card onBuy={onBuy} /></DeferredHydration>);
    await act(async () => {
      root = hydrateRoot(container, <DeferredHydration><Card onBuy={onBuy} /></DeferredHydration>);
    });
    const button = container.querySelector('button')!;
    expect(isHydrated(button)).toBe(false);

    // A browser sends pointerdown before click; the click comes without waiting for anything else.
    act(() => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(isHydrated(button)).toBe(true);
  });

  it('hydrates when the keyboard focuses into the part', async () => {
    const container = serverRendered(<DeferredHydration><Card onBuy={() => undefined} /></DeferredHydration>);
    await act(async () => {
      root = hydrateRoot(container, <DeferredHydration><Card onBuy={() => undefined} /></DeferredHydration>);
    });
    const button = container.querySelector('button')!;
    await act(async () => button.focus());
    expect(isHydrated(button)).toBe(true);
  });

  it('keeps a hidden part as the server rendered it while its wrapper changes, and hydrates it when woken', async () => {
    function Links() {
      return (
        <li>
          <a href="/en/category?categoryId=1">Cells</a>
        </li>
      );
    }
    function Menu({ open }: { open: boolean }) {
      const links = useMemo(() => <Links />, []);
      return (
        <DeferredHydration as="ul" className={open ? 'menu open' : 'menu'} wake={open}>
          {links}
        </DeferredHydration>
      );
    }
    const container = serverRendered(<Menu open={false} />);
    const link = container.querySelector('a')!;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Menu open={false} />, { onRecoverableError });
    });
    // Opened: the wrapper shows the server's links at once, and then they hydrate, in place.
    act(() => root!.render(<Menu open />));
    expect(container.querySelector('ul')!.className).toBe('menu open');
    expect(container.querySelector('a')).toBe(link);
    await act(async () => undefined);
    expect(isHydrated(link)).toBe(true);
    expect(container.querySelector('a')).toBe(link);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hydrates a waiting part at once when a navigation changes what it reads, instead of holding the navigation', async () => {
    const Language = createContext('zh');
    function Label() {
      return <p>{use(Language)}</p>;
    }
    function Page({ language }: { language: string }) {
      const part = useMemo(() => <Label />, []);
      return (
        <Language value={language}>
          <h1>{language}</h1>
          <DeferredHydration>{part}</DeferredHydration>
        </Language>
      );
    }
    const container = serverRendered(<Page language="zh" />);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page language="zh" />, { onRecoverableError });
    });
    expect(isHydrated(container.querySelector('p')!)).toBe(false);

    // Routers navigate in a transition, once the address has changed; a part that suspended then would keep the
    // old page on screen for good.
    window.history.pushState(null, '', '/kr/');
    await act(async () => startTransition(() => root!.render(<Page language="ko" />)));
    expect(container.querySelector('h1')!.textContent).toBe('ko');
    // The shop's language follows the route: the part is rendered afresh in it, never hydrated against old texts.
    await act(async () => appStore.getState().setLanguage('4'));
    expect(container.querySelector('p')!.textContent).toBe('ko');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders at once in a client-side render (a later navigation)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<DeferredHydration><Card onBuy={() => undefined} /></DeferredHydration>));
    expect(container.querySelector('button')).not.toBeNull();
  });
});
