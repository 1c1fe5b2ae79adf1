-- recall_dedup_ns is the namespace part of a dedup key. Its body must stay immutable (the uuid's
-- own text cast, not concatenation through textanycat, which is stable), or PostgreSQL does not
-- inline it and every use becomes a call of its own.
create or replace function recall_dedup_ns(scope text, owner_id uuid, agent_id text, system_id text, project_id text) returns text
    language sql immutable parallel safe
return case when scope = 'system' then 's|' || system_id
            when scope = 'project' then 'p|' || project_id
            else 'u|' || owner_id::text || '|' || agent_id end;
