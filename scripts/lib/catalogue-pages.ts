/**
 * The catalogue pages as API load (bench:cluster): per page, the calls a view of it makes — the header's
 * category tree and the page's route loader (mf-catalog/src/exposes/*.tsx), over several categories, products
 * and keywords taken from the seeded shop so the response caches hold more than one answer.
 */
import autocannon from 'autocannon';
import type { Sql } from './order-bench';

export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
export type Page = { name: string; calls: Call[] };
export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; statuses: string };

const MENU: Call = { method: 'GET', path: '/api/productcategory/all/category' };
const json = (body: unknown): Pick<Call, 'body' | 'headers'> => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
/** The list's request as the page builds it (list-state.ts): 20 a page, first page, no filter. */
const productPage = (scope: { categoryId?: number; keyword?: string }): Call => ({
  method: 'POST', path: '/api/product/page-get-products', ...json({ page: 1, pageSize: 20, ...scope }),
});

/**
 * `acceptEncoding` is sent with every call, as a browser does ('gzip, deflate, br'): the replicas then compress
 * each answer, which is part of what a page view costs them.
 */
export async function cataloguePages(sql: Sql, base: string, acceptEncoding: string): Promise<Page[]> {
  const categories = (await sql<{ id: number }>("SELECT DISTINCT category_id AS id FROM products WHERE status = 'on_sale' ORDER BY 1 LIMIT 8")).rows.map((r) => Number(r.id));
  // Spread over the catalogue (md5 of the id) rather than the first products of one sub-category.
  const products = (await sql<{ id: number }>("SELECT id FROM products WHERE status = 'on_sale' ORDER BY md5(id::text) LIMIT 16")).rows.map((r) => Number(r.id));
  // What shoppers search for: the shop's own hot words.
  const hot = (await (await fetch(`${base}/api/home/hotwords`)).json()) as { data: string[] };
  const keywords = hot.data.slice(0, 8);
  if (!categories.length || !products.length || !keywords.length) throw new Error('the seeded shop has no categories, products or hot words');
  const view = (calls: Call[]) => [MENU, ...calls].map((call) => ({ ...call, headers: { ...call.headers, 'accept-encoding': acceptEncoding } }));
  return [
    { name: 'home', calls: view([{ method: 'GET', path: '/api/newrecommend/multi' }, { method: 'GET', path: '/api/yxranking/productranking?limit=5' }, { method: 'GET', path: '/api/home/hotwords' }]) },
    // The category id goes in the query of a POST without a body, as the page sends it.
    { name: 'category list', calls: categories.flatMap((id) => view([productPage({ categoryId: id }), { method: 'POST', path: `/api/productcategory/getproductcategory?categoryId=${id}` }])) },
    { name: 'product detail', calls: products.flatMap((id) => view([{ method: 'GET', path: `/api/product/get?id=${id}` }])) },
    { name: 'search', calls: keywords.flatMap((keyword) => view([productPage({ keyword })])) },
  ];
}

/** Every call answers 2xx once before it is loaded: a wrong request would only measure error answers. */
export async function checkCalls(base: string, page: Page): Promise<void> {
  for (const call of page.calls) {
    const res = await fetch(`${base}${call.path}`, { method: call.method, ...(call.body ? { body: call.body } : {}), ...(call.headers ? { headers: call.headers } : {}) });
    if (!res.ok) throw new Error(`${page.name}: ${call.method} ${call.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}

/** autocannon, every connection cycling through the page's calls; workers: 1 keeps it off this thread. */
export async function loadPage(base: string, page: Page, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url: base, connections, duration: seconds, workers: 1, requests: page.calls });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} ×${count ?? 0}`)
    .join(', ');
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // errors counts timeouts too.
    errors: result.errors + result.non2xx,
    statuses,
  };
}
