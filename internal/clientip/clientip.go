// Package clientip derives the address of the client behind a request: the peer's address, or,
// when the peer is a trusted proxy (RECALL_TRUSTED_PROXIES), the address that proxy forwarded in
// X-Forwarded-For. Forwarding headers from anyone else are ignored, since anyone can send them.
package clientip

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ParseTrusted reads a list of trusted proxies: CIDR prefixes or single addresses, separated by
// commas or spaces. An empty list trusts no proxy.
func ParseTrusted(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		if strings.Contains(f, "/") {
			p, err := netip.ParsePrefix(f)
			if err != nil {
				return nil, fmt.Errorf("trusted proxy %q is not an address or CIDR prefix (e.g. 10.0.0.0/8)", f)
			}
			if p.Addr().Is4In6() {
				p = netip.PrefixFrom(p.Addr().Unmap(), max(p.Bits()-96, 0))
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q is not an address or CIDR prefix (e.g. 10.0.0.0/8)", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// From is the client's address: the peer's, unless the peer is in trusted; then X-Forwarded-For
// is read from the right (each proxy appends the address it saw), skipping trusted proxies, and
// the first address not trusted is the client. If every hop is trusted, the leftmost is. An
// unparsable hop stops the walk at the last good one, so a client cannot make its address
// vanish with garbage. The zero Addr means the peer's address itself could not be read.
func From(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer := parse(r.RemoteAddr)
	if !peer.IsValid() || !isTrusted(peer, trusted) {
		return peer
	}
	client := peer
	hops := r.Header.Values("X-Forwarded-For")
	for i := len(hops) - 1; i >= 0; i-- {
		parts := strings.Split(hops[i], ",")
		for j := len(parts) - 1; j >= 0; j-- {
			a := parse(strings.TrimSpace(parts[j]))
			if !a.IsValid() {
				return client
			}
			client = a
			if !isTrusted(a, trusted) {
				return a
			}
		}
	}
	return client
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// parse reads an address with or without a port (and IPv6 brackets), as IPv4 when it is an
// IPv4-mapped IPv6 address, without a zone.
func parse(s string) netip.Addr {
	if host, _, err := net.SplitHostPort(s); err == nil {
		s = host
	}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap().WithZone("")
}
