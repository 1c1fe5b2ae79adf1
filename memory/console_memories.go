package memory

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// The console acts as the owner across all of the owner's agent namespaces. allAgents stands
// for all of them in the visibility filter (it is not a valid agent id, so no agent can send
// it); consoleAgent is the namespace recorded for console changes to system memories, which
// belong to no agent.
const (
	allAgents    = "*"
	consoleAgent = "web"
)

// ConsolePageSize is how many memories one console page lists.
const ConsolePageSize = 50

// ListFilter selects the memories the console lists. Empty fields match everything.
type ListFilter struct {
	Query    string // ranked search (same ranking as searchMemory); empty lists newest first
	Scope    string // "", user or system
	AgentID  string // one of the owner's agent namespaces (user scope)
	Tag      string
	SystemID string
	Page     int // 0-based; ignored for a search (its best ConsolePageSize results)
	// From and To bound savedAt as searchMemory's since and until do (From inclusive, To
	// exclusive; a date or an RFC 3339 time). With either, the list is a search within the window
	// (its best ConsolePageSize): ranked by Query, or newest saved first without one.
	From, To     string
	since, until *time.Time
}

// windowed reports whether f (checked) has a savedAt window.
func (f ListFilter) windowed() bool { return f.since != nil || f.until != nil }

// ListPage is one page of the console's list.
type ListPage struct {
	Memories []Hit // Score is set for a search
	Page     int
	More     bool // another page follows
	// Pending marks (by id) the memories whose deletion waits for the person's approval.
	Pending map[string]bool
}

// ownerIdentity is id acting across all of its agents.
func ownerIdentity(id policy.Identity) policy.Identity {
	id.AgentID = allAgents
	return id
}

// checkListFilter validates f; the message names the field.
func checkListFilter(f *ListFilter) error {
	f.Query, f.Tag = strings.TrimSpace(f.Query), strings.TrimSpace(f.Tag)
	switch f.Scope {
	case "", string(ScopeUser), string(ScopeSystem):
	default:
		return errorf(CodeInvalid, "scope: use user or system")
	}
	if f.AgentID != "" {
		if err := policy.ValidateName("agent", f.AgentID); err != nil {
			return errorf(CodeInvalid, "%v", err)
		}
		if f.Scope == string(ScopeSystem) || f.SystemID != "" {
			return errorf(CodeInvalid, "agent: system memories belong to no agent; clear the agent or the system filter")
		}
	}
	if f.SystemID != "" {
		if err := policy.ValidateName("system", f.SystemID); err != nil {
			return errorf(CodeInvalid, "%v", err)
		}
		if f.Scope == string(ScopeUser) {
			return errorf(CodeInvalid, "system: user memories belong to no system; clear the scope or the system filter")
		}
	}
	if len(f.Tag) > MaxTagLen {
		return errorf(CodeInvalid, "tag: at most %d characters", MaxTagLen)
	}
	if len(f.Query) > MaxQueryLen {
		return errorf(CodeInvalid, "query: at most %d characters", MaxQueryLen)
	}
	if f.Page < 0 || f.Page > 10000 {
		return errorf(CodeInvalid, "page: out of range")
	}
	var err error
	if f.since, err = ParseWindowBound("from", strings.TrimSpace(f.From)); err != nil {
		return err
	}
	if f.until, err = ParseWindowBound("to", strings.TrimSpace(f.To)); err != nil {
		return err
	}
	if f.since != nil && f.until != nil && f.since.After(*f.until) {
		return errorf(CodeInvalid, "from (%s) is after to (%s): from is the first moment of the window, to the first after it",
			f.From, f.To)
	}
	return nil
}

// ListMemories lists the memories the console user may read: their own user memories in every
// agent namespace (or one) and memories of systems they can read. With a query they are ranked
// by Search's ranking (its best ConsolePageSize); otherwise newest first, a page at a time.
func (s *Service) ListMemories(ctx context.Context, id policy.Identity, f ListFilter) (ListPage, error) {
	if id.PrincipalID == "" {
		return ListPage{}, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	if err := checkListFilter(&f); err != nil {
		return ListPage{}, err
	}
	if f.Query != "" || f.windowed() {
		in := SearchInput{Query: f.Query, Limit: ConsolePageSize, Scope: f.Scope, SystemID: f.SystemID, Since: f.since, Until: f.until}
		if f.Tag != "" {
			in.Tags = []string{f.Tag}
		}
		oid := ownerIdentity(id)
		if f.AgentID != "" {
			oid.AgentID = f.AgentID
		}
		hits, err := s.search(ctx, oid, in)
		if err != nil {
			return ListPage{}, err
		}
		out := ListPage{Memories: hits}
		return out, s.markPending(ctx, id.PrincipalID, &out)
	}
	out := ListPage{Page: f.Page}
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		out = ListPage{Page: f.Page} // a second attempt, on the primary, starts over
		if _, err := s.authorize(ctx, tx, withAgent(id, consoleAgent), policy.OpRead); err != nil {
			return err
		}
		agent := cmp.Or(f.AgentID, allAgents)
		scope := f.Scope
		if f.AgentID != "" {
			scope = string(ScopeUser)
		}
		window := (f.Page+1)*ConsolePageSize + 1
		rows, err := tx.Query(ctx, listSQL, id.PrincipalID, agent, scope, f.SystemID, f.Tag, window,
			ConsolePageSize+1, f.Page*ConsolePageSize)
		if err != nil {
			return fmt.Errorf("list memories: %w", err)
		}
		return out.collect(rows)
	})
	if err != nil {
		return ListPage{}, err
	}
	return out, s.markPending(ctx, id.PrincipalID, &out)
}

// collect reads one console page of memories, queried with ConsolePageSize+1 as the limit: the
// extra row only says that another page follows.
func (p *ListPage) collect(rows pgx.Rows) error {
	mems, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Hit, error) {
		m, err := scanMemory(r)
		return Hit{Memory: m}, err
	})
	if err != nil {
		return err
	}
	if len(mems) > ConsolePageSize {
		p.More, mems = true, mems[:ConsolePageSize]
	}
	p.Memories = mems
	return nil
}

// listSQL lists the console user's memories newest first: each scope's branch walks its own
// (owner or system, created_at) index backwards and stops after the page's window ($6 rows), so
// a page costs the same at 100 memories as at 100k. Each row passes consoleVisible: $1
// principal, $2 agent ('*': all), $3 scope filter, $4 system filter, $5 tag, $7 / $8 limit and
// offset.
var listSQL = `
	select ` + memoryColumns + ` from (
		(select m.id, m.created_at from memories m
		 where m.scope = 'user' and $3 in ('', 'user') and $4 = '' and m.owner_id = $1 and ($2 = '*' or m.agent_id = $2)
		   and ` + consoleVisible + ` and ($5 = '' or m.tags @> array[$5])
		 order by m.created_at desc, m.id desc limit $6)
		union all
		(select m.id, m.created_at from memories m
		 where m.scope = 'system' and $3 in ('', 'system') and ($4 = '' or m.system_id = $4)
		   and m.system_id = any(array(` + grantedSystems("$1", readLevels) + `))
		   and ` + consoleVisible + ` and ($5 = '' or m.tags @> array[$5])
		 order by m.created_at desc, m.id desc limit $6)
	) w join memories m on m.id = w.id
	order by w.created_at desc, w.id desc
	limit $7 offset $8`

// consoleVisible is the scope rule of the console's own lists ($1 principal, $2 agent or '*'):
// no project (a project's page lists it, console_projects.go).
var consoleVisible = visibleRow("$1::uuid", "$2::text", readLevels, "''", readProjectLevels)

func withAgent(id policy.Identity, agent string) policy.Identity {
	id.AgentID = agent
	return id
}

// Version is a memory's text as it was before one change.
type Version struct {
	MemoryState
	RunID      string    `db:"run_id"` // the run that wrote this version
	ValidFrom  time.Time `db:"valid_from"`
	ReplacedAt time.Time `db:"replaced_at"`
	ReplacedBy string    `db:"replaced_by_run"` // the run that replaced it
	// Who replaced it: the audit entry of the change (same transaction, so the same time).
	ChangedBy        string `db:"principal"`
	ChangedAgent     string `db:"agent_id"`
	ChangedTransport string `db:"transport"`
	ChangedAction    string `db:"action"` // memory.update, memory.delete
}

// MemoryDetail is everything the console shows about one memory.
type MemoryDetail struct {
	Memory
	Owner     string // the owner's name
	RunID     string // the run that last wrote it
	Version   int
	CanManage bool // the caller may edit, flip and delete it
	Versions  []Version
	Audit     []AuditEntry // newest first
}

// memoryForOwner loads memory mid if the console user may read it: their own user memory in any
// agent namespace, or a memory of a system they can read (need: manage to change it). Anything
// else, an unknown id included, is the same CodeNotFound.
//
// A console identity bound to a project (id.ProjectID, the project page the person is on) finds
// only that project's memories instead, through projectMemory.
func memoryForOwner(ctx context.Context, tx pgx.Tx, id policy.Identity, mid string, need policy.AccessLevel) (Memory, bool, error) {
	if _, err := uuid.Parse(mid); err != nil {
		return Memory{}, false, notFound(mid, need)
	}
	if id.ProjectID != "" {
		return projectMemory(ctx, tx, id, mid, need)
	}
	r, err := scanRow[memoryAnd](tx.Query(ctx, `select `+memoryColumns+`,
			m.scope = 'user' or m.system_id = any(array(`+grantedSystems("$1", `'{manage}'::text[]`)+`)) as can
		from memories m
		where m.id = $2 and `+visibleRow("$1::uuid", "'*'", "$3", "''", readProjectLevels),
		id.PrincipalID, mid, policy.Levels(need)))
	if errors.Is(err, pgx.ErrNoRows) {
		return Memory{}, false, notFound(mid, need)
	}
	if err != nil {
		return Memory{}, false, fmt.Errorf("load memory: %w", err)
	}
	return r.Memory, r.Can, nil
}

// MemoryDetail returns one memory the console user may read, with its version history and audit
// trail. Another owner's memory, an unknown id and a forbidden system are the same CodeNotFound.
func (s *Service) MemoryDetail(ctx context.Context, id policy.Identity, mid string) (MemoryDetail, error) {
	if id.PrincipalID == "" {
		return MemoryDetail{}, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	var d MemoryDetail
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, withAgent(id, consoleAgent), policy.OpRead); err != nil {
			return err
		}
		m, canManage, err := memoryForOwner(ctx, tx, id, mid, policy.AccessRead)
		if err != nil {
			return err
		}
		d.Memory, d.CanManage = m, canManage
		if err := tx.QueryRow(ctx, `select p.name, coalesce(m.run_id, ''), m.version from memories m
			join principals p on p.id = m.owner_id where m.id = $1`, mid).Scan(&d.Owner, &d.RunID, &d.Version); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `select v.version, `+record.Select[State]("v")+`, coalesce(v.run_id, '') as run_id,
			v.valid_from, v.replaced_at, coalesce(v.replaced_by_run, '') as replaced_by_run,
			coalesce(a.principal, '') as principal, coalesce(a.agent_id, '') as agent_id,
			coalesce(a.transport, '') as transport, coalesce(a.action, '') as action
			from memory_versions v
			left join lateral (select principal, agent_id, transport, action from audit_log a
				where a.memory_id = v.memory_id and a.at = v.replaced_at order by a.id limit 1) a on true
			where v.memory_id = $1 order by v.version desc`, mid)
		if err != nil {
			return err
		}
		d.Versions, err = pgx.CollectRows(rows, pgx.RowToStructByName[Version])
		if err != nil {
			return err
		}
		d.Audit, err = queryAudit(ctx, tx, AuditFilter{MemoryID: mid, NewestFirst: true, Limit: 200})
		return err
	})
	return d, err
}

// EditInput is what the console lets a person change in a memory's text.
type EditInput struct {
	RecallHint string
	Content    string
	Tags       []string
}

// EditMemory changes a memory's recallHint, content and tags through the write path every save
// takes (write): validated, scrubbed, authorized, counted against the run's cap, the write budget
// and the storage quota, the previous text kept as a version, journaled, audited, re-embedded.
// Its alwaysInject and expiry stay as they are. The console acts as the owner, in the memory's
// own agent namespace; a system memory needs manage access. Errors as Save's.
func (s *Service) EditMemory(ctx context.Context, id policy.Identity, mid string, e EditInput) (SaveResult, error) {
	if id.PrincipalID == "" {
		return SaveResult{}, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	m, err := s.ownedForChange(ctx, id, mid)
	if err != nil {
		return SaveResult{}, err
	}
	act := actingIn(id, m)
	if err := s.checkIdentity(ctx, act, policy.OpSave); err != nil {
		return SaveResult{}, err
	}
	in := SaveInput{Scope: string(m.Scope), SystemID: m.SystemID, ProjectID: m.ProjectID, RecallHint: e.RecallHint,
		Content: e.Content, Tags: e.Tags, AlwaysInject: m.AlwaysInject, ExpiresAt: m.ExpiresAt, Source: SourceConsole}
	var res SaveResult
	if err := s.prepare(&in, &res); err != nil {
		return SaveResult{}, err
	}
	vec := s.embedOne(ctx, in.RecallHint+"\n\n"+in.Content)
	if res, err = s.write(ctx, act, change{in: in, vec: vec, target: mid}, res); err != nil {
		return SaveResult{}, err
	}
	s.wrote(ctx, id.PrincipalID)
	s.savedWork(in, vec != nil)
	s.log.InfoContext(ctx, "memory edited", "memory", mid, "redactions", res.Redactions, act.LogAttrs())
	return res, nil
}

// ownedForChange finds the memory the console user wants to change, with manage access.
func (s *Service) ownedForChange(ctx context.Context, id policy.Identity, mid string) (Memory, error) {
	var m Memory
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		var err error
		m, _, err = memoryForOwner(ctx, tx, id, mid, changeLevel)
		return err
	})
	return m, err
}

// actingIn is the console user acting in memory m's namespace: its agent for a user memory; for a
// project memory the identity keeps its project, so the write path checks write membership again.
func actingIn(id policy.Identity, m Memory) policy.Identity {
	if m.Scope == ScopeUser {
		return withAgent(id, m.AgentID)
	}
	return withAgent(id, consoleAgent)
}

// SetAlwaysInjectAsOwner flips a memory's alwaysInject flag from the console, through
// SetAlwaysInject in the memory's namespace.
func (s *Service) SetAlwaysInjectAsOwner(ctx context.Context, id policy.Identity, mid string, on bool) error {
	m, err := s.ownedForChange(ctx, id, mid)
	if err != nil {
		return err
	}
	return s.SetAlwaysInject(ctx, actingIn(id, m), mid, on)
}

// DeleteAsOwner deletes a memory from the console, through Delete in the memory's namespace: the
// person's confirmed click is the human confirmation (audited as via "web").
func (s *Service) DeleteAsOwner(ctx context.Context, id policy.Identity, mid string) error {
	m, err := s.ownedForChange(ctx, id, mid)
	if err != nil {
		return err
	}
	return s.Delete(ctx, actingIn(id, m), mid, Confirmation{Via: cmp.Or(id.Transport, store.TransportWeb)})
}

// MyAgents lists the agent namespaces the console user has memories in.
func (s *Service) MyAgents(ctx context.Context, id policy.Identity) ([]string, error) {
	// A skip scan over the (owner_id, agent_id) index: one probe per agent, not one row per memory.
	var agents []string
	err := s.read(ctx, id.PrincipalID, func(db *pgxpool.Pool) error {
		rows, err := db.Query(ctx, `
		with recursive a(agent) as (
			select min(agent_id) from memories where owner_id = $1 and scope = 'user'
			union all
			select (select min(agent_id) from memories where owner_id = $1 and scope = 'user' and agent_id > a.agent)
			from a where a.agent is not null)
		select agent from a where agent is not null`, id.PrincipalID)
		if err == nil {
			agents, err = pgx.CollectRows(rows, pgx.RowTo[string])
		}
		return err
	})
	return agents, err
}

// SystemAccess is one system the console user can read, and whether they manage it.
type SystemAccess struct {
	SystemID string
	Manage   bool
	Memories int
}

// MySystems lists the systems the console user can read (their own and their teams' grants);
// withCounts also counts each system's live memories.
func (s *Service) MySystems(ctx context.Context, id policy.Identity, withCounts bool) ([]SystemAccess, error) {
	var out []SystemAccess
	err := s.read(ctx, id.PrincipalID, func(db *pgxpool.Pool) error {
		rows, err := db.Query(ctx, `
		with r as (`+grantedSystems("$1", readLevels)+`), mg as (`+grantedSystems("$1", `'{manage}'::text[]`)+`)
		select s.system_id, s.system_id in (select system_id from mg),
		       case when $2 then (select count(*) from memories m where m.scope = 'system' and m.system_id = s.system_id
		          and (m.expires_at is null or m.expires_at > now())) else 0 end
		from (select distinct system_id from r) s order by 1`, id.PrincipalID, withCounts)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (SystemAccess, error) {
			var a SystemAccess
			err := r.Scan(&a.SystemID, &a.Manage, &a.Memories)
			return a, err
		})
		return err
	})
	return out, err
}

// CanReadSystem reports whether the console user can read system; the console answers an
// unreadable system exactly like an unknown one.
func (s *Service) CanReadSystem(ctx context.Context, id policy.Identity, system string) (SystemAccess, error) {
	all, err := s.MySystems(ctx, id, false)
	if err != nil {
		return SystemAccess{}, err
	}
	for _, a := range all {
		if a.SystemID == system {
			return a, nil
		}
	}
	return SystemAccess{}, errorf(CodeNotFound, "system %q is unknown or you cannot read it", system)
}

// InjectPreview is the always-inject block an agent of the console user receives each turn.
type InjectPreview struct {
	AgentID   string
	ProjectID string // the project the previewed agent is bound to ("": none)
	Set       InjectSet
	Cap       InjectCap
	LeftOut   []Memory // the visible always-inject memories the cap left out, in the block's order
}

// PreviewInject returns the always-inject block agent (one of the user's namespaces) receives,
// under the per-turn cap the server applies; with id bound to a project (InProject), the block of
// a session bound to it, which carries the project's memories while the user is a member.
func (s *Service) PreviewInject(ctx context.Context, id policy.Identity, agent string, limit InjectCap) (InjectPreview, error) {
	if limit.MaxItems <= 0 {
		limit.MaxItems = DefaultInjectCap.MaxItems
	}
	if limit.MaxTokens <= 0 {
		limit.MaxTokens = DefaultInjectCap.MaxTokens
	}
	if id.ProjectID != "" {
		// Previewing a session bound to a project the person is not a member of is refused like an
		// unknown project.
		if _, err := s.OpenProject(ctx, id, id.ProjectID); err != nil {
			return InjectPreview{}, err
		}
	}
	set, err := s.AlwaysInject(ctx, withAgent(id, agent), limit)
	if err != nil {
		return InjectPreview{}, err
	}
	p := InjectPreview{AgentID: agent, ProjectID: id.ProjectID, Set: set, Cap: limit}
	if set.Omitted > 0 {
		// The same query without the cap: what follows the block's memories is what was left out.
		all, err := s.AlwaysInject(ctx, withAgent(id, agent), InjectCap{MaxItems: 1 << 20, MaxTokens: 1 << 40})
		if err != nil {
			return InjectPreview{}, err
		}
		if len(all.Memories) > len(set.Memories) {
			p.LeftOut = all.Memories[len(set.Memories):]
		}
	}
	return p, nil
}
