package main

import (
	"fmt"
	"strings"
)

// Traps in Latvian, Lithuanian and in configs, code and logs.

func hdjTrapGensB() []hdjGen {
	return []hdjGen{
		func() Sample {
			t := fmt.Sprintf("Paroļu politika (spēkā no "+hdjDate()+"):\n1. Parolei jābūt vismaz %d rakstzīmēm.\n2. Jāizmanto lielie un mazie burti, cipari un simboli.\n3. Paroli nedrīkst sūtīt e-pastā vai Teams.\n4. Paroles glabājam Bitwarden.", hdjN(12, 16))
			return hdjTrap("trap-password-policy", "wiki", t)
		},
		func() Sample {
			o := hdjCo("lv")
			t := fmt.Sprintf("RĒĶINS Nr. %s-%d\n%s\nReģ. Nr.: %s\nPVN Nr.: %s\nBanka: %s\nKonts: %s\nApmaksas termiņš: %s\nKopā apmaksai: %d,%02d EUR", hdjPick("RG", "BK", "VB"), hdjN(100, 9999), o.Name, hdjRegCode("lv"), hdjVAT("lv"), hdjPick("Swedbank", "SEB banka", "Citadele", "Luminor"), hdjIBAN("lv"), hdjDate(), hdjN(20, 9000), hdjN(0, 99))
			return hdjTrap("trap-invoice", "mail", t)
		},
		func() Sample {
			t := hdjPick(
				"VID EDS parole ir 1Password seifā \"Grāmatvedība\", ja nav piekļuves – raksti Dacei.",
				"Paroles ir Bitwarden kolekcijā 'Birojs'; seifa kodu zina tikai Dace un valde.",
				"Jumis paroli atiestatīju, jaunā pagaidu parole aizgāja uz tavu telefonu.")
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-password-reference", "chat", t)
		},
		func() Sample {
			d := hdjCo("lv").Domain
			t := fmt.Sprintf("mailer:\n  host: smtp.%s\n  port: %s\n  username: %s@%s\n  password: \"{{ vault_smtp_password }}\"\n  from_name: \"Grāmatvedība\"\n", d, hdjPick("587", "465", "2525"), hdjPick("rekini", "gramatvediba", "info"), d)
			return hdjTrap("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Pieteikums Nr. %d-%04d slēgts.\nRisinājums: lietotājam %s parole atiestatīta, konts atbloķēts. Lietotājs pieslēdzās veiksmīgi %s.", hdjN(2023, 2026), hdjN(1, 9999), hdjWho("lv").User, hdjClock())
			return hdjTrap("trap-ticket-closed", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // publiskā atslēga, drīkst būt pārlūkā\n  const stripe = Stripe('pk_live_51%s');\n</script>", hdjRnd(hdjAN, hdjN(60, 90)))
			return hdjTrap("trap-publishable-key", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("Slaptažodžių reikalavimai: ne trumpesnis nei %d simbolių, bent viena didžioji raidė ir skaičius. Slaptažodį reikia keisti kas %d dienų. Slaptažodžių niekam nesiųskite el. paštu.", hdjN(10, 14), []int{60, 90, 180}[rng.IntN(3)])
			return hdjTrap("trap-password-policy", "wiki", t)
		},
		func() Sample {
			o := hdjCo("lt")
			t := fmt.Sprintf("PVM SĄSKAITA FAKTŪRA Serija %s Nr. %d\nPardavėjas: %s\nĮmonės kodas: %s\nPVM mokėtojo kodas: %s\nA. s. %s\nMokėti iki: %s\nSuma: %d,%02d EUR", hdjPick("VA", "KL", "BM"), hdjN(1000, 99999), o.Name, hdjRegCode("lt"), hdjVAT("lt"), hdjIBAN("lt"), hdjDate(), hdjN(20, 9000), hdjN(0, 99))
			return hdjTrap("trap-invoice", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("PAYSERA_PROJECT_ID=%s\nPAYSERA_SIGN_PASSWORD=${PAYSERA_SIGN_PASSWORD}\nPAYSERA_TEST=1\n", hdjRnd(hdjDg, 6))
			return hdjTrap("trap-secret-reference", "env", t)
		},
		func() Sample {
			t := hdjPick(
				"Durų kodą atsiųsiu SMS žinute pirmadienį, el. paštu nesiunčiam.",
				"Signalizacijos kodas toks pats kaip pernai, jei pamiršai – klausk Rūtos.",
				"Seifo kodą žino tik direktorius, man jo nereikia sakyti.")
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-code-no-value", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("db:\n  auth:\n    existingSecret: apskaita-db\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\napp:\n  env:\n    - name: B1_API_KEY\n      valueFrom:\n        secretKeyRef:\n          name: b1-api\n          key: token\n  image: registry.%s/apskaita:%d.%d\n", hdjCo("lt").Domain, hdjN(1, 5), hdjN(0, 30))
			return hdjTrap("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Step 7/9 : RUN make build\n ---> Running in %s\nBuild ID: %s\nSuccessfully built %s\npushed registry.%s/saskaitos@sha256:%s", hdjHex(12), hdjUUID(), hdjHex(12), hdjCo("lt").Domain, hdjHex(64))
			return hdjTrap("trap-build-ids", "log", t)
		},
		func() Sample {
			sys := hdjPick("NETVISOR", "MERIT", "PROCOUNTOR", "B1", "JUMIS")
			t := fmt.Sprintf("steps:\n  - uses: actions/setup-python@v5\n    with:\n      python-version: '3.%d'\n  - name: Sync %s\n    env:\n      %s_API_KEY: ${{ secrets.%s_API_KEY }}\n      %s: ${{ secrets.%s }}\n    run: python %s.py --since %s\n", hdjN(10, 13), strings.ToLower(sys), sys, sys, hdjPick("DISCORD_TOKEN", "SLACK_WEBHOOK_URL", "SMTP_PASSWORD"), hdjPick("DISCORD_TOKEN", "SLACK_WEBHOOK_URL", "SMTP_PASSWORD"), hdjPick("sync", "export", "nightly"), hdjDate())
			return hdjTrap("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			u, v := hdjPick("kirjanpito", "arved", "apskaita", "gramatvediba", "palgad"), hdjPick("14", "15", "16", "17")
			t := fmt.Sprintf("services:\n  db:\n    image: postgres:%s\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD_FILE: /run/secrets/%s_db_password\n    ports:\n      - \"%d:5432\"\n    secrets:\n      - %s_db_password\nsecrets:\n  %s_db_password:\n    file: ./secrets/%s_db_password.txt\n", v, u, u, hdjN(5432, 5499), u, u, u)
			return hdjTrap("trap-secret-file", "yaml", t)
		},
		func() Sample {
			acct := hdjRnd(hdjDg, 12)
			t := fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/%s\"\n}", acct, acct, hdjWho("lt").User)
			return hdjTrap("trap-aws-identity", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("<p>Pagarbiai,<br>%s</p>\n<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGQAAAAe%s\">", hdjWho("lt").Full, hdjRnd(hdjB64, hdjN(120, 200)))
			return hdjTrap("trap-base64-image", "html", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s ERROR payments stripe error: card_declined request_id=req_%s charge=ch_%s customer=cus_%s", hdjClock(), hdjRnd(hdjAN, 14), hdjRnd(hdjAN, 24), hdjRnd(hdjAN, 14))
			return hdjTrap("trap-request-ids", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s WARN auth login failed user=%s password=*** ip=%s reason=bad_credentials\n%s INFO auth login ok user=%s mfa=smart-id", hdjClock(), hdjWho(hdjCountry()).User, hdjIP(), hdjClock(), hdjWho(hdjCountry()).User)
			return hdjTrap("trap-masked-log", "log", t)
		},
		func() Sample {
			t := "inventorinis_nr,modelis,serijos_nr,MAC,darbuotojas\n"
			for i := 0; i < hdjN(2, 4); i++ {
				mac := strings.ToUpper(hdjHex(2) + ":" + hdjHex(2) + ":" + hdjHex(2) + ":" + hdjHex(2) + ":" + hdjHex(2) + ":" + hdjHex(2))
				t += fmt.Sprintf("INV-%04d,%s,%s,%s,%s\n", hdjN(1, 9999), hdjPick("Dell Latitude 5440", "Lenovo T14", "HP ProBook 450"), hdjRnd(hdjUp+hdjDg, 10), mac, hdjWho("lt").Full)
			}
			return hdjTrap("trap-serial-numbers", "csv", t)
		},
		func() Sample {
			c := hdjCountry()
			t := "Nimi;Telefon;Sisenumber;E-post\n"
			for i := 0; i < 3; i++ {
				p := hdjWho(c)
				t += fmt.Sprintf("%s;%s;%d;%s@%s\n", p.Full, hdjPhone(c), hdjN(200, 299), p.User, hdjCo(c).Domain)
			}
			return hdjTrap("trap-contact-list", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("-  password: os.environ[\"DB_PASSWORD\"]\n+  password: os.getenv(\"DB_PASSWORD\", \"\")\n\ncommit %s: loe parool keskkonnast, ära kukku kokku kui puudub", hdjHex(40))
			return hdjTrap("trap-diff-no-secret", "diff", t)
		},
		func() Sample {
			app := hdjPick("arved", "laskut", "rekini", "saskaitos", "palgad")
			t := fmt.Sprintf("DB_HOST=db%d.internal\nDB_USER=%s\nDB_PASSWORD=${DB_PASSWORD}\nSMTP_PASSWORD=vault:secret/data/%s#smtp\nSTRIPE_SECRET_KEY=op://%s/Stripe/credential\n", hdjN(1, 3), app, app, hdjPick("Raamatupidamine", "Kirjanpito", "Gramatvediba", "Buhalterija"))
			return hdjTrap("trap-secret-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("provider \"hcloud\" {\n  token = var.hcloud_token\n}\n\nvariable \"hcloud_token\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"hcloud_server\" \"%s\" {\n  name     = \"%s-%02d\"\n  location = \"%s\"\n}\n", hdjPick("arved", "raamat", "kirjanpito"), hdjPick("arved", "raamat", "kirjanpito"), hdjN(1, 12), hdjPick("hel1", "fsn1", "nbg1"))
			return hdjTrap("trap-secret-reference", "code", t)
		},
		func() Sample {
			t := fmt.Sprintf("Google Workspace SSO seadistus:\nClient ID: %s-%s.apps.googleusercontent.com\nRedirect URI: https://portaal.%s/auth/google/callback\nClient secret on Secret Manageris, mitte siin.", hdjRnd(hdjDg, 12), hdjRnd(hdjLo+hdjDg, 32), hdjCo("ee").Domain)
			return hdjTrap("trap-oauth-client-id", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ sha256sum palgad-%s.csv\n%s  palgad-%s.csv\n$ gpg --fingerprint raamatupidamine@%s\npub   ed25519 %s [SC]\n      %s", hdjDate(), hdjHex(64), hdjDate(), hdjCo("ee").Domain, hdjDate(), strings.ToUpper(hdjHex(40)))
			return hdjTrap("trap-checksums", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("Rivilė GAMA v.%d.%d.%d (build %s) įdiegta. Licencijų skaičius: %d. Sutarties Nr. %s. Atnaujinimas – kiekvieną mėnesį automatiškai.", hdjN(2, 4), hdjN(0, 9), hdjN(0, 30), hdjRnd(hdjDg, 8), hdjN(2, 12), "SUT-"+hdjRnd(hdjDg, 5))
			return hdjTrap("trap-version", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Sveiki! Slaptažodį pakeičiau, naują rasite 1Password kolekcijoje \"Buhalterija\". Seną slaptažodį jau panaikinau.\n– %s", hdjWho("lt").First)
			t = hdjSay(hdjCountry()) + t
			return hdjTrap("trap-password-reference", "chat", t)
		},
		func() Sample {
			k := fmt.Sprintf("GRAM-%d", hdjN(100, 2999))
			t := fmt.Sprintf("Jira %s: gada pārskata sagatavošana\nSaite: https://%s.atlassian.net/browse/%s\nAtbildīgā: %s\nTermiņš: %s\nStatuss: In Progress", k, hdjPick("rigasgramatvediba", "baltickoks", "vidzemesbuve"), k, hdjWho("lv").Full, hdjDate())
			return hdjTrap("trap-ticket-link", "ticket", t)
		},
	}
}
