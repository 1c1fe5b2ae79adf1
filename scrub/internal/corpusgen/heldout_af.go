package main

// heldout_af*.go is a blind part: written by an author who read neither the scrubber's rules
// nor any other part, from knowledge of real credential formats and of how enterprise IT and
// SaaS administrators write (Microsoft 365, Okta, SAP, ServiceNow, Windows, backup and
// monitoring tools, printers, legacy ERP). Every value is drawn at random by generators.

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf16"
)

// hafGen is one generator and how many samples it gives.
type hafGen struct {
	n int
	f func() Sample
}

func heldoutAF() []Sample {
	var groups [][]hafGen
	groups = append(groups, hafShapeGens(), hafProseGens(), hafConfigGens(), hafCodeGens(),
		hafSaasGens(), hafTrapGens(), hafTrapGens2())
	var out []Sample
	for _, g := range groups {
		for _, gen := range g {
			for i := 0; i < gen.n; i++ {
				s := gen.f()
				for _, sec := range s.Secrets {
					if sec == "" || !strings.Contains(s.Text, sec) {
						panic(fmt.Sprintf("heldout-af: secret %q not in text of %s/%s", sec, s.Category, s.Format))
					}
				}
				for _, k := range s.Keep {
					if !strings.Contains(s.Text, k) {
						panic(fmt.Sprintf("heldout-af: keep %q not in text of %s/%s", k, s.Category, s.Format))
					}
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// ---- small helpers ----

const hafSyms = "!@#$%&*?-_=+."

func hafR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hafP[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

// hafCycCount keeps, per switch, how many times it ran, so every case comes up in turn.
var hafCycCount = map[string]int{}

// hafCyc walks the cases of a switch in turn (with a random start), so that every variant is
// covered even when a generator runs only a few times.
func hafCyc(key string, n int) int {
	c, ok := hafCycCount[key]
	if !ok {
		c = rng.IntN(n)
	}
	hafCycCount[key] = c + 1
	return c % n
}

// hafN is a random int in [lo, hi].
func hafN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hafSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hafTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hafKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

// hafF fills %s-style templates; a short alias for fmt.Sprintf.
func hafF(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// ---- people, hosts, places ----

var hafFirst = []string{"Jana", "Lukas", "Sophie", "Mehmet", "Claire", "Julien", "Lucía", "Javier", "Sanne", "Daan",
	"Haruto", "Yuki", "Anna", "Thomas", "Priya", "Marek", "Ingrid", "Pieter", "Carmen", "Kenji", "Aylin", "Oliver"}
var hafLast = []string{"Müller", "Schneider", "Dubois", "Lefèvre", "García", "Martínez", "de Vries", "Jansen",
	"Tanaka", "Suzuki", "Novak", "Weber", "Bakker", "Moreau", "Fernández", "Yamamoto", "Hoffmann", "Kowalski"}
var hafDomains = []string{"CORP", "CONTOSO", "EMEA", "FABRIKAM", "HQ", "NORDWERK", "ACMEAG"}
var hafMailDom = []string{"contoso.com", "fabrikam.de", "nordwerk-gmbh.de", "acme-industries.fr", "grupo-iberia.es",
	"vandenberg.nl", "tokai-seiki.co.jp", "example-corp.com"}
var hafSvcUsers = []string{"svc_backup", "svc-veeam", "svc_sql", "svc_scan", "svc-zabbix", "svc_sharepoint", "svc-prtg",
	"svc_rfc_bw", "svc-intune", "svc_jira", "svc-snow-mid", "svc_print", "svc-adsync", "svc_nagios"}
var hafAdmins = []string{"admin", "Administrator", "root", "sysadmin", "adm.mueller", "a-jdupont", "admin_tanaka",
	"sapadmin", "DDIC", "QSECOFR", "nagiosadmin", "prtgadmin", "manager", "itadmin", "localadmin"}
var hafHosts = []string{"srv-dc01", "SRV-FS02", "sapprd01", "SAPQAS", "veeam-br01", "zbx-proxy-fra", "nagios01",
	"prtg-core", "mfp-3og-west", "as400prod", "sql-erp-02", "mid-server-01", "adfs01", "print01", "jira-dc-01",
	"conf-node2", "exch-hybrid", "wsus01", "rds-gw", "fw-branch-lyon"}
var hafCities = []string{"Frankfurt", "Lyon", "Madrid", "Utrecht", "Osaka", "Hamburg", "Paris", "Sevilla", "Eindhoven", "Nagoya"}

func hafName() string { return hafP(hafFirst) + " " + hafP(hafLast) }

func hafFirstName() string { return hafP(hafFirst) }

func hafHost() string {
	return hafP(hafHosts) + hafP([]string{"", ".corp.contoso.com", ".emea.local", ".fabrikam.de", ".int.nordwerk.net"})
}

func hafEmail() string {
	u := strings.ToLower(hafP([]string{"j.mueller", "c.dubois", "l.garcia", "s.devries", "h.tanaka", "it-servicedesk",
		"t.weber", "m.novak", "p.bakker", "k.yamamoto", "helpdesk", "a.fernandez"}))
	return u + "@" + hafP(hafMailDom)
}

func hafIP() string { return hafF("10.%d.%d.%d", hafN(0, 60), hafN(0, 254), hafN(2, 250)) }

func hafDate() string {
	return hafF("2024-%02d-%02d", hafN(1, 12), hafN(1, 28))
}

func hafTime() string { return hafF("%02d:%02d:%02d", hafN(0, 23), hafN(0, 59), hafN(0, 59)) }

// ---- ids and look-alikes ----

func hafGUID() string {
	return hafR(hexs, 8) + "-" + hafR(hexs, 4) + "-4" + hafR(hexs, 3) + "-" + hafP([]string{"8", "9", "a", "b"}) +
		hafR(hexs, 3) + "-" + hafR(hexs, 12)
}

func hafGUIDUp() string { return strings.ToUpper(hafGUID()) }

func hafSID() string {
	return hafF("S-1-5-21-%d-%d-%d-%d", hafN(1000000000, 4200000000), hafN(1000000000, 4200000000),
		hafN(100000000, 4200000000), hafN(500, 25000))
}

func hafThumb() string { return strings.ToUpper(hafR(hexs, 40)) }

// ---- passwords ----

var hafWords = []string{"Sommer", "Winter", "Herbst", "Tigerente", "Blumenkohl", "Zugspitze", "Rheinblick", "Soleil",
	"Montagne", "Fraise", "Girasol", "Tortuga", "Fiets", "Tulpen", "Molen", "Sakura", "Fujisan", "Falcon", "Kaffee",
	"Marmelade", "Eisbaer", "Lavande", "Paella", "Stroopwafel", "Kirsche", "Nebel", "Orca", "Zebra", "Bretzel",
	"Schatzkiste", "Papillon", "Mariposa", "Hagelslag", "Kitsune", "Donau", "Brandung", "Leuchtturm"}

// hafHumanPw is a password a person chose: words, digits, a symbol.
func hafHumanPw() string {
	w := hafP(hafWords)
	switch hafCyc("hafHumanPw#0", 7) {
	case 0:
		return w + hafF("%d", hafN(2015, 2026)) + hafP([]string{"!", "#", "$", "?", "*"})
	case 1:
		return w + hafP([]string{"#", "_", "-", "!", "."}) + hafP(hafWords) + hafF("%d", hafN(1, 99))
	case 2:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + hafF("%d", hafN(10, 999))
	case 3:
		return strings.ToLower(w) + hafF("%02d", hafN(1, 31)) + strings.ToUpper(hafP(hafWords)[:3]) + hafP([]string{"!", "%", "&"})
	case 4:
		return hafF("%d", hafN(1, 9)) + hafP(hafWords) + hafP([]string{"&", "+", "/"}) + hafP(hafWords) + hafF("%d", hafN(0, 9))
	case 5:
		return w + "_" + hafP(hafCities) + hafF("%d", hafN(10, 99)) + "!"
	default:
		return hafP([]string{"Q", "Z", "K", "X"}) + strings.ToLower(w) + hafF("%d", hafN(100, 9999)) + hafP([]string{"$", "#", "?"})
	}
}

// hafRandPw is a generated password, as LAPS or a password manager would make.
func hafRandPw(n int) string {
	for {
		p := hafR(alnum+hafSyms, n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) &&
			!strings.ContainsAny(p[:1]+p[n-1:], ".-_=+") {
			return p
		}
	}
}

// hafAnyPw mixes human and random passwords.
func hafAnyPw() string {
	if rng.IntN(2) == 0 {
		return hafHumanPw()
	}
	return hafRandPw(hafN(12, 20))
}

// ---- vendor-shaped secrets ----

func hafSnowflake() string {
	n := hafP([]int{17, 18, 18, 19, 19, 19})
	first := "1"
	if n < 19 {
		first = hafR("123456789", 1)
	}
	return first + hafR(digits, n-1)
}

func hafDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hafSnowflake()))
	return id + "." + hafR(b64url, 6) + "." + hafR(b64url, hafP([]int{27, 27, 38}))
}

func hafDiscordWebhook() string {
	return "https://discord.com/api/webhooks/" + hafSnowflake() + "/" + hafR(b64url, 68)
}

func hafB64(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hafAWSID() string     { return hafP([]string{"AKIA", "AKIA", "ASIA"}) + hafR(upper+"234567", 16) }
func hafAWSSecret() string { return hafR(alnum+"/+", 40) }
func hafGCPKey() string    { return "AIza" + hafR(b64url, 35) }
func hafAzureSecret() string {
	return hafR(alnum, 3) + "8Q~" + hafR(alnum+"-_.~", 34)
}
func hafAzureStorageKey() string { return hafB64(64) }
func hafGHP() string             { return hafP([]string{"ghp_", "gho_", "ghs_"}) + hafR(alnum, 36) }
func hafGHFine() string          { return "github_pat_11" + hafR(upper+digits, 20) + "_" + hafR(alnum, 59) }
func hafGLPat() string           { return "glpat-" + hafR(b64url, 20) }
func hafSlackBot() string {
	return hafP([]string{"xoxb-", "xoxp-"}) + hafR(digits, 12) + "-" + hafR(digits, 13) + "-" + hafR(alnum, 24)
}
func hafSlackHook() string {
	return "https://hooks.slack.com/services/T" + hafR(upper+digits, 10) + "/B" + hafR(upper+digits, 10) + "/" + hafR(alnum, 24)
}
func hafTelegram() string {
	return hafF("%d", hafN(1000000000, 7999999999)) + ":AA" + hafR(b64url, 33)
}
func hafStripe() string {
	return hafP([]string{"sk_live_", "rk_live_"}) + hafR(alnum, hafP([]int{24, 34, 99}))
}
func hafOkta() string { return "00" + hafR(b64url, 40) }
func hafAtlassian() string {
	return "ATATT3xFfGF0" + hafR(b64url, 170) + "=" + hafR("0123456789ABCDEF", 8)
}
func hafJiraPAT() string {
	return base64.StdEncoding.EncodeToString([]byte(hafR(digits, 12) + ":" + string(hafRawBytes(21))))
}
func hafRawBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}
func hafSendGrid() string { return "SG." + hafR(b64url, 22) + "." + hafR(b64url, 43) }
func hafTwilioKey() string {
	return "SK" + hafR(hexs, 32)
}
func hafSFConsumerSecret() string { return strings.ToUpper(hafR(hexs, 64)) }
func hafSFToken() string          { return hafR(alnum, 24) }
func hafZabbixToken() string      { return hafR(hexs, 64) }
func hafTOTP() string             { return hafR(b32, hafP([]int{16, 32, 32})) }
func hafTeamsHook() string {
	return "https://" + strings.ToLower(hafP(hafDomains)) + ".webhook.office.com/webhookb2/" + hafGUID() + "@" + hafGUID() +
		"/IncomingWebhook/" + hafR(hexs, 32) + "/" + hafGUID()
}
func hafBitLocker() string {
	var g []string
	for i := 0; i < 8; i++ {
		g = append(g, hafF("%06d", 11*hafN(0, 65535)))
	}
	return strings.Join(g, "-")
}
func hafJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","typ":"JWT","kid":"` + hafR(alnum, 20) + `"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(hafF(`{"aud":"api://%s","iss":"https://sts.windows.net/%s/","iat":%d,"oid":"%s","upn":"%s"}`,
		hafGUID(), hafGUID(), hafN(1700000000, 1760000000), hafGUID(), hafEmail())))
	return h + "." + p + "." + hafR(b64url, 342)
}

// hafPEM is a private key block; lines of 64.
func hafPEM() string {
	kind := hafP([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	n := 6 + rng.IntN(8)
	if kind == "EC PRIVATE KEY" {
		n = 3
	}
	body := hafB64(48 * n)
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
}

func hafOpenSSHPriv() string {
	body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + hafR(alnum+"+/", 210)
	var lines []string
	for len(body) > 70 {
		lines = append(lines, body[:70])
		body = body[70:]
	}
	lines = append(lines, body)
	return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
}

// hafGPPCpassword is a Group Policy Preferences cpassword (AES, published key): base64 without padding.
func hafGPPCpassword() string {
	return strings.TrimRight(hafB64(hafP([]int{16, 32, 48})), "=")
}

// hafUnattendB64 encodes a password as unattend.xml does when PlainText is false.
func hafUnattendB64(pw, suffix string) string {
	u := utf16.Encode([]rune(pw + suffix))
	b := make([]byte, 0, 2*len(u))
	for _, c := range u {
		b = append(b, byte(c), byte(c>>8))
	}
	return base64.StdEncoding.EncodeToString(b)
}

// hafWrap splits s at a point so both halves are long enough to look like data.
func hafWrap(s string) (string, string) {
	cut := len(s)/2 + hafN(-len(s)/6, len(s)/6)
	return s[:cut], s[cut:]
}
