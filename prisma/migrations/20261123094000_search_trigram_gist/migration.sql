-- Typo matching ranks its candidates by word similarity with the index (a GiST index answers
-- ORDER BY lower(q) <<-> lower(title) LIMIT n as a nearest-neighbour search; GIN cannot), so a
-- common word no longer makes every search re-check thousands of rows. Same expressions as before.

DROP INDEX IF EXISTS "Opinion_search_trgm_idx";
CREATE INDEX "Opinion_search_trgm_idx" ON "Opinion" USING gist (lower("title") gist_trgm_ops);

DROP INDEX IF EXISTS "Topic_search_trgm_idx";
CREATE INDEX "Topic_search_trgm_idx" ON "Topic" USING gist (lower("title") gist_trgm_ops);

DROP INDEX IF EXISTS "Convo_search_trgm_idx";
CREATE INDEX "Convo_search_trgm_idx" ON "Convo" USING gist (lower("title") gist_trgm_ops);

DROP INDEX IF EXISTS "Position_search_trgm_idx";
CREATE INDEX "Position_search_trgm_idx" ON "Position" USING gist (lower("title") gist_trgm_ops);

DROP INDEX IF EXISTS "Argument_search_trgm_idx";
CREATE INDEX "Argument_search_trgm_idx" ON "Argument" USING gist (lower("title") gist_trgm_ops);

DROP INDEX IF EXISTS "Person_search_trgm_idx";
CREATE INDEX "Person_search_trgm_idx" ON "Person" USING gist (lower("name") gist_trgm_ops);

DROP INDEX IF EXISTS "Tag_search_trgm_idx";
CREATE INDEX "Tag_search_trgm_idx" ON "Tag" USING gist (lower("title") gist_trgm_ops);
