-- CreateTable
CREATE TABLE "InsightSnapshot" (
    "opinionId" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL,
    "everyone" INTEGER[],
    "groups" JSONB NOT NULL,

    CONSTRAINT "InsightSnapshot_pkey" PRIMARY KEY ("opinionId")
);

-- AddForeignKey
ALTER TABLE "InsightSnapshot" ADD CONSTRAINT "InsightSnapshot_opinionId_fkey" FOREIGN KEY ("opinionId") REFERENCES "Opinion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
