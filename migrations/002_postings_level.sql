-- Each posting carries its memory's savedAt (saved_at = memories.updated_at, what a search's
-- since/until window bounds), and the one impact-ordered index of the postings orders a term's
-- postings by impact level (the impact cut into 64 levels a unit), then by saved time, newest
-- first, in place of search_postings_impact: a search reads a term's first 100 postings in this
-- order, and a windowed search reads each level's postings in the window as one range of it
-- (search/window.go). One index in place of one keeps a save's cost. The index includes impact
-- only so that it is read alone. The writers set saved_at (definitions 20, 22) and a row trigger
-- keeps it equal when only updated_at moves (definitions 24).
alter table search_postings add column saved_at timestamptz;
update search_postings p set saved_at = m.updated_at from memories m where m.id = p.memory_id;
update search_postings set saved_at = now() where saved_at is null;
alter table search_postings alter column saved_at set not null;
drop index search_postings_impact;
create index search_postings_level on search_postings (ns, term, (floor(impact * 64)::int) desc, saved_at desc)
    include (memory_id, tf, dl, impact, expires_at);
