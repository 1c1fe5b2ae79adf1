-- Each principal's last write, as the primary's WAL position right after it committed: a read of
-- the principal may go to a streaming replica only once the replica has replayed that far
-- (internal/dbroute). The row is written after each write, in a transaction of its own, by a
-- server with replicas configured, and read by every server whose listener (re)starts; the
-- principal '*' is a fence for everyone. Not a foreign key: the row is a routing hint that
-- outlives nothing, and the principal '*' is no principal.
create table read_fences (
    principal  text not null,
    lsn        pg_lsn not null,
    written_at timestamptz default now() not null,
    constraint read_fences_pkey primary key (principal)
);
