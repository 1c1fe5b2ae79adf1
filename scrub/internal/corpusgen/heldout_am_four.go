package main

import "strings"

// The four named shapes: Discord bot tokens, login pairs, keys split over two lines and
// service-account key ids.

func hamDiscordSamples(n int) []Sample {
	tpls := []struct{ format, text string }{
		{"chat", "the bot token for the court-calendar Discord bot is {T} — please don't post it in #general"},
		{"chat", "Neuer Token für den Fristen-Bot: {T}"},
		{"chat", "@{P} le token du bot Discord des bénévoles : {T}\nmerci de le mettre dans le coffre"},
		{"notes", "Minutes, IT working group {D}\n- Discord bot for volunteer shifts is live\n- token: {T}\n- next meeting after the board vote"},
		{"env", "# .env for the donor-alerts bot\nDISCORD_TOKEN={T}\nGUILD_ID={G}\nLOG_LEVEL=info"},
		{"json", "{\n  \"prefix\": \"!\",\n  \"token\": \"{T}\",\n  \"ownerId\": \"{G}\"\n}"},
		{"yaml", "discord:\n  bot_token: \"{T}\"\n  channel: fristen-erinnerungen\n  timezone: Europe/Berlin"},
		{"toml", "[bot]\nname = \"docket-watch\"\ntoken = '{T}'\nguild = {G}"},
		{"python", "import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n\nclient.run(\"{T}\")"},
		{"javascript", "const { Client, GatewayIntentBits } = require('discord.js');\nconst client = new Client({ intents: [GatewayIntentBits.Guilds] });\nclient.login('{T}');"},
		{"go", "dg, err := discordgo.New(\"Bot {T}\")\nif err != nil {\n\tlog.Fatal(err)\n}"},
		{"shell", "$ export BOT_TOKEN={T}\n$ node index.js\nLogged in as FristenBot#4821"},
		{"ticket", "Ticket #{N} — Discord-Bot antwortet nicht\nDer Bot der Wahlhelfer-Community ist offline. Token (aus der alten Config): {T}\nBitte prüfen, ob er zurückgesetzt wurde."},
		{"email", "Hola {P},\n\nte paso el token del bot de Discord para las alertas de subvenciones:\n{T}\n\nSaludos,\nEquipo de sistemas"},
		{"chat", "Authorization: Bot {T}"},
		{"log", "2024-11-0{S} 08:14:22 WARN gateway: session invalidated for token {T}, reconnecting"},
		{"markdown", "## Bot setup\n\n1. Invite the bot with the OAuth2 URL.\n2. Put `{T}` into `config.json`.\n3. Run `npm start`."},
		{"chat", "رمز بوت ديسكورد الخاص بالمتطوعين: {T}"},
		{"csharp", "await client.LoginAsync(TokenType.Bot, \"{T}\");\nawait client.StartAsync();"},
		{"chat", "token do bot (Discord) pra avisos de audiência → {T}"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		tok := hamDiscordToken()
		text := hamFill(t.text, "T", tok, "G", hamDigits(18), "P", hamPerson(), "D", hamDate(),
			"N", hamDigits(5), "S", hamDigits(1))
		var keep []string
		if strings.Contains(text, "LOG_LEVEL=info") {
			keep = append(keep, "LOG_LEVEL=info")
		}
		if strings.Contains(text, "next meeting after the board vote") {
			keep = append(keep, "next meeting after the board vote")
		}
		out = append(out, hamSample("discord-token", t.format, text, []string{tok}, keep...))
	}
	return out
}

func hamDate() string {
	return hamPick("2024-03-14", "14.03.2024", "03/11/2024", "2025-01-20", "20 janvier 2025",
		"7 de mayo de 2024", "12/09/2023", "1. Juli 2024", "2024-10-02")
}

func hamLoginPairSamples(n int) []Sample {
	tpls := []struct{ format, text string }{
		{"chat", "router login {U} / {P}"},
		{"chat", "login is {U} / {P}"},
		{"chat", "the scanner on floor 2: login is {U} / {P} (web UI on port 8080)"},
		{"yaml", "devices:\n  - name: fritzbox-kanzlei\n    ip: 192.168.178.1\n    login: {U} / {P}\n  - name: drucker-empfang\n    ip: 192.168.178.23"},
		{"chat", "{U}/{P} for the e-filing test portal"},
		{"chat", "creds: {U}:{P}"},
		{"notes", "Zugang DATEV-Arbeitsplatz\nBenutzer: {U}\nPasswort: {P}\nSupport: Hotline Mo–Fr"},
		{"notes", "Accès Télérecours (greffe)\nidentifiant : {U}\nmot de passe : {P}\nÀ changer au premier login."},
		{"chat", "usuario {U} y contraseña {P} para LexNET de pruebas"},
		{"chat", "acesso ao PJe de homologação: usuário {U}, senha {P}"},
		{"chat", "per il PCT di prova: utente {U} / password {P}"},
		{"chat", "بيانات الدخول إلى نظام الأرشيف: اسم المستخدم {U} وكلمة المرور {P}"},
		{"markdown", "| System | User | Password |\n|---|---|---|\n| CiviCRM | {U} | {P} |\n| Website | (SSO) | – |"},
		{"chat", "log in as `{U}` with `{P}`, then go to Admin / Settings / Users"},
		{"email", "Sehr geehrte Damen und Herren,\n\nanbei die Zugangsdaten für das Mandantenportal:\nBenutzername: {U}\nKennwort: {P}\n\nMit freundlichen Grüßen\n{N}"},
		{"chat", "u: {U}  p: {P}"},
		{"ticket", "INC-{D4}: Kopierer Raum 3.14 nimmt keine Scans an.\nAdmin-Login am Gerät: {U} / {P}\nFehler: SMB-Freigabe nicht erreichbar."},
		{"chat", "NAS → {U} + {P}"},
		{"chat", "the wifi router is still on factory creds: {U} / {P}"},
		{"notes", "Raiser's Edge sandbox\n  username = {U}\n  password = {P}\n  env = staging"},
		{"chat", "use ({U}, {P}) for the grant portal demo account"},
		{"chat", "Login fürs Wahlergebnis-Dashboard lautet {U} / {P}, nur bis Sonntag gültig"},
		{"csv", "system,username,password,owner\nfritzbox,{U},{P},IT\nscanner,scan,,Empfang"},
		{"chat", "User is {U}, PW is {P}"},
		{"chat", "{U} // {P}   (Relativity review workspace)"},
		{"notes", "Identifiants du coffre notarial : {U} — {P}"},
		{"chat", "credenciales del ayuntamiento: {U} | {P}"},
		{"yaml", "- host: {H}\n  user: {U}\n  pass: {P}\n  port: 22"},
		{"chat", "login: {U}\npassword: {P}"},
		{"chat", "Mandantenportal: Benutzer {U}, Passwort lautet {P}."},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		pw := hamPassword()
		u := hamUser()
		text := hamFill(t.text, "U", u, "P", pw, "N", hamPerson(), "D4", hamDigits(4), "H", hamHost())
		var keep []string
		for _, k := range []string{"Support: Hotline Mo–Fr", "Fehler: SMB-Freigabe nicht erreichbar.", "env = staging", "name: drucker-empfang"} {
			if strings.Contains(text, k) {
				keep = append(keep, k)
			}
		}
		out = append(out, hamSample("login-pair", t.format, text, []string{pw}, keep...))
	}
	return out
}

// hamSplitKeySamples wraps a long token over two lines.
func hamSplitKeySamples(n int) []Sample {
	gens := []func() string{
		hamGitHubToken, hamStripeKey, hamSendGrid, hamOpenAI, hamAnthropic, hamSlackToken,
		func() string { return hamAWSSecret() + hamRnd(hamB64, 0) },
		func() string { return hamHex(64) },
		func() string { return hamRnd(hamB64, 56) + "==" },
		hamDigitalOcean, hamAzureKey, hamAtlassian, hamDiscordToken, hamVault,
	}
	tpls := []struct{ format, text string }{
		{"chat", "API key for the e-filing gateway (Outlook wrapped it):\n{A}\n{B}"},
		{"chat", "hier der Schlüssel, leider umgebrochen:\n{A}\n{B}\nbitte zusammenfügen"},
		{"notes", "Notes {D}\nNew key for donor CRM sync:\n  {A}\n  {B}\nOwner: fundraising IT"},
		{"log", "2024-06-1{S}T09:0{S}:11Z INFO  config loaded api_key={A}\n                                  {B}\n2024-06-1{S}T09:0{S}:12Z INFO  connecting to gateway"},
		{"email", "Bonjour,\n\nvoici la clé d'API pour le portail des subventions :\n\n{A}\n{B}\n\nCordialement,\nLe service informatique"},
		{"chat", "token: {A}\n{B}"},
		{"ticket", "Ticket {N}: Sync mit Salesforce NPSP schlägt fehl.\nVerwendeter Key (aus PDF kopiert, daher zweizeilig):\n{A}\n{B}\nFehlermeldung: 401 Unauthorized"},
		{"markdown", "> secret key\n> {A}\n> {B}"},
		{"chat", "clave secreta (se cortó en dos líneas):\n{A}\n{B}"},
		{"notes", "chave da API do sistema de doações —\n{A}\n{B}\n(validade: 90 dias)"},
		{"log", "[auth] using key {A}\\\n{B}"},
		{"chat", "المفتاح السري للبوابة:\n{A}\n{B}"},
		{"yaml", "gateway:\n  url: https://efiling.example.org\n  key: >-\n    {A}\n    {B}"},
		{"chat", "SECRET=\"{A}\n{B}\""},
		{"notes", "chiave API (copiata dal PDF):\n{A}-\n{B}"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		key := gens[rng.IntN(len(gens))]()
		cut := len(key)/2 + rng.IntN(len(key)/4+1) - len(key)/8
		if len(key)-cut < 14 {
			cut = len(key) - 14
		}
		a, b := key[:cut], key[cut:]
		text := hamFill(t.text, "A", a, "B", b, "D", hamDate(), "S", hamDigits(1), "N", "#"+hamDigits(5))
		var keep []string
		for _, k := range []string{"Owner: fundraising IT", "Fehlermeldung: 401 Unauthorized", "(validade: 90 dias)", "INFO  connecting to gateway"} {
			if strings.Contains(text, k) {
				keep = append(keep, k)
			}
		}
		out = append(out, hamSample("split-key", t.format, text, []string{a, b}, keep...))
	}
	return out
}

func hamKeyIDSamples(n int) []Sample {
	tpls := []struct{ format, text string }{
		{"chat", "the service account JSON has \"private_key_id\": \"{K}\" — is that the one we revoked?"},
		{"chat", "\"private_key_id\": \"{K}\","},
		{"notes", "Rotation log {D}: old key \"private_key_id\": \"{K}\" disabled, new key uploaded to the vault."},
		{"json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"{PR}\",\n  \"private_key_id\": \"{K}\",\n  \"client_email\": \"{SA}\",\n  \"client_id\": \"{CI}\"\n}"},
		{"chat", "Die private_key_id lautet {K}, bitte im Ticket vermerken."},
		{"email", "Bonjour,\nla clé du compte de service (private_key_id {K}) a été créée pour l'export des actes.\nCordialement"},
		{"chat", "private_key_id={K}"},
		{"yaml", "gcp:\n  project: {PR}\n  private_key_id: {K}\n  client_email: {SA}"},
		{"python", "creds_info = {\n    \"type\": \"service_account\",\n    \"private_key_id\": \"{K}\",\n    \"client_email\": \"{SA}\",\n}"},
		{"env", "GOOGLE_PRIVATE_KEY_ID={K}\nGOOGLE_CLIENT_EMAIL={SA}\nGOOGLE_PROJECT={PR}"},
		{"ticket", "Ticket {N}: Der Dienstkonto-Schlüssel mit \"private_key_id\": \"{K}\" liegt noch im Git-Repo der e-Akte. Bitte widerrufen."},
		{"chat", "el private_key_id '{K}' es del proyecto {PR}"},
		{"terraform", "resource \"google_service_account_key\" \"ediscovery\" {\n  service_account_id = google_service_account.ed.name\n}\n# imported key id: {K}"},
		{"chat", "chave da conta de serviço: private_key_id → {K}"},
		{"log", "google.auth: loaded credentials for {SA} (private_key_id={K})"},
		{"chat", "key id of the Drive-export service account: {K}"},
		{"markdown", "| field | value |\n|---|---|\n| client_email | {SA} |\n| private_key_id | `{K}` |"},
		{"chat", "قيمة private_key_id هي {K}"},
		{"chat", "'private_key_id': '{K}'"},
		{"notes", "Dienstkonto {SA}\nSchlüssel-ID (private_key_id): {K}\nangelegt am {D}"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		k := hamHex(40)
		pr := hamPick("kanzlei-ediscovery", "stadt-eakte-prod", "greenleaf-crm", "grants-portal-412", "wahl-auswertung")
		sa := hamPick("drive-export", "ediscovery-sync", "crm-bridge", "akte-ocr") + "@" + pr + ".iam.gserviceaccount.com"
		text := hamFill(t.text, "K", k, "PR", pr, "SA", sa, "CI", hamDigits(21), "D", hamDate(), "N", "#"+hamDigits(5))
		out = append(out, hamSample("private-key-id", t.format, text, []string{k}))
	}
	return out
}
