import { expect, test, waitForShop } from '../shop-test';
import { newAccount, signIn } from '../accounts';
import { LETTER_PDF, labGroupWith } from '../lab-group-api';
import { payInSandbox } from '../paid-order';
import { shopApi } from '../shop-api';
import { newStaff, signInAsNewStaff } from '../staff-console';

/** A one-pixel PNG: what the verification form accepts as a scan (checked by content on the server); the PDF is LETTER_PDF. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const END_USE = 'Rinsing NMC811 cathode sheets in the coin-cell series of grant NSFC-2026';

/** A China date `days` from today (YYYY-MM-DD), as the permit's expiry. */
const chinaDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 32 part 5 end to end (docs/regulated-chemicals.md): acetone, a precursor chemical in the demo catalogue, says
 * so on its page; the checkout refuses it for a group nobody has verified; the owner sends the institution's letter
 * and permit from the group page; support staff verify the group in the console; the same order then goes through
 * with its end-use declaration, and after payment the sale is in the register staff file.
 */
test('a regulated chemical is refused for an unverified group and sold, with its declaration in the register, after staff verify the group', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const owner = await newAccount(request);
  const group = await labGroupWith(request, owner, [], 20_000);
  const ownerApi = await shopApi(request, owner);
  await ownerApi.addAddress('Dr. Zhao Min');
  const found = await ownerApi.get<{ products: { id: number; match: string }[] }>('/api/product/searchkeywordnew?keyword=67-64-1');
  const acetoneId = found.products.find((p) => p.match === 'cas')!.id;

  // The product page says who may buy it before the cart.
  await page.goto('/en/login');
  await signIn(page.locator('main'), owner);
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto(`/en/product/${acetoneId}`);
  await expect(page.getByRole('note').filter({ hasText: 'Regulated chemical (precursor chemical)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();

  // The checkout: not personally; for the group, with a declaration, refused while the group is unverified.
  await page.goto('/en/shopping');
  await page.getByRole('button', { name: /^Checkout \(1\)$/ }).or(page.getByRole('link', { name: /^Checkout \(1\)$/ })).first().click();
  await expect(page).toHaveURL(/\/en\/order\?lineIds=\d+/);
  await expect(page.getByText('Regulated chemicals cannot be ordered personally', { exact: false }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'For a lab group' }).check();
  await page.getByLabel('Lab group', { exact: true }).selectOption({ label: `${group.groupName} · Shanghai Institute of Battery Research` });
  await page.getByLabel('Budget', { exact: true }).selectOption(String(group.budgetId));
  await page.getByLabel('End use (required)').fill(END_USE);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText("Your group's institution is not verified yet", { exact: false })).toBeVisible();
  const checkoutUrl = page.url();

  // The owner sends the institution's letter and a precursor permit from the group page.
  await page.goto(`/en/user/labGroup/${group.groupId}`);
  const form = page.getByRole('form', { name: 'Send verification documents' });
  await form.getByLabel('Institution licence or letter').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: LETTER_PDF });
  const precursor = form.getByRole('group', { name: /^Precursor chemicals/ });
  await precursor.getByLabel('Permit number').fill('沪易制毒备 2026-0042');
  await precursor.getByLabel('Valid until').fill(chinaDate(180));
  await precursor.getByLabel('Permit scan').setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Pending review').first()).toBeVisible();

  // Support staff verify the group in the console: the precursor class, valid for the permit's term.
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  try {
    await signInAsNewStaff(desk, await newStaff(request, ['support']));
    await desk.goto('/en/backoffice/verifications');
    await waitForShop(desk);
    await desk.getByRole('link', { name: group.groupName }).click();
    await expect(desk.getByRole('link', { name: /letter\.pdf|Institution/ }).first()).toBeVisible();
    await desk.getByRole('radio', { name: 'Verify' }).check();
    await desk.getByRole('checkbox', { name: /Precursor chemical/ }).check();
    await desk.getByRole('button', { name: 'Verify the group' }).click();
    await expect(desk.getByText(`${group.groupName} is verified.`)).toBeVisible();

    // The same order now goes through with its declaration, and is paid.
    await page.goto(checkoutUrl);
    await page.getByRole('radio', { name: 'For a lab group' }).check();
    await page.getByLabel('Lab group', { exact: true }).selectOption({ label: `${group.groupName} · Shanghai Institute of Battery Research` });
    await page.getByLabel('Budget', { exact: true }).selectOption(String(group.budgetId));
    await page.getByLabel('End use (required)').fill(END_USE);
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await payInSandbox(request, ownerApi.token, orderNo);

    // The register staff file: buyer's group, the product's CAS number, the declaration.
    await desk.goto('/en/backoffice/regulated-register');
    await waitForShop(desk);
    const row = desk.getByRole('row').filter({ hasText: orderNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(group.groupName);
    await expect(row).toContainText('67-64-1');
    await expect(row).toContainText(END_USE);
  } finally {
    await staffContext.close();
  }
});
