import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../shop-test';
import { BASE_URL, E2E_MF_DIR } from '../e2e-env';
import { LIPF6_PRODUCT_ID } from '../shop-api';
import { newAccount, signIn } from '../accounts';
import { watchConsole } from '../page-problems';
import { mf } from '../mf-cli';


type Envelope<T> = { code: number; data: T };
interface Product { name: string; skus: Array<{ price: number; onSale: boolean }> }

/** Two decimals with thousands separators, as the shop shows amounts (spec §3). */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('server rendering (the HTML as a crawler without JavaScript sees it)', () => {
  test('an English product page arrives with its name, price, head and Product JSON-LD', async ({ request }) => {
    const api = await request.get(`/api/product/get?id=${LIPF6_PRODUCT_ID}`, { headers: { 'accept-language': 'en' } });
    const product = ((await api.json()) as Envelope<Product>).data;
    const url = `${BASE_URL}/en/product/${LIPF6_PRODUCT_ID}`;

    const response = await request.get(`/en/product/${LIPF6_PRODUCT_ID}?utm_source=newsletter`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en"/i);
    expect(html).toContain(`<title>${product.name} - Battery Lab Mall</title>`);
    expect(html).toContain(`<h1>${product.name}</h1>`);
    expect(html).toContain(amount(Math.min(...product.skus.filter((s) => s.onSale).map((s) => s.price))));
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}">/);
    // Canonical and alternates without the visit parameter.
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    for (const [hreflang, prefix] of [['zh', 'zh'], ['en', 'en'], ['ja', 'jp'], ['ko', 'kr'], ['x-default', 'zh']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${BASE_URL}/${prefix}/product/${LIPF6_PRODUCT_ID}"`);
    }
    expect(html).toContain(`<meta property="og:title" content="${product.name}">`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json" data-json-ld="(\w+)">(.*?)<\/script>/g)]
      .map(([, kind, json]) => [kind, JSON.parse(json!)] as const);
    const productLd = jsonLd.find(([kind]) => kind === 'Product')?.[1];
    expect(productLd).toMatchObject({ '@type': 'Product', name: product.name, url, offers: { priceCurrency: 'CNY' } });
    expect(jsonLd.find(([kind]) => kind === 'BreadcrumbList')?.[1].itemListElement.length).toBeGreaterThanOrEqual(3);
  });

  test('a rendered page is kept for the next visitor (a guest\'s page depends on no one)', async ({ request }) => {
    const url = `/zh/product/${LIPF6_PRODUCT_ID}?from=render-cache-test`;
    const first = await request.get(url);
    expect(['render', 'hit']).toContain(first.headers()['x-render']);
    const second = await request.get(url);
    expect(second.headers()['x-render']).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    // As a browser asks for it: the kept page compressed (once, on the server), the same HTML once decoded.
    const compressed = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(await compressed.text()).toBe(await first.text());
  });

  test('a missing product answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/en/product/987654321');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('This page could not be found');
  });

  test('page data are embedded so that no value can end the script element', async ({ request }) => {
    const keyword = '</script><script>alert(1)</script>';
    const html = await (await request.get(`/en/search?keyword=${encodeURIComponent(keyword)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    const data = /<script id="labmall-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(Object.keys((JSON.parse(data!) as { queries: object }).queries).some((key) => key.includes(keyword))).toBe(true);
  });

  test('home, category, product and search hydrate without a mismatch and stay interactive', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/');
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    await expect(page.locator('[data-mf-remote="mf_catalog"]')).toBeVisible();
    // Ids made by useId on the server must be the ones the browser uses: the tab panel names its tab by id.
    const tabs = page.getByRole('tablist', { name: 'Best-seller rankings' }).getByRole('tab');
    await tabs.nth(1).click();
    const selectedTabId = await tabs.nth(1).getAttribute('id');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', selectedTabId!);
    await page.getByRole('button', { name: 'All categories' }).click();
    await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/category\?categoryId=/);
    await page.locator('.product-card a').first().click();
    await expect(page).toHaveURL(/\/en\/product\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const path of [`/en/category?categoryId=1&page=2`, `/jp/product/${LIPF6_PRODUCT_ID}`, '/kr/search?keyword=LiPF6', '/zh/sceneProduct?id=1']) {
      await page.goto(path);
      await expect(page.locator('#root[data-ssr]')).toBeAttached();
      await page.waitForLoadState('networkidle');
    }
    // The header's search field (a combobox once suggestions show) still works after hydration.
    const search = page.locator('form[role="search"] input[name="keyword"]');
    await search.fill('CR2032');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=CR2032/);
    expect(problems).toEqual([]);
  });
});

test('a signed-in shopper gets the guest\'s server-rendered page and hydrates it without a mismatch', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto('/en/login');
  await signIn(page.locator('main'), await newAccount(request));
  await expect(page).toHaveURL(/\/en\/$/);
  for (const path of ['/en/', `/en/product/${LIPF6_PRODUCT_ID}`, '/en/category?categoryId=1']) {
    await page.goto(path);
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    // After hydration the header is the signed-in shopper's.
    await expect(page.locator('.header-signin')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test.describe('server rendering when a remote fails on the server', () => {
  // It changes the operator's manifest: a second attempt would start from the state the first one left.
  test.describe.configure({ retries: 0 });

  test('the rest of the page is still server-rendered, and the browser renders the remote part', async ({ page, request }) => {
    // A release of mf_catalog whose server build is missing (the browser build is intact).
    const live = /mf_catalog\s+live (\S+)/.exec(mf('list'))![1]!;
    const broken = path.join(E2E_MF_DIR, 'mf_catalog', '9.9.9');
    cpSync(path.join(E2E_MF_DIR, 'mf_catalog', live), broken, { recursive: true });
    rmSync(path.join(broken, 'server'), { recursive: true, force: true });
    mf('promote', 'mf_catalog', '9.9.9');
    try {
      const response = await request.get(`/en/product/${LIPF6_PRODUCT_ID}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('Skip to main content'); // the shell's layout
      expect(html).not.toContain('data-mf-remote="mf_catalog"');

      await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
      // The browser renders the part the server could not (9.9.9 is a copy of the live build, so it says so).
      await expect(page.locator('[data-mf-remote="mf_catalog"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lithium hexafluorophosphate');
    } finally {
      mf('rollback', 'mf_catalog');
    }
    // Back on a healthy version, the server renders the product again.
    await expect.poll(async () => (await (await request.get(`/en/product/${LIPF6_PRODUCT_ID}`)).text()).includes('data-mf-remote="mf_catalog"')).toBe(true);
  });
});
