package main

import (
	"fmt"
	"net/url"
	"strings"
)

// Credential files, connection strings and URLs with credentials, webhooks, TOTP seeds and
// recovery codes, cookies, signed URLs, private keys, and secrets split across lines.

func hrHost() string {
	return pick([]string{"db-" + rnd(lower, 3) + ".internal", "10.20." + fmt.Sprint(rng.IntN(255)) + "." + fmt.Sprint(1+rng.IntN(250)), "pg.prod.acme.lan", "mysql-primary.shop.svc.cluster.local"})
}

var hrFiles = []func() (string, []string, []string){
	func() (string, []string, []string) {
		t, h := "ghp_"+rnd(alnum, 36), hrUUID()
		return "# ~/.netrc\nmachine github.com\n  login dana-k\n  password " + t + "\nmachine api.heroku.com login dana@acme.io password " + h, hrS(t, h), hrS("machine github.com")
	},
	func() (string, []string, []string) {
		pw := hrURLPw()
		return "machine ftp.partner.example login acme_upload password " + pw, hrS(pw), hrS("machine ftp.partner.example")
	},
	func() (string, []string, []string) {
		a, b := hrURLPw(), hrURLPw()
		return "# ~/.pgpass\n" + hrHost() + ":5432:orders:app:" + a + "\n*:5432:*:readonly:" + b, hrS(a, b), hrS("# ~/.pgpass")
	},
	func() (string, []string, []string) {
		t := pick([]string{"ghp_" + rnd(alnum, 36), "glpat-" + rnd(b64url, 20)})
		return "$ cat ~/.git-credentials\nhttps://dana-k:" + t + "@" + pick([]string{"github.com", "gitlab.com", "git.acme.lan"}), hrS(t), hrS("$ cat ~/.git-credentials")
	},
	func() (string, []string, []string) {
		auth := hrB64Std(pick([]string{"ci-bot", "dana", "_json_key_base64"}) + ":" + hrURLPw())
		return "{\n  \"auths\": {\n    \"registry.acme.io\": {\n      \"auth\": \"" + auth + "\"\n    }\n  },\n  \"credsStore\": \"desktop\"\n}", hrS(auth), hrS("\"credsStore\": \"desktop\"")
	},
	func() (string, []string, []string) {
		t := "npm_" + rnd(alnum, 36)
		return "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t + "\nsave-exact=true", hrS(t), hrS("save-exact=true")
	},
	func() (string, []string, []string) {
		pw := hrB64Std(rnd(alnum, 20))
		return "@acme:registry=https://npm.acme.io/\n//npm.acme.io/:_password=" + pw + "\n//npm.acme.io/:username=ci\n//npm.acme.io/:always-auth=true", hrS(pw), hrS("@acme:registry=https://npm.acme.io/")
	},
	func() (string, []string, []string) {
		t := "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 140)
		return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = " + t, hrS(t), hrS("index-servers = pypi")
	},
	func() (string, []string, []string) {
		t := hrJWT()
		return "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: ci\n  user:\n    token: " + t + "\ncurrent-context: prod", hrS(t), hrS("server: https://10.0.0.1:6443")
	},
	func() (string, []string, []string) {
		k := hrB64Std("-----BEGIN EC PRIVATE KEY-----\n" + rnd(alnum+"+/", 64) + "\n-----END EC PRIVATE KEY-----\n")
		return "users:\n- name: admin@k3s\n  user:\n    client-key-data: " + k + "\ncontexts:\n- context:\n    cluster: k3s", hrS(k), hrS("cluster: k3s")
	},
	func() (string, []string, []string) {
		id, sec := "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(alnum+"+/", 40)
		return "# ~/.aws/credentials\n[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sec + "\n\n[readonly]\nrole_arn = arn:aws:iam::" + rnd(digits, 12) + ":role/ReadOnly\nsource_profile = default", hrS(id, sec), hrS("source_profile = default")
	},
	func() (string, []string, []string) {
		var lines []string
		for range 8 {
			lines = append(lines, rnd(alnum+"+/", 64))
		}
		return "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod-" + rnd(digits, 6) + "\",\n  \"private_key_id\": \"" + rnd(hexs, 40) + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + strings.Join(lines, "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"deployer@acme-prod.iam.gserviceaccount.com\"\n}", lines, hrS("\"type\": \"service_account\"")
	},
	func() (string, []string, []string) {
		k := hrB64Std(rnd(alnum, 64))
		return "DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey=" + k + ";EndpointSuffix=core.windows.net", hrS(k), hrS("AccountName=acmebackups")
	},
	func() (string, []string, []string) {
		k := hrB64Std(rnd(alnum, 32))
		return "\"ServiceBus\": \"Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + k + "\"", hrS(k), nil
	},
	func() (string, []string, []string) {
		t := "gho_" + rnd(alnum, 36)
		return "# ~/.config/gh/hosts.yml\ngithub.com:\n    user: dana-k\n    oauth_token: " + t + "\n    git_protocol: ssh", hrS(t), hrS("git_protocol: ssh")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		return "<server>\n  <id>acme-releases</id>\n  <username>deployer</username>\n  <password>" + pw + "</password>\n</server>", hrS(pw), hrS("<id>acme-releases</id>")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		return "define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', '" + pw + "' );\ndefine( 'DB_HOST', 'localhost' );", hrS(pw), hrS("define( 'DB_HOST', 'localhost' );")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		return "production:\n  adapter: postgresql\n  database: shop_production\n  username: shop\n  password: \"" + pw + "\"\n  pool: 10", hrS(pw), hrS("adapter: postgresql")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		return "KafkaClient {\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"events\"\n  password=\"" + pw + "\";\n};", hrS(pw), hrS("username=\"events\"")
	},
	func() (string, []string, []string) {
		pw := hrPw()
		return "[remote \"backup\"]\ntype = sftp\nhost = nas.home.lan\nuser = rclone\npass = " + pw, hrS(pw), hrS("host = nas.home.lan")
	},
}

// hrURIs are connection strings and URLs that carry a password or token.
var hrURIs = []func() (string, string){
	func() (string, string) {
		pw := hrURLPw()
		return "DATABASE_URL=postgresql://app:" + pw + "@" + hrHost() + ":5432/orders?sslmode=require", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "mysql://shop:" + pw + "@" + hrHost() + ":3306/shop?charset=utf8mb4", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "mongodb+srv://reporting:" + pw + "@cluster1." + rnd(lower+digits, 5) + ".mongodb.net/analytics?retryWrites=true&w=majority", pw
	},
	func() (string, string) {
		pw := rnd(alnum, 32)
		return "REDIS_URL=rediss://default:" + pw + "@cache.acme.io:6380/0", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "amqps://orders:" + pw + "@rabbit.prod.acme.lan:5671/%2F", pw
	},
	func() (string, string) {
		pw := hrPw()
		return "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password=" + strings.ReplaceAll(pw, ";", "") + ";Encrypt=True;", strings.ReplaceAll(pw, ";", "")
	},
	func() (string, string) {
		pw := hrURLPw()
		return "jdbc:postgresql://" + hrHost() + ":5432/erp?user=erp&password=" + pw + "&ssl=true", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "sqlplus scott/" + pw + "@//ora-prod.acme.lan:1521/ORCLPDB1", pw
	},
	func() (string, string) {
		pw := hrPw()
		enc := url.QueryEscape(pw)
		return "postgres://migrator:" + enc + "@" + hrHost() + "/app  (password is url-encoded)", enc
	},
	func() (string, string) {
		pw := hrURLPw()
		return "clickhouse://default:" + pw + "@ch.analytics.acme.lan:9440/events?secure=true", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "curl -u elastic:" + pw + " https://es.acme.lan:9200/_cat/indices?v", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "ftp://upload:" + pw + "@ftp.partner.example/incoming/", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "NEO4J_URI=neo4j+s://neo4j:" + pw + "@" + rnd(hexs, 8) + ".databases.neo4j.io", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "nats://worker:" + pw + "@nats.acme.lan:4222", pw
	},
	func() (string, string) {
		t := "x-access-token:" + "ghs_" + rnd(alnum, 36)
		return "git remote set-url origin https://" + t + "@github.com/acme/infra.git", t[len("x-access-token:"):]
	},
	func() (string, string) {
		pw := hrURLPw()
		return "proxy: http://jdoe:" + pw + "@proxy.corp.acme.lan:3128", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "smbclient //fs01/finance -U 'ACME\\svc_scan%" + pw + "'", pw
	},
	func() (string, string) {
		pw := hrRandomPw()
		return "mysql -h " + hrHost() + " -u root -p'" + pw + "' shop < dump.sql", pw
	},
	func() (string, string) {
		pw := hrRandomPw()
		return "sshpass -p '" + pw + "' ssh -o StrictHostKeyChecking=no pi@192.168.1.44", pw
	},
	func() (string, string) {
		pw := hrURLPw()
		return "redis-cli -h cache.acme.lan -a " + pw + " --no-auth-warning INFO", pw
	},
	func() (string, string) {
		pw := hrRandomPw()
		return "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass '" + pw + "' -destkeystore app.jks", pw
	},
	func() (string, string) {
		pw := hrPw()
		return "echo '" + pw + "' | docker login registry.acme.io -u ci --password-stdin", pw
	},
}

var hrWebhooks = []func() (string, []string){
	func() (string, []string) {
		s := rnd(alnum, 24)
		return "SLACK_WEBHOOK=https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + s, hrS(s)
	},
	func() (string, []string) {
		s := rnd(b64url, 68)
		return "discord alerts go to https://discord.com/api/webhooks/" + rnd(digits, 19) + "/" + s, hrS(s)
	},
	func() (string, []string) {
		s, sig := rnd(hexs, 32), rnd(b64url, 43)
		return "Teams: https://acme.webhook.office.com/webhookb2/" + hrUUID() + "@" + hrUUID() + "/IncomingWebhook/" + s + "/" + hrUUID() + "/V2" + sig, hrS(s, sig)
	},
	func() (string, []string) {
		s := rnd(lower+digits, 26)
		return "mattermost hook: https://chat.acme.io/hooks/" + s, hrS(s)
	},
	func() (string, []string) {
		k, t := "AIza"+rnd(b64url, 35), rnd(b64url, 43)
		return "https://chat.googleapis.com/v1/spaces/AAAA" + rnd(b64url, 7) + "/messages?key=" + k + "&token=" + t + "%3D", hrS(k, t)
	},
	func() (string, []string) {
		t := rnd("123456789", 1) + rnd(digits, 9) + ":AA" + rnd(b64url, 33)
		return "curl -s \"https://api.telegram.org/bot" + t + "/sendMessage?chat_id=-100" + rnd(digits, 10) + "&text=deploy%20done\"", hrS(t)
	},
	func() (string, []string) {
		s := rnd(hexs, 40)
		return "Alertmanager receiver url: https://events.pagerduty.example/integration/" + s + "/enqueue", hrS(s)
	},
	func() (string, []string) {
		s := rnd(alnum, 32)
		return "飞书机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/" + hrUUID() + "\n签名密钥：" + s, hrS(s)
	},
}

func hrTOTP() (string, []string, []string) {
	s := rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", pick([]int{16, 32}))
	switch rng.IntN(4) {
	case 0:
		return "otpauth://totp/Acme:ops@acme.io?secret=" + s + "&issuer=Acme&digits=6", hrS(s), nil
	case 1:
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		gs := strings.Join(g, " ")
		return "2FA setup key for the shared AWS root account (if the phone dies): " + gs, hrS(gs), hrS("2FA setup key for the shared AWS root account")
	case 2:
		return "TOTP-Seed für den Notfallzugang: " + s + "\nApp: Aegis", hrS(s), hrS("App: Aegis")
	default:
		return "mfa:\n  issuer: grafana\n  totp_secret: " + s, hrS(s), hrS("issuer: grafana")
	}
}

func hrRecovery() (string, []string, []string) {
	var codes []string
	kind := rng.IntN(3)
	for range 6 + rng.IntN(5) {
		switch kind {
		case 0:
			codes = append(codes, rnd(hexs, 5)+"-"+rnd(hexs, 5))
		case 1:
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		default:
			codes = append(codes, rnd(upper+digits, 4)+"-"+rnd(upper+digits, 4)+"-"+rnd(upper+digits, 4))
		}
	}
	lead := pick([]string{"GitHub recovery codes (org owner account):", "Backup codes for ops@acme.io", "Wiederherstellungscodes Admin-Konto:", "リカバリーコード（管理者）:", "Codes de secours du compte partagé :"})
	return lead + "\n" + strings.Join(codes, "\n") + "\nKeep these somewhere safe.", codes, hrS(lead)
}

func hrCookie() (string, []string, []string) {
	switch rng.IntN(6) {
	case 0:
		s := rnd(lower+digits, 32)
		return "GET /api/orders HTTP/1.1\nHost: shop.acme.io\nCookie: sessionid=" + s + "; django_language=de", hrS(s), hrS("GET /api/orders HTTP/1.1")
	case 1:
		s := "s%3A" + rnd(b64url, 32) + "." + rnd(alnum+"%", 43)
		return "Set-Cookie: connect.sid=" + s + "; Path=/; HttpOnly; Secure", hrS(s), nil
	case 2:
		s := rnd("abcdefghijklmnopqrstuv0123456789", 26)
		return "PHPSESSID=" + s + " — paste that into the browser to reproduce as the customer", hrS(s), hrS("paste that into the browser to reproduce as the customer")
	case 3:
		s := strings.ToUpper(rnd(hexs, 32))
		return "curl -b 'JSESSIONID=" + s + "' https://intranet.acme.lan/portal/reports", hrS(s), hrS("https://intranet.acme.lan/portal/reports")
	case 4:
		s := hrJWT()
		return "document.cookie → \"access_token=" + s + "; ui_theme=dark\"", hrS(s), nil
	default:
		s := rnd(b64url, 120)
		return "rack.session=" + s + "--" + rnd(hexs, 40) + "\n^ from the support session, expires tonight", hrS(s), hrS("from the support session, expires tonight")
	}
}

func hrSigned() (string, []string, []string) {
	switch rng.IntN(4) {
	case 0:
		id, tok, sig := "ASIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "IQoJb3JpZ2luX2Vj"+rnd(alnum+"%", 200), rnd(hexs, 64)
		return "https://acme-invoices.s3.amazonaws.com/2026/03/inv-" + rnd(digits, 6) + ".pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" + id + "%2F20260314%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260314T091500Z&X-Amz-Expires=604800&X-Amz-Security-Token=" + tok + "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig, hrS(id, tok, sig), nil
	case 1:
		sig := rnd(hexs, 512)
		return "https://storage.googleapis.com/acme-exports/report.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam.gserviceaccount.com%2F20260314%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20260314T101010Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=" + sig, hrS(sig), nil
	case 2:
		sig := rnd(alnum+"%", 44) + "%3D"
		return "SAS for the partner upload: https://acmeshare.blob.core.windows.net/inbox?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-06-30T00:00:00Z&st=2026-03-01T00:00:00Z&spr=https&sig=" + sig, hrS(sig), hrS("SAS for the partner upload:")
	default:
		sig := rnd(alnum+"-_~", 172)
		return "https://d1" + rnd(lower+digits, 12) + ".cloudfront.net/videos/onboarding.mp4?Expires=1767225600&Signature=" + sig + "&Key-Pair-Id=K" + rnd(upper+digits, 13), hrS(sig), nil
	}
}

func hrPrivKey() (string, []string, []string) {
	kind := pick([]string{"OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "PGP PRIVATE KEY BLOCK", "ENCRYPTED PRIVATE KEY"})
	var lines []string
	for range 5 + rng.IntN(10) {
		lines = append(lines, rnd(alnum+"+/", pick([]int{64, 70, 76})))
	}
	body := strings.Join(lines, "\n")
	if kind == "PGP PRIVATE KEY BLOCK" {
		body = "\n" + body + "\n=" + rnd(alnum+"+/", 4)
	}
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	lead := pick([]string{"deploy key for the build box (id_ed25519):", "Schlüssel für den SFTP-Partner:", "la clé du bastion, au cas où :", "root@legacy-01:~# cat /root/.ssh/id_rsa", "```pem", "秘密鍵（踏み台用）:"})
	return lead + "\n" + block + "\nend of key", lines, hrS(lead)
}

// hrSplit writes a long token split across lines or string pieces.
func hrSplit() (string, []string, []string) {
	vd := hrVendorPick()
	v := vd.gen()
	for len(v) < 24 {
		v = vd.gen() + rnd(alnum, 8)
	}
	cut := 8 + rng.IntN(len(v)-16)
	a, b := v[:cut], v[cut:]
	switch rng.IntN(5) {
	case 0:
		return "[14:01] ana: sending the token in two parts\n[14:01] ana: " + a + "\n[14:02] ana: " + b + "\n[14:02] ben: got both", hrS(a, b), hrS("ben: got both")
	case 1:
		return vd.key + " = (\n    \"" + a + "\"\n    \"" + b + "\"\n)", hrS(a, b), nil
	case 2:
		return "const " + hrCamel(vd.key) + " = '" + a + "' +\n  '" + b + "';", hrS(a, b), nil
	case 3:
		return "Password/Token: " + a + "=\n" + b + "\n\n-- \nSent from my phone", hrS(a, b), hrS("Sent from my phone")
	default:
		return "$ echo $" + vd.key + "\n" + a + "\n" + b + "\n(wrapped by the terminal)", hrS(a, b), hrS("(wrapped by the terminal)")
	}
}

func hrFileCases() []hrCase {
	return []hrCase{
		{"credential-file", "file", 50, func() (string, []string, []string) { return pick(hrFiles)() }},
		{"connection-string", "config", 50, func() (string, []string, []string) {
			text, pw := pick(hrURIs)()
			return text, hrS(pw), nil
		}},
		{"webhook-url", "url", 20, func() (string, []string, []string) { t, s := pick(hrWebhooks)(); return t, s, nil }},
		{"totp-seed", "note", 10, hrTOTP},
		{"recovery-codes", "note", 8, hrRecovery},
		{"cookie", "http", 14, hrCookie},
		{"signed-url", "url", 12, hrSigned},
		{"private-key", "file", 12, hrPrivKey},
		{"split-secret", "chat", 16, hrSplit},
	}
}
