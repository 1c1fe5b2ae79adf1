-- recall_hint_count adds the hint tokens of up to max_docs memories waiting in hint_pending to
-- hint_token_df and returns how many it took; like recall_search_count it gives way.
create or replace function recall_hint_count(max_docs integer) returns integer language plpgsql
    set lock_timeout = '100ms' set search_path from current as $$
declare
    taken integer;
begin
    with k as materialized (
        select w.memory_id from hint_pending w order by w.memory_id limit max_docs for update skip locked
    ),
    p as (
        delete from hint_pending h using k where h.memory_id = k.memory_id
        returning h.memory_id
    ),
    c as (
        select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id) as ns, t as token,
               count(*)::integer as n
        from p join memories m on m.id = p.memory_id, unnest(m.hint_tokens) t
        group by 1, 2
    ),
    u as (
        insert into hint_token_df as d (ns, token, df)
        select c.ns, c.token, c.n from c order by c.ns, c.token
        on conflict (ns, token) do update set df = d.df + excluded.df
    )
    select count(*) into taken from p;
    return taken;
end
$$;
