package main

import (
	"fmt"
	"strings"
)

func haxPasswordProse() Sample {
	c := haxPick(haxClients...)
	svc := haxPick(haxServices...)
	p := haxPw()
	n := haxPick(haxFirst...)
	switch rng.IntN(17) {
	case 0:
		return haxS("password-prose", "chat", fmt.Sprintf("%s's %s password is %s", c, svc, p), p)
	case 1:
		return haxS("password-prose", "chat", fmt.Sprintf("pw for %s: %s", strings.ToLower(svc), p), p)
	case 2:
		return haxS("password-prose", "chat", fmt.Sprintf("%s changed the %s password to %s this morning, update your notes", n, svc, p), p)
	case 3:
		return haxS("password-prose", "email", fmt.Sprintf("Hi,\n\nI reset the password for your %s account. The temporary one is %s — you'll be asked to pick a new one.\n\nCheers,\n%s", svc, p, n), p)
	case 4:
		return haxK(haxS("password-prose", "notes", fmt.Sprintf("Meeting notes %s — %d/%d\n- agreed 4 posts a week\n- %s password: %s\n- next review in 2 weeks", c, haxNum(1, 28), haxNum(1, 12), svc, p), p), "- agreed 4 posts a week")
	case 5:
		return haxS("password-prose", "chat", fmt.Sprintf("use \"%s\" for the %s login, no quotes", p, svc), p)
	case 6:
		return haxS("password-prose", "chat", fmt.Sprintf("%s said the password's %s (capital first letter)", n, p), p)
	case 7:
		return haxS("password-prose", "upwork", fmt.Sprintf("Hello %s, I've attached the files. For the %s panel the password is %s and the email is the one on the contract.", n, svc, p), p)
	case 8:
		return haxS("password-prose", "chat", fmt.Sprintf("remember for %s: passwd=%s", c, p), p)
	case 9:
		return haxS("password-prose", "notes", fmt.Sprintf("TODO\n[ ] post 3 reels for %s\n[ ] reset %s pass (currently %s)\n[ ] send invoice", c, svc, p), p)
	case 10:
		return haxS("password-prose", "chat", fmt.Sprintf("new pass → %s", p), p)
	case 11:
		return haxS("password-prose", "chat", fmt.Sprintf("It's %s. The password, I mean, for %s.", p, svc), p)
	case 12:
		return haxS("password-prose", "calendar", fmt.Sprintf("Event: %s onboarding call\nWhen: Tue %d:00–%d:30\nDescription: log into %s beforehand (password %s) so we can walk through the dashboard.", c, haxNum(9, 15), haxNum(9, 15), svc, p), p)
	case 13:
		return haxS("password-prose", "chat", fmt.Sprintf("%s master password for the shared vault: %s. please memorize and delete this msg", haxPick("Bitwarden", "1Password", "LastPass", "Dashlane", "KeePass"), p), p)
	case 14:
		return haxS("password-prose", "notes", fmt.Sprintf("%s | %s | pass %s | renew %d-%02d", c, svc, p, haxNum(2024, 2026), haxNum(1, 12)), p)
	case 15:
		return haxS("password-prose", "chat", fmt.Sprintf("the zip with the manuscripts is protected, password %s", p), p)
	default:
		return haxS("password-prose", "chat", fmt.Sprintf("ok the password is literally %s lol", p), p)
	}
}

func haxForeignPassword() Sample {
	svc := haxPick(haxServices...)
	c := haxPick(haxClients...)
	p := haxPw()
	u := haxUser(c)
	switch rng.IntN(20) {
	case 0:
		return haxS("password-foreign", "chat-es", fmt.Sprintf("Hola, la contraseña de %s es %s. Cualquier cosa me avisas.", svc, p), p)
	case 1:
		return haxS("password-foreign", "chat-fr", fmt.Sprintf("Bonjour ! Le mot de passe pour %s : %s (identifiant : %s)", svc, p, u), p)
	case 2:
		return haxS("password-foreign", "chat-de", fmt.Sprintf("Das Passwort für %s lautet %s, Benutzername %s.", svc, p, u), p)
	case 3:
		return haxS("password-foreign", "chat-pt", fmt.Sprintf("Oi! Segue o acesso do %s:\nusuário: %s\nsenha: %s", svc, u, p), p)
	case 4:
		return haxS("password-foreign", "chat-it", fmt.Sprintf("Ciao, la password di %s è %s, l'utente è %s.", svc, p, u), p)
	case 5:
		return haxS("password-foreign", "chat-pl", fmt.Sprintf("Hasło do %s: %s, login %s. Dzięki!", svc, p, u), p)
	case 6:
		return haxS("password-foreign", "chat-ru", fmt.Sprintf("Пароль от %s: %s, логин %s", svc, p, u), p)
	case 7:
		return haxS("password-foreign", "chat-uk", fmt.Sprintf("Ось доступ до %s — логін %s, пароль %s", svc, u, p), p)
	case 8:
		return haxS("password-foreign", "chat-ja", fmt.Sprintf("%sのパスワードは %s です。ログインIDは %s です。", svc, p, u), p)
	case 9:
		return haxS("password-foreign", "chat-zh", fmt.Sprintf("%s 的账号是 %s，密码：%s", svc, u, p), p)
	case 10:
		return haxS("password-foreign", "chat-ko", fmt.Sprintf("%s 비밀번호는 %s 입니다. 아이디: %s", svc, p, u), p)
	case 11:
		return haxS("password-foreign", "chat-ar", fmt.Sprintf("كلمة المرور لحساب %s هي %s", svc, p), p)
	case 12:
		return haxS("password-foreign", "chat-tr", fmt.Sprintf("%s şifresi: %s, kullanıcı adı %s", svc, p, u), p)
	case 13:
		return haxS("password-foreign", "chat-nl", fmt.Sprintf("Het wachtwoord van %s is %s, gebruikersnaam %s.", svc, p, u), p)
	case 14:
		return haxS("password-foreign", "chat-id", fmt.Sprintf("Kata sandi %s: %s (username %s) ya kak", svc, p, u), p)
	case 15:
		return haxS("password-foreign", "chat-vi", fmt.Sprintf("Mật khẩu %s là %s nhé, tài khoản %s", svc, p, u), p)
	case 16:
		return haxS("password-foreign", "chat-hi", fmt.Sprintf("%s का पासवर्ड %s है, यूज़रनेम %s", svc, p, u), p)
	case 17:
		return haxS("password-foreign", "chat-el", fmt.Sprintf("Ο κωδικός για το %s είναι %s", svc, p), p)
	case 18:
		return haxS("password-foreign", "email-es", fmt.Sprintf("Estimada %s:\n\nLe envío los datos de acceso a %s.\nUsuario: %s\nClave: %s\n\nUn saludo,\n%s", haxPick(haxFirst...), svc, u, p, haxPick(haxFirst...)), p)
	default:
		return haxS("password-foreign", "chat-sv", fmt.Sprintf("Lösenordet till %s är %s", svc, p), p)
	}
}

func haxWifi() Sample {
	ssid := haxPick("BloomBakery_Guest", "Casa-Amarela-5G", "FRITZ!Box 7590 XY", "Vodafone-"+haxRnd(upper+digits, 4), "TP-Link_"+haxRnd(hexs, 4), "Studio Marangoni", "CoworkLisboa", "NETGEAR"+fmt.Sprint(haxNum(10, 99)))
	p := haxPick(haxHumanPw(), haxRnd(lower+digits, 10), haxRandPw(), haxRnd(digits, 16))
	switch rng.IntN(8) {
	case 0:
		return haxS("wifi", "chat", fmt.Sprintf("wifi at the office: %s / %s", ssid, p), p)
	case 1:
		return haxS("wifi", "notes", fmt.Sprintf("Client visit Thursday\nAddress: Rua das Flores 12, 2º\nWi-Fi: %s\nPassword: %s\nParking behind the building", ssid, p), p)
	case 2:
		return haxS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p)
	case 3:
		return haxS("wifi", "chat-de", fmt.Sprintf("WLAN: %s, Schlüssel: %s", ssid, p), p)
	case 4:
		return haxS("wifi", "chat-fr", fmt.Sprintf("le code wifi c'est %s (réseau %s)", p, ssid), p)
	case 5:
		return haxS("wifi", "airbnb", fmt.Sprintf("Welcome! Network \"%s\", password \"%s\". Check-out is at 11.", ssid, p), p)
	case 6:
		return haxK(haxS("wifi", "notes", fmt.Sprintf("coworking day pass booked\nwifi pw %s\nlunch at 13:00", p), p), "lunch at 13:00")
	default:
		return haxS("wifi", "chat-es", fmt.Sprintf("La clave del wifi es %s", p), p)
	}
}

func haxPinCode() Sample {
	pin := haxRnd(digits, haxPick(4, 4, 5, 6))
	c := haxPick(haxClients...)
	switch rng.IntN(9) {
	case 0:
		return haxS("pin", "chat", fmt.Sprintf("door code for %s's office is %s#", c, pin), pin)
	case 1:
		return haxS("pin", "notes", fmt.Sprintf("alarm code: %s (disarm within 30 s)", pin), pin)
	case 2:
		return haxS("pin", "chat", fmt.Sprintf("voicemail PIN for the business line is %s", pin), pin)
	case 3:
		return haxS("pin", "chat", fmt.Sprintf("the key safe by the door opens with %s", pin), pin)
	case 4:
		return haxS("pin", "chat-de", fmt.Sprintf("Türcode: %s, dann 2. Stock links", pin), pin)
	case 5:
		return haxS("pin", "notes", fmt.Sprintf("Company card (ends %s) PIN %s — only for the ad spend", haxRnd(digits, 4), pin), pin)
	case 6:
		return haxS("pin", "chat-es", fmt.Sprintf("el código del portal es %s", pin), pin)
	case 7:
		puk := haxRnd(digits, 8)
		return haxS("pin", "chat", fmt.Sprintf("SIM PIN %s, PUK %s", pin[:4], puk), pin[:4], puk)
	default:
		return haxS("pin", "chat-ja", fmt.Sprintf("オフィスの暗証番号は %s です", pin), pin)
	}
}

func haxTotpRecovery() Sample {
	seed := haxRnd(b32, haxPick(16, 32))
	svc := haxPick(haxServices...)
	c := haxPick(haxClients...)
	switch haxCycle("totp", 7) {
	case 0:
		return haxS("totp", "notes", fmt.Sprintf("%s 2FA secret (for the shared authenticator): %s", svc, seed), seed)
	case 1:
		return haxS("totp", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", svc, haxEmail(c), seed, svc), seed)
	case 2:
		s := strings.ToLower(seed)
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, s[i:i+4])
		}
		sp := strings.Join(g, " ")
		return haxS("totp", "chat", fmt.Sprintf("can't scan the QR? enter this key: %s", sp), sp)
	case 3:
		var codes []string
		for i := 0; i < 6; i++ {
			codes = append(codes, haxRnd(hexs[:16], 5)+"-"+haxRnd(hexs, 5))
		}
		return haxS("recovery-codes", "notes", fmt.Sprintf("GitHub recovery codes (%s org)\n%s", c, strings.Join(codes, "\n")), codes...)
	case 4:
		var codes []string
		for i := 0; i < 4; i++ {
			codes = append(codes, haxRnd(digits, 4)+" "+haxRnd(digits, 4))
		}
		return haxS("recovery-codes", "notes", fmt.Sprintf("Google backup codes for %s:\n1. %s\n2. %s\n3. %s\n4. %s", haxEmail(c), codes[0], codes[1], codes[2], codes[3]), codes...)
	case 5:
		rc := haxRnd(upper+digits, 8) + "-" + haxRnd(upper+digits, 8) + "-" + haxRnd(upper+digits, 8) + "-" + haxRnd(upper+digits, 8)
		return haxS("recovery-codes", "chat", fmt.Sprintf("%s recovery code is %s, print it and put it in the binder", haxPick("Bitwarden", "Dropbox", "Shopify", "Xero"), rc), rc)
	default:
		code := haxRnd(digits, 8)
		return haxS("recovery-codes", "chat", fmt.Sprintf("instagram backup code for %s: %s (each works once)", c, code), code)
	}
}

func haxVaultExport() Sample {
	c := haxPick(haxClients...)
	p1, p2, p3 := haxPw(), haxPw(), haxPw()
	u1, u2, u3 := haxUser(c), haxEmail(haxPick(haxClients...)), haxUser(haxPick(haxClients...))
	d := haxDomain(c)
	switch rng.IntN(5) {
	case 0:
		return haxS("vault-export", "bitwarden-csv", fmt.Sprintf("folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n%s,,login,WordPress,,,0,https://%s/wp-admin,%s,%s,\n%s,1,login,Mailchimp,,,0,https://login.mailchimp.com,%s,%s,\n", c, d, u1, p1, c, u2, p2), p1, p2)
	case 1:
		return haxS("vault-export", "lastpass-csv", fmt.Sprintf("url,username,password,totp,extra,name,grouping,fav\nhttps://%s,%s,%s,,,%s site,Clients/%s,0\nhttps://www.xero.com,%s,%s,,,Xero,Clients/%s,0\nhttps://business.facebook.com,%s,%s,,,Meta,Social,1", d, u1, p1, c, c, u2, p2, c, u3, p3), p1, p2, p3)
	case 2:
		return haxS("vault-export", "1password-csv", fmt.Sprintf("Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n\"%s hosting\",\"https://my.%s\",\"%s\",\"%s\",,false,false,\"clients\",\"renews yearly\"\n\"FreshBooks\",\"https://my.freshbooks.com\",\"%s\",\"%s\",,false,false,\"billing\",\"\"", c, haxPick("siteground.com", "bluehost.com", "hostinger.com"), u1, p1, u2, p2), p1, p2)
	case 3:
		return haxS("vault-export", "chrome-csv", fmt.Sprintf("name,url,username,password,note\n%s,https://%s/login,%s,%s,\nwave,https://my.waveapps.com,%s,%s,bookkeeping", d, d, u1, p1, u2, p2), p1, p2)
	default:
		return haxS("vault-export", "keepass-xml", fmt.Sprintf("<Entry>\n  <String><Key>Title</Key><Value>%s cPanel</Value></String>\n  <String><Key>UserName</Key><Value>%s</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory=\"True\">%s</Value></String>\n  <String><Key>URL</Key><Value>https://%s:2083</Value></String>\n</Entry>", c, u1, p1, d), p1)
	}
}

func haxAppPassword() Sample {
	var g []string
	for i := 0; i < 4; i++ {
		g = append(g, haxRnd(lower, 4))
	}
	gmail := strings.Join(g, " ")
	var w []string
	for i := 0; i < 6; i++ {
		w = append(w, haxRnd(alnum, 4))
	}
	wp := strings.Join(w, " ")
	c := haxPick(haxClients...)
	switch rng.IntN(4) {
	case 0:
		return haxS("app-password", "chat", fmt.Sprintf("Gmail app password for the invoicing script (%s): %s", haxEmail(c), gmail), gmail)
	case 1:
		return haxS("app-password", "notes", fmt.Sprintf("WordPress application password \"zapier\" for %s:\n%s", c, wp), wp)
	case 2:
		return haxS("app-password", "env", fmt.Sprintf("SMTP_HOST=smtp.gmail.com\nSMTP_PORT=587\nSMTP_USER=%s\nSMTP_PASS=\"%s\"", haxEmail(c), gmail), gmail)
	default:
		return haxS("app-password", "shell", fmt.Sprintf("curl -u \"%s:%s\" https://%s/wp-json/wp/v2/posts?status=draft", haxPick("editor", "va-assist", "admin"), wp, haxDomain(c)), wp)
	}
}

func haxMiscSecret() Sample {
	c := haxPick(haxClients...)
	switch haxCycle("misc", 7) {
	case 0:
		pwd := haxRnd(alnum, 32) + "." + haxRnd(digits, 1)
		mid := haxRnd("123456789", 1) + haxRnd(digits, 10)
		return haxS("meeting-link", "calendar", fmt.Sprintf("%s weekly sync\nhttps://us02web.zoom.us/j/%s?pwd=%s\nMeeting ID: %s %s %s", c, mid, pwd, mid[:3], mid[3:7], mid[7:]), pwd)
	case 1:
		pc := haxRnd(alnum, 6)
		return haxS("meeting-link", "email", fmt.Sprintf("Join Zoom Meeting\nMeeting ID: %d %04d %04d\nPasscode: %s\nOne tap mobile: +16699006833", haxNum(810, 899), haxNum(0, 9999), haxNum(0, 9999), pc), pc)
	case 2:
		id, key := haxRnd(b64url, 22), haxRnd(b64url, 22)
		return haxS("share-link", "chat", fmt.Sprintf("sent you the %s login via Bitwarden Send: https://send.bitwarden.com/#%s/%s (expires in 2 days)", haxPick(haxServices...), id, key), key)
	case 3:
		t := haxRnd("123456789", 1) + haxRnd(digits, 9) + ":AA" + haxRnd(b64url, 33)
		return haxS("telegram", "chat-ru", fmt.Sprintf("Токен бота для заказов %s: %s", c, t), t)
	case 4:
		p := haxRnd(alnum, 24)
		return haxS("slack-webhook", "notes", fmt.Sprintf("Slack alerts for %s → #orders\nhttps://hooks.slack.com/services/T%s/B%s/%s", c, haxRnd(upper+digits, 10), haxRnd(upper+digits, 10), p), p)
	case 5:
		id := haxSnowflake()
		tok := haxRnd(b64url, 68)
		return haxS("discord-webhook", "chat", fmt.Sprintf("webhook for the #announcements channel: https://discord.com/api/webhooks/%s/%s", id, tok), tok)
	default:
		k := haxRnd(b64url, 43)
		return haxS("share-link", "chat", fmt.Sprintf("1Password share link for the %s item: https://share.1password.com/s#%s", haxPick(haxServices...), k), k)
	}
}
