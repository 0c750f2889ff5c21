import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { BreadcrumbItem } from '@labmall/shared/store/slices/navigation-slice';

/**
 * Server rendering: what the page said about itself while it rendered (title, description, trail, JSON-LD),
 * for the `<head>` the server writes. In the browser there is no collector and the same hooks set the live
 * document head in effects instead.
 */
export interface CollectedHead {
  /** The site's origin as the shopper reached it (absolute URLs in canonical links and JSON-LD). */
  origin: string;
  title?: string;
  documentTitle?: string;
  description?: string;
  keywords?: string;
  /** Home, the page's trail, the page itself (as the breadcrumb shows them). */
  breadcrumb?: BreadcrumbItem[];
  /** Open Graph image of the page (a product's first image). */
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  jsonLd: Map<string, Record<string, unknown>>;
  /**
   * Resolves once everything outside the page's own Suspense boundaries has rendered, and with it the page
   * (its data is loaded before rendering starts). Parts drawn above the page from what it says about itself
   * (the breadcrumb) wait for it.
   */
  settled?: Promise<void>;
  /** The trail the server drew (what the browser must hydrate), which may lag a page that rendered late. */
  shownBreadcrumb?: BreadcrumbItem[];
}

const HeadCollectorContext = createContext<CollectedHead | null>(null);

export function HeadCollectorProvider({ head, children }: { head: CollectedHead; children: ReactNode }) {
  return createElement(HeadCollectorContext.Provider, { value: head }, children);
}

/** The collector when rendering on the server, else null. */
export function useHeadCollector(): CollectedHead | null {
  return useContext(HeadCollectorContext);
}

/** The origin for absolute URLs: the request's on the server, the page's in the browser. */
export function useSiteOrigin(): string {
  const head = useHeadCollector();
  return head?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
