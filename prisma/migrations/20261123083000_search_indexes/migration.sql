-- Search (docs/product.md#search, and /api/v2/search in #opinion-and-topic-calls): full-text search with ranking plus
-- trigram matching for typos. Expression indexes rather than generated tsvector columns: the
-- schema engine ignores expression indexes when diffing, so prisma/schema.prisma stays the
-- source of truth for columns (the trigram indexes are on lower(...) for the same reason; trigrams
-- ignore case anyway). api/modules/search/service.ts must use exactly these
-- expressions (the planner only uses an expression index for the same expression).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Opinion_search_fts_idx" ON "Opinion" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "tidbit"));
CREATE INDEX "Opinion_search_trgm_idx" ON "Opinion" USING gin (lower("title") gin_trgm_ops);

CREATE INDEX "Topic_search_fts_idx" ON "Topic" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "description"));
CREATE INDEX "Topic_search_trgm_idx" ON "Topic" USING gin (lower("title") gin_trgm_ops);

CREATE INDEX "Convo_search_fts_idx" ON "Convo" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "description"));
CREATE INDEX "Convo_search_trgm_idx" ON "Convo" USING gin (lower("title") gin_trgm_ops);

CREATE INDEX "Position_search_fts_idx" ON "Position" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "description"));
CREATE INDEX "Position_search_trgm_idx" ON "Position" USING gin (lower("title") gin_trgm_ops);

CREATE INDEX "Argument_search_fts_idx" ON "Argument" USING gin (to_tsvector('english'::regconfig, "title" || ' ' || "description"));
CREATE INDEX "Argument_search_trgm_idx" ON "Argument" USING gin (lower("title") gin_trgm_ops);

CREATE INDEX "Person_search_fts_idx" ON "Person" USING gin (to_tsvector('english'::regconfig, "name" || ' ' || "description"));
CREATE INDEX "Person_search_trgm_idx" ON "Person" USING gin (lower("name") gin_trgm_ops);

CREATE INDEX "Tag_search_fts_idx" ON "Tag" USING gin (to_tsvector('english'::regconfig, "title"));
CREATE INDEX "Tag_search_trgm_idx" ON "Tag" USING gin (lower("title") gin_trgm_ops);
