-- 006: a maintained BM25 index inside PostgreSQL.
--
-- PostgreSQL's ts_rank is not BM25 (no inverse document frequency, no length normalization) and
-- ranks every match, so a common word made a search cost grow with the namespace. Instead, a
-- trigger on memories keeps, in the writing transaction:
--   search_namespaces  one row per namespace (a user's agent namespace, a system) with its
--                      document count and total length: BM25's N and avgdl;
--   search_terms       per namespace and lexeme, the document frequency: BM25's df;
--   search_docs        per memory, its namespace, length and expiry (what a delete takes back);
--   search_postings    per memory and lexeme, the term frequency, the document length and the
--                      term's BM25 weight at write time ("impact"), indexed in impact order.
-- A search reads the first few postings of each query term in impact order (work proportional to
-- the top k, not to the number of matches), then scores those candidates with exact BM25 over
-- all query terms. A write is searchable and scored as soon as its transaction commits, on every
-- replica, since the statistics live in the same database.
--
-- Lexemes come from the memory's stored tsvector (english configuration: Snowball stemming, stop
-- words dropped); a lexeme in the recallHint (weight A) counts hint_weight times, one in the
-- content once (BM25F).

create table search_params (
    one         boolean primary key default true check (one),
    k1          double precision not null,
    b           double precision not null,
    hint_weight double precision not null
);
-- Chosen on LoCoMo conversations conv-26, conv-30 and conv-41 (README, "Search").
insert into search_params values (true, 0.9, 0.4, 2);

-- A namespace as a search sees it. The scope filter of a search selects rows here (memory's
-- search.go, scopeNamespaces); a new scope adds its key columns and a branch there.
create table search_namespaces (
    id        integer generated always as identity primary key,
    key       text not null unique,
    scope     text not null,
    owner_id  uuid,
    agent_id  text,
    system_id text,
    docs      integer not null default 0,
    total_len double precision not null default 0
);
create index search_namespaces_user on search_namespaces (owner_id, agent_id) where scope = 'user';
create index search_namespaces_system on search_namespaces (system_id) where scope = 'system';

create table search_terms (
    ns   integer not null,
    term text collate "C" not null,
    df   integer not null,
    primary key (ns, term)
);

create table search_docs (
    memory_id  uuid primary key,
    ns         integer not null,
    dl         real not null,
    expires_at timestamptz
);
create index search_docs_expiry on search_docs (ns, expires_at) where expires_at is not null;

create table search_postings (
    ns         integer not null,
    term       text collate "C" not null,
    memory_id  uuid not null,
    tf         real not null,
    dl         real not null,
    impact     real not null,
    expires_at timestamptz
);
-- The read path: a term's postings in a namespace, best first, with what scoring needs.
create index search_postings_impact on search_postings (ns, term, impact desc)
    include (memory_id, tf, dl, expires_at);
-- The write path (take a memory's postings back) and completing a candidate's score.
create index search_postings_memory on search_postings (memory_id, term) include (tf, dl);

-- recall_search_remove takes a memory out of the statistics, if it is in them.
create function recall_search_remove(mid uuid) returns void language plpgsql as $$
declare
    d search_docs;
    nsid integer;
begin
    -- The namespace row is locked first, by every writer of the namespace (saves, deletes, the
    -- sweep), so no two of them lock the rows below in different orders.
    select ns into nsid from search_docs where memory_id = mid;
    if not found then
        return;
    end if;
    perform 1 from search_namespaces where id = nsid for update;
    delete from search_docs where memory_id = mid returning * into d;
    if not found then
        return; -- a concurrent sweep took it out first
    end if;
    update search_namespaces set docs = docs - 1, total_len = greatest(total_len - d.dl, 0) where id = d.ns;
    with gone as (delete from search_postings where memory_id = mid returning term)
    update search_terms t set df = t.df - 1 from gone where t.ns = d.ns and t.term = gone.term;
    delete from search_terms where ns = d.ns and df <= 0;
end
$$;

-- recall_search_add puts a memory into its namespace's statistics and postings.
create function recall_search_add(m memories) returns void language plpgsql as $$
declare
    p search_params;
    nskey text;
    nsid integer;
    ndocs integer;
    nlen double precision;
    terms text[];
    tfs real[];
    dl real;
    expired uuid;
    known integer;
begin
    select * into p from search_params;
    if m.scope = 'system' then
        nskey := 'system/' || m.system_id;
    else
        nskey := 'user/' || m.owner_id || '/' || m.agent_id;
    end if;
    select array_agg(t.term order by t.term), array_agg(t.tf order by t.term), coalesce(sum(t.tf), 0)
      into terms, tfs, dl
    from (select u.lexeme as term,
                 sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
          from unnest(m.search) u, unnest(u.weights) w
          group by u.lexeme) t;
    insert into search_namespaces as n (key, scope, owner_id, agent_id, system_id, docs, total_len)
    values (nskey, m.scope, case when m.scope = 'user' then m.owner_id end,
            case when m.scope = 'user' then m.agent_id end, m.system_id, 1, dl)
    on conflict (key) do update set docs = n.docs + 1, total_len = n.total_len + excluded.total_len
    returning id, docs, total_len into nsid, ndocs, nlen;
    insert into search_docs (memory_id, ns, dl, expires_at) values (m.id, nsid, dl, m.expires_at);
    if terms is null then
        return;
    end if;
    -- Most words of a namespace are already known: one update for them (twice as fast as an
    -- upsert per word), then an insert for the new ones. The namespace row lock taken above keeps
    -- other writers of this namespace out in between.
    update search_terms t set df = t.df + 1 where t.ns = nsid and t.term = any(terms);
    get diagnostics known = row_count;
    if known < cardinality(terms) then
        insert into search_terms as t (ns, term, df)
        select nsid, x, 1 from unnest(terms) x
        where not exists (select from search_terms k where k.ns = nsid and k.term = x)
        on conflict (ns, term) do update set df = t.df + 1;
    end if;
    insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
    select nsid, x.term, m.id, x.tf, dl,
           x.tf * (p.k1 + 1) / (x.tf + p.k1 * (1 - p.b + p.b * dl / greatest(nlen / ndocs, 1))),
           m.expires_at
    from unnest(terms, tfs) as x(term, tf);
    -- Memories of this namespace that have expired leave its statistics now (a search never
    -- returns them either way).
    for expired in select memory_id from search_docs
                   where ns = nsid and expires_at is not null and expires_at <= now() loop
        perform recall_search_remove(expired);
    end loop;
end
$$;

-- recall_search_sweep takes every expired memory out of the statistics; the expiry loop calls it.
create function recall_search_sweep() returns integer language plpgsql as $$
declare
    mid uuid;
    n integer := 0;
begin
    for mid in select memory_id from search_docs where expires_at is not null and expires_at <= now()
               order by ns, memory_id limit 1000 loop
        perform recall_search_remove(mid);
        n := n + 1;
    end loop;
    return n;
end
$$;

create function recall_search_index() returns trigger language plpgsql as $$
begin
    if tg_op in ('UPDATE', 'DELETE') then
        perform recall_search_remove(old.id);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
        perform recall_search_add(new);
    end if;
    return null;
end
$$;

create trigger memories_search_index
    after insert or delete or update of recall_hint, content, expires_at, scope, owner_id, agent_id, system_id
    on memories for each row execute function recall_search_index();

-- Memories stored before this migration.
select recall_search_add(m) from memories m order by m.created_at, m.id;
