package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hawConfigGens() []hawGen {
	return []hawGen{
		{14, hawCloud},
		{14, hawDBURL},
		{12, hawEnvFile},
		{8, hawK8s},
		{22, hawCommand},
		{12, hawBasicAuth},
		{10, hawGitTokens},
		{10, hawPayments},
	}
}

func hawCloud() Sample {
	switch rng.IntN(8) {
	case 0, 1:
		id, sec := hawAWSID(), hawAWSSecret()
		return hawK(hawS("aws", "ini", fmt.Sprintf("[drone-imagery]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n", id, sec), sec, id), "region = eu-west-1")
	case 2:
		sec := hawAWSSecret()
		return hawS("aws", "chat", fmt.Sprintf("%s: the secret for the S3 bucket with the NDVI tiles is %s", hawPerson(), sec), sec)
	case 3:
		k := hawGAPI()
		return hawS("gcp", "js", fmt.Sprintf("// server-side geocoding for field boundaries\nconst GEOCODE_KEY = \"%s\";\n", k), k)
	case 4:
		k := hawAzureKey()
		acct := hawPick("coldchainlogs", "herdphotos", "agriarchive")
		cs := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net"
		return hawS("azure", "config", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Blob\": \"%s\"\n}", cs), k)
	case 5:
		s := hawAzureSecret()
		return hawS("azure", "env", fmt.Sprintf("AZURE_TENANT_ID=%s-%s-4%s-a%s-%s\nAZURE_CLIENT_SECRET=%s\n", hawHex(8), hawHex(4), hawHex(3), hawHex(3), hawHex(12), s), s)
	case 6:
		pem, lines := hawPEM("PRIVATE KEY")
		return hawS("gcp", "notes", fmt.Sprintf("pasted from the SA json (drone-maps):\n%s\n", pem), lines...)
	default:
		sig := hawRnd(b64url, 43)
		url := fmt.Sprintf("https://agriarchive.blob.core.windows.net/yield/2024.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-01T00:00:00Z&sig=%s%%3D", sig)
		return hawS("azure", "chat", "SAS link for the yield export: "+url, sig)
	}
}

func hawDBURL() Sample {
	u := hawPick("farm", "herd_app", "postgres", "coop_ro", "grain", "fieldview_etl", "root")
	p := hawPw()
	pe := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "%", "%25", "&", "%26", "+", "%2B", "$", "%24").Replace(p)
	h := hawHost()
	switch rng.IntN(9) {
	case 0:
		return hawS("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/herd\n", u, pe, h), pe)
	case 1:
		return hawS("db-url", "chat", fmt.Sprintf("connect with mysql://%s:%s@%s/grain_intake and check the moisture table", u, pe, h), pe)
	case 2:
		return hawS("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/coop\n    username: %s\n    password: %s\n", h, u, p), p)
	case 3:
		return hawS("db-url", "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@%s/yield\")", u, pe, h), pe)
	case 4:
		return hawS("connection-string", "config", fmt.Sprintf("Server=%s;Database=DairyHerd;User Id=%s;Password=%s;TrustServerCertificate=True;", h, u, p), p)
	case 5:
		return hawS("connection-string", "env", fmt.Sprintf("MONGO_URI=mongodb+srv://%s:%s@coldchain.x8k2p.mongodb.net/sensors?retryWrites=true", u, pe), pe)
	case 6:
		return hawS("connection-string", "config", fmt.Sprintf("amqp://%s:%s@%s:5672/telemetry", u, pe, h), pe)
	case 7:
		return hawS("connection-string", "log", fmt.Sprintf("%s ERROR could not connect to redis://:%s@%s:6379/0: connection refused", hawDate(), pe, h), pe)
	default:
		return hawS("connection-string", "yaml", fmt.Sprintf("mqtt:\n  broker: mqtts://%s:8883\n  username: %s\n  password: %s\n  topic: farm/greenhouse/+/climate\n", h, u, p), p)
	}
}

func hawEnvFile() Sample {
	var lines []string
	var secs []string
	lines = append(lines, "# "+hawFarm()+" sync service", "NODE_ENV=production", fmt.Sprintf("FARM_ID=%d", hawIn(100, 9999)))
	adds := []func(){
		func() { k := hawHex(32); lines = append(lines, "OWM_API_KEY="+k); secs = append(secs, k) },
		func() { p := hawPw(); lines = append(lines, "DB_PASSWORD="+p); secs = append(secs, p) },
		func() { k := hawSendgrid(); lines = append(lines, "SENDGRID_API_KEY="+k); secs = append(secs, k) },
		func() {
			k := hawRnd(alnum, 40)
			lines = append(lines, "DEERE_CLIENT_SECRET="+k)
			secs = append(secs, k)
		},
		func() { k := hawSlackBot(); lines = append(lines, "SLACK_BOT_TOKEN="+k); secs = append(secs, k) },
		func() { k := hawRnd(b64url, 48); lines = append(lines, "JWT_SECRET="+k); secs = append(secs, k) },
		func() { k := hawTelegram(); lines = append(lines, "TELEGRAM_TOKEN="+k); secs = append(secs, k) },
		func() {
			k := "SK" + hawHex(32)
			s := hawHex(32)
			lines = append(lines, "TWILIO_API_KEY="+k, "TWILIO_API_SECRET="+s)
			secs = append(secs, s)
		},
		func() { k := hawOpenAI(); lines = append(lines, "OPENAI_API_KEY="+k); secs = append(secs, k) },
		func() { p := hawHumanPw(); lines = append(lines, "MQTT_PASS=\""+p+"\""); secs = append(secs, p) },
	}
	rng.Shuffle(len(adds), func(i, j int) { adds[i], adds[j] = adds[j], adds[i] })
	for _, a := range adds[:hawIn(1, 3)] {
		a()
	}
	lines = append(lines, "TZ=Europe/Berlin", "SYNC_INTERVAL_MIN=15")
	return hawK(hawS("env-file", "env", strings.Join(lines, "\n")+"\n", secs...), "SYNC_INTERVAL_MIN=15")
}

func hawK8s() Sample {
	p := hawPw()
	k := hawRnd(alnum, 32)
	bp := base64.StdEncoding.EncodeToString([]byte(p))
	bk := base64.StdEncoding.EncodeToString([]byte(k))
	name := hawPick("herd-db", "irrigation-api", "coldchain-ingest", "fieldview-sync")
	if rng.IntN(3) == 0 {
		return hawS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  API_KEY: %s\n", name, p, k), p, k)
	}
	return hawK(hawS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: farm\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-key: %s\n", name, base64.StdEncoding.EncodeToString([]byte("farm")), bp, bk), bp, bk), "namespace: farm")
}

func hawCommand() Sample {
	u := hawUser()
	p := hawPw()
	h := hawHost()
	switch rng.IntN(12) {
	case 0:
		return hawS("cli-password", "shell", fmt.Sprintf("docker login -u %s -p %s registry.coop-it.example", u, p), p)
	case 1:
		return hawS("cli-password", "shell", fmt.Sprintf("mysql -h %s -u grain -p%s grain_intake < moisture_fix.sql", h, p), p)
	case 2:
		return hawS("cli-password", "shell", fmt.Sprintf("curl -u %s:%s http://%s/api/v1/valves/4/open -X POST", u, p, h), p)
	case 3:
		return hawS("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh pi@%s 'sudo systemctl restart dryer-monitor'", p, h), p)
	case 4:
		return hawS("cli-password", "shell", fmt.Sprintf("PGPASSWORD='%s' psql -h %s -U herd_app -c 'select count(*) from cows'", p, h), p)
	case 5:
		return hawS("cli-password", "shell", fmt.Sprintf("redis-cli -h %s -a '%s' KEYS 'sensor:*'", h, p), p)
	case 6:
		return hawS("cli-password", "shell", fmt.Sprintf("mosquitto_pub -h %s -u %s -P '%s' -t farm/silo/2/level -m 71", h, u, p), p)
	case 7:
		return hawS("cli-password", "shell", fmt.Sprintf("smbclient //%s/scans -U %s%%'%s' -c 'ls'", h, u, p), p)
	case 8:
		return hawS("cli-password", "cmd", fmt.Sprintf("net use Z: \\\\%s\\Hofbuero /user:%s %s /persistent:yes", h, u, p), p)
	case 9:
		return hawS("cli-password", "shell", fmt.Sprintf("wget --user=%s --password='%s' https://%s/export/lots.csv", u, p, h), p)
	case 10:
		return hawK(hawS("cli-password", "shell-session", fmt.Sprintf("pi@greenhouse:~ $ mysqldump -uroot -p%s climate > /mnt/usb/climate.sql\npi@greenhouse:~ $ ls -lh /mnt/usb\ntotal 12M\n-rw-r--r-- 1 pi pi 12M climate.sql", p), p), "total 12M")
	default:
		return hawS("cli-password", "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin", p, u), p)
	}
}

func hawBasicAuth() Sample {
	u := hawUser()
	p := hawPw()
	h := hawHost()
	switch rng.IntN(6) {
	case 0:
		return hawS("basic-auth", "chat", fmt.Sprintf("the camera stream is at rtsp://%s:%s@%s:554/stream1 (calving pen)", u, p, h), p)
	case 1:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		return hawS("basic-auth", "http", fmt.Sprintf("GET /api/tanks HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", h, b), b)
	case 2:
		return hawS("basic-auth", "config", fmt.Sprintf("[remote]\nurl = https://%s:%s@%s/dav/fieldmaps/", u, p, h), p)
	case 3:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		return hawS("basic-auth", "shell", fmt.Sprintf("curl -H 'Authorization: Basic %s' https://%s/cgi-bin/valves.cgi", b, h), b)
	case 4:
		t := hawJWT()
		return hawS("jwt", "http", fmt.Sprintf("POST /v3/fields/sync HTTP/1.1\nHost: api.farmsync.example\nAuthorization: Bearer %s\nContent-Type: application/json", t), t)
	default:
		t := hawJWT()
		return hawS("jwt", "chat", fmt.Sprintf("%s: this bearer still works for the agronomy API, use it for testing: %s", hawPerson(), t), t)
	}
}

func hawGitTokens() Sample {
	switch rng.IntN(6) {
	case 0:
		t := hawGhp()
		return hawS("git-token", "shell", fmt.Sprintf("git clone https://%s@github.com/greenacres/irrigation-scheduler.git", t), t)
	case 1:
		t := hawGhFine()
		return hawS("git-token", "chat", fmt.Sprintf("fine-grained token for the farm-iot org (read-only on firmware repo): %s", t), t)
	case 2:
		t := hawGlpat()
		return hawS("git-token", "yaml", fmt.Sprintf("variables:\n  GITLAB_TOKEN: \"%s\"\n  FIRMWARE_BRANCH: main\n", t), t)
	case 3:
		t := hawGhp()
		return hawS("git-token", "config", fmt.Sprintf("[url \"https://oauth2:%s@github.com/\"]\n\tinsteadOf = https://github.com/", t), t)
	case 4:
		t := hawNpm()
		return hawS("registry-token", "npmrc", fmt.Sprintf("//registry.npmjs.org/:_authToken=%s\n@agri:registry=https://npm.pkg.github.com", t), t)
	default:
		t := "pypi-AgEIcHlwaS5vcmc" + hawRnd(b64url, 60)
		return hawS("registry-token", "pypirc", fmt.Sprintf("[pypi]\nusername = __token__\npassword = %s\n", t), t)
	}
}

func hawPayments() Sample {
	switch rng.IntN(5) {
	case 0:
		k := hawStripe()
		return hawS("payment", "env", fmt.Sprintf("# farm shop webshop\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\n", k, hawRnd(alnum, 40)), k)
	case 1:
		k := "whsec_" + hawRnd(alnum, 32)
		return hawS("payment", "chat", fmt.Sprintf("webhook signing secret for the veg box subscriptions: %s", k), k)
	case 2:
		k := "live_" + hawRnd(alnum, 30)
		return hawS("payment", "php", fmt.Sprintf("<?php\n$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"%s\");\n", k), k)
	case 3:
		k := "sq0csp-" + hawRnd(b64url, 43)
		return hawS("payment", "notes", fmt.Sprintf("Farmers market card reader (Square)\napp secret: %s\nlocation: Saturday market stall", k), k)
	default:
		id := "A" + hawRnd(alnum+"-_", 79)
		sec := "E" + hawRnd(alnum+"-_", 79)
		return hawS("payment", "env", fmt.Sprintf("PAYPAL_CLIENT_ID=%s\nPAYPAL_CLIENT_SECRET=%s\n", id, sec), sec)
	}
}
