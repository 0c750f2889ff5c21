import { Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ElementType, type ReactNode } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';

/** A promise React's `use` reads synchronously once opened (its status is set before it resolves). */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** The page's address when the part was first rendered (see HydrationGate). */
  url: string;
}

function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  let opened = false;
  return {
    promise,
    open: () => {
      if (opened) return;
      opened = true;
      // React's `use` reads a promise's `status` before waiting on it. Set before resolving: React hydrating
      // synchronously for a click (see below) then renders the part at once.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
    url: typeof window === 'undefined' ? '' : window.location.href,
  };
}

const noSubscription = () => () => undefined;

/** True only while React hydrates this component: it asks for the server snapshot then and only then. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Holds hydration back until the gate opens, on the page the server rendered. Once the address has changed, a
 * navigation is rendering: what it changes (the route, the language) reaches the part still waiting, and React
 * hydrates it on the spot instead of suspending, which would hold that navigation (a transition) until the part
 * scrolled into view. Rendered in the browser without hydrating (a later navigation) it renders at once.
 */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useIsHydrating();
  // The server renders the part as usual (it would otherwise wait there for a gate only a browser opens).
  if (hydrating && typeof window !== 'undefined' && window.location.href === gate.url) use(gate.promise);
  return <>{children}</>;
}

/** What a user does to a part before React has it: each opens the gate (and React then hydrates it). */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'mouseover'] as const;

/** Parts not hydrated yet, by their wrapper element. */
const waiting = new Map<Element, Gate>();

/**
 * One listener per event type on the document, in the capture phase: it runs before React's own listener on the
 * root, which, finding the event aimed at a part it has not hydrated, tries to hydrate it synchronously and, failing
 * that, stops the event. Opening the gate first is what lets that synchronous hydration succeed.
 */
function wakeOnEvent(event: Event): void {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    const gate = waiting.get(node as Element);
    if (gate) {
      waiting.delete(node as Element);
      gate.open();
    }
  }
}

let listening = false;
function listenForWakingEvents(): void {
  if (listening) return;
  listening = true;
  for (const type of WAKING_EVENTS) document.addEventListener(type, wakeOnEvent, { capture: true, passive: true });
}

interface DeferredHydrationProps {
  /** The element that wraps the part (it is hydrated at once; keeps the page's markup valid, e.g. `li` in a list). */
  as?: ElementType;
  id?: string;
  className?: string;
  /**
   * True hydrates the part now, whether or not it is near the screen: e.g. a menu that a button outside it has just
   * opened (a hidden part never comes near the screen by itself).
   */
  wake?: boolean;
  /** How far below the screen the part is hydrated ahead of being scrolled to. */
  margin?: string;
  children: ReactNode;
}

/**
 * A server-rendered part below the first screen (the footer, a product card further down, a shelf) that React hydrates
 * only when it comes near the screen, or at once when the user touches, hovers, focuses or types in it. Until then it
 * is the server's HTML as it was: visible, its links and forms working natively; only React's handlers wait. This is
 * what keeps hydration of a long page from holding a phone's main thread for what the first screen does not show.
 *
 * How: the part sits in a Suspense boundary whose child suspends while hydrating until the gate opens, and React
 * keeps a suspended boundary's server HTML in place. A tap on a part not yet hydrated: the document's listener saw its
 * `pointerdown` first and opened the gate (its promise already marked fulfilled), so React, which hydrates a boundary
 * synchronously before dispatching an event into it, hydrates it then and the tap reaches its handler. Client-side
 * renders (navigations) never wait. The server renders the wrapper and the part as usual.
 */
export function DeferredHydration({ as: Wrapper = 'div', id, className, wake = false, margin = '300px', children }: DeferredHydrationProps) {
  const wrapper = useRef<HTMLElement>(null);
  // Created once per instance; it only matters for the hydrating render, and opening it later costs nothing.
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        waiting.delete(element);
        gate.open();
        observer.disconnect();
      }
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    waiting.set(element, gate);
    listenForWakingEvents();
    return () => {
      observer.disconnect();
      waiting.delete(element);
    };
  }, [gate, margin]);

  useEffect(() => {
    if (wake) gate.open();
  }, [gate, wake]);

  // A new language is a new part: one still waiting would show the old language's HTML and, hydrated later against
  // the new texts, fail to match. Rendered afresh instead (a navigation in the same language leaves it waiting: its
  // HTML is still right).
  const language = useAppStore((s) => s.language.language);

  // The same element while the children are the same: the wrapper may re-render (a class that opens a menu) without
  // an update reaching the boundary inside, which React could only meet by dropping the server HTML not hydrated yet.
  const part = useMemo(
    () => (
      <Suspense key={language} fallback={null}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    ),
    [gate, children, language],
  );

  return (
    <Wrapper ref={wrapper} id={id} className={className}>
      {part}
    </Wrapper>
  );
}
