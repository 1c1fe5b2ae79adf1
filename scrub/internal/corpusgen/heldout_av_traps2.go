package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps from software work: hashes, ids, public keys, placeholders,
// references to secrets, code that handles passwords.

func havTrapSamples2() []Sample {
	var out []Sample
	out = append(out, havRepeat(22, havTrapHashes)...)
	out = append(out, havRepeat(22, havTrapIDs)...)
	out = append(out, havRepeat(14, havTrapPublic)...)
	out = append(out, havRepeat(24, havTrapPlaceholders)...)
	out = append(out, havRepeat(22, havTrapCode)...)
	out = append(out, havRepeat(16, havTrapConfigNoSecret)...)
	out = append(out, havRepeat(20, havTrapPlain)...)
	out = append(out, havRepeat(14, havTrapWrapped)...)
	out = append(out, havRepeat(10, havTrapKeyIDTalk)...)
	out = append(out, havRepeat(8, havTrapDiscordish)...)
	return out
}

func havUUID() string {
	return havHex(8) + "-" + havHex(4) + "-4" + havHex(3) + "-" + havP([]string{"8", "9", "a", "b"}) + havHex(3) + "-" + havHex(12)
}

func havTrapHashes() Sample {
	cat := "trap-hash"
	repo := havP([]string{"efb-sync", "acars-gw", "eld-bridge", "crew-roster", "ais-decoder", "pcs-connector"})
	switch havN(8) {
	case 0:
		return havTrap(cat, "shell", fmt.Sprintf("$ git log --oneline -3\n%s Fix ETA rounding for %s legs\n%s Bump jeppesen parser to %d.%d\n%s Merge pull request #%d from ops/%s", havHex(7), havP(havIATA), havHex(7), havBetween(1, 9), havN(20), havHex(7), havBetween(100, 999), repo))
	case 1:
		return havTrap(cat, "chat", fmt.Sprintf("reverted %s on %s, the AIS decoder regression came from that commit", havHex(40), repo))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("%s  ENC_update_%d.zip\n%s  permits_%s.txt", havHex(64), havBetween(100, 999), havHex(64), havDate()))
	case 3:
		return havTrap(cat, "log", fmt.Sprintf("%s INFO deploy: %s image=ghcr.io/ops/%s@sha256:%s rollout=ok", havStamp(), repo, repo, havHex(64)))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("md5 of the nav database file is %s, matches the Jeppesen manifest", havHex(32)))
	case 5:
		return havTrap(cat, "diff", fmt.Sprintf("diff --git a/go.sum b/go.sum\nindex %s..%s 100644\n--- a/go.sum\n+++ b/go.sum\n@@ -12,1 +12,1 @@\n-github.com/adrianmo/go-nmea v1.%d.0 h1:%s=\n+github.com/adrianmo/go-nmea v1.%d.0 h1:%s=", havHex(7), havHex(7), havBetween(1, 8), havR(havB64, 43), havBetween(9, 10), havR(havB64, 43)))
	case 6:
		return havTrap(cat, "yaml", fmt.Sprintf("- uses: actions/checkout@%s # v4.%d.%d\n- uses: actions/setup-go@%s # v5.%d.0", havHex(40), havN(3), havN(9), havHex(40), havN(5)))
	default:
		return havTrap(cat, "json", fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"version\": \"%d.%d.%d\",\n  \"integrity\": \"sha512-%s==\"\n}", repo, havN(5), havN(30), havN(20), havR(havB64, 86)))
	}
}

func havTrapIDs() Sample {
	cat := "trap-ids"
	switch havN(7) {
	case 0:
		return havTrap(cat, "log", fmt.Sprintf("%s ERROR crew-api request_id=%s trace_id=%s span_id=%s status=504 path=/v1/pairings", havStamp(), havUUID(), havHex(32), havHex(16)))
	case 1:
		return havTrap(cat, "http", fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: %s\nETag: \"%s\"\nX-Amz-Cf-Id: %s==", havUUID(), havHex(32), havR(b64url, 54)))
	case 2:
		return havTrap(cat, "chat", fmt.Sprintf("build %d.%d.%d+%s failed on the EFB pipeline, run id %d", havBetween(1, 9), havN(20), havN(50), havHex(8), havBetween(1000000000, 9999999999)))
	case 3:
		return havTrap(cat, "note", fmt.Sprintf("AWS account %012d, VPC vpc-%s, subnet subnet-%s, instance i-%s", havN(999999999999), havHex(17), havHex(17), havHex(17)))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("Azure subscription %s, resource group rg-ops-%s, tenant %s", havUUID(), strings.ToLower(havP(havIATA)), havUUID()))
	case 5:
		return havTrap(cat, "log", fmt.Sprintf("Apr %02d %s %s kernel: usb 1-1: SerialNumber: %s\nApr %02d %s %s kernel: cdc_acm 1-1:1.0: ttyACM0: USB ACM device", havBetween(1, 28), havTime(), havP(havHostStems), strings.ToUpper(havHex(16)), havBetween(1, 28), havTime(), havP(havHostStems)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("Jira OPS-%d, PR #%d, Sentry issue %s, Datadog monitor %d", havBetween(100, 9999), havBetween(10, 9999), strings.ToUpper(havR(havLowerDigits, 2))+"-"+havR(havLowerDigits, 4), havBetween(1000000, 99999999)))
	}
}

func havTrapPublic() Sample {
	cat := "trap-public"
	switch havN(6) {
	case 0:
		return havTrap(cat, "note", fmt.Sprintf("authorized_keys on the ECDIS update box:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", havR(havB64, 43), havP(havUsers), havP(havHostStems)))
	case 1:
		return havTrap(cat, "note", fmt.Sprintf("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@%s", havR(havB64, 150), havP(havUsers), havP(havHostStems)))
	case 2:
		body := havPEMBody("MIIDdzCCAl+gAwIBAgIU", havBetween(3, 6))
		return havTrap(cat, "note", "CA certificate for the SITA gateway (public):\n-----BEGIN CERTIFICATE-----\n"+body+"\n-----END CERTIFICATE-----")
	case 3:
		body := havPEMBody("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 4)
		return havTrap(cat, "note", "JWT verification key (public):\n-----BEGIN PUBLIC KEY-----\n"+body+"\n-----END PUBLIC KEY-----")
	case 4:
		return havTrap(cat, "code", fmt.Sprintf("const stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements();", havR(alnum, 24)))
	default:
		return havTrap(cat, "code", fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s';\nconst map = new mapboxgl.Map({ container: 'fleet-map', center: [4.47, 51.92] });", havR(alnum, 22), havR(b64url, 22)))
	}
}

func havTrapPlaceholders() Sample {
	cat := "trap-placeholder"
	v := havP([]string{"SAMSARA", "GEOTAB", "AMOS", "TRAX", "SITA", "ECDIS", "VSAT", "PCS", "ELD", "CREW"})
	lv := strings.ToLower(v)
	host := havP([]string{"example.com", "example.org", "host.invalid", "localhost"})
	ph := havP([]string{"<your-token>", "<token>", "YOUR_API_KEY", "<insert key here>", "{{ api_key }}", "${" + v + "_TOKEN}", "TODO", "<redacted>"})
	pw := havP([]string{"changeme", "<password>", "CHANGE_ME", "xxxxxxxx", "********", "${" + v + "_PASSWORD}", "{{ vault_" + lv + "_password }}", "see-vault"})
	switch havN(11) {
	case 0:
		return havTrap(cat, "env", fmt.Sprintf("%s_API_TOKEN=%s\n%s_USER=<user>\n%s_PASSWORD=%s", v, ph, v, v, pw))
	case 1:
		return havTrap(cat, "yaml", fmt.Sprintf("%s:\n  username: %s\n  password: %s\n  url: https://%s.%s", lv, havP([]string{"changeme", "<user>", "USERNAME"}), pw, lv, host))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("%s API key: %s (get yours from the developer portal)", v, havP([]string{"xxxx-xxxx-xxxx-xxxx", "XXXXXXXXXXXXXXXX", "sk_live_xxxxxxxxxxxx", "<key>"})))
	case 3:
		return havTrap(cat, "shell", fmt.Sprintf("docker login -u $%s_REGISTRY_USER -p \"$%s_REGISTRY_PASSWORD\" registry.%s", v, v, host))
	case 4:
		return havTrap(cat, "chat", fmt.Sprintf("%s password: %s (masked in the screenshot, don't worry)", lv, havP([]string{"********", "••••••••", "[hidden]", "***"})))
	case 5:
		return havTrap(cat, "config", fmt.Sprintf("%s_DB_URL=%s://USER:PASSWORD@HOST:%d/DBNAME", v, havP([]string{"postgres", "mysql", "mongodb"}), havP([]int{5432, 3306, 27017})))
	case 6:
		return havTrap(cat, "markdown", fmt.Sprintf("| Variable | Example |\n|---|---|\n| `%s_API_KEY` | `%s` |\n| `%s_REGION` | `%s` |", v, havP([]string{"your-api-key-here", "<api-key>", "abc123"}), v, havP([]string{"us", "eu", "ap"})))
	case 7:
		return havTrap(cat, "shell", fmt.Sprintf("curl -u \"$%s_USER:$%s_PASS\" https://%s.internal/api/v1/%s", v, v, lv, havP([]string{"wo", "vehicles", "pairings", "berths"})))
	case 8:
		return havTrap(cat, "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"channel\": \"#%s\"\n}", havP([]string{"REDACTED", "[REDACTED]", "<bot-token>", ""}), havP([]string{"ops-irops", "dispatch", "berth-alerts", "mx-control"})))
	case 9:
		return havTrap(cat, "code", fmt.Sprintf("client.run(os.environ[\"%s\"])  # never hard-code the token", havP([]string{"DISCORD_TOKEN", "DISCORD_BOT_TOKEN", "BOT_TOKEN"})))
	default:
		return havTrap(cat, "note", fmt.Sprintf("%s login admin / <see 1Password, '%s'>", havP([]string{"router", "VSAT modem", "ECDIS PC", "gate controller"}), havP([]string{"Bridge router", "VSAT", "Gate ctrl", "ECR switch"})))
	}
}

func havTrapCode() Sample {
	cat := "trap-code"
	v := havP([]string{"SAMSARA", "GEOTAB", "AMOS", "TRAX", "SITA", "ECDIS", "VSAT", "PCS", "ELD"})
	lv := strings.ToLower(v)
	switch havN(10) {
	case 0:
		return havTrap(cat, "python", "import getpass\n\npassword = getpass.getpass(\""+v+" password: \")\nif not check_password(user, password):\n    raise PermissionError(\"bad credentials\")")
	case 1:
		return havTrap(cat, "go", "func (s *"+strings.ToUpper(lv[:1])+lv[1:]+"Store) VerifyPassword(user, password string) error {\n\thash, err := s.hashFor(user)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn bcrypt.CompareHashAndPassword(hash, []byte(password))\n}")
	case 2:
		return havTrap(cat, "javascript", "const token = process.env."+v+"_API_TOKEN;\nif (!token) throw new Error('"+v+"_API_TOKEN is not set');\nconst headers = { Authorization: `Bearer ${token}` };")
	case 3:
		return havTrap(cat, "java", "String password = System.getenv(\""+v+"_PASSWORD\");\nProperties props = new Properties();\nprops.setProperty(\"user\", \""+lv+"_app\");\nprops.setProperty(\"password\", password);")
	case 4:
		return havTrap(cat, "sql", "ALTER TABLE "+lv+"_user ADD COLUMN password_hash TEXT NOT NULL;\nCREATE INDEX idx_"+lv+"_staff_no ON "+lv+"_user (staff_no);")
	case 5:
		return havTrap(cat, "csharp", "public string ApiKey { get; set; } = string.Empty;\npublic string PasswordSecretName { get; set; } = \""+lv+"-gateway-password\";")
	case 6:
		return havTrap(cat, "yaml", "env:\n  - name: "+v+"_DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "+lv+"-db\n        key: password")
	case 7:
		return havTrap(cat, "python", "parser.add_argument(\"--api-key\", help=\""+v+" API key (or set "+v+"_API_TOKEN)\")\nparser.add_argument(\"--vehicle-id\", type=int)")
	case 8:
		return havTrap(cat, "shell", "read -rsp '"+v+" admin password: ' "+v+"_PW\ncurl -s -u \"admin:${"+v+"_PW}\" http://"+havIP()+"/api/status | jq .snr")
	default:
		return havTrap(cat, "go", fmt.Sprintf("const (\n\tmaxRetries  = %d\n\ttokenHeader = \"X-Api-Key\"\n\tpasswordEnv = \"%s_PASSWORD\"\n)", havBetween(2, 9), v))
	}
}

func havTrapConfigNoSecret() Sample {
	cat := "trap-config"
	switch havN(8) {
	case 0:
		return havTrap(cat, "yaml", fmt.Sprintf("ais:\n  host: %s\n  port: 4001\n  mmsi_filter: [%s, %s]\n  reconnect_seconds: 30", havHost(), havMMSI(), havMMSI()))
	case 1:
		return havTrap(cat, "ini", fmt.Sprintf("[gateway]\nendpoint = https://%s/typeb\ntimeout = 30\nqueue = TYPEB.OUT\nsender = %s%s", havHost(), havP(havIATA), havR(upper, 4)))
	case 2:
		return havTrap(cat, "toml", fmt.Sprintf("[eld]\nprovider = \"geotab\"\ndatabase = \"redline\"\npoll_interval = \"60s\"\nunits = [%d, %d, %d]", havBetween(100, 999), havBetween(100, 999), havBetween(100, 999)))
	case 3:
		return havTrap(cat, "env", fmt.Sprintf("APP_ENV=production\nAPI_BASE_URL=https://%s/v2\nTZ=UTC\nFEATURE_NOTAM_PARSER=true", havHost()))
	case 4:
		enc := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("gate %s%d closed until %s", havP([]string{"A", "B", "C"}), havBetween(1, 40), havTime()[:5])))
		return havTrap(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: gate-banner\nbinaryData:\n  banner.txt: %s", enc))
	case 5:
		return havTrap(cat, "json", fmt.Sprintf("{\n  \"vessel\": \"%s\",\n  \"imo\": %s,\n  \"mmsi\": %s,\n  \"eta\": \"%s\"\n}", havP(havWords), havIMO(), havMMSI(), havStamp()))
	case 6:
		return havTrap(cat, "xml", fmt.Sprintf("<flight number=\"%s\" reg=\"%s\">\n  <dep icao=\"%s\" std=\"%s\"/>\n  <arr icao=\"%s\"/>\n</flight>", strings.ReplaceAll(havFlight(), " ", ""), havTail(), havP(havICAO), havStamp(), havP(havICAO)))
	default:
		return havTrap(cat, "config", fmt.Sprintf("Host %s\n  HostName %s\n  User %s\n  IdentityFile ~/.ssh/id_ed25519\n  Port 2222", havP(havHostStems), havIP(), havP(havUsers)))
	}
}

func havTrapPlain() Sample {
	cat := "trap-plain"
	p := havP(havPeople)
	switch havN(8) {
	case 0:
		return havTrap(cat, "email", fmt.Sprintf("Hi %s,\n\nThe crew bus for %s leaves the hotel at %s. Call the ops desk on +44 20 %04d %04d if delayed.\n\nThanks,\n%s", p, havFlight(), havTime()[:5], havN(10000), havN(10000), havP(havPeople)))
	case 1:
		return havTrap(cat, "chat", fmt.Sprintf("dashboards are at https://%s/grafana/d/%s/fleet-overview?orgId=1&from=now-6h", havHost(), havR(havLowerDigits, 9)))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("Logs: /var/log/%s/%s.log, rotated daily; config in /etc/%s/config.yaml", havP(havHostStems), havP(havHostStems), havP(havHostStems)))
	case 3:
		return havTrap(cat, "chat", fmt.Sprintf("send the tech log photos to %s.%s@%s and cc mx-control@%s", strings.ToLower(p), strings.ToLower(havP(havWords)), havP(havDomains), havP(havDomains)))
	case 4:
		return havTrap(cat, "note", fmt.Sprintf("Meeting notes %s\n- attendees: %s, %s, %s\n- winter ops: de-icing pad %d back in service\n- action: %s to update the SOP", havDate(), p, havP(havPeople), havP(havPeople), havBetween(1, 6), havP(havPeople)))
	case 5:
		return havTrap(cat, "chat", fmt.Sprintf("voucher batch %s-%s printed for the %s disruption, %d pax", havR(upper, 3), havR(digits, 6), havFlight(), havBetween(20, 300)))
	case 6:
		return havTrap(cat, "chat", fmt.Sprintf("the %s account is %s, ping them on %s", havP([]string{"dispatcher", "night shift", "duty manager", "planning"}), havP(havUsers), havP([]string{"Teams", "Slack", "the ops phone"})))
	default:
		return havTrap(cat, "note", fmt.Sprintf("Hostnames: %s, %s, %s (all behind the ops VPN)", havHost(), havHost(), havHost()))
	}
}

// havTrapWrapped: long public values wrapped over two lines.
func havTrapWrapped() Sample {
	cat := "trap-wrapped"
	h := havHex(64)
	switch havN(4) {
	case 0:
		return havTrap(cat, "chat", fmt.Sprintf("sha256 of the firmware (wrapped by Outlook):\n%s\n%s", h[:32], h[32:]))
	case 1:
		d := havHex(64)
		return havTrap(cat, "log", fmt.Sprintf("%s INFO pulled image digest sha256:%s\n%s", havStamp(), d[:40], d[40:]))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("Fingerprint of the port authority's SFTP host key:\nSHA256:%s\n(verified by phone with their NOC)", havR(havB64, 43)))
	default:
		g := havHex(40)
		return havTrap(cat, "chat", fmt.Sprintf("the release commit is\n%s\n%s\nplease tag it", g[:20], g[20:]))
	}
}

// havTrapKeyIDTalk: talk about key ids and public key ids, no secret.
func havTrapKeyIDTalk() Sample {
	cat := "trap-keyid-talk"
	switch havN(5) {
	case 0:
		return havTrap(cat, "chat", havP([]string{"the private_key_id field only tells you which key signed; rotate the key in IAM, not the id",
			"where do I find the private_key_id? it's in the JSON you downloaded, next to client_email",
			"Le champ private_key_id identifie la clé ; il ne suffit pas de le changer, il faut révoquer la clé.",
			"private_key_id ≠ private_key — only the second one is the actual secret, but we rotate both"}))
	case 1:
		return havTrap(cat, "json", fmt.Sprintf("{\"keys\":[{\"kty\":\"RSA\",\"kid\":\"%s\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\"}]}", havHex(40)))
	case 2:
		return havTrap(cat, "note", fmt.Sprintf("KMS key arn:aws:kms:eu-west-1:%012d:key/%s encrypts the FDM bucket", havN(999999999999), havUUID()))
	case 3:
		return havTrap(cat, "chat", fmt.Sprintf("GPG key fingerprint for release signing: %s %s %s %s  %s %s %s %s", strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4)), strings.ToUpper(havHex(4))))
	default:
		return havTrap(cat, "note", fmt.Sprintf("service account %s@%s.iam.gserviceaccount.com has role roles/%s", havP([]string{"roster-sync", "acars-ingest", "bq-loader", "eld-export"}), havP([]string{"crew-sched-412", "ops-data-prod", "mro-analytics"}), havP([]string{"bigquery.dataViewer", "storage.objectViewer", "pubsub.subscriber"})))
	}
}

// havTrapDiscordish: Discord ids and invites, which are not secrets.
func havTrapDiscordish() Sample {
	cat := "trap-discord-ids"
	switch havN(3) {
	case 0:
		return havTrap(cat, "env", fmt.Sprintf("DISCORD_GUILD_ID=%s\nDISCORD_CHANNEL_ID=%s\nDISCORD_APPLICATION_ID=%s", havR(digits, 18), havR(digits, 19), havR(digits, 18)))
	case 1:
		return havTrap(cat, "chat", fmt.Sprintf("join the drivers' community at https://discord.gg/%s — rules in #welcome", havR(alnum, 8)))
	default:
		return havTrap(cat, "chat", fmt.Sprintf("bot user id is %s, give it the Dispatch role on the server", havR(digits, 18)))
	}
}
