package main

import (
	"fmt"
)

// The four shapes the brief singles out: Discord bot tokens, login pairs, keys wrapped over two
// lines, and service-account key ids.

func habDiscord(n int) []Sample {
	var out []Sample
	tpl := []func(t string) Sample{
		func(t string) Sample {
			return habS("discord-token", "chat", fmt.Sprintf("bot token for the training-status notifier: %s — pls don't paste it in #general", t), []string{t})
		},
		func(t string) Sample {
			g := habSnowflake()
			keep := "DISCORD_GUILD_ID=" + g
			return habS("discord-token", "dotenv", fmt.Sprintf("# eval-bot\nDISCORD_TOKEN=%s\n%s\nLOG_LEVEL=info", t, keep), []string{t}, keep)
		},
		func(t string) Sample {
			keep := "intents = discord.Intents.default()"
			return habS("discord-token", "python", fmt.Sprintf("import discord\n\n%s\nintents.message_content = True\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f\"logged in as {client.user}\")\n\nclient.run(%q)\n", keep, t), []string{t}, keep)
		},
		func(t string) Sample {
			return habS("discord-token", "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('%s');", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "yaml", fmt.Sprintf("discord:\n  token: %s\n  channel_id: \"%s\"\n  notify_on: [run_failed, eval_done]", t, habSnowflake()), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "json", fmt.Sprintf("{\n  \"prefix\": \"!\",\n  \"token\": \"%s\",\n  \"owner\": \"%s\"\n}", t, habSnowflake()), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "markdown", fmt.Sprintf("## Bots\n- `kaggle-watch#%04d`: token `%s`\n- hosted on the small GPU box", habN(1000, 9999), t), []string{t}, "- hosted on the small GPU box")
		},
		func(t string) Sample {
			return habS("discord-token", "shell", fmt.Sprintf("curl -s -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me | jq .username", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "toml", fmt.Sprintf("[discord]\nbot_token = \"%s\"\nguild = %s\n", t, habSnowflake()), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "chat-ru", fmt.Sprintf("Токен бота для уведомлений о обучении: %s (не публикуйте)", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "chat-de", fmt.Sprintf("Der Token vom Discord-Bot lautet %s, bitte nur im Vault ablegen.", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "chat-ja", fmt.Sprintf("DiscordボットのトークンはBot %s です。", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "log", fmt.Sprintf("%s INFO discord.client: logging in using static token\n%s DEBUG http: GET /gateway/bot auth=Bot %s\n%s INFO discord.gateway: Shard ID None has connected", habTime(), habTime(), t, habTime()), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "notebook", fmt.Sprintf("{\n \"cell_type\": \"code\",\n \"execution_count\": %d,\n \"source\": [\n  \"TOKEN = \\\"%s\\\"\\n\",\n  \"notify(TOKEN, f\\\"val_loss={val_loss:.4f}\\\")\"\n ]\n}", habN(3, 80), t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "shell", fmt.Sprintf("docker run -d --name modbot -e DISCORD_BOT_TOKEN=%s ghcr.io/acme/modbot:%d.%d", t, habN(1, 3), habN(0, 20)), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/bot/main.py\", line %d, in <module>\n    bot.run(\"%s\")\n  File \"/usr/lib/python3.11/site-packages/discord/client.py\", line 860, in run\n    asyncio.run(runner())\ndiscord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents", habN(20, 200), t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "ticket", fmt.Sprintf("DATA-%d: rotate the discord token %s, it was committed to the notebooks repo", habN(100, 999), t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "k8s", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: alerts-bot\nstringData:\n  DISCORD_TOKEN: \"%s\"", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "chat-es", fmt.Sprintf("oye, el token del bot es %s, ya lo cambié en el .env", t), []string{t})
		},
		func(t string) Sample {
			return habS("discord-token", "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot \" + %q)\nif err != nil {\n\tlog.Fatal(err)\n}", t), []string{t})
		},
	}
	for i := range n {
		out = append(out, tpl[i%len(tpl)](habDiscordToken()))
	}
	return out
}

func habLoginPairs(n int) []Sample {
	type lp func(u, p string) (string, string)
	tpl := []lp{
		func(u, p string) (string, string) { return fmt.Sprintf("router login admin / %s", p), "chat" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("the new annotation tool is up, login is %s / %s", u, p), "chat"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("nas:\n  url: http://%s:5000\n  login: %s / %s\n  share: /volume1/datasets", habIP(), u, p), "yaml"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("creds for the MinIO console -> %s:%s", u, p), "chat"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("user %s pass %s", u, p), "note" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("Superset (staging)\nurl: https://%s\nusername: %s\npassword: %s\nasks for 2FA only on prod", habHost(), u, p), "note"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("You can check the dashboards yourself (%s/%s), just don't edit the charts.", u, p), "email"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("log in with %s and %s", u, p), "chat" },
		func(u, p string) (string, string) { return fmt.Sprintf("Label Studio  u: %s  p: %s", u, p), "note" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("| service | url | user | password |\n|---|---|---|---|\n| grafana | https://%s | %s | %s |\n| docs | https://docs.example.com | - | - |", habHost(), u, p), "markdown"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("host,user,password,notes\n%s,%s,%s,read only replica\n", habHost(), u, p), "csv"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("Login: %s / Passwort: %s", u, p), "chat-de" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("Pour le serveur Jupyter : identifiant %s, mot de passe %s.", u, p), "chat-fr"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("usuario: %s\ncontraseña: %s\n(es la del clúster de Spark)", u, p), "note-es"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("usuário %s senha %s", u, p), "chat-pt" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("Доступ к MLflow: логин %s, пароль %s", u, p), "chat-ru"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("ユーザー名: %s / パスワード: %s", u, p), "chat-ja"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("标注平台账号 %s 密码 %s", u, p), "chat-zh"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("아이디 %s 비번 %s 입니다", u, p), "chat-ko"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("kullanıcı adı %s şifre %s", u, p), "chat-tr"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("login %s hasło %s", u, p), "chat-pl" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("ssh %s@%s  (pw: %s)", u, habIP(), p), "note"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("%s // %s", u, p), "note" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("JupyterHub on the lab box: %s + %s", u, p), "chat"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("the creds are %s and %s respectively", u, p), "chat"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("Hi all,\n\nThe Metabase instance is live at https://%s.\nLogin: %s / %s\n\nCheers,\nPriya", habHost(), u, p), "email"
		},
		func(u, p string) (string, string) { return fmt.Sprintf("user=%s password=%s", u, p), "note" },
		func(u, p string) (string, string) {
			return fmt.Sprintf("- airflow web ui: login `%s` / `%s`", u, p), "markdown"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("printer admin panel: %s | %s", u, p), "note"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("- name: lab switch\n  login: \"%s / %s\"\n  ip: %s", u, p, habIP()), "yaml"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("gebruikersnaam %s en wachtwoord %s", u, p), "chat-nl"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("Account: %s\nPW: %s", u, p), "note"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("utente %s, password %s (VPN dell'ufficio)", u, p), "chat-it"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("username is %s, pwd %s", u, p), "chat"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("Raspberry Pi in the server room - %s:%s - runs the sensor ingest", u, p), "note"
		},
		func(u, p string) (string, string) {
			return fmt.Sprintf("[%s] modem: admin / %s", habDate(), p), "log"
		},
	}
	var out []Sample
	for i := range n {
		u := habP(habUsers)
		p := habPw()
		text, format := tpl[i%len(tpl)](u, p)
		out = append(out, habS("login-pair", format, text, []string{p}))
	}
	return out
}

func habSplitKeys(n int) []Sample {
	gens := []func() string{habOpenAI, habAnthropic, habGHPat, habSlackBot, habHF, habAWSSecret, habStripe, habSendGrid,
		func() string { return habHex(64) }, habAzureKey, habDatabricks, habGroq, habReplicate, habPyPI, habVault}
	tpl := []func(a, b string) (string, string){
		func(a, b string) (string, string) {
			return fmt.Sprintf("key wrapped when I pasted it, it's:\n%s\n%s\n(join the two lines)", a, b), "chat"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("export API_KEY=%s\\\n%s\nexport MODEL=gpt-4o-mini", a, b), "shell"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("%s DEBUG request headers: Authorization: Bearer %s\n%s\n%s DEBUG POST /v1/chat/completions 200", habTime(), a, b, habTime()), "log"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("Hi Sam,\n\nhere is the token for the eval job: %s=\n%s\n\nRegards", a, b), "email-qp"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("- token for the scraper: %s\n  %s\n- rotate before %s", a, b, habDate()), "markdown"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("API_KEY = (\n    \"%s\"\n    \"%s\"\n)\n", a, b), "python"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("llm:\n  api_key: >-\n    %s\n    %s\n  temperature: 0.2", a, b), "yaml"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("la clave se partió en dos líneas al copiarla:\n%s\n%s", a, b), "chat-es"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("meeting notes %s\n* moved eval to nightly\n* new key (wrapped): %s\n%s\n* next: dedupe the crawl", habDate(), a, b), "notes"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("> %s\n> %s\nthat's the one from the vault, the old one is revoked", a, b), "chat"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("%s WARN  secrets: loaded credential value=%s\n    %s (continued)", habTime(), a, b), "log"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("Schlüssel (zweizeilig, bitte zusammenfügen):\n%s\n%s", a, b), "note-de"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("secret: |\n  %s\n  %s", a, b), "yaml"
		},
		func(a, b string) (string, string) {
			return fmt.Sprintf("token split across two messages:\n[10:02] %s\n[10:02] %s", a, b), "chat"
		},
	}
	var out []Sample
	for i := range n {
		t := gens[i%len(gens)]()
		a, b := habSplit(t)
		text, format := tpl[i%len(tpl)](a, b)
		out = append(out, habS("split-key", format, text, []string{a, b}))
	}
	return out
}

func habKeyIDs(n int) []Sample {
	projects := []string{"ml-platform-prod", "acme-analytics", "recsys-training", "lakehouse-dev", "nlp-research-341207"}
	tpl := []func(id, proj, sa string) (string, string, []string){
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("the service account file for %s has \"private_key_id\": \"%s\" — that's the one to rotate", proj, id), "chat", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			pem, lines := habPEM("PRIVATE KEY", `\n`)
			return fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", proj, id, pem, sa, habDigits(21)), "json", lines
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("which key is prod? private_key_id '%s' or the newer one?", id), "chat", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("gcp:\n  project: %s\n  client_email: %s\n  private_key_id: %s\n", proj, sa, id), "yaml", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("creds = {\n    \"type\": \"service_account\",\n    \"project_id\": %q,\n    \"private_key_id\": %q,\n    \"client_email\": %q,\n}\nclient = bigquery.Client.from_service_account_info(creds)", proj, id, sa), "python", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("SEC-%d: key leaked in a public Kaggle notebook — \"private_key_id\": \"%s\" (%s). Disable it in IAM.", habN(10, 400), id, sa), "ticket", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("const sa = {\n  clientEmail: '%s',\n  privateKeyId: '%s',\n};", sa, id), "javascript", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("GOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", id, sa), "dotenv", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("airflow connections add gcp_lake --conn-type google_cloud_platform --conn-extra '{\"keyfile_dict\": {\"private_key_id\": \"%s\", \"client_email\": \"%s\"}}'", id, sa), "shell", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("Im JSON vom Dienstkonto steht \"private_key_id\": \"%s\", das ist der alte Schlüssel.", id), "chat-de", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("| sa | key id | created |\n|---|---|---|\n| %s | %s | %s |", sa, id, habDate()), "markdown", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("%s INFO google.auth: loaded credentials sa=%s private_key_id=%s", habTime(), sa, id), "log", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("サービスアカウントの \"private_key_id\": \"%s\" を無効化してください", id), "chat-ja", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("resource \"local_file\" \"sa\" {\n  content = jsonencode({\n    private_key_id = \"%s\"\n    client_email   = \"%s\"\n  })\n}", id, sa), "hcl", nil
		},
		func(id, proj, sa string) (string, string, []string) {
			return fmt.Sprintf("fyi the key in the notebook was `\"private_key_id\":\"%s\"`, already deleted it from the console", id), "chat", nil
		},
	}
	var out []Sample
	for i := range n {
		proj := habP(projects)
		sa := habP([]string{"etl-runner", "vertex-train", "dbt-bq", "looker-sa", "feast"}) + "@" + proj + ".iam.gserviceaccount.com"
		id := habHex(40)
		text, format, extra := tpl[i%len(tpl)](id, proj, sa)
		secrets := append([]string{id}, extra...)
		out = append(out, habS("key-id", format, text, secrets))
	}
	return out
}
