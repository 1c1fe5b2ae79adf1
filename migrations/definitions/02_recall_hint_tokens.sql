-- recall_hint_tokens computes memories.hint_tokens, the tokens of a hint the near-duplicate lookup
-- compares (memory/dedup.go): lowercase words and numbers, a plural's s dropped, English stop
-- words left out. PL/pgSQL, not SQL: a SQL function whose body holds a subquery is not inlined
-- and would be planned afresh by every statement calling it, where PL/pgSQL keeps its plan for the
-- session. Changing what it returns needs the generated columns made again, in a numbered
-- migration.
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
