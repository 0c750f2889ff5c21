import { connectBusinessEvents } from '@labmall/shared/analytics/business-events';
import type * as Tracker from '@labmall/shared/analytics/tracker';

let tracker: Promise<typeof Tracker> | null = null;

/**
 * Starts analytics after the first paint (the SDK is not needed to draw the shop): page views tracked before it
 * has loaded wait for it, with the URL they were made at.
 */
export function startAnalytics(): void {
  tracker ??= whenIdle().then(() => import('@labmall/shared/analytics/tracker')).then((sdk) => {
    sdk.initAnalytics();
    sdk.installClickTracking();
    // The remotes' business events (add to cart, order placed and paid, search results) for the owner reports.
    connectBusinessEvents((name, props) => sdk.trackEvent(name, props));
    return sdk;
  });
}

/** Resolves once the browser is idle (or after 2 s at the latest), i.e. after the page has drawn. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1000);
  });
}

/** One page view per route change (spec §9 single-page tracking). */
export function trackRouteView(): void {
  const url = window.location.href;
  void tracker?.then((sdk) => sdk.trackPageView(url));
}
