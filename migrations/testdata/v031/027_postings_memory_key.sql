-- 027: search_postings_memory is keyed by the memory alone, so its entries deduplicate.
--
-- Since 020 the index serves one thing: finding a memory's postings to delete them (a rewrite, a
-- delete, an expiry, a purge), always by memory id alone (`memory_id = any(...)`). Its key still
-- held the word and it carried the postings' tf and dl, which only the search of 006-019 read:
-- one entry of about 50 bytes per posting, about 40 % of the BM25 index's space. Keyed by the
-- memory id alone, the ~45 entries of one memory are one key, and B-tree deduplication (PostgreSQL
-- 13+) stores them as one tuple with a list of row pointers, 6 bytes each.
--
-- Built in the migration's transaction: writes to search_postings wait for the build (about 2 s
-- for the 4.3M postings of 100k memories on two cores), searches do not.
drop index if exists search_postings_memory;
create index search_postings_memory on search_postings (memory_id);
