package web

import (
	"net"
	"net/http"

	"github.com/recall-mcp/recall/internal/clientip"
)

// ClientAddress is the address the login rate limits count r against: the socket's peer, or,
// when that peer is one of Options.TrustedProxies, the client those proxies name
// (internal/clientip, which OAuth registration uses too).
func (c *Console) ClientAddress(r *http.Request) string {
	if a := clientip.From(r, c.opts.TrustedProxies); a.IsValid() {
		return a.String()
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
