-- recall_versions_written keeps the kept versions' share of each owner's storage
-- (principal_usage, recall_version_cost): a version counts against the quota of the memory's
-- owner from the save or delete that keeps it until the purge removes it, so history written by
-- rewrites is bounded by the quota as the memories are. Like recall_memories_written, a session
-- adds to its own shard (pg_backend_pid() % 16), owners in order. A version without an owner
-- (kept before versions recorded one) counts against no one.
create or replace function recall_versions_written() returns trigger language plpgsql set search_path from current as $$
declare
    k smallint := pg_backend_pid() % 16;
begin
    if tg_op = 'INSERT' then
        insert into principal_usage as u (principal_id, shard, bytes)
        select r.owner_id, k, sum(recall_version_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)))
        from new_rows r where r.owner_id is not null group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set bytes = u.bytes + excluded.bytes;
    else
        insert into principal_usage as u (principal_id, shard, bytes)
        select r.owner_id, k, -sum(recall_version_cost(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)))
        from old_rows r where r.owner_id is not null group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set bytes = u.bytes + excluded.bytes;
    end if;
    return null;
end
$$;
create or replace trigger memory_versions_written_ins after insert on memory_versions
    referencing new table as new_rows for each statement execute function recall_versions_written();
create or replace trigger memory_versions_written_del after delete on memory_versions
    referencing old table as old_rows for each statement execute function recall_versions_written();
