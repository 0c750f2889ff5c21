import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The contract of the shell's server build (shell/src/server/renderer.ts), as the API uses it. The API never
 * imports the shell's sources: it loads the built file, like the browser loads the built shell.
 */
export interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface InProcessResponse {
  statusCode: number;
  statusMessage?: string;
  headers: Record<string, unknown>;
  body: string;
}

export type RemoteName = string;

export interface RenderRequest {
  url: string;
  origin: string;
  cookies: Record<string, string | undefined>;
  userAgent: string;
  template: string;
  translations: (language: { code: string }) => Record<string, unknown>;
  api: (request: InProcessRequest) => Promise<InProcessResponse>;
  manifest: { remotes: Record<string, { version: string; entry: string }> };
  loadPage: (remote: RemoteName, module: string) => Promise<unknown>;
  pageAssets: (remote: RemoteName, module: string) => string;
  dataDeadlineMs: number;
  runtimeConfig: Record<string, string>;
  onError: (error: unknown, context: string) => void;
}

export type RenderResult =
  | { kind: 'page'; status: number; body: Readable; complete: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'client' };

export interface ShellRenderer {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  loadServerPage(remote: RemoteName, version: string, entry: string, module: string): Promise<unknown>;
}

/**
 * Loads the renderer from `dist/shell-server` on first use; undefined when the shell has no server build (pages
 * then render in the browser, as before). Loaded only after the first page request, so an API that serves no
 * pages (tests, benchmarks) never pays for it. A failed load is tried again on the next request. A build
 * replaced while the server runs cannot be swapped in (its old chunks are gone, and the federation runtime
 * lives once per process): pages render in the browser until the server restarts, which the log says once.
 */
export function createRendererLoader(shellServerDir: string, log: FastifyBaseLogger) {
  // One loader per build folder: the shop's pages and the release gate's smoke renders share one renderer (the
  // federation runtime lives once per process, and loading the build twice would only cost memory).
  const known = loaders.get(shellServerDir);
  if (known) return known;
  const loader = newRendererLoader(shellServerDir, log);
  loaders.set(shellServerDir, loader);
  return loader;
}

const loaders = new Map<string, () => Promise<ShellRenderer | undefined>>();

function newRendererLoader(shellServerDir: string, log: FastifyBaseLogger) {
  const entry = path.join(shellServerDir, 'index.js');
  let loaded: { mtimeMs: number; renderer: Promise<ShellRenderer> } | undefined;
  let toldStale = false;
  return async function currentRenderer(): Promise<ShellRenderer | undefined> {
    const mtimeMs = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (loaded && loaded.mtimeMs !== mtimeMs) {
      if (!toldStale) log.warn(`${entry} was rebuilt: pages render in the browser until the server restarts`);
      toldStale = true;
      return undefined;
    }
    if (!loaded) {
      const build = createRequire(entry)(entry) as { loadRenderer: () => Promise<ShellRenderer> };
      loaded = { mtimeMs, renderer: build.loadRenderer() };
    }
    const current = loaded;
    return current.renderer.catch((error: unknown) => {
      if (loaded === current) loaded = undefined;
      throw error;
    });
  };
}
