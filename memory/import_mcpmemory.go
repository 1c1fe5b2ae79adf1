package memory

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// The official MCP memory server (@modelcontextprotocol/server-memory) keeps its knowledge graph
// in a JSON-lines file (memory.jsonl): one {"type":"entity","name","entityType","observations"}
// line per entity, then one {"type":"relation","from","to","relationType"} line per relation.
// Its loader skips blank lines and ignores lines of any other type; so does ParseMCPMemory.

// MCPEntity is one entity of the graph.
type MCPEntity struct {
	Name         string   `json:"name"`
	EntityType   string   `json:"entityType"`
	Observations []string `json:"observations"`
}

// MCPRelation is one directed relation of the graph, in active voice ("from relationType to").
type MCPRelation struct {
	From         string `json:"from"`
	To           string `json:"to"`
	RelationType string `json:"relationType"`
}

// MCPGraph is the whole knowledge graph.
type MCPGraph struct {
	Entities  []MCPEntity
	Relations []MCPRelation
}

// ParseMCPMemory reads the official MCP memory server's memory.jsonl. A line that is not JSON,
// or an entity or relation missing its names, is a CodeInvalid error naming the line. Entities
// repeated under one name (a hand-edited file) are merged.
func ParseMCPMemory(r io.Reader) (MCPGraph, error) {
	var g MCPGraph
	index := map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var item struct {
			Type string `json:"type"`
			MCPEntity
			MCPRelation
		}
		if err := json.Unmarshal([]byte(line), &item); err != nil {
			return MCPGraph{}, errorf(CodeInvalid, "line %d is not a JSON object of the MCP memory graph: %v", n, err)
		}
		switch item.Type {
		case "entity":
			e := item.MCPEntity
			if strings.TrimSpace(e.Name) == "" {
				return MCPGraph{}, errorf(CodeInvalid, "line %d: entity without a name", n)
			}
			if i, ok := index[e.Name]; ok {
				for _, o := range e.Observations {
					if !slices.Contains(g.Entities[i].Observations, o) {
						g.Entities[i].Observations = append(g.Entities[i].Observations, o)
					}
				}
				continue
			}
			index[e.Name] = len(g.Entities)
			g.Entities = append(g.Entities, e)
		case "relation":
			rel := item.MCPRelation
			if strings.TrimSpace(rel.From) == "" || strings.TrimSpace(rel.To) == "" || strings.TrimSpace(rel.RelationType) == "" {
				return MCPGraph{}, errorf(CodeInvalid, "line %d: relation needs from, to and relationType", n)
			}
			g.Relations = append(g.Relations, rel)
		}
	}
	if err := sc.Err(); err != nil {
		return MCPGraph{}, errorf(CodeInvalid, "reading the graph: %v", err)
	}
	return g, nil
}

// Import outcomes for one entity.
const (
	ImportCreated = "created"
	ImportMerged  = "merged"
	ImportSkipped = "skipped"
)

// ImportItem says what happened (or, in a dry run, would happen) to one entity.
type ImportItem struct {
	Entity     string `json:"entity"`
	Outcome    string `json:"outcome"`
	ID         string `json:"id,omitempty"` // the memory created or merged into (a dry run's merges only)
	Reason     string `json:"reason,omitempty"`
	Redactions int    `json:"redactions,omitempty"`
}

// ImportReport summarises an import from the MCP memory server.
type ImportReport struct {
	DryRun     bool         `json:"dryRun"`
	Principal  string       `json:"principal"`
	Agent      string       `json:"agent"`
	RunID      string       `json:"runId,omitempty"`
	Created    int          `json:"created"`
	Merged     int          `json:"merged"`
	Skipped    int          `json:"skipped"`
	Redactions int          `json:"redactions"`
	Items      []ImportItem `json:"-"`
}

// mcpMemoryTag marks every imported memory.
const mcpMemoryTag = "mcp-memory"

// ImportMCPMemory saves the graph into principal's user memories under agent: one memory per
// entity, its recallHint "NAME (TYPE)", its content the entity's observations and the relations
// it takes part in. Each memory goes through Save — scrubbed, validated, and deduplicated: when
// the namespace already holds a near-duplicate (an earlier import, or a memory the agent saved),
// the new lines are merged into it, keeping its alwaysInject flag, expiry and tags. An entity
// whose lines are all there already, or that Save refuses (too long, cap reached), is skipped
// with the reason. The saves run as one run (RunID), so the import can be found in the audit log
// and reverted as a run. dryRun computes the same report and writes nothing.
//
// It is an admin operation (policy.AdminImport). Errors: CodeNotFound for an unknown principal,
// CodeInvalid for a bad agent name; an infrastructure fault stops the import (memories saved
// before it stay saved, and the report says which).
func (s *Service) ImportMCPMemory(ctx context.Context, admin policy.Identity, principal, agent string, g MCPGraph, dryRun bool) (ImportReport, error) {
	rep := ImportReport{DryRun: dryRun, Principal: principal, Agent: agent}
	if err := policy.ValidateName("agent id", agent); err != nil {
		return rep, errorf(CodeInvalid, "%v", err)
	}
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		return s.requireAdmin(ctx, tx, admin, policy.AdminImport)
	})
	if err != nil {
		return rep, err
	}
	pid, err := store.PrincipalID(ctx, s.db, principal)
	if err != nil {
		return rep, err
	}
	target := policy.Identity{PrincipalID: pid, Principal: principal, AgentID: agent, Transport: admin.Transport,
		RunID: "import-mcp-memory-" + uuid.NewString()[:8]}
	if !dryRun {
		rep.RunID = target.RunID
	}

	// planned stands in for the database in a dry run: what earlier entities would have written.
	var planned []plannedMemory
	for _, e := range g.Entities {
		item, err := s.importEntity(ctx, target, e, g.Relations, dryRun, &planned)
		if err != nil {
			return rep, fmt.Errorf("importing entity %q: %w", e.Name, err)
		}
		switch item.Outcome {
		case ImportCreated:
			rep.Created++
		case ImportMerged:
			rep.Merged++
		default:
			rep.Skipped++
		}
		rep.Redactions += item.Redactions
		rep.Items = append(rep.Items, item)
	}
	if dryRun {
		return rep, nil
	}
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		return audit(ctx, tx, admin, ActImport, nil, map[string]any{"from": "mcp-memory", "principal": principal,
			"agent": agent, "runId": target.RunID, "entities": len(g.Entities), "relations": len(g.Relations),
			"created": rep.Created, "merged": rep.Merged, "skipped": rep.Skipped, "redactions": rep.Redactions})
	})
	return rep, err
}

type plannedMemory struct {
	id, hint, content string
}

// importEntity plans and (unless dryRun) saves one entity. Only an infrastructure fault is an
// error; the caller's mistakes become a skipped item with the reason.
func (s *Service) importEntity(ctx context.Context, target policy.Identity, e MCPEntity, rels []MCPRelation, dryRun bool, planned *[]plannedMemory) (ImportItem, error) {
	item := ImportItem{Entity: e.Name}
	skip := func(reason string) (ImportItem, error) {
		item.Outcome, item.Reason = ImportSkipped, reason
		return item, nil
	}
	in := entityInput(e, rels)

	// Scrub as Save does, to compare with what is stored and to count redactions.
	hint := s.scrub.Scrub(strings.TrimSpace(in.RecallHint))
	content := s.scrub.Scrub(in.Content)
	item.Redactions = hint.Redactions + content.Redactions
	in.RecallHint, in.Content = hint.Text, content.Text
	if err := check(in); err != nil {
		return skip(err.Error())
	}

	// The near-duplicate Save will merge into, if any: merge its lines, keep its flags.
	var dup *Memory
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		d, err := s.findDuplicate(ctx, tx, target, in)
		if err != nil || d.id == "" {
			return err
		}
		m, err := scanRow[Memory](tx.Query(ctx, `select `+memoryColumns+` from memories m where m.id = $1`, d.id))
		dup = &m
		return err
	})
	if err != nil {
		return item, err
	}
	plannedAt := -1
	if dryRun {
		best := 0.0
		for i, pm := range *planned {
			sc, err := s.hintJaccard(ctx, in.RecallHint, pm.hint)
			if err != nil {
				return item, err
			}
			if sc >= s.opts.DedupThreshold && sc > best {
				best, plannedAt = sc, i
			}
		}
		if plannedAt >= 0 {
			pm := (*planned)[plannedAt]
			dup = &Memory{ID: pm.id, State: State{RecallHint: pm.hint, Content: pm.content, Tags: in.Tags}}
		}
	}
	if dup != nil {
		merged := mergeLines(dup.Content, in.Content)
		if merged == dup.Content && in.RecallHint == dup.RecallHint {
			item.ID = dup.ID
			return skip("already imported: memory " + dup.ID + " holds every line")
		}
		in.Content = merged
		in.AlwaysInject, in.ExpiresAt = dup.AlwaysInject, dup.ExpiresAt
		for _, t := range dup.Tags {
			if !slices.Contains(in.Tags, t) && len(in.Tags) < MaxTags {
				in.Tags = append(in.Tags, t)
			}
		}
		if err := check(in); err != nil {
			return skip("merging into memory " + dup.ID + ": " + err.Error())
		}
	}

	if dryRun {
		item.Outcome = ImportCreated
		if dup != nil {
			item.Outcome, item.ID = ImportMerged, dup.ID
		}
		if plannedAt >= 0 {
			(*planned)[plannedAt].hint, (*planned)[plannedAt].content = in.RecallHint, in.Content
		} else {
			*planned = append(*planned, plannedMemory{id: item.ID, hint: in.RecallHint, content: in.Content})
		}
		return item, nil
	}
	res, err := s.Save(ctx, target, in)
	if IsDomain(err) {
		return skip(err.Error())
	}
	if err != nil {
		return item, err
	}
	item.ID, item.Outcome = res.ID, ImportCreated
	if res.Updated {
		item.Outcome = ImportMerged
	}
	return item, nil
}

// entityInput renders one entity as a user memory.
func entityInput(e MCPEntity, rels []MCPRelation) SaveInput {
	name := strings.TrimSpace(e.Name)
	typ := strings.TrimSpace(e.EntityType)
	hint := name
	if typ != "" {
		hint = name + " (" + typ + ")"
	}
	var b strings.Builder
	b.WriteString(hint)
	b.WriteString(", from the MCP memory server's knowledge graph.")
	if len(e.Observations) > 0 {
		b.WriteString("\nObservations:")
		for _, o := range e.Observations {
			if o = strings.TrimSpace(o); o != "" {
				b.WriteString("\n- " + oneLine(o))
			}
		}
	}
	first := true
	for _, r := range rels {
		if r.From != e.Name && r.To != e.Name {
			continue
		}
		if first {
			b.WriteString("\nRelations:")
			first = false
		}
		b.WriteString("\n- " + oneLine(r.From) + " " + oneLine(r.RelationType) + " " + oneLine(r.To))
	}
	tags := []string{mcpMemoryTag}
	if t := strings.ToLower(typ); t != "" && t != mcpMemoryTag && utf8.RuneCountInString(t) <= MaxTagLen {
		tags = append(tags, t)
	}
	return SaveInput{Scope: string(ScopeUser), RecallHint: hint, Content: b.String(), Tags: tags, Source: SourceImport}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// mergeLines appends to old the lines of add it does not already have, in add's order.
func mergeLines(old, add string) string {
	have := map[string]bool{}
	for _, l := range strings.Split(old, "\n") {
		have[strings.TrimSpace(l)] = true
	}
	out := old
	for _, l := range strings.Split(add, "\n") {
		if t := strings.TrimSpace(l); t != "" && !have[t] {
			out += "\n" + l
			have[t] = true
		}
	}
	return out
}
