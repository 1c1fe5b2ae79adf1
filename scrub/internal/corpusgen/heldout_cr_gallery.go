package main

import (
	"fmt"
	"strings"
)

// Client galleries (Pixieset, ShootProof, Pic-Time, Vimeo review links) and mails with clients.

func hcrGalleryGens() []hcrGen {
	return []hcrGen{
		{hcrGalMailEN, 8}, {hcrGalMailIT, 8}, {hcrGalMailPT, 7}, {hcrGalMailBR, 4},
		{hcrGalShootProof, 5}, {hcrGalWhatsIT, 5}, {hcrGalCSV, 4}, {hcrGalMDTable, 3},
		{hcrGalMemory, 5}, {hcrGalTicket, 4}, {hcrGalHandover, 4}, {hcrGalSMS, 4},
		{hcrGalVendor, 4}, {hcrGalJSON, 3}, {hcrGalVoice, 4}, {hcrGalQuoted, 4},
		{hcrGalPTNote, 4}, {hcrGalVimeo, 5}, {hcrGalWeTransfer, 3}, {hcrGalPortal, 4},
	}
}

func hcrPixiesetURL(a, b string) string {
	st := strings.ToLower(strings.ReplaceAll(hcrASCII(pick(hcrStudios)), " ", ""))
	st = strings.NewReplacer("&", "", "'", "").Replace(st)
	return "https://" + st + ".pixieset.com/" + strings.ToLower(hcrASCII(a)) + hcrOne("and", "-", "e") + strings.ToLower(hcrASCII(b)) + "/"
}

func hcrGalMailEN() Sample {
	a, b := hcrCouple("en")
	url := hcrPixiesetURL(a, b)
	pw := hcrGalleryPw(a, b)
	pin := hcrCode(4)
	st := pick(hcrStudios)
	lbl := hcrOne("Password", "Gallery password", "Password:", "pw")
	if !strings.HasSuffix(lbl, ":") {
		lbl += ":"
	}
	t := fmt.Sprintf("Subject: Your wedding gallery is ready!\n\nHi %s & %s,\n\n%s Your full gallery from %s is now online:\n\n%s\n%s %s\n\nTo download the full-resolution files you'll be asked for a download PIN: %s\n\nThe gallery stays online for 12 months. Favourite your top 40 for the album!\n\nLove,\n%s", a, b,
		hcrOne("It was such a joy to photograph your day.", "We had the best time with you both.", "Thank you again for having us."),
		pick(hcrVenues), url, lbl, pw, pin, st)
	if hcrCoin() {
		t = strings.Replace(t, "\n\nTo download the full-resolution files you'll be asked for a download PIN: "+pin, "\n\nDownloads are open, no PIN needed.", 1)
		return hcrS("gallery-password", "mail", t, []string{pw}, url)
	}
	return hcrS("gallery-password", "mail", t, []string{pw, pin}, url)
}

func hcrGalMailIT() Sample {
	a, b := hcrCouple("it")
	url := hcrPixiesetURL(a, b)
	pw := hcrGalleryPw(a, b)
	st := pick(hcrStudios)
	secrets := []string{pw}
	extra := ""
	if hcrCoin() {
		pin := hcrCode(4)
		extra = fmt.Sprintf("\nPer scaricare le foto in alta risoluzione vi servirà il PIN %s.", pin)
		secrets = append(secrets, pin)
	}
	t := fmt.Sprintf("Oggetto: La vostra galleria è online 💛\n\nCiao %s e %s,\nfinalmente ci siamo! Trovate tutte le foto del matrimonio qui:\n%s\n%s: %s%s\n\nVi chiedo di selezionare le foto per l'album entro il %s.\nUn abbraccio,\n%s", a, b, url,
		hcrOne("Password", "La password è", "password di accesso"), pw, extra, hcrDate(), st)
	return hcrS("gallery-password", "mail", t, secrets, url)
}

func hcrGalMailPT() Sample {
	a, b := hcrCouple("pt")
	url := hcrPixiesetURL(a, b)
	pw := hcrGalleryPw(a, b)
	t := fmt.Sprintf("Assunto: Galeria do vosso casamento\n\nOlá %s e %s!\n\nA galeria completa já está disponível em %s\n%s %s\n\nPodem partilhar o link com a família, mas peço que não publiquem a palavra-passe nas redes sociais. As fotografias ficam online até %s.\n\nBeijinhos,\n%s\n%s", a, b, url,
		hcrOne("Palavra-passe:", "A palavra-passe é", "Password:"), pw, hcrDate(), hcrFirst("pt"), pick(hcrStudios))
	return hcrS("gallery-password", "mail", t, []string{pw}, url)
}

func hcrGalMailBR() Sample {
	a := hcrFirst("pt")
	pw := hcrGalleryPw(a, hcrFirst("pt"))
	url := hcrPixiesetURL(a, "ensaio")
	t := fmt.Sprintf("Oi %s, tudo bem?\nSuas fotos do ensaio %s já estão prontas!! 📸\nAcessa aqui: %s\nsenha: %s\nQualquer coisa me chama no whats. Bjs", a, hcrOne("gestante", "pré-wedding", "de 15 anos", "newborn"), url, pw)
	return hcrS("gallery-password", "chat", t, []string{pw}, url)
}

func hcrGalShootProof() Sample {
	a := hcrFirst("en")
	l := pick(hcrLast)
	pw := hcrGalleryPw(a, l)
	t := fmt.Sprintf("Hi %s,\n\nYour %s Wedding proofs are up on ShootProof. Event: \"%s %s Wedding\"\n%s %s\n\nYou can order prints directly from the gallery; the print store closes on %s.\n\nBest,\n%s", a, l, a, l,
		hcrOne("Access code:", "Event password:", "Gallery password:"), pw, hcrDate(), hcrFirst("en"))
	return hcrS("gallery-password", "mail", t, []string{pw}, l+" Wedding")
}

func hcrGalWhatsIT() Sample {
	c := hcrFirst("it")
	me := hcrFirst("it")
	pw := hcrGalleryPw(c, hcrFirst("it"))
	t := fmt.Sprintf("[%d:%02d] %s: ciao! scusa il disturbo ma non riesco ad entrare nella galleria 😩\n[%d:%02d] %s: ciao %s! prova con questa: %s\n[%d:%02d] %s: %s\n[%d:%02d] %s: perfetto entrata, grazie milleee", hcrN(9, 21), hcrN(0, 59), c, hcrN(9, 21), hcrN(0, 59), me, c, pw,
		hcrN(9, 21), hcrN(0, 59), me, hcrOne("tutto minuscolo eh", "occhio alle maiuscole", "è la nuova password, l'ho cambiata ieri"), hcrN(9, 21), hcrN(0, 59), c)
	return hcrS("gallery-password", "chat", t, []string{pw})
}

func hcrGalCSV() Sample {
	var rows []string
	var secrets, keep []string
	hdr := hcrOne("client,event_date,venue,gallery_url,gallery_pw,status", "Cliente;Data;Location;Link galleria;Password;Stato")
	sep := ","
	if strings.Contains(hdr, ";") {
		sep = ";"
	}
	for i := 0; i < 4; i++ {
		lang := hcrLang()
		a, b := hcrCouple(lang)
		url := hcrPixiesetURL(a, b)
		pw := hcrOne("", "sent", "")
		if i < 2 || hcrCoin() && len(secrets) < 3 {
			pw = hcrGalleryPw(a, b)
			secrets = append(secrets, pw)
		}
		name := a + " & " + b
		keep = append(keep, name)
		rows = append(rows, strings.Join([]string{name, hcrDate(), pick(hcrVenues), url, pw, hcrOne("delivered", "editing", "consegnata", "in selezione")}, sep))
	}
	return hcrS("gallery-password", "csv", hdr+"\n"+strings.Join(rows, "\n"), secrets, keep...)
}

func hcrGalMDTable() Sample {
	var b strings.Builder
	b.WriteString("## Consegne " + hcrOne("giugno", "luglio", "settembre") + "\n\n| Coppia | Data | Galleria | Password | Note |\n|---|---|---|---|---|\n")
	var secrets []string
	for i := 0; i < 3; i++ {
		x, y := hcrCouple("it")
		pw := "—"
		if i != 1 {
			pw = hcrGalleryPw(x, y)
			secrets = append(secrets, pw)
		}
		fmt.Fprintf(&b, "| %s e %s | %s | Pixieset | %s | %s |\n", x, y, hcrDate(), pw, hcrOne("album 30x30", "solo digitale", "aspettano video", "ok"))
	}
	return hcrS("gallery-password", "markdown", b.String(), secrets)
}

func hcrGalMemory() Sample {
	l := pick(hcrLast)
	pw := hcrGalleryPw(hcrFirst("en"), hcrFirst("en"))
	t := hcrOne(
		fmt.Sprintf("Remember: the Pixieset gallery for the %s wedding is protected with the password %s (client asked for something easy for the grandparents).", l, pw),
		fmt.Sprintf("Note to self – %s family session, gallery pw = %s, expires end of month.", l, pw),
		fmt.Sprintf("User's ShootProof event \"%s newborn\" uses gallery password %s; send reminder on Friday.", l, pw))
	return hcrS("gallery-password", "memory", t, []string{pw}, l)
}

func hcrGalTicket() Sample {
	a := hcrFirst("en")
	l := pick(hcrLast)
	pw := hcrGalleryPw(a, l)
	id := fmt.Sprint(hcrN(1000000, 9999999))
	t := fmt.Sprintf("To: support@pixieset.com\nSubject: Client can't open gallery (collection %s)\n\nHello,\nmy client %s %s says the gallery keeps rejecting the password. I set it to %s this morning and I can open it myself in an incognito window. She's on Safari / iPhone. Collection ID %s, studio account %s.\nCould you check?\nThanks", id, a, l, pw, id, hcrMail(hcrFirst("en")))
	return hcrS("gallery-password", "ticket", t, []string{pw}, id)
}

func hcrGalHandover() Sample {
	x := pick(hcrLast)
	pw := hcrGalleryPw(x, pick(hcrLast))
	t := fmt.Sprintf("Handover – %s wedding (%s)\n\n- culling done, 612 selected\n- sneak peek (40 imgs) uploaded to Pixieset, collection \"%s – sneak peek\"\n- sneak peek password: %s\n- full gallery: editing, target %s\n- couple wants B&W versions of the ceremony\n- second shooter RAWs still on card B", x, pick(hcrVenues), x, pw, hcrDate())
	return hcrS("gallery-password", "notes", t, []string{pw}, x+" – sneak peek")
}

func hcrGalSMS() Sample {
	pw := hcrGalleryPw(hcrFirst("en"), hcrFirst("en"))
	st := pick(hcrStudios)
	t := hcrOne(
		fmt.Sprintf("%s: your proofing gallery password is %s. Link in your inbox. Reply STOP to opt out", st, pw),
		fmt.Sprintf("Olá! A senha da sua galeria é %s – %s", pw, st),
		fmt.Sprintf("Ciao! Password galleria: %s 😊 %s", pw, st))
	return hcrS("gallery-password", "sms", t, []string{pw}, st)
}

func hcrGalVendor() Sample {
	v := pick(hcrVenues)
	pw := hcrGalleryPw(strings.Fields(v)[0], hcrFirst("en"))
	who := hcrOne("florist", "caterer", "venue coordinator", "planner")
	t := fmt.Sprintf("Hi %s,\n\nas promised, here's the vendor gallery from %s – feel free to use the images on your website and Instagram with credit (@%s).\n\nLink: https://%s.pic-time.com/-vendors%d\nPassword: %s\n\nPlease don't share the password with other vendors, each %s gets their own.\n\nCheers", hcrFirst("en"), v, hcrHandle(hcrFirst("en"), ""), strings.ToLower(hcrASCII(hcrFirst("en"))), hcrN(10, 99), pw, who)
	return hcrS("gallery-password", "mail", t, []string{pw}, v)
}

func hcrGalJSON() Sample {
	a, b := hcrCouple(hcrLang())
	pw := hcrGalleryPw(a, b)
	pin := hcrCode(4)
	slug := strings.ToLower(hcrASCII(a + "-" + b))
	t := fmt.Sprintf("{\n  \"collection\": \"%s\",\n  \"slug\": \"%s\",\n  \"cover\": \"IMG_%d.jpg\",\n  \"password_protected\": true,\n  \"password\": \"%s\",\n  \"download_pin\": \"%s\",\n  \"expires\": \"2026-%02d-01\",\n  \"watermark\": false\n}", a+" & "+b, slug, hcrN(1000, 9999), pw, pin, hcrN(1, 12))
	return hcrS("gallery-password", "json", t, []string{pw, pin}, slug)
}

func hcrGalVoice() Sample {
	pw := strings.ToLower(hcrGalleryPw(hcrFirst("it"), hcrFirst("it")))
	t := hcrOne(
		fmt.Sprintf("[nota vocale trascritta] allora ciao Sara sono io, volevo dirti che la galleria dei Moretti è pronta, la password è %s, tutto minuscolo, mandagliela tu che io sono in sala posa fino alle sei, ciao ciao", pw),
		fmt.Sprintf("[transcrição de áudio] oi Ana, é o Bruno, a galeria do casamento já tá no ar, a senha é %s tudo minúsculo, manda pra noiva por favor que eu tô sem bateria", pw))
	return hcrS("gallery-password", "voice", t, []string{pw})
}

func hcrGalQuoted() Sample {
	a, b := hcrCouple("en")
	pw := hcrGalleryPw(a, b)
	t := fmt.Sprintf("Hi! Mum is asking for the gallery again, sorry 🙈 could you resend?\n\n%s\n\nOn %s, %s wrote:\n> Hi %s & %s,\n> your gallery is live at %s\n> Password: %s\n> Enjoy!", a, hcrDate(), pick(hcrStudios), a, b, hcrPixiesetURL(a, b), pw)
	return hcrS("gallery-password", "mail", t, []string{pw}, "Mum is asking")
}

func hcrGalPTNote() Sample {
	a, b := hcrCouple("pt")
	code := hcrGalleryPw(a, b)
	t := fmt.Sprintf("Casamento %s & %s – %s\n• galeria na ShootProof, código de acesso: %s (enviar só à noiva)\n• álbum: 30 folhas, capa em linho\n• pagamento final: %s\n• vídeo: entrega em 90 dias", a, b, pick(hcrVenues), code, hcrDate())
	return hcrS("gallery-password", "notes", t, []string{code}, a+" & "+b)
}

func hcrGalVimeo() Sample {
	pw := hcrOne(hcrGalleryPw(hcrFirst("en"), hcrFirst("en")), hcrPw())
	id := fmt.Sprint(hcrN(800000000, 999999999))
	t := hcrOne(
		fmt.Sprintf("Your wedding film is ready! 🎬\nhttps://vimeo.com/%s\nPassword: %s\nBest watched with sound on and tissues nearby.", id, pw),
		fmt.Sprintf("Il video del matrimonio è su Vimeo (https://vimeo.com/%s), password %s – è privato, non condividetelo sui social per favore.", id, pw),
		fmt.Sprintf("Filme do casamento: https://vimeo.com/%s\nsenha do vídeo: %s", id, pw))
	return hcrS("video-password", "chat", t, []string{pw}, "https://vimeo.com/"+id)
}

func hcrGalWeTransfer() Sample {
	pw := hcrPw()
	t := fmt.Sprintf("Hey, the RAWs for the retouch are on WeTransfer: https://we.tl/t-%s\nThe transfer is password protected: %s\nIt expires in 7 days, grab it before Monday.", rnd(alnum, 10), pw)
	return hcrS("transfer-password", "chat", t, []string{pw})
}

func hcrGalPortal() Sample {
	a := hcrFirst(hcrLang())
	l := pick(hcrLast)
	email := hcrClientMail(a, l)
	pw := hcrPw()
	t := hcrOne(
		fmt.Sprintf("Hi %s, I've set up your client portal where you'll find the contract, invoices and the timeline questionnaire.\nLogin: %s\nTemporary password: %s\nYou'll be asked to change it on first login.", a, email, pw),
		fmt.Sprintf("Olá %s, criei o seu acesso à área de cliente (contrato, faturas e questionário).\nUtilizador: %s\nPalavra-passe provisória: %s", a, email, pw))
	return hcrS("portal-password", "mail", t, []string{pw}, email)
}
