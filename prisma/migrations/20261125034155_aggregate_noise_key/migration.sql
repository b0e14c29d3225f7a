-- CreateTable
CREATE TABLE "AggregateNoiseKey" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "secret" TEXT NOT NULL,

    CONSTRAINT "AggregateNoiseKey_pkey" PRIMARY KEY ("id")
);
