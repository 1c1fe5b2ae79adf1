-- 021: two indexes that no query reads any more are dropped.
--
-- memories_search (GIN over the search tsvector) and memories_hint_trgm (pg_trgm over
-- recall_hint) served the first search, which matched `search @@ query` and fused trigram word
-- similarity. Search has read its own postings since 006 (and trigram fusion was measured and
-- left out: README, "Search"), and nothing else matches text: every save still paid for both,
-- about 100 GIN entries a memory, and at 100k memories in one namespace they took 51 MB. With
-- them gone a save costs about 4 % less of the database's CPU (8 clients saving into that
-- namespace: 3.75-3.93 -> 3.59-3.72 ms a save, two runs each).
-- The search column itself stays: the index triggers read a memory's words from it.
drop index if exists memories_search;
drop index if exists memories_hint_trgm;
