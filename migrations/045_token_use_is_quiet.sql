-- 045: a token's last use (written at most once a minute per token, migration 044) is no change
-- to who the token is, so it announces nothing on recall_auth: announcing it made every server
-- forget every identity it remembered at each use. Any other change to a token still does.
drop trigger tokens_auth_changed on tokens;
create trigger tokens_auth_changed
    after update of hash, principal_id, agent_id, project_id, run_id, revoked_at, expires_at or delete or truncate on tokens
    for each statement execute function recall_auth_changed();
