/** Spec §9 analytics constants, carried by every event so the collector can tell how it was recorded. */
export const LIB_PLUGIN_VERSION = '1.26.17';
export const HEATMAP = { clickmap: 'default', scroll_notice_map: 'not_collect' } as const;

/**
 * One event as the collector receives it. Preset properties start with `$`; the session id travels as
 * `$event_session_id` (spec §3). `time` is the client's clock (spec §9 "client time used").
 */
export interface AnalyticsEvent {
  type: 'track';
  event: string;
  project: string;
  time: number;
  send_type: 'beacon';
  is_track_single_page: true;
  heatmap: typeof HEATMAP;
  properties: Record<string, unknown>;
}

export interface EventContext {
  project: string;
  time: number;
  sessionId: string;
  url: string;
  referrer: string;
}

export function buildEvent(event: string, props: Record<string, unknown>, ctx: EventContext): AnalyticsEvent {
  return {
    type: 'track',
    event,
    project: ctx.project,
    time: ctx.time,
    send_type: 'beacon',
    is_track_single_page: true,
    heatmap: HEATMAP,
    properties: {
      $url: ctx.url,
      $title: document.title,
      $referrer: ctx.referrer,
      $screen_width: window.screen.width,
      $screen_height: window.screen.height,
      $lib: 'js',
      ...props,
      // Set last: a caller's props must not break session stitching or version tracking.
      $event_session_id: ctx.sessionId,
      $lib_plugin_version: LIB_PLUGIN_VERSION,
    },
  };
}
