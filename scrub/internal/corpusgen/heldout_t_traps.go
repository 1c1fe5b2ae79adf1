package main

import (
	"fmt"
	"strings"
)

// heldout-t traps: ordinary text, much of it looking like a secret, that must come back unchanged.

func tTrapSamples() []Sample {
	var s []Sample
	add := func(n int, f func() Sample) { s = append(s, tMany(n, f)...) }
	add(14, tTrapGitSHA)
	add(16, tTrapChecksum)
	add(12, tTrapUUID)
	add(12, tTrapRequestID)
	add(10, tTrapBuildID)
	add(10, tTrapVersion)
	add(10, tTrapDigest)
	add(12, tTrapBase64Data)
	add(14, tTrapPublicKey)
	add(10, tTrapPublishable)
	add(20, tTrapPlaceholder)
	add(12, tTrapMenuPath)
	add(10, tTrapFilePath)
	add(12, tTrapURL)
	add(14, tTrapContact)
	add(24, tTrapPasswordTalk)
	add(10, tTrapTicketDate)
	add(10, tTrapProductCode)
	add(10, tTrapVarNames)
	add(18, tTrapPwCode)
	add(12, tTrapEnvRefs)
	add(12, tTrapShellNoCreds)
	add(20, tTrapLoginLookalike)
	add(14, tTrapDiscordLookalike)
	add(14, tTrapWrapped)
	add(12, tTrapKeyIDLookalike)
	add(16, tTrapLogs)
	add(8, tTrapDiffs)
	add(10, tTrapTables)
	add(16, tTrapI18n)
	add(12, tTrapWifiPin)
	add(16, tTrapMisc)
	add(18, tTrapConfig)
	return s
}

func tTrap(cat, format, text string) Sample {
	return Sample{Category: "trap-" + cat, Format: format, Text: text, Secrets: []string{}}
}

// tTrapWrap puts an ordinary line in a surrounding like tWrap does.
func tTrapWrap(cat, msg string) Sample {
	c := tWrap(msg)
	return tTrap(cat, c.format, c.text)
}

var tCommitMsgs = []string{"fix: handle empty cart", "chore(deps): bump golang.org/x/net to 0.24.0", "feat: add CSV export",
	"refactor auth middleware", "docs: clarify the password policy", "Merge pull request #1423 from acme/fix-timeouts",
	"revert \"feat: new checkout\"", "ci: cache go modules", "perf: avoid N+1 in order list", "test: flaky retry test"}

func tTrapGitSHA() Sample {
	sha := tRnd(hexs, 40)
	switch rng.IntN(9) {
	case 0:
		return tTrap("git-sha", "git-log", "commit "+sha+"\nAuthor: "+tCap(tPick(tPeople))+" <dev@acme.io>\nDate:   Fri Mar 14 10:22:31 2025 +0100\n\n    "+tPick(tCommitMsgs))
	case 1:
		return tTrapWrap("git-sha", "fixed in "+sha[:7]+", will ship with 4.2.1")
	case 2:
		return tTrap("git-sha", "shell", "$ git cherry-pick "+sha+"\n[release-4.2 "+tRnd(hexs, 7)+"] "+tPick(tCommitMsgs)+"\n 2 files changed, 14 insertions(+), 3 deletions(-)")
	case 3:
		var lines []string
		for range tIn(3, 6) {
			lines = append(lines, tRnd(hexs, 7)+" "+tPick(tCommitMsgs))
		}
		return tTrap("git-sha", "shell", "$ git log --oneline -"+fmt.Sprint(len(lines))+"\n"+strings.Join(lines, "\n"))
	case 4:
		return tTrap("git-sha", "git-log", "This reverts commit "+sha+".")
	case 5:
		return tTrapWrap("git-sha", "bisect says "+sha[:12]+" is the first bad commit")
	case 6:
		return tTrapWrap("git-sha", "see https://github.com/acme/shop/commit/"+sha)
	case 7:
		return tTrap("git-sha", "shell", "HEAD is now at "+sha[:7]+" "+tPick(tCommitMsgs))
	default:
		return tTrap("git-sha", "go.mod", "require github.com/acme/internal-lib v0.0.0-2025031410"+tRnd(digits, 4)+"-"+sha[:12])
	}
}

func tTrapChecksum() Sample {
	switch rng.IntN(10) {
	case 0:
		return tTrap("checksum", "shell", "$ sha256sum recall-1.4.2-linux-amd64.tar.gz\n"+tRnd(hexs, 64)+"  recall-1.4.2-linux-amd64.tar.gz")
	case 1:
		var lines []string
		for _, f := range []string{"darwin-arm64", "linux-amd64", "linux-arm64", "windows-amd64.zip"} {
			lines = append(lines, tRnd(hexs, 64)+"  tool_2.3.0_"+f)
		}
		return tTrap("checksum", "sha256sums", strings.Join(lines, "\n"))
	case 2:
		return tTrapWrap("checksum", "md5 of the export is "+tRnd(hexs, 32)+", matches the one from the vendor")
	case 3:
		return tTrap("checksum", "json", "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-"+tRnd(alnum+"+/", 86)+"==\"\n}")
	case 4:
		return tTrap("checksum", "go.sum", "golang.org/x/net v0.24.0 h1:"+tRnd(alnum+"+/", 43)+"=\ngolang.org/x/net v0.24.0/go.mod h1:"+tRnd(alnum+"+/", 43)+"=")
	case 5:
		return tTrap("checksum", "note", "Download: ubuntu-24.04.2-live-server-amd64.iso\nSHA-1: "+tRnd(hexs, 40)+"\nSize: 2.9 GB")
	case 6:
		return tTrap("checksum", "ruby", "class Tool < Formula\n  url \"https://github.com/acme/tool/archive/v2.3.0.tar.gz\"\n  sha256 \""+tRnd(hexs, 64)+"\"\n  license \"MIT\"\nend")
	case 7:
		return tTrap("checksum", "hcl", "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.42.0\"\n  hashes = [\n    \"h1:"+tRnd(alnum+"+/", 43)+"=\",\n    \"zh:"+tRnd(hexs, 64)+"\",\n  ]\n}")
	case 8:
		return tTrap("checksum", "requirements", "requests==2.31.0 \\\n    --hash=sha256:"+tRnd(hexs, 64)+"\nurllib3==2.2.1 \\\n    --hash=sha256:"+tRnd(hexs, 64))
	default:
		return tTrap("checksum", "html", "<script src=\"https://cdn.example.com/lib@3.2.1/dist/lib.min.js\"\n        integrity=\"sha384-"+tRnd(alnum+"+/", 64)+"\"\n        crossorigin=\"anonymous\"></script>")
	}
}

func tTrapUUID() Sample {
	u := tUUID()
	switch rng.IntN(7) {
	case 0:
		return tTrap("uuid", "log", tStamp()+" INFO  orders: order "+u+" created for customer "+tRnd(digits, 6))
	case 1:
		return tTrapWrap("uuid", "tenant id is "+u+", subscription "+tUUID())
	case 2:
		return tTrap("uuid", "http", "GET /api/v1/users/"+u+"/preferences HTTP/1.1\nHost: app.example.com\nAccept: application/json")
	case 3:
		return tTrap("uuid", "yaml", "metadata:\n  name: "+tPick(tServices)+"-7d9f8c\n  namespace: prod\n  uid: "+u+"\n  resourceVersion: \""+tRnd(digits, 8)+"\"")
	case 4:
		return tTrapWrap("uuid", "Correlation ID: "+u+" — please include it when you contact support")
	case 5:
		return tTrap("uuid", "sql", "SELECT * FROM sessions WHERE user_id = '"+u+"' ORDER BY created_at DESC LIMIT 5;")
	default:
		return tTrap("uuid", "note", "Device ID: "+strings.ToUpper(u)+"\nOS: iOS 17.4\nApp: 5.12.0 (build 3381)")
	}
}

func tTrapRequestID() Sample {
	switch rng.IntN(8) {
	case 0:
		return tTrap("request-id", "http", "HTTP/1.1 502 Bad Gateway\nX-Request-Id: "+tUUID()+"\nContent-Type: text/html")
	case 1:
		return tTrap("request-id", "http", "traceparent: 00-"+tRnd(hexs, 32)+"-"+tRnd(hexs, 16)+"-01")
	case 2:
		return tTrap("request-id", "log", "START RequestId: "+tUUID()+" Version: $LATEST\nEND RequestId: "+tUUID()+"\nREPORT Duration: 212.33 ms\tBilled Duration: 213 ms\tMemory Size: 512 MB")
	case 3:
		return tTrapWrap("request-id", "Cloudflare shows error 524, ray id "+tRnd(hexs, 16)+"-FRA")
	case 4:
		return tTrapWrap("request-id", "sentry event "+tRnd(hexs, 32)+" has the full breadcrumb trail")
	case 5:
		return tTrap("request-id", "log", "level=error msg=\"upstream timeout\" trace_id="+tRnd(hexs, 32)+" span_id="+tRnd(hexs, 16)+" service="+tPick(tServices))
	case 6:
		return tTrap("request-id", "http", "x-amz-request-id: "+tRnd(upper+digits, 16)+"\nx-amz-id-2: "+tRnd(alnum+"+/", 76)+"\nServer: AmazonS3")
	default:
		return tTrap("request-id", "json", "{\"error\":{\"code\":\"rate_limited\",\"message\":\"Too many requests\",\"request_id\":\"req_"+tRnd(alnum, 24)+"\"}}")
	}
}

func tTrapBuildID() Sample {
	switch rng.IntN(7) {
	case 0:
		return tTrapWrap("build-id", "GitHub Actions run "+tRnd(digits, 10)+" failed on the arm64 job")
	case 1:
		return tTrap("build-id", "shell", "$ file ./bin/server\n./bin/server: ELF 64-bit LSB executable, x86-64, version 1 (SYSV), statically linked, BuildID[sha1]="+tRnd(hexs, 40)+", not stripped")
	case 2:
		return tTrapWrap("build-id", "build scan: https://scans.gradle.com/s/"+tRnd(lower+digits, 13))
	case 3:
		return tTrap("build-id", "log", "Build #"+fmt.Sprint(tIn(1000, 9999))+" ("+tDate()+") SUCCESS\nartifact: app-"+tRnd(hexs, 8)+".jar")
	case 4:
		return tTrap("build-id", "log", "Step 7/12 : RUN go build -o /out/app ./cmd/app\n ---> Running in "+tRnd(hexs, 12)+"\n ---> "+tRnd(hexs, 12)+"\nSuccessfully built "+tRnd(hexs, 12))
	case 5:
		return tTrapWrap("build-id", "CodeBuild id "+tPick(tServices)+"-ci:"+tUUID()+" is stuck in PROVISIONING")
	default:
		return tTrap("build-id", "note", "Release 2025.03."+fmt.Sprint(tIn(1, 28))+"-"+fmt.Sprint(tIn(1, 9))+"\nBuild: "+tRnd(upper+digits, 10)+"\nChannel: stable")
	}
}

func tTrapVersion() Sample {
	v := []string{
		"v" + fmt.Sprintf("%d.%d.%d-rc.%d+build.%d", tIn(0, 9), tIn(0, 40), tIn(0, 20), tIn(1, 5), tIn(1, 900)),
		"go version go1." + fmt.Sprint(tIn(20, 24)) + "." + fmt.Sprint(tIn(0, 9)) + " linux/amd64",
		"Chrome " + fmt.Sprintf("%d.0.%d.%d", tIn(110, 130), tIn(5000, 6999), tIn(10, 200)),
		"Linux build-runner-3 6.8.0-" + fmt.Sprint(tIn(30, 60)) + "-generic #" + fmt.Sprint(tIn(30, 70)) + "-Ubuntu SMP x86_64 GNU/Linux",
		"OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)",
		"node v20." + fmt.Sprint(tIn(0, 18)) + ".1, npm 10.5.0",
		"Stripe-Version: 2024-06-20",
		"image: postgres:16.2-alpine3.19",
	}
	return tTrapWrap("version", "after the upgrade we're on "+tPick(v))
}

func tTrapDigest() Sample {
	d := "sha256:" + tRnd(hexs, 64)
	switch rng.IntN(5) {
	case 0:
		return tTrap("image-digest", "shell", "$ docker pull nginx:1.27\n1.27: Pulling from library/nginx\nDigest: "+d+"\nStatus: Downloaded newer image for nginx:1.27")
	case 1:
		return tTrap("image-digest", "dockerfile", "FROM python:3.12-slim@"+d+"\nWORKDIR /app\nCOPY . .")
	case 2:
		return tTrap("image-digest", "yaml", "containerStatuses:\n- image: ghcr.io/acme/api:4.2.0\n  imageID: ghcr.io/acme/api@"+d+"\n  ready: true")
	case 3:
		return tTrapWrap("image-digest", "pin it to "+d+" so renovate stops flapping")
	default:
		return tTrap("image-digest", "json", "{\n  \"schemaVersion\": 2,\n  \"config\": {\n    \"mediaType\": \"application/vnd.oci.image.config.v1+json\",\n    \"digest\": \""+d+"\",\n    \"size\": "+fmt.Sprint(tIn(1000, 9000))+"\n  }\n}")
	}
}

func tTrapBase64Data() Sample {
	switch rng.IntN(6) {
	case 0:
		cur := tB64URL(fmt.Sprintf(`{"page":%d,"per_page":50,"sort":"created_at"}`, tIn(2, 40)))
		return tTrap("base64-data", "http", "GET /api/v2/orders?cursor="+cur+" HTTP/1.1\nHost: shop.example.com")
	case 1:
		svg := tB64(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="` + fmt.Sprint(tIn(3, 8)) + `" fill="#e33"/></svg>`)
		return tTrap("base64-data", "css", ".dot {\n  background-image: url(\"data:image/svg+xml;base64,"+svg+"\");\n}")
	case 2:
		msg := tPick([]string{"Hi team,\nthe quarterly report is attached. Numbers look good, revenue is up 4% on last quarter.\nBest, Ana",
			"Reminder: the office is closed on Friday for the move. Please take your laptops home.",
			"Meeting moved to 3pm, room Lisbon. Agenda: roadmap, hiring, offsite."})
		b := tB64(msg)
		var lines []string
		for i := 0; i < len(b); i += 76 {
			lines = append(lines, b[i:min(i+76, len(b))])
		}
		return tTrap("base64-data", "mime", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n"+strings.Join(lines, "\n"))
	case 3:
		w := tPick([]string{"hello world", "deploy finished", "order shipped", "Guten Morgen"})
		return tTrap("base64-data", "shell", "$ echo '"+tB64(w+"\n")+"' | base64 -d\n"+w)
	case 4:
		return tTrap("base64-data", "yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: motd\nbinaryData:\n  motd.txt: "+tB64("Welcome to "+tPick(tHosts)+"\nMaintenance window: Sundays 02:00-04:00 UTC\n"))
	default:
		return tTrapWrap("base64-data", "the payload decodes fine: "+tB64(fmt.Sprintf(`{"event":"signup","plan":"team","seats":%d}`, tIn(2, 50))))
	}
}

func tSSHPub() string {
	if tOdds(0.6) {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + tRnd(alnum+"+/", 43) + " " + strings.ToLower(tPick(tPeople)) + "@laptop"
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + tRnd(alnum+"+/", 200) + "= deploy@ci"
}

func tTrapPublicKey() Sample {
	switch rng.IntN(8) {
	case 0:
		return tTrap("public-key", "authorized_keys", "# ~/.ssh/authorized_keys on "+tPick(tHosts)+"\n"+tSSHPub()+"\n"+tSSHPub())
	case 1:
		return tTrapWrap("public-key", "add my public key pls:\n"+tSSHPub())
	case 2:
		body := tPEMBody("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 6)
		body = append(body[:len(body)-1], tRnd(alnum+"+/", 26)+"IDAQAB")
		return tTrap("public-key", "pem", "JWT verification key (public):\n-----BEGIN PUBLIC KEY-----\n"+strings.Join(body, "\n")+"\n-----END PUBLIC KEY-----")
	case 3:
		body := tPEMBody("MIIDdzCCAl+gAwIBAgIU", tIn(8, 14))
		return tTrap("certificate", "pem", "-----BEGIN CERTIFICATE-----\n"+strings.Join(body, "\n")+"\n-----END CERTIFICATE-----")
	case 4:
		return tTrap("public-key", "wireguard", "[Peer]\n# office gateway\nPublicKey = "+tRnd(alnum+"+/", 43)+"=\nEndpoint = vpn.example.org:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25")
	case 5:
		return tTrapWrap("public-key", "encrypt the backup to our age recipient age1"+tRnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
	case 6:
		return tTrap("public-key", "known_hosts", "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+tRnd(alnum+"+/", 43)+"\n"+tPick(tHosts)+" ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB"+tRnd(alnum+"+/", 88)+"=")
	default:
		return tTrap("public-key", "json", "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\""+tRnd(hexs, 40)+"\",\"alg\":\"RS256\",\"n\":\""+tRnd(b64url, 342)+"\",\"e\":\"AQAB\"}]}")
	}
}

func tTrapPublishable() Sample {
	switch rng.IntN(6) {
	case 0:
		return tTrap("publishable-key", "env", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_"+tRnd(alnum, 99)+"\nNEXT_PUBLIC_APP_URL=https://shop.example.com")
	case 1:
		return tTrap("publishable-key", "js", "const stripe = Stripe('pk_test_"+tRnd(alnum, 99)+"');\nconst elements = stripe.elements();")
	case 2:
		return tTrap("publishable-key", "html", "<div class=\"g-recaptcha\" data-sitekey=\"6L"+tRnd(b64url, 38)+"\"></div>")
	case 3:
		return tTrap("publishable-key", "js", "posthog.init('phc_"+tRnd(alnum, 43)+"', { api_host: 'https://eu.i.posthog.com' })")
	case 4:
		return tTrap("publishable-key", "html", "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-"+tRnd(upper+digits, 10)+"\"></script>")
	default:
		return tTrapWrap("publishable-key", "the publishable key pk_live_"+tRnd(alnum, 24)+" is fine in the frontend bundle, it's meant to be public")
	}
}

func tTrapPlaceholder() Sample {
	phs := []string{"<your-token>", "changeme", "xxxxxxxxxxxxxxxxxxxx", "********", "${API_TOKEN}", "{{ secrets.API_TOKEN }}",
		"REPLACE_ME", "<password>", "your_password_here", "$DB_PASSWORD", "%(db_password)s", "[REDACTED]", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
		"sk_live_...", "<insert key here>", "TODO", "••••••••", "YOUR_API_KEY", "example-password", "{{ .Values.db.password }}"}
	ph, ph2 := tPick(phs), tPick(phs)
	switch rng.IntN(8) {
	case 0:
		return tTrap("placeholder", "env", "# .env.example — copy to .env and fill in\nAPI_TOKEN="+ph+"\nDB_PASSWORD="+ph2+"\nPORT=8080")
	case 1:
		return tTrap("placeholder", "readme", "## Setup\n\n1. Create a token in your account settings.\n2. Export it:\n\n```sh\nexport API_TOKEN="+ph+"\n```\n3. Run `make dev`.")
	case 2:
		return tTrap("placeholder", "yaml", "database:\n  host: localhost\n  user: app\n  password: "+ph+"  # set via env in prod")
	case 3:
		return tTrap("placeholder", "shell", "curl -H \"Authorization: Bearer "+ph+"\" https://api.example.com/v1/projects")
	case 4:
		return tTrapWrap("placeholder", "the config still says password: "+ph+" — did anyone set the real one?")
	case 5:
		return tTrap("placeholder", "json", "{\n  \"apiKey\": \""+ph+"\",\n  \"region\": \"eu\"\n}")
	case 6:
		return tTrap("placeholder", "log", tStamp()+" INFO  config loaded: db.user=app db.password="+tPick([]string{"********", "[REDACTED]", "<hidden>", "***"})+" db.host=localhost")
	default:
		return tTrap("placeholder", "python", "client = Client(api_key=\""+ph+"\")  # replace with your key")
	}
}

func tTrapMenuPath() Sample {
	p := tPick([]string{"Admin / Settings / Security", "Settings > Passwords > Reset", "File / Export / CSV", "Users / Roles / Permissions",
		"Admin / Users / Invite", "Account › Security › Two-factor authentication", "Einstellungen / Konto / Passwort ändern",
		"Paramètres > Sécurité > Mot de passe", "System / Administration / Backup", "Project settings → CI/CD → Variables",
		"Login / Sign up", "Network / Wi-Fi / Advanced", "Admin / Password policy"})
	return tTrapWrap("menu-path", tPick([]string{"go to ", "it's under ", "you'll find it in ", "click "})+p+tPick([]string{"", " and hit Save", ", then reload the page", " (needs admin rights)"}))
}

func tTrapFilePath() Sample {
	p := tPick([]string{"/etc/ssl/private/server.key", "~/.ssh/id_ed25519", "C:\\Users\\ana\\AppData\\Roaming\\npm\\.npmrc",
		"/run/secrets/db_password", "/var/lib/postgresql/16/main/pg_hba.conf", "secrets/prod/api-key.txt",
		"~/.aws/credentials", "/etc/nginx/.htpasswd", "$HOME/.config/gh/hosts.yml", "./certs/tls.key", "/vault/secrets/config.json"})
	return tTrapWrap("file-path", tPick([]string{"the key lives at ", "permissions on ", "make sure ", "mount the secret at ", "don't commit "})+p+
		tPick([]string{" (chmod 600)", " — it's in .gitignore", " is owned by root", "", " and restart the service"}))
}

func tTrapURL() Sample {
	u := tPick([]string{"https://github.com/acme/shop/pull/" + fmt.Sprint(tIn(100, 9999)),
		"https://grafana.example.com/d/" + tRnd(lower+digits, 9) + "/api-latency?orgId=1&from=now-6h&to=now",
		"https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe",
		"https://www.youtube.com/watch?v=" + tRnd(b64url, 11),
		"https://console.aws.amazon.com/iam/home#/users/ci-uploader",
		"https://accounts.google.com/o/oauth2/v2/auth?client_id=" + tRnd(digits, 12) + "-" + tRnd(lower+digits, 32) + ".apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&response_type=code&scope=openid%20email",
		"https://api.example.com/v1/users?page=2&per_page=50&sort=-created_at",
		"https://jenkins.corp.example/job/deploy/" + fmt.Sprint(tIn(100, 999)) + "/console",
		"https://s3.eu-west-1.amazonaws.com/acme-public-assets/logo-" + tRnd(hexs, 8) + ".png",
		"https://meet.example.com/" + tRnd(lower, 3) + "-" + tRnd(lower, 4) + "-" + tRnd(lower, 3)})
	return tTrapWrap("url", tPick([]string{"link: ", "see ", "dashboard is here ", "recording: ", ""})+u)
}

func tTrapContact() Sample {
	switch rng.IntN(6) {
	case 0:
		return tTrapWrap("contact", "ping "+strings.ToLower(tPick(tPeople))+"@acme.io or the on-call alias oncall@acme.io")
	case 1:
		return tTrapWrap("contact", "my username there is "+tPick(tUsers)+tRnd(digits, 2)+", add me to the team")
	case 2:
		return tTrap("contact", "note", "Support hotline: +49 30 "+tRnd(digits, 8)+"\nUS: +1 (415) 555-"+tRnd(digits, 4)+"\nFax: none")
	case 3:
		return tTrapWrap("contact", "hosts to patch tonight: "+strings.Join([]string{tPick(tHosts), tPick(tHosts), tPick(tHosts)}, ", "))
	case 4:
		return tTrap("contact", "vcard", "BEGIN:VCARD\nVERSION:3.0\nFN:"+tCap(tPick(tPeople))+" Example\nEMAIL:"+strings.ToLower(tPick(tPeople))+"@example.com\nTEL:+44 20 7946 "+tRnd(digits, 4)+"\nEND:VCARD")
	default:
		return tTrapWrap("contact", "the service account is "+tPick([]string{"svc-backup", "ci-runner", "deploy-bot"})+"@"+tGCPProject()+".iam.gserviceaccount.com, grant it storage.objectViewer")
	}
}
