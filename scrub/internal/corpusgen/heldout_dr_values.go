package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-dr: vendors' keys in their real shapes, passwords people
// invent, and the ids and names around them.

const (
	hdrSym   = "!#%&*+-=?@^_~"
	hdrCrock = "0123456789abcdefghjkmnpqrstvwxyz"
	hdrB64s  = alnum + "+/"
)

func hdrN(a, b int) int         { return a + rng.IntN(b-a+1) }
func hdrP(xs ...string) string  { return pick(xs) }
func hdrCoin() bool             { return rng.IntN(2) == 0 }
func hdrB64(s string) string    { return base64.StdEncoding.EncodeToString([]byte(s)) }
func hdrB64Raw(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func hdrDigits(n int) string    { return rnd("123456789", 1) + rnd(digits, n-1) }
func hdrCase(s string) string   { return hdrP(s, strings.ToUpper(s)) }
func hdrUUIDUp() string         { return strings.ToUpper(hdrUUID()) }
func hdrTraceID() string        { return rnd(hexs, 32) }
func hdrSpanID() string         { return rnd(hexs, 16) }
func hdrSHA() string            { return rnd(hexs, 40) }
func hdrDigest() string         { return "sha256:" + rnd(hexs, 64) }
func hdrPDService() string      { return "P" + rnd(upper+digits, 6) }
func hdrNRAccount() string      { return hdrDigits(7) }
func hdrSlackChan() string      { return "C0" + rnd(upper+digits, 9) }
func hdrRUMClient() string      { return "pub" + rnd(hexs, 32) }
func hdrGrafUID() string        { return rnd(alnum, hdrN(9, 14)) }
func hdrULID() string           { return "01" + strings.ToUpper(rnd(hdrCrock, 24)) }
func hdrYear() string           { return hdrP("2024", "2025", "2026") }
func hdrInt(a, b int) string    { return fmt.Sprint(hdrN(a, b)) }

func hdrUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hdrP("8", "9", "a", "b") +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// --- vendors' secrets ---

func hdrDDAPI() string    { return rnd(hexs, 32) }
func hdrDDApp() string    { return rnd(hexs, 40) }
func hdrNRUser() string   { return "NRAK-" + rnd(upper+digits, 27) }
func hdrNRInsert() string { return "NRII-" + rnd(b64url, 32) }
func hdrGlsa() string     { return "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8) }
func hdrDyna() string     { return "dt0c01." + rnd(upper+digits, 24) + "." + rnd(upper+digits, 64) }
func hdrPDKey() string    { return rnd(hexs, 32) }
func hdrPDRouting() string {
	return "R0" + rnd(upper+digits, 30)
}
func hdrPDRest() string { return hdrP("u+", "y_", "") + rnd(alnum+"_-", 18) }
func hdrLogz() string   { return rnd(upper+lower, 32) }
func hdrMezmo() string  { return rnd(hexs, 32) }
func hdrBetter() string { return rnd(alnum, 24) }
func hdrAxiom() string  { return hdrP("xaat-", "xapt-") + hdrUUID() }
func hdrCoralogix() string {
	return "cxtp_" + rnd(alnum, 30)
}
func hdrInflux() string    { return rnd(b64url, 86) + "==" }
func hdrLightstep() string { return rnd(hdrB64s, 84) }
func hdrSumoKey() string   { return rnd(alnum, 64) }
func hdrAPMToken() string  { return rnd(alnum, hdrN(24, 32)) }
func hdrRollbar() string   { return rnd(hexs, 32) }
func hdrAKIA() string      { return hdrP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hdrAWSSecret() string { return rnd(alnum+"+/", 40) }
func hdrLTAI() string      { return "LTAI5t" + rnd(alnum, 18) }
func hdrAliSecret() string { return rnd(alnum, 30) }
func hdrAKID() string      { return "AKID" + rnd(alnum, 32) }
func hdrTcSecret() string  { return rnd(alnum, 32) }
func hdrSumoID() string    { return "su" + rnd(alnum, 12) }

func hdrNRLicense() string {
	if hdrCoin() {
		return rnd(hexs, 36) + "NRAL"
	}
	return rnd(hexs, 40)
}

func hdrHoney() string {
	switch rng.IntN(3) {
	case 0:
		return "hcaik_01" + rnd(hdrCrock, 24) + rnd(lower+digits, 32)
	case 1:
		return "hcxik_01" + rnd(hdrCrock, 24) + rnd(lower+digits, 32)
	}
	return rnd(alnum, 22)
}

func hdrGlc() string {
	js := fmt.Sprintf(`{"o":"%s","n":"%s","k":"%s","m":{"r":"%s"}}`, hdrDigits(hdrN(6, 7)),
		hdrP("alloy-prod", "otel-metrics-push", "logs-write-"+hdrEnv(), "stack-"+hdrDigits(6)+"-integration"),
		rnd(alnum, 24), hdrP("prod-eu-west-2", "prod-us-central-0", "prod-ap-southeast-1", "prod-us-east-0"))
	b := hdrB64(js)
	if strings.ContainsAny(b, "+/") {
		return hdrGlc() // keep it usable inside a URL's user info
	}
	return "glc_" + b
}

func hdrGrafLegacy() string {
	return hdrB64(fmt.Sprintf(`{"k":"%s","n":"%s","id":%d}`, rnd(alnum, 32),
		hdrP("ci-annotations", "renderer", "backup-job", "terraform"), hdrN(1, 40)))
}

func hdrSentry() string {
	if hdrCoin() {
		return "sntryu_" + rnd(hexs, 64)
	}
	js := fmt.Sprintf(`{"iat":%d,"url":"https://sentry.io","region_url":"https://%s.sentry.io","org":"%s"}`,
		1700000000+rng.IntN(60000000), hdrP("us", "de"), hdrOrg())
	return "sntrys_" + base64.RawStdEncoding.EncodeToString([]byte(js)) + "_" + rnd(hdrB64s, 43)
}

func hdrElasticKey() (id, key, encoded string) {
	id = rnd(alnum+"-_", 20)
	key = rnd(b64url, 22)
	return id, key, hdrB64(id + ":" + key)
}

func hdrJWT(sub string) string {
	h := hdrB64Raw(fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, hdrP("HS256", "RS256", "HS512"), rnd(alnum, 8)))
	p := hdrB64Raw(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"aud":"%s"}`, sub,
		1710000000+rng.IntN(50000000), 1790000000+rng.IntN(5000000), hdrP("ingest", "kibana", "splunk", "tempo")))
	return h + "." + p + "." + rnd(b64url, pick([]int{43, 86}))
}

func hdrSumoURL() string {
	return "https://endpoint" + hdrInt(1, 4) + ".collection." + hdrP("us2", "eu", "au", "jp", "de") +
		".sumologic.com/receiver/v1/" + hdrP("http", "otlp") + "/" + rnd(b64url, hdrN(96, 120)) + "=="
}

func hdrSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdrN(8, 10)) + "/B" +
		rnd(upper+digits, hdrN(9, 11)) + "/" + rnd(alnum, 24)
}

func hdrDiscordHook() string {
	return "https://" + hdrP("discord.com", "discordapp.com") + "/api/webhooks/" + hdrDigits(hdrN(18, 19)) +
		"/" + rnd(b64url, 68)
}

func hdrTeamsHook() string {
	return "https://" + hdrP("northwind", "kestrellabs", "orbitpay", "tallyho") + ".webhook.office.com/webhookb2/" +
		hdrUUID() + "@" + hdrUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdrUUID()
}

func hdrZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdrDigits(hdrN(6, 8)) + "/" + rnd(lower+digits, 6) + "/"
}

func hdrGChatHook() string {
	return "https://chat.googleapis.com/v1/spaces/AAAA" + rnd(alnum+"-_", 7) + "/messages?key=AIzaSy" +
		rnd(b64url, 33) + "&token=" + rnd(b64url, 43) + "%3D"
}

func hdrTelegram() string { return hdrDigits(10) + ":AA" + rnd(b64url, 33) }

func hdrSlackBot() string {
	return "xoxb-" + hdrDigits(hdrN(11, 13)) + "-" + hdrDigits(13) + "-" + rnd(alnum, 24)
}

// hdrPEM returns the base64 body lines of a private key.
func hdrPEM() []string {
	body := "MIIEv" + hdrP("QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", "gIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ") +
		rnd(hdrB64s, 64*hdrN(9, 24)+hdrN(8, 40))
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	return append(lines, body+hdrP("=", "==", "", "AA=="))
}

// --- passwords ---

var hdrCities = []string{"Lisboa", "Oslo", "Porto", "Nairobi", "Tbilisi", "Quito", "Ghent", "Bergen", "Daejeon", "Cusco", "Tallinn", "Recife", "Lyon", "Kyoto"}
var hdrWords = []string{"otter", "granite", "saffron", "tundra", "pixel", "harbor", "lantern", "maple", "cobalt", "walrus", "pepper", "meadow", "quartz", "falcon", "noodle", "velvet", "ember", "orchid"}

func hdrPw() string {
	switch rng.IntN(6) {
	case 0:
		return hdrP(hdrCities...) + hdrP("#", "!", "@", "_", "") + hdrYear()
	case 1:
		s := hdrP("-", ".", "_")
		return hdrP(hdrWords...) + s + hdrP(hdrWords...) + s + hdrInt(1, 99)
	case 2:
		w := hdrP(hdrWords...)
		return strings.ToUpper(w[:1]) + w[1:] + hdrInt(10, 9999) + hdrP("!", "?", "#", "*", "%")
	case 3:
		return rnd(upper+lower, 1) + rnd(alnum+hdrSym, hdrN(11, 19))
	case 4:
		return hdrP("Tr4c3", "L0gs", "M3tr1c", "Gr4f", "K1b4n4", "Sp4n") + rnd(digits, 2) + hdrP("!", "$$", "#", "&") + rnd(alnum, hdrN(2, 5))
	}
	return rnd(lower, 1) + rnd(alnum, hdrN(15, 27))
}

// hdrPwURL is a password that can sit in a URL or an INI file unquoted.
func hdrPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hdrP(hdrWords...) + hdrP("-", "_") + hdrP(hdrWords...) + hdrInt(1, 999)
	case 1:
		return rnd(upper+lower, 1) + rnd(alnum+"-_.~", hdrN(13, 23))
	}
	return rnd(alnum, hdrN(16, 32))
}

// --- people, places, names ---

var hdrPeople = []string{"Priya", "Mateus", "Kenji", "Ola", "Fatima", "Dmitri", "Sofia", "Liam", "Wei", "Aoife", "Tomás", "Noor", "Jonas", "Elif", "Ravi", "Marta", "Yusuf", "Ingrid", "Camille", "Bongani", "Hana", "Diego"}
var hdrDomains = []string{"northwind.io", "kestrel-labs.com", "brightpath.dev", "tallyho.app", "orbitpay.eu", "fernhill.co", "quillmate.net"}

func hdrName() string   { return hdrP(hdrPeople...) }
func hdrDomain() string { return hdrP(hdrDomains...) }
func hdrOrg() string {
	return hdrP("northwind", "kestrel-labs", "brightpath", "tallyho", "orbitpay", "fernhill")
}
func hdrEnv() string { return hdrP("prod", "staging", "dev", "eu-prod", "us-east", "qa", "perf") }
func hdrUser() string {
	return strings.ToLower(strings.ReplaceAll(hdrP(hdrPeople...), "á", "a")) + hdrP("", ".ops", "_sre", hdrInt(1, 9))
}
func hdrMail() string { return hdrUser() + "@" + hdrDomain() }
func hdrSvc() string {
	return hdrP("checkout-api", "ingest-worker", "billing", "search", "auth-gateway", "payments", "notifier", "catalog", "edge-proxy", "ledger")
}
func hdrHost() string {
	return hdrP("otel-gw", "collector", "logs", "es-data", "loki", "vector-agg", "prom", "tempo", "kafka-logs") + "-" +
		hdrP("0", "01", "02", "1", "2", "3", "a", "b") + "." + hdrEnv() + "." + hdrP("internal", hdrDomain(), "svc.cluster.local")
}
func hdrDate() string {
	return hdrYear() + "-" + fmt.Sprintf("%02d-%02d", hdrN(1, 12), hdrN(1, 28))
}
func hdrTS() string {
	return hdrDate() + fmt.Sprintf("T%02d:%02d:%02d.%03dZ", hdrN(0, 23), hdrN(0, 59), hdrN(0, 59), hdrN(0, 999))
}
func hdrClock() string { return fmt.Sprintf("%02d:%02d", hdrN(7, 23), hdrN(0, 59)) }
func hdrTicket() string {
	return hdrP("OBS", "SRE", "PLAT", "INFRA", "OPS") + "-" + hdrInt(100, 9999)
}
func hdrDDSite() string {
	return hdrP("datadoghq.com", "datadoghq.eu", "us3.datadoghq.com", "us5.datadoghq.com", "ap1.datadoghq.com")
}
func hdrGrafStack() string { return hdrOrg() + hdrP("", "-"+hdrEnv(), "obs") }
func hdrLokiURL() string {
	return "logs-prod-" + hdrP("eu-west-0", "us-central1", "012", "006", "ap-southeast-0") + ".grafana.net"
}
func hdrPromURL() string {
	return "prometheus-prod-" + hdrInt(1, 40) + "-prod-" + hdrP("eu-west-2", "us-central-0", "ap-south-1") + ".grafana.net"
}
