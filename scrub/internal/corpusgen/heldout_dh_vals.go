package main

// Random values for heldout-dh: people, clients, hosts, and credentials in their vendors' formats.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	hdhUp     = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hdhLo     = "abcdefghijklmnopqrstuvwxyz"
	hdhDig    = "0123456789"
	hdhHexL   = "0123456789abcdef"
	hdhHexU   = "0123456789ABCDEF"
	hdhAlnum  = hdhUp + hdhLo + hdhDig
	hdhB64url = hdhAlnum + "-_"
	hdhB64    = hdhAlnum + "+/"
	hdhB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hdhSym    = "!#@$%&*?_.-+"
)

func hdhRnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

// hdhN is a random int in [lo, hi].
func hdhN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdhPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hdhPickN(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hdhOdds(p float64) bool { return rng.Float64() < p }

func hdhCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

var (
	hdhFirst = []string{"Marta", "Jonas", "Aiko", "Chiara", "Léa", "Piotr", "Inês", "Kenji", "Olena",
		"Rafael", "Sanne", "Mehmet", "Zofia", "Tomás", "Yuki", "Bruno", "Hanna", "Farid", "Ingrid",
		"Dmitri", "Paula", "Sven", "Amira", "Lucas", "Nadia", "Greta", "Hugo", "Mei", "Joana", "Emre"}
	hdhLast = []string{"Kowalska", "Meyer", "Tanaka", "Rossi", "Dubois", "Nowak", "Ferreira", "Sato",
		"Shevchenko", "Ortega", "de Vries", "Yilmaz", "Novak", "Lindqvist", "Haddad", "Moreau",
		"Bianchi", "Jansen", "Costa", "Wójcik", "Berg", "Lopez", "Schmitt", "Fischer"}
	hdhClients = []string{"Holtmann Medical", "Vireo Games", "Kestrel Bank", "Norda Furniture",
		"Alvear Pharma", "Pixelhaven", "Brightwell Legal", "Ostra Foods", "Tidewater Insurance",
		"Calder Robotics", "Lumen Optics", "Sorrento Travel", "Arbor Energy", "Quillfeather Books"}
	hdhAgencies = []string{"LinguaBridge", "Polyglot Works", "Transcreo", "Wordhaus", "Babelfold",
		"Lexica Partners", "Tradumo", "Sprachwerk", "Parolla", "VerbaNova"}
	hdhPairs = []string{"EN>DE", "EN>FR", "DE>EN", "EN>ja-JP", "FR>NL", "EN>pt-BR", "EN>es-419",
		"IT>EN", "EN>PL", "EN>zh-CN", "EN>ko-KR", "SV>EN", "EN>TR", "ES>EN", "EN>UK"}
	hdhWords = []string{"lisboa", "glossar", "tandem", "kestrel", "amber", "harbour", "velvet",
		"pixel", "orchid", "falcon", "meridian", "koala", "sunday", "granit", "oliva", "tinta",
		"atlas", "bruma", "nordlicht", "mosaic", "papaya", "quill", "zephyr", "lantern", "castanha",
		"wasabi", "tulipan", "fjord", "cedro", "marmot"}
	hdhCities = []string{"Lisboa", "Gdansk", "Leuven", "Porto", "Sevilla", "Krakow", "Bergen",
		"Trieste", "Nantes", "Utrecht", "Kyoto", "Busan", "Tartu", "Lyon", "Graz", "Ghent"}
)

func hdhName() string   { return hdhFirst[rng.IntN(len(hdhFirst))] }
func hdhFull() string   { return hdhName() + " " + hdhLast[rng.IntN(len(hdhLast))] }
func hdhClient() string { return hdhClients[rng.IntN(len(hdhClients))] }
func hdhAgency() string { return hdhAgencies[rng.IntN(len(hdhAgencies))] }
func hdhPair() string   { return hdhPairs[rng.IntN(len(hdhPairs))] }
func hdhWord() string   { return hdhWords[rng.IntN(len(hdhWords))] }

// hdhSlug turns "Kestrel Bank" into "kestrelbank" or "kestrel-bank".
func hdhSlug(s, sep string) string {
	r := strings.NewReplacer(" ", sep, "é", "e", "ê", "e", "ó", "o", "ô", "o")
	return strings.ToLower(r.Replace(s))
}

func hdhDomain() string { return hdhDomainOf(hdhAgency()) }

func hdhDomainOf(agency string) string {
	return hdhSlug(agency, "") + hdhPick(".com", ".eu", ".de", ".pt", ".nl", ".co.uk")
}

func hdhHost(dom string) string {
	return hdhPick("memoq", "tms", "ftp", "sftp", "files", "cat", "portal", "gs", "nas") + "." + dom
}

// hdhUser is a login name for a person.
func hdhUser(first string) string {
	f := strings.ToLower(hdhSlug(first, ""))
	f = strings.NewReplacer("á", "a", "ê", "e", "é", "e", "ó", "o", "ś", "s").Replace(f)
	switch rng.IntN(4) {
	case 0:
		return f
	case 1:
		return f + "." + strings.ToLower(hdhRnd(hdhLo, 1)+hdhPick("k", "m", "s", "n"))
	case 2:
		return "fl_" + f + hdhRnd(hdhDig, 2)
	}
	return f[:1] + strings.ToLower(hdhPick("meyer", "rossi", "nowak", "costa", "berg", "sato"))
}

func hdhEmail(first, dom string) string { return hdhUser(first) + "@" + dom }

func hdhUUID() string {
	return hdhRnd(hdhHexL, 8) + "-" + hdhRnd(hdhHexL, 4) + "-4" + hdhRnd(hdhHexL, 3) + "-" +
		hdhPick("8", "9", "a", "b") + hdhRnd(hdhHexL, 3) + "-" + hdhRnd(hdhHexL, 12)
}

// hdhHumanPw is a password a person made up.
func hdhHumanPw() string {
	switch rng.IntN(6) {
	case 0:
		return hdhPick(hdhCities...) + hdhPick("#", "!", "@", "_", ".", "$") + fmt.Sprint(hdhN(2018, 2026))
	case 1:
		return hdhWord() + "-" + hdhWord() + "-" + fmt.Sprint(hdhN(1, 99))
	case 2:
		return hdhRnd(hdhUp+hdhLo, 1) + hdhRnd(hdhAlnum+hdhSym, hdhN(11, 19))
	case 3:
		return hdhCap(hdhWord()) + hdhRnd(hdhDig, hdhN(2, 4)) + hdhPick("!", "#", "*", "$")
	case 4:
		w := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(hdhWord())
		return hdhCap(w) + hdhRnd(hdhDig, hdhN(2, 3)) + hdhPick("", "!", "%")
	}
	return hdhCap(hdhWord()) + hdhCap(hdhWord()) + hdhRnd(hdhDig, 2) + hdhPick("!", "&", "")
}

// hdhMachinePw is a generated password.
func hdhMachinePw() string {
	return hdhRnd(hdhUp+hdhLo, 1) + hdhRnd(hdhAlnum+hdhPick("", "-_", "!#%"), hdhN(13, 27))
}

// hdhPw is a password that does not end in sentence punctuation, so prose around it stays clear.
func hdhPw() string {
	if hdhOdds(0.6) {
		return hdhTidy(hdhHumanPw())
	}
	return hdhTidy(hdhMachinePw())
}

func hdhTidy(pw string) string {
	for strings.ContainsAny(pw[len(pw)-1:], ".?-_,") {
		pw = pw[:len(pw)-1] + hdhRnd(hdhAlnum, 1)
	}
	return pw
}

func hdhPIN(n int) string { return hdhRnd("123456789", 1) + hdhRnd(hdhDig, n-1) }

func hdhDeepL() string {
	if hdhOdds(0.6) {
		return hdhUUID() + ":fx"
	}
	return hdhUUID()
}

func hdhGoogleKey() string  { return "AIza" + hdhRnd(hdhB64url, 35) }
func hdhAzureKey() string   { return hdhRnd(hdhHexL, 32) }
func hdhAWSID() string      { return hdhPick("AKIA", "AKIA", "ASIA") + hdhRnd(hdhUp+"234567", 16) }
func hdhAWSSecret() string  { return hdhRnd(hdhB64, 40) }
func hdhAliID() string      { return "LTAI" + hdhRnd(hdhAlnum, hdhPickN(20, 20, 16)) }
func hdhAliSecret() string  { return hdhRnd(hdhAlnum, 30) }
func hdhTcID() string       { return "AKID" + hdhRnd(hdhAlnum, 32) }
func hdhTcSecret() string   { return hdhRnd(hdhAlnum, 32) }
func hdhLokalise() string   { return hdhRnd(hdhHexL, 40) }
func hdhPhrase() string     { return hdhRnd(hdhHexL, 64) }
func hdhCrowdin() string    { return hdhRnd(hdhHexL, 80) }
func hdhTransifex() string  { return "1/" + hdhRnd(hdhHexL, 40) }
func hdhGhp() string        { return "ghp_" + hdhRnd(hdhAlnum, 36) }
func hdhMailgun() string    { return "key-" + hdhRnd(hdhHexL, 32) }
func hdhSendGrid() string   { return "SG." + hdhRnd(hdhB64url, 22) + "." + hdhRnd(hdhB64url, 43) }
func hdhGOCSPX() string     { return "GOCSPX-" + hdhRnd(hdhB64url, 28) }
func hdhHF() string         { return "hf_" + hdhRnd(hdhAlnum, 34) }
func hdhContentful() string { return "CFPAT-" + hdhRnd(hdhB64url, 43) }
func hdhYandex() string     { return "AQVN" + hdhRnd(hdhB64url, 36) }
func hdhRefresh() string {
	return "1//0" + hdhPick("3", "4", "6", "9") + hdhRnd(hdhB64url, hdhN(90, 100))
}
func hdhDropbox() string { return "sl." + hdhRnd(hdhB64url, hdhN(130, 140)) }
func hdhFernet() string {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.URLEncoding.EncodeToString(b)
}
func hdhHex(n int) string { return hdhRnd(hdhHexL, n) }

func hdhGithubPAT() string {
	if hdhOdds(0.5) {
		return hdhGhp()
	}
	return "github_pat_11" + hdhRnd(hdhUp+hdhDig, 20) + "_" + hdhRnd(hdhAlnum, 59)
}

func hdhOpenAI() string {
	return "sk-proj-" + hdhRnd(hdhB64url, hdhN(40, 70)) + "T3BlbkFJ" + hdhRnd(hdhB64url, hdhN(40, 70))
}

func hdhAnthropic() string { return "sk-ant-api03-" + hdhRnd(hdhB64url, 93) + "AA" }

func hdhStripe() string {
	return hdhPick("sk_live_", "rk_live_") + "51" + hdhRnd(hdhAlnum, hdhN(30, 97))
}

func hdhMSSecret() string {
	return hdhRnd(hdhAlnum, 3) + hdhRnd(hdhDig, 1) + "Q~" + hdhRnd(hdhAlnum+"-_.~", 34)
}

func hdhSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdhRnd(hdhUp+hdhDig, hdhN(8, 10)) + "/B" +
		hdhRnd(hdhUp+hdhDig, hdhN(8, 10)) + "/" + hdhRnd(hdhAlnum, 24)
}

func hdhSlackBot() string {
	return "xoxb-" + hdhRnd(hdhDig, hdhN(11, 13)) + "-" + hdhRnd(hdhDig, 13) + "-" + hdhRnd(hdhAlnum, 24)
}

func hdhDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hdhPIN(hdhN(18, 19)) + "/" + hdhRnd(hdhB64url, 68)
}

func hdhTeamsHook(org string) string {
	return "https://" + org + ".webhook.office.com/webhookb2/" + hdhUUID() + "@" + hdhUUID() +
		"/IncomingWebhook/" + hdhHex(32) + "/" + hdhUUID() + "/V2" + hdhRnd(hdhB64url, 43)
}

func hdhZapier() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdhPIN(hdhN(7, 8)) + "/" + hdhRnd(hdhLo+hdhDig, 6) + "/"
}

func hdhTOTP() string {
	s := hdhRnd(hdhB32, hdhPickN(16, 32, 32))
	if hdhOdds(0.4) {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hdhRecovery() string {
	if hdhOdds(0.5) {
		return hdhHex(5) + "-" + hdhHex(5)
	}
	return hdhRnd(hdhDig, 4) + " " + hdhRnd(hdhDig, 4)
}

func hdhLicence() string {
	n := hdhN(4, 6)
	g := make([]string, n)
	for i := range g {
		g[i] = hdhRnd(hdhUp+hdhDig, 5)
	}
	return strings.Join(g, "-")
}

func hdhJWT(sub string) string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(`{"alg":"` + hdhPick("HS256", "RS256") + `","typ":"JWT"}`))
	p := enc.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		sub, 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(9000000), hdhPick("jobs:rw", "portal", "api", "tm.read"))))
	return h + "." + p + "." + hdhRnd(hdhB64url, 43)
}

// hdhPEM is a private key block; kind is "RSA PRIVATE KEY", "PRIVATE KEY" or "OPENSSH PRIVATE KEY".
func hdhPEM(kind string) string {
	w, first := 64, "MIIE"+hdhPick("v", "o", "p")+"AIBADANBgkqhkiG9w0BAQEFAASC"
	if kind == "RSA PRIVATE KEY" {
		first = "MIIE" + hdhPick("p", "o", "g") + "AIBAAKCAQEA"
	}
	if kind == "OPENSSH PRIVATE KEY" {
		w, first = 70, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"
	}
	lines := []string{"-----BEGIN " + kind + "-----", first + hdhRnd(hdhB64, w-len(first))}
	for i, n := 0, hdhN(4, 9); i < n; i++ {
		lines = append(lines, hdhRnd(hdhB64, w))
	}
	lines = append(lines, hdhRnd(hdhB64, hdhN(8, 50))+hdhPick("", "=", "=="), "-----END "+kind+"-----")
	return strings.Join(lines, "\n")
}

// hdhDiscordBot is a Discord bot token: base64 of the bot's id, a timestamp part and an HMAC.
func hdhDiscordBot() string {
	id := hdhPIN(hdhN(17, 19))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hdhRnd(hdhB64url, 6) + "." +
		hdhRnd(hdhB64url, hdhPickN(27, 38, 38))
}

func hdhDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdhN(2023, 2026), hdhN(1, 12), hdhN(1, 28))
}

// hdhClock gives increasing chat times from a random start.
func hdhClock() func() string {
	m := hdhN(7*60, 17*60)
	return func() string {
		m += hdhN(0, 9)
		return fmt.Sprintf("%02d:%02d", m/60, m%60)
	}
}

func hdhTime() string { return fmt.Sprintf("%02d:%02d", hdhN(7, 19), hdhN(0, 59)) }
