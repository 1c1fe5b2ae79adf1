-- Tokens get an id an operator can name (the hash is the secret's fingerprint and stays private),
-- the last time each was used, and an optional expiry.
alter table tokens add column id uuid not null default gen_random_uuid();
create unique index tokens_id on tokens (id);
alter table tokens add column last_used_at timestamptz;
alter table tokens add column expires_at timestamptz;
