// The report overview's data over real HTTP: /api/opiniodna/filter, /api/opiniodna/report (CSV),
// /api/usertag/search, checked against /api/opiniodna/get. Only AdminHub users get anything; every count and
// average under K (5) is withheld, in JSON and in the CSV; bad filters get a clear 400/404. These run
// with exact figures (the noise off) to check the filters and K to the person; the noise itself and
// the attacks it stops are tested in tests/security/aggregate-differencing.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_TAGS, seedDemoReports } from '../../api/db/demo-reports-seed.ts';
import { parsePeopleSet } from '../../api/domain/aggregate-noise.ts';
import { PRIVACY_K } from '../../api/domain/privacy.ts';
import { REPORT_DEFINITIONS } from '../../api/domain/report-definitions.ts';
import { createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const ELEMENTS = 48;

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

/** A complete Opinion DNA scores array: `first` for element 0, `rest` elsewhere. */
const scores = (first: number, rest: number) => Array.from({ length: ELEMENTS }, (_, index) => (index === 0 ? first : rest));

describe.each(testDatabaseKinds())('report populations on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let plainCookie: string;
  let panelTagId: number;

  beforeAll(async () => {
    t = await createTestApp({ kind, exactAggregates: true });
    ({ cookie: adminCookie } = await t.createUserWithSession('pop_admin', { id: 801, adminHub: true, role: 'ADMIN' }));
    ({ cookie: plainCookie } = await t.createUserWithSession('pop_plain', { id: 802 }));
    // 7 women born 1990 with a master's degree (element 0 = 80, others 60);
    // 5 men born 1950 with secondary school (element 0 = 20, others 40);
    // 6 of them tagged "Spring Panel": 4 women and 2 men;
    // nationalities: 1 woman French, 6 British, the men American;
    // 3 people with an incomplete report (German men), who count nowhere.
    const panel = await t.prisma.userTag.create({ data: { name: 'Spring Panel', nameKey: 'spring panel' } });
    panelTagId = panel.id;
    for (let index = 0; index < 15; index += 1) {
      const id = 810 + index;
      const woman = index < 7;
      await t.prisma.user.create({ data: { id, username: `pop_${id}`, usernameKey: `pop_${id}`, email: `pop${id}@example.test` } });
      await t.prisma.demographics.create({
        data: woman
          ? { userId: id, gender: 'female', birthYear: 1990, education: 60, numChildren: -1, nationality: index === 0 ? 'fr' : 'gb' }
          : { userId: id, gender: 'male', birthYear: 1950, education: 30, numChildren: 7, nationality: index < 12 ? 'us' : 'de' },
      });
      const complete = index < 12;
      await t.prisma.userReport.create({
        data: { userId: id, reportName: 'opiniondna', scores: complete ? (woman ? scores(80, 60) : scores(20, 40)) : scores(50, 50).slice(0, 40) },
      });
      if (index >= 3 && index < 9) await t.prisma.userTagAssignment.create({ data: { userId: id, userTagId: panel.id } });
    }
    await t.prisma.userReport.create({ data: { userId: 801, reportName: 'bigfive', scores: [10, 20, 30, 40, 50] } });
  });
  afterAll(() => t.dispose());

  const filter = (payload: Record<string, unknown>, cookie = adminCookie, query = '') =>
    t.rest('POST', `/api/opiniodna/filter${query}`, payload, { cookie });

  it('gives an AdminHub user the whole population with its averages and answer counts', async () => {
    const response = await filter({});
    expect(response.status).toBe(200);
    const body = response.json.body;
    expect(body.Users).toBe(12);
    expect(body.SpectrumUsers).toBe(12);
    expect(body.Elements).toHaveLength(ELEMENTS);
    expect(body.Averages[0]).toBeCloseTo((7 * 80 + 5 * 20) / 12, 1);
    expect(body.Averages[1]).toBeCloseTo((7 * 60 + 5 * 40) / 12, 1);
    expect(body.Matrix.gender).toEqual({ male: 5, female: 7, 'non-binary': null });
    expect(body.Matrix.birthYear).toEqual({ silent: null, boomer: 5, x: null, y: 7, z: null });
    expect(body.Matrix.education).toEqual({ school: 5, college: null, university: 7 });
    expect(body.Matrix.numChildren).toMatchObject({ none: 7, '6+': 5, '1': null });
    // Only the nationalities present (the German reports are incomplete), by label: France, UK, USA.
    expect(Object.entries(body.Matrix.nationality)).toEqual([['fr', null], ['gb', 6], ['us', 5]]);
    await expectShape('opiniodna-filter', response);
  });

  it('filters by demographics (OR within a group, AND across groups)', async () => {
    const men = (await filter({ filters: { gender: 'male' } })).json.body;
    expect(men.Users).toBe(5);
    expect(men.Averages[0]).toBe(20);
    expect(men.SpectrumUsers).toBe(12);
    const both = (await filter({ filters: { gender: 'male,female', education: ['school', 'university'] } })).json.body;
    expect(both.Users).toBe(12);
    const none = (await filter({ filters: { gender: 'female', education: 'school' } })).json.body;
    expect(none.Users).toBeNull();
    expect(none.Averages.every((average: number | null) => average === null)).toBe(true);
  });

  it('filters by nationality, counted within the spectrum population, under K suppressed', async () => {
    const british = (await filter({ filters: { nationality: 'gb' } })).json.body;
    expect(british.Users).toBe(6);
    expect(british.Averages[0]).toBe(80);
    expect(british.SpectrumUsers).toBe(12);
    const overview = await t.graphql(
      `query($input: PopulationFilterInput!) { populationFilter(input: $input) {
        ... on QueryPopulationFilterSuccess { data { groups { field label answers { key label users } } } } } }`,
      { input: { report: 'opiniondna', demographics: [{ field: 'nationality', groups: ['gb'] }] } },
      { cookie: adminCookie },
    );
    const nationality = overview.data.populationFilter.data.groups.find((group: { field: string }) => group.field === 'nationality');
    expect(nationality).toEqual({
      field: 'nationality',
      label: 'Nationality',
      answers: [
        { key: 'fr', label: 'France', users: null },
        { key: 'gb', label: 'UK', users: 6 },
        { key: 'us', label: 'USA', users: 5 },
      ],
    });
    const westOfTheChannel = (await filter({ filters: { nationality: ['gb', 'us'], gender: 'male' } })).json.body;
    expect(westOfTheChannel.Users).toBe(5);
    // One French woman: a real group under K, so neither its count nor its averages are sent.
    const french = (await filter({ filters: { nationality: 'fr' } })).json.body;
    expect(french.Users).toBeNull();
    expect(french.Averages.every((average: number | null) => average === null)).toBe(true);
    // Ranges that leave only the men: the counts follow, and a checked answer nobody has stays listed.
    const lowScores = (await filter({ values: [{ element: 0, min: 0, max: 50 }], filters: { nationality: 'de' } })).json.body;
    expect(lowScores.Users).toBeNull();
    expect(lowScores.Matrix.nationality).toEqual({ us: 5, de: null });
  });

  it('filters by element ranges; only a part of 0-100 filters', async () => {
    const low = (await filter({ values: [{ element: 0, min: 0, max: 50 }] })).json.body;
    expect(low.SpectrumUsers).toBe(5);
    expect(low.Users).toBe(5);
    expect(low.Matrix.gender).toEqual({ male: 5, female: null, 'non-binary': null });
    const byName = (await filter({ values: [['Openness', 60, 100]] })).json.body;
    expect(byName.Users).toBe(7);
    const full = (await filter({ values: [{ element: 3, min: 0, max: 100 }] })).json.body;
    expect(full.Users).toBe(12);
  });

  it('never sends a count or an average under K', async () => {
    const tagged = (await filter({ usertags: [panelTagId] })).json.body;
    expect(tagged.Users).toBe(6);
    expect(tagged.Matrix.gender).toEqual({ male: null, female: null, 'non-binary': null });
    // 4 tagged women: a real group, but under K, so neither its count nor its averages are sent.
    const four = (await filter({ usertags: [panelTagId], filters: { gender: 'female' } })).json.body;
    expect(four.Users).toBeNull();
    expect(four.Averages.every((average: number | null) => average === null)).toBe(true);
    const small = (await filter({ values: [{ element: 0, min: 10, max: 30 }], filters: { gender: 'male' } })).json.body;
    expect(small.Users).toBe(5);
    for (const body of [tagged, four, small]) {
      const numbers = [body.Users, body.SpectrumUsers, ...Object.values(body.Matrix).flatMap((counts) => Object.values(counts as object))];
      for (const value of numbers) if (value !== null) expect(value).toBeGreaterThanOrEqual(PRIVACY_K);
    }
  });

  it('returns nothing to anyone but AdminHub users', async () => {
    const plain = await filter({}, plainCookie);
    expect(plain.status).toBe(403);
    expect(plain.json).toEqual({ error: 'Access denied' });
    await expectShape('opiniodna-filter-forbidden', plain);
    const anonymous = await t.rest('POST', '/api/opiniodna/filter', {});
    expect(anonymous.status).toBe(401);
    const csv = await t.rest('POST', '/api/opiniodna/report', { assessmentType: 'opiniondna' }, { cookie: plainCookie });
    expect(csv.status).toBe(403);
    expect((await t.rest('POST', '/api/opiniodna/report', { assessmentType: 'opiniondna' })).status).toBe(401);
    const tags = await t.rest('GET', '/api/usertag/search?q=spring', undefined, { cookie: plainCookie });
    expect(tags.status).toBe(403);
    for (const cookie of [plainCookie, undefined]) {
      const averages = await t.rest('GET', '/api/opiniodna/get?type=opiniondna', undefined, { cookie });
      expect(averages.json.body).toMatchObject({ Users: 0, Averages: [] });
    }
  });

  it('agrees with the population averages report graphs read (/api/opiniodna/get), K included', async () => {
    const averages = await t.rest('GET', '/api/opiniodna/get?type=opiniondna', undefined, { cookie: adminCookie });
    expect(averages.json.body.Users).toBe(12);
    const filtered = (await filter({})).json.body;
    expect(averages.json.body.Averages).toEqual(filtered.Averages.map((average: number) => Math.round(average)));
    // One Big Five report: under K, so no average at all.
    const bigfive = await t.rest('GET', '/api/opiniodna/get?type=bigfive', undefined, { cookie: adminCookie });
    expect(bigfive.json.body.Averages).toEqual([null, null, null, null, null]);
    expect((await filter({}, adminCookie, '?assessmentType=bigfive')).json.body.Averages).toEqual([null, null, null, null, null]);
  });

  it.each([
    [{ values: [{ element: 0, min: 60, max: 40 }] }, 400, 'A range must start below its end'],
    [{ values: [{ element: 0, min: 50, max: 50 }] }, 400, 'A range must start below its end'],
    [{ values: [{ element: 0, min: -5, max: 40 }] }, 400, 'Range bounds must be whole numbers from 0 to 100'],
    [{ values: [{ element: 0, min: 10, max: 101 }] }, 400, 'Range bounds must be whole numbers from 0 to 100'],
    [{ values: [{ element: 48, min: 10, max: 20 }] }, 400, 'Unknown element: 48'],
    [{ values: [['Charisma', 10, 20]] }, 400, 'Unknown element: Charisma'],
    [{ values: [{ element: 1, min: 0, max: 10 }, { element: 1, min: 20, max: 30 }] }, 400, 'Element 1 has two ranges'],
    [{ usertags: [999999] }, 400, 'Unknown user tag: 999999'],
    [{ usertags: ['abc'] }, 400, 'usertags must be a list of tag ids'],
    [{ usertags: [2 ** 31] }, 400, 'Unknown user tag: 2147483648'],
    [{ values: [{ element: 2 ** 31, min: 10, max: 20 }] }, 400, 'Unknown element: 2147483648'],
    [{ values: [{ element: 0, min: 10, max: 2 ** 31 }] }, 400, 'Range bounds must be whole numbers from 0 to 100'],
    [{ filters: { gender: 'robot' } }, 400, 'Unknown gender answer: robot'],
    [{ filters: { shoeSize: '42' } }, 400, 'Unknown demographic filter: shoeSize'],
    [{ filters: { nationality: 'xx' } }, 400, 'Unknown nationality answer: xx'],
    [{ filters: { nationality: 'gb,GB' } }, 400, 'Unknown nationality answer: GB'],
    [{ assessmentType: 'astrology' }, 404, 'Report "astrology" is unimplemented'],
  ])('refuses %j', async (payload, status, message) => {
    const response = await filter(payload);
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ error: message });
  });

  it('takes the report from ?assessmentType=, long names included', async () => {
    const response = await filter({}, adminCookie, '?assessmentType=big-five-ocean');
    expect(response.json.body.Name).toBe('bigfive');
    expect(response.json.body.Users).toBeNull();
    expect((await filter({}, adminCookie, '?assessmentType=nope')).status).toBe(404);
  });

  it('downloads the CSV report, suppressed under K', async () => {
    const response = await t.rest('POST', '/api/opiniodna/report', { assessmentType: 'opiniondna' }, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="opiniondna-report.csv"');
    const lines = (response.json as string).trimEnd().split('\r\n');
    expect(lines[0].split(',').slice(0, 4)).toEqual(['Group', 'Answer', 'Users', 'Openness']);
    expect(lines[1].split(',').slice(0, 4)).toEqual(['All users', '', '12', '55']);
    expect(lines).toContain(`Gender,Male,5,20,${Array(47).fill(40).join(',')}`);
    expect(lines).toContain(`Gender,Non-binary,fewer than 5,${Array(48).fill('fewer than 5').join(',')}`);
    // A row per nationality present, by label; the incomplete German reports count nowhere.
    expect(lines.filter((line) => line.startsWith('Nationality,'))).toEqual([
      `Nationality,France,fewer than 5,${Array(48).fill('fewer than 5').join(',')}`,
      `Nationality,UK,6,80,${Array(47).fill(60).join(',')}`,
      `Nationality,USA,5,20,${Array(47).fill(40).join(',')}`,
    ]);
    for (const line of lines.slice(1)) {
      const users = line.split(',')[2];
      if (users !== 'fewer than 5') expect(Number(users)).toBeGreaterThanOrEqual(PRIVACY_K);
    }
    await expect(response.json).toMatchFileSnapshot('./__snapshots__/rest-shapes/opiniodna-report.csv');
  });

  it('keeps the Opinion DNA score columns in step with the report (complete only, same values, gone with it)', async () => {
    const columns = async (userId: number) => {
      const row = await t.prisma.opinionDnaScore.findUnique({ where: { userId_reportName: { userId, reportName: 'opiniondna' } } });
      return row && Array.from({ length: ELEMENTS }, (_, index) => row[`s${index}` as keyof typeof row]);
    };
    const distinct = Array.from({ length: ELEMENTS }, (_, index) => index * 2);
    await t.prisma.user.create({ data: { id: 850, username: 'pop_850', usernameKey: 'pop_850' } });
    const key = { userId_reportName: { userId: 850, reportName: 'opiniondna' } };
    await t.prisma.userReport.create({ data: { userId: 850, reportName: 'opiniondna', scores: distinct } });
    expect(await columns(850)).toEqual(distinct);
    expect((await filter({})).json.body.Users).toBe(13);
    await t.prisma.userReport.update({ where: key, data: { scores: scores(0, 100) } });
    expect(await columns(850)).toEqual(scores(0, 100));
    await t.prisma.userReport.update({ where: key, data: { scores: distinct.slice(0, 47) } });
    expect(await columns(850)).toBeNull();
    expect((await filter({})).json.body.Users).toBe(12);
    await t.prisma.userReport.update({ where: key, data: { scores: distinct } });
    // Another report of the same user leaves the row alone.
    await t.prisma.userReport.create({ data: { userId: 850, reportName: 'bigfive', scores: [1, 2, 3, 4, 5] } });
    await t.prisma.userReport.update({ where: { userId_reportName: { userId: 850, reportName: 'bigfive' } }, data: { scores: [1] } });
    expect(await columns(850)).toEqual(distinct);
    await t.prisma.userReport.delete({ where: key });
    expect(await columns(850)).toBeNull();
    await t.prisma.userReport.create({ data: { userId: 850, reportName: 'opiniondna', scores: distinct } });
    await t.prisma.user.delete({ where: { id: 850 } });
    expect(await t.prisma.opinionDnaScore.count({ where: { userId: 850 } })).toBe(0);
    expect((await filter({})).json.body.Users).toBe(12);
  });

  it('names the people behind a figure with the people_set aggregate: their count and hash sum, in parallel parts too', async () => {
    // The noise on admin figures is keyed on this value (api/domain/aggregate-noise.ts), so it must
    // equal the plain count and sum on both databases, for a FILTER that matches nobody as well.
    const [row] = await t.prisma.$queryRaw<Array<{ people: string; nobody: string | null; count: number; sum: string }>>`
      SELECT people_set(hashint4("userId"))::text AS "people",
        (people_set(hashint4("userId")) FILTER (WHERE false))::text AS "nobody",
        count(*)::int AS "count", sum(hashint4("userId"))::text AS "sum"
      FROM "OpinionDnaScore"`;
    expect(row!.count).toBe(12);
    expect(parsePeopleSet(row!.people)).toEqual({ count: 12, hashSum: BigInt(row!.sum) });
    expect(parsePeopleSet(row!.nobody)).toEqual({ count: 0, hashSum: 0n });
    // Partial states combine as the parallel workers' do.
    const [combined] = await t.prisma.$queryRaw<Array<{ people: string }>>`
      SELECT people_set(h)::text AS "people" FROM (
        SELECT hashint4("userId") AS h FROM "OpinionDnaScore" WHERE "userId" % 2 = 0
        UNION ALL SELECT hashint4("userId") FROM "OpinionDnaScore" WHERE "userId" % 2 = 1) halves`;
    expect(combined!.people).toBe(row!.people);
  });

  it('refuses a CSV of an unknown report with a clear 404', async () => {
    const response = await t.rest('POST', '/api/opiniodna/report', { assessmentType: 'astrology' }, { cookie: adminCookie });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'Report "astrology" is unimplemented' });
  });

  it('refuses a tag name of the wrong length, and tags from non-AdminHub users, writing nothing', async () => {
    const before = await t.prisma.userTag.count();
    const create = (name: string, cookie: string) =>
      t.graphql(
        'mutation($name: String!) { createUserTag(name: $name) { __typename ... on Error { message } } }',
        { name },
        { cookie },
      );
    for (const name of ['ab', '   ab   ', 'x'.repeat(61)]) {
      expect((await create(name, adminCookie)).data.createUserTag).toMatchObject({ __typename: 'InputValidationError' });
    }
    expect((await create('Plain user tag', plainCookie)).data.createUserTag).toMatchObject({ __typename: 'AuthError' });
    expect(await t.prisma.userTag.count()).toBe(before);
  });

  it('searches user tags for AdminHub users from 3 characters, exact match first', async () => {
    await t.prisma.userTag.create({ data: { name: 'Spring', nameKey: 'spring' } });
    const response = await t.rest('GET', '/api/usertag/search?q=Spring', undefined, { cookie: adminCookie });
    expect(response.json).toEqual({
      body: { Results: [{ ArtifactID: expect.any(Number), Name: 'Spring' }, { ArtifactID: panelTagId, Name: 'Spring Panel' }] },
    });
    expect((await t.rest('GET', '/api/usertag/search?q=sp', undefined, { cookie: adminCookie })).json).toEqual({ body: { Results: [] } });
    const created = await t.graphql(
      'mutation { createUserTag(name: "  Spring  ") { __typename ... on MutationCreateUserTagSuccess { data { name } } } }',
      {},
      { cookie: adminCookie },
    );
    expect(created.data.createUserTag.data.name).toBe('Spring');
    expect(await t.prisma.userTag.count({ where: { nameKey: 'spring' } })).toBe(1);
  });
});

describe.each(testDatabaseKinds())('demo report populations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, exactAggregates: true });
  });
  afterAll(() => t.dispose());

  it('gives members complete reports in 0-100, Big Five read off the same scores, tags, none to the demo accounts', async () => {
    for (let id = 901; id <= 960; id += 1) {
      await t.prisma.user.create({ data: { id, username: `demo_${id}`, usernameKey: `demo_${id}` } });
      if (id % 4 !== 0) await t.prisma.demographics.create({ data: { userId: id, gender: id % 2 ? 'male' : 'female', politicalSpectrum: 25, birthYear: 1980 } });
    }
    const summary = await t.prisma.$transaction((tx) => seedDemoReports(tx, { adminId: 901, excludeUserIds: [901, 902], now: new Date() }));
    const dna = await t.prisma.userReport.findMany({ where: { reportName: 'opiniondna' } });
    expect(dna.length).toBeGreaterThan(15);
    expect(dna.every((report) => report.scores.length === REPORT_DEFINITIONS.opiniondna.elements.length)).toBe(true);
    expect(dna.every((report) => report.scores.every((score) => score >= 0 && score <= 100))).toBe(true);
    expect(dna.some((report) => report.userId === 901 || report.userId === 902)).toBe(false);
    const bigfive = await t.prisma.userReport.findMany({ where: { reportName: 'bigfive' } });
    const byUser = new Map(dna.map((report) => [report.userId, report.scores]));
    expect(bigfive.length).toBe(dna.length);
    for (const report of bigfive) expect(report.scores).toEqual(byUser.get(report.userId)!.slice(0, 5));
    expect(summary.reports).toBe(await t.prisma.userReport.count());
    expect((await t.prisma.userTag.findMany({ orderBy: { id: 'asc' } })).map((tag) => tag.name)).toEqual(DEMO_USER_TAGS.map((tag) => tag.name));
    const tagged = await t.prisma.userTagAssignment.findMany();
    expect(tagged.every((assignment) => byUser.has(assignment.userId))).toBe(true);
  });
});
