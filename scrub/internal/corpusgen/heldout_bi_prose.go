package main

import (
	"fmt"
	"strings"
)

// Secrets written in prose: passwords in many grammars and languages, Wi-Fi keys, PINs and
// door codes, TOTP seeds, recovery codes and handover memos.

func hbiProse() []Sample {
	var out []Sample
	out = append(out, hbiN(36, hbiPwProse)...)
	out = append(out, hbiN(12, hbiWifi)...)
	out = append(out, hbiN(12, hbiPin)...)
	out = append(out, hbiN(8, hbiTOTPSample)...)
	out = append(out, hbiN(6, hbiRecoverySample)...)
	out = append(out, hbiN(10, hbiHandover)...)
	return out
}

var hbiPwSubjects = []string{"the shared procurement mailbox", "the tax portal test account",
	"the Kobo superuser", "the DHIS2 admin account", "the library's Koha staff login", "the Blackbaud sandbox",
	"the Salesforce NPSP admin", "the election results laptop", "the police records terminal",
	"the benefits back office", "the court e-filing test user", "the VPN", "the FOIA inbox", "the CommCare web user",
	"the ODK Central admin", "the grants SFTP"}

func hbiPwProse() Sample {
	p := hbiPw()
	s := hbiPickL(hbiPwSubjects)
	var core string
	switch rng.IntN(34) {
	case 0:
		core = fmt.Sprintf("the password for %s is %s", s, p)
	case 1:
		core = fmt.Sprintf("pw for %s is %s", s, p)
	case 2:
		core = fmt.Sprintf("I changed the password of %s to %s yesterday", s, p)
	case 3:
		core = fmt.Sprintf("%s's password was reset to %s, please change it at first login", strings.TrimPrefix(s, "the "), p)
	case 4:
		core = fmt.Sprintf("use %s to log in to %s", p, s)
	case 5:
		core = fmt.Sprintf("%s is the password for %s", p, s)
	case 6:
		core = fmt.Sprintf("it's %s (capital first letter) for %s", p, s)
	case 7:
		core = fmt.Sprintf("new password: %s", p)
	case 8:
		core = fmt.Sprintf("le mot de passe de %s est %s", hbiPick("la boîte partagée des achats", "l'ordinateur du bureau de vote", "la messagerie de la mairie"), p)
	case 9:
		core = fmt.Sprintf("mdp : %s", p)
	case 10:
		core = fmt.Sprintf("la contraseña del portal de impuestos es %s", p)
	case 11:
		core = fmt.Sprintf("clave del correo compartido: %s", p)
	case 12:
		core = fmt.Sprintf("a senha do servidor Kobo é %s", p)
	case 13:
		core = fmt.Sprintf("das Passwort für das Bürgerportal lautet %s", p)
	case 14:
		core = fmt.Sprintf("Kennwort Testkonto Wohngeld: %s", p)
	case 15:
		core = fmt.Sprintf("la password della biblioteca è %s", p)
	case 16:
		core = fmt.Sprintf("het wachtwoord van de gemeentelijke mailbox is %s", p)
	case 17:
		core = fmt.Sprintf("nenosiri la kompyuta ya ofisi ni %s", p)
	case 18:
		core = fmt.Sprintf("كلمة السر لحساب المشتريات هي %s", p)
	case 19:
		core = fmt.Sprintf("пароль от почты отдела закупок — %s", p)
	case 20:
		core = fmt.Sprintf("пароль до DHIS2: %s", p)
	case 21:
		core = fmt.Sprintf("seçim bilgisayarının şifresi %s", p)
	case 22:
		core = fmt.Sprintf("图书馆管理系统的密码是 %s", p)
	case 23:
		core = fmt.Sprintf("税務ポータルのパスワードは %s です", p)
	case 24:
		core = fmt.Sprintf("लाइब्रेरी कंप्यूटर का पासवर्ड %s है", p)
	case 25:
		core = fmt.Sprintf("የቢሮው ኮምፒውተር የይለፍ ቃል: %s", p)
	case 26:
		core = fmt.Sprintf("kata sandi akun Kobo adalah %s", p)
	case 27:
		core = fmt.Sprintf("hasło do skrzynki FOIA to %s", p)
	case 28:
		core = fmt.Sprintf("ο κωδικός του λογαριασμού είναι %s", p)
	case 29:
		core = fmt.Sprintf("선거 결과 노트북 비밀번호는 %s 입니다", p)
	case 30:
		core = fmt.Sprintf("modpas òdinatè biwo a se %s", p)
	case 31:
		core = fmt.Sprintf("Password (case-sensitive): %s", p)
	case 32:
		core = fmt.Sprintf("if it asks again the pass is \"%s\"", p)
	default:
		core = fmt.Sprintf("Reminder to self: %s = %s", strings.TrimPrefix(s, "the "), p)
	}
	return hbiWrapS("password-prose", core, p)
}

func hbiWifi() Sample {
	ssid := hbiPick("FieldOffice-5G", "Library-Staff", "MUNI-GUEST", "Polling_Station_12", "NGO-Base-Camp", "Mopti_Compound", "CourtRoom3", "Starlink-Gulu")
	p := hbiPick(hbiHumanPw(), hbiRnd(lower+digits, 10), hbiRandPw())
	switch rng.IntN(8) {
	case 0:
		return hbiWrapS("wifi", fmt.Sprintf("Wi-Fi: %s, password %s", ssid, p), p)
	case 1:
		return hbiS("wifi", "qr-payload", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p)
	case 2:
		return hbiS("wifi", "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, p), p)
	case 3:
		return hbiS("wifi", "shell", fmt.Sprintf("nmcli dev wifi connect '%s' password '%s'", ssid, p), p)
	case 4:
		return hbiS("wifi", "config", fmt.Sprintf("interface=wlan0\nssid=%s\nhw_mode=g\nchannel=6\nwpa=2\nwpa_passphrase=%s", ssid, p), p)
	case 5:
		return hbiWrapS("wifi", fmt.Sprintf("la clave del wifi del centro de votación (%s) es %s", ssid, p), p)
	case 6:
		return hbiWrapS("wifi", fmt.Sprintf("WLAN %s – Schlüssel: %s", ssid, p), p)
	default:
		keep := "Guest network has no password, staff use the one below."
		return hbiK(hbiS("wifi", "notes", fmt.Sprintf("Base camp connectivity\n%s\nSSID %s\nKey %s\nRouter reboots at 02:00.", keep, ssid, p), p), keep)
	}
}

func hbiPin() Sample {
	pin := hbiRnd(digits, hbiPickInt(4, 4, 5, 6))
	switch rng.IntN(11) {
	case 0:
		return hbiWrapS("pin", fmt.Sprintf("door code for the server room is %s#", pin), pin)
	case 1:
		return hbiWrapS("pin", fmt.Sprintf("alarm code at the warehouse: %s (disarm within 30s)", pin), pin)
	case 2:
		puk := hbiRnd(digits, 8)
		return hbiWrapS("pin", fmt.Sprintf("Thuraya SIM: PIN %s, PUK %s", pin[:4], puk), pin[:4], puk)
	case 3:
		return hbiWrapS("pin", fmt.Sprintf("the keypad at the ballot storage room takes *%s", pin), pin)
	case 4:
		return hbiWrapS("pin", fmt.Sprintf("sat phone unlock code %s", pin), pin)
	case 5:
		a, b, c := hbiIn(10, 59), hbiIn(10, 59), hbiIn(10, 59)
		combo := fmt.Sprintf("%d-%d-%d", a, b, c)
		return hbiWrapS("pin", fmt.Sprintf("safe combination (cash box, Mopti): %s", combo), combo)
	case 6:
		return hbiWrapS("pin", fmt.Sprintf("le code de la porte du local archives est %s", pin), pin)
	case 7:
		return hbiWrapS("pin", fmt.Sprintf("voicemail PIN for the hotline phone: %s", pin), pin)
	case 8:
		return hbiWrapS("pin", fmt.Sprintf("Tür-Code Bibliothek Hintereingang: %s", pin), pin)
	case 9:
		return hbiWrapS("pin", fmt.Sprintf("el PIN de la tarjeta de combustible es %s", pin), pin)
	default:
		return hbiWrapS("pin", fmt.Sprintf("BitLocker PIN on the results laptop: %s", pin), pin)
	}
}

func hbiTOTPSample() Sample {
	seed := hbiTOTP()
	acct := hbiPickL(hbiUsers)
	switch rng.IntN(5) {
	case 0:
		uri := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", "KoboToolbox", acct, seed, "KoboToolbox")
		return hbiWrapS("totp-seed", uri, seed)
	case 1:
		var g []string
		for i := 0; i < len(seed); i += 4 {
			g = append(g, seed[i:i+4])
		}
		grouped := strings.Join(g, " ")
		return hbiWrapS("totp-seed", fmt.Sprintf("2FA setup key for the shared %s account: %s", hbiPick("Salesforce", "tax portal", "GitHub", "Microsoft 365"), grouped), grouped)
	case 2:
		return hbiWrapS("totp-seed", fmt.Sprintf("MFA secret (so the night shift can add it to their authenticator): %s", seed), seed)
	case 3:
		return hbiS("totp-seed", "yaml", fmt.Sprintf("accounts:\n  - name: %s\n    issuer: Eastbrook VPN\n    totp_secret: %s\n    digits: 6", acct, seed), seed)
	default:
		return hbiWrapS("totp-seed", fmt.Sprintf("clé secrète OTP du compte partagé : %s", seed), seed)
	}
}

func hbiRecoverySample() Sample {
	codes := hbiRecovery()
	svc := hbiPick("GitHub", "Microsoft 365", "Google Workspace", "Salesforce", "Bitwarden org")
	var b strings.Builder
	fmt.Fprintf(&b, "%s recovery codes for %s (keep in the safe):\n", svc, hbiPickL(hbiUsers))
	numbered := hbiChance(0.5)
	for i, c := range codes {
		if numbered {
			fmt.Fprintf(&b, "%d. %s\n", i+1, c)
		} else {
			fmt.Fprintf(&b, "%s\n", c)
		}
	}
	return hbiWrapS("recovery-codes", strings.TrimRight(b.String(), "\n"), codes...)
}

// hbiHandover is a procurement or field handover memo with several secrets.
func hbiHandover() Sample {
	mbx := hbiPick("procurement", "tenders", "foia", "grants", "records-requests") + "@" + hbiPick("eastbrook.gov", "countyclerk.example.gov", "field-ngo.org")
	p1, p2 := hbiPw(), hbiPw()
	vu := hbiPickL(hbiUsers)
	pin := hbiRnd(digits, 4)
	keep := fmt.Sprintf("Outgoing officer: %s, last day %s", hbiFullName(), hbiDate())
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("HANDOVER MEMO - %s\n%s\n\n1. Shared mailbox %s - password %s\n2. VPN user %s, password: %s\n3. Iridium handset PIN %s\n4. Open tenders: RFQ-%d, RFQ-%d", hbiPickL(hbiOrgs), keep, mbx, p1, vu, p2, pin, hbiIn(100, 999), hbiIn(100, 999))
		return hbiK(hbiS("handover", "memo", t, p1, p2, pin), keep)
	case 1:
		t := fmt.Sprintf("Note de passation\n%s\n- Boîte partagée %s : mot de passe %s\n- VPN : %s / %s\n- Code du coffre : %s", keep, mbx, p1, vu, p2, pin)
		return hbiK(hbiS("handover", "memo", t, p1, p2, pin), keep)
	default:
		tok := hbiKobo()
		t := fmt.Sprintf("Field handover (%s)\n%s\n* Kobo server token: %s\n* BGAN admin password: %s\n* Compound Wi-Fi: %s\n* Fuel card PIN %s", hbiPickL(hbiOrgs), keep, tok, p1, p2, pin)
		return hbiK(hbiS("handover", "memo", t, tok, p1, p2, pin), keep)
	}
}
