/** Spec §5's "mobile visitor": a phone, not a tablet. The API's page cache keeps a twin (api/…/ssr/mobile-user-agent.ts). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPod|Mobile|HarmonyOS/i.test(userAgent) && !/iPad|Tablet/i.test(userAgent);
}
