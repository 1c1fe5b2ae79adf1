package main

import (
	"encoding/base64"
	"fmt"
)

func hbvDevGens() []hbvGen {
	return []hbvGen{
		hbvDevYCStatic, hbvDevYCIAM, hbvDevYCAPIKey, hbvDevYaOAuthTf, hbvDevSelectelS3,
		hbvDevSelectelRC, hbvDevVK, hbvDevPgCompose, hbvDevWPConfig, hbvDevLaravel,
		hbvDevDjango, hbvDevAWS, hbvDevRedis, hbvDevAllegro, hbvDevInPost, hbvDevStripeDiff,
		hbvDevSessLog, hbvDevCommitMsg, hbvDevWireGuard, hbvDevCRLogin, hbvDevK8s,
		hbvDevMikrotik, hbvDevGhRemote, hbvDevGlpat,
	}
}

func hbvCloudID() string { return "b1g" + rnd(lower+digits, 17) }

func hbvDevYCStatic() Sample {
	id := hbvYCKeyID()
	sec := hbvYCSecret()
	bucket := rnd(lower, hbvN(4, 8)) + "-backup"
	if hbvCoin() {
		text := fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n# Yandex Object Storage, бакет %s\n", id, sec, bucket)
		return hbvS("cloud-secret-key", "ini", text, []string{sec}, id, bucket)
	}
	text := fmt.Sprintf("Создал статический ключ для сервисного аккаунта backup-sa.\nИдентификатор ключа: %s\nВаш секретный ключ: %s\nСекрет показывается только один раз, сохраните его. Бакет %s.", id, sec, bucket)
	return hbvS("cloud-secret-key", "chat", text, []string{sec}, id, bucket)
}

func hbvDevYCIAM() Sample {
	tok := hbvYCIAM()
	folder := hbvCloudID()
	text := fmt.Sprintf("$ export IAM_TOKEN=%s\n$ curl -s -H \"Authorization: Bearer ${IAM_TOKEN}\" \\\n    \"https://compute.api.cloud.yandex.net/compute/v1/instances?folderId=%s\" | jq '.instances | length'\n%d", tok, folder, hbvN(1, 14))
	return hbvS("cloud-token", "shell", text, []string{tok}, folder)
}

func hbvDevYCAPIKey() Sample {
	key := hbvYCAPIKey()
	folder := hbvCloudID()
	lang := pick([]string{"ru", "uk"})
	if lang == "ru" {
		text := fmt.Sprintf("# YandexGPT для бота поддержки\nYC_FOLDER_ID=%s\nYC_API_KEY=%s\nYC_MODEL=yandexgpt-lite\n", folder, key)
		return hbvS("cloud-api-key", "env", text, []string{key}, folder)
	}
	text := fmt.Sprintf("services:\n  speechkit:\n    folder_id: %s\n    api_key: %s\n    voice: alena\n", folder, key)
	return hbvS("cloud-api-key", "yaml", text, []string{key}, folder)
}

func hbvDevYaOAuthTf() Sample {
	tok := hbvYaOAuth()
	cloud := hbvCloudID()
	folder := hbvCloudID()
	text := fmt.Sprintf("provider \"yandex\" {\n  token     = \"%s\"\n  cloud_id  = \"%s\"\n  folder_id = \"%s\"\n  zone      = \"ru-central1-a\"\n}\n", tok, cloud, folder)
	return hbvS("oauth-token", "terraform", text, []string{tok}, cloud, folder)
}

func hbvDevSelectelS3() Sample {
	ak := hbvHex(32)
	sk := hbvHex(32)
	text := fmt.Sprintf("[selectel]\ntype = s3\nprovider = Other\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = s3.ru-1.storage.selcloud.ru\nregion = ru-1\n", ak, sk)
	return hbvS("s3-secret-key", "ini", text, []string{sk}, ak)
}

func hbvDevSelectelRC() Sample {
	user := "svc-" + rnd(lower, 5)
	pw := hbvGenPw()
	proj := hbvHex(32)
	acct := fmt.Sprint(hbvN(100000, 999999))
	text := fmt.Sprintf("# rc.sh из панели Selectel\nexport OS_AUTH_URL=https://cloud.api.selcloud.ru/identity/v3\nexport OS_USER_DOMAIN_NAME=%s\nexport OS_USERNAME=%s\nexport OS_PASSWORD=%s\nexport OS_PROJECT_ID=%s\nexport OS_REGION_NAME=ru-9\n", acct, user, pw, proj)
	return hbvS("cloud-password", "shell", text, []string{pw}, user, proj)
}

func hbvDevVK() Sample {
	tok := hbvVK()
	gid := fmt.Sprint(hbvN(10000000, 229999999))
	text := fmt.Sprintf("import vk_api\n\n# ключ доступа сообщества (сообщения, фото)\nGROUP_ID = %s\nTOKEN = \"%s\"\n\nvk = vk_api.VkApi(token=TOKEN)\n", gid, tok)
	return hbvS("vk-token", "python", text, []string{tok}, gid)
}

func hbvDevPgCompose() Sample {
	user := hbvOne("app", "shop", "crm", "odoo", "postgres")
	pw := hbvURLPw()
	db := hbvOne("shop", "crm_prod", "bitrix", "odoo")
	text := fmt.Sprintf("services:\n  web:\n    image: registry.example.local/%s:latest\n    environment:\n      DATABASE_URL: postgresql://%s:%s@db:5432/%s\n      TZ: Europe/%s\n  db:\n    image: postgres:16\n", db, user, pw, db, hbvOne("Warsaw", "Prague", "Kyiv", "Budapest", "Sofia", "Belgrade", "Moscow"))
	return hbvS("db-password", "yaml", text, []string{pw}, "postgresql://"+user)
}

func hbvDevWPConfig() Sample {
	pw := hbvGenPw()
	salt := rnd(alnum+"!#%&*()-_=+[]{}<>,.;:|~^", 64)
	user := "u" + hbvDig(6) + "_wp"
	text := fmt.Sprintf("/** Nazwa użytkownika bazy danych MySQL */\ndefine( 'DB_USER', '%s' );\n\n/** Hasło do bazy danych MySQL */\ndefine( 'DB_PASSWORD', '%s' );\n\ndefine( 'DB_HOST', 'localhost' );\n\ndefine( 'AUTH_KEY', '%s' );\n", user, pw, salt)
	return hbvS("db-password", "php", text, []string{pw, salt}, user)
}

func hbvDevLaravel() Sample {
	appKey := base64.StdEncoding.EncodeToString([]byte(rnd(alnum, 32)))
	pw := hbvGenPw()
	text := fmt.Sprintf("APP_NAME=\"Sklep %s\"\nAPP_ENV=production\nAPP_KEY=base64:%s\nAPP_URL=https://%s.pl\n\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=sklep\nDB_USERNAME=sklep\nDB_PASSWORD=%s\n", rnd(lower, 5), appKey, rnd(lower, 6), pw)
	return hbvS("app-key", "env", text, []string{appKey, pw})
}

func hbvDevDjango() Sample {
	key := "django-insecure-" + rnd(lower+digits+"!@#$%^&*(-_=+)", 50)
	if hbvCoin() {
		key = rnd(lower+digits+"!@#%^&*(-_=+)", 50)
	}
	text := fmt.Sprintf("# settings/prod.py\nDEBUG = False\nALLOWED_HOSTS = [\"crm.%s.rs\"]\nSECRET_KEY = \"%s\"\nLANGUAGE_CODE = \"sr-latn\"\n", rnd(lower, 6), key)
	return hbvS("signing-key", "python", text, []string{key})
}

func hbvDevAWS() Sample {
	id := hbvAWSID()
	sec := hbvAWSSecret()
	text := fmt.Sprintf("Ahoj Honzo,\nklíče pro zálohy na S3 (IAM uživatel backup-nas):\nAccess key ID: %s\nSecret access key: %s\nRegion eu-central-1. Po nastavení Synology prosím smaž tenhle mail.", id, sec)
	return hbvS("aws-secret-key", "mail", text, []string{sec}, id)
}

func hbvDevRedis() Sample {
	pw := rnd(alnum, hbvN(20, 32))
	text := fmt.Sprintf("# /etc/redis/redis.conf\nbind 127.0.0.1 %s\nport 6379\nrequirepass %s\nmaxmemory 512mb\nmaxmemory-policy allkeys-lru\n", hbvLAN(), pw)
	return hbvS("db-password", "conf", text, []string{pw})
}

func hbvDevAllegro() Sample {
	cid := hbvHex(32)
	sec := rnd(alnum, 64)
	text := fmt.Sprintf("# aplikacja w apps.developer.allegro.pl\nALLEGRO_CLIENT_ID=%s\nALLEGRO_CLIENT_SECRET=%s\nALLEGRO_REDIRECT_URI=https://sklep.%s.pl/allegro/callback\n", cid, sec, rnd(lower, 6))
	return hbvS("oauth-client-secret", "env", text, []string{sec}, cid)
}

func hbvDevInPost() Sample {
	tok := hbvJWT()
	org := fmt.Sprint(hbvN(10000, 99999))
	text := fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" \\\n  https://api-shipx-pl.easypack24.net/v1/organizations/%s/shipments?status=delivered | jq '.count'\n%d", tok, org, hbvN(0, 300))
	return hbvS("bearer-token", "shell", text, []string{tok}, org)
}

func hbvDevStripeDiff() Sample {
	old := "sk_live_" + rnd(alnum, hbvN(24, 34))
	nw := "sk_live_" + rnd(alnum, hbvN(24, 34))
	pk := "pk_live_" + rnd(alnum, hbvN(24, 34))
	text := fmt.Sprintf("diff --git a/config/payments.php b/config/payments.php\n--- a/config/payments.php\n+++ b/config/payments.php\n@@ -4,6 +4,6 @@ return [\n     'publishable' => '%s',\n-    'secret' => '%s',\n+    'secret' => '%s',\n     'currency' => 'pln',\n", pk, old, nw)
	return hbvS("payment-secret", "diff", text, []string{old, nw}, pk)
}

func hbvDevSessLog() Sample {
	sid := hbvSess()
	ip := hbvIP()
	text := fmt.Sprintf("%s - - [%s:%s:12 +0300] \"GET /bitrix/admin/ HTTP/1.1\" 200 5123 \"-\" \"Mozilla/5.0\"\n[debug] Cookie: BITRIX_SM_LOGIN=admin; PHPSESSID=%s; BITRIX_SM_SOUND_LOGIN_PLAYED=Y", ip, hbvOne("12/Mar/2024", "03/Apr/2024", "21/Feb/2025"), hbvTime(), sid)
	return hbvS("session-cookie", "log", text, []string{sid}, ip)
}

func hbvDevCommitMsg() Sample {
	pw := hbvPw()
	lang := pick([]string{"ru", "pl", "cs"})
	subj := map[string]string{
		"ru": "Сменил пароль SMTP для уведомлений\n\nНовый пароль ящика noreply: " + pw + "\nСтарый заблокировали после утечки.",
		"pl": "Zmiana hasła do skrzynki faktury@\n\nnowe hasło: " + pw + " (stare wygasło)",
		"cs": "Oprava odesílání mailů\n\nheslo k SMTP účtu objednavky@ je teď " + pw,
	}[lang]
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    %s", hbvHex(40), hbvName(lang), hbvMailAddr(lang), hbvISODate(), subj)
	return hbvS("smtp-password", "commit", text, []string{pw})
}

func hbvDevWireGuard() Sample {
	priv := rnd(hbvB64, 42) + rnd("AEIMQUYcgkosw048", 1) + "="
	pub := rnd(hbvB64, 42) + rnd("AEIMQUYcgkosw048", 1) + "="
	text := fmt.Sprintf("[Interface]\n# ноутбук бухгалтерии\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = %s:51820\nAllowedIPs = 10.8.0.0/24, 192.168.1.0/24\n", priv, hbvN(2, 200), pub, hbvIP())
	return hbvS("vpn-private-key", "conf", text, []string{priv}, pub)
}

func hbvDevCRLogin() Sample {
	tok := hbvYaOAuth()
	reg := "crp" + rnd(lower+digits, 17)
	text := fmt.Sprintf("$ echo %s | docker login --username oauth --password-stdin cr.yandex\nLogin Succeeded\n$ docker push cr.yandex/%s/shop-api:1.4.2", tok, reg)
	return hbvS("oauth-token", "shell", text, []string{tok}, reg)
}

func hbvDevK8s() Sample {
	pw := hbvGenPw()
	enc := base64.StdEncoding.EncodeToString([]byte(pw))
	user := base64.StdEncoding.EncodeToString([]byte(hbvOne("shop", "app", "odoo")))
	text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", hbvOne("prod", "shop", "crm"), user, enc)
	return hbvS("k8s-secret", "yaml", text, []string{enc}, user)
}

func hbvDevMikrotik() Sample {
	pw := hbvPw()
	wifi := hbvWifiKey()
	user := hbvOne("serwis", "support", "it-outsource")
	text := fmt.Sprintf("# RouterOS 7, klient %s\n/user add name=%s group=full password=\"%s\"\n/interface wifi security set [find name=sec1] passphrase=\"%s\"\n/ip service disable telnet,ftp", hbvFirm("pl"), user, pw, wifi)
	return hbvS("router-password", "routeros", text, []string{pw, wifi}, "name="+user)
}

func hbvDevGhRemote() Sample {
	tok := hbvGhp()
	org := rnd(lower, hbvN(4, 8)) + "-dev"
	text := fmt.Sprintf("$ git remote -v\norigin\thttps://%s@github.com/%s/crm-sync.git (fetch)\norigin\thttps://%s@github.com/%s/crm-sync.git (push)\n$ git pull\nAlready up to date.", tok, org, tok, org)
	return hbvS("github-token", "shell", text, []string{tok}, org)
}

func hbvDevGlpat() Sample {
	tok := hbvGlpat()
	text := fmt.Sprintf("Тікет %s: деплой падає на етапі docker pull.\nСтарий токен протух, зробив новий personal access token (read_registry) і поклав у змінну CI:\n$ docker login registry.gitlab.com -u deploy-bot -p %s\nLogin Succeeded", hbvDig(5), tok)
	return hbvS("gitlab-token", "ticket", text, []string{tok}, "deploy-bot")
}
