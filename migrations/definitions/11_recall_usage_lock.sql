-- recall_usage_lock locks every usage row of principal pid, creating the missing ones, in shard
-- order; run before the save's write, nothing else of the principal's usage can change until its
-- commit.
create or replace function recall_usage_lock(pid uuid) returns void language plpgsql as $$
begin
    insert into principal_usage (principal_id, shard) select pid, g from generate_series(0, 15) g
    on conflict (principal_id, shard) do nothing;
    perform from principal_usage u where u.principal_id = pid order by u.shard for update;
end
$$;
