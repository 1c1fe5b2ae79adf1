package main

import (
	"fmt"
	"strings"
)

// heldout-t: everything else a person might paste that carries a secret.

func tSecretSamples() []Sample {
	var s []Sample
	add := func(n int, f func() Sample) { s = append(s, tMany(n, f)...) }
	add(12, tAWSSample)
	add(8, tGCPKeySample)
	add(10, tAzureSample)
	add(14, tGitHostSample)
	add(14, tChatBotSample)
	add(12, tPaymentSample)
	add(14, tDBURLSample)
	add(10, tJWTSample)
	add(10, tPEMSample)
	add(8, tSSHKeySample)
	add(26, tVendorSample)
	add(12, tBasicAuthSample)
	add(20, tProsePwSample)
	add(22, tI18nPwSample)
	add(12, tWifiSample)
	add(12, tPINSample)
	add(10, tTOTPSample)
	add(8, tRecoverySample)
	add(8, tConnStringSample)
	add(12, tEnvFileSample)
	add(10, tK8sSecretSample)
	add(8, tDockerLoginSample)
	add(12, tCLIPwSample)
	add(10, tPkgConfigSample)
	add(10, tLogTraceSample)
	add(8, tDiffSample)
	add(8, tAccountTableSample)
	add(6, tCookieSample)
	add(10, tAppConfigSample)
	add(8, tMiscServiceSample)
	return s
}

// tPlace puts a token into one of many everyday places; env names the variable a person would use.
func tPlace(tok, env, vendor string) (string, string, []string) {
	lower := strings.ToLower(env)
	switch rng.IntN(12) {
	case 0:
		return env + "=" + tok + "\nNODE_ENV=production\nPORT=" + fmt.Sprint(tIn(3000, 9000)), "env", []string{"NODE_ENV=production"}
	case 1:
		return "client = " + strings.NewReplacer(" ", "", ".", "").Replace(tCap(vendor)) + "(api_key=\"" + tok + "\", timeout=30)\nresp = client.ping()\nprint(resp.status)", "python", []string{"print(resp.status)"}
	case 2:
		return "const " + tPick([]string{"apiKey", "token", "KEY", "secret"}) + " = '" + tok + "';\nexport default { baseURL: 'https://api.example.com/v2' };", "js", nil
	case 3:
		return "curl -sS https://api.example.com/v1/me \\\n  -H \"Authorization: Bearer " + tok + "\" \\\n  -H \"Accept: application/json\"", "shell", nil
	case 4:
		return strings.ReplaceAll(strings.ToLower(vendor), " ", "_") + ":\n  " + lower + ": " + tok + "\n  retries: 3", "yaml", []string{"retries: 3"}
	case 5:
		c := tWrap(tPick([]string{"the " + vendor + " key is " + tok, vendor + " token: " + tok, "here's the " + vendor + " API key " + tok + " (prod!)", "use " + tok + " for " + vendor}))
		return c.text, c.format, tKeep(c)
	case 6:
		return "{\n  \"" + tPick([]string{"apiKey", "token", "api_key", "secret"}) + "\": \"" + tok + "\",\n  \"endpoint\": \"https://api.example.com\"\n}", "json", nil
	case 7:
		return "const apiKey = \"" + tok + "\" // TODO move to env before merging", "go", nil
	case 8:
		return "<?php\n$apiKey = '" + tok + "';\n$client = new Client($apiKey);", "php", nil
	case 9:
		return "PS C:\\> $env:" + env + " = \"" + tok + "\"\nPS C:\\> .\\sync.ps1 -Verbose", "powershell", []string{"PS C:\\> .\\sync.ps1 -Verbose"}
	case 10:
		return "jobs:\n  sync:\n    runs-on: ubuntu-latest\n    env:\n      " + env + ": " + tok + "\n    steps:\n      - uses: actions/checkout@v4", "github-actions", []string{"      - uses: actions/checkout@v4"}
	default:
		return "[" + strings.ReplaceAll(strings.ToLower(vendor), " ", "-") + "]\n" + lower + " = " + tok + "\nregion = eu", "ini", []string{"region = eu"}
	}
}

func tSample(cat, format, text string, secrets, keep []string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func tAWSAccessKey() string { return tPick([]string{"AKIA", "AKIA", "ASIA"}) + tRnd(b32, 16) }

func tAWSSample() Sample {
	id, sec := tAWSAccessKey(), tRnd(alnum+"/+", 40)
	switch rng.IntN(7) {
	case 0:
		return tSample("aws-keys", "ini", "[default]\naws_access_key_id = "+id+"\naws_secret_access_key = "+sec+"\nregion = us-east-1", []string{id, sec}, []string{"region = us-east-1"})
	case 1:
		return tSample("aws-keys", "shell", "export AWS_ACCESS_KEY_ID="+id+"\nexport AWS_SECRET_ACCESS_KEY="+sec+"\naws s3 ls s3://"+tPick(tServices)+"-exports/", []string{id, sec}, nil)
	case 2:
		return tSample("aws-keys", "python", "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\""+id+"\",\n    aws_secret_access_key=\""+sec+"\",\n)", []string{id, sec}, nil)
	case 3:
		c := tWrap("AWS creds for the export bucket: key " + id + " secret " + sec)
		return tSample("aws-keys", c.format, c.text, []string{id, sec}, tKeep(c))
	case 4:
		return tSample("aws-keys", "hcl", "provider \"aws\" {\n  region     = \"eu-west-1\"\n  access_key = \""+id+"\"\n  secret_key = \""+sec+"\"\n}", []string{id, sec}, nil)
	case 5:
		tokn := "IQoJb3JpZ2luX2VjE" + tRnd(alnum+"/+", 180) + "=="
		return tSample("aws-session", "json", "{\n  \"Credentials\": {\n    \"AccessKeyId\": \""+id+"\",\n    \"SecretAccessKey\": \""+sec+"\",\n    \"SessionToken\": \""+tokn+"\",\n    \"Expiration\": \""+tDate()+"T18:00:00Z\"\n  }\n}", []string{id, sec, tokn}, nil)
	default:
		return tSample("aws-keys", "csv", "User name,Password,Access key ID,Secret access key,Console login link\nci-uploader,,"+id+","+sec+",https://123456789012.signin.aws.amazon.com/console", []string{id, sec}, nil)
	}
}

func tGCPKeySample() Sample {
	k := "AIza" + tRnd(b64url, 35)
	switch rng.IntN(4) {
	case 0:
		t, f, kp := tPlace(k, "GOOGLE_API_KEY", "google")
		return tSample("gcp-api-key", f, t, []string{k}, kp)
	case 1:
		return tSample("gcp-api-key", "shell", "curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key="+k+"\"", []string{k}, nil)
	case 2:
		sec := "GOCSPX-" + tRnd(b64url, 28)
		id := tRnd(digits, 12) + "-" + tRnd(lower+digits, 32) + ".apps.googleusercontent.com"
		return tSample("gcp-oauth-client", "json", "{\"web\":{\"client_id\":\""+id+"\",\"project_id\":\""+tGCPProject()+"\",\"client_secret\":\""+sec+"\",\"redirect_uris\":[\"http://localhost:8080/callback\"]}}", []string{sec}, nil)
	default:
		rt := "1//0" + tRnd(b64url, 99)
		line := tNewChat()
		return tSample("gcp-refresh-token", "chat", line(tPick(tPeople), "refresh token from the oauth playground: "+rt)+"\n"+line(tPick(tPeople), "thx, will put it in secret manager"), []string{rt}, nil)
	}
}

func tAzureSample() Sample {
	acct := tPick([]string{"acmeprodlogs", "stbackup01", "mediastore", "finreports"})
	switch rng.IntN(5) {
	case 0:
		k := tRnd(alnum+"+/", 86) + "=="
		cs := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net"
		t, f, kp := tPlace(cs, "AZURE_STORAGE_CONNECTION_STRING", "azure storage")
		return tSample("azure-storage-key", f, t, []string{k}, kp)
	case 1:
		sec := tRnd(alnum, 3) + tRnd(digits, 1) + "Q~" + tRnd(alnum+"~._-", 34)
		text := "az login --service-principal \\\n  -u " + tUUID() + " \\\n  -p '" + sec + "' \\\n  --tenant " + tUUID()
		return tSample("azure-client-secret", "shell", text, []string{sec}, nil)
	case 2:
		sig := tRnd(alnum, 20) + "%2B" + tRnd(alnum, 14) + "%2F" + tRnd(alnum, 6) + "%3D"
		url := "https://" + acct + ".blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=" + tDate() + "T23:59:59Z&spr=https&sig=" + sig
		c := tWrap("SAS link for the auditors, valid till end of month: " + url)
		return tSample("azure-sas", c.format, c.text, []string{sig}, tKeep(c))
	case 3:
		k := tRnd(alnum+"+/", 43) + "="
		cs := "Endpoint=sb://" + acct + "-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + k
		return tSample("azure-servicebus", "json", "{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n  \"ConnectionStrings\": {\n    \"ServiceBus\": \""+cs+"\"\n  }\n}", []string{k}, nil)
	default:
		sec := tRnd(alnum, 3) + tRnd(digits, 1) + "Q~" + tRnd(alnum+"~._-", 34)
		text := "AZURE_TENANT_ID=" + tUUID() + "\nAZURE_CLIENT_ID=" + tUUID() + "\nAZURE_CLIENT_SECRET=" + sec
		return tSample("azure-client-secret", "env", text, []string{sec}, nil)
	}
}

func tUUID() string {
	return tRnd(hexs, 8) + "-" + tRnd(hexs, 4) + "-4" + tRnd(hexs, 3) + "-" + tPick([]string{"8", "9", "a", "b"}) + tRnd(hexs, 3) + "-" + tRnd(hexs, 12)
}

func tGitHostSample() Sample {
	var tok, env, vendor string
	switch rng.IntN(8) {
	case 0:
		tok, env, vendor = "ghp_"+tRnd(alnum, 36), "GITHUB_TOKEN", "github"
	case 1:
		tok, env, vendor = "github_pat_"+tRnd(alnum, 22)+"_"+tRnd(alnum, 59), "GH_TOKEN", "github"
	case 2:
		tok, env, vendor = "gho_"+tRnd(alnum, 36), "GH_OAUTH", "github"
	case 3:
		tok, env, vendor = "ghs_"+tRnd(alnum, 36), "GITHUB_APP_TOKEN", "github"
	case 4:
		tok, env, vendor = "glpat-"+tRnd(b64url, 20), "GITLAB_TOKEN", "gitlab"
	case 5:
		tok, env, vendor = "ATBB"+tRnd(alnum, 28)+tRnd("0123456789ABCDEF", 8), "BITBUCKET_APP_PASSWORD", "bitbucket"
	case 6:
		tok, env, vendor = "glrt-"+tRnd(b64url, 20), "RUNNER_TOKEN", "gitlab runner"
	default:
		tok, env, vendor = tRnd(hexs, 40), "GITEA_TOKEN", "gitea"
	}
	switch rng.IntN(4) {
	case 0:
		user := tPick([]string{"x-access-token", "oauth2", "ana-bot", "ci"})
		host := map[string]string{"github": "github.com", "gitlab": "gitlab.com", "bitbucket": "bitbucket.org", "gitlab runner": "gitlab.example.com", "gitea": "git.acme-corp.net"}[vendor]
		text := "$ git remote -v\norigin\thttps://" + user + ":" + tok + "@" + host + "/acme/" + tPick(tServices) + ".git (fetch)\n$ git pull\nAlready up to date."
		return tSample("git-token", "shell", text, []string{tok}, []string{"Already up to date."})
	case 1:
		text := "https://" + tPick([]string{"ana", "build", "oauth2"}) + ":" + tok + "@" + tPick([]string{"github.com", "gitlab.com", "git.acme-corp.net"}) + "\n"
		return tSample("git-token", "git-credentials", "# ~/.git-credentials\n"+text, []string{tok}, nil)
	default:
		t, f, kp := tPlace(tok, env, vendor)
		return tSample("git-token", f, t, []string{tok}, kp)
	}
}

func tChatBotSample() Sample {
	switch rng.IntN(7) {
	case 0:
		tok := "xoxb-" + tRnd(digits, 12) + "-" + tRnd(digits, 13) + "-" + tRnd(alnum, 24)
		t, f, kp := tPlace(tok, "SLACK_BOT_TOKEN", "slack")
		return tSample("slack-token", f, t, []string{tok}, kp)
	case 1:
		tok := "xoxp-" + tRnd(digits, 12) + "-" + tRnd(digits, 12) + "-" + tRnd(digits, 13) + "-" + tRnd(hexs, 32)
		t, f, kp := tPlace(tok, "SLACK_USER_TOKEN", "slack")
		return tSample("slack-token", f, t, []string{tok}, kp)
	case 2:
		tok := "xapp-1-A" + tRnd(upper+digits, 10) + "-" + tRnd(digits, 13) + "-" + tRnd(hexs, 64)
		return tSample("slack-app-token", "env", "SLACK_APP_TOKEN="+tok+"\nSOCKET_MODE=true", []string{tok}, []string{"SOCKET_MODE=true"})
	case 3:
		sec := tRnd(alnum, 24)
		url := "https://hooks.slack.com/services/T" + tRnd(upper+digits, 8) + "/B" + tRnd(upper+digits, 10) + "/" + sec
		text, f := tOneOf([2]string{"curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' " + url, "shell"},
			[2]string{"alertmanager:\n  receivers:\n    - name: ops\n      slack_configs:\n        - api_url: " + url + "\n          channel: '#alerts'", "yaml"},
			[2]string{"webhook for #deploys: " + url, "chat"})
		return tSample("slack-webhook", f, text, []string{sec}, nil)
	case 4:
		tok := tRnd(digits, tIn(9, 10)) + ":AA" + tRnd(b64url, 33)
		text, f := tOneOf(
			[2]string{"TELEGRAM_BOT_TOKEN=" + tok + "\nTELEGRAM_CHAT_ID=-100" + tRnd(digits, 10), "env"},
			[2]string{"bot = telebot.TeleBot(\"" + tok + "\")\n\n@bot.message_handler(commands=['start'])\ndef start(m):\n    bot.reply_to(m, \"hi\")", "python"},
			[2]string{"curl \"https://api.telegram.org/bot" + tok + "/sendMessage?chat_id=" + tRnd(digits, 9) + "&text=backup+ok\"", "shell"},
			[2]string{"BotFather gave me this: " + tok + " — use it for the alerts bot", "chat"},
		)
		return tSample("telegram-bot-token", f, text, []string{tok}, nil)
	case 5:
		sec := tRnd(b64url, 68)
		url := "https://discord.com/api/webhooks/" + tSnowflake() + "/" + sec
		text, f := tOneOf([2]string{"DISCORD_WEBHOOK_URL=" + url, "env"}, [2]string{"webhook for the #builds channel: " + url, "chat"},
			[2]string{"requests.post(\"" + url + "\", json={\"content\": \"nightly build failed\"})", "python"})
		return tSample("discord-webhook", f, text, []string{sec}, nil)
	default:
		sig := tRnd(hexs, 32)
		text := "SLACK_SIGNING_SECRET=" + sig + "\nSLACK_CLIENT_ID=" + tRnd(digits, 12) + "." + tRnd(digits, 13)
		return tSample("slack-signing-secret", "env", text, []string{sig}, nil)
	}
}

func tPaymentSample() Sample {
	var tok, env, vendor string
	switch rng.IntN(7) {
	case 0:
		tok, env, vendor = "sk_live_"+tRnd(alnum, tPick([]int{24, 99})), "STRIPE_SECRET_KEY", "stripe"
	case 1:
		tok, env, vendor = "rk_live_"+tRnd(alnum, 99), "STRIPE_RESTRICTED_KEY", "stripe"
	case 2:
		tok, env, vendor = "whsec_"+tRnd(alnum, 32), "STRIPE_WEBHOOK_SECRET", "stripe"
	case 3:
		tok, env, vendor = "sq0csp-"+tRnd(b64url, 43), "SQUARE_APPLICATION_SECRET", "square"
	case 4:
		tok, env, vendor = "access_token$production$"+tRnd(lower+digits, 16)+"$"+tRnd(hexs, 32), "BRAINTREE_ACCESS_TOKEN", "braintree"
	case 5:
		tok, env, vendor = "E"+tRnd(b64url, 79), "PAYPAL_CLIENT_SECRET", "paypal"
	default:
		tok, env, vendor = "sk_test_"+tRnd(alnum, 99), "STRIPE_SECRET_KEY", "stripe"
	}
	if vendor == "stripe" && tOdds(0.3) {
		text := "$ stripe listen --api-key " + tok + " --forward-to localhost:4242/webhook\n> Ready! Your webhook signing secret is whsec_" + tRnd(alnum, 32) + " (^C to quit)"
		sig := text[strings.Index(text, "whsec_"):strings.Index(text, " (^C")]
		return tSample("payment-key", "shell", text, []string{tok, sig}, nil)
	}
	t, f, kp := tPlace(tok, env, vendor)
	return tSample("payment-key", f, t, []string{tok}, kp)
}

func tDBURLSample() Sample {
	pw := tURLPw()
	u := tPick([]string{"app", "postgres", "admin", "reporting_ro", "svc_" + tPick(tServices), "root"})
	var url string
	switch rng.IntN(7) {
	case 0:
		url = "postgres://" + u + ":" + pw + "@" + tPick(tHosts) + ":5432/" + tPick(tServices)
	case 1:
		url = "postgresql+psycopg2://" + u + ":" + pw + "@" + tIP() + "/analytics?sslmode=require"
	case 2:
		url = "mysql://" + u + ":" + pw + "@" + tPick(tHosts) + ":3306/shop"
	case 3:
		url = "mongodb+srv://" + u + ":" + pw + "@cluster0." + tRnd(lower+digits, 5) + ".mongodb.net/?retryWrites=true&w=majority"
	case 4:
		url = "redis://:" + pw + "@" + tPick(tHosts) + ":6379/0"
	case 5:
		url = "amqp://" + u + ":" + pw + "@" + tPick(tHosts) + ":5672/%2F"
	default:
		url = "jdbc:postgresql://" + tPick(tHosts) + ":5432/ledger?user=" + u + "&password=" + pw + "&ssl=true"
	}
	switch rng.IntN(6) {
	case 0:
		return tSample("db-url", "env", "DATABASE_URL="+url+"\nDB_POOL_SIZE=10\nRAILS_ENV=production", []string{pw}, []string{"DB_POOL_SIZE=10"})
	case 1:
		c := tWrap("connection string for the replica: " + url)
		return tSample("db-url", c.format, c.text, []string{pw}, tKeep(c))
	case 2:
		return tSample("db-url", "python", "engine = create_engine(\n    \""+url+"\",\n    pool_pre_ping=True,\n)", []string{pw}, nil)
	case 3:
		return tSample("db-url", "yaml", "spring:\n  datasource:\n    url: "+url+"\n  jpa:\n    open-in-view: false", []string{pw}, []string{"open-in-view: false"})
	case 4:
		return tSample("db-url", "shell", "$ psql \""+url+"\" -c 'select count(*) from orders'\n count\n-------\n  "+fmt.Sprint(tIn(100, 99999))+"\n(1 row)", []string{pw}, []string{"(1 row)"})
	default:
		return tSample("db-url", "docker-compose", "services:\n  api:\n    build: .\n    environment:\n      - DATABASE_URL="+url+"\n    ports:\n      - \"8080:8080\"", []string{pw}, nil)
	}
}

func tJWT() string {
	alg := tPick([]string{"HS256", "RS256", "ES256"})
	h := tB64URL(`{"alg":"` + alg + `","typ":"JWT"}`)
	p := tB64URL(fmt.Sprintf(`{"sub":"%s","name":"%s","email":"%s@example.com","iat":%d,"exp":%d}`,
		tUUID(), tCap(tPick(tPeople)), strings.ToLower(tPick(tUsers)), tIn(1700000000, 1750000000), tIn(1750000000, 1790000000)))
	n := 43
	if alg == "RS256" {
		n = 342
	} else if alg == "ES256" {
		n = 86
	}
	return h + "." + p + "." + tRnd(b64url, n)
}

func tJWTSample() Sample {
	j := tJWT()
	switch rng.IntN(5) {
	case 0:
		return tSample("jwt", "http", "GET /api/v2/orders?limit=20 HTTP/1.1\nHost: shop.example.com\nAuthorization: Bearer "+j+"\nAccept: application/json", []string{j}, []string{"Host: shop.example.com"})
	case 1:
		c := tChat("this token works for me in postman: " + j)
		return tSample("jwt", c.format, c.text, []string{j}, tKeep(c))
	case 2:
		return tSample("jwt", "js", "localStorage.setItem('access_token', '"+j+"');\nwindow.location.href = '/dashboard';", []string{j}, []string{"window.location.href = '/dashboard';"})
	case 3:
		return tSample("jwt", "log", tStamp()+" DEBUG http: outgoing headers {\"authorization\":\"Bearer "+j+"\",\"x-request-id\":\""+tUUID()+"\"}", []string{j}, nil)
	default:
		return tSample("jwt", "cookie", "Set-Cookie: id_token="+j+"; Path=/; HttpOnly; Secure; SameSite=Lax", []string{j}, nil)
	}
}

func tPEMSample() Sample {
	var head, first string
	var n int
	switch rng.IntN(4) {
	case 0:
		head, first, n = "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", tIn(8, 25)
	case 1:
		head, first, n = "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", tIn(8, 26)
	case 2:
		head, first, n = "EC PRIVATE KEY", "MHcCAQEEI", 3
	default:
		head, first, n = "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkq", tIn(8, 28)
	}
	body := tPEMBody(first, n)
	block := "-----BEGIN " + head + "-----\n" + strings.Join(body, "\n") + "\n-----END " + head + "-----"
	switch rng.IntN(4) {
	case 0:
		c := tWrap("here's the key for the TLS cert, the crt is already on the box:\n" + block)
		return tSample("pem-private-key", c.format, c.text, body, tKeep(c))
	case 1:
		return tSample("pem-private-key", "yaml", "tls:\n  cert_file: /etc/ssl/certs/api.pem\n  key: |\n    "+strings.ReplaceAll(block, "\n", "\n    ")+"\n  min_version: \"1.2\"", body, []string{"cert_file: /etc/ssl/certs/api.pem"})
	case 2:
		return tSample("pem-private-key", "shell", "$ cat /etc/nginx/ssl/shop.key\n"+block+"\n$ ls -l /etc/nginx/ssl", body, nil)
	default:
		return tSample("pem-private-key", "note", block, body, nil)
	}
}

func tSSHKeySample() Sample {
	const fixed = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
	var body []string
	for range tIn(3, 6) {
		body = append(body, tRnd(alnum+"+/", 70))
	}
	body = append(body, tRnd(alnum+"+/", tIn(16, 40))+"=")
	block := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + fixed + "\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
	switch rng.IntN(3) {
	case 0:
		c := tWrap("deploy key for the CI box (id_ed25519):\n" + block)
		return tSample("ssh-private-key", c.format, c.text, body, tKeep(c))
	case 1:
		return tSample("ssh-private-key", "shell", "$ cat ~/.ssh/id_ed25519\n"+block+"\n$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+tRnd(alnum+"+/", 43)+" ana@laptop", body, nil)
	default:
		return tSample("ssh-private-key", "github-actions", "- name: add key\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_ed25519 <<'EOF'\n    "+strings.ReplaceAll(block, "\n", "\n    ")+"\n    EOF\n    chmod 600 ~/.ssh/id_ed25519", body, []string{"chmod 600 ~/.ssh/id_ed25519"})
	}
}

// tVendorToken returns a token of a SaaS vendor, the variable name people give it, and the vendor.
func tVendorToken() (string, string, string) {
	switch rng.IntN(30) {
	case 0:
		return "sk-proj-" + tRnd(b64url, 156), "OPENAI_API_KEY", "openai"
	case 1:
		return "sk-" + tRnd(alnum, 20) + "T3BlbkFJ" + tRnd(alnum, 20), "OPENAI_API_KEY", "openai"
	case 2:
		return "sk-ant-api03-" + tRnd(b64url, 93) + "AA", "ANTHROPIC_API_KEY", "anthropic"
	case 3:
		return "SG." + tRnd(b64url, 22) + "." + tRnd(b64url, 43), "SENDGRID_API_KEY", "sendgrid"
	case 4:
		return tRnd(hexs, 32), "TWILIO_AUTH_TOKEN", "twilio"
	case 5:
		return "key-" + tRnd(hexs, 32), "MAILGUN_API_KEY", "mailgun"
	case 6:
		return tRnd(hexs, 32) + "-us" + fmt.Sprint(tIn(1, 21)), "MAILCHIMP_API_KEY", "mailchimp"
	case 7:
		return tRnd(hexs, 32), "DD_API_KEY", "datadog"
	case 8:
		return "NRAK-" + tRnd(upper+digits, 27), "NEW_RELIC_API_KEY", "new relic"
	case 9:
		return "npm_" + tRnd(alnum, 36), "NPM_TOKEN", "npm"
	case 10:
		return "pypi-AgEIcHlwaS5vcmc" + tRnd(b64url, 150), "PYPI_TOKEN", "pypi"
	case 11:
		return "hf_" + tRnd(alnum, 34), "HF_TOKEN", "hugging face"
	case 12:
		return "shpat_" + tRnd(hexs, 32), "SHOPIFY_ACCESS_TOKEN", "shopify"
	case 13:
		return "ATATT3xFfGF0" + tRnd(b64url, 170) + "=" + tRnd("0123456789ABCDEF", 8), "JIRA_API_TOKEN", "atlassian"
	case 14:
		return "lin_api_" + tRnd(alnum, 40), "LINEAR_API_KEY", "linear"
	case 15:
		return "ntn_" + tRnd(digits, 11) + tRnd(alnum, 35), "NOTION_TOKEN", "notion"
	case 16:
		return "pat" + tRnd(alnum, 14) + "." + tRnd(hexs, 64), "AIRTABLE_TOKEN", "airtable"
	case 17:
		return "PMAK-" + tRnd(hexs, 24) + "-" + tRnd(hexs, 34), "POSTMAN_API_KEY", "postman"
	case 18:
		return "dop_v1_" + tRnd(hexs, 64), "DIGITALOCEAN_TOKEN", "digitalocean"
	case 19:
		return "dp.st.prd." + tRnd(alnum, 40), "DOPPLER_TOKEN", "doppler"
	case 20:
		return "hvs." + tRnd(b64url, 90), "VAULT_TOKEN", "vault"
	case 21:
		return "glsa_" + tRnd(alnum, 32) + "_" + tRnd(hexs, 8), "GRAFANA_TOKEN", "grafana"
	case 22:
		return "sntryu_" + tRnd(hexs, 64), "SENTRY_AUTH_TOKEN", "sentry"
	case 23:
		return "figd_" + tRnd(b64url, 40), "FIGMA_TOKEN", "figma"
	case 24:
		return "sbp_" + tRnd(hexs, 40), "SUPABASE_ACCESS_TOKEN", "supabase"
	case 25:
		return tRnd(alnum, 14) + ".atlasv1." + tRnd(alnum, 67), "TFE_TOKEN", "terraform cloud"
	case 26:
		return "pul-" + tRnd(hexs, 40), "PULUMI_ACCESS_TOKEN", "pulumi"
	case 27:
		return "00" + tRnd(b64url, 40), "OKTA_API_TOKEN", "okta"
	case 28:
		return "sl." + tRnd(b64url, 130), "DROPBOX_TOKEN", "dropbox"
	default:
		return "cio" + tRnd(alnum, 32), "CARGO_REGISTRY_TOKEN", "crates.io"
	}
}

func tVendorSample() Sample {
	tok, env, vendor := tVendorToken()
	if vendor == "okta" && tOdds(0.5) {
		return tSample("saas-api-key", "shell", "curl -H \"Authorization: SSWS "+tok+"\" https://acme.okta.com/api/v1/users?limit=5", []string{tok}, nil)
	}
	t, f, kp := tPlace(tok, env, vendor)
	return tSample("saas-api-key-"+strings.ReplaceAll(vendor, " ", "-"), f, t, []string{tok}, kp)
}

func tBasicAuthSample() Sample {
	u := tPick(tUsers)
	switch rng.IntN(5) {
	case 0:
		pw := tURLPw()
		url := "https://" + u + ":" + pw + "@" + tPick([]string{"jenkins.corp.example", "nexus.internal:8081", "registry.acme.io", "grafana.monitoring.svc:3000"}) + "/api/json"
		c := tWrap("quick way to hit it: " + url)
		return tSample("basic-auth-url", c.format, c.text, []string{pw}, tKeep(c))
	case 1:
		pw := tShellPw()
		b := tB64(u + ":" + pw)
		return tSample("basic-auth-header", "http", "POST /v1/upload HTTP/1.1\nHost: files.example.net\nAuthorization: Basic "+b+"\nContent-Type: application/octet-stream", []string{b}, []string{"Host: files.example.net"})
	case 2:
		pw := tShellPw()
		return tSample("curl-u", "shell", "curl -u "+u+":"+pw+" -X POST https://ci.example.com/job/deploy/build?delay=0sec", []string{pw}, nil)
	case 3:
		pw := tShellPw()
		b := tB64(u + ":" + pw)
		return tSample("basic-auth-header", "python", "headers = {\n    \"Authorization\": \"Basic "+b+"\",\n    \"User-Agent\": \"inventory-sync/2.1\",\n}", []string{b}, nil)
	default:
		pw := tShellPw()
		return tSample("curl-u", "shell", "curl --user '"+u+":"+pw+"' https://"+tPick(tHosts)+"/_cluster/health?pretty\n{\n  \"cluster_name\" : \"logs\",\n  \"status\" : \"green\"\n}", []string{pw}, []string{"\"status\" : \"green\""})
	}
}
