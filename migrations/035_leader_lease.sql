-- 035: the lease that elects one serving process to run the background work (purge, expiry
-- notifications, counting saved words, embedding backfill, pruning): package leader.
--
-- One row per lease. A process leads while the row names it and expires_at is in the future; it
-- renews the row well before then, and another process takes the row once it has expired, so a
-- leader that dies is replaced within one lease. Times are the database's, so the processes'
-- clocks never matter.
create table leader_leases (
    name       text primary key,
    holder     text not null,
    about      text not null default '',
    elected_at timestamptz not null default now(),
    expires_at timestamptz not null
);
