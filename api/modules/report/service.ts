// Personal reports: each user's scores per report, recomputed from their votes on quiz opinions
// right after every such vote commits, and the detailed texts per element and level band.
// The only writer of UserReport and ReportText (OpinionDnaScore, the column copy of complete
// Opinion DNA reports, follows UserReport through a database trigger). Reports are private: every
// read here is for the user's own id, which the schema takes from the session, never from the
// request.
import { createAggregateNoise, exactAggregates, parsePeopleSet } from '../../domain/aggregate-noise.ts';
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  LEVEL_BANDS,
  REPORT_DEFINITIONS,
  REPORT_NAMES,
  type ReportName,
  isReportName,
  resolveReportName,
} from '../../domain/report-definitions.ts';
import {
  completionPercent,
  hasReportLength,
  levelBand,
  reportScores,
  scoreElements,
  type ScoredAnswer,
} from '../../domain/report-scoring.ts';
import type { QuizService } from '../quiz/service.ts';
import type { VoteService } from '../vote/service.ts';

export type ReportService = ReturnType<typeof createReportService>;

/** Every card is behind the paywall except Ownership (docs/product.md#paywall). */
export const FREE_REPORTS: ReadonlySet<ReportName> = new Set(['ownership']);

export type ElementProgress = {
  element: string;
  items: number;
  answered: number;
  completion: number;
  /** Null until at least one item of the element is answered. */
  score: number | null;
};

export function createReportService(dependencies: {
  prisma: PrismaClient;
  quizzes: QuizService;
  votes: VoteService;
  noiseSecret: () => Promise<string>;
  /** Tests of the K rule only: population averages without their noise. */
  exactAggregates?: boolean;
}) {
  const { prisma, quizzes, votes } = dependencies;

  /** The user's answers to every quiz item keyed to `report`, with the item count per element. */
  async function answersFor(userId: number, report: ReportName) {
    const items = await quizzes.itemsOfReport(report);
    const ratings = items.length ? await votes.ratingsOf(userId, [...new Set(items.map((item) => item.opinionId))]) : new Map<number, number>();
    const answers: ScoredAnswer[] = [];
    for (const item of items) {
      const rating = ratings.get(item.opinionId);
      if (rating !== undefined) answers.push({ element: item.element, direction: item.direction === -1 ? -1 : 1, rating });
    }
    return { items, answers };
  }

  async function recompute(userId: number, report: ReportName): Promise<number[]> {
    const { answers } = await answersFor(userId, report);
    const scores = reportScores(report, answers);
    await prisma.userReport.upsert({
      where: { userId_reportName: { userId, reportName: report } },
      create: { userId, reportName: report, scores },
      update: { scores },
    });
    return scores;
  }

  return {
    recompute,

    /** Called after every committed vote: recomputes the reports the opinion is a quiz item of. */
    async recomputeAfterVote(userId: number, opinionId: number): Promise<void> {
      for (const reportName of await quizzes.reportsKeyedTo(opinionId)) {
        if (isReportName(reportName)) await recompute(userId, reportName);
      }
    },

    /** Every report the user has scores for (possibly incomplete arrays). */
    async reportsOf(userId: number): Promise<Map<ReportName, number[]>> {
      const rows = await prisma.userReport.findMany({ where: { userId }, select: { reportName: true, scores: true } });
      const result = new Map<ReportName, number[]>();
      for (const row of rows) if (isReportName(row.reportName)) result.set(row.reportName, row.scores);
      return result;
    },

    async scoresOf(userId: number, report: ReportName): Promise<number[]> {
      const row = await prisma.userReport.findUnique({
        where: { userId_reportName: { userId, reportName: report } },
        select: { scores: true },
      });
      return row?.scores ?? [];
    },

    /** Per element: items, answered items, completion and the score so far (Opinion DNA page). */
    async elementProgress(userId: number, report: ReportName): Promise<ElementProgress[]> {
      const { items, answers } = await answersFor(userId, report);
      const elements = REPORT_DEFINITIONS[report].elements;
      const itemCounts = elements.map(() => 0);
      const answeredCounts = elements.map(() => 0);
      for (const item of items) if (item.element >= 0 && item.element < elements.length) itemCounts[item.element] += 1;
      for (const answer of answers) if (answer.element >= 0 && answer.element < elements.length) answeredCounts[answer.element] += 1;
      const scores = scoreElements(elements.length, answers);
      return elements.map((element, index) => ({
        element,
        items: itemCounts[index],
        answered: answeredCounts[index],
        completion: completionPercent(answeredCounts[index], itemCounts[index]),
        score: scores[index],
      }));
    },

    /**
     * The detailed text: for each element, the text of the band its score falls in, in element
     * order. Empty unless the report is complete (an incomplete array cannot be read per
     * element) or when no texts are seeded for the report.
     */
    async detailedText(report: ReportName, scores: readonly number[]): Promise<string> {
      if (!hasReportLength(report, scores)) return '';
      const texts = await prisma.reportText.findMany({ where: { reportName: report }, select: { element: true, band: true, html: true } });
      const byKey = new Map(texts.map((text) => [`${text.element}:${text.band}`, text.html]));
      const elements = REPORT_DEFINITIONS[report].elements;
      const sections: string[] = [];
      scores.forEach((score, index) => {
        const band = levelBand(score);
        const html = byKey.get(`${index}:${band}`);
        if (html) sections.push(`<h3>${escapeHtml(elements[index])}: ${band}</h3>${html}`);
      });
      return sections.join('\n');
    },

    /**
     * Population average per element over users with a complete report; an element's average is
     * null where fewer than `minimumUsers` users contribute (privacy K,
     * docs/product.md#privacy-of-aggregates).
     */
    /**
     * The population's average per element for AdminHub users (report pages' average marks,
     * /api/opiniodna/get): with the noise every admin figure carries (docs/privacy.md), keyed on the
     * people behind it, so comparing the answer before and after one person completes a report
     * tells nothing exact about them. Whole numbers; users 0 and no averages under K.
     */
    async populationAverages(report: ReportName, minimumUsers: number): Promise<{ users: number; averages: Array<number | null> }> {
      const length = REPORT_DEFINITIONS[report].elements.length;
      // Opinion DNA has the column copy of complete reports (OpinionDnaScore, see population.ts):
      // one row per user instead of 48 array cells each.
      const source =
        report === 'opiniondna'
          ? { from: Prisma.sql`"OpinionDnaScore" r`, where: Prisma.sql`TRUE`, score: (index: number) => Prisma.raw(`r."s${index}"`) }
          : {
              from: Prisma.sql`"UserReport" r`,
              where: Prisma.sql`r."reportName" = ${report} AND cardinality(r.scores) = ${length}::int`,
              score: (index: number) => Prisma.raw(`r.scores[${index + 1}]`),
            };
      const sums = Array.from({ length }, (_element, index) => Prisma.sql`sum(${source.score(index)})::float8 AS ${Prisma.raw(`"s${index}"`)}`);
      const [row] = await prisma.$queryRaw<Array<Record<string, number | string | null>>>`
        SELECT people_set(hashint4(r."userId"))::text AS "users", ${Prisma.join(sums, ', ')}
        FROM ${source.from} WHERE ${source.where}`;
      const people = parsePeopleSet(row?.users as string | null);
      const noise = dependencies.exactAggregates ? exactAggregates : createAggregateNoise(await dependencies.noiseSecret());
      const question = `population averages|${report}`;
      const users = noise.countOrSuppressed(people, question);
      const none = { users: 0, averages: Array.from({ length }, () => null) };
      if (users === null || users < minimumUsers) return none;
      return {
        users,
        averages: Array.from({ length }, (_element, index) => {
          const average = noise.averageOrSuppressed(people, Number(row?.[`s${index}`] ?? 0), users, `element ${index}`, question);
          return average === null ? null : Math.round(average);
        }),
      };
    },

    /** Every report text in report, element and band order (the e-book is compiled from them). */
    async allTexts(): Promise<Array<{ report: ReportName; element: string; band: string; html: string }>> {
      const rows = await prisma.reportText.findMany({ select: { reportName: true, element: true, band: true, html: true } });
      const bandOrder = new Map<string, number>(LEVEL_BANDS.map((band, index) => [band, index]));
      const reportOrder = new Map<string, number>(REPORT_NAMES.map((name, index) => [name, index]));
      return rows
        .filter((row) => isReportName(row.reportName))
        .sort(
          (a, b) =>
            reportOrder.get(a.reportName)! - reportOrder.get(b.reportName)! ||
            a.element - b.element ||
            (bandOrder.get(a.band) ?? 99) - (bandOrder.get(b.band) ?? 99),
        )
        .map((row) => {
          const report = row.reportName as ReportName;
          return { report, element: REPORT_DEFINITIONS[report].elements[row.element] ?? `Element ${row.element + 1}`, band: row.band, html: row.html };
        });
    },

    // ── The owner's data (docs/product.md#your-data). ──

    personalDataOf(userId: number) {
      return prisma.userReport.findMany({ where: { userId }, select: { reportName: true, scores: true, updatedAt: true }, orderBy: { reportName: 'asc' } });
    },

    /** Their reports go; the Opinion DNA score columns go with them (foreign key). */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.userReport.deleteMany({ where: { userId } });
    },
  };
}

/** A report name from a request (short or long form), or the "unimplemented" error. */
export function requireReportName(name: string): ReportName {
  const resolved = resolveReportName(name);
  if (!resolved) throw new NotFoundError(`Report "${name.slice(0, 40)}" is unimplemented`);
  return resolved;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
