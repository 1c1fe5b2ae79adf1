-- The projects a session may access at one of levels (by default the levels that read): at most
-- its bound project, and only while the principal is a member of it at one of the levels,
-- directly or through one of its teams. An unbound session (bound_project '') gets none, so it
-- never sees a project memory, and a session bound to X never sees Y. Membership is read in the
-- calling statement, so a removal takes effect on the next call. Inlined by the planner.
create or replace function recall_member_projects(principal uuid, bound_project text, levels text[] default '{read,write}')
    returns setof text language sql stable parallel safe
as $$
    select pm.project from project_members pm
    where pm.project = recall_member_projects.bound_project and recall_member_projects.bound_project <> ''
      and pm.level = any(recall_member_projects.levels)
      and (pm.principal_id = recall_member_projects.principal
           or pm.team in (select t.team from team_members t where t.principal_id = recall_member_projects.principal))
$$;
