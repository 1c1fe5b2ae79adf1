-- recall_token_hash is the 32-bit key of a dedup token (recall_dedup_hashes): integers, so the
-- dedup index is a GIN index over int4 arrays (intarray's gin__int_ops), smaller than one over text.
create or replace function recall_token_hash(k text) returns integer
    language sql immutable strict parallel safe
return ('x' || left(md5(k), 8))::bit(32)::integer;
