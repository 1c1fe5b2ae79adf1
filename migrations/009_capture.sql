-- Capture at the end of a turn (memory/capture.go). principals.capture_since is null while
-- capture is off, the default, and the moment it was turned on otherwise (kept when it is turned
-- on again).
alter table principals add column capture_since timestamptz;

-- Where the last capture of each client session stopped in its transcript: one row per
-- (principal, session), keyed by a hash of the client's session id. The cursor is the byte offset
-- just after the last line consumed and a hash of the bytes before it, so a rewritten transcript
-- is noticed and read again from its start; seen holds hashes of the statements already captured
-- in the session (the latest 512), so reading it again saves nothing twice. A capture holds the
-- row's lease while it runs: a second capture of the same session finds it held and leaves the
-- work to the first. A row idle for 30 days is removed when its principal begins a new session.
create table capture_sessions (
    principal_id  uuid not null,
    session_key   bytea not null,
    cursor_offset bigint default 0 not null,
    cursor_hash   text default '' not null,
    seen          text[] default '{}' not null,
    captured      integer default 0 not null,
    lease_id      uuid,
    lease_until   timestamptz,
    updated_at    timestamptz default now() not null,
    constraint capture_sessions_pkey primary key (principal_id, session_key),
    constraint capture_sessions_cursor_offset_check check (cursor_offset >= 0),
    constraint capture_sessions_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index capture_sessions_idle on capture_sessions (principal_id, updated_at);
