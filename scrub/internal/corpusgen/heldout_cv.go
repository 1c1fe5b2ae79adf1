// Part heldout-cv: a blind held-out corpus part themed on database administrators
// (connection strings, dumps and restores, replication, Oracle wallets, SQL Server,
// MongoDB, Redis and Cassandra, DBA runbooks and tickets). It was written without
// reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hcvGen is one text template and how many samples it yields.
type hcvGen struct {
	n int
	f func() Sample
}

func heldoutCV() []Sample {
	var gens []hcvGen
	gens = append(gens, hcvPgGens()...)
	gens = append(gens, hcvMyGens()...)
	gens = append(gens, hcvMsGens()...)
	gens = append(gens, hcvNoGens()...)
	gens = append(gens, hcvPeopleGens()...)
	gens = append(gens, hcvExtraGens()...)
	gens = append(gens, hcvShapeGens()...)
	gens = append(gens, hcvTrapGens()...)
	gens = append(gens, hcvTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for hcvShortDup(s) {
				s = g.f()
			}
			out = append(out, hcvCheck(s))
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hcvCheck(s Sample) Sample {
	if s.Secrets == nil {
		panic("heldout-cv: nil secrets in " + s.Category)
	}
	for i, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-cv: secret %q not in text (%s):\n%s", x, s.Category, s.Text))
		}
		for _, y := range s.Secrets[i+1:] {
			if x == y {
				panic(fmt.Sprintf("heldout-cv: secret %q listed twice (%s)", x, s.Category))
			}
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-cv: keep in a trap " + s.Category)
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cv: keep %q not in text (%s):\n%s", k, s.Category, s.Text))
		}
		for _, x := range s.Secrets {
			if hcvOverlap(s.Text, k, x) {
				panic(fmt.Sprintf("heldout-cv: keep %q overlaps secret %q (%s)", k, x, s.Category))
			}
		}
	}
	return s
}

// hcvShortDup reports a short secret (a PIN, a code) that also shows up elsewhere in its text,
// say inside a date, so the generator is asked for another sample.
func hcvShortDup(s Sample) bool {
	for _, x := range s.Secrets {
		if len(x) <= 10 && strings.Count(s.Text, x) != 1 {
			return true
		}
	}
	return false
}

func hcvSpans(text, sub string) [][2]int {
	var r [][2]int
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		r = append(r, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
	return r
}

func hcvOverlap(text, a, b string) bool {
	for _, p := range hcvSpans(text, a) {
		for _, q := range hcvSpans(text, b) {
			if p[0] < q[1] && q[0] < p[1] {
				return true
			}
		}
	}
	return false
}

// hcvS builds a sample with secrets; hcvT a trap.
func hcvS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcvT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcvL(xs ...string) []string { return xs }

func hcvN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcvP(xs ...string) string { return pick(xs) }

func hcvHex(n int) string { return rnd(hexs, n) }

func hcvHEX(n int) string { return strings.ToUpper(rnd(hexs, n)) }

func hcvBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hcvB64(n int) string { return base64.StdEncoding.EncodeToString(hcvBytes(n)) }

func hcvB64u(n int) string { return base64.RawURLEncoding.EncodeToString(hcvBytes(n)) }

func hcvUUID() string {
	return hcvHex(8) + "-" + hcvHex(4) + "-4" + hcvHex(3) + "-" + hcvP("8", "9", "a", "b") + hcvHex(3) + "-" + hcvHex(12)
}

func hcvDigits(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

var hcvPeople = []string{"Marta", "Jonas", "Priya", "Kenji", "Aoife", "Tomasz", "Lucía", "Olu", "Sven",
	"Fatima", "Dmitri", "Chloé", "Rahul", "Ingrid", "Mateo", "Yuki", "Bram", "Nadia", "Hamza", "Greta",
	"Wei", "Joana", "Pieter", "Sanna", "Emeka", "Irina", "Luis", "Hannah", "Kwame", "Élodie"}

func hcvWho() string { return pick(hcvPeople) }

var hcvWords = []string{"lisboa", "harbour", "falcon", "maple", "tundra", "orchid", "granite", "pelican",
	"comet", "saffron", "juniper", "walrus", "cobalt", "meadow", "pirate", "quokka", "velvet", "zephyr",
	"biscuit", "kestrel", "nimbus", "oyster", "tango", "lantern", "otter", "pretzel", "sherpa", "thistle",
	"umbra", "wombat", "yarrow", "almond", "bonsai", "cactus", "dingo", "ember", "fjord", "gazelle",
	"hazel", "iguana", "jasper", "koala", "lagoon", "mango", "nectar", "obsidian", "paprika", "quartz",
	"raven", "sequoia", "trellis", "vesper", "willow", "porto", "bergen", "krakow", "nairobi", "osaka"}

func hcvTitle(w string) string { return strings.ToUpper(w[:1]) + w[1:] }

const hcvSym = "!#%*+-_.@?^~"

// hcvPwHuman is a password a person made up.
func hcvPwHuman() string {
	w := pick(hcvWords)
	switch rng.IntN(6) {
	case 0:
		return hcvTitle(w) + rnd("#!@*%", 1) + fmt.Sprint(hcvN(2015, 2026))
	case 1:
		return w + "-" + pick(hcvWords) + "-" + rnd(digits, hcvN(1, 3))
	case 2:
		return hcvTitle(w) + rnd(digits, hcvN(2, 4)) + rnd("!?#*", 1)
	case 3:
		return hcvP("Winter", "Spring", "Summer", "Autumn", "Herbst", "Invierno") + fmt.Sprint(hcvN(2019, 2026)) + rnd("!#.", 1)
	case 4:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return hcvTitle(w)[:1] + r.Replace(w[1:]) + "_" + rnd(digits, 2)
	default:
		return hcvTitle(w) + hcvTitle(pick(hcvWords)) + rnd(digits, hcvN(1, 4)) + rnd(hcvSym, 1)
	}
}

// hcvPwRand is a generated password (pwgen, a vault, openssl).
func hcvPwRand() string {
	n := hcvN(12, 28)
	b := []byte(rnd(upper+lower, 1) + rnd(alnum, n-1))
	for k := hcvN(0, 3); k > 0; k-- {
		b[1+rng.IntN(len(b)-1)] = hcvSym[rng.IntN(len(hcvSym))]
	}
	return string(b)
}

func hcvPw() string {
	if rng.IntN(2) == 0 {
		return hcvPwHuman()
	}
	return hcvPwRand()
}

// hcvPwURL is a password that can sit in a URL unescaped.
func hcvPwURL() string {
	switch rng.IntN(4) {
	case 0:
		return hcvTitle(pick(hcvWords)) + rnd(digits, hcvN(2, 4)) + hcvP("-", "_", ".", "") + pick(hcvWords)
	case 1:
		return pick(hcvWords) + "-" + pick(hcvWords) + "-" + rnd(digits, hcvN(1, 3))
	default:
		return rnd(upper+lower, 1) + rnd(alnum+"-_.", hcvN(11, 31))
	}
}

// hcvPwPlain has only letters and digits (for places where any symbol needs quoting).
func hcvPwPlain() string {
	if rng.IntN(2) == 0 {
		return hcvTitle(pick(hcvWords)) + rnd(digits, hcvN(2, 5)) + hcvTitle(pick(hcvWords))
	}
	return rnd(upper+lower, 1) + rnd(alnum, hcvN(13, 29))
}

var hcvUsers = []string{"app_rw", "svc_billing", "replicator", "etl_loader", "reporting_ro", "grafana_ro",
	"airflow", "keycloak", "metabase", "backup_agent", "orders_app", "svc_crm", "dbadmin", "migrator",
	"debezium", "ledger_rw", "analytics_ro", "svc_payroll", "flyway", "liquibase"}

func hcvUser() string { return pick(hcvUsers) }

var hcvDBs = []string{"billing", "orders", "inventory", "crm_prod", "analytics", "payroll", "ledger",
	"shopdb", "telemetry", "hr_core", "gisdata", "claims", "warehouse", "loyalty", "bookings"}

func hcvDB() string { return pick(hcvDBs) }

func hcvHost(kind string) string {
	pre := map[string][]string{
		"pg":    {"pg", "pgsql", "postgres", "pgdb"},
		"my":    {"mysql", "mydb", "maria", "db-mysql"},
		"mongo": {"mongo", "mongodb", "mdb-rs0", "mongo-shard1"},
		"redis": {"redis", "cache", "redis-sess", "rds-cache"},
		"cass":  {"cass", "cassandra", "cass-dc1", "scylla"},
		"ms":    {"sqlprd", "mssql", "sql", "sqlag"},
		"ora":   {"ora", "oradb", "exadata", "orcl"},
	}[kind]
	dom := hcvP("db.internal", "corp.example.com", "prod.acme.net", "dc2.nordlicht.local", "infra.globex.io",
		"eu1.contoso.lan", "svc.cluster.local", "datahub.example.org")
	return pick(pre) + hcvP("-", "") + hcvP("prod", "prd", "stg", "dr", "p") + hcvP("-", "") + fmt.Sprintf("%02d", hcvN(1, 12)) + "." + dom
}

func hcvRDS(engine string) string {
	return hcvP("orders", "billing", "core", "reporting", "legacy") + "-" + engine + "-" + hcvP("prod", "stg") + "." +
		rnd(lower+digits, 12) + "." + hcvP("eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2") + ".rds.amazonaws.com"
}

func hcvTicket() string {
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("DBA-%d", hcvN(100, 4999))
	case 1:
		return fmt.Sprintf("INC%07d", hcvN(10000, 999999))
	case 2:
		return fmt.Sprintf("CHG%07d", hcvN(10000, 999999))
	default:
		return fmt.Sprintf("OPS-%d", hcvN(1000, 29999))
	}
}

func hcvDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hcvN(2023, 2026), hcvN(1, 12), hcvN(1, 28))
}

func hcvClock() string { return fmt.Sprintf("%02d:%02d", hcvN(0, 23), hcvN(0, 59)) }

func hcvTS() string {
	return hcvDate() + "T" + hcvClock() + fmt.Sprintf(":%02d.%03dZ", hcvN(0, 59), hcvN(0, 999))
}

// Vendor credentials in their real shapes.
func hcvAKIA() string      { return hcvP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcvAWSSecret() string { return rnd(alnum+"/+", 40) }
func hcvAzKey() string     { return hcvB64(64) }
func hcvAzSecret() string {
	return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"~._-", 34)
}
func hcvGhp() string   { return "ghp_" + rnd(alnum, 36) }
func hcvGlpat() string { return "glpat-" + rnd(alnum+"-_", 20) }
func hcvSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcvN(8, 10)) + "/B" + rnd(upper+digits, hcvN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcvTeamsHook() string {
	return "https://" + hcvP("contoso", "globex", "nordlicht", "acmecorp") + ".webhook.office.com/webhookb2/" + hcvUUID() + "@" + hcvUUID() + "/IncomingWebhook/" + hcvHex(32) + "/" + hcvUUID()
}
func hcvXoxb() string {
	return "xoxb-" + hcvDigits(hcvN(10, 13)) + "-" + hcvDigits(hcvN(10, 13)) + "-" + rnd(alnum, 24)
}
func hcvVault() string {
	if rng.IntN(2) == 0 {
		return "hvs." + rnd(alnum, 24)
	}
	return "hvs.CAESI" + rnd(alnum+"_-", hcvN(86, 92))
}
func hcvAstra() string   { return "AstraCS:" + rnd(alnum, 24) + ":" + hcvHex(64) }
func hcvPscale() string  { return "pscale_pw_" + rnd(alnum+"_", 43) }
func hcvGrafana() string { return "glsa_" + rnd(alnum, 32) + "_" + hcvHex(8) }
func hcvNRAK() string    { return "NRAK-" + rnd(upper+digits, 27) }
func hcvJWT(sub string) string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d,"exp":%d}`,
		sub, hcvP("service_role", "dba", "admin", "writer"), 1700000000+rng.IntN(60000000), 1800000000+rng.IntN(90000000))))
	return h + "." + p + "." + hcvB64u(32)
}
func hcvTOTP() string { return rnd(b32, pick([]int{16, 32})) }

// hcvPEM returns a private key block.
func hcvPEM() string {
	kind := hcvP("PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY")
	n := 25
	if kind == "EC PRIVATE KEY" {
		n = 2
	}
	body := base64.StdEncoding.EncodeToString(hcvBytes(n*48 + hcvN(3, 40)))
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
}

const hcvFence = "```"
