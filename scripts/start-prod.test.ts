import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const strong = { PAYMENT_SANDBOX_SECRET: 'p'.repeat(40), MF_OVERRIDE_SECRET: 'm'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) };

/** Runs `npm run start:prod`'s script with `keys` and no other key in the environment; it must stop before building. */
function startProd(keys: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !name.endsWith('_SECRET')) env[name] = value;
  return spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/start-prod.ts'], { cwd: root, env: { ...env, ...keys }, encoding: 'utf8', timeout: 60_000 });
}

describe('npm run start:prod refuses a shop without keys of its own', () => {
  it.each([
    ['PAYMENT_SANDBOX_SECRET', undefined, 'is not set'],
    ['MF_OVERRIDE_SECRET', 'labmall-mf-override-secret-not-for-production', 'is a default published in the source'],
    ['DEVICE_COOKIE_SECRET', 'too-short-0123456789', 'must be at least 32 characters in production'],
  ])('%s %s: exit code 1, naming the variable', (name, value, reason) => {
    const keys: Record<string, string> = { ...strong };
    if (value === undefined) delete keys[name];
    else keys[name] = value;
    const run = startProd(keys);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`start:prod refuses to start; set these variables first:\n  ${name}: ${reason}`);
    expect(run.stdout).not.toContain('Production topology');
  });

  it('names every unusable key at once', () => {
    const run = startProd({});
    expect(run.status).toBe(1);
    for (const name of Object.keys(strong)) expect(run.stderr).toContain(`  ${name}: is not set`);
  });
});
