package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The third held-out part ("heldout-c"), written before the rules were changed for issue 35
// and never tuned on: real credential formats from many vendors (most with no keyword beside
// them), secrets pasted in prose, secrets split over two labelled lines, and ordinary notes
// full of look-alikes (MAC and IPv6 addresses, UUIDs, commit hashes, timestamps, password
// manager brand names). Its wordings, surroundings and generators are its own; the tuned part
// gets separate ones for the same classes.

// hcFormat is a credential format: a natural snippet holding one and what must not survive.
type hcFormat struct {
	name      string
	multiline bool
	gen       func() (string, []string)
}

func one(s string) []string { return []string{s} }

func hcRaw(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hcPEMBody(lines int) []string {
	var out []string
	for range lines {
		out = append(out, base64.StdEncoding.EncodeToString(hcRaw(48)))
	}
	return out
}

var hcFormats = []hcFormat{
	{"telegram-bot", false, func() (string, []string) {
		t := fmt.Sprintf("%d", 100000000+rng.IntN(8999999999)) + ":AA" + rnd(b64url, 33)
		return t, one(t)
	}},
	{"discord-bot", false, func() (string, []string) {
		id := base64.RawStdEncoding.EncodeToString([]byte("1" + rnd(digits, 18)))
		t := id + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
		return t, one(t)
	}},
	{"discord-webhook", false, func() (string, []string) {
		tok := rnd(b64url, 68)
		return "https://discord.com/api/webhooks/1" + rnd(digits, 18) + "/" + tok, one(tok)
	}},
	{"azure-storage-conn", false, func() (string, []string) {
		k := base64.StdEncoding.EncodeToString(hcRaw(64))
		return "DefaultEndpointsProtocol=https;AccountName=acme" + rnd(lower, 5) + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net", one(k)
	}},
	{"azure-sas-url", false, func() (string, []string) {
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(base64.StdEncoding.EncodeToString(hcRaw(32)))
		return "https://acme" + rnd(lower, 4) + ".blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=" + sig, one(sig)
	}},
	{"azure-ad-client-secret", false, func() (string, []string) {
		s := rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_~.-", 34)
		return s, one(s)
	}},
	{"gcp-service-account", true, func() (string, []string) {
		body := hcPEMBody(6)
		key := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
		return "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics-" + rnd(digits, 6) + "\",\n  \"private_key_id\": \"" + rnd(hexs, 40) + "\",\n  \"private_key\": \"" + key + "\",\n  \"client_email\": \"etl@acme-analytics.iam.gserviceaccount.com\"\n}", body
	}},
	{"twilio-api-key", false, func() (string, []string) { s := "SK" + rnd(hexs, 32); return s, one(s) }},
	{"twilio-auth-token", false, func() (string, []string) {
		s := rnd(hexs, 32)
		return "TWILIO_ACCOUNT_SID=AC" + rnd(hexs, 32) + "\nTWILIO_AUTH_TOKEN=" + s, one(s)
	}},
	{"sendgrid", false, func() (string, []string) { s := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43); return s, one(s) }},
	{"mailgun", false, func() (string, []string) {
		s := rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
		return "mailgun private key " + s, one(s)
	}},
	{"shopify", false, func() (string, []string) {
		s := pick([]string{"shpat_", "shpss_", "shpca_", "shppa_"}) + rnd(hexs, 32)
		return s, one(s)
	}},
	{"heroku", false, func() (string, []string) { s := "HRKU-AA" + rnd(b64url, 58); return s, one(s) }},
	{"digitalocean", false, func() (string, []string) {
		s := pick([]string{"dop_v1_", "doo_v1_", "dor_v1_"}) + rnd(hexs, 64)
		return s, one(s)
	}},
	{"databricks", false, func() (string, []string) { s := "dapi" + rnd(hexs, 32); return s, one(s) }},
	{"vault", false, func() (string, []string) {
		s := pick([]string{"hvs.", "hvb."}) + rnd(b64url, 24+rng.IntN(70))
		return s, one(s)
	}},
	{"npm", false, func() (string, []string) { s := "npm_" + rnd(alnum, 36); return s, one(s) }},
	{"pypi", false, func() (string, []string) {
		s := "pypi-AgEIcHlwaS5vcmcC" + rnd(b64url, 60+rng.IntN(100))
		return s, one(s)
	}},
	{"doppler", false, func() (string, []string) { s := "dp.st.prd." + rnd(alnum, 43); return s, one(s) }},
	{"postman", false, func() (string, []string) { s := "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34); return s, one(s) }},
	{"figma", false, func() (string, []string) { s := "figd_" + rnd(b64url, 40); return s, one(s) }},
	{"linear", false, func() (string, []string) { s := "lin_api_" + rnd(alnum, 40); return s, one(s) }},
	{"notion", false, func() (string, []string) {
		s := pick([]string{"secret_" + rnd(alnum, 43), "ntn_" + rnd(digits, 11) + rnd(alnum, 35)})
		return s, one(s)
	}},
	{"atlassian", false, func() (string, []string) {
		s := "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + rnd(upper+digits, 8)
		return s, one(s)
	}},
	{"okta", false, func() (string, []string) {
		s := "00" + rnd(b64url, 40)
		return "Authorization: SSWS " + s, one(s)
	}},
	{"newrelic", false, func() (string, []string) {
		s := pick([]string{"NRAK-", "NRII-", "NRJS-"}) + rnd(upper+digits, 27)
		return s, one(s)
	}},
	{"datadog", false, func() (string, []string) {
		s := rnd(hexs, 32)
		return "DD_API_KEY=" + s, one(s)
	}},
	{"sentry-dsn", false, func() (string, []string) {
		s := rnd(hexs, 32)
		return "https://" + s + "@o" + rnd(digits, 6) + ".ingest.sentry.io/" + rnd(digits, 7), one(s)
	}},
	{"sentry-token", false, func() (string, []string) { s := "sntryu_" + rnd(hexs, 64); return s, one(s) }},
	{"jwt-k8s-sa", false, func() (string, []string) {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + rnd(b64url, 43) + `"}`))
		p := base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"ci","sub":"system:serviceaccount:ci:deployer"}`))
		s := h + "." + p + "." + rnd(b64url, 342)
		return s, one(s)
	}},
	{"basic-auth-url", false, func() (string, []string) {
		pw := rnd(alnum, 10) + pick([]string{"!", "$", "_", "~"}) + rnd(digits, 2)
		return "https://builder:" + pw + "@nexus." + rnd(lower, 5) + ".io/repository/maven-releases/", one(pw)
	}},
	{"pem-encrypted", true, func() (string, []string) {
		body := hcPEMBody(8)
		return "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END ENCRYPTED PRIVATE KEY-----", body
	}},
	{"pem-openssh", true, func() (string, []string) {
		body := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
		for range 4 {
			body = append(body, rnd(alnum+"+/", 70))
		}
		return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", body[1:]
	}},
	{"putty-ppk", true, func() (string, []string) {
		pub := hcPEMBody(2)
		priv := []string{base64.StdEncoding.EncodeToString(hcRaw(48)), base64.StdEncoding.EncodeToString(hcRaw(48)), base64.StdEncoding.EncodeToString(hcRaw(24))}
		return "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-2026" + rnd(digits, 4) + "\nPublic-Lines: 2\n" + strings.Join(pub, "\n") +
			"\nPrivate-Lines: 3\n" + strings.Join(priv, "\n") + "\nPrivate-MAC: " + rnd(hexs, 64), priv
	}},
	{"age", false, func() (string, []string) {
		s := "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
		return s, one(s)
	}},
	{"aws-session-token", false, func() (string, []string) {
		s := "IQoJb3JpZ2luX2VjE" + rnd(alnum+"+/", 300+rng.IntN(200)) + "="
		return "aws_session_token = " + s, one(s)
	}},
	{"github-app", false, func() (string, []string) {
		s := pick([]string{"ghs_", "ghu_", "ghr_"}) + rnd(alnum, 36)
		return s, one(s)
	}},
	{"gitlab-runner", false, func() (string, []string) { s := "glrt-" + rnd(b64url, 20); return s, one(s) }},
	{"stripe-restricted", false, func() (string, []string) { s := "rk_live_" + rnd(alnum, 24+rng.IntN(76)); return s, one(s) }},
	{"slack-app", false, func() (string, []string) {
		s := "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
		return s, one(s)
	}},
	{"groq", false, func() (string, []string) { s := "gsk_" + rnd(alnum, 52); return s, one(s) }},
	{"replicate", false, func() (string, []string) { s := "r8_" + rnd(alnum, 37); return s, one(s) }},
	{"grafana-sa", false, func() (string, []string) { s := "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8); return s, one(s) }},
	{"pulumi", false, func() (string, []string) { s := "pul-" + rnd(hexs, 40); return s, one(s) }},
	{"terraform-cloud", false, func() (string, []string) {
		s := rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67)
		return s, one(s)
	}},
	{"dockerhub", false, func() (string, []string) { s := "dckr_pat_" + rnd(b64url, 27); return s, one(s) }},
	{"supabase", false, func() (string, []string) { s := "sbp_" + rnd(hexs, 40); return s, one(s) }},
	{"square", false, func() (string, []string) {
		s := pick([]string{"EAAA" + rnd(b64url, 60), "sq0csp-" + rnd(b64url, 43)})
		return s, one(s)
	}},
	{"mailchimp", false, func() (string, []string) {
		s := rnd(hexs, 32) + "-us" + fmt.Sprint(1+rng.IntN(21))
		return "mailchimp: " + s, one(s)
	}},
	{"brevo", false, func() (string, []string) { s := "xkeysib-" + rnd(hexs, 64) + "-" + rnd(alnum, 16); return s, one(s) }},
	{"dynatrace", false, func() (string, []string) {
		s := "dt0c01." + rnd(upper+digits, 24) + "." + rnd(upper+digits, 64)
		return s, one(s)
	}},
	{"firebase-fcm", false, func() (string, []string) {
		s := "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134)
		return s, one(s)
	}},
	{"mapbox-secret", false, func() (string, []string) {
		s := "sk.eyJ1IjoiYWNtZS" + rnd(b64url, 40) + "." + rnd(b64url, 22)
		return s, one(s)
	}},
	{"langsmith", false, func() (string, []string) { s := "lsv2_pt_" + rnd(hexs, 32) + "_" + rnd(hexs, 10); return s, one(s) }},
	{"tailscale", false, func() (string, []string) {
		s := "tskey-auth-k" + rnd(alnum, 10) + "CNTRL-" + rnd(alnum, 32)
		return s, one(s)
	}},
	{"cloudinary-url", false, func() (string, []string) {
		s := rnd(b64url, 27)
		return "CLOUDINARY_URL=cloudinary://" + rnd(digits, 15) + ":" + s + "@acme-media", one(s)
	}},
	{"airtable", false, func() (string, []string) { s := "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64); return s, one(s) }},
	{"planetscale", false, func() (string, []string) {
		s := pick([]string{"pscale_tkn_", "pscale_pw_"}) + rnd(b64url, 43)
		return s, one(s)
	}},
	{"kubeconfig-client-key", false, func() (string, []string) {
		s := base64.StdEncoding.EncodeToString([]byte("-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(hcPEMBody(3), "\n") + "\n-----END RSA PRIVATE KEY-----\n"))
		return "users:\n- name: admin\n  user:\n    client-key-data: " + s, one(s)
	}},
	{"google-refresh", false, func() (string, []string) { s := "1//0" + rnd(b64url, 99); return s, one(s) }},
	{"azure-devops-pat", false, func() (string, []string) {
		s := rnd("abcdefghijklmnopqrstuvwxyz234567", 52)
		return "AZURE_DEVOPS_EXT_PAT=" + s, one(s)
	}},
}

// hcFrames put a snippet into surroundings; %s is the snippet. The first ones take
// multi-line snippets too.
var hcFrames = []string{
	"Hi team,\n\nthe vendor sent over the sandbox credentials:\n\n%s\n\nBest,\nMarta",
	"$ cat .env.local\n%s\n$ ",
	"On Tue, Mar 3, 2026 at 4:12 PM Alex <alex@acme.io> wrote:\n%s\n\nGot it, will load it tonight.",
	"Pasted from the old laptop before wiping it:\n%s",
	"commit 3f1e: revert config change\n\nThis accidentally committed %s, rotating now.",
	"2026-04-02T09:14:55.812Z WARN retrying upstream with %s (attempt 2/5)",
	"OPS-4411: customer pasted %s into the support form, please purge the attachment.",
	"  • %s ← prod, do not use in staging",
	"ok here it is %s let me know when you've copied it so I can delete this",
	"Can someone tell me if %s is still active? The nightly export broke.",
}

// hcPasteWordings put a keyword-free token into chat prose.
var hcPasteWordings = []string{
	"made the alert bot via BotFather, it gave me %s — where do we keep these?",
	"new bot creds %s (the old one got revoked)",
	"@channel %s is the one the deploy notifier uses now",
	"Testing: curl https://api.telegram.org/bot%s/getMe returns ok",
	"for the record: %s",
}

// hcSplitFrames write a secret in two labelled parts.
var hcSplitFrames = []func(kind, a, b string) string{
	func(kind, a, b string) string {
		return "Chat won't let me paste the whole " + kind + " so here it is in two bits\npart 1: " + a + "\npart 2: " + b
	},
	func(kind, a, b string) string {
		return kind + " (1/2): " + a + "\n" + kind + " (2/2): " + b
	},
	func(kind, a, b string) string {
		return "first half of the " + kind + ": " + a + "\nsecond half: " + b + "\njoin them without a space"
	},
	func(kind, a, b string) string {
		return "Part one of the " + kind + " is " + a + "\nPart two is " + b
	},
	func(kind, a, b string) string {
		return "splitting so the bot doesn't flag it:\n" + kind + " pt1 " + a + "\n" + kind + " pt2 " + b
	},
}

var hcSplitKinds = []string{"api key", "token", "password", "secret", "access key", "PAT"}

// hcNotes are ordinary notes: none holds a credential. %s takes look-alike values.
var hcNotes = []func() string{
	func() string { return "my favourite password manager is 1Password, the family plan is worth it" },
	func() string {
		return "We moved the team password manager from LastPass to " + pick([]string{"Bitwarden", "1Password", "Dashlane", "KeePassXC", "Proton Pass"}) + " in March."
	}, func() string { return "Password manager: 1Password (Engineering vault). Ask Lee for access." },
	func() string { return "the shared passwords are in 1Password under \"Infra\", not in Notion" },
	func() string { return "Is Keeper or 1Password better as a password manager for a team of 12?" },
	func() string { return "password vault is 1Password 8; SSH agent integration works on macOS" },
	func() string { return "printer MAC is " + hcMAC(":") + ", reserved 10.0.4.20 in DHCP" },
	func() string {
		return "Switch port 14 sees " + hcMAC("-") + " and " + hcMAC(":") + "; the second is the camera."
	},
	func() string { return "arp -a shows ? (192.168.1.1) at " + hcMAC(":") + " on en0 ifscope [ethernet]" },
	func() string {
		return "Cisco shows mac " + rnd(hexs, 4) + "." + rnd(hexs, 4) + "." + rnd(hexs, 4) + " on Gi1/0/7"
	},
	func() string { return "link/ether " + hcMAC(":") + " brd ff:ff:ff:ff:ff:ff" },
	func() string {
		return "The gateway answers on " + hcIPv6() + " and fe80::" + rnd(hexs, 4) + ":" + rnd(hexs, 2) + "ff:fe" + rnd(hexs, 2) + ":" + rnd(hexs, 4) + "%eth0"
	},
	func() string { return "AAAA record: api.acme.io -> " + hcIPv6() },
	func() string { return "Allowed range 2001:db8:" + rnd(hexs, 4) + "::/48 and ::1 for loopback." },
	func() string {
		return "Reverted in " + rnd(hexs, 40) + " after the bisect pointed at " + rnd(hexs, 12) + "."
	},
	func() string {
		return "git cherry-pick " + rnd(hexs, 7) + " " + rnd(hexs, 7) + " && git push origin HEAD:release"
	},
	func() string {
		return "Merge pull request #" + rnd(digits, 4) + " from acme/fix-retry (" + rnd(hexs, 40) + ")"
	},
	func() string {
		return "Trace " + hcUUID() + " failed at 2026-03-14T08:22:31.044512Z; retried at 2026-03-14T08:22:36Z."
	},
	func() string {
		return "Job " + hcUUID() + " ran from 12:03:44 to 12:41:09 UTC (epoch 1773489824)"
	},
	func() string { return "Session started Mon, 02 Mar 2026 14:05:33 +0100, ended 15:20:02." },
	func() string {
		return "[2026-02-11 09:41:17,338] INFO worker-3 picked task " + rnd(hexs, 32)
	},
	func() string {
		return "Host key fingerprint: SHA256:" + rnd(alnum+"+/", 43) + " (ED25519)"
	},
	func() string {
		return "PGP fingerprint " + strings.ToUpper(rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4)+"  "+rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4)+" "+rnd(hexs, 4))
	},
	func() string {
		return "The pod web-7d4b9c8f6-" + rnd(lower+digits, 5) + " restarted 3 times; node ip-10-2-3-4."
	},
	func() string { return "integrity sha512-" + rnd(alnum+"+/", 86) + "== for lodash 4.17.21" },
	func() string {
		return "Bot handle is @acme_deploy_bot; BotFather says the name is taken for @acme_bot."
	},
	func() string { return "context window is 200k tokens; we used 143,211 tokens on that run" },
	func() string { return "Aspect 16:9, kickoff 19:30, final score 3:2, see John 3:16." },
	func() string { return "The meeting passcode is on the calendar invite, not here." },
	func() string { return "Rotate the API keys every quarter; the key rotation runbook is in Confluence." },
	func() string {
		return "Order " + rnd(upper+digits, 10) + " shipped via UPS 1Z" + rnd(upper+digits, 16) + "."
	},
	func() string {
		return "arn:aws:iam::" + rnd(digits, 12) + ":role/ci-deployer assumed at 2026-01-20T10:00:00Z"
	},
	func() string { return "image digest sha256:" + rnd(hexs, 64) + " built from " + rnd(hexs, 40)[:10] },
	func() string { return "Wi-Fi SSID is ACME-Guest; the password is printed at reception." },
	func() string { return "My passport expires in 2031 and the boarding pass is in Wallet." },
	func() string { return "He keeps every password in a paper notebook, which is its own risk." },
	func() string { return "The Telegram group is t.me/acme_ops and the Discord is discord.gg/acme." },
	func() string { return "Used a token bucket of 500 tokens per minute; passed all 1,204 tests." },
	func() string {
		return "Volume " + hcUUID() + " attached as /dev/nvme1n1 (serial vol" + rnd(hexs, 17) + ")"
	},
	func() string { return "Bluetooth keyboard " + strings.ToUpper(hcMAC(":")) + " paired with the kiosk." },
}

func hcMAC(sep string) string {
	var p []string
	for range 6 {
		p = append(p, rnd(hexs, 2))
	}
	return strings.Join(p, sep)
}

func hcIPv6() string {
	return "2001:db8:" + rnd(hexs, 4) + ":" + rnd(hexs, 4) + "::" + rnd(hexs, 3) + ":" + rnd(hexs, 4)
}

func hcUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-b" + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// hcSplitSecret makes a secret to split: a token or a password-like string.
func hcSplitSecret(kind string) string {
	if kind == "password" {
		return rnd(alnum+"!#%&", 24)
	}
	return pick([]func() string{
		func() string { return "ghp_" + rnd(alnum, 36) },
		func() string { return rnd(alnum, 40) },
		func() string { return rnd(hexs, 48) },
		func() string { return "sk_live_" + rnd(alnum, 40) },
	})()
}

func heldoutC() []Sample {
	var out []Sample
	for _, f := range hcFormats {
		for range 4 {
			snip, secrets := f.gen()
			frames := hcFrames
			if f.multiline {
				frames = hcFrames[:4]
			}
			out = append(out, Sample{Category: "hc-format", Format: f.name, Text: fmt.Sprintf(pick(frames), snip), Secrets: secrets})
		}
	}
	for i := range 30 {
		tok := fmt.Sprintf("%d", 100000000+rng.IntN(8999999999)) + ":AA" + rnd(b64url, 33)
		if i%3 == 2 {
			tok = base64.RawStdEncoding.EncodeToString([]byte("1"+rnd(digits, 18))) + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
		}
		out = append(out, Sample{Category: "hc-paste", Format: "chat", Text: fmt.Sprintf(hcPasteWordings[i%len(hcPasteWordings)], tok), Secrets: one(tok)})
	}
	for i := range 40 {
		kind := pick(hcSplitKinds)
		s := hcSplitSecret(kind)
		a, b := s[:len(s)/2], s[len(s)/2:]
		out = append(out, Sample{Category: "hc-split", Format: "two-lines", Text: hcSplitFrames[i%len(hcSplitFrames)](kind, a, b), Secrets: []string{a, b}})
	}
	for i := range 4 * len(hcNotes) {
		out = append(out, Sample{Category: "trap:hc-note", Format: "note", Text: hcNotes[i%len(hcNotes)]()})
	}
	return out
}
