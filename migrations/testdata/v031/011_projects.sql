-- 011: project scope. A project is a named group of principals and teams (members, level read or
-- write) that share memories; a session is bound to at most one project (by its token, the
-- X-Recall-Project header or RECALL_PROJECT) and sees only that project's memories.
create table projects (
    name       text primary key,
    created_at timestamptz not null default now()
);

-- A member is a principal or a team (exactly one). Membership is read per call, in the call's
-- statement: removing a member takes effect on its very next call.
create table project_members (
    id           bigserial primary key,
    project      text not null references projects(name) on delete cascade,
    principal_id uuid references principals(id) on delete cascade,
    team         text,
    level        text not null check (level in ('read', 'write')),
    created_at   timestamptz not null default now(),
    check ((principal_id is null) <> (team is null))
);
create unique index project_members_principal on project_members (project, principal_id) where principal_id is not null;
create unique index project_members_team on project_members (project, team) where team is not null;
create index project_members_by_principal on project_members (principal_id);
create index project_members_by_team on project_members (team);

-- A project memory names its project; like system_id there is no foreign key: access is checked
-- at read/write time.
alter table memories add column project_id text;
alter table memories drop constraint memories_scope_check;
alter table memories add constraint memories_scope_check check (scope in ('user', 'system', 'project'));
alter table memories add constraint memories_project_check check ((scope = 'project') = (project_id is not null));
create index memories_project on memories (project_id) where scope = 'project';

-- History keeps the project, so a revert restores a project memory into its project.
alter table memory_versions add column project_id text;

-- A token may bind its sessions to a project.
alter table tokens add column project_id text references projects(name);
