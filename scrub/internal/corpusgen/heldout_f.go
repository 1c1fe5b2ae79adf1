package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The sixth held-out part ("heldout-f"), written for issue 46 after heldout-e's misses had been
// fixed and measured once, before any rule ran on it: code, logs, support chat and UI copy,
// with its own value generators, and notes shaped like the secrets.

func hfDiscordToken() string {
	first := base64.RawStdEncoding.EncodeToString([]byte("1" + rnd(digits, 18)))
	if rng.IntN(2) == 0 {
		first = pick([]string{"MT", "Mj", "Nz", "OT", "MD"}) + rnd(alnum, 22)
	}
	return first + "." + rnd(alnum+"_-", 6) + "." + rnd(alnum+"_-", pick([]int{27, 38}))
}

var hfDiscordFrames = []string{
	"TOKEN = '%s'",
	"bot.run(os.getenv(\"DISCORD\") or \"%s\")",
	"discord.errors.LoginFailure: Improper token has been passed: %s.",
	"```\n%s\n```\nthat's the bot, rotate after the demo",
	"Bot token (staging): %s!",
	"I reset it, it's now %s (sorry for the spam)",
	"const token = process.env.TOKEN ?? \"%s\";",
	"[discord]\ntoken = \"%s\"\nprefix = \"?\"",
}

func hfPassword() string {
	return pick([]func() string{
		func() string { return rnd(upper, 1) + rnd(lower, 6) + rnd(digits, 2) + "!" },
		func() string { return rnd(alnum, 9) + pick([]string{"#", "$", "%"}) + rnd(alnum, 3) },
		func() string {
			return pick([]string{"Blue", "Red", "Cold", "Fast"}) + pick([]string{"Fox", "Owl", "Sky"}) + rnd(digits, 2) + pick([]string{"!", "?", "*"})
		},
		func() string { return rnd(lower+digits, 14) },
	})()
}

var hfUsers = []string{"admin", "root", "cisco", "manager", "netops", "svc_backup", "kiosk", "tech1"}

var hfThings = []string{"Meraki", "Sophos", "Dahua DVR", "Netgear switch", "Lenovo XCC", "Kyocera copier", "Cisco ASA", "Synology RT2600"}

var hfPairFrames = []func(t, u, p string) string{
	func(t, u, p string) string { return "Login -> " + u + " / " + p + " (" + t + ")" },
	func(t, u, p string) string { return "the login for the " + t + " is " + u + " / " + p + "." },
	func(t, u, p string) string { return "SSH login: " + u + " / " + p + " on the " + t },
	func(t, u, p string) string { return t + " web login " + u + " / " + p },
	func(t, u, p string) string { return "Login (local fallback): " + u + " / " + p },
	func(t, u, p string) string {
		return "support: can you check the " + t + "?\nme: sure, what's the login?\nsupport: " + u + " / " + p
	},
	func(t, u, p string) string { return "login creds for " + t + ": " + u + " / " + p },
	func(t, u, p string) string {
		return "- [ ] change the " + t + " login (" + u + " / " + p + ") before go-live"
	},
}

var hfWraps = []func() (string, []string){
	func() (string, []string) {
		s := rnd(alnum, 36)
		return "secret:\n    " + s[:18] + "\n    " + s[18:], []string{s[:18], s[18:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"+/", 40)
		return "AWS_SECRET_ACCESS_KEY=" + s[:30] + "\r\n" + s[30:] + "\r\nAWS_REGION=eu-west-1", []string{s[:30], s[30:]}
	},
	func() (string, []string) {
		s := rnd(alnum, 32)
		return "token = \"" + s[:16] + "\" +\n    \"" + s[16:] + "\"", []string{s[:16], s[16:]}
	},
	func() (string, []string) {
		s := "ghp_" + rnd(alnum, 36)
		return "me: here's the PAT\nme: " + s[:20] + "\nme: " + s[20:], []string{s[:20], s[20:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"#!", 21)
		return "Password:\n" + s[:11] + "\n" + s[11:], []string{s[:11], s[11:]}
	},
	func() (string, []string) {
		s := rnd(hexs, 64)
		return "webhook signing secret " + s[:32] + "\n" + s[32:], []string{s[:32], s[32:]}
	},
}

var hfNeighbours = []func() (text, secret, keep string){
	func() (string, string, string) {
		s := rnd(alnum, 30)
		k := "NextSteps"
		return "client_secret=" + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "ghp_" + rnd(alnum, 36)
		k := "2026.05.03"
		return "GH_TOKEN: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum+"!", 13)
		k := "ops-oncall-rotation"
		return "password: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 26)
		k := rnd(hexs, 7)
		return "api_key=" + s + "\n" + k, s, k
	},
}

var hfKeyIDFrames = []string{
	"{\"private_key_id\":\"%s\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n...\"}",
	"{'type': 'service_account', 'private_key_id': '%s'}",
	"PRIVATE_KEY_ID: \"%s\"",
	"leaked: private_key_id %s (project acme-data)",
}

var hfNotes = []func() string{
	func() string { return "Settings / Admin / Login methods: password, passkey" },
	func() string { return "Login -> Forgot password -> email link" },
	func() string { return "login: ines@acme.io / SSO via Okta" },
	func() string { return "SSH login: root / key-based only" },
	func() string { return "the login for the kiosk is kiosk / no password (auto-login)" },
	func() string { return "login creds for the Meraki: see the vault, item 42" },
	func() string { return "Cisco ASA login admin / enable mode needs a second password" },
	func() string { return "Login (local fallback): disabled / enabled per site" },
	func() string { return "const token = process.env.TOKEN;" },
	func() string {
		return "discord.py " + fmt.Sprintf("%d.%d.%d", 1+rng.IntN(2), rng.IntN(5), rng.IntN(9)) + " / python 3.12"
	},
	func() string { return "Module MainWindow.mainLayout.ScrollAreaContentsWidget" },
	func() string { return "NTFS volume N" + rnd(upper+digits, 22) + ".backup.2026" },
	func() string { return "sha1 " + rnd(hexs, 40) + " / sha256 " + rnd(hexs, 64) },
	func() string { return "private_key_id: (redacted in the export)" },
	func() string { return "key id " + rnd(hexs, 40) + " is the public JWK thumbprint" },
	func() string {
		return "secret:\n    name: db-creds\n    namespace: prod"
	},
	func() string { return "Password:\nat least 12 characters\nno reuse" },
	func() string { return "token = \"\" +\n    prefix" },
	func() string {
		return "me: here's the plan\nme: " + strings.Repeat("x", 3) + " deploy on Monday\nme: rollback Tuesday"
	},
	func() string {
		return "webhook signing secret is in the vault\n" + rnd(hexs, 12) + " is the webhook id"
	},
}

func heldoutF() []Sample {
	var out []Sample
	for i := range 80 {
		tok := hfDiscordToken()
		out = append(out, Sample{Category: "hf-discord", Format: "mixed", Text: fmt.Sprintf(hfDiscordFrames[i%len(hfDiscordFrames)], tok), Secrets: one(tok)})
	}
	for i := range 80 {
		pw := hfPassword()
		out = append(out, Sample{Category: "hf-login-pair", Format: "mixed", Text: hfPairFrames[i%len(hfPairFrames)](pick(hfThings), pick(hfUsers), pw), Secrets: one(pw)})
	}
	for i := range 72 {
		text, parts := hfWraps[i%len(hfWraps)]()
		out = append(out, Sample{Category: "hf-wrapped", Format: "two-lines", Text: text, Secrets: parts})
	}
	for i := range 40 {
		text, s, keep := hfNeighbours[i%len(hfNeighbours)]()
		out = append(out, Sample{Category: "hf-wrap-neighbour", Format: "two-lines", Text: text, Secrets: one(s), Keep: one(keep)})
	}
	for i := range 48 {
		id := rnd(hexs, 40)
		out = append(out, Sample{Category: "hf-key-id", Format: "mixed", Text: fmt.Sprintf(hfKeyIDFrames[i%len(hfKeyIDFrames)], id), Secrets: one(id)})
	}
	for i := range 15 * len(hfNotes) {
		out = append(out, Sample{Category: "trap:hf-note", Format: "note", Text: hfNotes[i%len(hfNotes)]()})
	}
	return out
}
