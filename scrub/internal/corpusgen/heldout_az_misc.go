package main

import (
	"fmt"
	"net/url"
	"strings"
)

// Everything else people paste: cloud keys, Git host and chat tokens, payment keys,
// database URLs, JWTs, private keys, SaaS API keys and basic auth.

func hazMiscGens() []hazGen {
	return []hazGen{
		{12, hazCloud},
		{7, hazGitHost},
		{9, hazChatTokens},
		{7, hazPayment},
		{9, hazDatabase},
		{5, hazJWTs},
		{7, hazPrivateKeys},
		{11, hazSaaS},
		{7, hazBasicAuth},
	}
}

func hazCloud() Sample {
	kid, sec := hazAWSKeyID(), hazAWSSecret()
	acct := hazP("acmeiosassets", "fruitbatcrash", "nwbuildcache") + hazR(digits, 2)
	switch rng.IntN(10) {
	case 0:
		return hazS("aws", "env", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=us-east-1\nS3_BUCKET=acme-ipa-archive", kid, sec), []string{kid, sec}, "S3_BUCKET=acme-ipa-archive")
	case 1:
		return hazWrapS("aws", "prose", fmt.Sprintf("for the dSYM bucket use key %s and secret %s", kid, sec), []string{kid, sec})
	case 2:
		return hazS("aws", "swift", fmt.Sprintf("let credentials = StaticCredentialIdentityResolver(\n    AWSCredentialIdentity(accessKey: \"%s\", secret: \"%s\")\n)", kid, sec), []string{kid, sec})
	case 3:
		fcm := "AAAA" + hazR(b64url, 7) + ":APA91b" + hazR(b64url, 134)
		return hazS("gcp", "shell", fmt.Sprintf("curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H \"Authorization: key=%s\" \\\n  -H \"Content-Type: application/json\" -d @push.json", fcm), []string{fcm})
	case 4:
		k := hazGoogleKey()
		return hazS("gcp", "shell", fmt.Sprintf("curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Cupertino&key=%s\"", k), []string{k})
	case 5:
		k := hazAzureKey()
		return hazS("azure", "connection-string", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), []string{k})
	case 6:
		c := hazAzureClient()
		return hazS("azure", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\",\n  \"subscriptionId\": \"%s\"\n}", hazUUID(), hazUUID(), c, hazUUID()), []string{c})
	case 7:
		sig := hazR(hazB64Std, 43) + "="
		enc := url.QueryEscape(sig)
		return hazS("azure", "url", fmt.Sprintf("https://%s.blob.core.windows.net/builds/App.ipa?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&spr=https&sig=%s", acct, enc), []string{enc})
	case 8:
		c := hazAzureClient()
		return hazWrapS("azure", "prose", "Intune connector app registration secret: "+c+" (expires in 6 months)", []string{c})
	}
	return hazS("aws", "ini", fmt.Sprintf("[default]\nregion = eu-central-1\n\n[profile testflight-uploader]\naws_access_key_id = %s\naws_secret_access_key = %s", kid, sec), []string{kid, sec}, "region = eu-central-1")
}

func hazGitHost() Sample {
	gh, fine, gl := hazGHToken(), hazGHFine(), hazGLToken()
	switch rng.IntN(6) {
	case 0:
		return hazWrapS("git-token", "prose", "GitHub token for the release script: "+fine, []string{fine})
	case 1:
		return hazS("git-token", "shell", fmt.Sprintf("$ echo %s | gh auth login --with-token\n$ gh release create v%d.%d.0 build/App.ipa", gh, hazN(1, 9), hazN(0, 20)), []string{gh})
	case 2:
		return hazS("git-token", "yaml", fmt.Sprintf("include:\n  - project: 'acme/ci-templates'\nvariables:\n  GITLAB_API_TOKEN: \"%s\"\n  XCODE_VERSION: \"16.1\"", gl), []string{gl}, "  XCODE_VERSION: \"16.1\"")
	case 3:
		return hazS("git-token", "shell", fmt.Sprintf("git clone https://x-access-token:%s@github.com/acme/ios-app.git", gh), []string{gh})
	case 4:
		bb := "ATBB" + hazR(alnum, 32)
		return hazWrapS("git-token", "prose", "Bitbucket app password for the Jenkins job: "+bb, []string{bb})
	}
	return hazS("git-token", "python", fmt.Sprintf("from github import Github\n\ngh = Github(\"%s\")\nrepo = gh.get_repo(\"acme/ios-app\")", gh), []string{gh})
}

func hazChatTokens() Sample {
	switch rng.IntN(8) {
	case 0:
		t := hazSlackBot()
		return hazS("slack", "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#ios-builds", t), []string{t}, "SLACK_CHANNEL=#ios-builds")
	case 1:
		p := "T" + hazR(hazUpDig, 10) + "/B" + hazR(hazUpDig, 10) + "/" + hazR(alnum, 24)
		return hazS("slack", "ruby", fmt.Sprintf("slack(\n  message: \"New TestFlight build is up\",\n  slack_url: \"https://hooks.slack.com/services/%s\",\n  success: true\n)", p), []string{p}, "  message: \"New TestFlight build is up\",")
	case 2:
		t := hazTelegram()
		return hazWrapS("telegram", "prose", "telegram bot for crash alerts: "+t, []string{t})
	case 3:
		t := hazTelegram()
		return hazS("telegram", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=-100%s -d text=\"build ok\"", t, hazR(digits, 10)), []string{t})
	case 4:
		u, tok := hazDiscordWebhook()
		return hazS("discord-webhook", "env", "DISCORD_WEBHOOK_URL="+u, []string{tok})
	case 5:
		u, tok := hazDiscordWebhook()
		return hazWrapS("discord-webhook", "prose", "post release notes to "+u, []string{tok})
	case 6:
		u, tok := hazDiscordWebhook()
		return hazS("discord-webhook", "swift", fmt.Sprintf("let webhook = URL(string: \"%s\")!\nvar request = URLRequest(url: webhook)\nrequest.httpMethod = \"POST\"", u), []string{tok}, "request.httpMethod = \"POST\"")
	}
	t := hazSlackBot()
	return hazWrapS("slack", "prose", "Slack-Bot-Token für den Release-Kanal: "+t, []string{t})
}

func hazPayment() Sample {
	sk, wh := hazStripeSK(), hazStripeWh()
	pk := "pk_live_" + hazR(alnum, 99)
	switch rng.IntN(5) {
	case 0:
		return hazS("stripe", "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s", pk, sk, wh), []string{sk, wh}, "STRIPE_PUBLISHABLE_KEY="+pk)
	case 1:
		return hazWrapS("stripe", "prose", "don't ship "+sk+" in the app bundle, only the pk_ key goes client side", []string{sk})
	case 2:
		return hazS("stripe", "swift", fmt.Sprintf("StripeAPI.defaultPublishableKey = \"%s\"\n// backend only:\n// let secret = \"%s\"", pk, sk), []string{sk}, "StripeAPI.defaultPublishableKey = \""+pk+"\"")
	case 3:
		k := "sq0csp-" + hazR(b64url, 43)
		return hazWrapS("square", "prose", "Square application secret: "+k, []string{k})
	}
	k := "access_token$production$" + hazR(lower+digits, 16) + "$" + hazR(hexs, 32)
	return hazS("paypal", "env", "BRAINTREE_ACCESS_TOKEN="+k, []string{k})
}

func hazDatabase() Sample {
	p := hazURLPW()
	h := hazP("db-", "pg-", "mongo-", "redis-") + hazR(lower, 4) + hazP(".internal", ".eu-west-1.rds.amazonaws.com", ".acme.dev")
	switch rng.IntN(9) {
	case 0:
		return hazS("database-url", "env", fmt.Sprintf("DATABASE_URL=postgres://app:%s@%s:5432/telemetry?sslmode=require", p, h), []string{p})
	case 1:
		return hazWrapS("database-url", "prose", fmt.Sprintf("the crash-ingest service talks to mongodb+srv://ingest:%s@cluster0.%s.mongodb.net/crashes", p, hazR(lower+digits, 5)), []string{p})
	case 2:
		return hazS("database-url", "yaml", fmt.Sprintf("redis:\n  url: redis://default:%s@%s:6379/0\n  pool: 10", p, h), []string{p}, "  pool: 10")
	case 3:
		return hazS("database-url", "log", fmt.Sprintf("panic: dial tcp: lookup failed for \"mysql://root:%s@%s:3306/jamf\"\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/sync/main.go:%d +0x1a4", p, h, hazN(20, 200)), []string{p}, "goroutine 1 [running]:")
	case 4:
		return hazS("connection-string", "csharp", fmt.Sprintf("var conn = \"Server=%s;Database=Inventory;User Id=sa;Password=%s;TrustServerCertificate=True\";", h, p), []string{p})
	case 5:
		return hazS("connection-string", "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Host=%s;Username=api;Password=%s;Database=devices\"\n  }\n}", h, p), []string{p})
	case 6:
		return hazS("database-url", "swift", fmt.Sprintf("let config = try PostgresConnection.Configuration(url: \"postgresql://vapor:%s@%s/vapor\")", p, h), []string{p})
	case 7:
		return hazS("database-url", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"sync.py\", line %d, in <module>\n    engine = create_engine(\"postgresql+psycopg2://report:%s@%s/mdm\")\nsqlalchemy.exc.OperationalError: could not connect to server", hazN(10, 90), p, h), []string{p}, "Traceback (most recent call last):")
	}
	return hazS("database-url", "shell", fmt.Sprintf("psql \"postgresql://postgres:%s@%s:5432/postgres\" -c '\\dt'", p, h), []string{p})
}

func hazJWTs() Sample {
	j := hazJWT()
	switch rng.IntN(4) {
	case 0:
		return hazS("jwt", "http", fmt.Sprintf("GET /v1/me HTTP/1.1\nHost: api.acme.dev\nAuthorization: Bearer %s\nAccept: application/json", j), []string{j}, "Accept: application/json")
	case 1:
		return hazWrapS("jwt", "prose", "session token from the simulator's keychain dump: "+j, []string{j})
	case 2:
		return hazS("jwt", "swift", fmt.Sprintf("request.setValue(\"Bearer %s\", forHTTPHeaderField: \"Authorization\")", j), []string{j})
	}
	return hazS("jwt", "log", fmt.Sprintf("%s [Network] -> POST https://api.acme.dev/graphql\n%s [Network] headers: {\"Authorization\":\"Bearer %s\"}", hazStamp(), hazStamp(), j), []string{j})
}

func hazPrivateKeys() Sample {
	switch rng.IntN(5) {
	case 0:
		pem, lines := hazPEM("ssh")
		return hazS("ssh-key", "notes", "deploy key for the match repo (read only)\n"+pem, lines)
	case 1:
		pem, lines := hazPEM("rsa")
		return hazS("pem-key", "shell", "$ cat apns-prod.key\n"+pem, lines)
	case 2:
		pem, lines := hazPEM("ec")
		return hazS("pem-key", "email", fmt.Sprintf("Hi,\n\nas requested the key for the push service:\n\n%s\n\nRegards,\n%s", pem, hazCap(hazName())), lines)
	case 3:
		pem, lines := hazPEM("ssh")
		return hazS("ssh-key", "yaml", "- name: Add SSH key\n  uses: webfactory/ssh-agent@v0.9.0\n  with:\n    ssh-private-key: |\n      "+hazIndent(pem, "      "), lines, "- name: Add SSH key")
	}
	pem, lines := hazPEM("pkcs8")
	return hazS("pem-key", "chat", fmt.Sprintf("[%s] %s: tls key for the mdm proxy\n%s", hazTime(), hazName(), pem), lines)
}

func hazIndent(s, pre string) string { return strings.ReplaceAll(s, "\n", "\n"+pre) }

func hazSaaS() Sample {
	type kv struct{ name, env, val string }
	opts := []kv{
		{"OpenAI", "OPENAI_API_KEY", hazOpenAI()},
		{"Anthropic", "ANTHROPIC_API_KEY", hazAnthropic()},
		{"SendGrid", "SENDGRID_API_KEY", hazSendgrid()},
		{"Mailgun", "MAILGUN_API_KEY", hazMailgun()},
		{"Datadog", "DD_API_KEY", hazDatadog()},
		{"Twilio", "TWILIO_AUTH_TOKEN", hazTwilioAuth()},
		{"npm", "NPM_TOKEN", hazNpm()},
		{"Shopify", "SHOPIFY_ADMIN_TOKEN", hazShopify()},
		{"Hugging Face", "HF_TOKEN", hazHF()},
		{"Linear", "LINEAR_API_KEY", hazLinear()},
		{"Postman", "POSTMAN_API_KEY", hazPostman()},
		{"DigitalOcean", "DIGITALOCEAN_TOKEN", hazDO()},
	}
	o := opts[rng.IntN(len(opts))]
	switch rng.IntN(5) {
	case 0:
		return hazS("saas-key", "env", fmt.Sprintf("%s=%s\nAPP_ENV=staging", o.env, o.val), []string{o.val}, "APP_ENV=staging")
	case 1:
		return hazWrapS("saas-key", "prose", fmt.Sprintf("%s key for the support bot: %s", o.name, o.val), []string{o.val})
	case 2:
		return hazS("saas-key", "swift", fmt.Sprintf("enum Secrets {\n    static let %s = \"%s\"\n}", hazLowerFirst(o.env), o.val), []string{o.val})
	case 3:
		return hazS("saas-key", "python", fmt.Sprintf("import os\nos.environ.setdefault(\"%s\", \"%s\")", o.env, o.val), []string{o.val})
	}
	return hazS("saas-key", "shell", fmt.Sprintf("$ export %s=\"%s\"\n$ ./scripts/nightly-report.sh", o.env, o.val), []string{o.val}, "$ ./scripts/nightly-report.sh")
}

func hazLowerFirst(env string) string {
	out := []byte{}
	up := false
	for i := 0; i < len(env); i++ {
		c := env[i]
		if c == '_' {
			up = true
			continue
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if up && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		up = false
		out = append(out, c)
	}
	return string(out)
}

func hazBasicAuth() Sample {
	u, p := hazP("jenkins", "ci", "reporter", "admin"), hazURLPW()
	b := hazB64(u + ":" + p)
	switch rng.IntN(6) {
	case 0:
		return hazS("basic-auth", "http", fmt.Sprintf("POST /JSSResource/computercommands/command/UpdateInventory HTTP/1.1\nHost: %s\nAuthorization: Basic %s", hazHost(), b), []string{b})
	case 1:
		return hazWrapS("basic-auth", "prose", fmt.Sprintf("artifacts are at https://%s:%s@artifacts.acme.dev/ios/nightly/", u, p), []string{p})
	case 2:
		return hazS("basic-auth", "shell", fmt.Sprintf("curl -u %s:%s https://%s/JSSResource/computers/id/%d", u, p, hazHost(), hazN(1, 999)), []string{p})
	case 3:
		return hazS("basic-auth", "swift", fmt.Sprintf("let auth = \"%s\"\nrequest.setValue(\"Basic \\(auth)\", forHTTPHeaderField: \"Authorization\")", b), []string{b})
	case 4:
		return hazS("basic-auth", "log", fmt.Sprintf("%s proxy: upstream https://%s:%s@repo.acme.dev/maven returned 401", hazStamp(), u, p), []string{p})
	}
	return hazS("basic-auth", "yaml", fmt.Sprintf("registries:\n  nexus:\n    url: https://nexus.acme.dev\n    auth: %s", b), []string{b}, "    url: https://nexus.acme.dev")
}
