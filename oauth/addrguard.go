package oauth

import "net/netip"

// Ranges a metadata document is never fetched from, besides what netip's predicates name
// (loopback, private, link-local, multicast, unspecified).
var (
	blockedV4 = []netip.Prefix{
		netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
		netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
		netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
		netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
		netip.MustParsePrefix("240.0.0.0/4"),     // reserved, and the broadcast address
		netip.MustParsePrefix("192.0.2.0/24"),    // documentation
		netip.MustParsePrefix("198.51.100.0/24"), // documentation
		netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	}
	blockedV6 = []netip.Prefix{
		netip.MustParsePrefix("::/96"),          // IPv4-compatible (deprecated)
		netip.MustParsePrefix("100::/64"),       // discard
		netip.MustParsePrefix("2001::/32"),      // Teredo: its client address is obfuscated; no server is fetched through it
		netip.MustParsePrefix("2001:db8::/32"),  // documentation
		netip.MustParsePrefix("64:ff9b:1::/48"), // NAT64 for local use (RFC 8215): translates to the inside by design
		netip.MustParsePrefix("fc00::/7"),       // unique local
		netip.MustParsePrefix("fec0::/10"),      // site-local (deprecated)
	}
	nat64  = netip.MustParsePrefix("64:ff9b::/96") // the well-known NAT64 prefix (RFC 6052)
	sixTo4 = netip.MustParsePrefix("2002::/16")    // 6to4 (RFC 3056)
)

// publicAddress reports whether a metadata document may be fetched from ip. An IPv6 address that
// carries an IPv4 address a gateway will connect to (IPv4-mapped, NAT64, 6to4) is judged by that
// IPv4 address, so 64:ff9b::7f00:1 is loopback as much as 127.0.0.1 is; forms whose target
// cannot be read reliably (Teredo, local-use NAT64) are refused.
func publicAddress(ip netip.Addr) bool {
	ip = ip.WithZone("").Unmap()
	if ip.Is6() {
		b := ip.As16()
		switch {
		case nat64.Contains(ip):
			ip = netip.AddrFrom4([4]byte(b[12:16]))
		case sixTo4.Contains(ip):
			ip = netip.AddrFrom4([4]byte(b[2:6]))
		}
	}
	if !ip.IsGlobalUnicast() || ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
		return false
	}
	blocked := blockedV6
	if ip.Is4() {
		blocked = blockedV4
	}
	for _, p := range blocked {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}
