import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconEvents, removeBeacon, stubBeacon, stubImage } from './send-stubs';

const HOST = 'http://collector.example:8081/collect';

/** Fresh modules per test: the one-warning rule holds for a page life, i.e. per module instance. */
async function load() {
  vi.resetModules();
  const tracker = await import('./tracker');
  const config = await import('@labmall/shared/config/runtime-config');
  const tokens = await import('@labmall/shared/auth/tokens');
  return { ...tracker, ...config, ...tokens };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  removeBeacon();
  vi.unstubAllGlobals();
});

describe('analytics tracker', () => {
  it('puts the session id, plugin version and the §9 settings on every event', async () => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    a.initAnalytics({ host: HOST, project: 'p1', now: () => 1_700_000_000_000 });
    a.trackPageView('http://shop.example/zh/');
    a.trackEvent('add_to_cart', { sku: 7, $event_session_id: 'forged' });
    const events = await beaconEvents(sendBeacon);
    expect(events).toHaveLength(2);
    const sessionId = localStorage.getItem('labmall_analytics_session_id');
    for (const event of events) {
      expect(event.properties.$event_session_id).toBe(sessionId);
      expect(event.properties.$lib_plugin_version).toBe('1.26.17');
      expect(event.properties.$lib).toBe('js');
      expect(event).toMatchObject({ project: 'p1', time: 1_700_000_000_000, send_type: 'beacon', is_track_single_page: true,
        heatmap: { clickmap: 'default', scroll_notice_map: 'not_collect' } });
    }
    expect(events[1]!.properties.sku).toBe(7);
  });

  it('sends one page view per call, each referring to the page before', async () => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    a.initAnalytics({ host: HOST });
    a.trackPageView('http://shop.example/zh/');
    a.trackPageView('http://shop.example/zh/category');
    const events = await beaconEvents(sendBeacon);
    expect(events.map((e) => e.event)).toEqual(['$pageview', '$pageview']);
    expect(events[1]!.properties).toMatchObject({ $url: 'http://shop.example/zh/category', $referrer: 'http://shop.example/zh/' });
  });

  it('reads host, project and collector token from the runtime config, never the shop sign-in token', async () => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    a.setRuntimeConfig({ analyticsHost: HOST, analyticsProject: 'labmall', analyticsToken: 'web-key' });
    a.setTokens('shop-token');
    expect(a.initAnalytics()).toBe(true);
    a.trackPageView();
    expect(sendBeacon.mock.calls[0]![0]).toBe(`${HOST}?project=labmall&token=web-key`);
    a.clearTokens();
  });

  it('with an empty host warns once for the page life and never sends', async () => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    const images = stubImage();
    expect(a.initAnalytics()).toBe(false);
    a.initAnalytics({ host: '' });
    expect(a.trackPageView()).toBe('none');
    a.trackEvent('x');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(images).toHaveLength(0);
  });

  it.each(['not a url', 'ftp://x', '/collect'])('with the invalid host %j warns once and never sends', async (host) => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    stubImage();
    expect(a.initAnalytics({ host })).toBe(false);
    a.initAnalytics({ host });
    a.trackPageView();
    a.trackEvent('x');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing before init', async () => {
    const a = await load();
    const sendBeacon = stubBeacon(true);
    expect(a.trackEvent('x')).toBe('none');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
