-- CreateTable
CREATE TABLE "OpinionDnaScore" (
    "userId" INTEGER NOT NULL,
    "reportName" TEXT NOT NULL DEFAULT 'opiniondna',
    "s0" SMALLINT NOT NULL,
    "s1" SMALLINT NOT NULL,
    "s2" SMALLINT NOT NULL,
    "s3" SMALLINT NOT NULL,
    "s4" SMALLINT NOT NULL,
    "s5" SMALLINT NOT NULL,
    "s6" SMALLINT NOT NULL,
    "s7" SMALLINT NOT NULL,
    "s8" SMALLINT NOT NULL,
    "s9" SMALLINT NOT NULL,
    "s10" SMALLINT NOT NULL,
    "s11" SMALLINT NOT NULL,
    "s12" SMALLINT NOT NULL,
    "s13" SMALLINT NOT NULL,
    "s14" SMALLINT NOT NULL,
    "s15" SMALLINT NOT NULL,
    "s16" SMALLINT NOT NULL,
    "s17" SMALLINT NOT NULL,
    "s18" SMALLINT NOT NULL,
    "s19" SMALLINT NOT NULL,
    "s20" SMALLINT NOT NULL,
    "s21" SMALLINT NOT NULL,
    "s22" SMALLINT NOT NULL,
    "s23" SMALLINT NOT NULL,
    "s24" SMALLINT NOT NULL,
    "s25" SMALLINT NOT NULL,
    "s26" SMALLINT NOT NULL,
    "s27" SMALLINT NOT NULL,
    "s28" SMALLINT NOT NULL,
    "s29" SMALLINT NOT NULL,
    "s30" SMALLINT NOT NULL,
    "s31" SMALLINT NOT NULL,
    "s32" SMALLINT NOT NULL,
    "s33" SMALLINT NOT NULL,
    "s34" SMALLINT NOT NULL,
    "s35" SMALLINT NOT NULL,
    "s36" SMALLINT NOT NULL,
    "s37" SMALLINT NOT NULL,
    "s38" SMALLINT NOT NULL,
    "s39" SMALLINT NOT NULL,
    "s40" SMALLINT NOT NULL,
    "s41" SMALLINT NOT NULL,
    "s42" SMALLINT NOT NULL,
    "s43" SMALLINT NOT NULL,
    "s44" SMALLINT NOT NULL,
    "s45" SMALLINT NOT NULL,
    "s46" SMALLINT NOT NULL,
    "s47" SMALLINT NOT NULL,

    CONSTRAINT "OpinionDnaScore_pkey" PRIMARY KEY ("userId","reportName")
);

-- AddForeignKey
ALTER TABLE "OpinionDnaScore" ADD CONSTRAINT "OpinionDnaScore_userId_reportName_fkey" FOREIGN KEY ("userId", "reportName") REFERENCES "UserReport"("userId", "reportName") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the report service writes UserReport; this trigger keeps OpinionDnaScore in step
-- in the same transaction, for every writer (the service, the demo seed's bulk INSERT, test
-- fixtures). A row exists exactly while the user's opiniondna report is complete (48 scores);
-- deleting the report (or its user) removes the row through the foreign key.
CREATE FUNCTION opinio_sync_opinion_dna_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."reportName" = 'opiniondna' AND cardinality(NEW."scores") = 48 THEN
    INSERT INTO "OpinionDnaScore" ("userId", "reportName", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47")
    VALUES (NEW."userId", 'opiniondna',
      NEW."scores"[1], NEW."scores"[2], NEW."scores"[3], NEW."scores"[4], NEW."scores"[5], NEW."scores"[6], NEW."scores"[7], NEW."scores"[8],
      NEW."scores"[9], NEW."scores"[10], NEW."scores"[11], NEW."scores"[12], NEW."scores"[13], NEW."scores"[14], NEW."scores"[15], NEW."scores"[16],
      NEW."scores"[17], NEW."scores"[18], NEW."scores"[19], NEW."scores"[20], NEW."scores"[21], NEW."scores"[22], NEW."scores"[23], NEW."scores"[24],
      NEW."scores"[25], NEW."scores"[26], NEW."scores"[27], NEW."scores"[28], NEW."scores"[29], NEW."scores"[30], NEW."scores"[31], NEW."scores"[32],
      NEW."scores"[33], NEW."scores"[34], NEW."scores"[35], NEW."scores"[36], NEW."scores"[37], NEW."scores"[38], NEW."scores"[39], NEW."scores"[40],
      NEW."scores"[41], NEW."scores"[42], NEW."scores"[43], NEW."scores"[44], NEW."scores"[45], NEW."scores"[46], NEW."scores"[47], NEW."scores"[48])
    ON CONFLICT ("userId", "reportName") DO UPDATE SET
        "s0" = EXCLUDED."s0", "s1" = EXCLUDED."s1", "s2" = EXCLUDED."s2", "s3" = EXCLUDED."s3",
        "s4" = EXCLUDED."s4", "s5" = EXCLUDED."s5", "s6" = EXCLUDED."s6", "s7" = EXCLUDED."s7",
        "s8" = EXCLUDED."s8", "s9" = EXCLUDED."s9", "s10" = EXCLUDED."s10", "s11" = EXCLUDED."s11",
        "s12" = EXCLUDED."s12", "s13" = EXCLUDED."s13", "s14" = EXCLUDED."s14", "s15" = EXCLUDED."s15",
        "s16" = EXCLUDED."s16", "s17" = EXCLUDED."s17", "s18" = EXCLUDED."s18", "s19" = EXCLUDED."s19",
        "s20" = EXCLUDED."s20", "s21" = EXCLUDED."s21", "s22" = EXCLUDED."s22", "s23" = EXCLUDED."s23",
        "s24" = EXCLUDED."s24", "s25" = EXCLUDED."s25", "s26" = EXCLUDED."s26", "s27" = EXCLUDED."s27",
        "s28" = EXCLUDED."s28", "s29" = EXCLUDED."s29", "s30" = EXCLUDED."s30", "s31" = EXCLUDED."s31",
        "s32" = EXCLUDED."s32", "s33" = EXCLUDED."s33", "s34" = EXCLUDED."s34", "s35" = EXCLUDED."s35",
        "s36" = EXCLUDED."s36", "s37" = EXCLUDED."s37", "s38" = EXCLUDED."s38", "s39" = EXCLUDED."s39",
        "s40" = EXCLUDED."s40", "s41" = EXCLUDED."s41", "s42" = EXCLUDED."s42", "s43" = EXCLUDED."s43",
        "s44" = EXCLUDED."s44", "s45" = EXCLUDED."s45", "s46" = EXCLUDED."s46", "s47" = EXCLUDED."s47";
  ELSIF TG_OP = 'UPDATE' THEN
    -- No longer complete (or renamed: the foreign key may have renamed the row already).
    DELETE FROM "OpinionDnaScore"
    WHERE "userId" = OLD."userId" AND "reportName" IN (OLD."reportName", NEW."reportName");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "UserReport_sync_opinion_dna_score"
  AFTER INSERT OR UPDATE OF "scores", "reportName" ON "UserReport"
  FOR EACH ROW EXECUTE FUNCTION opinio_sync_opinion_dna_score();

-- Backfill the reports that exist already.
INSERT INTO "OpinionDnaScore" ("userId", "reportName", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47")
SELECT "userId", 'opiniondna',
  "scores"[1], "scores"[2], "scores"[3], "scores"[4], "scores"[5], "scores"[6], "scores"[7], "scores"[8],
  "scores"[9], "scores"[10], "scores"[11], "scores"[12], "scores"[13], "scores"[14], "scores"[15], "scores"[16],
  "scores"[17], "scores"[18], "scores"[19], "scores"[20], "scores"[21], "scores"[22], "scores"[23], "scores"[24],
  "scores"[25], "scores"[26], "scores"[27], "scores"[28], "scores"[29], "scores"[30], "scores"[31], "scores"[32],
  "scores"[33], "scores"[34], "scores"[35], "scores"[36], "scores"[37], "scores"[38], "scores"[39], "scores"[40],
  "scores"[41], "scores"[42], "scores"[43], "scores"[44], "scores"[45], "scores"[46], "scores"[47], "scores"[48]
FROM "UserReport"
WHERE "reportName" = 'opiniondna' AND cardinality("scores") = 48;
