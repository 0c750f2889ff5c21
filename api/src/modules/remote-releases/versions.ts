import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** `major.minor.patch` of a version (pre-release and build ignored), or null when it is not one. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * True when `provided` satisfies `^built`: what npm would accept for a dependency built against `built`. The same
 * major (for 0.x the same minor), and not older: a remote built against a newer minor may use what the shell lacks.
 */
export function satisfiesCaret(provided: string, built: string): boolean {
  const p = parseVersion(provided);
  const b = parseVersion(built);
  if (!p || !b) return false;
  if (p[0] !== b[0] || (b[0] === 0 && p[1] !== b[1])) return false;
  for (let i = 0; i < 3; i += 1) if (p[i] !== b[i]) return p[i]! > b[i]!;
  return true;
}

/** The package a shared key belongs to: `react-dom/client` → `react-dom`, `@labmall/shared/api/client` → `@labmall/shared`. */
export const packageOf = (key: string) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');

const cache = new Map<string, string | null>();

/**
 * The version of a package the running shop provides: the shell's singletons come from this same install (the
 * renderer provides them on the server, the shell build was made from the same lockfile), so it is the version a
 * remote meets at run time.
 */
export function providedVersion(pkg: string): string | null {
  if (!cache.has(pkg)) {
    const dir = pkg === '@labmall/shared' ? path.join(repoRoot, 'shared') : path.join(repoRoot, 'node_modules', pkg);
    try {
      cache.set(pkg, (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version);
    } catch {
      cache.set(pkg, null);
    }
  }
  return cache.get(pkg) ?? null;
}
