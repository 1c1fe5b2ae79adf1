package main

import (
	"fmt"
	"strings"
)

// Latvian offices: VID EDS, eParaksts, Jumis/Horizon, biroja kodi.

func hdjLVGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			p, boss, pw := hdjWho("lv"), hdjWho("lv"), hdjPw("lv")
			t := fmt.Sprintf("Sveiki, %s!\n\nTavi piekļuves dati darba datoram un e-pastam:\nlietotājvārds: %s\nparole: %s\n\nLūdzu nomaini paroli pēc pirmās pieslēgšanās. Ja kaut kas nestrādā, raksti IT kanālā.\n\nAr cieņu,\n%s", p.First, p.User, pw, boss.Full)
			return hdjSec("initial-password", "mail", t, []string{pw}, p.User)
		},
		func() Sample {
			u, pw := "EDS"+hdjRnd(hdjDg, 6), hdjPw("lv")
			t := fmt.Sprintf("VID EDS (uzņēmuma konts)\nlietotājs: %s\nparole: %s\nPVN deklarācija līdz 20. datumam, darba devēja ziņojums līdz 17.\nNEDOT TĀLĀK!", u, pw)
			return hdjSec("tax-portal-password", "note", t, []string{pw}, u)
		},
		func() Sample {
			pin1, pin2 := hdjCode(4), hdjCode(hdjN(5, 6))
			t := fmt.Sprintf("Līga, es esmu komandējumā, vajag parakstīt līgumu ar eParaksts mobile. Mans PIN1 (autentifikācijai) ir %s, PIN2 (parakstīšanai) %s. Telefons ir pie tevis, izdzēs ziņu pēc tam 🙏", pin1, pin2)
			if hdjChance(55) {
				t = hdjDrop(t, "Mans PIN1 (autentifikācijai) ir "+pin1+", PIN2", "Mans PIN2")
				return hdjSec("e-signature-pin", "chat", t, []string{pin2})
			}
			return hdjSec("e-signature-pin", "chat", t, []string{pin1, pin2})
		},
		func() Sample {
			door, alarm := hdjCode(4), hdjCode(4)
			street := hdjPick("Brīvības iela", "Elizabetes iela", "Krišjāņa Barona iela", "Tērbatas iela") + " " + fmt.Sprint(hdjN(2, 120))
			t := fmt.Sprintf("Temats: Biroja piekļuve\n\nBirojs: %s, 3. stāvs\nDurvju kods: %s#\nSignalizācijas kods: %s (izslēgt 30 sekunžu laikā)\nAtslēgas no pasta kastītes ir pie Daces.\n", street, door, alarm)
			if hdjChance(55) {
				t = hdjDrop(t, "Signalizācijas kods: "+alarm+" (izslēgt 30 sekunžu laikā)", "Signalizācija šobrīd netiek lietota")
				return hdjSec("door-code", "mail", t, []string{door}, street)
			}
			return hdjSec("door-alarm-code", "mail", t, []string{door, alarm}, street)
		},
		func() Sample {
			p, pw := hdjWho("lv"), hdjPw("lv")
			n := fmt.Sprintf("%d-%04d", hdjN(2023, 2026), hdjN(1, 9999))
			sys := hdjPick("Horizon", "Jumis Pro", "Tildes Jumis", "Zalktis")
			t := fmt.Sprintf("Pieteikums Nr. %s\nTēma: nevaru pieslēgties %s\nLietotājs: %s\n\nLabdien! Kopš rīta %s saka \"nepareiza parole\". Mēģināju ar %s, kas vakar strādāja. Atskaite jāsūta līdz 12:00.\n\nSvarīgums: augsts", n, sys, p.User, sys, pw)
			return hdjSec("app-password", "ticket", t, []string{pw}, n, p.User)
		},
		func() Sample {
			p, pw, safe := hdjWho("lv"), hdjPw("lv"), hdjCode(hdjN(4, 6))
			t := fmt.Sprintf("Atvaļinājuma laikā (%s):\n- Jumis: lietotājs %s / parole %s\n- Swedbank internetbanka – tikai ar Smart-ID, pilnvara Agnesei\n- seifa kods %s (tur ir zīmogs un čeku grāmatiņa)\n- rēķinus apstiprina valde", hdjDate(), p.User, pw, safe)
			if hdjChance(50) {
				t = hdjDrop(t, "seifa kods "+safe, "seifa kodu zina Dace")
				return hdjSec("handover-passwords", "handover", t, []string{pw}, p.User)
			}
			return hdjSec("handover-passwords", "handover", t, []string{pw, safe}, p.User)
		},
		func() Sample {
			sk, sg, o := hdjStripe(), hdjSendGrid(), hdjCo("lv")
			t := fmt.Sprintf("# e-veikals %s\nAPP_ENV=production\nAPP_URL=https://www.%s\nSTRIPE_SECRET_KEY=%s\nSENDGRID_API_KEY=%s\nMAIL_FROM=rekini@%s\n", o.Name, o.Domain, sk, sg, o.Domain)
			if hdjChance(50) {
				t = hdjDrop(t, "SENDGRID_API_KEY="+sg+"\n", "")
				return hdjSec("stripe-secret-key", "env", t, []string{sk})
			}
			return hdjSec("api-keys", "env", t, []string{sk, sg})
		},
		func() Sample {
			o, pw := hdjCo("lv"), hdjPw("lv")
			u := "rekini@" + o.Domain
			t := fmt.Sprintf("mailer:\n  transport: smtp\n  host: smtp.%s\n  port: 587\n  encryption: tls\n  username: %s\n  password: \"%s\"\n  from_name: \"%s grāmatvedība\"\n", o.Domain, u, pw, o.Name)
			return hdjSec("smtp-password", "yaml", t, []string{pw}, u)
		},
		func() Sample {
			o, pw := hdjCo("lv"), hdjPw("lv")
			ssid := strings.Split(o.Name, " ")[1] + hdjPick("-Viesi", "_Guest", "-WiFi")
			t := fmt.Sprintf("%s Kristīne: viesu wifi %s, parole %s\n%s Raivis: paldies!", hdjClock(), ssid, pw, hdjClock())
			return hdjSec("wifi-key", "chat", t, []string{pw}, ssid)
		},
		func() Sample {
			safe, pw := hdjCode(hdjN(4, 6)), hdjPw("lv")
			t := fmt.Sprintf("Марина, код от сейфа %s, пароль от офисного Wi-Fi %s. Ключи от склада у охраны, скажи что от Андриса.", safe, pw)
			return hdjSec("safe-code", "chat", t, []string{safe, pw})
		},
		func() Sample {
			combo := fmt.Sprintf("%02d-%02d-%02d", hdjN(0, 99), hdjN(0, 99), hdjN(0, 99))
			t := fmt.Sprintf("SAPULCES PROTOKOLS Nr. %d\n%s, Rīga\n\n1. Gada pārskats – iesniegt VID līdz 30.06.\n2. Jaunā seifa kombinācija: %s (zina tikai valde un galvenā grāmatvede).\n3. Darbinieku apmācība par pikšķerēšanu – oktobrī.", hdjN(3, 40), hdjDate(), combo)
			return hdjSec("safe-code", "meeting-notes", t, []string{combo})
		},
		func() Sample {
			tok := hdjGLPAT()
			t := fmt.Sprintf("%s Edgars: ieliku CI mainīgajos GitLab tokenu deploy skriptam: %s\n%s Edgars: tam ir tikai read_repository, bet tāpat neliec to nekur citur", hdjClock(), tok, hdjClock())
			return hdjSec("gitlab-token", "chat", t, []string{tok})
		},
		func() Sample {
			sid, tok := "AC"+hdjHex(32), hdjHex(32)
			t := fmt.Sprintf("{\n  \"sms\": {\n    \"provider\": \"twilio\",\n    \"account_sid\": \"%s\",\n    \"auth_token\": \"%s\",\n    \"from\": \"+371%s\",\n    \"template\": \"Jūsu rēķins ir sagatavots\"\n  }\n}", sid, tok, hdjRnd(hdjDg, 8))
			return hdjSec("twilio-auth-token", "json", t, []string{tok}, sid)
		},
		func() Sample {
			tok := hdjRnd(hdjB64U, hdjN(32, 44))
			t := fmt.Sprintf("%s - - [%s:%s:41 +0200] \"GET /auth/vienreizeja?token=%s HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0 (Windows NT 10.0; Win64; x64)\"", hdjIP(), hdjPick("12/Mar/2025", "03/Oct/2024", "21/Jan/2026"), hdjClock(), tok)
			return hdjSec("magic-link-token", "log", t, []string{tok})
		},
		func() Sample {
			k1, k2 := hdjLicence(), hdjLicence()
			t := fmt.Sprintf("| Dators | Lietotājs | Jumis licences atslēga |\n|---|---|---|\n| GRAM-01 | %s | %s |\n| GRAM-02 | %s | %s |\n", hdjWho("lv").Full, k1, hdjWho("lv").Full, k2)
			if hdjChance(50) {
				t = hdjDrop(t, "| "+k2+" |", "| (licence vēl nav nopirkta) |")
				return hdjSec("licence-key", "markdown-table", t, []string{k1}, "GRAM-01", "GRAM-02")
			}
			return hdjSec("licence-key", "markdown-table", t, []string{k1, k2}, "GRAM-01", "GRAM-02")
		},
	}
}
