import { expect, test } from '../shop-test';
import { newStaff, signInAsNewStaff } from '../staff-console';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * Issue 23, forms: a staff member holding only `support` creates an activity form in the console, lists it on the
 * special-offers page and opens it; a shopper reaches it from that page and sends it; a phone without JavaScript is
 * sent to the shop's own mobile form page, server-rendered, and sends it too; staff see both submissions.
 */
test('an activity form made in the console is filled from the special-offers page and on a phone, and staff see it', async ({ page, request, browser }) => {
  const formId = `e2e-${Date.now().toString(36)}`;
  const title = `Solid-state workshop ${formId}`;
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInAsNewStaff(desk, await newStaff(request, ['support']));

  await desk.goto('/en/backoffice/form');
  await desk.getByRole('textbox', { name: 'Form key' }).fill(formId);
  const fillAll = async (legend: string, text: string, nth = 0) => {
    const inputs = desk.getByRole('group', { name: legend, exact: true }).nth(nth).getByRole('textbox');
    for (let i = 0; i < 4; i += 1) await inputs.nth(i).fill(text);
  };
  await fillAll('Title', title);
  await fillAll('Introduction', 'Two days on sulfide electrolytes');
  await fillAll('Label', 'Institution');
  await desk.getByRole('checkbox', { name: 'Required' }).check();
  await desk.getByRole('checkbox', { name: 'List it on the special-offers page while open' }).check();
  await desk.getByRole('button', { name: 'New activity form' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'The form is created (still closed).' })).toBeVisible();
  await expect(desk).toHaveURL(new RegExp(`/en/backoffice/form\\?formId=${formId}`));

  await desk.goto('/en/backoffice/forms');
  await desk.getByRole('button', { name: `Open ${title}` }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${title} is open.` })).toBeVisible();

  // A shopper (a guest) finds it on the special-offers page and sends it.
  await page.goto('/en/activity/specialOffer');
  await page.getByRole('link', { name: `Sign up: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/activity/commonForm\\?type=common&formId=${formId}`));
  await page.getByLabel(/Institution/).fill('Ningbo Institute of Materials');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! We have received your submission.' })).toBeVisible();

  // A phone without JavaScript: sent to the shop's own /m/form, rendered on the server, posted by the browser itself.
  // No language cookie: the redirect itself keeps the page's language.
  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const mobile = await phone.newPage();
  await mobile.goto(`/en/activity/commonForm?type=common&formId=${formId}`);
  await expect(mobile).toHaveURL(new RegExp(`/en/m/form\\?type=common&formId=${formId}`));
  await expect(mobile.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await mobile.getByRole('button', { name: 'Send' }).click();
  await expect(mobile).toHaveURL(/failed=invalid&field=institution|failed=invalid&field=field1/);
  await mobile.getByLabel(/Institution/).fill('Qingdao Energy Lab');
  await mobile.getByRole('button', { name: 'Send' }).click();
  await expect(mobile).toHaveURL(/sent=1/);
  await expect(mobile.getByText('Thank you! We have received your submission.')).toBeVisible();
  await phone.close();

  // Staff see both, with the CSV to download.
  await desk.goto(`/en/backoffice/form-submissions?formId=${formId}`);
  await expect(desk.getByRole('heading', { name: `Submissions of ${formId} (2)` })).toBeVisible();
  await expect(desk.getByText('Qingdao Energy Lab')).toBeVisible();
  await expect(desk.getByText('Ningbo Institute of Materials')).toBeVisible();
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`form-${formId}.csv`);
  await staffContext.close();
});
