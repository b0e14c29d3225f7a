// The detailed opinion report over real HTTP (docs/product.md#detailed-opinion-report):
// POST /api/opinion/allvotes and the GraphQL opinionVoteReport, on both databases. The filters are
// checked to the vote against a hand-counted fixture with exact figures (the noise off, as the
// population tests do); then the noise, K, the snapshot rules, permissions, bad input and erasure
// with the figures every server publishes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

type Matrix = Record<string, Record<string, number[] | null>>;

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

const day = (text: string) => new Date(`${text}T12:00:00Z`);

/**
 * 30 voters on one opinion (ratings 1 Strongly Agree .. 5 Strongly Disagree):
 * - 12 women born 1990 (Millennials), master's degree (university), British, voted 2026-01-10:
 *   ratings 1 x6, 2 x3, 4 x3; the first 4 (all rating 1) are tagged "Panel";
 * - 10 men born 1950 (Boomers), secondary school, American, voted 2026-03-15:
 *   ratings 2 x2, 4 x4, 5 x4; the first 3 (2, 2, 4) are tagged "Panel";
 * - 6 non-binary people born 2000 (Gen Z), no education given, French, voted 2026-03-20: rating 3 x6;
 * - 2 people with no personal details, voted 2026-02-01: ratings 1 and 5.
 */
const WOMEN = [1, 1, 1, 1, 1, 1, 2, 2, 2, 4, 4, 4];
const MEN = [2, 2, 4, 4, 4, 4, 5, 5, 5, 5];

describe.each(testDatabaseKinds())('the detailed opinion report on %s', (kind) => {
  let exact: TestApp;
  let noisy: TestApp;
  let viewer: string;
  let plain: string;
  let panelTagId: number;
  let userCount = 0;

  async function seedFixture(t: TestApp, opinionId: number, slug: string) {
    await createOpinion(t.prisma, { id: opinionId, slug, title: `Report fixture ${slug}` });
    const voter = async (demographics: Record<string, unknown> | null, rating: number, when: string, tagged: boolean) => {
      userCount += 1;
      const id = 5000 + userCount;
      await t.prisma.user.create({ data: { id, username: `rv${id}`, usernameKey: `rv${id}` } });
      if (demographics) await t.prisma.demographics.create({ data: { userId: id, ...demographics } });
      // The vote carries the answers as they were when cast (docs/product.md#votes).
      await t.prisma.vote.create({ data: { userId: id, opinionId, rating, createdAt: day(when), updatedAt: day(when), ...(demographics ?? {}) } });
      if (tagged) await t.prisma.userTagAssignment.create({ data: { userId: id, userTagId: panelTagId } });
    };
    for (const [index, rating] of WOMEN.entries()) {
      await voter({ gender: 'female', birthYear: 1990, education: 60, nationality: 'gb' }, rating, '2026-01-10', index < 4);
    }
    for (const [index, rating] of MEN.entries()) {
      await voter({ gender: 'male', birthYear: 1950, education: 30, nationality: 'us' }, rating, '2026-03-15', index < 3);
    }
    for (let index = 0; index < 6; index += 1) await voter({ gender: 'non-binary', birthYear: 2000, nationality: 'fr' }, 3, '2026-03-20', false);
    await voter(null, 1, '2026-02-01', false);
    await voter(null, 5, '2026-02-01', false);
  }

  beforeAll(async () => {
    exact = await createTestApp({ kind, exactAggregates: true });
    noisy = await createTestApp({ kind });
    await noisy.prisma.aggregateNoiseKey.create({ data: { id: 1, secret: 'a fixed secret for the report tests' } });
    for (const t of [exact, noisy]) {
      const panel = await t.prisma.userTag.create({ data: { name: 'Panel', nameKey: 'panel' } });
      panelTagId = panel.id;
      await seedFixture(t, 901, 'report-fixture');
    }
    // The tag filter is the admin hub's: this viewer has both.
    ({ cookie: viewer } = await exact.createUserWithSession('report_viewer', { id: 4001, canSeeDetailedOpinionReport: true, adminHub: true }));
    ({ cookie: plain } = await exact.createUserWithSession('report_plain', { id: 4002 }));
  }, 120_000);
  afterAll(async () => {
    await exact?.dispose();
    await noisy?.dispose();
  });

  const allVotes = (payload: Record<string, unknown>, t = exact, cookie = viewer) => t.rest('POST', '/api/opinion/allvotes', payload, { cookie });

  async function matrixOf(payload: Record<string, unknown>): Promise<{ users: number | null; everyone: number[] | null; matrix: Matrix }> {
    const response = await allVotes({ slug: 'report-fixture', ...payload });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return { users: response.json.body.Users, everyone: response.json.body.Everyone, matrix: response.json.body.Matrix };
  }

  it('answers AllOpinionVotes: the title, the voters and five counts per demographic answer', async () => {
    const response = await allVotes({ slug: 'report-fixture' });
    await expectShape('opinion-allvotes', { ...response, json: { ...response.json, body: { ...response.json.body, AsOf: '<time>' } } });
    const { Title, Users, Everyone, Matrix, Estimated } = response.json.body;
    expect(Title).toBe('Report fixture report-fixture');
    expect(Estimated).toBe(false);
    expect(Users).toBe(30);
    expect(Everyone).toEqual([7, 5, 6, 7, 5]);
    expect(Matrix.gender).toEqual({ male: [0, 2, 0, 4, 4], female: [6, 3, 0, 3, 0], 'non-binary': [0, 0, 6, 0, 0], unanswered: null });
    expect(Matrix.birthYear).toMatchObject({ boomer: [0, 2, 0, 4, 4], y: [6, 3, 0, 3, 0], z: [0, 0, 6, 0, 0], silent: null, x: null });
    expect(Matrix.education).toEqual({ school: [0, 2, 0, 4, 4], college: null, university: [6, 3, 0, 3, 0], unanswered: [1, 0, 6, 0, 1] });
    // Nationality lists the answers present only.
    expect(Object.keys(Matrix.nationality).sort()).toEqual(['fr', 'gb', 'unanswered', 'us']);
    expect(Object.keys(Matrix)).toEqual([
      'gender',
      'birthYear',
      'nationality',
      'education',
      'maritalStatus',
      'householdIncome',
      'sexualOrientation',
      'religion',
      'politicalSpectrum',
      'numChildren',
    ]);
    // Nobody answered marital status: all "not answered", the other answers suppressed.
    expect(Matrix.maritalStatus.unanswered).toEqual([7, 5, 6, 7, 5]);
    expect(Matrix.maritalStatus.single).toBeNull();
  });

  it('narrows by one demographic, OR within it, AND across demographics', async () => {
    const women = await matrixOf({ filters: { gender: 'female' } });
    expect(women.users).toBe(12);
    expect(women.everyone).toEqual([6, 3, 0, 3, 0]);
    expect(women.matrix.birthYear.y).toEqual([6, 3, 0, 3, 0]);
    expect(women.matrix.gender.male).toBeNull();

    const twoGenders = await matrixOf({ filters: { gender: 'female,male' } });
    expect(twoGenders.users).toBe(22);
    expect(twoGenders.everyone).toEqual([6, 5, 0, 7, 4]);

    const both = await matrixOf({ filters: { education: 'university', birthYear: 'y,z' } });
    expect(both.users).toBe(12);
    const none = await matrixOf({ filters: { education: 'school', gender: 'female' } });
    expect(none.users).toBeNull();
    expect(none.everyone).toBeNull();
  });

  it('narrows by the day of the vote, either end open', async () => {
    const march = await matrixOf({ filters: { gender: 'male,non-binary', dateRange: '2026-03-16,2026-03-31' } });
    expect(march.users).toBe(6);
    expect(march.everyone).toEqual([0, 0, 6, 0, 0]);
    const untilFebruary = await matrixOf({ filters: { dateRange: ',2026-02-01' } });
    expect(untilFebruary.users).toBe(14);
    expect(untilFebruary.everyone).toEqual([7, 3, 0, 3, 1]);
    const fromMarch = await matrixOf({ dateRange: '2026-03-01,' });
    expect(fromMarch.users).toBe(16);
  });

  it('narrows by user tag', async () => {
    const panel = await matrixOf({ filters: { usertags: [panelTagId] } });
    expect(panel.users).toBe(7);
    expect(panel.everyone).toEqual([4, 2, 0, 1, 0]);
    expect(panel.matrix.gender.female).toBeNull(); // 4 people: under K
  });

  it('keeps the user tag filter to the admin hub', async () => {
    const { cookie } = await exact.createUserWithSession('report_only', { canSeeDetailedOpinionReport: true });
    expect((await allVotes({ slug: 'report-fixture' }, exact, cookie)).status).toBe(200);
    const tagged = await allVotes({ slug: 'report-fixture', usertags: [panelTagId] }, exact, cookie);
    expect(tagged.status).toBe(403);
    expect(tagged.json.error).toBe('Filtering by user tag needs the admin hub');
  });

  it('gives each sidebar answer the voters matching the other filters, and an interval for the agree share', async () => {
    const { data, errors } = await exact.graphql(
      `query($slug: String!, $filter: OpinionReportFilterInput) { opinionVoteReport(slug: $slug, filter: $filter) {
        ... on QueryOpinionVoteReportSuccess { data { voters everyone { voters agree { share low high } }
          demographics { field rows { key voters filterVoters percentages } } } } } }`,
      { slug: 'report-fixture', filter: { demographics: [{ field: 'gender', groups: ['female'] }] } },
      { cookie: viewer },
    );
    expect(errors).toBeUndefined();
    const report = data!.opinionVoteReport.data;
    const gender = report.demographics.find((entry: { field: string }) => entry.field === 'gender');
    // Checking "male" as well would add 10 voters: the count ignores the gender filter itself.
    expect(gender.rows.map((row: { key: string; filterVoters: number | null }) => [row.key, row.filterVoters])).toEqual([
      ['male', 10],
      ['female', 12],
      ['non-binary', 6],
      ['unanswered', null],
    ]);
    const birthYear = report.demographics.find((entry: { field: string }) => entry.field === 'birthYear');
    expect(birthYear.rows.find((row: { key: string }) => row.key === 'y')).toMatchObject({ voters: 12, filterVoters: 12, percentages: [50, 25, 0, 25, 0] });
    // 9 of 12 agree: 0.75, Wilson's 95% interval 0.47-0.91.
    expect(report.everyone.agree.share).toBe(0.75);
    expect(report.everyone.agree.low).toBeCloseTo(0.468, 2);
    expect(report.everyone.agree.high).toBeCloseTo(0.911, 2);
  });

  it.each([
    [{ slug: 'report-fixture', filters: { shoeSize: '42' } }, /Unknown demographic filter: shoeSize/],
    [{ slug: 'report-fixture', filters: { gender: 'robot' } }, /Unknown gender answer: robot/],
    [{ slug: 'report-fixture', filters: { dateRange: '2026-03-01,2026-01-01' } }, /from date must not be after the to date/],
    [{ slug: 'report-fixture', filters: { dateRange: '2026-02-30,' } }, /from date must be a day written YYYY-MM-DD/],
    [{ slug: 'report-fixture', filters: { dateRange: 'yesterday' } }, /dateRange must be "from,to"/],
    [{ slug: 'report-fixture', filters: { usertags: [987654] } }, /Unknown user tag: 987654/],
    [{ slug: 'report-fixture', filters: 'gender=male' }, /filters must map a demographic/],
    [{}, /slug is required/],
  ])('refuses bad input %j with a clear 400', async (payload, message) => {
    const response = await allVotes(payload);
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(message);
  });

  it('is for CanSeeDetailedOpinionReport only; unknown opinions 404, removed ones 410', async () => {
    expect((await allVotes({ slug: 'report-fixture' }, exact, '')).status).toBe(401);
    expect((await allVotes({ slug: 'report-fixture' }, exact, plain)).status).toBe(403);
    expect((await allVotes({ slug: 'no-such-opinion' })).status).toBe(404);
    await createOpinion(exact.prisma, { id: 902, slug: 'removed-opinion', title: 'Removed', removedAt: new Date() });
    expect((await allVotes({ slug: 'removed-opinion' })).status).toBe(410);
  });

  it('publishes noisy counts that stay near the truth, the same on every ask, K on both', async () => {
    const { cookie } = await noisy.createUserWithSession('noisy_viewer', { id: 4101, canSeeDetailedOpinionReport: true, adminHub: true });
    const first = await allVotes({ slug: 'report-fixture' }, noisy, cookie);
    expect(first.status).toBe(200);
    expect(first.json.body.Estimated).toBe(true);
    const again = await allVotes({ slug: 'report-fixture' }, noisy, cookie);
    expect(again.json.body).toEqual(first.json.body);
    const everyone: number[] = first.json.body.Everyone;
    // σ ≈ 2.8 per count: within 5 σ of [7, 5, 6, 7, 5].
    [7, 5, 6, 7, 5].forEach((count, index) => expect(Math.abs(everyone[index]! - count)).toBeLessThanOrEqual(14));
    expect(first.json.body.Matrix.gender.unanswered).toBeNull();
    const panel = await allVotes({ slug: 'report-fixture', usertags: [panelTagId] }, noisy, cookie);
    expect(panel.json.body.Matrix.gender.female).toBeNull();
  });

  it('counts from a snapshot: one new vote does not move it, 5 new voters after 15 minutes do', async () => {
    const { cookie } = await exact.createUserWithSession('snap_viewer', { id: 4201, canSeeDetailedOpinionReport: true });
    await createOpinion(exact.prisma, { id: 903, slug: 'snapshot-report', title: 'Snapshot report' });
    const vote = async (rating: number) => {
      userCount += 1;
      const voter = await exact.createUserWithSession(`sv${userCount}`);
      expect((await exact.rest('POST', '/api/opinion/vote', { id: 903, rating }, { cookie: voter.cookie })).status).toBe(200);
    };
    for (let index = 0; index < 5; index += 1) await vote(1);
    const users = async () => (await allVotes({ slug: 'snapshot-report' }, exact, cookie)).json.body.Users;
    expect(await users()).toBe(5);
    await vote(5);
    expect(await users()).toBe(5);
    for (let index = 0; index < 4; index += 1) await vote(5);
    expect(await users()).toBe(5); // 5 new voters, but not 15 minutes
    const row = (await exact.prisma.opinionVoteSnapshot.findUnique({ where: { opinionId: 903 } }))!;
    const earlier = new Date(row.takenAt.getTime() - 16 * 60_000);
    await exact.prisma.opinionVoteSnapshot.update({ where: { opinionId: 903 }, data: { takenAt: earlier } });
    for (const entry of await exact.prisma.voteHistory.findMany({ where: { opinionId: 903 } })) {
      if (entry.createdAt <= row.takenAt) await exact.prisma.voteHistory.update({ where: { id: entry.id }, data: { createdAt: new Date(entry.createdAt.getTime() - 16 * 60_000) } });
    }
    expect(await users()).toBe(10);
  });

  it('drops the snapshots that hold a member who erases their account', async () => {
    const { cookie } = await exact.createUserWithSession('erase_viewer', { id: 4301, canSeeDetailedOpinionReport: true });
    await createOpinion(exact.prisma, { id: 904, slug: 'erasure-report', title: 'Erasure report' });
    const voters: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      userCount += 1;
      const voter = await exact.createUserWithSession(`ev${userCount}`);
      voters.push(voter.cookie);
      await exact.rest('POST', '/api/opinion/vote', { id: 904, rating: 2 }, { cookie: voter.cookie });
    }
    expect((await allVotes({ slug: 'erasure-report' }, exact, cookie)).json.body.Users).toBe(6);
    expect(await exact.prisma.opinionVoteSnapshot.count({ where: { opinionId: 904 } })).toBe(1);
    const { data } = await exact.graphql(`query { viewer { username } }`, {}, { cookie: voters[0] });
    const erased = await exact.rest('POST', '/api/user/delete', { confirmation: data!.viewer.username }, { cookie: voters[0] });
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    expect(await exact.prisma.opinionVoteSnapshot.count({ where: { opinionId: 904 } })).toBe(0);
    expect((await allVotes({ slug: 'erasure-report' }, exact, cookie)).json.body.Users).toBe(5);
  });
});
