package main

import (
	"fmt"
	"strings"
)

// Configs, code, shell sessions and logs of the same offices, with vendor tokens.

func hdjTechGens() []hdjGen {
	return []hdjGen{
		func() Sample {
			id, sec := hdjAWSID(), hdjAWSSecret()
			t := fmt.Sprintf("# Kuittien arkisto S3:ssa – älä commitoi tätä tiedostoa\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-north-1\nKUITTI_BUCKET=%s-kuitit\n", id, sec, strings.Split(hdjCo("fi").Domain, ".")[0])
			return hdjSec("aws-keys", "env", t, []string{id, sec})
		},
		func() Sample {
			tok := hdjGHP()
			t := fmt.Sprintf("name: raportit\non:\n  schedule:\n    - cron: '0 5 * * 1'\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          repository: %s/aruandlus\n          token: %s\n      - run: make raport\n", hdjPick("pohjala-rp", "tartu-tarkvara", "kalev-konsult"), tok)
			return hdjSec("github-token", "yaml", t, []string{tok})
		},
		func() Sample {
			pw := hdjPw(hdjCountry())
			t := fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_DB: kirjanpito\n      POSTGRES_USER: kirjanpito\n      POSTGRES_PASSWORD: \"%s\"\n    volumes:\n      - ./data:/var/lib/postgresql/data\n  app:\n    build: .\n    depends_on: [db]\n", pw)
			return hdjSec("db-password", "yaml", t, []string{pw})
		},
		func() Sample {
			key := hdjSendGrid()
			t := fmt.Sprintf("import sendgrid\nfrom sendgrid.helpers.mail import Mail\n\n# saadab arved klientidele igal hommikul\nSG_KEY = '%s'\n\ndef saada_arve(saaja, pdf_tee):\n    sg = sendgrid.SendGridAPIClient(SG_KEY)\n    msg = Mail(from_email='arved@%s', to_emails=saaja, subject='Arve')\n    return sg.send(msg)\n", key, hdjCo("ee").Domain)
			return hdjSec("sendgrid-key", "code", t, []string{key})
		},
		func() Sample {
			key := hdjPick(hdjOpenAI(), hdjAnthropic())
			t := fmt.Sprintf("package main\n\n// kvitu klasifikators grāmatvedībai\nconst (\n\tmodelis  = \"%s\"\n\tapiKey   = \"%s\"\n\tmaxRinda = 200\n)\n", hdjPick("gpt-4o-mini", "claude-3-5-haiku"), key)
			return hdjSec("llm-api-key", "code", t, []string{key})
		},
		func() Sample {
			tok := hdjRnd(hdjAN, 40)
			sub := hdjPick("pohjala", "kallio", "baltickoks", "vilniausapskaita")
			t := fmt.Sprintf("$ export ZENDESK_SUBDOMAIN=%s\n$ export ZENDESK_EMAIL=it@%s\n$ export ZENDESK_API_TOKEN=%s\n$ python tiketit_csv.py --alates %s\nKirjoitettu 412 tikettiä tiedostoon tiketit.csv", sub, hdjCo("fi").Domain, tok, hdjDate())
			return hdjSec("zendesk-token", "shell", t, []string{tok}, sub)
		},
		func() Sample {
			pw, mk := hdjPw(hdjCountry()), hdjMailgun()
			t := fmt.Sprintf("[database]\nhost = \"db.internal\"\nname = \"apskaita\"\nuser = \"apskaita_app\"\npassword = \"%s\"\n\n[mailgun]\ndomain = \"mg.%s\"\napi_key = \"%s\"\n", pw, hdjCo("lt").Domain, mk)
			if hdjChance(50) {
				t = hdjDrop(t, "password = \""+pw+"\"", "password_env = \"APSKAITA_DB_PASSWORD\"")
				return hdjSec("mailgun-key", "toml", t, []string{mk})
			}
			return hdjSec("config-secrets", "toml", t, []string{pw, mk})
		},
		func() Sample {
			pw := hdjPwURL(hdjCountry())
			srv := hdjPick("SQL01", "srv-sql", "KIRJANPITO-SQL") + "\\" + hdjPick("SQLEXPRESS", "VISMA", "JUMIS")
			t := fmt.Sprintf("[Yhteys]\nConnectionString=Server=%s;Database=Kirjanpito;User Id=sa;Password=%s;TrustServerCertificate=True\nTimeout=30\n", srv, pw)
			return hdjSec("connection-string-password", "ini", t, []string{pw}, srv)
		},
		func() Sample {
			pw, tok := hdjPw(hdjCountry()), hdjRnd(hdjAN, 40)
			t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: palgad-app\n  namespace: raamatupidamine\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  PALK_API_TOKEN: \"%s\"\n", pw, tok)
			if hdjChance(50) {
				t = hdjDrop(t, "  PALK_API_TOKEN: \""+tok+"\"\n", "")
				return hdjSec("k8s-secret", "yaml", t, []string{pw})
			}
			return hdjSec("k8s-secret", "yaml", t, []string{pw, tok})
		},
		func() Sample {
			pw := hdjPwURL(hdjCountry())
			t := fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/laskut/worker.py\", line 41, in <module>\n    r = redis.from_url(\"redis://:%s@redis.internal:6379/0\")\n  File \"/usr/lib/python3/dist-packages/redis/client.py\", line 119, in from_url\nredis.exceptions.ConnectionError: Error 111 connecting to redis.internal:6379. Connection refused.", pw)
			return hdjSec("redis-password", "log", t, []string{pw})
		},
		func() Sample {
			tok := hdjAtlassian()
			u := hdjWho("lv").User + "@" + hdjCo("lv").Domain
			t := fmt.Sprintf("{\n  \"jira\": {\n    \"url\": \"https://%s.atlassian.net\",\n    \"user\": \"%s\",\n    \"api_token\": \"%s\",\n    \"project\": \"GRAM\"\n  }\n}", hdjPick("rigasgramatvediba", "baltickoks", "vidzemesbuve"), u, tok)
			return hdjSec("atlassian-token", "json", t, []string{tok}, u)
		},
		func() Sample {
			tok := hdjNpm()
			t := fmt.Sprintf("$ npm config set //registry.npmjs.org/:_authToken=%s\n$ npm publish --access restricted\nnpm notice 📦  @%s/arve-pdf@%d.%d.%d\n+ @%s/arve-pdf", tok, "kalev", hdjN(1, 3), hdjN(0, 9), hdjN(0, 9), "kalev")
			return hdjSec("npm-token", "shell", t, []string{tok})
		},
		func() Sample {
			tok := hdjHetzner()
			t := fmt.Sprintf("# serverid Helsingi DC-s\nprovider \"hcloud\" {\n  token = \"%s\"\n}\n\nresource \"hcloud_server\" \"raamat\" {\n  name        = \"raamat-01\"\n  server_type = \"cx22\"\n  location    = \"hel1\"\n  image       = \"debian-12\"\n}\n", tok)
			return hdjSec("cloud-api-token", "code", t, []string{tok})
		},
		func() Sample {
			pw := hdjPw(hdjCountry())
			host := "api." + hdjCo("ee").Domain
			t := fmt.Sprintf("# ~/.netrc (deploy kasutaja)\nmachine %s\n  login deploy\n  password %s\n", host, pw)
			return hdjSec("netrc-password", "config", t, []string{pw}, host)
		},
		func() Sample {
			tok := hdjDOToken()
			t := fmt.Sprintf("FROM python:3.12-slim\nWORKDIR /app\nCOPY . .\n# TODO: ära jäta tokenit image'isse\nENV DIGITALOCEAN_TOKEN=%s\nRUN pip install -r requirements.txt\nCMD [\"python\", \"varukoopia.py\"]\n", tok)
			return hdjSec("do-token", "code", t, []string{tok})
		},
		func() Sample {
			h := hdjTeamsHook()
			t := fmt.Sprintf("# Ilmoittaa Teamsiin kun palkka-ajo on valmis\n$webhook = \"%s\"\n$body = @{ text = \"Palkka-ajo valmis $(Get-Date -Format 'dd.MM.yyyy')\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $webhook -Method Post -Body $body -ContentType 'application/json'\n", h)
			return hdjSec("teams-webhook", "code", t, []string{h})
		},
		func() Sample {
			h := hdjZapier()
			t := fmt.Sprintf("%s Ilze: Zapier webhook jaunajiem klientu pieteikumiem: %s\n%s Ilze: ja kāds to atrod, var sūtīt mums viltotus pieteikumus, tāpēc tikai šeit", hdjClock(), h, hdjClock())
			return hdjSec("zapier-webhook", "chat", t, []string{h})
		},
		func() Sample {
			tok := hdjShopify()
			shop := hdjPick("kahvila-aalto", "saarekala", "baltic-koks", "baltijos-medis") + ".myshopify.com"
			t := fmt.Sprintf("SHOPIFY_SHOP=%s\nSHOPIFY_ADMIN_TOKEN=%s\nSHOPIFY_API_VERSION=2024-10\n", shop, tok)
			return hdjSec("shopify-token", "env", t, []string{tok}, shop)
		},
		func() Sample {
			key := hdjGoogleKey()
			t := fmt.Sprintf("# backend/.env – Sheets-integraatio (palvelin, ei selaimessa)\nGOOGLE_API_KEY=%s\nSHEET_ID=1%s\nSYNC_INTERVAL=300\n", key, hdjRnd(hdjB64U, 43))
			return hdjSec("google-api-key", "env", t, []string{key})
		},
		func() Sample {
			key := hdjAnthropic()
			t := fmt.Sprintf("Hei, miksi tämä antaa 401? Avain on ihan uusi:\n\ncurl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\" \\\n  -d @pyynto.json", key)
			return hdjSec("llm-api-key", "chat", t, []string{key})
		},
		func() Sample {
			tok := hdjGHFine()
			t := fmt.Sprintf("Paroles nav, bet Git piekļuvei izmanto šo fine-grained tokenu (derīgs līdz %s):\n%s\nTiesības: contents:read uz repo gramatvediba-skripti.", hdjDate(), tok)
			return hdjSec("github-token", "chat", t, []string{tok})
		},
	}
}
