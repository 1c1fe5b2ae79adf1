-- 022: a save over its storage quota fails in the database, not only in the server.
--
-- A save now sends its commit in the same round trip as its writes and its quota check (memory/
-- save.go), so a refusal decided by the server after reading the usage would come after the
-- commit. The check itself raises instead: the statement fails, PostgreSQL skips the rest of the
-- batch, the commit with it, and the save rolls back. SQLSTATE RQ001 carries the usage that was
-- refused (memories, bytes) for the server's message.
create function recall_quota_check(memories bigint, bytes bigint, max_memories bigint, max_bytes bigint) returns boolean
    language plpgsql as $$
begin
    if (max_memories > 0 and memories > max_memories) or (max_bytes > 0 and bytes > max_bytes) then
        raise exception 'storage quota exceeded' using errcode = 'RQ001', detail = memories || ' ' || bytes;
    end if;
    return true;
end
$$;
