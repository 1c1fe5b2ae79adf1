-- The search index follows memories through statement triggers, one per operation (transition
-- tables exist only for the operations that have them; an UPDATE trigger with transition tables
-- cannot name columns, so it picks the rows whose indexed columns changed, updated_at among them:
-- each posting carries it, for a search's time window).
create or replace function recall_search_index_stmt() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        perform recall_search_apply('{}', array(select id from new_rows));
    elsif tg_op = 'DELETE' then
        perform recall_search_apply(array(select id from old_rows), '{}');
    else
        perform recall_search_apply('{}', array(
            select coalesce(n.id, o.id)
            from old_rows o full join new_rows n on n.id = o.id
            where n.id is null or o.id is null
               or (o.recall_hint, o.content, o.expires_at, o.scope, o.owner_id, o.agent_id, o.system_id, o.project_id,
                   o.updated_at)
                  is distinct from
                  (n.recall_hint, n.content, n.expires_at, n.scope, n.owner_id, n.agent_id, n.system_id, n.project_id,
                   n.updated_at)));
    end if;
    return null;
end
$$;
create or replace trigger memories_search_index_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_search_index_stmt();
create or replace trigger memories_search_index_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_search_index_stmt();
create or replace trigger memories_search_index_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_search_index_stmt();
