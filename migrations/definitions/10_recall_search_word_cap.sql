-- recall_search_word_cap is how many distinct words of one memory the search index holds. A
-- memory of more (a list of names, a log, code) is stored and shown whole, and found by the words
-- recall_search_words keeps; the cap bounds what one memory costs the index (a posting, its
-- word's count and its entry's share are about 400 bytes a word) and so what a quota can hold.
-- 8 KB of prose has 300 to 450 distinct words: it is indexed whole. Changing it changes what a
-- memory costs (recall_memory_cost): see there.
create or replace function recall_search_word_cap() returns integer language sql immutable parallel safe
return 512;
