package main

import (
	"fmt"
	"strings"
)

// hyProse writes passwords in prose, in many languages, grammars and quoting habits.
func hyProse(b *hyBag) {
	lines := []string{
		"La contraseña del correo de la tienda es %s",
		"te paso la clave: %s",
		"clave nueva del TPV → %s",
		"Cambié la contraseña a %s, avísale a Marta",
		"a senha do e-mail da loja agora é %s",
		"senha: %s (trocada ontem)",
		"Nova senha do sistema da maquininha: %s",
		"Le mot de passe de la caisse est « %s »",
		"mdp du webmail : %s",
		"j'ai changé le mot de passe en %s hier soir",
		"la password del gestionale è %s",
		"pwd del POS: %s — non scriverla sul post-it!",
		"Das Passwort für die Kasse lautet „%s“",
		"neues Kennwort: %s",
		"PW fürs Warenwirtschaftssystem: %s",
		"het wachtwoord van de kassa is %s",
		"hasło do panelu sklepu: %s",
		"Nowe hasło to „%s”",
		"heslo k pokladně je %s",
		"mağaza e-postasının şifresi %s",
		"yeni parola: %s",
		"пароль от кассы: %s",
		"пароль поменяли на «%s»",
		"пароль до пошти магазину — %s",
		"ο κωδικός του ταμείου είναι %s",
		"كلمة المرور الجديدة للنظام هي %s",
		"הסיסמה לקופה היא %s",
		"दुकान के ईमेल का पासवर्ड %s है",
		"দোকানের ইমেইলের পাসওয়ার্ড %s",
		"รหัสผ่านเครื่อง POS คือ %s",
		"mật khẩu email cửa hàng là %s",
		"password kasir yang baru: %s",
		"kata sandinya %s ya kak",
		"レジのパスワードは「%s」です",
		"포스기 비밀번호는 %s 입니다",
		"收银系统的密码是 %s",
		"密码改成了「%s」",
		"password for the shop email is %s",
		"oi, the senha for the admin is %s ok?",
		"la pass del WiFi... no, del gestionale: %s",
		"Kennwort (Buchhaltung) = %s",
		"mot de passe provisoire %s, à changer à la 1re connexion",
		"contraseña temporal: %s (vence en 24 h)",
		"use %s as the password, mesmo que o painel reclame",
	}
	for i := 0; i < 32; i++ {
		p := hyPass()
		b.sec("password-prose", "chat", fmt.Sprintf(lines[rng.IntN(len(lines))], p), []string{p})
	}
	// multi-line e-mails and tickets with an ordinary line to keep.
	for i := 0; i < 20; i++ {
		p := hyPass()
		var text, keep string
		switch i % 10 {
		case 0:
			keep = "Atenciosamente, Equipe Loja Boa Vista"
			text = "Olá Carla,\n\nconforme combinado, a senha provisória do seu acesso ao painel é " + p + ".\nPor favor altere no primeiro login.\n\n" + keep
		case 1:
			keep = "Un saludo, Soporte Técnico"
			text = "Hola Jorge:\nYa restablecí tu cuenta del sistema de facturación. Nueva contraseña: " + p + "\n" + keep
		case 2:
			keep = "Mit freundlichen Grüßen\nIhr IT-Team"
			text = "Guten Tag Frau Öztürk,\n\nIhr Zugang zum Webshop wurde angelegt. Passwort: " + p + "\n\n" + keep
		case 3:
			keep = "Cordialement, l'équipe support"
			text = "Bonjour,\nvotre mot de passe pour l'espace client est : " + p + "\nIl expire dans 7 jours.\n" + keep
		case 4:
			keep = "Статус: решено"
			text = "Заявка №" + fmt.Sprint(hyN(1000, 9999)) + "\nКлиент не мог войти в личный кабинет. Сбросили пароль, новый: " + p + "\n" + keep
		case 5:
			keep = "お手数ですがよろしくお願いいたします。"
			text = "山田様\n\n管理画面の仮パスワードは " + p + " です。\nログイン後に変更してください。\n" + keep
		case 6:
			keep = "Trân trọng, Bộ phận CSKH"
			text = "Chào anh Minh,\nTài khoản phần mềm kế toán đã được tạo.\nMật khẩu: " + p + "\n" + keep
		case 7:
			keep = "Pozdrawiamy, zespół sklepu"
			text = "Dzień dobry,\nhasło do konta hurtowego: " + p + "\nW razie problemów prosimy o kontakt.\n" + keep
		case 8:
			keep = "مع تحيات فريق الدعم"
			text = "مرحباً أحمد،\nتم إنشاء حسابك في نظام المبيعات.\nكلمة المرور: " + p + "\n" + keep
		default:
			keep = "Saygılarımızla, Destek Ekibi"
			text = "Merhaba Ayşe Hanım,\nmuhasebe paneline giriş şifreniz: " + p + "\n" + keep
		}
		b.sec("password-prose", "email", text, []string{p}, keep)
	}
	// Passwords in the middle of a longer support chat.
	for i := 0; i < 8; i++ {
		p := hyPass()
		who := hyP("Lucía", "João", "Mehmet", "Олена", "Nguyen", "Priya", "Kenji", "Ji-woo", "Dimitris", "Noa")
		keep := "[09:1" + fmt.Sprint(i) + "] cliente: a impressora fiscal continua sem papel"
		text := "[09:0" + fmt.Sprint(i) + "] " + who + ": " + hyP("consegui entrar, a senha era ", "era essa mesmo: ", "ok, tente com ", "la clave correcta es ", "das richtige Passwort ist ") + p + "\n" + keep
		b.sec("password-prose", "chat", text, []string{p}, keep)
	}
}

// hyProseMore writes Wi-Fi keys, PINs and door codes, TOTP seeds and recovery codes.
func hyProseMore(b *hyBag) {
	ssids := []string{"Cafe_Lisboa", "Boulangerie_Invites", "Tienda-Clientes", "Praxis-Gast", "Warung_Bu_Sri", "HOTEL_ANKARA_5G", "Sklep-Goscie", "Kafe Odessa", "Loja_Centro_2G"}
	wifi := []string{
		"WiFi dos clientes: %[1]s / senha: %[2]s",
		"Wi-Fi des clients : %[1]s — clé WPA : %[2]s",
		"WLAN %[1]s, Schlüssel: %[2]s",
		"%[1]s wifi şifresi: %[2]s",
		"пароль от вайфая %[1]s: %[2]s",
		"Wi-Fi「%[1]s」のパスワード %[2]s",
		"와이파이 %[1]s 비번 %[2]s",
		"WiFi：%[1]s 密码：%[2]s",
		"รหัสไวไฟ %[1]s คือ %[2]s",
		"pass wifi %[1]s: %[2]s",
		"hasło do wifi (%[1]s) to %[2]s",
		"Red: %[1]s\nContraseña: %[2]s",
		"WIFI:T:WPA;S:%[1]s;P:%[2]s;;",
	}
	for i := 0; i < 16; i++ {
		s := ssids[rng.IntN(len(ssids))]
		p := hyP(strings.ToLower(hyHuman()), hyHuman(), hyR(lower+digits, 10))
		b.sec("wifi", "chat", fmt.Sprintf(wifi[rng.IntN(len(wifi))], s, p), []string{p}, s)
	}
	codes := []string{
		"código del portón: %s#",
		"o código do alarme é %s",
		"Türcode Lager: %s",
		"PIN der Firmenkarte: %s",
		"kod do drzwi zaplecza %s",
		"kapı şifresi %s*",
		"код от сейфа — %s",
		"金庫の暗証番号は %s",
		"도어락 비번 %s*",
		"门禁密码 %s#",
		"รหัสประตูหลังร้าน %s",
		"mã cửa kho: %s",
		"PIN kartu EDC: %s",
		"code de l'alarme : %s (désactiver avant 8 h)",
		"PIN del bancomat aziendale %s",
		"κωδικός συναγερμού %s",
	}
	for i := 0; i < 16; i++ {
		c := hyR(digits, hyP(4, 4, 5, 6))
		b.sec("pin-code", "chat", fmt.Sprintf(codes[rng.IntN(len(codes))], c), []string{c})
	}
	for i := 0; i < 12; i++ {
		s := hyTOTP()
		var text string
		secret := s
		switch i % 4 {
		case 0:
			text = "otpauth://totp/" + hyP("LojaBoaVista", "TiendaNorte", "Kasse24") + ":admin?secret=" + s + "&issuer=" + hyP("Bling", "Holded", "Lexware") + "&digits=6"
		case 1:
			var g []string
			for j := 0; j < len(s); j += 4 {
				g = append(g, strings.ToLower(s[j:j+4]))
			}
			secret = strings.Join(g, " ")
			text = "chave de configuração do autenticador (se o QR não abrir): " + secret
		case 2:
			text = "2FA-Seed für das Bankkonto der Filiale: " + s + "\nbitte in den Tresor-Ordner"
		default:
			text = "clé secrète 2FA du compte hébergeur : " + s
		}
		b.sec("totp-seed", "chat", text, []string{secret})
	}
	for i := 0; i < 10; i++ {
		n := hyN(4, 8)
		var cs []string
		for j := 0; j < n; j++ {
			switch i % 3 {
			case 0:
				cs = append(cs, hyHex(5)+"-"+hyHex(5))
			case 1:
				cs = append(cs, hyR(digits, 4)+" "+hyR(digits, 4))
			default:
				cs = append(cs, strings.ToUpper(hyR(lower+digits, 4)+"-"+hyR(lower+digits, 4)+"-"+hyR(lower+digits, 4)))
			}
		}
		head := hyP("códigos de recuperação da conta do Google da loja:", "Wiederherstellungscodes (Hosting):", "recovery codes del correo, guardar offline:", "коды восстановления:", "バックアップコード：", "kody zapasowe do konta:")
		text := head + "\n" + strings.Join(cs, "\n") + "\n(cada código só funciona uma vez)"
		b.sec("recovery-codes", "notes", text, cs, "(cada código só funciona uma vez)")
	}
}
