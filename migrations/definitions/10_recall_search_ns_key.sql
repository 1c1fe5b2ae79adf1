-- The key of a memory's namespace in search_namespaces (inlined where it is used: every cast
-- here is immutable).
create or replace function recall_search_ns_key(scope text, owner_id uuid, agent_id text, system_id text, project_id text)
    returns text language sql immutable parallel safe
return case when scope = 'system' then 'system/' || system_id
            when scope = 'project' then 'project/' || project_id
            else 'user/' || owner_id::text || '/' || agent_id end;
