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
// Mapbox's public tokens (a JWT-like "pk.eyJ").
var publicPrefixes = []string{"pk_live_", "pk_test_", "pk.eyJ"}

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
	// A Firebase web app's apiKey is shipped to every browser with the rest of its config; it
	// identifies the project, the security rules guard it.
	return strings.HasPrefix(v, "AIza") && strings.Contains(before, "apikey") &&
		(strings.Contains(text, "authDomain") || strings.Contains(text, ".firebaseapp.com"))
}
