package main

import "fmt"

// Passwords, Wi-Fi keys, PINs and door codes written the way people write them, in several
// languages.

func haeProseGens() []haeGen {
	return []haeGen{
		{26, haePasswordProseSample},
		{8, haeWifiSample},
		{8, haePinSample},
	}
}

var haePwPhrases = []string{
	"the password is %s",
	"pw: %s",
	"password for the shared account is %s, don't lose it",
	"I changed it to %s",
	"new password → %s",
	"pass is %s (case sensitive)",
	"use %s as the password",
	"it's %s — password for the jenkins admin",
	"Password reset done. Temporary password: %s",
	"fyi my vpn password is now %s",
	"the root pw on the old box was %s, probably still is",
	"Das Passwort lautet %s",
	"Passwort: %s",
	"le mot de passe est %s",
	"mot de passe du wifi invité : %s",
	"la contraseña es %s",
	"contraseña nueva: %s",
	"a senha é %s",
	"la password è %s",
	"het wachtwoord is %s",
	"hasło to %s",
	"şifre: %s",
	"lösenordet är %s",
	"пароль: %s",
	"новый пароль %s",
	"パスワードは %s です",
	"パスワード：%s",
	"密码是 %s",
	"密碼：%s",
	"비밀번호는 %s 입니다",
	"كلمة المرور هي %s",
	"पासवर्ड %s है",
	"mật khẩu là %s",
	"kata sandinya %s",
	"סיסמה: %s",
	"ο κωδικός είναι %s",
}

func haePasswordProseSample() Sample {
	p := haePw()
	ph := pick(haePwPhrases)
	body := fmt.Sprintf(ph, p)
	switch rng.IntN(6) {
	case 0:
		return haeS("password-prose", "chat", body, p)
	case 1:
		line := fmt.Sprintf("Standup %s: %s is out tomorrow.", haeDate(), haeCap(pick(haeNames)))
		return haeKeep(haeS("password-prose", "meeting-notes", line+"\n- "+body+"\n- next sync Thursday", p), line, "- next sync Thursday")
	case 2:
		return haeS("password-prose", "email", fmt.Sprintf("Hi %s,\n\n%s\n\nBest,\n%s", haeCap(pick(haeNames)), haeCap(body), haeCap(pick(haeNames))), p)
	case 3:
		return haeS("password-prose", "agent-memory", fmt.Sprintf("- User said: \"%s\" (for the %s account)", body, pick([]string{"staging admin", "family NAS", "Jira bot", "router", "old WordPress"})), p)
	case 4:
		return haeS("password-prose", "ticket", fmt.Sprintf("[%s-%d] Can't log in after reset\nReporter: %s\n\n%s. Still getting \"invalid credentials\".", pick([]string{"OPS", "IT", "HELP"}), haeIn(100, 9999), pick(haeNames), haeCap(body)), p)
	default:
		return haeS("password-prose", "chat", haeLowFirst(body)+pick([]string{"", " 🙏", " thx", "!", " lol"}), p)
	}
}

func haeWifiSample() Sample {
	ssid := haeCap(pick(haeWords)) + pick([]string{"-5G", "_Guest", " Office", "-IoT", ""})
	p := haePwHuman()
	if haeChance(0.3) {
		p = rnd(alnum, haeIn(12, 20))
	}
	switch rng.IntN(6) {
	case 0:
		return haeS("wifi", "chat", fmt.Sprintf("wifi is %s, password %s", ssid, p), p)
	case 1:
		return haeS("wifi", "qr-uri", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p), p)
	case 2:
		return haeS("wifi", "notes", fmt.Sprintf("Guest Wi-Fi\n  SSID: %s\n  WPA2 key: %s", ssid, p), p)
	case 3:
		return haeS("wifi", "wpa_supplicant.conf", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, p), p)
	case 4:
		return haeS("wifi", "chat-fr", fmt.Sprintf("Le code wifi c'est %s (réseau %s)", p, ssid), p)
	default:
		return haeS("wifi", "chat-ja", fmt.Sprintf("Wi-Fiは「%s」、パスワードは %s です", ssid, p), p)
	}
}

func haePinSample() Sample {
	pin := rnd(digits, haeIn(4, 6))
	for pin[0] == '0' && haeChance(0.5) {
		pin = rnd(digits, len(pin))
	}
	switch rng.IntN(8) {
	case 0:
		return haeS("pin", "chat", fmt.Sprintf("door code for the back entrance is %s#", pin), pin)
	case 1:
		return haeS("pin", "chat", fmt.Sprintf("the alarm code is %s, you have 30 seconds after opening the door", pin), pin)
	case 2:
		return haeS("pin", "notes", fmt.Sprintf("Office\n- Wi-Fi: see the sticker\n- Key safe PIN: %s\n- Bins go out Tuesday", pin), pin)
	case 3:
		return haeS("pin", "chat-de", fmt.Sprintf("Die PIN für die SIM-Karte ist %s", pin), pin)
	case 4:
		return haeS("pin", "chat-es", fmt.Sprintf("el código del portal es %s", pin), pin)
	case 5:
		return haeS("pin", "agent-memory", fmt.Sprintf("- User's phone unlock PIN (for the test device): %s", pin), pin)
	case 6:
		return haeS("pin", "chat", fmt.Sprintf("bike lock combo: %s", pin), pin)
	default:
		return haeS("pin", "chat-pt", fmt.Sprintf("o PIN do cartão corporativo é %s", pin), pin)
	}
}
