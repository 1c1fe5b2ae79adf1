-- recall_bm25_weight is BM25's weight of a word of inverse document frequency idf
-- (recall_bm25_idf) that occurs tf times in a memory of length dl, in a namespace whose memories
-- are avgdl long on average (recall_bm25_avgdl), with BM25's k1 and b (search_params). It is the
-- one definition of every score a search computes (package search) and of a posting's impact,
-- the weight with idf 1 (recall_search_post, recall_search_apply). Written as one SQL expression,
-- immutable and not strict, so the planner inlines it into each statement that calls it: a call
-- costs what the expression written out costs, and computes the same bits.
create or replace function recall_bm25_weight(idf double precision, tf double precision, dl double precision,
                                              avgdl double precision, k1 double precision, b double precision)
    returns double precision language sql immutable parallel safe
return idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl));
