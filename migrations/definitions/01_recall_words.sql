-- recall_words is a text's words as the search index and the search statement both see them: one
-- definition for the memories' search column (so the postings) and for a query's words.
--
-- Snowball stems (the recall_english configuration, 001_baseline.sql) without a stop list, less
-- the stop words that are only grammar: pronouns, articles, auxiliaries, question words,
-- conjunctions and the commonest prepositions. The prepositions and adverbs of time, place and
-- direction, negation, degree and quantity stay: a question turns on them ("How did she feel
-- *after* the accident?"). The list below is those words' stems; it was chosen on the LoCoMo dev
-- split (docs/benchmarks.md). Stop words are deleted from the stems here, not by a dictionary,
-- whose stop list would be a file in PostgreSQL's share directory, which a managed PostgreSQL does
-- not let one write.
--
-- PL/pgSQL, not SQL: a SQL function is inlined into the generated column's expression, which is
-- then planned again by every statement that writes a memory, where PL/pgSQL keeps its plan for
-- the session. The configuration is named with its schema, so the column computes the same under
-- any search_path (pg_restore's too). Changing what it returns needs the search column recomputed
-- and the index rebuilt, in a numbered migration.
create or replace function recall_words(doc text) returns tsvector
    immutable strict parallel safe language plpgsql as $$
begin
    return ts_delete(to_tsvector('@schema@.recall_english'::regconfig, doc),
        '{a,about,all,am,an,and,ani,are,as,at,be,been,both,but,by,can,did,do,doe,don,each,for,from,further,had,has,have,he,her,here,herself,him,himself,his,how,i,if,in,is,it,itself,just,me,my,myself,now,of,on,or,other,our,ourselv,s,she,should,so,some,such,t,than,that,the,their,them,themselv,then,there,these,they,this,those,to,was,we,were,what,when,where,whi,which,who,whom,will,with,you,your,yourself,yourselv}'::text[]);
end
$$;
