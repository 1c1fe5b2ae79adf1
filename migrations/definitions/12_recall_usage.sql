-- Storage per principal (the owner of each stored memory, expired ones included until purged),
-- kept by statement triggers so no writer can forget it: the quota check reads a principal's rows
-- instead of counting. principal_usage holds 16 rows (shards) a principal; a session adds to row
-- pg_backend_pid() % 16, so saves on different connections do not wait for one another's row.
create or replace function recall_usage() returns trigger language plpgsql set search_path from current as $$
declare
    k smallint := pg_backend_pid() % 16;
begin
    if tg_op = 'INSERT' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, count(*), sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id))
        from new_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    elsif tg_op = 'DELETE' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, -count(*), -sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id))
        from old_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    else
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select owner_id, k, sum(n), sum(b) from (
            select r.owner_id, -1 as n, -recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id) as b
            from old_rows r
            union all
            select r.owner_id, 1, recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)
            from new_rows r
        ) c group by owner_id having sum(n) <> 0 or sum(b) <> 0
        order by owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    end if;
    return null;
end
$$;
create or replace trigger memories_usage_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_usage();
create or replace trigger memories_usage_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_usage();
create or replace trigger memories_usage_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_usage();
