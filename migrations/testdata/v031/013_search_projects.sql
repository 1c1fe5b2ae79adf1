-- 013: project memories (migration 011) get namespaces of their own in the BM25 index (006), so
-- a project's members find them through the same scope filter (memory's search.go,
-- scopeNamespaces) that reads users' and systems' namespaces. Until now a project memory was
-- indexed under its author's user namespace.
alter table search_namespaces add column project_id text;
create index search_namespaces_project on search_namespaces (project_id) where scope = 'project';

create or replace function recall_search_add(m memories) returns void language plpgsql as $$
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
    elsif m.scope = 'project' then
        nskey := 'project/' || m.project_id;
    else
        nskey := 'user/' || m.owner_id || '/' || m.agent_id;
    end if;
    select array_agg(t.term order by t.term), array_agg(t.tf order by t.term), coalesce(sum(t.tf), 0)
      into terms, tfs, dl
    from (select u.lexeme as term,
                 sum(case when w = 'A' then p.hint_weight else 1 end)::real as tf
          from unnest(m.search) u, unnest(u.weights) w
          group by u.lexeme) t;
    insert into search_namespaces as n (key, scope, owner_id, agent_id, system_id, project_id, docs, total_len)
    values (nskey, m.scope, case when m.scope = 'user' then m.owner_id end,
            case when m.scope = 'user' then m.agent_id end, m.system_id, m.project_id, 1, dl)
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

drop trigger memories_search_index on memories;
create trigger memories_search_index
    after insert or delete or update of recall_hint, content, expires_at, scope, owner_id, agent_id, system_id, project_id
    on memories for each row execute function recall_search_index();

-- Project memories stored before this migration move to their project's namespace.
select recall_search_remove(m.id), recall_search_add(m) from memories m where m.scope = 'project'
order by m.created_at, m.id;
