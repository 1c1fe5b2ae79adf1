-- recall_search_apply makes the BM25 index agree with the memories table for a set of memories:
-- every memory in add_ids is taken out of the index if it is in it and put back as memories
-- holds it now (unless it is gone or expired); every memory in drop_ids is taken out (with sweep,
-- only if its index row says it expired). Expired memories of the namespaces added to leave too.
-- Returns how many memories left the index.
--
-- What every writer of the index keeps to:
--   * it locks the namespace rows first, all of a statement's namespaces in id order, so no two
--     writers lock the rows below in different orders;
--   * a posting's impact is BM25's term weight (recall_bm25_weight, idf 1) with the namespace's N
--     and avgdl as they are after the statement, hint lexemes (weight A) counting hint_weight times (BM25F);
--   * a memory's words and length are recall_search_words' (at most recall_search_word_cap words);
--   * a namespace is a user's agent, a system, or a project;
--   * a memory saved alone (recall_search_apply_one) waits in search_pending: it is found by
--     every word at once, but its length and its words' counts are added later
--     (recall_search_count), and what takes it out subtracts none;
--   * a word whose count reaches 0 goes only when no posting carries it.
--
-- Its statements are written so that one plan serves one memory and thousands (every lookup of a
-- namespace, a term or a memory goes through its unique index), and the plans are generic: made
-- once per session, not for every save.
create or replace function recall_search_apply(drop_ids uuid[], add_ids uuid[], sweep boolean default false)
    returns integer language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
    p search_params;
    addns integer[];
    missing boolean;
    delta_ns integer[];
    delta_terms text[];
    delta_n integer[];
    zero_ns integer[];
    zero_terms text[];
    gone_ids uuid[];
    gone_ns integer[];
    gone_dl real[];
    uncounted uuid[];
    wait_ns integer[];
    wait_terms text[];
begin
    if cardinality(drop_ids) = 0 and cardinality(add_ids) = 0 then
        return 0;
    end if;
    if cardinality(drop_ids) = 0 and cardinality(add_ids) = 1 then
        return recall_search_apply_one(add_ids[1]);
    end if;
    select * into p from search_params;
    -- The namespaces the added memories go to (created the first time)...
    addns := '{}';
    if cardinality(add_ids) > 0 then
        for i in 1..2 loop
            select coalesce(array_agg(distinct x.ns) filter (where x.ns is not null), '{}'), bool_or(x.ns is null)
              into addns, missing
            from (select (select n.id from search_namespaces n
                          where n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id)) as ns
                  from memories m where m.id = any(add_ids)) x;
            exit when not coalesce(missing, false);
            insert into search_namespaces (key, scope, owner_id, agent_id, system_id, project_id)
            select distinct on (x.key) x.key, m.scope, case when m.scope = 'user' then m.owner_id end,
                   case when m.scope = 'user' then m.agent_id end, m.system_id, m.project_id
            from memories m,
                 lateral (select recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id) as key) x
            where m.id = any(add_ids) and (select n.id from search_namespaces n where n.key = x.key) is null
            order by x.key
            on conflict (key) do nothing;
        end loop;
    end if;
    -- ...and every namespace this touches (those, and the ones the memories leave) is locked, in
    -- id order, before anything below it.
    perform from (select n.id from search_namespaces n
                  where n.id = any(addns || array(select d.ns from search_docs d where d.memory_id = any(drop_ids || add_ids)))
                  order by n.id for update) l;

    -- What leaves: the memories named, and the expired ones of the namespaces added to.
    with g as (
        delete from search_docs d
        where (d.memory_id = any(drop_ids) and (not sweep or d.expires_at <= now()))
           or d.memory_id = any(add_ids)
           or (d.ns = any(addns) and d.expires_at is not null and d.expires_at <= now())
        returning d.memory_id, d.ns, d.dl
    )
    select coalesce(array_agg(memory_id), '{}'), coalesce(array_agg(ns), '{}'), coalesce(array_agg(dl), '{}')
      into gone_ids, gone_ns, gone_dl from g;
    -- A memory whose words were never counted (search_pending) takes none away.
    with pend as (delete from search_pending s where s.ns = any(gone_ns) and s.memory_id = any(gone_ids) returning s.memory_id)
    select coalesce(array_agg(memory_id), '{}') into uncounted from pend;
    if cardinality(uncounted) > 0 then
        select array_agg(w.ns), array_agg(w.term) into wait_ns, wait_terms
        from (select distinct s.ns, s.term from search_postings s where s.memory_id = any(uncounted)) w;
    end if;

    -- What comes in, and every statistic changed once by the sum of both. Each step reads the
    -- rows of the one before it without a join an estimate could turn into a scan per row.
    with new_docs as (
        select m.id, m.expires_at, m.updated_at, w.terms, w.tfs, w.dl,
               (select n.id from search_namespaces n
                where n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id)) as ns
        from memories m, recall_search_words(m.search, p.hint_weight) w
        where m.id = any(add_ids) and (m.expires_at is null or m.expires_at > now())
    ),
    new_tf as (
        select d.id, d.ns, d.dl, d.expires_at, d.updated_at, x.term collate "C" as term, x.tf
        from new_docs d, unnest(d.terms, d.tfs) x(term, tf)
    ),
    docs_ins as (
        insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs)
        select d.id, d.ns, d.dl, d.expires_at, d.terms, d.tfs from new_docs d
    ),
    ns_delta as (
        select ns, sum(n)::integer as n, sum(len) as len
        from (select ns, 1 as n, dl::double precision as len from new_docs
              union all
              select g.ns, -1, -g.dl::double precision from unnest(gone_ids, gone_ns, gone_dl) as g(id, ns, dl)
              where g.id <> all(uncounted)) x
        group by ns
    ),
    ns_upd as (
        update search_namespaces n set docs = n.docs + c.n, total_len = greatest(n.total_len + c.len, 0)
        from ns_delta c where n.id = any(array(select ns from ns_delta)) and n.id = c.ns
        returning n.id, n.docs, n.total_len
    ),
    postings_del as (
        delete from search_postings s where s.memory_id = any(gone_ids)
    ),
    postings_ins as (
        insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at, saved_at)
        select t.ns, t.term, t.id, t.tf, t.dl,
               recall_bm25_weight(1, t.tf, t.dl, recall_bm25_avgdl(s.total_len, s.docs), p.k1, p.b),
               t.expires_at, t.updated_at
        from new_tf t join ns_upd s on s.id = t.ns
        order by t.ns, t.term -- in index order: each insertion lands next to the previous one
    ),
    term_delta as (
        select ns, term, sum(n)::integer as n
        from (select ns, term, 1 as n from new_tf
              union all
              select s.ns, s.term, -1 from search_postings s
              where s.memory_id = any(gone_ids) and s.memory_id <> all(uncounted)) x
        group by ns, term
        having sum(n) <> 0
    )
    select coalesce(array_agg(ns order by ns, term), '{}'), coalesce(array_agg(term order by ns, term), '{}'),
           coalesce(array_agg(n order by ns, term), '{}')
      into delta_ns, delta_terms, delta_n from term_delta;

    -- Document frequencies: one write per namespace and word, then the words no memory of the
    -- namespace has any more go.
    with u as (
        insert into search_terms as t (ns, term, df)
        select d.ns, d.term, d.n from unnest(delta_ns, delta_terms, delta_n) as d(ns, term, n)
        on conflict (ns, term) do update set df = t.df + excluded.df
        returning t.ns, t.term, t.df
    )
    select array_agg(ns), array_agg(term) into zero_ns, zero_terms from u where df <= 0;
    -- And the words of uncounted memories that left, which no count took down.
    zero_ns := zero_ns || wait_ns;
    zero_terms := zero_terms || wait_terms;
    if zero_ns is not null then
        delete from search_terms t where t.ns = any(zero_ns) and t.term = any(zero_terms) and t.df <= 0
          and not exists (select from search_postings s where s.ns = t.ns and s.term = t.term);
    end if;
    return cardinality(gone_ids);
end
$$;
