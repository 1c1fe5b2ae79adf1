-- 012: project memories deduplicate within their project (issue 11), with the token machinery of
-- 005. The namespace functions gain the project, so the generated dedup keys, the token counts
-- and the save path (memory.dedupNamespace) agree on "p|<project>" for project scope.
drop index memories_dedup_keys;
alter table memories drop column dedup_keys;

create function recall_dedup_ns(scope text, owner_id uuid, agent_id text, system_id text, project_id text) returns text
    language sql immutable parallel safe
return case when scope = 'system' then 's|' || system_id
            when scope = 'project' then 'p|' || project_id
            else 'u|' || owner_id || '|' || agent_id end;

create function recall_dedup_keys(scope text, owner_id uuid, agent_id text, system_id text, project_id text, hint text) returns text[]
    language sql immutable parallel safe
return array(select recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' ' || t
             from unnest(recall_hint_tokens(hint)) t);

alter table memories add column dedup_keys text[] not null
    generated always as (recall_dedup_keys(scope, owner_id, agent_id, system_id, project_id, recall_hint)) stored;
create index memories_dedup_keys on memories using gin (dedup_keys) with (fastupdate = off);

create or replace function recall_hint_df() returns trigger language plpgsql set search_path from current as $$
begin
    if tg_op = 'INSERT' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, count(*)
        from new_rows r, unnest(r.hint_tokens) t group by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    elsif tg_op = 'DELETE' then
        update hint_token_df d set df = d.df - c.n
        from (select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, count(*) as n
              from old_rows r, unnest(r.hint_tokens) t group by 1, 2) c
        where d.ns = c.ns and d.token = c.t;
    else
        insert into hint_token_df as d (ns, token, df)
        select ns, t, sum(delta) from (
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, -1 as delta
            from old_rows r, unnest(r.hint_tokens) t
            union all
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, 1
            from new_rows r, unnest(r.hint_tokens) t
        ) c group by ns, t having sum(delta) <> 0
        on conflict (ns, token) do update set df = d.df + excluded.df;
    end if;
    return null;
end
$$;

drop function recall_dedup_keys(text, uuid, text, text, text);
drop function recall_dedup_ns(text, uuid, text, text);

-- Recount: project memories saved between 011 and 012 were counted under their user namespace.
delete from hint_token_df;
insert into hint_token_df (ns, token, df)
select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id), t, count(*)
from memories m, unnest(m.hint_tokens) t group by 1, 2;
