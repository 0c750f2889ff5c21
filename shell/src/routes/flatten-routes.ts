import type { RouteDef } from './route-types';

export interface FlatRoute {
  def: RouteDef;
  /** Full path below the language prefix with a leading slash: `/studyEnjoy/guideDetail/:id`. */
  fullPath: string;
}

/** Every route of the table with its full path, parents before children. */
export function flattenRoutes(table: RouteDef[], parentPath = ''): FlatRoute[] {
  return table.flatMap((def) => {
    const fullPath = def.path === '' ? parentPath || '/' : `${parentPath}/${def.path}`;
    return [{ def, fullPath }, ...flattenRoutes(def.children ?? [], fullPath === '/' ? '' : fullPath)];
  });
}
