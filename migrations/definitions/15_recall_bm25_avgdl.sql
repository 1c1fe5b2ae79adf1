-- recall_bm25_avgdl is the average length BM25 normalizes a memory's length by
-- (recall_bm25_weight), in a namespace of docs memories of total_len words in all: never below 1,
-- so a namespace of empty memories (or none) divides by 1. Inlined by the planner, as recall_bm25_weight is.
create or replace function recall_bm25_avgdl(total_len double precision, docs double precision)
    returns double precision language sql immutable parallel safe
return greatest(total_len / greatest(docs, 1), 1);
