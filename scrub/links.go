package scrub

import (
	"regexp"
	"strings"
)

// Links that carry a secret: a reset or sign-in link's one-time token, and a password manager's
// share of one item, whose key the browser reads from after the "#" and the server never sees.
var shareLinkRules = []rule{
	{
		// A reset or sign-in link's token in a query field that says nothing of a token:
		// resetPassword/user?confirm=<hex>, /login/verify?code=…, /auth/magic?t=….
		id:       "login-link-token",
		keywords: []string{"reset", "magic", "login", "signin", "verify", "invite", "activate", "one-time"},
		re:       regexp.MustCompile(`(?i)https?://[^\s?#]*(?:reset|magic|login|signin|verify|invite|activate|one-time)[^\s?#]*\?(?:[^\s#"'<>]*&)?(?:confirm|code|t|k|hash|otp|ticket)=([A-Za-z0-9_-]{16,256})`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return hasUpperLowerDigit(s) && entropy(s) >= 3.5 || hexToken(s)
		},
	},
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

// hexToken: a token of lower-case hex, 24 digits or more, maybe with a suffix after a dash (a
// time the link expires at).
func hexToken(s string) bool {
	h, _, _ := strings.Cut(s, "-")
	return len(h) >= 24 && allHexLower(h) && hasLetterAndDigit(h)
}
