// The admin hub's opinions (docs/product.md#admin-hub-and-moderation), over GraphQL on a real
// server and both databases: the deleted opinions, newest first, with who deleted them, paged and
// searched; restoring one (recorded; a second or concurrent restore is a 409 recorded once);
// editing and deleting from the opinion page recorded with before and after; the Suggest page's
// suggestions, and an opinion made from one that credits and notifies the suggester, once per
// suggestion. Every refusal writes nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const ERROR = `__typename ... on Error { message } ... on AuthError { status }`;
const REMOVED = `query($first: Int, $after: String, $search: String) { removedOpinions(first: $first, after: $after, search: $search) {
  ${ERROR} ... on QueryRemovedOpinionsSuccess { data { total hasNextPage endCursor items {
    deletedAt deletedBy note opinion { databaseId title slug deleted topics { title } } } } } } }`;
const SET_DELETED = `mutation($input: SetOpinionDeletedInput!) { setOpinionDeleted(input: $input) { ${ERROR} ... on MutationSetOpinionDeletedSuccess { data { deleted } } } }`;
const RESTORE = `mutation($input: RestoreOpinionInput!) { restoreOpinion(input: $input) { ${ERROR} ... on MutationRestoreOpinionSuccess { data { databaseId deleted } } } }`;
const EDIT = `mutation($input: EditOpinionInput!) { editOpinion(input: $input) { ${ERROR} ... on MutationEditOpinionSuccess { data { title } } } }`;
const SUGGESTIONS = `query($first: Int, $after: String, $search: String) { opinionSuggestions(first: $first, after: $after, search: $search) {
  ${ERROR} ... on QueryOpinionSuggestionsSuccess { data { total hasNextPage endCursor items {
    commentId databaseId authorUsername bodyHtml titleDraft createdAt goodPoints replies opinion { databaseId slug title } } } } } }`;
const FROM_SUGGESTION = `mutation($input: CreateOpinionFromSuggestionInput!) { createOpinionFromSuggestion(input: $input) {
  ${ERROR} ... on MutationCreateOpinionFromSuggestionSuccess { data { databaseId slug title suggestedBy { username } topics { title } } } } }`;
const POST = `mutation($input: PostCommentInput!) { postComment(input: $input) { __typename ... on MutationPostCommentSuccess { data { databaseId } } } }`;
const OPINION_PAGE = `query($slug: String!) { opinion(slug: $slug) { __typename ... on Opinion { title deleted suggestedBy { username } } } }`;
const NOTIFICATIONS = `query { viewer { notifications { kind actionName artifactTitle body url actorUsername } } }`;

type Session = { userId: number; cookie: string };

describe.each(testDatabaseKinds())('the admin hub’s opinions on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let secondAdmin: Session;
  let hubOnly: Session;
  let deleter: Session;
  let creatorOnly: Session;
  let hubCreator: Session;
  let contributor: Session;
  let member: Session;
  let suggester: Session;
  let topicIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await t.createUserWithSession('ao_admin', { adminHub: true, canDeleteContent: true, canCreateOpinions: true, role: 'ADMIN' });
    secondAdmin = await t.createUserWithSession('ao_admin_2', { adminHub: true, canDeleteContent: true });
    hubOnly = await t.createUserWithSession('ao_hub_only', { adminHub: true });
    deleter = await t.createUserWithSession('ao_deleter', { canDeleteContent: true });
    creatorOnly = await t.createUserWithSession('ao_creator', { canCreateOpinions: true });
    hubCreator = await t.createUserWithSession('ao_hub_creator', { adminHub: true, canCreateOpinions: true });
    contributor = await t.createUserWithSession('ao_contributor', { role: 'CONTRIBUTOR' });
    member = await t.createUserWithSession('ao_member');
    suggester = await t.createUserWithSession('ao_suggester');
    topicIds = [
      (await createTopic(t.prisma, { slug: 'ao-transport', title: 'Transport' })).id,
      (await createTopic(t.prisma, { slug: 'ao-cities', title: 'Cities' })).id,
    ];
  }, 60_000);
  afterAll(() => t?.dispose());

  const opinionId = (id: number) => encodeGlobalID('Opinion', id);
  const topic = (id: number) => encodeGlobalID('Topic', id);
  const setDeleted = (id: number, deleted: boolean, cookie = admin.cookie) => t.graphql(SET_DELETED, { input: { opinionId: opinionId(id), deleted } }, { cookie });
  const restore = (id: number | string, cookie = admin.cookie, note?: string) =>
    t.graphql(RESTORE, { input: { opinionId: typeof id === 'number' ? opinionId(id) : id, note } }, { cookie });
  const removed = async (variables: Record<string, unknown> = {}, cookie = admin.cookie) => (await t.graphql(REMOVED, variables, { cookie })).data!.removedOpinions;
  const auditOf = (action: string, targetId?: number) =>
    t.prisma.auditEntry.findMany({ where: { action, ...(targetId === undefined ? {} : { targetId }) }, orderBy: { id: 'asc' } });

  async function snapshot() {
    const [opinions, audit, notifications, links] = await Promise.all([
      t.prisma.opinion.findMany({ orderBy: { id: 'asc' }, select: { id: true, title: true, deleted: true, suggestionCommentId: true, suggestedById: true } }),
      t.prisma.auditEntry.count(),
      t.prisma.notification.count(),
      t.prisma.opinionTopic.count(),
    ]);
    return { opinions, audit, notifications, links };
  }

  /** The call is refused with `typename` (and `status`) and nothing in the database changes. */
  async function expectRefused(call: () => Promise<{ data: Record<string, any> | null }>, field: string, expected: Record<string, unknown>) {
    const before = await snapshot();
    const answer = await call();
    expect(answer.data?.[field]).toMatchObject(expected);
    expect(await snapshot()).toEqual(before);
  }

  describe('removed opinions', () => {
    let ids: number[];

    beforeAll(async () => {
      const creator = await t.createUserWithSession('ao_opinion_author');
      ids = [];
      for (const [index, title] of ['Trams beat buses', 'Cycle lanes pay off', 'Night trains should return', 'Ferries are underrated'].entries()) {
        ids.push((await createOpinion(t.prisma, { slug: `ao-removed-${index}`, title, topicIds: [topicIds[0]!], createdById: creator.userId })).id);
      }
      // Deleted one after the other from the opinion page: the newest deletion is listed first.
      for (const id of ids.slice(0, 3)) expect((await setDeleted(id, true)).data!.setOpinionDeleted).toMatchObject({ data: { deleted: true } });
      // A removed opinion (410) is not a deleted one, and a live one is not listed either.
      await createOpinion(t.prisma, { slug: 'ao-gone', title: 'Gone for good', deleted: true, deletedAt: new Date(), removedAt: new Date() });
    });

    it('lists deleted opinions, the most recently deleted first, with who deleted them', async () => {
      const answer = await removed();
      expect(answer.__typename).toBe('QueryRemovedOpinionsSuccess');
      expect(answer.data.items.map((item: { opinion: { databaseId: number } }) => item.opinion.databaseId)).toEqual([ids[2], ids[1], ids[0]]);
      expect(answer.data.total).toBe(3);
      expect(answer.data.items[0]).toMatchObject({
        deletedBy: 'ao_admin',
        note: '',
        opinion: { title: 'Night trains should return', slug: 'ao-removed-2', deleted: true, topics: [{ title: 'Transport' }] },
      });
      expect(Date.parse(answer.data.items[0].deletedAt)).toBeGreaterThanOrEqual(Date.parse(answer.data.items[1].deletedAt));
    });

    it('pages with a cursor and searches titles', async () => {
      const first = (await removed({ first: 2 })).data;
      expect(first.items).toHaveLength(2);
      expect(first.hasNextPage).toBe(true);
      const next = (await removed({ first: 2, after: first.endCursor })).data;
      expect(next.hasNextPage).toBe(false);
      const seen = [...first.items, ...next.items].map((item: { opinion: { databaseId: number } }) => item.opinion.databaseId);
      expect(seen).toEqual([ids[2], ids[1], ids[0]]);
      const found = (await removed({ search: 'CYCLE' })).data;
      expect(found.items.map((item: { opinion: { title: string } }) => item.opinion.title)).toEqual(['Cycle lanes pay off']);
      expect(found.total).toBe(1);
      // LIKE's wildcards are plain characters in a search.
      expect((await removed({ search: '%' })).data).toMatchObject({ items: [], total: 0 });
    });

    it('lists a deletion made before the log kept its time last, without a name', async () => {
      const legacy = await createOpinion(t.prisma, { slug: 'ao-legacy', title: 'Legacy deletion', deleted: true });
      const answer = (await removed()).data;
      expect(answer.items.at(-1)).toMatchObject({ deletedAt: null, deletedBy: null, opinion: { databaseId: legacy.id } });
      const paged = (await removed({ first: 3 })).data;
      const rest = (await removed({ first: 3, after: paged.endCursor })).data;
      expect(rest.items.map((item: { opinion: { databaseId: number } }) => item.opinion.databaseId)).toEqual([legacy.id]);
      await t.prisma.opinion.delete({ where: { id: legacy.id } });
    });

    it('records deleting and restoring from the opinion page, once per change', async () => {
      const id = ids[3]!;
      await setDeleted(id, true, deleter.cookie);
      await setDeleted(id, true, deleter.cookie);
      const deletions = await auditOf('opinion.deleted', id);
      expect(deletions).toHaveLength(1);
      expect(deletions[0]).toMatchObject({ actorId: deleter.userId, targetType: 'Opinion', targetLabel: 'Ferries are underrated', before: { deleted: false }, after: { deleted: true } });
      expect((await removed()).data.items[0]).toMatchObject({ deletedBy: 'ao_deleter', opinion: { databaseId: id } });
      await setDeleted(id, false, deleter.cookie);
      await setDeleted(id, false, deleter.cookie);
      expect(await auditOf('opinion.restored', id)).toMatchObject([{ actorId: deleter.userId, before: { deleted: true }, after: { deleted: false } }]);
    });

    it('restores from the hub: recorded with the note, the page shows it again and the creator’s karma returns', async () => {
      const id = ids[0]!;
      const authorId = (await t.prisma.opinion.findUniqueOrThrow({ where: { id } })).createdById!;
      const karmaBefore = (await t.prisma.user.findUniqueOrThrow({ where: { id: authorId } })).karma;
      const answer = await restore(id, admin.cookie, 'Deleted by mistake');
      expect(answer.data!.restoreOpinion).toMatchObject({ __typename: 'MutationRestoreOpinionSuccess', data: { databaseId: id, deleted: false } });
      expect(await auditOf('opinion.restored', id)).toMatchObject([{ actorId: admin.userId, note: 'Deleted by mistake', before: { deleted: true }, after: { deleted: false } }]);
      expect((await t.graphql(OPINION_PAGE, { slug: 'ao-removed-0' })).data!.opinion).toMatchObject({ deleted: false });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: authorId } })).karma).toBe(karmaBefore + 20);
      expect((await removed()).data.items.map((item: { opinion: { databaseId: number } }) => item.opinion.databaseId)).not.toContain(id);
      expect((await t.prisma.opinion.findUniqueOrThrow({ where: { id } })).deletedAt).toBeNull();
    });

    it('applies one of two restores at once, records it once, and refuses the other with a 409', async () => {
      const id = ids[1]!;
      const before = await t.prisma.auditEntry.count();
      const answers = await Promise.all([restore(id), restore(id, secondAdmin.cookie)]);
      expect(answers.map((answer) => answer.data!.restoreOpinion.__typename).sort()).toEqual(['ConflictError', 'MutationRestoreOpinionSuccess']);
      expect(answers.map((answer) => answer.data!.restoreOpinion.message).filter(Boolean)).toEqual(['This opinion was already restored']);
      expect(await t.prisma.auditEntry.count()).toBe(before + 1);
      await expectRefused(() => restore(id), 'restoreOpinion', { __typename: 'ConflictError', message: 'This opinion was already restored' });
    });

    it('refuses bad input and other callers, and writes nothing', async () => {
      const id = ids[2]!;
      await expectRefused(() => restore(id, admin.cookie, 'x'.repeat(501)), 'restoreOpinion', { __typename: 'ValidationError' });
      await expectRefused(() => restore(999_999), 'restoreOpinion', { __typename: 'NotFoundError', message: 'This opinion does not exist' });
      await expectRefused(() => restore(encodeGlobalID('Topic', id)), 'restoreOpinion', { __typename: 'NotFoundError' });
      const before = await snapshot();
      expect((await restore('not-an-id')).errors?.[0]?.message).toBe('Invalid global ID: not-an-id');
      expect(await snapshot()).toEqual(before);
      const gone = await t.prisma.opinion.findUniqueOrThrow({ where: { slug: 'ao-gone' } });
      await expectRefused(() => restore(gone.id), 'restoreOpinion', { __typename: 'GoneError' });
      // Restoring needs both the hub and CanDeleteContent.
      await expectRefused(() => restore(id, hubOnly.cookie), 'restoreOpinion', { __typename: 'AuthError', status: 403 });
      await expectRefused(() => restore(id, deleter.cookie), 'restoreOpinion', { __typename: 'AuthError', status: 403 });
      await expectRefused(() => restore(id, ''), 'restoreOpinion', { __typename: 'AuthError', status: 401 });
      expect(await removed({}, deleter.cookie)).toMatchObject({ __typename: 'AuthError', status: 403 });
      expect(await removed({}, '')).toMatchObject({ __typename: 'AuthError', status: 401 });
      expect(await removed({ after: 'not-a-cursor' })).toMatchObject({ __typename: 'ValidationError' });
      expect(await removed({ first: 51 })).toMatchObject({ __typename: 'ValidationError' });
      expect((await t.graphql(REMOVED, {}, { cookie: hubOnly.cookie })).data!.removedOpinions.__typename).toBe('QueryRemovedOpinionsSuccess');
    });
  });

  describe('editing opinions', () => {
    let id: number;

    beforeAll(async () => {
      id = (await createOpinion(t.prisma, { slug: 'ao-edited', title: 'Cars should pay to enter cities', topicIds: [topicIds[0]!] })).id;
    });

    const edit = (input: Record<string, unknown>, cookie = admin.cookie) =>
      t.graphql(EDIT, { input: { opinionId: opinionId(id), topicIds: [topic(topicIds[0]!)], ...input } }, { cookie });

    it('records an edit with the title, topics, link and context before and after', async () => {
      const answer = await edit({ title: 'Cars should pay to enter city centres', topicIds: [topic(topicIds[1]!), topic(topicIds[0]!)], tidbit: 'Like London' });
      expect(answer.data!.editOpinion).toMatchObject({ data: { title: 'Cars should pay to enter city centres' } });
      const [entry] = await auditOf('opinion.edited', id);
      expect(entry).toMatchObject({
        actorId: admin.userId,
        targetType: 'Opinion',
        targetLabel: 'Cars should pay to enter cities',
        before: { title: 'Cars should pay to enter cities', topics: ['Transport'], link: '', tidbit: '' },
        after: { title: 'Cars should pay to enter city centres', topics: ['Transport', 'Cities'], link: '', tidbit: 'Like London' },
      });
    });

    it('records a contributor’s edit too, and an edit that changes nothing not at all', async () => {
      await edit({ title: 'Cars should pay to enter city centres', topicIds: [topic(topicIds[0]!), topic(topicIds[1]!)], tidbit: 'Like London' }, contributor.cookie);
      expect(await auditOf('opinion.edited', id)).toHaveLength(1);
      await edit({ title: 'Drivers should pay to enter city centres' }, contributor.cookie);
      const entries = await auditOf('opinion.edited', id);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({ actorId: contributor.userId, after: { title: 'Drivers should pay to enter city centres', topics: ['Transport'], tidbit: '' } });
    });

    it('refuses bad edits and other members, and writes nothing', async () => {
      await createOpinion(t.prisma, { slug: 'a-title-already-taken', title: 'A title already taken' });
      await expectRefused(() => edit({ title: 'A title already taken' }), 'editOpinion', { __typename: 'ConflictError' });
      await expectRefused(() => edit({ title: '   ' }), 'editOpinion', { __typename: 'ValidationError', message: 'Please enter a title' });
      await expectRefused(() => edit({ title: 'x'.repeat(201) }), 'editOpinion', { __typename: 'ValidationError' });
      await expectRefused(() => edit({ title: 'Fine', topicIds: [topic(999_999)] }), 'editOpinion', { __typename: 'ValidationError' });
      await expectRefused(() => edit({ title: 'Fine', opinionId: opinionId(999_999) }), 'editOpinion', { __typename: 'NotFoundError' });
      await expectRefused(() => edit({ title: 'Fine' }, member.cookie), 'editOpinion', { __typename: 'AuthError', status: 403 });
      await expectRefused(() => edit({ title: 'Fine' }, hubOnly.cookie), 'editOpinion', { __typename: 'AuthError', status: 403 });
    });
  });

  describe('suggestions', () => {
    const suggestionIds: number[] = [];
    const longText = `${'Public transport should be free for everyone under twenty-five years old, paid for by a congestion charge '.repeat(3)}in every city`;

    async function suggest(body: string, cookie = suggester.cookie, parentId: number | null = null): Promise<number> {
      const answer = await t.graphql(POST, { input: { threadKey: 'suggest', parentId: parentId === null ? null : encodeGlobalID('Comment', parentId), body } }, { cookie });
      const id = answer.data!.postComment?.data?.databaseId as number | undefined;
      if (!id) throw new Error(`postComment failed: ${JSON.stringify(answer.data)}`);
      return id;
    }
    const suggestions = async (variables: Record<string, unknown> = {}, cookie = admin.cookie) =>
      (await t.graphql(SUGGESTIONS, variables, { cookie })).data!.opinionSuggestions;
    const fromSuggestion = (suggestionId: number | string, title: string, cookie = admin.cookie, extra: Record<string, unknown> = {}) =>
      t.graphql(
        FROM_SUGGESTION,
        {
          input: {
            suggestionId: typeof suggestionId === 'number' ? encodeGlobalID('Comment', suggestionId) : suggestionId,
            title,
            topicIds: [topic(topicIds[0]!)],
            ...extra,
          },
        },
        { cookie },
      );

    beforeAll(async () => {
      suggestionIds.push(await suggest('<p>Homework should be <b>banned</b>   in primary schools</p>'));
      suggestionIds.push(await suggest(longText, member.cookie));
      suggestionIds.push(await suggest('Voting should be compulsory'));
      // Replies discuss a suggestion; they are not suggestions. A deleted one is gone.
      await suggest('Agreed, and in secondary schools too', member.cookie, suggestionIds[0]!);
      const deletedId = await suggest('Never mind this one');
      await t.graphql(`mutation($input: CommentIdInput!) { deleteComment(input: $input) { __typename } }`, { input: { commentId: encodeGlobalID('Comment', deletedId) } }, { cookie: suggester.cookie });
      suggestionIds.push(deletedId);
      // A good point for the first.
      await t.graphql(`mutation($input: LikeCommentInput!) { likeComment(input: $input) { __typename } }`, { input: { commentId: encodeGlobalID('Comment', suggestionIds[0]!), liked: true } }, { cookie: member.cookie });
    });

    it('lists the Suggest page’s top-level comments newest first, with a title draft and what became of them', async () => {
      const answer = await suggestions();
      expect(answer.__typename).toBe('QueryOpinionSuggestionsSuccess');
      const items = answer.data.items;
      expect(items.map((item: { databaseId: number }) => item.databaseId)).toEqual([suggestionIds[2], suggestionIds[1], suggestionIds[0]]);
      expect(answer.data.total).toBe(3);
      expect(items[2]).toMatchObject({
        commentId: encodeGlobalID('Comment', suggestionIds[0]!),
        authorUsername: 'ao_suggester',
        titleDraft: 'Homework should be banned in primary schools',
        goodPoints: 1,
        replies: 1,
        opinion: null,
      });
      expect(items[2].bodyHtml).toContain('<b>banned</b>');
      // A long suggestion is cut after the last whole word that fits the title limit.
      expect(items[1].titleDraft.length).toBeLessThanOrEqual(200);
      expect(longText.startsWith(items[1].titleDraft)).toBe(true);
      expect(longText[items[1].titleDraft.length]).toBe(' ');
    });

    it('pages and searches by author or text', async () => {
      const first = (await suggestions({ first: 2 })).data;
      expect(first.hasNextPage).toBe(true);
      const next = (await suggestions({ first: 2, after: first.endCursor })).data;
      expect([...first.items, ...next.items].map((item: { databaseId: number }) => item.databaseId)).toEqual([suggestionIds[2], suggestionIds[1], suggestionIds[0]]);
      expect((await suggestions({ search: 'ao_member' })).data.items.map((item: { databaseId: number }) => item.databaseId)).toEqual([suggestionIds[1]]);
      expect((await suggestions({ search: 'COMPULSORY' })).data).toMatchObject({ total: 1, items: [{ databaseId: suggestionIds[2] }] });
      expect((await suggestions({ search: 'nothing like this' })).data).toMatchObject({ total: 0, items: [] });
    });

    it('makes an opinion of a suggestion: credited on its page, the suggester told, the log records it', async () => {
      const answer = await fromSuggestion(suggestionIds[0]!, 'Homework should be banned in primary schools', hubCreator.cookie);
      const opinion = answer.data!.createOpinionFromSuggestion.data;
      expect(opinion).toMatchObject({ title: 'Homework should be banned in primary schools', suggestedBy: { username: 'ao_suggester' }, topics: [{ title: 'Transport' }] });
      expect((await t.graphql(OPINION_PAGE, { slug: opinion.slug })).data!.opinion).toMatchObject({ suggestedBy: { username: 'ao_suggester' } });
      const notes = (await t.graphql(NOTIFICATIONS, {}, { cookie: suggester.cookie })).data!.viewer.notifications;
      expect(notes[0]).toMatchObject({
        kind: 'SUGGESTION',
        actionName: 'SuggestionAccepted',
        artifactTitle: 'Homework should be banned in primary schools',
        body: 'Your suggestion became an opinion: Homework should be banned in primary schools',
        url: `/o/${opinion.slug}`,
        actorUsername: 'ao_hub_creator',
      });
      const [entry] = await auditOf('opinion.createdFromSuggestion', opinion.databaseId);
      expect(entry).toMatchObject({
        actorId: hubCreator.userId,
        targetType: 'Opinion',
        targetLabel: 'Homework should be banned in primary schools',
        before: null,
        after: {
          title: 'Homework should be banned in primary schools',
          topics: ['Transport'],
          suggestedBy: 'ao_suggester',
          suggestion: 'Homework should be banned in primary schools',
        },
      });
      expect(entry!.after).not.toHaveProperty('link');
      const listed = (await suggestions({ search: 'homework' })).data.items[0];
      expect(listed.opinion).toEqual({ databaseId: opinion.databaseId, slug: opinion.slug, title: opinion.title });
      // 20 karma for the opinion, as for any the creator writes.
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: hubCreator.userId } })).karma).toBe(20);
    });

    it('makes one opinion per suggestion: a second attempt is a 409 and changes nothing', async () => {
      await expectRefused(() => fromSuggestion(suggestionIds[0]!, 'Primary schools should set no homework'), 'createOpinionFromSuggestion', {
        __typename: 'ConflictError',
        message: 'An opinion was already created from this suggestion',
      });
    });

    it('lets one of two admins at once make the opinion and refuses the other', async () => {
      const before = await snapshot();
      const answers = await Promise.all([
        fromSuggestion(suggestionIds[2]!, 'Voting should be compulsory'),
        fromSuggestion(suggestionIds[2]!, 'Voting should be compulsory for everyone', hubCreator.cookie),
      ]);
      expect(answers.map((answer) => answer.data!.createOpinionFromSuggestion.__typename).sort()).toEqual(['ConflictError', 'MutationCreateOpinionFromSuggestionSuccess']);
      const after = await snapshot();
      expect(after.opinions).toHaveLength(before.opinions.length + 1);
      expect(after.audit).toBe(before.audit + 1);
      expect(after.notifications).toBe(before.notifications + 1);
    });

    it('refuses what is not a suggestion, a deleted one, bad drafts and other callers, and writes nothing', async () => {
      const id = suggestionIds[1]!;
      const reply = await t.prisma.comment.findFirstOrThrow({ where: { parentId: suggestionIds[0]! } });
      const opinionComment = await t.graphql(POST, { input: { threadKey: `opinion:${(await t.prisma.opinion.findFirstOrThrow({ where: { deleted: false, removedAt: null } })).id}`, body: 'On an opinion', responseType: 'PRO' } }, { cookie: member.cookie });
      const field = 'createOpinionFromSuggestion';
      await expectRefused(() => fromSuggestion(999_999, 'Anything at all'), field, { __typename: 'NotFoundError', message: 'This suggestion does not exist' });
      await expectRefused(() => fromSuggestion(reply.id, 'Anything at all'), field, { __typename: 'NotFoundError' });
      await expectRefused(() => fromSuggestion(opinionComment.data!.postComment.data.databaseId, 'Anything at all'), field, { __typename: 'NotFoundError' });
      await expectRefused(() => fromSuggestion(encodeGlobalID('Opinion', id), 'Anything at all'), field, { __typename: 'NotFoundError' });
      await expectRefused(() => fromSuggestion(suggestionIds[3]!, 'Anything at all'), field, { __typename: 'GoneError', message: 'This suggestion has been deleted' });
      await expectRefused(() => fromSuggestion(id, 'A title already taken'), field, { __typename: 'ConflictError', message: 'An opinion with this title already exists' });
      await expectRefused(() => fromSuggestion(id, ''), field, { __typename: 'ValidationError', message: 'Please enter a title' });
      await expectRefused(() => fromSuggestion(id, 'y'.repeat(201)), field, { __typename: 'ValidationError' });
      await expectRefused(() => fromSuggestion(id, 'Fine title', admin.cookie, { link: 'javascript:alert(1)' }), field, { __typename: 'ValidationError' });
      await expectRefused(() => fromSuggestion(id, 'Fine title', admin.cookie, { topicIds: [topic(999_999)] }), field, { __typename: 'ValidationError' });
      // It needs the hub and CanCreateOpinions.
      await expectRefused(() => fromSuggestion(id, 'Fine title', hubOnly.cookie), field, { __typename: 'AuthError', status: 403 });
      await expectRefused(() => fromSuggestion(id, 'Fine title', creatorOnly.cookie), field, { __typename: 'AuthError', status: 403 });
      await expectRefused(() => fromSuggestion(id, 'Fine title', member.cookie), field, { __typename: 'AuthError', status: 403 });
      await expectRefused(() => fromSuggestion(id, 'Fine title', ''), field, { __typename: 'AuthError', status: 401 });
      expect(await suggestions({}, creatorOnly.cookie)).toMatchObject({ __typename: 'AuthError', status: 403 });
      expect(await suggestions({ after: 'bad' })).toMatchObject({ __typename: 'ValidationError' });
    });

    it('drops the credit when the suggester erases their account; the opinion stays', async () => {
      const other = await t.createUserWithSession('ao_leaver');
      const commentId = await suggest('Libraries should open on Sundays', other.cookie);
      const made = (await fromSuggestion(commentId, 'Libraries should open on Sundays')).data!.createOpinionFromSuggestion.data;
      const erased = await t.graphql(`mutation($c: String!) { deleteAccount(confirmation: $c) { __typename ... on Error { message } } }`, { c: 'ao_leaver' }, { cookie: other.cookie });
      expect(erased.data!.deleteAccount.__typename).toBe('MutationDeleteAccountSuccess');
      expect((await t.graphql(OPINION_PAGE, { slug: made.slug })).data!.opinion).toMatchObject({ title: 'Libraries should open on Sundays', suggestedBy: null });
      const row = await t.prisma.opinion.findUniqueOrThrow({ where: { id: made.databaseId } });
      expect(row).toMatchObject({ suggestedById: null, suggestionCommentId: null });
    });
  });
});
