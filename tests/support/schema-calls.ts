// Every mutation of the built schema with arguments that make sense on a small fixture world, and
// documents built from the schema itself, for the suites that call every mutation or every
// private field (tests/security/typename-only-mutations.test.ts, tests/security/auth-matrix.test.ts).
// A mutation added to the schema without a row here fails those suites: nobody can forget one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType, isInputObjectType, isNonNullType, type GraphQLField, type GraphQLSchema } from 'graphql';
import sharp from 'sharp';
import { seedEncyclopedia, type EncyclopediaSeedContent } from '../../api/db/encyclopedia-seed.ts';
import { seedQuizContent } from '../../api/db/quiz-content-seed.ts';
import { buildSchema } from '../../api/schema/index.ts';
import { shortOwnershipQuiz, shortOwnershipTexts } from './short-ownership-quiz.ts';
import { createOpinion, createTopic, type TestApp } from './test-app.ts';

let schema: GraphQLSchema | undefined;
/** The schema the server serves (built once per process). */
export function servedSchema(): GraphQLSchema {
  schema ??= buildSchema();
  return schema;
}

/** Variables definitions and arguments for a field: `($a: T!)` and `(a: $a)`. */
export function argumentsOf(field: GraphQLField<unknown, unknown>): { definitions: string; uses: string } {
  if (field.args.length === 0) return { definitions: '', uses: '' };
  return {
    definitions: `(${field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})`,
    uses: `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`,
  };
}

/** `mutation Name($...) { name(...) { selection } }` for one mutation of the served schema. */
export function mutationDocument(name: string, selection: string): string {
  const field = servedSchema().getMutationType()!.getFields()[name];
  if (!field) throw new Error(`No mutation ${name}`);
  const { definitions, uses } = argumentsOf(field);
  return `mutation Call_${name}${definitions} { ${name}${uses} { ${selection} } }`;
}

/** Which required arguments a field has that a table row left out (a row must fill them all). */
export function missingRequiredArguments(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): string[] {
  return field.args.filter((arg) => isNonNullType(arg.type) && variables[arg.name] === undefined).map((arg) => arg.name);
}

export function isInputArgument(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => isInputObjectType(getNamedType(arg.type)));
}

export type FixtureWorld = {
  /** The member whose rows these are; by default with every permission flag (success paths need them). */
  member: { userId: number; cookie: string };
  /** Another member, who wrote the comment the member likes and reports. */
  other: { userId: number; cookie: string };
  topicId: number;
  opinionId: number;
  othersCommentId: number;
  ownCommentId: number;
  quizOpinionId: number;
  pngBase64: string;
  /** Encyclopedia rows written by the other member (so every caller may like their revisions). */
  encyclopedia: {
    categoryId: number;
    questionId: number;
    /** The question's first revision (ConvoInit). */
    questionInitRevisionId: number;
    positionId: number;
    otherPositionId: number;
    argumentId: number;
    personId: number;
    tagId: number;
    /** A link on the person. */
    linkId: number;
    /** An open request for a question. */
    requestId: number;
  };
  /** A fresh e-mail address for this run's sign-up, log-in and reset rows. */
  email: string;
  signupUsername: string;
  password: string;
};

const POST_COMMENT = `mutation ($input: PostCommentInput!) { postComment(input: $input) { __typename ... on MutationPostCommentSuccess { data { id } } } }`;

async function postComment(t: TestApp, cookie: string, opinionId: number, body: string): Promise<number> {
  const posted = await t.graphql(POST_COMMENT, { input: { threadKey: `opinion:${opinionId}`, body, responseType: 'PRO' } }, { cookie });
  const id = posted.data?.postComment?.data?.id as string | undefined;
  if (!id) throw new Error(`postComment failed: ${JSON.stringify(posted.data ?? posted.errors)}`);
  return Number(Buffer.from(id, 'base64').toString('utf8').split(':')[1]);
}

/** Rows for the calls: a permitted member and another one, a topic, an opinion with two comments, a quiz. */
export const everyPermission = {
  canCreateOpinions: true,
  canDeleteContent: true,
  adminHub: true,
  canSeeDetailedOpinionReport: true,
  canListConvos: true,
  role: 'ADMIN',
} as const;

export async function createFixtureWorld(
  t: TestApp,
  prefix: string,
  options: { memberColumns?: Record<string, unknown> } = {},
): Promise<FixtureWorld> {
  const member = await t.createUserWithSession(`${prefix}_member`, options.memberColumns ?? everyPermission);
  const other = await t.createUserWithSession(`${prefix}_other`);
  const topic = await createTopic(t.prisma, { slug: `${prefix}-topic`, title: `${prefix} topic` });
  const opinion = await createOpinion(t.prisma, { slug: `${prefix}-opinion`, title: `${prefix} opinion`, topicIds: [topic.id], createdById: member.userId });
  const othersCommentId = await postComment(t, other.cookie, opinion.id, 'A comment by the other member');
  const ownCommentId = await postComment(t, member.cookie, opinion.id, 'A comment by the member');
  await seedQuizContent(t.prisma, [shortOwnershipQuiz], [{ report: 'ownership', texts: shortOwnershipTexts }]);
  const quiz = await t.prisma.quiz.findUniqueOrThrow({ where: { slug: shortOwnershipQuiz.slug }, include: { items: true } });
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#36c' } }).png().toBuffer();
  const encyclopedia = await createEncyclopediaRows(t, prefix, other.userId);
  return {
    member,
    other,
    topicId: topic.id,
    opinionId: opinion.id,
    othersCommentId,
    ownCommentId,
    quizOpinionId: quiz.items[0].opinionId,
    pngBase64: png.toString('base64'),
    encyclopedia,
    email: `${prefix.toLowerCase()}_signup@example.test`,
    signupUsername: `${prefix}_new`.slice(0, 24),
    password: 'correct horse battery',
  };
}

/** A small encyclopedia (seeded as the demo is, with its revisions), and an open request. */
async function createEncyclopediaRows(t: TestApp, prefix: string, authorId: number): Promise<FixtureWorld['encyclopedia']> {
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const content: EncyclopediaSeedContent = {
    categories: [{ slug: `${slug}-category`, title: `${prefix} category`, description: '' }],
    tags: [{ slug: `${slug}-tag`, title: `${prefix} tag`, description: 'A tag' }],
    people: [{ slug: `${slug}-person`, name: `${prefix} person`, description: 'A person', tags: [`${slug}-tag`], links: [{ url: 'https://example.org/person', title: 'About them' }] }],
    questions: [
      {
        slug: `${slug}-question`,
        title: `${prefix} question`,
        description: 'A question',
        categories: [`${slug}-category`],
        tags: [`${slug}-tag`],
        positions: [
          { title: `${prefix} yes`, description: '', arguments: [{ title: `${prefix} argument`, description: '' }] },
          { title: `${prefix} no`, description: '', arguments: [] },
        ],
      },
    ],
  };
  await seedEncyclopedia(t.prisma, content, { authors: { initial: authorId, editor: authorId }, now: new Date() });
  const question = await t.prisma.convo.findUniqueOrThrow({ where: { slug: `${slug}-question` }, include: { positions: { orderBy: { id: 'asc' } }, arguments: true } });
  const person = await t.prisma.person.findUniqueOrThrow({ where: { slug: `${slug}-person` } });
  const link = await t.prisma.externalLink.findFirstOrThrow({ where: { artifactType: 'PERSON', artifactId: person.id } });
  const request = await t.prisma.convoRequest.create({ data: { title: `${prefix} request`, authorId } });
  const requestInit = await t.prisma.revision.create({
    data: { artifactType: 'REQ', artifactId: request.id, actionName: 'ReqInit', after: { title: request.title, description: '' }, authorId },
  });
  await t.prisma.convoRequest.update({ where: { id: request.id }, data: { latestRevisionId: requestInit.id } });
  const questionInit = await t.prisma.revision.findFirstOrThrow({ where: { artifactType: 'CONVO', artifactId: question.id, actionName: 'ConvoInit' } });
  return {
    categoryId: (await t.prisma.category.findUniqueOrThrow({ where: { slug: `${slug}-category` } })).id,
    questionId: question.id,
    questionInitRevisionId: questionInit.id,
    positionId: question.positions[0]!.id,
    otherPositionId: question.positions[1]!.id,
    argumentId: question.arguments[0]!.id,
    personId: person.id,
    tagId: (await t.prisma.tag.findUniqueOrThrow({ where: { slug: `${slug}-tag` } })).id,
    linkId: link.id,
    requestId: request.id,
  };
}

/** An encyclopedia item's newest revision now: what an editor who just opened it would start from. */
async function latestRevision(t: TestApp, artifactType: 'CONVO' | 'POS' | 'ARG' | 'PERSON' | 'TAG' | 'REQ', artifactId: number): Promise<number> {
  return (await t.prisma.revision.findFirst({ where: { artifactType, artifactId }, orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
}

/** A picture for an encyclopedia item, from its newest revision. */
async function imageInput(w: FixtureWorld, t: TestApp, type: 'CONVO' | 'POS' | 'ARG' | 'PERSON' | 'REQ', id: number) {
  return { input: { id, baseRevisionId: await latestRevision(t, type, id), imageBase64: w.pngBase64 } };
}

export type MutationCall = {
  /** Variables for the mutation's arguments. */
  variables: (world: FixtureWorld, t: TestApp) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * The call starts, ends or replaces a session: it runs without the member's cookie, so the
   * member stays logged in for the calls after it.
   */
  changesSession?: true;
};

const id = (type: string, value: number) => encodeGlobalID(type, value);

async function newestTagId(t: TestApp): Promise<number> {
  return (await t.prisma.userTag.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
}

/** The newest revision of a stored site page (0 when it has none). */
async function newestPageRevision(t: TestApp, slug: string): Promise<number> {
  const article = await t.prisma.article.findUnique({ where: { slug }, select: { id: true } });
  if (!article) return 0;
  const revision = await t.prisma.revision.findFirst({ where: { artifactType: 'ARTICLE', artifactId: article.id }, orderBy: { id: 'desc' }, select: { id: true } });
  return revision?.id ?? 0;
}

function resetTokenFrom(t: TestApp, email: string): string {
  const message = t.mail.findLast((candidate) => candidate.to === email);
  return /[?&]t=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? 'no-reset-mail';
}

/**
 * One row per mutation, in the order they run (sign-up before log-in before reset; destructive
 * calls last). Arguments are valid where the fixtures allow, so success paths run.
 */
export const mutationCalls: Record<string, MutationCall> = {
  requestSignupCode: {
    changesSession: true,
    variables: (w) => ({ input: { email: w.email, username: w.signupUsername, password: w.password } }),
  },
  attachExternalIdAtSignup: { variables: (w) => ({ email: w.email, rid: 'partner-rid-1' }) },
  verifySignupCode: {
    changesSession: true,
    variables: (w, t) => {
      let code = '000000';
      try {
        code = t.latestCode(w.email);
      } catch {
        // no code was mailed (the request was refused): the call answers a typed error
      }
      return { input: { email: w.email, code } };
    },
  },
  login: { changesSession: true, variables: (w) => ({ input: { email: w.email, password: w.password } }) },
  requestPasswordReset: { changesSession: true, variables: (w) => ({ input: { email: w.email } }) },
  resetPassword: {
    changesSession: true,
    variables: (w, t) => ({ input: { tokenValue: resetTokenFrom(t, w.email), newPassword: 'another good passphrase' } }),
  },
  googleLogin: { changesSession: true, variables: () => ({ input: { idToken: 'not-a-google-token' } }) },
  googleSignup: { changesSession: true, variables: () => ({ input: { idToken: 'not-a-google-token', username: 'google_user' } }) },
  facebookLogin: { changesSession: true, variables: () => ({ input: { accessToken: 'not-a-facebook-token' } }) },
  facebookSignup: { changesSession: true, variables: () => ({ input: { accessToken: 'not-a-facebook-token', username: 'facebook_user' } }) },
  logout: { changesSession: true, variables: () => ({}) },
  setExternalId: { variables: () => ({ rid: 'partner-rid-2' }) },
  startSingleSignOn: { variables: () => ({}) },
  redeemSingleSignOnToken: { variables: () => ({ token: 'not-a-handoff-token' }) },
  logCookieChoice: { variables: () => ({ input: { loadThirdParty: false, version: 'v1', url: 'https://opinio.test/' } }) },
  setEmailPreferences: { variables: () => ({ input: { newsletter: false, notifications: true, productUpdates: false } }) },
  recordAnalyticsEvent: { variables: () => ({ name: 'page_view', method: 'test', props: '{}' }) },
  castVote: { variables: (w) => ({ input: { opinionId: id('Opinion', w.opinionId), rating: 2 } }) },
  followTopic: { variables: (w) => ({ input: { topicId: id('Topic', w.topicId), following: true } }) },
  createTopic: { variables: () => ({ input: { title: 'A topic from the calls' } }) },
  createOpinion: { variables: (w) => ({ input: { title: 'An opinion from the calls', topicIds: [id('Topic', w.topicId)] } }) },
  editOpinion: {
    variables: (w) => ({ input: { opinionId: id('Opinion', w.opinionId), title: 'An edited opinion', topicIds: [id('Topic', w.topicId)] } }),
  },
  postComment: { variables: (w) => ({ input: { threadKey: `opinion:${w.opinionId}`, body: 'Another comment', responseType: 'CON' } }) },
  editComment: { variables: (w) => ({ input: { commentId: id('Comment', w.ownCommentId), body: 'An edited comment', responseType: 'PRO' } }) },
  likeComment: { variables: (w) => ({ input: { commentId: id('Comment', w.othersCommentId), liked: true } }) },
  reportComment: { variables: (w) => ({ input: { commentId: id('Comment', w.othersCommentId), reason: 'UNCIVIL' } }) },
  // The report just filed is the one decided (later callers find it decided: a ConflictError, past the auth check).
  decideReportedComment: { variables: (w) => ({ input: { commentId: id('Comment', w.othersCommentId), decision: 'DISMISS' } }) },
  markNotificationsRead: { variables: () => ({}) },
  setDemographics: {
    variables: () => ({
      input: {
        gender: 'female',
        birthYear: 1985,
        nationality: 'gb',
        education: 60,
        maritalStatus: 'married',
        householdIncome: 75,
        sexualOrientation: 'bisexual',
        religion: 'agnostic',
        politicalSpectrum: 25,
        numChildren: 2,
      },
    }),
  },
  // After setDemographics: a quiz needs the personal details first.
  answerQuiz: { variables: (w) => ({ input: { slug: shortOwnershipQuiz.slug, opinionId: id('Opinion', w.quizOpinionId), rating: 1 } }) },
  updateProfile: { variables: () => ({ input: { fullName: 'A Name', location: 'A Place', expertise: 'Things', bio: 'A bio' } }) },
  setAvatar: { variables: (w) => ({ input: { imageBase64: w.pngBase64 } }) },
  removeAvatar: { variables: () => ({}) },
  createUserTag: { variables: () => ({ name: 'a tag from the calls' }) },
  // The tag createUserTag made (or, if it was refused, an id nobody has: not found, past the auth check).
  renameUserTag: { variables: async (_w, t) => ({ id: await newestTagId(t), name: 'a tag renamed by the calls' }) },
  assignUserTag: { variables: async (w, t) => ({ tagId: await newestTagId(t), userId: w.other.userId }) },
  unassignUserTag: { variables: async (w, t) => ({ tagId: await newestTagId(t), userId: w.other.userId }) },
  deleteUserTag: { variables: async (_w, t) => ({ id: await newestTagId(t) }) },
  createApiKey: { variables: () => ({ name: 'A partner from the calls' }) },
  // The first key of a fresh database: the one createApiKey just made (or none: not found).
  revokeApiKey: { variables: () => ({ id: 1 }) },
  // Test-payments mode (no Stripe keys): a local checkout, paid, then cancelled; the portal answers its local page.
  createCheckoutSession: { variables: () => ({ kind: 'PREMIUM', returnPath: '/reports/my-opinion-dna' }) },
  completeTestCheckout: { variables: () => ({ sessionId: 'test_cs_unknown' }) },
  openBillingPortal: { variables: () => ({ returnPath: '/app/settings' }) },
  cancelTestSubscription: { variables: () => ({}) },
  // The encyclopedia, on the rows the other member wrote. Edits start from the item's newest
  // revision; a later caller's repeat of a create or a decision answers a 409, past the auth check.
  createCategory: { variables: () => ({ input: { title: 'A category from the calls' } }) },
  editCategory: { variables: (w) => ({ input: { categoryId: w.encyclopedia.categoryId, title: 'A renamed category', description: 'Renamed by the calls' } }) },
  createQuestion: { variables: (w) => ({ input: { title: 'A question from the calls', categoryIds: [w.encyclopedia.categoryId], tagIds: [w.encyclopedia.tagId] } }) },
  editQuestion: {
    variables: async (w, t) => ({
      input: { questionId: w.encyclopedia.questionId, baseRevisionId: await latestRevision(t, 'CONVO', w.encyclopedia.questionId), title: 'An edited question' },
    }),
  },
  setQuestionImage: { variables: (w, t) => imageInput(w, t, 'CONVO', w.encyclopedia.questionId) },
  createPosition: { variables: (w) => ({ input: { questionId: w.encyclopedia.questionId, title: 'A position from the calls' } }) },
  editPosition: {
    variables: async (w, t) => ({
      input: { positionId: w.encyclopedia.positionId, baseRevisionId: await latestRevision(t, 'POS', w.encyclopedia.positionId), description: 'An edited position' },
    }),
  },
  setPositionImage: { variables: (w, t) => imageInput(w, t, 'POS', w.encyclopedia.positionId) },
  createArgument: { variables: (w) => ({ input: { positionId: w.encyclopedia.positionId, title: 'An argument from the calls', personIds: [w.encyclopedia.personId] } }) },
  editArgument: {
    variables: async (w, t) => ({
      input: { argumentId: w.encyclopedia.argumentId, baseRevisionId: await latestRevision(t, 'ARG', w.encyclopedia.argumentId), description: 'An edited argument' },
    }),
  },
  setArgumentPosition: {
    variables: async (w, t) => ({
      input: { argumentId: w.encyclopedia.argumentId, positionId: w.encyclopedia.otherPositionId, baseRevisionId: await latestRevision(t, 'ARG', w.encyclopedia.argumentId) },
    }),
  },
  setArgumentImage: { variables: (w, t) => imageInput(w, t, 'ARG', w.encyclopedia.argumentId) },
  createPerson: { variables: (w) => ({ input: { name: 'A person from the calls', tagIds: [w.encyclopedia.tagId] } }) },
  editPerson: {
    variables: async (w, t) => ({
      input: { personId: w.encyclopedia.personId, baseRevisionId: await latestRevision(t, 'PERSON', w.encyclopedia.personId), description: 'An edited person' },
    }),
  },
  setPersonImage: { variables: (w, t) => imageInput(w, t, 'PERSON', w.encyclopedia.personId) },
  createEncyclopediaTag: { variables: () => ({ input: { title: 'A tag from the calls' } }) },
  editEncyclopediaTag: {
    variables: async (w, t) => ({
      input: { tagId: w.encyclopedia.tagId, baseRevisionId: await latestRevision(t, 'TAG', w.encyclopedia.tagId), description: 'An edited tag' },
    }),
  },
  addExternalLink: { variables: (w) => ({ input: { artifactType: 'CONVO', artifactId: w.encyclopedia.questionId, url: 'https://example.org/calls', title: 'From the calls' } }) },
  editExternalLink: {
    variables: async (w, t) => ({
      input: { linkId: w.encyclopedia.linkId, baseRevisionId: await latestRevision(t, 'PERSON', w.encyclopedia.personId), url: 'https://example.org/edited' },
    }),
  },
  removeExternalLink: {
    variables: async (w, t) => ({ input: { linkId: w.encyclopedia.linkId, baseRevisionId: await latestRevision(t, 'PERSON', w.encyclopedia.personId) } }),
  },
  revertRevision: { variables: (w) => ({ revisionId: w.encyclopedia.questionInitRevisionId }) },
  likeRevision: { variables: (w) => ({ revisionId: w.encyclopedia.questionInitRevisionId, liked: true }) },
  followArtifact: { variables: (w) => ({ input: { artifactType: 'CONVO', artifactId: w.encyclopedia.questionId }, following: true }) },
  proposeQuestion: { variables: () => ({ input: { title: 'A request from the calls', description: 'Worth asking' } }) },
  // The other member's request: its author or a contributor edits it.
  editQuestionRequest: {
    variables: async (w, t) => ({
      input: { requestId: w.encyclopedia.requestId, baseRevisionId: await latestRevision(t, 'REQ', w.encyclopedia.requestId), description: 'An edited request' },
    }),
  },
  setQuestionRequestImage: { variables: (w, t) => imageInput(w, t, 'REQ', w.encyclopedia.requestId) },
  acceptQuestionRequest: { variables: (w) => ({ input: { requestId: w.encyclopedia.requestId, categoryIds: [w.encyclopedia.categoryId] } }) },
  declineQuestionRequest: { variables: (w) => ({ input: { requestId: w.encyclopedia.requestId, note: 'Declined by the calls' } }) },
  deleteEncyclopediaArtifact: { variables: (w) => ({ input: { artifactType: 'TAG', artifactId: w.encyclopedia.tagId } }) },
  deleteComment: { variables: (w) => ({ input: { commentId: id('Comment', w.ownCommentId) } }) },
  // Member management acts on the other member (never on the caller, who must keep their access).
  setMemberPermission: { variables: (w) => ({ userId: w.other.userId, permission: 'canCreateOpinions', granted: true }) },
  setMemberRole: { variables: (w) => ({ userId: w.other.userId, role: 'CONTRIBUTOR' }) },
  warnMember: { variables: (w) => ({ userId: w.other.userId, message: 'A warning from the matrix' }) },
  // Suspending would end the other member's sessions, which later rows use: a date in the past is
  // refused after the auth check, which is what the matrix asks.
  suspendMember: { variables: (w) => ({ userId: w.other.userId, until: '2020-01-01T00:00:00Z', reason: 'matrix' }) },
  liftSuspension: { variables: (w) => ({ userId: w.other.userId }) },
  createSitePage: { variables: () => ({ slug: 'matrix-page', title: 'A page from the matrix', body: '<p>Matrix</p>', note: 'First version' }) },
  // Each save names the version it started from: the page's newest revision when the call is made.
  saveSitePage: {
    variables: async (_w, t) => ({
      slug: 'matrix-page',
      title: 'A page from the matrix',
      body: '<p>Matrix, edited</p>',
      note: 'Edited',
      baseRevisionId: await newestPageRevision(t, 'matrix-page'),
    }),
  },
  restoreSitePageRevision: {
    variables: async (_w, t) => ({
      slug: 'matrix-page',
      revisionId: (await t.prisma.revision.findFirst({ where: { artifactType: 'ARTICLE', note: 'First version' }, select: { id: true } }))?.id ?? 0,
      baseRevisionId: await newestPageRevision(t, 'matrix-page'),
      note: 'Restored',
    }),
  },
  setOpinionDeleted: { variables: (w) => ({ input: { opinionId: id('Opinion', w.opinionId), deleted: true } }) },
  // The opinion just deleted: the first permitted caller restores it, later ones find it restored (409, past the auth check).
  restoreOpinion: { variables: (w) => ({ input: { opinionId: id('Opinion', w.opinionId), note: 'Restored by the calls' } }) },
  // A comment under an opinion is not a suggestion: refused after the auth check (404), so nothing is made.
  createOpinionFromSuggestion: {
    variables: (w) => ({ input: { suggestionId: id('Comment', w.othersCommentId), title: 'An opinion from a suggestion', topicIds: [id('Topic', w.topicId)] } }),
  },
  // A wrong confirmation: the fixtures' accounts must outlive the calls (the erasure itself is
  // tests/api/account-erasure.test.ts).
  deleteAccount: { variables: () => ({ confirmation: 'not the password' }) },
};
