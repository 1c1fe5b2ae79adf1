-- recall_memories_written keeps two things in step with each statement that writes memories, so
-- no writer can forget them, in this order (the same in every transaction, one trigger per
-- operation, so no two writers lock these rows in different orders):
--   1. each owner's storage (principal_usage: memories, and bytes by recall_memory_cost), which
--      the quota check reads instead of counting (kept versions add theirs: recall_versions_written).
--      A principal has 16 rows (shards); a session adds to row pg_backend_pid() % 16, so saves on
--      different connections do not wait for one another's row.
--   2. the hint-token counts of the dedup lookup (hint_token_df), which plan that lookup and never
--      decide it. A memory saved alone waits in hint_pending and the leader adds its tokens later
--      (recall_hint_count), so a save writes no count another save writes; a waiting memory takes
--      nothing away when it goes, and a rewrite leaves it waiting (its tokens are read when it is
--      counted). The row lock on a waiting memory's hint_pending row orders a rewrite or a delete
--      with recall_hint_count taking it.
-- The search index is not kept here: the memory service asks the search engine to index what it
-- wrote (package search).
create or replace function recall_memories_written() returns trigger language plpgsql set search_path from current as $$
declare
    k smallint := pg_backend_pid() % 16;
    uncounted uuid[] := '{}';
begin
    if tg_op = 'INSERT' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, count(*), sum(recall_memory_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id), length(r.search), cardinality(r.hint_tokens)))
        from new_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
        -- One new memory (a save) waits; a bulk insert (an import) counts its own, in token order,
        -- as the search engine counts a bulk write's words in its own statement.
        if (select count(*) from new_rows) = 1 then
            insert into hint_pending (memory_id) select r.id from new_rows r;
        else
            insert into hint_token_df as d (ns, token, df)
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, count(*)
            from new_rows r, unnest(r.hint_tokens) t group by 1, 2
            order by 1, 2
            on conflict (ns, token) do update set df = d.df + excluded.df;
        end if;
        return null;
    end if;

    if tg_op = 'DELETE' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, -count(*), -sum(recall_memory_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id), length(r.search), cardinality(r.hint_tokens)))
        from old_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
        with p as (delete from hint_pending h where h.memory_id in (select r.id from old_rows r) returning h.memory_id)
        select coalesce(array_agg(p.memory_id), '{}') into uncounted from p;
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, -count(*)
        from old_rows r, unnest(r.hint_tokens) t where r.id <> all(uncounted) group by 1, 2
        order by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
        return null;
    end if;

    insert into principal_usage as u (principal_id, shard, memories, bytes)
    select owner_id, k, sum(n), sum(b) from (
        select r.owner_id, -1 as n, -recall_memory_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id), length(r.search), cardinality(r.hint_tokens)) as b
        from old_rows r
        union all
        select r.owner_id, 1, recall_memory_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id), length(r.search), cardinality(r.hint_tokens))
        from new_rows r
    ) c group by owner_id having sum(n) <> 0 or sum(b) <> 0
    order by owner_id
    on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    select coalesce(array_agg(h.memory_id), '{}') into uncounted
    from (select h.memory_id from hint_pending h where h.memory_id in (select r.id from new_rows r)
          order by h.memory_id for update) h;
    insert into hint_token_df as d (ns, token, df)
    select ns, t, sum(delta) from (
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, -1 as delta
        from old_rows r, unnest(r.hint_tokens) t
        where r.id <> all(uncounted)
        union all
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, 1
        from new_rows r, unnest(r.hint_tokens) t
        where r.id <> all(uncounted)
    ) c group by ns, t having sum(delta) <> 0
    order by ns, t
    on conflict (ns, token) do update set df = d.df + excluded.df;
    return null;
end
$$;
create or replace trigger memories_written_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_memories_written();
create or replace trigger memories_written_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_memories_written();
create or replace trigger memories_written_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_memories_written();
