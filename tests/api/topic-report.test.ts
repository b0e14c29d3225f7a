// The topic report download (docs/product.md#topic-report): GET /internal/admin/reports/topic?slug=
// for canListConvos, a CSV of every visible opinion of the topic with its five vote counts and its
// votes by demographic answer as the opinion pages publish them (suppressed under K), streamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

describe.each(testDatabaseKinds())('the topic report on %s', (kind) => {
  let t: TestApp;
  let lister: string;
  let plain: string;

  beforeAll(async () => {
    t = await createTestApp({ kind, exactAggregates: true });
    ({ cookie: lister } = await t.createUserWithSession('topic_lister', { canListConvos: true }));
    ({ cookie: plain } = await t.createUserWithSession('topic_plain'));
    const topic = await createTopic(t.prisma, { slug: 'big-topic', title: 'Big topic' });
    // 230 opinions: more than two pages of the walk. One of them voted on by 6 women and 2 men.
    const opinions = Array.from({ length: 230 }, (_value, index) => ({ id: 3000 + index, slug: `big-${index}`, title: `Big opinion ${index}` }));
    for (const opinion of opinions) await createOpinion(t.prisma, { ...opinion, topicIds: [topic.id] });
    await createOpinion(t.prisma, { id: 2999, slug: 'removed-one', title: 'Removed one', topicIds: [topic.id], removedAt: new Date() });
    const voters = [...Array.from({ length: 6 }, () => 'female'), 'male', 'male'];
    for (const [index, gender] of voters.entries()) {
      const voter = await t.createUserWithSession(`topic_voter_${index}`);
      await t.prisma.demographics.create({ data: { userId: voter.userId, gender } });
      expect((await t.rest('POST', '/api/opinion/vote', { id: 3000, rating: index < 4 ? 1 : 5 }, { cookie: voter.cookie })).status).toBe(200);
    }
  }, 120_000);
  afterAll(() => t?.dispose());

  const download = (query: string, cookie = lister) => fetch(`${t.url}/internal/admin/reports/topic${query}`, { headers: { cookie } });

  it('streams every visible opinion with its five counts and its breakdown, suppressed under K', async () => {
    const response = await download('?slug=big-topic');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="topic-big-topic-report.csv"');
    // Streamed, not built and sent with a length.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Opinion,Title,Demographic,Answer,Voters,Strongly Agree (votes),Agree (votes),Neutral (votes),Disagree (votes),Strongly Disagree (votes),Strongly Agree (%),Agree (%),Neutral (%),Disagree (%),Strongly Disagree (%)',
    );
    const everyone = lines.filter((line) => line.includes(',Everyone,'));
    expect(everyone).toHaveLength(230);
    expect(lines.some((line) => line.startsWith('removed-one,'))).toBe(false);
    expect(everyone[0]).toBe('big-0,Big opinion 0,Everyone,,8,4,0,0,0,4,50,0,0,0,50');
    expect(everyone[229]).toBe('big-229,Big opinion 229,Everyone,,0,0,0,0,0,0,,,,,');
    expect(lines).toContain('big-0,Big opinion 0,Gender,Female,6,,,,,,67,0,0,0,33');
    expect(lines).toContain('big-0,Big opinion 0,Gender,Male,fewer than 5,,,,,,,,,,');
  });

  it('is for canListConvos only, with a clear 4xx otherwise', async () => {
    expect((await download('?slug=big-topic', '')).status).toBe(401);
    expect((await download('?slug=big-topic', plain)).status).toBe(403);
    expect((await download('')).status).toBe(400);
    expect((await download('?slug=no-such-topic')).status).toBe(404);
    const post = await fetch(`${t.url}/internal/admin/reports/topic?slug=big-topic`, { method: 'POST', headers: { cookie: lister, origin: t.url } });
    expect(post.status).toBe(405);
  });
});
