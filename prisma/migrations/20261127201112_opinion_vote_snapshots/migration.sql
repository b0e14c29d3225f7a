-- CreateTable
CREATE TABLE "OpinionVoteSnapshot" (
    "opinionId" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL,
    "voters" INTEGER NOT NULL,
    "columns" BYTEA NOT NULL,

    CONSTRAINT "OpinionVoteSnapshot_pkey" PRIMARY KEY ("opinionId")
);

-- AddForeignKey
ALTER TABLE "OpinionVoteSnapshot" ADD CONSTRAINT "OpinionVoteSnapshot_opinionId_fkey" FOREIGN KEY ("opinionId") REFERENCES "Opinion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The packed votes are read whole on every snapshot load: kept uncompressed out of line, so a
-- read is a copy, not a decompression of megabytes.
ALTER TABLE "OpinionVoteSnapshot" ALTER COLUMN "columns" SET STORAGE EXTERNAL;
