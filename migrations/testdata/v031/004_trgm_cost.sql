-- 004: tell the planner what pg_trgm's word similarity really costs. At the default cost of 1 it
-- judged a sequential scan that computes word_similarity for every memory (about 15 µs each:
-- 150 ms at 10k memories) as cheap as the trigram index, and flipped between the two plans from
-- one ANALYZE to the next. Changing an extension function needs its owner, and schemas migrating
-- side by side may race on it; either way this is a planner hint, so a failure leaves a notice
-- and search works as before.
do $$
begin
    if (select procost from pg_proc where oid = 'word_similarity_op(text,text)'::regprocedure) < 100 then
        alter function word_similarity(text, text) cost 100;
        alter function word_similarity_op(text, text) cost 100;
        alter function word_similarity_commutator_op(text, text) cost 100;
    end if;
exception when others then
    raise notice 'recall: word similarity keeps its planner cost (%)', sqlerrm;
end
$$;
