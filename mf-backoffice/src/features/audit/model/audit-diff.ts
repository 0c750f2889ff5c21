/** One changed value of an audited record: its dotted path and the values before and after (undefined = absent). */
export interface Change { path: string; before: unknown; after: unknown }

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  } else if (value !== null && value !== undefined) {
    out.set('value', value);
  }
  return out;
}

/** What changed between two snapshots, field by field (nested objects by dotted path; lists compared whole). */
export function diffRecords(before: unknown, after: unknown): Change[] {
  const a = flatten(before, '', new Map());
  const b = flatten(after, '', new Map());
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((path) => JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)))
    .map((path) => ({ path, before: a.get(path), after: b.get(path) }));
}

/** A value as a short readable text; an empty text shows as "" so a change to or from it stays visible. */
export const showValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? (value === '' ? '""' : value) : JSON.stringify(value);
