package main

import (
	"fmt"
	"strings"
)

// Estonian offices: ID-kaart, Smart-ID, e-residentsus, e-MTA, Merit, kontori koodid.

func hdjEEGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			pin1, pin2 := hdjCode(4), hdjCode(5)
			t := fmt.Sprintf("%s, saadan sulle oma ID-kaardi PINid, et saaksid e-MTA-s KMD ära esitada, ma olen homme haiglas:\nPIN1 %s\nPIN2 %s\nKaart on mu laua sahtlis. Palun kustuta see sõnum pärast ära!!", hdjWho("ee").First, pin1, pin2)
			if hdjChance(55) {
				t = hdjDrop(t, "PINid", "PIN2")
				t = hdjDrop(t, "PIN1 "+pin1+"\n", "")
				return hdjSec("id-card-pin", "chat", t, []string{pin2})
			}
			return hdjSec("id-card-pin", "chat", t, []string{pin1, pin2})
		},
		func() Sample {
			pin1, pin2 := hdjCode(4), hdjCode(5)
			p := hdjWho("ee")
			t := fmt.Sprintf("Hi %s,\n\nI'm an e-resident running my OÜ from Lisbon and my accountant needs to file the annual report while I'm travelling. I'm sending my digi-ID card with DHL tomorrow. The PIN1 is %s and PIN2 is %s. Please only use them for the Business Register filing.\n\nThanks,\n%s", p.First, pin1, pin2, hdjPick("Luca", "Sofia", "Daniel", "Priya", "Tomasz"))
			if hdjChance(55) {
				t = hdjDrop(t, "The PIN1 is "+pin1+" and PIN2 is "+pin2+".", "The PIN1 is "+pin1+"; PIN2 I will give you by phone.")
				return hdjSec("e-residency-pin", "mail", t, []string{pin1})
			}
			return hdjSec("e-residency-pin", "mail", t, []string{pin1, pin2})
		},
		func() Sample {
			pin1, pin2 := hdjCode(4), hdjCode(5)
			t := fmt.Sprintf("märkmed %s\n- Smart-ID uus seade, PIN1: %s, PIN2: %s (ära unusta jälle)\n- helistada raamatupidajale käibemaksu pärast\n- osta printerile toonerit", hdjDate(), pin1, pin2)
			if hdjChance(55) {
				t = hdjDrop(t, "PIN1: "+pin1+", ", "")
				return hdjSec("smart-id-pin", "note", t, []string{pin2})
			}
			return hdjSec("smart-id-pin", "note", t, []string{pin1, pin2})
		},
		func() Sample {
			p, pw := hdjWho("ee"), hdjPw("ee")
			n := hdjN(1000, 9999)
			t := fmt.Sprintf("Pöördumine #%d\nTeema: VPN ei ühendu kodust\nKasutaja: %s\n\nTere, alates eilsest ütleb FortiClient \"Credential or SSL VPN configuration is wrong\". Proovisin oma tavalise parooliga %s, Outlooki lähen sama parooliga sisse küll. Arvuti: %s\n\nStaatus: Uus", n, p.User, pw, hdjPick("ThinkPad T14", "Dell Latitude 5440", "HP EliteBook 840"))
			return hdjSec("vpn-password", "ticket", t, []string{pw}, p.User, fmt.Sprintf("#%d", n))
		},
		func() Sample {
			p, pw, door := hdjWho("ee"), hdjPw("ee"), hdjCode(4)
			t := fmt.Sprintf("Üleandmine puhkuse ajaks (%s)\n\n* Merit Aktiva: kasutaja %s / parool %s\n* Swedbanki internetipank – ainult Smart-IDga, Kadri saab volituse\n* Ostuarved tulevad arved@%s postkasti\n* Kontori uksekood on %s (õhtul pane signalisatsioon peale)\n\nKüsimuste korral helista %s", hdjDate(), p.User, pw, hdjCo("ee").Domain, door, hdjPhone("ee"))
			if hdjChance(55) {
				t = hdjDrop(t, "Kontori uksekood on "+door, "Kontori uksekoodi küsi Piretilt")
				return hdjSec("handover-passwords", "handover", t, []string{pw}, p.User)
			}
			return hdjSec("handover-passwords", "handover", t, []string{pw, door}, p.User)
		},
		func() Sample {
			key := hdjB64Key(43) + "="
			t := fmt.Sprintf("# Merit Aktiva API (tootmine)\nMERIT_API_URL=https://aktiva.merit.ee/api/v2\nMERIT_API_ID=%s\nMERIT_API_KEY=%s\nMERIT_SYNC_CRON=\"*/15 * * * *\"\n", hdjUUID(), key)
			return hdjSec("accounting-api-key", "env", t, []string{key})
		},
		func() Sample {
			sk, d := hdjRnd(hdjB64, hdjN(40, 48)), hdjCo("ee").Domain
			t := fmt.Sprintf("payments:\n  provider: montonio\n  sandbox: false\n  access_key: %s\n  secret_key: %s\n  return_url: https://pood.%s/tellimus/aitah\n  notification_url: https://pood.%s/api/montonio/webhook\n", hdjUUID(), sk, d, d)
			return hdjSec("payment-secret-key", "yaml", t, []string{sk})
		},
		func() Sample {
			o, pw := hdjCo("ee"), hdjPw("ee")
			ssid := strings.Split(o.Name, " ")[0] + hdjPick("-Kulalised", "_Guest", "-Kylaline")
			t := fmt.Sprintf("Külaliste WiFi: %s\nParool: %s\n\n(Sisevõrku %s-Office ära külalisi lase.)", ssid, pw, strings.Split(o.Name, " ")[0])
			return hdjSec("wifi-key", "note", t, []string{pw}, ssid)
		},
		func() Sample {
			code := hdjCode(4)
			t := fmt.Sprintf("Koosoleku protokoll %s\nOsalesid: %s, %s, %s\n\n1. Aastaaruanne esitatakse äriregistrile juuni lõpuks.\n2. Signalisatsiooni kood muudetud, uus kood %s. Teavitada koristajat.\n3. Suvepäevad Pärnus, eelarve kinnitatud.", hdjDate(), hdjWho("ee").Full, hdjWho("ee").Full, hdjWho("ee").Full, code)
			return hdjSec("alarm-code", "meeting-notes", t, []string{code})
		},
		func() Sample {
			pw, host := hdjPwURL("ee"), "db."+hdjCo("ee").Domain
			u := hdjPick("aruanne", "raamat", "bi_read")
			t := fmt.Sprintf("kaido@laptop:~$ psql \"postgresql://%s:%s@%s:5432/aruanded?sslmode=require\"\npsql (16.2)\nSSL connection (protocol: TLSv1.3)\nType \"help\" for help.\n\naruanded=> \\dt\n", u, pw, host)
			return hdjSec("connection-string-password", "shell", t, []string{pw}, host)
		},
		func() Sample {
			tok := hdjTelegram()
			chat := "-100" + hdjRnd(hdjDg, 10)
			t := fmt.Sprintf("{\n  \"teavitused\": {\n    \"kanal\": \"telegram\",\n    \"telegram_bot_token\": \"%s\",\n    \"chat_id\": \"%s\",\n    \"teade\": \"Uus ostuarve ootab kinnitamist\"\n  }\n}", tok, chat)
			return hdjSec("telegram-bot-token", "json", t, []string{tok}, chat)
		},
		func() Sample {
			jwt := hdjJWT()
			t := fmt.Sprintf("%sT%s:12.331Z DEBUG e-arveldaja-sync request POST /api/v1/sales_invoices\n  headers: {\"Content-Type\": \"application/json\", \"Authorization\": \"Bearer %s\"}\n%sT%s:12.902Z INFO  e-arveldaja-sync 201 Created invoice_id=%d", hdjDate(), hdjClock(), jwt, hdjDate(), hdjClock(), hdjN(100000, 999999))
			return hdjSec("bearer-token", "log", t, []string{jwt})
		},
		func() Sample {
			user, sec := hdjHex(16), hdjHex(32)
			t := fmt.Sprintf("<?php\n// EveryPay seadistus – pood.%s\nreturn [\n    'api_url'      => 'https://pay.every-pay.eu/api/v4',\n    'api_username' => '%s',\n    'api_secret'   => '%s',\n    'account_name' => 'EUR3D1',\n];\n", hdjCo("ee").Domain, user, sec)
			return hdjSec("payment-api-secret", "code", t, []string{sec}, user)
		},
		func() Sample {
			kind, lines := hdjKeyLines()
			t := fmt.Sprintf("Tere,\n\nsiin on LHV Connecti privaatvõti, mille genereerisin. Ära seda kuhugi edasi saada, pane otse serverisse /etc/lhv/connect.key:\n\n-----BEGIN %s-----\n%s\n-----END %s-----\n\n%s", kind, strings.Join(lines, "\n"), kind, hdjWho("ee").First)
			return hdjSec("private-key", "mail", t, lines)
		},
		func() Sample {
			c1, c2 := hdjCode(4), hdjCode(hdjN(4, 6))
			a1 := "Narva mnt " + fmt.Sprint(hdjN(3, 60))
			a2 := "Riia " + fmt.Sprint(hdjN(3, 60))
			t := fmt.Sprintf("kontor;aadress;uksekood;märkus\nTallinn;%s;%s;välisuks\nTartu;%s;%s;sisehoov\n", a1, c1, a2, c2)
			return hdjSec("door-code", "csv", t, []string{c1, c2}, a1, a2)
		},
		func() Sample {
			pw, ip := hdjPw("ee"), "192.168.1."+fmt.Sprint(hdjN(10, 99))
			t := fmt.Sprintf("### Printer / skanner (Canon, 1. korrus)\n\nVeebiliides: http://%s\nKasutaja: 7654321\nAdmin parool: %s\n\nSkannimine läheb kausta \\\\server\\skann. Tooneri tellib Piret.", ip, pw)
			return hdjSec("device-password", "wiki", t, []string{pw}, ip)
		},
		func() Sample {
			key := hdjRnd(hdjAN, 32)
			u := hdjPick("D12345", "D"+hdjRnd(hdjDg, 5))
			t := fmt.Sprintf("DNS-i haldus läks Zone API peale. Kasutaja on %s ja API võti %s, certbot kasutab seda TXT-kirjete jaoks. Võti on ainult DNS-i õigustega.", u, key)
			return hdjSec("dns-api-key", "chat", t, []string{key}, u)
		},
		func() Sample {
			seed, dom := hdjTOTP(), hdjCo("ee").Domain
			t := fmt.Sprintf("Ühise raamatupidamise postkasti (arved@%s) 2FA on nüüd sees. Kui keegi teine peab ka koode saama, lisa Google Authenticatorisse käsitsi:\nkonto: arved@%s\nsalajane võti: %s\ntüüp: ajapõhine", dom, dom, seed)
			return hdjSec("totp-seed", "chat", t, []string{seed})
		},
		func() Sample {
			pw := hdjPw("ee")
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    ajutine: andmebaasi parool otse configu\n\ndiff --git a/config/database.yml b/config/database.yml\n@@ -4,3 +4,3 @@ production:\n   username: aruanne\n-  password: <%%= ENV['DB_PASSWORD'] %%>\n+  password: %s\n   host: db.internal\n", hdjHex(40), hdjWho("ee").Full, hdjWho("ee").User, hdjCo("ee").Domain, hdjDate(), pw)
			return hdjSec("db-password", "diff", t, []string{pw})
		},
		func() Sample {
			p, pw := hdjWho("ee"), hdjPw("ee")
			t := fmt.Sprintf("Привет! Доступ к бухгалтерии (Merit Aktiva):\nлогин: %s\nпароль: %s\nНе пересылай никому, пожалуйста, и поменяй пароль после первого входа.", p.User, pw)
			return hdjSec("app-password", "chat", t, []string{pw}, p.User)
		},
		func() Sample {
			code := hdjCode(hdjN(6, 8))
			t := fmt.Sprintf("Omniva: Teie pakk %s ootab pakiautomaadis \"%s Selver\". Avamiskood: %s. Pakk on automaadis 7 päeva.", "CC"+hdjRnd(hdjDg, 9)+"EE", hdjPick("Kristiine", "Lõunakeskuse", "Ülemiste", "Rocca al Mare"), code)
			return hdjSec("parcel-locker-code", "sms", t, []string{code})
		},
	}
}
