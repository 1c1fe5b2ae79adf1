-- The runs of clients without sessions (the 2026-07-28 protocol, or any HTTP call that names no
-- run and has no MCP session): one row per run, keyed by the credential the client calls with
-- (client: 'token:<token id>' or 'oauth:<grant id>') and the run's number among that
-- credential's runs. The row with the highest seq is the client's current run; last_at is the time
-- of its last write (to the second at most), and the first write after RECALL_RUN_IDLE without one
-- starts the next run (definitions/51_recall_sessionless_run.sql). Old rows stay, so a run list
-- can say which credential wrote a run.
create table sessionless_runs (
    client       text not null,
    seq          integer not null,
    principal_id uuid not null,
    run_id       text not null,
    started_at   timestamptz default now() not null,
    last_at      timestamptz default now() not null,
    constraint sessionless_runs_pkey primary key (client, seq),
    constraint sessionless_runs_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index sessionless_runs_run on sessionless_runs (principal_id, run_id);
