-- A change to tokens or principals is announced on the recall_auth channel, so every server
-- process forgets the identities it remembered for its tokens (memory/authcache.go), whoever made
-- the change: a server, the admin CLI, or SQL. Statement triggers: one NOTIFY per statement,
-- delivered at commit (never for a rolled back change); the payload is the schema, for the log.
create or replace function recall_auth_changed() returns trigger language plpgsql as $$
begin
    perform pg_notify('recall_auth', current_schema());
    return null;
end
$$;

-- A token's last use (written at most once a minute per token) is no change to who the token is,
-- so it announces nothing: announcing it would make every server forget every identity it
-- remembered at each use. Any other change to a token does.
create or replace trigger tokens_auth_changed
    after update of hash, principal_id, agent_id, project_id, run_id, revoked_at, expires_at or delete or truncate on tokens
    for each statement execute function recall_auth_changed();
create or replace trigger principals_auth_changed after update or delete or truncate on principals
    for each statement execute function recall_auth_changed();
