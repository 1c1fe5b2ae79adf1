package main

import (
	"fmt"
	"strings"
)

func halProse() []Sample {
	var out []Sample
	out = append(out, halRep(27, halPwProse)...)
	out = append(out, halRep(11, halWifi)...)
	out = append(out, halRep(9, halPIN)...)
	out = append(out, halRep(5, halTOTPSample)...)
	out = append(out, halRep(5, halRecovery)...)
	return out
}

var halPwTemplates = []struct{ format, tpl string }{
	{"chat-ja", "パスワードは「%s」です。"},
	{"chat-ja", "サーバーのパス、%s にしといた〜"},
	{"email-ja", "初期パスワード：%s\n※初回ログイン時に必ず変更してください。"},
	{"chat-ja", "管理画面のパスワードを%sに変更しました。"},
	{"chat-ko", "비밀번호는 %s 입니다."},
	{"chat-ko", "비번 %s 으로 바꿨어 ㅋㅋ"},
	{"notes-ko", "임시 비밀번호: %s (24시간 유효)"},
	{"chat-zh", "密码是 %s"},
	{"chat-zh", "新密码：%s，别外传哈"},
	{"chat-zh", "数据库密码改成了%s，记得更新配置"},
	{"chat-zh-tw", "密碼：%s"},
	{"chat-zh-tw", "預設密碼為「%s」，請登入後立即修改。"},
	{"chat-ru", "пароль — %s"},
	{"chat-ru", "Пароль от сервера поменял на %s, старый больше не работает."},
	{"email-ru", "Добрый день!\nВременный пароль: %s\nС уважением, ИТ-отдел"},
	{"chat-uk", "пароль: %s"},
	{"chat-uk", "Новий пароль від адмінки — %s"},
	{"chat-pl", "hasło to %s"},
	{"chat-pl", "Nowe hasło do VPN: %s — nie zapisuj go na karteczce ;)"},
	{"chat-pl", "haslo do konta testowego: %s"},
	{"chat", "the password is %s btw"},
	{"chat", "pw: %s"},
	{"notes", "passphrase for the backup archive is '%s'"},
	{"chat-ja", "zipのパスワードは別メールで送ります → %s"},
	{"ticket-ko", "[요청] VPN 계정 발급 완료\n초기 비밀번호는 %s 입니다. 최초 로그인 시 변경 바랍니다."},
	{"chat-ru", "от почты пароль %s, только не меняй"},
	{"chat-zh", "堡垒机登录口令：%s"},
	{"chat-ja", "暗号化ZIPのパスは %s です。"},
}

func halPwProse() Sample {
	t := halPwTemplates[rng.IntN(len(halPwTemplates))]
	p := halPw()
	if rng.IntN(8) == 0 {
		p = halP("Весна", "Кошка", "Сонечко", "Малина") + halP("2024", "777", "_01") + halP("!", "#", "")
	}
	text := fmt.Sprintf(t.tpl, p)
	s := halS("password-prose", t.format, text, p)
	if strings.Contains(t.format, "email") || strings.Contains(t.format, "ticket") {
		lines := strings.Split(text, "\n")
		for _, l := range lines {
			if !strings.Contains(l, p) && l != "" {
				s = halK(s, l)
				break
			}
		}
	}
	if rng.IntN(3) == 0 {
		s.Text = halP("田中さん、", "@kim ", "Коллеги, ", "Hej, ", "各位，") + s.Text
	}
	return s
}

func halWifi() Sample {
	p := halPw()
	ssid := halP("OFFICE-5G", "aterm-3f2a1c-g", "iptime_3F", "TP-Link_7A2C", "ChinaNet-x8Kd", "Keenetic-4412", "Biuro_Gosc", "Buffalo-G-ABCD")
	switch rng.IntN(7) {
	case 0:
		s := halS("wifi-password", "notes-ja", fmt.Sprintf("来客用Wi-Fi\nSSID: %s\nパスワード：%s", ssid, p), p)
		return halK(s, "SSID: "+ssid)
	case 1:
		return halS("wifi-password", "chat-ko", fmt.Sprintf("와이파이 %s 비번은 %s 에요", ssid, p), p)
	case 2:
		return halS("wifi-password", "chat-zh", fmt.Sprintf("WiFi：%s 密码：%s", ssid, p), p)
	case 3:
		return halS("wifi-password", "chat-ru", fmt.Sprintf("пароль от вайфая %s — %s", ssid, p), p)
	case 4:
		return halS("wifi-password", "chat-pl", fmt.Sprintf("hasło do Wi-Fi (%s): %s", ssid, p), p)
	case 5:
		q := strings.NewReplacer(";", "", ":", "", "\\", "").Replace(p)
		return halS("wifi-password", "qr-string", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, q), q)
	default:
		return halS("wifi-password", "chat-zh-tw", fmt.Sprintf("會議室無線網路 %s，密碼 %s", ssid, p), p)
	}
}

func halPIN() Sample {
	code := halR(digits, halN(4, 6))
	switch rng.IntN(7) {
	case 0:
		return halS("door-code", "chat-ja", fmt.Sprintf("オートロックの暗証番号は %s です。", code), code)
	case 1:
		return halS("door-code", "chat-ko", fmt.Sprintf("사무실 도어락 비번 *%s# 입니다", code), code)
	case 2:
		return halS("door-code", "chat-zh", fmt.Sprintf("机房门禁密码 %s#，进出请登记", code), code)
	case 3:
		return halS("door-code", "chat-ru", fmt.Sprintf("код домофона %s, квартира 12", code), code)
	case 4:
		return halS("door-code", "chat-pl", fmt.Sprintf("kod do drzwi serwerowni: %s", code), code)
	case 5:
		return halS("pin", "notes-uk", fmt.Sprintf("PIN від робочої SIM-картки: %s, PUK у сейфі", code), code)
	default:
		return halS("pin", "chat-ja", fmt.Sprintf("社用スマホのPINは%sです", code), code)
	}
}

func halTOTPSample() Sample {
	seed := halTOTP()
	switch rng.IntN(3) {
	case 0:
		uri := fmt.Sprintf("otpauth://totp/Example:%s?secret=%s&issuer=Example", halUser(), seed)
		return halS("totp-seed", "url", uri, seed)
	case 1:
		var g []string
		low := strings.ToLower(seed)
		for i := 0; i < len(low); i += 4 {
			g = append(g, low[i:i+4])
		}
		gs := strings.Join(g, " ")
		return halS("totp-seed", "chat-ja", fmt.Sprintf("共有アカウントの2FAシークレット：%s（Google Authenticatorに手入力）", gs), gs)
	default:
		return halS("totp-seed", "chat-ru", fmt.Sprintf("секрет для двухфакторки: %s", seed), seed)
	}
}

func halRecovery() Sample {
	var codes []string
	n := halN(6, 10)
	for i := 0; i < n; i++ {
		codes = append(codes, halR(lower+digits, 5)+"-"+halR(lower+digits, 5))
	}
	head := halP("GitHubのリカバリーコード（共有アカウント）", "백업 코드 보관용", "恢复码（请妥善保管）", "Коды восстановления:", "Kody zapasowe:")
	s := halS("recovery-codes", "notes", head+"\n"+strings.Join(codes, "\n"), codes...)
	return halK(s, head)
}
