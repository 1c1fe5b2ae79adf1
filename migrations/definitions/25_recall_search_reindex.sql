-- recall_search_reindex rebuilds the index entries of the memories ids (recall admin reindex,
-- package search): each is taken out and put back as memories holds it now, with the current
-- search_params, by recall_search_apply; one that is gone or expired only leaves. Postings and
-- waiting counts that no search_docs row stands for (written or deleted behind recall's back) are
-- dropped first, or the memory's postings would be written twice. The statistics such entries
-- left wrong are recounted afterwards (recall_search_recount). The caller holds the memories'
-- row locks.
create or replace function recall_search_reindex(ids uuid[]) returns integer language plpgsql as $$
begin
    delete from search_postings p where p.memory_id = any(ids)
        and not exists (select from search_docs d where d.memory_id = p.memory_id);
    delete from search_pending s where s.memory_id = any(ids)
        and not exists (select from search_docs d where d.memory_id = s.memory_id and d.ns = s.ns);
    return recall_search_apply('{}', ids);
end
$$;
