import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canaryBucket, manifestFor } from './browser-manifest';
import type { Deployments } from './deployments';

const deployments: Deployments = {
  mf_catalog: { live: '1.0.0', canary: { version: '1.1.0', percent: 30 } },
  mf_account: { live: '2.0.0' },
};
const versionOf = (canaryId: string | undefined) =>
  manifestFor(deployments, { ...(canaryId ? { canaryId } : {}), overrides: {} }).remotes.mf_catalog!.version;

describe('the manifest a browser gets', () => {
  it('names each remote\'s version and the entry of that version', () => {
    expect(manifestFor({ mf_account: { live: '2.0.0' } }, { overrides: {} })).toEqual({
      remotes: { mf_account: { version: '2.0.0', entry: '/mf/mf_account/2.0.0/mf-manifest.json' } },
    });
  });

  it('serves a canary to about its share of browsers, always the same ones', () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    const onCanary = ids.filter((id) => versionOf(id) === '1.1.0');
    expect(onCanary.length / ids.length).toBeGreaterThan(0.25);
    expect(onCanary.length / ids.length).toBeLessThan(0.35);
    for (const id of ids.slice(0, 50)) expect(versionOf(id)).toBe(versionOf(id));
  });

  it('keeps the canary\'s browsers when its share grows', () => {
    const ids = Array.from({ length: 500 }, () => randomUUID());
    const at30 = ids.filter((id) => canaryBucket(id, 'mf_catalog') < 30);
    expect(at30.every((id) => canaryBucket(id, 'mf_catalog') < 60)).toBe(true);
  });

  it('gives a browser with no canary id yet the live version', () => {
    expect(versionOf(undefined)).toBe('1.0.0');
  });

  it('lets a staff override pin a version, whatever the canary says', () => {
    const manifest = manifestFor(deployments, { canaryId: randomUUID(), overrides: { mf_account: '2.1.0', mf_catalog: '0.9.0' } });
    expect(manifest.remotes.mf_account).toEqual({ version: '2.1.0', entry: '/mf/mf_account/2.1.0/mf-manifest.json' });
    expect(manifest.remotes.mf_catalog!.version).toBe('0.9.0');
  });
});
