-- 007: the console. People log in with a password (argon2id) or a one-time link, and hold a
-- session stored here, so any replica serves it. Only hashes of links and session ids are stored.
alter table principals add column password_hash text;
alter table principals add column disabled_at timestamptz;

-- A one-time login link: valid until expires_at, spent when used_at is set.
create table login_links (
    hash         bytea primary key,
    principal_id uuid not null references principals(id) on delete cascade,
    created_at   timestamptz not null default now(),
    expires_at   timestamptz not null,
    used_at      timestamptz
);
create index login_links_expiry on login_links (expires_at);

-- A console session: idle expiry from last_seen_at, absolute expiry at expires_at.
create table console_sessions (
    hash         bytea primary key,
    principal_id uuid not null references principals(id) on delete cascade,
    via          text not null,
    address      text not null default '',
    created_at   timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at   timestamptz not null
);
create index console_sessions_principal on console_sessions (principal_id);
create index console_sessions_expiry on console_sessions (expires_at);

-- Login attempts, for the rate limit per principal and per address (the audit log keeps the
-- history; this table only needs the recent window).
create table login_attempts (
    id        bigserial primary key,
    at        timestamptz not null default now(),
    principal text not null,
    address   text not null,
    ok        boolean not null
);
create index login_attempts_principal on login_attempts (principal, at) where not ok;
create index login_attempts_address on login_attempts (address, at) where not ok;

-- The console lists memories newest first, per owner and per system.
create index memories_owner_created on memories (owner_id, created_at desc, id desc) where scope = 'user';
create index memories_system_created on memories (system_id, created_at desc, id desc) where scope = 'system';
