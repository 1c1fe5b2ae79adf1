package main

import (
	"encoding/base64"
	"fmt"
)

// hbgTraps writes technical text that looks random but holds no credential: hashes, ids,
// versions, digests, base64 of ordinary data, public keys, publishable keys, placeholders.
func hbgTraps(o *hbgOut) {
	o.run(18, hbgTrapSHA)
	o.run(14, hbgTrapChecksum)
	o.run(18, hbgTrapIDs)
	o.run(14, hbgTrapVersions)
	o.run(11, hbgTrapBase64)
	o.run(13, hbgTrapPublic)
	o.run(9, hbgTrapPublishable)
	o.run(22, hbgTrapPlaceholder)
}

func hbgTrapSHA() hbgS {
	s := hbgHex(40)
	short := s[:7]
	switch rng.IntN(9) {
	case 0:
		return hbgTrap("trap-sha", "chat", fmt.Sprintf("Bitte %s zurückrollen, seitdem druckt der Rechnungsexport keine Umlaute mehr.", short))
	case 1:
		return hbgTrap("trap-sha", "shell", fmt.Sprintf("$ git log --oneline -3\n%s Fix Zeitzone im Kalender\n%s Übersetzungen (nl, sv) ergänzt\n%s Merge branch 'release/2.4'", short, hbgHex(7), hbgHex(7)))
	case 2:
		return hbgTrap("trap-sha", "chat", fmt.Sprintf("Der Fehler kam mit Commit %s rein (siehe Blame in src/export/datev.go).", s))
	case 3:
		return hbgTrap("trap-sha", "ci", fmt.Sprintf("Running on runner-%s\nChecking out %s as detached HEAD (ref is main)...\nSkipping Git submodules setup", hbgR(lower+digits, 8), s))
	case 4:
		return hbgTrap("trap-sha", "chat", fmt.Sprintf("git cherry-pick %s naar de release-branch graag, dat is de fix voor het ouderportaal", short))
	case 5:
		return hbgTrap("trap-sha", "notes", fmt.Sprintf("Release 2.%d.%d\n- Basis: %s\n- Getestet von %s am %s\n- Keine Migrationen", hbgN(1, 9), hbgN(0, 20), s, hbgFirst(), hbgDate()))
	case 6:
		return hbgTrap("trap-sha", "chat", fmt.Sprintf("Commit %s innehåller den nya bokningsvyn, kan du granska?", s))
	case 7:
		return hbgTrap("trap-sha", "diff", fmt.Sprintf("diff --git a/README.md b/README.md\nindex %s..%s 100644\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-# Vereinsverwaltung\n+# Vereinsverwaltung (Beta)", hbgHex(7), hbgHex(7)))
	default:
		return hbgTrap("trap-sha", "chat", fmt.Sprintf("Versio %s on tuotannossa, edellinen oli %s.", short, hbgHex(7)))
	}
}

func hbgTrapChecksum() hbgS {
	f := hbgP("ElsterFormular.exe", "DATEV_Update_16.0.iso", "ubuntu-24.04.1-live-server-amd64.iso", "Schulportal-3.2.0.zip", "firmware_fritzbox_7590_8.02.image", "backup_2025-03.tar.gz")
	switch rng.IntN(7) {
	case 0:
		return hbgTrap("trap-checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s", f, hbgHex(64), f))
	case 1:
		return hbgTrap("trap-checksum", "chat", fmt.Sprintf("Prüfsumme (SHA-256) der Datei %s: %s – stimmt mit der Herstellerseite überein.", f, hbgHex(64)))
	case 2:
		return hbgTrap("trap-checksum", "text", fmt.Sprintf("SHA256 (%s) = %s", f, hbgHex(64)))
	case 3:
		return hbgTrap("trap-checksum", "chat", fmt.Sprintf("MD5 van %s is %s, klopt dat met wat jij hebt?", f, hbgHex(32)))
	case 4:
		return hbgTrap("trap-checksum", "go.sum", fmt.Sprintf("golang.org/x/text v0.%d.0 h1:%s=\ngolang.org/x/text v0.%d.0/go.mod h1:%s=", hbgN(10, 22), hbgR(hbgB64, 43), hbgN(10, 22), hbgR(hbgB64, 43)))
	case 5:
		return hbgTrap("trap-checksum", "json", fmt.Sprintf("\"node_modules/date-fns\": {\n  \"version\": \"3.6.0\",\n  \"resolved\": \"https://registry.npmjs.org/date-fns/-/date-fns-3.6.0.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", hbgR(hbgB64, 86)))
	default:
		return hbgTrap("trap-checksum", "chat", fmt.Sprintf("Kontrollsumma SHA-1 för %s: %s", f, hbgHex(40)))
	}
}

func hbgTrapIDs() hbgS {
	id := hbgUUID()
	switch rng.IntN(10) {
	case 0:
		return hbgTrap("trap-id", "log", fmt.Sprintf("%s INFO  request_id=%s method=POST path=/api/antraege status=201 dur=%dms", hbgISOTime(), id, hbgN(12, 900)))
	case 1:
		return hbgTrap("trap-id", "chat", fmt.Sprintf("Vorgangs-ID %s – bitte bei Rückfragen an das Bürgerbüro angeben.", id))
	case 2:
		return hbgTrap("trap-id", "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nX-Request-ID: %s\nX-Correlation-ID: %s\nContent-Length: 0", id, hbgUUID()))
	case 3:
		return hbgTrap("trap-id", "ci", fmt.Sprintf("Build #%d (%s) erfolgreich\nArtefakt: schulportal-%s.zip\nDauer: %d min", hbgN(1000, 9999), hbgHex(8), hbgHex(8), hbgN(2, 40)))
	case 4:
		return hbgTrap("trap-id", "chat", fmt.Sprintf("Teams-Besprechungs-ID: %d %d %d, Kennung im Kalender.", hbgN(100, 999), hbgN(100, 999), hbgN(100, 999)))
	case 5:
		return hbgTrap("trap-id", "log", fmt.Sprintf("trace_id=%s span_id=%s service=bokning level=warn msg=\"slow query\"", hbgHex(32), hbgHex(16)))
	case 6:
		return hbgTrap("trap-id", "chat", fmt.Sprintf("Zaaknummer %d-%s, dossier %s", hbgN(2023, 2026), hbgR(digits, 6), id))
	case 7:
		return hbgTrap("trap-id", "json", fmt.Sprintf("{\"event\":\"invoice.created\",\"id\":\"evt_%s\",\"object\":\"event\",\"livemode\":true}", hbgR(alnum, 24)))
	case 8:
		return hbgTrap("trap-id", "chat", fmt.Sprintf("Sendungsnummer DHL: %s, Zustellung vorauss. %s", "00340434"+hbgR(digits, 12), hbgDate()))
	default:
		return hbgTrap("trap-id", "log", fmt.Sprintf("Azure AD sign-in: correlation %s, user %s@%s, result Success", id, hbgUser(), hbgDomain()))
	}
}

func hbgTrapVersions() hbgS {
	d := hbgHex(64)
	switch rng.IntN(8) {
	case 0:
		return hbgTrap("trap-version", "chat", fmt.Sprintf("Wir sind jetzt auf v%d.%d.%d-rc.%d+build.%s, bitte neu testen.", hbgN(1, 5), hbgN(0, 30), hbgN(0, 9), hbgN(1, 4), hbgR(digits, 8)))
	case 1:
		return hbgTrap("trap-version", "yaml", fmt.Sprintf("image: ghcr.io/kommune/buergerservice@sha256:%s\nimagePullPolicy: IfNotPresent", d))
	case 2:
		return hbgTrap("trap-version", "shell", fmt.Sprintf("$ docker pull nextcloud:29-apache\nDigest: sha256:%s\nStatus: Downloaded newer image for nextcloud:29-apache", d))
	case 3:
		return hbgTrap("trap-version", "chat", fmt.Sprintf("DATEV Arbeitsplatz %d.%d ist installiert, Windows 11 23H2 (Build 22631.%d).", hbgN(13, 17), hbgN(0, 3), hbgN(2000, 4999)))
	case 4:
		return hbgTrap("trap-version", "text", fmt.Sprintf("Linux fs01 6.8.0-%d-generic #%d-Ubuntu SMP PREEMPT_DYNAMIC x86_64 GNU/Linux", hbgN(30, 60), hbgN(30, 60)))
	case 5:
		return hbgTrap("trap-version", "chat", fmt.Sprintf("FRITZ!OS %d.%02d läuft auf allen Boxen, nur die im Lager hat noch 7.57.", hbgN(7, 8), hbgN(0, 60)))
	case 6:
		return hbgTrap("trap-version", "json", fmt.Sprintf("{\n  \"name\": \"ouderportaal\",\n  \"version\": \"%d.%d.%d\",\n  \"dependencies\": { \"vue\": \"^3.4.21\", \"pinia\": \"^2.1.7\" }\n}", hbgN(0, 4), hbgN(0, 20), hbgN(0, 9)))
	default:
		return hbgTrap("trap-version", "chat", fmt.Sprintf("Terraform %d.%d.%d ja provider hashicorp/azurerm %d.%d.0 – päivitys ensi viikolla.", 1, hbgN(5, 10), hbgN(0, 5), hbgN(3, 4), hbgN(0, 110)))
	}
}

func hbgTrapBase64() hbgS {
	txt := hbgP("Hallo Welt", "Europe/Berlin", "Sitzung des Gemeinderats", "Välkommen till föreningen", "Goedemorgen allemaal", "Hyvää huomenta", "Góðan daginn", "Protokoll 2024")
	b := base64.StdEncoding.EncodeToString([]byte(txt))
	switch rng.IntN(5) {
	case 0:
		return hbgTrap("trap-base64", "shell", fmt.Sprintf("$ echo -n \"%s\" | base64\n%s", txt, b))
	case 1:
		return hbgTrap("trap-base64", "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: anzeige\nbinaryData:\n  banner.txt: %s", b))
	case 2:
		return hbgTrap("trap-base64", "email", fmt.Sprintf("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", base64.StdEncoding.EncodeToString([]byte(txt+"\n\nMit freundlichen Grüßen\n"+hbgOrg()))))
	case 3:
		pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"lang":"%s","theme":"hell","font":"gross"}`, hbgP("de", "nl", "sv", "nb", "da", "fi", "is"))))
		return hbgTrap("trap-base64", "chat", fmt.Sprintf("Das Cookie prefs=%s speichert nur Sprache und Schriftgröße.", pl))
	default:
		return hbgTrap("trap-base64", "html", fmt.Sprintf("<img alt=\"Punkt\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\"> <!-- %s -->", txt))
	}
}

func hbgTrapPublic() hbgS {
	u := hbgUser()
	switch rng.IntN(7) {
	case 0:
		return hbgTrap("trap-public-key", "chat", fmt.Sprintf("Kannst du meinen Public Key auf dem Server eintragen?\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", hbgR(hbgB64, 43), u))
	case 1:
		return hbgTrap("trap-public-key", "authorized_keys", fmt.Sprintf("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@%s", hbgR(hbgB64, 200), u, hbgP("kontor-pc", "macbook", "wsl")))
	case 2:
		return hbgTrap("trap-public-key", "pem", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+hbgR(hbgB64, 28)+"\n"+hbgR(hbgB64, 56)+"==\n-----END PUBLIC KEY-----")
	case 3:
		return hbgTrap("trap-public-key", "pem", "Zertifikat der Stadtverwaltung (öffentlich):\n-----BEGIN CERTIFICATE-----\nMIID"+hbgR(hbgB64, 60)+"\n"+hbgR(hbgB64, 64)+"\n"+hbgR(hbgB64, 64)+"\n"+hbgR(hbgB64, 20)+"=\n-----END CERTIFICATE-----")
	case 4:
		return hbgTrap("trap-public-key", "ini", fmt.Sprintf("[Peer]\nPublicKey = %s=\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.20.0.0/16", hbgR(hbgB64, 43), hbgDomain()))
	case 5:
		fp := hbgUHex(40)
		return hbgTrap("trap-public-key", "email", fmt.Sprintf("--\n%s %s\nPGP-Fingerabdruck: %s %s %s %s %s  %s %s %s %s %s", hbgFirst(), hbgLast(), fp[0:4], fp[4:8], fp[8:12], fp[12:16], fp[16:20], fp[20:24], fp[24:28], fp[28:32], fp[32:36], fp[36:40]))
	default:
		return hbgTrap("trap-public-key", "chat", fmt.Sprintf("Mein age-Empfänger für die verschlüsselten Backups: age1%s", hbgR("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)))
	}
}

func hbgTrapPublishable() hbgS {
	switch rng.IntN(4) {
	case 0:
		return hbgTrap("trap-publishable", "js", fmt.Sprintf("const stripe = Stripe('pk_live_51%s');\nconst elements = stripe.elements({ locale: 'de' });", hbgR(alnum, 60)))
	case 1:
		return hbgTrap("trap-publishable", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6Lc%s\"></div>", hbgR(b64url, 37)))
	case 2:
		return hbgTrap("trap-publishable", "chat", fmt.Sprintf("Der Publishable Key pk_test_51%s ist öffentlich und darf im Frontend stehen.", hbgR(alnum, 60)))
	default:
		return hbgTrap("trap-publishable", "js", fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1Ijoi%s';\n// öffentliches Token, auf die Domain %s beschränkt", hbgR(b64url, 50)+"."+hbgR(b64url, 22), hbgDomain()))
	}
}

func hbgTrapPlaceholder() hbgS {
	switch rng.IntN(16) {
	case 0:
		return hbgTrap("trap-placeholder", "env", "DB_USER=app\nDB_PASSWORD=changeme\n# vor dem Go-Live ersetzen!")
	case 1:
		return hbgTrap("trap-placeholder", "markdown", "## Einrichtung\n\n1. `.env.example` nach `.env` kopieren\n2. `DISCORD_TOKEN=<your-token>` eintragen\n3. `npm start`")
	case 2:
		return hbgTrap("trap-placeholder", "yaml", "smtp:\n  user: noreply@example.org\n  password: \"<Passwort hier eintragen>\"")
	case 3:
		return hbgTrap("trap-placeholder", "chat", fmt.Sprintf("API-Key im Format xxxx-xxxx-xxxx-xxxx, den bekommst du von %s.", hbgFirst()))
	case 4:
		return hbgTrap("trap-placeholder", "yaml", "- name: Deploy\n  env:\n    DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n    DB_PASSWORD: ${{ secrets.DB_PASSWORD }}")
	case 5:
		return hbgTrap("trap-placeholder", "text", fmt.Sprintf("Benutzername: %s\nPasswort: ********\n(wird aus Sicherheitsgründen nicht angezeigt)", hbgUser()))
	case 6:
		return hbgTrap("trap-placeholder", "chat", "wachtwoord: [zie kluis] – ik zet het niet in de chat")
	case 7:
		return hbgTrap("trap-placeholder", "python", "API_KEY = \"your-api-key-here\"  # TODO ersetzen\nBASE_URL = \"https://api.example.com/v1\"")
	case 8:
		return hbgTrap("trap-placeholder", "ini", "[database]\nhost = localhost\nuser = REPLACE_ME\npassword = REPLACE_ME")
	case 9:
		return hbgTrap("trap-placeholder", "shell", "docker login -u <användare> -p <lösenord> registry.example.com")
	case 10:
		return hbgTrap("trap-placeholder", "chat", "lösenord: XXXXXXXX (skickas separat via SMS)")
	case 11:
		return hbgTrap("trap-placeholder", "env", "STRIPE_SECRET_KEY=sk_live_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\n# echte Werte im Passwortmanager")
	case 12:
		return hbgTrap("trap-placeholder", "toml", "[discord]\ntoken = \"\"  # leer lassen, kommt aus DISCORD_TOKEN\nprefix = \"!\"")
	case 13:
		return hbgTrap("trap-placeholder", "shell", "curl -u BENUTZER:PASSWORT https://cloud.example.de/remote.php/dav/files/BENUTZER/")
	case 14:
		return hbgTrap("trap-placeholder", "yaml", "data:\n  password: {{ .Values.db.password | b64enc }}\n  username: {{ .Values.db.user | b64enc }}")
	default:
		return hbgTrap("trap-placeholder", "chat", fmt.Sprintf("Salasana on sama kuin ennenkin (%s tietää sen), en kirjoita sitä tähän.", hbgFirst()))
	}
}
