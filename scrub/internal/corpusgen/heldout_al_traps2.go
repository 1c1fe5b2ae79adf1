package main

import (
	"fmt"
	"strings"
)

func halTraps2() []Sample {
	var out []Sample
	out = append(out, halTR(10, "trap-path-url",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("設定ファイルは /etc/%s/config.yaml にあります", halP("nginx", "line-bot", "hanbai", "td-agent"))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("日志在 D:\\\\logs\\\\pay-service\\\\%s.log", halDate())
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("документация: https://wiki.example.ru/pages/viewpage.action?pageId=%s", halDigits(8))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("배포 가이드는 https://confluence.example.co.kr/display/DEV/%s 참고", halP("Release+Process", "Onboarding", "API+Keys+관리정책"))
		},
		func() (string, string) {
			return "shell", fmt.Sprintf("$ ls ~/.ssh/\nconfig  id_ed25519.pub  known_hosts\n$ cat ~/.ssh/config | grep Host\nHost bastion-%s", halP("tokyo", "seoul", "warsaw"))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("plik z kluczem leży w C:\\Users\\%s\\.aws\\credentials — nie wklejam go tutaj", halP("jkowalski", "anowak"))
		},
	)...)
	out = append(out, halTR(18, "trap-identity",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("問い合わせは %s@example.co.jp までお願いします", halP("support", "tanaka.h", "info", "sys-admin"))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("로그인 아이디는 %s 이고 비밀번호는 제가 따로 DM 드릴게요", halUser())
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("учётка в домене: CORP\\%s, пароль спроси у Сергея лично", halP("ivanov.a", "petrova.m", "sidorov"))
		},
		func() (string, string) {
			return "ssh", fmt.Sprintf("ssh -i ~/.ssh/id_ed25519 %s@%s -p %d", halUser(), halHost(), halP2(22, 2222, 10022))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("服务器地址 %s，账号 %s，用你自己的密钥登录", halHost(), halUser())
		},
		func() (string, string) {
			return "notes-pl", fmt.Sprintf("Host: %s\nUżytkownik: %s\nUwierzytelnianie: klucz SSH (bez hasła)", halHost(), halUser())
		},
		func() (string, string) {
			return "chat-uk", fmt.Sprintf("мій логін у Jira — %s, додайте мене в проєкт", halP("o.shevchenko", "kovalenko", "m.bondar"))
		},
		func() (string, string) {
			return "git", fmt.Sprintf("git config user.email \"%s@users.noreply.gitee.com\"", halP("zhangwei", "li-na", "wang_lei"))
		},
	)...)
	out = append(out, halTRv(30, "trap-password-talk", halChatLeads,
		func() (string, string) {
			return "chat", fmt.Sprintf("the password policy requires %d characters and one symbol", halN(8, 16))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("パスワードは%d文字以上、英大文字・数字・記号を含める必要があります。", halN(8, 14))
		},
		func() (string, string) {
			return "chat-ja", "Wi-Fiのパスワードは受付で聞いてください。"
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("비밀번호는 %d일마다 변경해야 합니다. 이전 비밀번호 %d개는 재사용 불가.", halP2(60, 90, 180), halN(3, 5))
		},
		func() (string, string) {
			return "chat-zh", "密码忘了的话点登录页的「忘记密码」，会发验证码到手机"
		},
		func() (string, string) { return "chat-zh-tw", "密碼錯誤超過五次帳號會被鎖定三十分鐘" },
		func() (string, string) {
			return "chat-ru", "пароль от базы лежит в Vault, путь secret/data/crm/prod, доступ через заявку"
		},
		func() (string, string) {
			return "chat-uk", "Пароль треба змінити до п'ятниці, інакше обліковий запис заблокують."
		},
		func() (string, string) {
			return "chat-pl", "Hasło musi mieć co najmniej 12 znaków i nie może zawierać loginu."
		},
		func() (string, string) { return "chat", "I reset your password, check your email for the link" },
		func() (string, string) {
			return "ticket-ja", fmt.Sprintf("【障害】%s 10:%02d 頃から管理画面にログインできない（パスワード誤りと表示される）。キャッシュクリアで解消。", halDate(), halN(0, 59))
		},
		func() (string, string) {
			return "chat-ko", "토큰 만료돼서 재발급 받아야 해요. 콘솔에서 직접 하시면 됩니다."
		},
		func() (string, string) {
			return "chat-ru", "секретный ключ не присылайте в чат, кладите в Lockbox"
		},
		func() (string, string) {
			return "chat-zh", "AccessKey 泄露了要马上在 RAM 控制台禁用，再创建新的"
		},
		func() (string, string) {
			return "notes", "Rotation: API keys every 90 days, passwords every 180 days, TOTP seeds never leave the vault."
		},
		func() (string, string) {
			return "chat-ja", "チャネルシークレットは再発行したので、古いのはもう無効です。"
		},
	)...)
	out = append(out, halTR(10, "trap-ticket",
		func() (string, string) {
			return "chat", fmt.Sprintf("see JIRA %s-%d", halP("SHOP", "PAY", "CRM", "LINEBOT"), halN(10, 9999))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("Backlog の課題 HANBAI-%d 対応しました", halN(10, 3000))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("заявка №%d в Битрикс24 закрыта, акт %s/%02d", halN(1000, 99999), halP("АКТ", "ТН"), halN(1, 12))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("禅道 Bug #%d 已修复，待测试验证", halN(100, 20000))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("zgłoszenie INC%07d przypisane do zespołu sieci", halN(1, 9999999))
		},
	)...)
	out = append(out, halTR(14, "trap-phone",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("緊急連絡先：090-%04d-%04d（当番）", halN(0, 9999), halN(0, 9999))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("담당자 연락처 010-%04d-%04d", halN(1000, 9999), halN(0, 9999))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("有问题打我电话 1%d%d %04d %04d", halN(3, 9), halN(0, 9), halN(0, 9999), halN(0, 9999))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("дежурный: +7 (9%02d) %03d-%02d-%02d", halN(0, 99), halN(0, 999), halN(0, 99), halN(0, 99))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("tel. do serwisu: +48 %03d %03d %03d", halN(500, 899), halN(0, 999), halN(0, 999))
		},
		func() (string, string) {
			return "chat-uk", fmt.Sprintf("телефон офісу: +380 44 %03d %02d %02d", halN(0, 999), halN(0, 99), halN(0, 99))
		},
		func() (string, string) {
			return "chat-zh-tw", fmt.Sprintf("客服專線 (02) %04d-%04d，分機 %d", halN(2000, 8999), halN(0, 9999), halN(100, 999))
		},
	)...)
	out = append(out, halTR(10, "trap-national-id",
		func() (string, string) {
			return "csv-zh", fmt.Sprintf("姓名,身份证号,部门\n张三,%s,研发部\n李四,%s,市场部", halCNID(), halCNID())
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("测试数据用的身份证号 %s 是生成器生成的，不是真人", halCNID())
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("マイナンバー欄のテスト値は %04d %04d %04d を使ってください", halN(1000, 9999), halN(0, 9999), halN(0, 9999))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("PESEL testowy: %02d%02d%02d%05d", halN(50, 99), halN(1, 12), halN(1, 28), halN(0, 99999))
		},
	)...)
	out = append(out, halTR(12, "trap-company-number",
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("统一社会信用代码：91%d%s%s", halN(110000, 650000), "MA", halR(upper+digits, 8))
		},
		func() (string, string) {
			return "invoice-ja", fmt.Sprintf("適格請求書発行事業者登録番号：T%s", halDigits(13))
		},
		func() (string, string) {
			return "invoice-ko", fmt.Sprintf("사업자등록번호 %03d-%02d-%05d / 대표 김철수", halN(100, 899), halN(10, 99), halN(0, 99999))
		},
		func() (string, string) {
			return "invoice-ru", fmt.Sprintf("ИНН %s, КПП %s, ОГРН %s", halDigits(10), halDigits(9), halDigits(13))
		},
		func() (string, string) {
			return "invoice-pl", fmt.Sprintf("NIP: %03d-%03d-%02d-%02d, REGON: %s", halN(100, 999), halN(0, 999), halN(0, 99), halN(0, 99), halDigits(9))
		},
		func() (string, string) {
			return "invoice-uk", fmt.Sprintf("код ЄДРПОУ %s, IBAN UA%s", halDigits(8), halDigits(27))
		},
	)...)
	out = append(out, halTR(14, "trap-order-product",
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("淘宝订单号 %s 还没发货，帮忙催一下", halDigits(19))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("楽天の注文番号 %d-%s-%s の返品対応お願いします", halN(100000, 399999), strings.ReplaceAll(halDate(), "-", ""), halDigits(10))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("쿠팡 주문번호 %s 배송 조회 부탁드려요", halDigits(14))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("заказ на Ozon %08d-%04d, трек RU%s", halN(0, 99999999), halN(1, 9999), halDigits(12))
		},
		func() (string, string) {
			return "notes-ja", fmt.Sprintf("JANコード %s / 型番 KJ-%dX%dK", halDigits(13), halP2(43, 55, 65), halN(80, 95))
		},
		func() (string, string) {
			return "chat", fmt.Sprintf("ASIN B0%s, SKU %s-%s-%02d", halR(upper+digits, 8), halR(upper, 3), halDigits(4), halN(1, 40))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("numer seryjny urządzenia: %s-%s-%s", halR(upper+digits, 4), halR(upper+digits, 4), halR(upper+digits, 4))
		},
		func() (string, string) {
			return "chat-zh-tw", fmt.Sprintf("發票號碼 %s%s，統一編號 %s", halR(upper, 2), halDigits(8), halDigits(8))
		},
	)...)
	out = append(out, halTR(12, "trap-excel-export", halExcelTrap)...)
	out = append(out, halTRv(26, "trap-code", halCodeLeads, halCodeTraps()...)...)
	out = append(out, halTR(14, "trap-short-number",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("会議室は %dF の %d 号室、内線は %d です", halN(2, 30), halN(1, 20), halN(1000, 9999))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("포트 %d 열어주세요, 방화벽 규칙 번호 %d", halP2(8443, 9090, 3306), halN(100, 999))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("встреча в %d:%02d, кабинет %d", halN(9, 18), halP2(0, 30, 15), halN(100, 999))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("リリース日は%d年%d月%d日（%s）、締切は %s です", 2024, halN(1, 12), halN(1, 28), halP("月", "水", "金"), halDate())
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("дедлайн %02d.%02d.2025, созвон в %02d:%02d МСК", halN(1, 28), halN(1, 12), halN(9, 19), halP2(0, 30))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("验证码已过期，请重新获取（有效期 %d 分钟）", halN(2, 10))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("spotkanie w sali %d, piętro %d, rezerwacja nr %d", halN(1, 40), halN(1, 12), halN(1000, 99999))
		},
	)...)
	out = append(out, halTR(10, "trap-wrapped-lines",
		func() (string, string) {
			h := halHex(64)
			return "log", fmt.Sprintf("%s %s INFO  verified artifact checksum sha256=%s\n%s\n%s %s INFO  upload done", halDate(), halTime(), h[:32], h[32:], halDate(), halTime())
		},
		func() (string, string) {
			u := halUUID()
			return "chat-ja", fmt.Sprintf("問い合わせIDが長くて折り返されました：\n%s\n%s", u[:18], u[18:])
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("хэш коммита, разорвало строку:\n%s\n%s", halHex(20), halHex(20))
		},
	)...)
	return out
}

func halP2(xs ...int) int { return xs[rng.IntN(len(xs))] }

func halCNID() string {
	s := fmt.Sprintf("%d%d%02d%02d%03d", halN(110000, 659000), halN(1960, 2005), halN(1, 12), halN(1, 28), halN(0, 999))
	return s + halP("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "X")
}

func halExcelTrap() (string, string) {
	var b strings.Builder
	switch rng.IntN(3) {
	case 0:
		b.WriteString("受注番号\t受注日\t顧客ID\t金額\tステータス\n")
		for i := 0; i < halN(3, 6); i++ {
			fmt.Fprintf(&b, "SO-%s\t%s\tC%05d\t¥%d,%03d\t%s\n", halDigits(8), halDate(), halN(1, 99999), halN(1, 999), halN(0, 999), halP("出荷済", "未出荷", "キャンセル"))
		}
		return "excel-tsv-ja", strings.TrimSuffix(b.String(), "\n")
	case 1:
		b.WriteString("주문번호,상품코드,수량,단가,송장번호\n")
		for i := 0; i < halN(3, 6); i++ {
			fmt.Fprintf(&b, "%s,P-%s,%d,%d,%s\n", halDigits(12), halR(upper+digits, 6), halN(1, 20), halN(1000, 99000), halDigits(12))
		}
		return "excel-csv-ko", strings.TrimSuffix(b.String(), "\n")
	default:
		b.WriteString("Номер;Дата;Контрагент;ИНН;Сумма, руб.\n")
		for i := 0; i < halN(3, 6); i++ {
			fmt.Fprintf(&b, "%05d;%s;ООО «%s»;%s;%d,%02d\n", halN(1, 99999), halDate(), halP("Ромашка", "Вектор", "Альфа-Строй", "Техносфера"), halDigits(10), halN(100, 999999), halN(0, 99))
		}
		return "excel-csv-ru", strings.TrimSuffix(b.String(), "\n")
	}
}

func halCodeTraps() []halGen {
	return []halGen{
		func() (string, string) {
			return "go", "cfg.AccessKeySecret = os.Getenv(\"ALIBABA_CLOUD_ACCESS_KEY_SECRET\")\nif cfg.AccessKeySecret == \"\" {\n\treturn errors.New(\"AccessKeySecret が未設定です\")\n}"
		},
		func() (string, string) {
			return "python", "def check_password(raw: str, hashed: str) -> bool:\n    # bcrypt で比較する\n    return bcrypt.checkpw(raw.encode(), hashed.encode())"
		},
		func() (string, string) {
			return "java", "@Value(\"${wx.miniapp.secret}\")\nprivate String appSecret;"
		},
		func() (string, string) {
			return "javascript", "const token = process.env.LINE_CHANNEL_ACCESS_TOKEN;\nif (!token) throw new Error('トークンが設定されていません');"
		},
		func() (string, string) {
			return "php", "$password = $_POST['password'] ?? '';\nif (!password_verify($password, $user->password_hash)) {\n    throw new AuthException('Неверный логин или пароль');\n}"
		},
		func() (string, string) {
			return "kotlin", "val secretKey = BuildConfig.NAVER_CLIENT_SECRET\nval clientId = BuildConfig.NAVER_CLIENT_ID"
		},
		func() (string, string) {
			return "python", fmt.Sprintf("password_min_length = %d\nMAX_LOGIN_ATTEMPTS = %d\nTOKEN_TTL_SECONDS = %d", halN(8, 16), halN(3, 10), halP2(3600, 7200, 86400))
		},
		func() (string, string) {
			return "sql", "CREATE TABLE users (\n  id BIGINT PRIMARY KEY,\n  login VARCHAR(64) NOT NULL,\n  password_hash VARCHAR(255) NOT NULL, -- хеш, не пароль\n  totp_secret_enc BYTEA\n);"
		},
		func() (string, string) {
			return "go", "type Credentials struct {\n\tSecretID  string `json:\"secret_id\"`\n\tSecretKey string `json:\"secret_key\"`\n}"
		},
		func() (string, string) {
			return "csharp", "var apiKey = Configuration[\"Kakao:AdminKey\"]; // 절대 하드코딩 금지"
		},
		func() (string, string) {
			return "python", "vk_token = os.environ[\"VK_TOKEN\"]\nsession = vk_api.VkApi(token=vk_token)"
		},
		func() (string, string) {
			return "bsl", "Пароль = ПолучитьПарольИзХранилища(\"Обмен\");\nСоединение = Новый HTTPСоединение(Сервер, Порт, Пользователь, Пароль);"
		},
		func() (string, string) {
			return "yaml", "- name: Login to registry\n  uses: docker/login-action@v3\n  with:\n    username: ${{ secrets.REGISTRY_USER }}\n    password: ${{ secrets.REGISTRY_PASSWORD }}"
		},
		func() (string, string) {
			return "rust", "let password = rpassword::prompt_password(\"Hasło: \")?;\nlet hash = argon2.hash_password(password.as_bytes(), &salt)?;"
		},
		func() (string, string) {
			return "typescript", fmt.Sprintf("export const PASSWORD_REGEX = /^(?=.*[A-Z])(?=.*\\d).{%d,}$/;", halN(8, 12))
		},
	}
}
