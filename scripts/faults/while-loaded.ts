type Load = { stop(options?: { abandon?: boolean }): Promise<unknown> };

/**
 * Runs `work` while `loads` run, then stops them once their calls in flight are answered. If `work` fails, the
 * scenario has failed anyway: the calls in flight stop retrying, so the report is not held up by them.
 */
export async function whileLoaded<T>(loads: Load[], work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await Promise.all(loads.map((load) => load.stop({ abandon: true })));
    throw error;
  }
  await Promise.all(loads.map((load) => load.stop()));
  return result;
}
