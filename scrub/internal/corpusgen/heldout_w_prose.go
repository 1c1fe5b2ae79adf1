package main

import "strings"

// Secrets in prose: passwords in many grammars and languages, Wi-Fi, PINs and door codes,
// TOTP seeds, recovery codes, and tokens pasted into chat, notes and e-mails.

func hwProse() []Sample {
	var out []Sample
	out = append(out, hwRun(34, hwPassProse)...)
	out = append(out, hwRun(16, hwWifiPin)...)
	out = append(out, hwRun(12, hwTOTPRecovery)...)
	out = append(out, hwRun(26, hwTokenProse)...)
	return out
}

func hwPassProse() Sample {
	pw := hwPass()
	p := hwPerson()
	svc := hwP([]string{"the VPN", "Xero", "the school portal", "Netflix", "the bank", "the accounting laptop", "Jira", "the staging DB", "the shared mailbox", "the alarm app", "Plex", "the kids' iPad", "the Wordpress admin"})
	switch rng.IntN(26) {
	case 0:
		return hwS("password-prose", "chat", hwF("password for %s is %s", svc, pw), pw)
	case 1:
		return hwS("password-prose", "note", hwF("%s pw: %s", svc, pw), pw)
	case 2:
		return hwS("password-prose", "chat", hwF("%s changed %s's password to %s yesterday", p, svc, pw), pw)
	case 3:
		return hwS("password-prose", "chat", hwF("I set it to %s, same as the old one but with the year", pw), pw)
	case 4:
		return hwK(hwS("password-prose", "meeting-notes", hwF("Standup %s\n- %s: migrated %s\n- new admin password: %s\n- %s out %s", hwDate(), p, svc, pw, hwPerson(), hwDay()), pw), "- "+p+": migrated "+svc)
	case 5:
		return hwS("password-prose", "email", hwF("Hi,\n\nThe temporary password for %s is %s — it expires in 24 hours.\n\nBest,\n%s", svc, pw, p), pw)
	case 6:
		return hwS("password-prose", "chat-de", hwF("Das Passwort für %s lautet %s", svc, pw), pw)
	case 7:
		return hwS("password-prose", "chat-fr", hwF("le mot de passe de %s c'est %s, ne le perds pas", svc, pw), pw)
	case 8:
		return hwS("password-prose", "chat-es", hwF("la contraseña de %s es %s", svc, pw), pw)
	case 9:
		return hwS("password-prose", "chat-it", hwF("la password di %s è %s", svc, pw), pw)
	case 10:
		return hwS("password-prose", "chat-nl", hwF("het wachtwoord van %s is %s", svc, pw), pw)
	case 11:
		return hwS("password-prose", "chat-pl", hwF("hasło do %s to %s", svc, pw), pw)
	case 12:
		return hwS("password-prose", "chat-ru", hwF("пароль от %s: %s", svc, pw), pw)
	case 13:
		return hwS("password-prose", "chat-ja", hwF("%sのパスワードは %s です", svc, pw), pw)
	case 14:
		return hwS("password-prose", "chat-zh", hwF("%s 的密码是 %s，别外传", svc, pw), pw)
	case 15:
		return hwS("password-prose", "chat-ko", hwF("%s 비밀번호는 %s 입니다", svc, pw), pw)
	case 16:
		return hwS("password-prose", "chat-tr", hwF("%s şifresi: %s", svc, pw), pw)
	case 17:
		return hwS("password-prose", "chat-ar", hwF("كلمة المرور لـ %s هي %s", svc, pw), pw)
	case 18:
		return hwS("password-prose", "chat-el", hwF("ο κωδικός για %s είναι %s", svc, pw), pw)
	case 19:
		return hwS("password-prose", "chat-hi", hwF("%s का पासवर्ड %s है", svc, pw), pw)
	case 20:
		return hwS("password-prose", "note", hwF("Remember me: %s → \"%s\" (with the capital)", svc, pw), pw)
	case 21:
		return hwS("password-prose", "chat", hwF("%s: can you try %s? if that fails it's probably the old one", p, pw), pw)
	case 22:
		return hwS("password-prose", "ticket", hwF("%s Reset done. User can log in to %s with the one-time password %s and will be asked to change it.", hwTicket(), svc, pw), pw)
	case 23:
		return hwS("password-prose", "note", hwF("passphrase for the backup encryption: %s", pw), pw)
	case 24:
		return hwS("password-prose", "chat", hwF("pwd=%s", pw), pw)
	}
	return hwS("password-prose", "note", hwF("%s\n  account: %s\n  secret: %s\n  2fa: on %s's phone", svc, hwUser(), pw, p), pw)
}

func hwWifiPin() Sample {
	p := hwPerson()
	switch rng.IntN(11) {
	case 0:
		w := hwWiFi()
		return hwS("wifi-password", "note", hwF("Wi-Fi: %s-5G / %s", hwP([]string{"Lindqvist", "Brightdesk", "Casa-Mateo", "FRITZ!Box 7590 XR"}), w), w)
	case 1:
		w := hwWiFi()
		return hwS("wifi-password", "chat", hwF("guest wifi password is %s (network BrightdeskGuest)", w), w)
	case 2:
		w := hwWiFi()
		return hwK(hwS("wifi-password", "note", hwF("Holiday house\nAddress: 14 Rue des Lilas\nWiFi: Maison_Lilas\nKey: %s\nCheck-out 10:00", w), w), "Check-out 10:00")
	case 3:
		w := hwWiFi()
		return hwS("wifi-password", "chat-de", hwF("WLAN-Schlüssel fürs Gäste-Netz: %s", w), w)
	case 4:
		w := hwWiFi()
		return hwS("wifi-password", "config", hwF("network={\n    ssid=\"office-iot\"\n    psk=\"%s\"\n}", w), w)
	case 5:
		c := hwPIN(hwP([]int{4, 6}))
		return hwS("door-code", "note", hwF("Door code for the office: %s#", c), c)
	case 6:
		c := hwPIN(4)
		return hwS("pin", "chat", hwF("%s: the PIN for the company card is %s, don't write it on the card lol", p, c), c)
	case 7:
		c := hwPIN(hwP([]int{4, 5, 6}))
		return hwK(hwS("door-code", "note", hwF("Grandma's visit checklist\n- key safe code %s\n- bins go out Thursday\n- feed the cat twice", c), c), "- bins go out Thursday")
	case 8:
		c := hwPIN(hwP([]int{4, 6}))
		return hwS("pin", "chat-es", hwF("el PIN del móvil de la oficina es %s", c), c)
	case 9:
		c := hwPIN(6)
		return hwS("pin", "note", hwF("alarm disarm code: %s (then press OFF)", c), c)
	}
	c := hwPIN(4)
	return hwS("pin", "chat-fr", hwF("code du portail : %s, et le digicode de l'immeuble c'est le même", c), c)
}

func hwTOTPRecovery() Sample {
	switch rng.IntN(6) {
	case 0:
		s := hwTOTP()
		return hwS("totp-seed", "note", hwF("2FA setup key for %s (if I lose the phone): %s", hwP([]string{"AWS root", "the registrar", "GitHub", "Google Workspace admin"}), s), s)
	case 1:
		s := hwTOTP()
		u := "otpauth://totp/Brightdesk:" + hwP([]string{"ops", "priya", "billing"}) + "?secret=" + s + "&issuer=Brightdesk"
		return hwS("totp-seed", "note", hwF("otp uri: %s", u), s)
	case 2:
		s := hwTOTP()
		sp := strings.ToLower(s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16])
		return hwS("totp-seed", "chat", hwF("the authenticator secret is %s — add it to the shared phone", sp), sp)
	case 3:
		cs := hwRecovery()
		return hwS("recovery-codes", "note", hwF("%s recovery codes:\n%s\n(used: none)", hwP([]string{"GitHub", "Google", "Proton", "Bitwarden", "Dropbox"}), strings.Join(cs, "\n")), cs...)
	case 4:
		cs := hwRecovery()
		return hwS("recovery-codes", "chat", hwF("backup codes for the admin acct: %s", strings.Join(cs, ", ")), cs...)
	}
	cs := hwRecovery()[:3]
	return hwS("recovery-codes", "chat-de", hwF("Wiederherstellungscodes: %s", strings.Join(cs, " · ")), cs...)
}

func hwTokenProse() Sample {
	p := hwPerson()
	switch rng.IntN(16) {
	case 0:
		id, sec := hwAWSID(), hwAWSSecret()
		return hwS("aws-keys", "chat", hwF("%s: new IAM user for the backups, access key %s secret %s", p, id, sec), id, sec)
	case 1:
		id, sec := hwAWSID(), hwAWSSecret()
		return hwS("aws-keys", "email", hwF("Access key ID: %s\nSecret access key: %s\n\nThis is the only time the secret is shown.", id, sec), id, sec)
	case 2:
		k := hwGCPKey()
		return hwS("gcp-api-key", "note", hwF("Maps server key (restricted to our IP, still keep private): %s", k), k)
	case 3:
		k := hwAzureKey()
		return hwS("azure-key", "chat", hwF("storage account key1 is %s", k), k)
	case 4:
		k := hwAzureSecret()
		return hwS("azure-secret", "note", hwF("App registration 'invoice-sync' client secret (expires in 6 months): %s", k), k)
	case 5:
		t := hwGitHub()
		return hwS("github-token", "chat", hwF("%s made a PAT for the release script: %s", p, t), t)
	case 6:
		t := hwGitLab()
		return hwS("gitlab-token", "note", hwF("gitlab deploy token → %s (read_repository only)", t), t)
	case 7:
		t := hwSlack()
		return hwS("slack-token", "chat", hwF("bot token: %s", t), t)
	case 8:
		u := hwSlackHook()
		return hwS("slack-webhook", "note", hwF("alerts go to #ops via %s", u), u)
	case 9:
		t := hwTelegram()
		return hwS("telegram-token", "chat-ru", hwF("токен бота от BotFather: %s", t), t)
	case 10:
		u := hwDiscordHook()
		return hwS("discord-webhook", "chat", hwF("post build results to %s", u), u)
	case 11:
		k := hwStripe()
		return hwS("stripe-key", "email", hwF("Hi %s,\n\nAs discussed, the live secret key for the shop is %s.\nPlease store it in the server env, not in the theme.\n\nCheers", p, k), k)
	case 12:
		k, v := hwSaaSKey()
		return hwS("saas-key", "chat", hwF("%s key for the client project: %s", v, k), k)
	case 13:
		k, v := hwSaaSKey()
		return hwK(hwS("saas-key", "note", hwF("Client: Ferreira Bakery\n%s API key: %s\nInvoice monthly, net 30", v, k), k), "Invoice monthly, net 30")
	case 14:
		j := hwJWT()
		return hwS("jwt", "chat", hwF("this token works for the admin API until tomorrow: %s", j), j)
	}
	k, v := hwSaaSKey()
	return hwS("saas-key", "chat-pt", hwF("a chave do %s é %s", v, k), k)
}
