// Personal details (demographics): private to their owner. The only writer of Demographics.
// Votes copy these answers at the moment of voting (vote service), so changing them here never
// rewrites past votes.
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { parseDemographicsUpdate } from '../../domain/demographic-answers.ts';
import { DEMOGRAPHIC_FIELDS, type DemographicAnswers } from '../../domain/demographics.ts';

export type DemographicsService = ReturnType<typeof createDemographicsService>;

function answersOf(row: DemographicAnswers | null): DemographicAnswers {
  return Object.fromEntries(
    DEMOGRAPHIC_FIELDS.map((field) => [field, row ? (row[field] ?? null) : null]),
  ) as DemographicAnswers;
}

export function createDemographicsService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /**
     * The owner's answers; every field null when they never filled the form. Inside the caller's
     * transaction when given one (a vote copies the answers as they are when it is cast).
     */
    async answersOf(userId: number, db: PrismaClient | Prisma.TransactionClient = prisma): Promise<DemographicAnswers> {
      return answersOf(await db.demographics.findUnique({ where: { userId } }));
    },

    /** Checks the whole form first (nothing is written on any problem), then upserts. */
    async setAnswers(userId: number, input: Record<string, unknown>, now = new Date()): Promise<DemographicAnswers> {
      const update = parseDemographicsUpdate(input, now);
      const row = await prisma.demographics.upsert({
        where: { userId },
        create: { userId, ...update },
        update,
      });
      return answersOf(row);
    },

    // ── The owner's data (docs/product.md#your-data): their export and the erasure of their account. ──

    /** The stored row as it is (null when the form was never filled). */
    personalDataOf(userId: number) {
      return prisma.demographics.findUnique({ where: { userId }, omit: { userId: true } });
    },

    /** Inside the account erasure's transaction. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.demographics.deleteMany({ where: { userId } });
    },
  };
}
