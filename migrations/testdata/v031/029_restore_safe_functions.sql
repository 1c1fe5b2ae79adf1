-- 029: a pg_dump of a recall database restores.
--
-- pg_restore (like pg_dump) runs with search_path = '', and it loads memories with COPY, which
-- computes the stored generated columns. recall_dedup_hashes (migration 025), behind the
-- dedup_hashes column, called recall_hint_tokens, recall_dedup_ns, recall_dedup_class and
-- recall_token_hash by their bare names, which resolve through the caller's search_path: under
-- pg_restore's none of them was found, the COPY of memories failed ("function
-- recall_hint_tokens(text) does not exist"), and a restored database had no memories.
--
-- The function is the same with the four names qualified by the schema it lives in, so the column
-- computes the same under any search_path. It stays PL/pgSQL without a SET clause: a SET
-- search_path would cost a configuration change on each of a save's calls, where a qualified name
-- costs nothing (the SQL functions it calls are still inlined). The other functions a COPY runs
-- are safe already: recall_hint_tokens calls built-ins only, recall_words (028) names its
-- configuration with its schema, and the SQL functions have SQL-standard bodies, bound when they
-- were created. Triggers are created after the data is loaded, so a restore does not run them.
-- The values do not change, so the column is not recomputed.
do $$
begin
    execute format($f$
        create or replace function recall_dedup_hashes(scope text, owner_id uuid, agent_id text, system_id text,
                                                       project_id text, hint text)
            returns integer[] language plpgsql immutable parallel safe as $b$
        declare
            tokens text[] := %1$I.recall_hint_tokens(hint);
            prefix text := %1$I.recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' '
                           || %1$I.recall_dedup_class(cardinality(tokens)) || ' ';
        begin
            return array(select distinct %1$I.recall_token_hash(prefix || t) as h from unnest(tokens) t order by h);
        end $b$ $f$, current_schema());
end $$;
