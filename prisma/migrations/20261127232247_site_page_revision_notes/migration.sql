-- AlterTable
ALTER TABLE "Revision" ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "restoredFromId" INTEGER;
