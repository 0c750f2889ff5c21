/** PromQL words that are not metric names: aggregation modifiers, set operators, keywords. */
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads (a test's tool, not a parser): quoted strings, label matchers `{…}`,
 * ranges `[…]`, label lists of by/without/on/ignoring/group_*, Grafana's `$variables` and function calls are
 * removed; what identifiers remain are metrics.
 */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\{[^}]*\}|\$\w+/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (after.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    // A number's exponent (1e3) or a duration's unit (5m) is not a name.
    const before = bare[match.index - 1];
    if (before && /[0-9.]/.test(before)) continue;
    names.add(match[0]);
  }
  return [...names];
}
