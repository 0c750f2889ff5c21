/**
 * Whether a User-Agent is a phone, as the shell's `isMobileUserAgent` (shell/src/routes/middleware.ts) decides it:
 * the page cache keeps a phone's answer apart, because a phone opening an activity form gets a redirect (spec §5).
 * The API does not import the shell's sources; a test keeps the two in step.
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPod|Mobile|HarmonyOS/i.test(userAgent) && !/iPad|Tablet/i.test(userAgent);
}
