// Package dbtest gives each test its own migrated PostgreSQL schema in the test database, so
// tests run in parallel against real PostgreSQL + pgvector without seeing each other's rows. The
// schema is dropped afterwards.
//
// The test database is a database of the suite's own, derived from RECALL_TEST_DATABASE_URL (set
// by `make test`) as <name>_test and created on first use (Database): the database named there,
// which may be the one `make run` serves from, is never read or written. A test schema's
// search_path is the schema and ExtensionSchema, never public, so a name resolves to a table of
// the test's own or to nothing.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/migrations"
)

// DB is one test's isolated schema.
type DB struct {
	Pool   *pgxpool.Pool
	Schema string
	URL    string // a connection URL whose search_path is the schema, for subprocesses
}

// testDatabase is the URL of the test database, set up on first use.
func testDatabase(t testing.TB) string {
	t.Helper()
	u, err := Database(context.Background(), BaseURL())
	if err != nil {
		t.Fatalf("test database: %v (run `make test`, or set RECALL_TEST_DATABASE_URL)", err)
	}
	return u
}

// New creates a fresh schema, migrates it, and drops it when the test ends.
func New(t testing.TB) *DB {
	t.Helper()
	db := NewEmpty(t)
	if _, err := migrations.Apply(context.Background(), db.Pool); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// NewEmpty creates a fresh schema without migrating it, and drops it when the test ends.
func NewEmpty(t testing.TB) *DB {
	t.Helper()
	ctx := context.Background()
	test := testDatabase(t)
	schema := uniqueName()
	if err := adminExec(test, "create schema "+schema); err != nil {
		t.Fatalf("test database unreachable: %v (run `make test`, or set RECALL_TEST_DATABASE_URL)", err)
	}
	u, err := url.Parse(test)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	setSearchPath(q, schema)
	setSessionParams(q)
	u.RawQuery = q.Encode()
	pool, err := pgxpool.New(ctx, u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		pool.Close()
		adminExec(test, "drop schema "+schema+" cascade") //nolint:errcheck
	})
	return &DB{Pool: pool, Schema: schema, URL: u.String()}
}

// NewDatabase creates a database of the test's own on the test database's server, migrated (its
// public schema, as a real installation's), and drops it when the test ends. Use it where a test
// needs what a schema cannot isolate, such as a pg_dump of the whole database.
func NewDatabase(t testing.TB) *DB {
	t.Helper()
	db := NewEmptyDatabase(t)
	if _, err := migrations.Apply(context.Background(), db.Pool); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// NewEmptyDatabase creates a database of the test's own without migrating it (a pg_restore's
// target, say), and drops it when the test ends.
func NewEmptyDatabase(t testing.TB) *DB {
	t.Helper()
	test := testDatabase(t)
	name := uniqueName()
	if err := adminExec(test, "create database "+name); err != nil {
		t.Fatalf("create database %s: %v (run `make test`, or set RECALL_TEST_DATABASE_URL to a role with CREATEDB)", name, err)
	}
	t.Cleanup(func() {
		adminExec(test, "drop database if exists "+name+" with (force)") //nolint:errcheck
	})

	u, err := url.Parse(test)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	q := u.Query()
	setSessionParams(q)
	u.RawQuery = q.Encode()
	pool, err := pgxpool.New(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return &DB{Pool: pool, Schema: "public", URL: u.String()}
}

// LibpqURL is the database's URL with only what libpq understands (pg_dump, pg_restore and psql
// refuse pgx's pool settings and session parameters in a URL). It names the database, not the
// schema: a schema's search_path is not in it.
func (db *DB) LibpqURL() string {
	u, err := url.Parse(db.URL)
	if err != nil {
		panic(err) // db.URL was built from a parsed URL
	}
	q := u.Query()
	for _, k := range []string{"pool_max_conns", "synchronous_commit", "search_path"} {
		q.Del(k)
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// setSessionParams sets what every connection of a test's pool (and of the servers tests start
// with DB.URL) uses: at most 12 of them, and commits that do not wait for the WAL to reach the
// disk. A test's data is dropped when it ends and no test outlives a crash, so the flush waits
// would only slow the suite; the cluster itself stays durable (scripts/devdb.sh), as `make run`
// needs.
func setSessionParams(q url.Values) {
	q.Set("pool_max_conns", "12")
	q.Set("synchronous_commit", "off")
}

// uniqueName is a fresh schema or database name.
func uniqueName() string {
	buf := make([]byte, 6)
	rand.Read(buf) //nolint:errcheck
	return "t_" + hex.EncodeToString(buf)
}

// adminExec runs one statement on the test database, on a connection of its own.
func adminExec(test, sql string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, test)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}
