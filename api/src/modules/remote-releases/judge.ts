/**
 * The canary judge's statistics (docs/deploy.md "Judged after it goes live"). A page load either reported an error
 * of the remote or did not (the browser reports a remote at most once per page load), so each side is a proportion:
 * the canary's is compared with the live version's by a one-sided two-proportion z-test.
 */
export interface VersionCounts {
  pageLoads: number;
  errors: number;
}

/**
 * Too few loads say nothing: below this the judge waits (a canary at 10 % of a small shop takes a while). The
 * default of CANARY_MIN_PAGE_LOADS; the e2e shop sets fewer so a test's browsers can reach it.
 */
export const MIN_PAGE_LOADS = 200;
/** z of a one-sided p < 0.001: the judge looks every 30 s, so a looser level would roll back healthy canaries by chance. */
export const Z_THRESHOLD = 3.09;
/** And clearly worse, not just measurably: at least twice the live version's rate. */
export const MIN_RATIO = 2;

export type Verdict = { rollback: true; reason: string } | { rollback: false; reason: string };

const rate = (c: VersionCounts) => (c.pageLoads > 0 ? Math.min(c.errors, c.pageLoads) / c.pageLoads : 0);
const percent = (r: number) => `${(r * 100).toFixed(2)} %`;

export function judgeCanary(canary: VersionCounts, live: VersionCounts, minPageLoads = MIN_PAGE_LOADS): Verdict {
  if (canary.pageLoads < minPageLoads || live.pageLoads < minPageLoads) {
    return { rollback: false, reason: `waiting for ${minPageLoads} page loads on each side (canary ${canary.pageLoads}, live ${live.pageLoads})` };
  }
  const pc = rate(canary);
  const pl = rate(live);
  const pooled = (Math.min(canary.errors, canary.pageLoads) + Math.min(live.errors, live.pageLoads)) / (canary.pageLoads + live.pageLoads);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.pageLoads + 1 / live.pageLoads));
  const z = se > 0 ? (pc - pl) / se : 0;
  const figures = `canary ${percent(pc)} of ${canary.pageLoads} page loads vs live ${percent(pl)} of ${live.pageLoads} (z = ${z.toFixed(2)})`;
  const worse = z >= Z_THRESHOLD && pc >= MIN_RATIO * pl;
  return worse ? { rollback: true, reason: `error rate clearly worse: ${figures}` } : { rollback: false, reason: figures };
}
