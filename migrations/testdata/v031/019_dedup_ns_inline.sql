-- 019: the dedup namespace key is inlined where it is used, not called.
--
-- recall_dedup_ns (012) built a user's key as 'u|' || owner_id || '|' || agent_id. Concatenating
-- a uuid goes through textanycat, which PostgreSQL marks stable (it calls the type's output
-- function), and an immutable SQL function whose body is not immutable is never inlined: every
-- use was a call of its own, with its own executor. A save uses it once per token of its hint
-- (the hint-token counts, the generated dedup_keys): 4 % of the database's CPU while 8 clients
-- saved into a namespace of 100k memories. The uuid's own text cast is immutable, so the body now
-- is too. Every key it returns is the same string as before.
create or replace function recall_dedup_ns(scope text, owner_id uuid, agent_id text, system_id text, project_id text) returns text
    language sql immutable parallel safe
return case when scope = 'system' then 's|' || system_id
            when scope = 'project' then 'p|' || project_id
            else 'u|' || owner_id::text || '|' || agent_id end;
