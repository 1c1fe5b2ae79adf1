-- 004: tell the planner what pg_trgm's word similarity really costs. At the default cost of 1 it
-- judged a sequential scan that computes word_similarity for every memory (about 15 µs each:
-- 150 ms at 10k memories) as cheap as the trigram index, and flipped between the two plans from
-- one ANALYZE to the next. Changing an extension function needs its owner; without that, search
-- still works and only keeps the risk.
do $$
begin
    alter function word_similarity(text, text) cost 100;
    alter function word_similarity_op(text, text) cost 100;
    alter function word_similarity_commutator_op(text, text) cost 100;
exception when insufficient_privilege then
    raise notice 'recall: not the owner of pg_trgm; word similarity keeps its default planner cost';
end
$$;
