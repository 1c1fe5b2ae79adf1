-- Each posting carries its memory's savedAt (saved_at = memories.updated_at, what a search's
-- since/until window bounds), so a windowed search reads only the window's postings of each term
-- (search/window.go): search_postings_saved orders a term's postings by it (the term's
-- postings in a window are one range), and search_postings_level by impact level (the impact cut
-- into 64 levels a unit), then by it (a level's postings in a window are one range), for walking
-- a common term's postings in a window from its best. The level index includes impact only so
-- that it is read alone: PostgreSQL does not see that the level is all a search needs of impact.
-- Every write of the memory service that changes updated_at re-indexes the memory (package
-- search), so the two stay equal.
alter table search_postings add column saved_at timestamptz;
update search_postings p set saved_at = m.updated_at from memories m where m.id = p.memory_id;
alter table search_postings alter column saved_at set not null;
create index search_postings_saved on search_postings (ns, term, saved_at) include (memory_id, tf, dl, expires_at);
create index search_postings_level on search_postings (ns, term, (floor(impact * 64)::int), saved_at)
    include (memory_id, tf, dl, impact, expires_at);
