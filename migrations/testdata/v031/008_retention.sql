-- Retention: the purge removes audit rows and version history older than their retention.
-- Without these indexes each purge would scan both tables whole.
create index if not exists audit_log_at on audit_log (at);
create index if not exists memory_versions_replaced on memory_versions (replaced_at);
