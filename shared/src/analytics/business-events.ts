/**
 * The shop's business events for the owner reports' funnel and searches (docs/reports-api.md): sent by the remote
 * where the shopper acts, through the shell's tracker once it has loaded (shell/src/boot/analytics.ts connects it;
 * it loads after the first paint). Until then they wait here, a few at most. A shared singleton
 * (`@labmall/shared/` is shared by Module Federation), so every remote reaches the one tracker.
 */
export type BusinessEvent = 'add_to_cart' | 'order_placed' | 'order_paid' | 'search_results';
type Send = (name: BusinessEvent, props: Record<string, unknown>) => void;

/** Events sent before the tracker loads, kept to send then; beyond this a page that never loads it stops queueing. */
const MAX_WAITING = 20;
const waiting: Array<[BusinessEvent, Record<string, unknown>]> = [];
let send: Send | null = null;
const sentOnce = new Set<string>();

export function trackBusinessEvent(name: BusinessEvent, props: Record<string, unknown> = {}): void {
  if (send) send(name, props);
  else if (waiting.length < MAX_WAITING) waiting.push([name, props]);
}

/**
 * Sends an event once per `key` in this tab (a paid order's result page read again, a search's results shown again
 * after back/forward): the funnel counts what happened, not how often a page was drawn.
 */
export function trackBusinessEventOnce(key: string, name: BusinessEvent, props: Record<string, unknown> = {}): void {
  const id = `${name}:${key}`;
  try {
    if (sentOnce.has(id) || window.sessionStorage.getItem(`labmall:event:${id}`)) return;
    window.sessionStorage.setItem(`labmall:event:${id}`, '1');
  } catch {
    // Storage refused (private mode, quota): the tab's memory still keeps it once.
    if (sentOnce.has(id)) return;
  }
  sentOnce.add(id);
  trackBusinessEvent(name, props);
}

/** The shell's tracker: the events that waited go now, the next ones straight away. */
export function connectBusinessEvents(sender: Send): void {
  send = sender;
  for (const [name, props] of waiting.splice(0)) sender(name, props);
}
