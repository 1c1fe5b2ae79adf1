package main

// heldout-ay: passwords, Wi-Fi keys, PINs, door codes, TOTP seeds and recovery codes written
// the way people write them, in several languages.

import (
	"fmt"
	"strings"
)

func hayProsePasswords(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayPw()
		dev := hayDevice()
		site := haySite()
		var s Sample
		switch i % 28 {
		case 0:
			s = haySec("password-prose", "chat", fmt.Sprintf("the password for %s is %s", dev, pw), pw)
		case 1:
			s = haySec("password-prose", "chat", fmt.Sprintf("pw for %s at %s: %s", dev, site, pw), pw)
		case 2:
			s = haySec("password-prose", "chat", fmt.Sprintf("I changed it to %s after the audit, %s", pw, hayName()), pw)
		case 3:
			s = haySec("password-prose", "notes", fmt.Sprintf("Control room PC %s\nWindows: local admin\npassword - %s\nScreensaver off, do not reboot during the shift change.\n", hayD(1, 8), pw), pw)
			s = hayKeep(s, "Screensaver off, do not reboot during the shift change.")
		case 4:
			s = haySec("password-prose", "chat-de", fmt.Sprintf("Das Passwort für das Leitsystem in %s ist %s, bitte nur für die Inbetriebnahme.", site, pw), pw)
		case 5:
			s = haySec("password-prose", "chat-es", fmt.Sprintf("La contraseña del inversor es %s", pw), pw)
		case 6:
			s = haySec("password-prose", "chat-fr", fmt.Sprintf("Le mot de passe du RTU du poste source est %s (à changer après la mise en service)", pw), pw)
		case 7:
			s = haySec("password-prose", "chat-pt", fmt.Sprintf("a senha do portal da usina é %s", pw), pw)
		case 8:
			s = haySec("password-prose", "chat-ja", fmt.Sprintf("変電所のHMIのパスワードは %s です。", pw), pw)
		case 9:
			s = haySec("password-prose", "chat-zh", fmt.Sprintf("光伏电站数据采集器的密码是 %s", pw), pw)
		case 10:
			s = haySec("password-prose", "chat-ru", fmt.Sprintf("Пароль от SCADA на насосной станции: %s", pw), pw)
		case 11:
			s = haySec("password-prose", "chat-ar", fmt.Sprintf("كلمة المرور لنظام سكادا هي %s", pw), pw)
		case 12:
			s = haySec("password-prose", "chat-pl", fmt.Sprintf("Hasło do falownika to %s, nie zmieniaj go", pw), pw)
		case 13:
			s = haySec("password-prose", "chat-ko", fmt.Sprintf("인버터 관리자 비밀번호는 %s 입니다", pw), pw)
		case 14:
			s = haySec("password-prose", "chat-tr", fmt.Sprintf("trafo merkezindeki RTU şifresi: %s", pw), pw)
		case 15:
			s = haySec("password-prose", "chat-hi", fmt.Sprintf("सबस्टेशन HMI का पासवर्ड %s है", pw), pw)
		case 16:
			s = haySec("password-prose", "chat", fmt.Sprintf("if it asks for a password just type %s", pw), pw)
		case 17:
			s = haySec("password-prose", "email", fmt.Sprintf("Subject: %s access\n\n%s,\n\nTemporary password for the outage management system: %s\nIt expires on %s.\n\nThanks", site, hayName(), pw, hayDate()), pw)
		case 18:
			s = haySec("password-prose", "notes", fmt.Sprintf("- passwd on %s = %s\n- firmware 4.2.1 installed\n- CT ratio 600:5 confirmed\n", hayHost(), pw), pw)
			s = hayKeep(s, "- CT ratio 600:5 confirmed")
		case 19:
			s = haySec("password-prose", "chat", fmt.Sprintf("%s: what's the pass for %s?\n%s: %s\n%s: thx", hayName(), dev, hayName(), pw, hayName()), pw)
		case 20:
			s = haySec("password-prose", "chat", fmt.Sprintf("new password: %s", pw), pw)
		case 21:
			s = haySec("password-prose", "runbook", fmt.Sprintf("## Restarting the historian\n1. RDP to %s\n2. Enter the service account password (%s) when prompted\n3. Restart PI Archive Subsystem\n", hayHost(), pw), pw)
			s = hayKeep(s, "3. Restart PI Archive Subsystem")
		case 22:
			s = haySec("password-prose", "chat-it", fmt.Sprintf("la password del quadro di controllo della cabina è %s", pw), pw)
		case 23:
			s = haySec("password-prose", "chat-nl", fmt.Sprintf("het wachtwoord van de laadpaal-backoffice is %s", pw), pw)
		case 24:
			s = haySec("password-prose", "ticket", fmt.Sprintf("Caller says she reset her own password to %s and now the tablet app won't sync. Work order WO-%s.", pw, hayD(100000, 999999)), pw)
		case 25:
			s = haySec("password-prose", "chat-sv", fmt.Sprintf("lösenordet till styrsystemet är %s", pw), pw)
		case 26:
			s = haySec("password-prose", "chat", fmt.Sprintf("psw: %s (all lower case except the first letter)", pw), pw)
		default:
			s = haySec("password-prose", "chat-uk", fmt.Sprintf("пароль до телемеханіки підстанції — %s", pw), pw)
		}
		out = append(out, s)
	}
	return out
}

func hayWifi(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayP(hayHumanPw(), hayR(alnum, hayN(10, 16)), strings.ToLower(hayWord())+hayD(1000, 99999))
		ssid := hayP("GridOps-Field", "SUB12-MAINT", "PumpHouse", "CCGT_Guest", "WTG-Tower-Service", "Trailer-5G", "SolarFarm-OM")
		var s Sample
		switch i % 9 {
		case 0:
			s = haySec("wifi", "chat", fmt.Sprintf("wifi in the O&M building is %s, password %s", ssid, pw), pw)
		case 1:
			s = haySec("wifi", "notes", fmt.Sprintf("SSID: %s\nWPA2 key: %s\nChannel 6, AP on the cable tray above the relay panel\n", ssid, pw), pw)
			s = hayKeep(s, "Channel 6, AP on the cable tray above the relay panel")
		case 2:
			s = haySec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
		case 3:
			s = haySec("wifi", "chat-de", fmt.Sprintf("WLAN im Umspannwerk: %s, Schlüssel %s", ssid, pw), pw)
		case 4:
			s = haySec("wifi", "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}\n", ssid, pw), pw)
		case 5:
			s = haySec("wifi", "chat-es", fmt.Sprintf("la clave del wifi del tráiler es %s", pw), pw)
		case 6:
			s = haySec("wifi", "chat", fmt.Sprintf("guest wifi at the turbine hall changed to %s today", pw), pw)
		case 7:
			s = haySec("wifi", "shell", fmt.Sprintf("$ nmcli dev wifi connect %s password %s\nDevice 'wlan0' successfully activated.\n", ssid, pw), pw)
		default:
			s = haySec("wifi", "chat-fr", fmt.Sprintf("le code wifi du local technique c'est %s", pw), pw)
		}
		out = append(out, s)
	}
	return out
}

func hayPins(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pin := hayD(1000, 999999)
		var s Sample
		switch i % 11 {
		case 0:
			s = haySec("pin", "chat", fmt.Sprintf("gate code at %s is %s#", haySite(), pin), pin)
		case 1:
			s = haySec("pin", "chat", fmt.Sprintf("alarm panel code for the control building: %s, you have 30 s after the door opens", pin), pin)
		case 2:
			s = haySec("pin", "notes", fmt.Sprintf("Key safe at the wind farm substation\ncode %s\nkeys for the 33kV switchroom are on the red tag\n", pin), pin)
			s = hayKeep(s, "keys for the 33kV switchroom are on the red tag")
		case 3:
			s = haySec("pin", "chat", fmt.Sprintf("PIN for the fuel card in truck %s is %s", hayD(10, 80), pin), pin)
		case 4:
			s = haySec("pin", "chat-de", fmt.Sprintf("Der Türcode für die Trafostation lautet %s", pin), pin)
		case 5:
			s = haySec("pin", "chat", fmt.Sprintf("the SIM pin for the modem at the lift station is %s, PUK %s", pin[:4], hayR(digits, 8)), pin[:4])
		case 6:
			s = haySec("pin", "chat-es", fmt.Sprintf("el código del candado de la caseta es %s", pin), pin)
		case 7:
			s = haySec("pin", "notes", fmt.Sprintf("Padlock combo (well pad %s): %s", hayD(1, 40), pin), pin)
		case 8:
			s = haySec("pin", "chat", fmt.Sprintf("door code's %s now, they changed it after the break-in", pin), pin)
		case 9:
			s = haySec("pin", "chat-fr", fmt.Sprintf("le code du digicode du poste est %s", pin), pin)
		default:
			s = haySec("pin", "chat", fmt.Sprintf("HMI operator PIN: %s (level 2)", pin), pin)
		}
		out = append(out, s)
	}
	return out
}

func hayTOTP(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		seed := hayTOTPSeed()
		var s Sample
		switch i % 7 {
		case 0:
			s = haySec("totp", "url", fmt.Sprintf("otpauth://totp/GridOps:%s?secret=%s&issuer=GridOps&digits=6", hayUser(), seed), seed)
		case 1:
			s = haySec("totp", "chat", fmt.Sprintf("2FA seed for the shared control-room account: %s", seed), seed)
		case 2:
			spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16])
			s = haySec("totp", "notes", fmt.Sprintf("VPN MFA setup key (enter manually): %s", spaced), spaced)
		case 3:
			s = haySec("totp", "env", fmt.Sprintf("SCADA_VPN_TOTP_SECRET=%s", seed), seed)
		case 4:
			s = haySec("totp", "chat-de", fmt.Sprintf("Das TOTP-Geheimnis für den Fernzugang ist %s", seed), seed)
		case 5:
			s = haySec("totp", "python", fmt.Sprintf("totp = pyotp.TOTP(\"%s\")\nprint(totp.now())\n", seed), seed)
		default:
			s = haySec("totp", "chat", fmt.Sprintf("the authenticator secret is %s if your phone dies", seed), seed)
		}
		out = append(out, s)
	}
	return out
}

func hayRecovery(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var codes []string
		for j := 0; j < hayN(4, 8); j++ {
			switch i % 3 {
			case 0:
				codes = append(codes, hayR(lower+digits, 5)+"-"+hayR(lower+digits, 5))
			case 1:
				codes = append(codes, hayR(digits, 4)+" "+hayR(digits, 4))
			default:
				codes = append(codes, hayR(upper+digits, 4)+"-"+hayR(upper+digits, 4)+"-"+hayR(upper+digits, 4))
			}
		}
		var s Sample
		switch i % 5 {
		case 0:
			s = haySec("recovery", "notes", "Recovery codes for the ops@ GitHub org account:\n"+strings.Join(codes, "\n")+"\n", codes...)
		case 1:
			s = haySec("recovery", "chat", "backup codes for the historian admin MFA: "+strings.Join(codes, ", "), codes...)
		case 2:
			s = haySec("recovery", "markdown", "### Break-glass\n\n| # | code |\n|---|---|\n"+hayRows(codes)+"\nStored also in the safe in room 114.\n", codes...)
			s = hayKeep(s, "Stored also in the safe in room 114.")
		case 3:
			s = haySec("recovery", "chat-es", "códigos de recuperación del portal: "+strings.Join(codes, " "), codes...)
		default:
			s = haySec("recovery", "email", "Here are the emergency codes for the AMI head-end admin account, one use each:\n\n  "+strings.Join(codes, "\n  ")+"\n", codes...)
		}
		out = append(out, s)
	}
	return out
}

func hayRows(xs []string) string {
	var b strings.Builder
	for i, x := range xs {
		fmt.Fprintf(&b, "| %d | %s |\n", i+1, x)
	}
	return b.String()
}
