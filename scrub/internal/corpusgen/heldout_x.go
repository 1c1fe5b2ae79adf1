package main

// heldout_x.go: a blind held-out part, written without reading the scrubber's rules and without
// running it. Its voice is that of open-source maintainers, CI/CD and platform engineers, and
// mobile and game developers: issues and PR comments, CI logs, Terraform/Ansible/Helm/Pulumi,
// package registry credentials, Gradle, Xcode/Fastlane, Unity/Unreal configs, crash reports.
// Helpers and value generators live here; the samples live in heldout_x_*.go.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutX() []Sample {
	var out []Sample
	out = append(out, bxDiscordSamples()...)
	out = append(out, bxLoginPairSamples()...)
	out = append(out, bxSplitSamples()...)
	out = append(out, bxKeyIDSamples()...)
	out = append(out, bxProseSamples()...)
	out = append(out, bxConfigSamples()...)
	out = append(out, bxRegistrySamples()...)
	out = append(out, bxCodeSamples()...)
	out = append(out, bxShellSamples()...)
	out = append(out, bxLogSamples()...)
	out = append(out, bxTrapIDs()...)
	out = append(out, bxTrapKeys()...)
	out = append(out, bxTrapTalk()...)
	out = append(out, bxTrapCode()...)
	// drop repeats: a generator that happens to give the same text twice adds nothing
	seen := map[string]bool{}
	uniq := out[:0]
	for _, s := range out {
		if !seen[s.Text] {
			seen[s.Text] = true
			uniq = append(uniq, s)
		}
	}
	return uniq
}

// ---- small helpers ----

func bxR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func bxN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func bxP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func bxL(xs []string) string { return xs[rng.IntN(len(xs))] }

func bxHex(n int) string { return bxR(hexs, n) }

func bxB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// bxS makes a sample with secrets; it panics when a secret is not a substring of the text.
func bxS(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-x: secret %q not in %s/%s text %q", s, cat, format, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// bxT makes a trap: text that must come back unchanged.
func bxT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// bxK adds substrings that must survive.
func bxK(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-x: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-x: keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func bxTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func bxDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", bxN(21, 25), bxN(1, 12), bxN(1, 28))
}

func bxTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", bxN(0, 23), bxN(0, 59), bxN(0, 59))
}

func bxStamp() string { return bxDate() + "T" + bxTime() + "." + bxR(digits, 3) + "Z" }

func bxUUID() string {
	return bxHex(8) + "-" + bxHex(4) + "-4" + bxHex(3) + "-" + bxP("8", "9", "a", "b") + bxHex(3) + "-" + bxHex(12)
}

func bxIP() string {
	return bxP("10.0.0.", "10.12.3.", "192.168.1.", "172.16.4.", "192.168.0.") + fmt.Sprint(bxN(2, 250))
}

var bxUsers = []string{"admin", "root", "jenkins", "deploy", "ci-bot", "grafana", "ubnt", "pi", "postgres",
	"sa", "builder", "qa-tester", "release", "gitlab-runner", "nexus", "sonar", "ops", "unity-build", "steamcmd", "testflight"}

var bxHosts = []string{"build-01.int.forge.dev", "ci.gamestudio.local", "nexus.acme-corp.io", "db-staging.internal",
	"runner-7.ci.example.org", "artifacts.pixelfox.games", "grafana.ops.tld", "jenkins.mobile.team", "10.8.0.14", "mac-mini-03.lan"}

var bxProjects = []string{"pixel-quest", "libfrob", "orbit-cli", "tinyhttp", "kestrel-ui", "moss-engine", "rustybuf",
	"goreleaser-demo", "vaultwarden-helm", "android-nightly", "starlight-ios", "dungeon-crawl", "fastjson-ng", "terraform-aws-vpc"}

var bxWords = []string{"falcon", "river", "mango", "sunset", "kobold", "pixel", "harbor", "tundra", "cobalt", "quokka",
	"nebula", "walrus", "saffron", "ember", "glacier", "otter", "marble", "bramble", "zephyr", "lantern", "pretzel",
	"gopher", "wombat", "cactus", "thistle", "octopus", "biscuit", "meteor", "juniper", "kraken"}

// ---- password generators ----

// bxHuman: a password a person picked: words, digits, symbols.
func bxHuman() string {
	w1, w2 := bxL(bxWords), bxL(bxWords)
	switch rng.IntN(8) {
	case 0:
		return bxTitle(w1) + bxR(digits, bxN(2, 4)) + bxP("!", "?", "$", "#", "*")
	case 1:
		return w1 + "-" + w2 + "-" + bxL(bxWords) + bxR(digits, 1)
	case 2:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5")
		return bxTitle(r.Replace(w1)) + bxP("!", "@", "$") + bxR(digits, 2)
	case 3:
		return bxTitle(w1) + "_" + bxTitle(w2) + bxR(digits, 2)
	case 4:
		return bxP("Spring", "Summer", "Autumn", "Winter") + fmt.Sprint(bxN(2019, 2025)) + bxP("!", "!!", "#", "$")
	case 5:
		return bxTitle(w1) + bxP(".", "+", "=") + bxTitle(w2) + bxR(digits, 3)
	case 6:
		return strings.ToUpper(w1[:1]) + w1[1:] + bxR(digits, 4) + w2
	default:
		return "i" + bxP("Love", "Hate", "Miss") + bxTitle(w1) + bxR(digits, 2) + "!"
	}
}

// bxRandPw: a generated password; no quotes, backslashes, spaces or '#'.
func bxRandPw() string {
	set := alnum + alnum + "!@$%^*-_=+.?~"
	for {
		p := bxR(set, bxN(12, 22))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

// bxURLPw: safe inside a URL's userinfo.
func bxURLPw() string {
	if rng.IntN(2) == 0 {
		return bxR(alnum, bxN(14, 24))
	}
	return bxTitle(bxL(bxWords)) + bxR(digits, 3) + bxP("-", "_", ".", "~") + bxL(bxWords)
}

func bxPw() string {
	if rng.IntN(2) == 0 {
		return bxHuman()
	}
	return bxRandPw()
}

// ---- token generators (formats from public documentation; characters random) ----

func bxAWSID() string {
	return bxP("AKIA", "AKIA", "ASIA") + bxR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func bxAWSSecret() string { return bxR(alnum+"+/", 40) }
func bxGHP() string       { return bxP("ghp_", "ghp_", "gho_", "ghs_", "ghu_") + bxR(alnum, 36) }
func bxGHFine() string    { return "github_pat_" + bxR(upper+digits, 22) + "_" + bxR(alnum, 59) }
func bxGlpat() string     { return "glpat-" + bxR(b64url, 20) }
func bxGlrt() string      { return bxP("glrt-", "GR1348941") + bxR(b64url, 20) }
func bxSlack() string {
	return bxP("xoxb-", "xoxp-") + bxR(digits, bxN(10, 13)) + "-" + bxR(digits, 13) + "-" + bxR(alnum, 24)
}
func bxSlackHook() (string, string) {
	sec := bxR(alnum, 24)
	return "https://hooks.slack.com/services/T" + bxR(upper+digits, 10) + "/B" + bxR(upper+digits, 10) + "/" + sec, sec
}
func bxTelegram() string {
	return bxR("123456789", 1) + bxR(digits, bxN(8, 9)) + ":AA" + bxR(b64url, 33)
}

func bxSnowflake() string { return bxR("123456789", 1) + bxR(digits, bxN(16, 18)) }

func bxDiscordBot() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(bxSnowflake()))
	return id + "." + bxR(b64url, 6) + "." + bxR(b64url, bxN(27, 38))
}

func bxDiscordHook() (string, string) {
	sec := bxR(b64url, 68)
	return "https://" + bxP("discord.com", "discordapp.com", "canary.discord.com") + "/api/webhooks/" + bxSnowflake() + "/" + sec, sec
}

func bxStripe() string {
	return bxP("sk_live_", "sk_live_", "rk_live_", "sk_test_") + bxR(alnum, bxI(24, 99))
}
func bxWhsec() string { return "whsec_" + bxR(alnum, 32) }

func bxJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + bxP("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"role":"%s"}`, bxUUID(),
		bxP("https://auth.example.com", "supabase", "ci.forge.dev", "gitlab.com"), 1700000000+bxN(0, 9e7),
		1800000000+bxN(0, 9e7), bxP("service_role", "admin", "deployer", "user"))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + bxR(b64url, bxI(43, 86))
}

func bxNpm() string      { return "npm_" + bxR(alnum, 36) }
func bxPypi() string     { return "pypi-AgEIcHlwaS5vcmc" + bxR(b64url, bxN(120, 170)) }
func bxNuget() string    { return "oy2" + bxR(lower+digits, 43) }
func bxCargo() string    { return "cio" + bxR(alnum, 32) }
func bxDocker() string   { return "dckr_pat_" + bxR(b64url, 27) }
func bxSendgrid() string { return "SG." + bxR(b64url, 22) + "." + bxR(b64url, 43) }
func bxHF() string       { return "hf_" + bxR(upper+lower, 34) }
func bxOpenAI() string   { return "sk-proj-" + bxR(b64url, bxI(48, 120)) }
func bxAnthropic() string {
	return "sk-ant-api03-" + bxR(b64url, 93) + "AA"
}
func bxVault() string    { return "hvs." + bxR(b64url, bxI(24, 90)) }
func bxTFC() string      { return bxR(alnum, 14) + ".atlasv1." + bxR(alnum+"-_", 67) }
func bxPulumi() string   { return "pul-" + bxHex(40) }
func bxDO() string       { return "dop_v1_" + bxHex(64) }
func bxGrafana() string  { return "glsa_" + bxR(alnum, 32) + "_" + bxHex(8) }
func bxSentry() string   { return "sntryu_" + bxHex(64) }
func bxShopify() string  { return "shpat_" + bxHex(32) }
func bxLinear() string   { return "lin_api_" + bxR(alnum, 40) }
func bxPostman() string  { return "PMAK-" + bxHex(24) + "-" + bxHex(34) }
func bxGCPKey() string   { return "AIza" + bxR(b64url, 35) }
func bxSonar() string    { return bxP("squ_", "sqp_") + bxHex(40) }
func bxNewRelic() string { return "NRAK-" + bxR(upper+digits, 27) }
func bxJenkins() string  { return "11" + bxHex(32) }
func bxCircle() string   { return "CCIPAT_" + bxR(alnum, 22) + "_" + bxHex(40) }
func bxTailscale() string {
	return "tskey-auth-k" + bxR(alnum, 10) + "CNTRL-" + bxR(alnum, 33)
}
func bxFirebaseCI() string { return "1//0" + bxR(b64url, 99) }
func bxFCM() string        { return "AAAA" + bxR(b64url, 7) + ":APA91b" + bxR(b64url, 134) }
func bxAzureSecret() string {
	return bxR(alnum, 3) + bxR(digits, 1) + "Q~" + bxR(alnum+"_.~-", 34)
}
func bxAzureKey() string { return bxR(alnum+"+/", 86) + "==" }
func bxAtlassian() string {
	return "ATATT3xFfGF0" + bxR(alnum+"_-", 170) + "=" + bxR(upper+digits, 8)
}
func bxAppSpecific() string {
	return bxR(lower, 4) + "-" + bxR(lower, 4) + "-" + bxR(lower, 4) + "-" + bxR(lower, 4)
}
func bxMapboxSecret() string {
	return "sk.eyJ1IjoiZm9yZ2UiLCJhIjoi" + bxR(alnum, 25) + "In0." + bxR(b64url, 22)
}
func bxSteamKey() string  { return strings.ToUpper(bxHex(32)) }
func bxEOSSecret() string { return bxR(alnum+"+/", 43) }
func bxTOTP() string      { return bxR(b32, bxI(16, 32)) }

// bxVendor returns a vendor token with an env name and a human label.
type bxTok struct{ env, label, val string }

func bxVendor() bxTok {
	switch rng.IntN(30) {
	case 0:
		return bxTok{"GITHUB_TOKEN", "GitHub token", bxGHP()}
	case 1:
		return bxTok{"GH_PAT", "fine-grained PAT", bxGHFine()}
	case 2:
		return bxTok{"GITLAB_TOKEN", "GitLab PAT", bxGlpat()}
	case 3:
		return bxTok{"SLACK_BOT_TOKEN", "Slack bot token", bxSlack()}
	case 4:
		return bxTok{"TELEGRAM_BOT_TOKEN", "Telegram bot token", bxTelegram()}
	case 5:
		return bxTok{"STRIPE_SECRET_KEY", "Stripe secret key", bxStripe()}
	case 6:
		return bxTok{"NPM_TOKEN", "npm automation token", bxNpm()}
	case 7:
		return bxTok{"PYPI_API_TOKEN", "PyPI token", bxPypi()}
	case 8:
		return bxTok{"NUGET_API_KEY", "NuGet API key", bxNuget()}
	case 9:
		return bxTok{"CARGO_REGISTRY_TOKEN", "crates.io token", bxCargo()}
	case 10:
		return bxTok{"DOCKERHUB_TOKEN", "Docker Hub PAT", bxDocker()}
	case 11:
		return bxTok{"SENDGRID_API_KEY", "SendGrid key", bxSendgrid()}
	case 12:
		return bxTok{"HF_TOKEN", "Hugging Face token", bxHF()}
	case 13:
		return bxTok{"OPENAI_API_KEY", "OpenAI key", bxOpenAI()}
	case 14:
		return bxTok{"ANTHROPIC_API_KEY", "Anthropic key", bxAnthropic()}
	case 15:
		return bxTok{"VAULT_TOKEN", "Vault token", bxVault()}
	case 16:
		return bxTok{"TF_TOKEN_app_terraform_io", "Terraform Cloud token", bxTFC()}
	case 17:
		return bxTok{"PULUMI_ACCESS_TOKEN", "Pulumi token", bxPulumi()}
	case 18:
		return bxTok{"DIGITALOCEAN_TOKEN", "DO token", bxDO()}
	case 19:
		return bxTok{"GRAFANA_SA_TOKEN", "Grafana service account token", bxGrafana()}
	case 20:
		return bxTok{"SENTRY_AUTH_TOKEN", "Sentry auth token", bxSentry()}
	case 21:
		return bxTok{"SHOPIFY_ADMIN_TOKEN", "Shopify admin token", bxShopify()}
	case 22:
		return bxTok{"LINEAR_API_KEY", "Linear key", bxLinear()}
	case 23:
		return bxTok{"POSTMAN_API_KEY", "Postman key", bxPostman()}
	case 24:
		return bxTok{"SONAR_TOKEN", "SonarQube token", bxSonar()}
	case 25:
		return bxTok{"NEW_RELIC_API_KEY", "New Relic user key", bxNewRelic()}
	case 26:
		return bxTok{"CIRCLECI_TOKEN", "CircleCI token", bxCircle()}
	case 27:
		return bxTok{"TS_AUTHKEY", "Tailscale auth key", bxTailscale()}
	case 28:
		return bxTok{"FIREBASE_TOKEN", "firebase ci token", bxFirebaseCI()}
	default:
		return bxTok{"AWS_SECRET_ACCESS_KEY", "AWS secret key", bxAWSSecret()}
	}
}

// bxPEM returns a private key block and the body lines that must not survive.
func bxPEM() (string, []string) {
	kind := bxP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
	n := bxN(4, 9)
	var lines []string
	first := map[string]string{"RSA PRIVATE KEY": "MIIEow", "PRIVATE KEY": "MIIEvQ", "EC PRIVATE KEY": "MHcCAQEE",
		"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA"}[kind]
	for i := 0; i < n; i++ {
		w := 64
		if kind == "OPENSSH PRIVATE KEY" {
			w = 70
		}
		l := bxR(alnum+"+/", w)
		if i == 0 {
			l = first + l[len(first):]
		}
		lines = append(lines, l)
	}
	last := bxR(alnum+"+/", bxN(20, 50)) + bxP("=", "==", "")
	lines = append(lines, last)
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, lines
}

func bxI(xs ...int) int { return xs[rng.IntN(len(xs))] }
