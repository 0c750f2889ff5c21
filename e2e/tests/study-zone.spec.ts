import { expect, test } from '../shop-test';
import { newAccount, signIn } from '../accounts';
import { watchConsole } from '../page-problems';

/** Journeys of the study zone (issue 12) over the seed's content (api/content). */
test.describe('study zone (issue 12)', () => {
  test('browse a section, page through it, open an article with its related links', async ({ page }) => {
    await page.goto('/en/studyEnjoy');
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/guide$/);
    await expect(page.locator('h1')).toHaveText('Getting-started guide');
    await expect(page.getByRole('navigation', { name: 'Study zone sections' }).getByRole('link', { name: 'Getting-started guide' }))
      .toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'Study zone sections' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/FAQ$/);
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(page.getByRole('status')).toHaveText(/Articles: \d+/);
    const cards = page.locator('.study-cards > li');
    await expect(cards).toHaveCount(6);
    const firstPage = await cards.locator('h2').allTextContents();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/FAQ\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(2);
    // A keyboard user goes on just above the new cards (the Next link they may have used is gone on the last page).
    await expect(page.getByRole('status')).toBeFocused();
    expect(firstPage).not.toContain(await cards.first().locator('h2').textContent());

    await page.goto('/en/studyEnjoy/guide');
    const title = 'Getting started with coin cells: from electrode to crimp';
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/guideDetail\/\d+$/);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { name: 'Stack order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    await page.getByRole('link', { name: /CR2032 coin cell assembly manual/ }).click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/supportDownloadingDetail\/\d+/);
    await expect(page.locator('h1')).toHaveText('CR2032 coin cell assembly manual (PDF)');
  });

  test('a short video plays in the browser\'s player with captions in the reader\'s language', async ({ page }) => {
    await page.goto('/en/studyEnjoy/BTS');
    await page.getByRole('link', { name: 'Setting up BTS channels: fixtures, cables and four-wire sensing' }).click();
    const video = page.getByLabel('Video: Setting up BTS channels: fixtures, cables and four-wire sensing');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
    const tracks = await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.language} ${t.kind} ${t.mode}`));
    expect(tracks).toEqual(['zh captions disabled', 'en captions showing', 'ja captions disabled', 'ko captions disabled']);
  });

  test('download a file: a real PDF with its size shown and its name kept', async ({ page }) => {
    await page.goto('/en/studyEnjoy/supportDownloading?keyword=SDS');
    const link = page.getByRole('link', { name: /Download LiPF6 电解液 SDS\.pdf \(2\.\d KB\)/ });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('LiPF6 电解液 SDS.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('search within a section keeps the keyword in the URL, and says when nothing matches', async ({ page }) => {
    await page.goto('/en/studyEnjoy/guide');
    const form = page.getByRole('search', { name: 'Search this section' });
    await form.getByRole('searchbox').fill('glovebox');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/keyword=glovebox/);
    await expect(page.getByRole('status')).toHaveText(/Results for “glovebox”: [1-7]$/);
    await expect(page.locator('.study-cards > li').first()).toContainText(/glovebox/i);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search this section' })).toHaveValue('glovebox');

    await form.getByRole('searchbox').fill('zzqqxx');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No article matches “zzqqxx”. Try another word.')).toBeVisible();
  });

  test('switching the language on an article shows it in the new language with its alternates', async ({ page }) => {
    await page.goto('/en/studyEnjoy/guide');
    await page.getByRole('link', { name: 'Everyday glovebox care: keeping H₂O and O₂ below 0.1 ppm' }).click();
    await expect(page.locator('h1')).toHaveText('Everyday glovebox care: keeping H₂O and O₂ below 0.1 ppm');
    const path = new URL(page.url()).pathname.replace(/^\/en/, '');
    const jsonLd = JSON.parse((await page.locator('script[data-json-ld="Article"]').textContent())!) as { '@type': string; headline: string };
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Everyday glovebox care: keeping H₂O and O₂ below 0.1 ppm' });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('4');
    await expect(page).toHaveURL(new RegExp(`/kr${path}`));
    await expect(page.locator('h1')).toHaveText('글러브박스 일상 관리: 수분·산소 0.1 ppm 미만 유지');
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', new RegExp(`/jp${path}$`));
  });

  test('an unknown article is the 404 page, with a 404 status', async ({ page }) => {
    const response = await page.goto('/en/studyEnjoy/guideDetail/999999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.study-article')).toHaveCount(0);
    // An id the route lets through but no row can have (the API answers it 400) is the same 404.
    expect((await page.goto('/en/studyEnjoy/guideDetail/99999999999'))?.status()).toBe(404);
  });

  test('follow the ECMT competition to its event notices and one notice', async ({ page }) => {
    await page.goto('/en/studyEnjoy/ECMT');
    await expect(page.locator('h1')).toHaveText('ECMT competition');
    await expect(page.getByRole('heading', { name: 'The 6th ECMT Electrochemical Materials and Testing Competition' })).toBeVisible();
    await page.getByRole('link', { name: 'See all 4' }).first().click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/ECMT\/introduceCenter$/);
    await expect(page.locator('h1')).toHaveText('Event notices');
    // The zone's navigation stays on the competition's pages, marking where the reader is.
    await expect(page.getByRole('navigation', { name: 'Study zone sections' }).getByRole('link', { name: 'ECMT competition' }))
      .toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Registration for the 6th ECMT is open' }).click();
    await expect(page).toHaveURL(/\/en\/studyEnjoy\/ECMT\/ECMTDetail\/\d+/);
    await expect(page.locator('h1')).toHaveText('Registration for the 6th ECMT is open');
    await expect(page.getByRole('navigation', { name: 'Previous and next article' })).toBeVisible();
  });

  test('the paper contest shows its rules, timeline, selected papers and the way to the incentive form', async ({ page }) => {
    await page.goto('/en/studyEnjoy/paper');
    await expect(page.getByRole('heading', { name: '2026 outstanding paper selection: rules and timeline' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Submissions close' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Selected papers' })).toBeVisible();
    await expect(page.locator('.study-cards > li')).toHaveCount(4); // the four selected papers fit one page
    await expect(page.getByRole('link', { name: 'Submit your paper for the incentive' })).toHaveAttribute('href', '/en/activity/submitForm');
  });

  test('every study-zone page arrives server-rendered for a crawler and hydrates without a mismatch', async ({ page, request }) => {
    const html = await (await request.get('/en/studyEnjoy/FAQ?page=2')).text();
    expect(html).toContain('<h1>FAQ</h1>');
    expect(html).toMatch(/class="study-card-title"><a href="\/en\/studyEnjoy\/FAQDetail\/\d+"/);
    expect(html).toContain('aria-current="page" aria-label="Page 2"');

    const problems = watchConsole(page);
    for (const path of ['/en/studyEnjoy/guide', '/jp/studyEnjoy/BTS', '/en/studyEnjoy/supportDownloading', '/kr/studyEnjoy/ECMT',
      '/en/studyEnjoy/ECMT/pastGloriesCenter', '/zh/studyEnjoy/paper']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('.study-cards > li').first(), path).toBeVisible();
    }
    await page.goto('/en/studyEnjoy/BTS');
    await page.getByRole('link', { name: 'Setting up BTS channels: fixtures, cables and four-wire sensing' }).click();
    await page.reload();
    await expect(page.locator('video')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in reader\'s visit to an article is reported to the server once; a guest\'s is not', async ({ page, request }) => {
    const reads: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/content/read')) reads.push(req.postData() ?? '');
    });
    await page.goto('/en/studyEnjoy/FAQ');
    await page.getByRole('link', { name: 'Can hazardous chemicals be shipped by courier?' }).click();
    await expect(page.locator('h1')).toHaveText('Can hazardous chemicals be shipped by courier?');
    expect(reads).toEqual([]);

    const credentials = await newAccount(request);
    await page.goto('/en/login');
    await signIn(page.locator('main'), credentials);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/studyEnjoy/FAQ');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/content/read'));
    await page.getByRole('link', { name: 'Can hazardous chemicals be shipped by courier?' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ data: { recorded: true } });
    expect(reads).toHaveLength(1);
    expect(Object.keys(JSON.parse(reads[0]!) as object)).toEqual(['id']);
  });
});
