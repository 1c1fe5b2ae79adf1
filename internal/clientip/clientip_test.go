package clientip_test

import (
	"net/http"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/clientip"
)

func TestParseTrusted(t *testing.T) {
	got, err := clientip.ParseTrusted(" 10.0.0.0/8, 192.168.1.7 ::1,fd00::/8\t::ffff:172.16.0.0/108")
	require.NoError(t, err)
	assert.Equal(t, []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.168.1.7/32"), netip.MustParsePrefix("::1/128"),
		netip.MustParsePrefix("fd00::/8"), netip.MustParsePrefix("172.16.0.0/12"),
	}, got)
	none, err := clientip.ParseTrusted("")
	require.NoError(t, err)
	assert.Empty(t, none)
	for _, bad := range []string{"10.0.0.0/33", "proxy.example", "10.0.0.0/8,nope"} {
		_, err := clientip.ParseTrusted(bad)
		assert.Error(t, err, bad)
		assert.Contains(t, err.Error(), "CIDR", bad)
	}
}

func TestFrom(t *testing.T) {
	trusted, err := clientip.ParseTrusted("10.0.0.0/8, ::1")
	require.NoError(t, err)
	for _, c := range []struct {
		name, peer string
		xff        []string
		trusted    []netip.Prefix
		want       string
	}{
		{"no proxies trusted: the peer, whatever it forwards", "10.0.0.1:5000", []string{"203.0.113.9"}, nil, "10.0.0.1"},
		{"untrusted peer: its header is ignored", "198.51.100.4:5000", []string{"203.0.113.9"}, trusted, "198.51.100.4"},
		{"trusted peer: the address it saw", "10.0.0.1:5000", []string{"203.0.113.9"}, trusted, "203.0.113.9"},
		{"a forged left part is skipped", "10.0.0.1:5000", []string{"1.2.3.4, 203.0.113.9"}, trusted, "203.0.113.9"},
		{"chained trusted proxies", "10.0.0.1:5000", []string{"203.0.113.9, 10.1.1.1", "10.2.2.2"}, trusted, "203.0.113.9"},
		{"trusted peer, no header: the peer", "10.0.0.1:5000", nil, trusted, "10.0.0.1"},
		{"every hop trusted: the leftmost", "10.0.0.1:5000", []string{"10.9.9.9, 10.1.1.1"}, trusted, "10.9.9.9"},
		{"garbage stops at the last good hop", "10.0.0.1:5000", []string{"203.0.113.9, garbage, 10.1.1.1"}, trusted, "10.1.1.1"},
		{"IPv6 peer and hops with ports", "[::1]:5000", []string{"[2001:db8::7]:443"}, trusted, "2001:db8::7"},
		{"IPv4-mapped peer counts as IPv4", "[::ffff:10.0.0.1]:5000", []string{"::ffff:203.0.113.9"}, trusted, "203.0.113.9"},
	} {
		r := &http.Request{RemoteAddr: c.peer, Header: http.Header{}}
		for _, v := range c.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		assert.Equal(t, c.want, clientip.From(r, c.trusted).String(), c.name)
	}
	assert.False(t, clientip.From(&http.Request{RemoteAddr: "pipe", Header: http.Header{}}, trusted).IsValid())
}

func TestKey(t *testing.T) {
	for in, want := range map[string]string{
		"192.0.2.7":            "192.0.2.7",
		"::ffff:192.0.2.7":     "192.0.2.7",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"fe80::1%eth0":         "fe80::/64",
	} {
		assert.Equal(t, want, clientip.Key(netip.MustParseAddr(in)), in)
	}
	assert.Empty(t, clientip.Key(netip.Addr{}))
}
