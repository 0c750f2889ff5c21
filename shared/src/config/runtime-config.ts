/**
 * Runtime settings served by the API at /config.json, so one build serves every environment (DESIGN §4).
 * Loaded once at boot by the shell; remotes read the same module instance.
 */
export interface RuntimeConfig {
  /** Base address of the shop API; empty means the page's own origin. */
  shopHost: string;
  /** Where the translation files `{n}.json` live. */
  fileHost: string;
  /** Analytics collector address; empty or invalid disables analytics with one console warning. */
  analyticsHost: string;
  analyticsProject: string;
  /** The collector's write key for this project (sent as `token` in the collector query). */
  analyticsToken: string;
  /** External mobile form page for activity forms opened on a phone (spec §5). */
  mobileFormUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  shopHost: '',
  fileHost: '/i18n',
  analyticsHost: '',
  analyticsProject: 'labmall',
  analyticsToken: '',
  mobileFormUrl: '',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULT_RUNTIME_CONFIG, ...config };
  return current;
}

/** Fetches /config.json (never cached by the server); on failure the defaults keep the shop usable. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`config ${response.status}`);
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn('[config] /config.json unavailable, using defaults', error);
    return setRuntimeConfig({});
  }
}
