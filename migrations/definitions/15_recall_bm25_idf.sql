-- recall_bm25_idf is BM25's inverse document frequency of a word df of a namespace's docs
-- memories hold (recall_bm25_weight says where it is used). Inlined by the planner, as
-- recall_bm25_weight is.
create or replace function recall_bm25_idf(docs double precision, df double precision)
    returns double precision language sql immutable parallel safe
return ln(1 + (docs - df + 0.5) / (df + 0.5));
