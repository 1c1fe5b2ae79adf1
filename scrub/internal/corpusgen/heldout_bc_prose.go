package main

import (
	"fmt"
	"strings"
)

// Passwords, PINs and codes written in prose, in several languages and scripts.

func hbcProsePlan() []hbcPlanItem {
	return []hbcPlanItem{
		{26, hbcGenPwProse},
		{20, hbcGenPwForeign},
		{12, hbcGenWifi},
		{14, hbcGenPinCodes},
		{8, hbcGenTOTP},
		{8, hbcGenRecovery},
	}
}

func hbcGenPwProse() Sample {
	pw := hbcAnyPw()
	sys := hbcSystem()
	p := hbcPerson()
	switch rng.IntN(16) {
	case 0:
		return hbcSec("password-prose", "chat", fmt.Sprintf("the password for %s is %s", sys, pw), pw)
	case 1:
		return hbcSec("password-prose", "chat", fmt.Sprintf("%s: pw is %s btw, same as the parts counter", p, pw), pw)
	case 2:
		return hbcSec("password-prose", "chat", fmt.Sprintf("new %s password: %s (changed it after Gary left)", sys, pw), pw)
	case 3:
		return hbcSec("password-prose", "notes", fmt.Sprintf("Remember: %s passcode %s", sys, pw), pw)
	case 4:
		return hbcSec("password-prose", "sms", fmt.Sprintf("Hi it's %s from %s. Temp password for the customer portal is %s, you'll be asked to change it.", p, hbcDealer(), pw), pw)
	case 5:
		return hbcSec("password-prose", "chat", fmt.Sprintf("I reset it to %s, try again", pw), pw)
	case 6:
		return hbcSec("password-prose", "chat", fmt.Sprintf("%s's %s password = %s", p, sys, pw), pw)
	case 7:
		s := hbcSec("password-prose", "runbook", fmt.Sprintf("## Month-end close\n1. Log into %s as the controller.\n2. Password is `%s`.\n3. Run the WIP report and export to Excel.\n4. Email it to accounts.", sys, pw), pw)
		return hbcKeep(s, "3. Run the WIP report and export to Excel.")
	case 8:
		return hbcSec("password-prose", "chat", fmt.Sprintf("use '%s' as the pass when it asks", pw), pw)
	case 9:
		return hbcSec("password-prose", "meeting", fmt.Sprintf("Action items:\n- %s to order the brake lathe\n- shared mailbox password changed to %s\n- next meeting Thursday", p, pw), pw)
	case 10:
		return hbcSec("password-prose", "chat", fmt.Sprintf("pass: %s", pw), pw)
	case 11:
		return hbcSec("password-prose", "voicemail", fmt.Sprintf("Transcript: \"Hey, it's %s, the login password for the estimating software is %s, call me if it doesn't work.\"", p, pw), pw)
	case 12:
		return hbcSec("password-prose", "chat", fmt.Sprintf("Credentials for %s -> password %s, the username is on the sticky note", sys, pw), pw)
	case 13:
		return hbcSec("password-prose", "notes", fmt.Sprintf("PW %s = %s", strings.ToUpper(strings.Fields(sys)[len(strings.Fields(sys))-1]), pw), pw)
	case 14:
		return hbcSec("password-prose", "chat", fmt.Sprintf("%s said the admin password on the tyre machine is %s. don't change it, the vendor needs it", p, pw), pw)
	default:
		return hbcSec("password-prose", "email", fmt.Sprintf("Subject: %s access\n\nThe account is ready. The password is:\n\n    %s\n\nIt expires in 90 days.", sys, pw), pw)
	}
}

func hbcGenPwForeign() Sample {
	pw := hbcAnyPw()
	sys := hbcSystem()
	switch rng.IntN(14) {
	case 0:
		return hbcSec("password-prose", "de", fmt.Sprintf("Das Passwort für %s lautet %s.", sys, pw), pw)
	case 1:
		return hbcSec("password-prose", "fr", fmt.Sprintf("Le mot de passe de l'atelier, c'est %s — ne le donne pas aux clients.", pw), pw)
	case 2:
		return hbcSec("password-prose", "es", fmt.Sprintf("La contraseña del portal del fabricante es %s", pw), pw)
	case 3:
		return hbcSec("password-prose", "it", fmt.Sprintf("La password di %s è %s, chiedi a %s se non funziona", sys, pw, hbcPerson()), pw)
	case 4:
		return hbcSec("password-prose", "nl", fmt.Sprintf("Wachtwoord van de werkplaatslaptop: %s", pw), pw)
	case 5:
		return hbcSec("password-prose", "pl", fmt.Sprintf("Hasło do %s to %s", sys, pw), pw)
	case 6:
		return hbcSec("password-prose", "pt", fmt.Sprintf("A senha da oficina é %s, anota aí", pw), pw)
	case 7:
		return hbcSec("password-prose", "ja", fmt.Sprintf("整備工場のPCのパスワードは %s です。", pw), pw)
	case 8:
		return hbcSec("password-prose", "zh", fmt.Sprintf("4S店系统密码：%s", pw), pw)
	case 9:
		return hbcSec("password-prose", "ru", fmt.Sprintf("Пароль от %s: %s", sys, pw), pw)
	case 10:
		return hbcSec("password-prose", "ar", fmt.Sprintf("كلمة المرور لنظام الورشة هي %s", pw), pw)
	case 11:
		return hbcSec("password-prose", "ko", fmt.Sprintf("정비소 관리 시스템 비밀번호: %s", pw), pw)
	case 12:
		return hbcSec("password-prose", "tr", fmt.Sprintf("Servis bilgisayarının şifresi %s, kimseye verme", pw), pw)
	default:
		return hbcSec("password-prose", "cs", fmt.Sprintf("Heslo do dílenského systému je %s", pw), pw)
	}
}

func hbcGenWifi() Sample {
	ssid := hbcP("Workshop-5G", "Northgate_Guest", "BodyShop", "Werkstatt-WLAN", "SpeedyRent-Staff", "Showroom_Customers", "GARAGE-IOT")
	pw := hbcP(hbcHumanPw(), hbcRandPw(), strings.ToLower(hbcWord())+hbcD(4)+strings.ToLower(hbcWord()))
	switch rng.IntN(7) {
	case 0:
		return hbcSec("wifi", "chat", fmt.Sprintf("wifi is %s, password %s", ssid, pw), pw)
	case 1:
		return hbcSec("wifi", "sign", fmt.Sprintf("CUSTOMER LOUNGE\nNetwork: %s\nPassword: %s\nCoffee machine is self service", ssid, pw), pw)
	case 2:
		return hbcSec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
	case 3:
		return hbcSec("wifi", "de", fmt.Sprintf("WLAN %s – Schlüssel: %s", ssid, pw), pw)
	case 4:
		return hbcSec("wifi", "notes", fmt.Sprintf("%s wpa2 key %s (the diag tablets use this one)", ssid, pw), pw)
	case 5:
		return hbcSec("wifi", "fr", fmt.Sprintf("Code wifi de l'atelier : %s", pw), pw)
	default:
		return hbcSec("wifi", "conf", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), pw)
	}
}

func hbcGenPinCodes() Sample {
	pin := hbcD(hbcIn(4, 6))
	vin := hbcVIN()
	switch rng.IntN(10) {
	case 0:
		return hbcSec("pin", "chat", fmt.Sprintf("immobiliser PIN for %s is %s, need it to program the spare key", vin, pin), pin)
	case 1:
		return hbcSec("pin", "notes", fmt.Sprintf("Key box at the rental lot: code %s (changes on the 1st)", pin), pin)
	case 2:
		return hbcSec("pin", "chat", fmt.Sprintf("door code for the back gate is %s#", pin), pin)
	case 3:
		return hbcSec("pin", "sms", fmt.Sprintf("Your vehicle is in key safe 3 at %s. Access code: %s. Drop the key back in after your test drive.", hbcDealer(), pin), pin)
	case 4:
		return hbcSec("pin", "de", fmt.Sprintf("Wegfahrsperre-PIN für FIN %s: %s", vin, pin), pin)
	case 5:
		return hbcSec("pin", "notes", fmt.Sprintf("Alarm panel\n- code: %s\n- monitoring co: 0800 555 0142\n- zone 4 = paint booth", pin), pin)
	case 6:
		return hbcSec("pin", "chat", fmt.Sprintf("%s: radio code for the customer's %s is %s", hbcPerson(), hbcP("Golf", "Clio", "Focus", "Astra", "Fabia"), pin), pin)
	case 7:
		return hbcSec("pin", "ticket", fmt.Sprintf("KeyTrak drawer PIN for %s: %s", hbcPerson(), pin), pin)
	case 8:
		return hbcSec("pin", "es", fmt.Sprintf("El PIN de la caja de llaves es %s", pin), pin)
	default:
		combo := pin[:2] + "-" + pin[2:4] + "-" + hbcD(2)
		return hbcSec("pin", "chat", fmt.Sprintf("safe combo is %s", combo), combo)
	}
}

func hbcGenTOTP() Sample {
	seed := hbcB32(16)
	if hbcCoin() {
		seed = hbcB32(32)
	}
	acct := hbcP("partslink24", "Keyloop", "RouteOne", "the bank portal", "the OEM portal", "AWS root")
	switch rng.IntN(5) {
	case 0:
		return hbcSec("totp", "chat", fmt.Sprintf("2FA seed for %s in case your phone dies: %s", acct, seed), seed)
	case 1:
		iss := strings.ReplaceAll(strings.TrimPrefix(acct, "the "), " ", "%20")
		return hbcSec("totp", "uri", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", iss, hbcUser(), seed, iss), seed)
	case 2:
		return hbcSec("totp", "notes", fmt.Sprintf("MFA for %s\nsecret key: %s\nbackup phone: the workshop mobile", acct, seed), seed)
	case 3:
		spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16])
		return hbcSec("totp", "chat", fmt.Sprintf("authenticator setup key: %s", spaced), spaced)
	default:
		return hbcSec("totp", "de", fmt.Sprintf("TOTP-Geheimnis (%s): %s", acct, seed), seed)
	}
}

func hbcGenRecovery() Sample {
	var codes []string
	n := hbcIn(4, 8)
	for i := 0; i < n; i++ {
		codes = append(codes, hbcR(lower+digits, 4)+"-"+hbcR(lower+digits, 4))
	}
	acct := hbcP("the dealer Google account", "the GitHub org owner", "partslink24", "the Microsoft 365 admin")
	switch rng.IntN(3) {
	case 0:
		return hbcSec("recovery-codes", "notes", fmt.Sprintf("Recovery codes for %s:\n%s", acct, strings.Join(codes, "\n")), codes...)
	case 1:
		return hbcSec("recovery-codes", "chat", fmt.Sprintf("backup codes %s — each works once", strings.Join(codes, " ")), codes...)
	default:
		return hbcSec("recovery-codes", "markdown", fmt.Sprintf("### %s\n\nBackup codes:\n\n- %s", acct, strings.Join(codes, "\n- ")), codes...)
	}
}
