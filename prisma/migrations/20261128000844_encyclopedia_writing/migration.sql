-- CreateEnum
CREATE TYPE "ConvoRequestStatus" AS ENUM ('OPEN', 'ACCEPTED', 'DECLINED');

-- AlterEnum
ALTER TYPE "ArtifactType" ADD VALUE 'TAG';

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'REVISION';

-- DropForeignKey
ALTER TABLE "Convo" DROP CONSTRAINT "Convo_categoryId_fkey";

-- DropIndex
DROP INDEX "Revision_artifactType_artifactId_createdAt_idx";

-- AlterTable
ALTER TABLE "Argument" ADD COLUMN     "latestRevisionId" INTEGER;

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Convo" DROP COLUMN "imageUrl",
ADD COLUMN     "imageId" INTEGER,
ADD COLUMN     "latestRevisionId" INTEGER;

-- AlterTable
ALTER TABLE "Person" DROP COLUMN "imageUrl",
ADD COLUMN     "imageId" INTEGER,
ADD COLUMN     "latestRevisionId" INTEGER;

-- AlterTable
ALTER TABLE "Position" ADD COLUMN     "latestRevisionId" INTEGER;

-- AlterTable
ALTER TABLE "Tag" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "latestRevisionId" INTEGER;

-- CreateTable
CREATE TABLE "ConvoCategory" (
    "convoId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,

    CONSTRAINT "ConvoCategory_pkey" PRIMARY KEY ("convoId","categoryId")
);

-- CreateTable
CREATE TABLE "ConvoTag" (
    "convoId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "ConvoTag_pkey" PRIMARY KEY ("convoId","tagId")
);

-- CreateTable
CREATE TABLE "PersonTag" (
    "personId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "PersonTag_pkey" PRIMARY KEY ("personId","tagId")
);

-- CreateTable
CREATE TABLE "ConvoPerson" (
    "convoId" INTEGER NOT NULL,
    "personId" INTEGER NOT NULL,

    CONSTRAINT "ConvoPerson_pkey" PRIMARY KEY ("convoId","personId")
);

-- CreateTable
CREATE TABLE "ArgumentPerson" (
    "argumentId" INTEGER NOT NULL,
    "personId" INTEGER NOT NULL,

    CONSTRAINT "ArgumentPerson_pkey" PRIMARY KEY ("argumentId","personId")
);

-- CreateTable
CREATE TABLE "EncyclopediaImage" (
    "id" SERIAL NOT NULL,
    "data" BYTEA NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EncyclopediaImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConvoRequest" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "authorId" INTEGER NOT NULL,
    "status" "ConvoRequestStatus" NOT NULL DEFAULT 'OPEN',
    "convoId" INTEGER,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMP(3),
    "latestRevisionId" INTEGER,

    CONSTRAINT "ConvoRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArtifactFollow" (
    "userId" INTEGER NOT NULL,
    "artifactType" "ArtifactType" NOT NULL,
    "artifactId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArtifactFollow_pkey" PRIMARY KEY ("userId","artifactType","artifactId")
);

-- CreateIndex
CREATE INDEX "ConvoCategory_categoryId_convoId_idx" ON "ConvoCategory"("categoryId", "convoId");

-- CreateIndex
CREATE INDEX "ConvoTag_tagId_idx" ON "ConvoTag"("tagId");

-- CreateIndex
CREATE INDEX "PersonTag_tagId_idx" ON "PersonTag"("tagId");

-- CreateIndex
CREATE INDEX "ConvoPerson_personId_idx" ON "ConvoPerson"("personId");

-- CreateIndex
CREATE INDEX "ArgumentPerson_personId_idx" ON "ArgumentPerson"("personId");

-- CreateIndex
CREATE UNIQUE INDEX "ConvoRequest_convoId_key" ON "ConvoRequest"("convoId");

-- CreateIndex
CREATE INDEX "ConvoRequest_status_id_idx" ON "ConvoRequest"("status", "id");

-- CreateIndex
CREATE INDEX "ConvoRequest_authorId_idx" ON "ConvoRequest"("authorId");

-- CreateIndex
CREATE INDEX "ArtifactFollow_artifactType_artifactId_idx" ON "ArtifactFollow"("artifactType", "artifactId");

-- CreateIndex
CREATE INDEX "Argument_convoId_idx" ON "Argument"("convoId");

-- CreateIndex
CREATE INDEX "Argument_positionId_idx" ON "Argument"("positionId");

-- CreateIndex
CREATE INDEX "Revision_artifactType_artifactId_id_idx" ON "Revision"("artifactType", "artifactId", "id");

-- CreateIndex
CREATE INDEX "Revision_authorId_idx" ON "Revision"("authorId");

-- CreateIndex
CREATE INDEX "RevisionLike_userId_idx" ON "RevisionLike"("userId");

-- AddForeignKey
ALTER TABLE "ConvoCategory" ADD CONSTRAINT "ConvoCategory_convoId_fkey" FOREIGN KEY ("convoId") REFERENCES "Convo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoCategory" ADD CONSTRAINT "ConvoCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Convo" ADD CONSTRAINT "Convo_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "EncyclopediaImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Person" ADD CONSTRAINT "Person_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "EncyclopediaImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoTag" ADD CONSTRAINT "ConvoTag_convoId_fkey" FOREIGN KEY ("convoId") REFERENCES "Convo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoTag" ADD CONSTRAINT "ConvoTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonTag" ADD CONSTRAINT "PersonTag_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonTag" ADD CONSTRAINT "PersonTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoPerson" ADD CONSTRAINT "ConvoPerson_convoId_fkey" FOREIGN KEY ("convoId") REFERENCES "Convo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoPerson" ADD CONSTRAINT "ConvoPerson_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArgumentPerson" ADD CONSTRAINT "ArgumentPerson_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArgumentPerson" ADD CONSTRAINT "ArgumentPerson_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoRequest" ADD CONSTRAINT "ConvoRequest_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoRequest" ADD CONSTRAINT "ConvoRequest_convoId_fkey" FOREIGN KEY ("convoId") REFERENCES "Convo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoRequest" ADD CONSTRAINT "ConvoRequest_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArtifactFollow" ADD CONSTRAINT "ArtifactFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A question's one category becomes the first of its (up to three) categories; then the column goes.
INSERT INTO "ConvoCategory" ("convoId", "categoryId") SELECT "id", "categoryId" FROM "Convo" WHERE "categoryId" IS NOT NULL;
ALTER TABLE "Convo" DROP COLUMN "categoryId";
