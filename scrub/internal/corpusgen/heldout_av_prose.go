package main

import (
	"fmt"
	"strings"
)

// Passwords, PINs, Wi-Fi keys, TOTP seeds and recovery codes in prose.

func havProseSamples() []Sample {
	var out []Sample
	out = append(out, havRepeat(24, havPwEnglish)...)
	out = append(out, havRepeat(22, havPwForeign)...)
	out = append(out, havRepeat(16, havWifi)...)
	out = append(out, havRepeat(14, havPinCode)...)
	out = append(out, havRepeat(9, havTotp)...)
	out = append(out, havRepeat(8, havRecovery)...)
	return out
}

func havPwEnglish() Sample {
	pw := havPW()
	sys := havP([]string{"AMOS", "TRAX", "the crew scheduling system", "the EFB MDM console", "the loadsheet tool",
		"the ECDIS service account", "the VSAT NOC portal", "Samsara", "the Geotab admin", "the SITA Type B gateway",
		"the yard management system", "the PCS (port community system)", "the train data recorder download tool"})
	who := havP(havPeople)
	cat := "password-prose"
	switch havN(20) {
	case 0:
		return havSec(cat, "chat", fmt.Sprintf("password for %s is %s", sys, pw), pw)
	case 1:
		return havSec(cat, "chat", fmt.Sprintf("%s changed the %s password to %s last night", who, sys, pw), pw)
	case 2:
		return havSec(cat, "chat", fmt.Sprintf("pw: %s", pw), pw)
	case 3:
		return havSec(cat, "note", fmt.Sprintf("Remember: %s admin password = %s (expires in 90 days)", sys, pw), pw)
	case 4:
		return havSec(cat, "chat", fmt.Sprintf("try %s — that's what the night shift uses for %s", pw, sys), pw)
	case 5:
		return havSec(cat, "chat", fmt.Sprintf("new pass is \"%s\" no quotes", pw), pw)
	case 6:
		return havSec(cat, "email", fmt.Sprintf("Subject: Re: %s access\n\n%s, your temporary password is %s. You will be asked to change it at first login.\n\nIT Service Desk", sys, who, pw), pw)
	case 7:
		s := havSec(cat, "note", havLines("Crew room PC", "Windows login: local admin", "Password: "+pw, "Printer: HP M404 in the briefing room"), pw)
		return havWithKeep(s, "Printer: HP M404 in the briefing room")
	case 8:
		return havSec(cat, "chat", fmt.Sprintf("the passphrase for the backup drive on the bridge is '%s'", pw), pw)
	case 9:
		return havSec(cat, "ticket", fmt.Sprintf("Reset done for %s on %s. Temp pwd %s, user must change on next logon.", havP(havUsers), sys, pw), pw)
	case 10:
		return havSec(cat, "chat", fmt.Sprintf("%s's password is literally %s lol", who, pw), pw)
	case 11:
		return havSec(cat, "note", fmt.Sprintf("PSK for the site-to-site VPN to %s: %s", havP(havDomains), pw), pw)
	case 12:
		return havSec(cat, "chat", fmt.Sprintf("if it asks for a password, it's %s", pw), pw)
	case 13:
		return havSec(cat, "chat", fmt.Sprintf("%s pwd=%s", sys, pw), pw)
	case 14:
		s := havSec(cat, "note", fmt.Sprintf("Tuesday stand-up\n- ETOPS cert paperwork due Friday\n- %s master password rotated, now %s\n- next sim slot: %s", sys, pw, havDate()), pw)
		return havWithKeep(s, "- ETOPS cert paperwork due Friday")
	case 15:
		return havSec(cat, "chat", fmt.Sprintf("Password hint? no — the actual password: %s", pw), pw)
	case 16:
		return havSec(cat, "chat", fmt.Sprintf("keystore password %s, key alias efb-release", pw), pw)
	case 17:
		return havSec(cat, "chat", fmt.Sprintf("%s said the secret is %s, but only for the training env", who, pw), pw)
	case 18:
		return havSec(cat, "note", fmt.Sprintf("BIOS/setup password on the maintenance laptops (Dell Latitude 5430): %s", pw), pw)
	default:
		return havSec(cat, "chat", fmt.Sprintf("Same password as always? %s?", pw), pw)
	}
}

func havPwForeign() Sample {
	pw := havPW()
	cat := "password-foreign"
	forms := []struct{ f, t string }{
		{"chat", "Das Passwort für den Bordrechner ist %s."},
		{"chat", "Passwort lautet %s, bitte nicht weitergeben"},
		{"chat", "Le mot de passe du portail équipage est %s"},
		{"note", "mdp wifi salle de repos : %s"},
		{"chat", "La contraseña del ECDIS es %s"},
		{"chat", "contraseña nueva: %s (la cambié ayer)"},
		{"chat", "A senha do tablet EFB é %s"},
		{"chat", "senha do sistema de escala: %s"},
		{"chat", "Het wachtwoord van de VSAT-modem is %s"},
		{"chat", "Passordet til brovakt-PC-en er %s"},
		{"chat", "Lösenordet till ELD-portalen är %s"},
		{"chat", "La password del portale manutenzione è %s"},
		{"chat", "Hasło do systemu dyspozytorskiego: %s"},
		{"chat", "Şifre: %s (hangar tableti)"},
		{"chat", "Пароль от рации-шлюза: %s"},
		{"chat", "пароль к АРМ диспетчера — %s"},
		{"chat", "Ο κωδικός του υπολογιστή γέφυρας είναι %s"},
		{"chat", "船桥电脑的密码是 %s"},
		{"chat", "密码：%s"},
		{"chat", "整備用PCのパスワードは %s です"},
		{"chat", "パスワード：%s"},
		{"chat", "선박 VSAT 비밀번호는 %s 입니다"},
		{"chat", "비번 %s"},
		{"chat", "كلمة المرور لنظام الطاقم هي %s"},
		{"chat", "Mật khẩu wifi kho hàng là %s"},
		{"chat", "Kata sandi sistem pelabuhan: %s"},
		{"chat", "Ang password ng dispatch laptop ay %s"},
		{"chat", "Salasana huoltokannettavaan on %s"},
		{"chat", "Heslo k portálu je %s"},
		{"chat", "סיסמה למערכת התחזוקה: %s"},
		{"chat", "पासवर्ड है %s"},
	}
	f := havP(forms)
	txt := fmt.Sprintf(f.t, pw)
	if havChance(35) {
		lead := havP([]string{"Schicht 2 Übergabe:", "Relève de quart :", "Cambio de turno:", "交接班：", "引き継ぎ：", "Передача смены:", "Vaktskifte:"})
		tail := havP([]string{"Kraftstoffwerte gemeldet.", "METAR mis à jour.", "Atraque a las 14:00.", "航班已确认。", "ETA 16:40.", "Рейс подтверждён.", "Loggbok signert."})
		s := havSec(cat, "note", lead+"\n"+txt+"\n"+tail, pw)
		return havWithKeep(s, tail)
	}
	return havSec(cat, f.f, txt, pw)
}

func havWifi() Sample {
	ssid := havP([]string{"CREW-LOUNGE", "Bridge_Net", "HANGAR3-MX", "OPS-5G", "Gate_Staff", "ECR-Engine", "DepotYard", "Terminal2-Staff", "VesselCrew"}) + havP([]string{"", "-2", "_5G", "-GUEST"})
	pw := havPW()
	cat := "wifi-password"
	switch havN(8) {
	case 0:
		return havSec(cat, "chat", fmt.Sprintf("wifi is %s, password %s", ssid, pw), pw)
	case 1:
		return havSec(cat, "note", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
	case 2:
		s := havSec(cat, "note", havLines("Welcome aboard!", "Network: "+ssid, "Key: "+pw, "Mess opens 06:30–08:00"), pw)
		return havWithKeep(s, "Mess opens 06:30–08:00")
	case 3:
		return havSec(cat, "chat", fmt.Sprintf("crew wifi pw changed to %s (SSID %s)", pw, ssid), pw)
	case 4:
		return havSec(cat, "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), pw)
	case 5:
		return havSec(cat, "chat", fmt.Sprintf("WLAN %s – Schlüssel: %s", ssid, pw), pw)
	case 6:
		return havSec(cat, "shell", fmt.Sprintf("nmcli dev wifi connect %s password '%s'", ssid, pw), pw)
	default:
		return havSec(cat, "chat", fmt.Sprintf("Wi-Fi du salon équipage : %s / mot de passe %s", ssid, pw), pw)
	}
}

func havPinCode() Sample {
	code := havR(digits, havP([]int{4, 4, 5, 6}))
	cat := "pin-code"
	switch havN(12) {
	case 0:
		return havSec(cat, "chat", fmt.Sprintf("crew room door code is %s#", code), code)
	case 1:
		return havSec(cat, "note", fmt.Sprintf("Hangar 3 side door keypad: %s", code), code)
	case 2:
		return havSec(cat, "chat", fmt.Sprintf("PIN for the fuel card in truck %d is %s", havBetween(100, 999), code), code)
	case 3:
		return havSec(cat, "chat", fmt.Sprintf("the safe on the bridge opens with %s", code), code)
	case 4:
		s := havSec(cat, "note", havLines("Depot night access", "Gate: buzz security on ext 4410", "Keybox code: "+code, "Trucks park in bay C"), code)
		return havWithKeep(s, "Trucks park in bay C")
	case 5:
		return havSec(cat, "chat", fmt.Sprintf("SIM PIN for the EFB iPads: %s, PUK is in the binder", code), code)
	case 6:
		return havSec(cat, "chat", fmt.Sprintf("Türcode Crewraum: %s", code), code)
	case 7:
		return havSec(cat, "chat", fmt.Sprintf("code porte local équipage : %s", code), code)
	case 8:
		return havSec(cat, "chat", fmt.Sprintf("alarm disarm code at the yard office = %s", code), code)
	case 9:
		return havSec(cat, "chat", fmt.Sprintf("my debit card pin is %s, can you grab cash for the crew taxi", code), code)
	case 10:
		return havSec(cat, "chat", fmt.Sprintf("ELD driver PIN for unit %d: %s", havBetween(1000, 9999), code), code)
	default:
		return havSec(cat, "chat", fmt.Sprintf("código del portón del muelle %d: %s", havBetween(1, 12), code), code)
	}
}

func havTotp() Sample {
	seed := havTOTP()
	spaced := seed
	if havChance(40) {
		var parts []string
		for i := 0; i < len(seed); i += 4 {
			parts = append(parts, seed[i:min(i+4, len(seed))])
		}
		spaced = strings.Join(parts, " ")
	}
	acct := havP(havUsers) + "@" + havP(havDomains)
	cat := "totp-seed"
	switch havN(5) {
	case 0:
		return havSec(cat, "note", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", strings.ReplaceAll(havP(havCompanies), " ", "%20"), acct, seed, "CrewPortal"), seed)
	case 1:
		return havSec(cat, "chat", fmt.Sprintf("2FA setup key for the shared ops account: %s", spaced), spaced)
	case 2:
		return havSec(cat, "note", fmt.Sprintf("MFA (AMOS admin)\ncan't scan the QR? enter this key manually: %s\nalgorithm SHA1, 6 digits, 30s", spaced), spaced)
	case 3:
		return havSec(cat, "yaml", fmt.Sprintf("mfa:\n  account: %s\n  totp_secret: %s", acct, seed), seed)
	default:
		return havSec(cat, "chat", fmt.Sprintf("TOTP-Schlüssel fürs Dispo-Konto: %s", spaced), spaced)
	}
}

func havRecovery() Sample {
	codes := havRecoveryCodes(havBetween(4, 8))
	cat := "recovery-codes"
	switch havN(3) {
	case 0:
		txt := "Backup codes for " + havP(havUsers) + "@" + havP(havDomains) + "\n" + strings.Join(codes, "\n") + "\nEach code can be used once."
		s := havSec(cat, "note", txt, codes...)
		return havWithKeep(s, "Each code can be used once.")
	case 1:
		return havSec(cat, "chat", "recovery codes for the ops github org owner: "+strings.Join(codes, ", "), codes...)
	default:
		var b strings.Builder
		b.WriteString("## Break-glass (Samsara admin)\n")
		for i, c := range codes {
			fmt.Fprintf(&b, "%d. %s\n", i+1, c)
		}
		b.WriteString("Stored in the dispatch safe as well.")
		return havSec(cat, "markdown", b.String(), codes...)
	}
}
