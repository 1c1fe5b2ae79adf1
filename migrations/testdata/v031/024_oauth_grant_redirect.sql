-- 024: a connected client's grant remembers where its code was sent.
--
-- A person who has a client connected is not asked for consent again when it signs in again
-- (oauth/authorize.go). The consent page showed where the client would send them back, so the
-- remembered consent holds only for that destination (the same URI; on loopback, any port, as
-- RFC 8252 has native apps pick one per run): a client that registered, or whose metadata
-- document later lists, another redirect URI is asked again before a code goes there.
--
-- Grants made before this migration take the redirect URI from their code while it is still kept
-- (a day past its expiry); the others have none, and their next sign-in asks once.
alter table oauth_grants add column redirect_uri text;

update oauth_grants g set redirect_uri = c.redirect_uri
from oauth_codes c
where c.grant_id = g.id;
