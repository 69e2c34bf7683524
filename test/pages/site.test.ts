/**
 * The site in a real browser (Debian's chromium, driven by playwright-core), served by the real
 * worker from a freshly built tree: what each page shows, its keyboard use, its Content-Security-
 * Policy, and that nothing logs an error. Screenshots of each page go to test-results/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runBuild } from '../../scripts/build.ts';
import { FIXTURE_CONTENT, loadFixture } from '../support/catalog.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = 'test-results';
const PHONE = { width: 390, height: 844 };
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`test/pages: skipped, no browser at ${CHROMIUM} (apt-get install chromium)`);

let root: string;
let worker: TestWorker;
let browser: BrowserContext;
/** Console errors, uncaught exceptions, CSP violations and failed requests of the page being tested. */
let problems: string[] = [];
/** Paths of the requests the page being tested sent. */
let requests: string[] = [];
/** The paths of the OpenAPI document the worker serves. */
let apiPaths: string[];

const fixtureQuotes = async () => (await loadFixture()).catalog.quotes.map((quote) => quote.quotes);

/** Opens a page of the site, recording what it requests and any problem it reports. */
const visit = async (path: string): Promise<Page> => {
  problems = [];
  requests = [];
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  page.on('console', (message) => {
    // A failed request is reported once, with its path, by the response listener.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(pathOf(request.url())));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${pathOf(response.url())}`);
  });
  await page.goto(`${worker.origin}${path}`);
  return page;
};

/**
 * Checks what every page must satisfy, saves its screenshots (desktop and phone) and closes it.
 * `expected` are the problems the test caused on purpose.
 */
const finish = async (page: Page, name: string, expected: string[] = []) => {
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("connect-src 'self'");
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-phone.png`) });
  await page.close();
  expect(problems).toEqual(expected);
};

beforeAll(async () => {
  if (!hasChromium) return;
  root = mkdtempSync(join(tmpdir(), 'quotes-site-'));
  const dist = join(root, 'dist');
  await runBuild({ contentDir: FIXTURE_CONTENT, outDir: dist, fileBudget: 100_000, site: true, log: () => {} });
  worker = await startTestWorker({ assetsDir: dist });
  apiPaths = Object.keys(((await (await worker.fetch('/openapi.json')).json()) as { paths: object }).paths);
  browser = await chromium.launchPersistentContext(join(root, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Reports a violation of the page's policy as a console error, which `visit` records.
  await browser.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!hasChromium)('the site', () => {
  test.each(['/docs/', '/docs/reference/', '/docs/search/'])(
    '%s is served with nosniff, refuses framing and names no host',
    async (path) => {
      const response = await worker.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      const html = await response.text();
      expect(html).not.toMatch(/https?:\/\/(127\.0\.0\.1|localhost)/);
      expect(html).not.toContain(new URL(worker.origin).host);
    },
  );

  test('the search index files named by their content may be cached for good; the manifest naming them may not', async () => {
    const manifestResponse = await worker.fetch('/docs/search/manifest.json');
    expect(manifestResponse.headers.get('cache-control')).not.toContain('immutable');
    const manifest = (await manifestResponse.json()) as { vocabulary: string; terms: { file: string }[] };
    for (const file of [manifest.vocabulary, manifest.terms[0]!.file]) {
      const response = await worker.fetch(`/docs/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
  });

  test('an address under /docs/ with no page answers the site’s 404 page', async () => {
    const response = await worker.fetch('/docs/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });

  test('the home page shows a random quote, another on request, the quote of the hour and working examples', async () => {
    const quotes = await fixtureQuotes();
    const page = await visit('/docs/');
    const random = page.locator('[data-random] blockquote');
    expect(quotes).toContain(await random.textContent());
    const another = page.waitForResponse((response) => response.url().includes('/quotes/random'));
    await page.getByRole('button', { name: 'Another quote' }).click();
    expect((await another).status()).toBe(200);
    await page.locator('[data-random]:not([aria-busy]) blockquote').waitFor();
    expect(quotes).toContain(await random.textContent());
    expect(quotes).toContain(await page.locator('[data-hour] blockquote').textContent());
    await expect
      .poll(() => page.locator('[data-counts]').textContent())
      .toMatch(/^8 quotes by 5 authors, on 3 topics$/);

    // Every endpoint has an example, filled in from the random quote, and every example answers 200.
    const examples = await page.locator('[data-example]').allTextContents();
    expect(examples).toHaveLength(apiPaths.length);
    for (const example of examples) {
      const url = /^curl '(.+)'$/.exec(example)?.[1];
      expect(url, example).toMatch(new RegExp(`^${worker.origin}/[^{}]*$`));
      expect((await fetch(url!)).status, example).toBe(200);
    }
    await finish(page, 'home');
  });

  test('the reference lists every endpoint of the OpenAPI document, and its forms call the API', async () => {
    const page = await visit('/docs/reference/');
    for (const path of apiPaths) {
      await expect.poll(() => page.getByRole('heading', { name: `GET ${path}`, exact: true }).count()).toBe(1);
    }
    for (const record of ['Quote', 'Author', 'Topic', 'Pagination', 'Suggestion', 'Error']) {
      expect(await page.getByRole('heading', { name: record, exact: true }).count(), record).toBe(1);
    }

    const random = page.getByRole('form', { name: 'Try GET /quotes/random', exact: true });
    const answer = page.locator('#getQuotesRandom [data-response]');
    await random.getByLabel('limit').fill('2');
    await random.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => answer.locator('[data-status]').textContent()).toContain('?limit=2 → 200');
    expect(JSON.parse((await answer.locator('[data-body]').textContent())!).data).toHaveLength(2);

    await random.getByLabel('limit').fill('0');
    await random.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => answer.locator('[data-status]').textContent()).toContain('?limit=0 → 400');
    expect(JSON.parse((await answer.locator('[data-body]').textContent())!).error).toContain('limit');

    const author = page.getByRole('form', { name: 'Try GET /authors/{path}', exact: true });
    await author.getByLabel('path').fill('mark-twain');
    await author.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.locator('#getAuthorsPath [data-status]').textContent())
      .toContain('GET /authors/mark-twain → 200');
    await finish(page, 'reference', ['HTTP 400 /quotes/random?limit=0']);
  });

  test('typing two letters on the search page shows suggestions, used with the keyboard', async () => {
    const page = await visit('/docs/search/');
    const input = page.getByRole('combobox');
    const options = page.getByRole('option');
    await input.pressSequentially('tw');
    await options.first().waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const first = await options.first().textContent();
    expect(first?.toLowerCase()).toContain('twain');

    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isHidden()).toBe(true);

    await input.press('ArrowDown');
    await input.press('Enter');
    const chosen = await input.inputValue();
    expect(first).toContain(chosen);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`match “${chosen}”`);
    await finish(page, 'search-suggestions');
  });

  test('typing a word on the search page shows its results, matched words marked, from index files alone', async () => {
    const page = await visit('/docs/search/');
    const status = page.getByRole('status');
    await page.getByRole('combobox').pressSequentially('truth');
    await expect.poll(() => status.textContent()).toBe('1 quote and 0 authors match “truth”.');
    expect(await page.locator('[data-list="quotes"] li').count()).toBe(1);
    expect(await page.locator('[data-list="quotes"] mark').allTextContents()).toEqual(['truth']);
    expect(new URL(page.url()).search).toBe('?q=truth');

    await page.getByRole('radio', { name: 'authors' }).check();
    await page.getByRole('combobox').fill('twain');
    await expect.poll(() => status.textContent()).toBe('1 author matches “twain”.');
    expect(await page.locator('[data-list="authors"] mark').allTextContents()).toEqual(['Twain']);
    expect(await page.locator('[data-list="quotes"]').isHidden()).toBe(true);

    const apiCalls = requests.filter((path) => /^\/search(\/suggestions)?(\?|$)/.test(path));
    expect(apiCalls).toEqual([]);
    expect(
      requests.filter((path) => path.startsWith('/docs/search/') && path.endsWith('.json')).length,
    ).toBeGreaterThan(0);
    await finish(page, 'search-results');
  });
});
