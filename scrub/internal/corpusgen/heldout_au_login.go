package main

// heldout_au_login.go: a username and a password written together, passwords in prose in many
// languages, Wi-Fi passwords, PINs and door codes, government e-service logins.

import "fmt"

func hauLoginPairOne() Sample {
	u, p, n := hauUser(), hauPw(), hauName()
	dev := hauPick("router", "roteador", "MikroTik", "NVR", "switch", "modem Huawei", "painel", "servidor", "Ubiquiti")
	switch rng.IntN(30) {
	case 0:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: router login %s / %s", n, u, p), p)
	case 1:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: the login is %s / %s, don't change it before Friday", n, u, p), p)
	case 2:
		return hauSec("login-pair", "yaml", fmt.Sprintf("```yaml\n%s:\n  ip: 192.168.%d.1\n  login: %s / %s\n```", hauPick("router", "roteador", "nvr"), rng.IntN(10), u, p), p)
	case 3:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: login ya %s ni %s / %s", n, dev, u, p), p)
	case 4:
		return hauSec("login-pair", "note", fmt.Sprintf("Usuario: %s  Contraseña: %s", u, p), p)
	case 5:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: user %s pass %s", n, u, p), p)
	case 6:
		return hauSec("login-pair", "note", fmt.Sprintf("painel da rádio — %s:%s", u, p), p)
	case 7:
		return hauSec("login-pair", "note", fmt.Sprintf("Credenciais do %s: usuário `%s`, senha `%s`.", dev, u, p), p)
	case 8:
		return hauSec("login-pair", "note", fmt.Sprintf("Identifiant : %s — mot de passe : %s", u, p), p)
	case 9:
		return hauSec("login-pair", "note", fmt.Sprintf("%s girişi → kullanıcı adı: %s şifre: %s", dev, u, p), p)
	case 10:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: masuk pakai %s / %s ya, jangan diganti dulu", n, u, p), p)
	case 11:
		return hauSec("login-pair", "note", fmt.Sprintf("اسم المستخدم: %s وكلمة المرور: %s", u, p), p)
	case 12:
		return hauSec("login-pair", "note", fmt.Sprintf("Jina la mtumiaji: %s, nenosiri: %s", u, p), p)
	case 13:
		return hauSec("login-pair", "markdown", fmt.Sprintf("| sistema | usuário | senha |\n|---|---|---|\n| %s | %s | %s |\n| site (WordPress) | editor | ver com %s |", dev, u, p, n), p).hauKeep("| sistema | usuário | senha |")
	case 14:
		return hauSec("login-pair", "csv", fmt.Sprintf("servicio,usuario,clave,notas\n%s,%s,%s,oficina central\nimpresora,-,-,sin clave", dev, u, p), p).hauKeep("impresora,-,-,sin clave")
	case 15:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: %s/%s", n, u, p), p)
	case 16:
		return hauSec("login-pair", "note", fmt.Sprintf("%s\nlogin: %s\nsenha: %s\n%s", dev, u, p, hauFiller()), p)
	case 17:
		return hauSec("login-pair", "note", fmt.Sprintf("user = %s; pass = %s", u, p), p)
	case 18:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: ssh pi@10.0.%d.%d (senha %s)", n, rng.IntN(9), 2+rng.IntN(200), p), p)
	case 19:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: the %s is %s and the password is %s", n, dev, u, p), p)
	case 20:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: Usuario %s, clave %s, no la cambien que después nadie entra", n, u, p), p)
	case 21:
		return hauSec("login-pair", "note", fmt.Sprintf("cyber — poste 3\nGmail: %s / %s\nse déconnecter après usage !", hauEmail(), p), p).hauKeep("se déconnecter après usage !")
	case 22:
		return hauSec("login-pair", "note", fmt.Sprintf("Facebook da rádio: %s — %s", hauEmail(), p), p)
	case 23:
		return hauSec("login-pair", "python", fmt.Sprintf("ROUTER = (\"%s\", \"%s\")  # (usuario, clave)", u, p), p)
	case 24:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: creds → %s | %s", n, u, p), p)
	case 25:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: login %s mdp %s", n, u, p), p)
	case 26:
		return hauSec("login-pair", "note", fmt.Sprintf("Kullanıcı: %s\nParola: %s", u, p), p)
	case 27:
		return hauSec("login-pair", "email", fmt.Sprintf("Prezado %s,\n\nSeguem os dados de acesso ao sistema de doações:\nUsuário: %s\nSenha provisória: %s\n\nAtenciosamente,\nTI", n, u, p), p).hauKeep("Atenciosamente,")
	case 28:
		return hauSec("login-pair", "chat", fmt.Sprintf("%s: akun admin web desa: %s, sandinya %s", n, u, p), p)
	default:
		return hauSec("login-pair", "yaml", fmt.Sprintf("- host: %s\n  user: %s\n  pass: \"%s\"", hauHost(), u, p), p)
	}
}

func hauLoginPairSamples() []Sample { return hauRep(40, hauLoginPairOne) }

func hauPwProseOne() Sample {
	p, n := hauPw(), hauName()
	switch rng.IntN(24) {
	case 0:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: a senha do e-mail da redação agora é %s", n, p), p)
	case 1:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: la contraseña nueva del correo es %s, porfa no la pongan en el grupo", n, p), p)
	case 2:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: le mot de passe du compte Orange Money de l'asso c'est %s", n, p), p)
	case 3:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: nenosiri la kompyuta ya studio ni %s", n, p), p)
	case 4:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: muhasebe bilgisayarının şifresi %s, kimseye söyleme", n, p), p)
	case 5:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: password laptop kantor udah aku ganti jadi %s", n, p), p)
	case 6:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: كلمة السر الجديدة لحساب الجمعية هي %s", n, p), p)
	case 7:
		return hauSec("password-prose", "wifi", fmt.Sprintf("Wi-Fi da sede: rede %s, senha %s", hauPick("ONG_Mare", "RadioComunitaria", "Escritorio-5G"), p), p)
	case 8:
		return hauSec("password-prose", "wifi", fmt.Sprintf("%s: clave del wifi del estudio: %s", n, p), p)
	case 9:
		return hauSec("password-prose", "wifi", fmt.Sprintf("WIFI : %s\nMot de passe : %s\nMerci de ne pas télécharger de films 🙏", hauPick("Espoir_Invites", "Cybercafe_Medina", "Livebox-7A2C"), p), p).hauKeep("Merci de ne pas télécharger de films 🙏")
	case 10:
		return hauSec("password-prose", "wifi", fmt.Sprintf("%s: wifi şifresi %s", n, p), p)
	case 11:
		return hauSec("password-prose", "wifi", fmt.Sprintf("%s: wifi nya \"%s\" pw nya %s", n, hauPick("WarungKopi", "RumahBaca_2G", "IndiHome-Pelita"), p), p)
	case 12:
		return hauSec("password-prose", "wifi", fmt.Sprintf("%s: password ya wifi ya ofisi ni %s", n, p), p)
	case 13:
		pin := hauRnd(digits, 4)
		return hauSec("pin", "chat", fmt.Sprintf("%s: PIN ya M-Pesa ya shirika ni %s, usimpe mtu", n, pin), pin)
	case 14:
		pin := hauRnd(digits, 4+rng.IntN(3))
		return hauSec("door-code", "note", fmt.Sprintf("Código do portão da sede: %s# (trocar em %s)", pin, hauDate()), pin)
	case 15:
		pin := hauRnd(digits, 4)
		return hauSec("door-code", "chat", fmt.Sprintf("%s: le code de la porte du local c'est %s, et l'alarme se coupe avec le même", n, pin), pin)
	case 16:
		pin := hauRnd(digits, 6)
		return hauSec("pin", "chat", fmt.Sprintf("%s: kartın şifresi %s, market alışverişi için kullan", n, pin), pin)
	case 17:
		pin := hauRnd(digits, 4)
		return hauSec("pin", "note", fmt.Sprintf("Celular compartilhado (recepção)\nPIN do chip: %s\nPUK: %s", pin, hauRnd(digits, 8)), pin)
	case 18:
		return hauSec("gov-eservice", "note", fmt.Sprintf("Acesso gov.br da associação\nCPF do presidente: %s\nsenha: %s", hauCPF(), p), p)
	case 19:
		return hauSec("gov-eservice", "chat", fmt.Sprintf("%s: la clave CIEC del SAT de la cooperativa es %s, la necesita el contador", n, p), p)
	case 20:
		return hauSec("gov-eservice", "chat", fmt.Sprintf("%s: e-Devlet şifrem %s, başvuruyu sen yapar mısın", n, p), p)
	case 21:
		return hauSec("gov-eservice", "chat", fmt.Sprintf("%s: iTax password ya KRA ni %s, PIN ni A%sZ", n, p, hauRnd(digits, 9)), p)
	case 22:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: pw OSS (perizinan) %s — buat ngurus NIB yayasan", n, p), p)
	default:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: contraseña del Mercado Pago de la feria: %s (después la cambio)", n, p), p)
	}
}

func hauCPF() string {
	return fmt.Sprintf("%s.%s.%s-%s", hauRnd(digits, 3), hauRnd(digits, 3), hauRnd(digits, 3), hauRnd(digits, 2))
}

// hauPwMultiOne: a password in a longer note with ordinary lines around it.
func hauPwMultiOne() Sample {
	p, n := hauPw(), hauName()
	f1, f2 := hauFiller(), hauFiller()
	for f2 == f1 {
		f2 = hauFiller()
	}
	switch rng.IntN(6) {
	case 0:
		return hauSec("password-prose", "meeting-notes", fmt.Sprintf("Ata da reunião — %s\n- %s\n- A senha do Instagram da rádio foi trocada para %s\n- %s", hauDate(), f1, p, f2), p).hauKeep(f1, f2)
	case 1:
		return hauSec("password-prose", "meeting-notes", fmt.Sprintf("Minuta %s\n1. %s\n2. Nueva contraseña del Zoom institucional: %s\n3. %s", hauDate(), f1, p, f2), p).hauKeep(f1)
	case 2:
		return hauSec("password-prose", "ticket", fmt.Sprintf("Ticket #%s — poste de la caisse bloqué\nRéinitialisé le compte de %s, nouveau mot de passe temporaire %s\nDemander à changer à la première connexion.", hauDigits(4), n, p), p).hauKeep("Demander à changer à la première connexion.")
	case 3:
		return hauSec("password-prose", "chat", fmt.Sprintf("%s: %s\n%s: na password ya Zoom ya mkutano wa bodi ni %s\n%s: sawa", n, f1, hauName(), p, n), p)
	case 4:
		return hauSec("password-prose", "runbook", fmt.Sprintf("## Transmissão ao vivo\n1. Abrir o BUTT no PC do estúdio.\n2. Servidor: %s porta 8000, mountpoint /ao-vivo\n3. Senha do source: %s\n4. Conferir o áudio no celular.", hauHost(), p), p).hauKeep("4. Conferir o áudio no celular.")
	default:
		return hauSec("password-prose", "note", fmt.Sprintf("Notlar (%s)\n%s\nDernek Gmail hesabının yeni şifresi: %s\n%s", hauDate(), f1, p, f2), p).hauKeep(f2)
	}
}

func hauPasswordProseSamples() []Sample {
	out := hauRep(34, hauPwProseOne)
	return append(out, hauRep(14, hauPwMultiOne)...)
}
