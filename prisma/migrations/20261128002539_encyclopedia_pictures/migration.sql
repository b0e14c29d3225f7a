-- AlterTable
ALTER TABLE "Argument" ADD COLUMN     "imageId" INTEGER;

-- AlterTable
ALTER TABLE "ConvoRequest" ADD COLUMN     "imageId" INTEGER;

-- AlterTable
ALTER TABLE "Position" ADD COLUMN     "imageId" INTEGER;

-- AddForeignKey
ALTER TABLE "Position" ADD CONSTRAINT "Position_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "EncyclopediaImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Argument" ADD CONSTRAINT "Argument_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "EncyclopediaImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConvoRequest" ADD CONSTRAINT "ConvoRequest_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "EncyclopediaImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;
