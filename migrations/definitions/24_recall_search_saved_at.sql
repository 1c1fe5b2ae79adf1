-- recall_search_saved_at keeps a memory's postings' saved time equal to its updated_at when a
-- write moves updated_at and leaves the text alone (an alwaysInject flip, a correction made in
-- SQL): a time window is read by it (search/window.go), so it must hold whoever writes the row. A
-- write that changes the text is indexed anew by its writer (package search, Index), which writes
-- the postings with the new time. Only that memory's postings are written, under the row lock
-- its update holds, so the trigger's place among the others does not matter.
create or replace function recall_search_saved_at() returns trigger language plpgsql as $$
begin
    update search_postings set saved_at = new.updated_at where memory_id = new.id;
    return null;
end
$$;
create or replace trigger memories_search_saved_at after update of updated_at on memories
    for each row when (old.updated_at is distinct from new.updated_at
                       and old.recall_hint = new.recall_hint and old.content = new.content)
    execute function recall_search_saved_at();
