-- The state of `recall admin reindex` (package search, reindex.go): one row, the last reindex
-- asked for. It recounts each namespace's statistics from its entries (phase prepare; cursor: the
-- last namespace id done), rebuilds the entry of every memory in id order (phase index; cursor:
-- the last memory id done), recounts again (phase count), and is finished when finished_at is set. Each batch
-- moves the cursor in the transaction that writes its entries, under this row's lock, so a
-- reindex stopped anywhere goes on from its last batch, and two runners never do one twice.
create table search_reindex (
    one          boolean default true not null,
    requested_at timestamptz default now() not null,
    requested_by text not null,
    phase        text default 'prepare' not null,
    cursor       text default '' not null,
    done         bigint default 0 not null,
    total        bigint default 0 not null,
    finished_at  timestamptz,
    constraint search_reindex_pkey primary key (one),
    constraint search_reindex_one_check check (one),
    constraint search_reindex_phase_check check (phase in ('prepare', 'index', 'count', 'done'))
);
