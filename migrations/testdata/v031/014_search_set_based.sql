-- 014: the BM25 index (006, 013) is maintained per statement, not per row.
--
-- The row trigger of 006 updated a namespace's counter row and the df row of every word of a
-- memory once per memory. A bulk import writes thousands of memories in one transaction, so each
-- of those hot rows gathered a version per memory, and every later update walked the chain: the
-- cost per memory grew with the batch (3.5 ms at 1k, 7 ms at 10k). As migration 005 did for its
-- counters, the triggers now run once per statement, over transition tables, and apply a
-- statement's rows at once: one write per namespace (docs, total_len), one per (namespace, term)
-- with the summed df change, one insert of all postings.
--
-- What stays as it was:
--   * every writer of a namespace's statistics (saves, imports, deletes, the sweep) locks the
--     namespace rows first, here all of a statement's namespaces in id order, so no two writers
--     lock the rows below in different orders;
--   * a posting's impact is BM25's term weight with the namespace's N and avgdl as they are after
--     the write (now: after the whole statement), hint lexemes (weight A) counting hint_weight
--     times (BM25F);
--   * namespaces are a user's agent, a system, or a project (013);
--   * expired memories of a namespace leave its statistics when the namespace is written, and
--     recall_search_sweep takes out the rest;
--   * only a change of what the index reads (recall_hint, content, expires_at, scope, owner_id,
--     agent_id, system_id, project_id) re-indexes a memory; a delete takes it out.

-- The key of a memory's namespace in search_namespaces (inlined where it is used: every cast
-- here is immutable).
create function recall_search_ns_key(scope text, owner_id uuid, agent_id text, system_id text, project_id text)
    returns text language sql immutable parallel safe
return case when scope = 'system' then 'system/' || system_id
            when scope = 'project' then 'project/' || project_id
            else 'user/' || owner_id::text || '/' || agent_id end;

-- recall_search_apply_one is recall_search_apply for the commonest statement, one memory saved
-- (insert or update, nothing dropped): the same steps in the same order, with scalars instead of
-- sets, so a save costs what the row trigger of 006 cost (a handful of short statements with
-- plans made once per session).
create function recall_search_apply_one(mid uuid) returns integer language plpgsql as $$
declare
    p search_params;
    m memories;
    nsid integer;
    oldns integer;
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
    if m.id is null or m.expires_at <= now() then
        return cardinality(gone_ids);
    end if;

    -- What comes in: the statistics first, so the impacts use them as they are after the write.
    select array_agg(x.term order by x.term), array_agg(x.tf order by x.term), coalesce(sum(x.tf), 0)
      into terms, tfs, doclen
    from (select u.lexeme collate "C" as term, sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
          from unnest(m.search) u, unnest(u.weights) w group by u.lexeme) x;
    update search_namespaces n set docs = n.docs + 1, total_len = n.total_len + doclen where n.id = nsid
    returning n.docs, n.total_len into ndocs, nlen;
    insert into search_docs (memory_id, ns, dl, expires_at) values (mid, nsid, doclen, m.expires_at);
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
        on conflict (ns, term) do update set df = t.df + 1;
    end if;
    insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
    select nsid, x.term, mid, x.tf, doclen,
           x.tf * (p.k1 + 1) / (x.tf + p.k1 * (1 - p.b + p.b * doclen / greatest(nlen / ndocs, 1))),
           m.expires_at
    from unnest(terms, tfs) as x(term, tf);
    return cardinality(gone_ids);
end
$$;

-- recall_search_apply makes the index agree with the memories table for a set of memories:
-- every memory in add_ids is taken out of the index if it is in it and put back as memories
-- holds it now (unless it is gone or expired); every memory in drop_ids is taken out (with sweep,
-- only if its index row says it expired). Expired memories of the namespaces added to leave too.
-- Returns how many memories left the index.
--
-- Its statements are written so that one plan serves one memory and thousands (every lookup of a
-- namespace, a term or a memory goes through its unique index), and the plans are generic: made
-- once per session, not for every save.
create function recall_search_apply(drop_ids uuid[], add_ids uuid[], sweep boolean default false)
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
        insert into search_docs (memory_id, ns, dl, expires_at)
        select id, ns, dl, expires_at from new_docs
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

-- The sweep takes up to 1000 expired memories out at a time, namespace by namespace.
create or replace function recall_search_sweep() returns integer language plpgsql as $$
begin
    return recall_search_apply(array(select memory_id from search_docs
                                     where expires_at is not null and expires_at <= now()
                                     order by ns, memory_id limit 1000), '{}', true);
end
$$;

-- The triggers, one per operation (transition tables exist only for the operations that have
-- them; an UPDATE trigger with transition tables cannot name columns, so it picks the rows whose
-- indexed columns changed).
create function recall_search_index_stmt() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        perform recall_search_apply('{}', array(select id from new_rows));
    elsif tg_op = 'DELETE' then
        perform recall_search_apply(array(select id from old_rows), '{}');
    else
        perform recall_search_apply('{}', array(
            select coalesce(n.id, o.id)
            from old_rows o full join new_rows n on n.id = o.id
            where n.id is null or o.id is null
               or (o.recall_hint, o.content, o.expires_at, o.scope, o.owner_id, o.agent_id, o.system_id, o.project_id)
                  is distinct from
                  (n.recall_hint, n.content, n.expires_at, n.scope, n.owner_id, n.agent_id, n.system_id, n.project_id)));
    end if;
    return null;
end
$$;

drop trigger memories_search_index on memories;
drop function recall_search_index();
create trigger memories_search_index_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_search_index_stmt();
create trigger memories_search_index_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_search_index_stmt();
create trigger memories_search_index_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_search_index_stmt();
