import { describe, expect, it } from 'vitest';
import { hasScope } from './scope';

describe('scope check (spec §6)', () => {
  it('reads a list of permissions', () => {
    const user = { scope: ['user', 'order'] };
    expect(hasScope(user, 'order')).toBe(true);
    expect(hasScope(user, ['user', 'order'])).toBe(true);
    expect(hasScope(user, ['order', 'admin'])).toBe(false);
  });

  it('reads a map of permissions, where only true grants', () => {
    const user = { scope: { order: true, points: false } };
    expect(hasScope(user, 'order')).toBe(true);
    expect(hasScope(user, 'points')).toBe(false);
    expect(hasScope(user, 'missing')).toBe(false);
  });

  it('reads an entry "a|b" as any one of its alternatives', () => {
    expect(hasScope({ scope: ['user', 'admin'] }, 'catalogue|admin')).toBe(true);
    expect(hasScope({ scope: { orders: true } }, ['catalogue|orders'])).toBe(true);
    expect(hasScope({ scope: ['user'] }, 'catalogue|admin')).toBe(false);
    expect(hasScope({ scope: ['orders'] }, ['orders|admin', 'catalogue|admin'])).toBe(false);
  });

  it('grants nothing without a user or a scope', () => {
    expect(hasScope(null, 'order')).toBe(false);
    expect(hasScope({}, 'order')).toBe(false);
    expect(hasScope(null, [])).toBe(true);
  });
});
