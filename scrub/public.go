package scrub

import "strings"

// Keys that are public by design: a vendor issues them to be shipped in web pages and apps, so
// they are no secret even under a key named like a credential.
//
//	STRIPE_PUBLISHABLE_KEY=pk_live_…        mapboxgl.accessToken = 'pk.eyJ1…'
//	<div data-sitekey="6Lc…">               firebaseConfig = { apiKey: "AIza…", authDomain: … }
//
// Their secret twins (Stripe's sk_/rk_, Mapbox's sk., reCAPTCHA's secret key) are left to the
// rules that find them.

// publicPrefixes start the public keys whose format says so: Stripe's publishable keys and
// Mapbox's public tokens (a JWT-like "pk.eyJ"), PostHog's project keys (phc_), Midtrans's
// client keys, Razorpay's key ids (its Checkout loads one in the page; the key secret has no prefix),
// RevenueCat's public SDK keys (appl_, goog_, amzn_; its secret keys start sk_), Amazon's app ids and
// Toss Payments' client keys (its secret keys have sk where these have ck), Flutterwave's public keys.
var publicPrefixes = []string{"pk_live_", "pk_test_", "pub_prod_", "pub_test_", "pk.eyJ", "phc_", "Mid-client-", "sq0idp-", "rzp_live_", "rzp_test_",
	"appl_", "goog_", "amzn_", "amzn1.sp.solution.", "amzn1.application-oa2-client.", "amzn1.application.",
	"live_ck_", "test_ck_", "live_gck_", "test_gck_", "FLWPUBK-", "FLWPUBK_TEST-"}

// publicLabels call a key public: publishable keys, a checkout's public key, in a few languages.
var publicLabels = []string{"publishable", "public key", "pública", "publique", "öffentlich", "pubblica", "публичн", "открыт",
	"відкрит", "公钥", "公開鍵", "公開キー", "공개 키", "공개키", "publiczn"}

// siteKeyNames name a CAPTCHA's site key, which every page that shows the CAPTCHA carries.
var siteKeyNames = []string{"sitekey", "site_key", "site-key", "site key"}

// publicByDesign reports whether the span [s, e) of text is a key meant to be public.
func publicByDesign(text string, s, e int) bool {
	v := strings.Trim(text[s:e], `"'`+"`")
	for _, p := range publicPrefixes {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	// An SSH public key's body after its type: ssh-rsa AAAAB3NzaC1…
	if strings.HasPrefix(v, "AAAA") && (strings.HasSuffix(text[max(0, s-12):s], "ssh-rsa ") || strings.HasSuffix(text[max(0, s-12):s], "ssh-ed25519 ") ||
		strings.HasSuffix(text[max(0, s-24):s], "-nistp256 ") || strings.HasSuffix(text[max(0, s-24):s], "-nistp384 ") || strings.HasSuffix(text[max(0, s-24):s], "-nistp521 ")) {
		return true
	}
	// A certificate pin (OkHttp's, HPKP's) is the hash of a public key: sha256/ and 44 base64.
	if h, ok := strings.CutPrefix(v, "sha256/"); ok && len(h) == 44 && h[43] == '=' || strings.HasPrefix(v, "sha1/") && len(v) == 33 && v[32] == '=' {
		return true
	}
	// A WeChat mini program's AppID (wx and 16 hex) is in every page of it; its AppSecret is not.
	if len(v) == 18 && strings.HasPrefix(v, "wx") && allHex(v[2:]) {
		return true
	}
	// An eBay App ID (its client id: a name, PRD or SBX, and two hex runs; its Cert ID is the secret)
	// and a Feishu app's id (cli_ and 16 hex; its App Secret is the secret).
	if ebayAppID(v) || len(v) == 20 && strings.HasPrefix(v, "cli_") && allHex(v[4:]) {
		return true
	}
	// An age recipient is a public key (its secret twin starts AGE-SECRET-KEY-1).
	if strings.HasPrefix(v, "age1") && len(v) == 62 && isLowerAlnum(v) {
		return true
	}
	// Mapbox's access token in a page's script is its public pk. one.
	if strings.HasPrefix(v, "pk.") && containsFoldASCII(text[max(0, s-80):s], "mapbox") {
		return true
	}
	// The name right before the value: data-sitekey="…", RECAPTCHA_SITE_KEY=…, "siteKey": "…".
	before := asciiLower(text[max(0, s-24):s])
	if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
		before = before[nl+1:]
	}
	for _, n := range siteKeyNames {
		if strings.Contains(before, n) {
			return true
		}
	}
	// A key named public (DISCORD_PUBLIC_KEY=…, "publicKey": …): an app's verifying key.
	if strings.Contains(before, "public_key") || strings.Contains(before, "publickey") {
		return true
	}
	// A key its line calls publishable or public, with no word for a secret after that.
	if line := text[strings.LastIndexByte(text[:s], '\n')+1 : s]; len(line) < 240 &&
		(containsFoldASCII(line, "publi") || !isASCII(line)) {
		line = strings.ToLower(line)
		for _, w := range publicLabels {
			if i := strings.LastIndex(line, w); i >= 0 && !containsAny(line[i:], []string{"secret", "private", "priv", "token", "password"}) {
				return true
			}
		}
	}
	// A browser or app SDK's Sentry DSN and a JWKS's public modulus are published to every
	// client (Sentry.init, SentryFlutter.init, EXPO_PUBLIC_SENTRY_DSN).
	if strings.Contains(text[e:min(len(text), e+40)], ".sentry.io") && (strings.Contains(text, "Sentry.init(") ||
		strings.Contains(text, "Flutter.init(") || containsFoldASCII(text[strings.LastIndexByte(text[:s], '\n')+1:s], "public_")) ||
		publicJWK(text, s) || sshPublicKeyLine(text, s) {
		return true
	}
	// A password manager's name glued to a particle ("1Password에") names where the password
	// is, not the password.
	if passwordManagers[strings.ToLower(strings.TrimRightFunc(v, func(r rune) bool { return r >= 0x80 }))] {
		return true
	}
	// A push service's address of one device (an APNs device token, an FCM registration token)
	// names where a push goes; the server's key that sends it (AAAA…:APA91b…) is the secret.
	if c := strings.Index(v, ":APA91b"); c > 0 && !strings.Contains(v[:c], "AAAA") || len(v) == 64 && allHex(v) && (strings.Contains(before, "devicetoken") || strings.Contains(before, "device token")) {
		return true
	}
	// A Firebase web app's apiKey is shipped to every browser with the rest of its config; it
	// identifies the project, the security rules guard it.
	return strings.HasPrefix(v, "AIza") && strings.Contains(before, "apikey") &&
		(strings.Contains(text, "authDomain") || strings.Contains(text, ".firebaseapp.com"))
}

// sshPublicKeyLine: the span at s follows an SSH public key's type on its line (authorized_keys,
// a .pub file): the key and its comment (carmen@SRV-FS02) are public.
func sshPublicKeyLine(text string, s int) bool {
	line := text[strings.LastIndexByte(text[:s], '\n')+1 : s]
	for _, t := range []string{"ssh-rsa AAAA", "ssh-ed25519 AAAA", "ssh-dss AAAA", "ecdsa-sha2-nistp", "@openssh.com AAAA"} {
		if strings.Contains(line, t) {
			return true
		}
	}
	return false
}

// publicJWK: the span at s stands in the value of a JSON Web Key's public member ("n", "e",
// "x", "y"), in a key set without a private member ("d").
func publicJWK(text string, s int) bool {
	q := s // back to the value's opening quote, over base64url
	for q > 0 && (isLetter(text[q-1]) || isDigit(text[q-1]) || text[q-1] == '-' || text[q-1] == '_') {
		q--
	}
	if q == 0 || text[q-1] != '"' {
		return false
	}
	name := strings.TrimRight(text[max(0, q-9):q-1], " :")
	for _, m := range []string{`"n"`, `"e"`, `"x"`, `"y"`} {
		if strings.HasSuffix(name, m) {
			return strings.Contains(text, `"kty"`) && !strings.Contains(text, `"d":`) && !strings.Contains(text, `"d" :`)
		}
	}
	return false
}

// isLowerAlnum: lower-case letters and digits only.
func isLowerAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// ebayAppID: Name-App-PRD-3f152da21-dff970ba, the App ID eBay shows beside a Cert ID.
func ebayAppID(v string) bool {
	f := strings.Split(v, "-")
	n := len(f)
	return n >= 5 && (f[n-3] == "PRD" || f[n-3] == "SBX") && len(f[n-2]) == 9 && allHex(f[n-2]) && len(f[n-1]) == 8 && allHex(f[n-1])
}
