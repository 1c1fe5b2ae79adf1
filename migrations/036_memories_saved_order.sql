-- 036: each namespace's memories in the order they were last saved.
--
-- searchMemory's since/until window bounds a memory's savedAt (updated_at). A windowed search
-- first lists the window's memories of the namespaces it reads, and a browse (a window without a
-- query) returns them newest first: both are range scans of these indexes, one per scope as the
-- scope filter has them, carrying the id (and the agent, which a user namespace is filtered by) so
-- the window's ids are read from the index alone.
create index memories_user_saved on memories (owner_id, updated_at) include (agent_id, id) where scope = 'user';
create index memories_system_saved on memories (system_id, updated_at) include (id) where scope = 'system';
create index memories_project_saved on memories (project_id, updated_at) include (id) where scope = 'project';
-- The window's ids are read from these indexes alone only on pages the visibility map marks
-- all-visible, which only VACUUM does: autovacuum visits memories at 1 % new rows instead of 20 %
-- (as migration 016 has it visit the postings), so the newest memories, the ones "this week"
-- asks for, are not each a visit to the table for long.
alter table memories set (autovacuum_vacuum_insert_scale_factor = 0.01);
