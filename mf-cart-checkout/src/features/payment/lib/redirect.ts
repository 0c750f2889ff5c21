/** Only the shop's own pages or http(s) gateways: never a `javascript:` URL, whatever an answer says. */
export function isSafeUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** Leaves the shop for a gateway's hosted page (a full load: the gateway is not one of our routes). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
