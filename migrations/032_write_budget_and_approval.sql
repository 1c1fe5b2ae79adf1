-- 032: governance a principal's client cannot talk its way around (issue 35, M6 and M7).
--
-- A write budget bounds a principal's saves over a sliding window, whatever run, session or
-- header its client names: write_budget saves per write_budget_seconds (both null: none).
-- deletes_need_approval sends every delete the principal's agents ask for to the pending queue,
-- whatever the client answers to an elicitation. A token may pin its run: every call made with
-- it belongs to that run, whatever the client sends.
-- (if not exists: tests that run today's code on an older schema add these columns ahead.)
alter table principals
    add column if not exists write_budget integer,
    add column if not exists write_budget_seconds integer,
    add column if not exists deletes_need_approval boolean not null default false,
    add constraint principals_write_budget_check check (write_budget is null or write_budget >= 0),
    add constraint principals_write_budget_seconds_check check (write_budget_seconds is null or write_budget_seconds > 0),
    add constraint principals_write_budget_pair check ((write_budget is null) = (write_budget_seconds is null));

alter table tokens add column if not exists run_id text;

-- One row per save counted against a principal's write budget, written in the save's transaction
-- (so a save that rolls back gives its use back). Rows older than the window are removed by the
-- next save of the principal, so the table holds at most one window's uses per principal.
create table write_budget_uses (
    principal_id uuid not null references principals(id) on delete cascade,
    at           timestamptz not null
);
create index write_budget_uses_principal_at on write_budget_uses (principal_id, at);

-- recall_write_budget_take counts one save of principal p against its budget of n saves per
-- window: null when it fits (the use is recorded), otherwise when the oldest use in the window
-- leaves it (the save is refused). The principal's row lock (no key update: it leaves the
-- foreign-key checks of its other writes alone) makes the count and the insert one step across
-- every server process: a second save of p waits for the first's commit or rollback.
create function recall_write_budget_take(p uuid, n integer, win interval) returns timestamptz
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
