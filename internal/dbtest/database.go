package dbtest

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// DefaultURL is the local development cluster's database, the one `make run` serves from. Tests
// never use it: they derive their database from it (Database).
const DefaultURL = "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable"

// ExtensionSchema is the schema of the test database that holds the extensions recall needs. It
// is on every test schema's search_path in place of public, so no test resolves a name to a
// table it did not create.
const ExtensionSchema = "extensions"

// extensions are the ones migrations/001_baseline.sql creates where they are missing.
var extensions = []string{"vector", "pg_trgm", "intarray"}

// BaseURL is the database the tests derive theirs from: RECALL_TEST_DATABASE_URL (which `make
// test` sets to RECALL_DATABASE_URL or the local cluster) or DefaultURL. Its tables are never
// read or written.
func BaseURL() string {
	if u := os.Getenv("RECALL_TEST_DATABASE_URL"); u != "" {
		return u
	}
	return DefaultURL
}

// DatabaseName is the name of the test database derived from the database base names: the same
// name with "_test" after it.
func DatabaseName(base string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("test database URL: %w", err)
	}
	if u.Scheme != "postgres" && u.Scheme != "postgresql" {
		return "", fmt.Errorf("test database URL %q: want postgres://…", u.Redacted())
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" { // libpq's default: the database named after the user
		name = cmp.Or(u.User.Username(), "postgres")
	}
	name += "_test"
	if len(name) > 63 {
		return "", fmt.Errorf("test database name %q is longer than PostgreSQL's 63 bytes: name the base database shorter", name)
	}
	return name, nil
}

var (
	ensured   sync.Mutex
	databases = map[string]string{} // base URL → its test database's URL, once set up
)

// Database returns the URL of the test database derived from base (DatabaseName) on the same
// server, creating it on first use with the extensions in ExtensionSchema. It is safe to call from
// the processes `go test ./...` runs side by side: they set up one after the other, under an
// advisory lock taken on base, which is only connected to, never read from or written to.
func Database(ctx context.Context, base string) (string, error) {
	ensured.Lock()
	defer ensured.Unlock()
	if u, ok := databases[base]; ok {
		return u, nil
	}
	name, err := DatabaseName(base)
	if err != nil {
		return "", err
	}
	u, _ := url.Parse(base) // DatabaseName parsed it
	u.Path = "/" + name
	if err := setUp(ctx, base, u.String(), name); err != nil {
		return "", err
	}
	databases[base] = u.String()
	return u.String(), nil
}

func setUp(ctx context.Context, base, test, name string) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	maint, err := pgx.Connect(ctx, base)
	if err != nil {
		return err
	}
	defer maint.Close(context.Background())
	if _, err := maint.Exec(ctx, `select pg_advisory_lock(hashtextextended('recall.dbtest.database', 0))`); err != nil {
		return err
	}
	var exists bool
	if err := maint.QueryRow(ctx, `select exists (select from pg_database where datname = $1)`, name).Scan(&exists); err != nil {
		return err
	}
	if !exists {
		_, err := maint.Exec(ctx, `create database `+pgx.Identifier{name}.Sanitize())
		var pgErr *pgconn.PgError
		if err != nil && !(errors.As(err, &pgErr) && pgErr.Code == "42P04") { // duplicate_database
			return fmt.Errorf("create the test database %s: %w (the role needs CREATEDB, or create it yourself)", name, err)
		}
	}

	conn, err := pgx.Connect(ctx, test)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	var ready bool
	err = conn.QueryRow(ctx, `select count(*) = cardinality($1::text[]) from pg_extension
		where extname = any($1) and extnamespace = to_regnamespace($2)`, extensions, ExtensionSchema).Scan(&ready)
	if err != nil || ready {
		return err
	}
	// An extension made elsewhere (in public, where CREATE EXTENSION puts it) moves there: all three
	// are relocatable.
	// Every role may use the schema, as every role may use public: a test's application role
	// (cmd/recall's least-privilege test) is granted only what a real installation grants.
	_, err = conn.Exec(ctx, fmt.Sprintf(`do $$
		declare e text;
		begin
			create schema if not exists %[1]s;
			grant usage on schema %[1]s to public;
			foreach e in array %[2]s loop
				if not exists (select from pg_extension where extname = e) then
					execute format('create extension %%I with schema %[1]s', e);
				elsif (select extnamespace from pg_extension where extname = e) <> '%[1]s'::regnamespace then
					execute format('alter extension %%I set schema %[1]s', e);
				end if;
			end loop;
		end $$`, ExtensionSchema, "array['"+strings.Join(extensions, "','")+"']"))
	if err != nil {
		return fmt.Errorf("test database %s: create the extensions %s in schema %s: %w (creating vector needs a superuser)",
			name, strings.Join(extensions, ", "), ExtensionSchema, err)
	}
	return nil
}

// SchemaURL is dbURL with search_path set to schema, then ExtensionSchema: no public.
func SchemaURL(dbURL, schema string) (string, error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", err
	}
	q := u.Query()
	setSearchPath(q, schema)
	u.RawQuery = q.Encode()
	return u.String(), nil
}

func setSearchPath(q url.Values, schema string) {
	q.Set("search_path", schema+","+ExtensionSchema)
}
