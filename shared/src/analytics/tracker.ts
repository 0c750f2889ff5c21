import { clickProperties, clickTarget } from './click-properties';
import { resolveCollector } from './collector-config';
import { buildEvent } from './event';
import { touchSession } from './session';
import { sendPayload, type SendMethod } from './transport';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';

export interface AnalyticsOptions {
  /** Collector address; default `analyticsHost` of /config.json. */
  host?: string;
  /** Project id; default `analyticsProject` of /config.json. */
  project?: string;
  /** Clock, injectable for tests. */
  now?: () => number;
}

interface Tracker { collector: string; project: string; token: string; now: () => number }

// undefined until init; null when the collector address is unusable (then nothing is ever sent).
let tracker: Tracker | null | undefined;
// Single-page navigation: the referrer of a page is the page shown before it, not document.referrer.
let currentUrl: string | undefined;
let currentReferrer: string | undefined;

/** Called by the shell once /config.json is loaded. Returns whether analytics is on. */
export function initAnalytics(options: AnalyticsOptions = {}): boolean {
  const config = getRuntimeConfig();
  const collector = resolveCollector(options.host ?? config.analyticsHost);
  // The query's {token} is the collector's write key for this project, never the shopper's sign-in token:
  // the collector is a separate service, and its logs must not hold credentials for the shop.
  tracker = collector
    ? { collector, project: options.project ?? config.analyticsProject, token: config.analyticsToken, now: options.now ?? Date.now }
    : null;
  return tracker !== null;
}

/** Sends an event; returns how it went out ('none' when analytics is off or not initialised yet). */
export function trackEvent(name: string, props: Record<string, unknown> = {}): SendMethod {
  if (!tracker) return 'none';
  const time = tracker.now();
  const session = touchSession(time); // every event counts as activity
  const event = buildEvent(name, props, {
    project: tracker.project,
    time,
    sessionId: session.session_id,
    url: currentUrl ?? window.location.href,
    referrer: currentReferrer ?? document.referrer,
  });
  return sendPayload({ collector: tracker.collector, project: tracker.project, token: tracker.token }, event);
}

/** One `$pageview` per call; the shell calls it once per route change (spec §9 single-page tracking). */
export function trackPageView(url: string = window.location.href): SendMethod {
  currentReferrer = currentUrl ?? document.referrer;
  currentUrl = url;
  return trackEvent('$pageview');
}

/** Sends `$WebClick` for clicks on links, buttons and `[data-track]` under `root`; returns the uninstall function. */
export function installClickTracking(root: Document | Element = document): () => void {
  const onClick = (event: Event) => {
    const target = clickTarget(event, root);
    if (target) trackEvent('$WebClick', clickProperties(target, event as MouseEvent));
  };
  // Capture phase: a component that stops propagation still gets its click counted.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
