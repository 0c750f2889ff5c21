import { expect, test } from '../shop-test';
import { signIn } from '../accounts';
import { shopApi } from '../shop-api';

/** The seed's LiPF6 (api/src/db/seed/products) and the first batch of its 25 g SKU (seed/product-safety). */
const LIPF6 = { id: 90301, en: 'Lithium hexafluorophosphate' };
const LOT = 'B90301-1A';

test.describe('safety data sheets and certificates of analysis (issue 15)', () => {
  test('the product page shows the GHS label in the page language, in the server-rendered HTML too, and serves the SDS', async ({ page, request }) => {
    // Rendered on the server: a crawler (or a slow phone) gets the hazard section without running scripts.
    const html = await (await request.get(`/en/product/${LIPF6.id}`)).text();
    expect(html).toContain('Safety information (GHS)');
    expect(html).toContain('Causes severe skin burns and eye damage');

    await page.goto(`/en/product/${LIPF6.id}`);
    const section = page.getByRole('region', { name: 'Safety information (GHS)' });
    await expect(section.getByRole('img', { name: 'GHS05 Corrosive' })).toBeVisible();
    await expect(section.getByRole('img', { name: 'GHS06 Acute toxicity' })).toBeVisible();
    await expect(section.getByText('Danger', { exact: true })).toBeVisible();
    await expect(section.getByText('Toxic if swallowed')).toBeVisible();
    const sds = section.getByRole('link', { name: 'SDS (中文, PDF)' });
    const reply = await request.get((await sds.getAttribute('href'))!);
    expect(reply.headers()['content-type']).toBe('application/pdf');
    expect(reply.headers()['content-disposition']).toBe('attachment; filename="SDS-LiPF6-zh.pdf"');

    // The same statements in Japanese on the Japanese page.
    await page.goto(`/jp/product/${LIPF6.id}`);
    await expect(page.getByText('重篤な皮膚の薬傷及び眼の損傷')).toBeVisible();
  });

  test('a lot number typed in the header search leads to its certificate, with the PDF', async ({ page, request }) => {
    await page.goto('/en/');
    const search = page.getByRole('search').locator('input[name="keyword"]');
    await search.fill(LOT.toLowerCase());
    await expect(search).toHaveAttribute('role', 'combobox');
    await page.getByRole('option', { name: new RegExp(`Certificate for lot ${LOT}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/certificate\\?lot=${LOT}$`));
    await expect(page.getByRole('heading', { name: `Certificate of analysis, lot ${LOT}`, level: 2 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Water content' })).toBeVisible();
    await expect(page.getByRole('link', { name: LIPF6.en })).toHaveAttribute('href', `/en/product/${LIPF6.id}`);
    const pdf = await request.get((await page.getByRole('link', { name: `Download PDF (${LOT})` }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="CoA-${LOT}.pdf"`);

    // Submitted instead of picked: the results page offers the certificate above the (empty) product list.
    // (The pointer leaves the list first: an option under it would be highlighted, and Enter would open it.)
    await page.mouse.move(0, 0);
    await search.fill('b90301-1c');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?keyword=b90301-1c$/);
    await page.getByRole('link', { name: 'Certificate for lot B90301-1C' }).click();
    await expect(page.getByRole('heading', { name: 'Certificate of analysis, lot B90301-1C', level: 2 })).toBeVisible();

    // A CAS number still finds the product itself.
    await page.mouse.move(0, 0);
    await search.fill('21324-40-3');
    await expect(page.getByRole('option', { name: new RegExp(LIPF6.en) }).first()).toBeVisible();
    await search.press('Enter');
    await expect(page.locator('.product-list-results article').first()).toContainText(LIPF6.en);
  });

  test('the find-a-certificate page takes a lot number, shares it in the URL and says when none matches', async ({ page, request }) => {
    // Shareable: the certificate is in the server's HTML for a link with the lot.
    expect(await (await request.get('/en/certificate?lot=B90301-2B')).text()).toContain('Certificate of analysis, lot B90301-2B');

    await page.goto('/en/certificate');
    await expect(page.locator('h1')).toHaveText('Find a certificate');
    const lot = page.getByRole('textbox', { name: 'Lot number' });
    await lot.fill(' b90301 -1b ');
    await page.getByRole('button', { name: 'Find certificate' }).click();
    await expect(page).toHaveURL(/\/en\/certificate\?lot=B90301-1B$/);
    await expect(page.getByRole('heading', { name: 'Certificate of analysis, lot B90301-1B', level: 2 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Lot number' }).fill('NO-SUCH-LOT');
    await page.getByRole('button', { name: 'Find certificate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No certificate was found for lot “NO-SUCH-LOT”' })).toBeVisible();
  });

  test("a shipped order's detail links the certificates of the lots it went out with", async ({ page, request }) => {
    // The seed ships the demo account's LiPF6 order from the oldest lot (seed/product-safety).
    const demo = { account: 'demo@labmall.test', password: 'Demo12345' };
    const api = await shopApi(request, demo);
    type Line = { lots: { lotNumber: string }[] };
    const orders = await api.get<{ items: { orderNo: string; status: string }[] }>('/api/order/list?pageSize=50');
    let shipped: { orderNo: string; lotNumber: string } | undefined;
    for (const order of orders.items.filter((o) => o.status === 'shipped' || o.status === 'completed')) {
      const detail = await api.get<{ items: Line[] }>(`/api/order/detail?orderNo=${order.orderNo}`);
      const lot = detail.items.flatMap((line) => line.lots)[0];
      if (lot) shipped = { orderNo: order.orderNo, lotNumber: lot.lotNumber };
      if (shipped) break;
    }
    expect(shipped).toBeDefined();

    await page.goto('/en/login');
    await signIn(page.locator('main'), demo);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto(`/en/user/orderDetail?orderNo=${shipped!.orderNo}`);
    const lots = page.getByRole('region', { name: 'Lots and certificates of analysis' });
    await expect(lots.getByRole('link', { name: `Download the CoA of lot ${shipped!.lotNumber} (PDF)` })).toBeVisible();
    await lots.getByRole('link', { name: 'View certificate' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/certificate\\?lot=${shipped!.lotNumber}$`));
    await expect(page.getByRole('heading', { name: `Certificate of analysis, lot ${shipped!.lotNumber}`, level: 2 })).toBeVisible();
  });
});
