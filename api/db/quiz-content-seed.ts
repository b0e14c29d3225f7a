// Loads the quiz content and detailed report texts written by this project (seed-data/quizzes,
// seed-data/report-texts) into the database. Content, not demo data: it runs on every start
// and only adds what is missing, so a new report's file appears on the next start and nothing a
// user answered is ever rewritten. Each quiz item becomes an Opinion keyed by QuizItem; those
// opinions stay out of the feeds (docs/decisions.md#quizzes).
import sanitizeHtml from 'sanitize-html';
import { LEVEL_BANDS, REPORT_DEFINITIONS, REPORT_NAMES, type ReportName, elementIndex, isReportName } from '../domain/report-definitions.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { macQuiz } from './seed-data/quizzes/mac.ts';
import { bigfiveQuiz } from './seed-data/quizzes/bigfive.ts';
import { wokeQuiz } from './seed-data/quizzes/woke.ts';
import { religiosityQuiz } from './seed-data/quizzes/religiosity.ts';
import { sexualityQuiz } from './seed-data/quizzes/sexuality.ts';
import { equalitarianismQuiz } from './seed-data/quizzes/equalitarianism.ts';
import { irQuiz } from './seed-data/quizzes/ir.ts';
import { femQuiz } from './seed-data/quizzes/fem.ts';
import { transQuiz } from './seed-data/quizzes/trans.ts';
import { sixteenQuiz } from './seed-data/quizzes/sixteen.ts';
import { genderQuiz } from './seed-data/quizzes/gender.ts';
import { psQuiz } from './seed-data/quizzes/ps.ts';
import { climateQuiz } from './seed-data/quizzes/climate.ts';
import { ownershipQuiz } from './seed-data/quizzes/ownership.ts';
import { opiniondnaQuiz } from './seed-data/quizzes/opiniondna.ts';
import type { QuizContent, ReportTexts } from './seed-data/quizzes/quiz-content.ts';
import { opiniondnaTexts } from './seed-data/report-texts/opiniondna.ts';
import { macTexts } from './seed-data/report-texts/mac.ts';
import { bigfiveTexts } from './seed-data/report-texts/bigfive.ts';
import { wokeTexts } from './seed-data/report-texts/woke.ts';
import { religiosityTexts } from './seed-data/report-texts/religiosity.ts';
import { sexualityTexts } from './seed-data/report-texts/sexuality.ts';
import { equalitarianismTexts } from './seed-data/report-texts/equalitarianism.ts';
import { irTexts } from './seed-data/report-texts/ir.ts';
import { femTexts } from './seed-data/report-texts/fem.ts';
import { transTexts } from './seed-data/report-texts/trans.ts';
import { sixteenTexts } from './seed-data/report-texts/sixteen.ts';
import { genderTexts } from './seed-data/report-texts/gender.ts';
import { psTexts } from './seed-data/report-texts/ps.ts';
import { climateTexts } from './seed-data/report-texts/climate.ts';
import { ownershipTexts } from './seed-data/report-texts/ownership.ts';

/** Every quiz this project ships; add a report's quiz here (one import each). */
export const shippedQuizzes: QuizContent[] = [
  opiniondnaQuiz,
  macQuiz,
  bigfiveQuiz,
  wokeQuiz,
  religiosityQuiz,
  sexualityQuiz,
  equalitarianismQuiz,
  irQuiz,
  femQuiz,
  transQuiz,
  sixteenQuiz,
  genderQuiz,
  psQuiz,
  climateQuiz,
  ownershipQuiz,
];

/** Every report's detailed texts; add a report's texts here (one import each). */
export const shippedReportTexts: Array<{ report: ReportName; texts: ReportTexts }> = [
  { report: 'opiniondna', texts: opiniondnaTexts },
  { report: 'mac', texts: macTexts },
  { report: 'bigfive', texts: bigfiveTexts },
  { report: 'woke', texts: wokeTexts },
  { report: 'religiosity', texts: religiosityTexts },
  { report: 'sexuality', texts: sexualityTexts },
  { report: 'equalitarianism', texts: equalitarianismTexts },
  { report: 'ir', texts: irTexts },
  { report: 'fem', texts: femTexts },
  { report: 'trans', texts: transTexts },
  { report: 'sixteen', texts: sixteenTexts },
  { report: 'gender', texts: genderTexts },
  { report: 'ps', texts: psTexts },
  { report: 'climate', texts: climateTexts },
  { report: 'ownership', texts: ownershipTexts },
];

/** The only markup report texts may carry. */
const reportTextHtml: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'br'],
  allowedAttributes: {},
};

export function sanitizeReportText(html: string): string {
  return sanitizeHtml(html, reportTextHtml);
}

/**
 * Every shipped text as the database serves it (sanitized), in the order the manual reads them
 * (reports in REPORT_NAMES order, elements in definition order, bands from VERY LOW): the
 * manual's benchmark and tests render the shipped content without a database.
 */
export function shippedTextsInReportOrder(): Array<{ report: ReportName; element: string; band: string; html: string }> {
  return REPORT_NAMES.flatMap((report) => {
    const texts = shippedReportTexts.find((entry) => entry.report === report)?.texts ?? {};
    return REPORT_DEFINITIONS[report].elements.flatMap((element) =>
      LEVEL_BANDS.filter((band) => texts[element]?.[band]).map((band) => ({ report, element, band, html: sanitizeReportText(texts[element][band]) })),
    );
  });
}

/** What is wrong with a quiz's content (empty when it follows the rules of quiz-content.ts). */
export function quizContentProblems(quiz: QuizContent): string[] {
  const problems: string[] = [];
  if (!isReportName(quiz.report)) return [`unknown report "${quiz.report}"`];
  const definition = REPORT_DEFINITIONS[quiz.report];
  if (quiz.slug !== definition.longName) problems.push(`slug must be "${definition.longName}"`);
  const texts = new Set<string>();
  const perElement = new Map<string, { count: number; up: number; down: number }>();
  for (const item of quiz.items) {
    if (elementIndex(quiz.report, item.element) === -1) problems.push(`unknown element "${item.element}"`);
    if (item.direction !== 1 && item.direction !== -1) problems.push(`bad direction on "${item.text}"`);
    const key = item.text.trim().toLowerCase();
    if (texts.has(key)) problems.push(`duplicate item "${item.text}"`);
    texts.add(key);
    if (item.text.trim().length < 10 || item.text.length > 200) problems.push(`item text length: "${item.text}"`);
    const tally = perElement.get(item.element) ?? { count: 0, up: 0, down: 0 };
    tally.count += 1;
    if (item.direction === 1) tally.up += 1;
    else tally.down += 1;
    perElement.set(item.element, tally);
  }
  for (const element of definition.elements) {
    const tally = perElement.get(element);
    if (!tally || tally.count < 2) problems.push(`"${element}" needs at least 2 items`);
    else if (tally.count >= 4 && (tally.up === 0 || tally.down === 0)) problems.push(`"${element}" needs both directions`);
  }
  return problems;
}

/** What is wrong with a report's texts: every element needs a text for every band. */
export function reportTextProblems(report: ReportName, texts: ReportTexts): string[] {
  const problems: string[] = [];
  for (const element of Object.keys(texts)) {
    if (elementIndex(report, element) === -1) problems.push(`unknown element "${element}"`);
  }
  for (const element of REPORT_DEFINITIONS[report].elements) {
    for (const band of LEVEL_BANDS) {
      const html = texts[element]?.[band];
      if (!html || html.trim() === '') problems.push(`"${element}" has no ${band} text`);
    }
  }
  return problems;
}

export type QuizContentSummary = { quizzesAdded: number; itemsAdded: number; textsAdded: number };

export async function seedQuizContent(
  prisma: PrismaClient,
  quizzes: readonly QuizContent[] = shippedQuizzes,
  reportTexts: ReadonlyArray<{ report: ReportName; texts: ReportTexts }> = shippedReportTexts,
): Promise<QuizContentSummary> {
  const summary: QuizContentSummary = { quizzesAdded: 0, itemsAdded: 0, textsAdded: 0 };
  // This runs on every start, and on a restart everything is there already: two reads find
  // that out, so a restart neither writes nor sanitizes anything.
  const existingQuizzes = await prisma.quiz.findMany({
    where: { slug: { in: quizzes.map((quiz) => quiz.slug) } },
    select: { slug: true, _count: { select: { items: true } } },
  });
  const completeQuizSlugs = new Set(existingQuizzes.filter((quiz) => quiz._count.items > 0).map((quiz) => quiz.slug));
  const storedTextKeys = new Set(
    (await prisma.reportText.findMany({ select: { reportName: true, element: true, band: true } })).map(
      (text) => `${text.reportName}/${text.element}/${text.band}`,
    ),
  );
  for (const quiz of quizzes) {
    const problems = quizContentProblems(quiz);
    if (problems.length) throw new Error(`Quiz ${quiz.slug}: ${problems.join('; ')}`);
    if (completeQuizSlugs.has(quiz.slug)) continue;
    await prisma.$transaction(async (tx) => {
      const slugs = quiz.items.map((_, index) => `${quiz.slug}-${index + 1}`);
      await tx.opinion.createMany({
        data: quiz.items.map((item, index) => ({ slug: slugs[index], title: item.text.trim() })),
        skipDuplicates: true,
      });
      const opinions = await tx.opinion.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });
      const idBySlug = new Map(opinions.map((opinion) => [opinion.slug, opinion.id]));
      const row = await tx.quiz.upsert({
        where: { slug: quiz.slug },
        create: { slug: quiz.slug, title: quiz.title, description: quiz.description, reportName: quiz.report },
        update: { title: quiz.title, description: quiz.description, reportName: quiz.report },
      });
      await tx.quizItem.createMany({
        data: quiz.items.map((item, index) => ({
          quizId: row.id,
          opinionId: idBySlug.get(slugs[index])!,
          position: index,
          reportName: quiz.report,
          element: elementIndex(quiz.report, item.element),
          direction: item.direction,
        })),
      });
    });
    // The first quiz of a slug wins over a later one in the same list (tests put theirs first).
    completeQuizSlugs.add(quiz.slug);
    summary.quizzesAdded += 1;
    summary.itemsAdded += quiz.items.length;
  }
  for (const { report, texts } of reportTexts) {
    const problems = reportTextProblems(report, texts);
    if (problems.length) throw new Error(`Report texts ${report}: ${problems.join('; ')}`);
    const rows = REPORT_DEFINITIONS[report].elements.flatMap((element, index) =>
      LEVEL_BANDS.filter((band) => !storedTextKeys.has(`${report}/${index}/${band}`)).map((band) => ({
        reportName: report,
        element: index,
        band,
        html: sanitizeReportText(texts[element][band]),
      })),
    );
    if (!rows.length) continue;
    const { count } = await prisma.reportText.createMany({ data: rows, skipDuplicates: true });
    summary.textsAdded += count;
  }
  return summary;
}
