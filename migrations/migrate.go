// Package migrations owns the database schema, kept in two kinds of SQL files embedded in the
// binary:
//
//   - Numbered files change tables: tables, columns, indexes, constraints, sequences, table
//     settings and data backfills. 001_baseline.sql is the schema as a whole; each file is applied
//     once, in order, and recorded in schema_migrations. To change a table, add a file numbered
//     after the highest one; never edit a file a release has shipped.
//   - definitions/ holds every SQL function, trigger and view, one file each with its current
//     body (a trigger function and its triggers share a file). A file is applied again whenever
//     its text changes (its checksum is recorded in schema_definitions), so to change a function,
//     edit its file: it must be rerunnable (create or replace; drop first what cannot be
//     replaced). Files run in name order, their number saying what they need first. Those
//     numbered below 10 hold the functions that table columns are computed from: they read no
//     table and run before the numbered files. The rest run after them. Functions and views are
//     named recall_…; one that no file defines any more is dropped, with the triggers calling
//     it, so to remove one, empty its file to a comment that says so (below: never delete a
//     file). @schema@ in a file stands for the migrated schema.
//
// A shipped file's comments say what was true when it shipped. Where one disagrees with a
// definition file, the definition file is current: 001_baseline.sql says triggers keep the BM25
// index, but since the search package took it over, the memory service asks that package to
// index what it writes (definitions/31_recall_memories_written.sql, docs/search.md).
//
// Apply does all of it in one transaction under a transaction-scoped advisory lock per schema (so
// it works through a transaction-mode pooler, and a failure leaves the schema as it was), so
// replicas starting together apply each change exactly once, and only `recall migrate` calls it:
// every other command checks the schema (Check) and refuses one that is behind or ahead of its
// binary. A schema
// migrated by the numbered files of before the baseline (001_init.sql to 031) is upgraded in
// place by upgrade/from_031.sql.
//
// The rule for every change (docs/operations.md, Upgrades): the previous release keeps serving
// on the schema this one migrated, until the operator has replaced its servers, so while it may
// serve a change is additive. New tables; new columns that are nullable, defaulted or generated;
// new indexes; new functions, or new bodies that keep a function's signature and meaning; new
// triggers that do not refuse what the previous release writes. Never drop, rename or retype a
// table, column, function or trigger the previous release uses, nor make a column it does not
// write NOT NULL: remove it one release later, once no server of the release that used it can
// run. What the previous release cannot write as this one needs it (an index entry, a count), this
// one repairs after it (package search's Repair, on the leader). Each migrate records the binary
// that applied each row (applied_by) and the texts each definition replaced, so an older binary
// knows the schema is newer than itself and refuses it instead of migrating it back. So files
// a release shipped stay: a numbered file is never edited; a definition is removed by emptying its
// file to a comment that says so, never by deleting it (a binary that meets a definition it does
// not know takes the schema for a newer recall's), and its text never returns to one a release
// shipped before (a revert changes its comment too). A test builds the previous release from git
// and upgrades from it while it serves (cmd/recall/upgrade_test.go).
package migrations

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed *.sql definitions/*.sql upgrade/*.sql
var files embed.FS

// Migration is one numbered file, or one definition (Name "definitions/…", Version its number).
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// beforeTables: definitions numbered below it run before the numbered files.
const beforeTables = 10

// All returns the numbered migrations in version order.
func All() ([]Migration, error) {
	names, err := fs.Glob(files, "*.sql")
	if err != nil {
		return nil, err
	}
	out, err := read(names)
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("migrations %s and %s share version %d", out[i-1].Name, out[i].Name, out[i].Version)
		}
	}
	return out, nil
}

// Definitions returns the definitions in the order they are applied (by name).
func Definitions() ([]Migration, error) {
	names, err := fs.Glob(files, "definitions/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	return read(names)
}

func read(names []string) ([]Migration, error) {
	var out []Migration
	for _, name := range names {
		num, _, ok := strings.Cut(path.Base(name), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %q: name must start with a number and '_'", name)
		}
		body, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		out = append(out, Migration{Version: v, Name: name, SQL: string(body)})
	}
	return out, nil
}

func (m Migration) checksum() string {
	sum := sha256.Sum256([]byte(m.SQL))
	return hex.EncodeToString(sum[:])
}

// Apply brings the schema on the connection's search_path up to date and returns the names of
// the migrations and definitions it applied. It is safe to call from several processes at once.
func Apply(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	numbered, err := All()
	if err != nil {
		return nil, err
	}
	defs, err := Definitions()
	if err != nil {
		return nil, err
	}
	var done []string
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		var err error
		done, err = apply(ctx, tx, numbered, defs)
		return err
	})
	if err != nil {
		return nil, err
	}
	return done, nil
}

// apply is Apply in tx. The lock is the transaction's, so a transaction-mode pooler keeps it.
func apply(ctx context.Context, tx pgx.Tx, numbered, defs []Migration) ([]string, error) {
	// The lock key is per schema, so isolated test schemas migrate in parallel.
	const lockKey = `select hashtextextended('recall.migrate.' || current_schema(), 0)`
	if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock((`+lockKey+`))`); err != nil {
		return nil, fmt.Errorf("migrate: lock: %w", err)
	}

	// Nothing is applied unless every extension the schema needs is there or can be created.
	if err := preflight(ctx, tx); err != nil {
		return nil, err
	}
	// Read before the record's columns below are added: a schema without them is behind.
	st, err := readState(ctx, tx)
	if err != nil {
		return nil, err
	}
	// Created only where they are missing: CREATE TABLE IF NOT EXISTS checks the privilege to
	// create first, and refuses a role that may not even when the table is there. applied_by
	// names the recall that applied a row, and replaced the texts a definition had before, so a
	// binary can tell a schema a newer recall migrated from one behind it (compare).
	if _, err := tx.Exec(ctx, `do $$ begin
		if to_regclass('schema_migrations') is null then
			create table schema_migrations (
				version integer primary key, name text not null, applied_at timestamptz not null default now());
		end if;
		if to_regclass('schema_definitions') is null then
			create table schema_definitions (
				name text primary key, checksum text not null, applied_at timestamptz not null default now());
		end if;
		if not exists (select from pg_attribute where attrelid = to_regclass('schema_migrations') and attname = 'applied_by') then
			alter table schema_migrations add column applied_by text;
		end if;
		if not exists (select from pg_attribute where attrelid = to_regclass('schema_definitions') and attname = 'applied_by') then
			alter table schema_definitions add column applied_by text;
		end if;
		if not exists (select from pg_attribute where attrelid = to_regclass('schema_definitions') and attname = 'replaced') then
			alter table schema_definitions add column replaced text[] not null default '{}';
		end if; end $$`); err != nil {
		return nil, fmt.Errorf("migrate: create schema_migrations: %w", err)
	}
	if st.old {
		for v := 1; v <= 31; v++ {
			if _, ok := st.applied[v]; !ok {
				return nil, fmt.Errorf("migrate: this schema stopped at migration %d of the numbering before the baseline; upgrade it with recall 5a2bb81 first, which applies up to 031", v-1)
			}
		}
	}
	// Never back: a schema a newer recall migrated stays as it is, whatever this binary holds.
	if s := compare(st, numbered, defs); len(s.Newer) > 0 {
		return nil, s.Err()
	}

	var early, late []Migration
	for _, d := range defs {
		if d.Version < beforeTables {
			early = append(early, d)
		} else {
			late = append(late, d)
		}
	}
	done, err := applyDefinitions(ctx, tx, early, st.checksums, nil)
	if err != nil {
		return done, err
	}
	if st.old {
		if err := upgradeFrom031(ctx, tx); err != nil {
			return done, err
		}
		done = append(done, upgradeFile)
		st.applied = map[int]string{1: "001_baseline.sql"}
	}
	schemas, err := extensionSchemas(ctx, tx)
	if err != nil {
		return done, err
	}
	for _, m := range numbered {
		if _, ok := st.applied[m.Version]; ok {
			continue
		}
		err := recording(ctx, tx, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, inExtensionSchemas(m.SQL, schemas)); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `insert into schema_migrations (version, name, applied_by) values ($1, $2, $3)`, m.Version, m.Name, Binary())
			return err
		})
		if err != nil {
			return done, fmt.Errorf("migrate: %s: %w", m.Name, err)
		}
		done = append(done, m.Name)
	}
	applied, err := applyDefinitions(ctx, tx, late, st.checksums, defs)
	return append(done, applied...), err
}

// dbConn is a connection or a transaction: what the steps of a migration run on (a transaction
// begun on a transaction is a savepoint).
type dbConn interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	Begin(ctx context.Context) (pgx.Tx, error)
}

// state is what schema_migrations and schema_definitions record.
type state struct {
	applied   map[int]string // version -> name
	by        map[int]string // version -> the recall that applied it, where recorded
	checksums map[string]string
	replaced  map[string][]string // definition -> the checksums of the texts it had before
	defBy     map[string]string   // definition -> the recall that applied its text
	// recorded: the schema keeps replaced texts (a recall that compares versions migrated it).
	recorded bool
	// old: the schema was migrated by the numbered files of before the baseline.
	old bool
}

func readState(ctx context.Context, conn dbConn) (state, error) {
	st := state{applied: map[int]string{}, by: map[int]string{}, checksums: map[string]string{},
		replaced: map[string][]string{}, defBy: map[string]string{}}
	// The columns a recall of before applied_by and replaced did not add are read as empty.
	rows, err := conn.Query(ctx, `select c.relname || '.' || a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
		where a.attrelid in (to_regclass('schema_migrations'), to_regclass('schema_definitions')) and a.attnum > 0 and not a.attisdropped`)
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	cols, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	has := func(col string) bool { return slices.Contains(cols, col) }
	or := func(col, empty string) string {
		if has(col) {
			return strings.SplitN(col, ".", 2)[1]
		}
		return empty
	}
	if !has("schema_migrations.version") {
		return st, nil
	}
	rows, err = conn.Query(ctx, `select version, name, coalesce(`+or("schema_migrations.applied_by", "null")+`, '') from schema_migrations`)
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	var v int
	var name, by string
	_, err = pgx.ForEachRow(rows, []any{&v, &name, &by}, func() error {
		st.applied[v], st.by[v] = name, by
		if name == "001_init.sql" {
			st.old = true
		}
		return nil
	})
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	if !has("schema_definitions.name") {
		return st, nil
	}
	st.recorded = has("schema_definitions.replaced")
	rows, err = conn.Query(ctx, `select name, checksum, coalesce(`+or("schema_definitions.applied_by", "null")+`, ''), `+
		or("schema_definitions.replaced", "'{}'::text[]")+` from schema_definitions`)
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_definitions: %w", err)
	}
	var sum string
	var replaced []string
	_, err = pgx.ForEachRow(rows, []any{&name, &sum, &by, &replaced}, func() error {
		st.checksums[name], st.defBy[name], st.replaced[name] = sum, by, replaced
		return nil
	})
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_definitions: %w", err)
	}
	return st, nil
}

// recording runs f in a transaction that may write the record of what is applied: it names this
// binary in recall.migrator, which the guard on that record (definitions/10_recall_schema_guard.sql)
// asks of every writer, so a recall too old to compare versions cannot rewrite the schema.
func recording(ctx context.Context, conn dbConn, f func(pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `select set_config('recall.migrator', $1, true)`, Binary()); err != nil {
			return err
		}
		return f(tx)
	})
}

const upgradeFile = "upgrade/from_031.sql"

// upgradeFrom031 brings a schema migrated by 001_init.sql … 031 (and perhaps some of the files
// numbered after it before the baseline replaced them) to the baseline's tables, keeping every
// row, and records the baseline as applied. The definitions then replace the functions.
func upgradeFrom031(ctx context.Context, conn dbConn) error {
	body, err := files.ReadFile(upgradeFile)
	if err != nil {
		return err
	}
	err = recording(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, string(body)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `delete from schema_migrations`); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `insert into schema_migrations (version, name, applied_by) values (1, '001_baseline.sql', $1)`, Binary())
		return err
	})
	if err != nil {
		return fmt.Errorf("migrate: %s: %w", upgradeFile, err)
	}
	return nil
}

// applyDefinitions applies, in one transaction, the definitions whose text differs from the one
// recorded, keeping the text each replaces among the definition's replaced ones. With all set
// (the last phase), it then drops the functions, triggers and views that no definition defines,
// and records the definitions no file holds any more as removed (an empty checksum).
func applyDefinitions(ctx context.Context, conn dbConn, defs []Migration, checksums map[string]string, all []Migration) ([]string, error) {
	var done []string
	err := recording(ctx, conn, func(tx pgx.Tx) error {
		var schema string
		if err := tx.QueryRow(ctx, `select quote_ident(current_schema())`).Scan(&schema); err != nil {
			return err
		}
		for _, d := range defs {
			sum := d.checksum()
			if checksums[d.Name] == sum {
				continue
			}
			if _, err := tx.Exec(ctx, strings.ReplaceAll(d.SQL, "@schema@", schema)); err != nil {
				return fmt.Errorf("%s: %w", d.Name, err)
			}
			if _, err := tx.Exec(ctx, `insert into schema_definitions as d (name, checksum, applied_by) values ($1, $2, $3)
				on conflict (name) do update set checksum = excluded.checksum, applied_at = now(), applied_by = excluded.applied_by,
					replaced = array_remove(array_remove(array_append(array_remove(d.replaced, d.checksum), d.checksum), ''), excluded.checksum)`,
				d.Name, sum, Binary()); err != nil {
				return err
			}
			done = append(done, d.Name)
		}
		if all == nil {
			return nil
		}
		dropped, err := dropUndefined(ctx, tx, all)
		done = append(done, dropped...)
		if err != nil {
			return err
		}
		names := make([]string, len(all))
		for i, d := range all {
			names[i] = d.Name
		}
		_, err = tx.Exec(ctx, `update schema_definitions d set checksum = '', applied_at = now(), applied_by = $2,
				replaced = array_append(array_remove(d.replaced, d.checksum), d.checksum)
			where d.checksum <> '' and d.name <> all($1)`, names, Binary())
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return done, nil
}

var (
	definesFunction = regexp.MustCompile(`(?i)\bcreate\s+(?:or\s+replace\s+)?function\s+(?:@schema@\.)?(\w+)\s*\(`)
	definesTrigger  = regexp.MustCompile(`(?i)\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(\w+)\b`)
	definesView     = regexp.MustCompile(`(?i)\bcreate\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+(?:@schema@\.)?(\w+)\b`)
)

// Defined returns the names of the functions, triggers and views the files define.
func Defined(defs []Migration) (functions, triggers, views map[string]string) {
	functions, triggers, views = map[string]string{}, map[string]string{}, map[string]string{}
	for _, d := range defs {
		for re, set := range map[*regexp.Regexp]map[string]string{definesFunction: functions, definesTrigger: triggers, definesView: views} {
			for _, m := range re.FindAllStringSubmatch(d.SQL, -1) {
				set[strings.ToLower(m[1])] = d.Name
			}
		}
	}
	return functions, triggers, views
}

// dropUndefined drops the schema's functions, triggers and views no definition names, triggers
// and views first since they call the functions. Only recall's own: a function or view named
// recall_…, a trigger calling such a function, none of an extension's; the schema may be shared
// (public), and another application's objects are not recall's to drop.
func dropUndefined(ctx context.Context, tx pgx.Tx, all []Migration) ([]string, error) {
	functions, triggers, views := Defined(all)
	rows, err := tx.Query(ctx, `
		select 'trigger', t.tgname, format('drop trigger %I on %s', t.tgname, t.tgrelid::regclass)
		from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc f on f.oid = t.tgfoid
		where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
		  and f.pronamespace = current_schema()::regnamespace and f.proname like 'recall\_%'
		union all
		select 'view', c.relname, format('drop %s view %s', case c.relkind when 'm' then 'materialized' else '' end, c.oid::regclass)
		from pg_class c
		where c.relnamespace = current_schema()::regnamespace and c.relkind in ('v', 'm')
		  and c.relname like 'recall\_%'
		  and not exists (select from pg_depend d where d.objid = c.oid and d.deptype = 'e')
		union all
		select 'function', p.proname, format('drop function %s', p.oid::regprocedure)
		from pg_proc p
		where p.pronamespace = current_schema()::regnamespace and p.proname like 'recall\_%'
		  and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')`)
	if err != nil {
		return nil, err
	}
	type object struct{ Kind, Name, Drop string }
	objects, err := pgx.CollectRows(rows, pgx.RowToStructByPos[object])
	if err != nil {
		return nil, err
	}
	order := map[string]int{"trigger": 0, "view": 1, "function": 2}
	sort.SliceStable(objects, func(i, j int) bool { return order[objects[i].Kind] < order[objects[j].Kind] })
	var dropped []string
	for _, o := range objects {
		set := map[string]map[string]string{"trigger": triggers, "view": views, "function": functions}[o.Kind]
		if _, ok := set[o.Name]; ok {
			continue
		}
		if _, err := tx.Exec(ctx, o.Drop); err != nil {
			return dropped, fmt.Errorf("%s: %w", o.Drop, err)
		}
		dropped = append(dropped, "dropped "+o.Kind+" "+o.Name)
	}
	return dropped, nil
}

// Pending returns what Apply would apply to the schema on the pool's search_path: the numbered
// files not recorded yet and the definitions whose text changed, in order (an upgrade from the
// numbering before the baseline counts as one more). It only reads, so a role that may not
// change the schema can ask. Check says, besides, whether a newer recall migrated the schema.
func Pending(ctx context.Context, pool *pgxpool.Pool) ([]Migration, error) {
	s, err := Check(ctx, pool)
	return s.Pending, err
}

// MayApply reports whether the connected role may create objects in the current schema, which
// every migration needs (an application role granted only what docs/operations.md lists may not).
func MayApply(ctx context.Context, pool *pgxpool.Pool) (bool, error) {
	var ok bool
	err := pool.QueryRow(ctx, `select coalesce(has_schema_privilege(current_schema(), 'CREATE'), false)`).Scan(&ok)
	return ok, err
}
