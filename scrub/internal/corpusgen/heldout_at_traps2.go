package main

import (
	"fmt"
	"strings"
)

func hatRepo() string {
	return hatP("pms-sync", "owner-portal", "gate-relay", "rentroll-export", "bms-bridge", "tenant-app")
}

func hatVer() string { return fmt.Sprintf("%d.%d.%d", hatN(0, 5), hatN(0, 24), hatN(0, 40)) }

var hatTechTraps = []func() (string, string, string){
	func() (string, string, string) {
		return "git-sha", "shell", fmt.Sprintf("$ git log --oneline -3\n%s fix unit import for duplex addresses\n%s bump %s to %s\n%s add late-fee rounding test",
			hatHex(7), hatHex(7), hatRepo(), hatVer(), hatHex(7))
	},
	func() (string, string, string) {
		return "git-sha", "chat", fmt.Sprintf("deployed %s (commit %s) to prod at %s, rollback target is %s", hatRepo(), hatHex(40), hatTime(), hatHex(12))
	},
	func() (string, string, string) {
		f := hatRepo() + "-" + hatVer() + ".tar.gz"
		return "checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s\n$ md5sum floorplan_L3.pdf\n%s  floorplan_L3.pdf", f, hatHex(64), f, hatHex(32))
	},
	func() (string, string, string) {
		return "uuid", "json", fmt.Sprintf("{\"property_id\": \"%s\", \"unit_id\": \"%s\", \"status\": \"vacant\", \"sqft\": %d}", hatUUID(), hatUUID(), hatN(450, 1800))
	},
	func() (string, string, string) {
		return "request-id", "log", fmt.Sprintf("%s INFO  http: GET /api/v1/units/%d 200 %dms request_id=%s\n%s WARN  http: POST /api/v1/workorders 422 trace_id=%s span_id=%s",
			hatStamp(), hatN(100, 999), hatN(3, 900), hatUUID(), hatStamp(), hatHex(32), hatHex(16))
	},
	func() (string, string, string) {
		return "build-id", "note", fmt.Sprintf("Build %d.%02d.%d+g%s passed (CI run #%d, artifact %s-%s-linux-amd64). Controller firmware V%s build %d.",
			hatN(2023, 2025), hatN(1, 12), hatN(1, 9), hatHex(7), hatN(1000, 99999), hatRepo(), hatVer(), hatVer(), hatN(200000, 259999))
	},
	func() (string, string, string) {
		return "image-digest", "yaml", fmt.Sprintf("containers:\n  - name: %s\n    image: ghcr.io/harborpm/%s@sha256:%s\n    resources:\n      limits:\n        memory: 256Mi",
			hatRepo(), hatRepo(), hatHex(64))
	},
	func() (string, string, string) {
		s := hatP(`{"building":"`+hatP(hatProps...)+`","floors":`+fmt.Sprint(hatN(2, 30))+`}`, "Lease renewal notice for unit "+fmt.Sprint(hatN(101, 900)), "hello from the leasing office")
		return "base64-data", "note", fmt.Sprintf("the webhook body is base64: %s (decodes to plain JSON/text, nothing sensitive)", hatB64([]byte(s)))
	},
	func() (string, string, string) {
		return "base64-data", "html", fmt.Sprintf("<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB%s\">", hatR(alnum+"+/", 60))
	},
	func() (string, string, string) {
		return "public-key", "note", fmt.Sprintf("Add this to authorized_keys on gate-pi:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hatR(alnum+"+/", 43), strings.ToLower(hatP("dana", "marcus", "priya", "liam")), hatP("laptop", "fm-desk", "tablet"))
	},
	func() (string, string, string) {
		var l []string
		for i := 0; i < 4; i++ {
			l = append(l, hatR(alnum+"+/", 64))
		}
		return "certificate", "pem", "Public cert for the tenant portal (safe to share with the vendor):\n-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + hatR(alnum, 44) + "\n" + strings.Join(l, "\n") + "\n-----END CERTIFICATE-----"
	},
	func() (string, string, string) {
		return "publishable-key", "html", hatP(
			fmt.Sprintf("<script>const stripe = Stripe('pk_live_%s');</script>", hatR(alnum, 99)),
			fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hatR(b64url, 38)),
			fmt.Sprintf("mapboxgl.accessToken = 'pk.%s.%s'; // public token, URL-restricted", hatB64url(`{"u":"harborpm","a":"`+hatR(lower+digits, 10)+`"}`), hatR(b64url, 22)),
		)
	},
	func() (string, string, string) {
		return "placeholder", "env", hatP(
			"BUILDIUM_CLIENT_ID=<your-client-id>\nBUILDIUM_CLIENT_SECRET=<your-client-secret>\n",
			"DB_PASSWORD=changeme\nDB_USER=pm_app\n# set the real value in the vault",
			"KISI_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxx\nKISI_PLACE_ID="+fmt.Sprint(hatN(1000, 99999))+"\n",
			"SLACK_BOT_TOKEN=${SLACK_BOT_TOKEN}\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\n",
			"password: \"{{ vault_nvr_admin_password }}\"\nuser: admin\n",
			"Server=sql01;Database=Voyager;User Id=yardi_ro;Password=********;",
			"api_key: YOUR_API_KEY_HERE\nendpoint: https://api.example.com/v1\n",
			"NVR_PASSWORD=\nNVR_USER=admin\n",
		)
	},
	func() (string, string, string) {
		return "file-path", "note", hatP(
			fmt.Sprintf("Exports land in /var/lib/pms/exports/%d/%02d/rentroll_%s.csv", hatN(2023, 2025), hatN(1, 12), hatHex(8)),
			`Lease scans are under C:\Users\frontdesk\Documents\Leases\`+hatP(hatProps...)+`\2024\`,
			"Config lives at /etc/gate-relay/config.yaml and the secrets file at /etc/gate-relay/secrets.env (root only).",
		)
	},
	func() (string, string, string) {
		return "url", "chat", fmt.Sprintf("statements are at https://portal.%s/owners/statements?year=%d&page=%d and the docs at https://docs.%s/api/v2#auth",
			hatP("harborpm.com", "meridianliving.com"), hatN(2022, 2025), hatN(1, 9), hatP("buildium.com", "kisi.io"))
	},
	func() (string, string, string) {
		return "email-user", "note", fmt.Sprintf("Yardi user for the new assistant is %s; invoices go to ap@%s; escalations to %s.%s@%s.",
			hatP(hatUsers...), hatP("harborpm.com", "cedarprops.co"), strings.ToLower(hatP("dana", "marcus", "ingrid", "mateo")), strings.ToLower(hatP("reyes", "kim", "novak")), hatP("harborpm.com", "cedarprops.co"))
	},
	func() (string, string, string) {
		return "hostname", "note", fmt.Sprintf("Hosts: bms-%02d.meridian.local, nvr-lobby.harbor.lan (10.0.%d.%d), %s.c9x2lkq0.us-east-1.rds.amazonaws.com", hatN(1, 9), hatN(0, 9), hatN(2, 250), hatRepo())
	},
	func() (string, string, string) {
		return "ticket-date-phone", "chat", fmt.Sprintf("JIRA FM-%d is about the %s outage on %s; vendor hotline %s, case #%d.", hatN(100, 9999), hatP("gate", "elevator", "boiler", "intercom"), hatDate(), hatPhone(), hatN(1000000, 9999999))
	},
	func() (string, string, string) {
		return "product-code", "note", fmt.Sprintf("Order: SKU %s-%d-%s x%d, part no. %d-%04d%s, lot %s%d.",
			hatP("HD", "FRG", "GRN"), hatN(1000, 9999), hatP("BRZ", "SN", "WHT"), hatN(1, 20), hatN(1000, 1999), hatN(0, 9999), hatP("A", "B", ""), hatR(upper, 2), hatN(10000, 99999))
	},
	func() (string, string, string) {
		return "code-no-secret", "python", hatP(
			"import os\n\nDB_PASSWORD = os.environ[\"DB_PASSWORD\"]\nAPI_KEY_ENV = \"BUILDIUM_CLIENT_SECRET\"\n\ndef connect():\n    return psycopg.connect(host=HOST, password=DB_PASSWORD)",
			"def set_password(user, raw_password):\n    if len(raw_password) < 12:\n        raise ValueError(\"password too short\")\n    user.password_hash = bcrypt.hashpw(raw_password.encode(), bcrypt.gensalt())",
			"token = request.headers.get(\"Authorization\", \"\").removeprefix(\"Bearer \")\nif not verify(token):\n    abort(401)",
		)
	},
	func() (string, string, string) {
		return "code-no-secret", "go", hatP(
			"pw := os.Getenv(\"NVR_PASSWORD\")\nif pw == \"\" {\n\treturn errors.New(\"NVR_PASSWORD not set\")\n}\nreq.SetBasicAuth(cfg.User, pw)",
			"type Credentials struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"`\n}",
			"if !validGateCode.MatchString(code) { // ^[0-9]{6}$\n\treturn ErrBadCode\n}",
		)
	},
	func() (string, string, string) {
		return "code-no-secret", "javascript", fmt.Sprintf("const password = document.querySelector('#%s').value;\nif (password.length < %d) {\n  showError('Password must be at least %d characters');\n}", hatP("password", "new-password", "owner-pw"), 12, 12)
	},
	func() (string, string, string) {
		return "shell-no-secret", "shell", hatP(
			"$ mysql -h db01.harbor.local -u pm_app -p rentroll\nEnter password:\nmysql> SELECT COUNT(*) FROM units WHERE status='vacant';",
			"$ cat ~/.secrets/registry | docker login ghcr.io -u harborpm-ci --password-stdin\nLogin Succeeded",
			"$ kubectl create secret generic pms-sync --from-env-file=./secrets.env -n leasing\nsecret/pms-sync created",
		)
	},
	func() (string, string, string) {
		return "k8s-ref", "yaml", fmt.Sprintf("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s\n  - name: TZ\n    value: %s\n", hatP("DB_PASSWORD", "KISI_API_KEY", "STRIPE_SECRET_KEY", "NVR_PASSWORD"), hatRepo(), hatP("password", "api-key", "token"), hatP("America/Denver", "Europe/Berlin", "Asia/Tokyo"))
	},
	func() (string, string, string) {
		return "version", "note", fmt.Sprintf("Upgraded Niagara to 4.%d.%d.%d, Metasys to 12.%d, NVR firmware V4.%d.%d build %d; tenant app %s (iOS) / %s (Android).",
			hatN(10, 14), hatN(0, 3), hatN(10, 99), hatN(0, 2), hatN(30, 80), hatN(0, 9), hatN(200000, 249999), hatVer(), hatVer())
	},
	func() (string, string, string) {
		return "diff-no-secret", "diff", fmt.Sprintf("--- a/config/gate.yaml\n+++ b/config/gate.yaml\n@@ -1,4 +1,4 @@\n relay_pin: %d\n-open_ms: %d\n+open_ms: %d\n password_env: %s\n", hatN(2, 27), hatN(10, 40)*100, hatN(10, 60)*100, hatP("GATE_API_PASSWORD", "RELAY_TOKEN_FILE", "KISI_API_KEY"))
	},
}

func hatTrapsTech(b *hatBag) {
	b.run(175, func() {
		cat, format, text := hatTechTraps[rng.IntN(len(hatTechTraps))]()
		b.trap(cat, format, text)
	})
}
