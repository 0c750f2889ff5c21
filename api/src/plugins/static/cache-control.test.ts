import { describe, expect, it } from 'vitest';
import { isServableMfPath } from './cache-control';

describe('isServableMfPath', () => {
  it('serves the browser files of released versions', () => {
    expect(isServableMfPath('mf_catalog/1.0.0/remoteEntry.js')).toBe(true);
    expect(isServableMfPath('mf_catalog/1.0.0/chunks/a.1.js')).toBe(true);
  });

  it.each(['manifest.json', 'history.json', 'mf_catalog/1.0.0/server/remoteEntry.js', 'mf_catalog/1.0.0//server/remoteEntry.js',
    'mf_catalog/1.0.0/./server/remoteEntry.js', 'mf_catalog/1.0.0/chunks/../server/remoteEntry.js', 'mf_catalog/1.0.0/server'])(
    'never serves %s', (rel) => {
      expect(isServableMfPath(rel)).toBe(false);
    });
});
