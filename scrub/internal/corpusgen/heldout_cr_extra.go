package main

import (
	"fmt"
	"strings"
)

// More of the studio's and planners' everyday secrets (one per text) and the traps next to them.

func hcrExtraGens() []hcrGen {
	return []hcrGen{
		{hcrExPlannerIT, 5}, {hcrExTrello, 5}, {hcrExSmugMug, 4}, {hcrExBoothPIN, 4},
		{hcrExCameraWifi, 4}, {hcrExFrameio, 4}, {hcrExIMAP, 5}, {hcrExRouter, 4},
		{hcrExGmailApp, 4}, {hcrExCardPIN, 3}, {hcrExZip, 5}, {hcrExPDF, 4},
		{hcrExLab, 5}, {hcrExTeams, 3}, {hcrExVendorDir, 4}, {hcrExZola, 4},
		{hcrExTrZip, 5}, {hcrExTrFrameio, 5}, {hcrExTrBooth, 4}, {hcrExTrCard, 5},
		{hcrExTrTimeline, 5}, {hcrExTrTeams, 4}, {hcrExTrLicence, 5}, {hcrExTrKnownHosts, 4},
		{hcrExTrLab, 5}, {hcrExTrMemory, 7},
	}
}

func hcrExPlannerIT() Sample {
	a, b := hcrCouple("it")
	email := hcrClientMail(a, pick(hcrLast))
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Cari %s e %s,\nvi ho creato l'accesso ad Aisle Planner, dove troverete la checklist, il budget e la timeline del giorno.\nUtente: %s\nPassword provvisoria: %s\nAl primo accesso vi chiederà di cambiarla.\nA presto,\n%s – wedding planner", a, b, email, pw, hcrFirst("it")),
		fmt.Sprintf("Queridos %s e %s,\ncriei o vosso acesso à plataforma de planeamento.\nUtilizador: %s\nPalavra-passe: %s\nLá encontram o orçamento e a lista de fornecedores.", hcrFirst("pt"), hcrFirst("pt"), email, pw))
	return hcrS("portal-password", "mail", t, []string{pw}, email)
}

func hcrExTrello() Sample {
	l := pick(hcrLast)
	pw := hcrGalleryPw(hcrFirst("en"), hcrFirst("en"))
	t := fmt.Sprintf("Card: Deliver gallery – %s wedding\nList: Editing → Ready to send\nChecklist:\n  [x] colour grade\n  [x] upload to Pixieset\n  [ ] send link + password (%s) to the bride\n  [ ] order album proof\nDue: %s", l, pw, hcrDate())
	return hcrS("gallery-password", "card", t, []string{pw}, l+" wedding")
}

func hcrExSmugMug() Sample {
	pw := hcrGalleryPw(hcrFirst("en"), pick(hcrLast))
	t := hcrOne(
		fmt.Sprintf("Your school portraits are on SmugMug: https://%s.smugmug.com/Class-%d\nGallery password: %s\nOrders close on %s.", strings.ToLower(hcrASCII(hcrFirst("en"))), hcrN(1, 6), pw, hcrDate()),
		fmt.Sprintf("Le foto della recita sono online su SmugMug, password della galleria: %s (solo per i genitori della classe).", pw))
	return hcrS("gallery-password", "mail", t, []string{pw})
}

func hcrExBoothPIN() Sample {
	pin := hcrCode(hcrN(4, 6))
	t := hcrOne(
		fmt.Sprintf("Photo booth iPad: Guided Access is on so guests can't leave the app. Passcode to exit is %s.", pin),
		fmt.Sprintf("Photobooth: per uscire dall'accesso guidato il codice è %s, non dirlo agli invitati 😂", pin),
		fmt.Sprintf("Cabine de fotos: o código para sair do Acesso Guiado é %s.", pin))
	return hcrS("pin", "notes", t, []string{pin})
}

func hcrExCameraWifi() Sample {
	key := rnd(alnum, hcrN(8, 12))
	ssid := hcrOne("EOSR5-", "ILCE-7M4-", "Z6_2_") + rnd(upper+digits, 6)
	t := fmt.Sprintf("Tethering to the laptop at the venue: camera access point %s, password %s (set in the camera menu, don't reset it).", ssid, key)
	return hcrS("wifi-key", "notes", t, []string{key}, ssid)
}

func hcrExFrameio() Sample {
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Wedding film cut v2 for review: https://f.io/%s\npassword: %s\nLeave timecoded comments, we lock picture on Friday.", rnd(alnum, 8), pw),
		fmt.Sprintf("Segunda versão do filme no Frame.io (https://f.io/%s), a password do link é %s.", rnd(alnum, 8), pw))
	return hcrS("review-link-password", "mail", t, []string{pw})
}

func hcrExIMAP() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	dom := email[strings.Index(email, "@")+1:]
	t := hcrOne(
		fmt.Sprintf("Setting up the studio mail on the new laptop:\nIMAP: mail.%s, port 993, SSL\nSMTP: mail.%s, port 465\nuser: %s\npassword: %s", dom, dom, email, pw),
		fmt.Sprintf("Configura la posta su Outlook: server imap.%s, utente %s, password %s", dom, email, pw),
		fmt.Sprintf("Email do estúdio no telemóvel novo: %s, servidor mail.%s, palavra-passe %s", email, dom, pw))
	return hcrS("email-password", "notes", t, []string{pw}, email)
}

func hcrExRouter() Sample {
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Router admin (http://192.168.1.1): user admin, password %s – needed to open the port for the NAS.", pw),
		fmt.Sprintf("Password di amministrazione del modem dello studio: %s (l'etichetta sotto è quella vecchia)", pw),
		fmt.Sprintf("Password de administração do router: %s", pw))
	return hcrS("router-password", "notes", t, []string{pw})
}

func hcrExGmailApp() Sample {
	app := rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
	email := strings.ToLower(hcrASCII(hcrFirst(hcrLang()))) + hcrOne(".photo", "studio", ".fotografia") + "@gmail.com"
	t := fmt.Sprintf("Gmail app password for the gallery-notifier script (%s): %s\n(normal password doesn't work with 2FA on)", email, app)
	return hcrS("app-password", "notes", t, []string{app}, email)
}

func hcrExCardPIN() Sample {
	pin := hcrCode(4)
	t := hcrOne(
		fmt.Sprintf("Studio card for fuel and parking on wedding days – PIN %s. Keep the receipts!", pin),
		fmt.Sprintf("Carta aziendale per benzina e parcheggi: PIN %s, scontrini nella busta gialla.", pin))
	return hcrS("pin", "chat", t, []string{pin})
}

func hcrExZip() Sample {
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Hi %s, the full-res files are in the attached link as an encrypted ZIP. ZIP password: %s", hcrFirst("en"), pw),
		fmt.Sprintf("$ 7z a -p%s -mhe=on %s_RAW.7z ./RAW/\nEverything is Ok", pw, pick(hcrLast)),
		fmt.Sprintf("O ZIP com as fotografias em alta está protegido, palavra-passe: %s", pw),
		fmt.Sprintf("Lo ZIP con i file per l'album è protetto, password %s", pw))
	return hcrS("archive-password", "chat", t, []string{pw})
}

func hcrExPDF() Sample {
	pw := strings.ToLower(hcrWord()) + rnd(digits, 4)
	t := hcrOne(
		fmt.Sprintf("The contract PDF is password protected (client data). Password: %s", pw),
		fmt.Sprintf("O contrato em PDF está protegido com a password %s – é a mesma para a fatura.", pw),
		fmt.Sprintf("Il PDF del preventivo è protetto, per aprirlo usate %s", pw))
	return hcrS("document-password", "mail", t, []string{pw})
}

func hcrExLab() Sample {
	acct := fmt.Sprint(hcrN(100000, 999999))
	pw := hcrPw()
	lab := hcrOne("WhiteWall", "Saal Digital", "Fotoimpex", "Loxley Colour", "Graphistudio", "Printique")
	t := hcrOne(
		fmt.Sprintf("%s pro account (customer no. %s): login %s, password %s. Album orders need the colour profile attached.", lab, acct, hcrMail(hcrFirst("en")), pw),
		fmt.Sprintf("Account %s per gli album (cliente n. %s) – password: %s", lab, acct, pw))
	return hcrS("account-password", "notes", t, []string{pw}, acct)
}

func hcrExTeams() Sample {
	hook := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", strings.ToLower(hcrOne("lucedorata", "estudiomare", "oaklinen")), hcrUUID(), hcrUUID(), rnd(hexs, 32), hcrUUID())
	t := fmt.Sprintf("Teams channel \"Bookings\" incoming webhook for the form notifications:\n%s", hook)
	return hcrS("teams-webhook", "notes", t, []string{hook})
}

func hcrExVendorDir() Sample {
	pw := hcrPw()
	email := hcrMail(hcrFirst(hcrLang()))
	t := hcrOne(
		fmt.Sprintf("Matrimonio.com (profilo fornitore): %s / password %s – rispondere alle richieste entro 24h", email, pw),
		fmt.Sprintf("Casamentos.pt – conta de fornecedor %s, senha %s", email, pw),
		fmt.Sprintf("Hitched supplier profile: %s, password %s. Reviews to reply to: 3.", email, pw))
	return hcrS("account-password", "notes", t, []string{pw}, email)
}

func hcrExZola() Sample {
	pw := hcrPw()
	a, b := hcrCouple("en")
	email := hcrClientMail(a, pick(hcrLast))
	t := fmt.Sprintf("Notes from the planning call with %s & %s:\n- they want us to update the wedding website schedule for them\n- Zola login: %s, password %s\n- RSVP deadline moved to %s", a, b, email, pw, hcrDate())
	return hcrS("account-password", "meeting-notes", t, []string{pw}, email)
}

func hcrExTrZip() Sample {
	t := hcrOne(
		"The RAW files are in an encrypted ZIP; I'll send the password in a separate message as usual.",
		"$ 7z a -p -mhe=on Rossi_RAW.7z ./RAW/\nEnter password (will not be echoed):\nVerify password (will not be echoed) :\nEverything is Ok",
		"Il file ZIP non ha password, potete aprirlo direttamente.",
		"O PDF do contrato já não tem password, foi pedido da noiva.")
	return hcrT("trap-archive", "chat", t)
}

func hcrExTrFrameio() Sample {
	t := fmt.Sprintf("Cut v%d is up: https://f.io/%s – no password on this one, link expires in 7 days. Comments by %s please.", hcrN(1, 4), rnd(alnum, 8), hcrDate())
	return hcrT("trap-review-link", "chat", t)
}

func hcrExTrBooth() Sample {
	t := hcrOne(
		"Photo booth iPad: Guided Access passcode is in the booth case manual, page 2. Ask Bruno if it's missing.",
		"Booth checklist: ring light, backdrop, props box, iPad (fully charged), printer paper ×2, 4x6 prints.",
		"Guided Access: Settings → Accessibility → Guided Access → set a 6-digit passcode before the event.")
	return hcrT("trap-booth", "notes", t)
}

func hcrExTrCard() Sample {
	t := hcrOne(
		fmt.Sprintf("Paid the venue deposit with the studio card ending %s (exp %02d/%d).", rnd(digits, 4), hcrN(1, 12), hcrN(26, 30)),
		fmt.Sprintf("Pagato con carta •••• %s, ricevuta n. %d", rnd(digits, 4), hcrN(1000, 99999)),
		fmt.Sprintf("MB Way do estúdio: %s %s %s", "9"+rnd(digits, 2), rnd(digits, 3), rnd(digits, 3)))
	return hcrT("trap-card", "chat", t)
}

func hcrExTrTimeline() Sample {
	t := fmt.Sprintf("Day-of timeline – %s\n09:00 hair & make-up (bride's suite)\n11:30 first look, garden\n13:00 ceremony\nGPS: %d.%04d, %d.%04d\nCoordinator: %s +%s %s\nParking: gate %d", pick(hcrVenues), hcrN(37, 45), hcrN(0, 9999), hcrN(8, 14), hcrN(0, 9999), hcrFirst("it"), hcrOne("39", "351"), rnd(digits, 9), hcrN(1, 4))
	return hcrT("trap-timeline", "notes", t)
}

func hcrExTrTeams() Sample {
	t := fmt.Sprintf("Bookings channel: https://teams.microsoft.com/l/channel/19%%3a%s%%40thread.tacv2/Bookings?groupId=%s&tenantId=%s", rnd(hexs, 32), hcrUUID(), hcrUUID())
	return hcrT("trap-channel-link", "chat", t)
}

func hcrExTrLicence() Sample {
	t := hcrOne(
		fmt.Sprintf("Capture One subscription renewed (order %d). No licence key needed, just sign in with the studio account.", hcrN(1000000, 9999999)),
		fmt.Sprintf("Topaz Photo AI version %d.%d.%d installed on both Macs, licence tied to the studio account.", hcrN(2, 3), hcrN(0, 9), hcrN(0, 9)),
		"Licence key: XXXXX-XXXXX-XXXXX-XXXXX (see purchase email)",
		fmt.Sprintf("Lightroom Classic %d.%d – catalog upgraded, previews rebuilding.", hcrN(13, 14), hcrN(0, 5)))
	return hcrT("trap-licence", "notes", t)
}

func hcrExTrKnownHosts() Sample {
	t := fmt.Sprintf("$ ssh-keyscan sftp.whitewall.example\nsftp.whitewall.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\nsftp.whitewall.example ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=", rnd(alnum+"+/", 43), rnd(alnum+"+/", 86))
	return hcrT("trap-public-key", "shell", t)
}

func hcrExTrLab() Sample {
	t := hcrOne(
		fmt.Sprintf("Graphistudio order %d – album 30x30, 40 pages, cover linen \"%s\". Customer no. %d.", hcrN(100000, 999999), hcrOne("sabbia", "salvia", "notte"), hcrN(100000, 999999)),
		fmt.Sprintf("Colour profile for the lab: WW_%s_Matte.icc, soft-proof before ordering.", rnd(upper, 3)),
		fmt.Sprintf("Saal order SD-%s shipped, DPD %s", rnd(digits, 9), rnd(digits, 14)))
	return hcrT("trap-order-number", "notes", t)
}

func hcrExTrMemory() Sample {
	t := hcrOne(
		"User prefers gallery passwords made of the couple's names and the year; generate a new one for each gallery and never reuse.",
		"User's studio uses Pixieset for galleries and ShootProof for school portraits; passwords are kept in 1Password.",
		"The user asked me never to store client gallery passwords in memory.",
		fmt.Sprintf("User's Instagram handle is @%s; the account has 2FA via authenticator app.", hcrHandle(hcrFirst("it"), pick(hcrLast))),
		fmt.Sprintf("User's Squarespace site is %s (template Tremont, domain renews in November).", pick(hcrDomains)),
		"Utente: le password dei clienti vanno mandate sempre via SMS, mai nella stessa email del link.",
		"O utilizador quer lembrete para mudar as passwords do estúdio a cada 6 meses.")
	return hcrT("trap-memory", "memory", t)
}
