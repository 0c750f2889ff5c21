import { writeFileSync } from 'node:fs';
import { ROUTE_TABLE } from '../../shell/src/routes/route-table';
import { flattenRoutes } from '../../shell/src/routes/flatten-routes';
import { PARAM_PATTERNS } from '../../shell/src/routes/route-types';
import { LANGUAGES } from '../../shared/src/i18n/languages';

/** The server's copy of the route table's paths (docs/contracts.md), so unknown paths get HTTP 404. */
export function routesJson() {
  return {
    languages: LANGUAGES.map((l) => l.prefix),
    routes: flattenRoutes(ROUTE_TABLE).map((r) => r.fullPath),
    params: PARAM_PATTERNS,
  };
}

export function writeRoutesJson(file: string): void {
  writeFileSync(file, `${JSON.stringify(routesJson(), null, 2)}\n`);
}
