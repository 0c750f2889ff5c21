import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The keys the shop signs or checks things with. None has a default: a key written in the source is known to all. */
export const SECRET_NAMES = ['PAYMENT_SANDBOX_SECRET', 'MF_OVERRIDE_SECRET', 'DEVICE_COOKIE_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** Values earlier versions used when a key was not set: refused anywhere, since anyone can read them. */
export const FORMER_DEFAULTS: readonly string[] = ['labmall-sandbox-secret-not-for-production', 'labmall-mf-override-secret-not-for-production'];
export const PRODUCTION_MIN_LENGTH = 32;

/** Why each production key is unusable ("NAME: reason"), empty when all of them are fine. */
export function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  return SECRET_NAMES.flatMap((name) => {
    const value = env[name]?.trim() ?? '';
    if (!value) return [`${name}: is not set; production needs its own random key (e.g. openssl rand -base64 32)`];
    if (FORMER_DEFAULTS.includes(value)) return [`${name}: is a default published in the source; set a random key of your own`];
    if (value.length < PRODUCTION_MIN_LENGTH) return [`${name}: must be at least ${PRODUCTION_MIN_LENGTH} characters in production`];
    return [];
  });
}

/** The key file of an embedded shop: beside its data directory, e.g. ./data → ./data-secrets.json. */
export const secretsFileOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}-secrets.json`);

const newKey = () => randomBytes(32).toString('base64url');

/**
 * The keys not given in the environment, outside production: random ones made on the first run and kept in the
 * key file (mode 0600), so links, cookies and notifications signed before a restart stay valid after it and the
 * CLI (`npm run mf -- override-link`) signs with the shop's own key. In memory (DATA_DIR=:memory:, tests) they
 * are random per process.
 */
export function generatedSecrets(dataDir: string, missing: readonly SecretName[]): Partial<Record<SecretName, string>> {
  if (missing.length === 0) return {};
  if (dataDir === ':memory:') return Object.fromEntries(missing.map((name) => [name, newKey()]));
  const file = secretsFileOf(dataDir);
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>) : {};
  const absent = missing.filter((name) => typeof kept[name] !== 'string' || kept[name]!.length < PRODUCTION_MIN_LENGTH);
  if (absent.length > 0) {
    for (const name of absent) kept[name] = newKey();
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600); // an existing file keeps its mode on write
  }
  return Object.fromEntries(missing.map((name) => [name, kept[name]!]));
}
