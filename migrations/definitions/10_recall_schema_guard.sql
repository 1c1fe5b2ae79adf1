-- recall_schema_guard lets only a recall that checks the schema's version change the record of
-- what is applied (schema_migrations, schema_definitions): such a recall says so with the setting
-- recall.migrator in its transaction (migrations.Apply). An older recall does not check; its
-- command line would otherwise apply its own, older definitions over the newer ones (and drop the
-- functions it does not know) while newer servers use them. It is refused instead, before it
-- changes anything, with the binary to use.
create or replace function recall_schema_guard() returns trigger language plpgsql as $$
declare
    migrated_by text;
begin
    if coalesce(current_setting('recall.migrator', true), '') <> '' then
        return null;
    end if;
    select r.applied_by into migrated_by from (
        select d.applied_by, d.applied_at from schema_definitions d where d.applied_by is not null
        union all
        select m.applied_by, m.applied_at from schema_migrations m where m.applied_by is not null
    ) r order by r.applied_at desc limit 1;
    raise exception 'this database was migrated by a newer recall (%), and only a recall that checks the schema''s version may change its record: use that binary or newer (docs/operations.md, Upgrades)',
        coalesce(migrated_by, 'unknown version')
        using errcode = 'P0001';
end
$$;
create or replace trigger schema_migrations_guard before insert or update or delete or truncate on schema_migrations
    for each statement execute function recall_schema_guard();
create or replace trigger schema_definitions_guard before insert or update or delete or truncate on schema_definitions
    for each statement execute function recall_schema_guard();
