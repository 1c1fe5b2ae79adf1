package main

import (
	"fmt"
	"strings"
)

// The studio's website, booking automations and scripts: configs, code, shell and logs.

func hcrConfigGens() []hcrGen {
	return []hcrGen{
		{hcrCfgEnv, 5}, {hcrCfgSlackYAML, 4}, {hcrCfgDropboxJSON, 3}, {hcrCfgS3Py, 4},
		{hcrCfgIGCurl, 4}, {hcrCfgPinterest, 3}, {hcrCfgMailchimp, 3}, {hcrCfgDiscordHook, 3},
		{hcrCfgShopify, 3}, {hcrCfgOpenAI, 3}, {hcrCfgGoogleOAuth, 3}, {hcrCfgGitRemote, 3},
		{hcrCfgTwilio, 3}, {hcrCfgJWTLog, 3}, {hcrCfgCookie, 3}, {hcrCfgZapier, 3},
		{hcrCfgMeta, 3}, {hcrCfgWPConfig, 4}, {hcrCfgDiff, 3}, {hcrCfgPEM, 3},
		{hcrCfgRclone, 3}, {hcrCfgImmich, 4}, {hcrCfgSMTPLog, 3}, {hcrCfgGoogleKey, 3},
	}
}

func hcrCfgEnv() Sample {
	sk := hcrStripeSK()
	pk := hcrStripePK()
	sg := hcrSendgrid()
	t := fmt.Sprintf("# booking site – production\nNEXT_PUBLIC_SITE_URL=https://%s\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSENDGRID_API_KEY=%s\nINQUIRY_NOTIFY=%s\nDEPOSIT_PERCENT=30", pick(hcrDomains), pk, sk, sg, hcrMail(hcrFirst("en")))
	return hcrS("stripe-key", "env", t, []string{sk, sg}, pk)
}

func hcrCfgSlackYAML() Sample {
	hook := hcrSlackHook()
	t := fmt.Sprintf("# automations/inquiries.yml\ntrigger:\n  source: squarespace_form\n  form: \"Wedding inquiry 2026\"\nactions:\n  - type: slack\n    channel: \"#inquiries\"\n    webhook_url: %s\n  - type: sheet\n    spreadsheet: \"Leads 2026\"\n    tab: %s", hook, hcrOne("Inquiries", "Richieste", "Pedidos"))
	return hcrS("slack-webhook", "yaml", t, []string{hook}, "#inquiries")
}

func hcrCfgDropboxJSON() Sample {
	tok := hcrDropbox()
	t := fmt.Sprintf("{\n  \"publishService\": \"dropbox-delivery\",\n  \"rootFolder\": \"/Clients/2025\",\n  \"accessToken\": \"%s\",\n  \"jpegQuality\": 92,\n  \"longEdge\": 2560\n}", tok)
	return hcrS("dropbox-token", "json", t, []string{tok}, "/Clients/2025")
}

func hcrCfgS3Py() Sample {
	id := hcrAWSID()
	sec := hcrAWSSecret()
	bucket := hcrOne("studio-raw-archive", "lucedorata-backup", "mare-weddings-cold")
	t := fmt.Sprintf("import boto3\n\n# TODO move to env vars before sharing this with Tiago\ns3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n    region_name=\"eu-south-1\",\n)\n\nfor path in finished_weddings():\n    s3.upload_file(path, \"%s\", key_for(path), ExtraArgs={\"StorageClass\": \"DEEP_ARCHIVE\"})", id, sec, bucket)
	return hcrS("aws-key", "code", t, []string{id, sec}, bucket)
}

func hcrCfgIGCurl() Sample {
	tok := hcrIGToken()
	uid := fmt.Sprint(hcrN(10000000, 99999999)) + fmt.Sprint(hcrN(1000000, 9999999))
	t := fmt.Sprintf("$ curl -s \"https://graph.instagram.com/%s/media?fields=id,caption,media_url&access_token=%s\" | jq '.data | length'\n25", uid, tok)
	return hcrS("instagram-token", "shell", t, []string{tok}, uid)
}

func hcrCfgPinterest() Sample {
	tok := hcrPinterest()
	board := fmt.Sprint(hcrN(100000000, 999999999)) + fmt.Sprint(hcrN(100000000, 999999999))
	t := fmt.Sprintf("const res = await fetch(\"https://api.pinterest.com/v5/pins\", {\n  method: \"POST\",\n  headers: {\n    Authorization: \"Bearer %s\",\n    \"Content-Type\": \"application/json\",\n  },\n  body: JSON.stringify({ board_id: \"%s\", title: post.title, media_source: { source_type: \"image_url\", url: post.cover } }),\n});", tok, board)
	return hcrS("pinterest-token", "code", t, []string{tok}, board)
}

func hcrCfgMailchimp() Sample {
	key := hcrMailchimp()
	list := rnd(hexs, 10)
	t := fmt.Sprintf("# newsletter: add couples who opted in on the contract form\nfrom mailchimp_marketing import Client\n\nmc = Client()\nmc.set_config({\"api_key\": \"%s\", \"server\": \"%s\"})\nmc.lists.add_list_member(\"%s\", {\"email_address\": email, \"status\": \"subscribed\"})", key, key[strings.LastIndex(key, "-")+1:], list)
	return hcrS("mailchimp-key", "code", t, []string{key}, list)
}

func hcrCfgDiscordHook() Sample {
	hook := hcrDiscordHook()
	t := hcrOne(
		fmt.Sprintf("// post new gallery favourites to the team Discord\nconst WEBHOOK = \"%s\";\nawait fetch(WEBHOOK, { method: \"POST\", headers: { \"content-type\": \"application/json\" }, body: JSON.stringify({ content: `⭐ ${client} favourited ${n} photos` }) });", hook),
		fmt.Sprintf("webhook do canal #entregas no Discord (para o Zap das galerias): %s", hook))
	return hcrS("discord-webhook", "code", t, []string{hook})
}

func hcrCfgShopify() Sample {
	tok := hcrShopify()
	shop := strings.ToLower(hcrOne("luce-prints", "mare-store", "wildflower-shop")) + ".myshopify.com"
	t := fmt.Sprintf("# print-sync.toml\n[shopify]\nshop = \"%s\"\nadmin_token = \"%s\"\napi_version = \"2025-01\"\n\n[lab]\nname = \"%s\"\nsizes = [\"20x30\", \"30x45\", \"50x70\"]", shop, tok, hcrOne("WhiteWall", "Saal Digital", "Fotoimpex"))
	return hcrS("shopify-token", "toml", t, []string{tok}, shop)
}

func hcrCfgOpenAI() Sample {
	key := hcrOpenAI()
	t := hcrOne(
		fmt.Sprintf("captions.py – writes IG captions from the blog post\n\nclient = OpenAI(api_key=\"%s\")\nprompt = f\"Write a warm caption in {lang} for a wedding at {venue}, no hashtags\"", key),
		fmt.Sprintf("export OPENAI_API_KEY=%s\npython captions.py --lang it --post posts/villa-wedding.md", key))
	return hcrS("openai-key", "code", t, []string{key})
}

func hcrCfgGoogleOAuth() Sample {
	cid := fmt.Sprint(hcrN(100000000, 999999999)) + fmt.Sprint(hcrN(100, 999)) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	sec := hcrGOCSPX()
	proj := hcrOne("studio-drive-uploader", "galerias-backup", "lr-drive-sync") + "-" + rnd(digits, 6)
	t := fmt.Sprintf("{\"installed\":{\"client_id\":\"%s\",\"project_id\":\"%s\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"%s\",\"redirect_uris\":[\"http://localhost\"]}}", cid, proj, sec)
	return hcrS("oauth-client-secret", "json", t, []string{sec}, cid, proj)
}

func hcrCfgGitRemote() Sample {
	tok := hcrGhp()
	user := strings.ToLower(hcrASCII(hcrFirst(hcrLang())))
	t := fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@github.com/%s/portfolio-site.git (fetch)\norigin\thttps://%s:%s@github.com/%s/portfolio-site.git (push)\n$ git push origin main\nEverything up-to-date", user, tok, user, user, tok, user)
	return hcrS("github-token", "shell", t, []string{tok}, "portfolio-site.git")
}

func hcrCfgTwilio() Sample {
	sid := "AC" + rnd(hexs, 32)
	tok := rnd(hexs, 32)
	t := fmt.Sprintf("# SMS reminders the day before each shoot\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+351%s\nREMINDER_HOUR=18", sid, tok, rnd(digits, 9))
	return hcrS("twilio-token", "env", t, []string{tok}, sid)
}

func hcrCfgJWTLog() Sample {
	jwt := hcrJWT()
	rid := rnd(hexs, 16)
	ts := fmt.Sprintf("2025-06-%02dT%02d:%02d:", hcrN(1, 28), hcrN(8, 22), hcrN(0, 59))
	t := fmt.Sprintf("%s04Z INFO  api  POST /api/bookings 201 134ms req=%s\n%s04Z DEBUG api  headers: {\"authorization\": \"Bearer %s\", \"user-agent\": \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)\"}\n%s05Z INFO  mail sent confirmation to couple", ts, rid, ts, jwt, ts)
	return hcrS("bearer-token", "log", t, []string{jwt}, rid)
}

func hcrCfgCookie() Sample {
	sess := rnd(lower+digits, hcrN(26, 40))
	t := fmt.Sprintf("copied from devtools, the favourites export only works when logged in:\n\ncurl 'https://%s.pixieset.com/api/v1/collections/%d/favorites/export' \\\n  -H 'accept: text/csv' \\\n  -H 'cookie: %s=%s; _ga=GA1.1.%d.%d'", strings.ToLower(hcrASCII(hcrFirst("it"))), hcrN(1000000, 9999999), hcrOne("PHPSESSID", "session_id", "pxs_session"), sess, hcrN(100000000, 999999999), hcrN(1600000000, 1750000000))
	return hcrS("session-cookie", "shell", t, []string{sess})
}

func hcrCfgZapier() Sample {
	hook := hcrZapierHook()
	t := hcrOne(
		fmt.Sprintf("Automação: quando a noiva preenche o questionário no Typeform, o Zap envia para %s e cria o cartão no Trello.", hook),
		fmt.Sprintf("Zapier catch hook for signed contracts (paste into HoneyBook automation): %s", hook),
		fmt.Sprintf("webhook Zapier per i contratti firmati: %s – non condividerlo fuori dal team", hook))
	return hcrS("zapier-webhook", "notes", t, []string{hook})
}

func hcrCfgMeta() Sample {
	tok := hcrFBToken()
	pixel := fmt.Sprint(hcrN(100000000, 999999999)) + fmt.Sprint(hcrN(100000, 999999))
	t := fmt.Sprintf("META_PIXEL_ID=%s\nMETA_CAPI_ACCESS_TOKEN=%s\nMETA_TEST_EVENT_CODE=TEST%d", pixel, tok, hcrN(10000, 99999))
	return hcrS("meta-token", "env", t, []string{tok}, pixel)
}

func hcrCfgWPConfig() Sample {
	pw := hcrPw()
	db := hcrOne("wp_studio", "blog_casamentos", "wp_lucedorata")
	user := db + "_u"
	t := fmt.Sprintf("/** The name of the database for WordPress */\ndefine( 'DB_NAME', '%s' );\n\n/** Database username */\ndefine( 'DB_USER', '%s' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', '%s' );\n\ndefine( 'DB_HOST', 'localhost' );", db, user, pw)
	if hcrCoin() {
		t = fmt.Sprintf("blog backup cron:\nmysqldump -h db.%s -u %s -p'%s' %s | gzip > /backups/blog-$(date +%%F).sql.gz", pick(hcrDomains), user, pw, db)
	}
	return hcrS("db-password", "code", t, []string{pw}, user)
}

func hcrCfgDiff() Sample {
	key := hcrOne(hcrSendgrid(), hcrMailchimp(), hcrStripeSK())
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    contact form: send inquiry copy to the couple\n\ndiff --git a/.env.production b/.env.production\n@@ -3,4 +3,5 @@ SITE_URL=https://%s\n INQUIRY_NOTIFY=%s\n-MAIL_PROVIDER=smtp\n+MAIL_PROVIDER=api\n+MAIL_API_KEY=%s", rnd(hexs, 40), hcrFirst("en"), hcrMail(hcrFirst("en")), pick(hcrDomains), hcrMail(hcrFirst("it")), key)
	return hcrS("api-key", "diff", t, []string{key})
}

func hcrCfgPEM() Sample {
	body := hcrPEMBody(hcrN(4, 7))
	kind := "RSA PRIVATE KEY"
	if hcrCoin() {
		kind = "PRIVATE KEY"
	}
	lab := hcrOne("WhiteWall", "the print lab", "Saal", "o laboratório")
	t := fmt.Sprintf("SFTP key for uploading orders to %s (they don't accept passwords anymore):\n\n-----BEGIN %s-----\n%s\n-----END %s-----\n\nhost: sftp.%s.example, user: studio%d", lab, kind, strings.Join(body, "\n"), kind, strings.ToLower(strings.ReplaceAll(hcrASCII(lab), " ", "")), hcrN(100, 999))
	return hcrS("private-key", "notes", t, []string{strings.Join(body, "\n")})
}

func hcrCfgRclone() Sample {
	at := "ya29." + rnd(b64url, hcrN(140, 170))
	rt := "1//0" + rnd(b64url, hcrN(90, 100))
	t := fmt.Sprintf("[gdrive-clienti]\ntype = drive\nscope = drive\nroot_folder_id = %s\ntoken = {\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"refresh_token\":\"%s\",\"expiry\":\"2025-07-02T11:04:51.3+02:00\"}", rnd(b64url, 33), at, rt)
	return hcrS("oauth-token", "ini", t, []string{at, rt}, "[gdrive-clienti]")
}

func hcrCfgImmich() Sample {
	pw := rnd(alnum, hcrN(16, 28))
	t := fmt.Sprintf("# immich for the family-session archive\nUPLOAD_LOCATION=/volume1/photos/immich\nDB_DATA_LOCATION=/volume1/docker/immich/postgres\nIMMICH_VERSION=release\nDB_PASSWORD=%s\nDB_USERNAME=postgres\nDB_DATABASE_NAME=immich", pw)
	if hcrCoin() {
		t = fmt.Sprintf("services:\n  database:\n    image: postgres:14\n    environment:\n      POSTGRES_USER: immich\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: immich\n    volumes:\n      - /volume1/docker/immich/pg:/var/lib/postgresql/data", pw)
	}
	return hcrS("db-password", hcrGuess(t, "env"), t, []string{pw}, "immich")
}

func hcrCfgSMTPLog() Sample {
	email := hcrMail(hcrFirst(hcrLang()))
	pw := hcrPw()
	t := fmt.Sprintf("[gallery-notifier] connecting to smtp.%s:587\n[gallery-notifier] AUTH LOGIN user=%s password=%s\n[gallery-notifier] 535 5.7.8 Authentication credentials invalid\n[gallery-notifier] retry in 60s", email[strings.Index(email, "@")+1:], email, pw)
	return hcrS("smtp-password", "log", t, []string{pw}, email)
}

func hcrCfgGoogleKey() Sample {
	key := hcrGoogleKey()
	t := hcrOne(
		fmt.Sprintf("# server-side only, used to geocode venues for the travel-fee calculator\nGOOGLE_MAPS_SERVER_KEY=%s\nTRAVEL_FEE_PER_KM=0.45", key),
		fmt.Sprintf("chiave API Google (Places, lato server) per il calcolo trasferta: %s – NON metterla nel sito", key))
	return hcrS("google-api-key", "env", t, []string{key})
}
