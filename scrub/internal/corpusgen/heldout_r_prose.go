package main

import (
	"fmt"
	"strings"
)

// Passwords, PINs and passphrases as people write them: in prose before or after the word that
// names them, in chat, mail, tickets, lists and tables, in many languages.

// hrTpl writes one secret into its surroundings and names the ordinary text that must stay.
type hrTpl func(pw string) (string, []string)

func hrT(format string, keep ...string) hrTpl {
	return func(pw string) (string, []string) { return fmt.Sprintf(format, pw), keep }
}

var hrProseTpls = []hrTpl{
	hrT("Wi-Fi for the offsite: network AcmeGuest, password %s (changes Monday).", "network AcmeGuest"),
	hrT("%s is the new admin password for the NAS, don't lose it"),
	hrT("The password is\n%s\n(case sensitive)", "(case sensitive)"),
	hrT("login for the staging Grafana → admin / %s", "login for the staging Grafana"),
	hrT("creds: user `deploy`, pass `%s`", "user `deploy`"),
	hrT("she said the pw was \"%s\" but it didn't work on the VPN", "but it didn't work on the VPN"),
	hrT("Password (old laptop): %s"),
	hrT("password: '%s'  <- temporary until SSO lands", "temporary until SSO lands"),
	hrT("I reset it to %s, please change it after first login.", "please change it after first login."),
	hrT("Decision 2026-02-11: the shared kiosk account keeps its password (%s) until the hardware swap.", "Decision 2026-02-11"),
	hrT("Das Passwort für den Router lautet %s – bitte nicht weitergeben.", "bitte nicht weitergeben."),
	hrT("Kennwort: %s (gilt bis Ende des Monats)", "(gilt bis Ende des Monats)"),
	hrT("Zugang zum Testsystem: Benutzer pruefer, Passwort „%s“", "Zugang zum Testsystem"),
	hrT("%s ist das neue Kennwort für die Buchhaltung."),
	hrT("Le mot de passe du wifi invités est %s, il change chaque lundi.", "il change chaque lundi."),
	hrT("mdp : %s"),
	hrT("Identifiants du serveur de recette : admin / %s", "Identifiants du serveur de recette"),
	hrT("Voici le mot de passe provisoire : « %s »", "Voici le mot de passe provisoire"),
	hrT("La contraseña del servidor es %s, no la compartas.", "no la compartas."),
	hrT("Usuario: soporte\nContraseña: %s", "Usuario: soporte"),
	hrT("te paso la clave: %s"),
	hrT("A senha do banco de homologação é %s.", "A senha do banco de homologação"),
	hrT("senha provisória (trocar no primeiro acesso): %s", "(trocar no primeiro acesso)"),
	hrT("La password dell'account condiviso è %s"),
	hrT("Credenziali VPN: utente mrossi, password %s", "utente mrossi"),
	hrT("Het wachtwoord voor de gastenwifi is %s", "Het wachtwoord voor de gastenwifi"),
	hrT("wachtwoord = %s (tijdelijk)", "(tijdelijk)"),
	hrT("Hasło do panelu administracyjnego: %s", "Hasło do panelu administracyjnego"),
	hrT("Nowe hasło to %s, zmień je po zalogowaniu.", "zmień je po zalogowaniu."),
	hrT("Пароль от сервера: %s", "Пароль от сервера"),
	hrT("логин admin, пароль %s — не забудь сменить", "не забудь сменить"),
	hrT("Пароль до бази даних: %s", "Пароль до бази даних"),
	hrT("Sunucu şifresi: %s", "Sunucu şifresi"),
	hrT("Wi-Fi şifresi %s, misafirler için.", "misafirler için."),
	hrT("サーバーのパスワードは %s です。", "サーバーのパスワードは"),
	hrT("パスワード：%s（仮）"),
	hrT("服务器密码是 %s，请勿外传。", "服务器密码是"),
	hrT("账号：admin 密码：%s", "账号：admin"),
	hrT("관리자 비밀번호는 %s 입니다.", "관리자 비밀번호는"),
	hrT("비밀번호: %s"),
	hrT("كلمة المرور للخادم هي %s", "كلمة المرور للخادم هي"),
	hrT("كلمة السر: %s"),
	hrT("הסיסמה לשרת היא %s", "הסיסמה לשרת היא"),
	hrT("सर्वर का पासवर्ड %s है", "सर्वर का पासवर्ड"),
	hrT("Mật khẩu wifi là %s", "Mật khẩu wifi là"),
	hrT("Kata sandi server: %s", "Kata sandi server"),
	hrT("Lösenordet till routern är %s", "Lösenordet till routern"),
	hrT("Heslo k serveru je %s", "Heslo k serveru je"),
	hrT("Ο κωδικός πρόσβασης είναι %s", "Ο κωδικός πρόσβασης είναι"),
	hrT("Salasana testipalvelimelle: %s", "Salasana testipalvelimelle"),
}

var hrChatTpls = []hrTpl{
	hrT("[09:14] amir: what's the pw for the test tenant?\n[09:15] jo: %s\n[09:15] amir: ty", "amir: ty"),
	hrT("jo  11:02 AM\nhere you go: %s\njo  11:03 AM\ndelete this message after pls", "delete this message after pls"),
	hrT("[Gestern 16:20] Lena: Passwort für den Build-Server?\n[Gestern 16:21] Tom: %s\n[Gestern 16:21] Lena: danke!", "Lena: danke!"),
	hrT("12/03/26, 21:04 - Marta: a senha do wi-fi é %s\n12/03/26, 21:05 - Rui: obrigado", "Rui: obrigado"),
	hrT("Иван: пароль %s\nОльга: спасибо, зашла", "Ольга: спасибо, зашла"),
	hrT("<kenji> 管理画面のパスワード教えて\n<aya> %s\n<kenji> 助かる", "<kenji> 助かる"),
	hrT("> @sam the admin pass for jenkins?\nsure: `%s` (don't paste it in #general)", "(don't paste it in #general)"),
	hrT("李明 10:21\n测试环境的密码 %s\n王芳 10:22\n收到", "收到"),
	hrT("Pierre — 14:02 : le mdp c'est %s\nClaire — 14:03 : merci, ça marche", "merci, ça marche"),
	hrT("user: the db password is %s, can you connect and check the slow queries?\nassistant: Connecting now.", "assistant: Connecting now."),
}

var hrMailTpls = []hrTpl{
	hrT("Subject: Access to the reporting DB\n\nHi Priya,\n\nyour account is ready.\nUser: priya.k\nPassword: %s\n\nPlease change it on first login.\n\nBest,\nOps", "Please change it on first login."),
	hrT("Betreff: Ihr Zugang\n\nSehr geehrte Frau Keller,\n\nIhr Initialpasswort lautet: %s\n\nMit freundlichen Grüßen\nIT-Service", "Mit freundlichen Grüßen"),
	hrT("Objet : accès au portail fournisseur\n\nBonjour,\nvoici vos identifiants : login fournisseur42 / mot de passe %s\nCordialement", "Cordialement"),
	hrT("Asunto: credenciales de la VPN\n\nHola Lucía, tu contraseña temporal es %s y caduca en 48 horas.\nSaludos", "caduca en 48 horas."),
	hrT("From: helpdesk@acme.io\nTo: n.ito@acme.io\n\nYour temporary password: %s\nIt expires in 24 hours.", "It expires in 24 hours."),
	hrT("件名: アカウント発行のお知らせ\n\n初期パスワード: %s\nログイン後に変更してください。", "ログイン後に変更してください。"),
}

var hrTicketTpls = []hrTpl{
	func(pw string) (string, []string) {
		return fmt.Sprintf("OPS-%d: Reset password for svc_backup\nResolution: new password set to %s, stored in the vault afterwards.", 1000+rng.IntN(8999), pw), hrS("stored in the vault afterwards.")
	},
	func(pw string) (string, []string) {
		return fmt.Sprintf("Ticket #%d — user cannot log in. Temporary password issued: %s. Status: resolved", 20000+rng.IntN(9999), pw), hrS("Status: resolved")
	},
	hrT("**Steps to reproduce**\n1. Log in as qa-admin (password %s)\n2. Open Settings → Billing\n3. Page crashes", "2. Open Settings → Billing"),
	hrT("Incident 2026-03-02 14:10 UTC: root password of db-replica-2 was reset to %s during recovery; rotate before closing.", "rotate before closing."),
	hrT("Übergabe an die Nachtschicht: Notfall-Login für das Monitoring ist admin, Passwort %s. Bei Alarm zuerst Runbook lesen.", "Bei Alarm zuerst Runbook lesen."),
	hrT("Runbook step 4: sudo -u postgres psql, then ALTER USER report WITH PASSWORD '%s';", "Runbook step 4"),
	hrT("Meeting notes (infra sync):\n- migrate Jenkins to k8s next sprint\n- shared test account password is now %s\n- Sara owns the DNS cleanup", "- Sara owns the DNS cleanup"),
}

var hrPINTpls = []hrTpl{
	hrT("SIM card PIN: %s, PUK is in the drawer", "PUK is in the drawer"),
	hrT("Door code for the server room is %s# (since Monday)", "(since Monday)"),
	hrT("PIN der Firmenkreditkarte: %s", "PIN der Firmenkreditkarte"),
	hrT("code du digicode : %s", "code du digicode"),
	hrT("PIN del móvil de guardia: %s", "PIN del móvil de guardia"),
	hrT("Alarm code %s — disarm before opening the back door", "disarm before opening the back door"),
	hrT("当番用スマホのパスコードは%sです", "当番用スマホのパスコードは"),
	hrT("ПИН-код от телефона дежурного: %s", "ПИН-код от телефона дежурного"),
	hrT("YubiKey PIN is %s, don't enter it wrong three times", "don't enter it wrong three times"),
	hrT("Tresor im Büro: Code %s, Schlüssel liegt bei Anna", "Schlüssel liegt bei Anna"),
	hrT("the on-call phone unlocks with %s", "the on-call phone unlocks with"),
	hrT("PIN do cartão corporativo (%s) — não compartilhar", "não compartilhar"),
}

var hrPassphraseTpls = []hrTpl{
	hrT("The GPG key passphrase is \"%s\".", "The GPG key passphrase is"),
	hrT("Passphrase für den Deploy-SSH-Key: %s", "Passphrase für den Deploy-SSH-Key"),
	hrT("Phrase secrète du coffre KeePass : %s", "Phrase secrète du coffre KeePass"),
	hrT("KeePass master password: '%s'", "KeePass master password"),
	hrT("restic repository password → %s (same for both NAS)", "(same for both NAS)"),
	hrT("ansible-vault password is `%s`, keep it out of git", "keep it out of git"),
	hrT("BitLocker PIN on the travel laptop: %s", "BitLocker PIN on the travel laptop"),
	hrT("フレーズ（バックアップ暗号化用）: %s"),
}

var hrSeedWords = []string{
	"abandon", "orbit", "candle", "velvet", "harbor", "mimic", "tonight", "glare", "wisdom", "cluster", "rapid", "oyster",
	"pulse", "hollow", "violin", "zebra", "embark", "fringe", "lunar", "domain", "saddle", "timber", "quote", "absorb",
}

func hrSeedPhrase() string {
	var ws []string
	for range pick([]int{12, 12, 24}) {
		ws = append(ws, pick(hrSeedWords))
	}
	return strings.Join(ws, " ")
}

// hrTable puts several passwords in a list, a table or CSV.
func hrTable() (string, []string, []string) {
	a, b, c := hrPw(), hrPw(), hrPw()
	switch rng.IntN(5) {
	case 0:
		return "| system | user | password |\n|---|---|---|\n| staging db | app | " + a + " |\n| grafana | admin | " + b + " |\n| minio | console | " + c + " |", hrS(a, b, c), hrS("| system | user | password |")
	case 1:
		return "system,user,password\nnas,admin," + a + "\nrouter,root," + b + "\n", hrS(a, b), hrS("system,user,password")
	case 2:
		return "Accounts:\n- jenkins: admin / " + a + "\n- sonar: admin / " + b + "\n- nexus: deployer / " + c, hrS(a, b, c), hrS("Accounts:")
	case 3:
		return "Zugänge Testumgebung\n  • Shop-Backend — Benutzer: redaktion — Passwort: " + a + "\n  • Mailserver — Benutzer: info@ — Passwort: " + b, hrS(a, b), hrS("Zugänge Testumgebung")
	default:
		return "サービス\tユーザー\tパスワード\nGitLab\troot\t" + a + "\nRedmine\tadmin\t" + b, hrS(a, b), hrS("サービス\tユーザー\tパスワード")
	}
}

func hrWith(tpls []hrTpl, pw func() string) func() (string, []string, []string) {
	return func() (string, []string, []string) {
		v := pw()
		text, keep := pick(tpls)(v)
		return text, hrS(v), keep
	}
}

func hrProseCases() []hrCase {
	return []hrCase{
		{"password-prose", "note", 55, hrWith(hrProseTpls, hrHuman)},
		{"password-prose", "note", 40, hrWith(hrProseTpls, hrRandomPw)},
		{"password-chat", "chat", 26, hrWith(hrChatTpls, hrPw)},
		{"password-mail", "mail", 18, hrWith(hrMailTpls, hrPw)},
		{"password-ticket", "ticket", 18, hrWith(hrTicketTpls, hrPw)},
		{"password-table", "table", 15, hrTable},
		{"pin", "note", 18, hrWith(hrPINTpls, hrPIN)},
		{"passphrase", "note", 16, hrWith(hrPassphraseTpls, hrPassphrase)},
		{"seed-phrase", "note", 6, func() (string, []string, []string) {
			s := hrSeedPhrase()
			return pick([]string{"wallet recovery phrase (test wallet, but still): ", "Seed-Phrase des Hardware-Wallets: ", "助记词：", "seed: "}) + s + "\nstored offline from now on", hrS(s), hrS("stored offline from now on")
		}},
	}
}
