package main

// heldout_ar.go: a held-out part written blind (the scrubber's rules never read, the scrubber
// never run), leaning towards Windows and .NET shops. This file holds the entry point, the
// sample helpers and the value generators; the samples are built in heldout_ar_*.go.

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"runtime"
	"strings"
)

type harGen struct {
	n int
	f func() Sample
}

func heldoutAR() []Sample {
	var out []Sample
	seen := map[string]bool{}
	groups := [][]harGen{harShapeGens(), harDotnetGens(), harProseGens(), harCodeGens(), harTrapGens(), harTrapGens2()}
	for _, g := range groups {
		for _, gen := range g {
			for i := 0; i < gen.n; i++ {
				s := gen.f()
				for try := 0; seen[s.Text] && try < 40; try++ {
					s = gen.f()
				}
				if seen[s.Text] {
					continue
				}
				seen[s.Text] = true
				harCheck(s)
				out = append(out, s)
			}
		}
	}
	return out
}

func harCheck(s Sample) {
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-ar: secret %q not in text %q", x, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ar: keep %q not in text %q", k, s.Text))
		}
		for _, x := range s.Secrets {
			if strings.Contains(k, x) || strings.Contains(x, k) {
				panic(fmt.Sprintf("heldout-ar: keep %q overlaps secret %q", k, x))
			}
		}
	}
}

// harS makes a sample with secrets; harK one with secrets and kept lines; harT a trap.
func harS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func harK(cat, format, text string, keep []string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func harT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func harRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

var harCounters = map[uintptr]int{}

// harCycle goes round the n cases of the calling function's switch, so that every case is
// used once a generator runs at least n times.
func harCycle(n int) int {
	pc, _, _, _ := runtime.Caller(1)
	f := runtime.FuncForPC(pc).Entry()
	c := harCounters[f]
	harCounters[f]++
	return c % n
}

func harPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func harNum(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func harDigits(n int) string { return harRnd("123456789", 1) + harRnd(digits, n-1) }

func harHex(n int) string { return harRnd(hexs, n) }

func harHexU(n int) string { return strings.ToUpper(harHex(n)) }

func harGUID() string {
	return harHex(8) + "-" + harHex(4) + "-4" + harHex(3) + "-" + harPick("8", "9", "a", "b") + harHex(3) + "-" + harHex(12)
}

const (
	harB64     = alnum + "+/"
	harSymbols = "!#%*-_@^+="
	harLow32   = "abcdefghijklmnopqrstuvwxyz234567"
)

var harWords = []string{"Tulip", "Kestrel", "Harbor", "Maple", "Orion", "Falcon", "Winter", "Summer", "Autumn",
	"Bluebird", "Granite", "Copper", "Velvet", "Zebra", "Pumpkin", "Marlin", "Cobalt", "Sparrow", "Lantern",
	"Meadow", "Thunder", "Nimbus", "Quartz", "Saffron", "Juniper", "Pelican", "Hazel", "Biscuit", "Mango",
	"Ranger", "Otter", "Cedar", "Tango", "Pirate", "Rocket", "Dolphin", "Waffle", "Sequoia", "Puffin"}

// harHuman is a password a person chose: words, digits and a symbol.
func harHuman() string {
	w := harWords[rng.IntN(len(harWords))]
	w2 := harWords[rng.IntN(len(harWords))]
	y := fmt.Sprint(harNum(2015, 2026))
	switch harCycle(8) {
	case 0:
		return w + harPick("!", "#", "$", "@", "*") + y
	case 1:
		return w + w2 + fmt.Sprint(harNum(10, 99)) + harPick("!", "#", "$", "*")
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + fmt.Sprint(harNum(1, 999))
	case 3:
		return harPick("Welc0me", "P@ssw0rd", "Passw0rd", "Adm1n", "S3cure", "Ch@nge") + harPick("!", "#", "") + y
	case 4:
		l := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(strings.ToLower(w))
		return strings.ToUpper(l[:1]) + l[1:] + harPick("!", "#", "$") + fmt.Sprint(harNum(1, 99))
	case 5:
		return w + "_" + w2 + "_" + fmt.Sprint(harNum(100, 9999))
	case 6:
		return harPick("Contoso", "Fabrikam", "Northwind", "Tailspin") + y + harPick("!", "#", "$$", "*")
	default:
		return w + fmt.Sprint(harNum(1, 9)) + harPick("!", "?", "#", "%") + w2
	}
}

// harRandPw is a generated password; it starts and ends with a letter or digit.
func harRandPw() string {
	n := harNum(12, 22)
	return harRnd(alnum, 1) + harRnd(alnum+harSymbols+alnum, n-2) + harRnd(alnum, 1)
}

// harPw is either kind.
func harPw() string {
	if rng.IntN(2) == 0 {
		return harHuman()
	}
	return harRandPw()
}

// harURLPw is a password safe inside a URL without escaping.
func harURLPw() string {
	if rng.IntN(2) == 0 {
		return harPick(harWords...) + fmt.Sprint(harNum(10, 9999)) + harRnd(alnum, 3)
	}
	return harRnd(alnum, harNum(14, 24))
}

func harDiscord() string {
	id := harDigits(harNum(17, 19))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + harRnd(b64url, 6) + "." + harRnd(b64url, harPick27())
}

func harPick27() int {
	if rng.IntN(2) == 0 {
		return 27
	}
	return 38
}

func harAWSID() string     { return harPick("AKIA", "ASIA") + harRnd(upper+"234567", 16) }
func harAWSSecret() string { return harRnd(harB64, 40) }
func harGCPKey() string    { return "AIza" + harRnd(b64url, 35) }
func harGHP() string       { return harPick("ghp_", "gho_", "ghs_") + harRnd(alnum, 36) }
func harGHFine() string    { return "github_pat_11" + harRnd(upper+digits, 20) + "_" + harRnd(alnum, 59) }
func harGitLab() string    { return "glpat-" + harRnd(b64url, 20) }
func harAzDoPAT() string   { return harRnd(harLow32, 52) }
func harNuGet() string     { return "oy2" + harRnd(lower+digits, 43) }
func harOctopus() string   { return "API-" + harRnd(upper+digits, harNum(26, 32)) }
func harSlackBot() string {
	return harPick("xoxb-", "xoxp-") + harDigits(12) + "-" + harDigits(13) + "-" + harRnd(alnum, 24)
}
func harSlackHook() string {
	return "https://hooks.slack.com/services/T" + harRnd(upper+digits, 10) + "/B" + harRnd(upper+digits, 10) + "/" + harRnd(alnum, 24)
}
func harTelegram() string { return harDigits(10) + ":AA" + harRnd(b64url, 33) }
func harDiscordHook() string {
	return "https://discord.com/api/webhooks/" + harDigits(19) + "/" + harRnd(b64url, 68)
}
func harStripe() string {
	return harPick("sk_live_", "rk_live_", "sk_test_") + harRnd(alnum, harPick24())
}
func harPick24() int      { return []int{24, 34, 99}[rng.IntN(3)] }
func harSendGrid() string { return "SG." + harRnd(b64url, 22) + "." + harRnd(b64url, 43) }
func harAzureStorageKey() string {
	return harRnd(harB64, 86) + "=="
}
func harAzureClientSecret() string {
	return harRnd(alnum, 3) + harRnd(digits, 1) + "Q~" + harRnd(alnum+"_-.~", 34)
}
func harTeamCity() string {
	return "eyJ0eXAiOiAiVENWMiJ9." + harRnd(b64url, 43) + "." + harRnd(b64url, 48)
}
func harJWT() string {
	payload := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"roles":["%s"]}`, harGUID(), harPick("Jane Doe", "svc-orders", "m.keller", "admin"), harNum(1700000000, 1760000000), harPick("Admin", "Reader", "Ops"))
	return "eyJhbGciOiJ" + harPick("IUzI1NiIsInR5cCI6IkpXVCJ9", "SUzI1NiIsInR5cCI6IkpXVCJ9") + "." +
		base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + harRnd(b64url, 43)
}
func harOpenAI() string    { return "sk-proj-" + harRnd(b64url, 48) + "T3BlbkFJ" + harRnd(b64url, 24) }
func harAnthropic() string { return "sk-ant-api03-" + harRnd(b64url, 93) + "AA" }
func harTwilioSID() string { return "AC" + harHex(32) }
func harNpm() string       { return "npm_" + harRnd(alnum, 36) }
func harTOTP() string      { return harRnd(b32, harPick32()) }
func harPick32() int       { return []int{16, 26, 32}[rng.IntN(3)] }
func harMachineKey(n int) string {
	return harHexU(n)
}

// harCpassword is the base64 of an AES-encrypted GPP password, as Groups.xml stores it.
func harCpassword() string {
	b := make([]byte, 16*harNum(1, 3))
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return strings.TrimRight(base64.StdEncoding.EncodeToString(b), "=")
}

// harDPAPI is the hex of a DPAPI blob, as an .rdp file stores "password 51:b:".
func harDPAPI() string {
	b := make([]byte, harNum(150, 230))
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + strings.ToUpper(hex.EncodeToString(b))
}

// harPEMBody returns the base64 lines of a private key body.
func harPEMBody(lines int) []string {
	out := make([]string, lines)
	for i := range out {
		out[i] = harRnd(harB64, 64)
	}
	out[lines-1] = harRnd(harB64, harNum(20, 60)) + harPick("", "=", "==")
	return out
}

var harUsers = []string{"jdoe", "m.keller", "a.novak", "priya.s", "tkowalski", "lfernandez", "ywatanabe", "o.haddad", "svc_orders", "svc-backup", "sqlsvc", "spfarm", "exadmin", "deploy", "buildagent"}
var harHosts = []string{"SQL01", "SQL-PROD-02", "WEB03", "APP-IIS-01", "DC01", "EXCH02", "SP-APP01", "TFS01", "BUILD07", "RDS-GW01", "FS02", "sql-uat.corp.contoso.local", "octo.fabrikam.local", "teamcity.northwind.lan"}
var harDomains = []string{"CORP", "CONTOSO", "FABRIKAM", "NWIND", "TAILSPIN", "WOODGROVE"}
var harDBs = []string{"Orders", "Billing", "Inventory", "HR_Prod", "AdventureWorks2019", "WideWorldImporters", "Sitecore_Core", "ReportServer", "Umbraco", "CRM_MSCRM"}
var harNames = []string{"Anna", "Bogdan", "Chloé", "Dmitri", "Elif", "Farah", "Gustavo", "Hiroshi", "Ines", "Jonas", "Kavya", "Lars", "Mei", "Nadia", "Oskar", "Priya", "Rafael", "Sana", "Tomás", "Wei"}

func harUser() string   { return harPick(harUsers...) }
func harHost() string   { return harPick(harHosts...) }
func harDomain() string { return harPick(harDomains...) }
func harDB() string     { return harPick(harDBs...) }
func harName() string   { return harPick(harNames...) }
func harDomUser() string {
	return harDomain() + `\` + harPick("svc_sql", "svc_iis", "svc_ssis", "svc_octopus", "svc_tc_agent", "spfarm", "sp_svc", "exch_admin", "adm_"+harPick("jdoe", "mkeller", "anovak"))
}
func harTime() string { return fmt.Sprintf("%02d:%02d", harNum(7, 19), harNum(0, 59)) }
func harDate() string { return fmt.Sprintf("2025-%02d-%02d", harNum(1, 12), harNum(1, 28)) }
func harTicket() string {
	return harPick("INC", "CHG", "OPS", "SR", "TASK", "AB#") + fmt.Sprint(harNum(1000, 99999))
}

// harChat renders one chat line in one of several clients' copy formats.
func harChat(who, msg string) string {
	switch harCycle(4) {
	case 0:
		return "[" + harTime() + "] " + who + ": " + msg
	case 1:
		return who + " — " + harTime() + "\n" + msg
	case 2:
		return "<" + strings.ToLower(who) + "> " + msg
	default:
		return who + ", Today at " + harTime() + "\n" + msg
	}
}

// harFillers are ordinary lines put around secrets (and listed in Keep).
var harFillers = []string{
	"Reminder: stand-up moved to 9:30 on Thursday.",
	"The nightly ETL finished in 42 minutes.",
	"Patch Tuesday window is Saturday 22:00–02:00.",
	"Ask Lars before touching the failover cluster.",
	"Log shipping to the DR site is healthy.",
	"IIS recycle is scheduled for 03:15 every night.",
	"Backups land on \\\\FS02\\sqlbackups\\full.",
	"Ticket owner: service desk, tier 2.",
	"We still need a change request for the firewall rule.",
	"The build agents run Windows Server 2022.",
	"Don't forget to update the runbook afterwards.",
	"Monitoring dashboard: Grafana, folder 'Windows'.",
	"Release train leaves every second Wednesday.",
	"SSL cert on the portal expires in March.",
}

func harFiller() string { return harPick(harFillers...) }
