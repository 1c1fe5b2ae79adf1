-- 005: dedup by hint tokens that every writer gets for free, and per-principal storage usage.
--
-- Dedup compares recallHints as token sets (Jaccard). The tokens are computed here, once, by a
-- generated column, so every path that writes a hint (save, import, revert, the console) keeps
-- them right. A token is a lower-cased run of letters and digits that is not an English stop word,
-- with a trailing plural "s" folded ("tabs" = "tab"; not "ss", not words of 3 bytes or fewer).
create function recall_hint_tokens(hint text) returns text[]
    language sql immutable strict parallel safe
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
    ) x
);

-- The namespace a memory deduplicates in: its owner and agent for user scope, its system for
-- system scope.
create function recall_dedup_ns(scope text, owner_id uuid, agent_id text, system_id text) returns text
    language sql immutable parallel safe
return case when scope = 'system' then 's|' || system_id else 'u|' || owner_id || '|' || agent_id end;

-- dedup_keys are the hint tokens qualified by the namespace ("ns token"): the GIN index finds the
-- memories of one namespace carrying a token without visiting other namespaces' postings.
create function recall_dedup_keys(scope text, owner_id uuid, agent_id text, system_id text, hint text) returns text[]
    language sql immutable parallel safe
return array(select recall_dedup_ns(scope, owner_id, agent_id, system_id) || ' ' || t
             from unnest(recall_hint_tokens(hint)) t);

alter table memories
    add column hint_tokens text[] not null generated always as (recall_hint_tokens(recall_hint)) stored,
    add column dedup_keys text[] not null
        generated always as (recall_dedup_keys(scope, owner_id, agent_id, system_id, recall_hint)) stored;
-- Every save looks it up: no pending list to scan linearly on each lookup (fastupdate off).
create index memories_dedup_keys on memories using gin (dedup_keys) with (fastupdate = off);

-- How many memories of a namespace carry each hint token. A save looks up only its own tokens'
-- counts to pick the rarest ones (see memory/dedup.go): work that does not grow with the
-- namespace. Kept by a trigger, so no writer can forget it.
create table hint_token_df (
    ns    text not null,
    token text not null,
    df    integer not null,
    primary key (ns, token)
);
insert into hint_token_df (ns, token, df)
select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id), t, count(*)
from memories m, unnest(m.hint_tokens) t group by 1, 2;

-- The triggers are per statement, over transition tables: a statement that writes many rows (a
-- bulk load, a purge) updates each counter once, instead of once per row, which inside one
-- transaction would make every update walk all the earlier versions of a hot counter row.
-- Transition tables exist only for the operations that have them, so each operation has its own
-- statement; an update that leaves hint and namespace as they were nets to nothing and writes
-- nothing.
create function recall_hint_df() returns trigger language plpgsql set search_path from current as $$
begin
    if tg_op = 'INSERT' then
        insert into hint_token_df as d (ns, token, df)
        select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id), t, count(*)
        from new_rows r, unnest(r.hint_tokens) t group by 1, 2
        on conflict (ns, token) do update set df = d.df + excluded.df;
    elsif tg_op = 'DELETE' then
        update hint_token_df d set df = d.df - c.n
        from (select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id) as ns, t, count(*) as n
              from old_rows r, unnest(r.hint_tokens) t group by 1, 2) c
        where d.ns = c.ns and d.token = c.t;
    else
        insert into hint_token_df as d (ns, token, df)
        select ns, t, sum(delta) from (
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id) as ns, t, -1 as delta
            from old_rows r, unnest(r.hint_tokens) t
            union all
            select recall_dedup_ns(r.scope, r.owner_id, r.agent_id, r.system_id), t, 1
            from new_rows r, unnest(r.hint_tokens) t
        ) c group by ns, t having sum(delta) <> 0
        on conflict (ns, token) do update set df = d.df + excluded.df;
    end if;
    return null;
end
$$;
create trigger memories_hint_df_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_hint_df();
create trigger memories_hint_df_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_hint_df();
create trigger memories_hint_df_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_hint_df();

-- Storage per principal (the owner of each stored memory, expired ones included until purged):
-- the per-principal quota reads one row instead of counting. Kept by a trigger.
create function recall_memory_bytes(hint text, content text, tags text[], source text) returns bigint
    language sql immutable parallel safe
return octet_length(hint) + octet_length(content) + coalesce(octet_length(array_to_string(tags, '')), 0)
       + coalesce(octet_length(source), 0);

create table principal_usage (
    principal_id uuid primary key references principals(id) on delete cascade,
    memories     bigint not null default 0,
    bytes        bigint not null default 0
);
insert into principal_usage (principal_id, memories, bytes)
select owner_id, count(*), sum(recall_memory_bytes(recall_hint, content, tags, source_conversation_id))
from memories group by owner_id;

create function recall_usage() returns trigger language plpgsql set search_path from current as $$
begin
    if tg_op = 'INSERT' then
        insert into principal_usage as u (principal_id, memories, bytes)
        select r.owner_id, count(*), sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id))
        from new_rows r group by r.owner_id
        on conflict (principal_id) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    elsif tg_op = 'DELETE' then
        update principal_usage u set memories = u.memories - c.n, bytes = u.bytes - c.b
        from (select r.owner_id, count(*) as n, sum(recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)) as b
              from old_rows r group by r.owner_id) c
        where u.principal_id = c.owner_id;
    else
        insert into principal_usage as u (principal_id, memories, bytes)
        select owner_id, sum(n), sum(b) from (
            select r.owner_id, -1 as n, -recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id) as b
            from old_rows r
            union all
            select r.owner_id, 1, recall_memory_bytes(r.recall_hint, r.content, r.tags, r.source_conversation_id)
            from new_rows r
        ) c group by owner_id having sum(n) <> 0 or sum(b) <> 0
        on conflict (principal_id) do update set memories = u.memories + excluded.memories, bytes = u.bytes + excluded.bytes;
    end if;
    return null;
end
$$;
create trigger memories_usage_ins after insert on memories
    referencing new table as new_rows for each statement execute function recall_usage();
create trigger memories_usage_upd after update on memories
    referencing old table as old_rows new table as new_rows for each statement execute function recall_usage();
create trigger memories_usage_del after delete on memories
    referencing old table as old_rows for each statement execute function recall_usage();
