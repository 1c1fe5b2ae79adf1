-- recall_memory_bytes is what a memory counts against its owner's storage quota. Stable, not
-- immutable: array_to_string is stable, and PostgreSQL does not inline an immutable SQL function
-- whose body is not.
create or replace function recall_memory_bytes(hint text, content text, tags text[], source text) returns bigint
    language sql stable parallel safe
return octet_length(hint) + octet_length(content) + coalesce(octet_length(array_to_string(tags, '')), 0)
       + coalesce(octet_length(source), 0);
