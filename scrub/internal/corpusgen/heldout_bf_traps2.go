package main

// heldout_bf_traps2.go: technical text that looks random but holds no credential: commit
// hashes, checksums, UUIDs, request and build ids, versions, image digests, base64 of ordinary
// data, public keys and certificates, publishable keys, URLs, e-mails, hosts, phone numbers.

import (
	"fmt"
	"strings"
)

func hbfTraps2() []Sample {
	return hbfRep(182, hbfTechTrap)
}

func hbfPubKey() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hbfR(alnum+"+/", 43) + " " + hbfUser() + "@" + hbfP("uw-laptop", "sasgrid01", "claims-jump")
}

func hbfCert() string {
	var b strings.Builder
	b.WriteString("-----BEGIN CERTIFICATE-----\nMIID" + hbfR(alnum, 4) + "CCAk+gAwIBAgIU" + hbfR(alnum+"+/", 46) + "\n")
	for i := 0; i < hbfN(4, 7); i++ {
		b.WriteString(hbfR(alnum+"+/", 64) + "\n")
	}
	b.WriteString(hbfR(alnum+"+/", 20) + "==\n-----END CERTIFICATE-----")
	return b.String()
}

func hbfTechTrap() Sample {
	c := "trap-tech"
	switch rng.IntN(34) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("fixed in %s, deployed to UAT", hbfSHA()[:[]int{7, 8, 40}[rng.IntN(3)]]))
	case 1:
		return hbfS(c, "git", fmt.Sprintf("commit %s\nAuthor: %s <%s@pinecrest-ins.com>\nDate:   Tue Mar 4 10:12:44 2025 +0000\n\n    rating: fix territory lookup for OK", hbfSHA(), hbfName(), strings.ToLower(hbfName())))
	case 2:
		return hbfS(c, "shell", fmt.Sprintf("$ sha256sum bdx_2025Q2.xlsx\n%s  bdx_2025Q2.xlsx", hbfHex(64)))
	case 3:
		return hbfS(c, "chat", fmt.Sprintf("request id %s failed with 502, can you check the gateway logs?", hbfUUID()))
	case 4:
		return hbfS(c, "log", fmt.Sprintf("2025-05-%02dT12:00:%02dZ INFO quote created id=%s trace=%s duration_ms=%d", hbfN(1, 28), hbfN(0, 59), hbfUUID(), hbfHex(32), hbfN(20, 900)))
	case 5:
		return hbfS(c, "chat", fmt.Sprintf("build %d.%d.%d+%s is on staging (pipeline #%d)", hbfN(1, 9), hbfN(0, 30), hbfN(0, 99), hbfHex(7), hbfN(10000, 99999)))
	case 6:
		return hbfS(c, "yaml", fmt.Sprintf("image: ghcr.io/harborline/rating-engine@sha256:%s\nreplicas: 3", hbfHex(64)))
	case 7:
		data := fmt.Sprintf(`{"policy":"%s","state":"TX","premium":%d}`, hbfPolicyNo(), hbfN(500, 20000))
		return hbfS(c, "chat", fmt.Sprintf("the payload field is just base64 of the quote: %s", hbfB64(data)))
	case 8:
		return hbfS(c, "notes", "Add this to authorized_keys on the SFTP box:\n"+hbfPubKey())
	case 9:
		return hbfS(c, "notes", "Carrier's public certificate for the TLS pinning:\n"+hbfCert())
	case 10:
		return hbfS(c, "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_51%s');", hbfR(alnum, 96)))
	case 11:
		return hbfS(c, "chat", fmt.Sprintf("docs are at https://%s/docs/api/v3#quotes", hbfHost()))
	case 12:
		return hbfS(c, "chat", fmt.Sprintf("send the signed binder to %s@%s", strings.ToLower(hbfName()), hbfP("meridianspecialty.com", "harborline-ins.net", "broker.example.co.uk")))
	case 13:
		return hbfS(c, "chat", fmt.Sprintf("call the adjuster on +1 (%d) %d-%04d or +44 20 %d %04d", hbfN(201, 989), hbfN(200, 999), hbfN(0, 9999), hbfN(7000, 7999), hbfN(0, 9999)))
	case 14:
		return hbfS(c, "chat", fmt.Sprintf("product code %s-%s-%s, SKU %s", hbfR(upper, 3), hbfR(upper+digits, 4), hbfR(digits, 2), hbfR(upper+digits, 10)))
	case 15:
		return hbfS(c, "python", "password_min_length = 12\nmax_login_attempts = 5\ntoken_ttl_seconds = 3600\napi_key_header = \"X-Api-Key\"")
	case 16:
		return hbfS(c, "chat", fmt.Sprintf("the server is %s, ssh in as %s", hbfHost(), hbfUser()))
	case 17:
		return hbfS(c, "shell", fmt.Sprintf("$ pip install pandas==2.2.%d chainladder==0.8.%d\nSuccessfully installed chainladder-0.8.%d", hbfN(0, 3), hbfN(10, 20), hbfN(10, 20)))
	case 18:
		return hbfS(c, "go", "go.sum:\ngithub.com/jackc/pgx/v5 v5.7.1 h1:"+hbfR(alnum+"+/", 43)+"=")
	case 19:
		return hbfS(c, "json", fmt.Sprintf("{\n  \"claimId\": \"%s\",\n  \"photoIds\": [\"%s\", \"%s\"],\n  \"etag\": \"W/\\\"%s\\\"\"\n}", hbfUUID(), hbfUUID(), hbfUUID(), hbfHex(32)))
	case 20:
		return hbfS(c, "ticket", fmt.Sprintf("JIRA UWP-%d: Duck Creek Example Platform upgrade to %d.%d, see Confluence page %d", hbfN(100, 9999), hbfN(6, 7), hbfN(0, 9), hbfN(100000000, 999999999)))
	case 21:
		return hbfS(c, "stacktrace", fmt.Sprintf("java.lang.NullPointerException: Cannot invoke \"gw.pc.rating.RateFactor.getValue()\" because \"factor\" is null\n\tat gw.lob.ca.rating.CARatingEngine.rateVehicle(CARatingEngine.gs:%d)\n\tat gw.rating.AbstractRatingEngine.rate(AbstractRatingEngine.gs:%d)", hbfN(100, 900), hbfN(100, 900)))
	case 22:
		return hbfS(c, "diff", fmt.Sprintf("--- a/rating/factors.csv\n+++ b/rating/factors.csv\n@@ -12,3 +12,3 @@\n TX,%s,1.%03d\n-OK,%s,1.%03d\n+OK,%s,1.%03d", hbfR(digits, 3), hbfN(0, 999), hbfR(digits, 3), hbfN(0, 999), hbfR(digits, 3), hbfN(0, 999)))
	case 23:
		return hbfS(c, "chat", fmt.Sprintf("Windows activation is via KMS, the machine id is %s", strings.ToUpper(hbfUUID())))
	case 24:
		return hbfS(c, "notes", fmt.Sprintf("Release v%d.%d.%d-rc.%d — changelog: bordereaux export supports xlsx; photo upload retries", hbfN(1, 5), hbfN(0, 20), hbfN(0, 20), hbfN(1, 5)))
	case 25:
		return hbfS(c, "chat", fmt.Sprintf("tracking number %s, envelope with the signed proof of loss", "1Z"+hbfR(upper+digits, 16)))
	case 26:
		return hbfS(c, "chat", fmt.Sprintf("file is at \\\\fs01\\Claims\\%d\\%s\\estimate_final.pdf", hbfN(2020, 2025), hbfClaimNo()))
	case 27:
		return hbfS(c, "html", fmt.Sprintf("<script src=\"https://cdn.harborline-ins.net/app.%s.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>", hbfHex(8), hbfR(alnum+"+/", 64)))
	case 28:
		return hbfS(c, "chat", fmt.Sprintf("the Maps JS loader uses the public client id gme-%s, restricted by referrer", hbfP("harborline", "pinecrest")))
	case 29:
		return hbfS(c, "csv", fmt.Sprintf("id,uuid,created\n%d,%s,%s\n%d,%s,%s", hbfN(1, 999), hbfUUID(), hbfDate(), hbfN(1, 999), hbfUUID(), hbfDate()))
	case 30:
		return hbfS(c, "chat-zh", fmt.Sprintf("保单号 %s 的请求ID是 %s", hbfPolicyNo(), hbfUUID()))
	case 31:
		return hbfS(c, "log", fmt.Sprintf("GET /api/v1/claims/%s?include=photos 200 %dms user=%s", hbfClaimNo(), hbfN(10, 800), hbfUser()))
	case 32:
		return hbfS(c, "chat", fmt.Sprintf("variable names: %s, %s, %s", hbfP("dbPasswordEnvVar", "PASSWORD_FIELD", "apiKeyHeaderName"), hbfP("secretRef", "token_url", "auth_endpoint"), hbfP("maxTokenAge", "passwordHash", "keyVaultName")))
	default:
		return hbfS(c, "ini", fmt.Sprintf("[build]\nid = %s\ncommit = %s\nversion = 2025.%d.%d", strings.ToUpper(hbfHex(12)), hbfSHA(), hbfN(1, 12), hbfN(0, 30)))
	}
}
