import type { FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { fieldRules, type Expected, type FieldRule, type Messages, type SizeOf } from '../i18n/messages';

type Context = 'body' | 'querystring' | 'params' | 'headers';

/** The raw (unvalidated) value at a path, to tell "missing" from "wrong type". */
function rawValueAt(request: FastifyRequest, context: Context | undefined, segments: string[]): unknown {
  const roots = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  let value: unknown = context ? roots[context] : undefined;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const expectedOf = (expected: unknown): Expected =>
  typeof expected === 'string' && ['string', 'number', 'int', 'boolean', 'object', 'array'].includes(expected)
    ? (expected as Expected)
    : 'other';

const sizeOf = (origin: unknown): SizeOf =>
  origin === 'string' ? 'string' : origin === 'array' || origin === 'set' ? 'array' : 'number';

type Issue = Pick<ZodFastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>;

/**
 * For "one of several shapes" (e.g. one event or a list), the branch whose issue lies deepest is the
 * shape the client meant; report that issue instead of a vague "invalid".
 */
function unionBranchIssue(issue: Issue): Issue | undefined {
  const branches = issue.params.errors;
  if (!Array.isArray(branches)) return undefined;
  const candidates = branches.flat().filter((i): i is { code: string; path: PropertyKey[] } => Array.isArray(i?.path));
  const deepest = candidates.sort((a, b) => b.path.length - a.path.length)[0];
  if (!deepest || deepest.path.length === 0) return undefined;
  const { code, path, ...params } = deepest;
  return { keyword: code, instancePath: `${issue.instancePath.replace(/\/$/, '')}/${path.join('/')}`, params };
}

/** One sentence naming the first offending field, e.g. `Missing required field "page"`. */
export function validationMessage(
  issue: Issue,
  context: Context | undefined,
  request: FastifyRequest,
  m: Messages['field'],
): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const params = issue.params as Record<string, unknown>;
  // A problem with the whole body/query (not an object at all) is named after that part.
  const field = segments.join('.') || (context === 'querystring' ? 'query' : (context ?? 'body'));
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys : [];
      return m.unknown([...segments, String(keys[0] ?? '')].filter(Boolean).join('.'));
    }
    case 'invalid_type':
      return segments.length > 0 && rawValueAt(request, context, segments) === undefined
        ? m.required(field)
        : m.type(field, params.format === 'safeint' ? 'int' : expectedOf(params.expected));
    case 'too_small':
      return m.tooSmall(field, String(params.minimum), sizeOf(params.origin));
    case 'too_big':
      return m.tooBig(field, String(params.maximum), sizeOf(params.origin));
    case 'invalid_format':
      return m.format(field);
    case 'invalid_value':
      return m.value(field);
    case 'invalid_union': {
      const branchIssue = unionBranchIssue(issue);
      return branchIssue ? validationMessage(branchIssue, context, request, m) : m.invalid(field);
    }
    case 'custom': {
      // A schema names the rule it checks (`refine(…, { params: { rule } })`) to get its own sentence.
      const rule = (params.params as { rule?: unknown } | undefined)?.rule;
      return fieldRules.includes(rule as FieldRule) ? m.rules[rule as FieldRule](field) : m.invalid(field);
    }
    default:
      return m.invalid(field);
  }
}
