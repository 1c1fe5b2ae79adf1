-- recall_memory_cost is what a memory counts against its owner's byte quota (RECALL_QUOTA_BYTES):
-- about what it takes on disk, its index entries included (docs/operations.md, Storage quotas).
-- bytes is recall_memory_bytes of its text, words the distinct words of its search column
-- (length(search)), hint_tokens those of its hint_tokens. Measured on PostgreSQL 15
-- (docs/benchmarks.md, Storage), in bytes:
--   * 950 a memory: its row in memories with its index entries, and its search_docs row;
--   * 19 a word of its search column (the tsvector holds each word with its positions);
--   * 390 a word the search index holds (recall_search_word_cap of them at most): a posting (its
--     row and two index entries, 210), the word's count in its namespace (search_terms, 170,
--     charged to every memory that has the word, as if the word were new to the namespace: the
--     worst case) and its place in the memory's search_docs row;
--   * 200 a token of its hint: the token's count (hint_token_df, charged as new) and its keys in
--     the dedup index.
-- Only this file says what a memory costs: the usage trigger (recall_memories_written), the
-- recount (recall_usage_recount) and the save's quota check (memory.Service) all call it. A change
-- to it, or to recall_version_cost or recall_search_word_cap, must change the cost model's number
-- below and in recall_usage_recount's file, so that `recall migrate` counts every usage again.
-- Cost model 1.
create or replace function recall_memory_cost(bytes bigint, words integer, hint_tokens integer) returns bigint
    language sql immutable parallel safe
return bytes + 950 + 19 * coalesce(words, 0) + 390 * least(coalesce(words, 0), recall_search_word_cap())
       + 200 * coalesce(hint_tokens, 0);
