-- 003: the key that signs request state travelling through MCP clients (multi round-trip
-- confirmations), shared by every replica, and the nonces already redeemed (single use).
create table server_secrets (
    name       text primary key,
    secret     bytea not null,
    created_at timestamptz not null default now()
);

create table redeemed_states (
    nonce       text primary key,
    expires_at  timestamptz not null,
    redeemed_at timestamptz not null default now()
);
create index redeemed_states_expiry on redeemed_states (expires_at);
