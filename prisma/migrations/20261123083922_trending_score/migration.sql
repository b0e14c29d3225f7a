-- AlterTable
ALTER TABLE "Opinion" ADD COLUMN     "trendingScore" DOUBLE PRECISION NOT NULL DEFAULT 0.435275281648062;

-- CreateIndex
CREATE INDEX "Opinion_trendingScore_id_idx" ON "Opinion"("trendingScore" DESC, "id" DESC);

-- An opinion inserted with an earlier creation time (seeds, imports, tests) starts at the score
-- its age gives it with no activity yet; the feed service adds activity and the passing days.
CREATE FUNCTION "opinion_initial_trending_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."trendingScore" := 1 / power(GREATEST(EXTRACT(EPOCH FROM (now() - NEW."createdAt")), 0) / 86400.0 + 2, 1.2);
  RETURN NEW;
END
$$;

CREATE TRIGGER "Opinion_initial_trending_score" BEFORE INSERT ON "Opinion"
  FOR EACH ROW EXECUTE FUNCTION "opinion_initial_trending_score"();
