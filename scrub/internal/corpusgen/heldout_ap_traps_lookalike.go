package main

// heldout_ap_traps_lookalike.go: traps shaped like the secrets of this part: placeholders,
// menu paths, login pairs with no password, talk about passwords in many languages,
// wrapped non-secrets, public key ids, Discord ids that are public, short numbers that are
// rooms, extensions and tickets.

import (
	"fmt"
	"strings"
)

var hapPlaceholders = []string{"<your-token>", "changeme", "xxxx", "${DB_PASSWORD}", "{{ vault_lims_password }}", "********",
	"[REDACTED]", "YOUR_REDCAP_TOKEN", "<password>", "%MIRTH_PASSWORD%", "REPLACE_ME", "<client-secret-here>", "xxxxxxxxxxxxxxxx", "***", "TODO"}

var hapPolicyTalk = []string{
	"the password policy requires 12 characters, one digit and one symbol, and Epic makes you change it every 90 days",
	"reminder: never share your EPCS password or token with anyone, including IT",
	"I reset my password but the Pyxis still wants the old one — does it sync overnight?",
	"password expired again on the lab PC, who can unlock it?",
	"the Mirth admin password was rotated yesterday, it's in the vault under Integration/Mirth",
	"Kennwortrichtlinie: mindestens 12 Zeichen, keine Wiederverwendung der letzten 10 Passwörter.",
	"Le mot de passe doit être changé tous les 90 jours ; contactez le support en cas d'oubli.",
	"La contraseña debe tener al menos 12 caracteres y no puede contener tu nombre de usuario.",
	"A senha expira a cada 60 dias; use o portal de autoatendimento para redefinir.",
	"パスワードは12文字以上で、英数字と記号を含めてください。",
	"密码每90天过期一次，请通过自助门户重置。",
	"비밀번호는 90일마다 변경해야 합니다.",
	"Пароль должен содержать не менее 12 символов; сброс через портал самообслуживания.",
	"Het wachtwoord moet elke 90 dagen gewijzigd worden.",
	"Hasło musi mieć co najmniej 12 znaków.",
	"كلمة المرور يجب أن تتكون من 12 حرفًا على الأقل.",
	"the token expired, request a new one through the ServiceNow catalog item 'FHIR API access'",
	"don't paste passwords in this channel, use the password manager share instead",
	"Password field is greyed out on the OpenEMR login page after the update — known bug?",
	"we need a break-glass password procedure for the ED before the audit",
}

var hapTrapLookGens = []func() Sample{
	func() Sample {
		ph := hapPL(hapPlaceholders)
		return hapTrap("trap-placeholder", "env", fmt.Sprintf("# .env.example — copy to .env and fill in\nREDCAP_URL=https://redcap.example.edu/api/\nREDCAP_API_TOKEN=%s\nSMTP_PASSWORD=%s\n", ph, hapPL(hapPlaceholders)))
	},
	func() Sample {
		return hapTrap("trap-placeholder", "readme", fmt.Sprintf("## %s\n\n```bash\nexport FHIR_CLIENT_SECRET=%s\ncurl -u admin:%s http://localhost:8042/system\n```\nReplace the values before running.", hapP("Setup", "Quick start", "Running locally", "Getting started"), hapPL(hapPlaceholders), hapPL([]string{"<password>", "PASSWORD", "$ORTHANC_PW", "${ORTHANC_PASSWORD}"})))
	},
	func() Sample {
		return hapTrap("trap-placeholder", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \""+hapP("my-project", "your-project-id", "PROJECT_ID", "example-123")+"\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\"\n}", hapP("<redacted>", "...", "KEY_ID", "xxxxxxxx"), hapP("-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n", "<redacted>")))
	},
	func() Sample {
		return hapTrap("trap-placeholder", "yaml", fmt.Sprintf("discord:\n  token: %s   # from the developer portal, Bot tab\n  guild_id: %s\n", hapP("\"<bot-token>\"", "YOUR_BOT_TOKEN", "\"\""), hapR(hapDig, 18)))
	},
	func() Sample {
		return hapTrap("trap-menu-path", "chat", fmt.Sprintf("%s %s and untick '%s'", hapP("go to", "open", "navigate to", "in"), hapP("Admin / Settings / Users", "Epic button > Admin > Security > User Maintenance", "System > Security > Password Policy", "Administration / Users / Edit", "Settings → Channels → LAB_ORU_OUT"), hapP("require change at next logon", "account locked", "enable MFA", "auto-disable after 90 days")))
	},
	func() Sample {
		return hapTrap("trap-login-no-pw", "chat", fmt.Sprintf("%s login %s / %s", hapP("router", "PACS workstation", "lab PC"), hapPL(hapUsers), hapP("(password in the vault)", "see KeePass", "ask Dave for the password", "same as always, not pasting it here", "SSO")))
	},
	func() Sample {
		return hapTrap("trap-login-no-pw", "notes", fmt.Sprintf("%s web UI: %s\nuser: %s\npassword: stored in %s, entry \"%s\"", hapP("Orthanc", "Imaging", "Explorer"), "http://orthanc.imaging.lan:8042/app/explorer.html", hapPL(hapUsers), hapP("1Password", "KeePass", "Bitwarden", "the CyberArk safe"), hapP("Orthanc prod", "PACS admin", "Imaging / Orthanc")))
	},
	func() Sample {
		return hapTrap("trap-path", "chat", fmt.Sprintf("Reports / Lab / Pending is empty since %02d:%02d, and %s has not changed", hapN(0, 23), hapN(0, 59), hapP("C:\\Program Files\\Mirth Connect\\appdata\\mirth.properties", "/var/lib/orthanc/db-v6/index", "/opt/dcm4chee/wildfly/standalone/log/server.log", "D:\\LIS\\Export\\Sysmex\\2025")))
	},
	func() Sample {
		return hapTrap("trap-password-talk", "chat", hapP("", "@"+strings.ToLower(strings.Fields(hapPL(hapNames))[0])+" ", "FYI: ", "Re: ")+hapPL(hapPolicyTalk))
	},
	func() Sample {
		return hapTrap("trap-password-talk", "chat", hapPL(hapPolicyTalk)+"\n"+hapPL(hapPolicyTalk))
	},
	func() Sample {
		return hapTrap("trap-ticket", "ticket", fmt.Sprintf("INC%07d / RITM%07d: user %s cannot log in to %s. Called %d-%03d-%04d on %02d/%02d/%d, left voicemail. Priority %d.",
			hapN(1, 9999999), hapN(1, 9999999), hapPL(hapUsers), hapPL(hapSystems), hapN(200, 989), hapN(200, 999), hapN(0, 9999), hapN(1, 12), hapN(1, 28), hapN(2023, 2025), hapN(1, 4)))
	},
	func() Sample {
		return hapTrap("trap-product-code", "notes", fmt.Sprintf("Reorder: cat. no. %s-%s-%d, REF %d, GTIN %d, UDI (01)%014d(17)%02d%02d%02d(10)%s",
			hapR(hapUp, 3), hapR(hapUp+hapDig, 4), hapN(10, 99), hapN(100000, 999999), hapN(10000000000000, 99999999999999), hapN(1, 99999999999999), hapN(25, 29), hapN(1, 12), hapN(1, 28), hapR(hapUp+hapDig, 8)))
	},
	func() Sample {
		return hapTrap("trap-variable-names", hapP("python", "config"), fmt.Sprintf("PASSWORD_MIN_LENGTH = %d\nAPI_KEY_HEADER = \"%s\"\nTOKEN_TTL_SECONDS = %d\nsecret_name = \"%s/db/password\"\npassword_reset_url = f\"{PORTAL}/%s\"\n",
			hapN(8, 16), hapP("X-Api-Key", "X-Redcap-Token", "Authorization"), hapN(1, 24)*300, hapP("lims", "pacs", "ehr", "rx"), hapP("reset", "account/recover", "selfservice/password")))
	},
	func() Sample {
		return hapTrap("trap-username", "chat", fmt.Sprintf("my username on %s is %s, can you add me to the %s group?", hapPL(hapSystems), hapPL(hapUsers)+fmt.Sprint(hapN(1, 99)), hapP("LAB_SUPERUSER", "RAD_READERS", "RX_VERIFY")))
	},
	func() Sample {
		u := hapUUID()
		ws := hapWrap(u+"/"+hapDicomUID(), hapN(20, 30))
		return hapTrap("trap-wrapped-id", "log", "export path too long, wrapped by the viewer:\n/archive/studies/"+strings.Join(ws, "\n"))
	},
	func() Sample {
		h := hapR(hapHex, 64)
		return hapTrap("trap-wrapped-hash", "email", fmt.Sprintf("> The installer checksum (SHA-256) is\n> %s\n> %s\n> please compare before installing on the analyzer PC.", h[:32], h[32:]))
	},
	func() Sample {
		return hapTrap("trap-discord-public", "chat", fmt.Sprintf("join the residents' Discord: https://discord.gg/%s — the bot's application id is %s (public, used in the invite link)", hapR(hapAlnum, 8), hapR(hapDig, 18)))
	},
	func() Sample {
		return hapTrap("trap-discord-public", "chat", fmt.Sprintf("channel id %s, message id %s, guild %s — that's where the pager bot posted the duplicate", hapR(hapDig, 19), hapR(hapDig, 19), hapR(hapDig, 18)))
	},
	func() Sample {
		return hapTrap("trap-short-numbers", "note", fmt.Sprintf("Meet in room %d, ext. %d. Bed %d, %s. Pager %d. Code Blue drill at %02d:%02d.", hapN(100, 9999), hapN(1000, 9999), hapN(1, 40), hapP("4 West", "CCU", "L&D"), hapN(1000, 99999), hapN(0, 23), hapN(0, 59)))
	},
	func() Sample {
		return hapTrap("trap-pin-word", "chat", hapP("the PIN diode on the detector board needs replacing", "pin the handover message to the channel please", "the PIN pad at the pharmacy checkout is offline", "Pin 4 of the RS-232 cable is DTR, the analyzer needs it", "Bitte die Nachricht im Kanal anpinnen."))
	},
	func() Sample {
		return hapTrap("trap-wifi-open", "notes", fmt.Sprintf("Guest Wi-Fi \"%s\" is open; patients accept the terms on the splash page. Staff use %s with their badge credentials (802.1X). Coverage gaps: %s.", hapP("Riverbend-Guest", "MercyVale-Patients", "Northgate-Families"), hapP("RB-Staff", "MV-Clinical", "NG-Secure"), hapP("stairwell B", "radiology waiting room", "4 West east end", "none reported")))
	},
	func() Sample {
		return hapTrap("trap-secret-ref", "config", fmt.Sprintf("DbPassword=@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/)\nvault kv get -field=password secret/%s/%s", hapP("ehr", "lab", "rad", "rx"), hapP("pacs", "imaging", "clinical"), hapP("orthanc", "dcm4chee", "mirth", "lims")))
	},
	func() Sample {
		return hapTrap("trap-date-phone", "email", fmt.Sprintf("Hi %s,\n\nThe vendor remote session is booked for %s %d at %02d:00 CET. Their engineer will call +49 %d %d first.\n\nBest,\n%s", hapPL(hapNames), hapP("March", "April", "June", "October"), hapN(1, 28), hapN(7, 18), hapN(30, 89), hapN(1000000, 9999999), hapPL(hapNames)))
	},
	func() Sample {
		return hapTrap("trap-vendor-remote", "notes", fmt.Sprintf("%s remote access: vendor connects via %s, session must be approved by biomed on ext. %d. Asset tag %s%d. No shared accounts.", hapP("Siemens MRI", "GE CT", "Philips ultrasound", "Roche cobas"), hapP("TeamViewer with one-time approval", "the BeyondTrust jump server", "Smart Remote Service"), hapN(1000, 9999), hapR(hapUp, 2), hapN(10000, 99999)))
	},
	func() Sample {
		return hapTrap("trap-redacted", "log", fmt.Sprintf("%s INFO auth: login ok user=%s password=****** ip=10.%d.%d.%d\n%s INFO auth: token=[REDACTED] scope=patient/*.read", hapTS(), hapPL(hapUsers), hapN(0, 255), hapN(0, 255), hapN(1, 254), hapTS()))
	},
	func() Sample {
		return hapTrap("trap-key-id-public", "notes", fmt.Sprintf("JWKS rotated: new kid %s is published at https://%s/.well-known/jwks.json; old kid %s stays for 24 h.", hapR(hapHex, 16), hapPL(hapHosts), hapR(hapHex, 16)))
	},
	func() Sample {
		return hapTrap("trap-client-id", "notes", fmt.Sprintf("SMART app registration (public client, PKCE, no secret): client_id %s, redirect https://%s/callback, scopes launch/patient patient/*.read", hapUUID(), hapP("apps.riverbend-health.org", "tele.mercyvale.net")))
	},
	func() Sample {
		return hapTrap("trap-lab-codes", "csv", fmt.Sprintf("order_code,name,loinc,tube,tat_h\n%s,%s,%s,%s,%d\n%s,%s,%s,%s,%d\n",
			hapR(hapUp, 3)+fmt.Sprint(hapN(10, 99)), "Basic metabolic panel", "51990-0", "SST", hapN(1, 4), hapR(hapUp, 3)+fmt.Sprint(hapN(10, 99)), "CBC w/ diff", "57021-8", "Lavender", hapN(1, 4)))
	},
	func() Sample {
		return hapTrap("trap-hex-ids", "log", fmt.Sprintf("dcm4chee-arc: C-STORE RSP status=0000 from %s, SOP Instance %s, transfer syntax 1.2.840.10008.1.2.4.%s, session %s", hapP("CT01", "MR02", "US_ED"), hapDicomUID(), hapP("50", "70", "90"), hapR(hapHex, 16)))
	},
}

func hapTrapsLookalike(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		out = append(out, hapTrapLookGens[i%len(hapTrapLookGens)]())
	}
	return out
}
