package web

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ClientAddress is the address the login rate limits count r against: the socket's peer, or,
// when that peer is one of Options.TrustedProxies, the client those proxies name in
// X-Forwarded-For (or, without one, Forwarded). Forwarding headers are read only then: anyone can
// send them. The chain is read from the right, as each proxy appends the address it was
// connected from, and the first address that is not a trusted proxy is the client; a hop that
// does not parse ends the walk at the last trusted proxy, which then stands for the client.
func (c *Console) ClientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	peer = peer.Unmap()
	if !c.trusted(peer) {
		return peer.String()
	}
	hops := forwardedFor(r.Header)
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(hops[i])
		if !ok {
			break
		}
		if !c.trusted(a) {
			return a.String()
		}
		peer = a
	}
	return peer.String()
}

func (c *Console) trusted(a netip.Addr) bool {
	for _, p := range c.opts.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// forwardedFor is the chain of client addresses the proxies recorded, leftmost first:
// X-Forwarded-For's entries, or, when no X-Forwarded-For was sent, the for= parameters of
// Forwarded (RFC 7239). Several header lines read as one list.
func forwardedFor(h http.Header) []string {
	var hops []string
	if xff := h.Values("X-Forwarded-For"); len(xff) > 0 {
		for _, line := range xff {
			for _, v := range strings.Split(line, ",") {
				hops = append(hops, strings.TrimSpace(v))
			}
		}
		return hops
	}
	for _, line := range h.Values("Forwarded") {
		for _, elem := range strings.Split(line, ",") {
			hop := "" // an element without for= is a hop we cannot read
			for _, pair := range strings.Split(elem, ";") {
				k, v, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "for") {
					hop = strings.TrimSpace(v)
				}
			}
			hops = append(hops, hop)
		}
	}
	return hops
}

// parseHop reads one recorded address: 192.0.2.1, 192.0.2.1:4711, 2001:db8::1, [2001:db8::1]
// or [2001:db8::1]:4711, quoted or not. "unknown" and obfuscated names do not parse.
func parseHop(s string) (netip.Addr, bool) {
	s = strings.Trim(strings.TrimSpace(s), `"`)
	if strings.HasPrefix(s, "[") {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return netip.Addr{}, false
		}
		s = s[1:end]
	} else if strings.Count(s, ":") == 1 {
		s, _, _ = strings.Cut(s, ":")
	}
	a, err := netip.ParseAddr(s)
	if err != nil || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}
