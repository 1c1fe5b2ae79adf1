package main

import (
	"fmt"
	"strings"
)

// JSON memories: saveMemory tool calls, memory store exports, MCP configs, session summaries.

func hcsJSONGens() []hcsGen {
	return []hcsGen{
		{6, hcsJSaveMemory}, {5, hcsJExport}, {5, hcsJSessionSummary}, {5, hcsJCredEntry},
		{5, hcsJServiceAccount}, {4, hcsJHookMemories}, {4, hcsJKeyValue}, {6, hcsJMCP},
		{4, hcsJMCPPostgres}, {5, hcsJJSONL}, {5, hcsJSummaryMD}, {5, hcsJBearer},
		{5, hcsJOAuthApp}, {4, hcsJRefresh}, {4, hcsJTwilio}, {3, hcsJMailgun},
		{4, hcsJDatadog}, {4, hcsJMagicLink}, {3, hcsJShopify}, {3, hcsJPyPI},
		{4, hcsJAzure}, {4, hcsJCloudflare}, {4, hcsJSMTP},
	}
}

func hcsMemID() string { return "mem_" + rnd(lower+digits, hcsN(10, 16)) }

func hcsJSaveMemory() Sample {
	pw := hcsPassword()
	user := hcsUser()
	host := hcsHost()
	content := hcsP(
		fmt.Sprintf("User's %s DB login: %s / %s on %s", hcsP("staging", "dev", "reporting"), user, pw, host),
		fmt.Sprintf("Password for %s on %s is %s (user confirmed it works)", user, host, pw),
		fmt.Sprintf("%s connects to %s as %s, password %s", hcsProject(), host, user, pw),
	)
	t := fmt.Sprintf("{\n  \"tool\": \"saveMemory\",\n  \"arguments\": {\n    \"content\": %s,\n    \"tags\": [\"%s\", \"database\"],\n    \"importance\": %s\n  }\n}", hcsJ(content), hcsProject(), hcsP("\"high\"", "0.8", "\"medium\""))
	return hcsS("db-password", "json", t, []string{pw}, user, host)
}

func hcsJExport() Sample {
	name, _, val := hcsAPIKey()
	p := hcsPrefs(3)
	t := fmt.Sprintf("[\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s},\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s},\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s},\n  {\"id\": \"%s\", \"created\": \"%s\", \"text\": %s}\n]",
		hcsMemID(), hcsTime(), hcsJ(p[0]), hcsMemID(), hcsTime(), hcsJ(p[1]),
		hcsMemID(), hcsTime(), hcsJ(fmt.Sprintf("%s for %s: %s", name, hcsProject(), val)),
		hcsMemID(), hcsTime(), hcsJ(p[2]))
	return hcsS("api-key", "json", t, []string{val})
}

func hcsJSessionSummary() Sample {
	url, pw, user, host := hcsConnStr()
	sid := hcsUUID()
	t := fmt.Sprintf("{\n  \"conversation_id\": \"%s\",\n  \"ended_at\": \"%s\",\n  \"summary\": %s,\n  \"facts\": [\n    %s,\n    %s\n  ]\n}",
		sid, hcsTime(),
		hcsJ(fmt.Sprintf("Helped %s fix a slow query in %s; added an index on orders(created_at).", hcsName(), hcsProject())),
		hcsJ("Project uses "+hcsLang()+" and Postgres 16"),
		hcsJ("Connection string for the analytics replica: "+url))
	return hcsS("connection-string", "json", t, []string{pw}, sid, user, host)
}

func hcsJCredEntry() Sample {
	_, env, val := hcsAPIKey()
	k := strings.ToLower(env)
	t := fmt.Sprintf("{\n  \"memories\": [\n    {\"type\": \"preference\", \"key\": \"editor\", \"value\": \"%s\"},\n    {\"type\": \"credential\", \"key\": \"%s\", \"value\": \"%s\", \"note\": \"user pasted in chat\"},\n    {\"type\": \"fact\", \"key\": \"timezone\", \"value\": \"%s\"}\n  ]\n}",
		hcsP("vim", "VS Code", "Zed", "Cursor"), k, val, hcsP("Europe/Berlin", "Asia/Tokyo", "America/New_York", "Europe/London"))
	return hcsS("api-key", "json", t, []string{val}, k)
}

func hcsJServiceAccount() Sample {
	pid := rnd(lower+digits, 6) + "-" + hcsProject()
	kid := hcsHex(40)
	body := hcsPEMBody(hcsN(4, 7))
	pk := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
	email := hcsP("deployer", "ci-runner", "bq-export", "firebase-adminsdk-"+rnd(lower+digits, 5)) + "@" + pid + ".iam.gserviceaccount.com"
	cid := rnd(digits, 21)
	t := fmt.Sprintf("Saved memory (%s): user pasted the service account key for %s.\n\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}",
		hcsDate(), pid, pid, kid, pk, email, cid)
	return hcsS("gcp-service-account", "json", t, []string{kid, pk}, email, cid)
}

func hcsJHookMemories() Sample {
	hook := hcsDiscordHook()
	if rng.IntN(2) == 0 {
		hook = hcsSlackHook()
	}
	t := fmt.Sprintf("{\"memories\":[{\"id\":\"%s\",\"text\":\"Release notes get posted by the bot\"},{\"id\":\"%s\",\"text\":%s}]}",
		hcsMemID(), hcsMemID(), hcsJ("Webhook for the #releases channel: "+hook))
	return hcsS("webhook-url", "json", t, []string{hook})
}

func hcsJKeyValue() Sample {
	ssid := hcsP("Kaffeebar", "ACME-Guest", "Hotel_Minato", "Library-Public", "Loft_5G")
	pw := hcsPassword()
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"args\":{\"key\":\"wifi_%s\",\"value\":%s}}",
		strings.ToLower(strings.ReplaceAll(ssid, "-", "_")), hcsJ(fmt.Sprintf("network %s, password %s", ssid, pw)))
	return hcsS("wifi-key", "json", t, []string{pw}, ssid)
}

func hcsJMCP() Sample {
	var env, val, srv, pkg string
	switch rng.IntN(4) {
	case 0:
		env, val, srv, pkg = "GITHUB_PERSONAL_ACCESS_TOKEN", hcsGitHub(), "github", "@modelcontextprotocol/server-github"
	case 1:
		env, val, srv, pkg = "SLACK_BOT_TOKEN", hcsSlackTok(), "slack", "@modelcontextprotocol/server-slack"
	case 2:
		env, val, srv, pkg = "BRAVE_API_KEY", "BSA"+rnd(alnum, 28), "brave-search", "@modelcontextprotocol/server-brave-search"
	default:
		env, val, srv, pkg = "LINEAR_API_KEY", hcsLinear(), "linear", "linear-mcp-server"
	}
	t := fmt.Sprintf("Remember this MCP setup for the user (claude_desktop_config.json):\n\n{\n  \"mcpServers\": {\n    \"%s\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"%s\"],\n      \"env\": {\n        \"%s\": \"%s\"\n      }\n    }\n  }\n}", srv, pkg, env, val)
	return hcsS("api-key", "json", t, []string{val}, pkg)
}

func hcsJMCPPostgres() Sample {
	user, pw, host := hcsUser(), hcsPwPlain(), hcsHost()
	url := fmt.Sprintf("postgresql://%s:%s@%s/%s", user, pw, host, hcsDB())
	t := fmt.Sprintf("{\n  \"mcpServers\": {\n    \"postgres\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"%s\"]\n    }\n  }\n}", url)
	return hcsS("connection-string", "json", t, []string{pw}, user, host)
}

func hcsJJSONL() Sample {
	name, _, val := hcsAPIKey()
	p := hcsPrefs(3)
	lines := []string{
		fmt.Sprintf("{\"ts\":\"%s\",\"kind\":\"preference\",\"text\":%s}", hcsTime(), hcsJ(p[0])),
		fmt.Sprintf("{\"ts\":\"%s\",\"kind\":\"project\",\"text\":%s}", hcsTime(), hcsJ(p[1])),
		fmt.Sprintf("{\"ts\":\"%s\",\"kind\":\"secret\",\"text\":%s}", hcsTime(), hcsJ("The user's "+name+" is "+val)),
		fmt.Sprintf("{\"ts\":\"%s\",\"kind\":\"person\",\"text\":%s}", hcsTime(), hcsJ(hcsName()+" owns the payments service")),
	}
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	return hcsS("api-key", "jsonl", strings.Join(lines, "\n")+"\n", []string{val})
}

func hcsJSummaryMD() Sample {
	url, pw, user, _ := hcsConnStr()
	t := fmt.Sprintf("## Session summary — %s\n\n**Done**\n- Migrated %s from Heroku to Fly\n- Fixed the flaky auth test\n\n**Learned**\n- Cache is Redis; user gave me the URL: %s\n- %s prefers small PRs\n\n**Next**\n- Set up backups\n", hcsDate(), hcsProject(), url, hcsName())
	return hcsS("connection-string", "session-summary", t, []string{pw}, user)
}

func hcsJBearer() Sample {
	tok := hcsJWT()
	if rng.IntN(2) == 0 {
		tok = rnd(b64url, hcsN(40, 64))
	}
	host := hcsP("api.acme.io", "internal-api.kestrel.dev", "api.orchard.io/v2")
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"arguments\":{\"content\":%s}}",
		hcsJ(fmt.Sprintf("To hit the %s API from scripts: curl -H 'Authorization: Bearer %s' https://%s/users", hcsProject(), tok, host)))
	return hcsS("bearer-token", "json", t, []string{tok}, host)
}

func hcsJOAuthApp() Sample {
	cid := rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
	sec := "GOCSPX-" + rnd(b64url, 28)
	if rng.IntN(2) == 0 {
		cid = "Iv1." + hcsHex(16)
		sec = hcsHex(40)
	}
	t := fmt.Sprintf("## OAuth app (%s)\n- client id: %s\n- client secret: %s\n- redirect: http://localhost:3000/api/auth/callback\n", hcsProject(), cid, sec)
	return hcsS("oauth-client-secret", "memory-md", t, []string{sec}, cid)
}

func hcsJRefresh() Sample {
	rt := "1//0" + rnd(b64url, hcsN(90, 100))
	t := fmt.Sprintf("{\"id\":\"%s\",\"content\":%s,\"source\":\"chat\"}", hcsMemID(),
		hcsJ(fmt.Sprintf("Google Drive sync script uses refresh_token %s for %s@gmail.com", rt, hcsUser())))
	return hcsS("refresh-token", "json", t, []string{rt})
}

func hcsJTwilio() Sample {
	sid := "AC" + hcsHex(32)
	tok := hcsHex(32)
	t := fmt.Sprintf("- SMS via Twilio. Account SID %s, auth token %s, from number +1 415 555 %s\n", sid, tok, rnd(digits, 4))
	return hcsS("twilio-token", "memory-md", t, []string{tok}, sid)
}

func hcsJMailgun() Sample {
	k := "key-" + hcsHex(32)
	dom := hcsP("mg.acme.io", "mail.kestrel.dev", "mg.orchard.io")
	t := fmt.Sprintf("{\"tool\":\"saveMemory\",\"arguments\":{\"content\":%s,\"tags\":[\"email\"]}}", hcsJ("Transactional mail: Mailgun domain "+dom+", API key "+k))
	return hcsS("mailgun-key", "json", t, []string{k}, dom)
}

func hcsJDatadog() Sample {
	api, app := hcsHex(32), hcsHex(40)
	t := fmt.Sprintf("## Monitoring\n- Datadog site: datadoghq.eu\n- DD_API_KEY=%s\n- DD_APP_KEY=%s\n- dashboards owned by %s\n", api, app, hcsName())
	return hcsS("datadog-key", "claude-md", t, []string{api, app}, "datadoghq.eu")
}

func hcsJMagicLink() Sample {
	tok := rnd(b64url, hcsN(32, 48))
	host := hcsP("app.acme.io", "staging.kestrel.dev", "admin.orchard.io")
	path := hcsP("/auth/magic?token=", "/login/verify?t=", "/auth/callback?code=", "/invite/accept?token=")
	link := "https://" + host + path + tok
	t := fmt.Sprintf("{\"id\":\"%s\",\"content\":%s}", hcsMemID(), hcsJ("User forwarded their login link so I could check the admin UI: "+link+" (valid 24h)"))
	return hcsS("login-link-token", "json", t, []string{tok}, host)
}

func hcsJShopify() Sample {
	tok := hcsShopify()
	shop := hcsP("acme-store", "kestrel-shop", "orchard-goods") + ".myshopify.com"
	t := fmt.Sprintf("- Shopify store %s, Admin API access token %s (custom app \"%s sync\")\n", shop, tok, hcsProject())
	return hcsS("shopify-token", "memory-md", t, []string{tok}, shop)
}

func hcsJPyPI() Sample {
	tok := hcsPyPI()
	t := fmt.Sprintf("## Releasing\n\n~/.pypirc on the user's machine:\n\n```ini\n[pypi]\n  username = __token__\n  password = %s\n```\n", tok)
	return hcsS("pypi-token", "claude-md", t, []string{tok})
}

func hcsJAzure() Sample {
	acct := hcsP("acmeprod", "kestrelstore", "orcharddata") + rnd(digits, 2)
	key := rnd(alnum+"+/", 86) + "=="
	t := fmt.Sprintf("{\"content\":%s,\"tags\":[\"azure\"]}", hcsJ("Blob storage: DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+key+";EndpointSuffix=core.windows.net"))
	return hcsS("azure-storage-key", "json", t, []string{key}, acct)
}

func hcsJCloudflare() Sample {
	tok := rnd(b64url, 40)
	zone := hcsHex(32)
	t := fmt.Sprintf("## DNS\n- Cloudflare zone id %s\n- API token (Zone.DNS edit): %s\n- TTL auto\n", zone, tok)
	return hcsS("cloudflare-token", "claude-md", t, []string{tok}, zone)
}

func hcsJSMTP() Sample {
	user := hcsUser() + "@" + hcsP("acme.io", "kestrel.dev", "gmail.com")
	pw := hcsP(rnd(lower, 4)+" "+rnd(lower, 4)+" "+rnd(lower, 4)+" "+rnd(lower, 4), hcsPwPlain())
	t := fmt.Sprintf("{\"smtp\":{\"host\":\"%s\",\"port\":587,\"user\":\"%s\",\"pass\":\"%s\"},\"note\":\"app password, saved from chat\"}", hcsP("smtp.gmail.com", "smtp.office365.com", "smtp.fastmail.com"), user, pw)
	return hcsS("smtp-password", "json", t, []string{pw}, user)
}
