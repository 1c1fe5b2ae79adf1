package web

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

func TestTemplatesParse(t *testing.T) {
	if _, err := parsePages(); err != nil {
		t.Fatal(err)
	}
}

func TestSafeNext(t *testing.T) {
	for _, tc := range []struct{ next, want string }{
		{"", "/memories"},
		{"/pending", "/pending"},
		{"/memories?q=caf%C3%A9&scope=user", "/memories?q=caf%C3%A9&scope=user"},
		{"/memories/0b7c2a36-8f4e-4f7a-9d7e-3c1a2b4c5d6e/edit", "/memories/0b7c2a36-8f4e-4f7a-9d7e-3c1a2b4c5d6e/edit"},
		{"/systems/billing", "/systems/billing"},
		{"/\t/evil.example/x", "/memories"},
		{"/%09/evil.example/x", "/memories"},
		{"/\n/evil.example", "/memories"},
		{"/%0a/evil.example", "/memories"},
		{"/\r\n/evil.example", "/memories"},
		{"/ /evil.example", "/memories"},
		{"/%20/evil.example", "/memories"},
		{"/\u00a0/evil.example", "/memories"},
		{"/\u200b/evil.example", "/memories"},
		{"/\x00/evil.example", "/memories"},
		{"//evil.example", "/memories"},
		{"///evil.example", "/memories"},
		{"/\\evil.example", "/memories"},
		{"/\\/evil.example", "/memories"},
		{"\\\\evil.example", "/memories"},
		{"/%5cevil.example", "/memories"},
		{"/%5C%5Cevil.example", "/memories"},
		{"/%2F/evil.example", "/memories"},
		{"/%2f%2fevil.example", "/memories"},
		{"/./evil.example", "/memories"},
		{"/../evil.example", "/memories"},
		{"/.%2e/evil.example", "/memories"},
		{"/memories//x", "/memories"},
		{"https://evil.example/", "/memories"},
		{"http:/evil.example", "/memories"},
		{"javascript:alert(1)", "/memories"},
		{"JavaScript:alert(1)", "/memories"},
		{"data:text/html,x", "/memories"},
		{"evil.example", "/memories"},
		{"/login", "/memories"},
		{"/login/link/x", "/memories"},
		{"/%zz", "/memories"},
		{"/" + strings.Repeat("a", 3000), "/memories"},
	} {
		if got := safeNext(tc.next); got != tc.want {
			t.Errorf("safeNext(%q) = %q, want %q", tc.next, got, tc.want)
		}
	}
}

func TestClientAddress(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("2001:db8:ffff::/48"),
		netip.MustParsePrefix("192.0.2.9/32")}
	for _, tc := range []struct {
		name    string
		trusted []netip.Prefix
		remote  string
		headers map[string][]string
		want    string
	}{
		{"no proxies: the peer, headers ignored", nil, "203.0.113.5:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1"}, "Forwarded": {"for=198.51.100.2"}}, "203.0.113.5"},
		{"untrusted peer: headers ignored", trusted, "203.0.113.5:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, "203.0.113.5"},
		{"trusted proxy names the client", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, "198.51.100.1"},
		{"a spoofed entry to the left is not read", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"1.2.3.4, 198.51.100.1"}}, "198.51.100.1"},
		{"two trusted hops", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1, 192.0.2.9", "10.9.9.9"}}, "198.51.100.1"},
		{"only trusted hops: the leftmost", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"10.7.7.7"}}, "10.7.7.7"},
		{"garbage hop ends the walk at the proxy", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1, nonsense"}}, "10.1.2.3"},
		{"trusted proxy without a header", trusted, "10.1.2.3:4000", nil, "10.1.2.3"},
		{"IPv6 peer and client", trusted, "[2001:db8:ffff::1]:4000",
			map[string][]string{"X-Forwarded-For": {"2001:db8:1::5"}}, "2001:db8:1::5"},
		{"mapped peer", trusted, "[::ffff:10.1.2.3]:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1"}}, "198.51.100.1"},
		{"Forwarded when no X-Forwarded-For", trusted, "10.1.2.3:4000",
			map[string][]string{"Forwarded": {`for=198.51.100.7;proto=https, For="[2001:db8:1::9]:4711";by=10.1.2.3`}}, "2001:db8:1::9"},
		{"Forwarded with a port", trusted, "10.1.2.3:4000",
			map[string][]string{"Forwarded": {`for="198.51.100.7:1234"`}}, "198.51.100.7"},
		{"Forwarded unknown", trusted, "10.1.2.3:4000",
			map[string][]string{"Forwarded": {`for=unknown`}}, "10.1.2.3"},
		{"X-Forwarded-For wins over Forwarded", trusted, "10.1.2.3:4000",
			map[string][]string{"X-Forwarded-For": {"198.51.100.1"}, "Forwarded": {"for=198.51.100.2"}}, "198.51.100.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Console{opts: Options{TrustedProxies: tc.trusted}}
			r := httptest.NewRequest(http.MethodPost, "/login", nil)
			r.RemoteAddr = tc.remote
			for k, vs := range tc.headers {
				for _, v := range vs {
					r.Header.Add(k, v)
				}
			}
			if got := c.ClientAddress(r); got != tc.want {
				t.Errorf("ClientAddress = %q, want %q", got, tc.want)
			}
		})
	}
}
