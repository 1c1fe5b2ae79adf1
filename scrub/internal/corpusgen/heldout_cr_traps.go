package main

import (
	"fmt"
	"strings"
)

// Traps from the studio's everyday text: galleries, accounts, codes and client paperwork with
// no secret in them.

func hcrTrapGens() []hcrGen {
	return []hcrGen{
		{hcrTrGallerySeparate, 7}, {hcrTrGalleryPublic, 5}, {hcrTrReset, 6}, {hcrTrRules, 5},
		{hcrTrMaskedTable, 5}, {hcrTrVault, 7}, {hcrTrChangeme, 4}, {hcrTrOrder, 5},
		{hcrTrInvoice, 5}, {hcrTrContact, 5}, {hcrTrSerials, 4}, {hcrTrPalette, 4},
		{hcrTrCaption, 5}, {hcrTr2FATalk, 6}, {hcrTrCodeComing, 5}, {hcrTrContract, 3},
		{hcrTrWifiTalk, 5}, {hcrTrDoorTalk, 5}, {hcrTrExif, 4}, {hcrTrGalleryJSON, 4},
		{hcrTrVendorCSV, 5}, {hcrTrRedacted, 5}, {hcrTrMeeting, 4}, {hcrTrLoginPage, 4},
	}
}

func hcrTrGallerySeparate() Sample {
	a, b := hcrCouple("en")
	url := hcrPixiesetURL(a, b)
	t := hcrOne(
		fmt.Sprintf("Hi %s & %s,\n\nyour gallery is live: %s\nFor privacy I'll text you the password separately in a minute.\n\nLove,\n%s", a, b, url, pick(hcrStudios)),
		fmt.Sprintf("Ciao %s! La galleria è qui: %s\nLa password ve la mando su WhatsApp, così non gira per email 😉", hcrFirst("it"), url),
		fmt.Sprintf("Olá %s, a galeria já está online: %s\nA palavra-passe segue por SMS.", hcrFirst("pt"), url),
		fmt.Sprintf("Oi %s! Link da galeria: %s – a senha eu te mando no direct.", hcrFirst("pt"), url))
	return hcrT("trap-gallery-link", "mail", t)
}

func hcrTrGalleryPublic() Sample {
	t := hcrOne(
		"I've removed the password from the Rossi gallery so the guests can see it without asking. Download is still PIN-protected – the couple has the PIN.",
		"Galleria pubblica per gli invitati: nessuna password, solo visualizzazione. I download restano bloccati.",
		"A galeria dos convidados é pública (sem palavra-passe). Os downloads continuam desativados.",
		fmt.Sprintf("Event: \"%s Engagement\" – Event password: none (public event). Print store open until %s.", pick(hcrLast), hcrDate()))
	return hcrT("trap-gallery-public", "chat", t)
}

func hcrTrReset() Sample {
	t := hcrOne(
		fmt.Sprintf("Hi %s, I've reset your client portal password – you'll get an email from HoneyBook with a link to choose a new one. Let me know if it doesn't arrive!", hcrFirst("en")),
		fmt.Sprintf("Ciao %s, ho reimpostato la password della galleria. Ti arriverà una mail da Pixieset per sceglierne una nuova.", hcrFirst("it")),
		fmt.Sprintf("Olá %s, fiz reset à sua palavra-passe. Vai receber um email com um link para definir uma nova (válido 24h).", hcrFirst("pt")),
		"Instagram locked us out again. I requested a password reset to the studio email, check the inbox before 6pm, the link expires.",
		"Done: changed the Squarespace password and logged everyone out. New one is in the vault, ping me if you can't see it.")
	return hcrT("trap-password-reset", "mail", t)
}

func hcrTrRules() Sample {
	t := hcrOne(
		"Squarespace requires at least 8 characters with one number and one capital letter – pick something the couple can type on a phone.",
		"Regola dello studio: password di almeno 14 caratteri, niente date dei matrimoni, cambiarle ogni 6 mesi.",
		"Política de passwords: mínimo 12 caracteres, não reutilizar a do Instagram, ativar 2FA em tudo.",
		"Gallery passwords: lowercase only, no spaces, max 20 characters (older clients struggle with symbols).",
		"Pixieset tip: download PINs are 4 digits and you can set a different one per collection.")
	return hcrT("trap-password-policy", "notes", t)
}

func hcrTrMaskedTable() Sample {
	var b strings.Builder
	b.WriteString("| Service | Login | Password | 2FA |\n|---|---|---|---|\n")
	for _, s := range []string{"Pixieset", "Squarespace", "Instagram", "Adobe"} {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", s, hcrOne("studio@", "info@", "hello@")+pick(hcrDomains), hcrOne("••••••••", "********", "(vault)", "see 1Password"), hcrOne("authenticator", "SMS", "on", "studio iPhone"))
	}
	return hcrT("trap-masked", "markdown", b.String())
}

func hcrTrVault() Sample {
	t := hcrOne(
		"The IG password is in 1Password under Social → Instagram (studio). Don't write it in Slack.",
		"A password do Pinterest está no Bitwarden, pasta Estúdio. Pede acesso à Catarina.",
		"La password del NAS è nel portachiavi del Mac dello studio, voce \"DS920\".",
		"nas:\n  user: backup\n  password: ${NAS_PASSWORD}\n  host: 192.168.1.20",
		"STRIPE_SECRET_KEY={{ secrets.STRIPE_SECRET_KEY }}\nSENDGRID_API_KEY={{ secrets.SENDGRID_API_KEY }}",
		"db_password: vault:secret/data/studio/blog#password",
		"squarespace_password = os.environ[\"SQSP_PASSWORD\"]  # set in the NAS task scheduler",
		"The Wix login is in the shared LastPass folder \"Website\" – same as last year.")
	return hcrT("trap-secret-reference", hcrGuess(t, "chat"), t)
}

func hcrTrChangeme() Sample {
	t := hcrOne(
		"# .env.example – copy to .env and change every value\nSTRIPE_SECRET_KEY=sk_live_your_key_here\nSENDGRID_API_KEY=SG.xxxxxxxx\nADMIN_PASSWORD=changeme",
		"gallery_defaults:\n  password: changeme   # CHANGE per client before sending!\n  download_pin: \"0000\" # placeholder, set a real one",
		"# config.sample.ini – fill in before first run\n[nas]\nuser = backup\npassword = <your-nas-password>\n[b2]\nkeyID = <keyID>\napplicationKey = <applicationKey>",
		"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/<id>/<token>\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX")
	return hcrT("trap-placeholder", hcrGuess(t, "env"), t)
}

func hcrTrOrder() Sample {
	t := hcrOne(
		fmt.Sprintf("Order #%d confirmed\n2× Fine Art print 30x45, 1× Album 12x12 linen\nTotal: €%d,00\nTracking: 1Z%s\nThank you for ordering from %s!", hcrN(100000, 999999), hcrN(120, 900), rnd(upper+digits, 16), pick(hcrStudios)),
		fmt.Sprintf("Encomenda n.º %d – álbum enviado pelos CTT, registo %s%sPT", hcrN(10000, 99999), rnd(upper, 2), rnd(digits, 9)),
		fmt.Sprintf("Ordine WW-%s spedito, numero di tracciamento %s. Consegna prevista %s.", rnd(digits, 8), rnd(digits, 12), hcrDate()))
	return hcrT("trap-order-number", "mail", t)
}

func hcrTrInvoice() Sample {
	t := hcrOne(
		fmt.Sprintf("Fattura n. %d/2025\nCliente: %s %s\nServizio fotografico matrimonio – saldo\nImporto: € %d,00\nIBAN: IT%02d X%s%s%s\nCausale: saldo matrimonio %s", hcrN(1, 120), hcrFirst("it"), pick(hcrLast), hcrN(1200, 4800), hcrN(10, 99), rnd(digits, 5), rnd(digits, 5), rnd(digits, 12), hcrDate()),
		fmt.Sprintf("Fatura FT 2025/%d\nNIF: %s\nIBAN: PT50 %s %s %s %s %s\nValor: %d,00 €\nReferência: casamento %s", hcrN(1, 300), rnd(digits, 9), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 5), hcrN(900, 3900), hcrDate()),
		fmt.Sprintf("Invoice INV-%d\nBooking ref: GH-%d-%s\nSort code %02d-%02d-%02d, account %s\nBalance due 30 days before the wedding.", hcrN(1000, 9999), hcrN(2025, 2026), rnd(upper, 3), hcrN(10, 99), hcrN(10, 99), hcrN(10, 99), rnd(digits, 8)))
	return hcrT("trap-invoice", "mail", t)
}

func hcrTrContact() Sample {
	lang := hcrLang()
	a := hcrFirst(lang)
	l := pick(hcrLast)
	t := fmt.Sprintf("%s %s\n📧 %s\n📱 +%s %s\nIG @%s\nWedding: %s, %s\nPackage: %s", a, l, hcrClientMail(a, l), hcrOne("39", "351", "44", "55"), rnd(digits, 9), hcrHandle(a, l), hcrDate(), pick(hcrVenues), hcrOne("Full day + album", "Elopement", "Pacchetto Oro", "Pacote Essencial"))
	return hcrT("trap-contact", "notes", t)
}

func hcrTrSerials() Sample {
	var b strings.Builder
	b.WriteString("item,serial,bought,insured\n")
	for _, it := range []string{"Canon R5", "Sony A7 IV", "RF 28-70 f/2", "Godox AD200", "DJI Mini 4 Pro"} {
		if hcrCoin() {
			fmt.Fprintf(&b, "%s,%s,%d-%02d,%s\n", it, rnd(upper+digits, hcrN(8, 14)), hcrN(2019, 2025), hcrN(1, 12), hcrOne("yes", "no"))
		}
	}
	b.WriteString("Canon EF 85 f/1.4," + rnd(digits, 10) + ",2020-03,yes")
	return hcrT("trap-serial-number", "csv", b.String())
}

func hcrTrPalette() Sample {
	t := fmt.Sprintf("Moodboard %s & %s\nPalette: %s sage, %s champagne, %s terracotta\nFlowers: garden roses, olive branches\nFonts: Cormorant Garamond / Montserrat\nInvitation proof v%d.%d approved", hcrFirst("it"), hcrFirst("it"), hcrOne("#9CAF88", "#A3B18A", "#B2AC88", "#8F9E7B"), hcrOne("#F7E7CE", "#E8D8B8", "#F1E3C6"), hcrOne("#E2725B", "#C8694E", "#B65C3A", "#cc6f50"), hcrN(1, 4), hcrN(0, 9))
	return hcrT("trap-colour", "notes", t)
}

func hcrTrCaption() Sample {
	h := hcrHandle(hcrFirst("it"), pick(hcrLast))
	t := hcrOne(
		fmt.Sprintf("Golden hour at %s ✨ Thank you @%s for trusting us with your day.\n.\n#destinationwedding #italywedding #%s", pick(hcrVenues), h, strings.ToLower(hcrOne("weddingphotographer", "fotografomatrimonio", "fotografodecasamento"))),
		fmt.Sprintf("Pinterest board for inspiration: https://pinterest.com/%s/%s/", h, hcrOne("boho-wedding", "matrimonio-in-toscana", "casamento-na-quinta")),
		fmt.Sprintf("Novo post no blog: casamento na %s 💍 link na bio @%s", pick(hcrVenues), h))
	return hcrT("trap-social-post", "chat", t)
}

func hcrTr2FATalk() Sample {
	t := hcrOne(
		"Turned on 2FA for the IG and Pinterest accounts. Backup codes are printed and in the safe, nobody should photograph them.",
		"Ho attivato la verifica in due passaggi su Squarespace. I codici di backup sono nel cassetto chiuso a chiave.",
		"Ativei a autenticação de dois fatores no Instagram. Os códigos de recuperação estão guardados no cofre.",
		"If you get locked out of Instagram, use one of the backup codes from the printed sheet and cross it off.",
		"To add the studio IG to your authenticator, go to Settings → Security → 2FA and scan the QR with the studio iPad. I'm not sending the key by chat.")
	return hcrT("trap-2fa-talk", "chat", t)
}

func hcrTrCodeComing() Sample {
	t := hcrOne(
		"Instagram just sent a login code to the studio phone – can you read it to me when you see it?",
		"Mi è arrivato un codice di verifica da Meta ma è scaduto, ne richiedo un altro.",
		"O Pinterest vai enviar um código de 6 dígitos para o email do estúdio, avisa-me quando chegar.",
		"Your magic login link has expired. Request a new one from the sign-in page.",
		"The door code for the crew house will be texted on the morning of the wedding.")
	return hcrT("trap-code-pending", "chat", t)
}

func hcrTrContract() Sample {
	t := hcrOne(
		"7.3 The Client is responsible for keeping the gallery password confidential. The Photographer is not liable for images shared by third parties who obtained the password from the Client.",
		"Art. 9 – Gli Sposi si impegnano a non divulgare la password della galleria online a soggetti terzi.",
		"Cláusula 8.ª – Os Noivos comprometem-se a não divulgar a palavra-passe da galeria a terceiros.")
	return hcrT("trap-contract-clause", "document", t)
}

func hcrTrWifiTalk() Sample {
	ssid := hcrSSID()
	t := hcrOne(
		fmt.Sprintf("Guest network at the studio is %s – no password, but it's slow. Editors use the other one.", ssid),
		"The Wi-Fi password is on the sticker under the router, I'm not at the studio.",
		fmt.Sprintf("La rete %s ha cambiato password, chiedila a Paolo domattina.", ssid),
		fmt.Sprintf("A venue disse que a rede %s é aberta para os fornecedores.", ssid))
	return hcrT("trap-wifi-talk", "chat", t)
}

func hcrTrDoorTalk() Sample {
	t := hcrOne(
		"Door code is the same as last time, the alarm is off on Saturdays.",
		"The alarm company is changing our codes next week, new ones will arrive by registered letter.",
		"Il codice del portone l'ho mandato solo a Chiara, chiedetelo a lei.",
		fmt.Sprintf("A chave do estúdio fica com a %s; o código do alarme sabe-o ela.", hcrFirst("pt")),
		"Key safe at the crew house: code will be sent 24h before check-in (booking HMA"+rnd(upper+digits, 8)+").")
	return hcrT("trap-code-reference", "chat", t)
}

func hcrTrExif() Sample {
	t := fmt.Sprintf("$ exiftool -Model -SerialNumber -LensModel -DateTimeOriginal IMG_%d.CR3\nCamera Model Name               : Canon EOS R5\nSerial Number                   : %s\nLens Model                      : RF28-70mm F2 L USM\nDate/Time Original              : 2025:%02d:%02d %02d:%02d:%02d", hcrN(1000, 9999), rnd(digits, 12), hcrN(5, 9), hcrN(1, 28), hcrN(10, 21), hcrN(0, 59), hcrN(0, 59))
	return hcrT("trap-exif", "shell", t)
}

func hcrTrGalleryJSON() Sample {
	a, b := hcrCouple(hcrLang())
	t := fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"collection\": \"%s & %s\",\n  \"password_protected\": false,\n  \"password\": null,\n  \"download_pin_enabled\": %v,\n  \"cover_photo_id\": %d,\n  \"created_at\": \"2025-%02d-%02dT10:%02d:00Z\"\n}", hcrUUID(), a, b, hcrCoin(), hcrN(10000000, 99999999), hcrN(1, 12), hcrN(1, 28), hcrN(0, 59))
	return hcrT("trap-gallery-export", "json", t)
}

func hcrTrVendorCSV() Sample {
	var b strings.Builder
	b.WriteString(hcrOne("vendor,contact,phone,deposit,status\n", "fornitore;referente;telefono;acconto;stato\n"))
	sep := ","
	if strings.Contains(b.String(), ";") {
		sep = ";"
	}
	for i := 0; i < 4; i++ {
		b.WriteString(strings.Join([]string{hcrOne("Fiori di Lucia", "Quinta catering", "DJ Marés", "Pasticceria Ricci", "Hair & Make-up by Ana"), hcrFirst(hcrLang()), "+" + hcrOne("39 3", "351 9", "44 7") + rnd(digits, 8), fmt.Sprintf("%d€", hcrN(2, 20)*50), hcrOne("paid", "pending", "pagato", "confirmado")}, sep) + "\n")
	}
	return hcrT("trap-vendor-sheet", "csv", b.String())
}

func hcrTrRedacted() Sample {
	t := hcrOne(
		"Gallery password: [REDACTED]\nDownload PIN: [REDACTED]\n(copied from the client mail for the Q&A doc)",
		"instagram:\n  user: "+hcrHandle(hcrFirst("en"), "studio")+"\n  password: \"********\"\n  backup_codes: [\"xxxx xxxx\", \"xxxx xxxx\"]",
		"Squarespace login: info@"+pick(hcrDomains)+" / ••••••••••",
		"Token do bot: MTE...<cortado> – o resto está no .env do servidor")
	return hcrT("trap-redacted", hcrGuess(t, "notes"), t)
}

func hcrTrMeeting() Sample {
	t := fmt.Sprintf("Team meeting %s\n- everyone moves to the password manager by end of month\n- stop sending gallery passwords in the same mail as the link\n- %s to check who still has access to the old Dropbox\n- new assistant starts Monday: create accounts, no shared logins\n- next wedding: %s at %s", hcrDate(), hcrFirst("en"), hcrDate(), pick(hcrVenues))
	return hcrT("trap-meeting", "meeting-notes", t)
}

func hcrTrLoginPage() Sample {
	t := hcrOne(
		"Log in to ShootProof\nEmail\nPassword\n[ ] Remember me\nForgot password?",
		"Accedi a Pixieset\nEmail\nPassword (minimo 8 caratteri)\nHai dimenticato la password?",
		"Entrar no Wix\nEmail\nPalavra-passe\nContinuar com Google",
		"Incorrect password for "+hcrMail(hcrFirst("en"))+". You have 2 attempts left before the account is locked for 30 minutes.")
	return hcrT("trap-login-form", "text", t)
}
