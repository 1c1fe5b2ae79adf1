package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps in the developer / hosting setting: ids, references, placeholders and public values.

func hbvTrapGensB() []hbvGen {
	return []hbvGen{
		hbvTrEnvExample, hbvTrYCKeyID, hbvTrYCIDs, hbvTrYCCreateToken, hbvTrSelectelIDs,
		hbvTrS3Etags, hbvTrDigest, hbvTrGitLog, hbvTrVaultRef, hbvTrGHSecrets, hbvTrTraceLog,
		hbvTrSSHPub, hbvTrWGPeer, hbvTrPkLive, hbvTrDataURI, hbvTrJWKS, hbvTrConfigMap,
		hbvTrTfVars, hbvTrDjangoEnv, hbvTrMikrotikHidden, hbvTrAllegroClientID, hbvTrAWSList,
		hbvTrMaskedJSON, hbvTrRedacted, hbvTrSha1Sums, hbvTrInventory, hbvTrVersions, hbvTrCSS,
		hbvTrMeeting2FA, hbvTrOTPTalk, hbvTrUsedCodes, hbvTrLinkExpired, hbvTrMagicDoc,
		hbvTrUserCSV, hbvTrLoginTable, hbvTrHostingNoPw,
	}
}

func hbvTrEnvExample() Sample {
	app := rnd(lower, hbvN(4, 8))
	text := fmt.Sprintf("# .env.example – скопируйте в .env и заполните\nAPP_NAME=%s\nAPP_ENV=production\nAPP_KEY=\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=\nYC_API_KEY=<your-api-key>\nTELEGRAM_BOT_TOKEN=<токен от BotFather>\n", app, hbvOne("127.0.0.1", "db", hbvLAN()), app)
	if hbvCoin() {
		text = fmt.Sprintf("# .env.example (%s)\nNOVAPOSHTA_API_KEY=your_api_key_here\nMONO_TOKEN=\nSMTP_PASSWORD=\nSMTP_USER=noreply@%s.com.ua\n", app, app)
	}
	return hbvT("trap-placeholder", "env", text)
}

func hbvTrYCKeyID() Sample {
	id := hbvYCKeyID()
	return hbvT("trap-key-id", "chat", hbvTg("ru", "какой ключ стоит на бэкапах?", "статический ключ с идентификатором "+id+", секрет у Паши в Lockbox", "ок, тогда ротацию делаем в пятницу"))
}

func hbvTrYCIDs() Sample {
	text := fmt.Sprintf("$ yc config list\ncloud-id: %s\nfolder-id: %s\ncompute-default-zone: ru-central1-a\n$ yc iam service-account list\n+----------------------+-----------+\n|          ID          |   NAME    |\n+----------------------+-----------+\n| aje%s | backup-sa |\n+----------------------+-----------+", hbvCloudID(), hbvCloudID(), rnd(lower+digits, 17))
	return hbvT("trap-cloud-ids", "shell", text)
}

func hbvTrYCCreateToken() Sample {
	text := fmt.Sprintf("$ export IAM_TOKEN=$(yc iam create-token)\n$ curl -s -H \"Authorization: Bearer ${IAM_TOKEN}\" \\\n    \"https://resource-manager.api.cloud.yandex.net/resource-manager/v1/folders?cloudId=%s\" | jq -r '.folders[].name'\ndefault\nprod", hbvCloudID())
	return hbvT("trap-env-reference", "shell", text)
}

func hbvTrSelectelIDs() Sample {
	text := fmt.Sprintf("Selectel: аккаунт %d, проект %s, регион ru-9, сервисный пользователь svc-%s (роль member). Пароль выдан через панель, в тикет не пишу.", hbvN(100000, 999999), hbvHex(32), rnd(lower, 5))
	return hbvT("trap-cloud-ids", "ticket", text)
}

func hbvTrS3Etags() Sample {
	var rows []string
	for i := 0; i < hbvN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("%s %s %9d  \"%s\"  backup/%s_%s.tar.gz", hbvISODate(), hbvTime(), hbvN(100000, 900000000), hbvHex(32), hbvOne("1c", "site", "mail", "db"), strings.ReplaceAll(hbvISODate(), "-", "")))
	}
	return hbvT("trap-checksum", "shell", "$ s3cmd ls --list-md5 s3://"+rnd(lower, 6)+"-backup/backup/\n"+strings.Join(rows, "\n"))
}

func hbvTrDigest() Sample {
	text := fmt.Sprintf("$ docker pull cr.yandex/crp%s/shop-api:1.4.%d\n1.4.%d: Pulling from crp%s/shop-api\nDigest: sha256:%s\nStatus: Downloaded newer image", rnd(lower+digits, 17), hbvN(0, 9), hbvN(0, 9), rnd(lower+digits, 17), hbvHex(64))
	return hbvT("trap-image-digest", "shell", text)
}

func hbvTrGitLog() Sample {
	text := fmt.Sprintf("%s Убрал пароль SMTP из конфига, теперь берётся из Lockbox\n%s fix(ksef): poprawiony numer referencyjny tokenu w logach\n%s Přidán odkaz na trezor hesel do README\n%s chore: bump 1c-connector to 2.3.%d", hbvHex(7), hbvHex(7), hbvHex(7), hbvHex(7), hbvN(0, 9))
	return hbvT("trap-commit-sha", "git-log", text)
}

func hbvTrVaultRef() Sample {
	base := hbvOne("buh_2024", "ut11", "zup_main", "unf_firm")
	text := "1c_exchange:\n  server: " + hbvOne("srv1c", "1c-app01", hbvLAN()) + "\n  base: " + base + "\n  user: " + hbvOne("Обмен", "robot", "Регламент", "exchange") + "\n  password: vault:secret/data/1c/" + base + "#password\nsmtp:\n  user: " + hbvMailAddr("ru") + "\n  password: \"{{ lookup('hashi_vault', 'secret=secret/data/smtp:password') }}\"\n"
	return hbvT("trap-secret-reference", "yaml", text)
}

func hbvTrGHSecrets() Sample {
	text := "- name: " + hbvOne("Deploy to Yandex Cloud", "Deploy (prod)", "Wdrożenie na serwer", "Nasazení") + " #" + fmt.Sprint(hbvN(1, 40)) + "\n  env:\n    YC_SA_KEY: ${{ secrets.YC_SA_KEY }}\n    TELEGRAM_TOKEN: ${{ secrets.TG_BOT_TOKEN }}\n    DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n  run: ./deploy.sh " + hbvOne("prod", "stage", "klient-"+rnd(lower, 4)) + " " + hbvCloudID() + "\n"
	return hbvT("trap-secret-reference", "yaml", text)
}

func hbvTrTraceLog() Sample {
	text := fmt.Sprintf("%s ERROR [req=%s trace=%s] 1C exchange failed: HTTP 401 from srv1c, user=Обмен (password rejected)\n%s INFO [req=%s] retry scheduled", hbvISODate()+"T"+hbvTime()+":03Z", hbvUUID(), hbvHex(32), hbvISODate()+"T"+hbvTime()+":09Z", hbvUUID())
	return hbvT("trap-request-id", "log", text)
}

func hbvTrSSHPub() Sample {
	text := fmt.Sprintf("Добавьте, пожалуйста, мой ключ на сервер:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", rnd(hbvB64, 43), rnd(lower, 6), hbvOne("laptop", "buh-pc", "macbook"))
	return hbvT("trap-public-key", "ticket", text)
}

func hbvTrWGPeer() Sample {
	var peers []string
	for i := 0; i < hbvN(2, 3); i++ {
		peers = append(peers, fmt.Sprintf("[Peer]\n# %s\nPublicKey = %s=\nAllowedIPs = 10.8.0.%d/32", hbvOne("Kasia laptop", "biuro-nas", "Tomek telefon", "księgowa"), rnd(hbvB64, 43), hbvN(2, 200)))
	}
	return hbvT("trap-public-key", "conf", "# wg0.conf na serwerze – lista peerów\n"+strings.Join(peers, "\n\n"))
}

func hbvTrPkLive() Sample {
	text := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // klucz publiczny, może być w przeglądarce\n  const stripe = Stripe('pk_live_%s');\n</script>", rnd(alnum, hbvN(24, 40)))
	return hbvT("trap-publishable-key", "html", text)
}

func hbvTrDataURI() Sample {
	raw := make([]byte, hbvN(60, 120))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	copy(raw, "\x89PNG\r\n\x1a\n")
	text := fmt.Sprintf(".logo {\n  background: url(\"data:image/png;base64,%s\") no-repeat;\n}", base64.StdEncoding.EncodeToString(raw))
	return hbvT("trap-base64-image", "css", text)
}

func hbvTrJWKS() Sample {
	text := fmt.Sprintf("{\n  \"keys\": [\n    {\n      \"kty\": \"RSA\",\n      \"use\": \"sig\",\n      \"kid\": \"%s\",\n      \"alg\": \"RS256\",\n      \"n\": \"%s\",\n      \"e\": \"AQAB\"\n    }\n  ]\n}", hbvHex(40), rnd(b64url, 342))
	return hbvT("trap-public-key", "json", text)
}

func hbvTrConfigMap() Sample {
	text := fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-config\ndata:\n  DB_HOST: postgres.%s.svc\n  DB_USER: shop\n  LOG_LEVEL: info\n  BUILD_ID: %s\n", hbvOne("prod", "shop"), hbvHex(12))
	return hbvT("trap-config", "yaml", text)
}

func hbvTrTfVars() Sample {
	text := "# " + hbvOne("прод", "стенд", "клиент ") + rnd(lower, 5) + "\nprovider \"yandex\" {\n  token     = var.yc_token\n  cloud_id  = var.cloud_id\n  folder_id = var.folder_id\n  zone      = \"ru-central1-" + hbvOne("a", "b", "d") + "\"\n}\n\nvariable \"yc_token\" {\n  type      = string\n  sensitive = true\n}\n"
	return hbvT("trap-secret-reference", "terraform", text)
}

func hbvTrDjangoEnv() Sample {
	text := "import os\n\nALLOWED_HOSTS = [\"" + rnd(lower, 6) + hbvOne(".rs", ".bg", ".hu", ".sk") + "\"]\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nDATABASES = {\"default\": {\"ENGINE\": \"django.db.backends.postgresql\", \"PASSWORD\": os.getenv(\"DB_PASSWORD\"), \"HOST\": \"db\"}}\n"
	return hbvT("trap-env-reference", "python", text)
}

func hbvTrMikrotikHidden() Sample {
	text := fmt.Sprintf("[admin@%s] > /export hide-sensitive\n# %s by RouterOS 7.%d\n/interface wifi security\nadd authentication-types=wpa2-psk,wpa3-psk name=sec1\n/user\nadd group=full name=serwis\n/ip address\nadd address=%s/24 interface=bridge", hbvOne("Biuro", "Kancelar", "Iroda"), hbvISODate(), hbvN(10, 16), hbvLAN())
	return hbvT("trap-hidden-values", "routeros", text)
}

func hbvTrAllegroClientID() Sample {
	text := fmt.Sprintf("Aplikacja Allegro zarejestrowana.\nClient ID: %s\nRedirect URI: https://sklep.%s.pl/allegro/callback\nClient Secret wpisany od razu na serwerze w .env, nie wklejam go tutaj.", hbvHex(32), rnd(lower, 6))
	return hbvT("trap-client-id", "note", text)
}

func hbvTrAWSList() Sample {
	acct := hbvDig(12)
	text := fmt.Sprintf("$ aws iam list-access-keys --user-name backup-nas\n{\n    \"AccessKeyMetadata\": [\n        {\n            \"UserName\": \"backup-nas\",\n            \"AccessKeyId\": \"%s\",\n            \"Status\": \"Active\",\n            \"CreateDate\": \"%sT09:12:44Z\"\n        }\n    ]\n}\n# arn:aws:iam::%s:user/backup-nas", hbvAWSID(), hbvISODate(), acct)
	return hbvT("trap-key-id", "shell", text)
}

func hbvTrMaskedJSON() Sample {
	text := fmt.Sprintf("{\n  \"login\": \"%s\",\n  \"password\": \"********\",\n  \"api_token\": \"****%s\",\n  \"last_login\": \"%sT%s:00+02:00\"\n}", rnd(lower, 6), rnd(alnum, 4), hbvISODate(), hbvTime())
	return hbvT("trap-masked", "json", text)
}

func hbvTrRedacted() Sample {
	text := fmt.Sprintf("%s DEBUG smtp: AUTH LOGIN user=%s password=[REDACTED]\n%s DEBUG smtp: 235 2.7.0 Authentication successful\n%s INFO mailer: sent invoice FV/%d/%d to %s", hbvTime(), hbvMailAddr("pl"), hbvTime(), hbvTime(), hbvN(2024, 2025), hbvN(1, 999), hbvMailAddr("pl"))
	return hbvT("trap-masked", "log", text)
}

func hbvTrSha1Sums() Sample {
	var rows []string
	for _, f := range []string{"setup_1cv8.exe", "medoc_update.zip", "ksef-client.jar", "eset_protect.msi"} {
		if hbvCoin() {
			rows = append(rows, hbvHex(40)+"  "+f)
		}
	}
	rows = append(rows, hbvHex(40)+"  README.txt")
	return hbvT("trap-checksum", "shell", "$ sha1sum -c SHA1SUMS\n"+strings.Join(rows, "\n"))
}

func hbvTrInventory() Sample {
	rows := []string{"urządzenie;numer seryjny;MAC;IP"}
	for i := 0; i < hbvN(3, 5); i++ {
		mac := strings.ToUpper(hbvHex(2) + ":" + hbvHex(2) + ":" + hbvHex(2) + ":" + hbvHex(2) + ":" + hbvHex(2) + ":" + hbvHex(2))
		rows = append(rows, fmt.Sprintf("%s;%s;%s;%s", hbvOne("HP ProBook", "Brother MFC", "Synology DS220+", "Dell OptiPlex", "Ubiquiti U6"), rnd(upper+digits, 10), mac, hbvLAN()))
	}
	return hbvT("trap-serial-number", "csv", strings.Join(rows, "\n"))
}

func hbvTrVersions() Sample {
	text := fmt.Sprintf("Версии на сервере:\n- 1С:Предприятие 8.3.24.%d\n- Бухгалтерия предприятия 3.0.%d.%d\n- PostgreSQL 16.%d-1.1C\n- сборка обработки обмена %s", hbvN(1000, 1700), hbvN(140, 170), hbvN(10, 90), hbvN(1, 6), hbvHex(10))
	return hbvT("trap-version", "note", text)
}

func hbvTrCSS() Sample {
	text := fmt.Sprintf(":root {\n  --brand: #%s;\n  --brand-dark: #%s;\n  --accent: #%s;\n}", hbvHex(6), hbvHex(6), hbvHex(6))
	return hbvT("trap-colour", "css", text)
}

func hbvTrMeeting2FA() Sample {
	text := fmt.Sprintf("Jegyzőkönyv, %s\n- Mindenki bekapcsolja a kétlépcsős azonosítást a Google fiókban péntekig.\n- Jelszavakat csak a Bitwardenben tárolunk.\n- A régi közös „iroda” fiók jelszavát Bence lecseréli és nem küldi el e-mailben.", hbvDate())
	return hbvT("trap-password-talk", "meeting-notes", text)
}

func hbvTrOTPTalk() Sample {
	lang := pick([]string{"pl", "cs", "ru"})
	text := map[string]string{
		"pl": "Kod z aplikacji ma 6 cyfr i jest ważny 30 sekund, więc wpisuj od razu. Jak nie działa, sprawdź godzinę w telefonie.",
		"cs": "Kód z aplikace má 6 číslic a platí 30 sekund. Když nefunguje, zkontroluj čas v mobilu.",
		"ru": "Код из приложения шестизначный и живёт 30 секунд, вводи сразу. Если не подходит — проверь время на телефоне.",
	}[lang]
	q := map[string]string{"pl": "kod nie działa", "cs": "nejde mi to", "ru": "код не подходит"}[lang]
	return hbvT("trap-otp-talk", "chat", hbvTg(lang, q, text))
}

func hbvTrUsedCodes() Sample {
	svc := hbvOne("GitHub", "Seznam", "Google Workspace", "Microsoft 365")
	text := "Záložní kódy " + svc + " (všechny použité, vygenerovat nové!), stav k " + hbvDate() + ":\nxxxx-xxxx ✓\nxxxx-xxxx ✓\nxxxx-xxxx ✓"
	if hbvCoin() {
		text = "Резервные коды " + svc + " (аккаунт " + hbvMailAddr("ru") + "): все израсходованы, новые сгенерирую и положу в сейф (бумажно), сюда не пишу."
	}
	return hbvT("trap-placeholder", "note", text)
}

func hbvTrLinkExpired() Sample {
	return hbvT("trap-password-talk", "chat", hbvTg("pl", "link do resetu hasła mi wygasł", "wygeneruj nowy na stronie logowania, jest ważny tylko 15 minut", "ok, działa"))
}

func hbvTrMagicDoc() Sample {
	text := fmt.Sprintf("### Logowanie linkiem\n\nUżytkownik dostaje mail z linkiem `https://%s.pl/auth/magic?token=<TOKEN>`.\nToken jest jednorazowy i ważny %d minut; w logach zapisujemy tylko jego hash.", rnd(lower, 6), pick([]int{5, 10, 15, 30}))
	return hbvT("trap-placeholder", "markdown", text)
}

func hbvTrUserCSV() Sample {
	rows := []string{"login,email,rola,ostatnie_logowanie"}
	for i := 0; i < hbvN(3, 5); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s %s", rnd(lower, 6), hbvMailAddr("pl"), hbvOne("admin", "księgowa", "magazyn", "handlowiec"), hbvISODate(), hbvTime()))
	}
	return hbvT("trap-user-list", "csv", strings.Join(rows, "\n"))
}

func hbvTrLoginTable() Sample {
	rows := []string{"Сотрудник\tЛогин\tПароль"}
	for i := 0; i < hbvN(2, 4); i++ {
		rows = append(rows, fmt.Sprintf("%s\t%s\t%s", hbvName("ru"), rnd(lower, 6), hbvOne("выдан лично", "выдан лично", "сменит сам", "—")))
	}
	return hbvT("trap-login-only", "tsv", strings.Join(rows, "\n"))
}

func hbvTrHostingNoPw() Sample {
	dom := rnd(lower, hbvN(5, 9)) + hbvOne(".ru", ".pl", ".cz", ".bg")
	text := fmt.Sprintf("Здравствуйте!\n\nХостинг для домена %s активирован.\nПанель: https://panel.%s.net:1500/\nЛогин: %s\nПароль для входа отправлен отдельным SMS на номер, указанный при заказе.", dom, rnd(lower, 6), rnd(lower, 5)+hbvDig(2))
	return hbvT("trap-login-only", "mail", hbvMail("ru", "Хостинг активирован", text))
}
