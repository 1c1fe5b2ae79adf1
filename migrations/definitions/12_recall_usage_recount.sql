-- recall_usage_recount counts every principal's storage again from the rows (memories and their
-- kept versions, with recall_memory_cost and recall_version_cost) into principal_usage, which the
-- triggers then keep (recall_memories_written, recall_versions_written). This file calls it when
-- it is applied, in the transaction that applies the definitions, so a change of the cost model
-- (cost model 1) and the usage counted with it commit together. The writers of the three tables
-- wait meanwhile (the locks), so no save is counted twice or by the old model; a save that
-- deadlocks with it is refused, nothing stored, and may be retried.
create or replace function recall_usage_recount() returns void language plpgsql as $$
begin
    lock table memory_versions, memories in share mode;
    lock table principal_usage in exclusive mode;
    delete from principal_usage;
    insert into principal_usage (principal_id, shard, memories, bytes)
    select c.owner_id, 0, sum(c.n), sum(c.b)
    from (select m.owner_id, count(*) as n,
                 sum(recall_memory_cost(recall_memory_bytes(m.recall_hint, m.content, m.tags, m.source_conversation_id),
                                        length(m.search), cardinality(m.hint_tokens))) as b
          from memories m group by m.owner_id
          union all
          select v.owner_id, 0, sum(recall_version_cost(recall_memory_bytes(v.recall_hint, v.content, v.tags, v.source_conversation_id)))
          from memory_versions v where v.owner_id is not null group by v.owner_id) c
    group by c.owner_id;
end
$$;
select recall_usage_recount();
