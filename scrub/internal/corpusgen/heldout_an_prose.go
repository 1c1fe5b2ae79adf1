package main

// Passwords as people write them: prose in many languages, shift handover notes, Wi-Fi,
// PINs and door codes, TOTP seeds and recovery codes.

import (
	"fmt"
	"strings"
)

var hanProseTemplates = []struct{ lang, tpl string }{
	{"english", "the password for the back-office PC is %s"},
	{"english", "pw is %s btw"},
	{"english", "use %s to unlock the manager screen on the till"},
	{"english", "I changed the safe software password to %s, tell the night auditor"},
	{"english", "new pass for the Toast admin: %s"},
	{"english", "password = %s (case sensitive!)"},
	{"english", "Reminder: the shared orders@ mailbox password got reset to %s"},
	{"english", "Password for the warehouse tablets is now %s."},
	{"english", "if it asks for a password just type %s"},
	{"english", "the label printer admin pwd: %s"},
	{"spanish", "la contraseña del TPV es %s"},
	{"spanish", "la clave nueva del back office es %s, no la apuntéis en el mostrador"},
	{"spanish", "contraseña: %s"},
	{"italian", "la password della cassa è %s"},
	{"italian", "nuova password del gestionale: %s"},
	{"italian", "per entrare nel PMS usa la password %s"},
	{"turkish", "kasa şifresi %s oldu"},
	{"turkish", "yeni parola: %s — depo tabletleri için"},
	{"polish", "hasło do kasy to %s"},
	{"polish", "nowe hasło do panelu sklepu: %s"},
	{"arabic", "كلمة المرور الجديدة لنظام الكاشير هي %s"},
	{"arabic", "كلمة السر: %s"},
	{"german", "das Passwort für die Kasse ist jetzt %s"},
	{"french", "le mot de passe de la caisse est %s"},
	{"portuguese", "a senha do PDV mudou para %s"},
	{"japanese", "レジ管理画面のパスワードは %s です"},
	{"chinese", "收银系统的密码是 %s"},
	{"russian", "пароль от кассы: %s"},
	{"greek", "ο κωδικός για το σύστημα κρατήσεων είναι %s"},
	{"dutch", "het wachtwoord van de kassa is %s"},
}

func hanProsePwSample() Sample {
	t := hanProseTemplates[rng.IntN(len(hanProseTemplates))]
	pw := hanPw()
	line := fmt.Sprintf(t.tpl, pw)
	switch rng.IntN(4) {
	case 0:
		return hanS("password-prose", t.lang, line, []string{pw})
	case 1:
		return hanS("password-prose", "chat-"+t.lang, fmt.Sprintf("[%s] %s: %s", hanTime(), hanPerson(), line), []string{pw})
	case 2:
		other := hanOne("delivery from Metro arrives at 7", "the ice machine is fixed", "table 12 booked for 20 people",
			"two pallets of water still on the dock", "Z-report printed and in the safe")
		return hanS("password-prose", "note-"+t.lang, fmt.Sprintf("- %s\n- %s\n- restock the receipt paper", other, line), []string{pw}, "- "+other)
	default:
		return hanS("password-prose", "ticket-"+t.lang, fmt.Sprintf("HELP-%d (%s)\n%s\nStatus: resolved", hanN(100, 9999), hanStore(), line), []string{pw}, "Status: resolved")
	}
}

func hanHandoverSample() Sample {
	pw := hanPw()
	code, _ := hanUnique(func() string { return hanRnd(digits, 4) }, func(c string) string { return c })
	room := fmt.Sprintf("%d%02d", hanN(1, 9), hanN(1, 40))
	switch rng.IntN(6) {
	case 0:
		t := fmt.Sprintf("Entrega de turno — %s\n- Habitación %s: cliente pide late check-out, aprobado hasta las 14:00.\n- El TPV del bar se reinició dos veces.\n- Contraseña nueva del PMS: %s\n- Caja cuadrada, sin incidencias.", hanDate(), room, pw)
		return hanS("handover", "spanish", t, []string{pw}, "- Caja cuadrada, sin incidencias.")
	case 1:
		t := fmt.Sprintf("Passaggio di turno %s\n1. Camera %s: frigobar da controllare.\n2. Password cassa cambiata in %s\n3. Corriere DHL passa alle 16.", hanDate(), room, pw)
		return hanS("handover", "italian", t, []string{pw}, "3. Corriere DHL passa alle 16.")
	case 2:
		t := fmt.Sprintf("Vardiya devri (%s)\n* %s numaralı oda: havlu istendi.\n* Depo el terminali şifresi: %s\n* Kargo teslimatı tamamlandı.", hanDate(), room, pw)
		return hanS("handover", "turkish", t, []string{pw}, "* Kargo teslimatı tamamlandı.")
	case 3:
		t := fmt.Sprintf("تسليم الوردية %s\n- الغرفة %s: طلب سرير إضافي.\n- كلمة مرور نظام نقاط البيع الجديدة: %s\n- تم إغلاق الصندوق.", hanDate(), room, pw)
		return hanS("handover", "arabic", t, []string{pw}, "- تم إغلاق الصندوق.")
	case 4:
		t := fmt.Sprintf("Przekazanie zmiany %s\n- pokój %s: klient zgłosił zepsutą klimatyzację\n- hasło do skanerów w magazynie: %s\n- kod do sejfu: %s\n- kasa rozliczona", hanDate(), room, pw, code)
		if strings.Count(t, code) != 1 {
			return hanS("handover", "polish", strings.Replace(t, "- kod do sejfu: "+code+"\n", "", 1), []string{pw}, "- kasa rozliczona")
		}
		return hanS("handover", "polish", t, []string{pw, code}, "- kasa rozliczona")
	default:
		t := fmt.Sprintf("Night audit handover %s\n- room %s no-show, card charged per policy\n- Opera login for relief auditor: nightaudit / %s\n- lobby printer out of toner", hanDate(), room, pw)
		return hanS("handover", "english", t, []string{pw}, "- lobby printer out of toner")
	}
}

func hanWifiSample() Sample {
	pw := hanPw()
	ssid := hanOne("Hotel-Staff", "BackOffice-5G", "Almacen_WiFi", "Magazyn-Skanery", "Depo-Terminal", "Cucina-Staff", "POS-Net")
	switch rng.IntN(8) {
	case 0:
		return hanS("wifi", "note", fmt.Sprintf("Staff Wi-Fi: SSID %s, pass %s (guests use Hotel-Guest, open)", ssid, pw), []string{pw}, "guests use Hotel-Guest, open")
	case 1:
		return hanS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), []string{pw})
	case 2:
		return hanS("wifi", "config", fmt.Sprintf("interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nchannel=6", ssid, pw), []string{pw}, "channel=6")
	case 3:
		return hanS("wifi", "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), []string{pw})
	case 4:
		return hanS("wifi", "spanish", fmt.Sprintf("la clave del wifi del almacén (%s) es %s", ssid, pw), []string{pw})
	case 5:
		return hanS("wifi", "turkish", fmt.Sprintf("Wi-Fi şifresi: %s (ağ: %s)", pw, ssid), []string{pw})
	case 6:
		return hanS("wifi", "italian", fmt.Sprintf("wifi staff %s — password %s", ssid, pw), []string{pw})
	default:
		return hanS("wifi", "chat", fmt.Sprintf("%s: scanners keep dropping, rejoin them to %s with %s", hanPerson(), ssid, pw), []string{pw})
	}
}

func hanPinSample() Sample {
	var gen func() string
	switch rng.IntN(3) {
	case 0:
		gen = func() string { return hanRnd(digits, 4) }
	case 1:
		gen = func() string { return hanRnd(digits, 6) }
	default:
		gen = func() string { return hanRnd(digits, 4) + "#" }
	}
	tpls := []struct{ lang, tpl string }{
		{"english", "back door code is %s"},
		{"english", "alarm code for the shop: %s — disarm within 30s"},
		{"english", "manager override PIN on the tills is %s"},
		{"english", "keypad code for the loading dock: %s"},
		{"english", "the cash drawer PIN is %s, don't share with temps"},
		{"english", "lock encoder master PIN: %s"},
		{"english", "safe code %s (changed after the audit)"},
		{"spanish", "el código de la alarma es %s"},
		{"spanish", "código de la puerta del almacén: %s"},
		{"italian", "codice allarme del negozio: %s"},
		{"turkish", "depo kapı şifresi %s"},
		{"polish", "kod do drzwi magazynu: %s"},
		{"arabic", "رمز باب المستودع هو %s"},
		{"german", "der Tresorcode ist %s"},
		{"french", "code de l'alarme : %s"},
	}
	t := tpls[rng.IntN(len(tpls))]
	wrap := rng.IntN(3)
	p := hanPerson()
	code, text := hanUnique(gen, func(c string) string {
		line := fmt.Sprintf(t.tpl, c)
		switch wrap {
		case 0:
			return line
		case 1:
			return fmt.Sprintf("%s: %s", p, line)
		default:
			return fmt.Sprintf("Opening checklist\n- lights and music on\n- %s\n- count the float", line)
		}
	})
	if wrap == 2 {
		return hanS("pin-code", "note-"+t.lang, text, []string{code}, "- count the float")
	}
	return hanS("pin-code", t.lang, text, []string{code})
}

func hanTOTPSample() Sample {
	seed := hanRnd(b32, 32)
	switch rng.IntN(4) {
	case 0:
		return hanS("totp-seed", "url", fmt.Sprintf("otpauth://totp/Shopify:ops@ourshop.example?secret=%s&issuer=Shopify", seed), []string{seed})
	case 1:
		var g []string
		for i := 0; i < 32; i += 4 {
			g = append(g, seed[i:i+4])
		}
		s := strings.ToLower(strings.Join(g, " "))
		return hanS("totp-seed", "note", fmt.Sprintf("2FA setup key for the Square owner account (if the phone dies): %s", s), []string{s})
	case 2:
		return hanS("totp-seed", "chat", fmt.Sprintf("%s: TOTP secret for the shared UPS account is %s, add it to your authenticator", hanPerson(), seed), []string{seed})
	default:
		s := seed[:16]
		return hanS("totp-seed", "spanish", fmt.Sprintf("Clave de configuración del 2FA de la cuenta de DHL: %s", s), []string{s})
	}
}

func hanRecoverySample() Sample {
	var codes []string
	var text string
	switch rng.IntN(3) {
	case 0:
		for i := 0; i < 8; i++ {
			codes = append(codes, hanRnd(hanUUIDHex, 5)+"-"+hanRnd(hanUUIDHex, 5))
		}
		text = "GitHub recovery codes (ourshop-bot)\n" + strings.Join(codes, "\n") + "\nstore these offline"
		return hanS("recovery-codes", "note", text, codes, "store these offline")
	case 1:
		for i := 0; i < 6; i++ {
			codes = append(codes, hanRnd(digits, 4)+" "+hanRnd(digits, 4))
		}
		text = "Google Workspace backup codes for reception@:\n" + strings.Join(codes, "   ")
		return hanS("recovery-codes", "note", text, codes)
	default:
		for i := 0; i < 5; i++ {
			codes = append(codes, strings.ToUpper(hanRnd(lower+digits, 10)))
		}
		text = "Kody zapasowe do konta Allegro (sklep):\n- " + strings.Join(codes, "\n- ")
		return hanS("recovery-codes", "polish", text, codes)
	}
}
