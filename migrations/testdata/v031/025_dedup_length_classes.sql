-- 025: the dedup index keys each memory's tokens by its length class.
--
-- A near-duplicate of a hint of n tokens that has L tokens itself must share at least
-- t·(n + L) / (1 + t) of them (Jaccard ≥ t), so the longer the memory, the fewer of the hint's
-- tokens it may lack. The lookup (memory/dedup.go, dedupPlan) used the weakest bound, ⌈t·n⌉, for
-- every length: a hint of common words ("fizivu roki daze lagi muheca notes 4211") then needed
-- groups that thousands of memories carry whole, 20–40 ms a lookup under load at 100k memories,
-- and every save sharing one of its exclusively locked words waited that long too. Keyed by class,
-- each class is asked for with its own bound: the memories of 8 tokens or more, say, must carry
-- all seven of that hint's tokens.
--
-- The keys are still 32-bit hashes (recall_token_hash, migration 023), now of "ns class token",
-- where class is recall_dedup_class of the memory's token count; nothing else about them changes.
-- Changing a stored generated column's expression needs the column made again: one rewrite of
-- memories (about 10 s at 100k memories), as in 023.
-- Not strict: a strict SQL function whose body is a CASE is not inlined, and called from
-- recall_dedup_hashes it cost 0.056 ms a save (pg_stat_user_functions) where inlined it costs
-- nothing measurable. A null count still gives a null class.
create function recall_dedup_class(n integer) returns integer
    language sql immutable parallel safe
return case when n <= 16 then n
            when n <= 32 then n - (n - 17) % 2
            when n <= 64 then n - (n - 17) % 4
            when n <= 128 then n - (n - 17) % 8
            else n - (n - 17) % 16 end;

drop index memories_dedup_hashes;
alter table memories drop column dedup_hashes;

create or replace function recall_dedup_hashes(scope text, owner_id uuid, agent_id text, system_id text, project_id text, hint text)
    returns integer[] language plpgsql immutable parallel safe as $$
declare
    tokens text[] := recall_hint_tokens(hint);
    prefix text := recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' '
                   || recall_dedup_class(cardinality(tokens)) || ' ';
begin
    return array(select distinct recall_token_hash(prefix || t) as h from unnest(tokens) t order by h);
end
$$;

alter table memories add column dedup_hashes integer[] not null
    generated always as (recall_dedup_hashes(scope, owner_id, agent_id, system_id, project_id, recall_hint)) stored;
create index memories_dedup_hashes on memories using gin (dedup_hashes public.gin__int_ops) with (fastupdate = off);
