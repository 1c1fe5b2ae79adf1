package scrub_test

import "testing"

// A framework's session cookie is a credential by its name, in a header, a command or prose.
func TestRedactsSessionCookies(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, secret string }{
		{"PHP's in prose", "PHPSESSID=k2v9q7m4c8x1r5t3n6b0z4w8y2 reproduces the customer's view", "k2v9q7m4c8x1r5t3n6b0z4w8y2"},
		{"Java's after curl -b", "curl -b 'JSESSIONID=4E7A91C03B5D28F6A1C9E0B7D3F2A845' https://portal.lan/", "4E7A91C03B5D28F6A1C9E0B7D3F2A845"},
		{"Express's signed one", "Set-Cookie: connect.sid=s%3AqR7vW2xY9zK4mN8pL3tB6cD1fG5hJ0sA.Xk9Lm2Np4Qr6St8Uv0Wx; Path=/",
			"s%3AqR7vW2xY9zK4mN8pL3tB6cD1fG5hJ0sA.Xk9Lm2Np4Qr6St8Uv0Wx"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
	assertUnchanged(t, "set PHPSESSID=deleted; Path=/ to log out", "the JSESSIONID cookie expires after 30 minutes")
}
