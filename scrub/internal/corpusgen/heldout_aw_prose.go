package main

import (
	"fmt"
	"strings"
)

func hawProseGens() []hawGen {
	return []hawGen{
		{32, hawPwProse},
		{14, hawWifi},
		{14, hawPin},
		{10, hawTotp},
		{10, hawRecovery},
		{14, hawVendorChat},
	}
}

func hawPwProse() Sample {
	p := hawPw()
	sys := hawSys()
	who := hawPerson()
	var t string
	f := "chat"
	switch rng.IntN(30) {
	case 0:
		t = fmt.Sprintf("password for %s is %s", sys, p)
	case 1:
		t = fmt.Sprintf("%s changed the %s password to %s yesterday", who, sys, p)
	case 2:
		t = fmt.Sprintf("Remember: new pw on %s = %s", sys, p)
	case 3:
		f = "whatsapp-de"
		t = fmt.Sprintf("%s: Das Passwort für %s lautet %s, hab's gerade geändert", who, sys, p)
	case 4:
		f = "whatsapp-de"
		t = fmt.Sprintf("Kennwort vom Hofbüro-PC: %s (Groß/klein beachten!)", p)
	case 5:
		f = "whatsapp-fr"
		t = fmt.Sprintf("%s : le mot de passe du boîtier météo c'est %s", who, p)
	case 6:
		f = "whatsapp-es"
		t = fmt.Sprintf("%s: la clave del invernadero es %s, no la compartas", who, p)
	case 7:
		f = "whatsapp-pt"
		t = fmt.Sprintf("%s: a senha nova do portal da cooperativa é %s", who, p)
	case 8:
		f = "chat-nl"
		t = fmt.Sprintf("Het wachtwoord van de melkrobot is nu %s", p)
	case 9:
		f = "chat-pl"
		t = fmt.Sprintf("Hasło do systemu ARiMR: %s — zmienić po dopłatach", p)
	case 10:
		f = "chat-it"
		t = fmt.Sprintf("la password della centralina meteo è %s", p)
	case 11:
		f = "chat-ru"
		t = fmt.Sprintf("%s: пароль от контроллера теплицы — %s", who, p)
	case 12:
		f = "chat-ja"
		t = fmt.Sprintf("温室コントローラーのパスワードは %s です。", p)
	case 13:
		f = "chat-hi"
		t = fmt.Sprintf("सिंचाई कंट्रोलर का पासवर्ड %s है", p)
	case 14:
		f = "chat-zh"
		t = fmt.Sprintf("冷库监控平台密码：%s", p)
	case 15:
		f = "chat-tr"
		t = fmt.Sprintf("süt robotu şifresi: %s", p)
	case 16:
		f = "chat-sw"
		t = fmt.Sprintf("%s: nenosiri la mfumo wa umwagiliaji ni %s", who, p)
	case 17:
		f = "notes"
		t = fmt.Sprintf("Spraying season checklist\n1. calibrate boom (nozzles 04)\n2. %s pw: %s\n3. check tank rinse log", sys, p)
		return hawK(hawS("password-prose", f, t, p), "3. check tank rinse log")
	case 18:
		t = fmt.Sprintf("I set it to %s, same as the grain dryer", p)
	case 19:
		f = "email"
		t = fmt.Sprintf("Hi %s,\n\nyour temporary password for the food-safety audit portal is %s\nYou will be asked to change it at first login.\n\nBRC audit team", who, p)
		return hawK(hawS("password-prose", f, t, p), "You will be asked to change it at first login.")
	case 20:
		t = fmt.Sprintf("pass = %s", p)
	case 21:
		t = fmt.Sprintf("%s's password: %s", sys, p)
	case 22:
		f = "meeting-notes"
		t = fmt.Sprintf("Notes %s (board of the co-op)\n* harvest intake starts Monday\n* office laptop pw reset to %s\n* moisture limit 14.5%%", hawDate(), p)
		return hawK(hawS("password-prose", f, t, p), "* harvest intake starts Monday")
	case 23:
		t = fmt.Sprintf("try '%s' — if that fails it's the old one from the barn", p)
	case 24:
		f = "whatsapp-de"
		t = fmt.Sprintf("%s: pw fürs DLG-Portal = %s 👍", who, p)
	case 25:
		f = "chat-ar"
		t = fmt.Sprintf("كلمة المرور لنظام الري: %s", p)
	case 26:
		t = fmt.Sprintf("the passphrase for the drone laptop is \"%s\"", p)
	case 27:
		f = "chat-uk"
		t = fmt.Sprintf("пароль до елеватора: %s", p)
	case 28:
		t = fmt.Sprintf("%s PW %s", sys, p)
	default:
		f = "chat-es"
		t = fmt.Sprintf("contraseña del SIGPAC: %s (la de siempre pero con el año)", p)
	}
	return hawS("password-prose", f, t, p)
}

func hawWifi() Sample {
	ssid := hawPick("FarmOffice", "Melkstand-5G", "Greenhouse_IoT", "GRANERO", "Hof-Gast", "CalvingBarn", "Ferme_Wifi", "Stall 2.4")
	p := hawPw()
	switch rng.IntN(9) {
	case 0:
		return hawS("wifi", "chat", fmt.Sprintf("wifi in the milking parlour: %s / %s", ssid, p), p)
	case 1:
		return hawS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p)
	case 2:
		return hawK(hawS("wifi", "config", fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nchannel=6\n", ssid, p), p), "channel=6")
	case 3:
		return hawS("wifi", "whatsapp-de", fmt.Sprintf("%s: WLAN-Schlüssel für %s ist %s", hawPerson(), ssid, p), p)
	case 4:
		return hawS("wifi", "wpa_supplicant", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, p), p)
	case 5:
		return hawS("wifi", "notes", fmt.Sprintf("Guest wifi for the open farm day\nNetwork: %s\nPassword: %s\nPrinted on the sign at the shop.", ssid, p), p)
	case 6:
		return hawS("wifi", "whatsapp-fr", fmt.Sprintf("le code wifi de la salle de traite : %s", p), p)
	case 7:
		return hawS("wifi", "shell", fmt.Sprintf("nmcli dev wifi connect \"%s\" password \"%s\"", ssid, p), p)
	default:
		return hawS("wifi", "yaml", fmt.Sprintf("# esphome node in greenhouse 3\nwifi:\n  ssid: \"%s\"\n  password: \"%s\"\nsensor:\n  - platform: dht\n    pin: GPIO4\n", ssid, p), p)
	}
}

func hawPin() Sample {
	code := hawRnd(digits, hawPick2(4, 6))
	switch rng.IntN(10) {
	case 0:
		return hawS("pin", "chat", fmt.Sprintf("gate code for the lower yard is %s", code), code)
	case 1:
		return hawS("pin", "chat", fmt.Sprintf("fuel pump card PIN: %s (red card, diesel only)", code), code)
	case 2:
		return hawS("pin", "whatsapp-de", fmt.Sprintf("%s: Code vom Schlüsseltresor am Stall: %s", hawPerson(), code), code)
	case 3:
		return hawS("pin", "notes", fmt.Sprintf("Relief milker instructions\n- arrive 04:30\n- door code %s#\n- check robot 2 teat cups", code), code)
	case 4:
		return hawS("pin", "whatsapp-es", fmt.Sprintf("el código de la alarma de la nave es %s", code), code)
	case 5:
		return hawS("pin", "chat", fmt.Sprintf("alarm panel master code %s, installer code is different", code), code)
	case 6:
		return hawS("pin", "whatsapp-fr", fmt.Sprintf("Le digicode du hangar: %s", code), code)
	case 7:
		return hawS("pin", "sms", fmt.Sprintf("Your padlock combo for the chemical store: %s", code), code)
	case 8:
		return hawS("pin", "whatsapp-pt", fmt.Sprintf("%s: o PIN do cartão do posto é %s", hawPerson(), code), code)
	default:
		return hawS("pin", "chat", fmt.Sprintf("SIM PIN of the GSM modem in the pump house: %s, PUK %s", code, hawRnd(digits, 8)), code)
	}
}

func hawTotp() Sample {
	seed := hawB32(hawPick2(16, 32))
	acct := hawPick("agronomist@coop.example", "jan@hof-brinkmann.de", "fieldview-admin", "ops@greenacres.farm")
	switch rng.IntN(5) {
	case 0:
		return hawS("totp", "uri", fmt.Sprintf("otpauth://totp/FarmPortal:%s?secret=%s&issuer=FarmPortal&digits=6", acct, seed), seed)
	case 1:
		return hawS("totp", "chat", fmt.Sprintf("2FA seed for the subsidy portal (in case my phone dies): %s", seed), seed)
	case 2:
		g := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16]
		return hawS("totp", "notes", fmt.Sprintf("Authenticator setup key for %s:\n%s\n(enter without spaces)", hawSys(), g), g)
	case 3:
		return hawS("totp", "whatsapp-de", fmt.Sprintf("%s: TOTP-Geheimnis fürs Bankportal: %s", hawPerson(), seed), seed)
	default:
		return hawS("totp", "env", fmt.Sprintf("COOP_USER=%s\nCOOP_TOTP_SECRET=%s\n", acct, seed), seed)
	}
}

func hawRecovery() Sample {
	var codes []string
	n := hawIn(4, 8)
	for i := 0; i < n; i++ {
		switch rng.IntN(2) {
		case 0:
			codes = append(codes, hawRnd(lower+digits, 5)+"-"+hawRnd(lower+digits, 5))
		default:
			codes = append(codes, hawRnd(digits, 4)+" "+hawRnd(digits, 4))
		}
	}
	sys := hawPick("John Deere account", "FieldView account", "GitHub (farm-iot)", "Microsoft 365 of the co-op", "DroneDeploy")
	switch rng.IntN(3) {
	case 0:
		return hawS("recovery-codes", "notes", fmt.Sprintf("Recovery codes — %s\n%s\nKeep in the safe in the office.", sys, strings.Join(codes, "\n")), codes...)
	case 1:
		return hawS("recovery-codes", "chat", fmt.Sprintf("backup codes for %s: %s", sys, strings.Join(codes, ", ")), codes...)
	default:
		return hawS("recovery-codes", "markdown", fmt.Sprintf("### %s\n\n- %s\n", sys, strings.Join(codes, "\n- ")), codes...)
	}
}

func hawVendorChat() Sample {
	who := hawPerson()
	switch rng.IntN(10) {
	case 0:
		k := hawHex(32)
		return hawS("api-key", "chat", fmt.Sprintf("%s: OpenWeatherMap appid for the frost alert script: %s", who, k), k)
	case 1:
		k := hawRnd(lower+digits, 32)
		s := hawRnd(lower+digits, 32)
		return hawS("api-key", "notes", fmt.Sprintf("WeatherLink v2\napi-key: %s\napi-secret: %s\nstation id %d", k, s, hawIn(10000, 999999)), s, k)
	case 2:
		id := hawRnd(lower+digits, 32)
		sec := hawRnd(alnum, 40)
		return hawS("oauth-client", "chat", fmt.Sprintf("Deere developer app: client id %s, client secret %s — redirect is localhost:9090", id, sec), sec)
	case 3:
		k := hawRnd(alnum, 40)
		return hawS("api-key", "whatsapp-de", fmt.Sprintf("%s: FieldView API-Key für den Ertragskarten-Export: %s", who, k), k)
	case 4:
		t := hawRnd(hexs, 32)
		return hawS("api-key", "chat", fmt.Sprintf("DroneDeploy API token %s (expires in 90 days)", t), t)
	case 5:
		k := hawHF()
		return hawS("api-key", "chat", fmt.Sprintf("HF token for the weed-detection model repo: %s", k), k)
	case 6:
		k := hawAnthropic()
		return hawS("api-key", "whatsapp-es", fmt.Sprintf("%s: la clave de la API para el asistente agronómico: %s", who, k), k)
	case 7:
		k := hawRnd(alnum, 24)
		return hawS("api-key", "email", fmt.Sprintf("Dear customer,\n\nyour Meteomatics API password is %s\nusername: %s_farm\n\nKind regards", k, strings.ToLower(who)), k)
	case 8:
		k := hawTelegram()
		return hawS("bot-token", "whatsapp-pt", fmt.Sprintf("%s: token do bot do Telegram que avisa da temperatura da câmara fria: %s", who, k), k)
	default:
		_, tok := hawDiscordHook()
		url := "https://discord.com/api/webhooks/" + hawNum(19) + "/" + tok
		return hawS("webhook", "chat", fmt.Sprintf("silo alarm webhook → %s", url), tok)
	}
}
