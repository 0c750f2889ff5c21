/**
 * Sends one event to the collector (spec §7/§9, contracts "Analytics collector"): beacon first, since it
 * survives page unloads; an image GET when the beacon is unavailable or refused; a keepalive fetch when even
 * the image cannot carry it (data too long for a URL).
 * Bodies are text/plain and requests carry no custom headers, so no CORS preflight is needed for the
 * collector's separate origin.
 */
export type SendMethod = 'beacon' | 'image' | 'ajax' | 'none';

/** Longer image URLs get cut by proxies and older browsers; ajax carries those. */
export const MAX_IMAGE_URL_LENGTH = 2000;

export interface SendTarget {
  collector: string;
  project: string;
  /** The shop token, or '' for guests (spec §7 `{token}`). */
  token: string;
}

export function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function collectUrl({ collector, project, token }: SendTarget): string {
  const separator = collector.includes('?') ? '&' : '?';
  return `${collector}${separator}project=${encodeURIComponent(project)}&token=${encodeURIComponent(token)}`;
}

function tryBeacon(url: string, json: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(url, new Blob([json], { type: 'text/plain' }));
  } catch {
    return false; // some browsers throw instead of returning false (e.g. over the beacon quota)
  }
}

export function sendPayload(target: SendTarget, payload: unknown): SendMethod {
  const url = collectUrl(target);
  const json = JSON.stringify(payload);
  if (tryBeacon(url, json)) return 'beacon';

  const imageUrl = `${url}&data=${base64UrlEncode(json)}`;
  if (typeof Image !== 'undefined' && imageUrl.length <= MAX_IMAGE_URL_LENGTH) {
    new Image().src = imageUrl;
    return 'image';
  }
  if (typeof fetch !== 'function') return 'none';
  // Analytics must never surface an error to the shopper, so a failed send is dropped.
  fetch(url, { method: 'POST', body: json, headers: { 'Content-Type': 'text/plain' }, keepalive: true, mode: 'no-cors' })
    .catch(() => undefined);
  return 'ajax';
}
