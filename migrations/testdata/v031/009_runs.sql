-- 009: runs as the unit of undo. Every write to a memory is journaled with the run that made it
-- and the versions it replaced and produced, so a run can be listed, shown and reverted.

-- A version now keeps the whole row, not only its text: a deleted memory is restored from its
-- last version. Versions kept before this migration have these columns null.
alter table memory_versions
    add column scope                  text,
    add column owner_id               uuid,
    add column agent_id               text,
    add column system_id              text,
    add column source_conversation_id text,
    add column created_at             timestamptz;

-- One row per write to a memory, in the write's transaction, after the row lock: per memory, id
-- order is write order. run_id is '' for a write that carried no run (the admin CLI).
-- version_before is the version the write replaced (kept in memory_versions); version_after the
-- version it produced (null for a delete). 'restore' brings back a deleted memory (a revert).
create table run_writes (
    id             bigserial primary key,
    at             timestamptz not null default now(),
    run_id         text not null,
    principal_id   uuid,
    principal      text not null,
    agent_id       text,
    transport      text not null,
    memory_id      uuid not null,
    action         text not null check (action in ('create', 'update', 'delete', 'restore')),
    version_before integer,
    version_after  integer,
    check ((action in ('create', 'restore')) = (version_before is null)),
    check ((action = 'delete') = (version_after is null))
);
create index run_writes_run on run_writes (run_id, id);
create index run_writes_memory on run_writes (memory_id, id);
create index run_writes_at on run_writes (at);

-- Which run reverted which: a revert is itself a run (reverted_by) and can be reverted in turn.
create table run_reverts (
    id          bigserial primary key,
    run_id      text not null,
    principal   text not null,
    reverted_by text not null,
    at          timestamptz not null default now(),
    applied     integer not null,
    skipped     integer not null,
    forced      integer not null
);
create index run_reverts_run on run_reverts (run_id);
create index run_reverts_by on run_reverts (reverted_by);
