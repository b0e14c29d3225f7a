// Quizzes: an ordered list of opinions, each keyed to one element of one report. Answering is
// voting on the quiz's opinions through the vote service (the report module recomputes the
// reports in reaction to the vote); this module tracks who started and finished which quiz. The
// only writer of Quiz, QuizItem and QuizProgress outside the content seed.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { DEMOGRAPHIC_FIELDS } from '../../domain/demographics.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { quizSlugFromPath } from '../../domain/quiz-slug.ts';
import { REPORT_DEFINITIONS, resolveReportName } from '../../domain/report-definitions.ts';
import type { DemographicsService } from '../demographics/service.ts';
import type { VoteOutcome, VoteService } from '../vote/service.ts';

export type QuizService = ReturnType<typeof createQuizService>;

export type QuizRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  reportName: string;
  items: Array<{ opinionId: number; position: number; element: number; direction: number }>;
};

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

const QUIZ_SELECT = {
  id: true,
  slug: true,
  title: true,
  description: true,
  reportName: true,
  items: { select: { opinionId: true, position: true, element: true, direction: true }, orderBy: { position: 'asc' as const } },
} as const;

export function createQuizService(dependencies: { prisma: PrismaClient; votes: VoteService; demographics: DemographicsService }) {
  const { prisma, votes, demographics } = dependencies;

  async function requireQuiz(rawSlug: string): Promise<QuizRow> {
    const slug = quizSlugFromPath(rawSlug);
    if (!SLUG_PATTERN.test(slug)) throw new NotFoundError('This quiz does not exist');
    const quiz = (await findBySlug(slug)) ?? (await findByReportName(slug));
    if (!quiz || quiz.items.length === 0) throw new NotFoundError('This quiz does not exist');
    return quiz;
  }

  function findBySlug(slug: string): Promise<QuizRow | null> {
    return prisma.quiz.findUnique({ where: { slug }, select: QUIZ_SELECT });
  }

  /**
   * Report names and quiz slugs are two spellings of one thing (docs/product.md#quizzes; mac for
   * morality-as-cooperation, bigfive for big-five-ocean, ...): a report name that is not itself
   * a quiz slug opens the quiz of that report, found by the report's long name.
   */
  async function findByReportName(slug: string): Promise<QuizRow | null> {
    const report = resolveReportName(slug);
    if (report === null) return null;
    const longName = REPORT_DEFINITIONS[report].longName;
    if (longName === slug) return null;
    return findBySlug(longName);
  }

  /**
   * A quiz is answered with demographics (each vote stores them, and reports are broken down by
   * them): every personal-details question must have an answer first.
   */
  async function demographicsNeeded(userId: number): Promise<boolean> {
    const answers = await demographics.answersOf(userId);
    return DEMOGRAPHIC_FIELDS.some((field) => answers[field] === null || answers[field] === undefined);
  }

  async function answeredOpinionIds(userId: number, quiz: QuizRow): Promise<Set<number>> {
    return new Set((await votes.ratingsOf(userId, quiz.items.map((item) => item.opinionId))).keys());
  }

  return {
    requireQuiz,
    demographicsNeeded,

    /** Every item keyed to a report, in any quiz (report scoring reads them). */
    itemsOfReport(reportName: string): Promise<Array<{ opinionId: number; element: number; direction: number }>> {
      return prisma.quizItem.findMany({ where: { reportName }, select: { opinionId: true, element: true, direction: true } });
    },

    /** The reports an opinion is a quiz item of (a vote on it changes them). */
    async reportsKeyedTo(opinionId: number): Promise<string[]> {
      const rows = await prisma.quizItem.findMany({ where: { opinionId }, select: { reportName: true }, distinct: ['reportName'] });
      return rows.map((row) => row.reportName);
    },

    /** How far the user is: answered items, and whether they finished. */
    async progressOf(userId: number, quiz: QuizRow): Promise<{ answered: number; total: number; completed: boolean }> {
      const answered = (await answeredOpinionIds(userId, quiz)).size;
      return { answered, total: quiz.items.length, completed: answered === quiz.items.length };
    },

    /**
     * One answer: a vote on an opinion of this quiz. Refused (nothing written) for an opinion
     * that is not in the quiz, a bad rating, or a user who has not given their demographics.
     */
    async answer(userId: number, rawSlug: string, opinionId: number, rating: number): Promise<{ quiz: QuizRow; vote: VoteOutcome }> {
      const quiz = await requireQuiz(rawSlug);
      if (!quiz.items.some((item) => item.opinionId === opinionId)) {
        throw new ValidationError('This opinion is not part of this quiz', [{ path: ['opinionId'], message: 'Not in this quiz' }]);
      }
      if (await demographicsNeeded(userId)) {
        throw new ValidationError('Please fill in your personal details before answering this quiz');
      }
      const vote = await votes.castVote(userId, opinionId, rating);
      const answered = await answeredOpinionIds(userId, quiz);
      const completedAt = answered.size === quiz.items.length ? new Date() : null;
      await prisma.quizProgress.upsert({
        where: { userId_quizId: { userId, quizId: quiz.id } },
        create: { userId, quizId: quiz.id, completedAt },
        update: completedAt ? { completedAt } : {},
      });
      return { quiz, vote };
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const rows = await prisma.quizProgress.findMany({ where: { userId }, select: { startedAt: true, completedAt: true, quiz: { select: { slug: true } } } });
      return rows.map((row) => ({ quiz: row.quiz.slug, startedAt: row.startedAt, completedAt: row.completedAt }));
    },

    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.quizProgress.deleteMany({ where: { userId } });
    },
  };
}
