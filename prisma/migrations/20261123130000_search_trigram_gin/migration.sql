-- Typo matching goes back to GIN trigram indexes. The GiST nearest-neighbour scan was meant to
-- stop after the closest few titles, but with 100,000 opinions it visited most of the index
-- (0.5 s on PGlite for "nucelar power"), and for `<%` bitmap scans GIN is twice as fast as GiST
-- with far better row estimates. The search now bounds the rows it re-checks with a LIMIT and
-- only looks for near-spellings when full text finds too little (api/modules/search/service.ts).
-- Same expressions as before.

DROP INDEX IF EXISTS "Opinion_search_trgm_idx";
CREATE INDEX "Opinion_search_trgm_idx" ON "Opinion" USING gin (lower("title") gin_trgm_ops);

DROP INDEX IF EXISTS "Topic_search_trgm_idx";
CREATE INDEX "Topic_search_trgm_idx" ON "Topic" USING gin (lower("title") gin_trgm_ops);

DROP INDEX IF EXISTS "Convo_search_trgm_idx";
CREATE INDEX "Convo_search_trgm_idx" ON "Convo" USING gin (lower("title") gin_trgm_ops);

DROP INDEX IF EXISTS "Position_search_trgm_idx";
CREATE INDEX "Position_search_trgm_idx" ON "Position" USING gin (lower("title") gin_trgm_ops);

DROP INDEX IF EXISTS "Argument_search_trgm_idx";
CREATE INDEX "Argument_search_trgm_idx" ON "Argument" USING gin (lower("title") gin_trgm_ops);

DROP INDEX IF EXISTS "Person_search_trgm_idx";
CREATE INDEX "Person_search_trgm_idx" ON "Person" USING gin (lower("name") gin_trgm_ops);

DROP INDEX IF EXISTS "Tag_search_trgm_idx";
CREATE INDEX "Tag_search_trgm_idx" ON "Tag" USING gin (lower("title") gin_trgm_ops);
