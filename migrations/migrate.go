// Package migrations owns the database schema, kept in two kinds of SQL files embedded in the
// binary:
//
//   - Numbered files change tables: tables, columns, indexes, constraints, sequences, table
//     settings and data backfills. 001_baseline.sql is the schema as a whole; each file is applied
//     once, in order, in a transaction of its own, and recorded in schema_migrations. To change a
//     table, add a file numbered after the highest one; never edit a file a release has shipped.
//   - definitions/ holds every SQL function, trigger and view, one file each with its current
//     body (a trigger function and its triggers share a file). A file is applied again whenever
//     its text changes (its checksum is recorded in schema_definitions), so to change a function,
//     edit its file: it must be rerunnable (create or replace; drop first what cannot be
//     replaced). Files run in name order, their number saying what they need first. Those
//     numbered below 10 hold the functions that table columns are computed from: they read no
//     table and run before the numbered files. The rest run after them. Functions and views are
//     named recall_…; one that no file defines any more is dropped, with the triggers calling
//     it, so to remove one, delete its file. @schema@ in a file stands for the migrated schema.
//
// Apply does all of it under a session-level advisory lock per schema, so replicas starting
// together apply each change exactly once. A schema migrated by the numbered files of before the
// baseline (001_init.sql to 031) is upgraded in place by upgrade/from_031.sql.
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
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
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
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: connect: %w", err)
	}
	defer conn.Release()

	// The lock key is per schema, so isolated test schemas migrate in parallel.
	const lockKey = `select hashtextextended('recall.migrate.' || current_schema(), 0)`
	if _, err := conn.Exec(ctx, `select pg_advisory_lock((`+lockKey+`))`); err != nil {
		return nil, fmt.Errorf("migrate: lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), `select pg_advisory_unlock((`+lockKey+`))`) //nolint:errcheck

	// Nothing is applied unless every extension the schema needs is there or can be created.
	if err := preflight(ctx, conn.Conn()); err != nil {
		return nil, err
	}

	// Created only where they are missing: CREATE TABLE IF NOT EXISTS checks the privilege to
	// create first, and refuses a role that may not even when the table is there.
	if _, err := conn.Exec(ctx, `do $$ begin
		if to_regclass('schema_migrations') is null then
			create table schema_migrations (
				version integer primary key, name text not null, applied_at timestamptz not null default now());
		end if;
		if to_regclass('schema_definitions') is null then
			create table schema_definitions (
				name text primary key, checksum text not null, applied_at timestamptz not null default now());
		end if; end $$`); err != nil {
		return nil, fmt.Errorf("migrate: create schema_migrations: %w", err)
	}
	st, err := readState(ctx, conn.Conn())
	if err != nil {
		return nil, err
	}
	if st.old {
		for v := 1; v <= 31; v++ {
			if !st.applied[v] {
				return nil, fmt.Errorf("migrate: this schema stopped at migration %d of the numbering before the baseline; upgrade it with recall 5a2bb81 first, which applies up to 031", v-1)
			}
		}
	}

	var early, late []Migration
	for _, d := range defs {
		if d.Version < beforeTables {
			early = append(early, d)
		} else {
			late = append(late, d)
		}
	}
	done, err := applyDefinitions(ctx, conn.Conn(), early, st.checksums, nil)
	if err != nil {
		return done, err
	}
	if st.old {
		if err := upgradeFrom031(ctx, conn.Conn()); err != nil {
			return done, err
		}
		done = append(done, upgradeFile)
		st.applied = map[int]bool{1: true}
	}
	for _, m := range numbered {
		if st.applied[m.Version] {
			continue
		}
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `insert into schema_migrations (version, name) values ($1, $2)`, m.Version, m.Name)
			return err
		})
		if err != nil {
			return done, fmt.Errorf("migrate: %s: %w", m.Name, err)
		}
		done = append(done, m.Name)
	}
	applied, err := applyDefinitions(ctx, conn.Conn(), late, st.checksums, defs)
	return append(done, applied...), err
}

// state is what schema_migrations and schema_definitions record.
type state struct {
	applied   map[int]bool
	checksums map[string]string
	// old: the schema was migrated by the numbered files of before the baseline.
	old bool
}

func readState(ctx context.Context, conn *pgx.Conn) (state, error) {
	st := state{applied: map[int]bool{}, checksums: map[string]string{}}
	var exists bool
	if err := conn.QueryRow(ctx, `select to_regclass('schema_migrations') is not null`).Scan(&exists); err != nil || !exists {
		return st, err
	}
	rows, err := conn.Query(ctx, `select version, name from schema_migrations`)
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	var v int
	var name string
	_, err = pgx.ForEachRow(rows, []any{&v, &name}, func() error {
		st.applied[v] = true
		if name == "001_init.sql" {
			st.old = true
		}
		return nil
	})
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	if err := conn.QueryRow(ctx, `select to_regclass('schema_definitions') is not null`).Scan(&exists); err != nil || !exists {
		return st, err
	}
	rows, err = conn.Query(ctx, `select name, checksum from schema_definitions`)
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_definitions: %w", err)
	}
	var sum string
	_, err = pgx.ForEachRow(rows, []any{&name, &sum}, func() error {
		st.checksums[name] = sum
		return nil
	})
	if err != nil {
		return st, fmt.Errorf("migrate: read schema_definitions: %w", err)
	}
	return st, nil
}

const upgradeFile = "upgrade/from_031.sql"

// upgradeFrom031 brings a schema migrated by 001_init.sql … 031 (and perhaps some of the files
// numbered after it before the baseline replaced them) to the baseline's tables, keeping every
// row, and records the baseline as applied. The definitions then replace the functions.
func upgradeFrom031(ctx context.Context, conn *pgx.Conn) error {
	body, err := files.ReadFile(upgradeFile)
	if err != nil {
		return err
	}
	err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, string(body)); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `delete from schema_migrations;
			insert into schema_migrations (version, name) values (1, '001_baseline.sql')`)
		return err
	})
	if err != nil {
		return fmt.Errorf("migrate: %s: %w", upgradeFile, err)
	}
	return nil
}

// applyDefinitions applies, in one transaction, the definitions whose text differs from the one
// recorded. With all set (the last phase), it then drops the functions, triggers and views that
// no definition defines.
func applyDefinitions(ctx context.Context, conn *pgx.Conn, defs []Migration, checksums map[string]string, all []Migration) ([]string, error) {
	var done []string
	err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
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
			if _, err := tx.Exec(ctx, `insert into schema_definitions (name, checksum) values ($1, $2)
				on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`, d.Name, sum); err != nil {
				return err
			}
			done = append(done, d.Name)
		}
		if all == nil {
			return nil
		}
		dropped, err := dropUndefined(ctx, tx, all)
		done = append(done, dropped...)
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
// change the schema can ask.
func Pending(ctx context.Context, pool *pgxpool.Pool) ([]Migration, error) {
	numbered, err := All()
	if err != nil {
		return nil, err
	}
	defs, err := Definitions()
	if err != nil {
		return nil, err
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	defer conn.Release()
	st, err := readState(ctx, conn.Conn())
	if err != nil {
		return nil, err
	}
	var out []Migration
	if st.old {
		out = append(out, Migration{Name: upgradeFile})
		st.applied = map[int]bool{1: true}
	}
	for _, m := range numbered {
		if !st.applied[m.Version] {
			out = append(out, m)
		}
	}
	for _, d := range defs {
		if st.checksums[d.Name] != d.checksum() {
			out = append(out, d)
		}
	}
	return out, nil
}

// MayApply reports whether the connected role may create objects in the current schema, which
// every migration needs (an application role granted only what docs/operations.md lists may not).
func MayApply(ctx context.Context, pool *pgxpool.Pool) (bool, error) {
	var ok bool
	err := pool.QueryRow(ctx, `select coalesce(has_schema_privilege(current_schema(), 'CREATE'), false)`).Scan(&ok)
	return ok, err
}
