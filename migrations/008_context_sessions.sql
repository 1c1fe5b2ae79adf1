-- What the context of each client session was sent (memory's context.go): a hook asks for the
-- context of every prompt, and a memory already put in front of the model in this session is not
-- sent again unless it changed since. One row per (principal, session), keyed by a hash of the
-- client's session id (never stored as sent), and one row per memory sent in it, with the
-- memory's updated_at when it was sent (every change to a memory moves it). Bounded: a session
-- keeps its most recently sent memories, a principal its most recently used sessions, and a
-- session idle for a day is removed (by the next new session of its principal, and by the
-- leader's pruning).
create table context_sessions (
    principal_id uuid not null,
    session_key  bytea not null,
    last_used    timestamptz default now() not null,
    constraint context_sessions_pkey primary key (principal_id, session_key),
    constraint context_sessions_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index context_sessions_last_used on context_sessions (last_used);

create table context_sent (
    principal_id uuid not null,
    session_key  bytea not null,
    memory_id    uuid not null,
    updated_at   timestamptz not null,
    sent_at      timestamptz default now() not null,
    constraint context_sent_pkey primary key (principal_id, session_key, memory_id),
    constraint context_sent_session_fkey foreign key (principal_id, session_key)
        references context_sessions (principal_id, session_key) on delete cascade
);
