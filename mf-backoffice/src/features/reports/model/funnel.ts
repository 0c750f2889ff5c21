/**
 * The drop between two funnel steps, as docs/reports-api.md leaves it to the client: `1 − next / this`.
 * Null where the step before had no sessions (nothing could drop).
 */
export const dropBetween = (from: number, to: number): number | null => (from > 0 ? 1 - to / from : null);

/** The share of the first step's sessions that reached the last one (null without sessions). */
export const overallConversion = (steps: number[]): number | null => {
  const first = steps[0] ?? 0;
  return first > 0 ? (steps[steps.length - 1] ?? 0) / first : null;
};
