-- From the numbered files before the baseline to 001_baseline.sql: a schema that 001_init.sql to
-- 031 migrated (recall 5a2bb81) gets the table changes made since, in the baseline's column
-- order, keeping every row. migrate.go runs it once, in one transaction, then records the
-- baseline as applied; the definitions then replace the functions and drop the ones no file
-- defines. Every step is written to run on a schema that some of the files numbered after 031
-- (before the baseline replaced them) have already changed.

-- An OAuth client row is kept only once a person has consented to it: the clients that were used
-- (with a grant, or a code, written only at a consent) count as consented.
alter table oauth_clients add column if not exists consented_at timestamptz;
update oauth_clients c set consented_at = c.created_at
where consented_at is null
  and (exists (select 1 from oauth_grants g where g.client_id = c.id)
       or exists (select 1 from oauth_codes k where k.client_id = c.id));
create index if not exists oauth_clients_unconsented on oauth_clients (created_at) where consented_at is null;

-- Tokens get an id an operator can name, the last time each was used, and an optional expiry.
alter table tokens add column if not exists id uuid not null default gen_random_uuid();
create unique index if not exists tokens_id on tokens (id);
alter table tokens add column if not exists last_used_at timestamptz;
alter table tokens add column if not exists expires_at timestamptz;
