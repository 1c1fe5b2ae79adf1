package main

import (
	"fmt"
	"strings"
)

// More gaming traps: configs without secrets, talk about passwords, placeholders, menu
// paths, code that reads tokens from the environment, logs, versions.

func hajTrapsGaming2(b *hajBuilder) {
	// configs with nothing secret
	for i := 0; i < 8; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "properties", "enable-rcon=false\nrcon.password=\nrcon.port=25575\nonline-mode=true\nwhite-list=true\nview-distance="+fmt.Sprint(hajN(6, 16))
		case 1:
			f, text = "cfg", "// server.cfg\nhostname \"LAN Night CS2\"\nsv_cheats 0\nmp_roundtime "+fmt.Sprint(hajN(1, 3))+"\nsv_password \"\"\nsv_lan 1"
		case 2:
			f, text = "yaml", "# bukkit.yml\nsettings:\n  allow-end: true\n  warn-on-overload: true\n  connection-throttle: "+fmt.Sprint(hajN(1, 8)*1000)+"\nspawn-limits:\n  monsters: 70"
		case 3:
			f, text = "cfg", "sv_maxclients "+fmt.Sprint(hajN(8, 64))+"\nset sv_enforceGameBuild 3095\nensure mapmanager\nensure spawnmanager\nensure "+hajP([]string{"qb-core", "es_extended", "ox_lib"})+"\nsv_scriptHookAllowed 0"
		default:
			f, text = "ini", "[/Script/Engine.GameSession]\nMaxPlayers="+fmt.Sprint(hajN(10, 70))+"\n[ServerSettings]\nDifficultyOffset=1.0\nXPMultiplier=2.5\nServerPVE=True"
		}
		b.trap("config-no-secret", f, text)
	}
	// OBS settings with no key
	for i := 0; i < 4; i++ {
		var text string
		switch i % 3 {
		case 0:
			text = "OBS settings that fixed the drops:\nServer: rtmp://live.twitch.tv/app\nBitrate: " + fmt.Sprint(hajN(4500, 8000)) + " kbps CBR\nKeyframe interval: 2\nPreset: Quality\nProfile: high"
		case 1:
			text = "stream key is under Settings → Stream, click \"Use Stream Key\" and paste it from the twitch dashboard (Creator Dashboard > Settings > Stream)"
		default:
			text = "encoder x264, " + hajP([]string{"veryfast", "faster", "fast"}) + ", 1920x1080 downscaled to 1280x720, 60fps, audio 160kbps, NVENC on the 2nd pc"
		}
		b.trap("obs-settings", "notes", text)
	}
	// talk about passwords with none in it
	talk := []string{
		"rcon password is in the 1Password vault under \"MC prod\", ask " + hajP(hajNames) + " for access",
		"we need to rotate the panel password after Sam left the staff team",
		"DM me for the server password, not posting it in #general",
		"the password is the same as the wifi lol (not writing it here)",
		"forgot my steam password AGAIN, recovery email takes ages",
		"TS3 requires a password for the admin channels now, ask a mod",
		"password protected lobby tonight, pw will be in #announcements 10 min before",
		"can we stop sharing the rcon password in discord pls, use the panel console",
		"reset your twitch password if you clicked that 'free nitro' link!!",
		"the stream key leaked so i reset it, nothing to do on your side",
		"pls enable 2fa on your panel accounts before friday",
		"new rule: no account sharing, every mod gets their own login",
		"passwort vergessen? einfach im panel auf 'Passwort zurücksetzen' klicken",
		"la contraseña del servidor cambia cada temporada, pregunta en #soporte",
		"パスワードは管理者に聞いてください",
		"пароль от тимспика спросите у админа в личке",
		"senha do servidor? só pedir pro " + hajP(hajNames) + " no privado",
		"the mod team voted to use a password manager (bitwarden) for shared logins",
		"Your password must be at least 12 characters and include a number.",
		"If you forgot your password, use /authme changepassword after logging in with the old one.",
	}
	for i, t := range talk {
		b.trap("password-talk", []string{"chat", "chat", "notes"}[i%3], t)
	}
	// placeholders
	ph := []func() (string, string){
		func() (string, string) {
			return "properties", "enable-rcon=true\nrcon.password=changeme\nrcon.port=25575"
		},
		func() (string, string) { return "cfg", "sv_licenseKey \"changeme\"\nsteam_webApiKey \"none\"" },
		func() (string, string) { return "env", "DISCORD_TOKEN=<your-bot-token>\nGUILD_ID=<your-guild-id>" },
		func() (string, string) { return "env", "STEAM_API_KEY=your_steam_api_key_here\nTWITCH_CLIENT_SECRET=" },
		func() (string, string) {
			return "chat", "paste your stream key where it says xxxx-xxxx-xxxx-xxxx-xxxx in the config"
		},
		func() (string, string) { return "env", "TWITCH_OAUTH=oauth:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" },
		func() (string, string) { return "yaml", "bot:\n  token: ${DISCORD_TOKEN}\n  prefix: \"!\"" },
		func() (string, string) {
			return "json", "{\n  \"token\": \"YOUR_TOKEN_HERE\",\n  \"clientId\": \"YOUR_CLIENT_ID\"\n}"
		},
		func() (string, string) {
			return "markdown", "## Setup\n1. Copy `config.example.json` to `config.json`\n2. Set `token` to your bot token (Developer Portal → Bot → Reset Token)\n3. `npm start`"
		},
		func() (string, string) {
			return "shell", "docker run -e RCON_PASSWORD=\"$RCON_PASSWORD\" -p 25565:25565 itzg/minecraft-server"
		},
		func() (string, string) { return "ini", "ServerAdminPassword=<set-me>\nServerPassword=" },
		func() (string, string) {
			return "cfg", "rcon_password \"\" // set via launch options\nsv_password \"\""
		},
		func() (string, string) {
			return "chat", "the format is live_XXXXXXXX_XXXXXXXXXXXXXXXX, dont paste the real one here"
		},
		func() (string, string) { return "yaml", "webhook-url: \"https://discord.com/api/webhooks/ID/TOKEN\"" },
	}
	for _, fn := range ph {
		f, text := fn()
		b.trap("placeholder", f, text)
	}
	// menu paths
	menus := []string{
		"Admin / Settings / API Credentials → Create New",
		"go to Account > Security > Two-Factor and hit Enable",
		"Panel → Server → Startup → edit the JAVA_VERSION variable",
		"Server Settings / Integrations / Webhooks / New Webhook",
		"Creator Dashboard > Settings > Stream > Primary Stream Key (DONT click show on stream)",
		"Steam → Settings → Account → Manage Steam Guard",
		"Configuration > Server and Startup > Server Password (leave blank for public)",
		"Tools → WebSocket Server Settings → Show Connect Info",
	}
	for i, m := range menus {
		b.trap("menu-path", []string{"chat", "notes"}[i%2], m)
	}
	// code that reads secrets without containing one
	code := []func() (string, string){
		func() (string, string) {
			return "javascript", "require('dotenv').config();\nclient.login(process.env.DISCORD_TOKEN);"
		},
		func() (string, string) {
			return "python", "import os\nRCON_PASSWORD = os.environ[\"RCON_PASSWORD\"]\nwith MCRcon(HOST, RCON_PASSWORD) as mcr:\n    print(mcr.command(\"list\"))"
		},
		func() (string, string) {
			return "lua", "local rconPw = GetConvar(\"rcon_password\", \"\")\nif rconPw == \"\" then\n    print(\"^1rcon disabled^0\")\nend"
		},
		func() (string, string) {
			return "go", "token := os.Getenv(\"TWITCH_OAUTH\")\nif token == \"\" {\n\tlog.Fatal(\"TWITCH_OAUTH not set\")\n}"
		},
		func() (string, string) {
			return "csharp", "var key = Environment.GetEnvironmentVariable(\"STEAM_API_KEY\")\n    ?? throw new InvalidOperationException(\"missing STEAM_API_KEY\");"
		},
		func() (string, string) {
			return "java", "String pw = getConfig().getString(\"database.password\");\nif (pw == null || pw.isEmpty()) {\n    getLogger().warning(\"No DB password set, using SQLite\");\n}"
		},
		func() (string, string) {
			return "python", "def check_password(user, password):\n    return bcrypt.checkpw(password.encode(), user.password_hash)"
		},
		func() (string, string) {
			return "javascript", "const hash = await argon2.hash(req.body.password);\nawait db.users.update({ id, passwordHash: hash });"
		},
		func() (string, string) {
			return "ci-yaml", "env:\n  STEAM_USERNAME: ${{ secrets.STEAM_USERNAME }}\n  STEAM_PASSWORD: ${{ secrets.STEAM_PASSWORD }}\n  ITCH_KEY: ${{ secrets.BUTLER_API_KEY }}"
		},
		func() (string, string) {
			return "sourcepawn", "ConVar g_cvPassword;\npublic void OnPluginStart() {\n    g_cvPassword = FindConVar(\"sv_password\");\n}"
		},
		func() (string, string) {
			return "shell", "read -rsp 'rcon password: ' RCON_PW; echo\nmcrcon -H 127.0.0.1 -p \"$RCON_PW\" save-all"
		},
		func() (string, string) {
			return "rust", "let token = std::env::var(\"DISCORD_TOKEN\").expect(\"expected a token in the environment\");"
		},
	}
	for _, fn := range code {
		f, text := fn()
		b.trap("code-no-secret", f, text)
	}
	// logs and stack traces
	for i := 0; i < 8; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "log", fmt.Sprintf("[%s] [Server thread/INFO]: %s joined the game\n[%s] [Server thread/INFO]: %s has made the advancement [Diamonds!]", hajClock(), hajP(hajHandles), hajClock(), hajP(hajHandles))
		case 1:
			f, text = "stacktrace", "[Server thread/ERROR]: Could not pass event PlayerJoinEvent to Essentials v2.20.1\njava.lang.NullPointerException: Cannot invoke \"org.bukkit.Location.getWorld()\" because \"loc\" is null\n\tat com.earth2me.essentials.Essentials.onJoin(Essentials.java:"+fmt.Sprint(hajN(100, 999))+")\n\tat org.bukkit.plugin.java.JavaPluginLoader$1.execute(JavaPluginLoader.java:306)"
		case 2:
			f, text = "log", fmt.Sprintf("[%s] [RCON Listener #1/INFO]: Thread RCON Client /127.0.0.1 started\n[%s] [RCON Client /127.0.0.1 #2/INFO]: Thread RCON Client /127.0.0.1 shutting down", hajClock(), hajClock())
		case 3:
			f, text = "log", "[ citizen-server-impl] server thread hitch warning: timer interval of "+fmt.Sprint(hajN(150, 900))+" milliseconds\n[    resources] Started resource qb-core\n[    resources] Started resource ox_inventory"
		default:
			f, text = "stacktrace", "discord.errors.Forbidden: 403 Forbidden (error code: 50013): Missing Permissions\n  File \"bot.py\", line "+fmt.Sprint(hajN(20, 400))+", in on_member_join\n    await member.add_roles(role)"
		}
		b.trap("log-no-secret", f, text)
	}
	// versions and build ids
	for i := 0; i < 8; i++ {
		var text string
		switch i % 5 {
		case 0:
			text = fmt.Sprintf("updated to Paper 1.20.4 build #%d, ViaVersion 4.9.%d", hajN(300, 499), hajN(0, 9))
		case 1:
			text = fmt.Sprintf("SteamDB says buildid %d went live on the public branch (manifest %d)", hajN(10000000, 15999999), hajN(1000000000000000000, 9000000000000000000))
		case 2:
			text = fmt.Sprintf("fivem artifact %d-%s is recommended, %d is broken with onesync", hajN(6000, 7500), hajR(hajHex, 40), hajN(6000, 7500))
		case 3:
			text = fmt.Sprintf("Pterodactyl v1.11.%d / Wings v1.11.%d, OBS %d.%d.%d, Forge 47.2.%d", hajN(0, 9), hajN(0, 9), hajN(28, 31), hajN(0, 2), hajN(0, 3), hajN(0, 30))
		default:
			text = fmt.Sprintf("build %s-win64-shipping-cl%d uploaded, depot %d manifest %d", hajDate(), hajN(100000, 999999), hajN(1000000, 2999999), hajN(1000000000000000000, 9000000000000000000))
		}
		b.trap("version-build", "chat", text)
	}
	// player UUIDs
	for i := 0; i < 6; i++ {
		var f, text string
		if i%2 == 0 {
			f, text = "json", "[\n  {\n    \"uuid\": \""+hajUUID()+"\",\n    \"name\": \""+hajP(hajHandles)+"\"\n  },\n  {\n    \"uuid\": \""+hajUUID()+"\",\n    \"name\": \""+hajP(hajHandles)+"\",\n    \"level\": 4,\n    \"bypassesPlayerLimit\": false\n  }\n]"
		} else {
			f, text = "chat", "namemc says "+hajP(hajHandles)+" is "+strings.ReplaceAll(hajUUID(), "-", "")+", whitelist that uuid"
		}
		b.trap("player-uuid", f, text)
	}
}
