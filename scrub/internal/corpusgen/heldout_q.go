package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The seventeenth held-out part ("heldout-q"), written blind beside heldout-p and sharing no
// generator with it: the same spread (passwords said in fifteen languages, vendor tokens,
// connection strings, credential files and CLI output, generic keys, secrets in logs, tables,
// mails and diffs, and their look-alikes) in other wordings, formats and token kinds.

func hqxS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hqxL(s ...string) []string { return s }

var hqxNames = []string{
	"Bella", "Max", "Luna", "Schalke", "Barca", "Juventus", "Ajax", "Legia", "Hammarby", "Sparta",
	"Galata", "Zenit", "Totoro", "Panda", "Mirae", "Nordsee", "Provence", "Toscana", "Algarve", "Tatra",
}

// hqxPw is a human-chosen password (name and year, passphrase, keyboard walk) or a generated one.
func hqxPw() string {
	switch rng.IntN(8) {
	case 0:
		return pick(hqxNames) + fmt.Sprintf("%02d", rng.IntN(100)) + pick([]string{"!", "!!", "?", "*", "#1"})
	case 1:
		return pick([]string{"Qwertz", "Asdf", "Zxcv", "Qaz"}) + rnd(digits, 4) + pick([]string{"!", "%", "&"}) + rnd(upper, 2)
	case 2:
		return strings.ToLower(pick(hqxNames)) + "_" + strings.ToLower(pick(hqxNames)) + "_" + rnd(digits, 3)
	case 3:
		return rnd(alnum+"!%&*+=?@^~", 16+rng.IntN(10))
	case 4:
		return pick(hqxNames) + "&" + pick(hqxNames) + fmt.Sprint(2000+rng.IntN(27))
	case 5:
		return rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(digits, 2)
	case 6:
		return rnd(b64url, 22)
	default:
		return "Z" + rnd(lower+digits, 9) + "!" + rnd(upper, 1) + rnd(digits, 2)
	}
}

// hqxSafePw has only characters that survive unescaped in a URL, a JSON string and a shell word.
func hqxSafePw() string {
	if rng.IntN(3) == 0 {
		return pick(hqxNames) + rnd(digits, 2) + "_" + rnd(alnum, 6)
	}
	return rnd(alnum, 14+rng.IntN(14))
}

// hqxSaid: a password in a sentence, fifteen languages, with the ordinary text next to it.
var hqxSaid = []func(pw string) (string, string){
	func(pw string) (string, string) {
		k := "Don't lock the account again please."
		return "Logging in to the staging Grafana: user admin, password " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "(rotated after the offboarding)"
		return "Shared mailbox billing@ — pw is now " + pw + " " + k, k
	},
	func(pw string) (string, string) {
		k := "Gäste-WLAN: ACME-Guest"
		return k + "\nWLAN-Schlüssel: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Bitte nicht ins Wiki schreiben."
		return "Für den Server-Zugang nimmst du das Passwort " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "On le change lundi."
		return "Pour le NAS du bureau, le mot de passe est " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Réseau : BUREAU-5G"
		return k + "\nmdp wifi : " + pw, k
	},
	func(pw string) (string, string) {
		k := "Usuario: contabilidad"
		return k + "\nContraseña: " + pw, k
	},
	func(pw string) (string, string) {
		k := "No la compartas por correo."
		return "Para entrar al panel de Plesk la contraseña es " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "Abraço, Joana"
		return "Senha provisória do e-mail: " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Ci vediamo domani."
		return "La password del Wi-Fi ospiti è " + pw + ". " + k, k
	},
	func(pw string) (string, string) {
		k := "utente: magazzino"
		return k + " / pass: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Gebruikersnaam: receptie"
		return k + "\nWachtwoord: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Dzięki!"
		return "Hasło do wifi w biurze: " + pw + " " + k, k
	},
	func(pw string) (string, string) {
		k := "Användare: ekonomi"
		return k + "\nLösen: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Díky, Petr"
		return "Heslo k wifi je " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "Kullanıcı adı: muhasebe"
		return k + "\nParola: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Сервер: 10.2.0.5"
		return k + "\nпароль root: " + pw, k
	},
	func(pw string) (string, string) {
		k := "Спасибо!"
		return "Вот пароль от админки: " + pw + " " + k, k
	},
	func(pw string) (string, string) {
		k := "明日までに変更してください。"
		return "Wi-Fiのパスワードは " + pw + " です。" + k, k
	},
	func(pw string) (string, string) {
		k := "账号：admin"
		return k + "，口令：" + pw, k
	},
	func(pw string) (string, string) {
		k := "谢谢"
		return "路由器管理密码改成了 " + pw + " " + k, k
	},
	func(pw string) (string, string) {
		k := "감사합니다."
		return "공유기 암호는 " + pw + " 입니다. " + k, k
	},
	func(pw string) (string, string) {
		k := "Password hint: none, just type it."
		return "BIOS supervisor password on the kiosk laptops: " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "keystore is at android/app/release.jks"
		return "Android signing: storePassword " + pw + ", " + k, k
	},
	func(pw string) (string, string) {
		k := "Meeting room B, 3rd floor."
		return "The conference PC's local admin is .\\admin with " + pw + ". " + k, k
	},
}

// hqxThread: a credential in a thread, a PR, a mail or a ticket.
var hqxThread = []func(pw string) (string, string){
	func(pw string) (string, string) {
		k := "alice: thanks, in"
		return "alice: what's the pw for the shared 1P vault export?\nbob: " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "## Testing"
		return "## Description\nAdds the seed user (login `qa@acme.test`, pass `" + pw + "`).\n\n" + k, k
	},
	func(pw string) (string, string) {
		k := "---------- Forwarded message ---------"
		return k + "\nVos identifiants provisoires : utilisateur dupont.m, mot de passe " + pw, k
	},
	func(pw string) (string, string) {
		k := "Status: Resolved"
		return "Zendesk #" + rnd(digits, 6) + "\nAgent note: customer's admin password reset to " + pw + "\n" + k, k
	},
	func(pw string) (string, string) {
		k := "@here standup in 5"
		return "psst the root password on the bastion is " + pw + " — don't tell security 🙈\n" + k, k
	},
}

// hqxSplit: secrets in pieces, each piece labelled.
func hqxSplit() Sample {
	switch rng.IntN(3) {
	case 0:
		id, sk := "AKIA"+rnd(b32, 16), rnd(alnum+"/+", 40)
		return hqxS("hq-split", "chat", "[18:01] kai: access key "+id+"\n[18:02] kai: secret in the next msg\n[18:02] kai: "+sk, hqxL(id, sk), "kai: secret in the next msg")
	case 1:
		t := "xoxp-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32)
		c := 30
		return hqxS("hq-split", "note", "slack user token (copy both lines, no space):\n"+t[:c]+"\\\n"+t[c:], hqxL(t[:c], t[c:]))
	default:
		a, b, c := rnd(alnum, 12), rnd(alnum, 12), rnd(alnum, 12)
		return hqxS("hq-split", "note", "Vault unseal key share (mine):\n  "+a+"\n  "+b+"\n  "+c, hqxL(a, b, c))
	}
}

func hqxJWT(alg, claims string) string {
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(`{"alg":"`+alg+`","typ":"JWT","kid":"`+rnd(hexs, 8)+`"}`)) + "." + enc.EncodeToString([]byte(claims)) + "." + rnd(b64url, 86)
}

func hqxPEM(kind string) (string, []string) {
	n := 4 + rng.IntN(12)
	var lines []string
	for i := range n {
		w := 70
		if i == n-1 {
			w = 12 + rng.IntN(50)
		}
		lines = append(lines, rnd(alnum+"+/", w))
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----", lines
}

// hqxWhere: secrets in tracebacks, logs, exports, diffs and notebooks.
var hqxWhere = []func() Sample{
	func() Sample {
		pw := hqxSafePw()
		k := "Traceback (most recent call last):"
		return hqxS("hq-traceback", "log", k+"\n  File \"etl.py\", line 41, in <module>\n    conn = psycopg2.connect(host='db', user='etl', password='"+pw+"')\npsycopg2.OperationalError: timeout", hqxL(pw), k)
	},
	func() Sample {
		t := rnd(alnum, 32)
		return hqxS("hq-access-log", "log", "203.0.113."+fmt.Sprint(rng.IntN(255))+" - - [03/Feb/2025:17:22:01 +0100] \"GET /export.csv?api_key="+t+"&from=2025-01-01 HTTP/2\" 200 8812", hqxL(t))
	},
	func() Sample {
		pw := hqxPw()
		k := "Jan 14 03:12:44 web01 app[2211]: starting worker"
		return hqxS("hq-syslog", "log", k+"\nJan 14 03:12:45 web01 app[2211]: SMTP login failed user=noreply@acme.io pass="+pw, hqxL(pw), k)
	},
	func() Sample {
		t := "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(alnum, 24)
		return hqxS("hq-slack-export", "json", "{\"type\":\"message\",\"user\":\"U0"+rnd(upper+digits, 8)+"\",\"text\":\"bot token for the alerts app: "+t+"\",\"ts\":\"1736850000.00"+rnd(digits, 4)+"\"}", hqxL(t))
	},
	func() Sample {
		pw, pw2 := hqxSafePw(), hqxSafePw()
		k := "| Service account | Password | Owner |"
		return hqxS("hq-table", "markdown", k+"\n|---|---|---|\n| svc-backup | "+pw+" | ops |\n| svc-ldap | "+pw2+" | it |", hqxL(pw, pw2), k)
	},
	func() Sample {
		pw := hqxSafePw()
		k := "email;first_name;last_name;initial_password"
		return hqxS("hq-csv", "csv", k+"\n"+rnd(lower, 6)+"@acme.io;Ana;Ruiz;"+pw, hqxL(pw), k)
	},
	func() Sample {
		t := "sk_live_" + rnd(alnum, 24)
		k := " import stripe"
		return hqxS("hq-diff", "git", "--- a/payments.py\n+++ b/payments.py\n@@ -1,3 +1,4 @@\n"+k+"\n+stripe.api_key = \""+t+"\"", hqxL(t), k)
	},
	func() Sample {
		t := rnd(upper+lower, 34)
		return hqxS("hq-notebook", "json", "In [3]: os.environ['HF_HUB_TOKEN']\nOut[3]: 'hf_"+t+"'", hqxL("hf_"+t))
	},
	func() Sample {
		j := hqxJWT("RS256", fmt.Sprintf(`{"iss":"https://acme.eu.auth0.com/","sub":"%s@clients","aud":"https://acme.eu.auth0.com/api/v2/","exp":%d}`, rnd(alnum, 32), 1800000000+rng.IntN(9999999)))
		return hqxS("hq-jwt", "shell", "curl https://acme.eu.auth0.com/api/v2/users -H 'authorization: Bearer "+j+"'", hqxL(j))
	},
	func() Sample {
		j := hqxJWT("HS256", `{"role":"service_role","iss":"supabase","iat":1716000000,"exp":2031576000}`)
		return hqxS("hq-jwt", "config", "SUPABASE_URL=https://"+rnd(lower, 20)+".supabase.co\nSUPABASE_SERVICE_ROLE_KEY="+j, hqxL(j))
	},
	func() Sample {
		kb, body := hqxPEM("OPENSSH PRIVATE KEY")
		return hqxS("hq-private-key", "note", "$ cat ~/.ssh/id_ed25519\n"+kb, body, "$ cat ~/.ssh/id_ed25519")
	},
	func() Sample {
		kb, body := hqxPEM("ENCRYPTED PRIVATE KEY")
		pw := hqxSafePw()
		return hqxS("hq-private-key", "config", "tls:\n  key: |\n"+hqxIndent(kb)+"\n  key_passphrase: "+pw, append(body, pw))
	},
	func() Sample {
		pw := hqxPw()
		k := "Assignee: unassigned"
		return hqxS("hq-ticket", "ticket", "[HELP-"+rnd(digits, 4)+"] New laptop for Jonas\nSetup done. Local account jonas / "+pw+"\n"+k, hqxL(pw), k)
	},
	func() Sample {
		pw := hqxSafePw()
		return hqxS("hq-shell-history", "shell", "history | tail -3\n 1012  export PGPASSWORD="+pw+"\n 1013  pg_dump -h db -U app app > app.sql\n 1014  unset PGPASSWORD", hqxL(pw), " 1014  unset PGPASSWORD")
	},
}

func hqxIndent(s string) string { return "    " + strings.ReplaceAll(s, "\n", "\n    ") }

// hqxCodes: one-time-password seeds, backup codes, PINs and recovery keys.
var hqxCodes = []func() Sample{
	func() Sample {
		s := rnd(b32, 16)
		return hqxS("hq-totp", "config", "TOTP_URI=otpauth://totp/GitLab:deploy-bot?secret="+s+"&issuer=GitLab&algorithm=SHA1&period=30", hqxL(s))
	},
	func() Sample {
		s := rnd(b32, 26)
		return hqxS("hq-totp", "code", "totp = pyotp.TOTP(\""+s+"\")\nprint(totp.now())", hqxL(s))
	},
	func() Sample {
		var c []string
		for range 5 {
			c = append(c, rnd(digits, 4)+" "+rnd(digits, 4))
		}
		return hqxS("hq-backup-codes", "note", "Google backup codes for ops@acme.io:\n"+strings.Join(c, "\n"), c)
	},
	func() Sample {
		var g []string
		for range 8 {
			g = append(g, rnd(digits, 6))
		}
		r := strings.Join(g, "-")
		return hqxS("hq-bitlocker", "note", "BitLocker recovery key for LAPTOP-"+rnd(upper+digits, 7)+": "+r, hqxL(r))
	},
	func() Sample {
		p := rnd(digits, 4)
		return hqxS("hq-pin", "note", "Firmenkreditkarte: PIN "+p+" — Karte liegt im Tresor", hqxL(p))
	},
	func() Sample {
		p := rnd(digits, 6)
		return hqxS("hq-pin", "chat", "yubikey PIN for the signing key: "+p+" (PUK with Lea)", hqxL(p))
	},
}

func heldoutQ() []Sample {
	var out []Sample
	for i := range 5 * len(hqxSaid) {
		pw := hqxPw()
		text, k := hqxSaid[i%len(hqxSaid)](pw)
		out = append(out, hqxS("hq-said", "note", text, hqxL(pw), k))
	}
	for i := range 5 * len(hqxThread) {
		pw := hqxPw()
		text, k := hqxThread[i%len(hqxThread)](pw)
		out = append(out, hqxS("hq-thread", "chat", text, hqxL(pw), k))
	}
	for range 15 {
		out = append(out, hqxSplit())
	}
	for i := range 3 * len(hqxWhere) {
		out = append(out, hqxWhere[i%len(hqxWhere)]())
	}
	for i := range 3 * len(hqxCodes) {
		out = append(out, hqxCodes[i%len(hqxCodes)]())
	}
	out = append(out, hqxTokenSamples()...)
	out = append(out, hqxSetupSamples()...)
	return append(out, hqxLookalikes()...)
}
