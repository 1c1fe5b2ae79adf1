-- 023: the dedup index holds 32-bit hashes of the namespace-qualified hint tokens instead of the
-- text keys, and the lookup counts each candidate's shared tokens on them in C.
--
-- A save's near-duplicate lookup (memory/dedup.go) is what grows with a namespace: 0.15 ms at
-- 10k memories, 0.8 ms at 100k, and up to 14 ms for a hint made only of common words, whose
-- candidates run to thousands. Each candidate cost a GIN entry read over text keys of 40-odd
-- bytes, its heap row, and a subquery that unnested its tokens to count the shared ones; now the
-- keys are integers (intarray's gin__int_ops) and the shared count is taken in C (intarray's & and
-- icount) before any candidate's text tokens are read. Measured on the bench's 100k namespace:
--   * the lookup over 600 of its hints: mean 0.81 -> 0.70 ms, p90 1.84 -> 1.15 ms (the same
--     duplicate found for every hint);
--   * the dedup index: 20 MB -> 7.9 MB;
--   * 8 clients saving into it, the same data under both schemas, runs alternated: 387 and 403
--     saves/s before, 396 to 430 (four runs, mean 416) after.
--
-- The hash is the first four bytes of the key's MD5 (stable across PostgreSQL versions, unlike
-- hashtext; memory/dedup.go computes the same in Go). Two keys of a namespace can collide (one
-- chance in 2^32 a pair): a collision can only bring an extra candidate, whose Jaccard is then
-- computed on the text tokens as before, or, if two tokens a hint shares with a memory collide
-- with each other, undercount that memory's shared tokens and miss it as a duplicate (a second
-- memory is stored; two hints below the threshold are never merged).
--
-- Rewrites memories once (a stored generated column), as 005 and 012 did.
create extension if not exists intarray with schema public;

create function recall_token_hash(k text) returns integer
    language sql immutable strict parallel safe
return ('x' || left(md5(k), 8))::bit(32)::integer;

-- A memory's dedup hashes, sorted and distinct (intarray's operators expect sets).
create function recall_dedup_hashes(scope text, owner_id uuid, agent_id text, system_id text, project_id text, hint text)
    returns integer[] language plpgsql immutable parallel safe as $$
begin
    return array(select distinct recall_token_hash(recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' ' || t) as h
                 from unnest(recall_hint_tokens(hint)) t order by h);
end
$$;

drop index memories_dedup_keys;
alter table memories drop column dedup_keys;
drop function recall_dedup_keys(text, uuid, text, text, text, text);
alter table memories add column dedup_hashes integer[] not null
    generated always as (recall_dedup_hashes(scope, owner_id, agent_id, system_id, project_id, recall_hint)) stored;
create index memories_dedup_hashes on memories using gin (dedup_hashes public.gin__int_ops) with (fastupdate = off);
