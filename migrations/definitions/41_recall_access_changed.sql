-- A change to who may read what (grants, teams, project members, the roles' revoked rules) is
-- announced on the recall_access channel, whoever made it: a server, the admin CLI, or SQL. A
-- server reading from streaming replicas (internal/dbroute) then sends every read to replicas
-- that have replayed the change, so a revoked grant stops working there as it does on the
-- primary. Statement triggers: one NOTIFY per statement, delivered at commit; the payload is the
-- schema, so servers of other schemas of the same database ignore it.
create or replace function recall_access_changed() returns trigger language plpgsql as $$
begin
    perform pg_notify('recall_access', current_schema());
    return null;
end
$$;

create or replace trigger grants_access_changed after insert or update or delete or truncate on grants
    for each statement execute function recall_access_changed();
create or replace trigger team_members_access_changed after insert or update or delete or truncate on team_members
    for each statement execute function recall_access_changed();
create or replace trigger project_members_access_changed after insert or update or delete or truncate on project_members
    for each statement execute function recall_access_changed();
create or replace trigger rule_revocations_access_changed after insert or update or delete or truncate on rule_revocations
    for each statement execute function recall_access_changed();
