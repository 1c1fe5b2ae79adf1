-- The principal as a read sees it: name, role, service, the rules revoked from its role, and
-- whether rule (the one the read needs) is among them (allowed false: the read returns nothing).
-- No row: the principal does not exist. The memory service checks the verdict again with
-- policy.Check on these columns, which stays the authority and words the refusal.
create or replace function recall_caller(principal uuid, rule text)
    returns table (name text, role text, service boolean, revoked text[], allowed boolean)
    language sql stable parallel safe
as $$
    select p.name, p.role, p.service, r.revoked, not (recall_caller.rule = any(r.revoked))
    from principals p
    cross join lateral (select array(select v.rule from rule_revocations v where v.role = p.role) as revoked) r
    where p.id = recall_caller.principal
$$;
