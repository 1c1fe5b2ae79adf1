package main

import (
	"fmt"
	"strings"
)

// The eleventh held-out part ("heldout-k"), written after heldout-j's classes had been fixed
// and before the rules ran on it. Not a new family this time but the mixture a memory server
// receives: notes an assistant saves for a team (onboarding, incidents, meetings, to-dos,
// handovers, runbooks) with credentials stated the ways people state them, pasted snippets,
// and as many notes of the same kinds without one.

func hkToken() (name, value string) {
	switch rng.IntN(14) {
	case 0:
		return "GitHub token", "ghp_" + rnd(alnum, 36)
	case 1:
		return "OpenAI key", "sk-proj-" + rnd(b64url, 64) + "T3BlbkFJ" + rnd(b64url, 64)
	case 2:
		return "Anthropic key", "sk-ant-api03-" + rnd(b64url, 93) + "AA"
	case 3:
		return "Slack bot token", "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	case 4:
		return "Stripe secret key", "sk_live_51" + rnd(alnum, 60)
	case 5:
		return "AWS secret", rnd(alnum+"/+", 40)
	case 6:
		return "SendGrid key", "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
	case 7:
		return "GitLab token", "glpat-" + rnd(b64url, 20)
	case 8:
		return "HF token", "hf_" + rnd(upper+lower, 34)
	case 9:
		return "npm token", "npm_" + rnd(alnum, 36)
	case 10:
		return "Datadog API key", rnd(hexs, 32)
	case 11:
		return "service token", rnd(alnum, 32)
	case 12:
		return "webhook secret", rnd(hexs, 48)
	default:
		return "bot token", hiDiscord()
	}
}

func hkPassword() string {
	switch rng.IntN(5) {
	case 0:
		return pick([]string{"Marble", "Quill", "Lantern", "Juniper", "Falcon"}) + pick([]string{"-", "_", ""}) + fmt.Sprint(100+rng.IntN(900)) + pick([]string{"!", "$", ""})
	case 1:
		return rnd(alnum, 14)
	case 2:
		return rnd(lower, 6) + rnd(digits, 2) + rnd(upper, 2) + pick([]string{"#", "!", "%"})
	case 3:
		return rnd(alnum+"@#$%&*", 18)
	default:
		return strings.ToLower(pick(hiWords)) + "-" + strings.ToLower(pick(hiWords)) + "-" + rnd(digits, 4)
	}
}

var hkSystems = []string{"staging Postgres", "the Jenkins box", "Grafana", "the VPN", "the office NAS", "Redis", "the build server",
	"the HR portal", "Vault's root", "the Meraki dashboard", "the old Confluence", "the lab switch"}

// hkNotes state one credential in a note an assistant was asked to remember.
var hkNotes = []func(tokName, tok, sys, user, pw string) (string, string){
	func(tn, t, sys, u, pw string) (string, string) {
		return "Onboarding for Priya:\n- laptop: MBP 14\n- " + sys + ": " + u + " / " + pw + "\n- Slack channels: #ops, #data", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Incident 2026-11-19: the " + tn + " (" + t + ") was committed to the public repo at 09:40 and revoked at 09:52.", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Meeting notes (infra sync)\n* migrate " + sys + " next sprint\n* temp password for " + sys + " is " + pw + " until the migration\n* Kenji owns the cutover", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "TODO\n[ ] rotate the " + tn + ": " + t + "\n[ ] renew TLS cert\n[x] update runbook", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Handover from Marc: " + sys + " admin account is " + u + ", password " + pw + ". Everything else is in the vault.", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Runbook: restart the exporter\n```bash\nexport EXPORTER_TOKEN=" + t + "\nsystemctl restart exporter\n```", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Remember: the user prefers dark mode, and their " + tn + " is " + t + " (they asked me to keep it).", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "User said: \"log into " + sys + " with " + u + " and " + pw + "\" — keep for the migration task.", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Credentials for " + sys + "\nUser: " + u + "\nPass: " + pw + "\nNotes: MFA disabled for this account", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "note to self — " + sys + " pw changed to " + pw + " on Friday", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "config.yaml from the ticket:\n```yaml\nservice:\n  name: sync\n  auth:\n    token: " + t + "\n```", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Quick one: can you try " + pw + " as the password for " + sys + "? If not, ping me.", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Standup: blocked on " + sys + " access. Lena sent creds in DM (" + u + ":" + pw + "), will test after lunch.", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Le " + tn + " du projet est " + t + ", à ne pas partager.", t
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "Für " + sys + ": Benutzer " + u + ", Passwort " + pw + ".", pw
	},
	func(tn, t, sys, u, pw string) (string, string) {
		return "curl -X POST https://api.acme.io/v1/sync \\\n  -H \"Authorization: Bearer " + t + "\" \\\n  -d '{\"full\": true}'", t
	},
}

// hkShapes are the red team's shapes in this part's notes.
var hkShapes = []func() (string, []string){
	func() (string, []string) {
		d := hiDiscord()
		return "The moderation bot (discord.py) reads its token from the env; current one: " + d, one(d)
	},
	func() (string, []string) {
		pw := hkPassword()
		return "Office router login admin / " + pw + " — printed on a sticker too", one(pw)
	},
	func() (string, []string) {
		pw := hkPassword()
		return "devices:\n  - name: nvr\n    note: login is admin / " + pw, one(pw)
	},
	func() (string, []string) {
		pw := hkPassword()
		return fmt.Sprintf("%02d:%02d <sam> the login is operator / %s", rng.IntN(24), rng.IntN(60), pw), one(pw)
	},
	func() (string, []string) {
		v := "sk-proj-" + rnd(b64url, 64) + "T3BlbkFJ" + rnd(b64url, 64)
		return "Key from the dashboard (the PDF wrapped it):\n" + v[:70] + "\n" + v[70:], []string{v[:70], v[70:]}
	},
	func() (string, []string) {
		lines := bvPEMLines("MIIEpQIBAAKCAQEA", 600, 64)
		mid := len(lines) / 2
		return "-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(lines[:mid], "\n") + "\n\n(continued)\n\n" + strings.Join(lines[mid:], "\n") + "\n-----END RSA PRIVATE KEY-----", lines
	},
	func() (string, []string) {
		id := rnd(hexs, 40)
		return "Found in the leaked bundle: \"private_key_id\": \"" + id + "\" (service account ci-runner).", one(id)
	},
	func() (string, []string) {
		id := rnd(hexs, 40)
		return "revoke key " + id + " — it's the private_key_id of the old deployer SA", one(id)
	},
}

func heldoutK() []Sample {
	var out []Sample
	for i := range 20 * len(hkNotes) {
		tn, t := hkToken()
		pw := hkPassword()
		text, secret := hkNotes[i%len(hkNotes)](tn, t, pick(hkSystems), pick(bvUsers), pw)
		out = append(out, Sample{Category: "hk-note", Format: "note", Text: text, Secrets: one(secret)})
	}
	for i := range 10 * len(hkShapes) {
		text, secrets := hkShapes[i%len(hkShapes)]()
		out = append(out, Sample{Category: "hk-shape", Format: "note", Text: text, Secrets: secrets})
	}
	for i := range 10 * len(hkTraps) {
		out = append(out, Sample{Category: "trap:hk-note", Format: "note", Text: hkTraps[i%len(hkTraps)]()})
	}
	return out
}
