import { z } from 'zod';

/** routes.json as written by the shell build (docs/contracts.md "routes.json"). */
const routesFileSchema = z.object({
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1).default(['zh', 'en', 'jp', 'kr']),
  routes: z.array(z.string()),
  params: z.record(z.string(), z.string()).default({}),
});

export interface RouteTable {
  languages: readonly string[];
  /** Whether a path below the language prefix (e.g. `/product/12`) is a page of the shop. */
  matches(path: string): boolean;
}

const splitPath = (path: string) => path.split('/').filter(Boolean);

type Matcher = (segments: string[]) => boolean;

function compileRoute(route: string, params: Record<string, RegExp>): Matcher {
  const parts = splitPath(route);
  return (segments) => {
    // A final `*` takes the rest of the path (one segment or more).
    if (parts.at(-1) === '*' ? segments.length < parts.length : segments.length !== parts.length) return false;
    return parts.every((part, i) => {
      const segment = segments[i]!;
      if (part === '*') return true;
      if (!part.startsWith(':')) return part === segment;
      const pattern = params[part.slice(1)];
      return segment.length > 0 && (!pattern || pattern.test(segment));
    });
  };
}

/** Throws (zod or RegExp error) when routes.json is malformed. */
export function compileRouteTable(json: unknown): RouteTable {
  const file = routesFileSchema.parse(json);
  const params = Object.fromEntries(Object.entries(file.params).map(([name, source]) => [name, new RegExp(source)]));
  const matchers = file.routes.map((route) => compileRoute(route, params));
  return {
    languages: file.languages,
    matches(path) {
      let segments: string[];
      try {
        segments = splitPath(path).map(decodeURIComponent);
      } catch {
        return false; // malformed percent-encoding is no page
      }
      return matchers.some((match) => match(segments));
    },
  };
}

/** Without routes.json (an older or partial build) every prefixed path gets the shell; it shows its own 404. */
export const permissiveRouteTable: RouteTable = {
  languages: ['zh', 'en', 'jp', 'kr'],
  matches: () => true,
};
