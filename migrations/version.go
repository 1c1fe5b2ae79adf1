package migrations

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/buildinfo"
)

// PreviousRelease is the release that may still serve beside this one, on the schema this one
// migrated (docs/operations.md, Upgrades): what it uses stays, and the upgrade tests run it.
const PreviousRelease = "6f5a2db"

// Binary names this recall as the schema records it (applied_by) and as messages name it.
func Binary() string {
	in := buildinfo.Get()
	commit := in.Commit
	if len(commit) > 12 && !strings.HasSuffix(commit, "-dirty") {
		commit = commit[:12]
	}
	return "recall " + in.Version + ", commit " + commit
}

// Schema is how the schema on a connection stands against this binary's migrations.
type Schema struct {
	// Pending is what Apply would apply: the schema is behind this binary.
	Pending []Migration
	// Newer is what the schema has that this binary does not know (a migration, a definition, a
	// text of a definition that replaced this binary's, a definition removed): a newer recall
	// migrated it, and this binary must not serve it or migrate it back.
	Newer []string
	// NewerBy is the recall that recorded the first of Newer ("" when the schema does not say).
	NewerBy string
}

// Err is nil when the schema is the one this binary knows, an *AheadError when a newer recall
// migrated it, and a *BehindError when it has changes to apply.
func (s Schema) Err() error {
	if len(s.Newer) > 0 {
		return &AheadError{Newer: s.Newer, By: s.NewerBy}
	}
	if len(s.Pending) > 0 {
		return &BehindError{Pending: s.Pending}
	}
	return nil
}

// AheadError: the schema was migrated by a newer recall. Nothing but that recall (or a newer
// one) may serve or migrate it.
type AheadError struct {
	Newer []string
	By    string
}

func (e *AheadError) Error() string {
	by := e.By
	if by == "" {
		by = "its version is not recorded"
	}
	return fmt.Sprintf("this database was migrated by a newer recall (%s): it has %s, which this binary (%s) does not know: use that binary or newer (docs/operations.md, Upgrades)",
		by, listed(e.Newer), Binary())
}

// BehindError: the schema has changes this binary would apply; only `recall migrate` applies them.
type BehindError struct {
	Pending []Migration
}

func (e *BehindError) Error() string {
	return fmt.Sprintf("the database schema is behind this recall (%d change(s) to apply, the first %s): run `recall migrate` with this binary (%s) as the schema's owner, then start again (docs/operations.md, Upgrades)",
		len(e.Pending), e.Pending[0].Name, Binary())
}

func listed(items []string) string {
	if len(items) <= 3 {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:3], ", "), len(items)-3)
}

// Check compares the schema on the pool's search_path with this binary's migrations. It only
// reads, so any role may ask.
func Check(ctx context.Context, pool *pgxpool.Pool) (Schema, error) {
	numbered, err := All()
	if err != nil {
		return Schema{}, err
	}
	defs, err := Definitions()
	if err != nil {
		return Schema{}, err
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return Schema{}, fmt.Errorf("read schema_migrations: %w", err)
	}
	defer conn.Release()
	st, err := readState(ctx, conn.Conn())
	if err != nil {
		return Schema{}, err
	}
	return compare(st, numbered, defs), nil
}

// compare tells what the schema lacks of the binary's migrations and what it has beyond them.
// A definition whose recorded text differs is the binary's to apply, unless the schema records
// the binary's text among those it replaced (or removed): then the schema is the newer one. A
// schema that records no replaced texts was last migrated by a recall older than that record,
// so its definitions are all behind; rows of definitions removed before then are left alone.
func compare(st state, numbered, defs []Migration) Schema {
	var s Schema
	newer := func(what, by string) {
		s.Newer = append(s.Newer, what)
		if s.NewerBy == "" {
			s.NewerBy = by
		}
	}
	if st.old {
		s.Pending = append(s.Pending, Migration{Name: upgradeFile})
		st.applied = map[int]string{1: "001_baseline.sql"}
	}
	known := map[int]bool{}
	for _, m := range numbered {
		known[m.Version] = true
		if _, ok := st.applied[m.Version]; !ok {
			s.Pending = append(s.Pending, m)
		}
	}
	versions := make([]int, 0, len(st.applied))
	for v := range st.applied {
		versions = append(versions, v)
	}
	sort.Ints(versions)
	for _, v := range versions {
		if !known[v] {
			newer(fmt.Sprintf("migration %d (%s)", v, st.applied[v]), st.by[v])
		}
	}

	names := map[string]bool{}
	for _, d := range defs {
		names[d.Name] = true
		sum, ok := st.checksums[d.Name]
		switch ours := d.checksum(); {
		case ok && sum == ours:
		case st.recorded && slices.Contains(st.replaced[d.Name], ours) && sum == "":
			newer("definition "+d.Name+" removed", st.defBy[d.Name])
		case st.recorded && slices.Contains(st.replaced[d.Name], ours):
			newer("a newer text of definition "+d.Name, st.defBy[d.Name])
		default:
			s.Pending = append(s.Pending, d)
		}
	}
	if st.recorded {
		unknown := make([]string, 0)
		for name, sum := range st.checksums {
			if !names[name] && sum != "" {
				unknown = append(unknown, name)
			}
		}
		sort.Strings(unknown)
		for _, name := range unknown {
			newer("definition "+name, st.defBy[name])
		}
	}
	return s
}
