-- recall_dedup_hashes computes memories.dedup_hashes, the keys of the near-duplicate lookup
-- (memory/dedup.go): a 32-bit hash of "namespace class token" for each token of the hint, where
-- class is the length class of the hint's token count (recall_dedup_class), so a lookup asks each
-- class with the bound a Jaccard threshold sets for that length.
--
-- The functions it calls are named with their schema: pg_restore runs with an empty search_path
-- and computes the stored column while it loads memories, so bare names would not be found. It
-- stays PL/pgSQL without a SET clause, which would cost a configuration change on each call, where
-- a qualified name costs nothing (the SQL functions it calls are still inlined). Changing what it
-- returns needs the column made again, in a numbered migration.
create or replace function recall_dedup_hashes(scope text, owner_id uuid, agent_id text, system_id text,
                                               project_id text, hint text)
    returns integer[] language plpgsql immutable parallel safe as $$
declare
    tokens text[] := @schema@.recall_hint_tokens(hint);
    prefix text := @schema@.recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' '
                   || @schema@.recall_dedup_class(cardinality(tokens)) || ' ';
begin
    return array(select distinct @schema@.recall_token_hash(prefix || t) as h from unnest(tokens) t order by h);
end
$$;
