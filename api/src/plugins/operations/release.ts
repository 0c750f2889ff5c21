import { readFileSync } from 'node:fs';

/**
 * The release this process runs: the API's package.json version (also the traces' service.version), read once.
 * /health/ready says it, so a rolling upgrade (docs/upgrades.md) can see which replicas run the new release.
 */
let release: string | undefined;
export function runningRelease(): string {
  release ??= (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return release;
}
