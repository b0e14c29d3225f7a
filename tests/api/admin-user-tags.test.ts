// The admin hub's User tags (docs/product.md#admin-hub-and-moderation), over GraphQL on a real
// server and both databases: tags are listed with their member counts, created, renamed and
// deleted, given to members and taken away; every change is in the audit log with the state
// before and after, written in the same transaction; a repeated or concurrent change is applied
// once and recorded once; bad input gets a clear error and writes nothing; only AdminHub users
// get anything, whatever other flags a member has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyPermission } from '../support/schema-calls.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const ERROR_FIELDS = `__typename ... on Error { message } ... on AuthError { status }`;
const TAG_FIELDS = `databaseId name members createdAt createdByUsername`;
const TAGS = `query($search: String, $first: Int, $after: String) { adminUserTags(search: $search, first: $first, after: $after) {
  ${ERROR_FIELDS} ... on QueryAdminUserTagsSuccess { data { hasNextPage endCursor items { ${TAG_FIELDS} } } } } }`;
const TAG = `query($id: Int!) { adminUserTag(id: $id) { ${ERROR_FIELDS} ... on QueryAdminUserTagSuccess { data { ${TAG_FIELDS} } } } }`;
const MEMBERS_OF = `query($tagId: Int!, $search: String, $first: Int, $after: String) {
  adminUserTagMembers(tagId: $tagId, search: $search, first: $first, after: $after) {
  ${ERROR_FIELDS} ... on QueryAdminUserTagMembersSuccess { data { hasNextPage endCursor items { databaseId username taggedAt } } } } }`;
const MEMBER_TAGS = `query($search: String) { adminMembers(search: $search) {
  ${ERROR_FIELDS} ... on QueryAdminMembersSuccess { data { items { username tags { databaseId name } } } } } }`;
const CREATE = `mutation($name: String!, $refuseExisting: Boolean) { createUserTag(name: $name, refuseExisting: $refuseExisting) {
  ${ERROR_FIELDS} ... on MutationCreateUserTagSuccess { data { databaseId name } } } }`;
const RENAME = `mutation($id: Int!, $name: String!) { renameUserTag(id: $id, name: $name) {
  ${ERROR_FIELDS} ... on MutationRenameUserTagSuccess { data { databaseId name members } } } }`;
const DELETE = `mutation($id: Int!) { deleteUserTag(id: $id) { ${ERROR_FIELDS} ... on MutationDeleteUserTagSuccess { data { databaseId name members } } } }`;
const OUTCOME = `changed tag { databaseId members } member { databaseId username tags { name } }`;
const ASSIGN = `mutation($tagId: Int!, $userId: Int!) { assignUserTag(tagId: $tagId, userId: $userId) {
  ${ERROR_FIELDS} ... on MutationAssignUserTagSuccess { data { ${OUTCOME} } } } }`;
const UNASSIGN = `mutation($tagId: Int!, $userId: Int!) { unassignUserTag(tagId: $tagId, userId: $userId) {
  ${ERROR_FIELDS} ... on MutationUnassignUserTagSuccess { data { ${OUTCOME} } } } }`;

type Session = { userId: number; cookie: string };

describe.each(testDatabaseKinds())('user tags in the admin hub on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let hubOnly: Session;
  let members: Session[];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await t.createUserWithSession('tags_admin', everyPermission);
    hubOnly = await t.createUserWithSession('tags_hub_only', { adminHub: true });
    members = [];
    for (const name of ['tags_ann', 'tags_bob', 'tags_cyd']) members.push(await t.createUserWithSession(name));
  }, 60_000);
  afterAll(() => t?.dispose());

  const call = async (document: string, variables: Record<string, unknown>, who: Session | null = admin) => {
    const answer = await t.graphql(document, variables, who ? { cookie: who.cookie } : {});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return Object.values(answer.data!)[0] as { __typename: string; message?: string; status?: number; data?: any };
  };
  const create = async (name: string, who: Session = admin) => (await call(CREATE, { name, refuseExisting: true }, who)).data as { databaseId: number; name: string };
  const entriesFor = (action: string) => t.prisma.auditEntry.findMany({ where: { action }, orderBy: { id: 'asc' } });
  /** Everything a refused call could have changed. */
  const snapshot = async () => ({
    tags: await t.prisma.userTag.findMany({ orderBy: { id: 'asc' } }),
    assignments: await t.prisma.userTagAssignment.findMany({ orderBy: [{ userTagId: 'asc' }, { userId: 'asc' }] }),
    audit: await t.prisma.auditEntry.count(),
  });

  it('creates a tag, recorded; a name taken in any case is refused in the hub and found by the report overview', async () => {
    const created = await call(CREATE, { name: '  Spring   panel ', refuseExisting: true });
    expect(created).toMatchObject({ __typename: 'MutationCreateUserTagSuccess', data: { name: 'Spring panel' } });
    const id = created.data.databaseId;
    const [entry] = (await entriesFor('userTag.created')).filter((row) => row.targetId === id);
    expect(entry).toMatchObject({ actorId: admin.userId, targetType: 'UserTag', targetLabel: 'Spring panel', before: null, after: { name: 'Spring panel' } });

    const before = await snapshot();
    expect(await call(CREATE, { name: 'SPRING PANEL', refuseExisting: true })).toMatchObject({
      __typename: 'ConflictError',
      message: 'A tag named “Spring panel” already exists',
    });
    // The report overview's "Find or create" answers the existing tag, and records nothing.
    expect(await call(CREATE, { name: 'spring panel' })).toMatchObject({ data: { databaseId: id, name: 'Spring panel' } });
    expect(await snapshot()).toEqual(before);

    const tag = await call(TAG, { id });
    expect(tag.data).toMatchObject({ databaseId: id, name: 'Spring panel', members: 0, createdByUsername: 'tags_admin' });
    expect(Date.now() - new Date(tag.data.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('refuses a name too short, too long or empty, and writes nothing', async () => {
    const before = await snapshot();
    for (const name of ['', '   ', 'ab', '  ab  ', 'x'.repeat(61)]) {
      const answer = await call(CREATE, { name, refuseExisting: true });
      expect(answer.__typename, name).toBe('InputValidationError');
      expect(answer.message).toMatch(/A tag name is 3 to 60 characters/);
    }
    // Spaces inside count once: "a   b" is "a b", three characters.
    expect((await call(CREATE, { name: 'a     b', refuseExisting: true })).data).toMatchObject({ name: 'a b' });
    await t.prisma.auditEntry.deleteMany({ where: { targetLabel: 'a b' } });
    await t.prisma.userTag.deleteMany({ where: { nameKey: 'a b' } });
    expect(await snapshot()).toEqual(before);
  });

  it('renames a tag with before and after in the log; a name another tag has is a 409; unknown ids are not found', async () => {
    const tag = await create('Autumn cohort');
    const other = await create('Winter cohort');
    const renamed = await call(RENAME, { id: tag.databaseId, name: 'Autumn panel' });
    expect(renamed).toMatchObject({ __typename: 'MutationRenameUserTagSuccess', data: { databaseId: tag.databaseId, name: 'Autumn panel', members: 0 } });
    const [entry] = (await entriesFor('userTag.renamed')).filter((row) => row.targetId === tag.databaseId);
    expect(entry).toMatchObject({ actorId: admin.userId, targetLabel: 'Autumn cohort', before: { name: 'Autumn cohort' }, after: { name: 'Autumn panel' } });

    // Only the case changes: allowed (the tag keeps its own name), and recorded.
    expect((await call(RENAME, { id: tag.databaseId, name: 'autumn panel' })).data.name).toBe('autumn panel');
    await call(RENAME, { id: tag.databaseId, name: 'Autumn panel' });

    const before = await snapshot();
    // The same name again changes nothing and records nothing.
    expect((await call(RENAME, { id: tag.databaseId, name: 'Autumn panel' })).data.name).toBe('Autumn panel');
    expect(await call(RENAME, { id: tag.databaseId, name: 'WINTER cohort' })).toMatchObject({
      __typename: 'ConflictError',
      message: 'A tag named “Winter cohort” already exists',
    });
    expect(await call(RENAME, { id: 987_654, name: 'Nobody’s tag' })).toMatchObject({ __typename: 'NotFoundError', message: 'This tag does not exist' });
    expect(await call(RENAME, { id: -1, name: 'Nobody’s tag' })).toMatchObject({ __typename: 'NotFoundError' });
    expect((await call(RENAME, { id: other.databaseId, name: 'y'.repeat(61) })).__typename).toBe('InputValidationError');
    expect((await call(RENAME, { id: other.databaseId, name: ' ' })).__typename).toBe('InputValidationError');
    expect(await snapshot()).toEqual(before);
  });

  it('gives members a tag and takes it away, each recorded with their tags before and after; twice changes nothing', async () => {
    const tag = await create('Pilot group');
    const extra = await create('Alpha testers');
    const [ann, bob] = members as [Session, Session];
    await call(ASSIGN, { tagId: extra.databaseId, userId: ann.userId });

    const given = await call(ASSIGN, { tagId: tag.databaseId, userId: ann.userId });
    expect(given).toMatchObject({
      __typename: 'MutationAssignUserTagSuccess',
      data: { changed: true, tag: { databaseId: tag.databaseId, members: 1 }, member: { username: 'tags_ann', tags: [{ name: 'Alpha testers' }, { name: 'Pilot group' }] } },
    });
    const entries = () => t.prisma.auditEntry.findMany({ where: { action: { startsWith: 'userTag.' }, note: 'Pilot group' }, orderBy: { id: 'asc' } });
    expect(await entries()).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'userTag.assigned',
        targetType: 'User',
        targetId: ann.userId,
        targetLabel: 'tags_ann',
        before: { tags: ['Alpha testers'] },
        after: { tags: ['Alpha testers', 'Pilot group'] },
      }),
    ]);
    // A second click, or a second admin: nothing more happens or is recorded.
    expect((await call(ASSIGN, { tagId: tag.databaseId, userId: ann.userId }, hubOnly)).data).toMatchObject({ changed: false, tag: { members: 1 } });
    expect(await entries()).toHaveLength(1);

    await call(ASSIGN, { tagId: tag.databaseId, userId: bob.userId });
    const listed = await call(MEMBERS_OF, { tagId: tag.databaseId });
    expect(listed.data.items.map((item: { username: string }) => item.username)).toEqual(['tags_ann', 'tags_bob']);
    const onCards = await call(MEMBER_TAGS, { search: 'tags_' });
    expect(Object.fromEntries(onCards.data.items.map((item: { username: string; tags: Array<{ name: string }> }) => [item.username, item.tags.map((x) => x.name)]))).toMatchObject({
      tags_ann: ['Alpha testers', 'Pilot group'],
      tags_bob: ['Pilot group'],
      tags_cyd: [],
    });

    const taken = await call(UNASSIGN, { tagId: tag.databaseId, userId: ann.userId });
    expect(taken.data).toMatchObject({ changed: true, tag: { members: 1 }, member: { tags: [{ name: 'Alpha testers' }] } });
    expect((await entries()).at(-1)).toMatchObject({ action: 'userTag.unassigned', before: { tags: ['Alpha testers', 'Pilot group'] }, after: { tags: ['Alpha testers'] } });
    expect((await call(UNASSIGN, { tagId: tag.databaseId, userId: ann.userId })).data).toMatchObject({ changed: false });
    expect(await entries()).toHaveLength(3);
  });

  it('refuses an unknown tag or member, an erased account and bad cursors, writing nothing', async () => {
    const tag = await create('Refusals');
    const placeholder = await t.prisma.user.create({ data: { username: '[deleted]', usernameKey: '[deleted]' } });
    const before = await snapshot();
    expect(await call(ASSIGN, { tagId: 987_654, userId: members[0]!.userId })).toMatchObject({ __typename: 'NotFoundError', message: 'This tag does not exist' });
    expect(await call(ASSIGN, { tagId: tag.databaseId, userId: 987_654 })).toMatchObject({ __typename: 'NotFoundError', message: 'This member does not exist' });
    expect(await call(ASSIGN, { tagId: tag.databaseId, userId: placeholder.id })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(UNASSIGN, { tagId: 987_654, userId: members[0]!.userId })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(UNASSIGN, { tagId: tag.databaseId, userId: 987_654 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(DELETE, { id: 987_654 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(TAG, { id: 987_654 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(MEMBERS_OF, { tagId: 987_654 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(TAGS, { after: 'not-a-cursor' })).toMatchObject({ __typename: 'ValidationError', message: 'That page cursor is not one this list gave' });
    expect(await call(TAGS, { first: 0 })).toMatchObject({ __typename: 'ValidationError' });
    expect(await call(TAGS, { first: 51 })).toMatchObject({ __typename: 'ValidationError' });
    // A cursor of another list (an id where a name goes) is refused too.
    const idCursor = Buffer.from(JSON.stringify([12])).toString('base64url');
    expect(await call(MEMBERS_OF, { tagId: tag.databaseId, after: idCursor })).toMatchObject({ __typename: 'ValidationError' });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a tag with its assignments, recorded with how many members carried it; the report filters no longer know it', async () => {
    const tag = await create('Short-lived');
    for (const member of members) await call(ASSIGN, { tagId: tag.databaseId, userId: member.userId });
    expect((await call(TAG, { id: tag.databaseId })).data.members).toBe(3);
    const deleted = await call(DELETE, { id: tag.databaseId });
    expect(deleted).toMatchObject({ __typename: 'MutationDeleteUserTagSuccess', data: { databaseId: tag.databaseId, name: 'Short-lived', members: 3 } });
    expect(await t.prisma.userTagAssignment.count({ where: { userTagId: tag.databaseId } })).toBe(0);
    const [entry] = (await entriesFor('userTag.deleted')).filter((row) => row.targetId === tag.databaseId);
    expect(entry).toMatchObject({ actorId: admin.userId, targetType: 'UserTag', targetLabel: 'Short-lived', before: { name: 'Short-lived', members: 3 }, after: null });
    expect(await call(TAG, { id: tag.databaseId })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(DELETE, { id: tag.databaseId })).toMatchObject({ __typename: 'NotFoundError' });
    const filtered = await t.rest('POST', '/api/opiniodna/filter', { usertags: [tag.databaseId] }, { cookie: admin.cookie });
    expect(filtered).toMatchObject({ status: 400, json: { error: `Unknown user tag: ${tag.databaseId}` } });
    expect((await t.rest('GET', '/api/usertag/search?q=short-lived', undefined, { cookie: admin.cookie })).json).toEqual({ body: { Results: [] } });
  });

  it('lists tags by name a page at a time, searched in any case, with member counts; and a tag’s members likewise', async () => {
    const names = ['Paging one', 'Paging two', 'Paging three'];
    const ids: number[] = [];
    for (const name of names) ids.push((await create(name)).databaseId);
    for (const member of members) await call(ASSIGN, { tagId: ids[1], userId: member.userId });

    const first = (await call(TAGS, { search: 'PAGING', first: 2 })).data;
    expect(first.items.map((item: { name: string }) => item.name)).toEqual(['Paging one', 'Paging three']);
    expect(first.hasNextPage).toBe(true);
    const next = (await call(TAGS, { search: 'paging', first: 2, after: first.endCursor })).data;
    expect(next).toMatchObject({ hasNextPage: false, items: [{ name: 'Paging two', members: 3, createdByUsername: 'tags_admin' }] });
    expect((await call(TAGS, { search: 'no such tag anywhere' })).data).toEqual({ hasNextPage: false, endCursor: null, items: [] });
    // Without a search: every tag, by name.
    const all = (await call(TAGS, { first: 50 })).data.items.map((item: { name: string }) => item.name);
    expect(all).toEqual([...all].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all).toEqual(expect.arrayContaining(names));

    const page = (await call(MEMBERS_OF, { tagId: ids[1], first: 2 })).data;
    expect(page.items.map((item: { username: string }) => item.username)).toEqual(['tags_ann', 'tags_bob']);
    const rest = (await call(MEMBERS_OF, { tagId: ids[1], first: 2, after: page.endCursor })).data;
    expect(rest).toMatchObject({ hasNextPage: false, items: [{ username: 'tags_cyd', databaseId: members[2]!.userId }] });
    expect((await call(MEMBERS_OF, { tagId: ids[1], search: 'BOB' })).data.items).toEqual([expect.objectContaining({ username: 'tags_bob' })]);
    expect((await call(MEMBERS_OF, { tagId: ids[0] })).data.items).toEqual([]);
  });

  it('applies concurrent changes once: two assignments, two deletions, two creations and two renames to one name', async () => {
    const tag = await create('Raced');
    const member = members[2]!;
    const audit = () => t.prisma.auditEntry.count();

    let before = await audit();
    const assigned = await Promise.all([call(ASSIGN, { tagId: tag.databaseId, userId: member.userId }), call(ASSIGN, { tagId: tag.databaseId, userId: member.userId }, hubOnly)]);
    expect(assigned.map((answer) => answer.__typename)).toEqual(['MutationAssignUserTagSuccess', 'MutationAssignUserTagSuccess']);
    expect(assigned.map((answer) => answer.data.changed).sort()).toEqual([false, true]);
    expect(await t.prisma.userTagAssignment.count({ where: { userTagId: tag.databaseId } })).toBe(1);
    expect(await audit()).toBe(before + 1);

    before = await audit();
    const removed = await Promise.all([call(UNASSIGN, { tagId: tag.databaseId, userId: member.userId }), call(UNASSIGN, { tagId: tag.databaseId, userId: member.userId }, hubOnly)]);
    expect(removed.map((answer) => answer.data.changed).sort()).toEqual([false, true]);
    expect(await audit()).toBe(before + 1);

    before = await audit();
    const created = await Promise.all([call(CREATE, { name: 'Twin', refuseExisting: true }), call(CREATE, { name: 'twin', refuseExisting: true }, hubOnly)]);
    expect(created.map((answer) => answer.__typename).sort()).toEqual(['ConflictError', 'MutationCreateUserTagSuccess']);
    expect(await t.prisma.userTag.count({ where: { nameKey: 'twin' } })).toBe(1);
    expect(await audit()).toBe(before + 1);

    const other = await create('Raced too');
    before = await audit();
    const renamed = await Promise.all([call(RENAME, { id: tag.databaseId, name: 'Finish line' }), call(RENAME, { id: other.databaseId, name: 'finish LINE' }, hubOnly)]);
    expect(renamed.map((answer) => answer.__typename).sort()).toEqual(['ConflictError', 'MutationRenameUserTagSuccess']);
    expect(await t.prisma.userTag.count({ where: { nameKey: 'finish line' } })).toBe(1);
    expect(await audit()).toBe(before + 1);

    await call(ASSIGN, { tagId: tag.databaseId, userId: member.userId });
    // Either rename may have won: the tag's name as the deletion finds it.
    const { name } = await t.prisma.userTag.findUniqueOrThrow({ where: { id: tag.databaseId } });
    before = await audit();
    const deleted = await Promise.all([call(DELETE, { id: tag.databaseId }), call(DELETE, { id: tag.databaseId }, hubOnly), call(ASSIGN, { tagId: tag.databaseId, userId: members[0]!.userId })]);
    const outcomes = deleted.map((answer) => answer.__typename);
    expect(outcomes.filter((outcome) => outcome === 'MutationDeleteUserTagSuccess')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'NotFoundError').length).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.userTag.count({ where: { id: tag.databaseId } })).toBe(0);
    expect(await t.prisma.userTagAssignment.count({ where: { userTagId: tag.databaseId } })).toBe(0);
    // One deletion, plus the assignment when it got in before it (then the deletion counted it).
    const deletion = (await entriesFor('userTag.deleted')).find((row) => row.targetId === tag.databaseId)!;
    const assignedFirst = outcomes[2] === 'MutationAssignUserTagSuccess';
    expect(deletion.before).toEqual({ name, members: assignedFirst ? 2 : 1 });
    expect(await audit()).toBe(before + (assignedFirst ? 2 : 1));
  });

  it('is for AdminHub users only: visitors, members and every other single flag are refused and change nothing', async () => {
    const tag = await create('Guarded');
    const target = members[0]!;
    const otherFlags = ['canDeleteContent', 'canSeeDetailedOpinionReport', 'canCreateOpinions', 'canListConvos'] as const;
    const refused: Array<{ name: string; who: Session | null; status: number }> = [
      { name: 'anonymous', who: null, status: 401 },
      { name: 'member', who: target, status: 403 },
      { name: 'admin role alone', who: await t.createUserWithSession('tags_role_admin', { role: 'ADMIN' }), status: 403 },
    ];
    for (const flag of otherFlags) refused.push({ name: flag, who: await t.createUserWithSession(`tags_${flag}`.slice(0, 24), { [flag]: true }), status: 403 });
    const calls: Array<[string, Record<string, unknown>]> = [
      [TAGS, {}],
      [TAG, { id: tag.databaseId }],
      [MEMBERS_OF, { tagId: tag.databaseId }],
      [CREATE, { name: 'Sneaky tag', refuseExisting: true }],
      [RENAME, { id: tag.databaseId, name: 'Sneaky name' }],
      [ASSIGN, { tagId: tag.databaseId, userId: target.userId }],
      [UNASSIGN, { tagId: tag.databaseId, userId: target.userId }],
      [DELETE, { id: tag.databaseId }],
    ];
    const before = await snapshot();
    for (const caller of refused) {
      for (const [document, variables] of calls) {
        const answer = await call(document, variables, caller.who);
        expect({ caller: caller.name, document: document.slice(0, 40), answer }).toMatchObject({ answer: { __typename: 'AuthError', status: caller.status } });
      }
    }
    expect(await snapshot()).toEqual(before);

    // AdminHub alone is enough for every call (the admin above has every flag).
    for (const [document, variables] of calls) {
      const answer = await call(document, variables, hubOnly);
      expect(answer.__typename, document.slice(0, 40)).toMatch(/Success$/);
    }
  });
});
