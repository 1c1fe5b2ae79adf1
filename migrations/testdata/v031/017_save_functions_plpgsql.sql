-- 017: the functions every save calls keep their plans between calls.
--
-- recall_hint_tokens and recall_dedup_keys were SQL functions whose bodies hold a subquery, so
-- PostgreSQL cannot inline them and plans their bodies afresh in every statement that calls them:
-- each save's insert (the generated columns hint_tokens and dedup_keys), its dedup lock and its
-- lookup. recall_dedup_keys alone took about 0.3 ms of a save. PL/pgSQL keeps a statement's plan
-- for the session. The bodies, and so every stored token and key, are unchanged; only the
-- language differs. At 100k memories in one namespace, one client saved 171/s before and 193/s
-- after, eight clients 300/s and 318/s (recall-bench's corpus, straight through memory.Service).
create or replace function recall_hint_tokens(hint text) returns text[]
    language plpgsql immutable strict parallel safe as $$
begin
    return (
    select coalesce(array_agg(distinct t order by t), '{}')
    from (
        select case when octet_length(w) > 3 and w like '%s' and w not like '%ss' then left(w, -1) else w end as t
        from regexp_split_to_table(lower(hint), '[^[:alpha:][:digit:]]+') as w
        where w <> '' and not (w = any ('{i,me,my,myself,we,our,ours,ourselves,you,your,yours,yourself,
            yourselves,he,him,his,himself,she,her,hers,herself,it,its,itself,they,them,their,theirs,
            themselves,what,which,who,whom,this,that,these,those,am,is,are,was,were,be,been,being,have,
            has,had,having,do,does,did,doing,a,an,the,and,but,if,or,because,as,until,while,of,at,by,for,
            with,about,against,between,into,through,during,before,after,above,below,to,from,up,down,in,
            out,on,off,over,under,again,further,then,once,here,there,when,where,why,how,all,any,both,
            each,few,more,most,other,some,such,no,nor,not,only,own,same,so,than,too,very,s,t,can,will,
            just,don,should,now,instead}'::text[]))
    ) x);
end
$$;
create or replace function recall_dedup_keys(scope text, owner_id uuid, agent_id text, system_id text, project_id text, hint text) returns text[]
    language plpgsql immutable parallel safe as $$
begin
    return array(select recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) || ' ' || t
                 from unnest(recall_hint_tokens(hint)) t);
end
$$;

-- recall_search_post is an INSERT, which no SQL function can have inlined: it was planned at
-- every save too (0.17 ms of the 0.79 ms it took).
create or replace function recall_search_post(nsid integer, mid uuid, terms text[], tfs real[], doclen real, ndocs integer,
                                              nlen double precision, expires timestamptz) returns void language plpgsql as $$
begin
    insert into search_postings (ns, term, memory_id, tf, dl, impact, expires_at)
    select nsid, x.term, mid, x.tf, doclen,
           x.tf * (p.k1 + 1) / (x.tf + p.k1 * (1 - p.b + p.b * doclen / greatest(nlen / ndocs, 1))),
           expires
    from unnest(terms, tfs) as x(term, tf), search_params p;
end
$$;
