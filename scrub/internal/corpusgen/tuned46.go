package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The tuning part for issue 46 ("tuned-46"): the rules for the shapes a red team found raw are
// developed against it. Its generators and wordings are its own; heldout_d.go holds separate
// ones for the same shapes, which nobody tunes on.

func t46DiscordToken() string {
	id := fmt.Sprint(1+rng.IntN(9)) + rnd(digits, 16+rng.IntN(3))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	if rng.IntN(2) == 0 {
		// Only the shape: a letter a user id's base64 starts with, then anything.
		first = string("MNO"[rng.IntN(3)]) + rnd(alnum+"_-", len(first)-1)
	}
	return first + "." + rnd(alnum+"_-", 6) + "." + rnd(alnum+"_-", 27+rng.IntN(12))
}

var t46DiscordFrames = []string{
	"DISCORD_TOKEN=%s",
	"bot.login('%s');",
	"the token for our music bot: %s",
	"%s <- bot token, don't share",
	"Use %s to authenticate the bot in dev.",
	"pasting the discord token here for a minute %s",
	"{\"discord\": \"%s\", \"prefix\": \"!\"}",
	"docker run -e BOT_SECRET=%s ghcr.io/acme/bot:latest",
	"Token reset. New: %s",
	"%s\n(from the Bot tab of the developer portal)",
	"sam> %s",
	"Authorization: Bot %s",
	"await client.login(`%s`)",
	"bot token changed to %s yesterday evening",
}

func t46Password() string {
	return pick([]func() string{
		func() string {
			return rnd(upper, 1) + rnd(alnum, 7) + pick([]string{"!", "@", "#", "$"}) + rnd(digits, 2)
		},
		func() string {
			return pick([]string{"Horse", "Tiger", "Maple", "Ocean", "Falcon"}) + "#" + pick([]string{"Battery", "Stone", "River"}) + rnd(digits, 1)
		},
		func() string { return "P4ss-" + rnd(digits, 4) },
		func() string { return rnd(alnum, 10) },
		func() string { return rnd(lower, 4) + pick([]string{"!", "?", "."}) + rnd(upper, 2) + rnd(digits, 3) },
		func() string { return rnd(alnum+"@#%^&*", 14) },
	})()
}

var t46Users = []string{"admin", "root", "user", "guest2", "manager", "tech", "netadmin", "superuser", "service", "monitor", "jdoe", "ops-team"}

var t46Systems = []string{"Jenkins", "Grafana", "the Synology", "pfSense", "Proxmox", "the NVR", "the UniFi controller", "MikroTik", "ESXi", "the Wi-Fi box", "Zabbix", "the old Dell"}

var t46PairFrames = []func(sys, user, pw string) string{
	func(sys, user, pw string) string { return sys + " login " + user + " / " + pw },
	func(sys, user, pw string) string { return "login for " + sys + " is " + user + " / " + pw },
	func(sys, user, pw string) string { return sys + ": login is " + user + "/" + pw },
	func(sys, user, pw string) string { return "[08:01] lee: login is " + user + " / " + pw + " for " + sys },
	func(sys, user, pw string) string {
		return "hosts:\n  - name: " + strings.ToLower(strings.ReplaceAll(sys, " ", "-")) + "\n    comment: login is " + user + " / " + pw
	},
	func(sys, user, pw string) string { return "login " + user + " / " + pw + " on " + sys },
	func(sys, user, pw string) string { return "the " + sys + " login: " + user + "/" + pw },
	func(sys, user, pw string) string { return "use login " + user + " / " + pw + " for " + sys },
	func(sys, user, pw string) string { return sys + " — login " + user + " / " + pw + " (temporary)" },
	func(sys, user, pw string) string { return "login = " + user + " / " + pw + "  # " + sys },
	func(sys, user, pw string) string {
		return sys + " login was " + user + " / " + pw + ", reset it after the audit"
	},
	func(sys, user, pw string) string { return "Sign-in for " + sys + ": " + user + " / " + pw },
}

// t46Wraps write a secret wrapped onto the next line.
var t46Wraps = []func() (string, []string){
	func() (string, []string) {
		s := "ghp_" + rnd(alnum, 36)
		return "GITHUB_TOKEN=" + s[:24] + "\n" + s[24:], []string{s[:24], s[24:]}
	},
	func() (string, []string) {
		s := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
		return "key: " + s[:60] + "\n" + s[60:], []string{s[:60], s[60:]}
	},
	func() (string, []string) {
		s := rnd(alnum, 30)
		return "secret = \"" + s[:15] + "\" \\\n  \"" + s[15:] + "\"", []string{s[:15], s[15:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"+/", 40)
		return "> aws secret: " + s[:25] + "\n> " + s[25:], []string{s[:25], s[25:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"!%", 16)
		return "db:\n  password: " + s[:9] + "\n    " + s[9:], []string{s[:9], s[9:]}
	},
	func() (string, []string) {
		s := rnd(alnum, 44)
		return "[10:02] kai: Authorization: Bearer " + s[:22] + "\n[10:02] kai: " + s[22:], []string{s[:22], s[22:]}
	},
	func() (string, []string) {
		s := base64.StdEncoding.EncodeToString(hcRaw(45))
		return "the signing secret is:\n" + s[:40] + "\n" + s[40:], []string{s[:40], s[40:]}
	},
	func() (string, []string) {
		s := rnd(hexs, 48)
		return "api key:\n" + s[:24] + "\n" + s[24:], []string{s[:24], s[24:]}
	},
	func() (string, []string) {
		s := "glpat-" + rnd(b64url, 20)
		return "CI token " + s[:12] + "\n" + s[12:] + "\nsorry, phone keyboard", []string{s[:12], s[12:]}
	},
	func() (string, []string) {
		s := rnd(alnum, 26)
		return "\"token\": \"" + s[:13] + "\n" + s[13:] + "\"", []string{s[:13], s[13:]}
	},
}

// t46Neighbours: a secret, then an ordinary line that stays.
var t46Neighbours = []func() (text, secret, keep string){
	func() (string, string, string) {
		s := "glpat-" + rnd(b64url, 20)
		k := "merged, deploying now"
		return "GITLAB_TOKEN=" + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 12) + "!"
		k := "Maintenance2026"
		return "password: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "ghp_" + rnd(alnum, 36)
		k := fmt.Sprintf("2026-%02d-%02dT10:00:00Z", 1+rng.IntN(12), 1+rng.IntN(28))
		return "token " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 32)
		k := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
		return "client_secret: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
		k := "ReleaseNotes"
		return "slack bot token " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum+"#", 14)
		k := "v2.14.3"
		return "api_key = " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "sk_live_" + rnd(alnum, 30)
		k := "/etc/stripe/config.toml"
		return "STRIPE=" + s + "\n" + k, s, k
	},
}

var t46KeyIDFrames = []string{
	"\"private_key_id\": \"%s\",",
	"I think the \"private_key_id\": \"%s\" belongs to the old deployer key",
	"privateKeyId: '%s'",
	"PRIVATE_KEY_ID=%s",
	"sa.json -> private_key_id %s",
	"{\"project_id\": \"acme-prod\", \"private_key_id\": \"%s\", \"client_id\": \"1043\"}",
	"the private-key-id is %s",
}

// t46Notes look like the shapes above and hold no secret.
var t46Notes = []func() string{
	func() string { return "Open Settings / Admin / Login and enable 2FA for everyone." },
	func() string { return "Breadcrumb: Home / Admin / Users / Edit" },
	func() string { return "System / Admin / Login banner text was updated." },
	func() string { return "the login / signup pages share the header component" },
	func() string { return "login is LDAP / Kerberos on the build farm" },
	func() string {
		return "login " + fmt.Sprint(rng.IntN(900)+100) + " / " + fmt.Sprint(rng.IntN(900)+1000) + " attempts failed last night"
	},
	func() string { return "admin / editor / viewer are the three roles" },
	func() string { return "The NVR login is admin / (not set yet)" },
	func() string { return "login page: https://grafana.acme.io/login?redirect=%2Fd%2Fabc" },
	func() string { return "Proxmox login root / the usual one from the safe" },
	func() string { return "login is admin / ask Priya for the rest" },
	func() string { return "login: admin / read-write; audit: auditor / read-only" },
	func() string { return "ESXi login root / PAM realm" },
	func() string {
		return "Versions: " + fmt.Sprintf("v%d.%d.%d", rng.IntN(9), rng.IntN(30), rng.IntN(20)) + " / " + fmt.Sprintf("v%d.%d.0", rng.IntN(9), rng.IntN(30))
	},
	func() string {
		return "Artifact org.acme.billing.service-" + fmt.Sprintf("%d.%d.%d", rng.IntN(9), rng.IntN(30), rng.IntN(20)) + ".jar uploaded"
	},
	func() string { return "module MainApplicationContextLoader.config.setupBackgroundWorkerQueues" },
	func() string { return "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0.0.0" },
	func() string { return "Tracking number 1Z" + rnd(upper+digits, 16) + " and order NB" + rnd(digits, 10) },
	func() string { return "sha256 " + rnd(hexs, 64) + " matches the release" },
	func() string { return "git log shows " + rnd(hexs, 40) + " as the merge base" },
	func() string { return "private_key_id rotates with the key; nothing to copy from there" },
	func() string { return "key_id: " + rnd(hexs, 16) + " (public, shown in the JWKS)" },
	func() string { return "kid " + rnd(b64url, 22) + " is in the token header, that's fine to log" },
	func() string { return "the discord user id is " + rnd(digits, 18) },
	func() string { return "Discord snowflake " + rnd(digits, 19) + " → created 2025-11-02" },
	func() string {
		return "The bot token lives in the vault.\nThe bot is in 14 servers.\nIt restarts nightly."
	},
	func() string { return "Token rotated.\nAll good now." },
	func() string {
		return "request id\n" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12) + "\nsee the dashboard"
	},
	func() string { return "password: TBD\nowner: platform team" },
	func() string { return "API key (see 1Password):\nBilling-Prod-Key\nask before using" },
	func() string { return "users 120 / admins 4 / guests 16" },
	func() string { return "deploy path /srv/app / static files in /srv/static" },
	func() string { return "login flow: password / passkey / magic link" },
	func() string { return "Router login at 192.168.1.1 / 192.168.0.1 depending on the model" },
	func() string { return "rack A3 / slot 12 / port 4" },
}

func tuned46() []Sample {
	var out []Sample
	for i := range 140 {
		tok := t46DiscordToken()
		out = append(out, Sample{Category: "t46-discord", Format: "mixed", Text: fmt.Sprintf(t46DiscordFrames[i%len(t46DiscordFrames)], tok), Secrets: one(tok)})
	}
	for i := range 144 {
		pw := t46Password()
		out = append(out, Sample{Category: "t46-login-pair", Format: "prose", Text: t46PairFrames[i%len(t46PairFrames)](pick(t46Systems), pick(t46Users), pw), Secrets: one(pw)})
	}
	for i := range 120 {
		text, parts := t46Wraps[i%len(t46Wraps)]()
		out = append(out, Sample{Category: "t46-wrapped", Format: "two-lines", Text: text, Secrets: parts})
	}
	for i := range 56 {
		text, s, keep := t46Neighbours[i%len(t46Neighbours)]()
		out = append(out, Sample{Category: "t46-wrap-neighbour", Format: "two-lines", Text: text, Secrets: one(s), Keep: one(keep)})
	}
	for i := range 70 {
		id := rnd(hexs, 40)
		out = append(out, Sample{Category: "t46-key-id", Format: "prose", Text: fmt.Sprintf(t46KeyIDFrames[i%len(t46KeyIDFrames)], id), Secrets: one(id)})
	}
	for i := range 10 * len(t46Notes) {
		out = append(out, Sample{Category: "trap:t46-note", Format: "note", Text: t46Notes[i%len(t46Notes)]()})
	}
	return out
}
