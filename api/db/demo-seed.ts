// Demo data for a new installation and for benchmarks: topics, 300+ opinions, a community with
// demographics, votes that lean with those demographics (so breakdowns and insights have real
// signal), vote history, the vote rollups, follows, karma and two demo accounts that can log in.
// Deterministic for a given random source (mulberry32, seed 42, by default).
//
// It writes in bulk (createMany, JSON record sets and set-based SQL) rather than through the
// services: 50,000 votes one service call at a time would take minutes. Everything runs in one
// transaction, so a failed seed leaves the database empty and the next start tries again.
import { hashPassword } from '../auth/passwords.ts';
import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../domain/demographics.ts';
import { publicVotesBefore } from '../domain/karma.ts';
import { seedDemoReports } from './demo-reports-seed.ts';
import { demoCategories, demoPeople, demoQuestions, demoRequests, demoTags } from './encyclopedia-content.ts';
import { seedEncyclopedia, type EncyclopediaSeedContent, type EncyclopediaSeedSummary } from './encyclopedia-seed.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import {
  ageBandShares,
  childrenSharesFor,
  educationSharesFor,
  incomeBuckets,
  maritalSharesFor,
  orientationShares,
  politicalBuckets,
  religionSharesFor,
  secularReligions,
  type Religion,
  type Shares,
  youngOrientationShares,
} from './seed-data/demographic-shares.ts';
import { seedOpinions, type OpinionLean } from './seed-data/opinions.ts';
import {
  bios,
  expertiseAreas,
  handleAdjectives,
  handleNouns,
  hobbyWords,
  namesByRegion,
  nationalityShares,
  roleWords,
  townsByNationality,
  type NameRegion,
} from './seed-data/people.ts';
import { seedTopics, type TopicSlug } from './seed-data/topics.ts';
import { seedCommentTexts, type SeedResponseType } from './seed-data/comments.ts';

/** The encyclopedia's demo content (api/db/encyclopedia-content.ts), as the seed takes it. */
export const DEMO_ENCYCLOPEDIA: EncyclopediaSeedContent = { categories: demoCategories, tags: demoTags, people: demoPeople, questions: demoQuestions, requests: demoRequests };

/** The two accounts with passwords (README lists them). Everyone else cannot log in. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@opinio.local', password: 'opinio-admin-demo' },
  demo: { username: 'demo', email: 'demo@opinio.local', password: 'opinio-demo' },
} as const;

export type SeedPhase = 'users' | 'opinions' | 'follows' | 'votes' | 'rollups' | 'indexes' | 'comments' | 'karma' | 'reports' | 'encyclopedia';

export type SeedOptions = {
  /** Community members besides the two demo accounts. */
  users: number;
  /** Votes to cast (fewer when users x opinions cannot hold that many). */
  votes: number;
  /**
   * Opinions in all (benchmark scale). The written demo opinions come first; beyond them,
   * numbered variants of the written ones are generated. Default: only the written ones.
   */
  opinions?: number;
  /**
   * Benchmark scale: the most popular written opinion gets exactly this many of the votes and is
   * dated a year back, so they spread over a year of days (the detailed opinion report at scale).
   * It needs membersForHotOpinion(hotOpinionVotes) members at least. Default: none.
   */
  hotOpinionVotes?: number;
  onProgress?: (phase: SeedPhase, done: number, total: number) => void;
  /** Uniform numbers in [0, 1); mulberry32(42) by default. */
  random?: () => number;
  /** The moment the data is relative to ("created 3 days ago"); the current time by default. */
  now?: Date;
  /**
   * Encyclopedia content to load with its revision history, written by two of the demo
   * contributors (DEMO_ENCYCLOPEDIA for a new installation); none when not given.
   */
  encyclopedia?: EncyclopediaSeedContent;
};

export type SeedSummary = {
  topics: number;
  opinions: number;
  /** Every account, the demo accounts included. */
  users: number;
  demographics: number;
  follows: number;
  votes: number;
  voteHistory: number;
  rollupRows: number;
  /** Demo UserReport rows (demo-reports-seed.ts). */
  reports: number;
  comments: number;
  /** What the encyclopedia content made, when some was given. */
  encyclopedia?: EncyclopediaSeedSummary;
  /** Milliseconds spent in each phase. */
  phaseMs: Record<SeedPhase, number>;
  totalMs: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_BATCH = 1000;
/** Votes travel as one JSON parameter per statement, so no bind-parameter limit applies. */
const VOTE_BATCH = 5000;
const CONTRIBUTOR_COUNT = 6;
/** The newest opinions get no votes, so "no votes yet" can be seen. */
const UNVOTED_OPINIONS = 4;
/** No opinion gets votes from more than this share of the community. */
const MAX_VOTER_SHARE = 0.8;
/** The tables whose rows grow with votes and opinions: loaded without their indexes and foreign keys (dropIndexes). */
const BULK_TABLES = ['Opinion', 'OpinionTopic', 'Vote', 'VoteHistory', 'VoteRollup'];
/** work_mem and maintenance_work_mem of the seed's transaction. */
const BULK_MEMORY = '256MB';
/** How far back the hot opinion was posted. */
const HOT_OPINION_AGE_DAYS = 365;

/** Members a hot opinion of `votes` votes needs: none gets votes from more than 80% of voters. */
export function membersForHotOpinion(votes: number): number {
  return Math.ceil(votes / MAX_VOTER_SHARE);
}

// ───────────────────────── randomness ─────────────────────────

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Dice = ReturnType<typeof createDice>;

function createDice(next: () => number) {
  const dice = {
    next,
    chance: (probability: number) => next() < probability,
    uniform: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    weighted: <T>(shares: Shares<T>): T => {
      const total = shares.reduce((sum, [, share]) => sum + share, 0);
      let roll = next() * total;
      for (const [item, share] of shares) {
        roll -= share;
        if (roll < 0) return item;
      }
      return shares[shares.length - 1][0];
    },
    /** Standard normal (Box-Muller). */
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
  return dice;
}

// ───────────────────────── the community ─────────────────────────


type FullAnswers = { [K in keyof DemographicAnswers]: NonNullable<DemographicAnswers[K]> };

/** What drives a member's votes, whether or not they told us their demographics. */
type Traits = { leftness: number; olderness: number; womanness: number; religiosity: number };

type Member = {
  username: string;
  fullName: string;
  location: string;
  bio: string;
  expertise: string;
  createdAt: Date;
  contributor: boolean;
  /** The stored answers (some left blank), or null for members who never filled the form. */
  answers: DemographicAnswers | null;
  traits: Traits;
  /** How much more than others this member votes. */
  activity: number;
};

/** Share of members who answered each question, among those who filled the form at all. */
const answeredShare: Record<keyof DemographicAnswers, number> = {
  gender: 0.97,
  birthYear: 0.94,
  nationality: 0.96,
  education: 0.92,
  maritalStatus: 0.91,
  householdIncome: 0.8,
  sexualOrientation: 0.85,
  religion: 0.92,
  politicalSpectrum: 0.9,
  numChildren: 0.92,
};
const FILLED_DEMOGRAPHICS_SHARE = 0.85;

function traitsOf(answers: FullAnswers, leaning: number, nowYear: number): Traits {
  const religion = answers.religion as Religion;
  return {
    leftness: -leaning,
    olderness: (nowYear - answers.birthYear - 42) / 16,
    womanness: answers.gender === 'female' ? 1 : answers.gender === 'male' ? -1 : 0.3,
    religiosity: secularReligions.has(religion) ? (religion === 'atheist' ? -1.2 : -0.7) : religion === 'evangelical' || religion === 'mormon' ? 1.3 : 1,
  };
}

/** A full set of answers for one person, with the correlations a real community shows. */
function drawPerson(dice: Dice, nowYear: number) {
  const [nationality, , region] = dice.weighted(nationalityShares.map((entry) => [entry, entry[1]] as const));
  const [minAge, maxAge] = dice.weighted(ageBandShares);
  const birthYear = Math.min(2008, Math.max(1935, nowYear - dice.int(minAge, maxAge)));
  const age = nowYear - birthYear;
  const gender = dice.weighted<string>(age < 30 ? [['male', 47], ['female', 46], ['non-binary', 7]] : [['male', 50], ['female', 47.5], ['non-binary', 2.5]]);
  const education = dice.weighted(educationSharesFor(age));
  const religion = dice.weighted(religionSharesFor(nationality));
  const religious = !secularReligions.has(religion);
  // Income follows education and working age.
  const incomeScore =
    (education - 45) / 25 + (age >= 30 && age <= 60 ? 0.35 : -0.25) + (['us', 'gb', 'ca', 'au', 'de', 'nl', 'se', 'no', 'ie', 'sg', 'il'].includes(nationality) ? 0.25 : -0.35) + dice.normal() * 0.8;
  const incomeCuts = [-1.3, -0.75, -0.3, 0.2, 0.6, 1.4];
  const householdIncome = incomeBuckets[incomeCuts.filter((cut) => incomeScore > cut).length];
  // Politics: older, religious and male members lean right on average; plenty of exceptions.
  const leaning =
    dice.normal() * 0.85 + ((age - 42) / 16) * 0.3 + (religious ? 0.45 : -0.35) + (gender === 'male' ? 0.15 : gender === 'female' ? -0.12 : -0.6) + (education >= 60 ? -0.2 : 0);
  const politicalCuts = [-1.0, -0.25, 0.45, 1.1];
  const politicalSpectrum = politicalBuckets[politicalCuts.filter((cut) => leaning > cut).length];
  const full = {
    gender,
    birthYear,
    nationality,
    education,
    maritalStatus: dice.weighted(maritalSharesFor(age)),
    householdIncome,
    sexualOrientation: dice.weighted(age < 30 ? youngOrientationShares : orientationShares),
    religion,
    politicalSpectrum,
    numChildren: dice.weighted(childrenSharesFor(age)),
  };
  return { full, region, traits: traitsOf(full, leaning, nowYear) };
}

const asciiWord = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A handle in one of the styles people actually pick. */
function drawHandle(dice: Dice, first: string, last: string, birthYear: number): string {
  const firstWord = asciiWord(first);
  const lastWord = asciiWord(last);
  const adjective = dice.pick(handleAdjectives);
  const noun = dice.pick(handleNouns);
  const digits = () => (dice.chance(0.5) ? String(birthYear % 100).padStart(2, '0') : String(dice.int(1, 999)));
  switch (dice.weighted<string>([['words', 30], ['name', 25], ['nameDigits', 18], ['hobby', 12], ['initials', 8], ['wordsDigits', 7]])) {
    case 'words':
      return dice.weighted<string>([[capitalised(adjective) + capitalised(noun), 4], [`${adjective}_${noun}`, 3], [adjective + noun, 2]]);
    case 'wordsDigits':
      return `${dice.chance(0.5) ? capitalised(adjective) + capitalised(noun) : adjective + noun}${digits()}`;
    case 'name':
      return dice.weighted<string>([[firstWord + lastWord, 3], [`${firstWord.toLowerCase()}_${lastWord.toLowerCase()}`, 3], [`${firstWord}_${lastWord.charAt(0)}`, 2], [lastWord + firstWord.charAt(0), 1]]);
    case 'nameDigits':
      return `${dice.chance(0.7) ? firstWord.toLowerCase() : firstWord}${dice.chance(0.4) ? lastWord.charAt(0).toLowerCase() : ''}${digits()}`;
    case 'hobby':
      return dice.chance(0.5) ? `${dice.pick(hobbyWords)}_${dice.pick(roleWords)}` : `${dice.pick(hobbyWords)}_${firstWord.toLowerCase()}`;
    default:
      return `${firstWord.charAt(0).toLowerCase()}${lastWord.toLowerCase()}${dice.chance(0.5) ? digits() : ''}`;
  }
}

/** Sign-up rules: 3-24 letters, digits or underscores; unique case-insensitively. */
function uniqueUsername(dice: Dice, wanted: string, taken: Set<string>): string {
  let base = wanted.replace(/[^A-Za-z0-9_]/g, '').slice(0, 20).replace(/_+$/, '');
  if (base.length < 3) base = `${base}_${dice.pick(handleNouns)}`.slice(0, 20);
  let candidate = base;
  while (taken.has(candidate.toLowerCase())) candidate = `${base}${dice.int(2, 9999)}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function drawMember(dice: Dice, now: number, nowYear: number, taken: Set<string>, contributor: boolean): Member {
  const { full, region, traits } = drawPerson(dice, nowYear);
  const names = namesByRegion[region as NameRegion];
  const first = dice.pick(names.first);
  const last = dice.pick(names.last);
  const username = uniqueUsername(dice, drawHandle(dice, first, last, full.birthYear), taken);
  let answers: DemographicAnswers | null = null;
  if (dice.chance(FILLED_DEMOGRAPHICS_SHARE)) {
    answers = { ...full };
    for (const field of DEMOGRAPHIC_FIELDS) if (!dice.chance(answeredShare[field])) answers[field] = null;
  }
  const town = dice.pick(townsByNationality[full.nationality] ?? ['']);
  const country = full.nationality === 'us' ? '' : regionNames.of(full.nationality.toUpperCase()) ?? '';
  // Contributors joined long before the oldest opinion; others over the last 400 days.
  const joinedDaysAgo = contributor ? dice.uniform(250, 400) : 400 * Math.pow(dice.next(), 0.8);
  return {
    username,
    fullName: contributor || dice.chance(0.45) ? `${first} ${last}` : '',
    location: town && (contributor || dice.chance(0.3)) ? [town, country].filter(Boolean).join(', ') : '',
    bio: contributor || dice.chance(0.12) ? dice.pick(bios) : '',
    expertise: contributor || dice.chance(0.06) ? dice.pick(expertiseAreas) : '',
    createdAt: new Date(now - joinedDaysAgo * DAY_MS),
    contributor,
    answers,
    traits,
    // Heavy-tailed: a few members vote on almost everything, most on a handful.
    activity: Math.exp(dice.normal() * 1.1),
  };
}

const demoMemberAnswers: FullAnswers = {
  gender: 'female',
  birthYear: 1991,
  nationality: 'gb',
  education: 50,
  maritalStatus: 'relationship',
  householdIncome: 50,
  sexualOrientation: 'heterosexual',
  religion: 'none',
  politicalSpectrum: 25,
  numChildren: -1,
};

// ───────────────────────── how opinions get voted ─────────────────────────

/** Agreement = base + lean x trait + noise; larger agreement means a lower (more agreeing) rating. */
type OpinionModel = { base: number; left: number; older: number; women: number; religious: number; noise: number };

function drawOpinionModel(dice: Dice, leans: readonly OpinionLean[]): OpinionModel {
  // A known lean gets a strong coefficient in its direction; every other trait a small random one.
  const coefficient = (towards: OpinionLean, away: OpinionLean, min: number, max: number) =>
    leans.includes(towards) ? dice.uniform(min, max) : leans.includes(away) ? -dice.uniform(min, max) : dice.normal() * 0.15;
  return {
    base: dice.normal() * 0.55,
    left: coefficient('left', 'right', 0.55, 1.05),
    older: coefficient('older', 'younger', 0.3, 0.6),
    women: coefficient('women', 'men', 0.25, 0.5),
    religious: coefficient('religious', 'secular', 0.35, 0.7),
    noise: dice.uniform(0.75, 1.1),
  };
}

function drawRating(dice: Dice, model: OpinionModel, traits: Traits): number {
  const agreement =
    model.base +
    model.left * traits.leftness +
    model.older * traits.olderness +
    model.women * traits.womanness +
    model.religious * traits.religiosity +
    model.noise * dice.normal();
  if (agreement >= 1.2) return 1;
  if (agreement >= 0.4) return 2;
  if (agreement > -0.4) return 3;
  if (agreement > -1.2) return 4;
  return 5;
}

/**
 * Splits `total` votes over opinions in proportion to their weights, no opinion above `cap`
 * (water-filling: find the scale where the capped shares add up, then round by largest remainder).
 */
export function allocateVotes(total: number, weights: readonly number[], cap: number): number[] {
  const capacity = weights.reduce((sum, weight) => sum + (weight > 0 ? cap : 0), 0);
  const target = Math.min(total, capacity);
  const filled = (scale: number) => weights.reduce((sum, weight) => sum + Math.min(cap, scale * weight), 0);
  let low = 0;
  let high = 1;
  while (filled(high) < target) high *= 2;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (filled(middle) < target) low = middle;
    else high = middle;
  }
  const exact = weights.map((weight) => Math.min(cap, high * weight));
  const counts = exact.map(Math.floor);
  let missing = target - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of byRemainder) {
    if (missing <= 0) break;
    if (counts[index] < cap && weights[index] > 0) {
      counts[index] += 1;
      missing -= 1;
    }
  }
  return counts;
}

/** `count` distinct indices, each chosen with probability proportional to its weight (Efraimidis-Spirakis). */
function weightedSampleWithoutReplacement(dice: Dice, weights: readonly number[], count: number): number[] {
  if (count <= 0) return [];
  const keys = new Float64Array(weights.length);
  for (let index = 0; index < weights.length; index += 1) keys[index] = Math.log(1 - dice.next()) / weights[index];
  // The `count` largest keys win; a native numeric sort finds the threshold fast.
  const threshold = keys.slice().sort()[Math.max(0, weights.length - count)];
  const chosen: number[] = [];
  for (let index = 0; index < weights.length && chosen.length < count; index += 1) if (keys[index] >= threshold) chosen.push(index);
  return chosen;
}

/**
 * Weighted sampling without replacement by rejection: weighted draws (binary search over the
 * cumulative weights) until `count` distinct indices; the exact sampler when `count` is a large
 * share of the population, where rejection would spin.
 */
function createFastSampler(dice: Dice, weights: readonly number[]): (count: number) => number[] {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, index) => {
    total += weight;
    cumulative[index] = total;
  });
  return (count) => {
    if (count <= 0) return [];
    if (count * 4 > weights.length) return weightedSampleWithoutReplacement(dice, weights, count);
    const chosen = new Set<number>();
    while (chosen.size < count) {
      const roll = dice.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle] > roll) high = middle;
        else low = middle + 1;
      }
      chosen.add(low);
    }
    return [...chosen].sort((a, b) => a - b);
  };
}

export function slugFromTitle(title: string, maxLength = 80): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || words[0].slice(0, maxLength);
}

// ───────────────────────── writing ─────────────────────────

type SeedClient = Prisma.TransactionClient;

/** Prisma stores DateTime as UTC in timestamp(3) columns (no time zone). */
function sqlTimestamp(date: Date): string {
  return date.toISOString().slice(0, 23);
}

export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  const topic = await prisma.topic.findFirst({ select: { id: true } });
  const user = await prisma.user.findFirst({ select: { id: true } });
  return topic === null && user === null;
}

/** Empties the tables the demo data fills, and everything that refers to them (seed --force). */
export async function wipeDemoData(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`
    TRUNCATE "VoteRollup", "VoteHistory", "Vote", "Follow", "OpinionTopic", "Opinion", "Topic", "Demographics", "User",
      "Category", "Tag", "Person", "ExternalLink", "EncyclopediaImage"
    RESTART IDENTITY CASCADE`;
}

export async function seedDemoData(prisma: PrismaClient, options: SeedOptions): Promise<SeedSummary> {
  if (!Number.isInteger(options.users) || options.users < 0) throw new Error('users must be a whole number >= 0');
  if (!Number.isInteger(options.votes) || options.votes < 0) throw new Error('votes must be a whole number >= 0');
  const hotVotes = options.hotOpinionVotes ?? 0;
  if (!Number.isInteger(hotVotes) || hotVotes < 0 || hotVotes > options.votes) throw new Error('hotOpinionVotes must be a whole number from 0 to votes');
  if (hotVotes > 0 && options.users < membersForHotOpinion(hotVotes)) {
    throw new Error(`A hot opinion of ${hotVotes} votes needs at least ${membersForHotOpinion(hotVotes)} members`);
  }
  const dice = createDice(options.random ?? mulberry32(42));
  const now = (options.now ?? new Date()).getTime();
  const nowYear = new Date(now).getUTCFullYear();
  const report = options.onProgress ?? (() => {});
  const phaseMs = {} as Record<SeedPhase, number>;
  const started = Date.now();
  let phaseStarted = started;
  const endPhase = (phase: SeedPhase) => {
    const time = Date.now();
    phaseMs[phase] = time - phaseStarted;
    phaseStarted = time;
  };

  // Everything random is drawn before the first write, so the data depends only on the seed.
  const taken = new Set<string>(Object.values(DEMO_ACCOUNTS).map((account) => account.username));
  const members = Array.from({ length: options.users }, (_, index) => drawMember(dice, now, nowYear, taken, index < CONTRIBUTOR_COUNT));
  const plannedOpinions = planOpinions(dice, now);
  const generatedOpinions = planGeneratedOpinions(dice, now, plannedOpinions, (options.opinions ?? 0) - plannedOpinions.length);
  const hot = hotVotes > 0 ? planHotOpinion(plannedOpinions, now, hotVotes) : null;
  const [adminHash, demoHash] = [await hashPassword(DEMO_ACCOUNTS.admin.password), await hashPassword(DEMO_ACCOUNTS.demo.password)];
  phaseStarted = Date.now();

  return prisma.$transaction(
    async (tx) => {
      // Room to group and sort millions of votes in memory rather than in temporary files; for
      // this transaction only. SET takes no bound parameter; BULK_MEMORY is a constant.
      await tx.$executeRawUnsafe(`SET LOCAL work_mem = '${BULK_MEMORY}'`);
      await tx.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '${BULK_MEMORY}'`);

      const accounts = await insertAccounts(tx, { now, members, adminHash, demoHash }, (done, total) => report('users', done, total));
      endPhase('users');

      const deferredIndexes = await dropIndexes(tx, BULK_TABLES);
      // The written opinions are 3 steps; the generated ones follow on the same bar.
      const opinionSteps = 3 + generatedOpinions.length;
      const written = await insertOpinions(tx, { now, plannedOpinions, accounts }, (done) => report('opinions', done, opinionSteps));
      // Not push(...generated): a million arguments overflow the stack.
      const opinions = written.concat(await insertGeneratedOpinions(tx, { generatedOpinions, accounts }, (done) => report('opinions', 3 + done, opinionSteps)));
      endPhase('opinions');

      const follows = await insertFollows(tx, dice, { now, accounts });
      report('follows', 1, 1);
      endPhase('follows');

      const votes = await insertVotes(tx, dice, { now, votes: options.votes, hot, accounts, opinions }, (done, total) => report('votes', done, total));
      endPhase('votes');

      const rollupRows = await insertRollups(tx, (done, total) => report('rollups', done, total));
      endPhase('rollups');

      await buildIndexes(tx, deferredIndexes, (done, total) => report('indexes', done, total));
      endPhase('indexes');

      const comments = await insertComments(tx, dice, { now, accounts, opinions });
      report('comments', 1, 1);
      endPhase('comments');

      // Karma (docs/product.md#profiles-karma-and-awards): 1 per vote cast, 5 per comment, 20 per opinion created that is not deleted.
      // Like a recount, it notes the votes cast today, which others do not see yet (publicKarma).
      const today = publicVotesBefore(new Date(now));
      await tx.$executeRaw`
        UPDATE "User" u SET "karma" = COALESCE(v.votes, 0) + 5 * COALESCE(c.comments, 0) + 20 * COALESCE(o.opinions, 0),
          "karmaDay" = ${today}, "karmaDayVotes" = COALESCE(v.today, 0)
        FROM "User" x
        LEFT JOIN (SELECT "userId", COUNT(*)::int AS votes, (COUNT(*) FILTER (WHERE "createdAt" >= ${today}))::int AS today
          FROM "Vote" GROUP BY "userId") v ON v."userId" = x.id
        LEFT JOIN (SELECT "authorId", COUNT(*)::int AS comments FROM "Comment" WHERE "deletedAt" IS NULL GROUP BY "authorId") c ON c."authorId" = x.id
        LEFT JOIN (SELECT "createdById", COUNT(*)::int AS opinions FROM "Opinion" WHERE NOT "deleted" GROUP BY "createdById") o ON o."createdById" = x.id
        WHERE u.id = x.id`;
      report('karma', 1, 1);
      endPhase('karma');

      // Demo report populations for the AdminHub overview.
      const reports = await seedDemoReports(tx, {
        adminId: accounts.adminId,
        excludeUserIds: [accounts.adminId, accounts.demoId],
        now: new Date(now),
      });
      report('reports', 1, 1);
      endPhase('reports');

      const encyclopedia = options.encyclopedia
        ? await seedEncyclopedia(tx, options.encyclopedia, {
            authors: {
              initial: accounts.contributors[0]!,
              editor: accounts.contributors[1] ?? accounts.adminId,
              // Members who are not contributors, the way requests come in.
              proposers: accounts.all
                .filter((account) => !account.contributor && account.id !== accounts.adminId && account.id !== accounts.demoId)
                .slice(0, 6)
                .map((account) => account.id),
            },
            now: new Date(now),
          })
        : undefined;
      if (encyclopedia) {
        report('encyclopedia', 1, 1);
        endPhase('encyclopedia');
      }

      return {
        topics: seedTopics.length,
        opinions: opinions.length,
        users: accounts.all.length,
        demographics: accounts.all.filter((account) => account.answers).length,
        follows,
        votes,
        voteHistory: votes,
        rollupRows,
        reports: reports.reports,
        comments,
        ...(encyclopedia ? { encyclopedia } : {}),
        phaseMs,
        totalMs: Date.now() - started,
      };
    },
    // One transaction for the whole seed; scale 4 on PGlite takes a few minutes.
    { maxWait: 60_000, timeout: 60 * 60_000 },
  );
}

type PlannedOpinion = {
  title: string;
  slug: string;
  tidbit: string;
  topics: readonly TopicSlug[];
  createdAt: Date;
  model: OpinionModel;
  /** Relative popularity; 0 for the newest few, which get no votes. */
  popularity: number;
  /** Index into the contributor list. */
  author: number;
};

function planOpinions(dice: Dice, now: number): PlannedOpinion[] {
  const slugs = new Set<string>();
  const planned = seedOpinions.map((opinion) => {
    let slug = slugFromTitle(opinion.title);
    for (let suffix = 2; slugs.has(slug); suffix += 1) slug = `${slugFromTitle(opinion.title, 76)}-${suffix}`;
    slugs.add(slug);
    return {
      title: opinion.title,
      slug,
      tidbit: opinion.tidbit,
      topics: opinion.topics,
      createdAt: new Date(now - dice.uniform(1, 90) * DAY_MS),
      model: drawOpinionModel(dice, opinion.leans),
      // Log-normal: a few opinions draw most votes, many draw a few.
      popularity: Math.exp(dice.normal() * 1.5),
      // One prolific contributor, a few regular ones.
      author: dice.weighted([[0, 30], [1, 20], [2, 15], [3, 15], [4, 10], [5, 10]] as const),
    };
  });
  // A few opinions posted in the last hours, with no votes yet.
  for (let count = 0; count < UNVOTED_OPINIONS; count += 1) {
    const opinion = planned[dice.int(0, planned.length - 1)];
    opinion.createdAt = new Date(now - dice.uniform(0.5, 18) * 60 * 60 * 1000);
    opinion.popularity = 0;
  }
  return planned;
}

/** The most popular written opinion becomes the hot one, posted a year ago. */
function planHotOpinion(written: PlannedOpinion[], now: number, votes: number): HotOpinion {
  const index = written.reduce((best, opinion, candidate) => (opinion.popularity > written[best]!.popularity ? candidate : best), 0);
  written[index]!.createdAt = new Date(now - HOT_OPINION_AGE_DAYS * DAY_MS);
  return { index, votes };
}

/** Numbered variants of the written opinions, for benchmark-scale data (same topics and leanings). */
function planGeneratedOpinions(dice: Dice, now: number, written: PlannedOpinion[], count: number): PlannedOpinion[] {
  const generated: PlannedOpinion[] = [];
  for (let index = 0; index < count; index += 1) {
    const source = written[index % written.length];
    const number = index + 2;
    generated.push({
      title: `${source.title} (${number})`,
      slug: `${source.slug.slice(0, 70)}-v${number}`,
      tidbit: source.tidbit,
      topics: source.topics,
      createdAt: new Date(now - dice.uniform(0.5, 365) * DAY_MS),
      model: drawOpinionModel(dice, []),
      popularity: Math.exp(dice.normal() * 1.5),
      author: dice.int(0, 5),
    });
  }
  return generated;
}

/** Generated opinions as JSON record sets, 5,000 per statement (createMany is slow at this size). */
async function insertGeneratedOpinions(
  tx: SeedClient,
  input: { generatedOpinions: PlannedOpinion[]; accounts: Accounts },
  progress: (done: number, total: number) => void,
): Promise<StoredOpinion[]> {
  const { generatedOpinions, accounts } = input;
  if (generatedOpinions.length === 0) return [];
  const topics = await tx.topic.findMany({ select: { id: true, slug: true } });
  const topicIdBySlug = new Map(topics.map((topic) => [topic.slug, topic.id]));
  const stored: StoredOpinion[] = [];
  for (let start = 0; start < generatedOpinions.length; start += VOTE_BATCH) {
    const batch = generatedOpinions.slice(start, start + VOTE_BATCH);
    const json = JSON.stringify(
      batch.map((opinion, index) => ({
        n: index,
        slug: opinion.slug,
        title: opinion.title,
        tidbit: opinion.tidbit,
        createdById: accounts.contributors[opinion.author % accounts.contributors.length],
        createdAt: sqlTimestamp(opinion.createdAt),
      })),
    );
    const created = await tx.$queryRaw<Array<{ id: number; slug: string }>>`
      INSERT INTO "Opinion" ("slug", "title", "tidbit", "createdById", "createdAt", "updatedAt")
      SELECT x.slug, x.title, x.tidbit, x."createdById", x."createdAt", x."createdAt"
      FROM json_to_recordset(${json}::json) AS x(n int, slug text, title text, tidbit text, "createdById" int, "createdAt" timestamp(3))
      ORDER BY x.n
      RETURNING id, slug`;
    const idBySlug = new Map(created.map((row) => [row.slug, row.id]));
    const links = JSON.stringify(
      batch.flatMap((opinion) => opinion.topics.map((slug) => ({ o: idBySlug.get(opinion.slug)!, t: topicIdBySlug.get(slug)! }))),
    );
    await tx.$executeRaw`
      INSERT INTO "OpinionTopic" ("opinionId", "topicId")
      SELECT x.o, x.t FROM json_to_recordset(${links}::json) AS x(o int, t int) ORDER BY x.o, x.t`;
    for (const opinion of batch) {
      stored.push({ id: idBySlug.get(opinion.slug)!, createdAt: opinion.createdAt, model: opinion.model, popularity: opinion.popularity });
    }
    progress(start + batch.length, generatedOpinions.length);
  }
  return stored;
}

type StoredAccount = { id: number; createdAt: Date; answers: DemographicAnswers | null; traits: Traits; activity: number; contributor: boolean };
type Accounts = { adminId: number; demoId: number; all: StoredAccount[]; contributors: number[] };

async function insertAccounts(
  tx: SeedClient,
  input: { now: number; members: Member[]; adminHash: string; demoHash: string },
  progress: (done: number, total: number) => void,
): Promise<Accounts> {
  const { now, members } = input;
  const total = members.length + 2;
  const adminCreated = new Date(now - 420 * DAY_MS);
  const admin = await tx.user.create({
    data: {
      username: DEMO_ACCOUNTS.admin.username,
      usernameKey: DEMO_ACCOUNTS.admin.username.toLowerCase(),
      email: DEMO_ACCOUNTS.admin.email,
      emailVerifiedAt: adminCreated,
      passwordHash: input.adminHash,
      fullName: 'Opinio Admin',
      bio: 'Runs this Opinio installation.',
      role: 'ADMIN',
      canDeleteContent: true,
      adminHub: true,
      canSeeDetailedOpinionReport: true,
      canCreateOpinions: true,
      canListConvos: true,
      createdAt: adminCreated,
      updatedAt: adminCreated,
    },
    select: { id: true },
  });
  const demoCreated = new Date(now - 200 * DAY_MS);
  const demo = await tx.user.create({
    data: {
      username: DEMO_ACCOUNTS.demo.username,
      usernameKey: DEMO_ACCOUNTS.demo.username.toLowerCase(),
      email: DEMO_ACCOUNTS.demo.email,
      emailVerifiedAt: demoCreated,
      passwordHash: input.demoHash,
      fullName: 'Demo Member',
      location: 'Leeds, United Kingdom',
      bio: 'A demo account: vote, comment and look around.',
      canCreateOpinions: true,
      createdAt: demoCreated,
      updatedAt: demoCreated,
      demographics: { create: { ...demoMemberAnswers, updatedAt: demoCreated } },
    },
    select: { id: true },
  });
  progress(2, total);

  const stored: StoredAccount[] = [
    { id: admin.id, createdAt: adminCreated, answers: null, traits: { leftness: 0, olderness: 0, womanness: 0, religiosity: 0 }, activity: 0, contributor: false },
    { id: demo.id, createdAt: demoCreated, answers: demoMemberAnswers, traits: traitsOf(demoMemberAnswers, -0.6, new Date(now).getUTCFullYear()), activity: 1, contributor: false },
  ];
  for (let start = 0; start < members.length; start += USER_BATCH) {
    const batch = members.slice(start, start + USER_BATCH);
    // JSON record sets rather than createMany: Prisma spends about a millisecond per row building
    // large createMany statements, the database a few microseconds.
    const userJson = JSON.stringify(
      batch.map((member, index) => ({
        n: index,
        username: member.username,
        usernameKey: member.username.toLowerCase(),
        fullName: member.fullName,
        location: member.location,
        bio: member.bio,
        expertise: member.expertise,
        role: member.contributor ? 'CONTRIBUTOR' : 'USER',
        canCreateOpinions: member.contributor,
        createdAt: sqlTimestamp(member.createdAt),
      })),
    );
    const created = await tx.$queryRaw<Array<{ id: number; usernameKey: string }>>`
      INSERT INTO "User" ("username", "usernameKey", "fullName", "location", "bio", "expertise", "role", "canCreateOpinions", "createdAt", "updatedAt")
      SELECT u."username", u."usernameKey", u."fullName", u."location", u."bio", u."expertise", u."role"::"UserRole",
        u."canCreateOpinions", u."createdAt", u."createdAt"
      FROM json_to_recordset(${userJson}::json) AS u(n int, "username" text, "usernameKey" text, "fullName" text, "location" text,
        "bio" text, "expertise" text, "role" text, "canCreateOpinions" boolean, "createdAt" timestamp(3))
      ORDER BY u.n
      RETURNING "id", "usernameKey"`;
    const idByKey = new Map(created.map((row) => [row.usernameKey, row.id]));
    const withIds = batch.map((member) => ({ member, id: idByKey.get(member.username.toLowerCase())! }));
    const demographicsJson = JSON.stringify(
      withIds
        .filter(({ member }) => member.answers)
        .map(({ member, id }) => ({
          userId: id,
          ...member.answers,
          // Members fill in the form soon after joining.
          updatedAt: sqlTimestamp(new Date(member.createdAt.getTime() + Math.min(3 * DAY_MS, (now - member.createdAt.getTime()) / 2))),
        })),
    );
    await tx.$executeRaw`
      INSERT INTO "Demographics" ("userId", "gender", "birthYear", "nationality", "education", "maritalStatus", "householdIncome",
        "sexualOrientation", "religion", "politicalSpectrum", "numChildren", "updatedAt")
      SELECT d."userId", d."gender", d."birthYear", d."nationality", d."education", d."maritalStatus", d."householdIncome",
        d."sexualOrientation", d."religion", d."politicalSpectrum", d."numChildren", d."updatedAt"
      FROM json_to_recordset(${demographicsJson}::json) AS d("userId" int, "gender" text, "birthYear" int, "nationality" text,
        "education" int, "maritalStatus" text, "householdIncome" int, "sexualOrientation" text, "religion" text,
        "politicalSpectrum" int, "numChildren" int, "updatedAt" timestamp(3))
      ORDER BY d."userId"`;
    for (const { member, id } of withIds) {
      stored.push({ id, createdAt: member.createdAt, answers: member.answers, traits: member.traits, activity: member.activity, contributor: member.contributor });
    }
    progress(2 + start + batch.length, total);
  }
  const contributors = stored.filter((account) => account.contributor).map((account) => account.id);
  return { adminId: admin.id, demoId: demo.id, all: stored, contributors: contributors.length > 0 ? contributors : [admin.id] };
}

type StoredOpinion = { id: number; createdAt: Date; model: OpinionModel; popularity: number };

async function insertOpinions(
  tx: SeedClient,
  input: { now: number; plannedOpinions: PlannedOpinion[]; accounts: Accounts },
  progress: (done: number, total: number) => void,
): Promise<StoredOpinion[]> {
  const { now, plannedOpinions, accounts } = input;
  const topicsCreated = new Date(now - 120 * DAY_MS);
  const topics = await tx.topic.createManyAndReturn({
    data: seedTopics.map((topic) => ({ ...topic, createdById: accounts.adminId, createdAt: topicsCreated })),
    select: { id: true, slug: true },
  });
  progress(1, 3);
  const topicIdBySlug = new Map(topics.map((topic) => [topic.slug, topic.id]));

  const created = await tx.opinion.createManyAndReturn({
    data: plannedOpinions.map((opinion) => ({
      slug: opinion.slug,
      title: opinion.title,
      tidbit: opinion.tidbit,
      createdById: accounts.contributors[opinion.author % accounts.contributors.length],
      createdAt: opinion.createdAt,
      updatedAt: opinion.createdAt,
    })),
    select: { id: true, slug: true },
  });
  progress(2, 3);
  const idBySlug = new Map(created.map((row) => [row.slug, row.id]));

  await tx.opinionTopic.createMany({
    data: plannedOpinions.flatMap((opinion) =>
      opinion.topics.map((slug) => {
        const topicId = topicIdBySlug.get(slug);
        if (topicId === undefined) throw new Error(`Seed opinion "${opinion.title}" names an unknown topic: ${slug}`);
        return { opinionId: idBySlug.get(opinion.slug)!, topicId };
      }),
    ),
  });
  progress(3, 3);
  return plannedOpinions.map((opinion) => ({ id: idBySlug.get(opinion.slug)!, createdAt: opinion.createdAt, model: opinion.model, popularity: opinion.popularity }));
}

/** Topics people follow, the five featured ones more often. */
async function insertFollows(tx: SeedClient, dice: Dice, input: { now: number; accounts: Accounts }): Promise<number> {
  const topics = await tx.topic.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' } });
  const shares = topics.map((topic, index) => [topic, index < 5 ? 3 : 1.5] as const);
  const rows: Array<{ u: number; t: number; c: string }> = [];
  for (const account of input.accounts.all) {
    const followed = new Map<number, Date>();
    if (account.id === input.accounts.demoId) {
      for (const slug of ['in-the-news', 'technology', 'food']) followed.set(topics.find((topic) => topic.slug === slug)!.id, account.createdAt);
    } else if (account.id !== input.accounts.adminId && dice.chance(0.3)) {
      const count = dice.int(1, 4);
      while (followed.size < count) {
        const since = account.createdAt.getTime() + dice.next() * (input.now - account.createdAt.getTime());
        followed.set(dice.weighted(shares).id, new Date(since));
      }
    }
    for (const [topicId, createdAt] of followed) rows.push({ u: account.id, t: topicId, c: sqlTimestamp(createdAt) });
  }
  // JSON record sets: createMany of a million follows (1,250,000 members) took minutes.
  for (let start = 0; start < rows.length; start += VOTE_BATCH) {
    await tx.$executeRaw`
      INSERT INTO "Follow" ("userId", "topicId", "createdAt")
      SELECT f.u, f.t, f.c FROM json_to_recordset(${JSON.stringify(rows.slice(start, start + VOTE_BATCH))}::json) AS f(u int, t int, c timestamp(3))`;
  }
  return rows.length;
}

/** The hot opinion (index into the opinions) and its exact number of votes. */
type HotOpinion = { index: number; votes: number };

async function insertVotes(
  tx: SeedClient,
  dice: Dice,
  input: { now: number; votes: number; hot: HotOpinion | null; accounts: Accounts; opinions: StoredOpinion[] },
  progress: (done: number, total: number) => void,
): Promise<number> {
  const { now, hot, accounts, opinions } = input;
  const voters = accounts.all.filter((account) => account.activity > 0);
  const cap = Math.floor(voters.length * MAX_VOTER_SHARE);
  if (hot && hot.votes > cap) throw new Error(`The hot opinion's ${hot.votes} votes need at least ${membersForHotOpinion(hot.votes)} members`);
  const counts = allocateVotes(
    input.votes - (hot?.votes ?? 0),
    opinions.map((opinion, index) => (index === hot?.index ? 0 : opinion.popularity)),
    cap,
  );
  if (hot) counts[hot.index] = hot.votes;
  const activity = voters.map((voter) => voter.activity);
  // At benchmark scale (generated opinions) the exact sampler, O(voters) per opinion, would take
  // hours; draw by binary search over the cumulative weights instead. The demo data keeps the
  // exact sampler, so it stays the same as before.
  const sample = opinions.length > seedOpinions.length ? createFastSampler(dice, activity) : (count: number) => weightedSampleWithoutReplacement(dice, activity, count);

  // One typed array per column rather than an object per vote: 10,000,000 planned votes take
  // 170 MB this way, several GB as objects.
  const total = counts.reduce((sum, count) => sum + count, 0);
  const userIds = new Int32Array(total);
  const opinionIds = new Int32Array(total);
  const ratings = new Uint8Array(total);
  const times = new Float64Array(total);
  let planned = 0;
  opinions.forEach((opinion, index) => {
    if (counts[index] === 0) return;
    for (const voterIndex of sample(counts[index])) {
      const voter = voters[voterIndex];
      const start = Math.max(opinion.createdAt.getTime(), voter.createdAt.getTime()) + 60_000;
      // Most votes come soon after the opinion appears (or the member joins), then trail off.
      times[planned] = Math.min(now - 1000, start + Math.pow(dice.next(), 1.8) * Math.max(0, now - start));
      userIds[planned] = voter.id;
      opinionIds[planned] = opinion.id;
      ratings[planned] = drawRating(dice, opinion.model, voter.traits);
      planned += 1;
    }
  });
  // In time order, so vote ids grow with time like real ones.
  const order = new Uint32Array(total);
  for (let index = 0; index < total; index += 1) order[index] = index;
  order.sort((a, b) => times[a] - times[b] || userIds[a] - userIds[b] || opinionIds[a] - opinionIds[b]);

  for (let start = 0; start < total; start += VOTE_BATCH) {
    const json = JSON.stringify(
      Array.from(order.subarray(start, start + VOTE_BATCH), (index) => ({
        u: userIds[index],
        o: opinionIds[index],
        r: ratings[index],
        t: sqlTimestamp(new Date(times[index])),
      })),
    );
    // The snapshot columns are copied from Demographics, exactly as the vote service does.
    await tx.$executeRaw`
      INSERT INTO "Vote" ("userId", "opinionId", "rating", "createdAt", "updatedAt", "gender", "birthYear", "nationality",
        "education", "maritalStatus", "householdIncome", "sexualOrientation", "religion", "politicalSpectrum", "numChildren")
      SELECT v.u, v.o, v.r, v.t, v.t, d."gender", d."birthYear", d."nationality", d."education", d."maritalStatus",
        d."householdIncome", d."sexualOrientation", d."religion", d."politicalSpectrum", d."numChildren"
      FROM json_to_recordset(${json}::json) AS v(u int, o int, r int, t timestamp(3))
      LEFT JOIN "Demographics" d ON d."userId" = v.u
      ORDER BY v.t, v.u, v.o`;
    await tx.$executeRaw`
      INSERT INTO "VoteHistory" ("userId", "opinionId", "rating", "previousRating", "createdAt")
      SELECT v.u, v.o, v.r, NULL, v.t
      FROM json_to_recordset(${json}::json) AS v(u int, o int, r int, t timestamp(3))
      ORDER BY v.t, v.u, v.o`;
    progress(Math.min(total, start + VOTE_BATCH), total);
  }
  if (total === 0) progress(0, 0);
  return total;
}

/** An index or foreign key dropped for a bulk load, and the statement that makes it again. */
type Deferred = { name: string; create: string };

/**
 * Drops the indexes of `tables` (primary keys and unique ones too, unless a foreign key relies
 * on them) and their foreign keys for a bulk load; buildIndexes makes each again afterwards from
 * its own definition: an index in one sort, a foreign key checked in one join, instead of
 * millions of scattered index inserts and key lookups. At 1,000,000 votes the rollups took 25 s
 * instead of 266 s (docs/benchmarks.md#demo-data-at-scale). A rebuilt unique index still refuses
 * duplicates, a foreign key dangling ids.
 */
async function dropIndexes(tx: SeedClient, tables: string[]): Promise<Deferred[]> {
  const found = await tx.$queryRaw<Array<{ table: string; name: string; constraint: boolean; definition: string }>>`
    SELECT t.relname AS "table", coalesce(c.conname, i.relname) AS "name", c.oid IS NOT NULL AS "constraint",
      CASE WHEN c.oid IS NULL THEN pg_get_indexdef(x.indexrelid) ELSE pg_get_constraintdef(c.oid) END AS "definition"
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid AND c.contype IN ('p', 'u')
    WHERE t.relname = ANY(${tables}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = x.indexrelid)
    UNION ALL
    SELECT t.relname, c.conname, true, pg_get_constraintdef(c.oid)
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    WHERE c.contype = 'f' AND t.relname = ANY(${tables}::text[])
    ORDER BY 1, 2`;
  const deferred: Deferred[] = [];
  // Names and definitions come from the catalog, never from input. Foreign keys are made last.
  for (const item of found) {
    if (item.constraint) {
      await tx.$executeRawUnsafe(`ALTER TABLE "${item.table}" DROP CONSTRAINT "${item.name}"`);
      const create = `ALTER TABLE "${item.table}" ADD CONSTRAINT "${item.name}" ${item.definition}`;
      if (item.definition.startsWith('FOREIGN KEY')) deferred.push({ name: item.name, create });
      else deferred.unshift({ name: item.name, create });
    } else {
      await tx.$executeRawUnsafe(`DROP INDEX "${item.name}"`);
      deferred.unshift({ name: item.name, create: item.definition });
    }
  }
  return deferred;
}

async function buildIndexes(tx: SeedClient, indexes: Deferred[], progress: (done: number, total: number) => void): Promise<void> {
  for (const [position, index] of indexes.entries()) {
    // The definition pg_get_indexdef/pg_get_constraintdef gave for it (dropIndexes): the catalog's, not input.
    await tx.$executeRawUnsafe(index.create);
    progress(position + 1, indexes.length);
  }
  if (indexes.length === 0) progress(0, 0);
}

/** One INSERT ... SELECT ... GROUP BY per field: the all-voters rows, then each demographic column. */
async function insertRollups(tx: SeedClient, progress: (done: number, total: number) => void): Promise<number> {
  const fields = ['', ...DEMOGRAPHIC_FIELDS];
  let rows = 0;
  for (const [index, field] of fields.entries()) {
    // Field names come from DEMOGRAPHIC_FIELDS, never from input, so raw identifiers are safe here.
    const fieldLiteral = Prisma.raw(`'${field}'`);
    const answer = field === '' ? Prisma.raw(`''`) : Prisma.raw(`"${field}"::text`);
    const onlyAnswered = field === '' ? Prisma.empty : Prisma.raw(`WHERE "${field}" IS NOT NULL`);
    rows += await tx.$executeRaw`
      INSERT INTO "VoteRollup" ("opinionId", "field", "answer", "day", "r1", "r2", "r3", "r4", "r5")
      SELECT "opinionId", ${fieldLiteral}, ${answer}, "updatedAt"::date,
        (COUNT(*) FILTER (WHERE "rating" = 1))::int, (COUNT(*) FILTER (WHERE "rating" = 2))::int,
        (COUNT(*) FILTER (WHERE "rating" = 3))::int, (COUNT(*) FILTER (WHERE "rating" = 4))::int,
        (COUNT(*) FILTER (WHERE "rating" = 5))::int
      FROM "Vote" ${onlyAnswered}
      GROUP BY 1, 3, 4`;
    progress(index + 1, fields.length);
  }
  return rows;
}

/** Opinions that get demo comments: the most popular ones, so the discussion sits where the votes are. */
const COMMENTED_OPINIONS = 40;

/**
 * A modest discussion for the home feed's activity and contributors: 1-5 comments on each of
 * the most popular opinions, by active members, at times after the opinion appeared (the newest
 * in the last days, so Latest activity looks alive). Threads are keyed "opinion:<id>".
 */
async function insertComments(
  tx: SeedClient,
  dice: Dice,
  input: { now: number; accounts: Accounts; opinions: StoredOpinion[] },
): Promise<number> {
  const { now, accounts, opinions } = input;
  const authors = accounts.all.filter((account) => account.activity > 0 && account.id !== accounts.adminId);
  if (authors.length === 0) return 0;
  const authorShares = authors.map((author) => [author, author.activity * author.activity] as const);
  const chosen = [...opinions]
    .filter((opinion) => opinion.popularity > 0)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, COMMENTED_OPINIONS);
  const types: Array<readonly [SeedResponseType, number]> = [['PRO', 4], ['CON', 4], ['NEUTRAL', 1], ['COMMENTARY', 1]];
  const rows: Array<{ o: number; a: number; r: SeedResponseType; s: string; t: string }> = [];
  for (const opinion of chosen) {
    const count = dice.int(1, 5);
    for (let index = 0; index < count; index += 1) {
      const author = dice.weighted(authorShares);
      const type = dice.weighted(types);
      const start = Math.max(opinion.createdAt.getTime(), author.createdAt.getTime()) + 60_000;
      const at = Math.min(now - 1000, start + Math.pow(dice.next(), 0.6) * Math.max(0, now - start));
      rows.push({ o: opinion.id, a: author.id, r: type, s: dice.pick(seedCommentTexts[type]), t: sqlTimestamp(new Date(at)) });
    }
  }
  if (rows.length === 0) return 0;
  rows.sort((a, b) => a.t.localeCompare(b.t) || a.o - b.o || a.a - b.a);
  const threadJson = JSON.stringify(chosen.map((opinion) => ({ o: opinion.id, t: sqlTimestamp(opinion.createdAt) })));
  await tx.$executeRaw`
    INSERT INTO "CommentThread" ("key", "opinionId", "createdAt")
    SELECT 'opinion:' || x.o, x.o, x.t FROM json_to_recordset(${threadJson}::json) AS x(o int, t timestamp(3))
    ORDER BY x.o`;
  const json = JSON.stringify(rows);
  // The texts are plain sentences without markup, so the sanitized HTML is the text in a <p>.
  await tx.$executeRaw`
    INSERT INTO "Comment" ("threadId", "authorId", "responseType", "source", "bodyHtml", "createdAt")
    SELECT th.id, c.a, c.r::"ResponseType", c.s, '<p>' || c.s || '</p>', c.t
    FROM json_to_recordset(${json}::json) AS c(o int, a int, r text, s text, t timestamp(3))
    JOIN "CommentThread" th ON th."opinionId" = c.o
    ORDER BY c.t, c.o, c.a`;
  return rows.length;
}
