package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The tenth held-out part ("heldout-j"), written after heldout-i's classes had been fixed and
// before the rules ran on it: command lines of many tools, password manager and spreadsheet
// exports, structured logs, 2FA seeds and recovery codes, Wi-Fi QR strings, inventories and
// expect scripts, languages with other scripts (Polish, Czech, Swedish, Turkish, Russian,
// Japanese, Chinese), the red team's shapes in new frames; look-alikes in heldout_j_traps.go.

func hjPassword() string {
	switch rng.IntN(6) {
	case 0:
		return pick([]string{"Lipiec", "Jaro", "Vinter", "Kış", "Sakura", "Morgen"}) + fmt.Sprint(10+rng.IntN(90)) + pick([]string{"!", "#", "?", "%"})
	case 1:
		return rnd(alnum, 10+rng.IntN(8))
	case 2:
		return rnd(lower, 4) + pick([]string{"@", "$", "&"}) + rnd(digits, 4) + rnd(upper, 2)
	case 3:
		return rnd(alnum+"#%+=-_", 20)
	case 4:
		return rnd(upper, 1) + rnd(lower, 5) + "-" + rnd(lower, 5) + "-" + rnd(digits, 3)
	default:
		return rnd(digits, 3) + rnd(alnum, 9)
	}
}

func hjUser() string {
	return pick([]string{"admin", "root", "svc_ci", "ines.m", "backup", "dba", "monitor", "kiosk01", "deploy", "field"})
}

// hjCommands are command lines that carry a password or token.
var hjCommands = []func() (string, string){
	func() (string, string) {
		pw := hjPassword()
		return "docker run -d -e POSTGRES_PASSWORD=" + pw + " -p 5432:5432 postgres:16", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "helm upgrade --install redis bitnami/redis --set auth.password=" + pw + " -n cache", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "kubectl create secret docker-registry regcred --docker-server=registry.acme.io --docker-username=ci --docker-password=" + pw, pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "az login -u ops@acme.onmicrosoft.com -p '" + pw + "'", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "ldapsearch -x -H ldaps://ldap.acme.lan -D 'cn=admin,dc=acme,dc=lan' -w '" + pw + "' '(uid=ines)'", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "smbclient //files/share -U 'ACME\\backup%" + pw + "' -c 'ls'", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "xfreerdp /v:10.0.3.4 /u:Administrator /p:'" + pw + "' /cert:ignore", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "7z a -p" + pw + " -mhe=on backup.7z ./exports", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "zip -P '" + pw + "' payroll.zip payroll-2026-11.xlsx", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "mysqladmin -u root password '" + pw + "'", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "net use \\\\files\\finance " + pw + " /user:ACME\\svc_fin /persistent:no", pw
	},
	func() (string, string) {
		pw := hjPassword()
		return "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -k '" + pw + "'", pw
	},
	func() (string, string) {
		t := "ghp_" + rnd(alnum, 36)
		return "git -c http.extraheader=\"AUTHORIZATION: bearer " + t + "\" clone https://github.com/acme/ops.git", t
	},
	func() (string, string) {
		pw := hjPassword()
		return "mongosh \"mongodb://" + hjUser() + "@db-4.acme.lan:27017/admin\" --password '" + pw + "'", pw
	},
}

// hjExports are password manager and spreadsheet exports.
var hjExports = []func() (string, []string){
	func() (string, []string) {
		a, b := hjPassword(), hjPassword()
		return "url,username,password,extra,name,grouping,fav\nhttps://grafana.acme.io,admin," + a + ",,Grafana,Infra,0\nhttps://nas.acme.lan,backup," + b + ",,NAS,Infra,0", []string{a, b}
	},
	func() (string, []string) {
		pw := hjPassword()
		seed := rnd(b32, 32)
		return "{\n  \"type\": 1,\n  \"name\": \"Jenkins\",\n  \"login\": {\n    \"username\": \"ci\",\n    \"password\": \"" + pw + "\",\n    \"totp\": \"otpauth://totp/Jenkins:ci?secret=" + seed + "&issuer=Jenkins\"\n  }\n}", []string{pw, seed}
	},
	func() (string, []string) {
		a, b := hjPassword(), hjPassword()
		return "Service\tUser\tPassword\tNotes\nVPN\tines.m\t" + a + "\tMFA on\nJira\tines.m\t" + b + "\tSSO soon", []string{a, b}
	},
	func() (string, []string) {
		pw := hjPassword()
		return "<Entry>\n  <String><Key>Title</Key><Value>Router</Value></String>\n  <String><Key>UserName</Key><Value>admin</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory=\"True\">" + pw + "</Value></String>\n</Entry>", one(pw)
	},
	func() (string, []string) {
		id := rnd(hexs, 40)
		return "type,project_id,private_key_id,client_email\nservice_account,acme-data," + id + ",etl@acme-data.iam.gserviceaccount.com", one(id)
	},
	func() (string, []string) {
		pw := hjPassword()
		return "| Host | Login |\n|---|---|\n| ilo-03 | Administrator / " + pw + " |", one(pw)
	},
}

// hjLogs are structured and plain logs that leaked a credential.
var hjLogs = []func() (string, []string){
	func() (string, []string) {
		pw := hjPassword()
		return "{\"level\":\"debug\",\"ts\":\"2026-11-21T08:12:03Z\",\"msg\":\"login attempt\",\"user\":\"" + hjUser() + "\",\"password\":\"" + pw + "\",\"ip\":\"10.2.0.8\"}", one(pw)
	},
	func() (string, []string) {
		t := rnd(alnum, 40)
		return "10.0.0.7 - - [21/Nov/2026:08:12:03 +0000] \"GET /api/export?format=csv&access_token=" + t + " HTTP/1.1\" 200 5123 \"-\" \"curl/8.5.0\"", one(t)
	},
	func() (string, []string) {
		pw := hjPassword()
		return "Started POST \"/users/sign_in\" for 10.0.0.9\nParameters: {\"user\"=>{\"email\"=>\"ines@acme.io\", \"password\"=>\"" + pw + "\"}, \"commit\"=>\"Log in\"}", one(pw)
	},
	func() (string, []string) {
		k := "sk-proj-" + rnd(b64url, 58) + "T3BlbkFJ" + rnd(b64url, 58)
		return "time=2026-11-21T08:12:03Z level=error msg=\"openai: 401\" key=" + k + " model=gpt-4o", one(k)
	},
	func() (string, []string) {
		pw := hjPassword()
		return "Nov 21 08:12:03 app-1 worker[812]: connecting with dsn=host=db-2 port=5432 user=worker password=" + pw + " dbname=jobs sslmode=require", one(pw)
	},
}

// hjSecondFactor are 2FA seeds, recovery codes and Wi-Fi QR strings.
var hjSecondFactor = []func() (string, []string){
	func() (string, []string) {
		seed := rnd(b32, 32)
		return "otpauth://totp/Acme:ines@acme.io?secret=" + seed + "&issuer=Acme&digits=6", one(seed)
	},
	func() (string, []string) {
		seed := strings.ToLower(rnd(b32, 4) + " " + rnd(b32, 4) + " " + rnd(b32, 4) + " " + rnd(b32, 4))
		return "GitHub 2FA setup key (if the QR doesn't scan): " + seed, strings.Fields(seed)
	},
	func() (string, []string) {
		var codes []string
		for range 6 {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
		return "GitHub recovery codes for ops@acme.io:\n" + strings.Join(codes, "\n") + "\nkeep them offline", codes
	},
	func() (string, []string) {
		pw := hjPassword()
		return "WIFI:T:WPA;S:Acme-Office;P:" + pw + ";H:false;;", one(pw)
	},
}

// hjAutomation are inventories and scripts that hold passwords.
var hjAutomation = []func() (string, []string){
	func() (string, []string) {
		a, b := hjPassword(), hjPassword()
		return "[db]\ndb1.acme.lan ansible_user=root ansible_ssh_pass=" + a + " ansible_become_pass=" + b + "\ndb2.acme.lan ansible_user=root", []string{a, b}
	},
	func() (string, []string) {
		pw := hjPassword()
		return "spawn ssh admin@10.0.5.1\nexpect \"password:\"\nsend \"" + pw + "\\r\"\ninteract", one(pw)
	},
	func() (string, []string) {
		b := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + "ghs_" + rnd(alnum, 36)))
		return "[http \"https://github.com/\"]\n\textraheader = AUTHORIZATION: basic " + b, one(b)
	},
	func() (string, []string) {
		pw := hjPassword()
		return "- name: create the app user\n  community.mysql.mysql_user:\n    name: app\n    password: \"" + pw + "\"\n    priv: \"app.*:ALL\"", one(pw)
	},
}

// hjScripts are other languages' words for password, some in other scripts.
var hjScripts = []func(pw string) string{
	func(pw string) string { return "Hasło do routera: " + pw },
	func(pw string) string { return "heslo k wifi je " + pw },
	func(pw string) string { return "Lösenordet till servern är " + pw },
	func(pw string) string { return "Şifre: " + pw + "\nKullanıcı: admin" },
	func(pw string) string { return "пароль от сервера: " + pw },
	func(pw string) string { return "パスワード: " + pw },
	func(pw string) string { return "密码：" + pw + "（测试环境）" },
	func(pw string) string { return "Salasana on " + pw },
}

// hjShapes are the red team's shapes in frames of this part.
var hjShapes = []func() (string, []string, string){
	func() (string, []string, string) {
		d := hiDiscord()
		return "# .env\nDISCORD_CLIENT_ID=" + rnd(digits, 18) + "\nDISCORD_TOKEN=" + d, one(d), "discord"
	},
	func() (string, []string, string) {
		d := hiDiscord()
		return "Discord bot's token, don't leak it: " + d, one(d), "discord"
	},
	func() (string, []string, string) {
		pw := hjPassword()
		return "NAS login admin / " + pw + " (web UI on :5001)", one(pw), "login"
	},
	func() (string, []string, string) {
		pw := hjPassword()
		return "ups:\n  model: SMT1500\n  notes: \"login is apc / " + pw + "\"", one(pw), "login"
	},
	func() (string, []string, string) {
		pw := hjPassword()
		return fmt.Sprintf("[%02d:%02d] lena: login is root / %s", rng.IntN(24), rng.IntN(60), pw), one(pw), "login"
	},
	func() (string, []string, string) {
		lines := bvPEMLines("MIIEogIBAAKCAQEA", 500, 64)
		return "keys:\n  - |\n    -----BEGIN RSA PRIVATE KEY-----\n    " + strings.Join(lines, "\n    ") + "\n    -----END RSA PRIVATE KEY-----", lines, "wrapped"
	},
	func() (string, []string, string) {
		v := "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
		return "new PAT (Teams cut it):\n" + v[:45] + "\n" + v[45:], []string{v[:45], v[45:]}, "wrapped"
	},
	func() (string, []string, string) {
		v := rnd(alnum+"+/", 40)
		return "aws_secret_access_key: \"" + v[:20] + "\\\n" + v[20:] + "\"", []string{v[:20], v[20:]}, "wrapped"
	},
	func() (string, []string, string) {
		id := rnd(hexs, 40)
		return "{'type': 'service_account', 'project_id': 'acme-ml', 'private_key_id': '" + id + "', 'private_key': '-----BEGIN PRIVATE KEY-----\\n...'}", one(id), "key-id"
	},
	func() (string, []string, string) {
		id := rnd(hexs, 40)
		return "we found `private_key_id=" + id + "` in the CI logs", one(id), "key-id"
	},
}

func heldoutJ() []Sample {
	var out []Sample
	for i := range 5 * len(hjCommands) {
		cmd, sec := hjCommands[i%len(hjCommands)]()
		out = append(out, Sample{Category: "hj-command", Format: "shell", Text: "$ " + cmd, Secrets: one(sec)})
	}
	for i := range 8 * len(hjExports) {
		text, secrets := hjExports[i%len(hjExports)]()
		out = append(out, Sample{Category: "hj-export", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hjLogs) {
		text, secrets := hjLogs[i%len(hjLogs)]()
		out = append(out, Sample{Category: "hj-log", Format: "log", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hjSecondFactor) {
		text, secrets := hjSecondFactor[i%len(hjSecondFactor)]()
		out = append(out, Sample{Category: "hj-second-factor", Format: "mixed", Text: text, Secrets: secrets})
	}
	for i := range 8 * len(hjAutomation) {
		text, secrets := hjAutomation[i%len(hjAutomation)]()
		out = append(out, Sample{Category: "hj-automation", Format: "file", Text: text, Secrets: secrets})
	}
	for i := range 6 * len(hjScripts) {
		pw := hjPassword()
		out = append(out, Sample{Category: "hj-script", Format: "prose", Text: hjScripts[i%len(hjScripts)](pw), Secrets: one(pw)})
	}
	for i := range 8 * len(hjShapes) {
		text, secrets, kind := hjShapes[i%len(hjShapes)]()
		out = append(out, Sample{Category: "hj-shape-" + kind, Format: "mixed", Text: text, Secrets: secrets})
	}
	for i := range 7 * len(hjTraps) {
		out = append(out, Sample{Category: "trap:hj-note", Format: "note", Text: hjTraps[i%len(hjTraps)]()})
	}
	return out
}
