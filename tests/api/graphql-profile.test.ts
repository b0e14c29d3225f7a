// Profiles, karma, milestones, comment history and avatars over real HTTP on both databases.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

type Prisma = TestApp['prisma'];

const PROFILE = `query ($username: String!) {
  user(username: $username) {
    __typename
    ... on Error { message }
    ... on User {
      username fullName location bio expertise joined isViewer hasUploadedAvatar karma
      profileStats {
        opinionsTotal numVotes numComments numCommentLikes goodPointsPerComment karma
        milestones { level award comments goodPointsReceived nextLevelKarma }
      }
      activityGrid { startTime activity }
    }
  }
}`;

const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on MutationUpdateProfileSuccess { data { username fullName location bio expertise } }
  }
}`;

const SET_AVATAR = `mutation ($input: SetAvatarInput!) {
  setAvatar(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on MutationSetAvatarSuccess { data { hasUploadedAvatar } }
  }
}`;

const HISTORY = `query ($username: String!, $first: Int, $after: String) {
  user(username: $username) {
    __typename
    ... on User {
      commentHistory(first: $first, after: $after) {
        edges { cursor node { commentId bodyHtml responseType parentId replyToName likeNum likedByMe opinionTitle url } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

/** A comment row written directly (the comment module is another area's). */
async function addComment(
  prisma: Prisma,
  data: { threadId: number; authorId: number; body?: string; parentId?: number; deleted?: boolean; createdAt?: Date; responseType?: 'PRO' | 'CON' | 'NONE' },
) {
  return prisma.comment.create({
    data: {
      threadId: data.threadId,
      authorId: data.authorId,
      parentId: data.parentId,
      responseType: data.responseType ?? (data.parentId ? 'NONE' : 'PRO'),
      source: data.body ?? 'A comment',
      bodyHtml: `<p>${data.body ?? 'A comment'}</p>`,
      createdAt: data.createdAt,
      ...(data.deleted ? { deletedAt: new Date(), deletedReason: 'USER' as const } : {}),
    },
  });
}

async function vote(t: TestApp, cookie: string, opinionId: number, rating = 2) {
  const response = await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating }, { cookie });
  expect(response.status).toBe(200);
}

describe.each(testDatabaseKinds())('profiles on %s', (kind) => {
  let t: TestApp;
  let ada: { userId: number; cookie: string };
  let bob: { userId: number; cookie: string };
  let threadId: number;
  // Every milestone.reached event, as the notification module hears it.
  const announced: Array<{ userId: number; kind: string; threshold: number; text: string }> = [];
  let stopRecording: (() => void) | undefined;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    stopRecording = t.app.events.subscribe('milestone.reached', 'test recorder', (milestone) => {
      announced.push({ userId: milestone.userId, kind: milestone.kind, threshold: milestone.threshold, text: milestone.text });
    });
    ada = await t.createUserWithSession('Ada_L', {
      fullName: 'Ada Lovelace',
      location: 'London',
      bio: 'Analyst.',
      expertise: 'Engines',
      createdAt: new Date('2024-02-03T10:00:00Z'),
    });
    bob = await t.createUserWithSession('bob');
    for (let id = 1; id <= 12; id += 1) {
      await createOpinion(t.prisma, { id: 900 + id, slug: `opinion-${id}`, title: `Opinion ${id}`, createdById: id === 1 ? ada.userId : undefined });
    }
    await createOpinion(t.prisma, { id: 950, slug: 'deleted-one', title: 'Deleted', createdById: ada.userId, deleted: true });
    threadId = (await t.prisma.commentThread.create({ data: { key: 'opinion:901', opinionId: 901 } })).id;
  }, 60_000);

  afterAll(async () => {
    stopRecording?.();
    await t?.dispose();
  });

  it('counts one karma per vote, announces the first-vote award once, and leaves re-votes alone', async () => {
    const { cookie } = await t.createUserWithSession('voter_one');
    const userId = (await t.prisma.user.findUniqueOrThrow({ where: { usernameKey: 'voter_one' } })).id;
    await vote(t, cookie, 901, 1);
    await vote(t, cookie, 901, 3); // a changed vote is still one vote
    await vote(t, cookie, 901, 3);
    let user = await t.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.karma).toBe(1);
    expect(announced.filter((entry) => entry.userId === userId)).toEqual([
      { userId, kind: 'VOTE_AWARD', threshold: 1, text: 'Award: you have voted on 1 opinion' },
    ]);
    for (let id = 902; id <= 910; id += 1) await vote(t, cookie, id);
    user = await t.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.karma).toBe(10);
    expect(announced.filter((entry) => entry.userId === userId).map((entry) => entry.threshold)).toEqual([1, 10]);
    const milestones = await t.prisma.milestone.findMany({ where: { userId }, orderBy: { threshold: 'asc' } });
    expect(milestones.map((row) => [row.kind, row.threshold])).toEqual([
      ['VOTE_AWARD', 1],
      ['VOTE_AWARD', 10],
    ]);
    const info = await t.rest('POST', '/api/user/info', {}, { cookie });
    expect(info.json.body.Karma).toBe(10);
  });

  it('counts concurrent votes of one person exactly (no lost karma, no missed award)', async () => {
    const { cookie, userId } = await t.createUserWithSession('racer');
    await Promise.all(Array.from({ length: 10 }, (_, index) => vote(t, cookie, 901 + index)));
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).karma).toBe(10);
    const milestones = await t.prisma.milestone.findMany({ where: { userId }, orderBy: { threshold: 'asc' } });
    expect(milestones.map((row) => row.threshold)).toEqual([1, 10]);
  });

  it('recounts karma from votes, comments, good points and live opinions, and crosses levels', async () => {
    // Ada: 1 live opinion (20), 1 deleted (0); 3 comments (15), one deleted; 4 good points (40).
    const first = await addComment(t.prisma, { threadId, authorId: ada.userId, body: 'First' });
    await addComment(t.prisma, { threadId, authorId: ada.userId, body: 'Second' });
    const deleted = await addComment(t.prisma, { threadId, authorId: ada.userId, body: 'Gone', deleted: true });
    const likers = await Promise.all(['l1', 'l2', 'l3'].map((name) => t.createUserWithSession(`liker_${name}`)));
    for (const liker of likers) await t.prisma.commentLike.create({ data: { commentId: first.id, userId: liker.userId } });
    await t.prisma.commentLike.create({ data: { commentId: deleted.id, userId: likers[0].userId } }); // on a deleted comment: no karma
    const result = await t.app.services.users.recountKarma(ada.userId);
    expect(result.karma).toBe(20 + 2 * 5 + 3 * 10);
    expect(result.level).toBe(2);
    expect(result.newMilestones).toEqual(
      expect.arrayContaining([
        { kind: 'LEVEL', threshold: 2 },
        { kind: 'COMMENT_AWARD', threshold: 1 },
        { kind: 'GOOD_POINT_AWARD', threshold: 1 },
      ]),
    );
    expect(announced.filter((entry) => entry.userId === ada.userId).map((entry) => entry.text)).toEqual([
      'You reached level 2',
      'Award: you have written 1 comment',
      'Award: you have received 1 good point',
    ]);
    // The same event again records and announces nothing new.
    const again = await t.app.services.users.recountKarma(ada.userId);
    expect(again.newMilestones).toEqual([]);
    expect(announced.filter((entry) => entry.userId === ada.userId)).toHaveLength(3);
  });

  it('recounts the author on comments posted, liked, unliked and deleted, and sends Milestone notifications', async () => {
    const writer = await t.createUserWithSession('writer');
    const fan = await t.createUserWithSession('fan');
    const posted = await t.rest(
      'POST',
      '/api/v2/comment/new',
      { threadID: 902, body: 'A comment long enough to say something.', responseType: 'pro', pathname: '/o/opinion-2' },
      { cookie: writer.cookie },
    );
    expect(posted.status).toBe(200);
    const commentId = posted.json.body.CommentID;
    const karmaOf = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).karma;
    expect(await karmaOf(writer.userId)).toBe(5);
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: commentId, liked: true }, { cookie: fan.cookie })).status).toBe(200);
    expect(await karmaOf(writer.userId)).toBe(15);
    const milestones = await t.prisma.notification.findMany({ where: { recipientId: writer.userId, kind: 'MILESTONE' }, orderBy: { id: 'asc' } });
    expect(milestones.map((row) => [row.body, row.url])).toEqual([
      ['Award: you have written 1 comment', '/u/writer'],
      ['Award: you have received 1 good point', '/u/writer'],
    ]);
    const listed = await t.rest('POST', '/api/notifications/get', {}, { cookie: writer.cookie });
    expect(JSON.stringify(listed.json)).toContain('Award: you have received 1 good point');
    expect((await t.rest('POST', '/api/v2/comment/like', { commentID: commentId, liked: false }, { cookie: fan.cookie })).status).toBe(200);
    expect(await karmaOf(writer.userId)).toBe(5);
    expect((await t.rest('POST', '/api/v2/comment/delete', { commentID: commentId }, { cookie: writer.cookie })).status).toBe(200);
    expect(await karmaOf(writer.userId)).toBe(0);
    // Awards once reached stay reached: no new notifications on the way down.
    expect(await t.prisma.notification.count({ where: { recipientId: writer.userId, kind: 'MILESTONE' } })).toBe(2);
  });

  it('shows a profile with stats, grid and milestones; usernames match in any case', async () => {
    const response = await t.graphql(PROFILE, { username: 'ada_l' });
    const user = response.data.user;
    expect(user).toMatchObject({
      __typename: 'User',
      username: 'Ada_L',
      fullName: 'Ada Lovelace',
      location: 'London',
      bio: 'Analyst.',
      expertise: 'Engines',
      joined: '2024-02-03T10:00:00.000Z',
      isViewer: false,
      hasUploadedAvatar: false,
      profileStats: {
        opinionsTotal: 1,
        numVotes: 0,
        numComments: 2,
        numCommentLikes: 3,
        goodPointsPerComment: '1.50',
        karma: 60,
        milestones: { level: 2, award: 0, comments: 1, goodPointsReceived: 1, nextLevelKarma: 250 },
      },
    });
    // Today: 2 comments and 1 opinion (the deleted comment and opinion do not count).
    expect(user.activityGrid.activity.at(-1)).toBe(3);
    expect(user.activityGrid.activity.reduce((sum: number, count: number) => sum + count, 0)).toBe(3);
    expect(new Date(user.activityGrid.startTime).getUTCDay()).toBe(0);
    const own = await t.graphql(PROFILE, { username: 'Ada_L' }, { cookie: ada.cookie });
    expect(own.data.user.isViewer).toBe(true);
  });

  it('answers "User not found" for unknown and malformed names', async () => {
    for (const username of ['nobody_here', '', 'a b', '../etc', 'x'.repeat(300)]) {
      const response = await t.graphql(PROFILE, { username });
      expect(response.data.user).toEqual({ __typename: 'NotFoundError', message: 'User not found' });
    }
  });

  it('lets people edit their own details only, validated, nothing half-written', async () => {
    const input = { fullName: '  Bob Builder ', location: 'Leeds\n', bio: 'I build.\nThings.', expertise: 'Bricks' };
    const updated = await t.graphql(UPDATE, { input }, { cookie: bob.cookie });
    expect(updated.data.updateProfile).toEqual({
      __typename: 'MutationUpdateProfileSuccess',
      data: { username: 'bob', fullName: 'Bob Builder', location: 'Leeds', bio: 'I build.\nThings.', expertise: 'Bricks' },
    });
    // Nobody else changed.
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: ada.userId } })).fullName).toBe('Ada Lovelace');

    const loggedOut = await t.graphql(UPDATE, { input });
    expect(loggedOut.data.updateProfile).toMatchObject({ __typename: 'AuthError', status: 401 });

    for (const [field, limit] of [['fullName', 80], ['location', 80], ['bio', 1000], ['expertise', 300]] as const) {
      const tooLong = await t.graphql(UPDATE, { input: { ...input, fullName: 'Changed', [field]: 'x'.repeat(limit + 1) } }, { cookie: bob.cookie });
      expect(tooLong.data.updateProfile.__typename).toBe('ValidationError');
      expect(tooLong.data.updateProfile.message).toContain(`at most ${limit} characters`);
    }
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: bob.userId } });
    expect(row.fullName).toBe('Bob Builder');

    const missing = await t.graphql(UPDATE, { input: { fullName: 'x' } }, { cookie: bob.cookie });
    expect(missing.errors?.[0].message).toMatch(/was not provided/);
  });

  it('serves generated avatars, cacheable, and 404 for unknown users', async () => {
    const small = await fetch(`${t.url}/api/user/profileimage/ada_l`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/svg+xml');
    expect(small.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = small.headers.get('etag')!;
    expect(etag).toMatch(/^"g-/);
    const svg = await small.text();
    expect(svg).toContain('width="64"');
    expect(svg).toContain('>A</text>');
    expect(await (await fetch(`${t.url}/api/user/profileimage/Ada_L`)).text()).toBe(svg);
    const big = await fetch(`${t.url}/api/user/profileimage/ada_l?size=big`);
    expect(await big.text()).toContain('width="256"');
    const revalidated = await fetch(`${t.url}/api/user/profileimage/ada_l`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const unknown = await fetch(`${t.url}/api/user/profileimage/nobody_here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'User not found' });
    const post = await fetch(`${t.url}/api/user/profileimage/ada_l`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('re-encodes an uploaded avatar without its metadata and serves both sizes', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-data' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await t.graphql(SET_AVATAR, { input: { imageBase64: `data:image/jpeg;base64,${photo.toString('base64')}` } }, { cookie: ada.cookie });
    expect(response.data.setAvatar).toEqual({ __typename: 'MutationSetAvatarSuccess', data: { hasUploadedAvatar: true } });

    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: ada.userId } });
    const stored = await sharp(Buffer.from(row.avatarImage!)).metadata();
    expect(row.avatarMime).toBe('image/webp');
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 256, 256, undefined]);
    expect(Buffer.from(row.avatarImage!).includes('secret-location-data')).toBe(false);

    const small = await fetch(`${t.url}/api/user/profileimage/Ada_L`);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([64, 64]);
    const big = await fetch(`${t.url}/api/user/profileimage/Ada_L?size=big`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(256);
    const etag = small.headers.get('etag')!;
    expect((await fetch(`${t.url}/api/user/profileimage/Ada_L`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const removed = await t.graphql(`mutation { removeAvatar { __typename ... on MutationRemoveAvatarSuccess { data { hasUploadedAvatar } } } }`, {}, { cookie: ada.cookie });
    expect(removed.data.removeAvatar.data.hasUploadedAvatar).toBe(false);
    expect((await fetch(`${t.url}/api/user/profileimage/Ada_L`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses non-images, oversized uploads and anonymous uploads, writing nothing', async () => {
    const text = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const notImage = await t.graphql(SET_AVATAR, { input: { imageBase64: text } }, { cookie: bob.cookie });
    expect(notImage.data.setAvatar).toEqual({ __typename: 'ValidationError', message: 'Upload a JPEG, PNG, WebP or GIF image' });
    const garbage = await t.graphql(SET_AVATAR, { input: { imageBase64: '!!!not base64!!!' } }, { cookie: bob.cookie });
    expect(garbage.data.setAvatar.__typename).toBe('ValidationError');
    const truncated = (await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } }).png().toBuffer()).subarray(0, 60);
    const broken = await t.graphql(SET_AVATAR, { input: { imageBase64: truncated.toString('base64') } }, { cookie: bob.cookie });
    expect(broken.data.setAvatar.__typename).toBe('ValidationError');
    const huge = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
    const tooLarge = await t.graphql(SET_AVATAR, { input: { imageBase64: huge } }, { cookie: bob.cookie });
    expect(tooLarge.data.setAvatar.message).toBe('The image is too large (at most 2 MB)');
    const anonymous = await t.graphql(SET_AVATAR, { input: { imageBase64: text } });
    expect(anonymous.data.setAvatar).toMatchObject({ __typename: 'AuthError', status: 401 });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: bob.userId } });
    expect(row.avatarImage).toBeNull();
  });

  it('pages through a comment history, newest first, without deleted comments', async () => {
    const carol = await t.createUserWithSession('carol');
    const parent = await addComment(t.prisma, { threadId, authorId: bob.userId, body: 'Parent' });
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await addComment(t.prisma, { threadId, authorId: carol.userId, body: `Reply ${index}`, parentId: parent.id })).id);
    }
    await addComment(t.prisma, { threadId, authorId: carol.userId, body: 'Deleted', deleted: true });
    await t.prisma.commentLike.create({ data: { commentId: ids[4], userId: bob.userId } });

    const first = await t.graphql(HISTORY, { username: 'carol', first: 3 }, { cookie: bob.cookie });
    const page = first.data.user.commentHistory;
    expect(page.edges.map((edge: any) => edge.node.commentId)).toEqual([ids[4], ids[3], ids[2]]);
    expect(page.edges[0].node).toEqual({
      commentId: ids[4],
      bodyHtml: '<p>Reply 4</p>',
      responseType: '',
      parentId: parent.id,
      replyToName: 'bob',
      likeNum: 1,
      likedByMe: true,
      opinionTitle: 'Opinion 1',
      url: `/o/opinion-1#comment-${ids[4]}`,
    });
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(HISTORY, { username: 'carol', first: 3, after: page.pageInfo.endCursor });
    expect(second.data.user.commentHistory.edges.map((edge: any) => edge.node.commentId)).toEqual([ids[1], ids[0]]);
    expect(second.data.user.commentHistory.edges[0].node.likedByMe).toBe(false);
    expect(second.data.user.commentHistory.pageInfo.hasNextPage).toBe(false);

    const empty = await t.graphql(HISTORY, { username: 'voter_one' });
    expect(empty.data.user.commentHistory.edges).toEqual([]);
    const badCursor = await t.graphql(HISTORY, { username: 'carol', after: 'abc' });
    expect(badCursor.errors?.[0].message).toBe('Invalid cursor');
  });
});
