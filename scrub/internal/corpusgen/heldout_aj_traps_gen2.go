package main

import (
	"fmt"
	"strings"
)

// General traps, part two: people and hosts, talk about password rules, tickets, dates,
// phone numbers, product codes, code, tables, diffs, runbooks, other languages.

func hajTrapsGeneral2(b *hajBuilder) {
	// e-mail addresses, usernames, hostnames
	for i := 0; i < 10; i++ {
		n := strings.ToLower(hajP(hajNames))
		var text string
		switch i % 5 {
		case 0:
			text = "contact " + n + "@snailstudio.dev for press keys, or support@" + hajP(hajHosts)
		case 1:
			text = "my username on the panel is " + hajP(hajHandles) + ", can you give me the Subuser perms?"
		case 2:
			text = "ssh " + n + "@" + hajP(hajHosts) + " -p 2222"
		case 3:
			text = "login with your twitch account (" + hajP(hajHandles) + ") then link discord in " + hajP([]string{"#verify", "#roles", "the dashboard"})
		default:
			text = "node hostnames: fra-" + fmt.Sprint(hajN(1, 9)) + ".nodes." + hajP(hajHosts) + ", ams-" + fmt.Sprint(hajN(1, 9)) + ".nodes." + hajP(hajHosts)
		}
		b.trap("identity-host", "chat", text)
	}
	// password rules and policy talk
	pol := []string{
		"the password policy requires 12 characters, one number and one symbol",
		"Passwords must be rotated every 90 days per the studio IT policy.",
		"pls don't reuse your steam password for the panel, use the password manager",
		"reminder: the admin password is NOT the same as the rcon password anymore",
		"Password strength: weak. Try adding more words.",
		"set a strong password and turn on Steam Guard, ppl are getting hijacked",
		"La contraseña debe tener al menos 10 caracteres.",
		"Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.",
		"Le mot de passe doit contenir au moins 8 caractères dont une majuscule.",
		"Пароль должен содержать не менее 10 символов.",
		"パスワードは8文字以上で、英数字を含めてください。",
		"密码长度至少为 12 位，需包含数字和字母。",
		"비밀번호는 8자 이상이어야 합니다.",
		"A senha precisa ter pelo menos 8 caracteres.",
		"Hasło musi mieć co najmniej 12 znaków.",
		"Şifreniz en az 8 karakter olmalıdır.",
	}
	for i, p := range pol {
		b.trap("password-policy", []string{"chat", "notes"}[i%2], p)
	}
	// tickets, dates, phone numbers
	for i := 0; i < 10; i++ {
		var text string
		switch i % 5 {
		case 0:
			text = fmt.Sprintf("TICKET-%d: players stuck in spawn after update, see also MC-%d", hajN(1000, 9999), hajN(100000, 299999))
		case 1:
			text = fmt.Sprintf("tourney is on %s at 19:00 CET, check-in closes 18:45", hajDate())
		case 2:
			text = fmt.Sprintf("call the venue at +49 30 %d %d if the doors are locked", hajN(1000, 9999), hajN(1000, 9999))
		case 3:
			text = fmt.Sprintf("JIRA GT-%d blocked by GT-%d, ETA %s", hajN(100, 999), hajN(100, 999), hajDate())
		default:
			text = fmt.Sprintf("support line (US): +1 (%d) %d-%04d, open 9-5 PT", hajN(201, 989), hajN(200, 999), hajN(0, 9999))
		}
		b.trap("ticket-date-phone", "chat", text)
	}
	// product codes and random-looking but public codes
	for i := 0; i < 8; i++ {
		var text string
		switch i % 5 {
		case 0:
			text = fmt.Sprintf("switch friend code SW-%04d-%04d-%04d, add me for smash", hajN(0, 9999), hajN(0, 9999), hajN(0, 9999))
		case 1:
			text = "bought the RZ01-0" + fmt.Sprint(hajN(300, 499)) + "0100-R3G1 mouse, SKU on the box matches"
		case 2:
			text = "merch order #KF-" + hajR(hajUpper+hajDigits, 6) + " shipped, tracking on the way"
		case 3:
			text = "GPU is the RTX 4070 Ti SUPER (PN 900-1G141-2544-000), driver 551." + fmt.Sprint(hajN(10, 99))
		default:
			text = "Steam app id " + fmt.Sprint(hajN(200000, 2999999)) + ", dedicated server app id " + fmt.Sprint(hajN(200000, 2999999)) + ", depot " + fmt.Sprint(hajN(200000, 2999999))
		}
		b.trap("product-code", "chat", text)
	}
	// variable names and ordinary code
	code := []string{
		"const PASSWORD_MIN_LENGTH = 12;\nconst TOKEN_TTL_SECONDS = 3600;",
		"if err := validatePassword(req.Password); err != nil {\n\treturn c.JSON(400, err)\n}",
		"class RconClient:\n    def __init__(self, host, port, password):\n        self.host, self.port, self._password = host, port, password",
		"interface Credentials { username: string; password: string; totpCode?: string }",
		"-- migrations/004_users.sql\nALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL;\nALTER TABLE users ADD COLUMN api_key_last4 CHAR(4);",
		"def rotate_stream_key(channel_id: int) -> None:\n    \"\"\"Ask the platform for a new key and store it in the vault.\"\"\"\n    ...",
		"var secretKeyRef = new SecretReference(\"modbot\", \"discord-token\");",
		"token_bucket = TokenBucket(rate=5, capacity=20)  # rate limit for !commands",
		"<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\" required>",
		"grep -rn 'password' plugins/*/config.yml | wc -l",
	}
	for i, c := range code {
		b.trap("code-no-secret", []string{"code", "shell"}[i%2], c)
	}
	// tables, csv, diffs without secrets
	for i := 0; i < 8; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "csv", "player,kills,deaths,kd\n"+hajP(hajHandles)+","+fmt.Sprint(hajN(10, 99))+","+fmt.Sprint(hajN(10, 99))+",1.2\n"+hajP(hajHandles)+","+fmt.Sprint(hajN(10, 99))+","+fmt.Sprint(hajN(10, 99))+",0.8"
		case 1:
			f, text = "markdown", "| mod | role | timezone |\n|---|---|---|\n| "+hajP(hajNames)+" | head mod | CET |\n| "+hajP(hajNames)+" | events | PST |"
		case 2:
			f, text = "diff", "--- a/server.properties\n+++ b/server.properties\n@@ -12,3 +12,3 @@\n-view-distance="+fmt.Sprint(hajN(10, 16))+"\n+view-distance="+fmt.Sprint(hajN(4, 9))+"\n-simulation-distance=10\n+simulation-distance="+fmt.Sprint(hajN(4, 8))
		case 3:
			f, text = "csv", "date,event,attendance\n"+hajDate()+",build contest,"+fmt.Sprint(hajN(10, 99))+"\n"+hajDate()+",pvp tourney,"+fmt.Sprint(hajN(10, 99))
		default:
			f, text = "diff", "-    \"maxPlayers\": 20,\n+    \"maxPlayers\": 32,\n     \"whitelist\": true,"
		}
		b.trap("table-diff", f, text)
	}
	// runbooks and meeting notes without secrets
	for i := 0; i < 6; i++ {
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "runbook", "## Wipe day runbook\n1. announce in #news "+fmt.Sprint(hajN(1, 3))+"h before\n2. `rcon say wipe in 10`\n3. stop server, delete map + blueprints\n4. bump seed, start, test connect"
		case 1:
			f, text = "meeting-notes", "Staff meeting "+hajDate()+"\n- "+hajP(hajNames)+" handles the halloween event\n- ban appeals backlog: "+fmt.Sprint(hajN(3, 40))+"\n- credentials audit done, nothing leaked"
		case 2:
			f, text = "runbook", "Restore a backup:\n  systemctl stop minecraft\n  tar -xzf /srv/backups/world-"+hajDate()+".tar.gz -C /srv/mc\n  systemctl start minecraft"
		case 3:
			f, text = "readme", "# GoblinTavern dedicated server\n\nRun `./start.sh`. Set `SERVER_PASSWORD` in the environment if you want a private server.\nDefault port is 7777/udp."
		default:
			f, text = "email", "Hi all,\n\nThe build farm will be down on "+hajDate()+" for the Perforce upgrade. Your logins stay the same.\n\nThanks,\n"+hajP(hajNames)
		}
		b.trap("notes-no-secret", f, text)
	}
	// ordinary non-English chat
	other := []string{
		"¿alguien quiere jugar ranked esta noche? necesito dúo 🎮",
		"Wer hat Bock auf eine Runde Valheim heute Abend? Server läuft wieder.",
		"ce soir stream à 21h, on finit Elden Ring 🔥",
		"今日のイベントは20時からです。集合場所はスポーン地点！",
		"сегодня вайп в 18:00 по мск, не пропустите",
		"오늘 밤 9시에 레이드 갑니다 ㄱㄱ",
		"今晚8点开黑，缺一个辅助",
		"bora jogar hoje? o servidor voltou kkkk",
	}
	for _, t := range other {
		b.trap("chat-other-language", "chat", t)
	}
}
