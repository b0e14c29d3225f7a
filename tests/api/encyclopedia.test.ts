// The encyclopedia (docs/product.md#encyclopedia) over real HTTP on both databases: the complete
// lists and the pages search results link to; who may do what (visitor, member, contributor,
// admin, CanDeleteContent); every change a revision with every action name of the spec; reverts
// that restore exactly; a stale edit answered 409 with the newer text and nothing written; likes
// (LikeRev) and followers' notifications; bad input refused with nothing written; pictures
// through the avatar pipeline; the two REST feeds; the write rate limit.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEncyclopedia, type EncyclopediaSeedContent } from '../../api/db/encyclopedia-seed.ts';
import { encyclopediaRateLimits } from '../../api/modules/encyclopedia/revisions.ts';
import { mutationDocument } from '../support/schema-calls.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const listsQuery = `{
  people { databaseId slug name description }
  tags { databaseId slug title }
  questions { databaseId slug title positions { databaseId title } }
  arguments { databaseId title question { title } }
}`;

type Lists = {
  people: Array<{ databaseId: number; slug: string; name: string; description: string }>;
  tags: Array<{ databaseId: number; slug: string; title: string }>;
  questions: Array<{ databaseId: number; slug: string; title: string; positions: Array<{ databaseId: number; title: string }> }>;
  arguments: Array<{ databaseId: number; title: string; question: { title: string } }>;
};

/** What every mutation here selects besides its data: the error it may answer with. */
const OUTCOME = '__typename ... on Error { message } ... on AuthError { status } ... on EditConflictError { fieldName currentText latestRevisionId currentValueJson }';

const NOTIFICATIONS = `{ viewer { notifications { kind actionName argsJson artifactTitle url body actorUsername } } }`;
type Notification = { kind: string; actionName: string; argsJson: string; artifactTitle: string; url: string; body: string; actorUsername: string };

/** The spec's action names (docs/product.md#encyclopedia): each must be produced by some call. */
const SPEC_ACTION_NAMES = [
  ...['Person', 'Convo', 'Pos', 'Arg', 'Req'].flatMap((prefix) => ['Init', 'Revert', 'Delete', 'SetImage', 'EditTextField'].map((verb) => `${prefix}${verb}`)),
  'ArgSetPos',
  ...['Convo', 'Person'].flatMap((prefix) => ['LinkAdd', 'LinkEdit', 'LinkRemove'].map((verb) => `${prefix}${verb}`)),
];

describe.each(testDatabaseKinds())('the encyclopedia on %s', (kind) => {
  let t: TestApp;
  let contributor: string;
  let editor: string;
  let admin: string;
  let moderator: string;
  /** An admin who may also delete content: the one who restores deleted items. */
  let chief: string;
  let member: string;
  let memberId: number;
  let follower: string;
  let png: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie: contributor } = await t.createUserWithSession('Enc_Contributor', { role: 'CONTRIBUTOR' }));
    ({ cookie: editor } = await t.createUserWithSession('Enc_Editor', { role: 'CONTRIBUTOR' }));
    ({ cookie: admin } = await t.createUserWithSession('Enc_Admin', { role: 'ADMIN' }));
    ({ cookie: moderator } = await t.createUserWithSession('Enc_Moderator', { canDeleteContent: true }));
    ({ cookie: chief } = await t.createUserWithSession('Enc_Chief', { role: 'ADMIN', canDeleteContent: true }));
    ({ cookie: member, userId: memberId } = await t.createUserWithSession('Enc_Member'));
    ({ cookie: follower } = await t.createUserWithSession('Enc_Follower'));
    png = (await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c63' } }).png().toBuffer()).toString('base64');
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  const lists = async () => {
    const response = await t.graphql<Lists>(listsQuery);
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  /** Runs a mutation of the served schema (its arguments from `variables`); answers its result. */
  async function run(name: string, variables: Record<string, unknown>, cookie?: string, data = 'databaseId') {
    const success = `Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success`;
    const response = await t.graphql(mutationDocument(name, `${OUTCOME} ... on ${success} { data { ${data} } }`), variables, cookie ? { cookie } : {});
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data[name] as { __typename: string; message?: string; status?: number; data?: any; fieldName?: string; currentText?: string; latestRevisionId?: number };
  }

  /** The data of a mutation that must succeed. */
  async function ok(name: string, variables: Record<string, unknown>, cookie: string, data = 'databaseId latestRevisionId') {
    const result = await run(name, variables, cookie, data);
    expect(result.__typename, `${name}: ${JSON.stringify(result)}`).toMatch(/Success$/);
    return result.data;
  }

  async function read(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
    const response = await t.graphql(query, variables, cookie ? { cookie } : {});
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data;
  }

  const notificationsOf = async (cookie: string) => (await read(NOTIFICATIONS, {}, cookie)).viewer.notifications as Notification[];
  /** Everything a refused call must leave as it was. */
  const counts = async () => ({
    revisions: await t.prisma.revision.count(),
    questions: await t.prisma.convo.count(),
    positions: await t.prisma.position.count(),
    arguments: await t.prisma.argument.count(),
    people: await t.prisma.person.count(),
    tags: await t.prisma.tag.count(),
    links: await t.prisma.externalLink.count(),
    images: await t.prisma.encyclopediaImage.count(),
    requests: await t.prisma.convoRequest.count(),
  });

  async function newQuestion(title: string, extra: Record<string, unknown> = {}, cookie = contributor) {
    return ok('createQuestion', { input: { title, description: `About ${title}`, categoryIds: [categoryId], ...extra } }, cookie, 'databaseId slug latestRevisionId');
  }
  const latestOf = async (type: 'CONVO' | 'POS' | 'ARG' | 'PERSON' | 'TAG' | 'REQ', id: number) =>
    (await t.prisma.revision.findFirstOrThrow({ where: { artifactType: type, artifactId: id }, orderBy: { id: 'desc' } })).id;

  it('answers empty lists when nothing exists', async () => {
    expect(await lists()).toEqual({ people: [], tags: [], questions: [], arguments: [] });
    expect(await read('{ categories { title } questionFeed { edges { node { title } } } argumentFeed { edges { node { title } } } }')).toEqual({
      categories: [],
      questionFeed: { edges: [] },
      argumentFeed: { edges: [] },
    });
  });

  it('lists what exists, sorted, without deleted items, and every search link lands on a page that shows its item', async () => {
    await t.prisma.person.create({ data: { id: 61, slug: 'richard-dawkins', name: 'Richard Dawkins', description: 'Biologist' } });
    await t.prisma.person.create({ data: { id: 62, slug: 'ada-lovelace', name: 'Ada Lovelace' } });
    await t.prisma.person.create({ data: { id: 63, slug: 'gone-person', name: 'Gone Biologist', deletedAt: new Date() } });
    await t.prisma.tag.create({ data: { id: 71, slug: 'theology', title: 'Theology' } });
    await t.prisma.tag.create({ data: { id: 72, slug: 'biology', title: 'biology' } });
    await t.prisma.tag.create({ data: { id: 73, slug: 'gone-biology-tag', title: 'Gone biology tag', deletedAt: new Date() } });
    await t.prisma.convo.create({ data: { id: 31, slug: 'is-god-real', title: 'Is God real?' } });
    await t.prisma.position.create({ data: { id: 41, convoId: 31, title: 'God is real' } });
    await t.prisma.position.create({ data: { id: 42, convoId: 31, title: 'God is not real' } });
    await t.prisma.position.create({ data: { id: 43, convoId: 31, title: 'A withdrawn God position', deletedAt: new Date() } });
    await t.prisma.argument.create({ data: { id: 51, convoId: 31, positionId: 41, title: 'The fine-tuning of the universe points to God' } });
    await t.prisma.argument.create({ data: { id: 54, convoId: 31, positionId: 43, title: 'An argument for a withdrawn God position' } });
    await t.prisma.convo.create({ data: { id: 32, slug: 'gone-question', title: 'A withdrawn God question', deletedAt: new Date() } });
    await t.prisma.argument.create({ data: { id: 52, convoId: 32, title: 'An argument in a withdrawn God question' } });
    await t.prisma.argument.create({ data: { id: 53, convoId: 31, title: 'A withdrawn God argument', deletedAt: new Date() } });

    const found = await lists();
    expect(found).toEqual({
      people: [
        { databaseId: 62, slug: 'ada-lovelace', name: 'Ada Lovelace', description: '' },
        { databaseId: 61, slug: 'richard-dawkins', name: 'Richard Dawkins', description: 'Biologist' },
      ],
      tags: [
        { databaseId: 72, slug: 'biology', title: 'biology' },
        { databaseId: 71, slug: 'theology', title: 'Theology' },
      ],
      questions: [
        {
          databaseId: 31,
          slug: 'is-god-real',
          title: 'Is God real?',
          positions: [
            { databaseId: 41, title: 'God is real' },
            { databaseId: 42, title: 'God is not real' },
          ],
        },
      ],
      arguments: [{ databaseId: 51, title: 'The fine-tuning of the universe points to God', question: { title: 'Is God real?' } }],
    });

    // Every search link leads to a page whose query shows the item it names.
    const links: Array<{ ArtifactType: string; Title: string; Link: string }> = [];
    for (const q of ['god', 'theology', 'biology', 'dawkins', 'lovelace']) {
      const response = await t.rest('GET', `/api/v2/search?q=${q}`);
      const { Results } = (response.json as { body: { Results: Array<{ ArtifactType: string; Title: string; Link: string }> } }).body;
      links.push(...Results.filter((result) => !['opinion', 'topic'].includes(result.ArtifactType)));
    }
    expect(new Set(links.map((link) => link.ArtifactType))).toEqual(new Set(['convo', 'pos', 'arg', 'person', 'tag']));
    expect(links.map((link) => link.Title)).not.toContain('An argument for a withdrawn God position');
    expect(links.map((link) => link.Title)).not.toContain('Gone biology tag');
    for (const link of links) {
      const [path, anchor] = link.Link.split('#') as [string, string | undefined];
      const page = /^\/(questions|people|tags)\/([a-z0-9-]+)$/.exec(path);
      if (link.ArtifactType === 'arg') {
        expect(path).toBe('/arguments');
        expect(found.arguments.map((argument) => `arg-${argument.databaseId}`)).toContain(anchor);
      } else if (page?.[1] === 'questions') {
        const shown = await read('query ($slug: String!) { question(slug: $slug) { __typename ... on Question { title positions { databaseId } } } }', { slug: page[2] });
        expect(shown.question.__typename).toBe('Question');
        if (anchor) expect(shown.question.positions.map((position: { databaseId: number }) => `pos-${position.databaseId}`)).toContain(anchor);
        else expect(shown.question.title).toBe(link.Title);
      } else if (page?.[1] === 'people') {
        expect((await read('query ($slug: String!) { person(slug: $slug) { ... on Person { name } } }', { slug: page[2] })).person.name).toBe(link.Title);
      } else {
        expect(page?.[1], link.Link).toBe('tags');
        expect((await read('query ($slug: String!) { encyclopediaTag(slug: $slug) { ... on Tag { title } } }', { slug: page![2] })).encyclopediaTag.title).toBe(link.Title);
      }
    }
    // A deleted item's page answers 410, an unknown one 404.
    expect(await read('{ question(slug: "gone-question") { __typename } person(slug: "gone-person") { __typename } encyclopediaTag(slug: "nothing-here") { __typename } }')).toEqual({
      question: { __typename: 'GoneError' },
      person: { __typename: 'GoneError' },
      encyclopediaTag: { __typename: 'NotFoundError' },
    });
  });

  it('lets visitors read, members propose and like, contributors and admins write, and only CanDeleteContent delete; refused calls write nothing', async () => {
    const category = await ok('createCategory', { input: { title: 'Society', description: 'How we live together' } }, contributor, 'databaseId url');
    categoryId = category.databaseId;
    expect(category.url).toBe('/questions?category=society');

    const before = await counts();
    const draft = { input: { title: 'Should voting be compulsory?', categoryIds: [categoryId] } };
    expect(await run('createQuestion', draft)).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect(await run('createQuestion', draft, member)).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await run('createQuestion', draft, moderator)).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await run('createCategory', { input: { title: 'Refused' } }, member)).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await run('proposeQuestion', { input: { title: 'A visitor proposal' } })).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect(await counts()).toEqual(before);

    const question = await ok('createQuestion', draft, contributor, 'databaseId slug latestRevisionId askedByUsername categories { title }');
    expect(question).toMatchObject({ slug: 'should-voting-be-compulsory', askedByUsername: 'Enc_Contributor', categories: [{ title: 'Society' }] });
    // The admin role writes too, without any permission flag.
    const position = await ok('createPosition', { input: { questionId: question.databaseId, title: 'Yes, like in Australia' } }, admin);
    const request = await ok('proposeQuestion', { input: { title: 'Should the voting age be 16?' } }, member, 'databaseId status authorUsername');
    expect(request).toMatchObject({ status: 'OPEN', authorUsername: 'Enc_Member' });

    // Everyone reads.
    const page = await read('query ($slug: String!) { question(slug: $slug) { ... on Question { title positions { title } followedByMe } } }', { slug: question.slug });
    expect(page.question).toEqual({ title: 'Should voting be compulsory?', positions: [{ title: 'Yes, like in Australia' }], followedByMe: false });

    expect(await run('likeRevision', { revisionId: question.latestRevisionId, liked: true })).toMatchObject({ __typename: 'AuthError', status: 401 });
    expect((await ok('likeRevision', { revisionId: question.latestRevisionId, liked: true }, member, 'likeCount likedByMe'))).toEqual({ likeCount: 1, likedByMe: true });

    const deleteInput = { input: { artifactType: 'POS', artifactId: position.databaseId } };
    expect(await run('deleteEncyclopediaArtifact', deleteInput, contributor)).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await run('deleteEncyclopediaArtifact', deleteInput, admin)).toMatchObject({ __typename: 'AuthError', status: 403 });
    expect(await t.prisma.position.findUniqueOrThrow({ where: { id: position.databaseId } })).toMatchObject({ deletedAt: null });
    expect(await ok('deleteEncyclopediaArtifact', deleteInput, moderator, 'actionName fieldName')).toEqual({ actionName: 'PosDelete', fieldName: 'deleted' });
    expect(await run('deleteEncyclopediaArtifact', deleteInput, moderator)).toMatchObject({ __typename: 'ConflictError', message: 'This item is already deleted' });
  });

  it('produces every action name of the spec, each revision with its author, time and field', async () => {
    const started = new Date(Date.now() - 1000);
    const tag = await ok('createEncyclopediaTag', { input: { title: 'Democracy', description: 'Rule by the people' } }, contributor);
    await ok('editEncyclopediaTag', { input: { tagId: tag.databaseId, baseRevisionId: tag.latestRevisionId, description: 'Rule by the many' } }, editor);
    const person = await ok('createPerson', { input: { name: 'Jean-Jacques Rousseau', description: 'Philosopher', tagIds: [tag.databaseId] } }, contributor, 'databaseId slug latestRevisionId url');
    expect(person).toMatchObject({ slug: 'jean-jacques-rousseau', url: '/people/jean-jacques-rousseau' });
    await ok('editPerson', { input: { personId: person.databaseId, baseRevisionId: person.latestRevisionId, description: 'Philosopher of the general will', tagIds: [] } }, editor);
    await ok('setPersonImage', { input: { id: person.databaseId, baseRevisionId: await latestOf('PERSON', person.databaseId), imageBase64: png } }, editor);
    const personLink = await ok('addExternalLink', { input: { artifactType: 'PERSON', artifactId: person.databaseId, url: 'https://en.wikipedia.org/wiki/Rousseau', title: 'Wikipedia' } }, contributor, 'databaseId url');
    await ok('editExternalLink', { input: { linkId: personLink.databaseId, baseRevisionId: await latestOf('PERSON', person.databaseId), url: 'https://plato.stanford.edu/entries/rousseau/', title: 'SEP' } }, editor, 'url');
    await ok('removeExternalLink', { input: { linkId: personLink.databaseId, baseRevisionId: await latestOf('PERSON', person.databaseId) } }, editor, 'url');

    const question = await newQuestion('Is democracy the best system?', { tagIds: [tag.databaseId], personIds: [person.databaseId] });
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, description: 'Churchill thought so' } }, editor);
    await ok('setQuestionImage', { input: { id: question.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId), imageBase64: png } }, editor);
    const questionLink = await ok('addExternalLink', { input: { artifactType: 'CONVO', artifactId: question.databaseId, url: 'https://example.org/democracy' } }, editor, 'databaseId title');
    expect(questionLink.title).toBe('example.org');
    await ok('editExternalLink', { input: { linkId: questionLink.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId), url: 'https://example.org/democracy', title: 'An essay' } }, editor, 'title');
    await ok('removeExternalLink', { input: { linkId: questionLink.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId) } }, editor, 'url');
    const otherTag = await ok('createEncyclopediaTag', { input: { title: 'Politics' } }, contributor);
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId), tagIds: [tag.databaseId, otherTag.databaseId], personIds: [] } }, editor);

    const yes = await ok('createPosition', { input: { questionId: question.databaseId, title: 'Yes', description: 'The least bad' } }, contributor);
    const no = await ok('createPosition', { input: { questionId: question.databaseId, title: 'No' } }, contributor);
    await ok('editPosition', { input: { positionId: no.databaseId, baseRevisionId: no.latestRevisionId, title: 'No, epistocracy is better' } }, editor);
    await ok('setPositionImage', { input: { id: yes.databaseId, baseRevisionId: yes.latestRevisionId, imageBase64: png } }, editor);
    const argument = await ok('createArgument', { input: { positionId: yes.databaseId, title: 'Peaceful change of power', personIds: [person.databaseId] } }, contributor);
    await ok('editArgument', { input: { argumentId: argument.databaseId, baseRevisionId: argument.latestRevisionId, description: 'Popper’s view', personIds: [] } }, editor);
    await ok('setArgumentImage', { input: { id: argument.databaseId, baseRevisionId: await latestOf('ARG', argument.databaseId), imageBase64: png } }, editor);
    const moved = await ok('setArgumentPosition', { input: { argumentId: argument.databaseId, positionId: no.databaseId, baseRevisionId: await latestOf('ARG', argument.databaseId) } }, editor, 'position { title }');
    expect(moved.position.title).toBe('No, epistocracy is better');

    const request = await ok('proposeQuestion', { input: { title: 'Should we have citizens’ assemblies?' } }, member);
    await ok('editQuestionRequest', { input: { requestId: request.databaseId, baseRevisionId: request.latestRevisionId, description: 'Like Ireland did' } }, member);
    const requestPicture = await ok('setQuestionRequestImage', { input: { id: request.databaseId, baseRevisionId: await latestOf('REQ', request.databaseId), imageBase64: png } }, member, 'imageWidth imageHeight');
    expect(requestPicture).toEqual({ imageWidth: 900, imageHeight: 600 });
    const accepted = await ok('acceptQuestionRequest', { input: { requestId: request.databaseId, categoryIds: [categoryId] } }, contributor, 'slug askedByUsername imageUrl description');
    expect(accepted).toMatchObject({ slug: 'should-we-have-citizens-assemblies', askedByUsername: 'Enc_Member', description: 'Like Ireland did' });
    expect(accepted.imageUrl).toMatch(/^\/api\/encyclopedia\/image\/\d+$/);
    const declined = await ok('proposeQuestion', { input: { title: 'Is the moon made of cheese?' } }, member);
    expect(await ok('declineQuestionRequest', { input: { requestId: declined.databaseId, note: 'Not a debate' } }, contributor, 'status decisionNote decidedByUsername')).toEqual({
      status: 'DECLINED',
      decisionNote: 'Not a debate',
      decidedByUsername: 'Enc_Contributor',
    });

    // Deletions (CanDeleteContent) and reverts of them (restoring needs it too).
    for (const [artifactType, artifactId] of [['PERSON', person.databaseId], ['CONVO', question.databaseId], ['POS', yes.databaseId], ['ARG', argument.databaseId], ['REQ', declined.databaseId], ['TAG', otherTag.databaseId]] as const) {
      const deletion = await ok('deleteEncyclopediaArtifact', { input: { artifactType, artifactId } }, moderator, 'databaseId');
      // Restoring needs both: the contributor or admin role (reverting) and CanDeleteContent.
      expect(await run('revertRevision', { revisionId: deletion.databaseId }, contributor)).toMatchObject({ __typename: 'AuthError', status: 403 });
      expect(await run('revertRevision', { revisionId: deletion.databaseId }, moderator)).toMatchObject({ __typename: 'AuthError', status: 403 });
      await ok('revertRevision', { revisionId: deletion.databaseId }, chief, 'actionName');
    }

    const revisions = await t.prisma.revision.findMany({ where: { artifactType: { not: 'ARTICLE' }, createdAt: { gte: started } }, include: { author: true } });
    const produced = new Set(revisions.map((revision) => revision.actionName));
    expect(SPEC_ACTION_NAMES.filter((name) => !produced.has(name))).toEqual([]);
    for (const name of ['ArgSetPeople', 'ConvoSetTags', 'ConvoSetPeople', 'PersonSetTags', 'ReqAccept', 'ReqDecline', 'TagInit', 'TagEditTextField', 'TagDelete', 'TagRevert']) expect(produced).toContain(name);
    // Each revision says who, when and (for one field) which, with the values before and after.
    const edit = revisions.find((revision) => revision.actionName === 'PersonEditTextField')!;
    expect(edit).toMatchObject({ fieldName: 'description', before: { description: 'Philosopher' }, after: { description: 'Philosopher of the general will' } });
    expect(edit.author.username).toBe('Enc_Editor');
    expect(revisions.find((revision) => revision.actionName === 'ArgSetPos')).toMatchObject({ fieldName: 'position', before: { position: yes.databaseId }, after: { position: no.databaseId } });
    for (const revision of revisions) expect(revision.createdAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
  });

  it('reverts to any revision exactly, and undoes a deletion or a link removal', async () => {
    const first = 'Line one.\n\nLine two, with  two spaces.';
    const question = await ok('createQuestion', { input: { title: 'Should zoos exist?', description: first, categoryIds: [categoryId] } }, contributor, 'databaseId slug latestRevisionId');
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, description: 'Second version.' } }, editor);
    const secondRevision = await latestOf('CONVO', question.databaseId);
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: secondRevision, title: 'Should zoos be banned?', description: 'Third version.' } }, contributor);
    const stored = async () => t.prisma.convo.findUniqueOrThrow({ where: { id: question.databaseId }, select: { title: true, description: true } });

    const revert = await ok('revertRevision', { revisionId: secondRevision }, editor, 'actionName fieldName changes { fieldName beforeText afterText } diff { kind text }');
    expect(revert).toEqual({
      actionName: 'ConvoRevert',
      fieldName: 'description',
      changes: [{ fieldName: 'description', beforeText: 'Third version.', afterText: 'Second version.' }],
      diff: [
        { kind: 'REMOVED', text: 'Third' },
        { kind: 'ADDED', text: 'Second' },
        { kind: 'SAME', text: ' version.' },
      ],
    });
    expect(await stored()).toEqual({ title: 'Should zoos be banned?', description: 'Second version.' });
    // The change it undid is marked; the title (another field) stays.
    const descriptionEdits = await t.prisma.revision.findMany({ where: { artifactType: 'CONVO', artifactId: question.databaseId, fieldName: 'description' }, orderBy: { id: 'asc' } });
    expect(descriptionEdits.map((revision) => [(revision.after as { description: string }).description, revision.revertedAt !== null])).toEqual([
      ['Second version.', false],
      ['Third version.', true],
      ['Second version.', false],
    ]);

    // Back to the first version: every field as it was created, exactly (line breaks, spaces).
    const init = await t.prisma.revision.findFirstOrThrow({ where: { artifactType: 'CONVO', artifactId: question.databaseId, actionName: 'ConvoInit' } });
    await ok('revertRevision', { revisionId: init.id }, editor, 'actionName');
    expect(await stored()).toEqual({ title: 'Should zoos exist?', description: first });
    expect(await run('revertRevision', { revisionId: init.id }, editor)).toMatchObject({ __typename: 'ConflictError' });

    // A removed link comes back as it was.
    const link = await ok('addExternalLink', { input: { artifactType: 'CONVO', artifactId: question.databaseId, url: 'https://example.org/zoos', title: 'Zoo report' } }, contributor, 'databaseId');
    const removal = await ok('removeExternalLink', { input: { linkId: link.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId) } }, contributor, 'url');
    expect(removal.url).toBe('https://example.org/zoos');
    const removedLinks = await read('query ($slug: String!) { question(slug: $slug) { ... on Question { links { title } } } }', { slug: question.slug });
    expect(removedLinks.question.links).toEqual([]);
    const removeRevision = await latestOf('CONVO', question.databaseId);
    await ok('revertRevision', { revisionId: removeRevision }, contributor, 'actionName');
    const restoredLinks = await read('query ($slug: String!) { question(slug: $slug) { ... on Question { links { title url } } } }', { slug: question.slug });
    expect(restoredLinks.question.links).toEqual([{ title: 'Zoo report', url: 'https://example.org/zoos' }]);

    // A deleted question is gone for visitors and back once an admin who may delete content reverts the deletion.
    const deletion = await ok('deleteEncyclopediaArtifact', { input: { artifactType: 'CONVO', artifactId: question.databaseId } }, moderator, 'databaseId');
    const pageQuery = 'query ($slug: String!) { question(slug: $slug) { __typename ... on Question { deleted } } }';
    expect((await read(pageQuery, { slug: question.slug })).question.__typename).toBe('GoneError');
    expect((await read(pageQuery, { slug: question.slug }, moderator)).question).toEqual({ __typename: 'Question', deleted: true });
    expect(await run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: await latestOf('CONVO', question.databaseId), title: 'Edited while deleted' } }, contributor)).toMatchObject({
      __typename: 'GoneError',
    });
    await ok('revertRevision', { revisionId: deletion.databaseId }, chief, 'actionName');
    expect((await read(pageQuery, { slug: question.slug })).question).toEqual({ __typename: 'Question', deleted: false });

    // The history: newest first, a page at a time, with a readable diff.
    const history = `query ($id: Int!, $after: String) { revisions(artifactType: CONVO, artifactId: $id, first: 3, after: $after) {
      __typename ... on QueryRevisionsSuccess { data { title url deleted latestRevisionId hasNextPage endCursor items { databaseId actionName authorUsername url } } } } }`;
    const page1 = (await read(history, { id: question.databaseId })).revisions.data;
    expect(page1).toMatchObject({ title: 'Should zoos exist?', url: `/questions/${question.slug}`, deleted: false, hasNextPage: true });
    expect(page1.items.map((item: { actionName: string }) => item.actionName)).toEqual(['ConvoRevert', 'ConvoDelete', 'ConvoRevert']);
    expect(page1.items[0].databaseId).toBe(page1.latestRevisionId);
    expect(page1.items[0].url).toBe(`/history/convo/${question.databaseId}#rev-${page1.items[0].databaseId}`);
    const all = [...page1.items];
    for (let after = page1.endCursor, more = page1.hasNextPage; more; ) {
      const next = (await read(history, { id: question.databaseId, after })).revisions.data;
      all.push(...next.items);
      after = next.endCursor;
      more = next.hasNextPage;
    }
    expect(all.map((item: { actionName: string }) => item.actionName).at(-1)).toBe('ConvoInit');
    expect(all).toHaveLength(await t.prisma.revision.count({ where: { artifactType: 'CONVO', artifactId: question.databaseId } }));
  });

  it('refuses an edit made from a stale revision with 409 and the newer text, and writes nothing', async () => {
    const question = await newQuestion('Is space exploration worth it?');
    const base = question.latestRevisionId;
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: base, description: 'The editor’s newer text' } }, editor);
    const newest = await latestOf('CONVO', question.databaseId);

    const before = await counts();
    const stale = await run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: base, description: 'The other editor’s text' } }, contributor);
    expect(stale).toMatchObject({
      __typename: 'EditConflictError',
      fieldName: 'description',
      currentText: 'The editor’s newer text',
      latestRevisionId: newest,
      message: 'Someone else changed the description while you were editing. It now reads: “The editor’s newer text”',
    });
    // A stale edit that touches the changed field writes nothing, not even its other fields.
    const mixed = await run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: base, title: 'A new title', description: 'Mine' } }, contributor);
    expect(mixed.__typename).toBe('EditConflictError');
    expect(await counts()).toEqual(before);
    expect(await t.prisma.convo.findUniqueOrThrow({ where: { id: question.databaseId } })).toMatchObject({ title: 'Is space exploration worth it?', description: 'The editor’s newer text' });
    // Another field, untouched since that version, may still be edited from it.
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: base, title: 'Is space exploration worth the money?' } }, contributor);
    // A version of another item is refused.
    const other = await newQuestion('Is a base of another item refused?');
    expect(await run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: other.latestRevisionId, title: 'x y' } }, contributor)).toMatchObject({ __typename: 'ValidationError' });

    // Two editors saving the same field from the same version at once: one wins, the other is told.
    const from = await latestOf('CONVO', question.databaseId);
    const [left, right] = await Promise.all([
      run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: from, description: 'Left' } }, contributor),
      run('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: from, description: 'Right' } }, editor),
    ]);
    const typenames = [left.__typename, right.__typename].sort();
    expect(typenames).toEqual(['EditConflictError', 'MutationEditQuestionSuccess']);
    const winner = left.__typename === 'EditConflictError' ? 'Right' : 'Left';
    expect([left, right].find((result) => result.__typename === 'EditConflictError')!.currentText).toBe(winner);
    expect((await t.prisma.convo.findUniqueOrThrow({ where: { id: question.databaseId } })).description).toBe(winner);
  });

  it('sends the author a LikeRev notification for a like, never for their own revision', async () => {
    const question = await newQuestion('Should tipping be abolished?');
    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, description: 'Pay staff properly instead' } }, editor);
    const revisionId = await latestOf('CONVO', question.databaseId);
    const editorsBefore = (await t.graphql(NOTIFICATIONS, {}, { cookie: editor })).data.viewer.notifications.length;

    expect(await ok('likeRevision', { revisionId, liked: true }, member, 'likeCount likedByMe')).toEqual({ likeCount: 1, likedByMe: true });
    expect(await ok('likeRevision', { revisionId, liked: true }, member, 'likeCount likedByMe')).toEqual({ likeCount: 1, likedByMe: true });
    const received = await notificationsOf(editor);
    expect(received).toHaveLength(editorsBefore + 1);
    expect(received[0]).toEqual({
      kind: 'LIKE_REV',
      actionName: 'ConvoEditTextField',
      argsJson: JSON.stringify({ FieldName: 'description', RevisionID: revisionId }),
      artifactTitle: 'Should tipping be abolished?',
      url: `/history/convo/${question.databaseId}#rev-${revisionId}`,
      body: '',
      actorUsername: 'Enc_Member',
    });
    const rest = await t.rest('POST', '/api/notifications/get', {}, { cookie: editor });
    expect(rest.json.body[0]).toMatchObject({ Kind: 'LikeRev', ActionName: 'ConvoEditTextField', ArtifactTitle: 'Should tipping be abolished?', UsernameCased: 'Enc_Member' });
    expect(JSON.parse(rest.json.body[0].ArgsJSON)).toEqual({ FieldName: 'description', RevisionID: revisionId });

    expect(await run('likeRevision', { revisionId, liked: true }, editor)).toMatchObject({ __typename: 'ValidationError', message: 'You cannot like your own edit' });
    expect(await ok('likeRevision', { revisionId, liked: false }, member, 'likeCount likedByMe')).toEqual({ likeCount: 0, likedByMe: false });
    expect(await run('likeRevision', { revisionId: 2_000_000_000, liked: true }, member)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('tells followers of an item (and of its question) about each change with the spec’s fields, never its author', async () => {
    const question = await newQuestion('Should homework be banned?');
    expect(await ok('followArtifact', { input: { artifactType: 'CONVO', artifactId: question.databaseId }, following: true }, follower, 'following')).toEqual({ following: true });
    const followed = await read('query ($slug: String!) { question(slug: $slug) { ... on Question { followedByMe } } }', { slug: question.slug }, follower);
    expect(followed.question.followedByMe).toBe(true);
    const contributorBefore = (await notificationsOf(contributor)).length;

    await ok('editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, description: 'Children need time to play' } }, contributor);
    const [heard] = await notificationsOf(follower);
    expect(heard).toEqual({
      kind: 'REVISION',
      actionName: 'ConvoEditTextField',
      argsJson: JSON.stringify({ FieldName: 'description' }),
      artifactTitle: 'Should homework be banned?',
      url: `/questions/${question.slug}`,
      body: 'Children need time to play',
      actorUsername: 'Enc_Contributor',
    });
    const rest = await t.rest('POST', '/api/notifications/get', {}, { cookie: follower });
    expect(rest.json.body[0]).toMatchObject({
      Kind: 'Revision',
      ActionName: 'ConvoEditTextField',
      ArgsJSON: '{"FieldName":"description"}',
      ArtifactTitle: 'Should homework be banned?',
      URL: `/questions/${question.slug}`,
      Body: 'Children need time to play',
      UsernameCased: 'Enc_Contributor',
    });
    expect(await notificationsOf(contributor)).toHaveLength(contributorBefore);

    // The author follows what they wrote: another contributor's change reaches them.
    const position = await ok('createPosition', { input: { questionId: question.databaseId, title: 'Yes, it widens gaps' } }, editor);
    const toAuthor = (await notificationsOf(contributor))[0]!;
    expect(toAuthor).toMatchObject({ kind: 'REVISION', actionName: 'PosInit', artifactTitle: 'Yes, it widens gaps', url: `/questions/${question.slug}#pos-${position.databaseId}`, actorUsername: 'Enc_Editor' });
    expect((await notificationsOf(follower))[0]).toMatchObject({ actionName: 'PosInit' });

    // Unfollowing stops them.
    await ok('followArtifact', { input: { artifactType: 'CONVO', artifactId: question.databaseId }, following: false }, follower, 'following');
    const followerCount = (await notificationsOf(follower)).length;
    await ok('editPosition', { input: { positionId: position.databaseId, baseRevisionId: position.latestRevisionId, description: 'Studies disagree' } }, contributor);
    expect(await notificationsOf(follower)).toHaveLength(followerCount);

    // A member's request: its author hears that it became a question.
    const request = await ok('proposeQuestion', { input: { title: 'Should schools start later?' } }, member);
    const accepted = await ok('acceptQuestionRequest', { input: { requestId: request.databaseId, categoryIds: [categoryId] } }, contributor, 'slug');
    expect((await notificationsOf(member))[0]).toMatchObject({ kind: 'REVISION', actionName: 'ReqAccept', artifactTitle: 'Should schools start later?', url: `/questions/${accepted.slug}` });
    expect(await run('acceptQuestionRequest', { input: { requestId: request.databaseId, categoryIds: [categoryId] } }, editor)).toMatchObject({
      __typename: 'ConflictError',
      message: 'This request was already decided',
    });
    expect(await run('editQuestionRequest', { input: { requestId: request.databaseId, baseRevisionId: await latestOf('REQ', request.databaseId), title: 'Later' } }, member)).toMatchObject({
      __typename: 'ConflictError',
    });
    const requests = await read('{ questionRequests(status: ACCEPTED) { ... on QueryQuestionRequestsSuccess { data { items { title questionUrl authorUsername } } } } }');
    expect(requests.questionRequests.data.items).toContainEqual({ title: 'Should schools start later?', questionUrl: `/questions/${accepted.slug}`, authorUsername: 'Enc_Member' });
    expect(memberId).toBeGreaterThan(0);
  });

  it('refuses bad input with a clear 4xx and writes nothing; stores text as plain text and links normalized', async () => {
    const question = await newQuestion('Is bad input refused?');
    const position = await ok('createPosition', { input: { questionId: question.databaseId, title: 'Yes' } }, contributor);
    const argument = await ok('createArgument', { input: { positionId: position.databaseId, title: 'Because it is tested' } }, contributor);
    const elsewhere = await newQuestion('Is another question elsewhere?');
    const elsewherePosition = await ok('createPosition', { input: { questionId: elsewhere.databaseId, title: 'Elsewhere' } }, contributor);
    const before = await counts();

    const refusals: Array<[string, Record<string, unknown>, string, RegExp?]> = [
      ['createQuestion', { input: { title: '   ', categoryIds: [categoryId] } }, 'ValidationError', /Please enter the title/],
      ['createQuestion', { input: { title: 'x'.repeat(201), categoryIds: [categoryId] } }, 'ValidationError', /at most 200/],
      ['createQuestion', { input: { title: '?!', categoryIds: [categoryId] } }, 'ValidationError', /letters or digits/],
      ['createQuestion', { input: { title: 'No category at all', categoryIds: [] } }, 'ValidationError', /at least 1 categories/],
      ['createQuestion', { input: { title: 'Four categories', categoryIds: [1, 2, 3, 4] } }, 'ValidationError', /at most 3/],
      ['createQuestion', { input: { title: 'Unknown category', categoryIds: [999_999] } }, 'ValidationError', /categories does not exist/],
      ['createQuestion', { input: { title: 'Unknown tag', categoryIds: [categoryId], tagIds: [999_999] } }, 'ValidationError', /tags does not exist/],
      ['createQuestion', { input: { title: 'Too long description', description: 'y'.repeat(5_001), categoryIds: [categoryId] } }, 'ValidationError', /description is too long/],
      ['createQuestion', { input: { title: 'Is bad input refused?', categoryIds: [categoryId] } }, 'ConflictError', /already exists/],
      ['editQuestion', { input: { questionId: 999_999, baseRevisionId: question.latestRevisionId, title: 'Unknown' } }, 'NotFoundError'],
      ['editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId } }, 'ValidationError', /Nothing to change/],
      ['editQuestion', { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, title: 'Is another question elsewhere?' } }, 'ConflictError'],
      ['createPosition', { input: { questionId: 999_999, title: 'Orphan' } }, 'NotFoundError'],
      ['createArgument', { input: { positionId: 999_999, title: 'Orphan' } }, 'NotFoundError'],
      ['setArgumentPosition', { input: { argumentId: argument.databaseId, positionId: elsewherePosition.databaseId, baseRevisionId: argument.latestRevisionId } }, 'ValidationError', /same question/],
      ['addExternalLink', { input: { artifactType: 'CONVO', artifactId: question.databaseId, url: 'javascript:alert(1)' } }, 'ValidationError', /http/],
      ['addExternalLink', { input: { artifactType: 'CONVO', artifactId: question.databaseId, url: 'ftp://example.org/file' } }, 'ValidationError', /http/],
      ['addExternalLink', { input: { artifactType: 'CONVO', artifactId: question.databaseId, url: 'https://user:secret@example.org/' } }, 'ValidationError', /user name or password/],
      ['addExternalLink', { input: { artifactType: 'PERSON', artifactId: 999_999, url: 'https://example.org/' } }, 'NotFoundError'],
      ['setQuestionImage', { input: { id: question.databaseId, baseRevisionId: question.latestRevisionId, imageBase64: Buffer.from('not an image at all').toString('base64') } }, 'ValidationError', /JPEG, PNG/],
      ['setQuestionImage', { input: { id: question.databaseId, baseRevisionId: question.latestRevisionId, imageBase64: '%%% not base64 %%%' } }, 'ValidationError'],
      ['createPerson', { input: { name: '' } }, 'ValidationError'],
      ['createCategory', { input: { title: 'Society' } }, 'ConflictError'],
      ['revertRevision', { revisionId: 999_999 }, 'NotFoundError'],
      ['followArtifact', { input: { artifactType: 'TAG', artifactId: 999_999 }, following: true }, 'NotFoundError'],
    ];
    for (const [name, variables, typename, message] of refusals) {
      const result = await run(name, variables, name === 'followArtifact' ? member : contributor, name === 'followArtifact' ? 'following' : 'databaseId');
      expect(result.__typename, `${name} ${JSON.stringify(variables).slice(0, 120)}`).toBe(typename);
      if (message) expect(result.message).toMatch(message);
    }
    expect(await counts()).toEqual(before);

    // Text is stored as plain text (clients render it as text): markup stays inert characters.
    const marked = await ok(
      'createArgument',
      { input: { positionId: position.databaseId, title: '  <b>Bold</b>\n\tclaim  ', description: '<script>alert(1)</script>\r\n\r\n\r\n\r\nNext\u0000 paragraph   \nend' } },
      contributor,
      'title description',
    );
    expect(marked).toEqual({ title: '<b>Bold</b> claim', description: '<script>alert(1)</script>\n\nNext paragraph\nend' });
    const link = await ok('addExternalLink', { input: { artifactType: 'ARG', artifactId: argument.databaseId, url: '  HTTPS://Example.ORG/a path?q=1  ', title: '' } }, contributor, 'url title');
    expect(link).toEqual({ url: 'https://example.org/a%20path?q=1', title: 'example.org' });
  });

  it('takes pictures through the avatar pipeline (checked, re-encoded without metadata) and serves them', async () => {
    const person = await ok('createPerson', { input: { name: 'Hannah Arendt' } }, contributor, 'databaseId slug latestRevisionId');
    // A JPEG carrying EXIF (where a phone would put its location).
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#246' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } }).toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const withPicture = await ok('setPersonImage', { input: { id: person.databaseId, baseRevisionId: person.latestRevisionId, imageBase64: photo.toString('base64') } }, contributor, 'imageUrl imageSrcSet imageWidth imageHeight');
    const id = Number(/\/(\d+)$/.exec(withPicture.imageUrl)![1]);
    // The stored copy's size, for the img's width and height attributes (its box is kept while it loads).
    expect(withPicture).toEqual({
      imageUrl: `/api/encyclopedia/image/${id}`,
      imageSrcSet: `/api/encyclopedia/image/${id}?size=small 400w, /api/encyclopedia/image/${id} 1200w`,
      imageWidth: 1200,
      imageHeight: 900,
    });

    const big = await fetch(`${t.url}${withPicture.imageUrl}`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/webp');
    expect(big.headers.get('cache-control')).toContain('immutable');
    const bigBytes = Buffer.from(await big.arrayBuffer());
    const served = await sharp(bigBytes).metadata();
    expect([served.format, served.width, served.height, served.exif]).toEqual(['webp', 1200, 900, undefined]);
    const small = await fetch(`${t.url}${withPicture.imageUrl}?size=small`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);
    expect((await fetch(`${t.url}${withPicture.imageUrl}`, { headers: { 'if-none-match': big.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(`${t.url}/api/encyclopedia/image/999999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/encyclopedia/image/not-a-number`)).status).toBe(404);

    // Removing it is a revision too; reverting to the upload brings the same picture back.
    const upload = await latestOf('PERSON', person.databaseId);
    expect(await ok('setPersonImage', { input: { id: person.databaseId, baseRevisionId: upload, imageBase64: null } }, contributor, 'imageUrl imageWidth imageHeight')).toEqual({ imageUrl: null, imageWidth: null, imageHeight: null });
    const reverted = await ok('revertRevision', { revisionId: upload }, contributor, 'changes { afterText }');
    expect(reverted.changes).toEqual([{ afterText: withPicture.imageUrl }]);
    const page = await read('query ($slug: String!) { person(slug: $slug) { ... on Person { imageUrl } } }', { slug: person.slug });
    expect(page.person.imageUrl).toBe(withPicture.imageUrl);
  });

  it('answers POST /api/convo/feed {categoryID} and /api/arg/feed {} with the documented cards, a page at a time', async () => {
    const science = await ok('createCategory', { input: { title: 'Science' } }, contributor, 'databaseId');
    const question = await newQuestion('Is string theory science?', { categoryIds: [science.databaseId] });
    const position = await ok('createPosition', { input: { questionId: question.databaseId, title: 'No, it is not testable' } }, contributor);
    await ok('createArgument', { input: { positionId: position.databaseId, title: 'Popper’s falsifiability', description: 'A theory must risk being wrong.' } }, contributor);

    const one = await t.rest('POST', '/api/convo/feed', { categoryID: science.databaseId });
    expect(one.status).toBe(200);
    expect(one.json.body).toEqual({
      Categories: expect.arrayContaining([{ ID: science.databaseId, Title: 'Science' }, { ID: categoryId, Title: 'Society' }]),
      Feed: [
        {
          ID: question.databaseId,
          Title: 'Is string theory science?',
          Description: 'About Is string theory science?',
          Link: `/questions/${question.slug}`,
          ImageSrc: '',
          ImageSrcSet: '',
          NumVotes: 1,
        },
      ],
      EndReached: true,
    });
    const shown = await t.prisma.convo.count({ where: { deletedAt: null } });
    const all = await t.rest('POST', '/api/convo/feed', { categoryID: 0 });
    const everything = await t.rest('POST', '/api/convo/feed', { categoryID: 'all' });
    expect(all.json.body.Feed).toHaveLength(Math.min(shown, 20));
    expect(everything.json.body).toEqual(all.json.body);
    // Newest first (by id: the fixed ids written straight into the tables above come first).
    const newest = await t.prisma.convo.findFirstOrThrow({ where: { deletedAt: null }, orderBy: { id: 'desc' } });
    expect(all.json.body.Feed[0].ID).toBe(newest.id);
    const ids: number[] = [];
    for (let after = 0, end = false; !end; ) {
      const page = await t.rest('POST', '/api/convo/feed', { categoryID: 'all', after });
      ids.push(...page.json.body.Feed.map((card: { ID: number }) => card.ID));
      end = page.json.body.EndReached;
      after = ids.at(-1)!;
    }
    expect(ids).toHaveLength(shown);
    expect(new Set(ids).size).toBe(shown);

    expect(await t.rest('POST', '/api/convo/feed', { categoryID: 999_999 })).toMatchObject({ status: 404, json: { error: 'This category does not exist' } });
    expect(await t.rest('POST', '/api/convo/feed', { categoryID: 'science' })).toMatchObject({ status: 400 });
    expect((await t.rest('GET', '/api/convo/feed')).status).toBe(405);

    const args = await t.rest('POST', '/api/arg/feed', {});
    expect(args.status).toBe(200);
    const card = args.json.body.Feed.find((candidate: { Title: string }) => candidate.Title === 'Popper’s falsifiability');
    expect(card).toEqual({
      ID: expect.any(Number),
      ConvoTitle: 'Is string theory science?',
      PosTitle: 'No, it is not testable',
      Title: 'Popper’s falsifiability',
      Description: 'A theory must risk being wrong.',
      Link: `/arguments#arg-${card.ID}`,
    });
    expect(typeof args.json.body.EndReached).toBe('boolean');
  });

  it('loads demo content with the history the app would have written, ready to edit', async () => {
    const author = await t.createUserWithSession('Enc_Seed_Author', { role: 'CONTRIBUTOR' });
    const reviser = await t.createUserWithSession('Enc_Seed_Reviser', { role: 'CONTRIBUTOR' });
    const content: EncyclopediaSeedContent = {
      categories: [{ slug: 'seeded-ethics', title: 'Seeded ethics', description: 'Right and wrong' }],
      tags: [{ slug: 'seeded-animals', title: 'Seeded animals', description: 'Creatures' }],
      people: [
        { slug: 'seeded-peter-singer', name: 'Peter Singer', description: 'Philosopher', tags: ['seeded-animals'], links: [{ url: 'https://petersinger.info/', title: 'His site' }] },
      ],
      questions: [
        {
          slug: 'seeded-is-eating-meat-wrong',
          title: 'Is eating meat wrong?',
          description: 'Animals can suffer.',
          categories: ['seeded-ethics'],
          tags: ['seeded-animals'],
          people: ['seeded-peter-singer'],
          edits: [{ field: 'description', earlier: 'Animals feel pain.' }],
          positions: [
            { title: 'Yes, it causes needless suffering', description: '', arguments: [{ title: 'Factory farming', description: 'Billions a year.', people: ['seeded-peter-singer'] }] },
            { title: 'No, it is natural', description: 'Humans evolved eating meat.', arguments: [] },
          ],
        },
      ],
      requests: [
        { status: 'ACCEPTED', title: 'Should we stop eating meat?', description: 'Asked at dinner.', question: 'seeded-is-eating-meat-wrong' },
        { status: 'DECLINED', title: 'Is tofu tasty?', description: 'Curious.', decisionNote: 'A matter of taste.' },
      ],
    };
    const proposer = await t.createUserWithSession('Enc_Seed_Proposer');
    const summary = await seedEncyclopedia(t.prisma, content, { authors: { initial: author.userId, editor: reviser.userId, proposers: [proposer.userId] }, now: new Date() });
    // 8 for the items and links, and each request's ReqInit and its decision.
    expect(summary).toEqual({ categories: 1, tags: 1, people: 1, questions: 1, positions: 2, arguments: 1, links: 1, requests: 2, revisions: 12 });
    const decided = await read(`{ declined: questionRequests(status: DECLINED) { ... on QueryQuestionRequestsSuccess { data { items { title authorUsername decidedByUsername decisionNote } } } }
      accepted: questionRequests(status: ACCEPTED) { ... on QueryQuestionRequestsSuccess { data { items { title questionUrl } } } }
      question(slug: "seeded-is-eating-meat-wrong") { ... on Question { askedByUsername } } }`);
    expect(decided.declined.data.items).toContainEqual({ title: 'Is tofu tasty?', authorUsername: 'Enc_Seed_Proposer', decidedByUsername: 'Enc_Seed_Reviser', decisionNote: 'A matter of taste.' });
    expect(decided.accepted.data.items).toContainEqual({ title: 'Should we stop eating meat?', questionUrl: '/questions/seeded-is-eating-meat-wrong' });
    expect(decided.question.askedByUsername).toBe('Enc_Seed_Proposer');

    const page = await read(
      `{ question(slug: "seeded-is-eating-meat-wrong") { ... on Question { databaseId description latestRevisionId categories { title } tags { title } people { name links { url } }
        positions { title arguments { title people { name } } } } } }`,
    );
    expect(page.question).toMatchObject({
      description: 'Animals can suffer.',
      categories: [{ title: 'Seeded ethics' }],
      tags: [{ title: 'Seeded animals' }],
      people: [{ name: 'Peter Singer', links: [{ url: 'https://petersinger.info/' }] }],
      positions: [
        { title: 'Yes, it causes needless suffering', arguments: [{ title: 'Factory farming', people: [{ name: 'Peter Singer' }] }] },
        { title: 'No, it is natural', arguments: [] },
      ],
    });
    const history = await read(`query ($id: Int!) { revisions(artifactType: CONVO, artifactId: $id) { ... on QueryRevisionsSuccess { data { items { databaseId actionName authorUsername diff { kind text } } } } } }`, {
      id: page.question.databaseId,
    });
    expect(history.revisions.data.items).toEqual([
      { databaseId: page.question.latestRevisionId, actionName: 'ConvoEditTextField', authorUsername: 'Enc_Seed_Reviser', diff: [{ kind: 'SAME', text: 'Animals ' }, { kind: 'REMOVED', text: 'feel pain' }, { kind: 'ADDED', text: 'can suffer' }, { kind: 'SAME', text: '.' }] },
      { databaseId: expect.any(Number), actionName: 'ConvoInit', authorUsername: 'Enc_Seed_Author', diff: [] },
    ]);
    // Its newest revision is where an edit starts; reverting to the first version brings the earlier text back.
    await ok('editQuestion', { input: { questionId: page.question.databaseId, baseRevisionId: page.question.latestRevisionId, title: 'Is eating meat morally wrong?' } }, contributor);
    await ok('revertRevision', { revisionId: history.revisions.data.items[1].databaseId }, contributor, 'actionName');
    expect(await t.prisma.convo.findUniqueOrThrow({ where: { id: page.question.databaseId } })).toMatchObject({ title: 'Is eating meat wrong?', description: 'Animals feel pain.' });

    // Content the API would refuse fails loudly, and (in the demo seed's transaction) writes nothing.
    const broken = { ...content, categories: [], tags: [], people: [], requests: [], questions: [{ ...content.questions[0]!, slug: 'seeded-broken', categories: ['no-such-category'] }] };
    await expect(seedEncyclopedia(t.prisma, broken, { authors: { initial: author.userId, editor: reviser.userId }, now: new Date() })).rejects.toThrow(/unknown category "no-such-category"/);
  });

  it(`limits a member to ${encyclopediaRateLimits.requestsPerHour.limit} requests an hour; the refused one writes nothing`, async () => {
    const { cookie } = await t.createUserWithSession('Enc_Flooder');
    for (let index = 0; index < encyclopediaRateLimits.requestsPerHour.limit; index += 1) {
      await ok('proposeQuestion', { input: { title: `Flooded request number ${index}` } }, cookie);
    }
    const before = await counts();
    const refused = await run('proposeQuestion', { input: { title: 'One request too many' } }, cookie);
    expect(refused.__typename).toBe('RateLimitError');
    expect(await counts()).toEqual(before);
  });
});
