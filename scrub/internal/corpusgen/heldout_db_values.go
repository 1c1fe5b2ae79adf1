package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Pools of ordinary words and random value makers for the heldout-db part.

var (
	hdbUsers   = []string{"deploy", "ops", "tfadmin", "ansible", "svc-terraform", "ci-runner", "jenkins", "dbadmin", "ubuntu", "packer", "provisioner", "mkowalski", "aferreira", "jdoe", "lnguyen", "sre-bot", "platform", "automation"}
	hdbPeople  = []string{"Marta", "Jonas", "Priya", "Tomasz", "Aiko", "Rafael", "Chloé", "Sven", "Nadia", "Kwame", "Lucía", "Dmitri", "Hannah", "Oskar", "Fatima", "Ben", "Yusuf", "Ingrid"}
	hdbEnvs    = []string{"prod", "staging", "dev", "qa", "sandbox", "preprod", "uat"}
	hdbRegions = []string{"us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2", "us-west-2", "eu-north-1", "sa-east-1", "ap-northeast-1"}
	hdbOrgs    = []string{"acme-platform", "northwind-infra", "globex-ops", "initech-cloud", "umbrella-core", "hooli-devops", "vandelay-it", "stark-sre"}
	hdbDomains = []string{"acme.io", "northwind.dev", "globex.net", "initech.co", "example-corp.com", "hooli.xyz", "vandelay.eu", "starkind.cloud"}
	hdbApps    = []string{"billing", "checkout", "ledger", "search", "notifier", "reports", "gateway", "identity", "orders", "inventory"}
	hdbWords   = []string{"lisboa", "harbour", "tangerine", "falcon", "granite", "orchid", "kestrel", "marble", "pelican", "juniper", "sierra", "copper", "nimbus", "walnut", "aurora", "basalt", "fjord", "lantern", "bonsai", "quartz", "zephyr", "saffron", "tundra", "puffin", "oslo", "porto", "mango", "glacier"}
	hdbSSIDs   = []string{"ACME-Edge", "warehouse-5G", "Lab_IoT", "store-42-backoffice", "NW-Guest-Ops", "factory-floor", "kiosk-net", "POS_WLAN"}
)

func hdbN(lo, hi int) int                { return lo + rng.IntN(hi-lo+1) }
func hdbR(set string, lo, hi int) string { return rnd(set, hdbN(lo, hi)) }
func hdbCoin() bool                      { return rng.IntN(2) == 0 }
func hdbOf(xs ...string) string          { return xs[rng.IntN(len(xs))] }
func hdbHex(n int) string                { return rnd(hexs, n) }
func hdbNum(n int) string                { return rnd("123456789", 1) + rnd(digits, n-1) }
func hdbEnv() string                     { return pick(hdbEnvs) }
func hdbRegion() string                  { return pick(hdbRegions) }
func hdbOrg() string                     { return pick(hdbOrgs) }
func hdbDomain() string                  { return pick(hdbDomains) }
func hdbApp() string                     { return pick(hdbApps) }
func hdbPerson() string                  { return pick(hdbPeople) }
func hdbUser() string                    { return pick(hdbUsers) }
func hdbAcct() string                    { return hdbNum(12) }
func hdbSha() string                     { return hdbHex(40) }

func hdbUUID() string {
	return hdbHex(8) + "-" + hdbHex(4) + "-4" + hdbHex(3) + "-" + hdbOf("8", "9", "a", "b") + hdbHex(3) + "-" + hdbHex(12)
}

func hdbIP() string { return fmt.Sprintf("10.%d.%d.%d", rng.IntN(60), rng.IntN(250), 2+rng.IntN(250)) }

func hdbHost(role string) string {
	return fmt.Sprintf("%s-%s-%02d.%s", role, hdbEnv(), 1+rng.IntN(12), hdbDomain())
}

func hdbDate() string { return fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28)) }

func hdbStamp() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", hdbDate(), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func hdbCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hdbLeet(s string) string {
	r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
	if hdbCoin() {
		return hdbCap(r.Replace(s))
	}
	return r.Replace(hdbCap(s))
}

func hdbBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hdbB64(n int) string { return base64.StdEncoding.EncodeToString(hdbBytes(n)) }

// hdbPw is a password a person or a generator would pick; no quotes, backslashes or braces.
func hdbPw() string {
	w := pick(hdbWords)
	switch rng.IntN(7) {
	case 0:
		return hdbCap(w) + hdbOf("#", "!", "@", "$", "%", "*", "&") + fmt.Sprint(2019+rng.IntN(7))
	case 1:
		return w + "-" + pick(hdbWords) + "-" + rnd(digits, hdbN(1, 3))
	case 2:
		return hdbR(alnum, 14, 28)
	case 3:
		return rnd(alnum, 2) + hdbR(alnum+"!#%*-_.+=^~", 14, 26)
	case 4:
		return hdbCap(w) + rnd(digits, hdbN(2, 4)) + hdbOf("!", "?", "#", "$")
	case 5:
		return hdbLeet(w) + hdbOf("_", ".", "&", "+") + hdbLeet(pick(hdbWords)) + rnd(digits, 1)
	default:
		return rnd(upper, 1) + hdbR(lower, 3, 5) + hdbR(digits, 2, 3) + hdbOf("!", "#", "%") + hdbR(alnum, 4, 8)
	}
}

// hdbPwURL is a password safe inside a URL's user info.
func hdbPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hdbR(alnum, 16, 30)
	case 1:
		return hdbCap(pick(hdbWords)) + hdbOf("-", "_", ".") + pick(hdbWords) + rnd(digits, hdbN(2, 4))
	default:
		return rnd(alnum, 3) + hdbR(alnum+"-_.~", 12, 24)
	}
}

// hdbGenPw is what terraform's random_password or a vault generator prints.
func hdbGenPw() string { return rnd(alnum, 2) + hdbR(alnum+"!#$%&*()-_=+[]<>:?", 14, 30) }

func hdbWifi() string {
	if hdbCoin() {
		return hdbCap(pick(hdbWords)) + hdbOf("-", "_", "") + pick(hdbWords) + rnd(digits, hdbN(2, 4))
	}
	return hdbR(alnum, 12, 20)
}

func hdbAKIA() string      { return "AKIA" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func hdbAWSSecret() string { return rnd(alnum+"+/", 40) }
func hdbAWSSession() string {
	return "IQoJb3JpZ2luX2Vj" + rnd("EFGHIJ", 1) + hdbR(alnum+"+/", 220, 340) + hdbOf("", "=", "==")
}
func hdbLTAI() string     { return "LTAI5t" + rnd(alnum, 18) }
func hdbAKIDTx() string   { return "AKID" + rnd(alnum, 32) }
func hdbGHP() string      { return hdbOf("ghp_", "ghp_", "gho_", "ghs_") + rnd(alnum, 36) }
func hdbGHFine() string   { return "github_pat_" + rnd(upper+digits, 22) + "_" + rnd(alnum, 59) }
func hdbGLPAT() string    { return "glpat-" + rnd(alnum+"-_", 20) }
func hdbTFC() string      { return rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67) }
func hdbVaultTok() string { return hdbOf("hvs.", "hvs.", "s.") + rnd(alnum, 24) }
func hdbAzSecret() string {
	return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_.~-", 34)
}
func hdbDOTok() string    { return "dop_v1_" + hdbHex(64) }
func hdbCFTok() string    { return rnd(alnum+"-_", 40) }
func hdbHcloud() string   { return rnd(alnum, 64) }
func hdbLinode() string   { return hdbHex(64) }
func hdbDDApi() string    { return hdbHex(32) }
func hdbDDApp() string    { return hdbHex(40) }
func hdbNpm() string      { return "npm_" + rnd(alnum, 36) }
func hdbDocker() string   { return "dckr_pat_" + rnd(b64url, 27) }
func hdbPulumi() string   { return "pul-" + hdbHex(40) }
func hdbSendgrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hdbSentry() string   { return "sntryu_" + hdbHex(64) }
func hdbGrafana() string  { return "glsa_" + rnd(alnum, 32) + "_" + hdbHex(8) }
func hdbGOCSPX() string   { return "GOCSPX-" + rnd(b64url, 28) }
func hdbStripe() string {
	return hdbOf("sk_live_", "rk_live_", "sk_live_") + hdbOf("51"+rnd(alnum, 97), rnd(alnum, 24))
}
func hdbSlackBot() string {
	return "xoxb-" + hdbNum(hdbN(10, 13)) + "-" + hdbNum(hdbN(10, 13)) + "-" + rnd(alnum, 24)
}
func hdbTailscale() string {
	return "tskey-auth-k" + rnd(alnum, hdbN(10, 12)) + "CNTRL-" + rnd(alnum, hdbN(30, 34))
}
func hdbK3s() string     { return "K10" + hdbHex(64) + "::server:" + hdbHex(32) }
func hdbKubeadm() string { return rnd(lower+digits, 6) + "." + rnd(lower+digits, 16) }
func hdbTOTP() string    { return rnd(b32, pick([]int{16, 32})) }
func hdbPIN(n int) string {
	return rnd(digits, n)
}
func hdbPyPI() string { return "pypi-AgEIcHlwaS5vcmc" + hdbR(b64url, 120, 170) }
func hdbVaultLicense() string {
	return "02MV4UU43BK5HGYYTOJZWFQMTMNNEWU33JJ" + hdbR(upper+digits, 160, 240)
}
func hdbRecovery() string { return hdbHex(5) + "-" + hdbHex(5) }
func hdbDjango() string   { return hdbR(lower+digits+"!@#%^&*-_=+", 50, 50) }

func hdbSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdbR(upper+digits, 8, 10) + "/B" + hdbR(upper+digits, 8, 10) + "/" + rnd(alnum, 24)
}

func hdbDiscordHook() string {
	return "https://" + hdbOf("discord.com", "discordapp.com", "discord.com") + "/api/webhooks/" + hdbNum(hdbN(18, 19)) + "/" + rnd(b64url, 68)
}

func hdbTeamsHook() string {
	return "https://" + strings.Split(hdbOrg(), "-")[0] + ".webhook.office.com/webhookb2/" + hdbUUID() + "@" + hdbUUID() +
		"/IncomingWebhook/" + hdbHex(32) + "/" + hdbUUID()
}

// hdbDiscordBot is a bot token: base64 of the bot's id, a timestamp part and an HMAC part.
func hdbDiscordBot() string {
	id := hdbNum(hdbN(17, 19))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hdbSnowflake() string { return hdbNum(hdbN(17, 19)) }

func hdbPEMLines(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(rnd(alnum+"+/", 64) + "\n")
	}
	b.WriteString(hdbR(alnum+"+/", 20, 60) + hdbOf("", "=", "==") + "\n")
	return b.String()
}

// hdbRSAKey is a PEM private key block without a trailing newline.
func hdbRSAKey() string {
	kind := hdbOf("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	head := "MIIE" + rnd(alnum+"+/", 60)
	if kind == "EC PRIVATE KEY" {
		head = "MHcCAQEEI" + rnd(alnum+"+/", 55)
	}
	return "-----BEGIN " + kind + "-----\n" + head + "\n" + hdbPEMLines(hdbN(3, 6)) + "-----END " + kind + "-----"
}

func hdbPubKey(who string) string {
	if hdbCoin() {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " " + who
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 300) + " " + who
}

func hdbCert() string {
	return "-----BEGIN CERTIFICATE-----\nMIID" + rnd(alnum+"+/", 60) + "\n" + hdbPEMLines(hdbN(4, 7)) + "-----END CERTIFICATE-----"
}

func hdbJWT(sub, ns string) string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + rnd(b64url, 43) + `"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"` + ns +
		`","kubernetes.io/serviceaccount/service-account.name":"` + sub + `","sub":"system:serviceaccount:` + ns + ":" + sub + `"}`))
	return h + "." + p + "." + rnd(b64url, 342)
}

// hdbGSA is a Google service account key file; the private key's newlines are JSON-escaped.
type hdbGSA struct {
	JSON, KeyID, Key, Email, Project, ClientID string
}

func hdbNewGSA(indent string) hdbGSA {
	proj := hdbOf("acme", "nw", "globex", "initech", "hooli") + "-" + hdbEnv() + "-" + rnd(digits, 6)
	name := hdbOf("terraform", "tf-deployer", "ci-deploy", "packer-builder", "ansible-gcp", "pulumi-sa")
	g := hdbGSA{KeyID: hdbHex(40), Project: proj, Email: name + "@" + proj + ".iam.gserviceaccount.com", ClientID: hdbNum(21)}
	g.Key = strings.ReplaceAll("-----BEGIN PRIVATE KEY-----\nMIIEv"+rnd(alnum+"+/", 59)+"\n"+hdbPEMLines(hdbN(4, 7))+"-----END PRIVATE KEY-----\n", "\n", `\n`)
	lines := []string{
		"{",
		`  "type": "service_account",`,
		`  "project_id": "` + g.Project + `",`,
		`  "private_key_id": "` + g.KeyID + `",`,
		`  "private_key": "` + g.Key + `",`,
		`  "client_email": "` + g.Email + `",`,
		`  "client_id": "` + g.ClientID + `",`,
		`  "auth_uri": "https://accounts.google.com/o/oauth2/auth",`,
		`  "token_uri": "https://oauth2.googleapis.com/token"`,
		"}",
	}
	g.JSON = strings.Join(lines, "\n"+indent)
	return g
}

// hdbFence is a markdown code fence.
const hdbFence = "```"
