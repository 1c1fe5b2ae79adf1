package migrations

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// extensions are the extensions the baseline creates, as it creates them.
var extensions = []string{"vector", "pg_trgm", "intarray"}

// preflight checks, before Apply changes anything, that every extension the schema needs exists
// in the database or can be created by the connection's role. Each missing one is created in a
// savepoint that is rolled back, which asks PostgreSQL itself (a superuser, a trusted extension
// and CREATE on the database, a managed platform's admin role or allow-list) instead of guessing
// its rules. A refusal names the fix: who must run which CREATE EXTENSION in which database.
func preflight(ctx context.Context, conn dbConn) error {
	var database, role string
	var missing []string
	err := conn.QueryRow(ctx, `select current_database(), current_user,
		array(select x from unnest($1::text[]) x where not exists (select from pg_extension e where e.extname = x))`,
		extensions).Scan(&database, &role, &missing)
	if err != nil || len(missing) == 0 {
		return err
	}
	for _, ext := range missing {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `create extension if not exists `+pgx.Identifier{ext}.Sanitize()+` with schema public`); err != nil {
				return err
			}
			return errRollback
		})
		if errors.Is(err, errRollback) {
			continue
		}
		return extensionError(ext, database, role, err)
	}
	return nil
}

// errRollback ends preflight's trial transaction without committing it.
var errRollback = errors.New("roll back")

// extensionError says who must create extension ext in database, and how, given why role could
// not: not allowed, or not installed on the server.
func extensionError(ext, database, role string, err error) error {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return fmt.Errorf("migrate: check extension %s: %w", ext, err)
	}
	create := fmt.Sprintf("CREATE EXTENSION %s;", ext)
	nothing := "nothing was applied"
	switch {
	case pgErr.Code == "58P01": // undefined_file: the extension's control file is not on the server
		return fmt.Errorf("migrate: the %s extension is not installed on this PostgreSQL server (%s): install pgvector for the server's PostgreSQL version (e.g. the postgresql-17-pgvector package, or `brew install pgvector`), then have a superuser run `%s` in database %q, and run `recall migrate` again; %s (docs/install.md)",
			ext, pgErr.Message, create, database, nothing)
	case ext == "vector":
		return fmt.Errorf("migrate: the vector extension (pgvector) is missing from database %q, and role %q may not create it (%s): a superuser must run `%s` in database %q once, e.g. `psql -d %s -c 'CREATE EXTENSION vector'` as postgres; on a managed platform, its admin role does it: rds_superuser on Amazon RDS and Aurora, cloudsqlsuperuser on Google Cloud SQL, the server admin on Azure Database for PostgreSQL after adding VECTOR to the azure.extensions server parameter, postgres on Supabase (or its Extensions page), the default role on Neon. Then run `recall migrate` again; %s (docs/install.md)",
			database, role, pgErr.Message, create, database, database, nothing)
	default:
		return fmt.Errorf("migrate: the %s extension is missing from database %q, and role %q may not create it (%s): it ships with PostgreSQL and is trusted, so the database's owner or a superuser can run `%s` in database %q; or grant %q CREATE on the database (`GRANT CREATE ON DATABASE %s TO %s`). Then run `recall migrate` again; %s (docs/install.md)",
			ext, database, role, pgErr.Message, create, database, role, pgx.Identifier{database}.Sanitize(), pgx.Identifier{role}.Sanitize(), nothing)
	}
}
