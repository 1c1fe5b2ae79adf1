package scrub

import "regexp"

// Links that carry a secret in their fragment: a password manager's share of one item, whose
// key the browser reads from after the "#" and the server never sees.
var shareLinkRules = []rule{
	{
		// A Bitwarden Send link: its fragment's second part is the key that decrypts the item.
		id:       "bitwarden-send-key",
		keywords: []string{"send.bitwarden.com/#"},
		re:       regexp.MustCompile(`send\.bitwarden\.com/#[A-Za-z0-9_-]{8,}/([A-Za-z0-9_-]{16,})`),
		group:    1,
	},
	{
		// A 1Password share link: its fragment holds the key to the shared item.
		id:       "1password-share-key",
		keywords: []string{"share.1password.com/s#"},
		re:       regexp.MustCompile(`share\.1password\.com/s#([A-Za-z0-9_-]{20,})`),
		group:    1,
	},
}
