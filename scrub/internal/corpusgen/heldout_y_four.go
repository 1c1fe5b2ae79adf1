package main

import (
	"fmt"
	"strings"
)

// hyFour writes the four shapes the brief names: Discord bot tokens, login pairs written as
// "user / password", secrets wrapped over two lines and service-account key ids.
func hyFour(b *hyBag) {
	hyDiscord(b)
	hyLoginPairs(b)
	hySplit(b)
	hyKeyIDs(b)
}

func hyDiscord(b *hyBag) {
	prose := []string{
		"Token do bot do Discord da loja: %s — não compartilhem fora do grupo",
		"el token del bot de soporte es %s, lo regeneramos el lunes",
		"Bot-Token für den Kunden-Discord: %s (bitte nicht ins Wiki)",
		"токен бота для дискорда магазина: %s",
		"ボットのトークン：%s　※外部に出さないこと",
		"디스코드 봇 토큰: %s 입니다",
		"Discord 机器人令牌：%s（客服群用）",
		"Bot token na Discordzie sklepu: «%s»",
		"token bot Discord toko: %s, jangan disebar ya",
		"mã token bot Discord của shop: %s",
		"Discord bot tokenı: %s — destek kanalı için",
		"le jeton du bot Discord est %s, à garder pour nous",
		"il token del bot è \"%s\" (quello nuovo)",
		"Het bot-token van de Discord-server: %s",
		"Το token του bot στο Discord: %s",
	}
	for i := 0; i < 10; i++ {
		t := hyDiscordBot()
		b.sec("discord-token", "chat", fmt.Sprintf(prose[rng.IntN(len(prose))], t), []string{t})
	}
	for i := 0; i < 10; i++ {
		t := hyDiscordBot()
		var text string
		switch i % 5 {
		case 0:
			text = "# bot de atendimento\nDISCORD_TOKEN=" + t + "\nPREFIXO=!\nCANAL_PEDIDOS=" + hySnowflake() + "\n"
			b.sec("discord-token", "env", text, []string{t}, "PREFIXO=!")
		case 1:
			text = "{\n  \"token\": \"" + t + "\",\n  \"prefix\": \"?\",\n  \"idioma\": \"es\"\n}"
			b.sec("discord-token", "json", text, []string{t}, "\"idioma\": \"es\"")
		case 2:
			text = "bot:\n  name: Kundendienst\n  token: '" + t + "'\n  guild: " + hySnowflake() + "\n"
			b.sec("discord-token", "yaml", text, []string{t}, "name: Kundendienst")
		case 3:
			text = "[discord]\ntoken = \"" + t + "\"\nstatus = \"Atendendo pedidos\"\n"
			b.sec("discord-token", "toml", text, []string{t}, "status = \"Atendendo pedidos\"")
		default:
			text = "2024-0" + fmt.Sprint(hyN(1, 9)) + "-1" + fmt.Sprint(hyN(0, 9)) + " 09:1" + fmt.Sprint(hyN(0, 9)) + ":22 INFO bot: conectando con token=" + t + "\n2024-05-12 09:14:23 INFO bot: listo, 3 servidores"
			b.sec("discord-token", "log", text, []string{t}, "bot: listo, 3 servidores")
		}
	}
	for i := 0; i < 10; i++ {
		t := hyDiscordBot()
		var text string
		switch i % 5 {
		case 0:
			text = "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# TODO: mover para variável de ambiente\nclient.run('" + t + "')\n"
		case 1:
			text = "const { Client } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.login(\"" + t + "\"); // token da loja\n"
		case 2:
			text = "dg, err := discordgo.New(\"Bot " + t + "\")\nif err != nil {\n\tlog.Fatal(\"no se pudo crear la sesión\", err)\n}\n"
		case 3:
			text = "await client.LoginAsync(TokenType.Bot, \"" + t + "\");\nawait client.StartAsync();"
		default:
			text = "$ curl -H \"Authorization: Bot " + t + "\" https://discord.com/api/v10/users/@me\n{\"id\": \"" + hySnowflake() + "\", \"username\": \"LojaBot\", \"bot\": true}"
		}
		b.sec("discord-token", "code", text, []string{t})
	}
}

func hyLoginPairs(b *hyBag) {
	dev := []string{
		"login do roteador: %s / %s",
		"acceso al router: %s / %s",
		"Routeur de la boutique — identifiant %s / mdp %s",
		"Router-Login: %s / %s",
		"logowanie do routera: %s / %s",
		"modem girişi %s / %s",
		"вход в роутер: %s / %s",
		"login modem kantor %s / %s",
		"đăng nhập modem: %s / %s",
		"ルーター管理画面　%s / %s",
		"공유기 관리자 %s / %s",
		"路由器后台 %s / %s",
		"router login %s / %s",
		"the login is %s / %s",
		"impressora da recepção: %s/%s",
		"NVR das câmeras → %s / %s",
	}
	for i := 0; i < 12; i++ {
		u, p := hyUser(), hyPass()
		b.sec("login-pair", "chat", fmt.Sprintf(dev[rng.IntN(len(dev))], u, p), []string{p})
	}
	pairs := []string{
		"usuario %s contraseña %s",
		"Benutzer %s, Kennwort %s",
		"ID：%s　PW：%s",
		"아이디 %s 비번 %s",
		"账号：%s 密码：%s",
		"ชื่อผู้ใช้ %s รหัสผ่าน %s",
		"tài khoản %s mật khẩu %s",
		"שם משתמש %s סיסמה %s",
		"اسم المستخدم %s وكلمة المرور %s",
		"यूज़रनेम %s पासवर्ड %s",
		"ইউজার %s পাসওয়ার্ড %s",
		"όνομα χρήστη %s κωδικός %s",
		"uživatel %s heslo %s",
		"gebruiker %s wachtwoord %s",
		"kullanıcı adı %s şifre %s",
		"логін %s пароль %s",
		"utente %s / pwd %s",
		"user=%s pass=%s",
		"identifiant : %s — mot de passe : %s",
	}
	lead := []string{"Painel da hospedagem: ", "Webmail — ", "Sistema contable: ", "POS: ", "Kassensystem ", "", "Panel e-mail: ", "ERP: "}
	for i := 0; i < 14; i++ {
		u, p := hyUser(), hyPass()
		b.sec("login-pair", "chat", hyP(lead...)+fmt.Sprintf(pairs[rng.IntN(len(pairs))], u, p), []string{p})
	}
	for i := 0; i < 12; i++ {
		u, p := hyUser(), hyPass()
		var text string
		var keep []string
		switch i % 6 {
		case 0:
			text = "tienda_norte:\n  direccion: Av. Colón 1432\n  pos:\n    login: " + u + " / " + p + "\n  horario: 9-21\n"
			keep = []string{"direccion: Av. Colón 1432"}
		case 1:
			text = "[14:02] Ana: alguém tem o acesso do Bling?\n[14:03] Rafael: login é " + u + " / " + p + "\n[14:03] Ana: valeu!"
			keep = []string{"[14:03] Ana: valeu!"}
		case 2:
			text = "| Sistema | Login | Senha |\n|---|---|---|\n| cPanel | " + u + " | " + p + " |\n| Loja virtual | ver com Júlia | — |"
			keep = []string{"| Loja virtual | ver com Júlia | — |"}
		case 3:
			text = "servicio,usuario,clave\nfacturacion," + u + "," + p + "\nsoporte-telefono,ext 204,\n"
			keep = []string{"soporte-telefono,ext 204,"}
		case 4:
			text = "Notatka ze spotkania 12.03:\n- nowa kasa fiskalna działa\n- dostęp: " + u + " / " + p + "\n- szkolenie w piątek"
			keep = []string{"- szkolenie w piątek"}
		default:
			text = "Merhaba,\nmuhasebe programına giriş: " + u + " / " + p + "\nİyi çalışmalar."
			keep = []string{"İyi çalışmalar."}
		}
		b.sec("login-pair", []string{"yaml", "chat", "markdown", "csv", "notes", "email"}[i%6], text, []string{p}, keep...)
	}
}

// hySplitToken gives a long token for wrapping.
func hySplitToken() string {
	switch rng.IntN(7) {
	case 0:
		return "sk_live_" + hyR(alnum, 99)
	case 1:
		return "github_pat_" + hyR(alnum, 22) + "_" + hyR(alnum, 59)
	case 2:
		return "SG." + hyR(b64url, 22) + "." + hyR(b64url, 43)
	case 3:
		return hyR(hyB64, 86) + "=="
	case 4:
		return "sk-proj-" + hyR(b64url, 120)
	case 5:
		return hyJWT()
	default:
		return "xnd_production_" + hyR(alnum, 60)
	}
}

func hySplit(b *hyBag) {
	for i := 0; i < 30; i++ {
		t := hySplitToken()
		cut := len(t) * hyN(40, 60) / 100
		p1, p2 := t[:cut], t[cut:]
		var text string
		var keep []string
		switch i % 10 {
		case 0:
			text = "a chave veio quebrada em duas linhas no WhatsApp:\n" + p1 + "\n" + p2 + "\njunta as duas antes de colar"
			keep = []string{"junta as duas antes de colar"}
		case 1:
			text = "Clave de la API (copiada del panel):\n  " + p1 + "\n  " + p2 + "\nCaduca en 90 días."
			keep = []string{"Caduca en 90 días."}
		case 2:
			text = "2024-06-0" + fmt.Sprint(hyN(1, 9)) + "T11:02:44Z WARN pagos: request rejected key=" + p1 + "\n" + p2 + " status=401 retry=false"
		case 3:
			text = "> Schlüssel für die Schnittstelle:\n> " + p1 + "\n> " + p2 + "\n\nDanke, ist eingetragen."
			keep = []string{"Danke, ist eingetragen."}
		case 4:
			text = "ключ (две строки, без пробела):\n" + p1 + "\n" + p2
		case 5:
			text = "APIキー（改行して貼ってしまいました）\n" + p1 + "\n" + p2 + "\n以上です。"
			keep = []string{"以上です。"}
		case 6:
			text = "Notes — intégration paiement\n* clé : " + p1 + "\n  " + p2 + "\n* webhook à configurer demain"
			keep = []string{"* webhook à configurer demain"}
		case 7:
			text = "token = \"" + p1 + "\\\n" + p2 + "\""
		case 8:
			text = "mật khẩu API (dòng 1): " + p1 + "\n(dòng 2): " + p2
		default:
			text = "export API_KEY=" + p1 + "\\\n" + p2 + "\necho ok"
			keep = []string{"echo ok"}
		}
		b.sec("split-secret", []string{"chat", "notes", "log", "email", "chat", "chat", "notes", "code", "chat", "shell"}[i%10], text, []string{p1, p2}, keep...)
	}
}

func hyGCPProject() string {
	return hyP("loja-", "tienda-", "shop-", "pos-", "kasse-", "magaza-") + hyP("centro", "online", "app", "fatura", "estoque", "reservas") + "-" + fmt.Sprint(hyN(100000, 999999))
}

func hyKeyIDs(b *hyBag) {
	prose := []string{
		"o private_key_id da conta de serviço é %s",
		"el \"private_key_id\": \"%s\" es el de la cuenta nueva",
		"\"private_key_id\": \"%s\",  ← ce champ, on le révoque ?",
		"Schlüssel-ID des Dienstkontos: %s",
		"private_key_id サービスアカウント：%s",
		"서비스 계정 키 ID %s 폐기 요청",
		"服务账号的 private_key_id 是 %s",
		"klucz konta usługi (private_key_id) = %s",
		"servis hesabı anahtar kimliği: %s",
		"идентификатор ключа сервисного аккаунта: %s",
		"\"private_key_id\": \"%s\"",
		"key id %s of the firebase-adminsdk account",
	}
	for i := 0; i < 14; i++ {
		k := hyHex(40)
		b.sec("key-id", "chat", fmt.Sprintf(prose[rng.IntN(len(prose))], k), []string{k})
	}
	for i := 0; i < 14; i++ {
		k := hyHex(40)
		proj := hyGCPProject()
		var text string
		secrets := []string{k}
		switch i % 4 {
		case 0:
			text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + k + "\",\n  \"client_email\": \"faturamento@" + proj + ".iam.gserviceaccount.com\"\n}"
		case 1:
			body := hyPEMBody(5)
			text = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + k + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_id\": \"" + hyDigits(21) + "\"\n}"
			secrets = append(secrets, body...)
		case 2:
			text = "Ticket #" + fmt.Sprint(hyN(10000, 99999)) + " (traducido del portugués): el cliente pegó su archivo de credenciales en el chat. Línea relevante:\n    \"private_key_id\": \"" + k + "\",\nProyecto: " + proj + ". Pedimos que rote la clave."
		default:
			text = "resource \"google_service_account_key\" \"pos\" {\n  service_account_id = \"pos-sync@" + proj + ".iam.gserviceaccount.com\"\n}\n# chave atual: private_key_id = " + k + "\n"
		}
		b.sec("key-id", []string{"json", "json", "ticket", "terraform"}[i%4], text, secrets, proj)
	}
}
