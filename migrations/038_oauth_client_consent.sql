-- 038: an OAuth client row is kept only once a person has consented to it.
--
-- Anonymous requests used to create rows: every /oauth/authorize with a new metadata-document
-- client_id stored the fetched document, and every /oauth/register a client, kept for days
-- (issue 35). Now a metadata document is kept in memory until a signed-in person allows the
-- client (only then is its row written), and a registered client nobody consented to within a
-- day is pruned with the other expired OAuth rows (memory.PruneOAuth). consented_at is when the
-- first consent for the client was given.
alter table oauth_clients add column consented_at timestamptz;

-- Clients that were used keep their rows: those with a grant, or a code (a code is written only
-- at a consent).
update oauth_clients c set consented_at = c.created_at
where exists (select 1 from oauth_grants g where g.client_id = c.id)
   or exists (select 1 from oauth_codes k where k.client_id = c.id);

create index oauth_clients_unconsented on oauth_clients (created_at) where consented_at is null;
