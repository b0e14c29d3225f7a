// The discussion's REST paths (docs/product.md#discussion-calls; Comment and Notification event
// shapes of docs/product.md#entities) over real HTTP, each answer kept as a JSON file snapshot
// beside the other REST shapes. Both database kinds compare against the SAME files. Ids are fixed
// or assigned in a fixed order on a fresh database; times are checked, then replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Replaces every Created/Edited time (after checking it is ISO 8601) so the snapshot is stable. */
function stableTimes(value: any): any {
  if (Array.isArray(value)) return value.map(stableTimes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if ((key === 'Created' || key === 'Edited') && typeof inner === 'string') {
          expect(inner).toMatch(ISO);
          return [key, `<${key.toLowerCase()} time>`];
        }
        return [key, stableTimes(inner)];
      }),
    );
  }
  return value;
}

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: stableTimes(structuredClone(response.json)) };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('discussion REST shapes on %s', (kind) => {
  let t: TestApp;
  let author: string;
  let replier: string;
  let moderator: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie: author } = await t.createUserWithSession('Ada_Author', { id: 401, fullName: 'Ada Author' }));
    ({ cookie: replier } = await t.createUserWithSession('Rex_Replier', { id: 402, fullName: 'Rex Replier' }));
    ({ cookie: moderator } = await t.createUserWithSession('Mo_Moderator', { id: 403, canDeleteContent: true }));
    await createOpinion(t.prisma, { id: 501, slug: 'shapes', title: 'Shapes matter', createdById: 401 });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('/api/v2/comment/new, like, edit, getsource, get, report, delete, and /api/notifications/get', async () => {
    const top = await t.rest('POST', '/api/v2/comment/new', { threadID: 501, parentID: 0, body: 'Shapes *do* matter.\n\nSee <a href="https://example.com">this</a>.', pathname: '/o/shapes', responseType: 'pro' }, { cookie: author });
    await expectShape('comment-new', top);
    const reply = await t.rest('POST', '/api/v2/comment/new', { threadID: 501, parentID: top.json.body.CommentID, body: 'They do not.', pathname: '/o/shapes', responseType: '' }, { cookie: replier });
    await expectShape('comment-new-reply', reply);
    await expectShape('comment-like', await t.rest('POST', '/api/v2/comment/like', { commentID: top.json.body.CommentID, liked: true, pathname: '/o/shapes' }, { cookie: replier }));
    await expectShape('comment-edit', await t.rest('POST', '/api/v2/comment/edit', { commentID: reply.json.body.CommentID, newBody: 'They do not, mostly.', newResponseType: '', pathname: '/o/shapes' }, { cookie: replier }));
    await expectShape('comment-getsource', await t.rest('POST', '/api/v2/comment/getsource', { commentID: top.json.body.CommentID }, { cookie: author }));
    await expectShape('comment-get', await t.rest('POST', '/api/v2/comment/get', { threadID: 501 }, { cookie: replier }));
    await expectShape('comment-report', await t.rest('POST', '/api/v2/comment/report', { commentID: reply.json.body.CommentID, pathname: '/o/shapes' }, { cookie: author }));
    await expectShape('comment-delete-moderator', await t.rest('POST', '/api/v2/comment/delete', { commentID: reply.json.body.CommentID, pathname: '/o/shapes' }, { cookie: moderator }));
    await expectShape('comment-get-after-delete', await t.rest('POST', '/api/v2/comment/get', { threadID: 501, sort: 'recent' }));
    await expectShape('notifications-get', await t.rest('POST', '/api/notifications/get', {}, { cookie: author }));
    await expectShape('notifications-get-empty', await t.rest('POST', '/api/notifications/get', {}, { cookie: moderator }));
  });

  it('errors', async () => {
    await expectShape('comment-new-logged-out', await t.rest('POST', '/api/v2/comment/new', { threadID: 501, body: 'x', responseType: 'pro' }));
    await expectShape('comment-new-no-type', await t.rest('POST', '/api/v2/comment/new', { threadID: 501, body: 'x' }, { cookie: author }));
    await expectShape('comment-get-unknown-thread', await t.rest('POST', '/api/v2/comment/get', { threadID: 'opinion:999' }));
    await expectShape('comment-like-own', await t.rest('POST', '/api/v2/comment/like', { commentID: 1, liked: true }, { cookie: author }));
    await expectShape('comment-edit-unknown', await t.rest('POST', '/api/v2/comment/edit', { commentID: 999, newBody: 'x' }, { cookie: author }));
    await expectShape('notifications-get-logged-out', await t.rest('POST', '/api/notifications/get', {}));
  });
});
