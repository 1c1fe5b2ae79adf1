package main

import (
	"fmt"
	"strings"
)

// Lithuanian offices: VMI, Sodra, Rivilė, B1.lt, Paysera, biuro kodai.

func hdjLTGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			p, pw := hdjWho("lt"), hdjPw("lt")
			t := fmt.Sprintf("Labas, %s! Tavo prisijungimai prie kompiuterio ir pašto:\nvartotojas: %s\nslaptažodis: %s\nPirmą kartą prisijungus sistema paprašys pasikeisti slaptažodį.", p.First, p.User, pw)
			return hdjSec("initial-password", "chat", t, []string{pw}, p.User)
		},
		func() Sample {
			p, pw := hdjWho("lt"), hdjPw("lt")
			t := fmt.Sprintf("Sveiki,\n\nSodros EDAS prisijungimas įmonės vardu (kol grįšiu iš atostogų):\nnaudotojas: %s\nslaptažodis: %s\n\n1-SD pranešimą reikia pateikti dar šiandien, kitą savaitę – SAM.\n\nPagarbiai,\n%s", p.User, pw, hdjWho("lt").Full)
			return hdjSec("tax-portal-password", "mail", t, []string{pw}, p.User)
		},
		func() Sample {
			door, alarm := hdjCode(hdjN(4, 5)), hdjCode(4)
			st := hdjPick("Gedimino pr.", "Konstitucijos pr.", "Laisvės al.", "Savanorių pr.") + " " + fmt.Sprint(hdjN(2, 150))
			t := fmt.Sprintf("Biuras: %s\nDurų kodas: %s\nSignalizacijos kodas: %s\nPaskutinis išeinantis įjungia signalizaciją!", st, door, alarm)
			if hdjChance(55) {
				t = hdjDrop(t, "Signalizacijos kodas: "+alarm, "Signalizacijos kodą žino administratorė")
				return hdjSec("door-code", "note", t, []string{door}, st)
			}
			return hdjSec("door-alarm-code", "note", t, []string{door, alarm}, st)
		},
		func() Sample {
			p, pw := hdjWho("lt"), hdjPw("lt")
			n := hdjN(1000, 99999)
			t := fmt.Sprintf("Užklausa Nr. %d\nTema: neprisijungia prie Rivilės GAMA\nVartotojas: %s\n\nLaba diena, Rivilė rašo \"neteisingas slaptažodis\", nors vedu %s kaip visada. Gal pasikeitė kas po atnaujinimo? Reikia išrašyti sąskaitas iki pietų.", n, p.User, pw)
			return hdjSec("app-password", "ticket", t, []string{pw}, p.User, fmt.Sprintf("Nr. %d", n))
		},
		func() Sample {
			b1, pay := hdjRnd(hdjAN, hdjN(32, 40)), hdjHex(32)
			pid := hdjRnd(hdjDg, 6)
			t := fmt.Sprintf("Perdavimas atostogoms (%s)\n\n1. B1.lt API raktas integracijai su e. parduotuve: %s\n2. Paysera projektas %s, projekto slaptažodis: %s\n3. Sąskaitas faktūras i.SAF pateikti iki 20 d.\n4. Klausimai – %s", hdjDate(), b1, pid, pay, hdjPhone("lt"))
			return hdjSec("handover-api-keys", "handover", t, []string{b1, pay}, pid)
		},
		func() Sample {
			pid, pw := hdjRnd(hdjDg, 6), hdjHex(32)
			t := fmt.Sprintf("# Paysera mokėjimai\nPAYSERA_PROJECT_ID=%s\nPAYSERA_SIGN_PASSWORD=%s\nPAYSERA_TEST=0\nPAYSERA_ACCEPT_URL=https://%s/apmokejimas/sekmingas\n", pid, pw, hdjCo("lt").Domain)
			return hdjSec("payment-sign-password", "env", t, []string{pw}, pid)
		},
		func() Sample {
			o, pw := hdjCo("lt"), hdjPw("lt")
			id, sec := hdjAWSID(), hdjAWSSecret()
			u := "saskaitos@" + o.Domain
			t := fmt.Sprintf("mail:\n  username: %s\n  password: '%s'\n  host: smtp.%s\nsaskaitu_archyvas:\n  bucket: %s-saskaitos\n  region: eu-north-1\n  access_key_id: %s\n  secret_access_key: %s\n", u, pw, o.Domain, strings.Split(o.Domain, ".")[0], id, sec)
			if hdjChance(50) {
				t = hdjDrop(t, "  password: '"+pw+"'\n", "  password: '${SMTP_PASSWORD}'\n")
				return hdjSec("aws-keys", "yaml", t, []string{id, sec}, u)
			}
			return hdjSec("mixed-credentials", "yaml", t, []string{pw, id, sec}, u)
		},
		func() Sample {
			o, pw := hdjCo("lt"), hdjPw("lt")
			ssid := strings.Split(o.Name, " ")[1] + hdjPick("-Sveciai", "_Guest", "-WiFi")
			t := fmt.Sprintf("Svečių WiFi: %s\nSlaptažodis: %s\n(Vidinio tinklo slaptažodžio svečiams neduokite)", ssid, pw)
			return hdjSec("wifi-key", "note", t, []string{pw}, ssid)
		},
		func() Sample {
			code := hdjCode(hdjN(5, 6))
			t := fmt.Sprintf("SUSIRINKIMO PROTOKOLAS %s\nDalyvavo: %s, %s, %s\n\n1. Metinė finansinė atskaitomybė – iki gegužės.\n2. Seifo kodas pakeistas į %s, žino tik direktorius ir vyr. buhalterė.\n3. Nauji kompiuteriai buhalterijai – užsakyti.", hdjDate(), hdjWho("lt").Full, hdjWho("lt").Full, hdjWho("lt").Full, code)
			return hdjSec("safe-code", "meeting-notes", t, []string{code})
		},
		func() Sample {
			pw := hdjPwURL("lt")
			host := "nas." + hdjCo("lt").Domain
			t := fmt.Sprintf("$ curl -s -u admin:%s https://%s/api/v2/backup/status | jq .\n{\n  \"last_run\": \"%sT02:00:04Z\",\n  \"status\": \"ok\",\n  \"size_gb\": %d\n}", pw, host, hdjDate(), hdjN(40, 900))
			return hdjSec("basic-auth-password", "shell", t, []string{pw}, host)
		},
		func() Sample {
			pin1, pin2 := hdjCode(4), hdjCode(5)
			t := fmt.Sprintf("Eglė, pasirašyk už mane sutartį per Dokobit, telefonas ant stalo. Smart-ID PIN1 %s, PIN2 %s. Po to ištrink žinutę", pin1, pin2)
			if hdjChance(55) {
				t = hdjDrop(t, "Smart-ID PIN1 "+pin1+", PIN2 "+pin2, "Smart-ID PIN2 "+pin2)
				return hdjSec("smart-id-pin", "chat", t, []string{pin2})
			}
			return hdjSec("smart-id-pin", "chat", t, []string{pin1, pin2})
		},
		func() Sample {
			tok := hdjSlackBot()
			t := fmt.Sprintf("{\n  \"ataskaitos\": {\n    \"kanalas\": \"#buhalterija\",\n    \"slack_token\": \"%s\",\n    \"laikas\": \"08:00\"\n  }\n}", tok)
			return hdjSec("slack-token", "json", t, []string{tok})
		},
		func() Sample {
			h := hdjDiscordHook()
			t := fmt.Sprintf("diff --git a/src/pranesimai.js b/src/pranesimai.js\n@@ -1,4 +1,5 @@\n const axios = require('axios');\n+const DISCORD_WEBHOOK = '%s';\n \n async function pranesk(tekstas) {\n", h)
			return hdjSec("discord-webhook", "diff", t, []string{h})
		},
		func() Sample {
			codes := hdjRecovery(hdjN(2, 3))
			t := fmt.Sprintf("Microsoft 365 atsarginiai kodai – %s\n(laikyti seife)\n%s\n", hdjWho("lt").Full, strings.Join(codes, "\n"))
			return hdjSec("recovery-codes", "note", t, codes)
		},
		func() Sample {
			sess := hdjRnd(hdjUp+hdjDg, 32)
			host := "portalas." + hdjCo("lt").Domain
			t := fmt.Sprintf("Kodėl šitas neveikia? Kopijavau iš naršyklės:\n\ncurl 'https://%s/ataskaitos/eksportas?men=%d' \\\n  -H 'Accept: text/csv' \\\n  -H 'Cookie: lang=lt; JSESSIONID=%s' \\\n  --compressed", host, hdjN(1, 12), sess)
			return hdjSec("session-cookie", "shell", t, []string{sess}, host)
		},
	}
}
