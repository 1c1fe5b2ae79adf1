package main

import (
	"fmt"
	"strings"
)

// Configuration files of legal-tech tools: intake apps, DMS connectors, docket scrapers.

func hdqConfigGens() []hdqGen {
	return []hdqGen{
		{4, hdqCfgClioEnv}, {3, hdqCfgDocassemble}, {6, hdqCfgAppSettings}, {5, hdqCfgDocketToml},
		{3, hdqCfgIManageIni}, {3, hdqCfgCompose}, {3, hdqCfgK8s}, {5, hdqCfgAzureConn},
		{5, hdqCfgTwilioEnv}, {5, hdqCfgAIEnv}, {4, hdqCfgProperties}, {4, hdqCfgPHP},
		{5, hdqCfgJWTSecret}, {4, hdqCfgGitHubCI},
	}
}

func hdqDBPw() string {
	if rng.IntN(3) == 0 {
		return hdqPhrase()
	}
	return hdqURLPw()
}

func hdqCfgClioEnv() Sample {
	cid := rnd(alnum, 40)
	sec := rnd(alnum, 40)
	pw := hdqDBPw()
	host := pick([]string{"db.intake.internal", "10.20.4.11", "pg-intake.harcourt.local", "intake-db.cluster-c9x.eu-west-2.rds.amazonaws.com"})
	text := fmt.Sprintf(`# intake-bot .env (%s)
APP_ENV=production
CLIO_REGION=%s
CLIO_CLIENT_ID=%s
CLIO_CLIENT_SECRET=%s
CLIO_REDIRECT_URI=https://intake.%s/oauth/callback
DATABASE_URL=postgres://intake:%s@%s:5432/intake
LOG_LEVEL=info`, hdqDate(), pick([]string{"us", "eu", "ca", "au"}), cid, sec, hdqFirm().domain, pw, host)
	return hdqS("oauth-client-secret", "env", text, []string{sec, pw}, cid, host)
}

func hdqCfgDocassemble() Sample {
	sk := rnd(alnum, 32)
	dbpw := hdqDBPw()
	mailpw := hdqPw()
	fm := hdqFirm()
	q := func(s string) string {
		if strings.ContainsAny(s[:1], hdqSyms) || strings.Contains(s, "#") {
			return `"` + s + `"`
		}
		return s
	}
	text := fmt.Sprintf(`# docassemble config.yml - tenancy deposit interview
debug: False
external hostname: forms.%s
secretkey: %s
db:
  prefix: postgresql+psycopg2://
  name: docassemble
  user: docassemble
  password: %s
  host: localhost
mail:
  server: smtp.office365.com
  username: forms@%s
  password: %s
  default sender: '"%s" <forms@%s>'`, fm.domain, sk, q(dbpw), fm.domain, q(mailpw), fm.name, fm.domain)
	return hdqS("app-secret-key", "yaml", text, []string{sk, dbpw, mailpw}, "forms@"+fm.domain)
}

func hdqCfgAppSettings() Sample {
	tenant := hdqUUID()
	client := hdqUUID()
	sec := hdqMSSecret()
	text := fmt.Sprintf(`{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "NetDocuments": {
    "Repository": "CA-%s",
    "BaseUrl": "https://api.vault.netvoyage.com/v2"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "%s",
    "ClientId": "%s",
    "ClientSecret": "%s"
  }
}`, strings.ToUpper(rnd(alnum, 8)), tenant, client, sec)
	return hdqS("azure-client-secret", "json", text, []string{sec}, tenant, client)
}

func hdqCfgDocketToml() Sample {
	u := hdqUser(hdqFirst(), hdqLast())
	pw := hdqPw()
	hook := hdqSlackHook()
	text := fmt.Sprintf(`# docket-watch.toml
[pacer]
username = "%s"
password = "%s"
courts = ["nysd", "dde", "txed"]
poll_minutes = 30

[notify]
slack_webhook = "%s"
channel = "#docketing"`, u, pw, hook)
	return hdqS("court-portal-password", "toml", text, []string{pw, hook}, u)
}

func hdqCfgIManageIni() Sample {
	cid := pick([]string{"work-api-", "sync-"}) + rnd(lower+digits, 12)
	sec := rnd(alnum, 32+rng.IntN(16))
	u := "svc_" + pick([]string{"dmsync", "imanage", "archive"})
	pw := hdqStrong()
	text := fmt.Sprintf(`; iManage Work connector - matter archiving job
[server]
url = https://cloudimanage.com
library = %s

[auth]
client_id = %s
client_secret = %s
username = %s
password = %s

[job]
batch_size = 200`, pick([]string{"ACTIVE", "LONDON", "NY_DMS", "Archive"}), cid, sec, u, pw)
	return hdqS("oauth-client-secret", "ini", text, []string{sec, pw}, cid, u)
}

func hdqCfgCompose() Sample {
	pw := hdqDBPw()
	mpw := hdqURLPw()
	text := fmt.Sprintf(`services:
  casefile-db:
    image: postgres:16
    environment:
      POSTGRES_USER: casefile
      POSTGRES_PASSWORD: "%s"
    volumes: ["pgdata:/var/lib/postgresql/data"]
  exhibits:
    image: minio/minio
    command: server /data
    environment:
      MINIO_ROOT_USER: exhibits-admin
      MINIO_ROOT_PASSWORD: %s
volumes:
  pgdata: {}`, pw, mpw)
	return hdqS("db-password", "yaml", text, []string{pw, mpw}, "exhibits-admin")
}

func hdqCfgK8s() Sample {
	pw := hdqURLPw()
	key := hdqSendGrid()
	text := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: client-portal
  namespace: %s
type: Opaque
stringData:
  DB_PASSWORD: %s
  SENDGRID_API_KEY: %s`, pick([]string{"portal", "clients-prod", "legal-apps"}), pw, key)
	return hdqS("db-password", "yaml", text, []string{pw, key}, "client-portal")
}

func hdqCfgAzureConn() Sample {
	acct := strings.ToLower(pick(hdqLasts)) + pick([]string{"exhibits", "dms", "evidence", "archive"}) + rnd(digits, 2)
	key := hdqAzureKey()
	text := fmt.Sprintf("  \"ConnectionStrings\": {\n    \"EvidenceStore\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n  },", acct, key)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("$env:EVIDENCE_CONN = \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n.\\Upload-Exhibits.ps1 -Matter %s", acct, key, hdqMatter())
	}
	return hdqS("azure-storage-key", "json", text, []string{key}, "AccountName="+acct)
}

func hdqCfgTwilioEnv() Sample {
	sid := "AC" + rnd(hexs, 32)
	tok := rnd(hexs, 32)
	from := fmt.Sprintf("+1%03d555%04d", 200+rng.IntN(700), rng.IntN(9999))
	text := fmt.Sprintf("# hearing-reminder SMS service\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\nREMINDER_HOURS_BEFORE=48", sid, tok, from)
	return hdqS("twilio-auth-token", "env", text, []string{tok}, sid, from)
}

func hdqCfgAIEnv() Sample {
	var key, name string
	if rng.IntN(2) == 0 {
		key, name = hdqOpenAI(), "OPENAI_API_KEY"
	} else {
		key, name = hdqAnthropic(), "ANTHROPIC_API_KEY"
	}
	text := fmt.Sprintf("# contract-review assistant\n%s=%s\nCLAUSE_LIBRARY=./clauses/%s\nMAX_PAGES=400\nREDACT_CLIENT_NAMES=true", name, key, pick([]string{"nda", "spa", "lease", "msa"}))
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("$ export %s=%s\n$ python review.py --playbook playbooks/%s.yaml contracts/*.docx\nLoaded 37 clauses. Reviewing 4 documents...", name, key, pick([]string{"nda", "spa", "lease"}))
	}
	return hdqS("ai-api-key", "env", text, []string{key})
}

func hdqCfgProperties() Sample {
	pw := hdqPw()
	host := pick([]string{"sql-cms01", "cms-db.internal", "10.1.8.40"})
	text := fmt.Sprintf(`# case-management reporting (%s)
spring.datasource.url=jdbc:sqlserver://%s:1433;databaseName=PracticeMgmt
spring.datasource.username=report_reader
spring.datasource.password=%s
reports.time-entries.cron=0 0 6 * * MON-FRI`, hdqDate(), host, pw)
	return hdqS("db-password", "properties", text, []string{pw}, host, "report_reader")
}

func hdqCfgPHP() Sample {
	pw := hdqPw()
	for strings.Contains(pw, "'") {
		pw = hdqPw()
	}
	fm := hdqFirm()
	text := fmt.Sprintf(`<?php
// client portal mail settings
return [
    'driver'   => 'smtp',
    'host'     => 'smtp.%s',
    'port'     => 587,
    'username' => 'noreply@%s',
    'password' => '%s',
    'from'     => ['address' => 'noreply@%s', 'name' => '%s'],
];`, fm.domain, fm.domain, pw, fm.domain, fm.name)
	return hdqS("smtp-password", "php", text, []string{pw}, "noreply@"+fm.domain)
}

func hdqCfgJWTSecret() Sample {
	sec := rnd(hexs, 64)
	if rng.IntN(2) == 0 {
		sec = rnd(b64url, 48)
	}
	text := fmt.Sprintf("PORTAL_BASE_URL=https://clients.%s\nSESSION_TTL=3600\nJWT_SIGNING_SECRET=%s\nUPLOAD_MAX_MB=250", hdqFirm().domain, sec)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("auth:\n  issuer: deal-room\n  jwt_secret: \"%s\"\n  access_ttl: 15m\n  refresh_ttl: 720h", sec)
	}
	return hdqS("jwt-signing-secret", "env", text, []string{sec})
}

func hdqCfgGitHubCI() Sample {
	tok := hdqGH()
	text := fmt.Sprintf(`# .github/workflows/build-precedents.yml
name: build precedent bank
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          repository: %s/precedent-templates
          token: %s
      - run: make pdf`, strings.ToLower(pick(hdqLasts))+"-legal", tok)
	return hdqS("github-token", "yaml", text, []string{tok})
}
