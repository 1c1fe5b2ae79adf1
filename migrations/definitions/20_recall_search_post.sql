-- recall_search_post writes a memory's postings with their BM25 impacts (recall_bm25_weight).
-- PL/pgSQL: an INSERT in a SQL function is never inlined, so it would be planned again at every
-- save.
create or replace function recall_search_post(nsid integer, mid uuid, terms text[], tfs real[], doclen real, ndocs integer,
                                              nlen double precision, expires timestamptz) returns void language plpgsql as $$
begin
    insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at, saved_at)
    select nsid, x.term, mid, x.tf, doclen,
           recall_bm25_weight(1, x.tf, doclen, recall_bm25_avgdl(nlen, ndocs), p.k1, p.b),
           expires, (select m.updated_at from memories m where m.id = mid)
    from unnest(terms, tfs) as x(term, tf), search_params p;
end
$$;
