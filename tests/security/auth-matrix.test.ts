// Who may call what (docs/product.md#permissions), over real HTTP: every mutation and every
// private field of the served schema (fields guarded by auth scopes, and the owner-only data
// reachable through `node`), called by every kind of caller. The expected outcome of each cell
// is written in EXPECTED below; a cell that grants more than expected is an "unexpected allow",
// and there must be none. Then the cross-site checks: form-encoded and foreign-Origin POSTs to
// /graphql and /api, and a graphql-ws handshake from a foreign Origin, are refused.
//
// A second pass calls every admin-only call as members holding a single permission flag each (or
// the contributor role), against FLAG_RULES: which flags each call needs.
//
// Callers are a list of { name, headers }. The fifth, a partner's API key (sent together with the
// owner's cookie, which must not count), has no column of its own: a key reads exactly as a
// visitor does and runs no mutation at all (docs/product.md#partner-access), so its expectations
// are derived from the anonymous column by expectedOf.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createOpaqueToken, hashToken } from '../../api/auth/tokens.ts';
import {
  argumentsOf,
  createFixtureWorld,
  everyPermission,
  mutationCalls,
  mutationDocument,
  servedSchema,
  type FixtureWorld,
} from '../support/schema-calls.ts';
import { createTestApp, SESSION_COOKIE, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

/** Who calls. `disposable`: the call may end or replace the session, so use a throwaway one. */
type Caller = { name: CallerName; headers(options: { disposable: boolean }): Promise<Record<string, string>> };
type CallerName = 'anonymous' | 'member' | 'admin' | 'owner' | 'apiKey';
type SessionCallerName = Exclude<CallerName, 'apiKey'>;

/**
 * deny: refused (AuthError, a login/permission error, or nothing found);
 * own: answered, but only with the caller's own data (nothing of the owner's);
 * allow: answered (for owner-only rows: with the owner's data).
 */
type Outcome = 'deny' | 'own' | 'allow';
const rank: Record<Outcome, number> = { deny: 0, own: 1, allow: 2 };
type Expectations = Record<SessionCallerName, Outcome>;

/** A key: what a visitor may read, and never a mutation. */
function expectedOf(expectations: Expectations, caller: CallerName, kind: 'field' | 'mutation'): Outcome {
  if (caller !== 'apiKey') return expectations[caller];
  return kind === 'mutation' ? 'deny' : expectations.anonymous;
}

const loggedIn: Expectations = { anonymous: 'deny', member: 'allow', admin: 'allow', owner: 'allow' };
const everyone: Expectations = { anonymous: 'allow', member: 'allow', admin: 'allow', owner: 'allow' };
const adminOnly: Expectations = { anonymous: 'deny', member: 'deny', admin: 'allow', owner: 'deny' };
const ownerOnly: Expectations = { anonymous: 'deny', member: 'deny', admin: 'deny', owner: 'allow' };
const ownDataOnly: Expectations = { anonymous: 'deny', member: 'own', admin: 'own', owner: 'allow' };
const nobody: Expectations = { anonymous: 'deny', member: 'deny', admin: 'deny', owner: 'deny' };

// The owner is a plain member; "member" another plain member; "admin" has every flag and the
// ADMIN role. Mutations run in the order of tests/support/schema-calls.ts, callers in this order.
const EXPECTED_MUTATIONS: Record<string, Expectations> = {
  // Ways in and out: for anybody.
  requestSignupCode: everyone,
  attachExternalIdAtSignup: everyone,
  verifySignupCode: everyone,
  login: everyone,
  requestPasswordReset: everyone,
  resetPassword: everyone,
  googleLogin: everyone,
  googleSignup: everyone,
  facebookLogin: everyone,
  facebookSignup: everyone,
  logout: everyone,
  logCookieChoice: everyone,
  recordAnalyticsEvent: everyone,
  // E-mail preferences: by session, or by the token in the mail (none here: anonymous is refused).
  setEmailPreferences: loggedIn,
  // The sister site's server redeems a token; a made-up token is refused whoever asks.
  redeemSingleSignOnToken: nobody,
  // A member's own things.
  setExternalId: loggedIn,
  startSingleSignOn: loggedIn,
  castVote: loggedIn,
  answerQuiz: loggedIn,
  followTopic: loggedIn,
  postComment: loggedIn,
  // The owner's comment: only its author edits it; a moderator (admin) may delete it.
  editComment: ownerOnly,
  // The other member's comment: anyone logged in may give it a good point and report it.
  likeComment: loggedIn,
  reportComment: loggedIn,
  markNotificationsRead: loggedIn,
  setDemographics: loggedIn,
  updateProfile: loggedIn,
  setAvatar: loggedIn,
  removeAvatar: loggedIn,
  // Payments: the viewer's own checkouts and billing only (nothing takes a user argument).
  createCheckoutSession: loggedIn,
  completeTestCheckout: loggedIn,
  openBillingPortal: loggedIn,
  cancelTestSubscription: loggedIn,
  // Permissions.
  createTopic: adminOnly,
  createOpinion: adminOnly,
  editOpinion: adminOnly,
  createUserTag: adminOnly,
  renameUserTag: adminOnly,
  assignUserTag: adminOnly,
  unassignUserTag: adminOnly,
  deleteUserTag: adminOnly,
  createApiKey: adminOnly,
  revokeApiKey: adminOnly,
  deleteComment: { anonymous: 'deny', member: 'deny', admin: 'allow', owner: 'allow' },
  setOpinionDeleted: adminOnly,
  decideReportedComment: adminOnly,
  setMemberPermission: adminOnly,
  setMemberRole: adminOnly,
  suspendMember: adminOnly,
  liftSuspension: adminOnly,
  warnMember: adminOnly,
  createSitePage: adminOnly,
  saveSitePage: adminOnly,
  restoreOpinion: adminOnly,
  createOpinionFromSuggestion: adminOnly,
  restoreSitePageRevision: adminOnly,
  // The encyclopedia (docs/product.md#encyclopedia): members like, follow and propose; the
  // contributor or admin role writes (the admin column has both); CanDeleteContent deletes. The
  // request edited is the other member's, so only a contributor may edit it.
  likeRevision: loggedIn,
  followArtifact: loggedIn,
  proposeQuestion: loggedIn,
  editQuestionRequest: adminOnly,
  setQuestionRequestImage: adminOnly,
  setPositionImage: adminOnly,
  setArgumentImage: adminOnly,
  createCategory: adminOnly,
  editCategory: adminOnly,
  createQuestion: adminOnly,
  editQuestion: adminOnly,
  setQuestionImage: adminOnly,
  createPosition: adminOnly,
  editPosition: adminOnly,
  createArgument: adminOnly,
  editArgument: adminOnly,
  setArgumentPosition: adminOnly,
  createPerson: adminOnly,
  editPerson: adminOnly,
  setPersonImage: adminOnly,
  createEncyclopediaTag: adminOnly,
  editEncyclopediaTag: adminOnly,
  addExternalLink: adminOnly,
  editExternalLink: adminOnly,
  removeExternalLink: adminOnly,
  revertRevision: adminOnly,
  acceptQuestionRequest: adminOnly,
  declineQuestionRequest: adminOnly,
  deleteEncyclopediaArtifact: adminOnly,
  // Called with a wrong confirmation (tests/support/schema-calls.ts): refused whoever asks.
  deleteAccount: nobody,
};

/**
 * The permission each call the admin column alone may make needs (docs/product.md#permissions),
 * written from the docs, not read from the code: any one flag of `any`, or every flag of `all`. A
 * member holding one flag (or one role) and nothing else may make exactly the calls it satisfies;
 * the admin role without flags holds the contributor's edit right and nothing more.
 */
type Flag = 'adminHub' | 'canDeleteContent' | 'canCreateOpinions' | 'canSeeDetailedOpinionReport' | 'canListConvos' | 'contributor';
type FlagRule = { any: Flag[] } | { all: Flag[] };
type Holder = Flag | 'adminRole';
const HOLDERS: Record<Holder, Record<string, unknown>> = {
  adminHub: { adminHub: true },
  canDeleteContent: { canDeleteContent: true },
  canCreateOpinions: { canCreateOpinions: true },
  canSeeDetailedOpinionReport: { canSeeDetailedOpinionReport: true },
  canListConvos: { canListConvos: true },
  contributor: { role: 'CONTRIBUTOR' },
  adminRole: { role: 'ADMIN' },
};
const hub: FlagRule = { any: ['adminHub'] };
const writer: FlagRule = { any: ['contributor'] };
const FLAG_RULES: Record<string, FlagRule> = {
  'Mutation.createTopic': { any: ['canCreateOpinions'] },
  'Mutation.createOpinion': { any: ['canCreateOpinions'] },
  'Mutation.editOpinion': { any: ['canDeleteContent', 'contributor'] },
  'Mutation.setOpinionDeleted': { any: ['canDeleteContent'] },
  'Mutation.restoreOpinion': { all: ['adminHub', 'canDeleteContent'] },
  'Mutation.createOpinionFromSuggestion': { all: ['adminHub', 'canCreateOpinions'] },
  // Another member's comment: only a moderator who may delete content.
  'Mutation.deleteComment': { any: ['canDeleteContent'] },
  'Mutation.createUserTag': hub,
  'Mutation.renameUserTag': hub,
  'Mutation.deleteUserTag': hub,
  'Mutation.assignUserTag': hub,
  'Mutation.unassignUserTag': hub,
  'Mutation.createApiKey': hub,
  'Mutation.revokeApiKey': hub,
  'Mutation.decideReportedComment': hub,
  'Mutation.setMemberPermission': hub,
  'Mutation.setMemberRole': hub,
  'Mutation.suspendMember': hub,
  'Mutation.liftSuspension': hub,
  'Mutation.warnMember': hub,
  'Mutation.saveSitePage': hub,
  'Mutation.createSitePage': hub,
  'Mutation.restoreSitePageRevision': hub,
  'Query.adminSitePage': hub,
  'Query.sitePageVersion': hub,
  'Query.sitePagePreview': hub,
  'Query.populationFilter': hub,
  'Query.opinionVoteReport': { any: ['canSeeDetailedOpinionReport'] },
  'Query.populationReportCsv': hub,
  'Query.userTagSearch': hub,
  'Query.adminUserTags': hub,
  'Query.adminUserTag': hub,
  'Query.adminUserTagMembers': hub,
  'Query.moderationQueue': hub,
  'Query.adminMembers': hub,
  'Query.sitePages': hub,
  'Query.sitePageRevisions': hub,
  'Query.auditLog': hub,
  'Query.apiKeys': hub,
  'Query.removedOpinions': hub,
  'Query.opinionSuggestions': hub,
  'Query.questionListing': { any: ['canListConvos'] },
  // The encyclopedia: the contributor or admin role writes (docs/decisions.md#encyclopedia),
  // CanDeleteContent deletes; editing another member's request is a contributor's.
  'Mutation.createCategory': writer,
  'Mutation.editCategory': writer,
  'Mutation.createQuestion': writer,
  'Mutation.editQuestion': writer,
  'Mutation.setQuestionImage': writer,
  'Mutation.createPosition': writer,
  'Mutation.editPosition': writer,
  'Mutation.createArgument': writer,
  'Mutation.editArgument': writer,
  'Mutation.setArgumentPosition': writer,
  'Mutation.createPerson': writer,
  'Mutation.editPerson': writer,
  'Mutation.setPersonImage': writer,
  'Mutation.createEncyclopediaTag': writer,
  'Mutation.editEncyclopediaTag': writer,
  'Mutation.addExternalLink': writer,
  'Mutation.editExternalLink': writer,
  'Mutation.removeExternalLink': writer,
  'Mutation.revertRevision': writer,
  'Mutation.editQuestionRequest': writer,
  'Mutation.setQuestionRequestImage': writer,
  'Mutation.setPositionImage': writer,
  'Mutation.setArgumentImage': writer,
  'Mutation.acceptQuestionRequest': writer,
  'Mutation.declineQuestionRequest': writer,
  'Mutation.deleteEncyclopediaArtifact': { any: ['canDeleteContent'] },
};

function singleHolderOutcome(rule: FlagRule, holder: Holder): Outcome {
  const held: Flag[] = holder === 'adminRole' ? ['contributor'] : [holder];
  const granted = 'any' in rule ? rule.any.some((flag) => held.includes(flag)) : rule.all.every((flag) => held.includes(flag));
  return granted ? 'allow' : 'deny';
}

type FieldCase = {
  name: string;
  document: string;
  variables?: Record<string, unknown>;
  expected: Expectations;
  /** Text that appears in an answer only when it carries the owner's data. */
  ownerSecret?: string;
};

const OWNER_BIRTH_YEAR = 1907;
const OWNER_RID = 'owner-secret-rid';

function privateFieldCases(world: FixtureWorld, ownerViewerId: string, ownerNotificationId: string): FieldCase[] {
  return [
    { name: 'Query.myDemographics', document: `{ myDemographics { __typename ... on QueryMyDemographicsSuccess { data { birthYear } } } }`, expected: ownDataOnly, ownerSecret: `"birthYear":${OWNER_BIRTH_YEAR}` },
    { name: 'Query.myData', document: `{ myData { __typename ... on QueryMyDataSuccess { data { json } } } }`, expected: ownDataOnly, ownerSecret: OWNER_RID },
    { name: 'Query.viewerReports', document: `{ viewerReports { __typename ... on QueryViewerReportsSuccess { data { name } } } }`, expected: loggedIn },
    { name: 'Query.viewerReport', document: `{ viewerReport(name: "ownership") { __typename } }`, expected: loggedIn },
    { name: 'Query.quiz', document: `{ quiz(slug: "ownership") { __typename } }`, expected: loggedIn },
    { name: 'Query.commentSource', document: `query ($id: ID!) { commentSource(commentId: $id) { __typename ... on CommentSource { source } } }`, variables: { id: encodeGlobalID('Comment', world.ownCommentId) }, expected: ownerOnly },
    { name: 'Query.populationFilter', document: `{ populationFilter(input: { report: "ownership" }) { __typename } }`, expected: adminOnly },
    // The detailed opinion report (CanSeeDetailedOpinionReport; the admin caller has every flag).
    { name: 'Query.opinionVoteReport', document: `{ opinionVoteReport(slug: "no-such-opinion") { __typename } }`, expected: adminOnly },
    { name: 'Query.populationReportCsv', document: `{ populationReportCsv(report: "ownership") { __typename } }`, expected: adminOnly },
    { name: 'Query.userTagSearch', document: `{ userTagSearch(query: "tag") { __typename } }`, expected: adminOnly },
    { name: 'Query.adminUserTags', document: `{ adminUserTags { __typename } }`, expected: adminOnly },
    { name: 'Query.adminUserTag', document: `{ adminUserTag(id: 1) { __typename } }`, expected: adminOnly },
    { name: 'Query.adminUserTagMembers', document: `{ adminUserTagMembers(tagId: 1) { __typename } }`, expected: adminOnly },
    { name: 'Query.checkoutSession', document: `{ checkoutSession(sessionId: "test_cs_unknown") { __typename } }`, expected: loggedIn },
    { name: 'Query.moderationQueue', document: `{ moderationQueue { __typename } }`, expected: adminOnly },
    { name: 'Query.adminMembers', document: `{ adminMembers { __typename } }`, expected: adminOnly },
    { name: 'Query.sitePages', document: `{ sitePages { __typename } }`, expected: adminOnly },
    { name: 'Query.sitePageRevisions', document: `{ sitePageRevisions(slug: "privacy") { __typename } }`, expected: adminOnly },
    { name: 'Query.adminSitePage', document: `{ adminSitePage(slug: "privacy") { __typename } }`, expected: adminOnly },
    { name: 'Query.sitePageVersion', document: `{ sitePageVersion(slug: "privacy", revisionId: 0) { __typename } }`, expected: adminOnly },
    { name: 'Query.sitePagePreview', document: `{ sitePagePreview(body: "<p>Preview</p>") { __typename } }`, expected: adminOnly },
    { name: 'Query.auditLog', document: `{ auditLog { __typename } }`, expected: adminOnly },
    { name: 'Query.questionListing', document: `{ questionListing { __typename } }`, expected: adminOnly },
    { name: 'Query.apiKeys', document: `{ apiKeys { __typename } }`, expected: adminOnly },
    { name: 'Query.removedOpinions', document: `{ removedOpinions { __typename } }`, expected: adminOnly },
    { name: 'Query.opinionSuggestions', document: `{ opinionSuggestions { __typename } }`, expected: adminOnly },
    // The owner's private data through `node`, by id.
    {
      name: 'node(Viewer of the owner)',
      document: `query ($id: ID!) { node(id: $id) { __typename ... on Viewer { externalId demographics { birthYear } notifications { id } } } }`,
      variables: { id: ownerViewerId },
      // Any Viewer id resolves to the caller's own viewer (a visitor's is logged out).
      expected: { anonymous: 'own', member: 'own', admin: 'own', owner: 'allow' },
      ownerSecret: OWNER_RID,
    },
    {
      name: 'node(Notification of the owner)',
      document: `query ($id: ID!) { node(id: $id) { __typename ... on Notification { body } } }`,
      variables: { id: ownerNotificationId },
      expected: ownerOnly,
    },
  ];
}

/** The schema's private fields: those with auth scopes (the cases above must cover them all). */
function scopedFieldNames(): string[] {
  const names: string[] = [];
  for (const type of Object.values(servedSchema().getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Mutation') continue;
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
      const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions;
      if (options?.authScopes) names.push(`${type.name}.${field.name}`);
    }
  }
  return names.sort();
}

function outcomeOf(response: { status: number; data?: Record<string, unknown> | null; errors?: unknown[] }, root: string, ownerSecret?: string): Outcome {
  const value = response.data?.[root] as { __typename?: string } | null | undefined;
  if (value === null || value === undefined) return 'deny';
  const typename = value.__typename ?? '';
  if (typename === 'AuthError') return 'deny';
  // A made-up token, unknown row or removed content answers an error a caller of any kind gets:
  // nothing was granted. Validation errors are different: the call was let through.
  if (typename === 'NotFoundError' && root === 'node') return 'deny';
  if (ownerSecret !== undefined) return JSON.stringify(value).includes(ownerSecret) ? 'allow' : 'own';
  return 'allow';
}

// Permissions are decided by the schema, the same on either database: one kind is enough.
describe.each(testDatabaseKinds().slice(0, 1))('the auth matrix on %s', (kind) => {
  let t: TestApp;
  let world: FixtureWorld;
  let admin: { userId: number; cookie: string };
  let member: { userId: number; cookie: string };
  let callers: Caller[];
  let ownerViewerId: string;
  let ownerNotificationId: string;

  /** A second session for a user, for calls that end or replace the one they run with. */
  async function throwawaySession(userId: number): Promise<string> {
    const token = createOpaqueToken();
    await t.prisma.session.create({ data: { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + 3_600_000) } });
    return `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    world = await createFixtureWorld(t, 'matrix', { memberColumns: {} });
    member = await t.createUserWithSession('matrix_stranger');
    admin = await t.createUserWithSession('matrix_admin', everyPermission);
    const owner = world.member;
    await t.prisma.demographics.create({ data: { userId: owner.userId, birthYear: OWNER_BIRTH_YEAR } });
    await t.prisma.user.update({ where: { id: owner.userId }, data: { externalId: OWNER_RID } });
    // The other member gives the owner's comment a good point: the owner gets a notification.
    const liked = await t.graphql(
      `mutation ($id: ID!) { likeComment(input: { commentId: $id, liked: true }) { __typename } }`,
      { id: encodeGlobalID('Comment', world.ownCommentId) },
      { cookie: world.other.cookie },
    );
    expect(liked.data.likeComment.__typename).toBe('MutationLikeCommentSuccess');
    const ownersView = await t.graphql(`{ viewer { id notifications { id } } }`, {}, { cookie: owner.cookie });
    ownerViewerId = ownersView.data.viewer.id;
    ownerNotificationId = ownersView.data.viewer.notifications[0].id;

    const created = await t.graphql(
      `mutation { createApiKey(name: "Matrix partner") { ... on MutationCreateApiKeySuccess { data { key } } } }`,
      {},
      { cookie: admin.cookie },
    );
    const apiKey = created.data.createApiKey.data.key as string;

    const sessionCaller = (name: SessionCallerName, user: { userId: number; cookie: string }): Caller => ({
      name,
      headers: async ({ disposable }) => ({ cookie: disposable ? await throwawaySession(user.userId) : user.cookie }),
    });
    callers = [
      { name: 'anonymous', headers: async () => ({}) },
      sessionCaller('member', member),
      sessionCaller('admin', admin),
      sessionCaller('owner', owner),
      { name: 'apiKey', headers: async () => ({ authorization: `Bearer ${apiKey}`, cookie: owner.cookie }) },
    ];
  });
  afterAll(() => t?.dispose());

  it('covers every mutation and every field guarded by auth scopes', () => {
    expect(Object.keys(EXPECTED_MUTATIONS).sort()).toEqual(Object.keys(servedSchema().getMutationType()!.getFields()).sort());
    const covered = privateFieldCases(world, ownerViewerId, ownerNotificationId).map((entry) => entry.name);
    const uncovered = scopedFieldNames().filter((name) => !covered.includes(name) && !name.startsWith('Subscription.'));
    expect(uncovered).toEqual([]);
  });

  it('grants nothing beyond the table', async () => {
    const cells: Array<{ call: string; caller: CallerName; expected: Outcome; actual: Outcome }> = [];
    for (const entry of privateFieldCases(world, ownerViewerId, ownerNotificationId)) {
      const root = /\{\s*(\w+)/.exec(entry.document.replace(/^query[^{]*/, ''))![1];
      for (const caller of callers) {
        const response = await t.graphql(entry.document, entry.variables ?? {}, { headers: await caller.headers({ disposable: false }) });
        cells.push({
          call: entry.name,
          caller: caller.name,
          expected: expectedOf(entry.expected, caller.name, 'field'),
          actual: outcomeOf(response, root, entry.ownerSecret),
        });
      }
    }
    for (const [name, call] of Object.entries(mutationCalls)) {
      const document = mutationDocument(name, '__typename');
      for (const caller of callers) {
        const variables = await call.variables(world, t);
        const response = await t.graphql(document, variables, { headers: await caller.headers({ disposable: call.changesSession === true }) });
        cells.push({
          call: `Mutation.${name}`,
          caller: caller.name,
          expected: expectedOf(EXPECTED_MUTATIONS[name], caller.name, 'mutation'),
          actual: outcomeOf(response, name),
        });
      }
    }
    const unexpectedAllows = cells.filter((cell) => rank[cell.actual] > rank[cell.expected]);
    const unexpectedDenies = cells.filter((cell) => rank[cell.actual] < rank[cell.expected]);
    const count = (outcome: Outcome) => cells.filter((cell) => cell.actual === outcome).length;
    console.log(
      `auth matrix (${kind}): ${cells.length / callers.length} calls x ${callers.length} callers = ${cells.length} cells; ` +
        `allow ${count('allow')}, own ${count('own')}, deny ${count('deny')}; unexpected allows ${unexpectedAllows.length}, unexpected denies ${unexpectedDenies.length}`,
    );
    expect(unexpectedAllows).toEqual([]);
    // The table is exact both ways: a refusal nobody expected is a broken feature (or a stale table).
    expect(unexpectedDenies).toEqual([]);
  });

  it('grants a member holding one permission flag (or one role) exactly the calls it allows', async () => {
    const fieldCases = privateFieldCases(world, ownerViewerId, ownerNotificationId);
    const privileged = [
      ...fieldCases.filter((entry) => entry.expected.admin === 'allow' && entry.expected.member === 'deny' && entry.expected.owner === 'deny').map((entry) => entry.name),
      ...Object.keys(mutationCalls)
        .filter((name) => EXPECTED_MUTATIONS[name]!.admin === 'allow' && EXPECTED_MUTATIONS[name]!.member === 'deny')
        .map((name) => `Mutation.${name}`),
    ];
    // The rules cover exactly the calls the table gives the admin alone.
    expect(privileged.filter((name) => !(name in FLAG_RULES))).toEqual([]);
    expect(Object.keys(FLAG_RULES).filter((name) => !privileged.includes(name))).toEqual([]);

    const holders = await Promise.all(
      (Object.keys(HOLDERS) as Holder[]).map(async (holder) => ({ holder, session: await t.createUserWithSession(`matrix_only_${holder}`.slice(0, 24), HOLDERS[holder]) })),
    );
    const cells: Array<{ call: string; holder: Holder; expected: Outcome; actual: Outcome }> = [];
    for (const name of privileged) {
      for (const { holder, session } of holders) {
        let actual: Outcome;
        if (name.startsWith('Mutation.')) {
          const mutation = name.slice('Mutation.'.length);
          const response = await t.graphql(mutationDocument(mutation, '__typename'), await mutationCalls[mutation]!.variables(world, t), { cookie: session.cookie });
          actual = outcomeOf(response, mutation);
        } else {
          const entry = fieldCases.find((candidate) => candidate.name === name)!;
          const root = /\{\s*(\w+)/.exec(entry.document.replace(/^query[^{]*/, ''))![1];
          actual = outcomeOf(await t.graphql(entry.document, entry.variables ?? {}, { cookie: session.cookie }), root);
        }
        cells.push({ call: name, holder, expected: singleHolderOutcome(FLAG_RULES[name]!, holder), actual });
      }
    }
    console.log(`auth matrix, single permissions: ${privileged.length} calls x ${holders.length} holders = ${cells.length} cells, ${cells.filter((cell) => cell.actual === 'allow').length} allowed`);
    expect(cells.filter((cell) => cell.actual !== cell.expected)).toEqual([]);
    // Each flag and role is needed somewhere and grants something.
    for (const { holder } of holders) expect(cells.some((cell) => cell.holder === holder && cell.actual === 'allow'), holder).toBe(true);
  });

  it('refuses form-encoded and cross-site POSTs to /graphql and /api, and changes nothing', async () => {
    const cookie = world.member.cookie;
    const ridBefore = (await t.prisma.user.findUniqueOrThrow({ where: { id: world.member.userId } })).externalId;
    expect(ridBefore).not.toBe('forged-rid');
    const query = `mutation { setExternalId(rid: "forged-rid") { __typename } }`;
    const attempts: Array<{ path: string; headers: Record<string, string>; body: string; status: number }> = [
      { path: '/graphql', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(query)}`, status: 415 },
      { path: '/graphql', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query }), status: 415 },
      { path: '/graphql', headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: JSON.stringify({ query }), status: 403 },
      { path: '/graphql', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: JSON.stringify({ query }), status: 403 },
      { path: '/api/user/setexternalid', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'body=%7B%22rid%22%3A%22forged-rid%22%7D', status: 415 },
      { path: '/api/user/setexternalid', headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: JSON.stringify({ body: { rid: 'forged-rid' } }), status: 403 },
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${t.url}${attempt.path}`, { method: 'POST', headers: { cookie, ...attempt.headers }, body: attempt.body });
      expect(response.status, `${attempt.path} ${JSON.stringify(attempt.headers)}`).toBe(attempt.status);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: world.member.userId } })).externalId).toBe(ridBefore);
  });

  it('refuses a graphql-ws handshake from a foreign Origin, and accepts our own', async () => {
    const handshake = (origin: string | undefined) =>
      new Promise<'open' | 'refused'>((resolve) => {
        const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
          headers: { cookie: world.member.cookie, ...(origin ? { origin } : {}) },
        });
        const timer = setTimeout(() => resolve('refused'), 15_000);
        socket.on('open', () => {
          clearTimeout(timer);
          socket.close();
          resolve('open');
        });
        socket.on('error', () => {
          clearTimeout(timer);
          resolve('refused');
        });
      });
    expect(await handshake('http://evil.example')).toBe('refused');
    expect(await handshake(new URL(t.url).origin)).toBe('open');
  });

  it('refuses the private subscription to a visitor (graphql-ws)', async () => {
    const field = servedSchema().getSubscriptionType()!.getFields().notificationAdded;
    expect(argumentsOf(field).definitions).toBe('');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const timer = setTimeout(() => reject(new Error('no answer to the subscription')), 30_000);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; payload?: unknown };
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { notificationAdded { id } }' } }));
        } else if (message.type === 'error' || message.type === 'next') {
          clearTimeout(timer);
          socket.close();
          resolve(JSON.stringify(message));
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/"type":"(error|next)"/);
    expect(answer).toMatch(/Please log in to continue|AuthError|Not authorized|UNAUTHENTICATED/i);
  });
});
