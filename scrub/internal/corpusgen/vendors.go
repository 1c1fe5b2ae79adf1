package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The tuned part's samples for issue 35: vendor credential formats (most recognisable by
// shape alone), tokens pasted in prose with no key beside them, secrets split over two
// labelled lines, and ordinary notes whose look-alikes must stay untouched. heldout_c.go
// covers the same classes with its own generators and wordings, and is not tuned on.

type vendor struct {
	cat, name string
	gen       func() (string, []string) // the snippet and what must not survive
}

func tok(s string) (string, []string) { return s, []string{s} }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

var vendors = []vendor{
	{"telegram-bot", "TELEGRAM_BOT_TOKEN", func() (string, []string) {
		return tok(fmt.Sprint(1000000+rng.IntN(9000000000)) + ":AA" + rnd(b64url, 33))
	}},
	{"discord-bot", "DISCORD_TOKEN", func() (string, []string) {
		return tok(base64.RawStdEncoding.EncodeToString([]byte(fmt.Sprint(1+rng.IntN(9))+rnd(digits, 16+rng.IntN(3)))) + "." + rnd(b64url, 6) + "." + rnd(b64url, 27+rng.IntN(12)))
	}},
	{"discord-webhook", "DISCORD_WEBHOOK", func() (string, []string) {
		t := rnd(b64url, 68)
		return "https://" + pick([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" + rnd(digits, 19) + "/" + t, []string{t}
	}},
	{"azure-storage", "AZURE_STORAGE_CONNECTION_STRING", func() (string, []string) {
		k := base64.StdEncoding.EncodeToString(randBytes(64))
		return "DefaultEndpointsProtocol=https;AccountName=st" + rnd(lower, 8) + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net", []string{k}
	}},
	{"azure-sas", "SAS_URL", func() (string, []string) {
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(base64.StdEncoding.EncodeToString(randBytes(32)))
		return "https://st" + rnd(lower, 6) + ".blob.core.windows.net/backups?sp=racwdl&st=2026-02-01T10:00:00Z&se=2026-08-01T18:00:00Z&spr=https&sv=2024-11-04&sr=c&sig=" + sig, []string{sig}
	}},
	{"azure-sas-token", "AZURE_SAS_TOKEN", func() (string, []string) {
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(base64.StdEncoding.EncodeToString(randBytes(32)))
		return "?sv=2023-01-03&ss=bfqt&srt=sco&sp=rwdlacupitfx&se=2027-01-01T00:00:00Z&sig=" + sig, []string{sig}
	}},
	{"azure-ad-secret", "AZURE_CLIENT_SECRET", func() (string, []string) {
		return tok(rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_~.-", 34))
	}},
	{"gcp-sa-json", "GOOGLE_CREDENTIALS", func() (string, []string) {
		var lines []string
		for range 5 {
			lines = append(lines, base64.StdEncoding.EncodeToString(randBytes(48)))
		}
		return `{"type": "service_account", "project_id": "proj-` + rnd(digits, 5) + `", "private_key_id": "` + rnd(hexs, 40) +
			`", "private_key": "-----BEGIN PRIVATE KEY-----\n` + strings.Join(lines, `\n`) + `\n-----END PRIVATE KEY-----\n", "client_email": "sa@proj.iam.gserviceaccount.com"}`, lines
	}},
	{"twilio", "TWILIO_API_KEY", func() (string, []string) { return tok("SK" + rnd(hexs, 32)) }},
	{"sendgrid", "SENDGRID_KEY", func() (string, []string) { return tok("SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)) }},
	{"mailgun", "MAILGUN_KEY", func() (string, []string) {
		return tok(pick([]string{"key-" + rnd(hexs, 32), rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)}))
	}},
	{"shopify", "SHOPIFY_TOKEN", func() (string, []string) {
		return tok(pick([]string{"shpat_", "shpss_", "shpca_", "shppa_"}) + rnd(hexs, 32))
	}},
	{"heroku", "HEROKU_API_KEY", func() (string, []string) { return tok("HRKU-AA" + rnd(b64url, 58)) }},
	{"digitalocean", "DO_TOKEN", func() (string, []string) {
		return tok(pick([]string{"dop_v1_", "doo_v1_", "dor_v1_"}) + rnd(hexs, 64))
	}},
	{"databricks", "DATABRICKS_TOKEN", func() (string, []string) { return tok("dapi" + rnd(hexs, 32) + pick([]string{"", "-2", "-3"})) }},
	{"vault", "VAULT_TOKEN", func() (string, []string) {
		return tok(pick([]string{"hvs.", "hvb.", "hvr."}) + rnd(b64url, 24+rng.IntN(80)))
	}},
	{"npm", "NPM_TOKEN", func() (string, []string) { return tok("npm_" + rnd(alnum, 36)) }},
	{"pypi", "PYPI_TOKEN", func() (string, []string) { return tok("pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 80+rng.IntN(80))) }},
	{"doppler", "DOPPLER_TOKEN", func() (string, []string) {
		return tok("dp." + pick([]string{"st", "ct", "sa", "pt"}) + "." + pick([]string{"", "dev.", "prd."}) + rnd(alnum, 43))
	}},
	{"postman", "POSTMAN_API_KEY", func() (string, []string) { return tok("PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34)) }},
	{"figma", "FIGMA_TOKEN", func() (string, []string) { return tok("figd_" + rnd(b64url, 40)) }},
	{"linear", "LINEAR_KEY", func() (string, []string) { return tok("lin_api_" + rnd(alnum, 40)) }},
	{"notion", "NOTION_TOKEN", func() (string, []string) {
		return tok(pick([]string{"secret_" + rnd(alnum, 43), "ntn_" + rnd(digits, 11) + rnd(alnum, 35)}))
	}},
	{"atlassian", "JIRA_API_TOKEN", func() (string, []string) {
		return tok("ATATT3xFfGF0" + rnd(b64url, 160+rng.IntN(30)) + "=" + rnd(upper+digits, 8))
	}},
	{"okta", "OKTA_TOKEN", func() (string, []string) { return tok("00" + rnd(b64url, 40)) }},
	{"newrelic", "NEW_RELIC_KEY", func() (string, []string) {
		return tok(pick([]string{"NRAK-", "NRII-", "NRJS-", "NRAA-"}) + rnd(upper+digits, 27))
	}},
	{"datadog", "DD_API_KEY", func() (string, []string) {
		// Bare, a Datadog key is 32 hex digits like any MD5: only its name tells it apart.
		k := rnd(hexs, 32)
		return pick([]string{"DD_API_KEY=", "datadog api key ", "Datadog: "}) + k, []string{k}
	}},
	{"sentry-dsn", "SENTRY_DSN", func() (string, []string) {
		k := rnd(hexs, 32)
		return "https://" + k + "@o" + rnd(digits, 6) + ".ingest." + pick([]string{"", "us.", "de."}) + "sentry.io/" + rnd(digits, 7), []string{k}
	}},
	{"sentry-token", "SENTRY_AUTH_TOKEN", func() (string, []string) {
		return tok(pick([]string{"sntryu_" + rnd(hexs, 64), "sntrys_eyJpYXQiOjE3" + rnd(b64url, 120)}))
	}},
	{"k8s-sa-token", "KUBE_TOKEN", func() (string, []string) {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + rnd(b64url, 43) + `"}`))
		p := base64.RawURLEncoding.EncodeToString([]byte(`{"aud":["https://kubernetes.default.svc"],"exp":` + rnd(digits, 10) + `,"sub":"system:serviceaccount:default:builder"}`))
		return tok(h + "." + p + "." + rnd(b64url, 342))
	}},
	{"putty-ppk", "PPK", func() (string, []string) {
		var pub, priv []string
		for range 4 {
			pub = append(pub, base64.StdEncoding.EncodeToString(randBytes(48)))
		}
		for range 2 + rng.IntN(4) {
			priv = append(priv, base64.StdEncoding.EncodeToString(randBytes(48)))
		}
		return "PuTTY-User-Key-File-" + pick([]string{"2", "3"}) + ": " + pick([]string{"ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256"}) + "\nEncryption: none\nComment: deploy@build\nPublic-Lines: 4\n" +
			strings.Join(pub, "\n") + "\nPrivate-Lines: " + fmt.Sprint(len(priv)) + "\n" + strings.Join(priv, "\n") + "\nPrivate-MAC: " + rnd(hexs, 64), priv
	}},
	{"age", "AGE_KEY", func() (string, []string) {
		return tok("AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))
	}},
	{"aws-session", "AWS_SESSION_TOKEN", func() (string, []string) {
		return tok(pick([]string{"IQoJb3JpZ2luX2Vj", "FwoGZXIvYXdzE"}) + rnd(alnum+"+/", 250+rng.IntN(300)) + pick([]string{"", "=", "=="}))
	}},
	{"github-app", "GH_APP_TOKEN", func() (string, []string) { return tok(pick([]string{"ghs_", "ghu_", "ghr_"}) + rnd(alnum, 36)) }},
	{"groq", "GROQ_API_KEY", func() (string, []string) { return tok("gsk_" + rnd(alnum, 52)) }},
	{"replicate", "REPLICATE_API_TOKEN", func() (string, []string) { return tok("r8_" + rnd(alnum, 37)) }},
	{"grafana", "GRAFANA_TOKEN", func() (string, []string) {
		return tok(pick([]string{"glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8), "glc_eyJvIjoi" + rnd(b64url, 60)}))
	}},
	{"pulumi", "PULUMI_ACCESS_TOKEN", func() (string, []string) { return tok("pul-" + rnd(hexs, 40)) }},
	{"terraform", "TFE_TOKEN", func() (string, []string) { return tok(rnd(alnum, 14) + ".atlasv1." + rnd(alnum+"-_", 60+rng.IntN(10))) }},
	{"dockerhub", "DOCKERHUB_TOKEN", func() (string, []string) { return tok("dckr_pat_" + rnd(b64url, 27)) }},
	{"supabase", "SUPABASE_ACCESS_TOKEN", func() (string, []string) { return tok("sbp_" + rnd(hexs, 40)) }},
	{"square", "SQUARE_TOKEN", func() (string, []string) {
		return tok(pick([]string{"EAAA" + rnd(b64url, 60), "sq0atp-" + rnd(b64url, 22), "sq0csp-" + rnd(b64url, 43)}))
	}},
	{"mailchimp", "MAILCHIMP_KEY", func() (string, []string) { return tok(rnd(hexs, 32) + "-us" + fmt.Sprint(1+rng.IntN(20))) }},
	{"brevo", "BREVO_KEY", func() (string, []string) { return tok("xkeysib-" + rnd(hexs, 64) + "-" + rnd(alnum, 16)) }},
	{"dynatrace", "DT_TOKEN", func() (string, []string) {
		return tok("dt0c01." + rnd(upper+digits, 24) + "." + rnd(upper+digits, 64))
	}},
	{"fcm", "FCM_SERVER_KEY", func() (string, []string) { return tok("AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134)) }},
	{"mapbox", "MAPBOX_SECRET", func() (string, []string) {
		return tok("sk.eyJ1Ijoi" + rnd(b64url, 50) + "." + rnd(b64url, 22))
	}},
	{"langsmith", "LANGSMITH_API_KEY", func() (string, []string) {
		return tok(pick([]string{"lsv2_pt_", "lsv2_sk_"}) + rnd(hexs, 32) + "_" + rnd(hexs, 10))
	}},
	{"tailscale", "TS_AUTHKEY", func() (string, []string) {
		return tok("tskey-" + pick([]string{"auth", "api", "client"}) + "-k" + rnd(alnum, 10) + "CNTRL-" + rnd(alnum, 33))
	}},
	{"airtable", "AIRTABLE_TOKEN", func() (string, []string) { return tok("pat" + rnd(alnum, 14) + "." + rnd(hexs, 64)) }},
	{"planetscale", "PSCALE_TOKEN", func() (string, []string) {
		return tok(pick([]string{"pscale_tkn_", "pscale_pw_", "pscale_oauth_"}) + rnd(b64url, 43))
	}},
	{"kubeconfig", "KUBECONFIG", func() (string, []string) {
		k := base64.StdEncoding.EncodeToString([]byte("-----BEGIN EC PRIVATE KEY-----\n" + base64.StdEncoding.EncodeToString(randBytes(90)) + "\n-----END EC PRIVATE KEY-----\n"))
		return "    client-key-data: " + k, []string{k}
	}},
	{"google-refresh", "GOOGLE_REFRESH_TOKEN", func() (string, []string) { return tok("1//0" + rnd(b64url, 80+rng.IntN(30))) }},
	{"azure-devops", "ADO_PAT", func() (string, []string) { return tok(rnd("abcdefghijklmnopqrstuvwxyz234567", 52)) }},
	{"openssh-key", "SSH_KEY", func() (string, []string) {
		var lines []string
		for range 5 {
			lines = append(lines, rnd(alnum+"+/", 70))
		}
		return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", lines
	}},
	{"encrypted-key", "TLS_KEY", func() (string, []string) {
		var lines []string
		for range 6 {
			lines = append(lines, base64.StdEncoding.EncodeToString(randBytes(48)))
		}
		return "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END ENCRYPTED PRIVATE KEY-----", lines
	}},
	{"basic-auth-url", "REPO_URL", func() (string, []string) {
		pw := password()
		return "https://" + pick([]string{"ci", "deploy", "jenkins"}) + ":" + pw + "@artifacts." + rnd(lower, 6) + ".com/repo/", []string{pw}
	}},
	{"cloudinary", "CLOUDINARY_URL", func() (string, []string) {
		s := rnd(b64url, 27)
		return "cloudinary://" + rnd(digits, 15) + ":" + s + "@" + rnd(lower, 6), []string{s}
	}},
	{"slack-app", "SLACK_APP_TOKEN", func() (string, []string) {
		return tok("xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64))
	}},
	{"stripe-restricted", "STRIPE_RK", func() (string, []string) { return tok("rk_live_" + rnd(alnum, 24+rng.IntN(80))) }},
	{"more-prefixed", "CI_TOKEN", func() (string, []string) {
		return tok(pick([]string{"sqp_" + rnd(hexs, 40), "CCIPAT_" + rnd(alnum, 22) + "_" + rnd(hexs, 40), "bkua_" + rnd(hexs, 40),
			"rnd_" + rnd(alnum, 32), "napi_" + rnd(lower+digits, 64), "pcsk_" + rnd(alnum, 5) + "_" + rnd(alnum, 60), "sk_" + rnd(hexs, 48),
			"xoxc-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64), "access_token$production$" + rnd(lower+digits, 16) + "$" + rnd(hexs, 32),
			"EAAG" + rnd(alnum, 150), "AAAAAAAAAAAAAAAAAAAAA" + rnd(alnum, 30) + "%3D" + rnd(alnum, 50)}))
	}},
	{"azure-function", "FUNCTION_URL", func() (string, []string) {
		c := rnd(b64url, 54) + "=="
		return "https://fn-" + rnd(lower, 6) + ".azurewebsites.net/api/Ingest?code=" + c, []string{c}
	}},
	{"splunk-hec", "HEC", func() (string, []string) {
		k := rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
		return "Authorization: Splunk " + k, []string{k}
	}},
	{"gitlab-runner", "RUNNER_TOKEN", func() (string, []string) { return tok("glrt-" + rnd(b64url, 20+rng.IntN(10))) }},
}

// multi-line snippets go only where a block fits.
func vendorMultiline(cat string) bool {
	switch cat {
	case "putty-ppk", "openssh-key", "encrypted-key":
		return true
	}
	return false
}

// splitWordings write a secret in two labelled parts, the way chat limits make people do it.
var splitWordings = []func(kind, a, b string) string{
	func(kind, a, b string) string { return "part 1: " + a + "\npart 2: " + b },
	func(kind, a, b string) string {
		return "the " + kind + " in two pieces:\npart 1: " + a + "\npart 2: " + b
	},
	func(kind, a, b string) string { return kind + " part 1/2: " + a + "\n" + kind + " part 2/2: " + b },
	func(kind, a, b string) string {
		return "Part A: " + a + "\nPart B: " + b + "\n(that's the " + kind + ")"
	},
	func(kind, a, b string) string { return kind + " 1st half: " + a + "\n2nd half: " + b },
	func(kind, a, b string) string { return kind + ", part one - " + a + "\npart two - " + b },
	func(kind, a, b string) string { return "[1/2] " + kind + ": " + a + "\n[2/2] " + b },
	func(kind, a, b string) string {
		return "Sending the " + kind + " split:\n" + a + " (part 1)\n" + b + " (part 2)"
	},
}

var splitKinds = []string{"key", "token", "password", "api key", "secret", "bot token", "access token"}

// proseWordings put a keyword-free token into running prose.
var proseWordings = []string{
	"got it from BotFather: %s",
	"this one works %s, the other was revoked",
	"Here you go → %s",
	"it's %s, expires never apparently",
	"%s <- paste that into the alert config",
	"https://api.telegram.org/bot%s/sendMessage?chat_id=-100123",
}

// vendorTraps are ordinary notes with look-alikes in them.
var vendorTraps = []func() string{
	func() string { return "my favourite password manager is 1Password" },
	func() string { return "password manager is 1Password" },
	func() string {
		return "our password manager is " + pick([]string{"1Password", "Bitwarden", "LastPass", "KeePass", "Dashlane", "NordPass", "Keeper"}) + " now"
	},
	func() string { return "password manager: 1Password 8" },
	func() string { return "The password manager we pay for is 1Password Business." },
	func() string { return "passwords go in 1Password, never in Slack" },
	func() string { return "the MAC address is " + macAddr(":") },
	func() string { return "device " + macAddr(":") + " got 192.168.0.14" },
	func() string { return "MAC " + strings.ToUpper(macAddr("-")) + " is the AP in room 2" },
	func() string { return "3c:22:fb:7a:11:90 is my laptop's wifi" },
	func() string { return "ether " + macAddr(":") + " txqueuelen 1000" },
	func() string { return "bound to [" + ipv6() + "]:8443 and " + ipv6() },
	func() string { return "ping6 " + ipv6() + " works, fe80::1%lo0 too" },
	func() string {
		return "ULA prefix fd" + rnd(hexs, 2) + ":" + rnd(hexs, 4) + ":" + rnd(hexs, 4) + "::/48"
	},
	func() string {
		return "request " + rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-9" + rnd(hexs, 3) + "-" + rnd(hexs, 12) + " timed out"
	},
	func() string { return "see commit " + rnd(hexs, 40) + " and " + rnd(hexs, 8) },
	func() string { return "bisect: " + rnd(hexs, 40) + " is the first bad commit" },
	func() string { return "deployed at 2026-05-01T13:45:12.123456+02:00 (unix 1777635912)" },
	func() string { return "logs from 23:59:58 to 00:00:03 show the gap" },
	func() string { return "2026-05-01 13:45:12.123 UTC [4121] LOG:  checkpoint complete" },
	func() string { return "TIMESTAMP 20260501T134512Z, duration 00:12:07.5" },
	func() string { return "ssh-keygen says SHA256:" + rnd(alnum+"+/", 43) + " for the host key" },
	func() string { return "the bot is @" + rnd(lower, 6) + "_bot on Telegram" },
	func() string { return "ratio 4:3, score 21:17, verse Psalm 23:4" },
	func() string { return "The password field is 64 chars max; the password policy is in Okta." },
}

func macAddr(sep string) string {
	var p []string
	for range 6 {
		p = append(p, rnd(hexs, 2))
	}
	return strings.Join(p, sep)
}

func ipv6() string {
	return "2001:db8:" + rnd(hexs, 3) + "::" + rnd(hexs, 4) + ":" + rnd(hexs, 2)
}

func tunedVendors() []Sample {
	var out []Sample
	for _, v := range vendors {
		for i := range 12 {
			snip, secrets := v.gen()
			f := formats[i%len(formats)]
			if vendorMultiline(v.cat) && f != "note" && f != "chat" {
				f = "chat"
			}
			line := snip
			if (f == "note" || f == "chat") && rng.IntN(2) == 0 {
				line = pick([]string{"the " + v.cat + " one is ", "try ", ""}) + snip
			}
			text := contain(f, v.name, line, snip)
			if vendorMultiline(v.cat) {
				text = pick([]string{"", "key below\n"}) + snip + pick([]string{"", "\nthanks"})
			}
			out = append(out, Sample{Category: "vendor-" + v.cat, Format: f, Text: text, Secrets: secrets})
		}
	}
	for i := range 60 {
		t := fmt.Sprint(1000000+rng.IntN(9000000000)) + ":AA" + rnd(b64url, 33)
		if i%2 == 1 {
			t = base64.RawStdEncoding.EncodeToString([]byte(fmt.Sprint(1+rng.IntN(9))+rnd(digits, 17))) + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
		}
		out = append(out, Sample{Category: "prose-paste", Format: "chat", Text: fmt.Sprintf(proseWordings[i%len(proseWordings)], t), Secrets: []string{t}})
	}
	for i := range 96 {
		kind := pick(splitKinds)
		s := pick([]func() string{
			func() string { return rnd(alnum, 32+rng.IntN(16)) },
			func() string { return "ghp_" + rnd(alnum, 36) },
			func() string { return rnd(hexs, 40) },
			func() string { return password() + rnd(alnum, 6) },
			func() string { return fmt.Sprint(1000000+rng.IntN(9000000000)) + ":AA" + rnd(b64url, 33) },
		})()
		cut := len(s)/2 + rng.IntN(5) - 2
		a, b := s[:cut], s[cut:]
		out = append(out, Sample{Category: "split-secret", Format: "two-lines", Text: wrapTuned(splitWordings[i%len(splitWordings)](kind, a, b)), Secrets: []string{a, b}})
	}
	for i := range 4 * len(vendorTraps) {
		out = append(out, Sample{Category: "trap:look-alike", Format: "note", Text: wrapTuned(vendorTraps[i%len(vendorTraps)]())})
	}
	return out
}
