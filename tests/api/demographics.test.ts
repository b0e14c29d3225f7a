// Personal details over real HTTP: the owner saves and reads them (REST and GraphQL), nobody
// else can (another user, an admin, an anonymous visitor), bad input is refused with a clear
// 400 and nothing written, and votes keep snapshotting the answers as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

const fullAnswers = {
  gender: 'female',
  birthYear: 1988,
  nationality: 'gb',
  education: 60,
  maritalStatus: 'married',
  householdIncome: 75,
  sexualOrientation: 'bisexual',
  religion: 'agnostic',
  politicalSpectrum: 25,
  numChildren: 2,
};

const emptyAnswers = Object.fromEntries(Object.keys(fullAnswers).map((key) => [key, null]));

describe.each(testDatabaseKinds())('personal details on %s', (kind) => {
  let t: TestApp;
  let owner: { userId: number; cookie: string };
  let other: { userId: number; cookie: string };
  let admin: { userId: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    owner = await t.createUserWithSession('details_owner', { id: 701 });
    other = await t.createUserWithSession('details_other', { id: 702 });
    admin = await t.createUserWithSession('details_admin', { id: 703, adminHub: true, role: 'ADMIN', canDeleteContent: true });
  });
  afterAll(() => t.dispose());

  it('answers every field null before the form was filled', async () => {
    const response = await t.rest('POST', '/api/user/demographics/get', {}, { cookie: other.cookie });
    expect(response.json).toEqual({ body: emptyAnswers });
    await expectShape('demographics-get-empty', response);
  });

  it('saves the form (numbers may come as strings) and reads it back', async () => {
    const set = await t.rest(
      'POST',
      '/api/user/demographics/set',
      { ...fullAnswers, birthYear: '1988', education: '60' },
      { cookie: owner.cookie },
    );
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ body: fullAnswers });
    await expectShape('demographics-set', set);
    const get = await t.rest('POST', '/api/user/demographics/get', {}, { cookie: owner.cookie });
    expect(get.json).toEqual({ body: fullAnswers });
    await expectShape('demographics-get', get);
    const viaGraphql = await t.graphql('{ viewer { demographics { gender birthYear nationality numChildren } } }', {}, { cookie: owner.cookie });
    expect(viaGraphql.data.viewer.demographics).toEqual({ gender: 'female', birthYear: 1988, nationality: 'gb', numChildren: 2 });
  });

  it('leaves absent fields alone and clears fields sent as null or ""', async () => {
    await t.rest('POST', '/api/user/demographics/set', { religion: '', numChildren: null }, { cookie: owner.cookie });
    const get = await t.rest('POST', '/api/user/demographics/get', {}, { cookie: owner.cookie });
    expect(get.json.body).toEqual({ ...fullAnswers, religion: null, numChildren: null });
    await t.rest('POST', '/api/user/demographics/set', fullAnswers, { cookie: owner.cookie });
  });

  it('shows nobody else the answers: another user, an admin, an anonymous visitor', async () => {
    for (const cookie of [other.cookie, admin.cookie]) {
      const response = await t.rest('POST', '/api/user/demographics/get', {}, { cookie });
      expect(response.json).toEqual({ body: emptyAnswers });
      const viewer = await t.graphql('{ viewer { demographics { gender birthYear } } }', {}, { cookie });
      expect(viewer.data.viewer.demographics).toEqual({ gender: null, birthYear: null });
    }
    const anonymous = await t.rest('POST', '/api/user/demographics/get', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ error: 'Please log in to continue' });
    await expectShape('demographics-get-anonymous', anonymous);
    const anonymousViewer = await t.graphql('{ viewer { demographics { gender } } }');
    expect(anonymousViewer.data.viewer.demographics).toBeNull();
    // No public type leads to someone else's answers.
    const userType = await t.graphql('{ __type(name: "User") { fields { name } } }');
    const fieldNames = userType.data.__type.fields.map((field: { name: string }) => field.name);
    expect(fieldNames).not.toContain('demographics');
    for (const field of Object.keys(fullAnswers)) expect(fieldNames).not.toContain(field);
  });

  it('refuses an anonymous save', async () => {
    const before = await t.prisma.demographics.count();
    const response = await t.rest('POST', '/api/user/demographics/set', { gender: 'male' });
    expect(response.status).toBe(401);
    expect(await t.prisma.demographics.count()).toBe(before);
  });

  it.each([
    [{ birthYear: new Date().getUTCFullYear() + 1 }, 'Birth year cannot be in the future'],
    [{ birthYear: 1899 }, 'Birth year must be 1900 or later'],
    [{ birthYear: 'nineteen' }, 'Birth year must be a whole number, like 1990'],
    [{ birthYear: 1990.5 }, 'Birth year must be a whole number, like 1990'],
    [{ education: 45 }, 'Education must be one of the listed answers'],
    [{ householdIncome: 30 }, 'Household income must be one of the listed answers'],
    [{ politicalSpectrum: 101 }, 'Political spectrum must be one of the listed answers'],
    [{ numChildren: 21 }, 'Number of children must be one of the listed answers'],
    [{ numChildren: 0 }, 'Number of children must be one of the listed answers'],
    [{ gender: 'robot' }, 'Gender must be one of the listed answers'],
    [{ nationality: 'xx' }, 'Nationality must be one of the listed answers'],
    [{ religion: ['none'] }, 'Religion must be one of the listed answers'],
    [{ favouriteColour: 'blue' }, 'favouriteColour is not a personal details field'],
    // One bad field among good ones: nothing at all is written.
    [{ gender: 'male', education: 99 }, 'Education must be one of the listed answers'],
  ])('refuses %j with a clear 400 and writes nothing', async (payload, message) => {
    const before = await t.prisma.demographics.findUnique({ where: { userId: owner.userId } });
    const response = await t.rest('POST', '/api/user/demographics/set', payload, { cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: message });
    expect(await t.prisma.demographics.findUnique({ where: { userId: owner.userId } })).toEqual(before);
  });

  it('answers a typed ValidationError over GraphQL, with the field', async () => {
    const response = await t.graphql(
      `mutation($input: SetDemographicsInput!) { setDemographics(input: $input) {
        __typename ... on ValidationError { message fieldErrors { path message } } } }`,
      { input: { birthYear: 2999, gender: 'male' } },
      { cookie: owner.cookie },
    );
    expect(response.data.setDemographics).toEqual({
      __typename: 'ValidationError',
      message: 'Birth year cannot be in the future',
      fieldErrors: [{ path: ['birthYear'], message: 'Birth year cannot be in the future' }],
    });
    expect((await t.prisma.demographics.findUnique({ where: { userId: owner.userId } }))?.gender).toBe('female');
  });

  it('lists the questions with the decided answer sets', async () => {
    const response = await t.graphql('{ demographicQuestions { field kind options { value label } } }');
    const byField = Object.fromEntries(
      response.data.demographicQuestions.map((question: { field: string }) => [question.field, question]),
    );
    expect(Object.keys(byField)).toEqual(Object.keys(fullAnswers));
    expect(byField.birthYear.kind).toBe('number');
    expect(byField.education.options.map((option: { value: string }) => option.value)).toEqual(['10', '20', '30', '40', '50', '60', '70']);
    const nationalities = byField.nationality.options as Array<{ value: string; label: string }>;
    expect(nationalities.length).toBe(249);
    expect(nationalities.find((option) => option.value === 'gb')?.label).toBe('UK');
    expect(nationalities.find((option) => option.value === 'us')?.label).toBe('USA');
    expect(nationalities.find((option) => option.value === 'de')?.label).toBe('Germany');
    expect(byField.numChildren.options.map((option: { value: string }) => option.value)).toEqual([
      '-1',
      ...Array.from({ length: 20 }, (_, index) => String(index + 1)),
    ]);
  });

  it('votes still snapshot the answers as they were when cast', async () => {
    await createOpinion(t.prisma, { id: 7001, slug: 'details-snapshot', title: 'Details snapshot' });
    const vote = await t.graphql(
      `mutation($input: CastVoteInput!) { castVote(input: $input) { __typename } }`,
      { input: { opinionId: Buffer.from('Opinion:7001').toString('base64'), rating: 2 } },
      { cookie: owner.cookie },
    );
    expect(vote.data.castVote.__typename).toBe('MutationCastVoteSuccess');
    await t.rest('POST', '/api/user/demographics/set', { gender: 'male' }, { cookie: owner.cookie });
    const row = await t.prisma.vote.findFirstOrThrow({ where: { userId: owner.userId, opinionId: 7001 } });
    expect(row).toMatchObject({ gender: 'female', birthYear: 1988, nationality: 'gb', education: 60, numChildren: 2 });
  });
});
