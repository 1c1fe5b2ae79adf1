package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The fourth held-out part ("heldout-d"), written for issue 46 before its fixes and never
// tuned on: the shapes a red team found raw, each written many ways by its own generators,
// and notes that look like them without holding a secret.
//
//   - Discord bot tokens: three dot-separated parts, the first starting with M, N or O (the
//     base64 of a user id, or any run of characters after that letter);
//   - a password given after a user in prose: "router login admin / …", "login is admin / …",
//     in a chat line or a YAML note;
//   - a secret wrapped onto a second line, whose second line stands alone;
//   - a GCP service account's private_key_id quoted in prose.
//
// Its wordings, surroundings and value generators are its own; the tuning part (tuned46.go)
// has separate ones for the same shapes.

func hdDiscordToken() string {
	var first string
	switch rng.IntN(3) {
	case 0: // a real user id's base64
		first = base64.RawStdEncoding.EncodeToString([]byte(fmt.Sprint(1+rng.IntN(9)) + rnd(digits, 17+rng.IntN(2))))
	case 1:
		first = pick([]string{"M", "N", "O"}) + rnd(alnum, 23)
	default:
		first = pick([]string{"MT", "Mz", "NT", "ND", "OD", "OT"}) + rnd(b64url, 22+2*rng.IntN(2))
	}
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 27, 38, 38, 31}))
}

var hdDiscordFrames = []string{
	"the moderation bot's token is %s, don't commit it",
	"Discord bot for #alerts -> %s",
	"[14:02] ana: here's the bot token %s\n[14:03] raf: thx, adding it to the vault",
	"Got a new token from the developer portal: %s (the old one is reset)",
	"%s",
	"bot creds\n%s\nregenerate after the hackathon",
	"client.run(\"%s\")",
	"  - discord: %s",
	"If the bot goes offline again, re-login with %s and restart the shard manager.",
	"Quick test:\n```\nDISCORD_BOT=%s python bot.py\n```",
	"> token %s\nyes that's the prod one",
	"TODO rotate %s before launch",
}

func hdPassword() string {
	return pick([]func() string{
		func() string {
			return rnd(digits, 2) + rnd(upper, 1) + rnd(alnum, 5) + pick([]string{"#", "!", "$", "%", "&"}) + rnd(alnum, 3)
		},
		func() string {
			return rnd(upper, 1) + rnd(lower, 5) + rnd(digits, 2) + pick([]string{"!", "?", "@", "*"})
		},
		func() string { return rnd(alnum+"#$%&*!", 12+rng.IntN(6)) },
		func() string {
			return pick([]string{"Gr33n", "Bl4ck", "Sunny", "K1ng", "Tr4in"}) + pick([]string{"-", "_", ".", "+"}) + rnd(digits, 3) + pick([]string{"!", "#", "?"})
		},
		func() string { return rnd(lower, 3) + rnd(digits, 3) + rnd(upper, 3) + "&" + rnd(lower, 2) },
	})()
}

var hdUsers = []string{"admin", "root", "ubnt", "pi", "operator", "support", "cisco", "Administrator", "sysadmin", "ops"}

var hdDevices = []string{"router", "NAS", "switch", "firewall", "printer", "camera", "iLO", "iDRAC", "AP", "modem", "UPS", "PDU"}

// hdPairFrames state a user and a password side by side: device, user, password.
var hdPairFrames = []func(dev, user, pw string) string{
	func(dev, user, pw string) string { return dev + " login " + user + " / " + pw },
	func(dev, user, pw string) string { return "the " + dev + " login is " + user + " / " + pw },
	func(dev, user, pw string) string {
		return "[09:12] kim: what's the " + dev + " login?\n[09:13] joe: login is " + user + " / " + pw
	},
	func(dev, user, pw string) string {
		return "site:\n  name: branch-2\n  " + strings.ToLower(dev) + ":\n    notes: login is " + user + " / " + pw + "\n    ip: 10.2.0.1"
	},
	func(dev, user, pw string) string {
		return "Default " + dev + " login " + user + "/" + pw + " - change on first boot"
	},
	func(dev, user, pw string) string {
		return dev + " (10.0.0." + rnd(digits, 2) + ") login: " + user + " / " + pw
	},
	func(dev, user, pw string) string {
		return "- " + dev + ": login " + user + " / " + pw + "\n- switch: see the label"
	},
	func(dev, user, pw string) string {
		return "for the " + dev + " the login was " + user + " / " + pw + " last time I checked"
	},
	func(dev, user, pw string) string { return "Login for the " + dev + " web UI = " + user + " / " + pw },
	func(dev, user, pw string) string {
		return "ssh into the " + dev + ", login " + user + " / " + pw + ", then run show run"
	},
}

// hdWrap writes a secret wrapped onto a second line; it returns the text and the two pieces.
var hdWrapFrames = []func() (string, []string){
	func() (string, []string) {
		s := "ghp_" + rnd(alnum, 36)
		a, b := s[:22], s[22:]
		return "token (my terminal wrapped it):\n" + a + "\n" + b, []string{a, b}
	},
	func() (string, []string) {
		s := rnd(alnum+"+/", 40)
		a, b := s[:20], s[20:]
		return "aws_secret_access_key = " + a + "\n    " + b, []string{a, b}
	},
	func() (string, []string) {
		s := "sk-proj-" + rnd(b64url, 48)
		a, b := s[:30], s[30:]
		return "[11:20] dev: OPENAI_API_KEY=" + a + "\n[11:20] dev: " + b, []string{a, b}
	},
	func() (string, []string) {
		s := rnd(alnum, 32)
		a, b := s[:16], s[16:]
		return "\"client_secret\": \"" + a + "\n" + b + "\",", []string{a, b}
	},
	func() (string, []string) {
		s := "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
		a, b := s[:31], s[31:]
		return "> SLACK_BOT_TOKEN: " + a + "\n> " + b + "\nfrom the old runbook", []string{a, b}
	},
	func() (string, []string) {
		s := rnd(alnum+"!#%", 20)
		a, b := s[:11], s[11:]
		return "db password: " + a + "\n" + b + "\n(it got split when I copied from the PDF)", []string{a, b}
	},
	func() (string, []string) {
		s := "glpat-" + rnd(b64url, 20)
		a, b := s[:14], s[14:]
		return "echo " + a + "\\\n" + b + " | docker login registry.gitlab.com --password-stdin", []string{a, b}
	},
	func() (string, []string) {
		s := rnd(hexs, 64)
		a, b := s[:32], s[32:]
		return "API secret:\n  " + a + "\n  " + b, []string{a, b}
	},
}

// hdNeighbours put an ordinary line after a line that ends with a secret: the secret goes, the
// next line stays.
var hdNeighbours = []func() (text, secret, keep string){
	func() (string, string, string) {
		s := "ghp_" + rnd(alnum, 36)
		return "token: " + s + "\nthanks, that one works", s, "thanks, that one works"
	},
	func() (string, string, string) {
		s := rnd(alnum+"#!", 14)
		k := "Reboot" + rnd(digits, 2) + " scheduled at 02:00"
		return "admin password: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "sk_live_" + rnd(alnum, 32)
		k := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-a" + rnd(hexs, 3) + "-" + rnd(hexs, 12)
		return "STRIPE_KEY=" + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "xoxp-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32)
		k := "kubectl rollout restart deploy/notifier"
		return "[16:40] mo: slack token " + s + "\n[16:41] mo: " + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 24)
		k := "ExpiresOn2027"
		return "api_secret: " + s + "\n" + k, s, k
	},
}

func hdKeyID() string { return rnd(hexs, 40) }

var hdKeyIDFrames = []string{
	"the JSON from IAM had \"private_key_id\": \"%s\" and the client_email of the ETL account",
	"support asked for the key id, I sent \"private_key_id\": \"%s\" by mistake",
	"Found this in the bucket: {\"type\": \"service_account\", \"private_key_id\": \"%s\"}",
	"private_key_id: %s (from the leaked credentials.json)",
	"creds file line 4 is \"private_key_id\":\"%s\",",
	"revoke private_key_id=%s in the console",
}

// hdNotes are ordinary notes shaped like the secrets above.
var hdNotes = []func() string{
	func() string { return "Go to Admin / Settings / Users and untick \"allow login\"." },
	func() string { return "Menu path: Admin / Security / Login policies" },
	func() string { return "In the router UI: Advanced / Admin / Login timeout = 15 min" },
	func() string { return "login / logout events are in the audit table" },
	func() string { return "The login is SSO / SAML since March; no local accounts." },
	func() string {
		return "login " + fmt.Sprint(rng.IntN(40)+10) + " / " + fmt.Sprint(rng.IntN(40)+60) + " succeeded during the load test"
	},
	func() string { return "admin / root / guest accounts all exist on the NAS, guest is disabled" },
	func() string { return "The printer login is admin / (blank) until someone sets one." },
	func() string { return "Login page moved to /admin/login; the old /login redirects." },
	func() string { return "router login admin / the password is on the sticker under the device" },
	func() string { return "iDRAC login root / see 1Password entry \"idrac-r740\"" },
	func() string { return "login is admin / password from the vault (Infra folder)" },
	func() string {
		return "Version matrix: v" + rnd(digits, 1) + "." + rnd(digits, 2) + "." + rnd(digits, 1) + " / v" + rnd(digits, 1) + "." + rnd(digits, 2) + ".0 / nightly"
	},
	func() string {
		return "Release 2026." + rnd(digits, 2) + "." + rnd(digits, 1) + " shipped; see com.acme.app.v2.config for the flags"
	},
	func() string {
		return "Package " + pick([]string{"io.grpc.netty.shaded", "org.apache.commons.lang3", "com.google.protobuf.util"}) + " was bumped."
	},
	func() string { return "Commit " + rnd(hexs, 40) + " touched the login handler." },
	func() string { return "sha1 of the tarball: " + rnd(hexs, 40) },
	func() string {
		return "The key id in the JWT header is " + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "; it rotates weekly."
	},
	func() string { return "private_key_id is listed in the service account JSON, next to client_id" },
	func() string { return "Each service account has a private_key_id; ours rotates every 90 days." },
	func() string { return "client_id: " + rnd(digits, 21) + " (the numeric one, not the email)" },
	func() string { return "Discord user id " + rnd(digits, 18) + " reported the bug in #support." },
	func() string {
		return "Guild " + rnd(digits, 18) + ", channel " + rnd(digits, 19) + ", message " + rnd(digits, 19)
	},
	func() string {
		return "Logger name: " + pick([]string{"Main", "Net", "Ops"}) + rnd(lower, 8) + ".worker.retry_policy.backoff"
	},
	func() string {
		return "Bucket object MTI" + rnd(digits, 2) + "-report-" + rnd(digits, 4) + ".csv.gz is 4.2 MB"
	},
	func() string {
		return "File NOTICE." + rnd(lower, 6) + ".txt lists the licences of the bundled modules."
	},
	func() string {
		return "Shipment OTX" + rnd(digits, 8) + " split into OTX" + rnd(digits, 8) + ".1 and .2"
	},
	func() string {
		return "Build cache key: node-modules." + rnd(lower+digits, 6) + "." + rnd(hexs, 32)
	},
	func() string {
		return "Step 1: export the token.\nStep 2: paste it into the form.\nStep 3: delete the export."
	},
	func() string { return "password: changeme\nuser: admin" },
	func() string {
		return "API key rotated on " + fmt.Sprintf("2026-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28)) + "\nnext rotation in 90 days"
	},
	func() string {
		return "Trace id\n" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12) + "\nfailed at the auth step"
	},
	func() string {
		return "Notes from the call:\nthe bot's login flow works now\nNext: invite it to the staging server"
	},
	func() string {
		return "ratio admin/user is " + fmt.Sprint(rng.IntN(9)+1) + "/" + fmt.Sprint(rng.IntN(90)+10) + " in the new org"
	},
	func() string { return "login: admin / read-only split is enforced by RBAC" },
	func() string { return "Hostnames: nas-01.lan / nas-02.lan / backup.lan" },
	func() string { return "the Discord invite code is " + rnd(alnum, 8) + " and it expires in 7 days" },
	func() string { return "DNS: MX 10 mx1.acme.io. / MX 20 mx2.acme.io." },
	func() string { return "Paths: /var/log/nginx/access.log / /var/log/nginx/error.log" },
}

func heldoutD() []Sample {
	var out []Sample
	for i := range 96 {
		tok := hdDiscordToken()
		out = append(out, Sample{Category: "hd-discord", Format: "prose", Text: fmt.Sprintf(hdDiscordFrames[i%len(hdDiscordFrames)], tok), Secrets: one(tok)})
	}
	for i := range 100 {
		pw := hdPassword()
		out = append(out, Sample{Category: "hd-login-pair", Format: "prose", Text: hdPairFrames[i%len(hdPairFrames)](pick(hdDevices), pick(hdUsers), pw), Secrets: one(pw)})
	}
	for i := range 80 {
		text, parts := hdWrapFrames[i%len(hdWrapFrames)]()
		out = append(out, Sample{Category: "hd-wrapped", Format: "two-lines", Text: text, Secrets: parts})
	}
	for i := range 40 {
		text, s, keep := hdNeighbours[i%len(hdNeighbours)]()
		out = append(out, Sample{Category: "hd-wrap-neighbour", Format: "two-lines", Text: text, Secrets: one(s), Keep: one(keep)})
	}
	for i := range 60 {
		id := hdKeyID()
		out = append(out, Sample{Category: "hd-key-id", Format: "prose", Text: fmt.Sprintf(hdKeyIDFrames[i%len(hdKeyIDFrames)], id), Secrets: one(id)})
	}
	for i := range 8 * len(hdNotes) {
		out = append(out, Sample{Category: "trap:hd-note", Format: "note", Text: hdNotes[i%len(hdNotes)]()})
	}
	return out
}
