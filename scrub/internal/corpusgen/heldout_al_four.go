package main

import "fmt"

func halFourShapes() []Sample {
	var out []Sample
	out = append(out, halRep(27, halDiscordSample)...)
	out = append(out, halRep(31, halLoginPair)...)
	out = append(out, halRep(26, halSplitKey)...)
	out = append(out, halRep(26, halKeyID)...)
	return out
}

func halDiscordSample() Sample {
	t := halDiscordToken()
	guild := halDigits(18)
	c := "discord-token"
	switch rng.IntN(17) {
	case 0:
		return halS(c, "chat-ja", fmt.Sprintf("Discordボットのトークンです：%s　本番用なので取り扱い注意でお願いします。", t), t)
	case 1:
		return halS(c, "dotenv", fmt.Sprintf("# bot\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nLOG_LEVEL=info", t, guild), t)
	case 2:
		return halS(c, "python", fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\n# TODO: 環境変数に移す\nclient.run(\"%s\")", t), t)
	case 3:
		return halK(halS(c, "javascript", fmt.Sprintf("const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.once('ready', () => console.log('準備完了'));\nclient.login('%s');", t), t), "client.once('ready', () => console.log('準備完了'));")
	case 4:
		return halS(c, "json", fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"prefix\": \"!\",\n  \"owner\": \"%s\"\n}", t, halDigits(18)), t)
	case 5:
		return halS(c, "chat-ko", fmt.Sprintf("디스코드 봇 토큰 %s 로 바꿨어요. 재배포 부탁드립니다~", t), t)
	case 6:
		return halS(c, "chat-ru", fmt.Sprintf("Токен бота для Дискорда: «%s», никому не показывайте.", t), t)
	case 7:
		return halS(c, "chat-pl", fmt.Sprintf("Token bota Discord: %s — nie wrzucajcie go do repo!", t), t)
	case 8:
		return halS(c, "chat-zh", fmt.Sprintf("Discord 机器人令牌：%s（测试服务器用）", t), t)
	case 9:
		return halK(halS(c, "yaml", fmt.Sprintf("discord:\n  bot_token: \"%s\"\n  guild_id: %s\n  channel: general", t, guild), t), "  channel: general")
	case 10:
		return halS(c, "shell", fmt.Sprintf("$ docker run -d --name musicbot -e DISCORD_BOT_TOKEN=%s -e TZ=Asia/Tokyo musicbot:1.4.2", t), t)
	case 11:
		return halS(c, "log", fmt.Sprintf("%s %s INFO  discord.client: logging in using static token %s\n%s %s INFO  discord.gateway: Shard ID None has connected to Gateway", halDate(), halTime(), t, halDate(), halTime()), t)
	case 12:
		return halS(c, "go", fmt.Sprintf("dg, err := discordgo.New(\"Bot %s\")\nif err != nil {\n\tlog.Fatalf(\"セッション作成失敗: %%v\", err)\n}", t), t)
	case 13:
		return halS(c, "shell", fmt.Sprintf("curl -H \"Authorization: Bot %s\" https://discord.com/api/v10/users/@me", t), t)
	case 14:
		return halS(c, "toml", fmt.Sprintf("[discord]\ntoken = '%s'\nstatus = \"Играю в Factorio\"", t), t)
	case 15:
		return halS(c, "chat-zh-tw", fmt.Sprintf("Discord 機器人權杖：「%s」，請勿外流。", t), t)
	default:
		return halS(c, "chat-uk", fmt.Sprintf("Токен бота: %s — заміни у конфігу на сервері, старий я відкликав.", t), t)
	}
}

func halLoginPair() Sample {
	u, p := halUser(), halPw()
	c := "login-pair"
	ip := fmt.Sprintf("192.168.%d.%d", halN(0, 20), halN(1, 254))
	switch rng.IntN(20) {
	case 0:
		return halS(c, "chat-ja", fmt.Sprintf("ルーターのログインは admin / %s です。", p), p)
	case 1:
		return halS(c, "chat", fmt.Sprintf("router login %s / %s", u, p), p)
	case 2:
		return halS(c, "chat", fmt.Sprintf("fyi the login is %s / %s for the staging box", u, p), p)
	case 3:
		s := halS(c, "yaml", fmt.Sprintf("wifi_router:\n  model: TP-Link Archer AX55\n  ip: %s\n  login: admin / %s\n  note: ファーム更新済み", ip, p), p)
		return halK(s, "  model: TP-Link Archer AX55")
	case 4:
		return halS(c, "chat-ja", fmt.Sprintf("ID：%s　PW：%s", u, p), p)
	case 5:
		return halS(c, "chat-ko", fmt.Sprintf("공유기 관리자 아이디 %s 비번 %s 입니다", u, p), p)
	case 6:
		return halS(c, "chat-ru", fmt.Sprintf("логин: %s, пароль: %s", u, p), p)
	case 7:
		return halS(c, "notes", fmt.Sprintf("user: %s pass: %s", u, p), p)
	case 8:
		return halS(c, "chat-zh", fmt.Sprintf("NAS 的用户名/密码：%s/%s", u, p), p)
	case 9:
		return halS(c, "chat-zh-tw", fmt.Sprintf("測試機 帳號 %s 密碼 %s", u, p), p)
	case 10:
		return halS(c, "notes-ja", fmt.Sprintf("NAS 管理画面 (http://%s:5000)\n  %s / %s\n※ 変更したら教えてください", ip, u, p), p)
	case 11:
		return halS(c, "markdown-pl", fmt.Sprintf("**Login:** `%s` / **Hasło:** `%s`", u, p), p)
	case 12:
		return halS(c, "chat", fmt.Sprintf("creds → %s:%s", u, p), p)
	case 13:
		s := halS(c, "markdown-table", fmt.Sprintf("| 機器 | IP | ユーザー | パスワード |\n|---|---|---|---|\n| ルーター | %s | %s | %s |\n| プリンタ | 192.168.1.30 | - | - |", ip, u, p), p)
		return halK(s, "| プリンタ | 192.168.1.30 | - | - |")
	case 14:
		s := halS(c, "csv", fmt.Sprintf("host,user,password,comment\n%s,%s,%s,core switch\n10.0.0.2,guest,,read only", ip, u, p), p)
		return halK(s, "10.0.0.2,guest,,read only")
	case 15:
		return halS(c, "chat-uk", fmt.Sprintf("логін/пароль — %s / %s", u, p), p)
	case 16:
		return halS(c, "config", fmt.Sprintf("username=%s password=%s", u, p), p)
	case 17:
		return halS(c, "chat", fmt.Sprintf("PLC web UI: user '%s', password '%s'", u, p), p)
	case 18:
		return halS(c, "chat-ko", fmt.Sprintf("[카톡] 서버 접속정보 드려요\n%s@%s\n비번: %s", u, ip, p), p)
	default:
		return halS(c, "chat-pl", fmt.Sprintf("dane do panelu: %s / %s (zmień po zalogowaniu)", u, p), p)
	}
}

func halSplitKey() Sample {
	t := halLongTok()
	a, b := halSplitAt(t)
	c := "split-secret"
	switch rng.IntN(9) {
	case 0:
		return halS(c, "chat-ja", fmt.Sprintf("トークン貼ります（改行入っちゃいました）\n%s\n%s", a, b), a, b)
	case 1:
		return halS(c, "notes", fmt.Sprintf("api key: %s\n%s\n(長すぎて折り返し)", a, b), a, b)
	case 2:
		s := halS(c, "log", fmt.Sprintf("%s %s DEBUG auth: token=%s\n%s\n%s %s INFO  connected to upstream", halDate(), halTime(), a, b, halDate(), halTime()), a, b)
		return s
	case 3:
		s := halS(c, "email-ja", fmt.Sprintf("お疲れ様です。\nキーは以下の通りです。\n\n  %s\n  %s\n\nよろしくお願いいたします。", a, b), a, b)
		return halK(s, "よろしくお願いいたします。")
	case 4:
		return halS(c, "chat-ko", fmt.Sprintf("[오후 3:12] 김민수 : 시크릿 키 %s\n[오후 3:12] 김민수 : %s\n[오후 3:13] 이지은 : 받았어요!", a, b), a, b)
	case 5:
		s := halS(c, "chat-ru", fmt.Sprintf("Ключ разорвало на две строки, склейте:\n%s\n%s\nСпасибо!", a, b), a, b)
		return halK(s, "Спасибо!")
	case 6:
		return halS(c, "notes-zh", fmt.Sprintf("密钥（复制时被截断了）：\n%s\n%s", a, b), a, b)
	case 7:
		return halS(c, "wiki-pl", fmt.Sprintf("== Klucz API ==\n<pre>\n%s\n%s\n</pre>", a, b), a, b)
	default:
		return halS(c, "chat-uk", fmt.Sprintf("ось токен, телеграм розбив рядок:\n%s\n%s", a, b), a, b)
	}
}

func halKeyID() Sample {
	id := halHex(40)
	proj := halP("shop-prod-4821", "line-bot-dev", "analytics-jp", "kakao-sync-9", "crm-ru-prod", "hanbai-kanri")
	email := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", halP("deployer", "firebase-adminsdk-x1k2q", "bq-reader", "ci-runner"), proj)
	c := "key-id"
	switch rng.IntN(10) {
	case 0:
		return halS(c, "chat-ja", fmt.Sprintf("サービスアカウントJSONの \"private_key_id\": \"%s\" がSlackに流れちゃいました、ローテします", id), id)
	case 1:
		_, lines := halPEM("PRIVATE KEY")
		s := halS(c, "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\"\n}", proj, id, lines[0], lines[1], email), id, lines[0], lines[1])
		return halK(s, "\"type\": \"service_account\"")
	case 2:
		return halS(c, "chat-ko", fmt.Sprintf("서비스 계정 키 \"private_key_id\": \"%s\" 이거 깃에 올라갔어요 ㅠㅠ 폐기해주세요", id), id)
	case 3:
		return halS(c, "chat-ru", fmt.Sprintf("В JSON-ключе сервисного аккаунта \"private_key_id\": \"%s\" — отзовите его, пожалуйста.", id), id)
	case 4:
		return halS(c, "yaml", fmt.Sprintf("gcp:\n  project_id: %s\n  client_email: %s\n  private_key_id: %s", proj, email, id), id)
	case 5:
		return halS(c, "dotenv", fmt.Sprintf("GOOGLE_PROJECT_ID=%s\nGOOGLE_PRIVATE_KEY_ID=%s\nGOOGLE_CLIENT_EMAIL=%s", proj, id, email), id)
	case 6:
		return halS(c, "python", fmt.Sprintf("creds_info = {\n    \"type\": \"service_account\",\n    \"project_id\": \"%s\",\n    'private_key_id': '%s',\n}", proj, id), id)
	case 7:
		return halS(c, "chat-zh", fmt.Sprintf("服务账号的 private_key_id 是 %s ，已经在控制台禁用了吗？", id), id)
	case 8:
		return halS(c, "ticket-pl", fmt.Sprintf("Zgłoszenie: wyciek klucza konta serwisowego %s, \"private_key_id\": \"%s\". Proszę o rotację.", email, id), id)
	default:
		return halS(c, "chat-ja", fmt.Sprintf("秘密鍵ID（private_key_id）は「%s」です。", id), id)
	}
}
