import { describe, expect, it } from 'vitest';
import { signOverride, verifyOverride } from './override-token';

const SECRET = 'a-test-secret-of-enough-length';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('staff override tokens', () => {
  it('carries the remote and version it was signed for', () => {
    const override = { remote: 'mf_catalog', version: '1.2.0-rc.1', expiresAt: inAnHour() };
    expect(verifyOverride(SECRET, signOverride(SECRET, override))).toEqual(override);
  });

  it('refuses a token signed with another secret, edited, or expired', () => {
    const token = signOverride(SECRET, { remote: 'mf_catalog', version: '1.2.0', expiresAt: inAnHour() });
    expect(verifyOverride('another-secret-of-enough-length', token)).toBeNull();
    expect(verifyOverride(SECRET, token.replace('1.2.0', '1.3.0'))).toBeNull();
    const expired = signOverride(SECRET, { remote: 'mf_catalog', version: '1.2.0', expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(verifyOverride(SECRET, expired)).toBeNull();
  });

  it.each(['', 'mf_catalog:1.2.0', 'mf_catalog:..:99999999999:x', '../x:1.0.0:99999999999:x', 'a:b:c:d:e'])('refuses %j', (token) => {
    expect(verifyOverride(SECRET, token)).toBeNull();
  });
});
