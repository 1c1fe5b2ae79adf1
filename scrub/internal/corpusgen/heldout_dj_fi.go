package main

import (
	"fmt"
	"strings"
)

// Finnish offices: tilitoimisto, pankkiyhteydet, ovikoodit, IT-tiketit.

func hdjFIGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			p, boss, o, pw := hdjWho("fi"), hdjWho("fi"), hdjCo("fi"), hdjPw("fi")
			t := fmt.Sprintf("Moi %s!\n\nTervetuloa taloon. Sun tunnukset %s:n verkkoon:\n\nkäyttäjätunnus: %s\nsalasana: %s\n\nVaihda salasana ekalla kirjautumisella (Ctrl+Alt+Del > Vaihda salasana). Ohjeet löytyy intrasta kohdasta Perehdytys.\n\nt. %s", p.First, o.Name, p.User, pw, boss.First)
			return hdjSec("initial-password", "chat", t, []string{pw}, p.User)
		},
		func() Sample {
			p, o := hdjWho("fi"), hdjCo("fi")
			door, alarm := hdjCode(hdjN(4, 6)), hdjCode(4)
			addr := hdjPick("Hämeenkatu", "Aleksanterinkatu", "Kauppakatu", "Puistokatu") + " " + fmt.Sprint(hdjN(2, 40)) + " " + hdjPick("A", "B", "C")
			t := fmt.Sprintf("Aihe: Toimiston koodit maanantaista alkaen\n\nHei %s,\n\ntoimisto (%s, %s krs) aukeaa klo 7.30. Ulko-oven koodi on %s ja hälytyksen saa pois päältä koodilla %s, paina sen jälkeen OFF. Jos hälytys menee päälle, soita Securitakselle ja kerro asiakasnumero.\n\nTerveisin\n%s", p.First, addr, fmt.Sprint(hdjN(2, 6)), door, alarm, o.Name)
			if hdjChance(55) {
				t = hdjDrop(t, " ja hälytyksen saa pois päältä koodilla "+alarm+", paina sen jälkeen OFF", ", hälytyskoodin saat tekstiviestillä")
				return hdjSec("door-code", "mail", t, []string{door}, addr)
			}
			return hdjSec("door-alarm-code", "mail", t, []string{door, alarm}, addr)
		},
		func() Sample {
			p, pw := hdjWho("fi"), hdjPw("fi")
			n := hdjN(10000, 99999)
			sys := hdjPick("Netvisor", "Procountor", "Fennoa", "Visma Nova")
			t := fmt.Sprintf("Tiketti #%d\nAihe: %s ei päästä sisään\nLähettäjä: %s\n\nMoi, en pääse kirjautumaan %siin. Tunnus on %s ja salasana %s, se toimi vielä perjantaina. Tuleeko tää jostain päivityksestä? Palkat pitäisi ajaa tänään.\n\nPrioriteetti: Korkea", n, sys, p.Full, sys, p.User, pw)
			return hdjSec("app-password", "ticket", t, []string{pw}, fmt.Sprintf("#%d", n), p.User)
		},
		func() Sample {
			p := hdjWho("fi")
			pw1, pw2 := hdjPw("fi"), hdjPw("fi")
			bankUser := hdjRnd(hdjDg, 8)
			bank := hdjPick("OP", "Nordea", "Danske Bank", "S-Pankki", "Aktia")
			t := fmt.Sprintf("LOMASIJAISELLE (%s)\n\n- Procountor: tunnus %s, salasana %s\n- %s yritysverkkopankki: käyttäjätunnus %s, salasana %s, tunnusluvut tulee sovellukseen mun työpuhelimeen (puhelin laatikossa)\n- Alv-ilmoitus OmaVerossa 12. päivä\n- Ostolaskut hyväksyy Timo, ei minä\n\nKiitos ja hyvää kesää!", hdjDate(), p.User, pw1, bank, bankUser, pw2)
			if hdjChance(55) {
				t = hdjDrop(t, ", salasana "+pw2+",", ", salasana sinetöidyssä kirjekuoressa kassakaapissa,")
				return hdjSec("handover-passwords", "handover", t, []string{pw1}, p.User, bankUser)
			}
			return hdjSec("handover-passwords", "handover", t, []string{pw1, pw2}, p.User, bankUser)
		},
		func() Sample {
			ck, pk := strings.ToUpper(hdjHex(32)), hdjHex(32)
			cid := "FI_" + hdjRnd(hdjDg, 5) + "_" + hdjRnd(hdjDg, 3)
			t := fmt.Sprintf("# Netvisor-integraatio (tuotanto)\nNETVISOR_URL=https://integration.netvisor.fi\nNETVISOR_SENDER=%s\nNETVISOR_CUSTOMER_ID=%s\nNETVISOR_CUSTOMER_KEY=%s\nNETVISOR_PARTNER_ID=Pal_%s\nNETVISOR_PARTNER_KEY=%s\nNETVISOR_LANGUAGE=FI\n", hdjPick("Laskutusbotti", "PalkkaSync", "Tilitin"), cid, ck, hdjRnd(hdjDg, 3), pk)
			return hdjSec("accounting-api-key", "env", t, []string{ck, pk}, cid)
		},
		func() Sample {
			cs, ak := hdjRnd(hdjAN, hdjN(30, 40)), hdjRnd(hdjAN+"$.", hdjN(40, 60))
			cli := hdjPick("tilitoimistoLahtinen", "kallioRakennusTEST", "pohjolaLogistiikka") + "Client"
			t := fmt.Sprintf("procountor:\n  environment: production\n  base_url: https://api.procountor.com/api\n  client_id: %s\n  client_secret: %s\n  redirect_uri: https://kirjanpito.%s/oauth/callback\n  api_key: %s\n  company_id: %d\n", cli, cs, hdjCo("fi").Domain, ak, hdjN(10000, 99999))
			if hdjChance(55) {
				t = hdjDrop(t, "  api_key: "+ak+"\n", "")
				return hdjSec("oauth-client-secret", "yaml", t, []string{cs}, cli)
			}
			return hdjSec("oauth-client-secret", "yaml", t, []string{cs, ak}, cli)
		},
		func() Sample {
			o, pw := hdjCo("fi"), hdjPw("fi")
			ssid := strings.Split(o.Name, " ")[0] + hdjPick("-Vieras", "_Guest", "-WLAN", "Vieraat")
			t := fmt.Sprintf("%s %s: vierasverkko on %s ja salasana %s 👍 asiakkaille saa antaa, mutta ei sisäverkon salasanaa", hdjClock(), hdjWho("fi").First, ssid, pw)
			return hdjSec("wifi-key", "chat", t, []string{pw}, ssid)
		},
		func() Sample {
			code := hdjCode(hdjN(5, 6))
			t := fmt.Sprintf("PALAVERIMUISTIO %s\nLäsnä: %s, %s, %s\n\n1. Tilinpäätösaikataulu – luonnos valmis 15.3.\n2. Kassakaappi: koodi vaihdettu, uusi koodi %s. Koodi vain hallinnolle.\n3. Uusi tulostin tulee ensi viikolla\n4. Seuraava palaveri ti klo 9", hdjDate(), hdjWho("fi").First, hdjWho("fi").First, hdjWho("fi").First, code)
			return hdjSec("safe-code", "meeting-notes", t, []string{code})
		},
		func() Sample {
			u, pw, host := hdjPick("kirjanpito", "raportointi", "laskutus"), hdjPwURL("fi"), "db"+fmt.Sprint(hdjN(1, 4))+"."+hdjCo("fi").Domain
			t := fmt.Sprintf("$ ssh admin@%s\nLast login: %s %s from %s\nadmin@db:~$ mysql -h 127.0.0.1 -u %s -p'%s' %s_db\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1049 (42000): Unknown database '%s_db'", host, hdjDate(), hdjClock(), hdjIP(), u, pw, u, u)
			return hdjSec("db-password", "shell", t, []string{pw}, host)
		},
		func() Sample {
			tk := hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4)
			bank := hdjPick("OP", "Nordea", "Danske Bank")
			t := fmt.Sprintf("Hei,\n\n%s lähetti Web Services -kanavan siirtotunnuksen. Tarvitaan varmenteen hakuun Tilitin-ohjelmaan:\n\nSopimusnumero: %s\nSiirtotunnus: %s\n\nTunnus on voimassa 7 vrk. Tee haku mielellään tänään.\n\n-%s", bank, hdjRnd(hdjDg, 9), tk, hdjWho("fi").First)
			return hdjSec("bank-transfer-key", "mail", t, []string{tk})
		},
		func() Sample {
			pw, ip := hdjPw("fi"), "192.168."+fmt.Sprint(hdjN(0, 20))+"."+fmt.Sprint(hdjN(10, 99))
			t := fmt.Sprintf("## Tulostin (Kyocera, 2. krs)\n\nHallintapaneeli: https://%s\n\n| Kenttä | Arvo |\n|---|---|\n| Käyttäjä | Admin |\n| Salasana | %s |\n| Skannaus kansioon | \\\\nas\\skannaus |\n\nJos paperi jumittaa, avaa luukku B.", ip, pw)
			return hdjSec("device-password", "wiki", t, []string{pw}, ip)
		},
		func() Sample {
			codes := hdjRecovery(hdjN(2, 3))
			t := "Microsoft 365 -varakoodit (" + hdjWho("fi").Full + ")\nSäilytä kassakaapissa, älä kuvaa!\n\n"
			for i, c := range codes {
				t += fmt.Sprintf("%d. %s\n", i+1, c)
			}
			return hdjSec("recovery-codes", "note", t, codes)
		},
		func() Sample {
			sk := hdjStripe()
			t := fmt.Sprintf("# verkkokauppa/maksut.py\nimport stripe\n\n# TODO siirrä ympäristömuuttujaan ennen julkaisua\nstripe.api_key = \"%s\"\n\ndef luo_maksu(summa_senteissa, tilausnumero):\n    return stripe.PaymentIntent.create(\n        amount=summa_senteissa,\n        currency=\"eur\",\n        metadata={\"tilaus\": tilausnumero},\n    )\n", sk)
			return hdjSec("stripe-secret-key", "code", t, []string{sk})
		},
		func() Sample {
			p, pw := hdjWho("fi"), hdjPw("fi")
			t := fmt.Sprintf("%s %s WARN  [auth] kirjautuminen epäonnistui: user=%s password=%s ip=%s attempts=%d\n%s %s INFO  [auth] lukitus 15 min käyttäjälle %s", hdjDate(), hdjClock(), p.User, pw, hdjIP(), hdjN(3, 5), hdjDate(), hdjClock(), p.User)
			return hdjSec("logged-password", "log", t, []string{pw}, p.User)
		},
		func() Sample {
			a, b := hdjWho("fi"), hdjWho("fi")
			pw1, pw2 := hdjPw("fi"), hdjPw("fi")
			t := fmt.Sprintf("palvelu;käyttäjä;salasana;huom\nKesko yritysasiakas;%s;%s;tilaukset\nPosti OmaPosti Pro;%s;%s;lähetykset\nTraficom;-;-;Suomi.fi-valtuudet\n", a.User, pw1, b.User, pw2)
			return hdjSec("password-list", "csv", t, []string{pw1, pw2}, a.User, b.User)
		},
		func() Sample {
			h := hdjSlackHook()
			t := fmt.Sprintf("diff --git a/config/ilmoitukset.env b/config/ilmoitukset.env\nindex %s..%s 100644\n--- a/config/ilmoitukset.env\n+++ b/config/ilmoitukset.env\n@@ -1,3 +1,4 @@\n KANAVA=#laskut\n LAHETTAJA=Laskubotti\n+SLACK_WEBHOOK_URL=%s\n TASO=info\n", hdjHex(7), hdjHex(7), h)
			return hdjSec("slack-webhook", "diff", t, []string{h})
		},
		func() Sample {
			alarm, door := hdjCode(4), hdjCode(hdjN(4, 5))
			t := fmt.Sprintf("Siivooja tulee nyt tiistaisin klo 17. Laitoin hänelle viestin: ovikoodi %s, hälytys pois koodilla %s ja takaisin päälle samalla koodilla kun lähtee. Avain on postilaatikon vieressä olevassa lokerossa.", door, alarm)
			if hdjChance(55) {
				t = hdjDrop(t, ", hälytys pois koodilla "+alarm+" ja takaisin päälle samalla koodilla kun lähtee", " (hälytys on nyt pois käytöstä remontin ajan)")
				return hdjSec("door-code", "chat", t, []string{door})
			}
			return hdjSec("door-alarm-code", "chat", t, []string{door, alarm})
		},
		func() Sample {
			tok := hdjRnd(hdjB64U, hdjN(32, 48))
			p := hdjWho("fi")
			t := fmt.Sprintf("Hei %s,\n\nPyysit salasanan vaihtoa. Voit asettaa uuden salasanan alla olevasta linkistä (voimassa 60 min, toimii kerran):\n\nhttps://asiakas.%s/salasana/uusi?token=%s\n\nJos et pyytänyt vaihtoa, voit ohittaa tämän viestin.", p.First, hdjCo("fi").Domain, tok)
			return hdjSec("reset-link-token", "mail", t, []string{tok})
		},
		func() Sample {
			pin, puk := hdjCode(4), hdjCode(8)
			num := "040 " + hdjRnd(hdjDg, 3) + " " + hdjRnd(hdjDg, 4)
			t := fmt.Sprintf("Uusi työpuhelin %s:lle\nLiittymä: %s (Elisa)\nSIM PIN: %s\nPUK: %s\nLaite: %s, IMEI kirjattu laiterekisteriin", hdjWho("fi").First, num, pin, puk, hdjPick("iPhone 15", "Galaxy A55", "iPhone 13"))
			if hdjChance(55) {
				t = hdjDrop(t, "\nPUK: "+puk, "\nPUK: SIM-kortin muovikehyksessä")
				return hdjSec("sim-pin", "note", t, []string{pin}, num)
			}
			return hdjSec("sim-pin", "note", t, []string{pin, puk}, num)
		},
		func() Sample {
			pw, u := hdjPw("fi"), hdjPick("varmuuskopio", "backup", "veeam")
			share := "\\\\" + hdjPick("nas01", "tiedosto", "srv-fs") + "\\" + hdjPick("Kirjanpito", "Yhteiset", "Backup")
			t := fmt.Sprintf("; Varmuuskopiointi, ajetaan joka yö 02:00\n[lahde]\npolku=C:\\Kirjanpito\\Aineisto\n\n[kohde]\njako=%s\nkayttaja=%s\nsalasana=%s\nsailytys_paivia=30\n", share, u, pw)
			return hdjSec("smb-password", "ini", t, []string{pw}, share)
		},
		func() Sample {
			acct, key := hdjPick("pohjolalogs", "kallioarkisto", "lahtinenliitteet")+hdjRnd(hdjDg, 2), hdjAzureKey()
			t := fmt.Sprintf("{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n  \"Rahtikirjat\": {\n    \"Kontti\": \"rahtikirjat-%d\",\n    \"StorageConnection\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n  }\n}", hdjN(2023, 2026), acct, key)
			return hdjSec("azure-storage-key", "json", t, []string{key}, acct)
		},
		func() Sample {
			c1, c2, c3 := hdjCode(4), hdjCode(4), hdjCode(4)
			t := fmt.Sprintf("Pukuhuoneen kaapit (päivitetty %s)\n\n| Kaappi | Nimi | Koodi |\n|---|---|---|\n| 12 | %s | %s |\n| 13 | %s | %s |\n| 14 | %s | %s |\n", hdjDate(), hdjWho("fi").Full, c1, hdjWho("fi").Full, c2, hdjWho("fi").Full, c3)
			t = hdjDrop(t, "| "+c3+" |", "| (vapaa) |")
			return hdjSec("locker-code", "markdown-table", t, []string{c1, c2})
		},
	}
}
