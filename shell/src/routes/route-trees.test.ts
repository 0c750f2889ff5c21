import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from '@labmall/shared/router';
import { ROUTE_TABLE } from './route-table';
import { flattenRoutes } from './flatten-routes';
import { buildRoutes, createRouteTrees } from './build-routes';

const table = flattenRoutes(ROUTE_TABLE);
const whole = buildRoutes(table);
const routeTreeFor = createRouteTrees(table);

/** What the router renders for `pathname`: the last match's element type and its route definition, if any. */
function winner(routes: RouteObject[], pathname: string) {
  const last = matchRoutes(routes, pathname)?.at(-1);
  if (!last) return null;
  const element = last.route.element;
  const props = isValidElement(element) ? (element.props as { def?: unknown }) : {};
  return { type: isValidElement(element) ? element.type : null, def: props.def ?? null, params: last.params };
}

const concrete = (fullPath: string) => fullPath.replace(/:[^/]+/g, '42');

describe('route trees per first segment', () => {
  it('picks, for every route of the table, in every language, the route the whole table picks', () => {
    for (const { fullPath } of table) {
      for (const language of ['zh', 'en', 'jp', 'kr']) {
        const pathname = `/${language}${concrete(fullPath)}`;
        expect(winner(routeTreeFor(pathname), pathname), pathname).toEqual(winner(whole, pathname));
        expect(winner(routeTreeFor(pathname), pathname)!.def, pathname).not.toBeNull();
      }
    }
  });

  it('matches like the router does: case-insensitive, percent-encoded, with a trailing slash, and not at all', () => {
    for (const pathname of ['/', '/en', '/en/', '/EN/User/Address', '/en/%75ser/address', '/en/product/42/', '/en/user/nowhere',
      '/en/nowhere', '/en/nowhere/deeper', '/xx/category', '/en/%E0%A4%A', '/en//user/address', '/en/backoffice/orders']) {
      expect(winner(routeTreeFor(pathname), pathname), pathname).toEqual(winner(whole, pathname));
    }
  });

  it('gives a page only the routes of its first segment, and reuses the tree', () => {
    const count = (routes: RouteObject[]): number => routes.reduce((n, route) => n + 1 + count(route.children ?? []), 0);
    expect(count(routeTreeFor('/en/product/42'))).toBeLessThan(10);
    expect(count(whole)).toBeGreaterThan(100);
    expect(routeTreeFor('/en/product/1')).toBe(routeTreeFor('/jp/product/2'));
    expect(count(routeTreeFor('/en/nowhere'))).toBe(count(whole)); // no routes of its own: the whole table
    expect(routeTreeFor('/en/nowhere')).toBe(routeTreeFor('/en/elsewhere'));
  });
});
