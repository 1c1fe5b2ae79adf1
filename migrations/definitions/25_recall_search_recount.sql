-- recall_search_recount sets the statistics of namespace nsid from its entries (recall admin
-- reindex, after every memory's entry is rebuilt): its N and total length from its search_docs
-- rows, each word's document frequency from its postings, the words of no posting dropped. A
-- memory waiting to be counted (search_pending) is left out of every count, as the counts it
-- waits for leave it out, so recall_search_count adds it once. It holds the namespace's row lock,
-- as every writer of the counts does; a new memory saved meanwhile (which takes no lock) comes
-- with its search_pending row, so it is left out whether this sees it or not.
create or replace function recall_search_recount(nsid integer) returns void language plpgsql as $$
begin
    perform from search_namespaces n where n.id = nsid for update;
    update search_namespaces n set docs = c.docs, total_len = c.len
    from (select count(*)::integer as docs, coalesce(sum(d.dl::double precision), 0) as len
          from search_docs d
          where d.ns = nsid and not exists (select from search_pending s where s.ns = nsid and s.memory_id = d.memory_id)) c
    where n.id = nsid and (n.docs, n.total_len) is distinct from (c.docs, c.len);
    with c as (
        select p.term, (count(*) filter (where not exists (select from search_pending s
                                                           where s.ns = nsid and s.memory_id = p.memory_id)))::integer as df
        from search_postings p where p.ns = nsid group by p.term
    ),
    u as (
        insert into search_terms as t (ns, term, df) select nsid, c.term, c.df from c order by c.term
        on conflict (ns, term) do update set df = excluded.df where t.df <> excluded.df
    )
    delete from search_terms t where t.ns = nsid and not exists (select from c where c.term = t.term);
end
$$;
