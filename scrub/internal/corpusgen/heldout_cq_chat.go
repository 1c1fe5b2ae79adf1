package main

import "strings"

// People talking: agents' PINs, WhatsApp support chats, passwords shared in Swahili, French
// and Pidgin, Wi-Fi keys, door and safe codes, 2FA seeds and recovery codes.

func hcqChatGens() []hcqGen {
	return []hcqGen{
		{12, hcqAgentPIN},
		{10, hcqSupportChat},
		{9, hcqWifi},
		{6, hcqDoorCode},
		{10, hcqPidginPw},
		{9, hcqFrenchPw},
		{5, hcqOTP},
		{4, hcqBackupCodes},
		{7, hcqTOTP},
		{7, hcqMeetingNotes},
		{5, hcqPOSPin},
		{3, hcqSimPUK},
	}
}

func hcqAgentPIN() Sample {
	owner, staff := hcqName(), hcqName()
	pin := rnd(digits, pick([]int{4, 4, 5, 6}))
	till := hcqNum(6)
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: %s leo nitachelewa, fungua duka saa mbili. PIN ya wakala ni %s, float iko 40k\n%s: sawa boss, nitakutumia balance jioni", owner, staff, pin, staff)
		return hcqSec("agent-pin", "whatsapp", t, []string{pin}, owner)
	case 1:
		t := hcqF("SHIFT HANDOVER - Agent no. %s (%s)\nOpening float: KES %d\nOperator: %s\nOperator PIN: %s\nCash in safe: KES %d\nIssues: customer ya jana alidai reversal, nimepigia 234", till, hcqP("Kibera Drive", "Gikomba", "Ruiru stage", "Kisumu Kondele", "Mwanza Soko"), hcqN(20000, 150000), staff, pin, hcqN(5000, 90000))
		return hcqSec("agent-pin", "note", t, []string{pin}, "Agent no. "+till)
	case 2:
		t := hcqF("%s: Abeg the POS agent PIN for the Ikeja shop na %s, make you no give anybody o\n%s: I hear. e don work", owner, pin, staff)
		return hcqSec("agent-pin", "chat", t, []string{pin}, "Ikeja")
	}
	t := hcqF("%s, le code PIN du compte agent Orange Money (n° %s) est %s. Tu le changes dès que tu peux.\n%s", staff, till, pin, owner)
	return hcqSec("agent-pin", "sms", t, []string{pin}, "n° "+till)
}

func hcqSupportChat() Sample {
	agent := hcqP("Amina (Support)", "Brian - LipaSasa Care", "Support Bot", "Kemi | KudiBox Help", "Awa - Service client")
	cust := hcqPhone()
	pin := rnd(digits, 4)
	pw := hcqPw()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("[%s] %s: Habari, app imekataa kuingia tangu jana\n[%s] %s: Pole sana! Tafadhali tuma namba yako ya simu\n[%s] %s: %s na PIN yangu ni %s\n[%s] %s: Tafadhali usitume PIN yako kwa mtu yeyote, hata sisi. Nimekuwekea reset.", hcqTime(), cust, hcqTime(), agent, hcqTime(), cust, cust, pin, hcqTime(), agent)
		return hcqSec("wallet-pin", "whatsapp", t, []string{pin}, agent)
	case 1:
		t := hcqF("Customer (%s): good evening, I cant login. my password is %s and it keeps saying invalid\n%s: Sorry about that! Please never share your password here. I've sent a reset link to your email.", cust, pw, agent)
		return hcqSec("app-password", "whatsapp", t, []string{pw}, agent)
	case 2:
		t := hcqF("%s: abeg una app no gree me send money, e dey talk say wrong pin. my pin na %s\n%s: Pls don't send your PIN here. We'll call you from our official line.", cust, pin, agent)
		return hcqSec("wallet-pin", "whatsapp", t, []string{pin}, agent)
	}
	t := hcqF("%s : Bonjour, je n'arrive pas à retirer. Mon code secret c'est %s\n%s : Bonjour ! Ne partagez jamais votre code secret. Votre compte est temporairement bloqué pour votre sécurité.", cust, pin, agent)
	return hcqSec("wallet-pin", "whatsapp", t, []string{pin}, agent)
}

func hcqWifi() Sample {
	ssid := hcqP("LipaSasa-Staff", "KudiBox_5G", "CcHUB-Members", "iHub Guest", "Akiba-Office", "TECNO_Office", "Teranga-Lab")
	key := hcqPw()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("Karibu %s! Wi-Fi: %s, password %s. Standup ni saa tatu kila siku.", hcqName(), ssid, key)
		return hcqSec("wifi-key", "chat", t, []string{key}, ssid)
	case 1:
		t := hcqF("# Onboarding\n\n1. Collect laptop from %s\n2. Wi-Fi **%s** / key: `%s`\n3. Ask for GitHub and Sentry invites in #eng-access\n", hcqName(), ssid, key)
		return hcqSec("wifi-key", "markdown", t, []string{key}, ssid)
	}
	t := hcqF("%s: the wifi password don change o. new one na %s\n%s: ehen thank you", hcqName(), key, hcqName())
	return hcqSec("wifi-key", "chat", t, []string{key}, "wifi password don change")
}

func hcqDoorCode() Sample {
	code := rnd(digits, pick([]int{4, 5, 6}))
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: safe ya cash iko kwa store room. combination ni %s. Usiandike popote.", hcqName(), code)
		return hcqSec("safe-code", "whatsapp", t, []string{code}, "store room")
	case 1:
		t := hcqF("Office access (%s floor): door keypad %s#, alarm code %s. Last person out sets the alarm.", hcqP("3rd", "5th", "ground"), code, rnd("123456789", 4))
		s := hcqSec("door-code", "note", t, []string{code}, "Last person out")
		s.Secrets = append(s.Secrets, t[strings.Index(t, "alarm code ")+11:strings.Index(t, ". Last")])
		return s
	case 2:
		t := hcqF("Le code de la porte du bureau de Dakar a changé : %s. Le digicode du parking reste le même.", code)
		return hcqSec("door-code", "mail", t, []string{code}, "Dakar")
	}
	t := hcqF("%s: server room lock code na %s, abeg no paste am for general channel", hcqName(), code)
	return hcqSec("door-code", "chat", t, []string{code}, "server room")
}

func hcqPidginPw() Sample {
	a, b := hcqName(), hcqName()
	pw := hcqPw()
	u := hcqUser()
	switch rng.IntN(4) {
	case 0:
		t := hcqF("%s: Bros, wetin be the password for the admin panel?\n%s: username %s, password %s\n%s: e don enter, thank you sir", a, b, u, pw, a)
		return hcqSec("admin-password", "chat", t, []string{pw}, u)
	case 1:
		t := hcqF("%s: I don change the Zoho mail password, the new one na %s. Make una no dey share am anyhow\n%s: Noted 👍", a, pw, b)
		return hcqSec("mail-password", "chat", t, []string{pw}, "Zoho mail")
	case 2:
		t := hcqF("%s: the VPN password for Lagos office na %s, user na %s\n%s: oya thanks", a, pw, u, b)
		return hcqSec("vpn-password", "chat", t, []string{pw}, u)
	}
	t := hcqF("%s: abeg open the Metabase for me, my password no dey work again\n%s: I reset am. temporary password: %s — change am after you login", a, b, pw)
	return hcqSec("metabase-password", "chat", t, []string{pw}, "Metabase")
}

func hcqFrenchPw() Sample {
	pw := hcqPw()
	u := hcqUser()
	nom := hcqFull()
	switch rng.IntN(3) {
	case 0:
		t := hcqF("Bonjour %s,\n\nTon compte sur le back-office Wave Business est créé.\nIdentifiant : %s\nMot de passe provisoire : %s\n\nIl te sera demandé de le changer à la première connexion.\n\nBonne journée,\n%s", nom, u, pw, hcqFull())
		return hcqSec("backoffice-password", "mail", t, []string{pw}, u, nom)
	case 1:
		t := hcqF("%s : le mdp du compte Orange Money Business c'est %s\n%s : merci, je me connecte", hcqName(), pw, hcqName())
		return hcqSec("backoffice-password", "chat", t, []string{pw}, "Orange Money Business")
	}
	t := hcqF("Compte rendu - réunion ops du %s\n- Migration du serveur de réconciliation vendredi\n- Accès SFTP BCEAO : utilisateur %s, mot de passe %s\n- %s relance Ecobank pour l'API", hcqDate(), u, pw, nom)
	return hcqSec("sftp-password", "notes", t, []string{pw}, u)
}

func hcqOTP() Sample {
	otp := rnd(digits, 6)
	if rng.IntN(2) == 0 {
		t := hcqF("%s: nimepokea code ya kuingia kwa dashboard ya %s: %s. Ingia haraka inaexpire baada ya dakika 5\n%s: nimeingia, asante", hcqName(), hcqP("Flutterwave", "Paystack", "Daraja"), otp, hcqName())
		return hcqSec("login-otp", "chat", t, []string{otp}, "dashboard")
	}
	t := hcqF("%s: the OTP for the shared Paystack login just enter my phone: %s. Use am fast\n%s: I don enter", hcqName(), otp, hcqName())
	return hcqSec("login-otp", "chat", t, []string{otp}, "shared Paystack login")
}

func hcqBackupCodes() Sample {
	var codes []string
	n := 2
	for i := 0; i < n; i++ {
		if rng.IntN(2) == 0 {
			codes = append(codes, rnd(digits, 4)+"-"+rnd(digits, 4))
		} else {
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		}
	}
	svc := hcqP("Google Workspace (ops@)", "GitHub org owner", "Paystack dashboard", "AWS root", "Cloudflare")
	t := hcqF("Recovery codes for %s - keep in the safe, each works once:\n%s\n(stored by %s on %s)", svc, strings.Join(codes, "\n"), hcqName(), hcqDate())
	return hcqSec("recovery-codes", "note", t, codes, svc)
}

func hcqTOTP() Sample {
	seed := rnd(b32, pick([]int{16, 32, 32}))
	em := hcqEmail(hcqCo())
	iss := hcqP("Flutterwave", "Paystack", "AWS", "Safaricom-Org-Portal", "Chipper")
	if rng.IntN(2) == 0 {
		t := hcqF("shared 2FA for the finance login, add to your authenticator:\notpauth://totp/%s:%s?secret=%s&issuer=%s", iss, em, seed, iss)
		return hcqSec("totp-seed", "note", t, []string{seed}, em)
	}
	t := hcqF("%s: QR haisomeki, ingiza manually: %s (account: %s)", hcqName(), seed, em)
	return hcqSec("totp-seed", "chat", t, []string{seed}, em)
}

func hcqMeetingNotes() Sample {
	pw := hcqPw()
	co := hcqCo()
	u := hcqUser()
	t := hcqF("# Weekly sync - %s (%s)\n\nAttendees: %s, %s, %s\n\n## Updates\n- Paybill recon mismatch fixed (%d txns)\n- Staging DB reset; login %s / %s until SSO is back\n- Sender ID for %s approved on Airtel\n\n## Actions\n- [ ] %s: rotate Daraja keys\n", hcqDate(), co.name, hcqName(), hcqName(), hcqName(), hcqN(3, 80), u, pw, co.name, hcqName())
	return hcqSec("db-password", "markdown", t, []string{pw}, u)
}

func hcqPOSPin() Sample {
	pw := rnd(digits, pick([]int{4, 6, 8}))
	serial := "P" + rnd(digits, 2) + rnd(upper, 2) + rnd(digits, 8)
	t := hcqF("POS terminal %s (Ikeja branch) - supervisor password: %s. Needed for reversals and end-of-day settlement.", serial, pw)
	return hcqSec("pos-supervisor-password", "note", t, []string{pw}, serial)
}

func hcqSimPUK() Sample {
	puk := rnd(digits, 8)
	msisdn := "07" + rnd(digits, 8)
	t := hcqF("%s: line ya test (%s) imeblock. PUK ni %s, PIN mpya weka %s", hcqName(), msisdn, puk, rnd(digits, 4))
	s := hcqSec("sim-puk", "whatsapp", t, []string{puk}, msisdn)
	s.Secrets = append(s.Secrets, t[len(t)-4:])
	return s
}
