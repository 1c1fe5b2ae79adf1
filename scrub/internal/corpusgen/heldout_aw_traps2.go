package main

import (
	"fmt"
	"strings"
)

func hawTrapGens2() []hawGen {
	return []hawGen{
		{26, func() Sample { return hawVary(hawTrapPlaceholder()) }},
		{14, func() Sample { return hawVary(hawTrapMenu()) }},
		{30, func() Sample { return hawVary(hawTrapPlaces()) }},
		{32, func() Sample { return hawVary(hawTrapTalk()) }},
		{16, hawTrapNumbers},
		{26, func() Sample { return hawVary(hawTrapCode()) }},
		{18, func() Sample { return hawVary(hawTrapConfigRefs()) }},
	}
}

func hawTrapPlaceholder() Sample {
	switch rng.IntN(10) {
	case 0:
		return hawT("trap-placeholder", "env", fmt.Sprintf("# copy to .env and fill in\n%s_CLIENT_ID=<your-client-id>\n%s_CLIENT_SECRET=<your-client-secret>\nFARM_ID=%d\n", hawVendor(), hawVendor(), hawIn(100, 9999)))
	case 1:
		return hawT("trap-placeholder", "yaml", fmt.Sprintf("discord:\n  token: ${DISCORD_TOKEN}\n  channel: \"%s\"\n  poll_minutes: %d\n", hawPick("#frost-warnings", "#silo", "#harvest", "#cold-store"), hawIn(1, 30)))
	case 2:
		return hawT("trap-placeholder", "readme", fmt.Sprintf("## Setup\n\n1. Get an API key from %s\n2. Put it in `config.toml` as `%s = \"YOUR_API_KEY\"`\n3. Run `make %s`\n", hawPick("openweathermap.org", "weatherlink.com", "meteomatics.com", "the FieldView developer portal"), hawPick("appid", "api_key", "key"), hawPick("run", "sync", "install")))
	case 3:
		return hawT("trap-placeholder", "shell", fmt.Sprintf("curl -u USER:PASSWORD http://<controller-ip>/api/v1/%s/%d", hawPick("zones", "valves", "silos", "tanks"), hawIn(1, 20)))
	case 4:
		return hawT("trap-placeholder", "config", fmt.Sprintf("[plc]\nhost = %s\nuser = admin\npassword = changeme\n; the installer sets the real one on site", hawHost()))
	case 5:
		return hawT("trap-placeholder", "chat", fmt.Sprintf("%s: the %s log shows password=******** so it's masked, fine", hawPerson(), hawSys()))
	case 6:
		return hawT("trap-placeholder", "docs", fmt.Sprintf("GET /v%d/%s\nAuthorization: Bearer <access_token>\nReplace <access_token> with the token from the /oauth/token call.", hawIn(1, 4), hawPick("fields", "organizations", "machines", "boundaries")))
	case 7:
		return hawT("trap-placeholder", "env", fmt.Sprintf("STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nWEATHER_KEY=xxxx-xxxx-xxxx\nSHOP_NAME=%q\n", hawFarm()))
	case 8:
		return hawT("trap-placeholder", "whatsapp-de", fmt.Sprintf("%s: Im Handbuch steht Passwort: [Ihr Passwort], sehr hilfreich 🙄", hawPerson()))
	default:
		return hawT("trap-placeholder", "k8s", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\nstringData:\n  password: \"{{ .Values.db.password }}\"\n", hawPick("herd-db", "coop-portal", "coldchain", "irrigation-api")))
	}
}

func hawTrapMenu() Sample {
	switch rng.IntN(7) {
	case 0:
		return hawT("trap-menu", "chat", "go to Admin / Settings / Users and untick \"read only\" for the agronomist")
	case 1:
		return hawT("trap-menu", "notes", "Operations Center: Setup > Organization > Connections > Climate FieldView > Allow")
	case 2:
		return hawT("trap-menu", "chat", "login as admin / then Settings / Network to change the DHCP range")
	case 3:
		return hawT("trap-menu", "whatsapp-de", "Menü: Einstellungen → Benutzer → Passwort ändern, dann neu einloggen")
	case 4:
		return hawT("trap-menu", "chat-es", "Configuración / Usuarios / Restablecer contraseña, y te llega un correo")
	case 5:
		return hawT("trap-menu", "ticket", fmt.Sprintf("Steps: Admin / Devices / Robot %d / Calibrate teat position. Result: error 0x%s", hawIn(1, 4), hawHex(4)))
	default:
		return hawT("trap-menu", "chat", "user admin / role owner / farm Greenacres — that's the permission set I need")
	}
}

func hawTrapPlaces() Sample {
	switch rng.IntN(10) {
	case 0:
		return hawT("trap-path", "shell", "$ ls /var/lib/hortimax/\nclimate.db  password_policy.json  secrets.README  logs/")
	case 1:
		return hawT("trap-url", "chat", fmt.Sprintf("dashboard: https://grafana.%s.example/d/silo-levels?orgId=1&from=now-7d", hawPick("hof", "coop", "greenacres")))
	case 2:
		return hawT("trap-email", "email", fmt.Sprintf("From: %s <%s@coop-nord.example>\nTo: members@coop-nord.example\nSubject: Harvest intake hours\n\nThe weighbridge opens at 6:00 from Monday.", hawPerson(), "office"))
	case 3:
		return hawT("trap-username", "chat", fmt.Sprintf("my FieldView username is %s, can you share the boundary layer with it?", hawPick("jan.devries", "greenacres_ops", "agro.lucia", "klaus.b")))
	case 4:
		return hawT("trap-hostname", "notes", fmt.Sprintf("Hosts\n- %s (PLC)\n- %s (NVR)\n- %s (weather)\nAll on VLAN %d.", hawHost(), hawHost(), hawHost(), hawIn(10, 90)))
	case 5:
		return hawT("trap-path", "windows", "C:\\ProgramData\\Lely\\T4C\\Backup\\2024\\t4c_backup.bak")
	case 6:
		return hawT("trap-url", "readme", "Docs: https://developer.deere.com/ and https://dev.fieldview.com/\nSandbox: https://sandboxapi.deere.com/platform")
	case 7:
		return hawT("trap-url", "log", fmt.Sprintf("%s %s GET https://api.weather.example/v1/forecast?lat=%.3f&lon=%.3f&units=metric 200", hawDate(), hawTime(), 40+rng.Float64()*15, rng.Float64()*20))
	case 8:
		return hawT("trap-username", "yaml", "users:\n  - name: jan\n    role: owner\n  - name: contractor_lohnunternehmen\n    role: operator\n")
	default:
		return hawT("trap-path", "chat", "the key file is at ~/.ssh/id_ed25519 on the office PC, ask Jan to copy the .pub to the pi")
	}
}

func hawTrapTalk() Sample {
	switch rng.IntN(16) {
	case 0:
		return hawT("trap-talk", "chat", "the password policy on the co-op portal requires 12 characters and a symbol now")
	case 1:
		return hawT("trap-talk", "whatsapp-de", fmt.Sprintf("%s: Ich hab mein Passwort vergessen, kannst du es zurücksetzen?", hawPerson()))
	case 2:
		return hawT("trap-talk", "ticket", fmt.Sprintf("AGRI-%d: user reports \"invalid password\" on the Priva app after the update. Reset link sent.", hawIn(100, 999)))
	case 3:
		return hawT("trap-talk", "meeting-notes", "Action items\n- everyone moves farm logins into Bitwarden by Friday\n- no passwords in WhatsApp anymore\n- Klaus enables 2FA on the Deere account")
	case 4:
		return hawT("trap-talk", "chat-fr", "le mot de passe a expiré, il faut le changer sur le portail Télépac")
	case 5:
		return hawT("trap-talk", "chat-es", "la contraseña está en el sobre del armario de la oficina, no la pongo aquí")
	case 6:
		return hawT("trap-talk", "chat", "password is the same as last year's, you know the one — I'm not typing it here")
	case 7:
		return hawT("trap-talk", "email", "Hi,\n\nplease rotate the API token for the weather station before the season starts. The old one leaked in a screenshot.\n\nThanks")
	case 8:
		return hawT("trap-talk", "chat-pt", "esqueci a senha do sistema da ordenha, vou ligar pro suporte da DeLaval")
	case 9:
		return hawT("trap-talk", "chat", "the token expired after 12 hours, refresh flow works now")
	case 10:
		return hawT("trap-talk", "chat-nl", "wachtwoord vergeten van de voerrobot, Lely komt morgen langs")
	case 11:
		return hawT("trap-talk", "chat", "login admin failed three times, account locked for 15 minutes")
	case 12:
		return hawT("trap-talk", "chat-ja", "パスワードを変更しました。新しいものは金庫のメモを見てください。")
	case 13:
		return hawT("trap-talk", "notes", "Password: ask the farm manager (not stored here)\nUser: operator")
	case 14:
		return hawT("trap-talk", "chat-ru", "пароль от теплицы поменяли, спроси у агронома")
	default:
		return hawT("trap-talk", "chat", fmt.Sprintf("%s: is the secret key the same for the test and live drone accounts? they should differ", hawPerson()))
	}
}

func hawTrapNumbers() Sample {
	switch rng.IntN(6) {
	case 0:
		return hawT("trap-number", "chat", fmt.Sprintf("vet's number is +49 %d %d, call before 8", hawIn(150, 179), hawIn(1000000, 9999999)))
	case 1:
		return hawT("trap-number", "ticket", fmt.Sprintf("INC%07d — dryer burner fault code E-%d, reported %s", hawIn(1, 9999999), hawIn(10, 99), hawDate()))
	case 2:
		return hawT("trap-number", "chat", fmt.Sprintf("invoice %s for %d kg of fertiliser, due %s, IBAN on the invoice", "RE-"+hawRnd(digits, 6), hawIn(500, 30000), hawDate()))
	case 3:
		return hawT("trap-number", "whatsapp-es", fmt.Sprintf("%s: llámame al +34 6%s, estoy en la finca hasta las %d", hawPerson(), hawRnd(digits, 8), hawIn(14, 20)))
	case 4:
		return hawT("trap-number", "notes", fmt.Sprintf("Product code %s-%s-%s (irrigation dripper 2 l/h), qty %d", hawRnd(upper, 3), hawRnd(digits, 4), hawRnd(upper+digits, 3), hawIn(100, 5000)))
	default:
		return hawT("trap-number", "chat", fmt.Sprintf("spare part %s for the mixer wagon, serial %s", hawRnd(upper, 2)+hawRnd(digits, 7), hawRnd(upper+digits, 14)))
	}
}

func hawTrapCode() Sample {
	switch rng.IntN(9) {
	case 0:
		return hawT("trap-code", "python", "import os\n\nPLC_PASSWORD = os.environ[\"PLC_PASSWORD\"]\nAPI_KEY = os.getenv(\"OWM_API_KEY\")\nif not API_KEY:\n    raise SystemExit(\"set OWM_API_KEY\")\n")
	case 1:
		return hawT("trap-code", "go", "func login(user, password string) error {\n\tif len(password) < 12 {\n\t\treturn errTooShort\n\t}\n\treturn auth.Check(user, password)\n}\n")
	case 2:
		return hawT("trap-code", "javascript", "const token = await getAccessToken(clientId, clientSecret);\nheaders.Authorization = `Bearer ${token}`;\n")
	case 3:
		return hawT("trap-code", "sql", "ALTER TABLE operators ADD COLUMN password_hash TEXT NOT NULL;\nUPDATE operators SET must_reset_password = true;")
	case 4:
		return hawT("trap-code", "java", "String pwd = config.getProperty(\"db.password\");\nif (pwd == null) throw new IllegalStateException(\"db.password missing\");")
	case 5:
		return hawT("trap-code", "yaml", "- name: set mqtt password\n  ansible.builtin.lineinfile:\n    path: /etc/mosquitto/passwd\n    line: \"{{ mqtt_user }}:{{ mqtt_password_hash }}\"\n")
	case 6:
		return hawT("trap-code", "python", "def hash_pin(pin: str, salt: bytes) -> bytes:\n    return hashlib.pbkdf2_hmac(\"sha256\", pin.encode(), salt, 200_000)\n")
	case 7:
		return hawT("trap-code", "csharp", "var secret = await keyVault.GetSecretAsync(\"ColdChainApiKey\");\nclient.DefaultRequestHeaders.Add(\"X-Api-Key\", secret.Value);")
	default:
		return hawT("trap-code", "shell", "read -s -p \"PLC password: \" PLC_PASS\nexport PLC_PASS\n./sync-dryer.sh --user operator")
	}
}

func hawTrapConfigRefs() Sample {
	switch rng.IntN(6) {
	case 0:
		return hawT("trap-config", "yaml", fmt.Sprintf("irrigation:\n  controller: %s\n  zones: %d\n  credentials_ref: vault://farm/irrigation\n  schedule: \"0 5 * * *\"\n", hawHost(), hawIn(2, 16)))
	case 1:
		return hawT("trap-config", "env", fmt.Sprintf("FARM_ID=%d\nTZ=Europe/Madrid\nLOG_LEVEL=debug\nSYNC_INTERVAL_MIN=%d\n", hawIn(100, 9999), hawIn(5, 60)))
	case 2:
		return hawT("trap-config", "toml", "[weather]\nprovider = \"openmeteo\"  # no key needed\nlat = 51.96\nlon = 7.62\n")
	case 3:
		return hawT("trap-config", "json", fmt.Sprintf("{\n  \"auth\": {\"type\": \"oauth2\", \"tokenUrl\": \"https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/token\", \"scopes\": [\"ag1\", \"eq1\", \"offline_access\"]},\n  \"orgId\": %d\n}", hawIn(100000, 999999)))
	case 4:
		return hawT("trap-config", "ini", "[mqtt]\nhost = broker.farm.lan\nport = 8883\nusername = greenhouse\npassword_file = /etc/farm/mqtt.pass\n")
	default:
		return hawT("trap-config", "docker-compose", "services:\n  herd-db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\n")
	}
}

func hawVendor() string {
	return hawPick("DEERE", "FIELDVIEW", "AGWORLD", "XARVIO", "TRIMBLE", "DRONEDEPLOY", "PRIVA")
}

// hawChatWrap gives a fixed trap sentence a speaker, a time and sometimes a follow-up line.
func hawChatWrap(s Sample) Sample {
	switch rng.IntN(4) {
	case 0:
		s.Text = fmt.Sprintf("[%s %02d:%02d] %s: %s", hawDate(), hawIn(5, 22), hawIn(0, 59), hawPerson(), s.Text)
	case 1:
		s.Text = fmt.Sprintf("%s: %s", hawPerson(), s.Text)
	case 2:
		s.Text = fmt.Sprintf("%s\n%s", s.Text, hawPick("ok thanks", "👍", fmt.Sprintf("will do after %s", hawPick("milking", "lunch", "the harvest meeting")), fmt.Sprintf("also field %d needs spraying", hawIn(1, 60))))
	default:
		s.Text = fmt.Sprintf("Re: %s\n\n%s", hawSys(), s.Text)
	}
	return s
}

// hawVary adds surroundings to traps whose core sentence comes from a short list.
func hawVary(s Sample) Sample {
	if strings.HasPrefix(s.Format, "chat") || strings.HasPrefix(s.Format, "whatsapp") || s.Format == "ticket" || s.Format == "email" {
		return hawChatWrap(s)
	}
	switch rng.IntN(3) {
	case 0:
		s.Text = fmt.Sprintf("%s pasted this from %s:\n%s", hawPerson(), hawFarm(), s.Text)
	case 1:
		s.Text = fmt.Sprintf("%s\n(%s, %s)", s.Text, hawFarm(), hawDate())
	default:
		s.Text = fmt.Sprintf("Notes %s\n\n%s", hawDate(), s.Text)
	}
	return s
}
