package main

import (
	"fmt"
	"strings"
)

func hdtDevGens() []hdtGen {
	return []hdtGen{
		func() Sample { // Stripe .env for the grooming site
			sk, pk := hdtStripeSK(), "pk_live_"+rnd(alnum, hdtN(24, 99))
			t := fmt.Sprintf("# booking site – deposits for groom appointments\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nDEPOSIT_GBP=%d\n", pk, sk, pick([]int{10, 15, 20}))
			return hdtS("stripe-key", "env", t, []string{sk}, pk)
		},
		func() Sample { // Twilio reminders
			sid, tok := "AC"+rnd(hexs, 32), hdtTwilioTok()
			t := fmt.Sprintf("# vaccine reminder texts\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\nREMINDER_DAYS=%d\n", sid, tok, strings.ReplaceAll(hdtPhone(), " ", ""), hdtN(3, 14))
			return hdtS("twilio-auth-token", "env", t, []string{tok}, sid)
		},
		func() Sample { // SendGrid Python
			key := hdtSendGrid()
			t := fmt.Sprintf("import sendgrid\nfrom sendgrid.helpers.mail import Mail\n\n# TODO move to env before go-live\nsg = sendgrid.SendGridAPIClient(api_key=\"%s\")\n\ndef send_booster_reminder(owner_email, pet_name, due):\n    msg = Mail(from_email=\"reminders@%s\", to_emails=owner_email,\n               subject=f\"{pet_name} is due a booster\",\n               html_content=f\"<p>{pet_name}'s vaccination is due on {due}.</p>\")\n    return sg.send(msg)\n",
				key, hdtDomain())
			return hdtS("sendgrid-key", "code", t, []string{key}, "send_booster_reminder")
		},
		func() Sample { // Mailchimp JS
			key := hdtMailchimp()
			t := fmt.Sprintf("// adoptable pets newsletter\nconst mailchimp = require('@mailchimp/mailchimp_marketing');\nmailchimp.setConfig({\n  apiKey: '%s',\n  server: '%s',\n});\nconst LIST_ID = '%s';\n",
				key, key[strings.LastIndex(key, "-")+1:], rnd(hexs, 10))
			return hdtS("mailchimp-key", "code", t, []string{key}, "LIST_ID")
		},
		func() Sample { // Square curl
			tok, loc := hdtSquare(), "L"+rnd(upper+digits, 12)
			t := fmt.Sprintf("$ curl https://connect.squareup.com/v2/locations/%s/transactions \\\n    -H 'Square-Version: 2024-%02d-17' \\\n    -H 'Authorization: Bearer %s' \\\n    -H 'Content-Type: application/json'\n{\"errors\":[{\"category\":\"INVALID_REQUEST_ERROR\",\"code\":\"NOT_FOUND\"}]}",
				loc, hdtN(1, 12), tok)
			return hdtS("square-token", "shell", t, []string{tok}, loc)
		},
		func() Sample { // AWS credentials file
			id, sec := hdtAWSID(), hdtAWSSecret()
			t := fmt.Sprintf("[radiograph-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n", id, sec, pick([]string{"eu-west-1", "us-east-2", "eu-central-1"}))
			return hdtS("aws-key", "ini", t, []string{id, sec}, "radiograph-archive")
		},
		func() Sample { // AWS key id in error
			id := hdtAWSID()
			t := fmt.Sprintf("%s ERROR upload study %s failed: InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records. (key %s, bucket %s-dicom-archive)",
				hdtStamp(), "1.2.826.0.1."+rnd(digits, 8), id, hdtSlugOf(pick(hdtClinics)))
			return hdtS("aws-key-id", "log", t, []string{id}, "InvalidAccessKeyId")
		},
		func() Sample { // Google Maps key
			key := hdtGoogleKey()
			t := fmt.Sprintf("clinic_finder:\n  default_radius_km: %d\n  google_api_key: %s\n  show_emergency_only: false\n", hdtN(5, 40), key)
			return hdtS("google-api-key", "yaml", t, []string{key}, "clinic_finder")
		},
		func() Sample { // GitHub token in remote
			tok := hdtGitHub()
			repo := pick([]string{"shelter-intake-forms", "groom-booking", "vet-reminders", "adoption-site"})
			t := fmt.Sprintf("$ git remote -v\norigin\thttps://%s@github.com/%s/%s.git (fetch)\norigin\thttps://%s@github.com/%s/%s.git (push)\n$ git push origin main\nEverything up-to-date",
				tok, "rescue-dev", repo, tok, "rescue-dev", repo)
			return hdtS("github-token", "shell", t, []string{tok}, repo)
		},
		func() Sample { // Slack bot YAML
			tok, ch := hdtSlackBot(), "#"+pick([]string{"pharmacy-stock", "low-stock", "kennel-alerts", "ops"})
			t := fmt.Sprintf("stock_alert_bot:\n  slack:\n    token: %s\n    channel: \"%s\"\n  threshold_days: %d\n  items: [meloxicam, cefalexin, \"rabies vaccine\"]\n", tok, ch, hdtN(3, 10))
			return hdtS("slack-token", "yaml", t, []string{tok}, ch)
		},
		func() Sample { // Slack webhook Python
			hook := hdtSlackHook()
			t := fmt.Sprintf("WEBHOOK = \"%s\"\n\ndef notify_abnormal(result):\n    if result.flag in (\"H\", \"L\"):\n        requests.post(WEBHOOK, json={\"text\": f\"Abnormal {result.test} for {result.patient}\"})\n", hook)
			return hdtS("slack-webhook", "code", t, []string{hook}, "notify_abnormal")
		},
		func() Sample { // Discord webhook JSON
			hook := hdtDiscordHook()
			t := fmt.Sprintf("{\n  \"adoption_posts\": {\n    \"enabled\": true,\n    \"discord_webhook\": \"%s\",\n    \"post_when\": \"status == 'Available'\"\n  }\n}", hook)
			return hdtS("discord-webhook", "json", t, []string{hook}, "adoption_posts")
		},
		func() Sample { // Teams webhook PowerShell
			hook := hdtTeamsHook()
			t := fmt.Sprintf("# on-call escalation when the ICU monitor drops\n$uri = \"%s\"\n$body = @{ text = \"Monitor offline in ICU – check %s\" } | ConvertTo-Json\nInvoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'\n", hook, hdtPet())
			return hdtS("teams-webhook", "code", t, []string{hook}, "Invoke-RestMethod")
		},
		func() Sample { // Zapier wiki
			hook := hdtZapierHook()
			t := fmt.Sprintf("### Intake form → spreadsheet\nThe foster application form posts to our Zap at %s which adds a row to the Fosters sheet and emails the coordinator. If the sheet stops updating, check Zap history first.", hook)
			return hdtS("zapier-webhook", "wiki", t, []string{hook}, "Fosters sheet")
		},
		func() Sample { // JWT in curl log
			jwt := hdtJWT()
			t := fmt.Sprintf("> GET /api/v2/appointments?date=%s HTTP/1.1\n> Host: api.%s\n> Authorization: Bearer %s\n> Accept: application/json\n< HTTP/1.1 200 OK\n< x-request-id: %s", hdtDate(), hdtDomain(), jwt, hdtUUID())
			return hdtS("bearer-token", "http", t, []string{jwt}, "/api/v2/appointments")
		},
		func() Sample { // session cookie
			sess := rnd(hexs, 32)
			if hdtCoin() {
				sess = rnd(b64url, hdtN(40, 80))
			}
			t := fmt.Sprintf("Copied from devtools while the schedule page was hanging:\nRequest URL: https://%s.%s/schedule/day\nCookie: locale=en-GB; _session_id=%s; tz=Europe%%2FLondon", pick([]string{"clinic", "practice", "app"}), pick([]string{"ezyvet.example", "provetcloud.example"}), sess)
			return hdtS("session-cookie", "http", t, []string{sess}, "locale=en-GB")
		},
		func() Sample { // OpenAI SOAP summariser
			key := hdtOpenAI()
			t := fmt.Sprintf("#!/bin/bash\n# summarise yesterday's SOAP notes for the morning huddle\nexport OPENAI_API_KEY=%s\npython summarise_soap.py --date \"$(date -d yesterday +%%F)\" --out huddle.md\n", key)
			return hdtS("openai-key", "shell", t, []string{key}, "summarise_soap.py")
		},
		func() Sample { // docker compose postgres
			pw := rnd(alnum, hdtN(12, 24))
			t := fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: shelter\n      POSTGRES_PASSWORD: '%s'\n      POSTGRES_DB: intake\n  web:\n    build: .\n    environment:\n      DATABASE_URL: postgres://shelter:%s@db:5432/intake\n", pw, pw)
			return hdtS("db-password", "yaml", t, []string{pw}, "POSTGRES_DB: intake")
		},
		func() Sample { // heroku config mysql
			pw := rnd(alnum, hdtN(14, 24))
			host := "db-" + rnd(lower+digits, 6) + ".eu-west-1.rds.amazonaws.com"
			t := fmt.Sprintf("$ heroku config -a groom-bookings\n=== groom-bookings Config Vars\nDATABASE_URL:    mysql://groomapp:%s@%s:3306/bookings\nNODE_ENV:        production\nTZ:              Europe/Dublin", pw, host)
			return hdtS("db-password", "shell", t, []string{pw}, host)
		},
		func() Sample { // Mongo URI node
			pw := rnd(alnum, hdtN(12, 20))
			t := fmt.Sprintf("const uri = \"mongodb+srv://adoptions:%s@cluster0.%s.mongodb.net/pets?retryWrites=true\";\nconst client = new MongoClient(uri);\nawait client.connect();\n", pw, rnd(lower+digits, 5))
			return hdtS("db-password", "code", t, []string{pw}, "MongoClient")
		},
		func() Sample { // redis conf
			pw := rnd(alnum, hdtN(20, 40))
			t := fmt.Sprintf("# queue for reminder jobs\nbind 127.0.0.1\nport 6379\nrequirepass %s\nmaxmemory 256mb\n", pw)
			return hdtS("redis-password", "config", t, []string{pw}, "maxmemory 256mb")
		},
		func() Sample { // PEM block whole
			body := hdtPEMBody()
			kind := pick([]string{"RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY"})
			block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
			t := fmt.Sprintf("%s, this is the key for the lab SFTP, put it in ~/.ssh/lab_results and chmod 600:\n\n%s\n\nhost is sftp.labresults.example, user clinic%s", pick(hdtFirst), block, rnd(digits, 4))
			return hdtS("private-key", "chat", t, []string{block}, "sftp.labresults.example")
		},
		func() Sample { // PEM body lines in YAML
			body := hdtPEMBody()
			lines := strings.Split(body, "\n")
			ind := "    " + strings.Join(lines, "\n    ")
			t := fmt.Sprintf("hl7_gateway:\n  mllp_port: 2575\n  tls_key: |\n    -----BEGIN PRIVATE KEY-----\n%s\n    -----END PRIVATE KEY-----\n  peer: lab-gw.%s\n", ind, hdtDomain())
			return hdtS("private-key", "yaml", t, []string{strings.TrimSpace(ind)}, "mllp_port: 2575")
		},
		func() Sample { // Google OAuth client JSON
			cid := rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
			sec := hdtGoogleSecret()
			t := fmt.Sprintf("{\"web\":{\"client_id\":\"%s\",\"project_id\":\"vet-booking-%s\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"client_secret\":\"%s\",\"redirect_uris\":[\"https://book.%s/oauth/callback\"]}}", cid, rnd(digits, 6), sec, hdtDomain())
			return hdtS("oauth-client-secret", "json", t, []string{sec}, cid)
		},
		func() Sample { // Shopify TOML
			tok := hdtShopify()
			store := pick([]string{"bark-avenue-shop", "happy-tails-treats", "paws-bubbles-store"})
			t := fmt.Sprintf("[shopify]\nstore = \"%s.myshopify.com\"\nadmin_token = \"%s\"\napi_version = \"2024-%02d\"\n\n[sync]\nproducts = [\"shampoo\", \"de-shedding brush\"]\n", store, tok, pick([]int{1, 4, 7, 10}))
			return hdtS("shopify-token", "toml", t, []string{tok}, store)
		},
		func() Sample { // Mailgun PHP
			key := hdtMailgun()
			t := fmt.Sprintf("<?php\n// appointment confirmations\nreturn [\n    'mailgun' => [\n        'domain' => 'mg.%s',\n        'secret' => '%s',\n        'endpoint' => 'api.eu.mailgun.net',\n    ],\n];\n", hdtDomain(), key)
			return hdtS("mailgun-key", "code", t, []string{key}, "api.eu.mailgun.net")
		},
		func() Sample { // whsec in diff
			sec := hdtWhsec()
			t := fmt.Sprintf("diff --git a/config/payments.rb b/config/payments.rb\n@@ -3,4 +3,4 @@\n Stripe.api_version = '2024-06-20'\n-WEBHOOK_SECRET = ENV.fetch('STRIPE_WEBHOOK_SECRET')\n+WEBHOOK_SECRET = '%s' # temp for testing deposits\n DEPOSIT_AMOUNT = 1500\n", sec)
			return hdtS("webhook-secret", "diff", t, []string{sec}, "DEPOSIT_AMOUNT = 1500")
		},
		func() Sample { // shelter API key curl
			key := rnd(alnum, hdtN(32, 40))
			t := fmt.Sprintf("curl -s -H \"X-Api-Key: %s\" \"https://www.%s/api/v1/animals?status_type=publishable\" | jq '.animals | length'\n%d", key, pick([]string{"shelterluv.example", "rescuegroups.example"}), hdtN(12, 140))
			return hdtS("shelter-api-key", "shell", t, []string{key}, "status_type=publishable")
		},
		func() Sample { // PMS OAuth Postman env
			cid, sec := rnd(alnum, 24), rnd(alnum, hdtN(40, 60))
			t := fmt.Sprintf("{\n  \"name\": \"ezyVet partner – prod\",\n  \"values\": [\n    {\"key\": \"partner_id\", \"value\": \"%s\"},\n    {\"key\": \"client_id\", \"value\": \"%s\"},\n    {\"key\": \"client_secret\", \"value\": \"%s\"},\n    {\"key\": \"grant_type\", \"value\": \"client_credentials\"}\n  ]\n}", "p"+rnd(digits, 5), cid, sec)
			return hdtS("oauth-client-secret", "json", t, []string{sec}, cid)
		},
		func() Sample { // GraphQL log
			key := pick([]string{"", "vsp_"}) + rnd(alnum, hdtN(36, 48))
			st := hdtStamp()
			t := fmt.Sprintf("%s INFO  graphql POST https://api.vetspire.example/graphql op=patientsByClient client_id=%d\n%s DEBUG headers: {\"authorization\": \"%s\", \"content-type\": \"application/json\"}\n%s INFO  200 in %dms", st, hdtN(1000, 99999), st, key, st, hdtN(40, 900))
			return hdtS("pms-api-key", "log", t, []string{key}, "op=patientsByClient")
		},
		func() Sample { // Mirth XML
			pw := hdtPassword()
			pw = strings.NewReplacer("&", "", "<", "", ">", "").Replace(pw)
			t := fmt.Sprintf("<connector name=\"IDEXX results in\">\n  <properties>\n    <host>10.%d.%d.%d</host>\n    <username>mirth_lab</username>\n    <password>%s</password>\n    <fileFilter>*.hl7</fileFilter>\n  </properties>\n</connector>", hdtN(0, 40), hdtN(0, 255), hdtN(2, 250), pw)
			return hdtS("interface-password", "xml", t, []string{pw}, "mirth_lab")
		},
		func() Sample { // basic auth URL in log
			u, pw := "clinic"+rnd(digits, 4), rnd(alnum, hdtN(10, 18))
			st := hdtStamp()
			t := fmt.Sprintf("[%s] fetch results: GET https://%s:%s@results.%s/export?since=%s -> 401 Unauthorized\n[%s] retry in 300s", st, u, pw, pick([]string{"labresults.example", "vetlab.example"}), hdtDate(), st)
			return hdtS("url-password", "log", t, []string{pw}, u)
		},
		func() Sample { // Azure storage
			key := hdtB64(86) + "=="
			acct := "vetimg" + rnd(lower+digits, 6)
			t := fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\nIMAGE_CONTAINER=radiographs\n", acct, key)
			return hdtS("azure-storage-key", "env", t, []string{key}, acct)
		},
		func() Sample { // docker login
			pw := rnd(alnum, hdtN(16, 28))
			t := fmt.Sprintf("$ history | tail -4\n  501  cd ~/booking-api\n  502  docker login registry.%s -u deploy -p %s\n  503  docker compose pull\n  504  docker compose up -d", hdtDomain(), pw)
			return hdtS("registry-password", "shell", t, []string{pw}, "docker compose pull")
		},
		func() Sample { // Django SMTP
			pw := hdtPassword()
			t := fmt.Sprintf("# settings/production.py\nEMAIL_HOST = \"smtp.office365.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"noreply@%s\"\nEMAIL_HOST_PASSWORD = \"%s\"\nEMAIL_USE_TLS = True\n", hdtDomain(), pw)
			return hdtS("smtp-password", "code", t, []string{pw}, "smtp.office365.com")
		},
	}
}
