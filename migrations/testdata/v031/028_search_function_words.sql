-- 028: the search index keeps the function words that carry meaning.
--
-- Until now a memory's words were its `english` tsvector lexemes: Snowball stems with
-- PostgreSQL's English stop list (127 words) dropped. That list also drops words a question
-- turns on: "How did she feel *after* the accident?", "What does she do *while* she writes?",
-- "*before*", "*during*", "*not*", "*more*", "*only*", "*again*". The words come from
-- recall_words now: Snowball stems without a stop list, less the stop words that are only
-- grammar (pronouns, articles, auxiliaries, question words, conjunctions, the commonest
-- prepositions). The prepositions and adverbs of time, place and direction, negation, degree and
-- quantity are indexed.
--
-- Measured on the LoCoMo dev split (recall-bench -locomo; R@1 / R@5 / R@10), chosen on the tuned
-- conversations (conv-26, 30, 41) among four lists of kept words, checked on the held-out ones
-- (conv-42, 43):
--   the English stop list      tuned .391 / .584 / .652   held out .332 / .577 / .644   whole .361 / .580 / .648
--   this list                  tuned .394 / .591 / .655   held out .342 / .580 / .646   whole .368 / .586 / .650
--   no stop words at all       tuned .321 / .518 / .593   held out .310 / .473 / .557   (every memory matches
--                                                          "did", "the", "what": the coverage boost counts them)
--
-- The stop words are deleted from the stems (ts_delete), not by the dictionary, whose stop list
-- would be a file in PostgreSQL's share directory, which a managed PostgreSQL does not let one
-- write. recall_words is the one definition both sides use: the memories' search column (so the
-- postings) and the search statement's query words. It is PL/pgSQL, not SQL: a SQL function is
-- inlined into the generated column's expression, and that expression, with its array of stems,
-- is planned again for every statement that writes a memory (+0.055 ms an insert, measured with
-- pgbench; +0.15 ms of PostgreSQL's CPU per save), where PL/pgSQL keeps its plan for the
-- session (+0.006 ms against the built-in english configuration). The configuration is named
-- with its schema, so the column computes the same under any search_path (pg_restore's too).
--
-- The column is recomputed (the table is rewritten) and the BM25 index is rebuilt from it, in
-- this transaction: saves wait until it commits, searches read the old index until then. At 100k
-- memories on two cores: 7 s for the column, 29 s for the index.
create text search dictionary recall_stem (template = snowball, language = english);
create text search configuration recall_english (copy = pg_catalog.english);
alter text search configuration recall_english alter mapping replace english_stem with recall_stem;

do $$
declare
    stems text[];
begin
    select array_agg(distinct l order by l) into stems
    from unnest(string_to_array(
        'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself '
        'she her hers herself it its itself they them their theirs themselves what which who whom '
        'this that these those am is are was were be been being have has had having do does did '
        'doing a an the and but if or as of at by for with about to from in on further then here '
        'there when where why how all any both each other some such so than s t can will just don '
        'should now', ' ')) w,
         unnest(ts_lexize('recall_stem', w)) l;
    execute format($f$
        create function recall_words(doc text) returns tsvector
        immutable strict parallel safe language plpgsql as $b$
        begin
            return ts_delete(to_tsvector(%L::regconfig, doc), %L::text[]);
        end $b$ $f$, quote_ident(current_schema()) || '.recall_english', stems);
end $$;

alter table memories drop column search,
    add column search tsvector generated always as (
        setweight(recall_words(recall_hint), 'A') || setweight(recall_words(content), 'B')
    ) stored;

-- The rebuild: every statistic from the new column, set-based, as recall_search_apply computes
-- it for a batch (a live memory without words still counts, with no terms and length 0).
truncate search_postings, search_docs, search_terms;
update search_namespaces set docs = 0, total_len = 0;
insert into search_namespaces (key, scope, owner_id, agent_id, system_id, project_id)
select distinct on (k.key) k.key, m.scope, case when m.scope = 'user' then m.owner_id end,
       case when m.scope = 'user' then m.agent_id end, m.system_id, m.project_id
from memories m, lateral (select recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id) as key) k
where (m.expires_at is null or m.expires_at > now()) and not exists (select from search_namespaces n where n.key = k.key)
order by k.key
on conflict (key) do nothing;

create temp table recall_028_docs on commit drop as
select m.id, n.id as ns, m.expires_at, m.search
from memories m
join search_namespaces n on n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id)
where m.expires_at is null or m.expires_at > now();
create temp table recall_028_tf on commit drop as
select d.id, d.ns, d.expires_at, u.lexeme collate "C" as term, sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
from recall_028_docs d cross join search_params p, unnest(d.search) u, unnest(u.weights) w
group by d.id, d.ns, d.expires_at, u.lexeme;

insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs)
select d.id, d.ns, coalesce(t.dl, 0), d.expires_at, t.terms, t.tfs
from recall_028_docs d left join (
    select id, sum(tf)::real as dl, array_agg(term order by term) as terms, array_agg(tf order by term) as tfs
    from recall_028_tf group by id
) t on t.id = d.id;
update search_namespaces n set docs = x.docs, total_len = x.len
from (select ns, count(*)::integer as docs, sum(dl)::double precision as len from search_docs group by ns) x
where n.id = x.ns;
insert into search_terms (ns, term, df)
select ns, term, count(*)::integer from recall_028_tf group by ns, term;
-- The postings' indexes are built once over the whole table rather than kept up on each of its
-- millions of inserts (at 100k memories: 30 s inserting into them, under 10 s building them).
drop index search_postings_impact, search_postings_memory;
insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
select t.ns, t.term, t.id, t.tf, d.dl,
       t.tf * (p.k1 + 1) / (t.tf + p.k1 * (1 - p.b + p.b * d.dl / greatest(n.total_len / n.docs, 1))),
       t.expires_at
from recall_028_tf t join search_docs d on d.memory_id = t.id join search_namespaces n on n.id = t.ns
cross join search_params p
order by t.ns, t.term;
create index search_postings_impact on search_postings (ns, term, impact desc) include (memory_id, tf, dl, expires_at); -- 006
create index search_postings_memory on search_postings (memory_id); -- 027
