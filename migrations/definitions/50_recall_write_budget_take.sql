-- recall_write_budget_take counts one save of principal p against its budget of n saves per
-- window: null when it fits (the use is recorded), otherwise when the oldest use in the window
-- leaves it (the save is refused). The principal's row lock (no key update: it leaves the
-- foreign-key checks of its other writes alone) makes the count and the insert one step across
-- every server process: a second save of p waits for the first's commit or rollback.
create or replace function recall_write_budget_take(p uuid, n integer, win interval) returns timestamptz
    language plpgsql as $$
declare
    used   integer;
    oldest timestamptz;
    t      timestamptz;
begin
    perform 1 from principals where id = p for no key update;
    t := clock_timestamp();
    delete from write_budget_uses where principal_id = p and at <= t - win;
    select count(*), min(at) into used, oldest from write_budget_uses where principal_id = p;
    if used >= n then
        return coalesce(oldest + win, t + win);
    end if;
    insert into write_budget_uses (principal_id, at) values (p, t);
    return null;
end
$$;
