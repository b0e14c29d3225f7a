-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'SUGGESTION';

-- AlterTable
ALTER TABLE "Opinion" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "suggestedById" INTEGER,
ADD COLUMN     "suggestionCommentId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Opinion_suggestionCommentId_key" ON "Opinion"("suggestionCommentId");

-- CreateIndex
CREATE INDEX "Opinion_deletedAt_id_idx" ON "Opinion"("deletedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Opinion_suggestedById_idx" ON "Opinion"("suggestedById");

-- AddForeignKey
ALTER TABLE "Opinion" ADD CONSTRAINT "Opinion_suggestionCommentId_fkey" FOREIGN KEY ("suggestionCommentId") REFERENCES "Comment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Opinion" ADD CONSTRAINT "Opinion_suggestedById_fkey" FOREIGN KEY ("suggestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Opinions deleted before the column existed: their last change is the best known deletion time.
UPDATE "Opinion" SET "deletedAt" = "updatedAt" WHERE "deleted";
