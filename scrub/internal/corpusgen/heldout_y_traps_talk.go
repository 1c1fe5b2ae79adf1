package main

import (
	"fmt"
	"strings"
)

// hyTrapsTalk writes text that talks about passwords, logins, PINs and keys without holding
// one: policies, resets, placeholders, menu paths, field labels and error messages.
func hyTrapsTalk(b *hyBag) {
	policy := []string{
		"A senha precisa ter pelo menos %d caracteres, com número e símbolo.",
		"La contraseña debe tener al menos %d caracteres y no puede repetir las últimas 5.",
		"Le mot de passe doit contenir au moins %d caractères.",
		"La password deve avere almeno %d caratteri.",
		"Das Passwort muss mindestens %d Zeichen lang sein und wird alle 90 Tage erneuert.",
		"Het wachtwoord moet minimaal %d tekens bevatten.",
		"Hasło musi mieć co najmniej %d znaków.",
		"Heslo musí mít alespoň %d znaků.",
		"Şifre en az %d karakter olmalı.",
		"Пароль должен быть не короче %d символов.",
		"Пароль має містити щонайменше %d символів.",
		"Ο κωδικός πρέπει να έχει τουλάχιστον %d χαρακτήρες.",
		"يجب أن تتكون كلمة المرور من %d أحرف على الأقل.",
		"הסיסמה חייבת להכיל לפחות %d תווים.",
		"पासवर्ड कम से कम %d अक्षरों का होना चाहिए।",
		"পাসওয়ার্ড অন্তত %d অক্ষরের হতে হবে।",
		"รหัสผ่านต้องมีอย่างน้อย %d ตัวอักษร",
		"Mật khẩu phải có ít nhất %d ký tự.",
		"Kata sandi minimal %d karakter.",
		"パスワードは%d文字以上にしてください。",
		"비밀번호는 %d자 이상이어야 합니다.",
		"密码至少需要 %d 个字符。",
		"the password policy requires %d characters",
	}
	for i := 0; i < 30; i++ {
		b.trap("password-talk", "chat", hyVary(fmt.Sprintf(policy[rng.IntN(len(policy))], hyP(8, 10, 12, 14, 16))))
	}
	talk := []string{
		"Esqueci a senha do painel, alguém pode resetar?",
		"o cliente diz que não recebe o e-mail de redefinição de senha",
		"¿Quién tiene la contraseña del router? Yo no la encuentro.",
		"He cambiado la contraseña del correo; te la paso por teléfono, no por aquí.",
		"Mot de passe oublié : le lien expire au bout de 30 minutes.",
		"Passwort zurücksetzen geht nur über den Admin, nicht über die Kasse.",
		"Kennwort steht im Tresor, Fach 2 — frag Herrn Becker.",
		"hasło zmieniłam, nowe jest w menedżerze haseł",
		"şifreyi WhatsApp'tan göndermeyin lütfen, 1Password'e ekledim",
		"пароль не присылайте в чат, я добавил его в KeePass",
		"Ο κωδικός άλλαξε χθες, θα σας τον πω από κοντά.",
		"הסיסמה נמצאת בכספת הסיסמאות של הצוות",
		"पासवर्ड भूल गए? 'Forgot password' पर क्लिक करें।",
		"รหัสผ่านหมดอายุทุก 90 วัน กรุณาเปลี่ยนก่อนวันศุกร์",
		"Tôi đã đổi mật khẩu, sẽ gửi qua Zalo riêng.",
		"password-nya sudah diganti, minta ke Pak Budi ya",
		"パスワードはチャットに書かないでください。",
		"비밀번호는 관리자에게 직접 문의하세요.",
		"密码请不要发在群里，私聊发给我。",
		"Please never paste the POS password here, DM me instead.",
		"a senha do Wi-Fi dos clientes fica no cardápio",
		"O PIN tem 4 dígitos e bloqueia depois de 3 tentativas.",
		"el código de la puerta lo cambiamos cada mes; pregúntale a la encargada",
		"kod do drzwi zmieniamy co miesiąc",
		"Le Wi-Fi invités est ouvert, sans mot de passe.",
		"ative a verificação em duas etapas (2FA) no app da conta",
		"Die Wiederherstellungscodes liegen ausgedruckt im Safe.",
		"API anahtarını panelden yeniden oluşturmanız gerekiyor.",
		"token ini kedaluwarsa setiap 24 jam, jadi harus di-refresh",
		"the Stripe secret key lives in the vault, not in the repo",
		"La clave API se genera en Ajustes → Integraciones.",
		"APIキーは管理画面の「開発者」タブで再発行できます。",
		"API 키는 절대 프론트엔드 코드에 넣지 마세요.",
		"新的 API 密钥已经在后台生成，请到「开发者设置」查看。",
		"Ключ API можно перевыпустить в личном кабинете.",
	}
	for i := 0; i < 35; i++ {
		t := talk[rng.IntN(len(talk))]
		b.trap("password-talk", "chat", hyVary(t))
	}
	// Placeholders in templates and docs.
	ph := []string{"<sua-senha-aqui>", "<tu-token>", "TU_CONTRASEÑA", "xxxx", "********", "••••••••", "{{password}}",
		"${SMTP_PASS}", "YOUR_API_KEY", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
		"<senha>", "[REDACTED]", "changeme", "<mot-de-passe>", "DEIN_PASSWORT", "ваш_пароль", "パスワード", "여기에_토큰", "你的密钥"}
	for i := 0; i < 22; i++ {
		p := ph[rng.IntN(len(ph))]
		var text string
		switch i % 6 {
		case 0:
			text = "# .env.example — copie para .env e preencha\nDB_HOST=localhost\nDB_PASSWORD=" + p + "\nMAIL_FROM=contato@loja.example"
		case 1:
			text = "Ejemplo de uso:\n\n    curl -H \"Authorization: Bearer " + p + "\" https://api.tienda.example/v1/pedidos"
		case 2:
			text = "smtp:\n  host: smtp.zoho.eu\n  user: ventas@tienda-norte.mx\n  password: \"" + p + "\"  # rellenar en producción"
		case 3:
			text = "Im Handbuch steht: Benutzer „admin“, Passwort „" + p + "“ durch das eigene ersetzen."
		case 4:
			text = "senha: " + hyP("********", "••••••••", "***", "[REDACTED]") + " (o sistema mostra assim, mascarado)"
		default:
			text = "| Campo | Valor |\n|---|---|\n| usuario | tu-correo@dominio.com |\n| token | " + p + " |"
		}
		b.trap("placeholder", hyP("env", "docs", "chat"), text)
	}
	// Menu paths and field labels written with slashes.
	menus := []string{
		"Admin / Configurações / Usuários",
		"Ajustes / Seguridad / Contraseña",
		"Einstellungen / Konto / Passwort ändern",
		"Paramètres / Sécurité / Mot de passe",
		"Impostazioni / Account / Password",
		"Instellingen / Beveiliging / Wachtwoord wijzigen",
		"Ustawienia / Konto / Zmień hasło",
		"Yönetim / Ayarlar / Şifre Değiştir",
		"Настройки / Безопасность / Пароль",
		"管理 / 設定 / パスワード変更",
		"설정 / 보안 / 비밀번호 변경",
		"设置 / 账户安全 / 修改密码",
		"Cài đặt / Bảo mật / Đổi mật khẩu",
		"Pengaturan / Akun / Ubah Kata Sandi",
		"Admin / Settings",
		"Vendas / Caixa / Fechamento",
	}
	for i := 0; i < 18; i++ {
		m := menus[rng.IntN(len(menus))]
		text := hyP("vá em ", "entra en ", "unter ", "allez dans ", "перейдите в ", "メニュー：", "buka ", "") + m + hyP("", " e clique em Salvar", " y pulsa Guardar", ", dann Speichern", " → Enregistrer")
		b.trap("menu-path", "chat", hyVary(text))
	}
	// Login pairs with no password in them.
	nopw := []string{
		"login: admin / senha: a de sempre",
		"usuário admin / senha está no cofre (Bitwarden)",
		"login admin / password: ask Marta",
		"usuario / contraseña incorrectos",
		"Invalid username / password",
		"Benutzername / Passwort falsch — Konto nach 5 Versuchen gesperrt",
		"identifiant / mot de passe oubliés ? cliquez ici",
		"nazwa użytkownika / hasło — pola wymagane",
		"kullanıcı adı / şifre hatalı",
		"логин / пароль неверны",
		"ID / パスワードが違います",
		"아이디 / 비밀번호를 확인해 주세요",
		"用户名 / 密码 错误",
		"tên đăng nhập / mật khẩu không đúng",
		"login do router: admin / a senha está na etiqueta embaixo do aparelho",
		"router login admin / (password on the sticker)",
	}
	for i := 0; i < 20; i++ {
		t := nopw[rng.IntN(len(nopw))]
		if rng.IntN(3) == 0 {
			t = "Erro " + fmt.Sprint(hyN(400, 499)) + ": " + t
		}
		b.trap("login-talk", "chat", hyVary(t))
	}
	// E-mails, usernames, hostnames alone.
	for i := 0; i < 16; i++ {
		var text string
		switch i % 4 {
		case 0:
			text = "o e-mail do suporte é " + hyP("suporte", "atendimento", "contato") + "@" + hyP("loja-boavista.com.br", "tienda-norte.mx", "kasse24.de") + ", responde em até 24 h"
		case 1:
			text = "usuario del sistema: " + hyUser() + hyP("", fmt.Sprint(hyN(1, 20))) + " (sin privilegios de administrador)"
		case 2:
			text = "servidor de correo: " + hyP("mail.", "smtp.", "imap.") + hyP("hostinger.com", "zoho.eu", "yandex.ru", "naver.com", "qq.com") + hyP(", porta 587", ", Port 993", ", SSL/TLS")
		default:
			text = strings.Join([]string{"Equipe:", "- " + hyP("Ana Lima <ana", "Jorge Pérez <jorge", "Kemal Aydın <kemal") + "@loja.example>", "- " + hyP("Olga Petrenko", "Sato Yuki", "Nguyễn Lan") + " (ramal " + fmt.Sprint(hyN(200, 299)) + ")"}, "\n")
		}
		b.trap("contact", "chat", text)
	}
}
