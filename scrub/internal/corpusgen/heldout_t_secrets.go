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

var tProseTemplates = []string{
	"the password is %s",
	"pw: %s",
	"pass = %s",
	"changed the admin password, I set it to %s",
	"use %s as the password",
	"%s is the new password for the staging db",
	"password for jenkins: %s",
	"It's %s (capital first letter)",
	"new pwd -> %s",
	"the passphrase for the backup key is %s",
	"vault master password: %s",
	"temp password %s, they'll be forced to change it at first login",
	"Password reset done. Temporary password: %s",
	"pwd was %s before the rotation, in case the old backups ask for it",
	"the passcode is %s",
	"my password's %s lol don't tell anyone",
	"if it asks for a password type %s",
	"password=%s",
	"P/W: %s",
	"the shared mailbox password got changed to %s",
	"password (case-sensitive): %s",
	"password is \"%s\"",
	"it's '%s' without the quotes",
	"Secret phrase for the alarm company: %s",
	"The password for the finance share is now %s.",
}

func tProsePwSample() Sample {
	pw := tAnyPw()
	secrets := []string{pw}
	msg := fmt.Sprintf(tPick(tProseTemplates), pw)
	if tOdds(0.15) {
		pw2 := tAnyPw()
		msg = "keystore password is " + pw + ", key password is " + pw2
		secrets = append(secrets, pw2)
	}
	c := tWrap(msg)
	return tSample("password-prose", c.format, c.text, secrets, tKeep(c))
}

var tI18nTemplates = []struct{ lang, t string }{
	{"de", "Das Passwort lautet %s – bitte nicht weitergeben."},
	{"de", "Mein neues Passwort für den Server ist %s"},
	{"fr", "Le mot de passe du compte admin est %s, je l'ai changé hier."},
	{"fr", "mdp : %s"},
	{"es", "La contraseña del router es %s"},
	{"es", "te paso la clave: %s"},
	{"pt", "A senha do banco é %s, troca depois."},
	{"it", "La password di root è %s"},
	{"nl", "Het wachtwoord is %s (hoofdlettergevoelig)."},
	{"pl", "Hasło do serwera: %s"},
	{"ru", "Пароль от сервера: %s, не теряй."},
	{"uk", "Новий пароль — %s"},
	{"ja", "サーバーのパスワードは %s です。"},
	{"ja", "パスワード：%s"},
	{"zh", "数据库密码是 %s，别外传。"},
	{"zh", "密码：%s"},
	{"ko", "관리자 비밀번호는 %s 입니다."},
	{"tr", "Sunucunun şifresi %s, kimseye söyleme."},
	{"ar", "كلمة المرور هي %s"},
	{"he", "הסיסמה לשרת היא %s"},
	{"hi", "सर्वर का पासवर्ड %s है।"},
	{"sv", "Lösenordet till NAS:en är %s"},
	{"vi", "Mật khẩu của tài khoản là %s"},
	{"el", "Ο κωδικός του router είναι %s"},
	{"id", "Kata sandinya %s ya, jangan disebar."},
	{"fi", "Salasana on %s"},
	{"cs", "Heslo k účtu je %s"},
}

func tI18nPwSample() Sample {
	pw := tAnyPw()
	tpl := tPick(tI18nTemplates)
	msg := fmt.Sprintf(tpl.t, pw)
	if tOdds(0.5) {
		c := tChat(msg)
		return tSample("password-prose-"+tpl.lang, "chat-"+tpl.lang, c.text, []string{pw}, tKeep(c))
	}
	return tSample("password-prose-"+tpl.lang, "note-"+tpl.lang, msg, []string{pw}, nil)
}

var tSSIDs = []string{"Office-5G", "FRITZ!Box 7590 XQ", "Cafe-Guest", "HomeNet", "Vodafone-A3F2", "WLAN-483920", "Livebox-8C21", "TP-Link_5G_2E4A", "Lab-IoT"}

func tWifiSample() Sample {
	ssid := tPick(tSSIDs)
	pw := tAnyPw()
	switch rng.IntN(11) {
	case 0:
		c := tWrap("Wi-Fi: " + ssid + " / pass " + pw)
		return tSample("wifi-password", c.format, c.text, []string{pw}, tKeep(c))
	case 1:
		return tSample("wifi-password", "wpa_supplicant", "network={\n    ssid=\""+ssid+"\"\n    psk=\""+pw+"\"\n    key_mgmt=WPA-PSK\n}", []string{pw}, []string{"key_mgmt=WPA-PSK"})
	case 2:
		pw = tShellPw()
		return tSample("wifi-password", "shell", "sudo nmcli dev wifi connect \""+ssid+"\" password '"+pw+"'", []string{pw}, nil)
	case 3:
		return tSample("wifi-password", "qr", "WIFI:T:WPA;S:"+ssid+";P:"+pw+";;", []string{pw}, nil)
	case 4:
		c := tChat("guest wifi is " + ssid + ", code " + pw)
		return tSample("wifi-password", c.format, c.text, []string{pw}, tKeep(c))
	case 5:
		return tSample("wifi-password", "yaml", "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \""+ssid+"\":\n          password: \""+pw+"\"", []string{pw}, nil)
	case 6:
		key := tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4) + " " + tRnd(digits, 4)
		return tSample("wifi-password", "note-de", "WLAN: "+ssid+"\nWLAN-Schlüssel: "+key+"\n(steht auch hinten auf der Box)", []string{key}, []string{"(steht auch hinten auf der Box)"})
	case 7:
		return tSample("wifi-password", "hostapd", "interface=wlan0\nssid="+ssid+"\nwpa=2\nwpa_passphrase="+pw+"\nwpa_key_mgmt=WPA-PSK", []string{pw}, []string{"interface=wlan0"})
	case 8:
		return tSample("wifi-password", "chat-fr", tChatLine(tPick(tPeople), "le code wifi c'est "+pw+" (réseau "+ssid+")"), []string{pw}, nil)
	case 9:
		return tSample("wifi-password", "esphome", "wifi:\n  ssid: \""+ssid+"\"\n  password: \""+pw+"\"\n\nlogger:\n  level: DEBUG", []string{pw}, []string{"level: DEBUG"})
	default:
		return tSample("wifi-password", "arduino", "const char* ssid = \""+ssid+"\";\nconst char* password = \""+pw+"\";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}", []string{pw}, []string{"WiFi.begin(ssid, password);"})
	}
}

func tPINSample() Sample {
	d := tRnd(digits, tPick([]int{4, 4, 5, 6}))
	var msg string
	secret := d
	switch rng.IntN(13) {
	case 0:
		msg = "the door code is " + d
	case 1:
		msg = "alarm code: " + d + " then #"
	case 2:
		msg = "PIN for the company card is " + d
	case 3:
		secret = tRnd(digits, 2) + "-" + tRnd(digits, 2) + "-" + tRnd(digits, 2)
		msg = "safe combination " + secret
	case 4:
		msg = "garage keypad: *" + d + "#"
	case 5:
		msg = "lockbox on the porch is " + d + ", key for the cleaner is inside"
	case 6:
		msg = "SIM PIN " + d + ", PUK " + tRnd(digits, 8)
		secret = ""
	case 7:
		msg = "Türcode fürs Lager: " + d
	case 8:
		msg = "code de la porte : " + d + "B"
	case 9:
		msg = "server room keypad changed to " + d + " after the audit"
	case 10:
		msg = "phone unlock code is " + d + " if you need to grab the 2FA from it"
	case 11:
		msg = "el PIN de la tarjeta es " + d
	default:
		msg = "bike lock " + d + " (the blue one)"
	}
	secrets := []string{secret}
	if secret == "" {
		puk := msg[strings.LastIndex(msg, " ")+1:]
		secrets = []string{d, puk}
	}
	c := tWrap(msg)
	return tSample("pin-code", c.format, c.text, secrets, tKeep(c))
}

func tTOTPSample() Sample {
	seed := tRnd(b32, tPick([]int{16, 32}))
	who := strings.ToLower(tPick(tPeople))
	issuer := tPick([]string{"GitHub", "AWS", "ACME", "Okta", "Bitwarden"})
	switch rng.IntN(5) {
	case 0:
		uri := "otpauth://totp/" + issuer + ":" + who + "@acme.io?secret=" + seed + "&issuer=" + issuer + "&algorithm=SHA1&digits=6&period=30"
		c := tWrap("shared 2FA for the root account, add it to your authenticator: " + uri)
		return tSample("totp-seed", c.format, c.text, []string{seed}, tKeep(c))
	case 1:
		low := strings.ToLower(seed)
		var g []string
		for i := 0; i < len(low); i += 4 {
			g = append(g, low[i:i+4])
		}
		spaced := strings.Join(g, " ")
		return tSample("totp-seed", "note", issuer+" 2FA setup key (can't scan QR on the VM):\n"+spaced+"\nTime based: yes", []string{spaced}, []string{"Time based: yes"})
	case 2:
		return tSample("totp-seed", "env", "TOTP_SECRET="+seed+"\nTOTP_ISSUER="+issuer, []string{seed}, []string{"TOTP_ISSUER=" + issuer})
	case 3:
		return tSample("totp-seed", "python", "import pyotp\ntotp = pyotp.TOTP(\""+seed+"\")\nprint(totp.now())", []string{seed}, []string{"print(totp.now())"})
	default:
		return tSample("totp-seed", "chat", tChatLine(tPick(tPeople), "MFA seed for the shared "+issuer+" login is "+seed+", pls don't screenshot"), []string{seed}, nil)
	}
}

func tRecoverySample() Sample {
	var codes []string
	var text string
	switch rng.IntN(4) {
	case 0:
		for range tIn(4, 10) {
			codes = append(codes, tRnd(hexs, 5)+"-"+tRnd(hexs, 5))
		}
		text = "GitHub recovery codes (" + tDate() + "):\n" + strings.Join(codes, "\n") + "\nKeep them somewhere safe."
	case 1:
		for range tIn(4, 10) {
			codes = append(codes, tRnd(digits, 4)+" "+tRnd(digits, 4))
		}
		text = "BACKUP VERIFICATION CODES\n" + tPick(tPeople) + "@gmail.com\n\n" + strings.Join(codes, "\n")
	case 2:
		var g []string
		for range 7 {
			g = append(g, tRnd(upper+digits, 4))
		}
		codes = []string{strings.Join(g, "-")}
		text = "Bitwarden recovery code: " + codes[0] + " — printed copy is in the safe"
	default:
		var g []string
		for range 8 {
			g = append(g, tRnd(digits, 6))
		}
		codes = []string{strings.Join(g, "-")}
		text = "BitLocker recovery key for LAPTOP-" + tRnd(upper+digits, 7) + ":\n" + codes[0] + "\nKey ID: " + strings.ToUpper(tUUID()[:8])
	}
	c := tWrap(text)
	return tSample("recovery-codes", c.format, c.text, codes, tKeep(c))
}

func tConnStringSample() Sample {
	pw := tRandPw()
	pw = strings.NewReplacer(";", "", "=", "", "'", "").Replace(pw)
	var cs string
	secrets := []string{pw}
	switch rng.IntN(6) {
	case 0:
		cs = "Server=tcp:" + tPick([]string{"acme-sql", "fin-db", "crm"}) + ".database.windows.net,1433;Initial Catalog=" + tPick(tServices) + ";User ID=" + tPick(tUsers) + ";Password=" + pw + ";Encrypt=True;TrustServerCertificate=False;"
	case 1:
		cs = "Data Source=" + tIP() + ";Initial Catalog=Ledger;User Id=sa;Password=" + pw + ";"
	case 2:
		cs = tPick(tHosts) + ":6380,password=" + pw + ",ssl=True,abortConnect=False"
	case 3:
		cs = "Driver={PostgreSQL Unicode};Server=" + tPick(tHosts) + ";Port=5432;Database=dwh;Uid=etl;Pwd=" + pw + ";"
	case 4:
		k := tRnd(alnum+"+/", 86) + "=="
		secrets = []string{k}
		cs = "AccountEndpoint=https://" + tPick(tServices) + ".documents.azure.com:443/;AccountKey=" + k + ";"
	default:
		cs = "User Id=scott;Password=" + pw + ";Data Source=//" + tPick(tHosts) + ":1521/ORCLPDB1"
	}
	switch rng.IntN(3) {
	case 0:
		return tSample("connection-string", "json", "{\n  \"ConnectionStrings\": {\n    \"Default\": \""+cs+"\"\n  },\n  \"AllowedHosts\": \"*\"\n}", secrets, []string{"\"AllowedHosts\": \"*\""})
	case 1:
		return tSample("connection-string", "xml", "<connectionStrings>\n  <add name=\"Main\" connectionString=\""+cs+"\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", secrets, nil)
	default:
		c := tWrap("conn string: " + cs)
		return tSample("connection-string", c.format, c.text, secrets, tKeep(c))
	}
}

func tEnvFileSample() Sample {
	type kv struct{ k, v string }
	pool := []func() kv{
		func() kv { return kv{"DB_PASSWORD", tRandPw()} },
		func() kv { return kv{"JWT_SECRET", tRnd(hexs, 64)} },
		func() kv { return kv{"STRIPE_SECRET_KEY", "sk_live_" + tRnd(alnum, 99)} },
		func() kv { return kv{"SESSION_SECRET", tRnd(b64url, 48)} },
		func() kv { return kv{"MAIL_PASSWORD", tHumanPw()} },
		func() kv { return kv{"APP_KEY", "base64:" + tRnd(alnum+"+/", 43) + "="} },
		func() kv { return kv{"HEROKU_API_KEY", tUUID()} },
		func() kv { return kv{"ENCRYPTION_KEY", tRnd(alnum, 32)} },
		func() kv { return kv{"ADMIN_PASSWORD", tHumanPw()} },
		func() kv { return kv{"OPENAI_API_KEY", "sk-proj-" + tRnd(b64url, 156)} },
	}
	plain := []string{"NODE_ENV=production", "PORT=8080", "APP_URL=https://app.example.com", "LOG_LEVEL=warn",
		"DB_HOST=" + tPick(tHosts), "DB_USER=app", "DB_NAME=" + tPick(tServices), "FEATURE_NEW_CHECKOUT=true", "TZ=UTC", "MAIL_FROM=noreply@example.com"}
	var lines, secrets, keep []string
	used := map[string]bool{}
	for range tIn(2, 3) {
		e := tPick(pool)()
		if used[e.k] {
			continue
		}
		used[e.k] = true
		q := tPick([]string{"", "", "\""})
		if e.k == "APP_KEY" || e.k == "HEROKU_API_KEY" {
			q = ""
		}
		lines = append(lines, e.k+"="+q+e.v+q)
		secrets = append(secrets, e.v)
	}
	for range tIn(3, 5) {
		p := tPick(plain)
		if !used[p] {
			used[p] = true
			lines = append(lines, p)
			if tOdds(0.3) {
				keep = append(keep, p)
			}
		}
	}
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	text := strings.Join(lines, "\n")
	if tOdds(0.4) {
		text = "# .env.production — do NOT commit\n" + text
	}
	if tOdds(0.3) {
		c := tChat("here's my .env, app still won't boot:\n```\n" + text + "\n```")
		return tSample("env-file", c.format, c.text, secrets, keep)
	}
	return tSample("env-file", "env", text, secrets, keep)
}

func tK8sSecretSample() Sample {
	pw := tRandPw()
	key := tRnd(alnum, 32)
	b1, b2 := tB64(pw), tB64(key)
	name := tPick(tServices)
	switch rng.IntN(3) {
	case 0:
		return tSample("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: "+name+"-db\n  namespace: prod\ntype: Opaque\ndata:\n  password: "+b1+"\n  api-key: "+b2, []string{b1, b2}, []string{"namespace: prod"})
	case 1:
		return tSample("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: "+name+"-creds\ntype: Opaque\nstringData:\n  DB_PASSWORD: \""+pw+"\"\n  API_KEY: \""+key+"\"", []string{pw, key}, nil)
	default:
		return tSample("k8s-secret", "shell", "$ kubectl get secret "+name+"-db -o jsonpath='{.data.password}'\n"+b1+"\n$ kubectl get secret "+name+"-db -o jsonpath='{.data.password}' | base64 -d\n"+pw, []string{b1, pw}, nil)
	}
}

func tDockerLoginSample() Sample {
	u := tPick([]string{"ana", "ci-bot", "deploy", "acme"})
	switch rng.IntN(4) {
	case 0:
		pw := tShellPw()
		return tSample("docker-login", "shell", "$ docker login -u "+u+" -p "+pw+" registry.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", []string{pw}, []string{"Login Succeeded"})
	case 1:
		tok := "ghp_" + tRnd(alnum, 36)
		return tSample("docker-login", "shell", "echo "+tok+" | docker login ghcr.io -u "+u+" --password-stdin", []string{tok}, nil)
	case 2:
		pw := tShellPw()
		return tSample("docker-login", "shell", "podman login --username "+u+" --password '"+pw+"' quay.io", []string{pw}, nil)
	default:
		pw := tShellPw()
		return tSample("docker-login", "github-actions", "- run: docker login -u "+u+" -p "+pw+" ${{ env.REGISTRY }}\n- run: docker push ${{ env.REGISTRY }}/app:${{ github.sha }}", []string{pw}, nil)
	}
}

func tCLIPwSample() Sample {
	pw := tShellPw()
	h := tPick(tHosts)
	var text string
	switch rng.IntN(12) {
	case 0:
		text = "mysql -u root -p" + pw + " -h " + h + " shop"
	case 1:
		text = "mysqldump -uroot -p'" + pw + "' --single-transaction shop > shop.sql"
	case 2:
		text = "PGPASSWORD=" + pw + " psql -h " + h + " -U postgres -d ledger"
	case 3:
		text = "mongosh --host " + h + " -u admin -p " + pw + " --authenticationDatabase admin"
	case 4:
		text = "redis-cli -h " + h + " -a " + pw + " INFO replication"
	case 5:
		text = "sshpass -p '" + pw + "' ssh -o StrictHostKeyChecking=no pi@" + tIP()
	case 6:
		text = "smbclient //fileserver/finance -U " + tPick(tUsers) + "%" + pw
	case 7:
		text = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:" + pw
	case 8:
		text = "htpasswd -b -c /etc/nginx/.htpasswd " + tPick(tUsers) + " " + pw
	case 9:
		text = "net use Z: \\\\fileserver\\share /user:CORP\\" + tPick(tUsers) + " " + pw
	case 10:
		text = "ldapsearch -x -H ldap://ldap.corp.example -D \"cn=admin,dc=corp,dc=example\" -w " + pw + " -b \"dc=corp,dc=example\" \"(uid=ana)\""
	default:
		text = "sqlcmd -S " + tIP() + " -U sa -P " + pw + " -Q \"SELECT name FROM sys.databases\""
	}
	if tOdds(0.5) {
		text = "$ " + text + "\n" + tPick([]string{"Welcome to the MySQL monitor.", "psql (16.2)", "OK", "Connected.", "(3 rows affected)"})
		return tSample("cli-password", "shell", text, []string{pw}, nil)
	}
	c := tWrap("run this: `" + text + "`")
	return tSample("cli-password", c.format, c.text, []string{pw}, tKeep(c))
}

func tPkgConfigSample() Sample {
	switch rng.IntN(8) {
	case 0:
		tok := "npm_" + tRnd(alnum, 36)
		return tSample("npmrc", "npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken="+tok+"\nsave-exact=true", []string{tok}, []string{"save-exact=true"})
	case 1:
		pw := tURLPw()
		return tSample("pip-conf", "ini", "[global]\nindex-url = https://ci:"+pw+"@pypi.corp.example/simple\ntimeout = 60", []string{pw}, []string{"timeout = 60"})
	case 2:
		tok := "pypi-AgEIcHlwaS5vcmc" + tRnd(b64url, 150)
		return tSample("pypirc", "ini", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = "+tok, []string{tok}, nil)
	case 3:
		pw := tRandPw()
		return tSample("maven-settings", "xml", "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>"+pw+"</password>\n    </server>\n  </servers>\n</settings>", []string{pw}, []string{"<id>nexus-releases</id>"})
	case 4:
		pw := tHumanPw()
		return tSample("gradle-properties", "properties", "org.gradle.jvmargs=-Xmx2g\nartifactoryUser=ci\nartifactoryPassword="+pw, []string{pw}, []string{"org.gradle.jvmargs=-Xmx2g"})
	case 5:
		tok := tRnd(hexs, 40)
		return tSample("composer-auth", "json", "{\n  \"http-basic\": {\n    \"repo.packagist.com\": {\n      \"username\": \"token\",\n      \"password\": \""+tok+"\"\n    }\n  }\n}", []string{tok}, nil)
	case 6:
		pw := tRandPw()
		return tSample("nuget-config", "xml", "<packageSourceCredentials>\n  <Internal>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\""+pw+"\" />\n  </Internal>\n</packageSourceCredentials>", []string{pw}, nil)
	default:
		tok := "rubygems_" + tRnd(hexs, 48)
		return tSample("gem-credentials", "yaml", "---\n:rubygems_api_key: "+tok, []string{tok}, nil)
	}
}

func tLogTraceSample() Sample {
	switch rng.IntN(6) {
	case 0:
		pw := tURLPw()
		return tSample("secret-in-trace", "stacktrace", "Traceback (most recent call last):\n  File \"/app/worker.py\", line 42, in <module>\n    engine.connect()\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name \"db\" to address\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDSN was postgresql://etl:"+pw+"@db:5432/warehouse", []string{pw}, []string{"  File \"/app/worker.py\", line 42, in <module>"})
	case 1:
		pw := tRandPw()
		return tSample("secret-in-log", "log", tStamp()+" DEBUG o.s.b.c.p.ConfigurationPropertiesBinder : spring.datasource.username=app\n"+tStamp()+" DEBUG o.s.b.c.p.ConfigurationPropertiesBinder : spring.datasource.password="+pw+"\n"+tStamp()+"  INFO o.s.b.w.e.tomcat.TomcatWebServer : Tomcat started on port 8080", []string{pw}, nil)
	case 2:
		tok := "sk_live_" + tRnd(alnum, 24)
		return tSample("secret-in-log", "log", "AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    headers: {\n      Accept: 'application/json',\n      Authorization: 'Bearer "+tok+"'\n    },\n    url: 'https://api.stripe.com/v1/charges'\n  }", []string{tok}, nil)
	case 3:
		tok := tRnd(hexs, 32)
		return tSample("secret-in-log", "access-log", tIP()+" - - [12/Mar/2025:10:"+fmt.Sprintf("%02d", tIn(0, 59))+":07 +0000] \"GET /v1/report?from=2025-03-01&api_key="+tok+" HTTP/1.1\" 200 5123 \"-\" \"python-requests/2.31\"", []string{tok}, nil)
	case 4:
		pw := tShellPw()
		b := tB64("svc:" + pw)
		return tSample("secret-in-log", "log", "send: b'GET /health HTTP/1.1\\r\\nHost: internal.example\\r\\nAuthorization: Basic "+b+"\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'", []string{b}, nil)
	default:
		tok := "http://127.0.0.1:8888/lab?token=" + tRnd(hexs, 48)
		sec := tok[strings.Index(tok, "=")+1:]
		return tSample("secret-in-log", "log", "[I 2025-03-14 09:12:01.123 ServerApp] Jupyter Server 2.14.0 is running at:\n[I 2025-03-14 09:12:01.123 ServerApp] "+tok+"\n[I 2025-03-14 09:12:01.123 ServerApp] Use Control-C to stop this server.", []string{sec}, nil)
	}
}

func tDiffSample() Sample {
	switch rng.IntN(3) {
	case 0:
		a, b := tRandPw(), tRandPw()
		return tSample("secret-in-diff", "diff", "diff --git a/.env.staging b/.env.staging\n--- a/.env.staging\n+++ b/.env.staging\n@@ -3,3 +3,3 @@\n LOG_LEVEL=debug\n-DB_PASSWORD="+a+"\n+DB_PASSWORD="+b+"\n REDIS_HOST=redis", []string{a, b}, []string{" LOG_LEVEL=debug"})
	case 1:
		tok := "xoxb-" + tRnd(digits, 12) + "-" + tRnd(digits, 13) + "-" + tRnd(alnum, 24)
		return tSample("secret-in-diff", "diff", "--- a/config/notify.yaml\n+++ b/config/notify.yaml\n@@ -1,4 +1,5 @@\n notify:\n   channel: \"#deploys\"\n+  token: "+tok+"\n   on_failure: true", []string{tok}, nil)
	default:
		k := tRnd(hexs, 64)
		return tSample("secret-in-diff", "diff", "@@ -12,7 +12,7 @@ func main() {\n-\tsecret := os.Getenv(\"HMAC_KEY\")\n+\tsecret := \""+k+"\" // temp, revert!\n \thandler := sign(secret)", []string{k}, nil)
	}
}

func tAccountTableSample() Sample {
	n := tIn(2, 4)
	var rows, pws []string
	for range n {
		pw := tAnyPw()
		pws = append(pws, pw)
		rows = append(rows, []string{tPick(tUsers), strings.ToLower(tPick(tPeople)) + "@acme.io"}[rng.IntN(2)]+"|"+pw)
	}
	if tOdds(0.5) {
		text := "name,url,username,password,note\n"
		names := []string{"GitLab", "AWS console", "Grafana", "Router", "Jira", "NAS", "Mailchimp"}
		for _, r := range rows {
			p := strings.SplitN(r, "|", 2)
			text += tPick(names) + ",https://" + tPick(tHosts) + "," + p[0] + "," + p[1] + ",\n"
		}
		return tSample("password-export", "csv", strings.TrimSuffix(text, "\n"), pws, []string{"name,url,username,password,note"})
	}
	text := "### Test accounts (staging only)\n\n| role | login | password |\n|------|-------|----------|\n"
	roles := []string{"admin", "editor", "viewer", "billing", "support"}
	for i, r := range rows {
		p := strings.SplitN(r, "|", 2)
		text += "| " + roles[i] + " | " + p[0] + " | `" + p[1] + "` |\n"
	}
	return tSample("password-table", "markdown-table", text+"\nReset nightly by the seed job.", pws, []string{"Reset nightly by the seed job."})
}

func tCookieSample() Sample {
	switch rng.IntN(3) {
	case 0:
		sid := tRnd(lower+digits, 32)
		return tSample("session-cookie", "http", "GET /admin/ HTTP/1.1\nHost: shop.example.com\nCookie: sessionid="+sid+"; django_language=de", []string{sid}, []string{"Host: shop.example.com"})
	case 1:
		sid := "s%3A" + tRnd(b64url, 32) + "." + tRnd(alnum+"%", 43)
		return tSample("session-cookie", "har", "{\n  \"name\": \"connect.sid\",\n  \"value\": \""+sid+"\",\n  \"path\": \"/\",\n  \"httpOnly\": true\n}", []string{sid}, nil)
	default:
		sid := tRnd(alnum, 40)
		c := tChat("if you want to reproduce, paste this cookie in devtools: laravel_session=" + sid)
		return tSample("session-cookie", c.format, c.text, []string{sid}, tKeep(c))
	}
}

func tAppConfigSample() Sample {
	pw := tRandPw()
	switch rng.IntN(8) {
	case 0:
		return tSample("app-config", "ini", "[all:vars]\nansible_user=deploy\nansible_become_password="+pw+"\n\n[web]\nweb01 ansible_host="+tIP(), []string{pw}, []string{"ansible_user=deploy"})
	case 1:
		return tSample("app-config", "helm-values", "postgresql:\n  enabled: true\n  auth:\n    username: app\n    postgresPassword: \""+pw+"\"\n    database: app\nreplicaCount: 2", []string{pw}, []string{"replicaCount: 2"})
	case 2:
		return tSample("app-config", "tfvars", "region      = \"eu-central-1\"\ninstance    = \"t3.medium\"\ndb_password = \""+pw+"\"", []string{pw}, []string{"instance    = \"t3.medium\""})
	case 3:
		return tSample("app-config", "properties", "server.port=8443\nspring.datasource.url=jdbc:mysql://"+tPick(tHosts)+":3306/shop\nspring.datasource.username=shop\nspring.datasource.password="+pw, []string{pw}, []string{"server.port=8443"})
	case 4:
		k := tRnd(alnum+"!@#%^&*()-_=+[]{}<>~", 64)
		return tSample("app-config", "php", "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '"+pw+"' );\ndefine( 'AUTH_KEY', '"+k+"' );", []string{pw, k}, []string{"define( 'DB_NAME', 'wordpress' );"})
	case 5:
		k := "django-insecure-" + tRnd(lower+digits+"!@#%^&*(-_=+)", 50)
		return tSample("app-config", "python", "# settings.py\nDEBUG = False\nSECRET_KEY = '"+k+"'\nALLOWED_HOSTS = ['shop.example.com']", []string{k}, []string{"DEBUG = False"})
	case 6:
		k := tRnd(hexs, 128)
		return tSample("app-config", "yaml", "production:\n  secret_key_base: "+k+"\n  host: shop.example.com", []string{k}, []string{"host: shop.example.com"})
	default:
		return tSample("app-config", "python", "app = Flask(__name__)\napp.secret_key = \""+pw+"\"\napp.config[\"SESSION_COOKIE_SECURE\"] = True", []string{pw}, []string{"app = Flask(__name__)"})
	}
}

func tMiscServiceSample() Sample {
	pw := tAnyPw()
	switch rng.IntN(7) {
	case 0:
		return tSample("smtp-password", "yaml", "smtp:\n  host: smtp.office365.com\n  port: 587\n  user: alerts@acme.io\n  password: \""+pw+"\"", []string{pw}, []string{"host: smtp.office365.com"})
	case 1:
		return tSample("ldap-bind", "ini", "[ldap]\nuri = ldaps://ldap.corp.example\nbind_dn = cn=svc-wiki,ou=svc,dc=corp,dc=example\nbind_pw = "+pw, []string{pw}, []string{"uri = ldaps://ldap.corp.example"})
	case 2:
		cs := tRnd(alnum, 16)
		return tSample("snmp-community", "cisco", "snmp-server community "+cs+" RO 10\nsnmp-server location DC2-rack14\nsnmp-server contact noc@acme.io", []string{cs}, []string{"snmp-server location DC2-rack14"})
	case 3:
		return tSample("elastic-setup", "shell", "$ bin/elasticsearch\n...\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  "+pw+"\n", []string{pw}, nil)
	case 4:
		ip := tRnd(hexs, 32)
		return tSample("jenkins-initial", "chat", tChatLine(tPick(tPeople), "jenkins is up, initial admin password from /var/jenkins_home/secrets/initialAdminPassword is "+ip), []string{ip}, nil)
	case 5:
		return tSample("minio-root", "env", "MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD="+pw+"\nMINIO_VOLUMES=/data", []string{pw}, []string{"MINIO_VOLUMES=/data"})
	default:
		return tSample("keycloak-admin", "shell", "docker run -p 8080:8080 -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD='"+pw+"' quay.io/keycloak/keycloak:24.0 start-dev", []string{pw}, nil)
	}
}

// tOneOf picks one of several (text, format) pairs.
func tOneOf(pairs ...[2]string) (string, string) {
	p := tPick(pairs)
	return p[0], p[1]
}
