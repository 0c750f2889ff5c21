import type { RawEvent } from '../retention/analytics-events';

/** Test helper (no test itself): raw events of the shop's tracker as the reports' roll-ups read them. */
export const SHOP = 'https://shop.example';

/** An event of `session` at China time `time` on `day`: a page view of `url`, or another event sent from that page. */
export function tracked(day: string, time: string, session: string | null, event: string, url: string, extra: Record<string, unknown> = {}): RawEvent {
  return {
    project: 'labmall',
    event,
    sessionId: session,
    distinctId: session ? `visitor-${session}` : null,
    properties: { $url: `${SHOP}${url}`, ...extra },
    receivedAt: new Date(`${day}T${time}+08:00`),
  };
}

export const WIDTH = { mobile: 375, tablet: 800, desktop: 1440 } as const;
