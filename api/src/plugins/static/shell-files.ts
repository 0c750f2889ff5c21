import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { compileRouteTable, permissiveRouteTable, type RouteTable } from './route-table';

export interface Shell {
  indexHtml: Buffer;
  routes: RouteTable;
}

type Cached<T> = { mtimeMs: number; value: T };

/**
 * index.html and routes.json of the shell build, re-read when their mtime changes. The shell can be
 * rebuilt while the server runs (`npm run build`, e2e copies); a stale index.html would point at hashed
 * assets that no longer exist. A stat per page request costs microseconds.
 */
export function createShellFiles(shellDir: string, log: FastifyBaseLogger) {
  let index: Cached<Buffer> | undefined;
  let routes: Cached<RouteTable> | undefined;

  async function load<T>(file: string, cached: Cached<T> | undefined, read: (raw: Buffer) => T) {
    const stat = await fs.stat(path.join(shellDir, file)).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    if (cached?.mtimeMs === stat.mtimeMs) return cached;
    return { mtimeMs: stat.mtimeMs, value: read(await fs.readFile(path.join(shellDir, file))) };
  }

  function parseRoutes(raw: Buffer): RouteTable {
    try {
      return compileRouteTable(JSON.parse(raw.toString('utf8')));
    } catch (error) {
      log.error({ err: error }, `${shellDir}/routes.json is malformed; every prefixed path gets the shell`);
      return permissiveRouteTable;
    }
  }

  /** The current shell, or undefined when it has not been built. */
  return async function currentShell(): Promise<Shell | undefined> {
    index = await load('index.html', index, (raw) => raw);
    if (!index) return undefined;
    routes = await load('routes.json', routes, parseRoutes);
    return { indexHtml: index.value, routes: routes?.value ?? permissiveRouteTable };
  };
}
