package main

// Passwords stated in prose in many grammars and languages, Wi-Fi keys, PINs and door codes,
// TOTP seeds and recovery codes.

import (
	"fmt"
	"strings"
)

func hacProseGens() []hacGen {
	return []hacGen{
		{22, hacPwProseSample},
		{20, hacPwLangSample},
		{10, hacWifiSample},
		{10, hacPinSample},
		{6, hacTOTPSample},
		{5, hacRecoverySample},
	}
}

var hacProseEN = []string{
	"the password for the %[2]s is %[1]s",
	"%[2]s password: %[1]s",
	"pw for %[2]s -> %[1]s",
	"I reset the %[2]s admin password to %[1]s, change it when you log in",
	"%[2]s: new pass is %[1]s (old one got leaked in the ticket)",
	"password is now '%[1]s' on the %[2]s",
	"Set the %[2]s's password to \"%[1]s\" per the runbook.",
	"remember: %[1]s is the %[2]s password, NOT the wifi one",
	"if it asks for a password use %[1]s",
	"%[2]s — pass %[1]s",
	"They told me over the phone the %[2]s password was %[1]s.",
	"the passphrase for the %[2]s backup is %[1]s",
	"%[1]s <- that's the %[2]s root password, don't lose it",
	"changed pw on %[2]s, it's %[1]s until Monday",
	"Encryption password for the %[2]s export: %[1]s",
	"temp password %[1]s, forced change on first login",
}

var hacProseThings = []string{
	"NAS", "router", "UDM Pro", "Proxmox root", "iDRAC", "switch stack", "Veeam console", "vCenter",
	"pfSense", "Grafana admin", "Pi-hole web ui", "Plex server", "Unraid box", "TrueNAS", "Omada controller",
}

func hacPwProseSample() Sample {
	pw := hacPw()
	thing := hacPick(hacProseThings...)
	txt := fmt.Sprintf(hacPick(hacProseEN...), pw, thing)
	switch rng.IntN(5) {
	case 0:
		pre := fmt.Sprintf("Standup %s", hacDate())
		post := "- firmware upgrade moved to Thursday"
		return hacK(hacS("password-prose", "meeting-notes", fmt.Sprintf("%s\n- %s\n- %s\n%s", pre, hacPerson()+" racked the new UPS", txt, post), pw), post)
	case 1:
		return hacS("password-prose", "chat", fmt.Sprintf("[%s] %s: %s", hacTime()[:5], hacPerson(), txt), pw)
	case 2:
		return hacS("password-prose", "runbook", fmt.Sprintf("## Recovery\n1. Connect the console cable (9600 8N1).\n2. Log in; %s.\n3. Restore the config from TFTP.", txt), pw)
	case 3:
		return hacS("password-prose", "email", fmt.Sprintf("Subject: access for the audit\n\nHi %s,\n\n%s.\n\nRegards", hacPerson(), strings.TrimSuffix(txt, ".")), pw)
	default:
		return hacS("password-prose", "note", txt, pw)
	}
}

var hacProseLang = []string{
	"Das Passwort für den %[2]s lautet %[1]s",
	"Kennwort vom %[2]s: %[1]s (bitte nicht weitergeben)",
	"le mot de passe du %[2]s est %[1]s",
	"mdp %[2]s : %[1]s",
	"la contraseña del %[2]s es %[1]s",
	"a senha do %[2]s é %[1]s",
	"la password del %[2]s è %[1]s",
	"het wachtwoord van de %[2]s is %[1]s",
	"hasło do %[2]s to %[1]s",
	"пароль от %[2]s: %[1]s",
	"новий пароль на %[2]s — %[1]s",
	"%[2]s のパスワードは %[1]s です",
	"%[2]s 的密码是 %[1]s",
	"%[2]s 密碼：%[1]s",
	"%[2]s 비밀번호는 %[1]s 입니다",
	"%[2]s şifresi: %[1]s",
	"lösenordet till %[2]s är %[1]s",
	"mật khẩu %[2]s là %[1]s",
	"كلمة المرور للـ %[2]s هي %[1]s",
	"%[2]s का पासवर्ड %[1]s है",
	"ο κωδικός για το %[2]s είναι %[1]s",
	"heslo k %[2]s je %[1]s",
	"הסיסמה של ה-%[2]s היא %[1]s",
	"salasana %[2]s: %[1]s",
	"kata sandi %[2]s adalah %[1]s",
}

func hacPwLangSample() Sample {
	pw := hacPw()
	thing := hacPick("NAS", "Router", "FritzBox", "Synology", "Proxmox", "VPN", "Firewall", "iLO")
	txt := fmt.Sprintf(hacPick(hacProseLang...), pw, thing)
	if hacChance(0.3) {
		keep := fmt.Sprintf("IP: %s", hacIP())
		return hacK(hacS("password-lang", "note", fmt.Sprintf("%s\n%s", keep, txt), pw), keep)
	}
	return hacS("password-lang", hacPick("chat", "note"), txt, pw)
}

func hacWifiSample() Sample {
	ssid := hacPick("HomeNet", "FRITZ!Box 7590 XY", "Lab-IoT", "Gast", "TP-Link_5G_", "Skynet", "Vodafone-", "eduroam-lab") + hacRnd(upper+digits, rng.IntN(3))
	psk := hacPw()
	switch rng.IntN(8) {
	case 0:
		return hacS("wifi", "chat", fmt.Sprintf("wifi is %s, password %s", ssid, psk), psk)
	case 1:
		return hacS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, psk), psk)
	case 2:
		return hacS("wifi", "hostapd", fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s", ssid, psk), psk)
	case 3:
		return hacS("wifi", "wpa_supplicant", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, psk), psk)
	case 4:
		return hacS("wifi", "note", fmt.Sprintf("Guest WLAN\nSSID: %s\nKey: %s\nVLAN 30, client isolation on", ssid, psk), psk)
	case 5:
		return hacS("wifi", "chat", fmt.Sprintf("WLAN-Schlüssel für %s ist %s", ssid, psk), psk)
	case 6:
		return hacS("wifi", "shell", fmt.Sprintf("nmcli dev wifi connect \"%s\" password \"%s\"", ssid, psk), psk)
	default:
		return hacS("wifi", "chat", fmt.Sprintf("Wi-Fi の SSID は %s、パスワードは %s です", ssid, psk), psk)
	}
}

func hacPinSample() Sample {
	pin := hacRnd(digits, 4+rng.IntN(3))
	switch rng.IntN(10) {
	case 0:
		return hacS("pin", "chat", fmt.Sprintf("door code for the server room is %s#", pin), pin)
	case 1:
		return hacS("pin", "note", fmt.Sprintf("Alarm panel: disarm code %s, duress code is different (ask %s)", pin, hacPerson()), pin)
	case 2:
		return hacS("pin", "chat", fmt.Sprintf("SIM PIN for the LTE backup modem: %s", pin), pin)
	case 3:
		return hacS("pin", "note", fmt.Sprintf("Colo cage %s — keypad %s, badge at reception", hacRnd(upper, 1)+fmt.Sprint(rng.IntN(40)), pin), pin)
	case 4:
		return hacS("pin", "chat", fmt.Sprintf("Türcode Technikraum: %s", pin), pin)
	case 5:
		return hacS("pin", "note", fmt.Sprintf("YubiKey PIV PIN changed to %s, PUK in the safe", pin), pin)
	case 6:
		return hacS("pin", "chat", fmt.Sprintf("the lockbox at the cabin is %s, key for the network cabinet is inside", pin), pin)
	case 7:
		return hacS("pin", "note", fmt.Sprintf("code du portail : %s", pin), pin)
	case 8:
		return hacS("pin", "chat", fmt.Sprintf("Bitlocker PIN on the field laptop = %s", pin), pin)
	default:
		return hacS("pin", "note", fmt.Sprintf("門禁密碼 %s", pin), pin)
	}
}

func hacTOTPSample() Sample {
	seed := hacTOTP()
	switch rng.IntN(4) {
	case 0:
		uri := fmt.Sprintf("otpauth://totp/pfSense:%s?secret=%s&issuer=pfSense", hacUser(), seed)
		return hacS("totp", "note", fmt.Sprintf("MFA for the firewall (in case the phone dies): %s", uri), seed)
	case 1:
		return hacS("totp", "chat", fmt.Sprintf("couldn't scan the QR so I typed the setup key: %s", seed), seed)
	case 2:
		spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16])
		return hacS("totp", "note", fmt.Sprintf("Authenticator key for the registrar account: %s", spaced), spaced)
	default:
		return hacS("totp", "yaml", fmt.Sprintf("users:\n  %s:\n    totp_secret: %s\n    groups: [admins]", hacPerson(), seed), seed)
	}
}

func hacRecoverySample() Sample {
	style := rng.IntN(3)
	n := 4 + rng.IntN(5)
	codes := make([]string, n)
	for i := range codes {
		codes[i] = hacRecovery(style)
	}
	svc := hacPick("GitHub", "Cloudflare", "Tailscale", "Proton", "the registrar", "Bitwarden")
	switch rng.IntN(3) {
	case 0:
		return hacS("recovery-codes", "note", fmt.Sprintf("%s recovery codes\n%s", svc, strings.Join(codes, "\n")), codes...)
	case 1:
		return hacS("recovery-codes", "chat", fmt.Sprintf("backup codes for %s: %s", svc, strings.Join(codes, ", ")), codes...)
	default:
		var b strings.Builder
		for i, c := range codes {
			fmt.Fprintf(&b, "%d. %s\n", i+1, c)
		}
		return hacS("recovery-codes", "markdown", fmt.Sprintf("### %s 2FA backup\n\n%s\nGenerated %s", svc, b.String(), hacDate()), codes...)
	}
}
