package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The fifth held-out part ("heldout-e"), written for issue 46 after heldout-d had been used to
// fix its classes, and before the fixed rules were run on it: the same four shapes in new
// surroundings (e-mail, tickets, log lines, Terraform, Ansible, Kubernetes, Markdown, HTML,
// Slack exports, CRLF text), with its own value generators, and notes shaped like them.

func heDiscordToken() string {
	id := fmt.Sprint(2+rng.IntN(7)) + rnd(digits, 17)
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	if rng.IntN(3) > 0 {
		first = string("MNO"[rng.IntN(3)]) + rnd(alnum+"-_", 23+rng.IntN(3))
	}
	return first + "." + rnd(b64url, 6) + "." + rnd(alnum+"-_", 27+rng.IntN(12))
}

var heDiscordFrames = []string{
	"Subject: bot migration\n\nHi Ops,\nthe new bot token is %s\nplease swap it in by Friday.\n\nThanks, Ines",
	"| bot | token |\n|---|---|\n| moderator | %s |",
	"<p>Bot token: <code>%s</code></p>",
	"{\"ts\":\"1712345678.000200\",\"user\":\"U024BE7LH\",\"text\":\"bot token %s\"}",
	"2026-05-03 11:02:45 INFO discord.client: logging in using static token %s",
	"resource \"kubernetes_secret\" \"bot\" {\n  data = {\n    token = \"%s\"\n  }\n}",
	"- name: start bot\n  command: ./bot --token %s",
	"Ticket #8812: user pasted their bot token (%s) in the public channel",
	"env:\n  - name: DISCORD_BOT_TOKEN\n    value: %s",
	"curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me",
	"%s is what the old bot used, is it still valid?",
	"new token -> %s",
}

func hePassword() string {
	return pick([]func() string{
		func() string {
			return rnd(alnum, 6) + pick([]string{"@", "%", "^", "*", "~"}) + rnd(alnum, 4) + rnd(digits, 1)
		},
		func() string {
			return pick([]string{"Winter", "Autumn", "Velvet", "Copper", "Lumen"}) + rnd(digits, 4) + pick([]string{"!", "$", "#"})
		},
		func() string { return rnd(upper, 2) + rnd(digits, 3) + rnd(lower, 4) + rnd("!#%&", 2) },
		func() string { return rnd(alnum, 12) + rnd(digits, 2) },
		func() string { return rnd(lower, 3) + "-" + rnd(upper, 3) + "-" + rnd(digits, 3) },
	})()
}

var heUsers = []string{"admin", "root", "superadmin", "nvradmin", "field-tech", "sa", "vpnuser", "helpdesk", "installer", "backup"}

var heTargets = []string{"Hikvision NVR", "QNAP", "Fortigate", "Ubiquiti EdgeRouter", "Brother printer", "APC UPS", "Aruba switch", "TP-Link AP", "Zyxel modem", "HP iLO 5"}

var hePairFrames = []func(t, u, p string) string{
	func(t, u, p string) string {
		return "Subject: " + t + " access\n\nThe " + t + " login is " + u + " / " + p + "\nPlease don't forward this."
	},
	func(t, u, p string) string {
		return "| device | login |\n|---|---|\n| " + t + " | " + u + " / " + p + " |"
	},
	func(t, u, p string) string {
		return t + " login " + u + " / " + p + "\r\nIP 10.10.1." + rnd(digits, 2) + "\r\n"
	},
	func(t, u, p string) string {
		return "{\"text\":\"" + t + " login is " + u + " / " + p + "\",\"user\":\"U0" + rnd(upper+digits, 7) + "\"}"
	},
	func(t, u, p string) string {
		return "Ticket #" + rnd(digits, 4) + ": tech on site, " + t + " login " + u + " / " + p + " worked"
	},
	func(t, u, p string) string {
		return "inventory:\n  " + strings.ToLower(strings.Fields(t)[0]) + ":\n    remark: \"login is " + u + " / " + p + "\""
	},
	func(t, u, p string) string { return "<li>" + t + " – login " + u + "/" + p + "</li>" },
	func(t, u, p string) string {
		return "2026-05-03 09:00:01 WARN provisioning: " + t + " login " + u + " / " + p + " still factory default"
	},
	func(t, u, p string) string { return "Reminder: the login for the " + t + " is " + u + " / " + p + "." },
	func(t, u, p string) string { return "**" + t + "** login: `" + u + " / " + p + "`" },
}

// heWraps: a secret broken over two lines in other ways.
var heWraps = []func() (string, []string){
	func() (string, []string) {
		s := "ghp_" + rnd(alnum, 36)
		return "Subject: token\r\n\r\nGITHUB_TOKEN=" + s[:26] + "\r\n" + s[26:] + "\r\n", []string{s[:26], s[26:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"+/", 40)
		return "resource \"aws_iam_access_key\" \"ci\" {\n  secret = \"" + s[:20] + "\n" + s[20:] + "\"\n}", []string{s[:20], s[20:]}
	},
	func() (string, []string) {
		s := "xoxp-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32)
		return "> > SLACK_TOKEN=" + s[:40] + "\n> > " + s[40:], []string{s[:40], s[40:]}
	},
	func() (string, []string) {
		s := rnd(alnum+"!@#", 18)
		return "vars:\n  db_password: " + s[:10] + "\n    " + s[10:] + "\n  db_user: app", []string{s[:10], s[10:]}
	},
	func() (string, []string) {
		s := "sk-proj-" + rnd(b64url, 64)
		return "2026-05-03T10:11:12Z ERROR openai: invalid key sk-proj-" + s[8:40] + "\n" + s[40:], []string{s[8:40], s[40:]}
	},
	func() (string, []string) {
		s := rnd(hexs, 40)
		return "client secret (copied from the portal, it wrapped):\n" + s[:28] + "\n" + s[28:], []string{s[:28], s[28:]}
	},
	func() (string, []string) {
		s := "npm_" + rnd(alnum, 36)
		return "export NPM_TOKEN=" + s[:18] + "\\\n" + s[18:], []string{s[:18], s[18:]}
	},
	func() (string, []string) {
		s := rnd(b64url, 44)
		return "{\n  \"refresh_token\": \"" + s[:22] + "\n" + s[22:] + "\"\n}", []string{s[:22], s[22:]}
	},
}

// heNeighbours: a secret, then an ordinary line that stays.
var heNeighbours = []func() (text, secret, keep string){
	func() (string, string, string) {
		s := "ghp_" + rnd(alnum, 36)
		k := "Regards2026"
		return "GITHUB_TOKEN=" + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 28)
		k := "c0ffee" + rnd(hexs, 34)
		return "secret: " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum+"!#", 12)
		k := "OnCallWeek19"
		return "password = " + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := "sk_live_" + rnd(alnum, 28)
		k := "20260503-1102"
		return "STRIPE_SECRET_KEY=" + s + "\n" + k, s, k
	},
	func() (string, string, string) {
		s := rnd(alnum, 24)
		k := "--dry-run"
		return "token: " + s + "\n" + k, s, k
	},
}

var heKeyIDFrames = []string{
	"private_key_id = \"%s\"",
	"GCP_PRIVATE_KEY_ID=%s",
	"Ticket #5521: customer attached credentials.json, \"private_key_id\": \"%s\" is visible in the screenshot",
	"<td>private_key_id</td><td>%s</td>",
	"- private_key_id: %s",
	"they rotated it, the new privateKeyId is %s",
}

// heNotes look like the shapes above and hold no secret.
var heNotes = []func() string{
	func() string { return "Navigate to Admin / System / Login Settings to change the lockout." },
	func() string { return "Dashboard > Admin / Accounts / Login history" },
	func() string { return "The Fortigate login is admin / (set during onboarding, see ticket)" },
	func() string { return "login admin / root accounts are disabled on prod" },
	func() string { return "QNAP login is SSO / LDAP now" },
	func() string { return "login attempts: " + fmt.Sprint(rng.IntN(50)) + " / 100 allowed per hour" },
	func() string { return "Login: admin / user / auditor roles, see RBAC doc" },
	func() string { return "The printer login is admin / the serial number on the back" },
	func() string { return "login is helpdesk / ask the service desk for a reset" },
	func() string {
		return "Version " + fmt.Sprintf("%d.%d.%d", rng.IntN(5), rng.IntN(20), rng.IntN(30)) + " / build " + rnd(digits, 5)
	},
	func() string { return "namespace MyCompany.Platform.Services.Authentication.Tokens is internal" },
	func() string {
		return "Photo IMG_" + rnd(digits, 4) + ".HEIC and IMG_" + rnd(digits, 4) + ".MOV from the install"
	},
	func() string { return "Object key: uploads/2026/05/" + rnd(hexs, 32) + ".png" },
	func() string { return "commit " + rnd(hexs, 40) + "\nAuthor: Ines <ines@acme.io>" },
	func() string { return "md5sum: " + rnd(hexs, 32) + "  firmware.bin" },
	func() string { return "the private_key_id field is safe to log, per the vendor" },
	func() string { return "GCP_PROJECT_ID=acme-prod-" + rnd(digits, 6) },
	func() string { return "Discord channel 9" + rnd(digits, 17) + " is archived" },
	func() string { return "snowflake " + rnd(digits, 18) + " created 2026-04-30 18:22 UTC" },
	func() string { return "token bucket: 40 / 60 used\nrefill in 12s" },
	func() string { return "API key rotated.\nRotationPolicy90d\nnext check in May" },
	func() string { return "password: (none)\nusername: guest" },
	func() string { return "Subject: login issues\n\nCan't log in / sign up since the update." },
	func() string { return "| user | role |\n|---|---|\n| admin | owner |\n| ines | viewer |" },
	func() string { return "<li>Admin / Settings / Security</li>" },
	func() string {
		return "request_id=" + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12) + " status=401"
	},
	func() string { return "Ticket #" + rnd(digits, 4) + ": user can't login / logout loop on Safari" },
	func() string { return "ansible_user: deploy\nansible_become: true" },
	func() string { return "export PATH=$HOME/bin:$PATH\nexport EDITOR=vim" },
	func() string {
		return "Build " + rnd(digits, 4) + " / " + rnd(digits, 4) + " passed, " + rnd(digits, 2) + " skipped"
	},
}

func heldoutE() []Sample {
	var out []Sample
	for i := range 96 {
		tok := heDiscordToken()
		out = append(out, Sample{Category: "he-discord", Format: "mixed", Text: fmt.Sprintf(heDiscordFrames[i%len(heDiscordFrames)], tok), Secrets: one(tok)})
	}
	for i := range 100 {
		pw := hePassword()
		out = append(out, Sample{Category: "he-login-pair", Format: "mixed", Text: hePairFrames[i%len(hePairFrames)](pick(heTargets), pick(heUsers), pw), Secrets: one(pw)})
	}
	for i := range 80 {
		text, parts := heWraps[i%len(heWraps)]()
		out = append(out, Sample{Category: "he-wrapped", Format: "two-lines", Text: text, Secrets: parts})
	}
	for i := range 40 {
		text, s, keep := heNeighbours[i%len(heNeighbours)]()
		out = append(out, Sample{Category: "he-wrap-neighbour", Format: "two-lines", Text: text, Secrets: one(s), Keep: one(keep)})
	}
	for i := range 60 {
		id := rnd(hexs, 40)
		out = append(out, Sample{Category: "he-key-id", Format: "mixed", Text: fmt.Sprintf(heKeyIDFrames[i%len(heKeyIDFrames)], id), Secrets: one(id)})
	}
	for i := range 10 * len(heNotes) {
		out = append(out, Sample{Category: "trap:he-note", Format: "note", Text: heNotes[i%len(heNotes)]()})
	}
	return out
}
