package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
)

// Traps from legal and administrative work: case numbers, court references, statutes, tax ids,
// IBANs, registration numbers, dockets; and hashes, ids, digests and public material.

// hamIBAN builds an IBAN with a correct check number.
func hamIBAN(cc string, bban string) string {
	conv := ""
	for _, r := range bban + cc + "00" {
		if r >= 'A' && r <= 'Z' {
			conv += fmt.Sprint(int(r-'A') + 10)
		} else {
			conv += string(r)
		}
	}
	n, _ := new(big.Int).SetString(conv, 10)
	chk := 98 - new(big.Int).Mod(n, big.NewInt(97)).Int64()
	raw := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	var groups []string
	for i := 0; i < len(raw); i += 4 {
		j := min(i+4, len(raw))
		groups = append(groups, raw[i:j])
	}
	return strings.Join(groups, " ")
}

func hamAnyIBAN() string {
	switch rng.IntN(5) {
	case 0:
		return hamIBAN("DE", hamRnd(digits, 18))
	case 1:
		return hamIBAN("FR", hamRnd(digits, 10)+hamRnd(hamUpNum, 11)+hamRnd(digits, 2))
	case 2:
		return hamIBAN("ES", hamRnd(digits, 20))
	case 3:
		return hamIBAN("IT", "X"+hamRnd(digits, 10)+hamRnd(hamUpNum, 12))
	default:
		return hamIBAN("PT", hamRnd(digits, 21))
	}
}

func hamLegalTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) {
			return "letter", "In dem Rechtsstreit\nMüller ./. Stadtwerke " + hamPick("Hildesheim", "Kassel", "Trier") + " GmbH\nAz.: " + hamAktenzeichen() + "\nbeantragen wir, die Frist zur Klageerwiderung um zwei Wochen zu verlängern."
		},
		func() (string, string) {
			return "chat", "Termin in der Sache " + hamAktenzeichen() + " ist auf den " + hamDate() + ", 10:30 Uhr, Saal " + hamDigits(3) + " verlegt."
		},
		func() (string, string) {
			return "notes", "BGH, Urteil vom " + hamDigits(1) + ". März 2023 – " + hamPick("VI ZR", "III ZR", "I ZR", "XI ZR") + " " + hamDigits(3) + "/" + hamPick("21", "22", "23") + ", NJW 2023, " + hamDigits(4) + " Rn. " + hamDigits(2)
		},
		func() (string, string) {
			return "notes", "ECLI:DE:BGH:2023:" + hamDigits(6) + "U" + hamPick("VIZR", "IIIZR", "IZR") + hamDigits(3) + "." + hamDigits(2) + ".0"
		},
		func() (string, string) {
			return "memo", "Vermerk: Die Übermittlungspflicht folgt aus § 130d ZPO; für Behörden gilt § 55d VwGO. Verstöße gegen § 203 StGB sind zu vermeiden, vgl. Art. 6 Abs. 1 lit. c DSGVO."
		},
		func() (string, string) {
			return "chat", "Steuernummer der Mandantin: " + hamDigits(2) + "/" + hamDigits(3) + "/" + hamDigits(5) + ", Finanzamt " + hamPick("Hannover-Nord", "Köln-Altstadt", "München II")
		},
		func() (string, string) {
			return "letter", "USt-IdNr.: DE" + hamDigits(9) + "\nHandelsregister: Amtsgericht " + hamPick("Hildesheim", "Charlottenburg", "Köln") + " HRB " + hamDigits(5) + "\nGeschäftsführer: Thomas Berger"
		},
		func() (string, string) {
			return "chat", "Steuer-ID für den ELSTER-Antrag: " + hamDigits(2) + " " + hamDigits(3) + " " + hamDigits(3) + " " + hamDigits(3)
		},
		func() (string, string) {
			return "email", "Bitte überweisen Sie den Kostenvorschuss auf das Konto der Gerichtskasse:\nIBAN " + hamAnyIBAN() + "\nBIC " + hamPick("HELADEF1822", "COBADEFFXXX", "BNPAFRPPXXX", "CAIXESBBXXX") + "\nVerwendungszweck: " + hamAktenzeichen()
		},
		func() (string, string) {
			return "letter", "Coordonnées bancaires de l'étude notariale :\nIBAN : " + hamAnyIBAN() + "\nRéférence dossier : " + hamDigits(4) + "/" + hamRnd(upper, 2) + "/" + hamDigits(3)
		},
		func() (string, string) {
			return "letter", "Tribunal judiciaire de " + hamPick("Lyon", "Nantes", "Bordeaux") + "\nRG n° " + hamDigits(2) + "/" + hamDigits(5) + " – N° Portalis " + hamRnd(upper, 4) + "-W-B7" + hamRnd(upper, 1) + "-" + hamRnd(hamUpNum, 4) + "\nAudience du " + hamDate()
		},
		func() (string, string) {
			return "chat", "SIRET du cabinet : " + hamDigits(3) + " " + hamDigits(3) + " " + hamDigits(3) + " " + hamDigits(5) + " – RCS " + hamPick("Paris", "Lyon") + " " + hamDigits(3) + " " + hamDigits(3) + " " + hamDigits(3)
		},
		func() (string, string) {
			return "memo", "Conseil d'État, " + hamDigits(1) + "e chambre, " + hamDate() + ", n° " + hamDigits(6) + ", mentionné aux tables du Recueil Lebon ; voir aussi l'article L. 521-1 du code de justice administrative."
		},
		func() (string, string) {
			return "letter", "Juzgado de Primera Instancia n.º " + hamDigits(1) + " de " + hamPick("Getafe", "Valencia", "Sevilla") + "\nProcedimiento ordinario " + hamDigits(3) + "/2024 – NIG " + hamDigits(5) + " 42 1 2024 " + hamDigits(7) + "\nSe señala vista para el " + hamDate() + "."
		},
		func() (string, string) {
			return "chat", "NIF de la fundación: G" + hamDigits(8) + " · inscrita en el Registro de Fundaciones con el n.º " + hamDigits(4)
		},
		func() (string, string) {
			return "memo", "Según el artículo " + hamDigits(2) + " de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común, el plazo es de diez días hábiles."
		},
		func() (string, string) {
			return "letter", "Processo n.º " + hamDigits(7) + "-" + hamDigits(2) + ".2024.8.26." + hamDigits(4) + "\nClasse: Procedimento Comum Cível\nVara: " + hamDigits(1) + "ª Vara Cível de São Paulo"
		},
		func() (string, string) {
			return "chat", "CNPJ da associação: " + hamDigits(2) + "." + hamDigits(3) + "." + hamDigits(3) + "/0001-" + hamDigits(2)
		},
		func() (string, string) {
			return "letter", "Tribunale di " + hamPick("Milano", "Parma", "Bologna") + " – Sezione civile\nR.G. n. " + hamDigits(5) + "/2023\nudienza del " + hamDate() + " ore 9:30"
		},
		func() (string, string) {
			return "chat", "Codice fiscale dell'ente: " + hamDigits(11) + ", P.IVA IT" + hamDigits(11)
		},
		func() (string, string) {
			return "letter", "المحكمة الابتدائية بالرباط\nملف رقم " + hamDigits(4) + "/" + hamDigits(4) + "/2024\nجلسة يوم " + hamDate()
		},
		func() (string, string) {
			return "chat", "رقم السجل التجاري للجمعية: " + hamDigits(6) + " والرقم الضريبي " + hamDigits(9)
		},
		func() (string, string) {
			return "docket", "Case No. " + hamDigits(1) + ":" + hamPick("23", "24") + "-cv-" + hamDigits(5) + "-" + hamRnd(upper, 3) + " (S.D.N.Y.), ECF No. " + hamDigits(2) + ", filed " + hamDate()
		},
		func() (string, string) {
			return "docket", "Docket entries\n" + hamDigits(2) + "  MOTION to Dismiss by Greenleaf Foundation\n" + hamDigits(2) + "  ORDER granting motion for extension of time\n" + hamDigits(2) + "  NOTICE of Appearance by counsel"
		},
		func() (string, string) {
			return "csv", "BegBates,EndBates,Custodian,DocDate\nGLF" + hamDigits(7) + ",GLF" + hamDigits(7) + ",Okafor,2023-04-11\nGLF" + hamDigits(7) + ",GLF" + hamDigits(7) + ",Lindqvist,2023-05-02"
		},
		func() (string, string) {
			return "chat", "Charity number " + hamDigits(7) + ", company no. " + hamDigits(8) + " (registered in England and Wales)"
		},
		func() (string, string) {
			return "notes", "Wahlbezirk " + hamDigits(4) + " – Briefwahlbezirk " + hamDigits(3) + "\nWahlberechtigte: " + hamDigits(4) + "\nWähler: " + hamDigits(4) + "\nungültige Stimmen: " + hamDigits(2)
		},
		func() (string, string) {
			return "memo", "Geschäftszeichen: " + hamPick("I 3", "II 1", "32.1") + "-" + hamDigits(4) + "/" + hamDigits(2) + "\nBetreff: Förderbescheid vom " + hamDate() + ", Zuwendungsnummer ZW-" + hamDigits(6)
		},
		func() (string, string) {
			return "chat", "Grant reference " + hamRnd(upper, 3) + "-" + hamDigits(4) + "-" + hamDigits(5) + " — the final report is due " + hamDate()
		},
		func() (string, string) {
			return "notes", "Urkundenrolle Nr. " + hamDigits(3) + "/2024, Notar Brandt, Beurkundung am " + hamDate() + ", Grundbuch von " + hamPick("Bonn", "Kassel") + " Blatt " + hamDigits(4)
		},
		func() (string, string) {
			return "chat", "beA-SAFE-ID der Gegenseite: DE.BRAK." + hamHex(8) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(12) + "." + hamHex(4)
		},
		func() (string, string) {
			return "letter", "Beschluss\nIn der Verwaltungsrechtssache\n" + hamPerson() + " gegen Land Niedersachsen\n– Az. " + hamAktenzeichen() + " –\nwird der Streitwert auf " + hamDigits(4) + ",00 EUR festgesetzt."
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-legal-id", f, t))
	}
	return out
}

func hamHashTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) {
			return "chat", "fixed in " + hamHex(7) + ", the deadline calculator now skips public holidays"
		},
		func() (string, string) {
			return "log", "commit " + hamHex(40) + "\nAuthor: M. Albrecht <m.albrecht@kanzlei-berger.de>\nDate:   Tue Mar 12 10:14:03 2024 +0100\n\n    fristen: count Saturdays correctly"
		},
		func() (string, string) {
			return "notes", "Beweismittel Nr. " + hamDigits(2) + ": Mitschnitt.mp4\nSHA-256: " + hamHex(64) + "\nGesichert am " + hamDate() + " durch KHK Schulz"
		},
		func() (string, string) {
			return "csv", "DOCID,FILENAME,MD5HASH,SHA1HASH\nGLF" + hamDigits(7) + ",email_0001.msg," + hamHex(32) + "," + hamHex(40) + "\nGLF" + hamDigits(7) + ",vertrag.pdf," + hamHex(32) + "," + hamHex(40)
		},
		func() (string, string) {
			return "chat", "Prüfsumme der Exportdatei (sha256sum): " + hamHex(64) + "  export_" + hamDigits(8) + ".zip"
		},
		func() (string, string) {
			return "memo", "Empreinte SHA-256 de la pièce n° " + hamDigits(2) + " : " + hamHex(64) + " (procès-verbal de constat d'huissier)"
		},
		func() (string, string) {
			return "chat", "hash MD5 de la prueba pericial: " + hamHex(32)
		},
		func() (string, string) {
			return "chat", "matter id " + hamUUID() + " in Clio, client id " + hamDigits(8)
		},
		func() (string, string) {
			return "log", "2024-07-03T08:00:1" + hamDigits(1) + "Z INFO request_id=" + hamUUID() + " method=POST path=/v1/filings status=201 duration_ms=" + hamDigits(3)
		},
		func() (string, string) {
			return "log", "X-Request-Id: " + hamHex(32) + "\nX-Correlation-Id: " + hamUUID()
		},
		func() (string, string) {
			return "ci", "Build #" + hamDigits(4) + " (" + hamHex(12) + ") succeeded in 4m 12s\nartifact: fristen-bot-" + hamDigits(1) + "." + hamDigits(2) + "." + hamDigits(1) + ".tar.gz"
		},
		func() (string, string) {
			return "chat", "we're on Relativity Server 2024 patch " + hamDigits(1) + " (build " + hamDigits(2) + "." + hamDigits(1) + "." + hamDigits(3) + "." + hamDigits(1) + "), CiviCRM 5." + hamDigits(2) + ".1"
		},
		func() (string, string) {
			return "yaml", "image: registry.kanzlei-berger.de/fristen-bot@sha256:" + hamHex(64) + "\nreplicas: 2"
		},
		func() (string, string) {
			return "shell", "$ docker pull civicrm/civicrm:5.75-php8.2\n5.75-php8.2: Pulling from civicrm/civicrm\nDigest: sha256:" + hamHex(64) + "\nStatus: Downloaded newer image for civicrm/civicrm:5.75-php8.2"
		},
		func() (string, string) {
			d := base64.StdEncoding.EncodeToString([]byte(hamPick("Sitzung des Stadtrats am Montag", "Rapport annuel 2024 - version finale", "hello from the grants team", "Protokoll der Mitgliederversammlung")))
			return "chat", "the attachment came through as base64: " + d + " — it's just the subject line"
		},
		func() (string, string) {
			return "json", "{\"filename\": \"logo.png\", \"content\": \"iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA" + hamRnd(hamB64, 24) + "\", \"mime\": \"image/png\"}"
		},
		func() (string, string) {
			return "chat", "go.sum says h1:" + hamRnd(hamB64, 43) + "= for golang.org/x/text v0.14.0"
		},
		func() (string, string) {
			return "json", "\"integrity\": \"sha512-" + hamRnd(hamB64, 86) + "==\""
		},
		func() (string, string) {
			return "notes", "Vorgangsnummer " + hamRnd(hamUpNum, 3) + "-" + hamDigits(8) + ", Barcode " + hamDigits(13)
		},
		func() (string, string) {
			return "chat", "ETag: \"" + hamHex(32) + "\" — the document didn't change since yesterday"
		},
		func() (string, string) {
			return "log", "Object uploaded: s3://kanzlei-archiv/2024/" + hamHex(2) + "/" + hamHex(32) + ".pdf (versionId " + hamRnd(alnum, 32) + ")"
		},
		func() (string, string) {
			return "chat", "Sendungsverfolgung Einschreiben: RR" + hamDigits(9) + "DE"
		},
		func() (string, string) {
			return "notes", "Rechnungsnummer " + hamDigits(4) + "-" + hamDigits(5) + " · Kundennummer K" + hamDigits(7) + " · Lizenz " + hamRnd(hamUpNum, 5) + "-" + hamRnd(hamUpNum, 5)
		},
		func() (string, string) {
			return "chat", "rodei o git bisect e o commit culpado é " + hamHex(10)
		},
		func() (string, string) {
			return "markdown", "| Datei | SHA-1 |\n|---|---|\n| klage.pdf | " + hamHex(40) + " |\n| anlage_k1.pdf | " + hamHex(40) + " |"
		},
		func() (string, string) {
			return "log", "Transaction " + hamHex(16) + " committed, lsn=" + hamHex(8) + "/" + hamHex(8)
		},
		func() (string, string) {
			return "chat", "تم حفظ الدليل الرقمي ببصمة SHA-256: " + hamHex(64)
		},
		func() (string, string) {
			return "chat", "Azure tenant " + hamUUID() + ", subscription " + hamUUID() + " (both are just ids)"
		},
		func() (string, string) {
			return "notes", "Sentry issue " + hamHex(32) + " — NullPointerException in FristenRechner.java:88"
		},
		func() (string, string) {
			return "chat", "numero di protocollo " + hamDigits(7) + " del " + hamDate() + ", hash del documento " + hamHex(64)
		},
		func() (string, string) {
			return "log", "kernel: EXT4-fs (sdb1): mounted filesystem " + hamUUID() + " r/w with ordered data mode"
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-hash-id", f, t))
	}
	return out
}

func hamPublicTraps(n int) []Sample {
	type gen func() (format, text string)
	gens := []gen{
		func() (string, string) {
			return "chat", "my public key for the jump host: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hamRnd(hamB64, 43) + " " + hamUser() + "@laptop"
		},
		func() (string, string) {
			return "notes", "authorized_keys on wahl-srv01:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + hamRnd(hamB64, 180) + " deploy@ci"
		},
		func() (string, string) {
			body := hamPEMBody(6, "MIID")
			return "pem", "Zertifikat des Gerichtspostfachs (öffentlich):\n-----BEGIN CERTIFICATE-----\n" + strings.Join(body, "\n") + "\n-----END CERTIFICATE-----"
		},
		func() (string, string) {
			body := hamPEMBody(4, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA")
			return "pem", "-----BEGIN PUBLIC KEY-----\n" + strings.Join(body, "\n") + "\n-----END PUBLIC KEY-----"
		},
		func() (string, string) {
			return "javascript", "// publishable key, safe in the browser\nconst stripe = Stripe('pk_live_" + hamRnd(alnum, 99) + "');"
		},
		func() (string, string) {
			return "html", "<div class=\"g-recaptcha\" data-sitekey=\"6L" + hamRnd(b64url, 38) + "\"></div>"
		},
		func() (string, string) {
			return "chat", "PGP-Fingerprint der Whistleblower-Stelle: " + strings.ToUpper(hamHex(4)+" "+hamHex(4)+" "+hamHex(4)+" "+hamHex(4)+" "+hamHex(4)+"  "+hamHex(4)+" "+hamHex(4)+" "+hamHex(4)+" "+hamHex(4)+" "+hamHex(4))
		},
		func() (string, string) {
			return "chat", "host key fingerprint: SHA256:" + hamRnd(hamB64, 43) + " (ED25519) — please verify before connecting"
		},
		func() (string, string) {
			return "notes", "SecureDrop onion address: " + hamRnd(lower+"234567", 56) + ".onion"
		},
		func() (string, string) {
			return "html", "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-" + hamRnd(hamUpNum, 10) + "\"></script>"
		},
		func() (string, string) {
			return "env", "NEXT_PUBLIC_MATOMO_SITE_ID=" + hamDigits(1) + "\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_" + hamRnd(alnum, 40)
		},
		func() (string, string) {
			return "json", "{\n  \"kty\": \"RSA\",\n  \"use\": \"sig\",\n  \"kid\": \"" + hamRnd(b64url, 22) + "\",\n  \"e\": \"AQAB\",\n  \"n\": \"" + hamRnd(b64url, 120) + "\"\n}"
		},
		func() (string, string) {
			return "chat", "Zertifikats-Seriennummer " + strings.ToUpper(hamHex(2)+":"+hamHex(2)+":"+hamHex(2)+":"+hamHex(2)+":"+hamHex(2)+":"+hamHex(2)) + ", gültig bis 2026"
		},
		func() (string, string) {
			return "yaml", "oauth:\n  client_id: " + hamDigits(12) + "-" + hamRnd(lower+digits, 32) + ".apps.googleusercontent.com\n  redirect_uri: https://crm.greenleaf.org/oauth/callback"
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t := gens[i%len(gens)]()
		out = append(out, hamTrap("trap-public", f, t))
	}
	return out
}
