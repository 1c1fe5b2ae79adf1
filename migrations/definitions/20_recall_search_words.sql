-- recall_search_words is what the search index holds of a memory whose search column is doc: its
-- words (terms, in byte order) with their frequencies (tfs; a recallHint word counts hint_weight
-- times, BM25F), and its length dl, the sum of the frequencies of all its words. A memory of more
-- than recall_search_word_cap distinct words keeps that many: the hint's words first, then the
-- content's by frequency, then by first occurrence (ties by byte order). Its length stays that of
-- all its words, so the words it keeps weigh in BM25 what they weighed before the cap.
create or replace function recall_search_words(doc tsvector, hint_weight double precision,
                                               out terms text[], out tfs real[], out dl real)
    language plpgsql immutable parallel safe as $$
begin
    if coalesce(length(doc), 0) <= recall_search_word_cap() then
        select array_agg(x.term order by x.term), array_agg(x.tf order by x.term), coalesce(sum(x.tf), 0)
          into terms, tfs, dl
        from (select u.lexeme collate "C" as term, sum(case when w = 'A' then hint_weight else 1 end)::real as tf
              from unnest(doc) u, unnest(u.weights) w group by u.lexeme) x;
        return;
    end if;
    select array_agg(x.term order by x.term) filter (where x.rank <= recall_search_word_cap()),
           array_agg(x.tf order by x.term) filter (where x.rank <= recall_search_word_cap()),
           coalesce(sum(x.tf), 0)
      into terms, tfs, dl
    from (select y.term, y.tf, row_number() over (order by y.hint desc, y.tf desc, y.first, y.term) as rank
          from (select u.lexeme collate "C" as term, sum(case when o.w = 'A' then hint_weight else 1 end)::real as tf,
                       bool_or(o.w = 'A') as hint, min(o.p) as first
                from unnest(doc) u, unnest(u.weights, u.positions) o(w, p) group by u.lexeme) y) x;
end
$$;
