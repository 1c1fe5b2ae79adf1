-- 001: the schema's tables as a whole: tables, columns, indexes, constraints and table settings.
--
-- It replaced the numbered files 001_init.sql to 031 (and the files after them written before
-- it): a schema they migrated is brought here by upgrade/from_031.sql without losing a row. The
-- functions, triggers and views are in definitions/; those numbered 0x there (the functions some
-- columns here are computed from) are applied before this file.
create extension if not exists vector with schema public;
create extension if not exists pg_trgm with schema public;
create extension if not exists intarray with schema public;

-- The text search configuration of recall_words (definitions/01_recall_words.sql): Snowball's
-- English stems, with no stop list (recall_words deletes the stop words it drops from the stems).
create text search dictionary recall_stem (template = snowball, language = english);
create text search configuration recall_english (copy = pg_catalog.english);
alter text search configuration recall_english alter mapping replace english_stem with recall_stem;

-- Tell the planner what pg_trgm's word similarity really costs: at the default cost of 1 it judged
-- a sequential scan that computes word_similarity for every memory as cheap as the trigram index,
-- and flipped between the two plans from one ANALYZE to the next. Changing an extension function
-- needs its owner, and schemas migrating side by side may race on it; either way this is a
-- planner hint, so a failure leaves a notice and search works as before.
do $$
begin
    if (select procost from pg_proc where oid = 'word_similarity_op(text,text)'::regprocedure) < 100 then
        alter function word_similarity(text, text) cost 100;
        alter function word_similarity_op(text, text) cost 100;
        alter function word_similarity_commutator_op(text, text) cost 100;
    end if;
exception when others then
    raise notice 'recall: word similarity keeps its planner cost (%)', sqlerrm;
end
$$;

-- A principal: a person or a service. A write budget bounds its saves over a sliding window,
-- whatever run, session or header its client names: write_budget saves per write_budget_seconds
-- (both null: none). deletes_need_approval sends every delete its agents ask for to the pending
-- queue, whatever the client answers to an elicitation.
create table principals (
    id                    uuid not null,
    name                  text not null,
    role                  text default 'member' not null,
    service               boolean default false not null,
    run_cap               integer,
    created_at            timestamptz default now() not null,
    password_hash         text,
    disabled_at           timestamptz,
    write_budget          integer,
    write_budget_seconds  integer,
    deletes_need_approval boolean default false not null,
    constraint principals_pkey primary key (id),
    constraint principals_name_key unique (name),
    constraint principals_run_cap_check check ((run_cap is null) or (run_cap >= 0)),
    constraint principals_write_budget_check check ((write_budget is null) or (write_budget >= 0)),
    constraint principals_write_budget_pair check ((write_budget is null) = (write_budget_seconds is null)),
    constraint principals_write_budget_seconds_check check ((write_budget_seconds is null) or (write_budget_seconds > 0))
);

-- Tokens are stored as SHA-256 hashes; the token itself is shown once at creation. A token may pin
-- its run (run_id: every call made with it belongs to that run, whatever the client sends); id is
-- what an operator names it by (the hash is the secret's fingerprint and stays private).
create table tokens (
    hash         bytea not null,
    principal_id uuid not null,
    agent_id     text,
    created_at   timestamptz default now() not null,
    revoked_at   timestamptz,
    project_id   text,
    run_id       text,
    id           uuid default gen_random_uuid() not null,
    last_used_at timestamptz,
    expires_at   timestamptz,
    constraint tokens_pkey primary key (hash),
    constraint tokens_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index tokens_principal on tokens (principal_id);
create unique index tokens_id on tokens (id);

-- A memory. system_id has no foreign key: access is checked at read/write time. Three columns are
-- computed by functions of definitions/0x_*.sql: hint_tokens and dedup_hashes for the
-- near-duplicate lookup (memory/dedup.go), search for the BM25 index. Changing what such a function
-- returns needs the column made again (a numbered migration that drops and adds it).
create table memories (
    id                     uuid not null,
    scope                  text not null,
    owner_id               uuid not null,
    agent_id               text not null,
    system_id              text,
    recall_hint            text not null,
    content                text not null,
    tags                   text[] default '{}'::text[] not null,
    always_inject          boolean default false not null,
    source_conversation_id text,
    run_id                 text,
    created_at             timestamptz default now() not null,
    updated_at             timestamptz default now() not null,
    expires_at             timestamptz,
    version                integer default 1 not null,
    hint_tokens            text[] generated always as (recall_hint_tokens(recall_hint)) stored not null,
    project_id             text,
    dedup_hashes           integer[] generated always as (recall_dedup_hashes(scope, owner_id, agent_id, system_id, project_id, recall_hint)) stored not null,
    search                 tsvector generated always as ((setweight(recall_words(recall_hint), 'A'::"char") || setweight(recall_words(content), 'B'::"char"))) stored,
    constraint memories_pkey primary key (id),
    constraint memories_check check ((scope = 'system') = (system_id is not null)),
    constraint memories_project_check check ((scope = 'project') = (project_id is not null)),
    constraint memories_scope_check check (scope in ('user', 'system', 'project')),
    constraint memories_owner_id_fkey foreign key (owner_id) references principals(id)
) with (autovacuum_vacuum_insert_scale_factor=0.01, autovacuum_analyze_scale_factor=0.05);
create index memories_user_ns on memories (owner_id, agent_id) where scope = 'user';
create index memories_system on memories (system_id) where scope = 'system';
create index memories_inject on memories (owner_id, agent_id) where always_inject;
create index memories_expiry on memories (expires_at) where expires_at is not null;
create index memories_owner_created on memories (owner_id, created_at desc, id desc) where scope = 'user';
create index memories_system_created on memories (system_id, created_at desc, id desc) where scope = 'system';
create index memories_project on memories (project_id) where scope = 'project';
-- Each namespace's memories in the order they were last saved: searchMemory's since/until window
-- bounds a memory's savedAt (updated_at), and a windowed search or a browse (a window without a
-- query) lists the window's memories of the namespaces it reads by a range scan of these, one per
-- scope as the scope filter has them, carrying the id (and the agent, which a user namespace is
-- filtered by) so the ids are read from the index alone. That needs pages the visibility map marks
-- all-visible, so autovacuum visits memories at 1 % new rows instead of 20 % (table settings
-- above), and the newest memories, the ones "this week" asks for, are not each a visit to the
-- table for long.
create index memories_user_saved on memories (owner_id, updated_at) include (agent_id, id) where scope = 'user';
create index memories_system_saved on memories (system_id, updated_at) include (id) where scope = 'system';
create index memories_project_saved on memories (project_id, updated_at) include (id) where scope = 'project';
-- Every save looks it up: no pending list to scan linearly on each lookup (fastupdate off).
create index memories_dedup_hashes on memories using gin (dedup_hashes public.gin__int_ops) with (fastupdate = off);

-- Embeddings are stored per model, so a model change never mixes dimensions. HNSW needs a fixed
-- dimension: one partial expression index per common size; other sizes fall back to a scan.
create table memory_embeddings (
    memory_id  uuid not null,
    model      text not null,
    dims       integer not null,
    embedding  public.vector not null,
    created_at timestamptz default now() not null,
    constraint memory_embeddings_pkey primary key (memory_id, model),
    constraint memory_embeddings_memory_id_fkey foreign key (memory_id) references memories(id) on delete cascade
);
create index memory_embeddings_384 on memory_embeddings using hnsw (((embedding)::public.vector(384)) public.vector_cosine_ops) where dims = 384;
create index memory_embeddings_768 on memory_embeddings using hnsw (((embedding)::public.vector(768)) public.vector_cosine_ops) where dims = 768;
create index memory_embeddings_1024 on memory_embeddings using hnsw (((embedding)::public.vector(1024)) public.vector_cosine_ops) where dims = 1024;
create index memory_embeddings_1536 on memory_embeddings using hnsw (((embedding)::public.vector(1536)) public.vector_cosine_ops) where dims = 1536;

-- Every in-place update keeps the text it replaced.
create table memory_versions (
    memory_id              uuid not null,
    version                integer not null,
    recall_hint            text not null,
    content                text not null,
    tags                   text[] not null,
    always_inject          boolean not null,
    expires_at             timestamptz,
    run_id                 text,
    valid_from             timestamptz not null,
    replaced_at            timestamptz default now() not null,
    replaced_by_run        text,
    scope                  text,
    owner_id               uuid,
    agent_id               text,
    system_id              text,
    source_conversation_id text,
    created_at             timestamptz,
    project_id             text,
    constraint memory_versions_pkey primary key (memory_id, version)
);
create index memory_versions_replaced on memory_versions (replaced_at);

-- Who did what, when. Never the text itself.
create table audit_log (
    id           bigint generated by default as identity not null,
    at           timestamptz default now() not null,
    principal_id uuid,
    principal    text not null,
    agent_id     text,
    run_id       text,
    transport    text not null,
    action       text not null,
    memory_id    uuid,
    detail       jsonb default '{}'::jsonb not null,
    constraint audit_log_pkey primary key (id)
);
create index audit_log_principal on audit_log (principal, at);
create index audit_log_run on audit_log (run_id, at);
create index audit_log_at on audit_log (at);

-- A row here means the rule is revoked for the role; no row means on (the default).
create table rule_revocations (
    role       text not null,
    rule       text not null,
    revoked_at timestamptz default now() not null,
    constraint rule_revocations_pkey primary key (role, rule),
    constraint rule_revocations_rule_check check (rule in ('ai.memory.read', 'ai.memory.manage'))
);

create table team_members (
    team         text not null,
    principal_id uuid not null,
    constraint team_members_pkey primary key (team, principal_id),
    constraint team_members_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index team_members_principal on team_members (principal_id);

-- A grant gives a principal or a team read or manage access to one system.
create table grants (
    id           bigint generated by default as identity not null,
    system_id    text not null,
    principal_id uuid,
    team         text,
    level        text not null,
    created_at   timestamptz default now() not null,
    constraint grants_pkey primary key (id),
    constraint grants_check check ((principal_id is null) <> (team is null)),
    constraint grants_level_check check (level in ('read', 'manage')),
    constraint grants_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create unique index grants_principal on grants (system_id, principal_id) where principal_id is not null;
create unique index grants_team on grants (system_id, team) where team is not null;
create index grants_by_principal on grants (principal_id);
create index grants_by_team on grants (team);

-- Saves per (principal, run): the cap is enforced by a conditional upsert in the save transaction.
create table run_saves (
    principal_id uuid not null,
    run_id       text not null,
    saves        integer not null,
    started_at   timestamptz default now() not null,
    constraint run_saves_pkey primary key (principal_id, run_id),
    constraint run_saves_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);

create table pending_deletions (
    id           uuid not null,
    memory_id    uuid not null,
    requested_by uuid not null,
    agent_id     text not null,
    run_id       text,
    requested_at timestamptz default now() not null,
    constraint pending_deletions_pkey primary key (id),
    constraint pending_deletions_memory_id_key unique (memory_id),
    constraint pending_deletions_memory_id_fkey foreign key (memory_id) references memories(id) on delete cascade,
    constraint pending_deletions_requested_by_fkey foreign key (requested_by) references principals(id)
);

-- The key that signs request state travelling through MCP clients (multi round-trip
-- confirmations), shared by every replica, and the nonces already redeemed (single use).
create table server_secrets (
    name       text not null,
    secret     bytea not null,
    created_at timestamptz default now() not null,
    constraint server_secrets_pkey primary key (name)
);

create table redeemed_states (
    nonce       text not null,
    expires_at  timestamptz not null,
    redeemed_at timestamptz default now() not null,
    constraint redeemed_states_pkey primary key (nonce)
);
create index redeemed_states_expiry on redeemed_states (expires_at);

-- How many memories of a namespace carry each hint token. A save looks up only its own tokens'
-- counts to pick the rarest ones (see memory/dedup.go): work that does not grow with the
-- namespace. Kept by a trigger, so no writer can forget it.
create table hint_token_df (
    ns    text not null,
    token text not null,
    df    integer not null,
    constraint hint_token_df_pkey primary key (ns, token)
) with (fillfactor=80, autovacuum_vacuum_scale_factor=0.05, autovacuum_analyze_scale_factor=0.05);

-- Storage per principal, in 16 shards (definitions/12_recall_usage.sql).
create table principal_usage (
    principal_id uuid not null,
    memories     bigint default 0 not null,
    bytes        bigint default 0 not null,
    shard        smallint default 0 not null,
    constraint principal_usage_pkey primary key (principal_id, shard),
    constraint principal_usage_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);

-- The BM25 index, kept inside PostgreSQL by the memories' triggers
-- (definitions/2x_recall_search_*.sql) in the writing transaction, so a write is searchable as soon
-- as it commits, on every replica:
--   search_namespaces  one row per namespace (a user's agent namespace, a system, a project) with
--                      its document count and total length: BM25's N and avgdl;
--   search_terms       per namespace and word, the document frequency: BM25's df;
--   search_docs        per memory, its namespace, length, expiry, and its words with their
--                      frequencies (what a search reads of a pooled memory, from one row);
--   search_postings    per memory and word, the term frequency, the document length and the
--                      word's BM25 weight at write time ("impact"), indexed in impact order.
-- A search reads the first few postings of each query term in impact order (work proportional to
-- the top k, not to the number of matches), then scores those candidates with exact BM25. Words
-- come from recall_words; a word of the recallHint (weight A) counts hint_weight times, one of the
-- content once (BM25F).
create table search_params (
    one         boolean default true not null,
    k1          double precision not null,
    b           double precision not null,
    hint_weight double precision not null,
    constraint search_params_pkey primary key (one),
    constraint search_params_one_check check (one)
);

-- A namespace as a search sees it. The scope filter of a search selects rows here (memory's
-- search.go, scopeNamespaces); a new scope adds its key columns and a branch there.
create table search_namespaces (
    id         integer generated always as identity not null,
    key        text not null,
    scope      text not null,
    owner_id   uuid,
    agent_id   text,
    system_id  text,
    docs       integer default 0 not null,
    total_len  double precision default 0 not null,
    project_id text,
    constraint search_namespaces_pkey primary key (id),
    constraint search_namespaces_key_key unique (key)
);
create index search_namespaces_user on search_namespaces (owner_id, agent_id) where scope = 'user';
create index search_namespaces_system on search_namespaces (system_id) where scope = 'system';
create index search_namespaces_project on search_namespaces (project_id) where scope = 'project';

-- The counts are updated in place where their page has room (a HOT update: no new index entry),
-- so the pages of search_terms and hint_token_df keep a fifth free.
create table search_terms (
    ns   integer not null,
    term text collate "C" not null,
    df   integer not null,
    constraint search_terms_pkey primary key (ns, term)
) with (fillfactor=80, autovacuum_vacuum_scale_factor=0.05, autovacuum_analyze_scale_factor=0.05);

create table search_docs (
    memory_id  uuid not null,
    ns         integer not null,
    dl         real not null,
    expires_at timestamptz,
    terms      text[],
    tfs        real[],
    constraint search_docs_pkey primary key (memory_id)
) with (autovacuum_vacuum_insert_scale_factor=0.02, autovacuum_vacuum_scale_factor=0.05, autovacuum_analyze_scale_factor=0.05);
create index search_docs_expiry on search_docs (ns, expires_at) where expires_at is not null;

-- Autovacuum, tuned per table, keeps the search tables readable by index alone; recall itself
-- issues no VACUUM or ANALYZE (both need the table's owner). A search reads postings by index
-- alone only on pages the visibility map marks all-visible, and only VACUUM sets the map.
-- Autovacuum's defaults wait for 20 % new or changed rows: at 100k memories some 20,000 saves
-- between passes. The postings get a pass after about 1 % (at least 1,000 rows), so the postings
-- written since the last pass stay few and the next pass reads only them. search_terms and
-- hint_token_df are counts rewritten in place by every save, and search_docs and memories grow
-- with every save; their statistics are refreshed at 5 % change, so the plans see a bulk load soon
-- after it. search_postings_memory, keyed by the memory alone, finds a memory's postings to delete
-- them; B-tree deduplication stores one key per memory.
create table search_postings (
    ns         integer not null,
    term       text collate "C" not null,
    memory_id  uuid not null,
    tf         real not null,
    dl         real not null,
    impact     real not null,
    expires_at timestamptz
) with (autovacuum_vacuum_insert_scale_factor=0.01, autovacuum_vacuum_insert_threshold=1000,
       autovacuum_vacuum_scale_factor=0.02, autovacuum_vacuum_threshold=1000, autovacuum_analyze_scale_factor=0.05);
create index search_postings_impact on search_postings (ns, term, impact desc) include (memory_id, tf, dl, expires_at);
create index search_postings_memory on search_postings (memory_id);

-- A one-time login link: valid until expires_at, spent when used_at is set.
-- The console (web/): login links, sessions, and the login rate limit.
create table login_links (
    hash         bytea not null,
    principal_id uuid not null,
    created_at   timestamptz default now() not null,
    expires_at   timestamptz not null,
    used_at      timestamptz,
    constraint login_links_pkey primary key (hash),
    constraint login_links_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index login_links_expiry on login_links (expires_at);

-- A console session: idle expiry from last_seen_at, absolute expiry at expires_at.
create table console_sessions (
    hash         bytea not null,
    principal_id uuid not null,
    via          text not null,
    address      text default '' not null,
    created_at   timestamptz default now() not null,
    last_seen_at timestamptz default now() not null,
    expires_at   timestamptz not null,
    constraint console_sessions_pkey primary key (hash),
    constraint console_sessions_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index console_sessions_principal on console_sessions (principal_id);
create index console_sessions_expiry on console_sessions (expires_at);

-- Login attempts, for the rate limit per principal and per address (the audit log keeps the
-- history; this table only needs the recent window).
create table login_attempts (
    id        bigint generated by default as identity not null,
    at        timestamptz default now() not null,
    principal text not null,
    address   text not null,
    ok        boolean not null,
    constraint login_attempts_pkey primary key (id)
);
create index login_attempts_principal on login_attempts (principal, at) where not ok;
create index login_attempts_address on login_attempts (address, at) where not ok;

-- One row per write to a memory, in the write's transaction, after the row lock: per memory, id
-- order is write order. run_id is '' for a write that carried no run (the admin CLI).
-- version_before is the version the write replaced (kept in memory_versions); version_after the
-- version it produced (null for a delete). 'restore' brings back a deleted memory (a revert).
create table run_writes (
    id             bigint generated by default as identity not null,
    at             timestamptz default now() not null,
    run_id         text not null,
    principal_id   uuid,
    principal      text not null,
    agent_id       text,
    transport      text not null,
    memory_id      uuid not null,
    action         text not null,
    version_before integer,
    version_after  integer,
    constraint run_writes_pkey primary key (id),
    constraint run_writes_action_check check (action in ('create', 'update', 'delete', 'restore')),
    constraint run_writes_check check ((action in ('create', 'restore')) = (version_before is null)),
    constraint run_writes_check1 check ((action = 'delete') = (version_after is null))
);
create index run_writes_run on run_writes (run_id, id);
create index run_writes_memory on run_writes (memory_id, id);
create index run_writes_at on run_writes (at);

-- Which run reverted which: a revert is itself a run (reverted_by) and can be reverted in turn.
create table run_reverts (
    id          bigint generated by default as identity not null,
    run_id      text not null,
    principal   text not null,
    reverted_by text not null,
    at          timestamptz default now() not null,
    applied     integer not null,
    skipped     integer not null,
    forced      integer not null,
    constraint run_reverts_pkey primary key (id)
);
create index run_reverts_run on run_reverts (run_id);
create index run_reverts_by on run_reverts (reverted_by);

-- A client: registered by RFC 7591 dynamic registration (kind 'dcr'), or a Client ID Metadata
-- Document fetched from its https client_id (kind 'metadata', cached until cache_until).
-- The OAuth authorization server (oauth/). consented_at: a client's row is kept only once a
-- person has consented to it; a registered client nobody consented to within a day is pruned.
create table oauth_clients (
    id              text not null,
    kind            text not null,
    name            text not null,
    redirect_uris   text[] not null,
    client_uri      text default '' not null,
    auth_method     text default 'none' not null,
    secret_hash     bytea,
    registered_from text default '' not null,
    created_at      timestamptz default now() not null,
    cache_until     timestamptz,
    consented_at    timestamptz,
    constraint oauth_clients_pkey primary key (id),
    constraint oauth_clients_auth_method_check check (auth_method in ('none', 'client_secret_post', 'client_secret_basic')),
    constraint oauth_clients_kind_check check (kind in ('dcr', 'metadata'))
);
create index oauth_clients_registered on oauth_clients (registered_from, created_at) where kind = 'dcr';
create index oauth_clients_unconsented on oauth_clients (created_at) where consented_at is null;

-- A grant: one person's consent for one client, under one agent namespace, for one resource.
-- Revoking it (disconnect, refresh-token replay, code replay) refuses every token it issued.
create table oauth_grants (
    id           uuid not null,
    client_id    text not null,
    principal_id uuid not null,
    agent_id     text not null,
    resource     text not null,
    scope        text default '' not null,
    created_at   timestamptz default now() not null,
    last_used_at timestamptz default now() not null,
    revoked_at   timestamptz,
    revoked_why  text,
    redirect_uri text,
    constraint oauth_grants_pkey primary key (id),
    constraint oauth_grants_client_id_fkey foreign key (client_id) references oauth_clients(id) on delete cascade,
    constraint oauth_grants_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index oauth_grants_principal on oauth_grants (principal_id) where revoked_at is null;

-- An authorization code: single use, short-lived, bound to client, redirect URI, PKCE challenge
-- (S256) and resource. grant_id is set when it is exchanged, so a replay revokes that grant.
create table oauth_codes (
    hash         bytea not null,
    client_id    text not null,
    principal_id uuid not null,
    agent_id     text not null,
    redirect_uri text not null,
    challenge    text not null,
    resource     text not null,
    scope        text default '' not null,
    created_at   timestamptz default now() not null,
    expires_at   timestamptz not null,
    used_at      timestamptz,
    grant_id     uuid,
    constraint oauth_codes_pkey primary key (hash),
    constraint oauth_codes_client_id_fkey foreign key (client_id) references oauth_clients(id) on delete cascade,
    constraint oauth_codes_grant_id_fkey foreign key (grant_id) references oauth_grants(id) on delete cascade,
    constraint oauth_codes_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index oauth_codes_expiry on oauth_codes (expires_at);

-- Access and refresh tokens of a grant. A refresh token is spent (used_at) when rotated; a
-- spent one presented again is a replay and revokes the grant.
create table oauth_tokens (
    hash       bytea not null,
    grant_id   uuid not null,
    kind       text not null,
    created_at timestamptz default now() not null,
    expires_at timestamptz not null,
    used_at    timestamptz,
    revoked_at timestamptz,
    constraint oauth_tokens_pkey primary key (hash),
    constraint oauth_tokens_kind_check check (kind in ('access', 'refresh')),
    constraint oauth_tokens_grant_id_fkey foreign key (grant_id) references oauth_grants(id) on delete cascade
);
create index oauth_tokens_grant on oauth_tokens (grant_id);
create index oauth_tokens_expiry on oauth_tokens (expires_at);

-- Project scope. A project is a named group of principals and teams (members, level read or
-- write) that share memories; a session is bound to at most one project (by its token, the
-- X-Recall-Project header or RECALL_PROJECT) and sees only that project's memories.
create table projects (
    name       text not null,
    created_at timestamptz default now() not null,
    constraint projects_pkey primary key (name)
);

-- A member is a principal or a team (exactly one). Membership is read per call, in the call's
-- statement: removing a member takes effect on its very next call.
create table project_members (
    id           bigint generated by default as identity not null,
    project      text not null,
    principal_id uuid,
    team         text,
    level        text not null,
    created_at   timestamptz default now() not null,
    constraint project_members_pkey primary key (id),
    constraint project_members_check check ((principal_id is null) <> (team is null)),
    constraint project_members_level_check check (level in ('read', 'write')),
    constraint project_members_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade,
    constraint project_members_project_fkey foreign key (project) references projects(name) on delete cascade
);
create unique index project_members_principal on project_members (project, principal_id) where principal_id is not null;
create unique index project_members_team on project_members (project, team) where team is not null;
create index project_members_by_principal on project_members (principal_id);
create index project_members_by_team on project_members (team);

-- The memories whose length and words' document frequencies are not counted yet: a save made
-- while another is under way (recall.count_later) leaves its memory here, and
-- recall_search_count adds them later in one write per word (definitions/22_recall_search_apply.sql
-- says what a waiting memory changes for search).
create table search_pending (
    ns        integer not null,
    memory_id uuid not null,
    constraint search_pending_pkey primary key (ns, memory_id)
);

-- The hint-token counts of memories saved to be counted later.
create table hint_pending (
    memory_id uuid not null,
    constraint hint_pending_pkey primary key (memory_id)
);

-- One row per save counted against a principal's write budget, written in the save's transaction
-- (so a save that rolls back gives its use back). Rows older than the window are removed by the
-- next save of the principal (recall_write_budget_take), so the table holds at most one window's
-- uses per principal.
create table write_budget_uses (
    principal_id uuid not null,
    at           timestamptz not null,
    constraint write_budget_uses_principal_id_fkey foreign key (principal_id) references principals(id) on delete cascade
);
create index write_budget_uses_principal_at on write_budget_uses (principal_id, at);

-- The lease that elects one serving process to run the background work (purge, expiry
-- notifications, counting saved words, embedding backfill, pruning): package leader. One row per
-- lease. A process leads while the row names it and expires_at is in the future; it renews the
-- row well before then, and another process takes the row once it has expired, so a leader that
-- dies is replaced within one lease. Times are the database's, so the processes' clocks never
-- matter.
create table leader_leases (
    name       text not null,
    holder     text not null,
    about      text default '' not null,
    elected_at timestamptz default now() not null,
    expires_at timestamptz not null,
    constraint leader_leases_pkey primary key (name)
);

-- A token may bind its sessions to a project (created above, after tokens).
alter table tokens add constraint tokens_project_id_fkey foreign key (project_id) references projects(name);

-- BM25's parameters, chosen on LoCoMo conversations conv-26, conv-30 and conv-41 (docs/search.md).
insert into search_params values (true, 0.9, 0.4, 2);
