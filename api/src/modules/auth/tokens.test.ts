import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken } from './tokens';

describe('tokens', () => {
  it('are 43 base64url characters, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are read from "Authorization: Bearer <token>" only', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(token)).toBeUndefined();
    expect(bearerToken(`Basic ${token}`)).toBeUndefined();
    expect(bearerToken('Bearer short')).toBeUndefined();
    expect(bearerToken(`Bearer ${token} extra`)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
