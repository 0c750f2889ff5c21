import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';

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
  useRemoteVersions(entries: Record<RemoteName, string>): void;
  loadServerPage(remote: RemoteName, module: string): Promise<unknown>;
}

/**
 * Loads the renderer from `dist/shell-server` once, on first use; undefined when the shell has no server build
 * (the pages are then rendered in the browser, as before). Loaded only after the first page request, so an API
 * that serves no pages (tests, benchmarks) never pays for it.
 */
export function createRendererLoader(shellServerDir: string) {
  let loading: Promise<ShellRenderer | undefined> | undefined;
  return function currentRenderer(): Promise<ShellRenderer | undefined> {
    const entry = path.join(shellServerDir, 'index.js');
    if (!loading) {
      if (!existsSync(entry)) return Promise.resolve(undefined);
      const build = createRequire(entry)(entry) as { loadRenderer: () => Promise<ShellRenderer> };
      loading = build.loadRenderer();
    }
    return loading;
  };
}
