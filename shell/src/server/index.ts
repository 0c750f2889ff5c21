import type * as Renderer from './renderer';

/**
 * Entry of the shell's server build (dist/shell-server/index.js), required by the API process. The renderer
 * sits behind an async boundary, as the browser's bootstrap does: federation negotiates the shared modules
 * before any of the shop's code runs.
 */
export function loadRenderer(): Promise<typeof Renderer> {
  return import('./renderer');
}
