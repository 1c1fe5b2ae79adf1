package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The eighth held-out part ("heldout-h"), written blind for issue 46 together with heldout-g:
// what people say and what machines print. Chat between engineers, e-mails, CI logs, shell
// history, stack traces, HTTP dumps, Markdown tables, a little French, German and Spanish, and
// the red team's shapes (Discord bot tokens, a user and a password after "login", a key wrapped
// over two lines, private_key_id in prose) in wordings of their own; with as many notes of the
// same kinds that hold no secret (heldout_h_traps.go).

var hhNames = []string{"ines", "marc", "kenji", "lena", "oto", "priya", "sam", "zoe", "diego", "fatou"}

func hhTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func hhTime() string { return fmt.Sprintf("%02d:%02d", 8+rng.IntN(11), rng.IntN(60)) }

// hhChat is a transcript around one line; the line after it must survive.
func hhChat(line string) (string, []string) {
	a, b := pick(hhNames), pick(hhNames)
	keep := pick([]string{"build " + bvSHA()[:7] + " is green", "ticket OPS-" + fmt.Sprint(1000+rng.IntN(9000)) + " updated", "deployed " + bvSemver() + " to staging"})
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("[%s] %s: anyone have the creds for the sync job?\n[%s] %s: %s\n[%s] %s: thx, %s", hhTime(), a, hhTime(), b, line, hhTime(), a, keep), one(keep)
	case 1:
		return fmt.Sprintf("%s  %s\ncan you unblock me on the import?\n\n%s  %s\n%s\n\n%s  %s\n%s", hhTitle(a), hhTime(), hhTitle(b), hhTime(), line, hhTitle(a), hhTime(), keep), one(keep)
	default:
		return fmt.Sprintf("<%s> %s\n<%s> %s", b, line, a, keep), one(keep)
	}
}

var hhTokenLines = []func(s bvSecret) string{
	func(s bvSecret) string { return "here's the staging one: " + s.value },
	func(s bvSecret) string { return "use " + s.value + " for now, I'll rotate it tonight" },
	func(s bvSecret) string { return "`" + s.value + "`" },
	func(s bvSecret) string { return "```\nexport " + s.env + "=" + s.value + "\n```" },
	func(s bvSecret) string { return "pasting since vault is down → " + s.value },
	func(s bvSecret) string {
		return "new " + strings.ToLower(strings.ReplaceAll(s.env, "_", " ")) + " is " + s.value
	},
	func(s bvSecret) string { return s.value },
	func(s bvSecret) string { return "try with " + s.env + "='" + s.value + "' in your shell" },
}

// hhMailFrames are e-mails that state a password.
var hhMailFrames = []func(u, pw string) string{
	func(u, pw string) string {
		return "From: it-helpdesk@acme.io\nTo: new.hire@acme.io\nSubject: Your account\n\nHi,\n\nyour account is ready.\nUsername: " + u + "\nTemporary password: " + pw + "\n\nYou will be asked to change it at first sign-in.\n\nIT"
	},
	func(u, pw string) string {
		return "Hi Lena,\n\nthe password for the shared finance mailbox is " + pw + " — please don't forward this.\n\nBest,\nMarc"
	},
	func(u, pw string) string {
		return "Subject: Re: vendor portal\n\ncreds: " + u + "/" + pw + "\n\n> Could you send me the login for the vendor portal?\n> Thanks, Priya"
	},
	func(u, pw string) string {
		return "Bonjour,\n\nvoici les identifiants du serveur de recette :\nutilisateur : " + u + "\nmot de passe : " + pw + "\n\nCordialement,\nFatou"
	},
	func(u, pw string) string {
		return "Hallo Kenji,\n\ndas Passwort für den Testzugang lautet " + pw + " (Benutzer " + u + ").\n\nViele Grüße\nLena"
	},
	func(u, pw string) string {
		return "Hola Diego,\n\nla contraseña del FTP es " + pw + " y el usuario es " + u + ".\n\nSaludos"
	},
	func(u, pw string) string {
		return "pw: " + pw + "\n(for the " + pick([]string{"staging Jenkins", "old Confluence", "lab vCenter"}) + ", user " + u + ")"
	},
	func(u, pw string) string {
		return "Wi-Fi for the offsite: AcmeGuest / " + pw + "\nParking is on level -2."
	},
	func(u, pw string) string {
		return "The VPN pre-shared key is " + pw + ", the username is your email."
	},
	func(u, pw string) string {
		return "Login: " + u + "\nPass: " + pw + "\nURL: https://grafana.acme.io"
	},
	func(u, pw string) string {
		return "Kennwort: " + pw + "\nBenutzername: " + u
	},
	func(u, pw string) string {
		return "Contraseña: " + pw + "\nUsuario: " + u + "\nServidor: " + pick(bvHosts)
	},
}

// hhCommands are shell lines that carry a credential.
var hhCommands = []func() (string, string){
	func() (string, string) {
		s := pick(bvVendors)()
		return "export " + s.env + "=" + s.value, s.parts[0]
	},
	func() (string, string) {
		t := rnd(alnum+"-_.", 40+rng.IntN(30))
		return "curl -sS -H 'Authorization: Bearer " + t + "' https://api.acme.io/v2/jobs | jq .", t
	},
	func() (string, string) {
		pw := bvPassword()
		return "mysql -h " + pick(bvHosts) + " -u root -p" + pw + " -e 'show databases'", pw
	},
	func() (string, string) {
		u, pw := bvURL()
		return "psql '" + u + "' -c 'select count(*) from orders'", pw
	},
	func() (string, string) {
		pw := bvPassword()
		return "docker login -u ci-bot -p " + pw + " registry.acme.io", pw
	},
	func() (string, string) {
		t := "ghp_" + rnd(alnum, 36)
		return "git clone https://x-access-token:" + t + "@github.com/acme/infra.git", t
	},
	func() (string, string) {
		sec := rnd(alnum+"/+", 40)
		return "aws configure set aws_secret_access_key " + sec + " --profile prod", sec
	},
	func() (string, string) {
		pw := bvPassword()
		return "kubectl create secret generic db --from-literal=username=app --from-literal=password='" + pw + "'", pw
	},
	func() (string, string) {
		pw := bvPassword()
		return "sshpass -p '" + pw + "' ssh admin@" + pick(bvHosts), pw
	},
	func() (string, string) {
		pw := bvPassword()
		return "redis-cli -h cache-2 -a '" + pw + "' INFO memory", pw
	},
	func() (string, string) {
		t := "pypi-AgEIcHlwaS5vcmcCJ" + rnd(b64url, 140)
		return "twine upload -u __token__ -p " + t + " dist/*", t
	},
	func() (string, string) {
		pw := bvPassword()
		return "curl -u deploy:" + pw + " -T build.zip https://nexus.acme.dev/repository/raw/", pw
	},
	func() (string, string) {
		t := "hvs." + rnd(b64url, 90)
		return "VAULT_TOKEN=" + t + " vault kv get secret/prod/db", t
	},
	func() (string, string) {
		pw := bvPassword()
		return "heroku config:set DB_PASSWORD=" + pw + " -a acme-api", pw
	},
	func() (string, string) {
		pw := bvPassword()
		return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:" + pw, pw
	},
	func() (string, string) {
		pw := bvPassword()
		return "htpasswd -b -c /etc/nginx/.htpasswd admin " + pw, pw
	},
}

func hhHistory(cmd string) string {
	n := 400 + rng.IntN(1500)
	safe := []string{"cd ~/src/infra", "git pull --rebase", "ls -la", "kubectl get pods -n prod", "make test", "vim .env", "docker ps"}
	return fmt.Sprintf("  %d  %s\n  %d  %s\n  %d  %s\n  %d  %s", n, pick(safe), n+1, pick(safe), n+2, cmd, n+3, pick(safe))
}

func hhCILog(cmd string) (string, []string) {
	ts := func(s int) string {
		return fmt.Sprintf("2026-11-%02dT09:14:%02d.%07dZ", 1+rng.IntN(28), s, rng.IntN(9999999))
	}
	pin := bvSHA()
	return ts(1) + " ##[group]Run actions/checkout@" + pin + "\n" + ts(2) + " ##[endgroup]\n" + ts(3) + " + " + cmd + "\n" + ts(4) + " Done in 2.41s.", one(pin)
}

// hhTraces are stack traces and HTTP dumps that leak a credential.
var hhTraces = []func() (string, []string){
	func() (string, []string) {
		u, pw := bvURL()
		return "Traceback (most recent call last):\n  File \"/app/worker.py\", line 42, in <module>\n    engine = create_engine(\"" + u + "\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection refused", one(pw)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "java.sql.SQLException: Access denied for user 'root'@'10.0.4.7' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\nCaused by: url=jdbc:mysql://db:3306/shop?user=root&password=" + pw + "&useSSL=false", one(pw)
	},
	func() (string, []string) {
		s := pick(bvVendors)()
		return "Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n  config: {\n    url: 'https://api.acme.io/v1/charge',\n    headers: { Accept: 'application/json', '" + pick([]string{"Authorization", "X-Api-Key", "api-key"}) + "': '" + s.value + "' }\n  }", s.parts
	},
	func() (string, []string) {
		t := rnd(alnum, 32)
		return "panic: Get \"https://api.acme.io/v1/export?access_token=" + t + "&format=csv\": context deadline exceeded\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/export/main.go:88 +0x1d4", one(t)
	},
	func() (string, []string) {
		t := bvJWT()
		return "> GET /v1/me HTTP/1.1\n> Host: api.acme.io\n> User-Agent: curl/8.5.0\n> Authorization: Bearer " + t + "\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json", one(t)
	},
	func() (string, []string) {
		s := pick(bvVendors)()
		return "POST /v3/messages HTTP/1.1\nHost: api.acme.io\nX-API-Key: " + s.value + "\nContent-Type: application/json\nContent-Length: 212", s.parts
	},
	func() (string, []string) {
		sid := rnd(alnum, 32)
		return "GET /dashboard HTTP/2\nHost: console.acme.io\nCookie: theme=dark; sessionid=" + sid + "; lang=fr\nAccept: text/html", one(sid)
	},
	func() (string, []string) {
		sec := rnd(alnum+"-_~.", 40)
		return "POST /oauth2/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=" + bvUUID() + "&client_secret=" + sec + "&scope=api", one(sec)
	},
	func() (string, []string) {
		a, r := rnd(alnum, 40), rnd(alnum, 64)
		return "< HTTP/1.1 200 OK\n< Content-Type: application/json\n{\"access_token\":\"" + a + "\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"" + r + "\"}", []string{a, r}
	},
	func() (string, []string) {
		b := base64.StdEncoding.EncodeToString([]byte(pick(bvUsers) + ":" + bvPassword()))
		return "CONNECT proxy.acme.io:3128 HTTP/1.1\nProxy-Authorization: Basic " + b + "\nHost: proxy.acme.io:3128", one(b)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "Redis::CannotConnectError: Error connecting to Redis on cache-2:6379 (redis://:" + pw + "@cache-2:6379/0)\n  from /usr/lib/ruby/gems/3.3.0/gems/redis-5.2.0/lib/redis/client.rb:398", one(pw)
	},
	func() (string, []string) {
		t := pick(bvVendors)()
		return "2026-11-21 10:02:11,483 DEBUG urllib3.connectionpool https://api.acme.io:443 \"GET /v1/items?api_key=" + t.value + "&page=2 HTTP/1.1\" 200 5120", t.parts
	},
}

// hhTables are Markdown tables with credentials in them.
var hhTables = []func() (string, []string){
	func() (string, []string) {
		p1, p2 := bvPassword(), bvPassword()
		return "| Service | User | Password |\n|---|---|---|\n| Grafana | admin | " + p1 + " |\n| RabbitMQ | mqadmin | " + p2 + " |", []string{p1, p2}
	},
	func() (string, []string) {
		s1, s2 := pick(bvVendors)(), pick(bvVendors)()
		return "| env | key |\n| --- | --- |\n| staging | `" + s1.value + "` |\n| prod | `" + s2.value + "` |", append(s1.parts, s2.parts...)
	},
	func() (string, []string) {
		pw := bvPassword()
		return "Host | Login | Notes\n---- | ----- | -----\nnas-01 | admin / " + pw + " | RAID6, 8 disks\nups-02 | (see vault) | battery due 2027", one(pw)
	},
}

// hhLogins are the red team's "login" shape in wordings of this part.
var hhLogins = []func(u, pw string) string{
	func(u, pw string) string { return "the switch login is " + u + " / " + pw },
	func(u, pw string) string { return "firewall login: " + u + " / " + pw + " (change after the audit)" },
	func(u, pw string) string { return "log in to the NAS as " + u + " / " + pw },
	func(u, pw string) string {
		return "camera:\n  host: 192.168.1." + fmt.Sprint(2+rng.IntN(250)) + "\n  login: " + u + " / " + pw + "\n"
	},
	func(u, pw string) string {
		return fmt.Sprintf("[%s] %s: login is %s / %s", hhTime(), pick(hhNames), u, pw)
	},
	func(u, pw string) string { return "creds for the lab iDRAC: " + u + "/" + pw },
	func(u, pw string) string { return "user " + u + " pass " + pw + " for the printer" },
	func(u, pw string) string { return "Router-Login: " + u + " / " + pw },
	func(u, pw string) string { return "Zugangsdaten Router: " + u + " / " + pw },
	func(u, pw string) string { return "identifiants de la box : " + u + " / " + pw },
	func(u, pw string) string { return "the default " + u + " login was changed to " + pw },
	func(u, pw string) string { return "PDU web login " + u + "/" + pw + ", SNMP community is in the vault" },
}

// hhWraps are secrets cut over two lines, as mail clients, chat and terminals cut them.
var hhWraps = []func() (string, []string){
	func() (string, []string) {
		s := pick(bvVendors)()
		v := s.value
		n := len(v) / 2
		return "Here is the key, my mail client may break it:\n" + v[:n] + "\n" + v[n:] + "\n\nThanks", []string{v[:n], v[n:]}
	},
	func() (string, []string) {
		t := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
		return fmt.Sprintf("[%s] %s: key part one %s\n[%s] %s: %s", hhTime(), "oto", t[:54], hhTime(), "oto", t[54:]), []string{t[:54], t[54:]}
	},
	func() (string, []string) {
		lines := bvPEMLines("MIIEpAIBAAKCAQEA", 600, 64)
		joined := strings.Join(lines, "")
		a, b := joined[:len(joined)/2], joined[len(joined)/2:]
		return "-----BEGIN RSA PRIVATE KEY-----\n" + a + "\n" + b + "\n-----END RSA PRIVATE KEY-----", []string{a, b}
	},
	func() (string, []string) {
		t := bvJWT()
		i := strings.LastIndexByte(t, '.')
		return "Authorization: Bearer " + t[:i+1] + "\n  " + t[i+1:], []string{t[:i+1], t[i+1:]}
	},
	func() (string, []string) {
		v := rnd(alnum+"/+", 40)
		return "aws_secret_access_key = " + v[:22] + "\n" + v[22:], []string{v[:22], v[22:]}
	},
	func() (string, []string) {
		v := rnd(b64url, 48)
		return "api_token: >-\n  " + v[:24] + "\n  " + v[24:] + "\nretries: 3", []string{v[:24], v[24:]}
	},
	func() (string, []string) {
		d := bvDiscordBot()
		i := strings.IndexByte(d, '.')
		return "DISCORD_TOKEN=" + d[:i+1] + "\n" + d[i+1:], []string{d[:i], d[i+1:]}
	},
	func() (string, []string) {
		key, lines := bvPrivateKey()
		k := strings.Split(key, "\n")
		return strings.Join(k[:3], "\n") + "\n(continued in the next message)\n" + strings.Join(k[3:], "\n"), lines
	},
}

var hhKeyIDs = []string{
	`fyi the leaked SA json had "private_key_id": "%s", I disabled that key`,
	`rotate private_key_id %s asap (etl-runner@acme-prod)`,
	`Private key ID: %s`,
	`privateKeyId=%s was in the build log`,
	`key file acme-prod.json ("private_key_id":"%s") is in the old bucket`,
	`- private_key_id: '%s'`,
}

var hhDiscord = []string{
	"bot token %s",
	"[%%s] ops: the moderation bot uses %s",
	"client.login('%s');",
	"Token: %s\nPrefix: !",
	"if it helps, %s is the one from the dev portal",
	"DISCORD_BOT_TOKEN=\"%s\"",
}

func heldoutH() []Sample {
	var out []Sample
	for i := range 2 * len(bvVendors) {
		s := bvVendors[i%len(bvVendors)]()
		text, keep := hhChat(hhTokenLines[i%len(hhTokenLines)](s))
		out = append(out, Sample{Category: "hh-chat-" + s.vendor, Format: "chat", Text: text, Secrets: s.parts, Keep: keep})
	}
	for i := range 6 * len(hhMailFrames) {
		pw := bvPassword()
		out = append(out, Sample{Category: "hh-mail", Format: "email", Text: hhMailFrames[i%len(hhMailFrames)](pick(bvUsers), pw), Secrets: one(pw)})
	}
	for i := range 6 * len(hhCommands) {
		cmd, sec := hhCommands[i%len(hhCommands)]()
		if i%2 == 0 {
			out = append(out, Sample{Category: "hh-history", Format: "shell", Text: hhHistory(cmd), Secrets: one(sec)})
			continue
		}
		text, keep := hhCILog(cmd)
		out = append(out, Sample{Category: "hh-ci-log", Format: "log", Text: text, Secrets: one(sec), Keep: keep})
	}
	for i := range 5 * len(hhTraces) {
		text, secrets := hhTraces[i%len(hhTraces)]()
		out = append(out, Sample{Category: "hh-trace-http", Format: "log", Text: text, Secrets: secrets})
	}
	for i := range 10 * len(hhTables) {
		text, secrets := hhTables[i%len(hhTables)]()
		out = append(out, Sample{Category: "hh-table", Format: "markdown", Text: text, Secrets: secrets})
	}
	for i := range 6 * len(hhLogins) {
		pw := bvPassword()
		out = append(out, Sample{Category: "hh-login", Format: "mixed", Text: hhLogins[i%len(hhLogins)](pick(bvUsers), pw), Secrets: one(pw)})
	}
	for i := range 8 * len(hhWraps) {
		text, secrets := hhWraps[i%len(hhWraps)]()
		out = append(out, Sample{Category: "hh-wrapped", Format: "two-lines", Text: text, Secrets: secrets})
	}
	for i := range 6 * len(hhKeyIDs) {
		id := rnd(hexs, 40)
		out = append(out, Sample{Category: "hh-key-id", Format: "prose", Text: fmt.Sprintf(hhKeyIDs[i%len(hhKeyIDs)], id), Secrets: one(id)})
	}
	for i := range 6 * len(hhDiscord) {
		d := bvDiscordBot()
		text := fmt.Sprintf(hhDiscord[i%len(hhDiscord)], d)
		text = strings.ReplaceAll(text, "%s", hhTime())
		out = append(out, Sample{Category: "hh-discord", Format: "mixed", Text: text, Secrets: one(d)})
	}
	for i := range 8 * len(hhTraps) {
		out = append(out, Sample{Category: "trap:hh-note", Format: "note", Text: hhTraps[i%len(hhTraps)]()})
	}
	return out
}
