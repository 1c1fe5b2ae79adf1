// Package clientip derives the address of the client behind a request: the peer's address, or,
// when the peer is a trusted proxy (RECALL_TRUSTED_PROXIES), the address that proxy forwarded in
// X-Forwarded-For (or, without one, Forwarded). Forwarding headers from anyone else are ignored,
// since anyone can send them. The console's login limits and OAuth registration both count
// clients by it.
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
			if p.Masked() != p {
				return nil, fmt.Errorf("trusted proxy %q has host bits set: did you mean %s?", f, p.Masked())
			}
			if p.Addr().Is4In6() {
				p = netip.PrefixFrom(p.Addr().Unmap(), max(p.Bits()-96, 0))
			}
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil || a.Zone() != "" {
			return nil, fmt.Errorf("trusted proxy %q is not an address or CIDR prefix (e.g. 10.0.0.0/8)", f)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// From is the client's address: the peer's, unless the peer is in trusted; then the chain the
// proxies recorded (X-Forwarded-For, or without one Forwarded's for=) is read from the right, as
// each proxy appends the address it was connected from, skipping trusted proxies: the first
// address not trusted is the client. If every hop is trusted, the leftmost is. An unparsable hop
// stops the walk at the last good one, so a client cannot make its address vanish with garbage.
// The zero Addr means the peer's address itself could not be read.
func From(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer := parse(r.RemoteAddr)
	if !peer.IsValid() || !isTrusted(peer, trusted) {
		return peer
	}
	client := peer
	hops := forwardedFor(r.Header)
	for i := len(hops) - 1; i >= 0; i-- {
		a := parse(strings.Trim(strings.TrimSpace(hops[i]), `"`))
		if !a.IsValid() {
			return client
		}
		client = a
		if !isTrusted(a, trusted) {
			return a
		}
	}
	return client
}

// forwardedFor is the chain of client addresses the proxies recorded, leftmost first:
// X-Forwarded-For's entries, or, when no X-Forwarded-For was sent, the for= parameters of
// Forwarded (RFC 7239). Several header lines read as one list. A proxy that sets only Forwarded
// must drop a client's X-Forwarded-For, which would win.
func forwardedFor(h http.Header) []string {
	var hops []string
	if xff := h.Values("X-Forwarded-For"); len(xff) > 0 {
		for _, line := range xff {
			hops = append(hops, strings.Split(line, ",")...)
		}
		return hops
	}
	for _, line := range h.Values("Forwarded") {
		for _, elem := range strings.Split(line, ",") {
			hop := "" // an element without for= is a hop that cannot be read
			for _, pair := range strings.Split(elem, ";") {
				k, v, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "for") {
					hop = v
				}
			}
			hops = append(hops, hop)
		}
	}
	return hops
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
	if err != nil || a.Zone() != "" {
		return netip.Addr{}
	}
	return a.Unmap()
}

// Key is what a per-address limit counts a client by: an IPv4 address, or the /64 network of an
// IPv6 address (one subscriber's usual allocation, so stepping through it does not escape the
// limit). The zero Addr is "".
func Key(a netip.Addr) string {
	if !a.IsValid() {
		return ""
	}
	a = a.WithZone("").Unmap()
	if a.Is4() {
		return a.String()
	}
	p, _ := a.Prefix(64)
	return p.String()
}
