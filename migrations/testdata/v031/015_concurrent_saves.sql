-- 015: saves into one namespace no longer wait for each other for the whole of their writes.
--
-- Saves took one advisory lock per namespace (memory/dedup.go) for their dedup lookup and every
-- write after it, so a busy namespace took one save at a time: 94 saves/s from 8 clients at 100k
-- memories. They now lock their hint's tokens instead (near-duplicates still conflict; unrelated
-- hints do not), and what remains shared by every save of a namespace, its counter rows, is
-- written as late in the transaction as it can be, so the part of a save that waits for the one
-- before is short:
--
--   * recall_search_apply_one writes a memory new to the index (its search_docs row and
--     postings) before it locks the namespace's row, and only then updates the statistics.
--     Its postings' impacts use N and avgdl as read just before (the namespace as the last
--     committed write left it, plus this memory): the same values as before unless another save
--     of the namespace commits in between, when avgdl is off by that one memory's share. Impacts
--     only order a term's postings for a search's first read; every score is computed from tf,
--     dl and the statistics at search time.
--   * the hint-token counts (hint_token_df) are written by the last trigger of a statement
--     (triggers fire in name order), in (namespace, token) order, as every writer of them now
--     does: with no namespace lock around them, two saves sharing common words must lock those
--     rows in the same order or deadlock.

-- A memory's postings, with the impacts of statistics ndocs and nlen.
create function recall_search_post(nsid integer, mid uuid, terms text[], tfs real[], doclen real, ndocs integer,
                                   nlen double precision, expires timestamptz) returns void language sql as $$
    insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
    select nsid, x.term, mid, x.tf, doclen,
           x.tf * (p.k1 + 1) / (x.tf + p.k1 * (1 - p.b + p.b * doclen / greatest(nlen / ndocs, 1))),
           expires
    from unnest(terms, tfs) as x(term, tf), search_params p
$$;

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
        insert into search_docs (memory_id, ns, dl, expires_at) values (mid, nsid, doclen, m.expires_at);
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
        insert into search_docs (memory_id, ns, dl, expires_at) values (mid, nsid, doclen, m.expires_at);
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

-- The hint-token counts, in (namespace, token) order, by one upsert of signed changes for every
-- operation.
create or replace function recall_hint_df() returns trigger language plpgsql set search_path from current as $$
begin
    if tg_op = 'INSERT' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, count(*)
        from new_rows r, unnest(r.hint_tokens) t group by 1, 2
        order by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    elsif tg_op = 'DELETE' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, -count(*)
        from old_rows r, unnest(r.hint_tokens) t group by 1, 2
        order by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    else
        insert into hint_token_df as d (ns, token, df)
        select ns, t, sum(delta) from (
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, -1 as delta
            from old_rows r, unnest(r.hint_tokens) t
            union all
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, 1
            from new_rows r, unnest(r.hint_tokens) t
        ) c group by ns, t having sum(delta) <> 0
        order by ns, t
        on conflict (ns, token) do update set df = d.df + excluded.df;
    end if;
    return null;
end
$$;

-- Last of a statement's triggers (they fire in name order): the counts are the most widely
-- shared rows a save writes, so they are locked last.
alter trigger memories_hint_df_ins on memories rename to memories_zz_hint_df_ins;
alter trigger memories_hint_df_upd on memories rename to memories_zz_hint_df_upd;
alter trigger memories_hint_df_del on memories rename to memories_zz_hint_df_del;
