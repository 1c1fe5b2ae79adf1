-- 002: role rules, teams, system grants, per-run save caps, pending deletions.

-- A row here means the rule is revoked for the role; no row means on (the default).
create table rule_revocations (
    role       text not null,
    rule       text not null check (rule in ('ai.memory.read', 'ai.memory.manage')),
    revoked_at timestamptz not null default now(),
    primary key (role, rule)
);

create table team_members (
    team         text not null,
    principal_id uuid not null references principals(id) on delete cascade,
    primary key (team, principal_id)
);
create index team_members_principal on team_members (principal_id);

-- A grant gives a principal or a team read or manage access to one system.
create table grants (
    id           bigserial primary key,
    system_id    text not null,
    principal_id uuid references principals(id) on delete cascade,
    team         text,
    level        text not null check (level in ('read', 'manage')),
    created_at   timestamptz not null default now(),
    check ((principal_id is null) <> (team is null))
);
create unique index grants_principal on grants (system_id, principal_id) where principal_id is not null;
create unique index grants_team on grants (system_id, team) where team is not null;
create index grants_by_principal on grants (principal_id);
create index grants_by_team on grants (team);

-- Saves per (principal, run): the cap is enforced by a conditional upsert in the save transaction.
create table run_saves (
    principal_id uuid not null references principals(id) on delete cascade,
    run_id       text not null,
    saves        integer not null,
    started_at   timestamptz not null default now(),
    primary key (principal_id, run_id)
);

create table pending_deletions (
    id           uuid primary key,
    memory_id    uuid not null references memories(id) on delete cascade,
    requested_by uuid not null references principals(id),
    agent_id     text not null,
    run_id       text,
    requested_at timestamptz not null default now(),
    unique (memory_id)
);
