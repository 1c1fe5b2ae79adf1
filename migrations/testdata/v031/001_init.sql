-- 001: principals, tokens, memories with lexical and vector indexes, versions, audit.
create extension if not exists vector with schema public;
create extension if not exists pg_trgm with schema public;

create table principals (
    id          uuid primary key,
    name        text not null unique,
    role        text not null default 'member',
    service     boolean not null default false,
    run_cap     integer check (run_cap is null or run_cap >= 0),
    created_at  timestamptz not null default now()
);

-- Tokens are stored as SHA-256 hashes; the token itself is shown once at creation.
create table tokens (
    hash         bytea primary key,
    principal_id uuid not null references principals(id) on delete cascade,
    agent_id     text,
    created_at   timestamptz not null default now(),
    revoked_at   timestamptz
);
create index tokens_principal on tokens(principal_id);

-- A memory. system_id has no foreign key: access is checked at read/write time.
create table memories (
    id                     uuid primary key,
    scope                  text not null check (scope in ('user', 'system')),
    owner_id               uuid not null references principals(id),
    agent_id               text not null,
    system_id              text,
    recall_hint            text not null,
    content                text not null,
    tags                   text[] not null default '{}',
    always_inject          boolean not null default false,
    source_conversation_id text,
    run_id                 text,
    created_at             timestamptz not null default now(),
    updated_at             timestamptz not null default now(),
    expires_at             timestamptz,
    version                integer not null default 1,
    search tsvector generated always as (
        setweight(to_tsvector('english', recall_hint), 'A') ||
        setweight(to_tsvector('english', content), 'B')
    ) stored,
    check ((scope = 'system') = (system_id is not null))
);
create index memories_search on memories using gin (search);
create index memories_hint_trgm on memories using gin (recall_hint gin_trgm_ops);
create index memories_user_ns on memories (owner_id, agent_id) where scope = 'user';
create index memories_system on memories (system_id) where scope = 'system';
create index memories_inject on memories (owner_id, agent_id) where always_inject;
create index memories_expiry on memories (expires_at) where expires_at is not null;

-- Embeddings are stored per model, so a model change never mixes dimensions. HNSW needs a fixed
-- dimension: one partial expression index per common size; other sizes fall back to a scan.
create table memory_embeddings (
    memory_id  uuid not null references memories(id) on delete cascade,
    model      text not null,
    dims       integer not null,
    embedding  vector not null,
    created_at timestamptz not null default now(),
    primary key (memory_id, model)
);
create index memory_embeddings_384 on memory_embeddings
    using hnsw ((embedding::vector(384)) vector_cosine_ops) where dims = 384;
create index memory_embeddings_768 on memory_embeddings
    using hnsw ((embedding::vector(768)) vector_cosine_ops) where dims = 768;
create index memory_embeddings_1024 on memory_embeddings
    using hnsw ((embedding::vector(1024)) vector_cosine_ops) where dims = 1024;
create index memory_embeddings_1536 on memory_embeddings
    using hnsw ((embedding::vector(1536)) vector_cosine_ops) where dims = 1536;

-- Every in-place update keeps the text it replaced.
create table memory_versions (
    memory_id     uuid not null,
    version       integer not null,
    recall_hint   text not null,
    content       text not null,
    tags          text[] not null,
    always_inject boolean not null,
    expires_at    timestamptz,
    run_id        text,
    valid_from    timestamptz not null,
    replaced_at   timestamptz not null default now(),
    replaced_by_run text,
    primary key (memory_id, version)
);

-- Who did what, when. Never the text itself.
create table audit_log (
    id           bigserial primary key,
    at           timestamptz not null default now(),
    principal_id uuid,
    principal    text not null,
    agent_id     text,
    run_id       text,
    transport    text not null,
    action       text not null,
    memory_id    uuid,
    detail       jsonb not null default '{}'
);
create index audit_log_principal on audit_log (principal, at);
create index audit_log_run on audit_log (run_id, at);
