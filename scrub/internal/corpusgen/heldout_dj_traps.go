package main

import (
	"fmt"
	"strings"
)

// Traps in Finnish and Estonian: texts near the secrets' shapes with no secret in them.

func hdjTrapGensA() []hdjGen {
	return []hdjGen{
		func() Sample {
			t := fmt.Sprintf("Salasanakäytäntö %s alkaen:\n- vähintään %d merkkiä\n- iso ja pieni kirjain, numero ja erikoismerkki\n- samaa salasanaa ei voi käyttää uudelleen %d kertaan\n- salasana vaihdetaan %d päivän välein\nKysymykset: it@%s", hdjDate(), hdjN(12, 16), hdjN(5, 10), []int{90, 120, 180}[rng.IntN(3)], hdjCo("fi").Domain)
			return hdjTrap("trap-password-policy", "wiki", t)
		},
		func() Sample {
			p := hdjWho("fi")
			t := fmt.Sprintf("Hei %s, nollasin salasanasi. Saat kertakäyttöisen linkin sähköpostiin %s@%s, linkki on voimassa tunnin. Jos ei tule, katso roskaposti.", p.First, p.User, hdjCo("fi").Domain)
			return hdjTrap("trap-password-reset", "chat", t)
		},
		func() Sample {
			o := hdjCo("fi")
			t := fmt.Sprintf("LASKU %d\n%s\nY-tunnus: %s\nALV-tunnus: %s\n\nSumma: %d,%02d EUR\nEräpäivä: %d.%d.%d\nTilinumero: %s\nBIC: %s\nViitenumero: %s %s\n", hdjN(1000, 99999), o.Name, hdjRegCode("fi"), hdjVAT("fi"), hdjN(20, 9000), hdjN(0, 99), hdjN(1, 28), hdjN(1, 12), hdjN(2024, 2026), hdjIBAN("fi"), hdjPick("OKOYFIHH", "NDEAFIHH", "DABAFIHH"), hdjRnd(hdjDg, 5), hdjRnd(hdjDg, 5))
			return hdjTrap("trap-invoice", "mail", t)
		},
		func() Sample {
			t := "# .env.example – kopioi tiedostoksi .env ja täytä omat arvot\nNETVISOR_URL=https://integration.netvisor.fi\nNETVISOR_SENDER=" + hdjPick("Laskutusbotti", "PalkkaSync", "Tilitin", "Kuittiskanneri") + "\nNETVISOR_CUSTOMER_ID=<asiakastunnus>\nNETVISOR_CUSTOMER_KEY=<oma-avain-tähän>\nNETVISOR_PARTNER_KEY=changeme  # vaihda tämä!\n"
			if hdjChance(50) {
				t = strings.Replace(t, "<oma-avain-tähän>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 1)
			}
			return hdjTrap("trap-env-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Tiketti #%d suljettu\nRatkaisu: käyttäjän %s salasana vaihdettu ja tili avattu lukituksesta. Uusi väliaikainen salasana toimitettu tekstiviestillä numeroon %s.\nKäsittelijä: %s", hdjN(10000, 99999), hdjWho("fi").User, hdjPhone("fi"), hdjWho("fi").Full)
			return hdjTrap("trap-ticket-closed", "ticket", t)
		},
		func() Sample {
			t := hdjPick(
				"Ovikoodi on sama kuin ennen remonttia, kysy Annalta jos et muista. Hälytyksen koodi tulee sulle tekstarilla.",
				"Uusi ovikoodi jaetaan maanantaina henkilökohtaisesti, ei sähköpostilla eikä Teamsissa.",
				"Hälytyskoodi vaihtuu 1.6. – uusi koodi kerrotaan aamupalaverissa, älä kirjoita sitä mihinkään.")
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-code-no-value", "chat", t)
		},
		func() Sample {
			o := hdjCo("fi")
			t := fmt.Sprintf("| Tieto | Arvo |\n|---|---|\n| Yritys | %s |\n| Y-tunnus | %s |\n| ALV-numero | %s |\n| Tili | %s |\n| Puhelin | %s |\n| Verkkolaskuosoite | 0037%s |\n| Operaattori | %s |\n", o.Name, hdjRegCode("fi"), hdjVAT("fi"), hdjIBAN("fi"), hdjPhone("fi"), hdjRnd(hdjDg, 8), hdjPick("Maventa (003721291126)", "Apix (003723327487)", "Basware (BAWCFI22)"))
			return hdjTrap("trap-company-ids", "markdown-table", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s INFO  netvisor-sync GET /salesinvoicelist.nv status=200 request_id=%s duration_ms=%d\n%s INFO  netvisor-sync trace_id=%s span_id=%s invoices=%d", hdjClock(), hdjUUID(), hdjN(80, 900), hdjClock(), hdjHex(32), hdjHex(16), hdjN(0, 60))
			return hdjTrap("trap-request-ids", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("procountor:\n  base_url: https://api.procountor.com/api\n  client_id: %sClient\n  client_secret: ${PROCOUNTOR_CLIENT_SECRET}\n  api_key: ${PROCOUNTOR_API_KEY}\n  redirect_uri: https://kirjanpito.%s/oauth/callback\n  company_id: %d\n", hdjPick("tilitoimistoLahtinen", "kallioRakennus", "saimaanSahko"), hdjCo("fi").Domain, hdjN(10000, 99999))
			return hdjTrap("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Versio %d.%d.%d julkaistu %s\n\n- Korjattu ALV-erittely (commit %s)\n- Uusi raportti: myyntireskontra\n- Docker image: ghcr.io/%s/laskutus@sha256:%s", hdjN(1, 4), hdjN(0, 20), hdjN(0, 9), hdjDate(), hdjHex(40), hdjPick("kallio", "lahtinen", "pohjola"), hdjHex(64))
			return hdjTrap("trap-release-notes", "changelog", t)
		},
		func() Sample {
			t := fmt.Sprintf("%sID-kaardi PIN-koodid: PIN1 on neljakohaline, PIN2 viiekohaline. Kui sisestad PIN-i 3 korda valesti, läheb kood lukku ja vaja on PUK-koodi, mis on koodiümbrikus. %s", hdjPick("", "KKK: ", "Meeldetuletus uutele töötajatele: ", "NB! "), hdjPick("Kui ümbrik on kadunud, saab uued koodid PPA teenindusest.", "PUK-koodi ei saa IT-osakond taastada.", "Uued koodid saab tellida "+hdjPick("Tallinna", "Tartu", "Pärnu")+" teenindusest, kaasa võta ID-kaart."))
			return hdjTrap("trap-pin-talk", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("Dear %s,\n\nyour e-Residency digi-ID is ready for pickup at the %s. Application number: %s. Please bring your passport. The PIN envelope will be handed to you together with the card.\n\nRepublic of Estonia e-Residency", hdjPick("Luca", "Sofia", "Daniel", "Aiko"), hdjPick("Estonian Embassy in Helsinki", "Tallinn service point", "Estonian Embassy in Riga"), "ER"+hdjRnd(hdjDg, 8))
			return hdjTrap("trap-e-residency", "mail", t)
		},
		func() Sample {
			o := hdjCo("ee")
			t := fmt.Sprintf("ARVE nr %d\n%s\nRegistrikood: %s\nKMKR: %s\nSumma koos KM-ga: %d,%02d EUR\nMaksetähtaeg: %s\nArvelduskonto: %s (%s)\nViitenumber: %s\n", hdjN(100, 9999), o.Name, hdjRegCode("ee"), hdjVAT("ee"), hdjN(20, 9000), hdjN(0, 99), hdjDate(), hdjIBAN("ee"), hdjPick("Swedbank", "SEB", "LHV", "Coop Pank"), hdjRnd(hdjDg, hdjN(7, 11)))
			return hdjTrap("trap-invoice", "mail", t)
		},
		func() Sample {
			t := hdjPick(
				"MERIT_API_URL=https://aktiva.merit.ee/api/v2\nMERIT_API_ID=sinu_api_id\nMERIT_API_KEY=sinu_api_võti_siia\n",
				"# täida oma väärtustega, ära commiti päris võtmeid\nMERIT_API_ID=\nMERIT_API_KEY=\n",
				"MONTONIO_ACCESS_KEY=<access-key>\nMONTONIO_SECRET_KEY=<secret-key>\nMONTONIO_SANDBOX=true\n")
			t += fmt.Sprintf("APP_URL=https://%s.%s\n", hdjPick("pood", "arved", "portaal"), hdjCo("ee").Domain)
			return hdjTrap("trap-env-placeholder", "env", t)
		},
		func() Sample {
			p := hdjWho("ee")
			t := fmt.Sprintf("Merit Aktiva\nKasutaja: %s\nParool: ******** (vaata Bitwardenist, kaust \"Raamatupidamine\")\nVolitused: ostuarved, pearaamat", p.User)
			return hdjTrap("trap-masked-password", "note", t)
		},
		func() Sample {
			t := hdjPick(
				"Пароль должен быть не короче 12 символов и не совпадать с тремя предыдущими. Менять пароль нужно каждые 90 дней.",
				"Я сбросил тебе пароль, новый придёт по СМС. Если не придёт – позвони в IT.",
				"Код от двери поменяли, спроси у Марины. По почте код не присылаем.")
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Omniva: Teie pakk %s on teel. Jälgi: https://minu.omniva.ee/track/%s. Kättesaamisel näita isikut tõendavat dokumenti.", "CC"+hdjRnd(hdjDg, 9)+"EE", "CC"+hdjRnd(hdjDg, 9)+"EE")
			return hdjTrap("trap-tracking-number", "sms", t)
		},
		func() Sample {
			acct := hdjRnd(hdjDg, 12)
			t := fmt.Sprintf("Deploy märkmed:\n- konto: %s (eu-north-1)\n- roll: arn:aws:iam::%s:role/arved-deploy\n- bucket: arn:aws:s3:::%s-arved\n- KMS võti: arn:aws:kms:eu-north-1:%s:key/%s\nVõtmeid ei hoita serveris, kasutame IAM rolli.", acct, acct, hdjPick("pohjala", "tartu", "kalev"), acct, hdjUUID())
			return hdjTrap("trap-arn", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("# ~/.ssh/authorized_keys @ raamat-01\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@%s\n", hdjRnd(hdjB64, 43), hdjWho("ee").User, hdjRnd(hdjB64, 120), hdjWho("ee").User, hdjCo("ee").Domain)
			return hdjTrap("trap-public-key", "config", t)
		},
		func() Sample {
			t := fmt.Sprintf("Kõik API võtmed (Merit, Montonio, Zone) roteeritakse reedel kell %s. Uued võtmed lähevad Vaulti teele secret/data/raamatupidamine, rakendused loevad need ise. Vanad võtmed kehtivad veel 24h.", hdjClock())
			return hdjTrap("trap-rotation-talk", "meeting-notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("Pöördumine #%d lahendatud\nKasutaja %s parool lähtestatud, ajutine parool saadetud SMS-iga. Arvuti %s (seerianr %s) sai uue VPN-profiili.", hdjN(1000, 9999), hdjWho("ee").User, "TLN-LT-"+hdjRnd(hdjDg, 3), hdjRnd(hdjUp+hdjDg, 10))
			return hdjTrap("trap-ticket-closed", "ticket", t)
		},
		func() Sample {
			t := hdjPick(
				"Vieraverkon salasana on taukotilan seinällä kahvinkeittimen vieressä.",
				"Külaliste WiFi parool on kirjas vastuvõtu leti peal olevas raamis.",
				"Viesu WiFi parole ir uz kartītes pie reģistratūras.",
				"Svečių WiFi slaptažodis – ant lipduko prie virtuvės durų.")
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-wifi-no-value", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("<Finvoice Version=\"3.0\">\n  <SellerPartyDetails>\n    <SellerPartyIdentifier>%s</SellerPartyIdentifier>\n    <SellerOrganisationName>%s</SellerOrganisationName>\n  </SellerPartyDetails>\n  <EpiDetails>\n    <EpiAccountID IdentificationSchemeName=\"IBAN\">%s</EpiAccountID>\n    <EpiRemittanceInfoIdentifier>%s</EpiRemittanceInfoIdentifier>\n  </EpiDetails>\n</Finvoice>", hdjRegCode("fi"), hdjCo("fi").Name, strings.ReplaceAll(hdjIBAN("fi"), " ", ""), hdjRnd(hdjDg, 10))
			return hdjTrap("trap-e-invoice", "xml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Bränditunnus: pääväri #%s, korostus #%s, tausta #%s. Fontti Inter %d/%d. Logo: https://%s/brand/logo.svg", strings.ToUpper(hdjHex(6)), strings.ToUpper(hdjHex(6)), strings.ToUpper(hdjHex(6)), hdjN(12, 16), hdjN(18, 24), hdjCo("fi").Domain)
			return hdjTrap("trap-colours", "wiki", t)
		},
		func() Sample {
			p := hdjWho("ee")
			t := fmt.Sprintf("Tere %s! Sinu Smart-ID konto on loodud. PIN-koodid valisid ise rakenduses – neid ei tea keegi peale sinu ja neid ei küsita kunagi telefoni ega e-posti teel.\n\nKonto loodud: %s %s", p.First, hdjDate(), hdjClock())
			return hdjTrap("trap-pin-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Ostutellimus %s\nKliendinumero: %s\nToimitus: %s\nSeurantakoodi: JJFI%s\nLaskun viite: RF%s %s %s", "PO-"+hdjRnd(hdjDg, 6), hdjRnd(hdjDg, 8), hdjDate(), hdjRnd(hdjDg, 16), hdjRnd(hdjDg, 2), hdjRnd(hdjDg, 4), hdjRnd(hdjDg, 4))
			return hdjTrap("trap-order-ids", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Kassakaapin koodi vaihdetaan %s. Uuden koodin saa toimitusjohtajalta, sitä ei kirjoiteta Teamsiin eikä sähköpostiin.", hdjDate())
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-code-no-value", "chat", t)
		},
	}
}
