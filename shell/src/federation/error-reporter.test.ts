import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReportedErrors, remoteOfStack, reportRemoteError, TELEMETRY_URL } from './error-reporter';

// The versions this page load registered (remote-loader.ts), as a canary browser has them.
vi.mock('./remote-loader', () => ({ getRemoteRegistry: () => ({ versions: { mf_catalog: '1.1.0' }, entries: {} }) }));

describe('error reports for the canary judge', () => {
  const beacon = vi.fn((_url: string, _body: string) => true);
  beforeEach(() => {
    forgetReportedErrors();
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the page's remote versions and the error's remote, without query strings or e-mail addresses", () => {
    reportRemoteError('boundary', new Error('failed /search?q=secret for jo@lab.example'), 'mf_catalog');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(TELEMETRY_URL);
    expect(JSON.parse(body)).toEqual({ versions: { mf_catalog: '1.1.0' }, errors: [{ kind: 'boundary', remote: 'mf_catalog', message: 'failed /search?… for <email>' }] });
  });

  it('reports a remote once per page load, however often it throws', () => {
    for (let i = 0; i < 5; i += 1) reportRemoteError('error', new Error('loop'), 'mf_catalog');
    reportRemoteError('error', new Error('somewhere'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it("finds the remote from the stack's version folder", () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at render (https://shop.example/mf/mf_cart_checkout/2.0.0/static/js/async/12.js:1:2)';
    expect(remoteOfStack(error)).toBe('mf_cart_checkout');
    expect(remoteOfStack(new Error('plain'))).toBeUndefined();
  });
});
