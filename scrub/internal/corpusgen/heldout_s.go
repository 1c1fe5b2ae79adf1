package main

// heldout_s*.go is a blind held-out part, written by an author who read neither the scrubber's
// rules nor any other part of the corpus: only the Sample type, the shared rng and the
// character-set constants of main.go. Every sample comes from a generator (random values, many
// wordings, many surroundings), so the same seed writes the same file and no string is a copy of
// another part's.

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

func heldoutS() []Sample {
	c := &hsCorpus{}
	// the four shapes the brief asks for by name
	hsDiscordTokens(c)
	hsLoginPairs(c)
	hsSplitKeys(c)
	hsKeyIDs(c)
	// everything else a person pastes
	hsCloudKeys(c)
	hsGitTokens(c)
	hsChatTokens(c)
	hsPaymentKeys(c)
	hsSaaSKeys(c)
	hsDBURLs(c)
	hsJWTs(c)
	hsPrivateKeys(c)
	hsBasicAuth(c)
	hsProsePasswords(c)
	hsWifi(c)
	hsPins(c)
	hsTOTP(c)
	hsRecoveryCodes(c)
	hsConnStrings(c)
	hsEnvFiles(c)
	hsKubeSecrets(c)
	hsCommands(c)
	// look-alikes that must come back unchanged
	hsTraps(c)
	hsTrapsMore(c)
	hsTrapsNear(c)
	return c.out
}

// ---------------------------------------------------------------------------------------------
// the corpus and its checks

type hsCorpus struct{ out []Sample }

// hsS builds a sample; no secrets makes it a trap.
func hsS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hsK adds substrings that must survive.
func hsK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hsCheck(s Sample) error {
	if s.Text == "" || s.Category == "" || s.Format == "" {
		return fmt.Errorf("heldout-s: incomplete sample %+v", s)
	}
	for _, x := range s.Secrets {
		if len(x) < 4 {
			return fmt.Errorf("heldout-s: secret %q too short", x)
		}
		if !strings.Contains(s.Text, x) {
			return fmt.Errorf("heldout-s: secret %q not in text %q", x, s.Text)
		}
		// a short secret must not also occur by chance inside other text
		if len(x) < 12 && strings.Count(s.Text, x) != 1 {
			return fmt.Errorf("heldout-s: short secret %q occurs more than once", x)
		}
	}
	if len(s.Keep) > 0 && len(s.Secrets) == 0 {
		return fmt.Errorf("heldout-s: keep without secrets")
	}
	for _, k := range s.Keep {
		if !strings.Contains(s.Text, k) {
			return fmt.Errorf("heldout-s: keep %q not in text", k)
		}
		for _, x := range s.Secrets {
			if strings.Contains(k, x) || strings.Contains(x, k) {
				return fmt.Errorf("heldout-s: keep %q overlaps secret %q", k, x)
			}
		}
	}
	return nil
}

// each writes n samples, taking the generators in turn; a generator whose random values made an
// invalid sample (a short secret that also occurs elsewhere) is run again.
func (c *hsCorpus) each(n int, fs ...func() Sample) {
	for i := 0; i < n; i++ {
		f := fs[i%len(fs)]
		var err error
		for try := 0; try < 200; try++ {
			s := f()
			if err = hsCheck(s); err == nil {
				c.out = append(c.out, s)
				break
			}
		}
		if err != nil {
			panic(err)
		}
	}
}

// all writes one sample from every generator.
func (c *hsCorpus) all(fs ...func() Sample) { c.each(len(fs), fs...) }

// ---------------------------------------------------------------------------------------------
// random helpers

const (
	hsStd    = alnum + "+/"
	hsPwSyms = "!#$%&*+-=?@^_~"
	hsBech32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	hsB58    = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	hsFence  = "```"
)

func hsR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hsN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hsP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hsCoin() bool { return rng.IntN(2) == 0 }

func hsBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hsB64(n int) string  { return base64.StdEncoding.EncodeToString(hsBytes(n)) }
func hsHex(n int) string  { return hsR(hexs, n) }
func hsHexU(n int) string { return hsR("0123456789ABCDEF", n) }

func hsNum(n int) string { return hsR("123456789", 1) + hsR(digits, n-1) }

func hsUUID() string {
	return hsHex(8) + "-" + hsHex(4) + "-4" + hsHex(3) + "-" + hsR("89ab", 1) + hsHex(3) + "-" + hsHex(12)
}

func hsIP() string {
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", hsN(0, 20), hsN(1, 254))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d", hsN(0, 40), hsN(0, 255), hsN(1, 254))
	case 2:
		return fmt.Sprintf("172.%d.%d.%d", hsN(16, 31), hsN(0, 255), hsN(1, 254))
	}
	return fmt.Sprintf("203.0.113.%d", hsN(1, 254))
}

func hsDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", hsN(22, 25), hsN(1, 12), hsN(1, 28))
}

func hsTime() string { return fmt.Sprintf("%02d:%02d", hsN(7, 22), hsN(0, 59)) }

func hsStamp() string {
	return fmt.Sprintf("%sT%s:%02d.%03dZ", hsDate(), hsTime(), hsN(0, 59), hsN(0, 999))
}

func hsCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// ---------------------------------------------------------------------------------------------
// pools of ordinary words

var hsNames = []string{"Priya", "Mateo", "Wei", "Olga", "Kwame", "Sofia", "Hiroshi", "Fatima", "Lars",
	"Aisha", "Diego", "Mei", "Tomasz", "Ana", "Yusuf", "Ingrid", "Ravi", "Zanele", "Jonas", "Camille",
	"Dmitri", "Leila", "Bjorn", "Nkechi", "Marco", "Sun-hee", "Emre", "Chloe", "Tariq", "Hannah"}

var hsUsers = []string{"admin", "root", "ops", "deploy", "jenkins", "svc_backup", "pi", "ubnt",
	"administrator", "sa", "postgres", "app_user", "jdoe", "m.garcia", "kiosk", "support", "it-admin",
	"netadmin", "operator", "reporting", "grafana", "svc-ci", "tech", "manager", "backup"}

var hsDevices = []string{"router", "NAS", "printer", "core switch", "firewall", "NVR", "iDRAC",
	"iLO", "UPS web panel", "Synology", "pfSense box", "Proxmox host", "UniFi controller",
	"OPNsense", "Mikrotik", "access point", "PBX", "label printer", "door controller", "Jenkins"}

var hsHosts = []string{"db-prod-02.internal", "nas.home.lan", "staging-api.acme.io",
	"gitlab.corp.example", "build-07.ci.local", "vpn.example.org", "pg-replica-1.eu-west.internal",
	"mail.example.net", "jump01.ops.example.com", "kiosk-3.store.local", "grafana.int.example.io",
	"erp-test.example.de", "files.example.co.uk", "redis-cache-01", "mq.backend.svc"}

var hsProjects = []string{"billing-prod", "acme-analytics", "ml-sandbox-4471", "hr-portal",
	"data-lake-eu", "mobile-backend", "ci-runners", "payments-staging", "crm-sync", "iot-fleet"}

var hsDomains = []string{"example.com", "example.org", "acme.io", "contoso.com", "initech.net",
	"globex.dev", "umbrella.example", "hooli.example", "stark.example", "wayne.example"}

var hsWords = []string{"sunflower", "marbella", "tiger", "bluebird", "dragon", "kestrel", "maple",
	"pumpkin", "falcon", "coffee", "orange", "snowball", "rocket", "gandalf", "pepper",
	"lighthouse", "cactus", "jupiter", "monkey", "cobalt", "biscuit", "hazel", "tornado",
	"walrus", "lemon", "mustang", "nebula", "otter", "rainbow", "harbor", "juniper", "pickle",
	"saturn", "velvet", "whisky", "zebra", "copper", "meadow", "panda", "raven", "summit",
	"thunder", "violet", "waffle", "anchor", "blossom", "canyon", "domino", "ember", "fjord"}

var hsPetNames = []string{"Bella", "Max", "Luna", "Charlie", "Milo", "Coco", "Rocky", "Nala",
	"Simba", "Oscar", "Teddy", "Loki", "Pixel", "Mochi", "Bruno"}

var hsChatLines = []string{"ok thanks, trying now", "did that work?", "yep, all green now",
	"lunch at 12:30?", "I'll update the ticket after", "ping me when the deploy finishes",
	"works now, cheers", "let me know if the VPN drops again", "brb, coffee",
	"merging after CI passes", "can we move standup to 10?", "thanks a lot!",
	"I'm off tomorrow, Ravi covers", "restarting the service now", "looks good to me",
	"the dashboard is back", "who owns the staging cluster?", "sorry, wrong channel",
	"will do", "great, closing the incident"}

var hsLogLines = []string{"INFO server listening on :8080", "INFO health check ok",
	"WARN slow query took 1830ms", "INFO worker 3 started", "DEBUG cache miss for key user:42",
	"INFO shutting down gracefully", "INFO migrations up to date", "WARN retrying in 5s (attempt 2/5)"}

// hsChat wraps a message the way chat apps copy it.
func hsChat(msg string) string {
	name := hsP(hsNames...)
	switch rng.IntN(7) {
	case 0:
		return fmt.Sprintf("[%s] <%s> %s", hsTime(), strings.ToLower(name), msg)
	case 1:
		return fmt.Sprintf("%s: %s", name, msg)
	case 2:
		return fmt.Sprintf("%s  %d:%02d %s\n%s", name, hsN(1, 12), hsN(0, 59), hsP("AM", "PM"), msg)
	case 3:
		return fmt.Sprintf("[%02d/%02d/%02d, %s:%02d] %s: %s", hsN(1, 28), hsN(1, 12), hsN(22, 25), hsTime(), hsN(0, 59), name, msg)
	case 4:
		return fmt.Sprintf("**%s** — Today at %s\n%s", name, hsTime(), msg)
	case 5:
		return fmt.Sprintf("%s %s: %s", hsTime(), name, msg)
	}
	return msg
}

// ---------------------------------------------------------------------------------------------
// passwords

func hsLeet(s string) string {
	r := strings.NewReplacer("a", hsP("4", "@"), "e", "3", "o", "0", "i", "1", "s", hsP("$", "5"))
	return r.Replace(s)
}

func hsHumanPw() string {
	w := hsP(hsWords...)
	w2 := hsP(hsWords...)
	sym := hsP("!", "#", "$", "@", "*", "?", "&", "%")
	switch rng.IntN(11) {
	case 0:
		return hsCap(w) + fmt.Sprint(hsN(1975, 2025)) + sym
	case 1:
		return w + sym + hsR(digits, hsN(2, 4))
	case 2:
		return hsCap(hsLeet(w)) + hsR(digits, 2)
	case 3:
		return hsCap(w) + hsCap(w2) + hsR(digits, 1) + sym
	case 4:
		return w + "-" + w2 + "-" + hsP(hsWords...) + hsR(digits, 1)
	case 5:
		return hsP(hsPetNames...) + fmt.Sprintf("%02d%02d", hsN(1, 28), hsN(1, 12)) + sym
	case 6:
		return hsP("Winter", "Summer", "Spring", "Autumn", "Herbst", "Verano") + fmt.Sprint(hsN(19, 25)) + sym + sym
	case 7:
		return hsCap(w) + "_" + hsR(digits, 3) + sym
	case 8:
		return hsP("Qwerty", "Asdf", "Zxcv") + sym + fmt.Sprint(hsN(2018, 2025)) + hsCap(w2[:3])
	case 9:
		return hsCap(w) + "." + hsCap(w2) + "." + hsR(digits, 2)
	}
	return hsLeet(w) + hsLeet(w2) + sym
}

func hsRandPw() string {
	n := hsN(10, 20)
	p := hsR(alnum, 1) + hsR(alnum+alnum+hsPwSyms, n-2) + hsR(alnum+"!?#", 1)
	return p
}

func hsPw() string {
	if rng.IntN(10) < 6 {
		return hsHumanPw()
	}
	return hsRandPw()
}

// hsURLPw is a password that can sit in a URL's userinfo as written.
func hsURLPw() string {
	switch rng.IntN(4) {
	case 0:
		return hsR(alnum, hsN(14, 28))
	case 1:
		return hsCap(hsP(hsWords...)) + hsR(digits, 3) + "%21"
	case 2:
		return hsR(alnum, 8) + "%40" + hsR(alnum, 6)
	}
	return hsR(alnum+"-_.~", hsN(16, 32))
}

// hsQuote wraps a password for a shell the way people do.
func hsQuote(p string) string {
	if strings.ContainsAny(p, hsPwSyms+"!") {
		return "'" + p + "'"
	}
	return p
}

// ---------------------------------------------------------------------------------------------
// tokens in real formats

func hsSnowflake() string {
	switch rng.IntN(3) {
	case 0:
		return hsR("12", 1) + hsR(digits, 18)
	case 1:
		return hsR("456789", 1) + hsR(digits, 17)
	}
	return hsR("3456789", 1) + hsR(digits, 16)
}

func hsDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hsSnowflake()))
	tail := 27
	if hsCoin() {
		tail = 38
	}
	return id + "." + hsR("GHXY", 1) + hsR(b64url, 5) + "." + hsR(b64url, tail)
}

func hsDiscordHookURL() (string, string) {
	tok := hsR(b64url, 68)
	host := hsP("discord.com", "discordapp.com", "ptb.discord.com")
	return "https://" + host + "/api/webhooks/" + hsSnowflake() + "/" + tok, tok
}

func hsTelegram() string { return hsNum(hsN(9, 10)) + ":AA" + hsR(b64url, 33) }

func hsSlackBot() string {
	return "xoxb-" + hsNum(hsN(10, 13)) + "-" + hsNum(13) + "-" + hsR(alnum, 24)
}

func hsSlackUser() string {
	return "xoxp-" + hsNum(hsN(10, 13)) + "-" + hsNum(hsN(10, 13)) + "-" + hsNum(13) + "-" + hsHex(32)
}

func hsSlackApp() string {
	return "xapp-1-A" + hsR(upper+digits, 10) + "-" + hsNum(13) + "-" + hsHex(64)
}

func hsSlackHook() (string, string) {
	sec := hsR(alnum, 24)
	return "https://hooks.slack.com/services/T" + hsR(upper+digits, hsN(8, 10)) + "/B" + hsR(upper+digits, hsN(8, 10)) + "/" + sec, sec
}

func hsGHP() string  { return hsP("ghp_", "gho_", "ghu_", "ghs_", "ghr_") + hsR(alnum, 36) }
func hsGHFG() string { return "github_pat_11" + hsR(upper+digits, 20) + "_" + hsR(alnum, 59) }
func hsGLPAT() string {
	return hsP("glpat-", "glpat-", "gldt-", "glrt-") + hsR(alnum+"-_", 20)
}
func hsAKID() string      { return hsP("AKIA", "AKIA", "ASIA") + hsR(upper+"234567", 16) }
func hsAWSSecret() string { return hsR(alnum+"+/", 40) }
func hsGCPKey() string    { return "AIza" + hsR(b64url, 35) }
func hsOpenAI() string {
	if rng.IntN(3) == 0 {
		return "sk-" + hsR(alnum, 20) + "T3BlbkFJ" + hsR(alnum, 20)
	}
	return "sk-proj-" + hsR(b64url, 74) + "T3BlbkFJ" + hsR(b64url, 74)
}
func hsAnthropic() string { return "sk-ant-api03-" + hsR(b64url, 93) + "AA" }
func hsStripe() string {
	if hsCoin() {
		return hsP("sk_live_", "rk_live_", "sk_test_") + "51" + hsR(alnum, 97)
	}
	return hsP("sk_live_", "rk_live_") + hsR(alnum, 24)
}
func hsAzureAccountKey() string { return hsB64(64) }
func hsAzureClientSecret() string {
	return hsR(alnum, 3) + "8Q~" + hsR(alnum+"_.~-", 34)
}
func hsSendGrid() string { return "SG." + hsR(b64url, 22) + "." + hsR(b64url, 43) }
func hsNpm() string      { return "npm_" + hsR(alnum, 36) }
func hsHF() string       { return "hf_" + hsR(alnum, 34) }

// hsLongToken is a long token of the kind a chat app or a terminal wraps.
func hsLongToken() string {
	switch rng.IntN(10) {
	case 0:
		return hsOpenAI()
	case 1:
		return hsGHFG()
	case 2:
		return hsAnthropic()
	case 3:
		return hsAzureAccountKey()
	case 4:
		return hsSlackUser()
	case 5:
		return hsSendGrid()
	case 6:
		return "pypi-AgEIcHlwaS5vcmc" + hsR(b64url, 120)
	case 7:
		return hsSlackBot()
	case 8:
		return "hvs.CAESI" + hsR(b64url, 88)
	}
	return "dop_v1_" + hsHex(64)
}

// hsJWT is a signed JSON web token with a plausible payload.
func hsJWT() string {
	alg := hsP("HS256", "RS256", "ES256")
	head := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if alg != "HS256" && hsCoin() {
		head = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, hsHex(16))
	}
	iat := 1700000000 + rng.IntN(60000000)
	body := fmt.Sprintf(`{"sub":"%s","name":"%s","role":"%s","iat":%d,"exp":%d}`,
		hsP(hsUUID(), hsNum(8), strings.ToLower(hsP(hsNames...))), hsP(hsNames...),
		hsP("admin", "user", "service", "editor"), iat, iat+hsP(900, 3600, 86400))
	sigLen := 32
	switch alg {
	case "RS256":
		sigLen = 256
	case "ES256":
		sigLen = 64
	}
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(head)) + "." + enc.EncodeToString([]byte(body)) + "." + enc.EncodeToString(hsBytes(sigLen))
}

// hsWrap splits s into lines of n.
func hsWrap(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

// hsSSHString is an SSH wire-format string.
func hsSSHString(b []byte) []byte {
	var l [4]byte
	binary.BigEndian.PutUint32(l[:], uint32(len(b)))
	return append(l[:], b...)
}

// hsEd25519 returns a key pair from rng.
func hsEd25519() (ed25519.PublicKey, ed25519.PrivateKey) {
	priv := ed25519.NewKeyFromSeed(hsBytes(32))
	return priv.Public().(ed25519.PublicKey), priv
}

// hsSSHPub is an ssh-ed25519 public key line.
func hsSSHPub(comment string) string {
	pub, _ := hsEd25519()
	blob := append(hsSSHString([]byte("ssh-ed25519")), hsSSHString(pub)...)
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(blob) + " " + comment
}

// hsOpenSSHPrivate is an unencrypted OpenSSH ed25519 private key; it returns the lines of its body.
func hsOpenSSHPrivate(comment string) []string {
	pub, priv := hsEd25519()
	pubBlob := append(hsSSHString([]byte("ssh-ed25519")), hsSSHString(pub)...)
	check := hsBytes(4)
	var sec []byte
	sec = append(sec, check...)
	sec = append(sec, check...)
	sec = append(sec, hsSSHString([]byte("ssh-ed25519"))...)
	sec = append(sec, hsSSHString(pub)...)
	sec = append(sec, hsSSHString(priv)...)
	sec = append(sec, hsSSHString([]byte(comment))...)
	for i := byte(1); len(sec)%8 != 0; i++ {
		sec = append(sec, i)
	}
	var b []byte
	b = append(b, []byte("openssh-key-v1\x00")...)
	b = append(b, hsSSHString([]byte("none"))...)
	b = append(b, hsSSHString([]byte("none"))...)
	b = append(b, hsSSHString(nil)...)
	b = append(b, 0, 0, 0, 1)
	b = append(b, hsSSHString(pubBlob)...)
	b = append(b, hsSSHString(sec)...)
	return hsWrap(base64.StdEncoding.EncodeToString(b), 70)
}

// hsECPrivate is the body of a SEC1 P-256 private key (the public point is random, not derived).
func hsECPrivate() []string {
	var b []byte
	b = append(b, 0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20)
	b = append(b, hsBytes(32)...)
	b = append(b, 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07)
	b = append(b, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04)
	b = append(b, hsBytes(64)...)
	return hsWrap(base64.StdEncoding.EncodeToString(b), 64)
}

// hsPKCS8Ed25519 is the one-line body of a PKCS#8 ed25519 private key.
func hsPKCS8Ed25519() string {
	b := []byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}
	return base64.StdEncoding.EncodeToString(append(b, hsBytes(32)...))
}

// hsRSAPrivate is the body of an RSA private key of the given DER length (random after the header).
func hsRSAPrivate(pkcs8 bool) []string {
	var b []byte
	if pkcs8 {
		b = []byte{0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa8}
	}
	b = append(b, 0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00)
	n := 1190 - len(b)
	b = append(b, hsBytes(n)...)
	return hsWrap(base64.StdEncoding.EncodeToString(b), 64)
}

// hsBIP39 is a small slice of the BIP-39 English word list.
var hsBIP39 = []string{"abandon", "ability", "able", "about", "above", "absent", "absorb",
	"abstract", "absurd", "abuse", "access", "accident", "account", "accuse", "achieve", "acid",
	"acoustic", "acquire", "across", "act", "action", "actor", "actress", "actual", "adapt",
	"add", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic",
	"affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air",
	"airport", "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow",
	"almost", "alone", "alpha", "already", "also", "alter", "always", "amateur", "amazing",
	"among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle", "angry",
	"animal", "ankle", "announce", "annual", "another", "answer", "antenna", "antique",
	"anxiety", "any", "apart", "apology", "appear", "apple", "approve", "april", "arch",
	"arctic", "area", "arena", "argue", "arm", "armed", "armor", "army", "around", "arrange",
	"arrest", "arrive", "arrow", "art", "artefact", "artist", "artwork", "ask", "aspect",
	"assault", "asset", "assist", "assume", "asthma", "athlete", "atom", "attack", "attend",
	"bacon", "badge", "bag", "balance", "balcony", "ball", "bamboo", "banana", "banner",
	"cabbage", "cabin", "cable", "cactus", "cage", "cake", "call", "calm", "camera", "camp",
	"dad", "damage", "damp", "dance", "danger", "daring", "dash", "daughter", "dawn", "day",
	"eager", "eagle", "early", "earn", "earth", "easily", "east", "easy", "echo", "ecology",
	"fabric", "face", "faculty", "fade", "faint", "faith", "fall", "false", "fame", "family",
	"gadget", "gain", "galaxy", "gallery", "game", "gap", "garage", "garbage", "garden",
	"habit", "hair", "half", "hammer", "hamster", "hand", "happy", "harbor", "hard", "harsh",
	"zebra", "zero", "zone", "zoo", "youth", "young", "yellow", "wrist", "write", "wrong"}

func hsSeedPhrase(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = hsP(hsBIP39...)
	}
	return strings.Join(w, " ")
}
