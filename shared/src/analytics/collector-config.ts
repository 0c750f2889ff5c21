/**
 * Spec §8: "if the analytics server address is empty or wrong, only a console warning is given and nothing is
 * sent". The warning is given once per page life, however often init runs (the shell re-inits on config reload,
 * remotes may init too), so a misconfigured shop does not flood the console.
 */
let warned = false;

export function isValidCollectorUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false; // relative or malformed: the beacon would go to the shop itself or nowhere
  }
}

/** The collector address to send to, or null (with the one warning) when analytics must stay off. */
export function resolveCollector(address: string | undefined): string | null {
  const value = (address ?? '').trim();
  if (isValidCollectorUrl(value)) return value;
  if (!warned) {
    warned = true;
    const reason = value ? `"${value}" is not an http(s) URL` : 'is empty';
    console.warn(`[analytics] collector address ${reason}; analytics is off for this page.`);
  }
  return null;
}
