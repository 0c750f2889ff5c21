import { sql } from 'drizzle-orm';
import { flattenRoutes } from '../../../../shell/src/routes/flatten-routes';
import { ROUTE_TABLE } from '../../../../shell/src/routes/route-table';
import type { Db } from '../../db/types';

/** A public page of a remote as the smoke render opens it, below the language prefix (`/product/12`). */
export interface SmokeRoute {
  name: string;
  path: string;
}

/** Article-detail routes and the content section whose newest article they show. */
const ARTICLE_SECTIONS: Record<string, string> = {
  'studyEnjoy-ECMT-ECMTDetail-id': 'ecmtNotice',
  'studyEnjoy-ECMT-ECMTIntroduce-id': 'ecmtIntroduce',
};

const firstId = async (db: Db, query: ReturnType<typeof sql>): Promise<string | undefined> => {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<{ id: number }> };
  return rows[0] ? String(rows[0].id) : undefined;
};

/**
 * The `:id` of a detail route: a real row where the shop has one (a page that only breaks on real data is what
 * the gate is for), else `1`, which renders the page's "not found" state.
 */
async function sampleId(db: Db, routeName: string): Promise<string | undefined> {
  if (routeName === 'product-id') {
    return firstId(db, sql`SELECT id FROM products WHERE status = 'on_sale' ORDER BY sales DESC, id LIMIT 1`);
  }
  if (routeName === 'pointsMall-pointsProduct-id') return firstId(db, sql`SELECT id FROM points_products ORDER BY id LIMIT 1`);
  const section = ARTICLE_SECTIONS[routeName] ?? /^studyEnjoy-(\w+)Detail-id$/.exec(routeName)?.[1];
  if (section) {
    return firstId(db, sql`SELECT id FROM content_articles WHERE section = ${section} AND status = 'published' ORDER BY published_at DESC LIMIT 1`);
  }
  return undefined;
}

/** Every public route whose page is one of `remote`'s exposed modules, with sample ids filled in. */
export async function smokeRoutesOf(db: Db, remote: string): Promise<SmokeRoute[]> {
  const routes = flattenRoutes(ROUTE_TABLE).filter(({ def }) =>
    def.access === 'public' && !def.redirect && typeof def.page === 'object' && def.page.remote === remote);
  return Promise.all(routes.map(async ({ def, fullPath }) => {
    if (!fullPath.includes(':id')) return { name: def.name, path: fullPath };
    const id = (await sampleId(db, def.name)) ?? '1';
    return { name: def.name, path: fullPath.replace(':id', id) };
  }));
}
