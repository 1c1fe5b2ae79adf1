-- 020: each indexed memory's words, with their frequencies, in its search_docs row.
--
-- A search reads a pooled memory's postings of given words (exact BM25 for the words it read only
-- the best postings of, and the pseudo-relevance feedback's words) and all of the best three's
-- (the feedback's vocabulary). Each was an index probe into search_postings_memory: about 300 per
-- search, and at 1M memories that index is 2.8 GB, so each probe walked four levels of pages
-- scattered across it. The memory's row in search_docs, read once, now holds its words in order
-- (terms) and their frequencies (tfs): what the probes read, from one row per memory. One
-- principal's search among 1M memories: the statement 1.70 -> 1.54 ms over 300 queries on the
-- same database, search p50 over MCP 3.02 -> 2.77 ms (recall-bench -many 1000x1000); at 10k no
-- change. search_postings_memory still serves the writes: a memory's postings are deleted by it.
--
-- The functions that write search_docs are 015's recall_search_apply_one and 014's
-- recall_search_apply, restated whole (create or replace needs the whole body) with the two
-- arrays added to their inserts; nothing else in them changes. A memory with no words has
-- neither array.
alter table search_docs add column terms text[], add column tfs real[];

update search_docs d set terms = x.terms, tfs = x.tfs
from (select memory_id, array_agg(term order by term) as terms, array_agg(tf order by term) as tfs
      from search_postings group by memory_id) x
where x.memory_id = d.memory_id;

create or replace function recall_search_apply_one(mid uuid) returns integer language plpgsql as $$
declare
    p search_params;
    m memories;
    nsid integer;
    oldns integer;
    live boolean;
    terms text[];
    tfs real[];
    doclen real;
    ndocs integer;
    nlen double precision;
    gone_ids uuid[];
    gone_ns integer[];
    gone_dl real[];
    zero_ns integer[];
    zero_terms text[];
    known integer;
    early boolean := false;
begin
    select * into p from search_params;
    select * into m from memories where id = mid;
    select d.ns into oldns from search_docs d where d.memory_id = mid;
    if m.id is not null then
        select n.id into nsid from search_namespaces n
        where n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id);
        if nsid is null then
            insert into search_namespaces (key, scope, owner_id, agent_id, system_id, project_id)
            values (recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id), m.scope,
                    case when m.scope = 'user' then m.owner_id end, case when m.scope = 'user' then m.agent_id end,
                    m.system_id, m.project_id)
            on conflict (key) do nothing;
            select n.id into nsid from search_namespaces n
            where n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id);
        end if;
    end if;
    if nsid is null and oldns is null then
        return 0;
    end if;
    live := m.id is not null and (m.expires_at is null or m.expires_at > now());
    if live then
        select array_agg(x.term order by x.term), array_agg(x.tf order by x.term), coalesce(sum(x.tf), 0)
          into terms, tfs, doclen
        from (select u.lexeme collate "C" as term, sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
              from unnest(m.search) u, unnest(u.weights) w group by u.lexeme) x;
    end if;

    -- A memory new to the index (nothing of it to take out) goes in before the namespace's row is
    -- locked: its search_docs row, its postings.
    if live and oldns is null then
        select n.docs + 1, n.total_len + doclen into ndocs, nlen from search_namespaces n where n.id = nsid;
        insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs) values (mid, nsid, doclen, m.expires_at, terms, tfs);
        if terms is not null then
            perform recall_search_post(nsid, mid, terms, tfs, doclen, ndocs, nlen, m.expires_at);
        end if;
        early := true;
    end if;
    perform from (select n.id from search_namespaces n where n.id = any(array[nsid, oldns]) order by n.id for update) l;

    -- What leaves: the memory's old entry and the expired memories of its namespace.
    with g as (
        delete from search_docs d
        where (d.memory_id = mid and not early) or (d.ns = nsid and d.expires_at is not null and d.expires_at <= now())
        returning d.memory_id, d.ns, d.dl
    )
    select coalesce(array_agg(memory_id), '{}'), coalesce(array_agg(ns), '{}'), coalesce(array_agg(dl), '{}')
      into gone_ids, gone_ns, gone_dl from g;
    if cardinality(gone_ids) > 0 then
        update search_namespaces n set docs = n.docs - c.n, total_len = greatest(n.total_len - c.len, 0)
        from (select g.ns, count(*)::integer as n, sum(g.dl::double precision) as len
              from unnest(gone_ns, gone_dl) as g(ns, dl) group by g.ns) c
        where n.id = any(gone_ns) and n.id = c.ns;
        with gp as (delete from search_postings s where s.memory_id = any(gone_ids) returning s.ns, s.term),
        c as (select gp.ns, gp.term, count(*)::integer as n from gp group by gp.ns, gp.term),
        u as (update search_terms t set df = t.df - c.n
              from c where t.ns = any(gone_ns) and t.term = any(array(select term from c)) and t.ns = c.ns and t.term = c.term
              returning t.ns, t.term, t.df)
        select array_agg(u.ns), array_agg(u.term) into zero_ns, zero_terms from u where u.df <= 0;
        if zero_ns is not null then
            delete from search_terms t where t.ns = any(zero_ns) and t.term = any(zero_terms) and t.df <= 0;
        end if;
    end if;
    if not live then
        return cardinality(gone_ids);
    end if;

    -- What comes in: the statistics, then (unless written above) the entry itself, with the
    -- impacts of the statistics as they are after the write.
    update search_namespaces n set docs = n.docs + 1, total_len = n.total_len + doclen where n.id = nsid
    returning n.docs, n.total_len into ndocs, nlen;
    if not early then
        insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs) values (mid, nsid, doclen, m.expires_at, terms, tfs);
    end if;
    if terms is null then
        return cardinality(gone_ids);
    end if;
    -- Most words of a namespace are already known: one update for them, an insert for the rest.
    update search_terms t set df = t.df + 1 where t.ns = nsid and t.term = any(terms);
    get diagnostics known = row_count;
    if known < cardinality(terms) then
        insert into search_terms as t (ns, term, df)
        select nsid, x, 1 from unnest(terms) x
        where not exists (select from search_terms k where k.ns = nsid and k.term = x)
        order by x
        on conflict (ns, term) do update set df = t.df + 1;
    end if;
    if not early then
        perform recall_search_post(nsid, mid, terms, tfs, doclen, ndocs, nlen, m.expires_at);
    end if;
    return cardinality(gone_ids);
end
$$;

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

    -- What comes in, and every statistic changed once by the sum of both. Each step reads the
    -- rows of the one before it without a join an estimate could turn into a scan per row.
    with new_docs as (
        select m.id, m.expires_at, m.search,
               (select n.id from search_namespaces n
                where n.key = recall_search_ns_key(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id)) as ns,
               (select coalesce(sum(case when w = 'A' then p.hint_weight else 1 end), 0)
                from unnest(m.search) u, unnest(u.weights) w)::real as dl
        from memories m
        where m.id = any(add_ids) and (m.expires_at is null or m.expires_at > now())
    ),
    new_tf as (
        select d.id, d.ns, d.dl, d.expires_at, u.lexeme collate "C" as term,
               sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
        from new_docs d, unnest(d.search) u, unnest(u.weights) w
        group by d.id, d.ns, d.dl, d.expires_at, u.lexeme
    ),
    docs_ins as (
        insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs)
        select d.id, d.ns, d.dl, d.expires_at, w.terms, w.tfs
        from new_docs d left join (select id, array_agg(term order by term) as terms, array_agg(tf order by term) as tfs
                                   from new_tf group by id) w on w.id = d.id
    ),
    ns_delta as (
        select ns, sum(n)::integer as n, sum(len) as len
        from (select ns, 1 as n, dl::double precision as len from new_docs
              union all
              select g.ns, -1, -g.dl::double precision from unnest(gone_ns, gone_dl) as g(ns, dl)) x
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
        insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
        select t.ns, t.term, t.id, t.tf, t.dl,
               t.tf * (p.k1 + 1) / (t.tf + p.k1 * (1 - p.b + p.b * t.dl / greatest(s.total_len / s.docs, 1))),
               t.expires_at
        from new_tf t join ns_upd s on s.id = t.ns
        order by t.ns, t.term -- in index order: each insertion lands next to the previous one
    ),
    term_delta as (
        select ns, term, sum(n)::integer as n
        from (select ns, term, 1 as n from new_tf
              union all
              select s.ns, s.term, -1 from search_postings s where s.memory_id = any(gone_ids)) x
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
    if zero_ns is not null then
        delete from search_terms t where t.ns = any(zero_ns) and t.term = any(zero_terms) and t.df <= 0;
    end if;
    return cardinality(gone_ids);
end
$$;
