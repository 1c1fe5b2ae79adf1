package main

import (
	"fmt"
)

// hbgTraps2 writes ordinary office text near the words for passwords and logins: menu paths,
// paths and addresses, usernames alone, talk about passwords, code that handles them.
func hbgTraps2(o *hbgOut) {
	o.run(20, hbgTrapMenu)
	o.run(16, hbgTrapAddr)
	o.run(10, hbgTrapUser)
	o.run(32, hbgTrapTalk)
	o.run(18, hbgTrapCode)
	o.run(12, hbgTrapLogs)
	o.run(10, hbgTrapPrompt)
}

func hbgTrapMenu() hbgS {
	switch rng.IntN(14) {
	case 0:
		return hbgTrap("trap-menu", "chat", "Geh auf Admin / Einstellungen / Benutzer und setz dort den Haken bei „Passwort beim nächsten Login ändern“.")
	case 1:
		return hbgTrap("trap-menu", "chat", fmt.Sprintf("In der FRITZ!Box unter System / FRITZ!Box-Benutzer / %s die Rechte anpassen.", hbgFirst()))
	case 2:
		return hbgTrap("trap-menu", "chat", "Ga naar Beheer / Instellingen / Wachtwoord wijzigen en kies een nieuw wachtwoord van minstens 12 tekens.")
	case 3:
		return hbgTrap("trap-menu", "chat", "Start / Inställningar / Konton / Inloggningsalternativ – där kan du slå på Windows Hello.")
	case 4:
		return hbgTrap("trap-menu", "chat", fmt.Sprintf("Login → Admin / Settings → Security → Two-factor, dann QR-Code scannen. (%s)", hbgDate()))
	case 5:
		return hbgTrap("trap-menu", "chat", "Innstillinger > Personvern og sikkerhet > Passord og pålogging")
	case 6:
		return hbgTrap("trap-menu", "chat", "Indstillinger / Adgangskode / Skift adgangskode – så får du en sms med en kode.")
	case 7:
		return hbgTrap("trap-menu", "chat", "Asetukset / Tili / Salasana ja turvallisuus")
	case 8:
		return hbgTrap("trap-menu", "chat", "Stillingar / Aðgangur / Breyta lykilorði")
	case 9:
		return hbgTrap("trap-menu", "notes", fmt.Sprintf("DATEV Arbeitsplatz: Extras / Optionen / Sicherheit / SmartCard-Verwaltung (Stand %s)", hbgDate()))
	case 10:
		return hbgTrap("trap-menu", "chat", "Synology DSM: Systemsteuerung / Benutzer & Gruppe / admin / Bearbeiten – Konto deaktivieren.")
	case 11:
		return hbgTrap("trap-menu", "chat", fmt.Sprintf("router login page → Admin / Advanced / Wireless / Guest Network, SSID heißt %s", hbgP("Gast", "Gasten", "Gäst", "Gjest", "Vieras")))
	case 12:
		return hbgTrap("trap-menu", "chat", fmt.Sprintf("Login: admin / Passwort: siehe Aufkleber auf der Unterseite des Geräts (Raum %d)", hbgN(100, 350)))
	default:
		return hbgTrap("trap-menu", "chat", fmt.Sprintf("ELSTER: Mein ELSTER / Formulare & Leistungen / Alle Formulare / Umsatzsteuer-Voranmeldung %d", hbgN(2023, 2026)))
	}
}

func hbgTrapAddr() hbgS {
	u := hbgUser()
	d := hbgDomain()
	switch rng.IntN(10) {
	case 0:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Die Vorlagen liegen unter \\\\%s\\Verwaltung\\Vorlagen\\%d\\Briefkopf.dotx", hbgHost(), hbgN(2023, 2026)))
	case 1:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Schreib einfach an %s@%s, die leiten es an den Hausmeister weiter.", u, d))
	case 2:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Neue Adresse vom Intranet: https://intranet.%s/login?next=/kalender", d))
	case 3:
		return hbgTrap("trap-address", "shell", fmt.Sprintf("$ ssh %s@%s\n%s@%s's password:\nLast login: Mon %s from 10.0.%d.%d", u, hbgHost(), u, hbgHost(), hbgDate(), hbgN(0, 9), hbgN(2, 250)))
	case 4:
		return hbgTrap("trap-address", "notes", fmt.Sprintf("Server-Liste\n- %s (Dateiablage)\n- %s (Druckdienste)\n- %s (Backup, NAS)", hbgHost(), hbgHost(), hbgHost()))
	case 5:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Config staat in /etc/%s/config.yaml en de logs in /var/log/%s/", hbgP("nginx", "nextcloud", "grafana"), hbgP("nginx", "nextcloud", "grafana")))
	case 6:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Das Repo ist https://git.%s/verwaltung/vorlagen.git – Zugriff bekommst du über die IT.", d))
	case 7:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("Ring %s eller maila %s@%s om något strular.", hbgPhone(), u, d))
	case 8:
		return hbgTrap("trap-address", "text", fmt.Sprintf("C:\\Users\\%s\\AppData\\Roaming\\DATEV\\Logs\\dvsw_%s.log", u, hbgR(digits, 8)))
	default:
		return hbgTrap("trap-address", "chat", fmt.Sprintf("ldaps://dc01.ad.%s:636 ist das neue Ziel, Basis-DN OU=Benutzer,DC=ad,DC=%s", d, hbgP("de", "nl", "se", "no")))
	}
}

func hbgTrapUser() hbgS {
	u := hbgUser()
	switch rng.IntN(6) {
	case 0:
		return hbgTrap("trap-user", "chat", fmt.Sprintf("Dein Benutzername ist %s, das Passwort schicke ich dir per SMS.", u))
	case 1:
		return hbgTrap("trap-user", "chat", fmt.Sprintf("Gebruikersnaam: %s (het wachtwoord krijg je per post)", u))
	case 2:
		return hbgTrap("trap-user", "chat", fmt.Sprintf("Användarnamnet är %s. Lösenordet får du av %s på måndag.", u, hbgFirst()))
	case 3:
		return hbgTrap("trap-user", "chat", fmt.Sprintf("Käyttäjätunnuksesi on %s. Salasana lähetetään tekstiviestillä.", u))
	case 4:
		return hbgTrap("trap-user", "notes", fmt.Sprintf("Neue Kollegin %s %s: Konto %s angelegt, Postfach folgt.", hbgFirst(), hbgLast(), u))
	default:
		return hbgTrap("trap-user", "chat", fmt.Sprintf("Brukernavnet ditt er %s, og du velger passord selv ved første innlogging.", u))
	}
}

func hbgTrapTalk() hbgS {
	n := hbgN(10, 16)
	switch rng.IntN(24) {
	case 0:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Die Passwortrichtlinie verlangt %d Zeichen, davon mindestens eine Zahl.", n))
	case 1:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Het wachtwoord moet elke %s dagen worden gewijzigd, dat is beleid van de gemeente.", hbgP("90", "180", "365")))
	case 2:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Lösenordet måste vara minst %d tecken och får inte innehålla ditt namn.", n))
	case 3:
		return hbgTrap("trap-talk", "chat", "Passordet ble sendt på SMS, si ifra hvis det ikke kom fram.")
	case 4:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Salasanasi vanhenee %d päivän kuluttua. Vaihda se osoitteessa https://salasana.%s", hbgN(3, 14), hbgDomain()))
	case 5:
		return hbgTrap("trap-talk", "chat", "Lykilorðið þitt rennur út eftir viku – endilega breyttu því.")
	case 6:
		return hbgTrap("trap-talk", "chat", "Adgangskoden skal skiftes hver tredje måned, og den må ikke genbruges.")
	case 7:
		return hbgTrap("trap-talk", "notes", fmt.Sprintf("Datenschutzschulung %s\n- Passwörter nie per Mail verschicken\n- Passwortmanager: KeePassXC\n- Bildschirm sperren (Win+L)", hbgDate()))
	case 8:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("%s hat das Passwort fürs Intranet vergessen, kannst du es zurücksetzen?", hbgFirst()))
	case 9:
		return hbgTrap("trap-talk", "chat", "Wachtwoord vergeten? Klik op „Wachtwoord herstellen“ op de inlogpagina.")
	case 10:
		return hbgTrap("trap-talk", "chat", "Jag har bytt lösenord på skrivaren, det nya ligger i lösenordshanteraren under \"Kontor\".")
	case 11:
		return hbgTrap("trap-talk", "ticket", fmt.Sprintf("Ticket #%d – Kennwort abgelaufen\nBenutzer kann sich nicht anmelden. Kennwort zurückgesetzt, Anwender informiert.", hbgN(10000, 99999)))
	case 12:
		return hbgTrap("trap-talk", "chat", "The password policy requires a passphrase of four words, e.g. from Diceware, no digits needed.")
	case 13:
		return hbgTrap("trap-talk", "chat", "Der Türcode wurde geändert, den neuen Code gibt's per Signal von der Hausverwaltung.")
	case 14:
		return hbgTrap("trap-talk", "chat", "Portkoden är ändrad, styrelsen mejlar ut den nya i kväll.")
	case 15:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Die PIN der SmartCard ist %d-stellig und wird nach drei Fehlversuchen gesperrt.", hbgInt(6, 8)))
	case 16:
		return hbgTrap("trap-talk", "chat", "Wifi-wachtwoord hangt op het prikbord in de kantine.")
	case 17:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Kannst du den API-Key für %s rotieren? Der alte war in einem öffentlichen Repo.", hbgP("Hetzner", "SendGrid", "Mollie", "Fortnox", "Discord")))
	case 18:
		return hbgTrap("trap-talk", "notes", fmt.Sprintf("Kokous %s: sovittiin, että yhteiset salasanat siirretään Bitwardeniin.", hbgDate()))
	case 19:
		return hbgTrap("trap-talk", "chat", "Discord-tokenet har läckt, jag har återställt det i Developer Portal.")
	case 20:
		return hbgTrap("trap-talk", "chat", "Hvis du taster feil PIN tre ganger, blir kortet sperret.")
	case 21:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Zugangsdaten für das Elternportal werden am %s im Sekretariat ausgegeben.", hbgDate()))
	case 22:
		return hbgTrap("trap-talk", "chat", "Het wachtwoord van de wifi is hetzelfde als vorig jaar, vraag het even aan de balie.")
	default:
		return hbgTrap("trap-talk", "chat", fmt.Sprintf("Kennwort muss mind. %d Zeichen haben (Groß-/Kleinbuchstaben, Ziffer, Sonderzeichen).", n))
	}
}

func hbgTrapCode() hbgS {
	n := hbgN(8, 16)
	switch rng.IntN(12) {
	case 0:
		return hbgTrap("trap-code", "go", "password := os.Getenv(\"DB_PASSWORD\")\nif password == \"\" {\n\tlog.Fatal(\"DB_PASSWORD fehlt\")\n}")
	case 1:
		return hbgTrap("trap-code", "python", fmt.Sprintf("import getpass\n\npasswort = getpass.getpass(\"Passwort: \")\nif len(passwort) < %d:\n    raise ValueError(\"zu kurz\")", n))
	case 2:
		return hbgTrap("trap-code", "js", "const hash = await bcrypt.hash(req.body.wachtwoord, 12);\nawait db.users.update({ id, wachtwoordHash: hash });")
	case 3:
		return hbgTrap("trap-code", "csharp", fmt.Sprintf("if (!Regex.IsMatch(kennwort, @\"^(?=.*\\d)(?=.*[A-Z]).{%d,}$\"))\n    return BadRequest(\"Kennwort erfüllt die Richtlinie nicht\");", n))
	case 4:
		return hbgTrap("trap-code", "java", "String token = System.getenv(\"DISCORD_TOKEN\");\nJDA jda = JDABuilder.createDefault(token).build();")
	case 5:
		return hbgTrap("trap-code", "python", "client.run(os.environ[\"DISCORD_TOKEN\"])")
	case 6:
		return hbgTrap("trap-code", "sql", fmt.Sprintf("UPDATE benutzer SET passwort_geaendert_am = NOW(), muss_aendern = false WHERE id = %d;", hbgN(1, 9999)))
	case 7:
		return hbgTrap("trap-code", "go", "type Credentials struct {\n\tUsername string `json:\"username\"`\n\tPassword string `json:\"password\"`\n}")
	case 8:
		return hbgTrap("trap-code", "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password")
	case 9:
		return hbgTrap("trap-code", "ts", "export function maskiereIban(iban: string): string {\n  return iban.slice(0, 4) + ' **** **** ' + iban.slice(-4);\n}")
	case 10:
		return hbgTrap("trap-code", "shell", "read -rsp \"Lösenord: \" LOSEN; echo\nmysql -u admin -p\"$LOSEN\" -e 'SHOW DATABASES;'")
	default:
		return hbgTrap("trap-code", "php", "if (!password_verify($_POST['passwort'], $row['passwort_hash'])) {\n    http_response_code(401);\n}")
	}
}

func hbgTrapLogs() hbgS {
	u := hbgUser()
	ip := fmt.Sprintf("10.%d.%d.%d", hbgN(0, 30), hbgN(0, 255), hbgN(2, 250))
	switch rng.IntN(7) {
	case 0:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s sshd[%d]: Failed password for %s from %s port %d ssh2", hbgISOTime(), hbgN(1000, 60000), u, ip, hbgN(30000, 65000)))
	case 1:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s INFO  auth: Login erfolgreich für Benutzer %s (MFA: TOTP)", hbgISOTime(), u))
	case 2:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s WARN  mail: SMTP-Anmeldung fehlgeschlagen für noreply@%s: 535 5.7.3 Authentication unsuccessful", hbgISOTime(), hbgDomain()))
	case 3:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s level=info msg=\"config loaded\" db_host=%s db_user=%s db_password=[REDACTED]", hbgISOTime(), hbgHost(), u))
	case 4:
		return hbgTrap("trap-log", "log", fmt.Sprintf("Event 4625: Ein Konto konnte nicht angemeldet werden. Kontoname: %s, Quellnetzwerkadresse: %s", u, ip))
	case 5:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s bot.main INFO Logged in as Vereinsbot#%04d (id %s)", hbgISOTime(), hbgN(1000, 9999), hbgSnowflake()))
	default:
		return hbgTrap("trap-log", "log", fmt.Sprintf("%s postfix/smtpd[%d]: warning: unknown[%s]: SASL LOGIN authentication failed: UGFzc3dvcmQ6", hbgISOTime(), hbgN(1000, 9999), ip))
	}
}

func hbgTrapPrompt() hbgS {
	u := hbgUser()
	h := hbgHost()
	switch rng.IntN(6) {
	case 0:
		return hbgTrap("trap-prompt", "shell", fmt.Sprintf("$ mysql -u %s -p -h %s\nEnter password:\nWelcome to the MariaDB monitor.", u, h))
	case 1:
		return hbgTrap("trap-prompt", "shell", fmt.Sprintf("cat ~/ghcr.txt | docker login ghcr.io -u %s --password-stdin", u))
	case 2:
		return hbgTrap("trap-prompt", "shell", fmt.Sprintf("curl -u %s https://%s/api/status   # fragt nach dem Passwort", u, h))
	case 3:
		return hbgTrap("trap-prompt", "shell", fmt.Sprintf("$ sudo passwd %s\nNew password:\nRetype new password:\npasswd: password updated successfully", u))
	case 4:
		return hbgTrap("trap-prompt", "shell", fmt.Sprintf("psql \"host=%s dbname=gis user=%s sslmode=require\"  # Passwort kommt aus ~/.pgpass", h, u))
	default:
		return hbgTrap("trap-prompt", "powershell", fmt.Sprintf("$cred = Get-Credential -UserName '%s' -Message 'Kennwort eingeben'\nConnect-ExchangeOnline -Credential $cred", u))
	}
}
