package main

// Traps: text that looks like it holds a secret and does not. Each must come back unchanged.

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/pem"
	"fmt"
	"math/big"
	"strings"
	"time"
)

func hsTraps(c *hsCorpus) {
	t := func(cat, format, text string) Sample { return hsS(cat, format, text) }

	// git SHAs
	c.each(18,
		func() Sample {
			var b strings.Builder
			for i := 0; i < hsN(3, 6); i++ {
				fmt.Fprintf(&b, "%s %s\n", hsHex(7), hsP("fix flaky test in orders", "bump deps", "add retry to webhook sender", "docs: clarify setup", "refactor: split config loader", "Merge pull request #"+fmt.Sprint(hsN(100, 4000))+" from acme/feature"))
			}
			return t("git-sha", "terminal", "$ git log --oneline -n 5\n"+strings.TrimSuffix(b.String(), "\n"))
		},
		func() Sample {
			n := hsP(hsNames...)
			return t("git-sha", "terminal", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s Mar %d 14:%02d:11 2024 +0100\n\n    %s", hsHex(40), n, strings.ToLower(n), hsP(hsDomains...), hsP("Mon", "Tue", "Wed", "Thu", "Fri"), hsN(1, 28), hsN(0, 59), hsP("Remove hardcoded password from test fixtures", "Rotate API keys via Vault instead of env", "Fix token refresh race")))
		},
		func() Sample {
			return t("git-sha", "chat", hsChat(fmt.Sprintf("the regression came in with %s, reverting", hsHex(hsN(7, 12)))))
		},
		func() Sample {
			return t("git-sha", "prose", fmt.Sprintf("Fixed in commit %s (released in v%d.%d.%d).", hsHex(40), hsN(1, 4), hsN(0, 20), hsN(0, 9)))
		},
		func() Sample {
			return t("git-sha", "markdown", fmt.Sprintf("Pinned actions:\n- uses: actions/checkout@%s # v4.1.1\n- uses: actions/setup-go@%s # v5.0.0", hsHex(40), hsHex(40)))
		},
		func() Sample {
			return t("git-sha", "terminal", fmt.Sprintf("$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s", hsHex(40), hsN(0, 3), hsN(0, 30), hsN(0, 9), hsN(1, 40), hsHex(7)))
		},
		func() Sample {
			return t("git-sha", "ticket", fmt.Sprintf("Bisect result: first bad commit is %s. Last good: %s.", hsHex(40), hsHex(40)))
		},
		func() Sample {
			return t("git-sha", "prose-de", fmt.Sprintf("Der Fehler steckt seit Commit %s im Hauptzweig.", hsHex(10)))
		},
		func() Sample {
			return t("git-sha", "go.mod", fmt.Sprintf("require (\n\tgithub.com/acme/util v0.0.0-2024%02d%02d%06d-%s\n\tgolang.org/x/sync v0.7.0\n)", hsN(1, 12), hsN(1, 28), hsN(0, 235959), hsHex(12)))
		},
	)

	// checksums and lockfile hashes
	c.each(18,
		func() Sample {
			return t("checksum", "terminal", fmt.Sprintf("$ sha256sum recall-linux-amd64.tar.gz\n%s  recall-linux-amd64.tar.gz", hsHex(64)))
		},
		func() Sample {
			var b strings.Builder
			for _, f := range []string{"app_darwin_arm64.zip", "app_linux_amd64.tar.gz", "app_windows_amd64.zip"} {
				fmt.Fprintf(&b, "%s  %s\n", hsHex(64), f)
			}
			return t("checksum", "checksums.txt", strings.TrimSuffix(b.String(), "\n"))
		},
		func() Sample {
			return t("checksum", "json", fmt.Sprintf("\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-%s\"\n}", hsB64(64)))
		},
		func() Sample {
			return t("checksum", "go.sum", fmt.Sprintf("github.com/google/uuid v1.6.0 h1:%s\ngithub.com/google/uuid v1.6.0/go.mod h1:%s", hsB64(32), hsB64(32)))
		},
		func() Sample {
			return t("checksum", "toml", fmt.Sprintf("[[package]]\nname = \"serde\"\nversion = \"1.0.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"", hsN(150, 210), hsHex(64)))
		},
		func() Sample {
			return t("checksum", "requirements", fmt.Sprintf("requests==2.31.0 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s", hsHex(64), hsHex(64)))
		},
		func() Sample {
			return t("checksum", "prose", fmt.Sprintf("MD5 of the export should be %s, if yours differs the download is corrupt.", hsHex(32)))
		},
		func() Sample {
			return t("checksum", "prose-fr", fmt.Sprintf("empreinte SHA-1 du fichier : %s", hsHex(40)))
		},
		func() Sample {
			return t("checksum", "dockerfile", fmt.Sprintf("RUN curl -fsSLo /tmp/helm.tgz https://get.helm.sh/helm-v3.14.%d-linux-amd64.tar.gz \\\n && echo \"%s  /tmp/helm.tgz\" | sha256sum -c -", hsN(0, 4), hsHex(64)))
		},
		func() Sample {
			return t("checksum", "yaml", fmt.Sprintf("- name: Verify artifact\n  run: |\n    echo \"expected sha256 %s\"\n    sha256sum dist/app.zip", hsHex(64)))
		},
	)

	// UUIDs, request ids, trace ids
	c.each(18,
		func() Sample {
			return t("request-id", "log", fmt.Sprintf("%s ERROR api: upstream timeout request_id=%s path=/v1/orders status=504", hsStamp(), hsUUID()))
		},
		func() Sample {
			return t("request-id", "http", fmt.Sprintf("HTTP/1.1 500 Internal Server Error\nX-Request-Id: %s\nContent-Type: application/json\n\n{\"error\":\"internal\",\"trace\":\"%s\"}", hsUUID(), hsHex(32)))
		},
		func() Sample {
			return t("request-id", "http", fmt.Sprintf("traceparent: 00-%s-%s-01", hsHex(32), hsHex(16)))
		},
		func() Sample {
			return t("request-id", "chat", hsChat(fmt.Sprintf("got a 502 again, cf-ray %s-%s if support asks", hsHex(16), hsP("FRA", "AMS", "LHR", "IAD", "NRT"))))
		},
		func() Sample {
			return t("request-id", "log", fmt.Sprintf("REPORT RequestId: %s\tDuration: %d.%02d ms\tBilled Duration: %d ms\tMemory Size: 512 MB", hsUUID(), hsN(10, 900), hsN(0, 99), hsN(10, 900)))
		},
		func() Sample {
			return t("request-id", "ticket", fmt.Sprintf("Sentry issue %s, event id %s — happens only on Safari.", strings.ToUpper(hsR(upper+digits, 6)), hsHex(32)))
		},
		func() Sample {
			return t("request-id", "prose", fmt.Sprintf("The order was created with id %s, but the confirmation mail never went out.", hsUUID()))
		},
		func() Sample {
			return t("request-id", "prose-es", fmt.Sprintf("el identificador de correlación es %s", hsUUID()))
		},
		func() Sample {
			return t("request-id", "json", fmt.Sprintf("{\"level\":\"warn\",\"ts\":\"%s\",\"msg\":\"retrying\",\"span_id\":\"%s\",\"trace_id\":\"%s\",\"attempt\":2}", hsStamp(), hsHex(16), hsHex(32)))
		},
	)

	// build ids, versions, image digests
	c.each(18,
		func() Sample {
			return t("image-digest", "terminal", fmt.Sprintf("$ docker pull ghcr.io/acme/api:1.%d.%d\n1.%d: Pulling from acme/api\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/acme/api:1.%d", hsN(0, 20), hsN(0, 9), hsN(0, 20), hsHex(64), hsN(0, 20)))
		},
		func() Sample {
			return t("image-digest", "yaml", fmt.Sprintf("containers:\n  - name: api\n    image: registry.example.com/api@sha256:%s\n    ports:\n      - containerPort: 8080", hsHex(64)))
		},
		func() Sample {
			return t("build-id", "chat", hsChat(fmt.Sprintf("build #%d is green, deploying %s to staging", hsN(1000, 9999), hsP("v2.14.3-rc.1", "1.9.0+build.77", "2024.05.3"))))
		},
		func() Sample {
			return t("version", "prose", fmt.Sprintf("Reproduced on Chrome/%d.0.%d.%d and Firefox %d.0.1 on macOS 14.%d.", hsN(110, 130), hsN(5000, 6999), hsN(10, 200), hsN(115, 130), hsN(0, 6)))
		},
		func() Sample {
			return t("build-id", "log", fmt.Sprintf("Build ID: %s\nBuild number: %d\nStarted by timer\nFinished: SUCCESS", hsUUID(), hsN(100, 9000)))
		},
		func() Sample {
			return t("version", "terminal", fmt.Sprintf("$ kubectl version\nClient Version: v1.%d.%d\nKustomize Version: v5.0.4-0.20230601165947-6ce0bf390ce3\nServer Version: v1.%d.%d-eks-%s", hsN(26, 30), hsN(0, 9), hsN(26, 30), hsN(0, 9), hsHex(7)))
		},
		func() Sample {
			return t("build-id", "markdown", fmt.Sprintf("| Build | Commit | Result |\n|---|---|---|\n| %d | %s | ✅ |\n| %d | %s | ❌ |", hsN(100, 999), hsHex(7), hsN(100, 999), hsHex(7)))
		},
		func() Sample {
			return t("version", "prose-de", fmt.Sprintf("Bitte auf Version %d.%d.%d aktualisieren, Build %s enthält den Fix.", hsN(1, 9), hsN(0, 20), hsN(0, 9), hsP("20240514.3", "r4821", "b77")))
		},
		func() Sample {
			return t("build-id", "terminal", fmt.Sprintf("$ aws ec2 describe-images --owners self --query 'Images[0].ImageId'\n\"ami-%s\"", hsHex(17)))
		},
	)

	// base64 of ordinary data
	b := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	c.each(10,
		func() Sample {
			s := fmt.Sprintf(hsP("hello world %d", "Hello, World! (%d)", "release notes v%d", "page=%d"), hsN(2, 999))
			return t("base64-plain", "terminal", fmt.Sprintf("$ echo '%s' | base64 -d\n%s", b(s+"\n"), s))
		},
		func() Sample {
			return t("base64-plain", "html", fmt.Sprintf("<img alt=\"dot\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s\"/>", b(string(hsBytes(6)))))
		},
		func() Sample {
			cfg := fmt.Sprintf(`{"theme":"dark","lang":"%s","pageSize":%d}`, hsP("en", "de", "ja"), hsP(20, 50, 100))
			return t("base64-plain", "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ui-defaults\nbinaryData:\n  settings.json: %s", b(cfg)))
		},
		func() Sample {
			body := hsP("Hi all, the quarterly report is attached. Regards, Finance", "Reminder: office closed on Friday for maintenance.")
			return t("base64-plain", "email", fmt.Sprintf("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", strings.Join(hsWrap(b(body), 76), "\n")))
		},
		func() Sample {
			return t("base64-plain", "prose", fmt.Sprintf("the cursor for the next page is %s (it's just base64 of the offset)", b(fmt.Sprintf(`{"offset":%d}`, hsN(20, 900)))))
		},
		func() Sample {
			return t("base64-plain", "css", fmt.Sprintf("@font-face {\n  font-family: 'Icons';\n  src: url(data:font/woff2;base64,d09GMgABAAAAA%s) format('woff2');\n}", hsB64(48)))
		},
		func() Sample {
			return t("base64-plain", "python", fmt.Sprintf("payload = base64.b64encode(json.dumps({\"event\": \"%s\"}).encode())\n# -> %s", hsP("signup", "checkout"), b(`{"event": "signup"}`)))
		},
	)

	// public keys and certificates
	c.all(
		func() Sample {
			return t("public-key", "authorized_keys", hsSSHPub(strings.ToLower(hsP(hsNames...))+"@laptop")+"\n"+hsSSHPub("deploy@ci"))
		},
		func() Sample {
			return t("public-key", "chat", hsChat("here's my public key, can you add it to the bastion?\n"+hsSSHPub(strings.ToLower(hsP(hsNames...))+"@"+hsP("mbp", "thinkpad", "workstation"))))
		},
		func() Sample {
			pub, _ := hsEd25519()
			der, _ := x509.MarshalPKIXPublicKey(pub)
			return t("public-key", "pem", "-----BEGIN PUBLIC KEY-----\n"+base64.StdEncoding.EncodeToString(der)+"\n-----END PUBLIC KEY-----")
		},
		func() Sample { return t("certificate", "pem", hsCert()) },
		func() Sample {
			return t("certificate", "yaml", "tls:\n  ca.crt: |\n    "+strings.ReplaceAll(hsCert(), "\n", "\n    "))
		},
		func() Sample {
			return t("public-key", "note", fmt.Sprintf("# recipient for the backups (public)\nage1%s", hsR(hsBech32, 58)))
		},
		func() Sample {
			return t("public-key", "wireguard", fmt.Sprintf("[Peer]\n# office gateway\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25", hsB64(32), hsP(hsDomains...)))
		},
		func() Sample {
			fp := hsHexU(40)
			var g []string
			for _, x := range hsWrap(fp, 4) {
				g = append(g, x)
			}
			return t("public-key", "email-signature", fmt.Sprintf("--\n%s\nPGP fingerprint: %s", hsP(hsNames...), strings.Join(g, " ")))
		},
		func() Sample {
			return t("public-key", "terminal", fmt.Sprintf("The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", hsP(hsHosts...), hsIP(), base64.RawStdEncoding.EncodeToString(hsBytes(32))))
		},
		func() Sample {
			line := hsSSHPub("")
			return t("public-key", "known_hosts", fmt.Sprintf("%s,%s %s", hsP(hsHosts...), hsIP(), strings.TrimSpace(line)))
		},
		func() Sample {
			return t("public-key", "log", fmt.Sprintf("%s sshd[%d]: Accepted publickey for %s from %s port %d ssh2: ED25519 SHA256:%s", hsP("Mar  3 10:14:02", "Jun 21 23:01:55"), hsN(1000, 60000), hsP(hsUsers...), hsIP(), hsN(30000, 65000), base64.RawStdEncoding.EncodeToString(hsBytes(32))))
		},
		func() Sample {
			n := base64.RawURLEncoding.EncodeToString(hsBytes(256))
			return t("public-key", "json", fmt.Sprintf("{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"%s\",\"alg\":\"RS256\",\"n\":\"%s\",\"e\":\"AQAB\"}]}", hsHex(40), n))
		},
		func() Sample {
			return t("public-key", "prose-ja", "公開鍵はこちらです：\n"+hsSSHPub("tanaka@dev"))
		},
	)

	// publishable keys that are public by design
	c.each(12,
		func() Sample {
			return t("publishable-key", "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements();", hsR(alnum, hsP(24, 99))))
		},
		func() Sample {
			return t("publishable-key", "html", fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>", hsR(upper+digits, 10)))
		},
		func() Sample {
			return t("publishable-key", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hsR(b64url, 38)))
		},
		func() Sample {
			return t("publishable-key", "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_%s\nNEXT_PUBLIC_GA_ID=G-%s", hsR(alnum, 99), hsR(upper+digits, 10)))
		},
		func() Sample {
			return t("publishable-key", "chat", hsChat(fmt.Sprintf("the GTM container is GTM-%s, marketing owns it", hsR(upper+digits, 7))))
		},
		func() Sample {
			return t("publishable-key", "javascript", fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ%s';", hsR(alnum, 20)+"In0."+hsR(b64url, 22)))
		},
	)

	// placeholders
	c.each(24,
		func() Sample {
			return t("placeholder", "env", "# copy to .env and fill in\nOPENAI_API_KEY=<your-api-key>\nDATABASE_URL=postgres://user:<password>@localhost:5432/app\nSECRET_KEY=changeme")
		},
		func() Sample {
			return t("placeholder", "markdown", "## Configuration\n\nSet `GITHUB_TOKEN` to a personal access token (e.g. `ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`) with `repo` scope.")
		},
		func() Sample {
			return t("placeholder", "yaml", "database:\n  host: localhost\n  user: app\n  password: ${DB_PASSWORD}\n  sslmode: disable")
		},
		func() Sample {
			return t("placeholder", "github-actions", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}")
		},
		func() Sample {
			return t("placeholder", "helm", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ .Release.Name }}-db\nstringData:\n  password: {{ .Values.db.password | quote }}")
		},
		func() Sample {
			return t("placeholder", "shell", "curl -H \"Authorization: Bearer $API_TOKEN\" https://api.example.com/v1/items")
		},
		func() Sample {
			return t("placeholder", "prose", fmt.Sprintf("login: %s / password: ******** (it's masked in the screenshot too)", hsP(hsUsers...)))
		},
		func() Sample {
			return t("placeholder", "log", fmt.Sprintf("%s INFO config loaded: db_password=[REDACTED] api_key=**** region=eu-west-1", hsStamp()))
		},
		func() Sample {
			return t("placeholder", "docs", "Replace YOUR_API_KEY_HERE with the key from the dashboard:\n\n    client = Client(api_key=\"YOUR_API_KEY_HERE\")")
		},
		func() Sample {
			return t("placeholder", "ini", "[database]\nuser = app\npassword = changeme   ; default, must be changed before deploy")
		},
		func() Sample {
			return t("placeholder", "chat", hsChat("stripe key goes in as sk_live_xxxxxxxxxxxxxxxxxxxxxxxx in the example, don't paste the real one"))
		},
		func() Sample {
			return t("placeholder", "docker", "docker login -u <username> -p <password> registry.example.com")
		},
		func() Sample {
			return t("placeholder", "python", "password = os.environ[\"DB_PASSWORD\"]\ntoken = os.getenv(\"SLACK_BOT_TOKEN\", \"\")")
		},
		func() Sample {
			return t("placeholder", "prose-de", "Passwort: <bitte im Passwortmanager nachsehen>")
		},
		func() Sample {
			return t("placeholder", "json", "{\n  \"username\": \"REPLACE_ME\",\n  \"password\": \"REPLACE_ME\",\n  \"endpoint\": \"https://api.example.com\"\n}")
		},
		func() Sample {
			return t("placeholder", "shell", "mysql -u root -p\nEnter password: ")
		},
		func() Sample {
			return t("placeholder", "prose", "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX is what the template shows; real keys come from SSO.")
		},
		func() Sample {
			return t("placeholder", "terraform", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.db_password")
		},
		func() Sample {
			return t("placeholder", "prose-fr", "mot de passe : •••••••• (voir le coffre-fort)")
		},
		func() Sample {
			return t("placeholder", "kubernetes", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password")
		},
		func() Sample {
			return t("placeholder", "compose", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password")
		},
		func() Sample {
			return t("placeholder", "prose", "token: <paste token here>")
		},
		func() Sample {
			return t("placeholder", "shell", "export TOKEN=$(vault kv get -field=token secret/ci/github)")
		},
		func() Sample {
			return t("placeholder", "markdown", "| Variable | Example |\n|---|---|\n| `API_KEY` | `xxxx-xxxx-xxxx` |\n| `PASSWORD` | `<secret>` |")
		},
	)

	// menu paths
	c.all(
		func() Sample {
			return t("menu-path", "prose", "Go to Admin / Settings / Users and click Invite.")
		},
		func() Sample {
			return t("menu-path", "prose", fmt.Sprintf("In Jira: Projects / %s / Project settings / Permissions", hsP("PLAT", "WEB", "OPS")))
		},
		func() Sample {
			return t("menu-path", "chat", hsChat("it's under Settings > Security > Passwords, toggle 'require 2FA'"))
		},
		func() Sample {
			return t("menu-path", "docs", "Navigate to System / Administration / Password Policy to change the minimum length.")
		},
		func() Sample {
			return t("menu-path", "prose", "The header has Login / Register on the right and Help / Contact in the footer.")
		},
		func() Sample {
			return t("menu-path", "ticket", "Steps to reproduce:\n1. Account / Security / Change password\n2. Submit the form with an empty field\n3. Observe the 500")
		},
		func() Sample {
			return t("menu-path", "prose-de", "Unter Verwaltung / Benutzer / Rollen die Rolle \"Leser\" zuweisen.")
		},
		func() Sample {
			return t("menu-path", "prose", "On the router: Advanced / Wireless / Security, then pick WPA2-Personal.")
		},
		func() Sample {
			return t("menu-path", "markdown", "Breadcrumb: Home › Admin › Users › Edit")
		},
		func() Sample {
			return t("menu-path", "prose-ja", "管理 / 設定 / ユーザー から招待してください。")
		},
		func() Sample {
			return t("menu-path", "prose", "Users / Roles / Permissions are managed in the admin console, not in the app.")
		},
		func() Sample {
			return t("menu-path", "prose-es", "Ve a Ajustes / Cuenta / Contraseña para cambiarla.")
		},
	)

	// file paths
	c.all(
		func() Sample {
			return t("file-path", "prose", "The key lives at /etc/ssl/private/server.key and the cert at /etc/ssl/certs/server.crt.")
		},
		func() Sample {
			return t("file-path", "chat", hsChat("check ~/.ssh/id_ed25519.pub, not the private one"))
		},
		func() Sample {
			return t("file-path", "terminal", fmt.Sprintf("$ ls -la /run/secrets/\ntotal 8\n-r-------- 1 root root 33 %s db_password\n-r-------- 1 root root 41 %s api_token", hsP("Mar  3 10:14", "Jun 21 09:02"), hsP("Mar  3 10:14", "Jun 21 09:02")))
		},
		func() Sample {
			return t("file-path", "prose", "Windows keeps it in C:\\Users\\admin\\AppData\\Roaming\\Microsoft\\Credentials\\, don't copy that folder.")
		},
		func() Sample {
			return t("file-path", "yaml", "creation_rules:\n  - path_regex: secrets/prod/.*\\.enc\\.yaml$\n    kms: arn:aws:kms:eu-west-1:"+hsNum(12)+":alias/sops")
		},
		func() Sample {
			return t("file-path", "gitignore", ".env\n.env.*\n!.env.example\n*.pem\nsecrets/\ncredentials.json")
		},
		func() Sample {
			return t("file-path", "prose", fmt.Sprintf("the password file is /home/%s/.config/rclone/rclone.conf", strings.ToLower(hsP(hsNames...))))
		},
		func() Sample {
			return t("file-path", "prose-fr", "le fichier de clés se trouve dans /var/lib/jenkins/secrets/")
		},
	)
}

// hsCert is a real self-signed certificate (public by nature).
func hsCert() string {
	pub, priv := hsEd25519()
	cn := hsP(hsHosts...)
	tmpl := &x509.Certificate{
		SerialNumber: new(big.Int).SetBytes(hsBytes(16)),
		Subject:      pkix.Name{CommonName: cn, Organization: []string{hsP("Acme Corp", "Initech", "Globex")}},
		NotBefore:    time.Date(2024, time.Month(hsN(1, 12)), hsN(1, 28), 0, 0, 0, 0, time.UTC),
		NotAfter:     time.Date(2026, time.Month(hsN(1, 12)), hsN(1, 28), 0, 0, 0, 0, time.UTC),
		DNSNames:     []string{cn},
	}
	der, err := x509.CreateCertificate(hsZero{}, tmpl, tmpl, pub, priv)
	if err != nil {
		panic(err)
	}
	return strings.TrimSuffix(string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})), "\n")
}

// hsZero is a reader of zeros, so certificate creation reads no system randomness.
type hsZero struct{}

func (hsZero) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 0
	}
	return len(p), nil
}
