-- 030: saves that come together count their words' document frequencies together, later.
--
-- Every save added one to the count (search_terms.df) of each of its ~30 words: 30 row updates,
-- each a new row version with its WAL, taken under the namespace's lock and held to commit.
-- Saving 8 at a time into one namespace of 10k memories, that was 0.6 ms of PostgreSQL's 2.8 ms
-- of CPU a save (without it: 440 -> 528 saves/s). A save the server runs while another is under
-- way (recall.count_later, set for its transaction by memory.Service) now leaves its memory in
-- search_pending instead, and recall_search_count adds the words of the memories waiting there
-- in one write per word (memory.Service's settler, once saves pause or enough have waited). A
-- save with no other under way counts its words itself, as before: one at a time, the counts are
-- exact after every save.
--
-- What a waiting memory changes for search: it is found by every word at once (a word new to the
-- namespace goes into search_terms with a count of 0), and its words' counts (their idf) are
-- short of it until counted. Everything that takes a memory out of the index (a rewrite, a delete,
-- an expiry, a purge) deletes its search_pending row and subtracts only the words of one it did
-- not find there. A word whose count reaches 0 goes only when no posting carries it, so a waiting
-- memory's word is never dropped. recall_search_count takes the namespace's row lock before the
-- counts, as every writer of them does since 015.
create table search_pending (
    ns        integer not null,
    memory_id uuid    not null,
    primary key (ns, memory_id)
);

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
    uncounted uuid[];
    later boolean := current_setting('recall.count_later', true) is not distinct from 'on';
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
        -- A memory whose words were never counted (search_pending) takes none away.
        with pend as (delete from search_pending s where s.ns = any(gone_ns) and s.memory_id = any(gone_ids) returning s.memory_id)
        select coalesce(array_agg(memory_id), '{}') into uncounted from pend;
        with gp as (delete from search_postings s where s.memory_id = any(gone_ids) returning s.ns, s.term, s.memory_id),
        c as (select gp.ns, gp.term, (count(*) filter (where gp.memory_id <> all(uncounted)))::integer as n
              from gp group by gp.ns, gp.term),
        u as (update search_terms t set df = t.df - c.n
              from c where t.ns = any(gone_ns) and t.term = any(array(select term from c)) and t.ns = c.ns and t.term = c.term
                        and c.n > 0
              returning t.ns, t.term, t.df)
        -- The words whose count reaches 0, and those of uncounted memories alone (counted 0).
        select array_agg(z.ns), array_agg(z.term) into zero_ns, zero_terms
        from (select u.ns, u.term from u where u.df <= 0 union all select c.ns, c.term from c where c.n = 0) z;
        if zero_ns is not null then
            delete from search_terms t where t.ns = any(zero_ns) and t.term = any(zero_terms) and t.df <= 0
              and not exists (select from search_postings s where s.ns = t.ns and s.term = t.term);
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
    if later then
        -- Counted later (recall_search_count): the words new to the namespace go in uncounted,
        -- so the memory is found by every word at once, and the memory waits in search_pending.
        insert into search_terms as t (ns, term, df)
        select nsid, x, 0 from unnest(terms) x
        where not exists (select from search_terms k where k.ns = nsid and k.term = x)
        order by x
        on conflict (ns, term) do nothing;
        insert into search_pending (ns, memory_id) values (nsid, mid);
    else
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

-- recall_search_count counts the words of up to max_docs memories waiting in namespace nsid and
-- returns how many it counted. It takes no namespace lock, so saves go on while it runs; instead
-- it gives way: a lock it would wait for longer than lock_timeout (held by a save, a delete or
-- another count, or in a deadlock with one) ends it with an error and counts nothing, and the
-- memories wait for the next count. The counts of a waiting memory's words exist (a save writes
-- the new ones), so each is one row update; the insert is for a word a rebuild took away.
create function recall_search_count(nsid integer, max_docs integer) returns integer language plpgsql
    set lock_timeout = '100ms' as $$
declare
    counted integer;
begin
    with p as (
        delete from search_pending s
        where s.ns = nsid and s.memory_id = any(array(select k.memory_id from search_pending k where k.ns = nsid
                                                      order by k.memory_id limit max_docs for update skip locked))
        returning s.memory_id
    ),
    c as (
        select x.term, count(*)::integer as n
        from p join search_docs d on d.memory_id = p.memory_id cross join lateral unnest(d.terms) x(term)
        group by x.term
    ),
    u as (
        update search_terms t set df = t.df + c.n from c where t.ns = nsid and t.term = c.term
        returning t.term
    ),
    i as (
        insert into search_terms as t (ns, term, df)
        select nsid, c.term, c.n from c where c.term not in (select u.term from u) order by c.term
        on conflict (ns, term) do update set df = t.df + excluded.df
    )
    select count(*) into counted from p;
    return counted;
end
$$;
