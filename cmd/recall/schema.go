package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/migrations"
)

// Only `recall migrate` changes the schema. Every other command that opens the database checks
// first that the schema is the one its binary knows, and refuses one that is behind it (run this
// binary's `recall migrate`) or ahead of it (a newer recall migrated it: use that one), so an
// older binary never migrates a newer schema back and a newer one never migrates under servers
// that did not ask for it (docs/operations.md, Upgrades).

// checkSchema returns nil when the schema is the one this binary knows, and otherwise what to do.
func checkSchema(ctx context.Context, pool *pgxpool.Pool) error {
	s, err := migrations.Check(ctx, pool)
	if err != nil {
		return fmt.Errorf("read the schema's version: %w", err)
	}
	return s.Err()
}

// migrateCmd applies what the schema lacks, under the migration advisory lock, and refuses a
// schema a newer recall migrated. A schema already up to date is only read, so an application role
// (docs/operations.md) may run it to check; one that is behind needs the schema's owner.
func migrateCmd(ctx context.Context, c config, log *slog.Logger, stdout io.Writer) error {
	pool, err := connectDB(ctx, c, log, 0)
	if err != nil {
		return err
	}
	defer pool.Close()
	s, err := migrations.Check(ctx, pool)
	if err != nil {
		return fmt.Errorf("read the schema's version: %w", err)
	}
	if len(s.Newer) > 0 {
		return s.Err()
	}
	if len(s.Pending) > 0 {
		behind := fmt.Sprintf("the database schema is behind this recall (%d change(s) to apply, the first %s)", len(s.Pending), s.Pending[0].Name)
		if may, err := migrations.MayApply(ctx, pool); err != nil {
			return err
		} else if !may {
			return fmt.Errorf("%s, and the role %q may not change it: run `recall migrate` as the schema's owner (docs/operations.md)", behind, pool.Config().ConnConfig.User)
		}
		applied, err := migrations.Apply(ctx, pool)
		for _, m := range applied {
			log.Info("migration applied", "migration", m, "by", migrations.Binary())
		}
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "42501" { // insufficient_privilege: not the owner
			return fmt.Errorf("%s: %w; run `recall migrate` as the schema's owner (docs/operations.md)", behind, err)
		}
		if err != nil {
			return err
		}
	}
	fmt.Fprintln(stdout, "schema is up to date")
	return nil
}
