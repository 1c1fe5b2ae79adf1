package main

// Part heldout-bu: a blind held-out corpus part themed on SRE and DevOps on-call work
// (incident channels, postmortems, runbooks, Kubernetes and Helm, Terraform, Ansible, CI/CD
// logs, Vault and cloud consoles, database failovers, TLS, break-glass and shift handovers).
// It was written without reading the scrubber's rules, its tests or any other corpus part;
// the labels follow only what a careful human reviewer would call a secret.

import (
	"fmt"
	"strings"
)

// hbuGen is one template generator and how many samples it contributes.
type hbuGen struct {
	f func() Sample
	n int
}

func heldoutBU() []Sample {
	var gens []hbuGen
	gens = append(gens, hbuIncidentGens()...)
	gens = append(gens, hbuK8sGens()...)
	gens = append(gens, hbuInfraGens()...)
	gens = append(gens, hbuCIGens()...)
	gens = append(gens, hbuOpsGens()...)
	gens = append(gens, hbuShapeGens()...)
	gens = append(gens, hbuTrapGens()...)
	gens = append(gens, hbuTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for try := 0; hbuAmbiguous(s) && try < 100; try++ {
				s = g.f()
			}
			hbuCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbuCheck panics when a label does not fit its text.
func hbuCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bu: nil Secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bu: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bu: keep %q not in text (%s)", k, s.Category))
		}
		for _, sec := range s.Secrets {
			if hbuOverlap(s.Text, k, sec) {
				panic(fmt.Sprintf("heldout-bu: keep %q overlaps secret %q (%s)", k, sec, s.Category))
			}
		}
	}
}

// hbuAmbiguous reports a short secret that occurs more than once by chance.
func hbuAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 12 && strings.Count(s.Text, sec) > 1 {
			return true
		}
	}
	for _, k := range s.Keep {
		for _, sec := range s.Secrets {
			if hbuOverlap(s.Text, k, sec) {
				return true
			}
		}
	}
	return false
}

func hbuOverlap(text, a, b string) bool {
	for i := 0; i+len(a) <= len(text); i++ {
		if text[i:i+len(a)] != a {
			continue
		}
		for j := 0; j+len(b) <= len(text); j++ {
			if text[j:j+len(b)] == b && i < j+len(b) && j < i+len(a) {
				return true
			}
		}
	}
	return false
}

// hbuS builds a sample with secrets; keep may be empty.
func hbuS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbuT builds a trap.
func hbuT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbuN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbuCoin() bool { return rng.IntN(2) == 0 }

var hbuWords = []string{"falcon", "harbor", "copper", "maple", "orbit", "tundra", "velvet", "cactus",
	"lantern", "pepper", "quartz", "rocket", "saffron", "thunder", "walnut", "zephyr", "glacier",
	"marble", "nimbus", "otter", "pixel", "raven", "sierra", "tango", "umber", "violet", "willow",
	"basalt", "cobalt", "dynamo", "ember", "fjord", "granite", "hazel", "indigo", "juniper"}

var hbuPlaces = []string{"Lisboa", "Porto", "Berlin", "Dublin", "Oslo", "Madrid", "Krakow", "Zurich",
	"Austin", "Denver", "Toronto", "Nairobi", "Osaka", "Sevilla", "Gent", "Tallinn", "Valencia"}

var hbuSyms = "!#%*+=?^-_."

// hbuPw returns a password of a randomly chosen human or generated style.
func hbuPw() string {
	switch rng.IntN(7) {
	case 0:
		return pick(hbuPlaces) + string(hbuSyms[rng.IntN(4)]) + fmt.Sprint(hbuN(2015, 2027))
	case 1:
		return pick(hbuWords) + "-" + pick(hbuWords) + "-" + fmt.Sprint(hbuN(1, 99))
	case 2:
		return rnd(alnum, hbuN(14, 24))
	case 3:
		return rnd(upper, 1) + rnd(lower, hbuN(4, 7)) + rnd(digits, hbuN(2, 4)) + string(hbuSyms[rng.IntN(len(hbuSyms))]) + rnd(alnum, hbuN(3, 6))
	case 4:
		return rnd(lower+digits, 6) + "-" + rnd(lower+digits, 6) + "-" + rnd(lower+digits, 6)
	case 5:
		return hbuCap(pick(hbuWords)) + hbuCap(pick(hbuWords)) + fmt.Sprint(hbuN(10, 999)) + string(hbuSyms[rng.IntN(3)])
	default:
		return rnd(alnum, 1) + rnd(alnum+"!#%^*+=", hbuN(17, 31))
	}
}

// hbuPwURL is a password safe to put in a URL's userinfo.
func hbuPwURL() string {
	if hbuCoin() {
		return rnd(alnum, hbuN(16, 28))
	}
	return pick(hbuWords) + rnd(digits, 2) + "-" + rnd(alnum, hbuN(6, 10))
}

func hbuHex(n int) string { return rnd(hexs, n) }

func hbuB64(n int) string { return rnd(alnum+"+/", n) }

func hbuUUID() string {
	return hbuHex(8) + "-" + hbuHex(4) + "-4" + hbuHex(3) + "-" + string("89ab"[rng.IntN(4)]) + hbuHex(3) + "-" + hbuHex(12)
}

var hbuFirst = []string{"Ana", "Bruno", "Chen", "Dara", "Elif", "Femi", "Greta", "Hiro", "Ines", "Jonas",
	"Kofi", "Lena", "Mateus", "Nadia", "Omar", "Priya", "Rafa", "Sven", "Tomas", "Uma", "Yusuf", "Zoe"}

var hbuSvcs = []string{"checkout", "payments-api", "auth", "search", "ingest", "billing", "notifier",
	"ledger", "gateway", "catalog", "orders", "media-proxy", "reporting", "scheduler", "inventory"}

var hbuEnvs = []string{"prod", "staging", "prod-eu", "prod-us", "dr", "preprod", "perf"}

var hbuRegions = []string{"eu-west-1", "us-east-1", "us-west-2", "eu-central-1", "ap-southeast-2", "sa-east-1"}

func hbuName() string { return pick(hbuFirst) }

func hbuUser() string {
	return pick([]string{"svc_", "app_", "", "ro_", "rw_", ""}) + pick([]string{"deploy", "grafana", "billing", "reporting", "etl", "ops", "backup", "replicator", "keycloak", "argocd", "ci"})
}

func hbuHost() string {
	return pick(hbuSvcs) + "-" + pick([]string{"db", "pg", "redis", "mq", "es", "api", "cache"}) + "-" + fmt.Sprint(hbuN(1, 4)) + "." + pick(hbuEnvs) + "." + pick([]string{"internal", "corp.lan", "svc.cluster.local", "acme.io", "int.example.net"})
}

func hbuIP() string {
	return fmt.Sprintf("10.%d.%d.%d", hbuN(0, 255), hbuN(0, 255), hbuN(2, 254))
}

func hbuTime() string { return fmt.Sprintf("%02d:%02d", hbuN(0, 23), hbuN(0, 59)) }

func hbuTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", hbuN(1, 12), hbuN(1, 28), hbuN(0, 23), hbuN(0, 59), hbuN(0, 59), hbuN(0, 999))
}

func hbuDate() string { return fmt.Sprintf("2025-%02d-%02d", hbuN(1, 12), hbuN(1, 28)) }

func hbuInc() string {
	return pick([]string{"INC-", "INC", "SEV-", "incident-", "INC#"}) + fmt.Sprint(hbuN(1000, 9999))
}

func hbuTicket() string {
	return pick([]string{"OPS-", "SRE-", "PLAT-", "INFRA-", "CHG-"}) + fmt.Sprint(hbuN(100, 9999))
}

func hbuNS() string { return pick(hbuSvcs) + pick([]string{"", "-" + pick(hbuEnvs)}) }

func hbuAcct() string { return fmt.Sprintf("%012d", rng.Int64N(1e12)) }

// Vendor token shapes.

func hbuGhp() string {
	return pick([]string{"ghp_", "ghp_", "gho_", "ghs_"}) + rnd(alnum, 36)
}

func hbuGhFine() string { return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59) }

func hbuGlpat() string { return "glpat-" + rnd(alnum+"-_", 20) }

func hbuAKIA() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hbuAWSSecret() string { return hbuB64(40) }

func hbuAWSSession() string {
	return pick([]string{"IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"}) + hbuB64(hbuN(300, 420))
}

func hbuSlackBot() string {
	return pick([]string{"xoxb-", "xoxb-", "xoxp-"}) + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}

func hbuVaultTok() string {
	if rng.IntN(3) == 0 {
		return "s." + rnd(alnum, 24)
	}
	return "hvs." + rnd(alnum+"-_", hbuN(24, 90))
}

func hbuJWT() string {
	h := pick([]string{"eyJhbGciOiJSUzI1NiIsImtpZCI6Ij", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"})
	if strings.HasSuffix(h, "Ij") {
		h += rnd(b64url, 40)
	}
	return h + ".eyJ" + rnd(b64url, hbuN(80, 220)) + "." + rnd(b64url, hbuN(43, 86))
}

func hbuAzSecret() string {
	return rnd(alnum, 3) + fmt.Sprint(hbuN(1, 9)) + "Q~" + rnd(alnum+"-_.~", 34)
}

func hbuGCPKey() string { return "AIza" + rnd(b64url, 35) }

func hbuTFC() string { return rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67) }

func hbuDD() string { return hbuHex(32) }

func hbuGrafana() string { return "glsa_" + rnd(alnum, 32) + "_" + hbuHex(8) }

func hbuNpm() string { return "npm_" + rnd(alnum, 36) }

func hbuDockerPat() string { return "dckr_pat_" + rnd(b64url, 27) }

func hbuDO() string { return "dop_v1_" + hbuHex(64) }

func hbuNRAK() string { return "NRAK-" + rnd(upper+digits, 27) }

func hbuSG() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hbuB32(n int) string { return rnd(b32, n) }

func hbuPEM(lines int) string {
	var b []string
	b = append(b, "MII"+pick([]string{"E", "J", "G", "B"})+hbuB64(60))
	for i := 1; i < lines; i++ {
		b = append(b, hbuB64(64))
	}
	b = append(b, hbuB64(hbuN(8, 60))+pick([]string{"", "=", "=="}))
	return strings.Join(b, "\n")
}

func hbuDiscord() string {
	return string("MNO"[rng.IntN(3)]) + rnd(alnum, hbuN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hbuN(27, 38))
}

func hbuSnowflake() string { return fmt.Sprint(hbuN(1, 1)) + rnd(digits, hbuN(17, 18)) }

func hbuCap(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
