/** A fresh key per order attempt: 36 characters of [0-9a-f-], inside the server's 8–64 of [A-Za-z0-9_-]. */
function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Keeps one Idempotency-Key per order body: a retry or a double click with the same body reuses it (the server
 * then answers with the same order instead of a second one); any change to the body starts a new attempt.
 */
export function createKeyKeeper() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
  };
}
