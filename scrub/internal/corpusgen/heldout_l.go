package main

import (
	"fmt"
	"strings"
)

// The twelfth held-out part ("heldout-l"), written after heldout-k's classes had been fixed and
// before the rules ran on it: the red team's four shapes again, each in wordings no earlier part
// used (Discord tokens whose first part is any M/N/O string, login pairs in more devices and
// syntaxes, keys cut onto a second line by terminals and mail, private_key_id quoted in prose),
// vendor tokens in one-line notes, and look-alikes of all of them.

func hlDiscord() string {
	first := pick([]string{"M", "N", "O"}) + rnd(b64url, 23+rng.IntN(3))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hlPassword() string {
	switch rng.IntN(5) {
	case 0:
		return rnd(alnum, 3) + rnd(digits, 2) + pick([]string{"#", "@", "!", "&"}) + rnd(alnum, 4)
	case 1:
		return pick([]string{"Tango", "Delta", "Echo", "Bravo"}) + rnd(digits, 3) + pick([]string{"!", "?", "#"})
	case 2:
		return rnd(alnum+"#$%", 16)
	case 3:
		return rnd(lower, 3) + rnd(upper, 3) + rnd(digits, 3) + rnd(lower, 2)
	default:
		return rnd(alnum, 11)
	}
}

var hlDevices = []string{"router", "modem", "switch", "firewall", "NAS", "printer", "camera", "UPS", "iLO", "DVR", "access point", "KVM"}

var hlDiscordFrames = []string{
	"Discord bot for the guild: %s",
	"`DISCORD_BOT_TOKEN` = %s",
	"bot = commands.Bot(command_prefix='!')\nbot.run('%s')",
	"[discord]\nbot_token = %s",
	"the token the dev portal showed after reset: %s (old one revoked)",
	"%s  <- discord, don't commit",
	"client.login(process.env.TOKEN || '%s')",
	"Discord: %s",
}

var hlLoginFrames = []func(dev, u, pw string) string{
	func(d, u, pw string) string { return d + " login: " + u + " / " + pw },
	func(d, u, pw string) string { return "the " + d + "'s login — " + u + " / " + pw },
	func(d, u, pw string) string { return d + " login " + u + "/" + pw },
	func(d, u, pw string) string { return "notes: |\n  login is " + u + " / " + pw + "\n  reboot weekly" },
	func(d, u, pw string) string { return "- login is " + u + " / " + pw + " (" + d + ")" },
	func(d, u, pw string) string {
		return fmt.Sprintf("[%02d:%02d] noor: login is %s / %s for the %s", rng.IntN(24), rng.IntN(60), u, pw, d)
	},
	func(d, u, pw string) string { return "Login for the " + d + " is " + u + " / " + pw },
	func(d, u, pw string) string { return d + " web login = " + u + " / " + pw },
	func(d, u, pw string) string { return d + ":\n  login => " + u + " / " + pw },
	func(d, u, pw string) string { return "factory " + d + " login " + u + " / " + pw + ", change it!" },
}

// hlSplits cut a secret onto a second line.
var hlSplits = []func() (string, []string){
	func() (string, []string) {
		v := "sk-proj-" + rnd(b64url, 64) + "T3BlbkFJ" + rnd(b64url, 64)
		return "$ echo $OPENAI_API_KEY\n" + v[:80] + "\n" + v[80:] + "\n$", []string{v[:80], v[80:]}
	},
	func() (string, []string) {
		v := rnd(alnum+"/+", 40)
		return "aws_secret_access_key = " + v[:20] + "\n" + v[20:] + "\nregion = us-east-1", []string{v[:20], v[20:]}
	},
	func() (string, []string) {
		v := "ghp_" + rnd(alnum, 36)
		return "token: " + v[:18] + "\n       " + v[18:], []string{v[:18], v[18:]}
	},
	func() (string, []string) {
		v := "xoxb-" + rnd(digits, 11) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
		i := strings.LastIndexByte(v, '-') + 1
		return "SLACK_BOT_TOKEN=" + v[:i] + "\n" + v[i:], []string{v[:i], v[i:]}
	},
	func() (string, []string) {
		lines := bvPEMLines("MIIEowIBAAKCAQEA", 500, 64)
		body := strings.Join(lines, "")
		cut := 64 + rng.IntN(len(body)-128)
		return "-----BEGIN RSA PRIVATE KEY-----\n" + body[:cut] + "\n" + body[cut:] + "\n-----END RSA PRIVATE KEY-----", []string{body[:cut], body[cut:]}
	},
	func() (string, []string) {
		v := rnd(b64url, 56)
		return "> API key: " + v[:28] + "\n> " + v[28:], []string{v[:28], v[28:]}
	},
	func() (string, []string) {
		v := "glpat-" + rnd(b64url, 20)
		return "deploy token " + v[:13] + "\n" + v[13:] + " (from the CI settings)", []string{v[:13], v[13:]}
	},
	func() (string, []string) {
		v := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
		return "ANTHROPIC_API_KEY=\"" + v[:50] + "\n" + v[50:] + "\"", []string{v[:50], v[50:]}
	},
}

var hlKeyIDFrames = []string{
	`In the JSON she pasted, "private_key_id": "%s" matches the key we disabled.`,
	`grep says "private_key_id": "%s" is in two repos`,
	`"private_key_id": "%s" — that's the one to delete in IAM`,
	`The file (acme-prod-%s.json) has "private_key_id": "%s".`,
	`private_key_id "%s"`,
	`Private key id = %s`,
}

// hlVendors are vendor tokens in one-line notes.
var hlVendors = []func() (string, string){
	func() (string, string) {
		v := "lin_api_" + rnd(alnum, 40)
		return "New Linear key " + v + " for the sync", v
	},
	func() (string, string) {
		v := "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
		return "socket mode: " + v, v
	},
	func() (string, string) { v := "dop_v1_" + rnd(hexs, 64); return "Rotate: " + v, v },
	func() (string, string) { v := "shpat_" + rnd(hexs, 32); return "Shopify admin API " + v, v },
	func() (string, string) {
		v := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
		return "mail relay uses " + v, v
	},
	func() (string, string) {
		v := "AIza" + rnd(b64url, 35)
		return "maps: " + v + " (restricted to acme.io)", v
	},
	func() (string, string) {
		v := "AKIA" + rnd(b32, 16)
		return "the CI user is " + v + ", secret in vault", v
	},
	func() (string, string) { v := "npm_" + rnd(alnum, 36); return "publish with " + v, v },
	func() (string, string) { v := "hf_" + rnd(upper+lower, 34); return "HF read token " + v, v },
	func() (string, string) {
		v := "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8)
		return "grafana SA " + v, v
	},
	func() (string, string) {
		v := "pypi-AgEIcHlwaS5vcmcCJ" + rnd(b64url, 140)
		return "upload token " + v, v
	},
	func() (string, string) { v := "hvs." + rnd(b64url, 90); return "vault root (dev only) " + v, v },
	func() (string, string) { v := hiJWT(); return "session cookie was " + v, v },
	func() (string, string) {
		v := fmt.Sprint(6000000000+rng.IntN(999999999)) + ":AA" + rnd(b64url, 33)
		return "alerts bot " + v, v
	},
	func() (string, string) { v := "sk_live_51" + rnd(alnum, 90); return "stripe " + v, v },
	func() (string, string) { v := "dckr_pat_" + rnd(b64url, 27); return "docker hub " + v, v },
}

var hlTraps = []func() string{
	func() string { return "Admin / Settings / Users → Add user; Login / Logout are top right." },
	func() string { return "router login: admin / (printed under the router)" },
	func() string { return "the switch's login — SSO / RADIUS since May" },
	func() string { return "notes: |\n  login is done via SSO\n  reboot weekly" },
	func() string {
		return fmt.Sprintf("[%02d:%02d] noor: login is broken for the printer, on it", rng.IntN(24), rng.IntN(60))
	},
	func() string { return "Login for the camera is admin / the usual one" },
	func() string { return "NAS web login = admin / see 1Password" },
	func() string { return "module MainWindowController.renderFrame.componentDidUpdateWithProps" },
	func() string {
		return "Discord user " + rnd(digits, 18) + " joined; message " + rnd(digits, 19) + " pinned"
	},
	func() string { return "bot.run(os.environ['DISCORD_TOKEN'])" },
	func() string { return "private_key_id is in the JSON, next to client_id; never paste it" },
	func() string { return `"private_key_id": "<redacted>" in the example below` },
	func() string { return "$ echo $OPENAI_API_KEY\n\n$ # empty, set it first" },
	func() string { return "aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}\nregion = us-east-1" },
	func() string { return "token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n       (placeholder)" },
	func() string { return "commit " + bvSHA() + "\nMerge: " + bvSHA()[:7] + " " + bvSHA()[:7] },
	func() string { return "request " + bvUUID() + " took 412 ms; trace " + rnd(hexs, 32) },
	func() string { return "v" + bvSemver() + " → v" + bvSemver() + " (sha256 " + rnd(hexs, 64) + ")" },
	func() string { return "avatar: data:image/png;base64," + bvPNG() },
	func() string { return "Set API_KEY=<your-key> and DB_PASSWORD=changeme for local runs." },
	func() string {
		return "AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY are AWS's doc keys"
	},
	func() string { return bvPublicKey() },
	func() string { return "> API key: stored in the vault under kv/ops/api\n> ask Noor" },
	func() string { return "deploy token rotation is monthly\n(see the CI settings page)" },
}

func heldoutL() []Sample {
	var out []Sample
	for i := range 10 * len(hlDiscordFrames) {
		d := hlDiscord()
		out = append(out, Sample{Category: "hl-discord", Format: "mixed", Text: fmt.Sprintf(hlDiscordFrames[i%len(hlDiscordFrames)], d), Secrets: one(d)})
	}
	for i := range 10 * len(hlLoginFrames) {
		pw := hlPassword()
		out = append(out, Sample{Category: "hl-login", Format: "mixed", Text: hlLoginFrames[i%len(hlLoginFrames)](pick(hlDevices), pick([]string{"admin", "root", "Administrator", "ubnt", "service", "tech"}), pw), Secrets: one(pw)})
	}
	for i := range 10 * len(hlSplits) {
		text, secrets := hlSplits[i%len(hlSplits)]()
		out = append(out, Sample{Category: "hl-split", Format: "two-lines", Text: text, Secrets: secrets})
	}
	for i := range 10 * len(hlKeyIDFrames) {
		id := rnd(hexs, 40)
		f := hlKeyIDFrames[i%len(hlKeyIDFrames)]
		var text string
		if strings.Count(f, "%s") == 2 {
			text = fmt.Sprintf(f, rnd(hexs, 12), id)
		} else {
			text = fmt.Sprintf(f, id)
		}
		out = append(out, Sample{Category: "hl-key-id", Format: "prose", Text: text, Secrets: one(id)})
	}
	for i := range 5 * len(hlVendors) {
		text, v := hlVendors[i%len(hlVendors)]()
		out = append(out, Sample{Category: "hl-vendor", Format: "note", Text: text, Secrets: one(v)})
	}
	for i := range 10 * len(hlTraps) {
		out = append(out, Sample{Category: "trap:hl-note", Format: "note", Text: hlTraps[i%len(hlTraps)]()})
	}
	return out
}
