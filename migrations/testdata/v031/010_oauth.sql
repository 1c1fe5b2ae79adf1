-- 010: recall as an OAuth 2.1 authorization server for its /mcp resource. Every secret (client
-- secret, authorization code, access and refresh token) is stored as a SHA-256 hash, so any
-- replica validates the same tokens and a database dump holds none of them.

-- A client: registered by RFC 7591 dynamic registration (kind 'dcr'), or a Client ID Metadata
-- Document fetched from its https client_id (kind 'metadata', cached until cache_until).
create table oauth_clients (
    id              text primary key,
    kind            text not null check (kind in ('dcr', 'metadata')),
    name            text not null,
    redirect_uris   text[] not null,
    client_uri      text not null default '',
    auth_method     text not null default 'none'
                    check (auth_method in ('none', 'client_secret_post', 'client_secret_basic')),
    secret_hash     bytea,
    registered_from text not null default '',
    created_at      timestamptz not null default now(),
    cache_until     timestamptz
);
create index oauth_clients_registered on oauth_clients (registered_from, created_at) where kind = 'dcr';

-- A grant: one person's consent for one client, under one agent namespace, for one resource.
-- Revoking it (disconnect, refresh-token replay, code replay) refuses every token it issued.
create table oauth_grants (
    id            uuid primary key,
    client_id     text not null references oauth_clients(id) on delete cascade,
    principal_id  uuid not null references principals(id) on delete cascade,
    agent_id      text not null,
    resource      text not null,
    scope         text not null default '',
    created_at    timestamptz not null default now(),
    last_used_at  timestamptz not null default now(),
    revoked_at    timestamptz,
    revoked_why   text
);
create index oauth_grants_principal on oauth_grants (principal_id) where revoked_at is null;

-- An authorization code: single use, short-lived, bound to client, redirect URI, PKCE challenge
-- (S256) and resource. grant_id is set when it is exchanged, so a replay revokes that grant.
create table oauth_codes (
    hash           bytea primary key,
    client_id      text not null references oauth_clients(id) on delete cascade,
    principal_id   uuid not null references principals(id) on delete cascade,
    agent_id       text not null,
    redirect_uri   text not null,
    challenge      text not null,
    resource       text not null,
    scope          text not null default '',
    created_at     timestamptz not null default now(),
    expires_at     timestamptz not null,
    used_at        timestamptz,
    grant_id       uuid references oauth_grants(id) on delete cascade
);
create index oauth_codes_expiry on oauth_codes (expires_at);

-- Access and refresh tokens of a grant. A refresh token is spent (used_at) when rotated; a
-- spent one presented again is a replay and revokes the grant.
create table oauth_tokens (
    hash        bytea primary key,
    grant_id    uuid not null references oauth_grants(id) on delete cascade,
    kind        text not null check (kind in ('access', 'refresh')),
    created_at  timestamptz not null default now(),
    expires_at  timestamptz not null,
    used_at     timestamptz,
    revoked_at  timestamptz
);
create index oauth_tokens_grant on oauth_tokens (grant_id);
create index oauth_tokens_expiry on oauth_tokens (expires_at);
