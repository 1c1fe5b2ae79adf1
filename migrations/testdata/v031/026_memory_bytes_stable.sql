-- 026: recall_memory_bytes is stable, so PostgreSQL inlines it.
--
-- It was declared immutable, but its body calls array_to_string, which is stable (it formats
-- through the element type's output function), and PostgreSQL does not inline an immutable SQL
-- function whose body is not immutable: every save called it as a function of its own twice (the
-- usage trigger, the duplicate lookup), 0.025 ms a call by pg_stat_user_functions. Nothing needs
-- it immutable (no index or generated column uses it); the bytes it counts are unchanged.
alter function recall_memory_bytes(text, text, text[], text) stable;
