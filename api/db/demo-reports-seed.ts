// Demo report populations, so the AdminHub overview, its filters, the CSV and the population
// averages have something to show on a fresh installation and at benchmark scale: complete
// Opinion DNA reports for part of the community (scores leaning with their demographics, so
// filters visibly move the averages), Big Five and Morality as Cooperation reports read off the
// same scores, and three user tags. Members' real reports come from the quiz; these are for
// members who cannot log in. The demo and admin accounts get none, so taking the quiz as them
// starts from nothing. Deterministic: its own mulberry32 stream, apart from the main seed's.
import { Prisma } from './generated/prisma/client.ts';
import { REPORT_DEFINITIONS, REPORT_NAMES, type ReportName } from '../domain/report-definitions.ts';

type SeedClient = Prisma.TransactionClient;

const REPORTERS_WITH_DEMOGRAPHICS = 0.6;
const REPORTERS_WITHOUT_DEMOGRAPHICS = 0.3;
const BATCH = 5000;

export const DEMO_USER_TAGS = [
  { name: 'Beta testers', share: 0.12 },
  { name: 'Newsletter readers', share: 0.25 },
  { name: 'Spring survey panel', share: 0.08 },
] as const;

/** How strongly an element follows each trait (score points per unit of trait), by name. */
const leans: Record<string, Partial<Record<'left' | 'older' | 'woman' | 'religious', number>>> = {
  Care: { left: 9, woman: 5 },
  Fairness: { left: 7 },
  Equity: { left: 11 },
  Universalism: { left: 12 },
  Benevolence: { woman: 4 },
  Loyalty: { left: -8, older: 3 },
  Authority: { left: -11, religious: 5 },
  Purity: { left: -9, religious: 10 },
  Tradition: { left: -11, religious: 10, older: 4 },
  Security: { left: -6, older: 4 },
  Conformity: { left: -6, older: 3 },
  'Social Dominance': { left: -12, woman: -4 },
  Authoritarianism: { left: -12, religious: 4 },
  'Self-Direction': { left: 5, older: -3 },
  Stimulation: { older: -6 },
  Hedonism: { older: -5, religious: -5 },
  Openness: { left: 7, older: -3 },
  Conscientiousness: { older: 5 },
  Agreeableness: { woman: 5 },
  Neuroticism: { woman: 5, older: -4 },
  'Mortality Concern': { older: 5 },
  Teleology: { religious: 9 },
  'Just World': { left: -7, religious: 6 },
  'Intellectual Humility': { left: 3 },
  Dogmatism: { religious: 6 },
};

type Traits = { left: number; older: number; woman: number; religious: number };

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Member = {
  id: number;
  gender: string | null;
  birthYear: number | null;
  religion: string | null;
  politicalSpectrum: number | null;
  answered: boolean;
};

function traitsOf(member: Member, nowYear: number): Traits {
  return {
    left: member.politicalSpectrum === null ? 0 : (50 - member.politicalSpectrum) / 50,
    older: member.birthYear === null ? 0 : (nowYear - member.birthYear - 42) / 16,
    woman: member.gender === 'female' ? 1 : member.gender === 'male' ? -1 : 0,
    religious: member.religion === null ? 0 : ['none', 'agnostic', 'atheist'].includes(member.religion) ? -1 : 1,
  };
}

/** Reports derived from Opinion DNA scores: those whose every element is also a DNA element. */
function derivedReports(): Array<{ name: ReportName; indices: number[] }> {
  const dna = REPORT_DEFINITIONS.opiniondna.elements;
  return REPORT_NAMES.filter((name) => name !== 'opiniondna')
    .map((name) => ({ name, indices: REPORT_DEFINITIONS[name].elements.map((element) => dna.indexOf(element)) }))
    .filter((report) => report.indices.every((index) => index >= 0));
}

export async function seedDemoReports(
  tx: SeedClient,
  options: { adminId: number; excludeUserIds: number[]; now: Date; random?: () => number },
): Promise<{ reports: number; taggedUsers: number }> {
  const next = options.random ?? mulberry32(2026);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const nowYear = options.now.getUTCFullYear();
  const elements = REPORT_DEFINITIONS.opiniondna.elements;
  const bases = elements.map(() => 35 + next() * 30);
  const derived = derivedReports();

  const members = await tx.$queryRaw<Member[]>`
    SELECT u.id, d."gender", d."birthYear", d."religion", d."politicalSpectrum", (d."userId" IS NOT NULL) AS "answered"
    FROM "User" u LEFT JOIN "Demographics" d ON d."userId" = u.id
    WHERE NOT (u.id = ANY(${options.excludeUserIds}::int[]))
    ORDER BY u.id`;

  let reports = 0;
  const reporters: number[] = [];
  for (let start = 0; start < members.length; start += BATCH) {
    const rows: Array<{ u: number; r: string; s: number[] }> = [];
    for (const member of members.slice(start, start + BATCH)) {
      if (next() >= (member.answered ? REPORTERS_WITH_DEMOGRAPHICS : REPORTERS_WITHOUT_DEMOGRAPHICS)) continue;
      const traits = traitsOf(member, nowYear);
      const scores = elements.map((element, index) => {
        const lean = leans[element] ?? {};
        const mean =
          bases[index] +
          (lean.left ?? 0) * traits.left +
          (lean.older ?? 0) * traits.older +
          (lean.woman ?? 0) * traits.woman +
          (lean.religious ?? 0) * traits.religious;
        return Math.max(0, Math.min(100, Math.round(mean + normal() * 15)));
      });
      rows.push({ u: member.id, r: 'opiniondna', s: scores });
      for (const report of derived) rows.push({ u: member.id, r: report.name, s: report.indices.map((index) => scores[index]) });
      reporters.push(member.id);
    }
    if (rows.length === 0) continue;
    reports += await tx.$executeRaw`
      INSERT INTO "UserReport" ("userId", "reportName", "scores", "updatedAt")
      SELECT r.u, r.r, ARRAY(SELECT e.value::int FROM json_array_elements_text(r.s) WITH ORDINALITY AS e(value, position) ORDER BY e.position),
        ${options.now}
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(u int, r text, s json)`;
  }

  const tagged = new Set<number>();
  for (const tag of DEMO_USER_TAGS) {
    const row = await tx.userTag.create({
      data: { name: tag.name, nameKey: tag.name.toLowerCase(), createdById: options.adminId, createdAt: options.now },
    });
    const userIds = reporters.filter(() => next() < tag.share);
    // An id array per statement: createMany of hundreds of thousands of rows took minutes.
    for (let start = 0; start < userIds.length; start += BATCH) {
      await tx.$executeRaw`
        INSERT INTO "UserTagAssignment" ("userTagId", "userId", "createdAt")
        SELECT ${row.id}, u, ${options.now} FROM unnest(${userIds.slice(start, start + BATCH)}::int[]) AS u`;
    }
    for (const userId of userIds) tagged.add(userId);
  }
  return { reports, taggedUsers: tagged.size };
}
