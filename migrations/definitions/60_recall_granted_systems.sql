-- The systems a principal may access at one of levels (by default the levels that read): its own
-- grants and its teams' grants. Every statement that resolves system access calls it, so the
-- grant rule is written once; the planner inlines it (one stable select), so each caller keeps
-- its index probes on grants and team_members.
create or replace function recall_granted_systems(principal uuid, levels text[] default '{read,manage}')
    returns setof text language sql stable parallel safe
as $$
    select g.system_id from grants g
    where g.level = any(recall_granted_systems.levels)
      and (g.principal_id = recall_granted_systems.principal
           or g.team in (select t.team from team_members t where t.principal_id = recall_granted_systems.principal))
$$;
