-- What wrote a memory: 'tool' (an agent's saveMemory), 'console' (a person's edit), 'import' (an
-- admin import, or one from another memory server), 'capture' (recall capture). Kept with each
-- version, so a revert restores it. Nullable: rows written before this column, or by a release
-- that does not know it (6f5a2db, serving beside this one during an upgrade), have none.
alter table memories add column source text;
alter table memory_versions add column source text;
