// Quizzes and personal reports over real HTTP on a real database: loading a quiz, answering it
// (votes through the vote service, reports recomputed after each vote), the paywall, privacy,
// population averages under K, bad input, and the REST shapes (file snapshots, shared by both
// database kinds like tests/api/rest-shapes.test.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuizContent } from '../../api/db/quiz-content-seed.ts';
import { opiniondnaQuiz } from '../../api/db/seed-data/quizzes/opiniondna.ts';
import type { ReportTexts } from '../../api/db/seed-data/quizzes/quiz-content.ts';
import { opiniondnaTexts } from '../../api/db/seed-data/report-texts/opiniondna.ts';
import { REPORT_DEFINITIONS, type ReportName } from '../../api/domain/report-definitions.ts';
import { shortOwnershipQuiz, shortOwnershipTexts } from '../support/short-ownership-quiz.ts';
import { createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const shortQuiz = shortOwnershipQuiz;
const shortTexts = shortOwnershipTexts;

// Only these two quizzes, whatever else ships, so the ids in the snapshots stay fixed.
const quizzes = [opiniondnaQuiz, shortQuiz];
const texts: Array<{ report: ReportName; texts: ReportTexts }> = [
  { report: 'opiniondna', texts: opiniondnaTexts },
  { report: 'ownership', texts: shortTexts },
];

const FULL_DEMOGRAPHICS = {
  gender: 'female',
  birthYear: 1990,
  nationality: 'gb',
  education: 50,
  maritalStatus: 'single',
  householdIncome: 3,
  sexualOrientation: 'heterosexual',
  religion: 'none',
  politicalSpectrum: 4,
  numChildren: -1,
};

const QUIZ = `query Quiz($slug: String!) {
  quiz(slug: $slug) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on Quiz { slug title reportName opinionIds demographicsNeeded viewerProgress { answered total completed } opinions { databaseId viewerRating } }
  }
}`;

const ANSWER = `mutation Answer($input: AnswerQuizInput!) {
  answerQuiz(input: $input) {
    __typename
    ... on Error { message }
    ... on AuthError { status }
    ... on MutationAnswerQuizSuccess { data { quiz { viewerProgress { answered total completed } } opinion { databaseId viewerRating } } }
  }
}`;

const REPORT = `query Report($name: String!) {
  viewerReport(name: $name) {
    __typename
    ... on Error { message }
    ... on UserReport { name locked scores complete levels total detailedText elementProgress { name items answered completion score level help } }
  }
}`;

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('quizzes and reports on %s', (kind) => {
  let t: TestApp;
  let alice: { userId: number; cookie: string };
  let bob: { userId: number; cookie: string };
  let admin: { userId: number; cookie: string };
  let subscriber: { userId: number; cookie: string };
  let ownershipIds: number[];

  beforeAll(async () => {
    // Exact population averages: these tests check the K rule to the person; the noise has its own tests.
    t = await createTestApp({ kind, exactAggregates: true });
    await seedQuizContent(t.prisma, quizzes, texts);
    alice = await t.createUserWithSession('alice');
    bob = await t.createUserWithSession('bob');
    admin = await t.createUserWithSession('admin_user', { adminHub: true, role: 'ADMIN' });
    subscriber = await t.createUserWithSession('subscriber', { subscription: { create: { status: 'ACTIVE' } } });
    for (const user of [alice, admin, subscriber]) {
      await t.prisma.demographics.create({ data: { userId: user.userId, ...FULL_DEMOGRAPHICS } });
    }
    const quiz = await t.prisma.quiz.findUniqueOrThrow({ where: { slug: 'ownership' }, include: { items: { orderBy: { position: 'asc' } } } });
    ownershipIds = quiz.items.map((item) => item.opinionId);
  }, 120_000);

  afterAll(async () => {
    await t?.dispose();
  });

  const answer = (cookie: string, slug: string, opinionId: number, rating: unknown) =>
    t.graphql(ANSWER, { input: { slug, opinionId: encodeGlobalID('Opinion', opinionId), rating } }, { cookie });

  describe('content seed', () => {
    it('stores the Opinion DNA quiz with 144 items over 48 elements, and is idempotent', async () => {
      const dna = await t.prisma.quiz.findUniqueOrThrow({ where: { slug: 'opinion-dna' }, include: { items: true } });
      expect(dna.reportName).toBe('opiniondna');
      expect(dna.items).toHaveLength(144);
      expect(new Set(dna.items.map((item) => item.element)).size).toBe(48);
      expect(await t.prisma.reportText.count({ where: { reportName: 'opiniondna' } })).toBe(48 * 5);
      const again = await seedQuizContent(t.prisma, quizzes, texts);
      expect(again).toEqual({ quizzesAdded: 0, itemsAdded: 0, textsAdded: 0 });
    });

    it('keeps quiz opinions out of the feeds', async () => {
      const feed = await t.rest('POST', '/api/opinion/userfeed', {}, { cookie: bob.cookie });
      expect(feed.status).toBe(200);
      const quizOpinions = new Set((await t.prisma.quizItem.findMany({ select: { opinionId: true } })).map((row) => row.opinionId));
      expect(feed.json.body.Feed.filter((id: number) => quizOpinions.has(id))).toEqual([]);
    });
  });

  describe('loading a quiz', () => {
    it('needs a logged-in user', async () => {
      const response = await t.rest('GET', '/api/quiz/get?slug=ownership');
      expect(response.status).toBe(401);
      const graph = await t.graphql(QUIZ, { slug: 'ownership' });
      expect(graph.data.quiz).toMatchObject({ __typename: 'AuthError', status: 401 });
    });

    it('answers OpinionIDs in quiz order and Desc', async () => {
      const response = await t.rest('GET', '/api/quiz/get?slug=ownership', undefined, { cookie: bob.cookie });
      expect(response.json.body.OpinionIDs).toEqual(ownershipIds);
      await expectShape('quiz-get', response);
    });

    it('cuts the slug at the first % or &', async () => {
      for (const slug of ['ownership%20more', 'ownership&utm=1', 'ownership%']) {
        const response = await t.graphql(QUIZ, { slug }, { cookie: bob.cookie });
        expect(response.data.quiz.slug, slug).toBe('ownership');
      }
    });

    it('opens a quiz by its short report name too (opiniondna for opinion-dna)', async () => {
      const long = await t.rest('GET', '/api/quiz/get?slug=opinion-dna', undefined, { cookie: bob.cookie });
      const short = await t.rest('GET', '/api/quiz/get?slug=opiniondna', undefined, { cookie: bob.cookie });
      expect(short.status).toBe(200);
      expect(short.json.body).toEqual(long.json.body);
      expect(short.json.body.OpinionIDs).toHaveLength(144);
      const graph = await t.graphql(QUIZ, { slug: 'opiniondna&utm=1' }, { cookie: bob.cookie });
      expect(graph.data.quiz).toMatchObject({ __typename: 'Quiz', slug: 'opinion-dna', reportName: 'opiniondna' });
      // A report name whose quiz is not stored is still unknown.
      const missing = await t.rest('GET', '/api/quiz/get?slug=mac', undefined, { cookie: bob.cookie });
      expect(missing.status).toBe(404);
    });

    it('answers 404 for an unknown quiz', async () => {
      const response = await t.rest('GET', '/api/quiz/get?slug=no-such-quiz', undefined, { cookie: bob.cookie });
      expect(response.status).toBe(404);
      await expectShape('quiz-get-unknown', response);
    });

    it('says when demographics are needed', async () => {
      const response = await t.graphql(QUIZ, { slug: 'ownership' }, { cookie: bob.cookie });
      expect(response.data.quiz.demographicsNeeded).toBe(true);
      const ready = await t.graphql(QUIZ, { slug: 'ownership' }, { cookie: alice.cookie });
      expect(ready.data.quiz.demographicsNeeded).toBe(false);
      expect(ready.data.quiz.viewerProgress).toEqual({ answered: 0, total: 12, completed: false });
    });
  });

  describe('answering', () => {
    it('refuses bad input and writes nothing', async () => {
      const before = await t.prisma.vote.count();
      const progressBefore = await t.prisma.quizProgress.count();
      const demoOpinion = await t.prisma.opinion.create({ data: { slug: 'not-in-quiz', title: 'Not a quiz opinion' } });
      const notInQuiz = await answer(alice.cookie, 'ownership', demoOpinion.id, 1);
      expect(notInQuiz.data.answerQuiz).toMatchObject({ __typename: 'ValidationError', message: 'This opinion is not part of this quiz' });
      const otherQuiz = await answer(alice.cookie, 'opinion-dna', ownershipIds[0], 1);
      expect(otherQuiz.data.answerQuiz.__typename).toBe('ValidationError');
      const badRating = await answer(alice.cookie, 'ownership', ownershipIds[0], 6);
      expect(badRating.data.answerQuiz.__typename).toBe('InputValidationError');
      const unknownQuiz = await answer(alice.cookie, 'nope', ownershipIds[0], 1);
      expect(unknownQuiz.data.answerQuiz.__typename).toBe('NotFoundError');
      const noDemographics = await answer(bob.cookie, 'ownership', ownershipIds[0], 1);
      expect(noDemographics.data.answerQuiz).toMatchObject({
        __typename: 'ValidationError',
        message: 'Please fill in your personal details before answering this quiz',
      });
      const anonymous = await t.graphql(ANSWER, { input: { slug: 'ownership', opinionId: encodeGlobalID('Opinion', ownershipIds[0]), rating: 1 } });
      expect(anonymous.data.answerQuiz).toMatchObject({ __typename: 'AuthError', status: 401 });
      expect(await t.prisma.vote.count()).toBe(before);
      expect(await t.prisma.quizProgress.count()).toBe(progressBefore);
      expect(await t.prisma.userReport.count({ where: { userId: { in: [alice.userId, bob.userId] } } })).toBe(0);
    });

    it('records each answer as a vote, recomputes the report after each one and completes the quiz', async () => {
      // Up items Strongly Agree (4 points), down items Disagree (3 points): every element 88.
      for (const [index, opinionId] of ownershipIds.entries()) {
        const rating = index % 2 === 0 ? 1 : 4;
        const response = await answer(alice.cookie, 'ownership', opinionId, rating);
        expect(response.data.answerQuiz.data.opinion).toEqual({ databaseId: opinionId, viewerRating: rating });
        expect(response.data.answerQuiz.data.quiz.viewerProgress.answered).toBe(index + 1);
        if (index === 1) {
          const row = await t.prisma.userReport.findUniqueOrThrow({ where: { userId_reportName: { userId: alice.userId, reportName: 'ownership' } } });
          expect(row.scores).toEqual([88]); // one element answered: a short array
        }
      }
      const quiz = await t.graphql(QUIZ, { slug: 'ownership' }, { cookie: alice.cookie });
      expect(quiz.data.quiz.viewerProgress).toEqual({ answered: 12, total: 12, completed: true });
      const progress = await t.prisma.quizProgress.findFirstOrThrow({ where: { userId: alice.userId } });
      expect(progress.completedAt).not.toBeNull();
      const report = await t.graphql(REPORT, { name: 'ownership' }, { cookie: alice.cookie });
      expect(report.data.viewerReport).toMatchObject({
        name: 'ownership',
        locked: false,
        scores: [88, 88, 88, 88, 88, 88],
        complete: true,
        levels: ['VERY HIGH', 'VERY HIGH', 'VERY HIGH', 'VERY HIGH', 'VERY HIGH', 'VERY HIGH'],
        total: null,
      });
      expect(report.data.viewerReport.detailedText).toContain('<p>Institutional Faith is very high.</p>');
      expect(report.data.viewerReport.elementProgress[0]).toMatchObject({ items: 2, answered: 2, completion: 100, score: 88, level: 'VERY HIGH' });
    });

    it('recomputes after a plain vote on a quiz opinion too', async () => {
      // Re-vote the first up item Strongly Disagree: that element is mean(0, 3) = 38 (37.5 rounds up).
      const response = await t.rest('POST', '/api/opinion/vote', { id: ownershipIds[0], rating: 5 }, { cookie: alice.cookie });
      expect(response.status).toBe(200);
      const row = await t.prisma.userReport.findUniqueOrThrow({ where: { userId_reportName: { userId: alice.userId, reportName: 'ownership' } } });
      expect(row.scores).toEqual([38, 88, 88, 88, 88, 88]);
    });
  });

  describe('reports', () => {
    it('gives every report to its owner, withholding locked scores from non-subscribers', async () => {
      await answer(alice.cookie, 'opinion-dna', (await t.prisma.quizItem.findFirstOrThrow({ where: { reportName: 'opiniondna', position: 0 } })).opinionId, 1);
      const response = await t.rest('GET', '/api/reports/getuserreports', undefined, { cookie: alice.cookie });
      expect(response.status).toBe(200);
      expect(Object.keys(response.json.body)).toEqual([...Object.keys(REPORT_DEFINITIONS)]);
      expect(response.json.body.ownership).toEqual([38, 88, 88, 88, 88, 88]);
      expect(response.json.body.opiniondna).toEqual([]); // locked for a non-subscriber
      await expectShape('reports-getuserreports', response);
      const stored = await t.prisma.userReport.findUniqueOrThrow({ where: { userId_reportName: { userId: alice.userId, reportName: 'opiniondna' } } });
      expect(stored.scores).toEqual([100]);
    });

    it('shows a subscriber their Opinion DNA progress and scores', async () => {
      const items = await t.prisma.quizItem.findMany({ where: { reportName: 'opiniondna', element: 0 }, orderBy: { position: 'asc' } });
      for (const item of items) await answer(subscriber.cookie, 'opinion-dna', item.opinionId, item.direction === 1 ? 2 : 4);
      const report = await t.graphql(REPORT, { name: 'opinion-dna' }, { cookie: subscriber.cookie });
      const dna = report.data.viewerReport;
      expect(dna).toMatchObject({ name: 'opiniondna', locked: false, scores: [75], complete: false, detailedText: '' });
      expect(dna.elementProgress).toHaveLength(48);
      expect(dna.elementProgress[0]).toMatchObject({ name: 'Openness', items: 3, answered: 3, completion: 100, score: 75, level: 'HIGH' });
      expect(dna.elementProgress[1]).toMatchObject({ name: 'Conscientiousness', answered: 0, completion: 0, score: null, level: null });
      expect(dna.elementProgress[0].help).toMatch(/curiosity/i);
    });

    it('answers the detailed report by short or long name, locked for non-subscribers', async () => {
      const ownership = await t.rest('GET', '/api/reports/getdetailed?name=ownership', undefined, { cookie: alice.cookie });
      expect(ownership.status).toBe(200);
      expect(ownership.json.body.Text).toContain('Institutional Faith');
      await expectShape('reports-getdetailed-ownership', ownership);
      const mac = await t.rest('GET', '/api/reports/getdetailed?name=morality-as-cooperation', undefined, { cookie: alice.cookie });
      expect(mac.json.body).toMatchObject({ Name: 'mac', Locked: true, Scores: [], Text: '' });
      await expectShape('reports-getdetailed-locked', mac);
    });

    it('calls an unknown report name unimplemented', async () => {
      for (const name of ['astrology', 'MAC', 'mac%00', 'x'.repeat(99)]) {
        const response = await t.rest('GET', `/api/reports/getdetailed?name=${encodeURIComponent(name)}`, undefined, { cookie: alice.cookie });
        expect(response.status, name).toBe(404);
        expect(response.json.error).toMatch(/is unimplemented$/);
      }
      const missing = await t.rest('GET', '/api/reports/getdetailed', undefined, { cookie: alice.cookie });
      expect(missing.status).toBe(400);
      const dna = await t.rest('GET', '/api/opiniodna/get?type=astrology', undefined, { cookie: admin.cookie });
      expect(dna.status).toBe(404);
    });

    it('lets nobody but the owner read a report: another user, an admin and an anonymous visitor', async () => {
      for (const cookie of [bob.cookie, admin.cookie]) {
        const reports = await t.rest('GET', '/api/reports/getuserreports', undefined, { cookie });
        expect(reports.json.body.ownership).toEqual([]);
        const detailed = await t.rest('GET', '/api/reports/getdetailed?name=ownership', undefined, { cookie });
        expect(detailed.json.body.Scores).toEqual([]);
        expect(detailed.json.body.Text).toBe('');
      }
      for (const path of ['/api/reports/getuserreports', '/api/reports/getdetailed?name=ownership']) {
        const anonymous = await t.rest('GET', path);
        expect(anonymous.status, path).toBe(401);
      }
      // The API has no way to name another user: extra parameters are ignored.
      const probing = await t.rest('GET', `/api/reports/getdetailed?name=ownership&userId=${alice.userId}`, undefined, { cookie: bob.cookie });
      expect(probing.json.body.Scores).toEqual([]);
    });
  });

  describe('population averages', () => {
    it('are empty for non-AdminHub viewers and suppressed under K for admins', async () => {
      const plain = await t.rest('GET', '/api/opiniodna/get?type=ownership', undefined, { cookie: alice.cookie });
      expect(plain.json.body).toEqual({ Type: 'ownership', Users: 0, Averages: [] });
      const anonymous = await t.rest('GET', '/api/opiniodna/get?type=ownership');
      expect(anonymous.json.body.Averages).toEqual([]);
      const underK = await t.rest('GET', '/api/opiniodna/get?type=ownership', undefined, { cookie: admin.cookie });
      expect(underK.json.body).toEqual({ Type: 'ownership', Users: 0, Averages: [null, null, null, null, null, null] });
    });

    it('show the rounded mean per element once K users have a complete report', async () => {
      // Four more complete ownership reports (alice has one): 5 = K.
      for (let index = 0; index < 4; index += 1) {
        await t.prisma.userReport.create({
          data: { userId: (await t.createUserWithSession(`rater_${index}`)).userId, reportName: 'ownership', scores: [0, 10, 20, 30, 40, 51] },
        });
      }
      // An incomplete report is not attributable per element and does not count.
      await t.prisma.userReport.create({ data: { userId: bob.userId, reportName: 'ownership', scores: [100] } });
      const response = await t.rest('GET', '/api/opiniodna/get?type=ownership', undefined, { cookie: admin.cookie });
      // Element 1: (38 + 0 x 4) / 5 = 7.6; element 6: (88 + 51 x 4) / 5 = 58.4.
      expect(response.json.body).toEqual({ Type: 'ownership', Users: 5, Averages: [8, 26, 34, 42, 50, 58] });
      await expectShape('opiniodna-get-admin', response);
    });
  });
});
