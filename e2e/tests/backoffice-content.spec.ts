import { expect, test } from '../shop-test';
import { watchConsole } from '../page-problems';
import { newStaff, signInAsNewStaff } from '../staff-console';

/**
 * Issue 23, content: a colleague holding only the `content` scope writes a news article in the console's editor
 * (Chinese and English, a heading, bold text and a list from the toolbar), saves it as a draft — which no shopper
 * sees — and publishes it; a shopper then finds it in the study zone's news and reads it as written, while the shop
 * keeps running.
 */
test('an article written in the console appears in the study zone', async ({ page, request, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Solid electrolytes at room temperature ${stamp}`;
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInAsNewStaff(desk, await newStaff(request, ['content']));

  await desk.goto('/en/backoffice/content');
  await expect(desk.getByRole('table', { name: /^Articles \(\d+\)$/ })).toBeVisible();
  await desk.getByRole('link', { name: 'New article' }).click();
  await expect(desk).toHaveURL(/\/en\/backoffice\/article$/);
  await desk.getByLabel('Section').selectOption({ label: 'Research news' });
  await desk.getByRole('textbox', { name: 'URL name' }).fill(`solid-electrolytes-${stamp}`);
  await desk.getByRole('textbox', { name: 'Title (Chinese)' }).fill(`室温固态电解质 ${stamp}`);
  const chinese = desk.getByRole('textbox', { name: 'Body (Chinese)' });
  await chinese.click();
  await desk.keyboard.type('固态电解质的离子电导率。');

  await desk.getByRole('tab', { name: /English/ }).click();
  await desk.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await desk.getByRole('textbox', { name: 'Summary (English)' }).fill('What changes when the liquid goes.');
  const body = desk.getByRole('textbox', { name: 'Body (English)' });
  await body.click();
  const toolbar = desk.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await desk.keyboard.type('Why it matters');
  await desk.keyboard.press('Enter');
  await desk.keyboard.type('Garnet electrolytes conduct lithium ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await desk.keyboard.type('at room temperature');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await desk.keyboard.type('.');
  await desk.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await desk.keyboard.type('No leaks');
  await desk.keyboard.press('Enter');
  await desk.keyboard.type('No fire');
  await desk.getByRole('button', { name: 'Create draft' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(desk).toHaveURL(/\/en\/backoffice\/article\?id=\d+$/);
  const id = new URL(desk.url()).searchParams.get('id')!;

  // A draft is the staff's alone.
  const listed = async () => {
    const res = await page.request.get(`/api/content/list?section=consultation&pageSize=50&keyword=${stamp}`, { headers: { 'accept-language': 'en' } });
    return ((await res.json()) as { data: { items: Array<{ id: number }> } }).data.items.map((item) => String(item.id));
  };
  expect(await listed()).not.toContain(id);

  const publishing = desk.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('State: Draft');
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(publishing).toContainText('State: Published');
  await staffContext.close();

  // A shopper (a guest) finds it in the news and reads it as written, the formatting kept.
  await page.goto('/en/studyEnjoy/consultation');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/studyEnjoy/consultationDetail/${id}$`));
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'at room temperature' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'No fire' })).toBeVisible();
  expect(await listed()).toContain(id);
});

/**
 * The other content pages open for a `content`-only colleague, keyboard-reachable and without a page error: a hot
 * word added in the console is at once among the search box's words in that language.
 */
test('content staff reach banners, hot words, help questions and company pages; a hot word shows at once', async ({ page, request, browser }) => {
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  const problems = watchConsole(desk);
  await signInAsNewStaff(desk, await newStaff(request, ['content']));
  await desk.goto('/en/backoffice/content');
  const tabs = desk.getByRole('navigation', { name: 'Content pages' });
  await tabs.getByRole('link', { name: 'Home banners' }).click();
  await expect(desk.getByRole('table', { name: /^Home banners \(\d+\)$/ })).toBeVisible();
  await tabs.getByRole('link', { name: 'Help questions' }).click();
  await expect(desk.getByRole('table', { name: /^Help questions \(\d+\)$/ })).toBeVisible();
  await tabs.getByRole('link', { name: 'Company pages' }).click();
  await desk.getByLabel('Page to edit').selectOption({ index: 1 });
  await expect(desk.getByRole('form', { name: 'Company page' })).toBeVisible();

  await tabs.getByRole('link', { name: 'Hot words' }).click();
  const word = `solid-state ${Date.now().toString(36)}`;
  const table = desk.getByRole('table', { name: /^Hot words \(\d+\)$/ });
  await table.getByRole('textbox', { name: 'Word (Chinese)' }).last().fill(`固态 ${word}`);
  await table.getByRole('textbox', { name: 'Word (Korean)' }).last().fill(`고체 ${word}`);
  await table.getByRole('button', { name: 'Add' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Word saved.' })).toBeVisible();
  expect(problems).toEqual([]);
  await staffContext.close();

  const words = await page.request.get('/api/home/hotwords', { headers: { 'accept-language': 'ko' } });
  expect(((await words.json()) as { data: string[] }).data).toContain(`고체 ${word}`);
});
