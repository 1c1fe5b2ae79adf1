// Package migrations owns the database schema: numbered SQL files embedded in the binary, applied
// in order, each in its own transaction, and recorded in schema_migrations. Apply takes a
// session-level advisory lock first, so replicas starting together apply each file exactly once.
package migrations

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed *.sql
var files embed.FS

// Migration is one numbered SQL file.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// All returns the embedded migrations in version order.
func All() ([]Migration, error) {
	names, err := fs.Glob(files, "*.sql")
	if err != nil {
		return nil, err
	}
	var out []Migration
	for _, name := range names {
		num, _, ok := strings.Cut(name, "_")
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
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("migrations %s and %s share version %d", out[i-1].Name, out[i].Name, out[i].Version)
		}
	}
	return out, nil
}

// Apply brings the schema on the connection's search_path up to date and returns the names of
// the migrations it applied. It is safe to call from several processes at once.
func Apply(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	return ApplyUpTo(ctx, pool, math.MaxInt)
}

// ApplyUpTo is Apply stopping after migration version last: an upgrade test migrates to the
// version before a change, writes data the old way, and applies the rest with Apply.
func ApplyUpTo(ctx context.Context, pool *pgxpool.Pool, last int) ([]string, error) {
	all, err := All()
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

	// Created only where it is missing: CREATE TABLE IF NOT EXISTS checks the privilege to
	// create first, and refuses a role that may not even when the table is there.
	if _, err := conn.Exec(ctx, `do $$ begin if to_regclass('schema_migrations') is null then create table schema_migrations (
		version integer primary key, name text not null, applied_at timestamptz not null default now()); end if; end $$`); err != nil {
		return nil, fmt.Errorf("migrate: create schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	rows, err := conn.Query(ctx, `select version from schema_migrations`)
	if err != nil {
		return nil, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	versions, err := pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil {
		return nil, fmt.Errorf("migrate: read schema_migrations: %w", err)
	}
	for _, v := range versions {
		applied[v] = true
	}

	var done []string
	for _, m := range all {
		if m.Version > last {
			break
		}
		if applied[m.Version] {
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
	return done, nil
}

// Pending returns the embedded migrations the schema on the pool's search_path has not had yet,
// in order. It only reads (schema_migrations, if it exists), so a role that may not change the
// schema can ask.
func Pending(ctx context.Context, pool *pgxpool.Pool) ([]Migration, error) {
	all, err := All()
	if err != nil {
		return nil, err
	}
	var exists bool
	if err := pool.QueryRow(ctx, `select to_regclass('schema_migrations') is not null`).Scan(&exists); err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	if !exists {
		return all, nil
	}
	rows, err := pool.Query(ctx, `select version from schema_migrations`)
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	versions, err := pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	for _, v := range versions {
		applied[v] = true
	}
	var out []Migration
	for _, m := range all {
		if !applied[m.Version] {
			out = append(out, m)
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
