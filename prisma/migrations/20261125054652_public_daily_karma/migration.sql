-- AlterTable
ALTER TABLE "User" ADD COLUMN     "karmaDay" TIMESTAMP(3),
ADD COLUMN     "karmaDayVotes" INTEGER NOT NULL DEFAULT 0;

-- Accounts that voted today before this migration: note those votes as a recount would, so the
-- karma others see does not drop at their next recount (a drop at that moment would show when
-- they acted). Timestamps are UTC without a time zone, as the app writes them.
UPDATE "User" u
SET "karmaDay" = today.day, "karmaDayVotes" = today.votes
FROM (
  SELECT v."userId", date_trunc('day', now() AT TIME ZONE 'UTC') AS day, COUNT(*)::int AS votes
  FROM "Vote" v
  WHERE v."updatedAt" >= date_trunc('day', now() AT TIME ZONE 'UTC')
    AND v."createdAt" >= date_trunc('day', now() AT TIME ZONE 'UTC')
  GROUP BY v."userId"
) today
WHERE u.id = today."userId";
