package main

import (
	"fmt"
	"strings"
)

// The infrastructure behind a publisher's site, apps and archive.

func hdaOpsGens() []hdaGen {
	return []hdaGen{
		{7, hdaOpsAWSCreds},
		{3, hdaOpsAWSSession},
		{3, hdaOpsAlibaba},
		{3, hdaOpsTencent},
		{6, hdaOpsGCPJSON},
		{5, hdaOpsPEM},
		{6, hdaOpsGitHub},
		{4, hdaOpsGitLab},
		{3, hdaOpsNpm},
		{4, hdaOpsFastly},
		{4, hdaOpsCloudflare},
		{3, hdaOpsDatadog},
		{6, hdaOpsAI},
		{6, hdaOpsCookie},
		{5, hdaOpsRedis},
		{5, hdaOpsLicence},
		{4, hdaOpsDocker},
		{3, hdaOpsK8s},
		{3, hdaOpsAnalytics},
		{4, hdaOpsCommit},
	}
}

func hdaOpsAWSCreds() Sample {
	id := hdaAKIA("AKIA")
	sec := hdaAWSSecret()
	bucket := hdaOut().short + "-" + hdaP("photo-archive", "print-pdfs", "podcast-audio", "video-renditions")
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "ini"
		t = fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n", hdaP("archive", "default", "photos"), id, sec, hdaP("eu-west-1", "us-east-1", "eu-central-1"))
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: creds for the %s bucket (upload only):\naccess key %s\nsecret %s", hdaFirst(), bucket, id, sec)
	default:
		f = "shell"
		t = fmt.Sprintf("$ AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 sync ./pdf s3://%s/%s/\nupload: pdf/A01.pdf to s3://%s/%s/A01.pdf", id, sec, bucket, hdaDate(), bucket, hdaDate())
	}
	return hdaS("aws-access-key", f, t, hdaL(id, sec), bucket)
}

func hdaOpsAWSSession() Sample {
	id := hdaAKIA("ASIA")
	sec := hdaAWSSecret()
	st := "IQoJb3JpZ2luX2Vj" + rnd(alnum+"/+", hdaN(200, 300))
	t := fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s\n# expires %s", id, sec, st, hdaStamp())
	return hdaS("aws-access-key", "shell", t, hdaL(id, sec, st))
}

func hdaOpsAlibaba() Sample {
	id := "LTAI" + rnd(alnum, hdaN(20, 22))
	sec := rnd(alnum, 30)
	t := fmt.Sprintf("# CDN for the Chinese-language edition\noss:\n  endpoint: oss-cn-hongkong.aliyuncs.com\n  bucket: %s-zh-assets\n  access_key_id: %s\n  access_key_secret: %s\n", hdaOut().short, id, sec)
	return hdaS("alibaba-access-key", "yaml", t, hdaL(id, sec))
}

func hdaOpsTencent() Sample {
	id := "AKID" + rnd(alnum, 32)
	sec := rnd(alnum, 32)
	t := fmt.Sprintf("%s: Tencent COS keys for the partner syndication bucket — SecretId %s SecretKey %s (region ap-singapore)", hdaFirst(), id, sec)
	return hdaS("tencent-access-key", "chat", t, hdaL(id, sec))
}

func hdaOpsGCPJSON() Sample {
	o := hdaOut()
	proj := o.short + "-" + hdaP("analytics", "archive", "speech", "search") + "-" + hdaDig(6)
	kid := hdaHex(40)
	pem := hdaPEM("PRIVATE KEY")
	body := strings.ReplaceAll(pem, "\n", "\\n")
	sa := hdaP("bq-export", "transcriber", "sheets-bot", "archive-reader") + "@" + proj + ".iam.gserviceaccount.com"
	t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, kid, body, sa, hdaDig(21))
	return hdaS("gcp-service-account-key", "json", t, hdaL(kid, body), proj, sa)
}

func hdaOpsPEM() Sample {
	kind := hdaP("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	pem := hdaPEM(kind)
	t := fmt.Sprintf("%s: here's the key for the syndication SFTP (%s), save as ~/.ssh/syndication and chmod 600\n\n%s\n", hdaFirst(), "sftp."+hdaOut().dom, pem)
	if hdaC(50) {
		oo := hdaOut()
		t = fmt.Sprintf("$ cat ~/.ssh/id_%s_photos\n%s\n$ ssh -i ~/.ssh/id_%s_photos pix@%s", oo.short, pem, oo.short, "ingest."+oo.dom)
		return hdaS("private-key", "shell", t, hdaL(pem))
	}
	return hdaS("private-key", "chat", t, hdaL(pem))
}

func hdaOpsGitHub() Sample {
	tok := hdaGhp()
	org := hdaOut().short + "-digital"
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "shell"
		t = fmt.Sprintf("$ git remote -v\norigin  https://%s@github.com/%s/%s.git (fetch)\norigin  https://%s@github.com/%s/%s.git (push)", tok, org, hdaP("liveblog", "elections-2025", "paywall-web"), tok, org, hdaP("liveblog", "elections-2025", "paywall-web"))
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: CI needs a token to pull the design system package, use mine for now: %s", hdaFirst(), tok)
	default:
		f = "yaml"
		t = fmt.Sprintf("# renovate.json5 → moved to yaml\nplatform: github\nendpoint: https://api.github.com/\ntoken: %s\nrepositories:\n  - %s/site\n", tok, org)
	}
	return hdaS("github-token", f, t, hdaL(tok), org)
}

func hdaOpsGitLab() Sample {
	tok := "glpat-" + rnd(b64url, 20)
	repo := hdaP("election-map", "budget-calculator", "scrollytelling")
	t := fmt.Sprintf("$ git clone https://oauth2:%s@gitlab.%s/graphics/%s.git\nCloning into '%s'...", tok, hdaOut().dom, repo, repo)
	return hdaS("gitlab-token", "shell", t, hdaL(tok))
}

func hdaOpsNpm() Sample {
	tok := "npm_" + rnd(alnum, 36)
	t := fmt.Sprintf("# .npmrc (graphics team)\n@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n", hdaOut().short, tok)
	return hdaS("npm-token", "ini", t, hdaL(tok))
}

func hdaOpsFastly() Sample {
	tok := rnd(b64url, 32)
	svc := rnd(alnum, 22)
	t := fmt.Sprintf("# purge a story after a correction\ncurl -X POST -H \"Fastly-Key: %s\" https://api.fastly.com/service/%s/purge/article-%s", tok, svc, hdaDig(7))
	return hdaS("cdn-api-token", "shell", t, hdaL(tok), svc)
}

func hdaOpsCloudflare() Sample {
	tok := rnd(b64url, 40)
	zone := hdaHex(32)
	t := fmt.Sprintf("cloudflare:\n  zone_id: %s   # %s\n  api_token: %s\n  purge_on_publish: true\n", zone, hdaOut().dom, tok)
	return hdaS("cdn-api-token", "yaml", t, hdaL(tok), zone)
}

func hdaOpsDatadog() Sample {
	k := hdaHex(32)
	t := fmt.Sprintf("DD_API_KEY=%s\nDD_SITE=datadoghq.eu\nDD_SERVICE=%s-web\nDD_ENV=prod\n", k, hdaOut().short)
	return hdaS("monitoring-api-key", "env", t, hdaL(k))
}

func hdaOpsAI() Sample {
	var k, cat string
	if hdaC(50) {
		k, cat = hdaOpenAI(), "openai-api-key"
	} else {
		k, cat = hdaAnthropic(), "anthropic-api-key"
	}
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "chat"
		t = fmt.Sprintf("%s: for the headline-suggestion experiment I'm using the team key %s — standards desk signed off on drafts only, nothing auto-publishes", hdaFirst(), k)
	case 1:
		f = "code"
		t = fmt.Sprintf("# summarise council minutes for the local desk\nclient = Client(api_key=\"%s\")\nsummary = client.summarise(minutes_text, max_words=%d)\n", k, hdaN(80, 300))
	default:
		f = "meeting-notes"
		t = fmt.Sprintf("AI working group, %s\n- transcription pilot: %d interviews done, accuracy ok for English, weak for Welsh\n- key in use (rotate after pilot): %s\n- next: legal review of source protection", hdaDate(), hdaN(5, 40), k)
	}
	return hdaS(cat, f, t, hdaL(k))
}

func hdaOpsCookie() Sample {
	o := hdaOut()
	var v string
	if hdaC(50) {
		v = hdaJWT()
	} else {
		v = rnd(b64url, hdaN(32, 64))
	}
	name := hdaP("sessionid", "cms_session", "__Secure-sid", "PHPSESSID", "wordpress_logged_in_"+hdaHex(32))
	var t, f string
	if hdaC(50) {
		f = "shell"
		t = fmt.Sprintf("curl 'https://cms.%s/api/stories/%s/unpublish' -X POST \\\n  -H 'Cookie: %s=%s; theme=dark' \\\n  -H 'X-Requested-With: XMLHttpRequest'", o.dom, hdaDig(6), name, v)
	} else {
		f = "chat"
		t = fmt.Sprintf("%s: cms keeps logging me out, devtools shows %s=%s then it just 302s to /login\n%s: clear cookies and try again?", hdaFirst(), name, v, hdaFirst())
	}
	return hdaS("session-cookie", f, t, hdaL(v), name)
}

func hdaOpsRedis() Sample {
	pw := rnd(alnum, hdaN(24, 40))
	host := "cache." + hdaOut().dom
	var t, f string
	if hdaC(50) {
		f = "shell"
		t = fmt.Sprintf("$ redis-cli -h %s -a %s --no-auth-warning KEYS 'paywall:meter:*' | wc -l\n%d", host, pw, hdaN(1000, 90000))
	} else {
		f = "env"
		t = fmt.Sprintf("REDIS_URL=rediss://default:%s@%s:6380/2\nMETER_TTL_DAYS=30\n", pw, host)
	}
	return hdaS("redis-password", f, t, hdaL(pw), host)
}

func hdaOpsLicence() Sample {
	k := hdaLicence()
	prod := hdaP("Photo Mechanic Plus", "InDesign Server", "Methode Print", "Kaltura Reach", "Scribus Pro plugin", "EidosMedia Swing")
	var t, f string
	switch rng.IntN(3) {
	case 0:
		f = "mail"
		t = fmt.Sprintf("Subject: Your %s licence\n\nThank you for your purchase (%d seats).\nLicence key: %s\nRegistered to: %s\n\nKeep this email for reinstallation.", prod, hdaN(2, 40), k, hdaOut().name)
	case 1:
		f = "chat"
		t = fmt.Sprintf("%s: %s licence key for the new photo desk Mac: %s\n%s: activated, thanks", hdaFirst(), prod, k, hdaFirst())
	default:
		f = "csv"
		t = fmt.Sprintf("asset_tag,machine,software,licence_key,assigned_to\nNR-%d,iMac-photo-%d,%s,%s,%s\n", hdaN(1000, 9999), hdaN(1, 9), prod, k, hdaPerson())
	}
	return hdaS("software-licence-key", f, t, hdaL(k), prod)
}

func hdaOpsDocker() Sample {
	pw := hdaPwURL()
	oo := hdaOut()
	u := oo.short + "ci"
	t := fmt.Sprintf("$ history | tail -4\n  %d  cd site\n  %d  docker login -u %s -p %s registry.%s\n  %d  docker build -t registry.%s/web:%s .\n  %d  history | tail -4", 501, 502, u, pw, oo.dom, 503, oo.dom, hdaDate(), 504)
	return hdaS("registry-password", "shell", t, hdaL(pw), u)
}

func hdaOpsK8s() Sample {
	pw := hdaPwURL()
	key := rnd(b64url, 40)
	t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: liveblog-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  PUSHER_SECRET: \"%s\"\n", hdaOut().short, pw, key)
	return hdaS("db-password", "yaml", t, hdaL(pw, key), "liveblog-secrets")
}

func hdaOpsAnalytics() Sample {
	k := hdaHex(32)
	host := hdaOut().dom
	t := fmt.Sprintf("https://api.chartbeat.com/live/toppages/v3/?apikey=%s&host=%s&limit=%d", k, host, hdaN(5, 50))
	if hdaC(50) {
		sec := rnd(alnum, 43)
		t = fmt.Sprintf("%s: parse.ly API secret for the dashboards: %s (the apikey is just %s)", hdaFirst(), sec, host)
		return hdaS("analytics-api-secret", "chat", t, hdaL(sec), host)
	}
	return hdaS("analytics-api-key", "url", t, hdaL(k), host)
}

func hdaOpsCommit() Sample {
	pw := hdaPwURL()
	sha := hdaHex(7)
	t := fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\n\n    fix archive importer timeout\n\ndiff --git a/importer/settings.py b/importer/settings.py\n@@ -12,7 +12,7 @@\n-ARCHIVE_DB_PASSWORD = os.environ[\"ARCHIVE_DB_PASSWORD\"]\n+ARCHIVE_DB_PASSWORD = \"%s\"  # TODO revert before merge\n", sha+hdaHex(33), hdaPerson(), hdaUser(), hdaOut().dom, pw)
	return hdaS("db-password", "diff", t, hdaL(pw), "ARCHIVE_DB_PASSWORD")
}
