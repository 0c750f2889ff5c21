import type { DehydratedQueries } from '@labmall/shared/data/query-cache';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { RuntimeConfig } from '@labmall/shared/config/runtime-config';
import type { BreadcrumbItem } from '@labmall/shared/store/slices/navigation-slice';

/** The block the server puts after the root (`#labmall-data`) and the browser reads before hydrating. */
export interface PageData {
  /** Answers the page's loaders got, by cache key. */
  queries: DehydratedQueries;
  /** The remote page the server rendered, and its page error (404/410) if it had one. */
  route: { id: string; pathname: string; pageError?: { status: number; message: string } } | null;
  /** The remote versions the server rendered with: the browser hydrates with exactly these. */
  remotes: RemoteManifest;
  /** The runtime settings (/config.json) of this request: the browser boots without fetching them. */
  config?: RuntimeConfig;
  /** The page's trail as the server showed it above the page (the store starts with it, so hydration matches). */
  breadcrumb?: BreadcrumbItem[];
}

export const PAGE_DATA_ELEMENT_ID = 'labmall-data';
