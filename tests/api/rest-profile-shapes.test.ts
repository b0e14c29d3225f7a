// The profile REST paths (docs/product.md#profile-and-personal-details-calls) over real
// HTTP, each answer kept as a JSON file snapshot shared by both database kinds (as in
// rest-shapes.test.ts). Dates that depend on today are checked, then replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

async function expectShape(name: string, response: RestResponse, replace: (json: any) => any = (json) => json) {
  const shape = { status: response.status, json: replace(structuredClone(response.json)) };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-profile-shapes/${name}.json`);
}

/** The grid depends on today: check it, then keep only what is stable. */
function stableGrid(json: any) {
  const grid = json.body.Grid;
  expect(new Date(grid.StartTime).getUTCDay()).toBe(0);
  expect(grid.Activity.length).toBeGreaterThanOrEqual(365);
  expect(grid.Activity.length).toBeLessThanOrEqual(371);
  return { ...json, body: { ...json.body, Grid: { Activity: `<one count per day; today ${grid.Activity.at(-1)}>`, StartTime: '<a Sunday a year ago>' } } };
}

describe.each(testDatabaseKinds())('profile REST shapes on %s', (kind) => {
  let t: TestApp;
  let viewerCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const created = new Date('2025-01-02T03:04:05Z');
    await t.createUserWithSession('Rich_User', {
      id: 401,
      fullName: 'Rich User',
      location: 'Lisbon',
      bio: 'Writes a lot.',
      expertise: 'Economics',
      createdAt: created,
    });
    ({ cookie: viewerCookie } = await t.createUserWithSession('viewer', { id: 402 }));
    await t.createUserWithSession('quiet_user', { id: 403, createdAt: created });
    await createOpinion(t.prisma, { id: 501, slug: 'tax-wealth', title: 'Wealth should be taxed more', createdById: 401 });
    await t.prisma.commentThread.create({ data: { id: 601, key: 'opinion:501', opinionId: 501 } });
    await t.prisma.commentThread.create({ data: { id: 602, key: 'suggest' } });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 12, minute));
    await t.prisma.comment.createMany({
      data: [
        { id: 701, threadId: 601, authorId: 401, responseType: 'PRO', source: 'For it', bodyHtml: '<p>For it</p>', createdAt: at(0) },
        { id: 702, threadId: 601, authorId: 402, parentId: 701, source: 'Why?', bodyHtml: '<p>Why?</p>', createdAt: at(1) },
        { id: 703, threadId: 601, authorId: 401, parentId: 702, source: 'Because', bodyHtml: '<p>Because</p>', createdAt: at(2), editedAt: at(3) },
        { id: 704, threadId: 602, authorId: 401, responseType: 'COMMENTARY', source: 'Idea', bodyHtml: '<p>Idea</p>', createdAt: at(4) },
        { id: 705, threadId: 601, authorId: 401, responseType: 'CON', source: 'x', bodyHtml: '<p>x</p>', createdAt: at(5), deletedAt: at(6), deletedReason: 'USER' },
      ],
    });
    await t.prisma.commentLike.createMany({ data: [{ commentId: 701, userId: 402 }, { commentId: 701, userId: 403 }, { commentId: 703, userId: 402 }] });
    await t.rest('POST', '/api/opinion/vote', { id: 501, rating: 1 }, { cookie: viewerCookie });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('/api/user/getprofile', async () => {
    await expectShape('getprofile', await t.rest('GET', '/api/user/getprofile?username=rich_user'), stableGrid);
    await expectShape('getprofile-empty', await t.rest('GET', '/api/user/getprofile?username=quiet_user'), stableGrid);
    await expectShape('getprofile-unknown', await t.rest('GET', '/api/user/getprofile?username=nobody'));
    await expectShape('getprofile-missing-username', await t.rest('GET', '/api/user/getprofile'));
    expect((await t.rest('POST', '/api/user/getprofile', {})).status).toBe(405);
  });

  it('/api/user/getcomments', async () => {
    await expectShape('getcomments', await t.rest('GET', '/api/user/getcomments?username=Rich_User', undefined, { cookie: viewerCookie }));
    await expectShape('getcomments-after', await t.rest('GET', '/api/user/getcomments?username=Rich_User&after=704'));
    await expectShape('getcomments-none', await t.rest('GET', '/api/user/getcomments?username=quiet_user'));
    await expectShape('getcomments-unknown', await t.rest('GET', '/api/user/getcomments?username=nobody'));
    await expectShape('getcomments-bad-after', await t.rest('GET', '/api/user/getcomments?username=quiet_user&after=abc'));
  });
});
