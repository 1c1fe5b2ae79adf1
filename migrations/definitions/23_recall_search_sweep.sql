-- recall_search_sweep takes up to 1000 expired memories out of the index at a time, namespace by
-- namespace (memory.Service's sweeper calls it).
create or replace function recall_search_sweep() returns integer language plpgsql as $$
begin
    return recall_search_apply(array(select memory_id from search_docs
                                     where expires_at is not null and expires_at <= now()
                                     order by ns, memory_id limit 1000), '{}', true);
end
$$;
