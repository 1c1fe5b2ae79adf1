-- recall_sessionless_run is the run a write of a sessionless client belongs to, decided in the
-- write's own transaction: the client's current run while its last write is younger than idle
-- (last_at is moved on at most once a second, or a sixtieth of idle when that is shorter, so rapid
-- writes of one client do not queue on its row), otherwise a new run,
-- auto-<UTC date>-<the credential's first 8 hex digits>-<seq>.
-- prev_last is the run's last write before this call (now, for a new run): a refused save rolls
-- back, so the next run starts idle after prev_last.
--
-- Two first writes after a gap, on any server processes, make one run: both insert seq + 1, and
-- the second waits for the first's commit, then takes its row (on conflict) instead of a new one.
-- If the first rolls back, the second inserts the run itself. A write that finds the run stale
-- first waits for a write still extending it (for update), so a run is never ended under one.
create or replace function recall_sessionless_run(p_client text, p_principal uuid, p_idle interval,
                                                  out run_id text, out prev_last timestamptz)
    language plpgsql as $$
declare
    cur sessionless_runs;
    n   integer;
begin
    select * into cur from sessionless_runs r where r.client = p_client order by r.seq desc limit 1;
    if found and cur.last_at <= now() - p_idle then
        -- Stale as committed; a write in flight may be extending it: wait for it, then look again.
        select * into cur from sessionless_runs r where r.client = p_client and r.seq = cur.seq for update;
    end if;
    if found and cur.last_at > now() - p_idle then
        run_id := cur.run_id;
        prev_last := cur.last_at;
        if cur.last_at < now() - least(interval '1 second', p_idle / 60) then
            update sessionless_runs r set last_at = greatest(r.last_at, now())
            where r.client = p_client and r.seq = cur.seq;
        end if;
        return;
    end if;
    n := coalesce(cur.seq, 0) + 1;
    insert into sessionless_runs as r (client, seq, principal_id, run_id, started_at, last_at)
    values (p_client, n, p_principal,
            'auto-' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD') || '-'
                || left(replace(split_part(p_client, ':', 2), '-', ''), 8) || '-' || n,
            now(), now())
    on conflict (client, seq) do update set last_at = greatest(r.last_at, excluded.last_at)
    returning r.run_id, r.last_at into run_id, prev_last;
end
$$;
