-- recall_search_apply_one is recall_search_apply for the commonest statement, one memory saved
-- (insert or update, nothing dropped): the same steps in the same order, with scalars instead of
-- sets. A memory new to the index is written without locking the namespace's row, and left in
-- search_pending for recall_search_count to count, so such a save writes no row another save of
-- its namespace writes.
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
    uncounted uuid[];
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
        select w.terms, w.tfs, w.dl into terms, tfs, doclen from recall_search_words(m.search, p.hint_weight) w;
    end if;

    -- A memory new to the index (nothing of it to take out) goes in without the namespace's row
    -- lock: its search_docs row and its postings now, so it is found by every word at once; its
    -- length and its words' counts later (recall_search_count, run by the leader within about a
    -- second), so no row another save writes is written. The words new to the namespace go in
    -- counted 0.
    if live and oldns is null then
        select n.docs + 1, n.total_len + doclen into ndocs, nlen from search_namespaces n where n.id = nsid;
        insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs) values (mid, nsid, doclen, m.expires_at, terms, tfs);
        if terms is not null then
            perform recall_search_post(nsid, mid, terms, tfs, doclen, ndocs, nlen, m.expires_at);
            insert into search_terms as t (ns, term, df)
            select nsid, x, 0 from unnest(terms) x
            where not exists (select from search_terms k where k.ns = nsid and k.term = x)
            order by x
            on conflict (ns, term) do nothing;
        end if;
        insert into search_pending (ns, memory_id) values (nsid, mid);
        return 0;
    end if;
    perform from (select n.id from search_namespaces n where n.id = any(array[nsid, oldns]) order by n.id for update) l;

    -- What leaves: the memory's old entry and the expired memories of its namespace.
    with g as (
        delete from search_docs d
        where d.memory_id = mid or (d.ns = nsid and d.expires_at is not null and d.expires_at <= now())
        returning d.memory_id, d.ns, d.dl
    )
    select coalesce(array_agg(memory_id), '{}'), coalesce(array_agg(ns), '{}'), coalesce(array_agg(dl), '{}')
      into gone_ids, gone_ns, gone_dl from g;
    if cardinality(gone_ids) > 0 then
        -- A memory never counted (search_pending) takes nothing away: not its length, not its words.
        with pend as (delete from search_pending s where s.ns = any(gone_ns) and s.memory_id = any(gone_ids) returning s.memory_id)
        select coalesce(array_agg(memory_id), '{}') into uncounted from pend;
        update search_namespaces n set docs = n.docs - c.n, total_len = greatest(n.total_len - c.len, 0)
        from (select g.ns, count(*)::integer as n, sum(g.dl::double precision) as len
              from unnest(gone_ids, gone_ns, gone_dl) as g(id, ns, dl) where g.id <> all(uncounted) group by g.ns) c
        where n.id = any(gone_ns) and n.id = c.ns;
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

    -- What comes in (a rewrite, or a memory moved in from another namespace): the statistics,
    -- then the entry itself, with the impacts of the statistics as they are after the write.
    update search_namespaces n set docs = n.docs + 1, total_len = n.total_len + doclen where n.id = nsid
    returning n.docs, n.total_len into ndocs, nlen;
    insert into search_docs (memory_id, ns, dl, expires_at, terms, tfs) values (mid, nsid, doclen, m.expires_at, terms, tfs);
    if terms is null then
        return cardinality(gone_ids);
    end if;
    -- Counted now: the save holds the namespace's lock already. Most words of a namespace are
    -- already known: one update for them, an insert for the rest.
    update search_terms t set df = t.df + 1 where t.ns = nsid and t.term = any(terms);
    get diagnostics known = row_count;
    if known < cardinality(terms) then
        insert into search_terms as t (ns, term, df)
        select nsid, x, 1 from unnest(terms) x
        where not exists (select from search_terms k where k.ns = nsid and k.term = x)
        order by x
        on conflict (ns, term) do update set df = t.df + 1;
    end if;
    perform recall_search_post(nsid, mid, terms, tfs, doclen, ndocs, nlen, m.expires_at);
    return cardinality(gone_ids);
end
$$;
