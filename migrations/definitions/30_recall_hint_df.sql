-- The hint-token counts (hint_token_df, which plans the dedup lookup, never decides it), kept by
-- statement triggers in (namespace, token) order, by one upsert of signed changes. A memory
-- inserted with recall.count_later on waits in hint_pending instead (recall_hint_count adds it
-- later); one that waits there takes nothing away when it goes or is rewritten, and a rewrite with
-- count_later on leaves it waiting (its tokens are read when it is counted). The row lock on a
-- waiting memory's hint_pending row orders a rewrite or delete with recall_hint_count taking it.
create or replace function recall_hint_df() returns trigger language plpgsql set search_path from current as $$
declare
    later boolean := current_setting('recall.count_later', true) is not distinct from 'on';
    uncounted uuid[] := '{}';
begin
    if tg_op = 'INSERT' then
        if later then
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
    if tg_op = 'UPDATE' and later then
        select coalesce(array_agg(h.memory_id), '{}') into uncounted
        from (select h.memory_id from hint_pending h where h.memory_id in (select r.id from new_rows r)
              order by h.memory_id for update) h;
    else
        with p as (delete from hint_pending h where h.memory_id in (select r.id from old_rows r) returning h.memory_id)
        select coalesce(array_agg(p.memory_id), '{}') into uncounted from p;
    end if;
    if tg_op = 'DELETE' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, -count(*)
        from old_rows r, unnest(r.hint_tokens) t where r.id <> all(uncounted) group by 1, 2
        order by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    else
        insert into hint_token_df as d (ns, token, df)
        select ns, t, sum(delta) from (
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, -1 as delta
            from old_rows r, unnest(r.hint_tokens) t
            where r.id <> all(uncounted)
            union all
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, 1
            from new_rows r, unnest(r.hint_tokens) t
            where not later or r.id <> all(uncounted)
        ) c group by ns, t having sum(delta) <> 0
        order by ns, t
        on conflict (ns, token) do update set df = d.df + excluded.df;
    end if;
    return null;
end
$$;
-- Last of a statement's triggers (they fire in name order): the counts are the most widely shared
-- rows a save writes, so they are locked last.
create or replace trigger memories_zz_hint_df_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_hint_df();
create or replace trigger memories_zz_hint_df_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_hint_df();
create or replace trigger memories_zz_hint_df_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_hint_df();
