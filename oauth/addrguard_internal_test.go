package oauth

import (
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPublicAddress: the metadata-document fetch refuses every address that reaches the inside,
// including IPv6 forms that carry an inside IPv4 address (issue 35: NAT64 and 6to4 counted as
// public).
func TestPublicAddress(t *testing.T) {
	for addr, public := range map[string]bool{
		"93.184.215.14":         true,
		"2606:2800:21f:cb07::1": true,
		"127.0.0.1":             false,
		"10.1.2.3":              false,
		"172.16.0.1":            false,
		"192.168.1.1":           false,
		"169.254.169.254":       false,
		"100.64.0.1":            false,
		"0.0.0.0":               false,
		"0.1.2.3":               false,
		"255.255.255.255":       false,
		"224.0.0.1":             false,
		"198.18.0.1":            false,
		"::1":                   false,
		"::":                    false,
		"fe80::1":               false,
		"fd00::1":               false,
		"ff02::1":               false,
		// IPv4-mapped and IPv4-compatible.
		"::ffff:127.0.0.1":     false,
		"::ffff:10.0.0.1":      false,
		"::ffff:93.184.215.14": true,
		"::127.0.0.1":          false,
		"::93.184.215.14":      false,
		// NAT64, well-known prefix: judged by the embedded address.
		"64:ff9b::127.0.0.1":       false,
		"64:ff9b::7f00:1":          false,
		"64:ff9b::10.0.0.1":        false,
		"64:ff9b::169.254.169.254": false,
		"64:ff9b::192.168.0.1":     false,
		"64:ff9b::93.184.215.14":   true,
		// NAT64 for local use: refused whatever it embeds.
		"64:ff9b:1::7f00:1":    false,
		"64:ff9b:1::5db8:d70e": false,
		// 6to4: judged by the embedded address.
		"2002:7f00:1::1":    false,
		"2002:a00:1::1":     false,
		"2002:c0a8:101::1":  false,
		"2002:a9fe:a9fe::1": false,
		"2002:5db8:d70e::1": true,
		// Teredo: refused.
		"2001:0:4136:e378:8000:63bf:3fff:fdd2": false,
		"2001::1":                              false,
		// Documentation and discard.
		"2001:db8::1": false,
		"100::1":      false,
		"192.0.2.1":   false,
	} {
		assert.Equal(t, public, publicAddress(netip.MustParseAddr(addr)), addr)
	}
}
