-- recall_usage_check is the quota check of a save that has written its usage. It raises RQ001
-- (detail: the usage, "memories bytes") when the principal's usage is past a quota. Other saves of
-- the principal may be under way, their usage not yet committed, so a sum below the quota does not
-- settle it alone: at most one save a shard is (its row lock), at most slack_memories and
-- slack_bytes more than the sum (memory.Service passes 15 shards' worth of the largest memory).
-- Within that of a quota it raises RQ002, and the save runs again with slack 0 after
-- recall_usage_lock, which waits for every save under way and holds off the next.
create or replace function recall_usage_check(pid uuid, max_memories bigint, max_bytes bigint, slack_memories bigint,
                                   slack_bytes bigint) returns boolean language plpgsql as $$
declare
    m bigint;
    b bigint;
begin
    select coalesce(sum(u.memories), 0), coalesce(sum(u.bytes), 0) into m, b from principal_usage u where u.principal_id = pid;
    if (max_memories > 0 and m > max_memories) or (max_bytes > 0 and b > max_bytes) then
        raise exception 'storage quota exceeded' using errcode = 'RQ001', detail = m || ' ' || b;
    end if;
    if (max_memories > 0 and m + slack_memories > max_memories) or (max_bytes > 0 and b + slack_bytes > max_bytes) then
        raise exception 'storage usage within reach of the quota: check it alone' using errcode = 'RQ002';
    end if;
    return true;
end
$$;
