// Quiz statements are Opinions keyed by QuizItem (docs/decisions.md#quizzes). They stay
// out of everything public that lists or counts opinions: the stats card, search (the top bar,
// the similar-opinion list), trending, For You, topic feeds, Contributors and Latest Activity.
// Each check sets up a quiz statement that would otherwise win (more votes, same words, newer
// comments), next to an ordinary opinion that must still show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PUBLIC_ID = 11;
const QUIZ_ID = 12;

describe.each(testDatabaseKinds())('quiz opinions stay out of public lists on %s', (kind) => {
  let t: TestApp;
  let readerCookie: string;

  async function comment(opinionId: number, authorId: number) {
    const thread = await t.prisma.commentThread.upsert({
      where: { opinionId },
      create: { key: `opinion:${opinionId}`, opinionId },
      update: {},
    });
    await t.prisma.comment.create({ data: { threadId: thread.id, authorId, source: 'text', bodyHtml: '<p>text</p>' } });
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await createTopic(t.prisma, { id: 1, slug: 'society', title: 'Society' });
    await createOpinion(t.prisma, { id: PUBLIC_ID, slug: 'public-trust', title: 'People should trust strangers more', topicIds: [1] });
    // Quiz statements have no topic when seeded; this one has, to show the topic feed filters too.
    await createOpinion(t.prisma, { id: QUIZ_ID, slug: 'trust-quiz-1', title: 'I usually trust strangers', topicIds: [1] });
    const quiz = await t.prisma.quiz.create({ data: { slug: 'trust-quiz', title: 'Trust', reportName: 'ownership' } });
    await t.prisma.quizItem.create({ data: { quizId: quiz.id, opinionId: QUIZ_ID, position: 0, reportName: 'ownership', element: 0, direction: 1 } });

    // One vote on the public opinion, three on the quiz statement (it would trend first).
    for (const [index, opinionId] of [PUBLIC_ID, QUIZ_ID, QUIZ_ID, QUIZ_ID].entries()) {
      const voter = await t.createUserWithSession(`voter${index}`);
      const response = await t.rest('POST', '/api/opinion/vote', { id: opinionId, rating: 2 }, { cookie: voter.cookie });
      expect(response.status).toBe(200);
    }
    // quizfan comments only on the quiz statement, twice; plain once on the public opinion.
    await t.createUserWithSession('plain', { id: 201 });
    await t.createUserWithSession('quizfan', { id: 202 });
    await comment(PUBLIC_ID, 201);
    await comment(QUIZ_ID, 202);
    await comment(QUIZ_ID, 202);
    await t.app.services.opinions.refreshTrendingScores();
    readerCookie = (await t.createUserWithSession('reader')).cookie;
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('the stats count neither quiz statements nor their votes and comments', async () => {
    const { data, errors } = await t.graphql(`{ homeFeedCards { stats { opinions comments votes } } }`);
    expect(errors).toBeUndefined();
    expect(data!.homeFeedCards.stats).toEqual({ opinions: 1, comments: 1, votes: 1 });
  });

  it('search finds the public opinion only, by word and by typo', async () => {
    for (const q of ['strangers', 'trust strangers', 'strangres']) {
      const everything = await t.rest('GET', `/api/v2/search?q=${encodeURIComponent(q)}`);
      expect(everything.json.body.Results.map((hit: { ArtifactID: number }) => hit.ArtifactID), q).toEqual([PUBLIC_ID]);
      const similar = await t.rest('GET', `/api/opinion/search?q=${encodeURIComponent(q)}`);
      expect(similar.json.body.Results.map((hit: { ArtifactID: number }) => hit.ArtifactID), q).toEqual([PUBLIC_ID]);
    }
    const { data } = await t.graphql(`{ opinionSearch(query: "trust") { databaseId } }`);
    expect(data!.opinionSearch).toEqual([{ databaseId: PUBLIC_ID }]);
  });

  it('trending, For You and the topic feed leave it out', async () => {
    const { data } = await t.graphql(`{ homeFeedCards { trendingOpinions { databaseId } } }`);
    expect(data!.homeFeedCards.trendingOpinions).toEqual([{ databaseId: PUBLIC_ID }]);
    const loggedOut = await t.rest('POST', '/api/opinion/userfeed', {});
    expect(loggedOut.json.body.Feed).toEqual([PUBLIC_ID]);
    const loggedIn = await t.rest('POST', '/api/opinion/userfeed', {}, { cookie: readerCookie });
    expect(loggedIn.json.body.Feed).toEqual([PUBLIC_ID]);
    const topic = await t.rest('GET', '/api/topic/get?slug=society');
    expect(topic.status).toBe(200);
    expect(JSON.stringify(topic.json)).toContain('public-trust');
    expect(JSON.stringify(topic.json)).not.toContain('trust-quiz-1');
  });

  it('Contributors and Latest Activity leave out comments on it', async () => {
    const contributors = await t.rest('GET', '/api/contributors/get');
    expect(contributors.json.body).toEqual([{ UsernameCased: 'plain', NumComments: 1 }]);
    const activity = await t.rest('GET', '/api/activity/get');
    expect(activity.json.body.map((row: { Username: string; OpinionTitle: string }) => [row.Username, row.OpinionTitle])).toEqual([
      ['plain', 'People should trust strangers more'],
    ]);
  });

  it('its own page still works', async () => {
    const { data } = await t.graphql(`{ opinion(slug: "trust-quiz-1") { ... on Opinion { databaseId title } } }`);
    expect(data!.opinion).toEqual({ databaseId: QUIZ_ID, title: 'I usually trust strangers' });
  });
});
