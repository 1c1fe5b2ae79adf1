package main

import (
	"fmt"
	"strings"
)

// hbgProse writes passwords, Wi-Fi keys, PINs, door codes, TOTP seeds and recovery codes as
// people write them in chats, notes and mails.
func hbgProse(o *hbgOut) {
	o.run(30, hbgPWProse)
	o.run(12, hbgWifi)
	o.run(13, hbgPIN)
	o.run(8, hbgTOTP)
	o.run(7, hbgRecovery)
}

func hbgPWProse() hbgS {
	pw := hbgPW()
	f := hbgFirst()
	h := hbgHost()
	switch rng.IntN(30) {
	case 0:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Das Passwort für den Router ist %s", pw), pw)
	case 1:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Kennwort: %s (bitte nach dem ersten Login ändern)", pw), pw)
	case 2:
		return hbgSec("password-prose", "chat", fmt.Sprintf("PW lautet %s, Groß-/Kleinschreibung beachten!", pw), pw)
	case 3:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Hallo %s, das neue Passwort fürs Vereinskonto ist \"%s\". LG", f, pw), pw)
	case 4:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Het wachtwoord is %s", pw), pw)
	case 5:
		return hbgSec("password-prose", "chat", fmt.Sprintf("wachtwoord: %s – niet doorsturen a.u.b.", pw), pw)
	case 6:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Ik heb het ww van de gedeelde mailbox veranderd naar %s", pw), pw)
	case 7:
		return hbgSec("password-prose", "chat", fmt.Sprintf("lösenordet är %s", pw), pw)
	case 8:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Hej! Nya lösenordet till kansliets dator: %s /%s", pw, f), pw)
	case 9:
		return hbgSec("password-prose", "chat", fmt.Sprintf("lösen: %s", pw), pw)
	case 10:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Passordet er %s, men det må byttes før fredag.", pw), pw)
	case 11:
		return hbgSec("password-prose", "chat", fmt.Sprintf("passord til %s: %s", h, pw), pw)
	case 12:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Adgangskoden er %s", pw), pw)
	case 13:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Kodeordet til bestyrelsens Dropbox er '%s' – skift det efter generalforsamlingen", pw), pw)
	case 14:
		return hbgSec("password-prose", "chat", fmt.Sprintf("salasana on %s", pw), pw)
	case 15:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Uusi salasana: %s (vaihda ensimmäisellä kirjautumisella)", pw), pw)
	case 16:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Lykilorðið er %s", pw), pw)
	case 17:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Aðgangsorðið að tölvunni í móttökunni: %s", pw), pw)
	case 18:
		keep := "Termin Serverumzug: " + hbgDate()
		return hbgSec("password-prose", "notes", fmt.Sprintf("Besprechung IT, %s\n- %s\n- Domänen-Admin-PW geändert auf %s\n- USV-Batterien tauschen", hbgDate(), keep, pw), pw).k(keep)
	case 19:
		return hbgSec("password-prose", "email", fmt.Sprintf("Hoi %s,\n\nJe tijdelijke wachtwoord voor het ouderportaal is %s\nJe moet het bij de eerste keer inloggen wijzigen.\n\nMet vriendelijke groet,\nDe administratie", f, pw), pw).k("Met vriendelijke groet,")
	case 20:
		return hbgSec("password-prose", "chat", fmt.Sprintf("mein pw ist %s falls du nochmal an den Rechner musst", pw), pw)
	case 21:
		return hbgSec("password-prose", "chat", fmt.Sprintf("The password for the shared %s mailbox is now %s (changed it after %s left).", hbgP("info@", "kontakt@", "post@"), pw, f), pw)
	case 22:
		return hbgSec("password-prose", "ticket", fmt.Sprintf("INC-%d | %s\nAnwender hat Kennwort vergessen. Neues Initialkennwort: %s\nStatus: gelöst", hbgN(100000, 999999), hbgDate(), pw), pw).k("Status: gelöst")
	case 23:
		return hbgSec("password-prose", "chat", fmt.Sprintf("%s: wat was het wachtwoord van de wifi-beheerpagina ook alweer?\n%s: %s", f, hbgFirst(), pw), pw)
	case 24:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Zugang zum Ausschuss-Laufwerk: das Passwort haben wir auf %s geändert.", pw), pw)
	case 25:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Till %s: lösenordet till Fortnox-kontot är %s. Radera meddelandet när du läst det.", f, pw), pw)
	case 26:
		return hbgSec("password-prose", "notes", fmt.Sprintf("VPN (FortiClient)\nServer: %s\nUser: %s\nPasswort: %s\nPort 443", h, hbgUser(), pw), pw).k("Port 443")
	case 27:
		return hbgSec("password-prose", "chat", fmt.Sprintf("ps: master password for the KeePass file is %s", pw), pw)
	case 28:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Tilapäinen salasana Wilmaan on %s, vaihda se heti.", pw), pw)
	default:
		return hbgSec("password-prose", "chat", fmt.Sprintf("Das Kennwort der Sicherungsfestplatte (BitLocker) lautet %s – steht sonst nirgends.", pw), pw)
	}
}

func hbgWifi() hbgS {
	pw := hbgPW()
	if rng.IntN(3) == 0 {
		pw = strings.ToLower(hbgWord()) + strings.ToLower(hbgWord()) + fmt.Sprint(hbgN(10, 99))
	}
	ssid := hbgP("Gast-WLAN", "Kontor", "FRITZ!Box 7590 XY", "Gemeentehuis-Gasten", "Skolan-Personal", "Klubbhuset", "Vaskeriet", "Hytta_5G", "TeliaGateway-4A", "Hjemme", "Talo_2G", "Heima", "Ziggo1234567")
	switch rng.IntN(12) {
	case 0:
		return hbgSec("wifi", "chat", fmt.Sprintf("WLAN: %s, Schlüssel %s", ssid, pw), pw)
	case 1:
		return hbgSec("wifi", "chat", fmt.Sprintf("wifi: %s / wachtwoord %s", ssid, pw), pw)
	case 2:
		return hbgSec("wifi", "chat", fmt.Sprintf("Wifi-nätet heter %s och lösenordet är %s", ssid, pw), pw)
	case 3:
		return hbgSec("wifi", "notes", fmt.Sprintf("Für den Aushang im Empfang:\nWLAN-Name: %s\nWLAN-Passwort: %s\nGültig bis Ende des Monats", ssid, pw), pw).k("Gültig bis Ende des Monats")
	case 4:
		return hbgSec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
	case 5:
		return hbgSec("wifi", "chat", fmt.Sprintf("Trådløst nett: %s, passord %s. Velkommen på hytta!", ssid, pw), pw)
	case 6:
		return hbgSec("wifi", "chat", fmt.Sprintf("Wifi-koden er %s (netværket hedder %s)", pw, ssid), pw)
	case 7:
		return hbgSec("wifi", "chat", fmt.Sprintf("Langaton verkko %s, salasana %s", ssid, pw), pw)
	case 8:
		return hbgSec("wifi", "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), pw).k("key_mgmt=WPA-PSK")
	case 9:
		return hbgSec("wifi", "chat", fmt.Sprintf("Þráðlausa netið heitir %s og lykilorðið er %s", ssid, pw), pw)
	case 10:
		return hbgSec("wifi", "shell", fmt.Sprintf("nmcli dev wifi connect \"%s\" password \"%s\"", ssid, pw), pw)
	default:
		return hbgSec("wifi", "chat", fmt.Sprintf("Gäste-WLAN fürs Sommerfest: %s – PW: %s", ssid, pw), pw)
	}
}

func hbgPIN() hbgS {
	pin := fmt.Sprintf("%04d", hbgN(1000, 9999))
	six := fmt.Sprintf("%06d", hbgN(100000, 999999))
	puk := hbgDigitsN(8)
	switch rng.IntN(14) {
	case 0:
		return hbgSec("pin", "chat", fmt.Sprintf("Der Türcode für den Hintereingang ist %s#", pin), pin)
	case 1:
		return hbgSec("pin", "chat", fmt.Sprintf("Portkoden är %s, sen tredje våningen till vänster.", pin), pin)
	case 2:
		return hbgSec("pin", "chat", fmt.Sprintf("SIM-PIN %s, PUK %s – Diensthandy von %s", pin, puk, hbgFirst()), pin, puk)
	case 3:
		return hbgSec("pin", "chat", fmt.Sprintf("Dørkoden til garderoben er %s", pin), pin)
	case 4:
		return hbgSec("pin", "chat", fmt.Sprintf("Die PIN für die EC-Karte des Vereins ist %s. Karte liegt im Tresor.", pin), pin)
	case 5:
		return hbgSec("pin", "chat", fmt.Sprintf("Ovikoodi on %s ja hälytyskoodi %s", pin, six), pin, six)
	case 6:
		return hbgSec("pin", "chat", fmt.Sprintf("De code van het sleutelkastje is %s", pin), pin)
	case 7:
		return hbgSec("pin", "notes", fmt.Sprintf("Alarmanlage Lager:\nScharf: Code %s + Taste A\nUnscharf: Code %s + Taste B\nNotruf Wachdienst: 0800 123 45 67", six, six), six).k("Notruf Wachdienst: 0800 123 45 67")
	case 8:
		return hbgSec("pin", "chat", fmt.Sprintf("Koden til nøgleboksen ved hoveddøren: %s", pin), pin)
	case 9:
		return hbgSec("pin", "chat", fmt.Sprintf("Hurðarkóðinn er %s", pin), pin)
	case 10:
		combo := fmt.Sprintf("%d-%d-%d", hbgN(10, 49), hbgN(50, 89), hbgN(1, 9))
		return hbgSec("pin", "chat", fmt.Sprintf("Tresor im Büro: Kombination %s, danach Griff nach links.", combo), combo)
	case 11:
		return hbgSec("pin", "chat", fmt.Sprintf("Pinkoden till kopiatorn är %s (för färgutskrift).", pin), pin)
	case 12:
		return hbgSec("pin", "chat", fmt.Sprintf("Kopierer-PIN für die Schulleitung: %s", pin), pin)
	default:
		return hbgSec("pin", "chat", fmt.Sprintf("Die PIN der Handy-Signatur ist %s, PUK liegt bei der Personalabteilung.", six), six)
	}
}

func hbgTOTP() hbgS {
	seed := hbgR(b32, 32)
	grouped := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16] + " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:]
	iss := hbgP("Nextcloud", "DATEV", "Microsoft", "Fortnox", "Visma", "GitLab", "Hetzner", "e-conomic")
	u := hbgUser()
	switch rng.IntN(6) {
	case 0:
		return hbgSec("totp", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", iss, u, seed, iss), seed)
	case 1:
		return hbgSec("totp", "chat", fmt.Sprintf("2FA-Schlüssel für den %s-Admin (falls der QR-Code nicht geht): %s", iss, grouped), grouped)
	case 2:
		return hbgSec("totp", "notes", fmt.Sprintf("Tweestapsverificatie %s\nGeheime sleutel: %s\nApp: Microsoft Authenticator op de balie-telefoon", iss, seed), seed).k("App: Microsoft Authenticator op de balie-telefoon")
	case 3:
		return hbgSec("totp", "chat", fmt.Sprintf("TOTP-hemligheten till %s: %s", iss, grouped), grouped)
	case 4:
		return hbgSec("totp", "python", fmt.Sprintf("import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())", seed), seed)
	default:
		return hbgSec("totp", "chat", fmt.Sprintf("Kaksivaiheisen tunnistautumisen avain (%s): %s", iss, seed), seed)
	}
}

func hbgRecovery() hbgS {
	n := hbgN(6, 10)
	var codes []string
	var lines []string
	style := rng.IntN(4)
	for i := 0; i < n; i++ {
		var c string
		switch style {
		case 0:
			c = hbgR(lower+digits, 5) + "-" + hbgR(lower+digits, 5)
		case 1:
			c = hbgR(digits, 4) + " " + hbgR(digits, 4)
		case 2:
			c = strings.ToUpper(hbgR(lower+digits, 4) + "-" + hbgR(lower+digits, 4) + "-" + hbgR(lower+digits, 4))
		default:
			c = hbgR(digits, 8)
		}
		codes = append(codes, c)
		lines = append(lines, c)
	}
	svc := hbgP("GitHub", "Microsoft-Konto", "Google Workspace", "Nextcloud", "Bitwarden", "Proton")
	switch rng.IntN(4) {
	case 0:
		return hbgSec("recovery-codes", "notes", fmt.Sprintf("Wiederherstellungscodes %s (%s):\n%s\nJeder Code nur einmal verwendbar.", svc, hbgDate(), strings.Join(lines, "\n")), codes...).k("Jeder Code nur einmal verwendbar.")
	case 1:
		return hbgSec("recovery-codes", "chat", fmt.Sprintf("Herstelcodes voor %s, bewaar ze in de kluis: %s", svc, strings.Join(codes, ", ")), codes...)
	case 2:
		return hbgSec("recovery-codes", "markdown", fmt.Sprintf("## Reservkoder %s\n\n- %s", svc, strings.Join(codes, "\n- ")), codes...)
	default:
		return hbgSec("recovery-codes", "chat", fmt.Sprintf("Backup codes for the %s admin account (Kopie liegt im Tresor):\n%s", svc, strings.Join(codes, "  ")), codes...)
	}
}
