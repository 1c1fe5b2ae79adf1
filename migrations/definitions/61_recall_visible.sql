-- Whether the caller may read memory m now: unexpired, and its own user memory in this agent's
-- namespace (agent '*': any of its agents, the console), a memory of a system in systems, or of a
-- project in projects. systems and projects are what recall_granted_systems and
-- recall_member_projects return for the caller, computed once per statement by the caller of
-- this function (an array argument, so the planner inlines this expression into the statement's
-- own scans instead of calling it per row). Every read of memory rows by visibility uses it.
create or replace function recall_visible(m memories, principal uuid, agent text, systems text[], projects text[])
    returns boolean language sql stable parallel safe
as $$
    select (m.expires_at is null or m.expires_at > now())
       and ((m.scope = 'user' and m.owner_id = recall_visible.principal
             and (recall_visible.agent = '*' or m.agent_id = recall_visible.agent))
            or (m.scope = 'system' and m.system_id = any(recall_visible.systems))
            or (m.scope = 'project' and m.project_id = any(recall_visible.projects)))
$$;
