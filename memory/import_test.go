package memory_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// exportLine is one memory of an export file, with its times as JSON holds them.
func exportLine(id, created, updated string) string {
	return fmt.Sprintf(`{"kind":"memory","id":%q,"scope":"user","ownerId":"x","agentId":"default","recallHint":"deploy checklist","content":"run the smoke tests","tags":[],"alwaysInject":false,"createdAt":%q,"updatedAt":%q,"owner":"alice"}`,
		id, created, updated)
}

// An import refuses a time recall cannot have written, naming the line, and changes nothing: a
// memory dated 9999 would head its owner's browse and always-inject block for ever.
func TestImportRefusesImpossibleTimes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	const good = "2026-01-10T09:00:00Z"
	future := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	for _, tc := range []struct {
		name, created, updated, expires, want string
	}{
		{"updated in year 9999", good, "9999-12-31T00:00:00Z", "", "updatedAt 9999-12-31T00:00:00Z is in the future"},
		{"updated an hour ahead", good, future, "", "is in the future"},
		{"created after updated", "2026-02-01T00:00:00Z", good, "", "createdAt 2026-02-01T00:00:00Z is after updatedAt 2026-01-10T09:00:00Z"},
		{"created before 2000", "1970-01-01T00:00:00Z", good, "", "createdAt 1970-01-01T00:00:00Z is before 2000"},
		{"expires before 2000", good, good, "1999-12-31T00:00:00Z", "expiresAt 1999-12-31T00:00:00Z is before 2000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := exportLine("2b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", tc.created, tc.updated)
			if tc.expires != "" {
				bad = strings.Replace(bad, `"owner"`, fmt.Sprintf(`"expiresAt":%q,"owner"`, tc.expires), 1)
			}
			file := exportLine("1b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", good, good) + "\n\n" + bad + "\n"
			f, err := memory.ReadExport(strings.NewReader(file))
			require.NoError(t, err)
			_, err = svc.ImportFile(ctx, admin, f, memory.ImportOptions{})
			require.Error(t, err)
			assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
			assert.Contains(t, err.Error(), "line 3: ", "the file's line, blank lines counted")
			assert.Contains(t, err.Error(), tc.want)
			var n int
			require.NoError(t, db.Pool.QueryRow(ctx, `select (select count(*) from memories) + (select count(*) from principals)`).Scan(&n))
			assert.Zero(t, n, "nothing changed, not even the good line's owner")
		})
	}

	// The same times, sane, are restored as they were; a time a few seconds ahead (another
	// machine's clock) passes.
	ahead := time.Now().Add(30 * time.Second).UTC().Format(time.RFC3339Nano)
	f, err := memory.ReadExport(strings.NewReader(exportLine("1b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", good, good) + "\n" +
		exportLine("3b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", good, ahead) + "\n"))
	require.NoError(t, err)
	rep, err := svc.ImportFile(ctx, admin, f, memory.ImportOptions{})
	require.NoError(t, err)
	assert.Equal(t, 2, rep.Added)
	var updated time.Time
	require.NoError(t, db.Pool.QueryRow(ctx, `select updated_at from memories where id = '1b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e'`).Scan(&updated))
	assert.Equal(t, good, updated.UTC().Format(time.RFC3339))
}

// A line that is not text as written is refused with its number: a JSON decoder would turn a
// lone surrogate escape or a byte that is not UTF-8 into U+FFFD and store something else.
func TestReadExportRefusesInvalidText(t *testing.T) {
	t.Parallel()
	const good = "2026-01-10T09:00:00Z"
	line := func(content string) string {
		return strings.Replace(exportLine("1b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", good, good), "run the smoke tests", content, 1)
	}
	for name, content := range map[string]string{
		"a lone high surrogate":     `before \ud800 after`,
		"a lone low surrogate":      `\udc00`,
		"a high surrogate at end":   `tail \uD83D`,
		"two high surrogates":       `\ud83d\ud83d`,
		"a byte that is not UTF-8":  "caf\xe9",
		"a truncated UTF-8 request": "\xf0\x9f\x98",
	} {
		_, err := memory.ReadExport(strings.NewReader(line("ok") + "\n" + line(content) + "\n"))
		require.Error(t, err, name)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), name)
		assert.Contains(t, err.Error(), "line 2 is not valid text", name)
	}
	for name, content := range map[string]string{
		"a surrogate pair":               `\ud83d\ude00`,
		"an escaped backslash before u":  `C:\\ud800\\file`,
		"U+FFFD written on purpose":      "\uFFFD",
		"U+FFFD escaped on purpose":      `\ufffd`,
		"plain text with a \\u sequence": `\u00e9t\u00e9`,
	} {
		f, err := memory.ReadExport(strings.NewReader(line(content) + "\n"))
		require.NoError(t, err, name)
		require.Len(t, f.Memories, 1, name)
		assert.Equal(t, 1, f.Memories[0].Line)
	}

	_, err := memory.ReadExport(strings.NewReader(`{"kind":"secret","x":1}` + "\n"))
	assert.ErrorContains(t, err, `line 1: unknown kind "secret"`)
	_, err = memory.ReadExport(strings.NewReader("[1,2]\n"))
	assert.ErrorContains(t, err, "line 1 is not a JSON object")
}

// The governance round trip at the service: export with it, import into another database, and
// every principal comes back with its role, kind, caps, budget, approval and disabled state;
// teams, grants, rules and projects too. No secret leaves: no token, no password hash.
func TestExportImportCarryGovernance(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src, srcDB := newService(t, nil)
	ids := idsOf(src)
	capN, budget := 20, &store.WriteBudget{Saves: 100, Window: time.Hour}
	_, err := ids.AddPrincipalWith(ctx, admin, identity.Principal{Name: "nightly-bot", Role: "automation", Service: true, RunCap: &capN, WriteBudget: budget})
	require.NoError(t, err)
	_, err = ids.AddPrincipalWith(ctx, admin, identity.Principal{Name: "root", Role: policy.RoleAdmin})
	require.NoError(t, err)
	_, err = ids.AddPrincipalWith(ctx, admin, identity.Principal{Name: "careful", DeletesNeedApproval: true})
	require.NoError(t, err)
	alice := principal(t, src, "alice")
	require.NoError(t, ids.SetPassword(ctx, admin, "alice", "correct horse battery staple"))
	require.NoError(t, ids.SetPrincipalDisabled(ctx, admin, "careful", true))
	token, err := ids.CreateToken(ctx, admin, "nightly-bot", "")
	require.NoError(t, err)
	require.NoError(t, src.AddTeamMember(ctx, admin, "payments", "alice"))
	require.NoError(t, ids.AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Team: "payments", Level: policy.AccessManage}))
	require.NoError(t, ids.AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "nightly-bot", Level: policy.AccessRead}))
	require.NoError(t, ids.SetRule(ctx, admin, "automation", policy.RuleManage, false))
	require.NoError(t, src.AddProject(ctx, admin, "apollo"))
	require.NoError(t, src.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "alice", Level: policy.ProjectWrite}))
	require.NoError(t, src.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Team: "payments", Level: policy.ProjectRead}))
	_, err = src.Save(ctx, alice, userSave("release train", "Thursdays"))
	require.NoError(t, err)

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	require.NoError(t, src.ExportRecords(ctx, admin, memory.ExportOptions{Governance: ids}, enc.Encode))
	file := buf.String()
	var hash string
	require.NoError(t, srcDB.Pool.QueryRow(ctx, `select password_hash from principals where name = 'alice'`).Scan(&hash))
	for _, secret := range []string{token, hash, "argon2", "hash", "password"} {
		assert.NotContains(t, file, secret, "an export holds no secret")
	}
	var kinds []string
	for _, l := range strings.Split(strings.TrimSpace(file), "\n") {
		var k struct{ Kind string }
		require.NoError(t, json.Unmarshal([]byte(l), &k))
		if len(kinds) == 0 || kinds[len(kinds)-1] != k.Kind {
			kinds = append(kinds, k.Kind)
		}
	}
	assert.Equal(t, []string{"principal", "team", "grant", "rule", "project", "memory"}, kinds, "governance first, one kind after another")

	dst, dstDB := newService(t, nil)
	f, err := memory.ReadExport(strings.NewReader(file))
	require.NoError(t, err)
	rep, err := dst.ImportFile(ctx, admin, f, memory.ImportOptions{Governance: idsOf(dst)})
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Added)
	assert.Contains(t, rep.Governance.Changes, "principal nightly-bot created (role automation, service true, run cap 20, write budget 100/1h)")
	assert.Contains(t, rep.Governance.Summary(), "principals: 4 created, 0 updated, 0 unchanged")

	dump := func(pool *pgxpool.Pool) string {
		var s string
		require.NoError(t, pool.QueryRow(ctx, `select concat_ws(E'\n',
			(select string_agg(format('%s %s %s %s %s %s %s %s', name, role, service, run_cap, write_budget, write_budget_seconds,
				deletes_need_approval, disabled_at is not null), ';' order by name) from principals),
			(select string_agg(tm.team || ' ' || p.name, ';' order by tm.team, p.name) from team_members tm join principals p on p.id = tm.principal_id),
			(select string_agg(format('%s %s %s %s', g.system_id, p.name, g.team, g.level), ';' order by g.system_id, p.name, g.team) from grants g left join principals p on p.id = g.principal_id),
			(select string_agg(role || ' ' || rule, ';' order by role, rule) from rule_revocations),
			(select string_agg(format('%s %s %s %s', m.project, p.name, m.team, m.level), ';' order by m.project, p.name, m.team) from project_members m left join principals p on p.id = m.principal_id))`).Scan(&s))
		return s
	}
	assert.Equal(t, dump(srcDB.Pool), dump(dstDB.Pool), "the same governance")
	t.Log(dump(dstDB.Pool))
	var passwords int
	require.NoError(t, dstDB.Pool.QueryRow(ctx, `select count(*) from principals where password_hash is not null`).Scan(&passwords))
	assert.Zero(t, passwords, "no password hash comes back: a person sets one again")
	_, err = idsOf(dst).Authenticate(ctx, token)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "no token comes back")

	// Again: nothing changes, and the report says so.
	rep, err = dst.ImportFile(ctx, admin, f, memory.ImportOptions{Governance: idsOf(dst)})
	require.NoError(t, err)
	assert.Empty(t, rep.Governance.Changes)
	assert.Equal(t, 0, rep.Added)
	assert.Equal(t, 1, rep.Skipped)
	assert.Contains(t, rep.Governance.Summary(), "principals: 0 created, 0 updated, 4 unchanged")
}
