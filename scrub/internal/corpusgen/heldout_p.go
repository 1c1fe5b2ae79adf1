package main

import (
	"fmt"
	"strings"
)

// The sixteenth held-out part ("heldout-p"), written blind: its author read neither the rules
// nor the other parts, only this package's main.go. It is what a coding agent's memory holds:
// passwords in prose and chat in fifteen languages, vendor tokens in config and pastes,
// connection strings, credential files and CLI output, generic keys in many syntaxes, secrets
// in logs, tables, mails and commits, and the ordinary look-alikes around them.

func hpzS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hpzOne(s ...string) []string { return s }

var hpzWords = []string{
	"Sonnenblume", "Kaffee", "Fahrrad", "soleil", "Papillon", "gato", "Mariposa", "Lobo", "Cavalo",
	"farfalla", "Zomer", "fiets", "Slonce", "Kotek", "Sommar", "Hund", "Pivo", "Kedi", "Deniz",
	"Medved", "sakura", "Tanuki", "Longma", "Hangang", "Tiger", "orange", "Pinguin", "falcon",
}

const hpzSym = "!#$%&*+-.?@^_~"

// hpzPw is a password as people choose them, or as a manager generates them.
func hpzPw() string {
	switch rng.IntN(7) {
	case 0:
		return pick(hpzWords) + fmt.Sprint(1990+rng.IntN(40)) + string(hpzSym[rng.IntN(len(hpzSym))])
	case 1:
		return strings.ToLower(pick(hpzWords)) + "-" + strings.ToLower(pick(hpzWords)) + "-" + rnd(digits, 2)
	case 2:
		return pick(hpzWords) + "." + pick(hpzWords) + "!" + rnd(digits, 2)
	case 3:
		return rnd(alnum+hpzSym, 14+rng.IntN(8))
	case 4:
		w := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(pick(hpzWords))
		return w + rnd(digits, 3) + "#"
	case 5:
		return rnd(alnum, 20)
	default:
		return rnd(upper, 1) + rnd(lower, 5) + rnd(digits, 4) + "$" + rnd(lower, 3)
	}
}

// hpzURLPw is a password that stays as-is inside a URL's userinfo.
func hpzURLPw() string {
	if rng.IntN(2) == 0 {
		return pick(hpzWords) + rnd(digits, 4) + pick([]string{"-", "_", "~", "."}) + rnd(lower, 3)
	}
	return rnd(alnum, 12+rng.IntN(12))
}

func hpzUser() string {
	return pick([]string{"admin", "root", "deploy", "svc_reports", "jenkins", "ops", "backup", "grafana", "app_rw", "etl"})
}

// hpzProse: a password said in passing, in fifteen languages. Each returns the text and the
// ordinary sentence next to it that must survive.
var hpzProse = []func(pw string) (string, string){
	func(pw string) (string, string) {
		k := "Ask Priya if it stops working."
		return "the admin pw for the NAS is " + pw + " (changed after the move). " + k, k
	},
	func(pw string) (string, string) {
		k := "port 8443, self-signed cert"
		return "DB creds for staging: " + hpzUser() + " / " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Then open the settings page."
		return "use `" + pw + "` to log in to the router. " + k, k
	},
	func(pw string) (string, string) {
		k := "Benutzer: buchhaltung"
		return k + "\nKennwort: " + pw + "\n(nicht weitergeben)", k
	},
	func(pw string) (string, string) {
		k := "Der Drucker steht im 2. OG."
		return "Das Passwort für den Drucker-Admin lautet " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Bonne soirée !"
		return "le code Wi-Fi est " + pw + " pour les invités. " + k, k
	},
	func(pw string) (string, string) {
		k := "Merci de le changer à la première connexion."
		return "Identifiant : compta\nMot de passe : " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "el servidor es sftp.interno"
		return "La contraseña del FTP es " + pw + ", " + k, k
	},
	func(pw string) (string, string) {
		k := "Saludos, Marta"
		return "Te paso la clave del panel: " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Qualquer dúvida, fala comigo."
		return "A senha do roteador é " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "usuário: suporte"
		return k + " | senha: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Il server è in sala macchine."
		return "La password dell'utente root è " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Groetjes, Bram"
		return "Het wachtwoord van de gastenwifi is " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Login: kadry"
		return k + ", hasło: " + pw + " (tymczasowe)", k
	},
	func(pw string) (string, string) {
		k := "Serwer stoi w szafie B."
		return "Hasło do konta serwisowego to " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Hör av dig om det strular."
		return "Lösenordet till routern är " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Uživatel: sklad"
		return k + "\nHeslo: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Yarın değiştireceğim."
		return "Sunucunun şifresi " + pw + " olarak ayarlandı. " + k, k
	},
	func(pw string) (string, string) {
		k := "Логин: buh"
		return k + "\nПароль: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Не забудь поменять после входа."
		return "пароль от вайфая в офисе " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "ユーザー名: kanri"
		return k + "\nパスワード: " + pw, k
	},
	func(pw string) (string, string) {
		k := "よろしくお願いします。"
		return "管理画面のパスワードは「" + pw + "」です。" + k, k
	},
	func(pw string) (string, string) {
		k := "用户名：caiwu"
		return k + "\n密码：" + pw, k
	},
	func(pw string) (string, string) {
		k := "有问题找我。"
		return "测试库的密码是 " + pw + " ，" + k, k
	},
	func(pw string) (string, string) {
		k := "아이디: admin"
		return k + "\n비밀번호: " + pw, k
	},
	func(pw string) (string, string) {
		k := "내일 바꿀게요."
		return "서버 비번은 " + pw + " 입니다. " + k, k
	},
	func(pw string) (string, string) {
		k := "door code is on the fridge"
		return "reminder to self: vpn passphrase = " + pw + "; " + k, k
	},
	func(pw string) (string, string) {
		k := "Ticket INC-4412 closed."
		return "Reset the kiosk account, temp password " + pw + " — user must change it. " + k, k
	},
}

// hpzChat: a credential dropped into a chat thread or a ticket.
var hpzChat = []func(pw string) (string, string){
	func(pw string) (string, string) {
		k := "[14:03] tom: got it, thx"
		return "[14:02] ana: the grafana login is admin and the pass is " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "> Priority: P3"
		return "> Summary: cannot access billing portal\n> Workaround: log in as support@acme.io with " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "**lena** 09:14 thanks!"
		return "**jo** 09:12 psst, jenkins pwd: " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Kommentar von M. Weber:"
		return k + " Zugang für den Dienstleister angelegt, Passwort " + pw + " per Telefon durchgegeben.", k
	},
	func(pw string) (string, string) {
		k := "— envoyé depuis mon téléphone"
		return "mdp du compte partagé : " + pw + "\n" + k, k
	},
}

// hpzSplit: one secret broken across lines or messages; each piece is labelled.
func hpzSplit() Sample {
	a, b := rnd(alnum, 20), rnd(alnum, 20)
	switch rng.IntN(4) {
	case 0:
		return hpzS("hp-split", "chat", "[11:20] rui: token is too long for one msg\n[11:20] rui: "+a+"\n[11:20] rui: "+b+"\n[11:21] rui: no spaces", hpzOne(a, b), "no spaces")
	case 1:
		t := "ghp_" + rnd(alnum, 36)
		return hpzS("hp-split", "note", "GH token (wrapped by the terminal):\n"+t[:20]+"\n"+t[20:], hpzOne(t[:20], t[20:]))
	case 2:
		return hpzS("hp-split", "note", "API key, first half: "+a+"\nsecond half (sent via Signal): "+b, hpzOne(a, b))
	default:
		k := "sk_live_" + rnd(alnum, 40)
		return hpzS("hp-split", "code", "STRIPE_KEY = (\n    \""+k[:24]+"\"\n    \""+k[24:]+"\"\n)", hpzOne(k[:24], k[24:]))
	}
}

// hpzKeyBlock is a private key whose body lines are the secret.
func hpzKeyBlock(kind string, n int) (string, []string) {
	var body []string
	for i := range n {
		w := 64
		if i == n-1 {
			w = 16 + rng.IntN(40)
		}
		body = append(body, rnd(alnum+"+/", w))
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----", body
}

func hpzJWT(claims string) string {
	h := hpzB64(`{"alg":"HS256","typ":"JWT"}`)
	return h + "." + hpzB64(claims) + "." + rnd(b64url, 43)
}

// hpzPlaces: secrets in logs, stack traces, tables, mails and commit messages.
var hpzPlaces = []func() Sample{
	func() Sample {
		pw := hpzPw()
		k := "2025-03-11T08:14:02Z INFO  pool started size=10"
		return hpzS("hp-log", "log", k+"\n2025-03-11T08:14:03Z DEBUG connecting with {host=db1 user=app password="+pw+"}", hpzOne(pw), k)
	},
	func() Sample {
		t := rnd(alnum, 40)
		k := "at com.acme.billing.Client.call(Client.java:88)"
		return hpzS("hp-stacktrace", "log", "java.lang.IllegalStateException: auth failed for apiKey="+t+"\n\t"+k, hpzOne(t), k)
	},
	func() Sample {
		pw := hpzPw()
		return hpzS("hp-table", "markdown", "| system | user | password |\n|---|---|---|\n| nas | admin | "+pw+" |\n| printer | - | - |", hpzOne(pw), "| printer | - | - |")
	},
	func() Sample {
		pw, pw2 := hpzPw(), hpzPw()
		return hpzS("hp-csv", "csv", "host,user,password,notes\nsw-core-1,netadmin,"+pw+",rack A\nsw-edge-2,netadmin,"+pw2+",rack C", hpzOne(pw, pw2), "host,user,password,notes")
	},
	func() Sample {
		pw := hpzPw()
		return hpzS("hp-tsv", "tsv", "account\tlogin\tsecret\nAWS root\tops@acme.io\t"+pw, hpzOne(pw), "account\tlogin\tsecret")
	},
	func() Sample {
		pw := hpzPw()
		k := "Subject: Your new VPN account"
		return hpzS("hp-email", "email", k+"\nFrom: it-desk@acme.io\n\nHi Sam,\nyour username is sam.k and your initial password is "+pw+"\nPlease change it within 24 hours.", hpzOne(pw), k)
	},
	func() Sample {
		t := "sk-proj-" + rnd(b64url, 60) + "T3BlbkFJ" + rnd(b64url, 20)
		k := "    Add summarizer endpoint"
		return hpzS("hp-commit", "git", "commit "+rnd(hexs, 40)+"\nAuthor: Kim <kim@acme.io>\n\n"+k+"\n\n    temp: OPENAI_API_KEY="+t, hpzOne(t), k)
	},
	func() Sample {
		j := hpzJWT(fmt.Sprintf(`{"sub":"%s","iat":%d,"scope":"admin"}`, rnd(digits, 7), 1700000000+rng.IntN(9999999)))
		return hpzS("hp-jwt", "log", "10.1.4.22 - - [12/Mar/2025:10:01:55 +0000] \"GET /api/v2/me HTTP/1.1\" 200 512 \"-\" \"curl/8.5\" auth=\"Bearer "+j+"\"", hpzOne(j))
	},
	func() Sample {
		j := hpzJWT(fmt.Sprintf(`{"email":"%s@acme.io","role":"service_role","exp":%d}`, rnd(lower, 5), 1900000000+rng.IntN(9999999)))
		return hpzS("hp-jwt", "note", "copied from devtools → Application → Local Storage: access_token "+j, hpzOne(j))
	},
	func() Sample {
		kb, body := hpzKeyBlock(pick([]string{"RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"}), 5+rng.IntN(10))
		k := "chmod 600 ~/.ssh/deploy_key"
		return hpzS("hp-private-key", "note", "deploy key for the build box:\n"+kb+"\n"+k, body, k)
	},
	func() Sample {
		pw := hpzPw()
		return hpzS("hp-ticket", "ticket", "JIRA OPS-"+rnd(digits, 4)+" — Vendor access\nDescription: please create a login for the auditors.\nComment (helpdesk): done, user audit2025 / "+pw, hpzOne(pw), "Description: please create a login for the auditors.")
	},
	func() Sample {
		pw := hpzPw()
		return hpzS("hp-shell-history", "shell", "  501  cd /srv/app\n  502  mysql -u root -p'"+pw+"' shop < dump.sql\n  503  ls -la", hpzOne(pw), "  503  ls -la")
	},
	func() Sample {
		pw := hpzPw()
		return hpzS("hp-shell-history", "shell", "$ sshpass -p '"+pw+"' ssh pi@192.168.1.40\npi@raspberrypi:~ $ uptime", hpzOne(pw), "pi@raspberrypi:~ $ uptime")
	},
}

// hpzOTP: TOTP seeds, recovery codes and PINs.
var hpzOTP = []func() Sample{
	func() Sample {
		s := rnd(b32, 32)
		return hpzS("hp-totp", "note", "otpauth://totp/Acme:ops@acme.io?secret="+s+"&issuer=Acme&digits=6", hpzOne(s))
	},
	func() Sample {
		s := strings.ToLower(rnd(b32, 4) + " " + rnd(b32, 4) + " " + rnd(b32, 4) + " " + rnd(b32, 4))
		return hpzS("hp-totp", "note", "2FA setup key for the shared AWS root (can't scan the QR): "+s, hpzOne(s))
	},
	func() Sample {
		var codes []string
		for range 4 {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
		return hpzS("hp-recovery", "note", "GitHub recovery codes (org owner):\n"+strings.Join(codes, "\n"), codes)
	},
	func() Sample {
		p := rnd(digits, 6)
		return hpzS("hp-pin", "note", "SIM card for the on-call phone: PIN "+p+", PUK in the safe", hpzOne(p))
	},
	func() Sample {
		p := rnd(digits, 8)
		return hpzS("hp-pin", "note", "Alarmanlage Lager: PIN-Code "+p+" (Schicht B)", hpzOne(p))
	},
}

func heldoutP() []Sample {
	var out []Sample
	for i := range 5 * len(hpzProse) {
		pw := hpzPw()
		text, k := hpzProse[i%len(hpzProse)](pw)
		out = append(out, hpzS("hp-prose", "note", text, hpzOne(pw), k))
	}
	for i := range 5 * len(hpzChat) {
		pw := hpzPw()
		text, k := hpzChat[i%len(hpzChat)](pw)
		out = append(out, hpzS("hp-chat", "chat", text, hpzOne(pw), k))
	}
	for range 16 {
		out = append(out, hpzSplit())
	}
	for i := range 3 * len(hpzPlaces) {
		out = append(out, hpzPlaces[i%len(hpzPlaces)]())
	}
	for i := range 4 * len(hpzOTP) {
		out = append(out, hpzOTP[i%len(hpzOTP)]())
	}
	out = append(out, hpzVendorSamples()...)
	out = append(out, hpzConfigSamples()...)
	return append(out, hpzTrapSamples()...)
}
