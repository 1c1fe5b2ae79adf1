package identity

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// The admin pages walk principals by name and a principal's live tokens newest first, a page at
// a time: every one exactly once, revoked tokens never, and the row's few newest tokens beside it.
func TestPrincipalsAndTokensPage(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	s := New(db.Pool, nil)
	var names []string
	for i := 7; i >= 1; i-- { // added out of order: the pages are by name
		name, role := fmt.Sprintf("p%02d", i), "member"
		if i == 7 {
			role = "automation" // on the last page only
		}
		_, err := s.AddPrincipal(ctx, loginAdmin, name, role, false, nil)
		require.NoError(t, err)
		names = append([]string{name}, names...)
	}
	for i := range 4 {
		_, err := s.CreateToken(ctx, loginAdmin, "p03", fmt.Sprintf("agent-%d", i))
		require.NoError(t, err)
	}
	all, err := s.ListTokens(ctx, loginAdmin, "p03", false)
	require.NoError(t, err)
	require.Len(t, all, 4)
	_, err = s.RevokeToken(ctx, loginAdmin, all[1].ID)
	require.NoError(t, err)
	live := []TokenInfo{all[0], all[2], all[3]} // newest first

	var seen []string
	from := ""
	for pages := 0; ; pages++ {
		require.Less(t, pages, 10, "the pages end")
		pg, err := s.PrincipalsPage(ctx, loginAdmin, from, 3, 2)
		require.NoError(t, err)
		assert.Equal(t, []string{"automation", "member"}, pg.Roles, "every role in use, on every page")
		for _, p := range pg.Principals {
			seen = append(seen, p.Name)
			if p.Name == "p03" {
				assert.Equal(t, 3, p.LiveTokens)
				require.Len(t, pg.Tokens["p03"], 2, "the newest two of its live tokens")
				assert.Equal(t, live[0].ID, pg.Tokens["p03"][0].ID)
				assert.Equal(t, live[1].ID, pg.Tokens["p03"][1].ID)
				assert.Equal(t, "p03", pg.Tokens["p03"][0].Principal)
			} else {
				assert.Empty(t, pg.Tokens[p.Name])
			}
		}
		if pg.Next == "" {
			break
		}
		from = pg.Next
	}
	assert.Equal(t, names, seen, "every principal once, by name")
	pg, err := s.PrincipalsPage(ctx, loginAdmin, "p05", 3, 0)
	require.NoError(t, err)
	assert.Equal(t, "p05", pg.Principals[0].Name, "a page can start at a principal")
	assert.Empty(t, pg.Tokens)

	page1, more, err := s.TokensPage(ctx, loginAdmin, "p03", "", 2)
	require.NoError(t, err)
	assert.True(t, more)
	page2, more, err := s.TokensPage(ctx, loginAdmin, "p03", page1[len(page1)-1].ID, 2)
	require.NoError(t, err)
	assert.False(t, more)
	var ids []string
	for _, tk := range append(page1, page2...) {
		ids = append(ids, tk.ID)
		assert.Nil(t, tk.RevokedAt)
	}
	assert.Equal(t, []string{live[0].ID, live[1].ID, live[2].ID}, ids)

	_, _, err = s.TokensPage(ctx, loginAdmin, "p03", "not-an-id", 2)
	assert.Equal(t, store.CodeInvalid, store.ErrorCode(err))
	_, _, err = s.TokensPage(ctx, loginAdmin, "nobody", "", 2)
	assert.Equal(t, store.CodeNotFound, store.ErrorCode(err))
	member := policy.Identity{PrincipalID: mustPrincipal(t, s, "p01").ID, Principal: "p01", Transport: "web"}
	_, err = s.PrincipalsPage(ctx, member, "", 3, 2)
	assert.Equal(t, store.CodeForbidden, store.ErrorCode(err))
	_, _, err = s.TokensPage(ctx, member, "p03", "", 2)
	assert.Equal(t, store.CodeForbidden, store.ErrorCode(err))
}

func mustPrincipal(t *testing.T, s *Service, name string) Principal {
	t.Helper()
	p, err := s.PrincipalByName(context.Background(), name)
	require.NoError(t, err)
	return p
}
