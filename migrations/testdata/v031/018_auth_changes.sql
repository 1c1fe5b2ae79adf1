-- 018: a change to tokens or principals is announced on the recall_auth channel, so every server
-- process forgets the identities it remembered for its tokens (memory/authcache.go), whoever made
-- the change: a server, the admin CLI, or SQL. Statement triggers: one NOTIFY per statement,
-- delivered at commit (never for a rolled back change); the payload is the schema, for the log.
create function recall_auth_changed() returns trigger language plpgsql as $$
begin
    perform pg_notify('recall_auth', current_schema());
    return null;
end
$$;

create trigger tokens_auth_changed after update or delete or truncate on tokens
    for each statement execute function recall_auth_changed();
create trigger principals_auth_changed after update or delete or truncate on principals
    for each statement execute function recall_auth_changed();
