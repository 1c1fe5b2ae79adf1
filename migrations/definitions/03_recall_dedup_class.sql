-- recall_dedup_class is the length class of a hint of n tokens, part of each dedup key.
--
-- A near-duplicate of a hint of n tokens that has L tokens itself must share at least
-- t·(n + L) / (1 + t) of them (Jaccard ≥ t), so the longer the memory, the fewer of the hint's
-- tokens it may lack. Keyed by class, each class is asked for with its own bound (memory/dedup.go,
-- dedupPlan) rather than the weakest one for every length. Classes are exact up to 16 tokens and
-- coarser beyond.
--
-- Not strict: a strict SQL function whose body is a CASE is not inlined. A null count still gives
-- a null class.
create or replace function recall_dedup_class(n integer) returns integer
    language sql immutable parallel safe
return case when n <= 16 then n
            when n <= 32 then n - (n - 17) % 2
            when n <= 64 then n - (n - 17) % 4
            when n <= 128 then n - (n - 17) % 8
            else n - (n - 17) % 16 end;
