// Server-rendered public pages (docs/product.md#server-rendered-pages): what a visitor's first
// response holds before any script runs, and that the browser takes the page over from it
// without asking the server again and without a hydration error.
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'parallel' });

/** The server's HTML for `path` as a visitor gets it: no cookie, no script. */
async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { cookie: '' } });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-render-data">/.exec(html)?.[1] ?? '';
  return { response, html, root };
}

const pages: Array<{ path: string; contains: RegExp[] }> = [
  { path: '/', contains: [/<h1[^>]*>Opinions on Opinio<\/h1>/, /href="\/o\/[^"]+"/, /\d[\d,]* votes/] },
  {
    path: '/o/pineapple-belongs-on-pizza',
    // Title, topic link, the vote buttons and the split, the comment thread.
    contains: [/<h1[^>]*>Pineapple belongs on pizza<\/h1>/, /href="\/t\/food"/, />Strongly Agree</, /Comments \((<!-- -->)?\d/],
  },
  { path: '/t/food', contains: [/<h1[^>]*>Food<\/h1>/, /href="\/o\/[^"]+"/] },
  { path: '/topics', contains: [/<h1[^>]*>Topics<\/h1>/, /href="\/t\/food"/] },
  { path: '/u/demo', contains: [/<h1[^>]*>Demo Member<\/h1>/, /@(<!-- -->)?demo/] },
  { path: '/questions', contains: [/<h1[^>]*>Questions<\/h1>/, /href="\/questions\/should-cities-ban-cars"/] },
  { path: '/questions/should-cities-ban-cars', contains: [/<h1[^>]*>Should cities ban cars\?<\/h1>/] },
  { path: '/people/ada-lovelace', contains: [/<h1[^>]*>Ada Lovelace<\/h1>/] },
  { path: '/tags/cryptography', contains: [/<h1[^>]*>Cryptography<\/h1>/] },
  { path: '/arguments', contains: [/<h1[^>]*>Arguments<\/h1>/] },
  { path: '/categories', contains: [/<h1[^>]*>Categories<\/h1>/] },
  { path: '/encyclopedia', contains: [/<h1[^>]*>Encyclopedia<\/h1>/] },
];

for (const { path, contains } of pages) {
  test(`the server renders ${path} with its content, one title and its records`, async ({ page }) => {
    const { response, html, root } = await serverHtml(page, path);
    expect(response.status()).toBe(200);
    // A message naming the pattern: the page itself is too long to print.
    for (const pattern of contains) expect(pattern.test(root), `${path} holds ${pattern}`).toBe(true);
    expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<head>[\s\S]*<title>[^<]+ - Opinio<\/title>[\s\S]*<\/head>/);
    // Nothing the Content-Security-Policy would block: no inline script, and every style
    // attribute allowed by its hash.
    expect(html).not.toMatch(/<script>/);
    const policy = response.headers()['content-security-policy'] ?? '';
    if (/ style="/.test(root)) expect(policy).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/);
    else expect(policy).toMatch(/style-src 'self'(;|$)/);
  });
}

test('an unknown opinion is a 404 with the not-found page in it, a removed route a 404 too', async ({ page }) => {
  const missing = await serverHtml(page, '/o/no-such-opinion-anywhere');
  expect(missing.response.status()).toBe(404);
  expect(missing.root).toMatch(/Not found/);
  expect(missing.html).toContain('<meta name="robots" content="noindex" />');
});

test('members get the page from the browser, not from the server', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.demo);
  const cookies = await page.context().cookies();
  const response = await page.request.get('/o/pineapple-belongs-on-pizza', {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('server-render-data');
});

for (const path of ['/', '/o/pineapple-belongs-on-pizza', '/questions/should-cities-ban-cars']) {
  test(`the browser takes ${path} over without a second fetch or a hydration error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? '');
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the page answers a click through React (the search opens in place).
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('searchbox')).toBeVisible();
    expect(graphqlRequests).toEqual([]);
    expect(problems).toEqual([]);
    await expect(page.locator('title')).toHaveCount(1);
  });
}

test("a server-rendered page is painted before the app's code is asked for; a member's page preloads it", async ({ page, accounts }) => {
  await page.goto('/o/pineapple-belongs-on-pizza');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/(main|react|relay|router)-/.test(entry.name));
    return { paint, scripts: scripts.length, earliestScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(order.paint).not.toBeNull();
  expect(order.scripts).toBe(4);
  expect(order.earliestScript).toBeGreaterThanOrEqual(order.paint!);

  await accounts.logIn(page, demoAccounts.demo);
  const cookies = await page.context().cookies();
  const html = await (await page.request.get('/app/settings', { headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } })).text();
  expect(html.match(/<link rel="modulepreload" crossorigin href="\/assets\/(main|react|relay|router)-[^"]+\.js">/g)).toHaveLength(4);
});

test('a link followed after the server-rendered page loads its page in the browser', async ({ page }) => {
  await page.goto('/o/pineapple-belongs-on-pizza');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('link', { name: 'Food' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
  await expect(page).toHaveURL(/\/t\/food$/);
});

test('someone who chose their cookies gets pages without the cookie sheet, from the server on', async ({ page }) => {
  const sheetInHtml = async () => (await page.request.get('/topics').then((response) => response.text())).includes('id="cookie-banner-title"');
  expect(await sheetInHtml()).toBe(true);
  await page.goto('/topics');
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Only essential' }).click();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  // The choice rides along in a cookie: the server leaves the sheet out, and nothing flashes.
  expect(await sheetInHtml()).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await page.goto('/cookiereset');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  expect(await sheetInHtml()).toBe(true);
});
