package oauth_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (s *site) clientRows() int {
	s.t.Helper()
	var n int
	require.NoError(s.t, s.db.Pool.QueryRow(context.Background(), `select count(*) from oauth_clients`).Scan(&n))
	return n
}

// TestAnonymousAuthorizeStoresNoClient: authorization requests naming new metadata-document
// client_ids store nothing until a signed-in person allows one (issue 35: 1,000 anonymous
// requests stored 1,000 clients), and anonymous ones fetch nothing; the allowed one is stored
// and works at the token endpoint.
func TestAnonymousAuthorizeStoresNoClient(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	var name atomic.Value
	name.Store("Meta")
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"client_id":"https://%s%s","client_name":%q,"redirect_uris":["https://app.example.com/cb"]}`, r.Host, r.URL.Path, name.Load())
	}))
	t.Cleanup(ts.Close)
	s := newSite(t, siteOpts{allowPrivate: true, roots: ts.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs})
	s.person("kim", "member")

	anon := s.browser()
	for i := range 40 {
		a := s.newAuthz(fmt.Sprintf("%s/c/%d", ts.URL, i), "https://app.example.com/cb")
		resp := anon.get("/oauth/authorize?" + a.query())
		require.Equal(t, http.StatusSeeOther, resp.StatusCode, anon.body)
		assert.True(t, strings.HasPrefix(resp.Header.Get("Location"), "/login?"))
	}
	assert.Zero(t, hits.Load(), "nothing was fetched for anonymous requests")
	assert.Zero(t, s.clientRows(), "anonymous requests stored no client")
	// Nor for an anonymous consent form.
	resp := anon.post("/oauth/authorize", url.Values{"request": {s.newAuthz(ts.URL+"/c/99", "https://app.example.com/cb").query()},
		"agent": {"x"}, "decision": {"allow"}})
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	assert.Zero(t, hits.Load())

	// Signed in, the consent page alone stores nothing either; allowing stores the one client.
	b := s.browser().login("kim")
	a := s.newAuthz(ts.URL+"/c/7", "https://app.example.com/cb")
	resp = b.get("/oauth/authorize?" + a.query())
	require.Equal(t, http.StatusOK, resp.StatusCode, b.body)
	assert.Equal(t, int32(1), hits.Load(), "fetched for the signed-in person")
	assert.Zero(t, s.clientRows(), "showing the consent page stored no client")
	code := b.authorize(a, "meta")
	assert.Equal(t, 1, s.clientRows())
	var consented bool
	require.NoError(t, s.db.Pool.QueryRow(context.Background(),
		`select consented_at is not null from oauth_clients where id = $1`, a.clientID).Scan(&consented))
	assert.True(t, consented)
	st, tok := s.exchange(a, code)
	require.Equal(t, http.StatusOK, st, tok)
	assert.True(t, s.mcpWorks(tok["access_token"].(string)))

	// The stored client's document, once its cache runs out, is fetched again and its row
	// updated in place.
	_, err := s.db.Pool.Exec(context.Background(), `update oauth_clients set cache_until = now() - interval '1 second'`)
	require.NoError(t, err)
	name.Store("Meta Renamed")
	other := s.newAuthz(ts.URL+"/c/7", "https://app.example.com/cb")
	other.prompt = "consent"
	resp = b.get("/oauth/authorize?" + other.query())
	require.Equal(t, http.StatusOK, resp.StatusCode, b.body)
	assert.Contains(t, b.body, "Meta Renamed")
	var stored string
	var fresh bool
	require.NoError(t, s.db.Pool.QueryRow(context.Background(),
		`select name, cache_until > now() from oauth_clients where id = $1`, a.clientID).Scan(&stored, &fresh))
	assert.Equal(t, "Meta Renamed", stored)
	assert.True(t, fresh)
	assert.Equal(t, 1, s.clientRows())
}

// TestUnusedClientsExpire: a registered client nobody consented to is pruned a day after it
// registered; a consented one is kept (issue 35: anonymous registrations were kept for days).
func TestUnusedClientsExpire(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("lee", "member")
	ctx := context.Background()
	used := s.register("Used", "https://app.example.com/cb")
	unused := s.register("Unused", "https://app.example.com/cb")
	b := s.browser().login("lee")
	a := s.newAuthz(used, "https://app.example.com/cb")
	_, tok := s.exchange(a, b.authorize(a, "used"))
	// A metadata client stored by an older release from an anonymous request: no consent.
	_, err := s.db.Pool.Exec(ctx, `insert into oauth_clients (id, kind, name, redirect_uris, cache_until)
		values ('https://old.example/c', 'metadata', 'old', '{https://old.example/cb}', now() + interval '1 day')`)
	require.NoError(t, err)

	_, err = svctest.Identity(s.svc).PruneOAuth(ctx)
	require.NoError(t, err)
	assert.Equal(t, 3, s.clientRows(), "nothing is pruned within the day")

	_, err = s.db.Pool.Exec(ctx, `update oauth_clients set created_at = now() - interval '25 hours'`)
	require.NoError(t, err)
	fresh := s.register("Fresh", "https://app.example.com/cb")
	_, err = svctest.Identity(s.svc).PruneOAuth(ctx)
	require.NoError(t, err)
	cs, err := svctest.Identity(s.svc).OAuthClients(ctx, cliAdmin)
	require.NoError(t, err)
	var ids []string
	for _, c := range cs {
		ids = append(ids, c.ID)
	}
	assert.ElementsMatch(t, []string{used, fresh}, ids, "the unused clients a day old are gone: %s and the metadata one", unused)
	assert.True(t, s.mcpWorks(tok["access_token"].(string)), "the used client still works")
}

// TestRegistrationBehindProxy: behind a trusted proxy the registration limit counts the address
// the proxy forwards, so one client's flood does not stop everyone's registrations (issue 35);
// all addresses together are still capped.
func TestRegistrationBehindProxy(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{trusted: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}})
	post := func(from string) int {
		req, _ := http.NewRequest(http.MethodPost, s.url+"/oauth/register",
			strings.NewReader(`{"client_name":"n","redirect_uris":["https://a.example/cb"],"token_endpoint_auth_method":"none"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", from)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}
	for range identity.RegistrationsPerAddressHour {
		require.Equal(t, http.StatusCreated, post("203.0.113.1"))
	}
	assert.Equal(t, http.StatusTooManyRequests, post("203.0.113.1"), "that address is limited")
	assert.Equal(t, http.StatusTooManyRequests, post("198.51.100.1, 203.0.113.1"), "a forged hop left of the proxy's changes nothing")
	assert.Equal(t, http.StatusCreated, post("203.0.113.2"), "another address behind the proxy is not")
	var from string
	require.NoError(t, s.db.Pool.QueryRow(context.Background(),
		`select registered_from from oauth_clients order by created_at desc limit 1`).Scan(&from))
	assert.Equal(t, "203.0.113.2", from)

	// All addresses together: at the overall cap, a new address is refused too.
	_, err := s.db.Pool.Exec(context.Background(), `insert into oauth_clients (id, kind, name, redirect_uris, registered_from)
		select 'rdc_fill' || i, 'dcr', 'n', '{https://a.example/cb}', '192.0.2.' || (i % 250)
		from generate_series(1, $1) i`, identity.RegistrationsPerHour-identity.RegistrationsPerAddressHour-1)
	require.NoError(t, err)
	assert.Equal(t, http.StatusTooManyRequests, post("203.0.113.3"))
}
