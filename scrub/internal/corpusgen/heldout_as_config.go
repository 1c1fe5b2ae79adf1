package main

import (
	"fmt"
	"strings"
)

// Config files of many syntaxes, and shell commands with credentials.

func hasConfigSample() Sample {
	db := hasP("sis_reporting", "moodle", "papercut", "destiny", "attendance", "lunchpos", "roster")
	pw := hasAnyPw()
	upw := hasURLPw()
	switch rng.IntN(22) {
	case 0:
		id, sec := hasAWSID(), hasAWSSecret()
		s := hasSec("aws-keys", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-%d", id, sec, hasN(1, 2)), id, sec)
		return hasWithKeep(s, "[default]")
	case 1:
		_, _, tok := hasEduTok()
		name, what, _ := hasEduTok()
		return hasSec("env-file", "env", fmt.Sprintf("# %s %s\nAPP_ENV=production\nSIS_BASE_URL=https://%s\nSIS_CLIENT_ID=%s\nSIS_CLIENT_SECRET=%s\nLOG_LEVEL=info", name, what, hasHost(), hasHex(16), tok), tok)
	case 2:
		return hasSec("database-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s\nREDIS_URL=redis://localhost:6379/0", db, upw, hasHost(), db), upw)
	case 3:
		return hasSec("database-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: \"%s\"", hasHost(), db, db, pw), pw)
	case 4:
		b := hasB64Of(pw)
		s := hasSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: edtech\ntype: Opaque\ndata:\n  username: %s\n  password: %s", db, hasB64Of(db), b), b)
		return hasWithKeep(s, "kind: Secret")
	case 5:
		return hasSec("connection-string", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Sis\" connectionString=\"Server=%s;Database=%s;User Id=sa;Password=%s;\" />\n</connectionStrings>", hasHost(), db, pw), pw)
	case 6:
		k := hasAzureStorageKey()
		return hasSec("azure-storage", "env", fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%sstudentwork;AccountKey=%s;EndpointSuffix=core.windows.net", strings.ReplaceAll(hasP(hasDistricts...), "-", ""), k), k)
	case 7:
		sec := hasAzureSecret()
		return hasSec("azure-app", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\",\n  \"purpose\": \"M365 license sync\"\n}", hasUUID(), hasUUID(), sec), sec)
	case 8:
		return hasSec("docker-compose", "yaml", fmt.Sprintf("services:\n  moodle-db:\n    image: mariadb:10.11\n    environment:\n      MARIADB_ROOT_PASSWORD: %s\n      MARIADB_DATABASE: moodle\n    volumes:\n      - dbdata:/var/lib/mysql", pw), pw)
	case 9:
		tok := hasCanvas()
		return hasSec("canvas-token", "toml", fmt.Sprintf("[canvas]\nbase_url = \"https://%s.instructure.com\"\naccess_token = \"%s\"\naccount_id = %d", hasP(hasDistricts...), tok, hasN(1, 9)), tok)
	case 10:
		tok := hasHex(32)
		return hasSec("moodle-token", "php", fmt.Sprintf("<?php\n$CFG->wwwroot = 'https://moodle.%s';\n$wstoken = '%s';\n$function = 'core_user_get_users';", hasDomain(), tok), tok)
	case 11:
		return hasSec("properties", "properties", fmt.Sprintf("ldap.url=ldaps://dc01.%s:636\nldap.bindDn=CN=svc_destiny,OU=Service,DC=district,DC=local\nldap.bindPassword=%s\nldap.baseDn=OU=Students,DC=district,DC=local", hasDomain(), pw), pw)
	case 12:
		t, tail := hasSlackHookTail()
		return hasSec("slack-webhook", "yaml", fmt.Sprintf("alerts:\n  channel: \"#it-helpdesk\"\n  webhook: %s\n  on: [printer_offline, toner_low]", t), tail)
	case 13:
		t := hasTelegram()
		return hasSec("telegram-token", "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%d", t, hasN(1000000000, 1999999999)), t)
	case 14:
		u, tail := hasDiscordHook()
		return hasSec("discord-webhook", "json", fmt.Sprintf("{\n  \"name\": \"bell-schedule-announcer\",\n  \"webhook\": \"%s\"\n}", u), tail)
	case 15:
		k := hasStripe()
		return hasSec("stripe-key", "env", fmt.Sprintf("# booster club fundraiser store\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s", k, hasR(alnum, 24)), k)
	case 16:
		return hasSec("netrc", "netrc", fmt.Sprintf("machine %s\n  login %s\n  password %s", hasHost(), hasUser(), pw), pw)
	case 17:
		return hasSec("pgpass", "pgpass", fmt.Sprintf("%s:5432:%s:%s_ro:%s", hasHost(), db, db, pw), pw)
	case 18:
		tok := hasGHP()
		return hasSec("git-credentials", "text", fmt.Sprintf("https://%s:%s@github.com", hasName(), tok), tok)
	case 19:
		id, sec := hasGoogleSecret(), hasGCPKey()
		return hasSec("google-oauth", "env", fmt.Sprintf("GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=%s\nGOOGLE_API_KEY=%s", hasN(100000000000, 999999999999), hasR(lower+digits, 32), id, sec), id, sec)
	case 20:
		key, body := hasPEM()
		s := hasSec("pem-key", "notes", "LTI 1.3 tool key for the Canvas integration (from Jordan):\n"+key+"\nPublic JWKS URL: https://lti."+hasDomain()+"/.well-known/jwks.json", body...)
		return s
	default:
		return hasSec("ini", "ini", fmt.Sprintf("[smtp]\nserver = smtp.office365.com\nport = 587\nusername = noreply@%s\npassword = %s\n", hasDomain(), pw), pw)
	}
}

func hasCommandSample() Sample {
	pw := hasAnyPw()
	upw := hasURLPw()
	u := hasUser()
	switch rng.IntN(20) {
	case 0:
		return hasSec("cli-password", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", u, pw, hasDomain()), pw)
	case 1:
		p := hasRandPw(hasN(10, 16))
		return hasSec("cli-password", "shell", fmt.Sprintf("mysql -h %s -u root -p%s moodle < backup.sql", hasHost(), p), p)
	case 2:
		return hasSec("cli-password", "shell", fmt.Sprintf("curl -u %s:%s https://%s/ws/v1/district/student/count", u, upw, hasHost()), upw)
	case 3:
		return hasSec("cli-password", "shell", fmt.Sprintf("PGPASSWORD='%s' psql -h %s -U reporting -d sis -c 'select count(*) from students'", pw, hasHost()), pw)
	case 4:
		return hasSec("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s", pw, u, hasHost()), pw)
	case 5:
		return hasSec("cli-password", "cmd", fmt.Sprintf("C:\\> net use Z: \\\\nas02\\staffshare /user:DISTRICT\\%s %s", u, pw), pw)
	case 6:
		return hasSec("cli-password", "shell", fmt.Sprintf("smbclient //nas02/scans -U %s%%%s -c 'ls'", u, pw), pw)
	case 7:
		return hasSec("cli-password", "shell", fmt.Sprintf("ldapsearch -H ldaps://dc01.%s -D 'cn=%s,ou=svc,dc=district' -w '%s' -b 'ou=students,dc=district' '(grade=9)'", hasDomain(), u, pw), pw)
	case 8:
		tok := hasGHP()
		return hasSec("git-token-url", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/chromebook-scripts.git", hasName(), tok, hasP(hasDistricts...)), tok)
	case 9:
		b := hasB64Of(u + ":" + upw)
		return hasSec("basic-auth", "http", fmt.Sprintf("GET /api/v3/oneroster/students HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", hasHost(), b), b)
	case 10:
		tok := hasJWT()
		return hasSec("jwt", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://%s/api/v1/courses", tok, hasHost()), tok)
	case 11:
		tok := hasCanvas()
		return hasSec("canvas-token", "shell", fmt.Sprintf("curl -s 'https://%s.instructure.com/api/v1/accounts/1/users?per_page=100' \\\n  -H 'Authorization: Bearer %s' | jq length", hasP(hasDistricts...), tok), tok)
	case 12:
		return hasSec("cli-password", "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\nSet-ADAccountPassword -Identity %s -NewPassword $pw -Reset", pw, hasName()+"."+hasP(hasLast...)), pw)
	case 13:
		return hasSec("cli-password", "shell", fmt.Sprintf("gam update user %s password '%s' changepassword on", hasEmail(), pw), pw)
	case 14:
		return hasSec("cli-password", "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/exports/attendance.csv", u, upw, hasHost()), upw)
	case 15:
		return hasSec("database-url", "shell", fmt.Sprintf("$ mongosh \"mongodb+srv://lunchapp:%s@cluster0.%s.mongodb.net/pos\"", upw, hasR(lower+digits, 5)), upw)
	case 16:
		tok := hasGHP()
		return hasSec("git-token", "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin  # token in history, oops", tok, hasName()), tok)
	case 17:
		id, sec := hasAWSID(), hasAWSSecret()
		return hasSec("aws-keys", "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 sync ./yearbook s3://%s-yearbook-2024", id, sec, hasP(hasDistricts...)), id, sec)
	case 18:
		return hasSec("cli-password", "shell", fmt.Sprintf("redis-cli -h %s -a '%s' ping", hasHost(), pw), pw)
	default:
		return hasSec("cli-password", "shell", fmt.Sprintf("htpasswd -b /etc/nginx/.htpasswd %s '%s'", u, pw), pw)
	}
}
