// Demo data for a new installation and for benchmarks: topics, 300+ opinions, people with
// demographics, votes that lean with demographics (so breakdowns and insights have real signal),
// the vote rollups, follows, karma and two demo accounts. Deterministic for a given seed.
// Writes in bulk (createMany and set-based SQL) rather than through the services: loading
// 50,000 votes one service call at a time would take minutes.
import { hashPassword } from '../auth/passwords.ts';
import { DEMOGRAPHIC_FIELDS } from '../domain/demographics.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { Prisma } from './generated/prisma/client.ts';
import { seedOpinions } from './seed-data/opinions.ts';
import { seedTopics } from './seed-data/topics.ts';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@opinio.local', password: 'opinio-admin-demo' },
  demo: { username: 'demo', email: 'demo@opinio.local', password: 'opinio-demo' },
} as const;

export type SeedOptions = {
  users: number;
  votes: number;
  seed?: number;
  onProgress?: (phase: string, done: number, total: number) => void;
};

export type SeedSummary = { topics: number; opinions: number; users: number; votes: number; follows: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Postgres allows 65,535 bind parameters per statement; vote rows have 16 columns. */
const BATCH_ROWS = 2000;

/** mulberry32: small, fast, deterministic. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll <= 0) return item;
      }
      return items[items.length - 1][0];
    },
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}
type Random = ReturnType<typeof createRandom>;

const handleFirst = ['quiet', 'brave', 'curious', 'lucky', 'clever', 'gentle', 'honest', 'witty', 'sunny', 'stormy', 'rapid', 'calm', 'bold', 'keen', 'odd', 'true', 'wild', 'amber', 'cobalt', 'silver', 'north', 'urban', 'rural', 'late', 'early', 'little', 'grand', 'swift', 'misty', 'noble'];
const handleSecond = ['fox', 'owl', 'river', 'maple', 'falcon', 'reader', 'thinker', 'walker', 'sailor', 'baker', 'coder', 'painter', 'hiker', 'voter', 'skeptic', 'dreamer', 'cedar', 'comet', 'harbor', 'meadow', 'pilot', 'scribe', 'ranger', 'otter', 'badger', 'heron', 'willow', 'ember', 'quill', 'atlas'];
const firstNames = ['Alex', 'Sam', 'Jordan', 'Maria', 'Li', 'Priya', 'Tom', 'Aisha', 'Noah', 'Emma', 'Kenji', 'Lucia', 'Omar', 'Hannah', 'Mateo', 'Zara', 'Ivan', 'Chloe', 'Ravi', 'Nina'];
const lastNames = ['Smith', 'Garcia', 'Chen', 'Patel', 'Okafor', 'Müller', 'Rossi', 'Kim', 'Novak', 'Silva', 'Brown', 'Haddad', 'Nguyen', 'Jensen', 'Costa', 'Ali', 'Walker', 'Dubois', 'Sato', 'Khan'];

const nationalities = [['us', 30], ['gb', 18], ['ca', 8], ['au', 6], ['de', 6], ['fr', 5], ['in', 7], ['ie', 2], ['nz', 2], ['nl', 3], ['es', 3], ['it', 2], ['br', 3], ['ng', 2], ['za', 2], ['se', 1]] as const;
const religions = [['none', 24], ['agnostic', 10], ['atheist', 12], ['christian', 14], ['catholic', 11], ['protestant', 6], ['evangelical', 4], ['jewish', 3], ['hindu', 5], ['buddhist', 3], ['sunni', 4], ['shia', 1], ['sikh', 1], ['mormon', 1], ['taoist', 0.3], ['confucian', 0.3], ['shinto', 0.2], ['falun', 0.1]] as const;
const maritalStatuses = [['single', 32], ['relationship', 18], ['open-relationship', 2], ['married', 35], ['civil-union', 2], ['divorced', 8], ['widowed', 3]] as const;
const orientations = [['heterosexual', 82], ['bisexual', 8], ['homosexual', 6], ['pansexual', 2], ['asexual', 2]] as const;

type DemographicRow = {
  gender: string | null;
  birthYear: number | null;
  nationality: string | null;
  education: number | null;
  maritalStatus: string | null;
  householdIncome: number | null;
  sexualOrientation: string | null;
  religion: string | null;
  politicalSpectrum: number | null;
  numChildren: number | null;
};

function maybe<T>(random: Random, value: T, answeredShare = 0.92): T | null {
  return random.next() < answeredShare ? value : null;
}

function randomDemographics(random: Random): DemographicRow {
  const birthYear = random.int(1935, 2008);
  const age = 2026 - birthYear;
  return {
    gender: maybe(random, random.weighted([['male', 48], ['female', 48], ['non-binary', 4]] as const)),
    birthYear: maybe(random, birthYear, 0.95),
    nationality: maybe(random, random.weighted(nationalities)),
    education: maybe(random, random.weighted([[10, 1], [20, 3], [30, 20], [40, 22], [50, 30], [60, 18], [70, 6]] as const)),
    maritalStatus: maybe(random, age < 24 ? random.weighted([['single', 70], ['relationship', 30]] as const) : random.weighted(maritalStatuses)),
    householdIncome: maybe(random, random.weighted([[10, 10], [20, 15], [35, 17], [50, 20], [75, 16], [100, 15], [200, 7]] as const), 0.8),
    sexualOrientation: maybe(random, random.weighted(orientations), 0.85),
    religion: maybe(random, random.weighted(religions)),
    politicalSpectrum: maybe(random, random.weighted([[1, 15], [25, 25], [50, 25], [75, 22], [100, 13]] as const), 0.88),
    numChildren: maybe(random, age < 25 ? -1 : random.weighted([[-1, 40], [1, 18], [2, 25], [3, 11], [4, 4], [5, 1], [6, 1]] as const)),
  };
}

/** How an opinion's agreement leans with a voter's politics, gender, age and religiosity. */
type OpinionLean = { base: number; politics: number; gender: number; age: number; faith: number; popularity: number };

function ratingFor(lean: OpinionLean, voter: DemographicRow, random: Random): number {
  const politics = voter.politicalSpectrum === null ? 0 : (voter.politicalSpectrum - 50) / 50; // -1 left .. +1 right
  const gender = voter.gender === 'female' ? 1 : voter.gender === 'male' ? -1 : 0;
  const age = voter.birthYear === null ? 0 : (1985 - voter.birthYear) / 25; // older positive
  const faith = voter.religion === null ? 0 : ['none', 'atheist', 'agnostic'].includes(voter.religion) ? -1 : 1;
  // Positive latent means disagreement (higher rating numbers are more disagreeing).
  const latent = lean.base + lean.politics * politics + lean.gender * gender + lean.age * age + lean.faith * faith + random.normal() * 1.1;
  return Math.min(5, Math.max(1, Math.round(3 + latent)));
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  const [topics, users] = await Promise.all([prisma.topic.count(), prisma.user.count()]);
  return topics === 0 && users === 0;
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>, onBatch?: (done: number) => void) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await write(rows.slice(start, start + BATCH_ROWS));
    onBatch?.(Math.min(rows.length, start + BATCH_ROWS));
  }
}

export async function seedDemoData(prisma: PrismaClient, options: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(options.seed ?? 42);
  const progress = options.onProgress ?? (() => {});
  const now = Date.now();

  // Topics
  await prisma.topic.createMany({ data: seedTopics });
  const topics = await prisma.topic.findMany({ select: { id: true, slug: true } });
  const topicIdBySlug = new Map(topics.map((topic) => [topic.slug, topic.id]));

  // Demo accounts and contributors (who created the opinions)
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.demo.password),
  ]);
  const admin = await prisma.user.create({
    data: {
      username: DEMO_ACCOUNTS.admin.username,
      usernameKey: DEMO_ACCOUNTS.admin.username,
      email: DEMO_ACCOUNTS.admin.email,
      emailVerifiedAt: new Date(now - 400 * DAY_MS),
      passwordHash: adminHash,
      fullName: 'Opinio Admin',
      role: 'ADMIN',
      canDeleteContent: true,
      adminHub: true,
      canSeeDetailedOpinionReport: true,
      canCreateOpinions: true,
      canListConvos: true,
      createdAt: new Date(now - 400 * DAY_MS),
    },
  });
  await prisma.user.create({
    data: {
      username: DEMO_ACCOUNTS.demo.username,
      usernameKey: DEMO_ACCOUNTS.demo.username,
      email: DEMO_ACCOUNTS.demo.email,
      emailVerifiedAt: new Date(now - 200 * DAY_MS),
      passwordHash: demoHash,
      fullName: 'Demo Member',
      canCreateOpinions: true,
      createdAt: new Date(now - 200 * DAY_MS),
      demographics: {
        create: { gender: 'female', birthYear: 1990, nationality: 'gb', education: 50, politicalSpectrum: 50, religion: 'none' },
      },
    },
  });

  // People
  const usedKeys = new Set(['admin', 'demo']);
  const userRows: Prisma.UserCreateManyInput[] = [];
  while (userRows.length < options.users) {
    const base = `${random.pick(handleFirst)}_${random.pick(handleSecond)}`;
    const cased = random.next() < 0.3 ? base.replace(/(^|_)([a-z])/g, (_m, sep: string, letter: string) => sep + letter.toUpperCase()) : base;
    const username = usedKeys.has(cased.toLowerCase()) ? `${cased}${random.int(2, 9999)}` : cased;
    if (usedKeys.has(username.toLowerCase())) continue;
    usedKeys.add(username.toLowerCase());
    const withName = random.next() < 0.4;
    userRows.push({
      username,
      usernameKey: username.toLowerCase(),
      fullName: withName ? `${random.pick(firstNames)} ${random.pick(lastNames)}` : '',
      createdAt: new Date(now - random.int(1, 400) * DAY_MS - random.int(0, DAY_MS)),
      role: userRows.length < 5 ? 'CONTRIBUTOR' : 'USER',
      canCreateOpinions: userRows.length < 5,
    });
  }
  await inBatches(userRows, (batch) => prisma.user.createMany({ data: batch }), (done) => progress('users', done, userRows.length));
  const people = await prisma.user.findMany({
    where: { usernameKey: { notIn: ['admin', 'demo'] } },
    select: { id: true, role: true },
    orderBy: { id: 'asc' },
  });
  const demographicsByUser = new Map<number, DemographicRow>();
  const demographicRows: Prisma.DemographicsCreateManyInput[] = [];
  for (const person of people) {
    if (random.next() < 0.85) {
      const row = randomDemographics(random);
      demographicsByUser.set(person.id, row);
      demographicRows.push({ userId: person.id, ...row });
    }
  }
  await inBatches(demographicRows, (batch) => prisma.demographics.createMany({ data: batch }));
  const contributors = [admin.id, ...people.filter((person) => person.role === 'CONTRIBUTOR').map((person) => person.id)];

  // Opinions
  const usedSlugs = new Set<string>();
  const opinionRows = seedOpinions.map(([title, tidbit, topicList], index) => {
    let slug = slugify(title);
    while (usedSlugs.has(slug)) slug = `${slug.slice(0, 75)}-${index}`;
    usedSlugs.add(slug);
    return {
      slug,
      title,
      tidbit,
      createdById: contributors[index % contributors.length],
      createdAt: new Date(now - random.int(1, 90) * DAY_MS - random.int(0, DAY_MS)),
      topicSlugs: topicList.split(','),
    };
  });
  await prisma.opinion.createMany({ data: opinionRows.map(({ topicSlugs: _topics, ...row }) => row) });
  const opinions = await prisma.opinion.findMany({ select: { id: true, slug: true, createdAt: true }, orderBy: { id: 'asc' } });
  const opinionBySlug = new Map(opinions.map((opinion) => [opinion.slug, opinion]));
  await prisma.opinionTopic.createMany({
    data: opinionRows.flatMap((row) =>
      row.topicSlugs.map((slug) => {
        const topicId = topicIdBySlug.get(slug);
        if (!topicId) throw new Error(`Seed opinion "${row.title}" names unknown topic ${slug}`);
        return { opinionId: opinionBySlug.get(row.slug)!.id, topicId };
      }),
    ),
    skipDuplicates: true,
  });

  // Votes: popularity is heavy-tailed; the last few opinions get none, so "no votes yet" shows.
  const leans = new Map<number, OpinionLean>();
  const votable = opinions.slice(0, Math.max(0, opinions.length - 4));
  const weights = votable.map((opinion, index) => {
    const popularity = 1 / Math.pow(1 + ((index * 7919) % votable.length) / 12, 0.9);
    leans.set(opinion.id, {
      base: random.normal() * 0.9,
      politics: random.normal() * 1.2,
      gender: random.normal() * 0.5,
      age: random.normal() * 0.5,
      faith: random.normal() * 0.5,
      popularity,
    });
    return [opinion, popularity] as const;
  });
  const cumulative: number[] = [];
  let running = 0;
  for (const [, weight] of weights) cumulative.push((running += weight));
  const pickOpinion = () => {
    const roll = random.next() * running;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < roll) low = middle + 1;
      else high = middle;
    }
    return weights[low][0];
  };
  const target = Math.min(options.votes, people.length * votable.length);
  const seen = new Set<number>();
  const voteRows: Prisma.VoteCreateManyInput[] = [];
  const emptyDemographics: DemographicRow = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, null])) as DemographicRow;
  let attempts = 0;
  while (voteRows.length < target && attempts < target * 20) {
    attempts += 1;
    const opinion = pickOpinion();
    // Active people vote more: a skewed pick of the voter.
    const person = people[Math.floor(Math.pow(random.next(), 1.6) * people.length)];
    const key = person.id * 1_000_003 + opinion.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const demographics = demographicsByUser.get(person.id) ?? emptyDemographics;
    const earliest = opinion.createdAt.getTime();
    const when = new Date(earliest + random.next() * (now - earliest));
    voteRows.push({
      userId: person.id,
      opinionId: opinion.id,
      rating: ratingFor(leans.get(opinion.id)!, demographics, random),
      createdAt: when,
      updatedAt: when,
      ...demographics,
    });
  }
  await inBatches(voteRows, (batch) => prisma.vote.createMany({ data: batch }), (done) => progress('votes', done, voteRows.length));
  await inBatches(
    voteRows.map((vote) => ({ userId: vote.userId, opinionId: vote.opinionId, rating: vote.rating, createdAt: vote.createdAt })),
    (batch) => prisma.voteHistory.createMany({ data: batch }),
    (done) => progress('history', done, voteRows.length),
  );

  // Rollups: the all-voters row, then one set of rows per demographic field, all set-based.
  const fields = ['', ...DEMOGRAPHIC_FIELDS];
  for (const [index, field] of fields.entries()) {
    const answer = field === '' ? Prisma.sql`''` : Prisma.sql`${Prisma.raw(`"${field}"`)}::text`;
    const filter = field === '' ? Prisma.empty : Prisma.sql`WHERE ${Prisma.raw(`"${field}"`)} IS NOT NULL`;
    await prisma.$executeRaw`
      INSERT INTO "VoteRollup" ("opinionId", "field", "answer", "day", "r1", "r2", "r3", "r4", "r5")
      SELECT "opinionId", ${field}, ${answer}, ("updatedAt" AT TIME ZONE 'UTC')::date,
        COUNT(*) FILTER (WHERE rating = 1), COUNT(*) FILTER (WHERE rating = 2), COUNT(*) FILTER (WHERE rating = 3),
        COUNT(*) FILTER (WHERE rating = 4), COUNT(*) FILTER (WHERE rating = 5)
      FROM "Vote" ${filter}
      GROUP BY 1, 2, 3, 4`;
    progress('rollups', index + 1, fields.length);
  }

  // Follows
  const followRows: Prisma.FollowCreateManyInput[] = [];
  for (const person of people) {
    if (random.next() >= 0.3) continue;
    const count = random.int(1, 4);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.pick(topics).id);
    for (const topicId of chosen) followRows.push({ userId: person.id, topicId });
  }
  await inBatches(followRows, (batch) => prisma.follow.createMany({ data: batch }));

  // Karma (decisions.md): 1 per vote + 20 per opinion created that is not deleted.
  await prisma.$executeRaw`
    UPDATE "User" u SET karma =
      (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = u.id)
      + 20 * (SELECT COUNT(*) FROM "Opinion" o WHERE o."createdById" = u.id AND NOT o.deleted)`;

  return { topics: topics.length, opinions: opinions.length, users: people.length + 2, votes: voteRows.length, follows: followRows.length };
}

/** Empties every table the demo data fills (seed --force). */
export async function wipeDemoData(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`TRUNCATE "VoteRollup", "VoteHistory", "Vote", "Follow", "OpinionTopic", "Opinion", "Topic", "Demographics", "Session", "User" RESTART IDENTITY CASCADE`;
}
