package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Random values for heldout-bx: people, hosts, passwords and vendor-shaped tokens.

var hbxFirst = []string{"priya", "mateo", "jonas", "aiko", "fatima", "liam", "chloe", "oskar",
	"nadia", "tomas", "wei", "sofia", "kwame", "elena", "ravi", "ingrid", "diego", "hana",
	"marek", "zoe", "amara", "lucas", "yuki", "björn", "camila", "olu", "sven", "leila"}

var hbxLast = []string{"shah", "okafor", "lindqvist", "tanaka", "haddad", "nguyen", "moreau",
	"kowalski", "fernandes", "berg", "osei", "rossi", "petrov", "mensah", "silva", "kim"}

var hbxCos = []string{"northwind", "acme", "lumen", "kestrel", "brightpath", "orbitly",
	"tidewater", "fjordbank", "pinecone", "harborline", "quillo", "vantara", "meridia", "copperleaf"}

var hbxWords = []string{"lisboa", "harbor", "puffin", "granite", "mango", "otter", "velvet",
	"cobalt", "saffron", "tundra", "maple", "orbit", "falcon", "juniper", "pixel", "river",
	"sierra", "walrus", "quartz", "bamboo", "comet", "lantern", "nimbus", "pepper", "raven",
	"zephyr", "kiwi", "tango", "violet", "ember", "porto", "oslo", "gouda", "biscuit", "koala"}

var hbxSvcUsers = []string{"svc_dbt", "etl_loader", "airflow_rw", "looker_ro", "analytics_ro",
	"fivetran_user", "tableau_ext", "metabase_app", "dbt_ci", "airbyte_writer", "bi_reader",
	"svc_ingest", "loader_prod", "reporting", "powerbi_gw", "dagster_etl", "jupyter_ro"}

var hbxDBs = []string{"analytics", "warehouse", "raw", "dwh_prod", "marts", "events", "finance",
	"product_analytics", "staging", "reporting", "growth", "ops_db"}

var hbxTables = []string{"fct_orders", "dim_customers", "stg_payments", "fct_sessions",
	"int_subscriptions", "dim_products", "fct_invoices", "stg_events", "mart_revenue_daily",
	"dim_accounts", "fct_ad_spend", "stg_hubspot_deals"}

func hbxName() string        { return pick(hbxFirst) }
func hbxCo() string          { return pick(hbxCos) }
func hbxSvc() string         { return pick(hbxSvcUsers) }
func hbxDB() string          { return pick(hbxDBs) }
func hbxTable() string       { return pick(hbxTables) }
func hbxDigits(n int) string { return rnd(digits, n) }
func hbxHex(n int) string    { return rnd(hexs, n) }

func hbxCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hbxFull() string { return hbxCap(hbxName()) + " " + hbxCap(pick(hbxLast)) }

func hbxEmail(co string) string {
	return pick(hbxFirst) + "." + pick(hbxLast) + "@" + co + pick([]string{".com", ".io", ".de", ".co.uk"})
}

// hbxHost returns a database-ish host name.
func hbxHost() string {
	co := hbxCo()
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("%s-prod.%s.%s.rds.amazonaws.com", co, rnd(lower+digits, 12), pick([]string{"eu-west-1", "us-east-1", "eu-central-1", "us-west-2"}))
	case 1:
		return fmt.Sprintf("%s-dwh.%s.%s.redshift.amazonaws.com", co, rnd(lower+digits, 12), pick([]string{"eu-west-1", "us-east-1", "ap-southeast-2"}))
	case 2:
		return fmt.Sprintf("pg-%s-%02d.internal.%s.net", pick([]string{"analytics", "replica", "etl", "warehouse"}), rng.IntN(9)+1, co)
	case 3:
		return fmt.Sprintf("%s-%s.postgres.database.azure.com", co, pick([]string{"bi", "dwh", "etl"}))
	case 4:
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(250), rng.IntN(250), rng.IntN(250)+2)
	}
	return fmt.Sprintf("db%d.%s.lan", rng.IntN(9)+1, co)
}

// hbxSfAccount returns a Snowflake account identifier.
func hbxSfAccount() string {
	if rng.IntN(2) == 0 {
		return strings.ToLower(rnd(upper, 2)+rnd(digits, 5)) + "." + pick([]string{"eu-central-1", "us-east-1", "west-europe.azure", "us-east4.gcp"})
	}
	return strings.ToUpper(rnd(upper, 7)) + "-" + strings.ToUpper(hbxCo()) + pick([]string{"_PROD", "_DWH", "", "_ANALYTICS"})
}

var hbxSyms = "!#%&*+-.=?@^_~"

// hbxPw returns a password a person or a generator might have chosen.
func hbxPw() string {
	switch rng.IntN(7) {
	case 0: // Lisboa#2024
		return hbxCap(pick(hbxWords)) + string(pick([]byte("#!@%&*.?"))) + fmt.Sprint(2016+rng.IntN(10))
	case 1: // correct-horse-7
		sep := pick([]string{"-", ".", "_", ""})
		return pick(hbxWords) + sep + pick(hbxWords) + sep + rnd(digits, 1+rng.IntN(2))
	case 2:
		return rnd(alnum+hbxSyms, 14+rng.IntN(12))
	case 3: // leet
		w := pick(hbxWords) + pick(hbxWords)
		w = strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w)
		return hbxCap(w) + rnd(digits, 2) + string(pick([]byte("!?#")))
	case 4:
		return rnd(alnum, 16+rng.IntN(17))
	case 5:
		return hbxCap(pick(hbxWords)) + hbxCap(pick(hbxWords)) + rnd(digits, 2+rng.IntN(3)) + string(pick([]byte("!$%&")))
	}
	return rnd(lower, 4) + rnd(digits, 3) + rnd(upper, 3) + string(pick([]byte("!#*"))) + rnd(alnum, 5)
}

// hbxPwURL returns a password that can sit in a URL's userinfo without encoding.
func hbxPwURL() string {
	p := hbxPw()
	var b strings.Builder
	for _, c := range []byte(p) {
		if strings.IndexByte(alnum+"-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteByte(pick([]byte("-._~")))
		}
	}
	return b.String()
}

// hbxPwPlain avoids characters that would need quoting in INI, CSV or shell.
func hbxPwPlain() string {
	p := hbxPw()
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune("#;=&*?^~%!", r) {
			return '_'
		}
		return r
	}, p)
}

func hbxPin(n int) string { return fmt.Sprint(1+rng.IntN(9)) + rnd(digits, n-1) }

// Vendor-shaped tokens.

func hbxDapi() string {
	t := "dapi" + hbxHex(32)
	if rng.IntN(3) == 0 {
		t += "-" + fmt.Sprint(2+rng.IntN(3))
	}
	return t
}
func hbxDatabricksOAuth() string { return "dose" + hbxHex(32) }
func hbxDbtc() string            { return "dbtc_" + rnd(alnum+"-_", 48+rng.IntN(12)) }
func hbxAKIA() string            { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hbxAWSSecret() string       { return rnd(alnum+"+/", 40) }
func hbxAzureKey() string        { return rnd(alnum+"+/", 86) + "==" }
func hbxSASSig() string          { return rnd(alnum, 30) + "%2B" + rnd(alnum, 10) + "%3D" }
func hbxGoogHmacID() string      { return "GOOG1E" + rnd(upper+digits, 55) }
func hbxFernet() string          { return rnd(b64url, 43) + "=" }
func hbxConfluentKey() string    { return rnd(upper+digits, 16) }
func hbxConfluentSecret() string { return rnd(alnum+"+/", 64) }
func hbxLookerID() string        { return rnd(alnum, 20) }
func hbxLookerSecret() string    { return rnd(alnum, 24) }
func hbxTableauPAT() string      { return rnd(alnum+"+/", 22) + "==:" + rnd(alnum, 32) }
func hbxAzureSecret() string {
	return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_-.~", 34)
}
func hbxMetabaseKey() string { return "mb_" + rnd(alnum+"+/", 43) + "=" }
func hbxGHP() string         { return "ghp_" + rnd(alnum, 36) }
func hbxGlpat() string       { return "glpat-" + rnd(b64url, 20) }
func hbxSendgrid() string    { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hbxStripe() string      { return "sk_live_" + rnd(alnum, 24+rng.IntN(76)) }
func hbxOpenAI() string      { return "sk-proj-" + rnd(b64url, 48+rng.IntN(40)) }
func hbxHF() string          { return "hf_" + rnd(alnum, 34) }
func hbxXoxb() string {
	return "xoxb-" + hbxDigits(12) + "-" + hbxDigits(13) + "-" + rnd(alnum, 24)
}
func hbxUUID() string {
	return hbxHex(8) + "-" + hbxHex(4) + "-4" + hbxHex(3) + "-" + string(pick([]byte("89ab"))) + hbxHex(3) + "-" + hbxHex(12)
}
func hbxTOTP() string { return rnd(b32, pick([]int{16, 26, 32})) }
func hbxB64(n int) string {
	s := rnd(alnum+"+/", n)
	return s
}
func hbxSlackHook() (url, secret string) {
	secret = rnd(alnum, 24)
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 8+rng.IntN(3)) + "/" + secret, secret
}

// hbxPEM returns a private key block and its body lines.
func hbxPEM(kind string, lines int) (string, []string) {
	var body []string
	for i := 0; i < lines; i++ {
		n := 64
		if i == lines-1 {
			n = 24 + rng.IntN(36)
		}
		l := rnd(alnum+"+/", n)
		if i == 0 {
			l = "MII" + pick([]string{"Ev", "Ep", "EowIBAAKCAQEA", "FHDBOBgkqhkiG9w0BBQ0w"}) + l[len("MII")+2:]
			l = l[:64]
		}
		if i == lines-1 && rng.IntN(2) == 0 {
			l += "="
		}
		body = append(body, l)
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----", body
}

// hbxDiscord returns a bot token whose first part is the base64 of a numeric id.
func hbxDiscord() (token, id string) {
	id = fmt.Sprint(1+rng.IntN(9)) + hbxDigits(16+rng.IntN(3))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38})), id
}

func hbxTime() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d", 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func hbxDate() string {
	return fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28))
}

func hbxClock() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(12), rng.IntN(60)) }
