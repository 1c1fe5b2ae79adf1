package main

import "strings"

// Passwords in prose, in many grammars and languages, and the small secrets people note down:
// Wi-Fi keys, PINs, door codes, TOTP seeds, recovery codes, certificate PINs.

func hamProseSamples(n int) []Sample {
	tpls := []struct{ format, text string }{
		{"chat", "the password for the e-filing test account is {P}"},
		{"chat", "pw for the donor CRM sandbox: {P}"},
		{"chat", "I reset it, new password = {P}"},
		{"chat", "Passwort für den Scanner-Ordner ist {P}, bitte nicht weitergeben."},
		{"chat", "Das Kennwort des Sekretariats-Postfachs lautet jetzt {P}"},
		{"email", "Sehr geehrte Frau Kollegin,\n\ndas Passwort zur verschlüsselten PDF-Akte (Az. {AZ}) teile ich Ihnen getrennt mit: {P}\n\nMit kollegialen Grüßen\n{N}"},
		{"email", "Maître,\n\nLe mot de passe de l'archive ZIP contenant les pièces est : {P}\n\nVeuillez agréer, Maître, l'expression de mes salutations distinguées."},
		{"chat", "mdp du poste du greffe : {P}"},
		{"chat", "la contraseña del expediente digital es {P}"},
		{"email", "Estimado {N}:\n\nLe remitimos la documentación solicitada. La clave de apertura del fichero es {P}.\n\nAtentamente,\nSecretaría General"},
		{"chat", "a senha do cofre de documentos é {P}"},
		{"email", "Prezado Dr. Pinto,\n\nsegue em anexo a petição. Senha do arquivo: {P}\n\nAtenciosamente,\nCartório do 2º Ofício"},
		{"chat", "la password della PEC dello studio è {P}"},
		{"email", "Gentile Avvocato,\n\nla password per aprire il fascicolo è {P}.\n\nCordiali saluti,\nCancelleria"},
		{"chat", "كلمة المرور الجديدة لحساب الأرشيف هي {P}"},
		{"email", "السيد المحترم،\n\nنرفق لكم ملف القضية. كلمة السر لفتح الملف: {P}\n\nمع التحية،\nقلم المحكمة"},
		{"notes", "Minutes of the board meeting, {D}\n1. Budget 2025 approved.\n2. Treasurer's online-banking password changed to {P} (to be moved to the password manager).\n3. AOB: none."},
		{"ticket", "Ticket {T}: Benutzer {U} gesperrt.\nHabe das Passwort auf {P} zurückgesetzt, Nutzer muss es beim nächsten Login ändern.\nStatus: gelöst"},
		{"chat", "my Raiser's Edge password is {P} if you need to pull the gift report while I'm away"},
		{"chat", "passwd: {P}"},
		{"chat", "PW {P}"},
		{"chat", "It's {P} — the password, I mean. For the whistleblower inbox."},
		{"chat", "we set the archive password to \"{P}\""},
		{"chat", "Kennwort (Groß-/Kleinschreibung beachten): {P}"},
		{"notes", "Übergabe an die Vertretung\n- Fristenkalender prüfen\n- beA-Postfach täglich öffnen\n- Passwort Mandantenportal: {P}\n- Rückruf Mandant Weber"},
		{"chat", "new pass for svc_relativity → {P}"},
		{"chat", "The old one was Winter2023! but the current password is {P}"},
		{"chat", "contraseña: {P} (ojo, distingue mayúsculas)"},
		{"chat", "senha provisória: {P}"},
		{"chat", "Password: {P}"},
		{"email", "Dear colleagues,\n\nThe shared drive for the grant application is protected. Password: {P}\nPlease do not forward this e-mail.\n\nBest regards,\nProgramme Office"},
		{"chat", "parola d'accesso del gestionale: {P}"},
		{"chat", "Le code d'accès à l'espace notarial est {P}."},
		{"notes", "Wahl-IT Checkliste\n[x] Server gepatcht\n[x] Admin-Passwort gesetzt: {P}\n[ ] Probelauf Schnellmeldung"},
		{"chat", "das root-pw vom wahl-server ist {P} glaub ich"},
		{"chat", "kennwort={P}"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		var pw string
		if strings.Contains(t.text, "Winter2023!") {
			pw = hamRandomPassword()
		} else {
			pw = hamPassword()
		}
		text := hamFill(t.text, "P", pw, "N", hamPerson(), "D", hamDate(), "AZ", hamAktenzeichen(),
			"T", "#"+hamDigits(5), "U", hamUser())
		secrets := []string{pw}
		if strings.Contains(text, "Winter2023!") {
			secrets = append(secrets, "Winter2023!")
		}
		var keep []string
		for _, k := range []string{"1. Budget 2025 approved.", "Status: gelöst", "- Rückruf Mandant Weber", "[ ] Probelauf Schnellmeldung", "Please do not forward this e-mail."} {
			if strings.Contains(text, k) {
				keep = append(keep, k)
			}
		}
		out = append(out, hamSample("password-prose", t.format, text, secrets, keep...))
	}
	return out
}

func hamAktenzeichen() string {
	return hamPick(hamDigits(1)+" O "+hamDigits(3)+"/24", hamDigits(2)+" C "+hamDigits(4)+"/23",
		hamDigits(1)+" K "+hamDigits(3)+"/25", "VG "+hamDigits(1)+" A "+hamDigits(3)+"/24",
		hamDigits(3)+" Js "+hamDigits(4)+"/24")
}

func hamSmallSecretSamples(n int) []Sample {
	type gen func() (format, text string, secrets []string, keep []string)
	gens := []gen{
		func() (string, string, []string, []string) {
			k := hamPick(hamHumanPassword(), hamRnd(alnum, 16), hamDigits(20))
			return "chat", "WLAN Kanzlei-Gast: SSID \"Kanzlei-Gast\", Schlüssel " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			k := hamHumanPassword()
			return "notes", "Salle d'audience B — Wi-Fi\nRéseau : TGI-Public\nMot de passe : " + k + "\nImprimante : au fond à gauche", []string{k}, []string{"Imprimante : au fond à gauche"}
		},
		func() (string, string, []string, []string) {
			k := hamPassword()
			return "chat", "la contraseña del wifi de la sala de prensa es " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			k := hamPassword()
			return "chat", "senha do wi-fi do cartório: " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			k := hamRnd(alnum, 13)
			return "notes", "WIFI:T:WPA;S:Greenleaf-Office;P:" + k + ";;", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			k := hamPassword()
			return "chat", "كلمة مرور الواي فاي في قاعة الاجتماعات: " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(6)
			return "chat", "PIN der beA-Karte von " + hamPerson() + ": " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(6)
			return "notes", "ELSTER-Zertifikat (Kanzlei Vogt)\nDatei: vogt_elster.pfx\nPIN: " + p + "\nAblauf: 2027-03", []string{p}, []string{"Datei: vogt_elster.pfx"}
		},
		func() (string, string, []string, []string) {
			p := hamHumanPassword()
			return "chat", "Das Passwort für die ELSTER-Zertifikatsdatei ist " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(4)
			return "chat", "Türcode Aktenarchiv Keller: " + p + "#", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(4 + rng.IntN(3))
			return "notes", "Alarmanlage Geschäftsstelle: Code " + p + ", danach Taste ENTER. Schlüssel beim Hausmeister.", []string{p}, []string{"Schlüssel beim Hausmeister."}
		},
		func() (string, string, []string, []string) {
			p := hamDigits(4)
			return "chat", "code de la porte du cabinet : " + p + "B", []string{p + "B"}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(4)
			return "chat", "el código del portal es " + p + " y la llave del despacho está en recepción", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(6)
			return "chat", "PIN do token do certificado digital (e-CPF): " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(5)
			return "chat", "il PIN della smart card per la firma digitale è " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(4)
			return "chat", "bank card PIN for the NGO petty-cash card: " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			s := hamTOTPSeed()
			return "chat", "TOTP seed for the shared e-filing account: " + s, []string{s}, nil
		},
		func() (string, string, []string, []string) {
			s := hamTOTPSeed()
			return "notes", "otpauth://totp/Relativity:" + hamUser() + "?secret=" + s + "&issuer=Relativity&digits=6", []string{s}, nil
		},
		func() (string, string, []string, []string) {
			s := hamRnd(b32, 16)
			sp := s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
			return "chat", "2FA-Schlüssel (manuelle Eingabe): " + sp, []string{sp}, nil
		},
		func() (string, string, []string, []string) {
			var codes, lines []string
			for j := 0; j < 6; j++ {
				c := hamRnd(lower+digits, 4) + "-" + hamRnd(lower+digits, 4)
				codes = append(codes, c)
				lines = append(lines, c)
			}
			return "notes", "Recovery codes for " + hamPick("the NPSP admin", "Clio", "the grants mailbox") + "\n" + strings.Join(lines, "\n") + "\nKeep these somewhere safe.", codes, nil
		},
		func() (string, string, []string, []string) {
			var codes []string
			for j := 0; j < 5; j++ {
				codes = append(codes, hamDigits(8))
			}
			return "chat", "Backup-Codes: " + strings.Join(codes, " "), codes, nil
		},
		func() (string, string, []string, []string) {
			k := hamRnd(hamUpNum, 6) + "-" + hamRnd(hamUpNum, 6) + "-" + hamRnd(hamUpNum, 6) + "-" + hamRnd(hamUpNum, 6)
			return "notes", "BitLocker-Wiederherstellungsschlüssel Laptop Referendarin: " + k, []string{k}, nil
		},
		func() (string, string, []string, []string) {
			var parts []string
			for j := 0; j < 8; j++ {
				parts = append(parts, hamDigits(6))
			}
			k := strings.Join(parts, "-")
			return "ticket", "Ticket #" + hamDigits(5) + ": Notebook Wahlamt startet nur mit Wiederherstellungsschlüssel.\nSchlüssel: " + k + "\nGerät: NB-WA-07", []string{k}, []string{"Gerät: NB-WA-07"}
		},
		func() (string, string, []string, []string) {
			p := hamHumanPassword()
			return "chat", "Tresor im Notariat: Kombination " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamDigits(6)
			return "chat", "الرمز السري للبطاقة: " + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			ws := []string{}
			for j := 0; j < 12; j++ {
				ws = append(ws, hamPick("abandon", "kitchen", "velvet", "orbit", "salmon", "tribe", "unfold", "gravity", "lumber", "crisp", "hazard", "pilot", "rescue", "zebra", "ozone", "timber"))
			}
			m := strings.Join(ws, " ")
			return "notes", "Donation wallet seed phrase: " + m, []string{m}, nil
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t, s, k := gens[i%len(gens)]()
		out = append(out, hamSample("small-secret", f, t, s, k...))
	}
	return out
}
