-- recall_version_cost is what a kept version (a memory_versions row: the text a save replaced or
-- a delete removed, kept for RECALL_HISTORY_RETENTION) counts against the quota of the memory's
-- owner until the purge removes it: bytes (recall_memory_bytes of its text), its row with its two
-- index entries (400), and the TOAST chunks a long text is cut into (a sixteenth of it). A version
-- is not indexed for search. See recall_memory_cost (cost model 1).
create or replace function recall_version_cost(bytes bigint) returns bigint
    language sql immutable parallel safe
return bytes + 400 + bytes / 16;
