package memory

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// ExportFile is a `recall admin export` file as an import reads it.
type ExportFile struct {
	Governance store.Governance
	Memories   []Exported
}

// ReadExport reads a `recall admin export` file: one JSON object a line, blank lines skipped,
// each line routed by its kind (a line without one is a memory). A line that is not text as
// written (bytes that are not UTF-8, or a lone surrogate escape such as \ud800, which a JSON
// decoder would quietly turn into U+FFFD), not a JSON object, or of an unknown kind is a
// CodeInvalid error naming the line.
func ReadExport(r io.Reader) (ExportFile, error) {
	var f ExportFile
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if !validLine(line) {
			return ExportFile{}, errorf(CodeInvalid, "line %d is not valid text: it holds bytes that are not UTF-8 or a lone surrogate escape (such as \\ud800) that is no character; fix the line (nothing was imported)", n)
		}
		var probe struct {
			Kind string `json:"kind"`
		}
		if err := json.Unmarshal(line, &probe); err != nil {
			return ExportFile{}, errorf(CodeInvalid, "line %d is not a JSON object: %v", n, err)
		}
		var err error
		g := &f.Governance
		switch probe.Kind {
		case "", store.KindMemory:
			err = decodeLine(line, &f.Memories, func(e *Exported) { e.Line = n })
		case store.KindPrincipal:
			err = decodeLine(line, &g.Principals, func(r *store.PrincipalRecord) { r.Line = n })
		case store.KindTeam:
			err = decodeLine(line, &g.Teams, func(r *store.TeamRecord) { r.Line = n })
		case store.KindGrant:
			err = decodeLine(line, &g.Grants, func(r *store.GrantRecord) { r.Line = n })
		case store.KindRule:
			err = decodeLine(line, &g.Rules, func(r *store.RuleRecord) { r.Line = n })
		case store.KindProject:
			err = decodeLine(line, &g.Projects, func(r *store.ProjectRecord) { r.Line = n })
		default:
			return ExportFile{}, errorf(CodeInvalid, "line %d: unknown kind %q: an export's lines are %s", n, probe.Kind, strings.Join(store.Kinds, ", "))
		}
		if err != nil {
			return ExportFile{}, errorf(CodeInvalid, "line %d: %v", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return ExportFile{}, errorf(CodeInvalid, "reading the file: %v", err)
	}
	return f, nil
}

// decodeLine appends line, decoded, to *dst, with mark applied (its line number).
func decodeLine[T any](line []byte, dst *[]T, mark func(*T)) error {
	var v T
	if err := json.Unmarshal(line, &v); err != nil {
		return err
	}
	mark(&v)
	*dst = append(*dst, v)
	return nil
}

// ImportOptions says how to import an ExportFile.
type ImportOptions struct {
	// Governance restores the file's principals, teams, grants and rules; a file holding such
	// lines is refused without it.
	Governance GovernanceStore
	// DryRun does everything, then rolls back: the report says what the import would do.
	DryRun bool
}

// RestoreReport is what an import of a recall export did (or, dry, would do).
type RestoreReport struct {
	Governance store.GovernanceReport
	Memories   int // memory lines in the file
	Added      int // memories restored
	// Skipped memories have an id that exists already: the database's copy is kept as it is.
	Skipped    int
	Redactions int
	DryRun     bool
}

// errDryRun rolls a dry run's transaction back.
var errDryRun = errors.New("dry run")

// ImportFile restores f in one transaction, all or nothing: the governance first (principals,
// teams, grants and rules through o.Governance, then projects with their members), so the
// memories' owners come back with their role, kind and caps, then the memories (Import says
// how). Importing the same file again changes nothing. An admin operation.
func (s *Service) ImportFile(ctx context.Context, admin policy.Identity, f ExportFile, o ImportOptions) (RestoreReport, error) {
	rep := RestoreReport{Memories: len(f.Memories), DryRun: o.DryRun}
	err := s.adminTx(ctx, admin, policy.AdminImport, func(tx pgx.Tx) error {
		// Committed to disk before the import returns, whatever the server's default: a restored
		// backup should not be lost to a crash.
		if _, err := tx.Exec(ctx, `set local synchronous_commit = on`); err != nil {
			return err
		}
		g := &f.Governance
		if len(g.Principals)+len(g.Teams)+len(g.Grants)+len(g.Rules) > 0 {
			if o.Governance == nil {
				return errorf(CodeInvalid, "the file holds principals, teams, grants or rules, and nothing here restores them")
			}
			if err := o.Governance.ImportGovernance(ctx, tx, admin, g, &rep.Governance); err != nil {
				return err
			}
		}
		if len(g.Projects) > 0 {
			if err := s.requireAdmin(ctx, tx, admin, policy.AdminProjects); err != nil {
				return err
			}
			if err := importProjects(ctx, tx, g.Projects, &rep.Governance); err != nil {
				return err
			}
		}
		var err error
		rep.Added, rep.Redactions, err = s.importMemories(ctx, tx, admin, f.Memories)
		if err != nil {
			return err
		}
		rep.Skipped = rep.Memories - rep.Added
		if o.DryRun {
			return errDryRun
		}
		return nil
	})
	if errors.Is(err, errDryRun) {
		err = nil
	} else if err == nil {
		s.wrote(ctx, Everyone) // restored memories and governance are others'
		if rep.Added > 0 {
			s.leftWork(WorkEmbed, WorkExpiry) // restored without embeddings, some perhaps with expiries
		}
	}
	return rep, err
}

// Import restores exported memories (ImportFile of a file without governance) and returns how
// many were added.
func (s *Service) Import(ctx context.Context, admin policy.Identity, items []Exported) (int, error) {
	rep, err := s.ImportFile(ctx, admin, ExportFile{Memories: items}, ImportOptions{})
	return rep.Added, err
}

// importMemories restores exported memories as they were (ids, timestamps, owners by name,
// created as members when missing), without dedup; a memory whose id exists is skipped. Every line
// goes through the same validation and scrubbing as saveMemory (field limits, names, and every
// stored text field scrubbed, so an export from an older scrubber gains its newer rules), its run
// id through CheckRunID, and its times through store.CheckImportedTime (none before 2000 or in
// the future, and created no later than updated: a memory dated 9999 would head every
// newest-first list). Expired memories are restored as they were. A bad line refuses the whole
// import, naming the line; nothing is stored. Returns how many were added and the redactions made.
func (s *Service) importMemories(ctx context.Context, tx pgx.Tx, admin policy.Identity, items []Exported) (int, int, error) {
	added, redactions := 0, 0
	var now time.Time
	if err := tx.QueryRow(ctx, `select now()`).Scan(&now); err != nil {
		return 0, 0, err
	}
	owners := map[string]string{}
	projects := map[string]bool{}
	var batch []importRow
	w := s.changesIn(tx, admin)
	for i, e := range items {
		line := cmp.Or(e.Line, i+1)
		if _, err := uuid.Parse(e.ID); err != nil {
			return 0, 0, errorf(CodeInvalid, "line %d: id %q is not a UUID", line, e.ID)
		}
		if e.Scope != ScopeUser && e.Scope != ScopeSystem && e.Scope != ScopeProject ||
			(e.Scope == ScopeSystem) == (e.SystemID == "") || (e.Scope == ScopeProject) == (e.ProjectID == "") {
			return 0, 0, errorf(CodeInvalid, "line %d: scope must be user, system with a systemId, or project with a projectId", line)
		}
		if e.ProjectID != "" {
			if err := policy.ValidateName("projectId", e.ProjectID); err != nil {
				return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
			}
			// The project's memories come back with it; its members are an admin's to add (or
			// the file's project line's). Once per project, not once per line.
			if !projects[e.ProjectID] {
				if _, err := tx.Exec(ctx, `insert into projects (name) values ($1) on conflict do nothing`, e.ProjectID); err != nil {
					return 0, 0, err
				}
				projects[e.ProjectID] = true
			}
		}
		if err := policy.ValidateName("owner", e.Owner); err != nil {
			return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
		}
		agent := cmp.Or(e.AgentID, "default")
		if err := policy.ValidateName("agentId", agent); err != nil {
			return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
		}
		if e.RunID != "" {
			if err := s.CheckRunID(e.RunID); err != nil {
				return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
			}
		}
		created, updated, err := importedTimes(e, now)
		if err != nil {
			return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
		}
		// The one validation path of saveMemory; expiry is restored as it was, past or not.
		// What wrote it is provenance, restored as exported; a line without it (an export made
		// before recall recorded it) was written by this import.
		in := inputOf(e.Namespace, e.State)
		in.ExpiresAt, in.Source = nil, cmp.Or(e.Source, SourceImport)
		var res SaveResult
		if err := s.prepare(&in, &res); err != nil {
			return 0, 0, errorf(CodeInvalid, "line %d: %v", line, err)
		}
		redactions += res.Redactions
		oid, ok := owners[e.Owner]
		if !ok {
			if err := tx.QueryRow(ctx, `insert into principals (id, name) values ($1, $2)
				on conflict (name) do update set name = excluded.name returning id`, uuid.NewString(), e.Owner).Scan(&oid); err != nil {
				return 0, 0, err
			}
			owners[e.Owner] = oid
		}
		st := in.state()
		st.ExpiresAt = e.ExpiresAt
		row := record.Values(Memory{ID: e.ID, Namespace: Namespace{Scope: Scope(in.Scope), OwnerID: oid, AgentID: agent,
			SystemID: in.SystemID, ProjectID: e.ProjectID}, State: st, CreatedAt: created, UpdatedAt: updated})
		row["run_id"] = nullIfEmpty(e.RunID)
		batch = append(batch, row)
		if len(batch) == importBatch || i == len(items)-1 {
			// The restored memories count against their owners' storage quotas, as their saves did.
			batchOwners := make([]string, 0, len(batch))
			for _, r := range batch {
				batchOwners = append(batchOwners, r["owner_id"].(string))
			}
			slices.Sort(batchOwners)
			if err := w.owners(ctx, slices.Compact(batchOwners)); err != nil {
				return 0, 0, err
			}
			n, err := s.insertImported(ctx, tx, batch)
			if err != nil {
				return 0, 0, fmt.Errorf("lines %d-%d: %w", cmp.Or(items[i+1-len(batch)].Line, i+2-len(batch)), line, err)
			}
			added += n
			batch = batch[:0]
		}
	}
	if err := w.done(ctx); err != nil {
		return 0, 0, err
	}
	return added, redactions, audit(ctx, tx, admin, ActImport, nil, map[string]any{"lines": len(items), "added": added, "redactions": redactions})
}

// importedTimes is a memory's created and updated times as an import restores them: a missing
// createdAt is now, a missing updatedAt is createdAt, and a time recall cannot have written is
// refused (store.CheckImportedTime), as is a memory updated before it was created.
func importedTimes(e Exported, now time.Time) (created, updated time.Time, err error) {
	created, updated = e.CreatedAt, e.UpdatedAt
	if created.IsZero() {
		created = now
	}
	if updated.IsZero() {
		updated = created
	}
	if !e.CreatedAt.IsZero() {
		if err := store.CheckImportedTime("createdAt", created, now, false); err != nil {
			return created, updated, err
		}
	}
	if !e.UpdatedAt.IsZero() {
		if err := store.CheckImportedTime("updatedAt", updated, now, false); err != nil {
			return created, updated, err
		}
	}
	if created.After(updated) {
		return created, updated, errorf(CodeInvalid, "createdAt %s is after updatedAt %s: a memory is updated after it is created; fix or drop the line",
			created.UTC().Format(time.RFC3339Nano), updated.UTC().Format(time.RFC3339Nano))
	}
	if e.ExpiresAt != nil {
		if err := store.CheckImportedTime("expiresAt", *e.ExpiresAt, now, true); err != nil {
			return created, updated, err
		}
	}
	return created, updated, nil
}

// importBatch is how many memories one insert statement restores: the counters the triggers keep
// (definitions/02_recall_hint_tokens.sql) are then updated once per batch, not once per memory.
const importBatch = 500

// importRow is one restored memory's columns by name (record.Values) and its run_id.
type importRow = map[string]any

// insertImportedSQL restores a batch of rows, as JSON objects keyed by column, read as memories
// rows: the record's columns and run_id.
var insertImportedSQL = `
	insert into memories (` + record.Names[Memory]("") + `, run_id)
	select ` + record.Names[Memory]("") + `, run_id from jsonb_populate_recordset(null::memories, $1::jsonb)
	on conflict (id) do nothing
	returning id::text`

// insertImported restores rows in one statement, and indexes them; ids that exist are skipped.
func (s *Service) insertImported(ctx context.Context, tx pgx.Tx, rows []importRow) (int, error) {
	b, err := json.Marshal(rows)
	if err != nil {
		return 0, err
	}
	inserted, err := tx.Query(ctx, insertImportedSQL, b)
	if err != nil {
		return 0, err
	}
	ids, err := pgx.CollectRows(inserted, pgx.RowTo[string])
	if err != nil {
		return 0, err
	}
	return len(ids), s.engine.Index(ctx, tx, ids...)
}

func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
