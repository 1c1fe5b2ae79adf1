-- 034: autovacuum, tuned per table, keeps the search tables readable by index alone; recall
-- itself issues no VACUUM or ANALYZE (both need the table's owner, and serving runs as an
-- application role that owns nothing).
--
-- A search reads postings by index alone only on pages the visibility map marks all-visible,
-- and only VACUUM sets the map. Autovacuum's defaults wait for 20 % new or changed rows: at 100k
-- memories that is some 20,000 saves between passes. Here a pass comes after about 1 % (at least
-- 1,000 rows), so the postings written since the last pass stay few and the next pass reads only
-- them. search_terms and hint_token_df are counts rewritten in place by every save, and
-- search_docs and memories grow with every save; their statistics are refreshed at 5 % change,
-- so the plans see a bulk load soon after it.
alter table search_postings set (
    autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 1000,
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.05);
alter table search_docs set (
    autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05,
    autovacuum_analyze_scale_factor = 0.05);
alter table search_terms set (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.05);
alter table hint_token_df set (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.05);
alter table memories set (autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.05);
