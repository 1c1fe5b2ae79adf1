-- 031: saves that come together write no row another save of their namespace writes.
--
-- Measured with pgbench inserting memories straight into the bench's 100k namespace, 3 sessions
-- at once (what RECALL_NAMESPACE_WRITERS lets into the database): 630 inserts/s. Each such insert
-- still wrote three rows every other one wrote too, locked to its commit: the namespace's search
-- statistics (recall_search_apply_one locks that row first), the owner's usage row, and the
-- counts of its hint's common tokens. Taking any one of them out gained little (the next one
-- queued the saves instead); all three: 865/s, and 2.37 -> 2.0 ms of CPU an insert.
--
--   * The namespace's statistics (docs, total_len): a save counting its words later (030) now
--     counts its length later too. It writes its doc and postings and its search_pending row and
--     returns, before the namespace's lock. recall_search_count adds the lengths with the words;
--     whatever takes a waiting memory out subtracts neither. Such a save no longer sweeps its
--     namespace's expired memories (recall_search_sweep does, and every save that takes the
--     lock). A rewrite or a move still counts at once: it holds the lock anyway.
--   * The hint-token counts (hint_token_df, which only plans the dedup lookup, never decides it):
--     the same save leaves its memory in hint_pending instead, and recall_hint_count adds the
--     tokens later; a waiting memory's delete or rewrite takes nothing from them.
--   * The owner's usage: principal_usage is kept in 16 rows a principal (shard), each session
--     writing the one of its backend, summed by the quota check. See recall_usage_check.
--
-- Memories saved under 030 and still waiting have their lengths counted already: they are
-- counted (030's way) before the functions change.
do $$
declare
    nsid integer;
begin
    for nsid in select distinct ns from search_pending order by ns loop
        perform recall_search_count(nsid, 2147483647);
    end loop;
end
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
        if later then
            -- Counted later (recall_search_count), its length and its words alike: no lock taken,
            -- no row another save writes is written. The words new to the namespace go in
            -- uncounted, so the memory is found by every word at once.
            if terms is not null then
                insert into search_terms as t (ns, term, df)
                select nsid, x, 0 from unnest(terms) x
                where not exists (select from search_terms k where k.ns = nsid and k.term = x)
                order by x
                on conflict (ns, term) do nothing;
            end if;
            insert into search_pending (ns, memory_id) values (nsid, mid);
            return 0;
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
    -- Counted now, even in a save that could leave them for later: it holds the namespace's lock
    -- already (a rewrite, or a memory moved in from another namespace). Most words of a namespace
    -- are already known: one update for them, an insert for the rest.
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

-- recall_search_count counts the lengths and the words of up to max_docs memories waiting in
-- namespace nsid and returns how many it took. It gives way (lock_timeout) rather than make a save
-- wait for long. It takes the namespace's row lock first, as every other writer of the counts
-- does: taken last, with the words' counts already locked, it waited for a save that had the
-- namespace's lock and was waiting for one of those counts (saves offered at 400/s, so many of
-- them alone and counting their own words: p99 87 ms at 10k, 201 ms at 100k).
create or replace function recall_search_count(nsid integer, max_docs integer) returns integer language plpgsql
    set lock_timeout = '100ms' as $$
declare
    taken integer;
    counted integer;
    len double precision;
begin
    perform from search_namespaces n where n.id = nsid for update;
    -- The rows taken are joined, not matched by = any(array): an array from a subquery is searched
    -- from its start for every row (4,096 of them: 80 of 220 ms).
    with k as materialized (
        select w.memory_id from search_pending w where w.ns = nsid
        order by w.memory_id limit max_docs for update skip locked
    ),
    p as (
        delete from search_pending s using k where s.ns = nsid and s.memory_id = k.memory_id
        returning s.memory_id
    ),
    pd as (
        select d.memory_id, d.dl, d.terms from p join search_docs d on d.memory_id = p.memory_id
    ),
    c as (
        select x.term, count(*)::integer as n
        from pd cross join lateral unnest(pd.terms) x(term)
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
    select (select count(*) from p), (select count(*) from pd), (select coalesce(sum(pd.dl), 0) from pd)
      into taken, counted, len;
    if counted > 0 then
        update search_namespaces n set docs = n.docs + counted, total_len = n.total_len + len where n.id = nsid;
    end if;
    return taken;
end
$$;

-- The hint-token counts of memories saved to be counted later.
create table hint_pending (
    memory_id uuid primary key
);

-- The hint-token counts, in (namespace, token) order, by one upsert of signed changes (015). A
-- memory inserted with recall.count_later on waits in hint_pending instead; one that waits there
-- takes nothing away when it goes or is rewritten, and a rewrite with count_later on leaves it
-- waiting (its tokens are read when it is counted). The row lock on a waiting memory's
-- hint_pending row orders a rewrite or delete with recall_hint_count taking it.
create or replace function recall_hint_df() returns trigger language plpgsql set search_path from current as $$
declare
    later boolean := current_setting('recall.count_later', true) is not distinct from 'on';
    uncounted uuid[] := '{}';
begin
    if tg_op = 'INSERT' then
        if later then
            insert into hint_pending (memory_id) select r.id from new_rows r;
        else
            insert into hint_token_df as d (ns, token, df)
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, count(*)
            from new_rows r, unnest(r.hint_tokens) t group by 1, 2
            order by 1, 2
            on conflict (ns, token) do update set df = d.df + excluded.df;
        end if;
        return null;
    end if;
    if tg_op = 'UPDATE' and later then
        select coalesce(array_agg(h.memory_id), '{}') into uncounted
        from (select h.memory_id from hint_pending h where h.memory_id in (select r.id from new_rows r)
              order by h.memory_id for update) h;
    else
        with p as (delete from hint_pending h where h.memory_id in (select r.id from old_rows r) returning h.memory_id)
        select coalesce(array_agg(p.memory_id), '{}') into uncounted from p;
    end if;
    if tg_op = 'DELETE' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, -count(*)
        from old_rows r, unnest(r.hint_tokens) t where r.id <> all(uncounted) group by 1, 2
        order by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    else
        insert into hint_token_df as d (ns, token, df)
        select ns, t, sum(delta) from (
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id) as ns, t, -1 as delta
            from old_rows r, unnest(r.hint_tokens) t
            where r.id <> all(uncounted)
            union all
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id, r.project_id), t, 1
            from new_rows r, unnest(r.hint_tokens) t
            where not later or r.id <> all(uncounted)
        ) c group by ns, t having sum(delta) <> 0
        order by ns, t
        on conflict (ns, token) do update set df = d.df + excluded.df;
    end if;
    return null;
end
$$;

-- recall_hint_count adds the hint tokens of up to max_docs memories waiting in hint_pending to
-- hint_token_df and returns how many it took; like recall_search_count it gives way.
create function recall_hint_count(max_docs integer) returns integer language plpgsql
    set lock_timeout = '100ms' set search_path from current as $$
declare
    taken integer;
begin
    with k as materialized (
        select w.memory_id from hint_pending w order by w.memory_id limit max_docs for update skip locked
    ),
    p as (
        delete from hint_pending h using k where h.memory_id = k.memory_id
        returning h.memory_id
    ),
    c as (
        select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id) as ns, t as token,
               count(*)::integer as n
        from p join memories m on m.id = p.memory_id, unnest(m.hint_tokens) t
        group by 1, 2
    ),
    u as (
        insert into hint_token_df as d (ns, token, df)
        select c.ns, c.token, c.n from c order by c.ns, c.token
        on conflict (ns, token) do update set df = d.df + excluded.df
    )
    select count(*) into taken from p;
    return taken;
end
$$;

-- The owner's usage in shards: a session adds to row pg_backend_pid() % 16 of the principal, so
-- saves on different connections do not wait for one another's usage row.
alter table principal_usage add column shard smallint not null default 0;
alter table principal_usage drop constraint principal_usage_pkey;
alter table principal_usage add primary key (principal_id, shard);

create or replace function recall_usage() returns trigger language plpgsql set search_path from current as $$
declare
    k smallint := pg_backend_pid() % 16;
begin
    if tg_op = 'INSERT' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, count(*), sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id))
        from new_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    elsif tg_op = 'DELETE' then
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select r.owner_id, k, -count(*), -sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id))
        from old_rows r group by r.owner_id
        order by r.owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    else
        insert into principal_usage as u (principal_id, shard, memories, bytes)
        select owner_id, k, sum(n), sum(b) from (
            select r.owner_id, -1 as n, -recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id) as b
            from old_rows r
            union all
            select r.owner_id, 1, recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)
            from new_rows r
        ) c group by owner_id having sum(n) <> 0 or sum(b) <> 0
        order by owner_id
        on conflict (principal_id, shard) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    end if;
    return null;
end
$$;

-- recall_usage_check is the quota check of a save that has written its usage (022's, over the
-- shards). It raises RQ001 (with the usage, as 022) when the principal's usage is past a quota.
-- Other saves of the principal may be under way, their usage not yet committed, so a sum below
-- the quota does not settle it alone: at most one save a shard is (its row lock), at most
-- slack_memories and slack_bytes more than the sum (memory.Service passes 15 shards' worth of the
-- largest memory). Within that of a quota it raises RQ002, and the save runs again with slack 0
-- after recall_usage_lock, which waits for every save under way and holds off the next.
create function recall_usage_check(pid uuid, max_memories bigint, max_bytes bigint, slack_memories bigint,
                                   slack_bytes bigint) returns boolean language plpgsql as $$
declare
    m bigint;
    b bigint;
begin
    select coalesce(sum(u.memories), 0), coalesce(sum(u.bytes), 0) into m, b from principal_usage u where u.principal_id = pid;
    if (max_memories > 0 and m > max_memories) or (max_bytes > 0 and b > max_bytes) then
        raise exception 'storage quota exceeded' using errcode = 'RQ001', detail = m || ' ' || b;
    end if;
    if (max_memories > 0 and m + slack_memories > max_memories) or (max_bytes > 0 and b + slack_bytes > max_bytes) then
        raise exception 'storage usage within reach of the quota: check it alone' using errcode = 'RQ002';
    end if;
    return true;
end
$$;

-- recall_usage_lock locks every usage row of principal pid, creating the missing ones, in shard
-- order; run before the save's write, nothing else of the principal's usage can change until its
-- commit.
create function recall_usage_lock(pid uuid) returns void language plpgsql as $$
begin
    insert into principal_usage (principal_id, shard) select pid, g from generate_series(0, 15) g
    on conflict (principal_id, shard) do nothing;
    perform from principal_usage u where u.principal_id = pid order by u.shard for update;
end
$$;

-- The counts a count adds to are updated in place where their page has room (a HOT update: no
-- new index entry), so the pages of both keep a fifth free.
alter table search_terms set (fillfactor = 80);
alter table hint_token_df set (fillfactor = 80);
