// The few GraphQL documents the e2e tests send themselves (to find test data, or read what no
// screen shows). The e2e server runs in production mode, where browsers may send only persisted
// operations; start-test-server.ts adds these to its list, and the tests send them by id like
// the web client does, so the server's rule is exercised rather than switched off.
import { createHash } from 'node:crypto';

export const testOperations = {
  trendingOpinions: 'query E2eTrendingOpinions { homeFeedCards { trendingOpinions { slug numVotes } } }',
  topicSizes: 'query E2eTopicSizes { topics { slug numOpinions } }',
  createPerson:
    'mutation E2eCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { __typename ... on MutationCreatePersonSuccess { data { databaseId slug latestRevisionId } } } }',
  createEncyclopediaTag:
    'mutation E2eCreateEncyclopediaTag($input: CreateEncyclopediaTagInput!) { createEncyclopediaTag(input: $input) { __typename ... on MutationCreateEncyclopediaTagSuccess { data { databaseId slug } } } }',
  likeRevision: 'mutation E2eLikeRevision($revisionId: Int!) { likeRevision(revisionId: $revisionId, liked: true) { __typename ... on Error { message } } }',
  emailPreferencesLink: 'query E2eEmailPreferencesLink { emailPreferences { ... on QueryEmailPreferencesSuccess { data { link } } } }',
  createSitePage:
    'mutation E2eCreateSitePage($slug: String!, $title: String!, $body: String!, $note: String!) { createSitePage(slug: $slug, title: $title, body: $body, note: $note) { __typename ... on MutationCreateSitePageSuccess { data { page { revisionId } } } } }',
  saveSitePage:
    'mutation E2eSaveSitePage($slug: String!, $title: String!, $body: String!, $note: String!, $baseRevisionId: Int!) { saveSitePage(slug: $slug, title: $title, body: $body, note: $note, baseRevisionId: $baseRevisionId) { __typename ... on MutationSaveSitePageSuccess { data { page { revisionId } } } } }',
  viewerId: 'query E2eViewerId { viewer { user { databaseId } } }',
  setMemberRole:
    'mutation E2eSetMemberRole($userId: Int!, $role: MemberRole!) { setMemberRole(userId: $userId, role: $role) { __typename } }',
  createCategory:
    'mutation E2eCreateCategory($title: String!) { createCategory(input: { title: $title }) { __typename ... on MutationCreateCategorySuccess { data { databaseId slug } } } }',
  createQuestion:
    'mutation E2eCreateQuestion($input: CreateQuestionInput!) { createQuestion(input: $input) { __typename ... on MutationCreateQuestionSuccess { data { databaseId slug latestRevisionId } } } }',
  editQuestion:
    'mutation E2eEditQuestion($input: EditQuestionInput!) { editQuestion(input: $input) { __typename ... on Error { message } } }',
} as const;

export type TestOperation = keyof typeof testOperations;

export function testOperationId(name: TestOperation): string {
  return createHash('sha256').update(testOperations[name]).digest('hex');
}

/** id → text, for the server's list. */
export function testOperationList(): Record<string, string> {
  return Object.fromEntries(Object.keys(testOperations).map((name) => [testOperationId(name as TestOperation), testOperations[name as TestOperation]]));
}

/** The JSON body that runs `name` by its id. */
export function testOperationBody(name: TestOperation, variables: Record<string, unknown> = {}) {
  return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: testOperationId(name) } } };
}
