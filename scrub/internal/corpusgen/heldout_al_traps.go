package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type halGen func() (string, string)

func halTR(n int, cat string, gens ...halGen) []Sample {
	return halRep(n, func() Sample {
		f, t := gens[rng.IntN(len(gens))]()
		return halT(cat, f, t)
	})
}

// halTRv is halTR with a random lead-in line or phrase before the text.
func halTRv(n int, cat string, leads []string, gens ...halGen) []Sample {
	return halRep(n, func() Sample {
		f, t := gens[rng.IntN(len(gens))]()
		return halT(cat, f, halP(leads...)+t)
	})
}

var halChatLeads = []string{"", "", "@tanaka ", "참고로 ", "FYI: ", "Коллеги, ", "各位，", "Hej, ", "（再掲）", "Друзі, ", "补充一下：", "> "}

var halExampleLeads = []string{"", "", "例：\n", "예시:\n", "пример:\n", "示例：\n", "przykład:\n", "приклад:\n", "範例：\n"}

var halCodeLeads = []string{"", "", "こう書いてます：\n", "코드 이렇게 돼 있어요:\n", "вот так сейчас:\n", "现在的写法：\n", "tak to wygląda:\n", "// " + "review comment: OK\n", "```\n"}

func halTraps() []Sample {
	var out []Sample
	out = append(out, halTR(15, "trap-git-sha",
		func() (string, string) {
			return "log", fmt.Sprintf("commit %s\nAuthor: 山田 太郎 <yamada@example.jp>\nDate:   %s %s +0900\n\n    fix: 注文一覧のページングを修正 (#%d)", halHex(40), halDate(), halTime(), halN(100, 9999))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("%s 커밋에서 회귀 생겼어요. revert 부탁드려요", halHex(7))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("откатил до %s, всё заработало", halHex(halN(7, 12)))
		},
		func() (string, string) {
			var b strings.Builder
			for i := 0; i < halN(3, 6); i++ {
				fmt.Fprintf(&b, "%s %s\n", halHex(7), halP("chore: 依存関係を更新", "feat: 添加微信登录", "fix: poprawka walidacji NIP", "docs: обновил README", "refactor: 결제 모듈 정리"))
			}
			return "shell", "$ git log --oneline -n 5\n" + strings.TrimSuffix(b.String(), "\n")
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("cherry-pick 一下 %s 到 release/2.3 分支", halHex(40))
		},
	)...)
	out = append(out, halTR(12, "trap-checksum",
		func() (string, string) {
			return "shell", fmt.Sprintf("$ sha256sum installer-%d.%d.%d.msi\n%s  installer.msi", halN(1, 5), halN(0, 20), halN(0, 9), halHex(64))
		},
		func() (string, string) {
			return "readme-ja", fmt.Sprintf("ダウンロード後、SHA-256 が以下と一致することを確認してください。\n\n`%s`", halHex(64))
		},
		func() (string, string) {
			return "chat-pl", fmt.Sprintf("MD5 obrazu się zgadza: %s", halHex(32))
		},
		func() (string, string) {
			return "text", fmt.Sprintf("%s *ubuntu-24.04-live-server-amd64.iso\n%s *ubuntu-24.04-desktop-amd64.iso", halHex(64), halHex(64))
		},
		func() (string, string) {
			b := make([]byte, 64)
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			return "lockfile", fmt.Sprintf("\"resolved\": \"https://registry.npmjs.org/dayjs/-/dayjs-1.11.%d.tgz\",\n\"integrity\": \"sha512-%s\"", halN(0, 13), base64.StdEncoding.EncodeToString(b))
		},
	)...)
	out = append(out, halTR(15, "trap-uuid-requestid",
		func() (string, string) {
			return "log", fmt.Sprintf("%s %s ERROR request_id=%s 下游服务超时 (3000ms)", halDate(), halTime(), halUUID())
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("エラー時のリクエストIDは %s です。ログ見てもらえますか？", halUUID())
		},
		func() (string, string) {
			return "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nX-Request-Id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s", halUUID(), halHex(8), halHex(24))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("trace id %s, посмотрите в Jaeger", halHex(32))
		},
		func() (string, string) {
			return "json", fmt.Sprintf("{\"code\": 40001, \"message\": \"invalid credential\", \"rid\": \"%s-%s\"}", halHex(8), halHex(4))
		},
		func() (string, string) {
			return "sql", fmt.Sprintf("SELECT * FROM orders WHERE tenant_id = '%s' AND status = 'PAID';", halUUID())
		},
	)...)
	out = append(out, halTR(12, "trap-build-version",
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("ビルド #%d が失敗しました（%s ブランチ）", halN(1000, 99999), halP("main", "develop", "release/3.2"))
		},
		func() (string, string) {
			return "text", fmt.Sprintf("Version %d.%d.%d (build %d%02d%02d.%d)", halN(1, 9), halN(0, 30), halN(0, 20), 2024, halN(1, 12), halN(1, 28), halN(1, 9))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("앱 버전 v%d.%d.%d-rc.%d 스토어 심사 제출했어요", halN(1, 5), halN(0, 9), halN(0, 9), halN(1, 4))
		},
		func() (string, string) {
			return "log", fmt.Sprintf("Build ID: %s-%s\nBuild finished in %dm %ds", halHex(8), halHex(4), halN(1, 20), halN(0, 59))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("Jenkins 第 %d 次构建通过，产物 app-release-%d.apk 已上传到蒲公英", halN(100, 5000), halN(100, 999))
		},
		func() (string, string) {
			return "gomod", fmt.Sprintf("require golang.org/x/text v0.%d.1-0.%d%02d%02d%06d-%s", halN(10, 20), 2024, halN(1, 12), halN(1, 28), halN(0, 235959), halHex(12))
		},
	)...)
	out = append(out, halTR(10, "trap-image-digest",
		func() (string, string) {
			return "shell", fmt.Sprintf("$ docker pull nginx@sha256:%s", halHex(64))
		},
		func() (string, string) {
			return "yaml", fmt.Sprintf("containers:\n  - name: api\n    image: registry.cn-shanghai.aliyuncs.com/shop/api@sha256:%s\n    imagePullPolicy: IfNotPresent", halHex(64))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("Digest: sha256:%s — это тот образ, что сейчас в проде", halHex(64))
		},
	)...)
	out = append(out, halTR(10, "trap-base64-data",
		func() (string, string) {
			c := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"page":%d,"size":50,"sort":"created_at"}`, halN(2, 90))))
			return "url", "https://api.example.jp/v2/items?cursor=" + c
		},
		func() (string, string) {
			return "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: greeting\nbinaryData:\n  message.txt: %s", halB64(halP("こんにちは、世界", "안녕하세요", "Привет, мир", "Dzień dobry")))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("接口返回的 data 字段是 base64：%s ，解码后就是普通 JSON", halB64(fmt.Sprintf(`{"city":"上海","temp":%d}`, halN(-5, 38))))
		},
		func() (string, string) {
			return "html", "<img src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\" alt=\"spacer\">"
		},
		func() (string, string) {
			return "email-header", fmt.Sprintf("Subject: =?UTF-8?B?%s?=", halB64(halP("【重要】定期メンテナンスのお知らせ", "[공지] 서버 점검 안내", "Отчёт за неделю")))
		},
	)...)
	out = append(out, halTR(12, "trap-public-key",
		func() (string, string) {
			return "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", halR(alnum+"+/", 43), halUser(), halP("macbook", "thinkpad", "dev-vm"))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("公開鍵です、authorized_keys に追加お願いします。\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s sato@pc", halR(alnum+"+/", 300))
		},
		func() (string, string) {
			var ls []string
			for i := 0; i < 5; i++ {
				ls = append(ls, halR(alnum+"+/", 64))
			}
			return "pem", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + halR(alnum+"+/", 44) + "\n" + strings.Join(ls, "\n") + "\n-----END CERTIFICATE-----"
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("支付宝公钥（开放平台上下载的，公开的）：\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s", halR(alnum+"+/", 200))
		},
		func() (string, string) {
			return "pem", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + halR(alnum+"+/", 28) + "\n" + halR(alnum+"+/", 56) + "==\n-----END PUBLIC KEY-----"
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("Отпечаток GPG-ключа релизов: %s %s %s %s %s  %s %s %s %s %s", halHexU(), halHexU(), halHexU(), halHexU(), halHexU(), halHexU(), halHexU(), halHexU(), halHexU(), halHexU())
		},
		func() (string, string) {
			return "json", fmt.Sprintf("{\"keys\": [{\"kty\": \"RSA\", \"use\": \"sig\", \"kid\": \"%s\", \"alg\": \"RS256\", \"e\": \"AQAB\", \"n\": \"%s\"}]}", halHex(40), halR(b64url, 120))
		},
	)...)
	out = append(out, halTR(14, "trap-public-id",
		func() (string, string) {
			return "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_51%s');", halR(alnum, 60))
		},
		func() (string, string) {
			return "chat-zh", fmt.Sprintf("小程序的 AppID 是 wx%s，在 project.config.json 里", halHex(16))
		},
		func() (string, string) {
			return "json", fmt.Sprintf("{\n  \"appid\": \"wx%s\",\n  \"projectname\": \"mall-miniprogram\",\n  \"libVersion\": \"3.4.%d\"\n}", halHex(16), halN(0, 9))
		},
		func() (string, string) {
			return "chat-ja", fmt.Sprintf("LINEログインのチャネルIDは %s です（公開情報なのでOK）", halDigits(10))
		},
		func() (string, string) {
			return "properties", fmt.Sprintf("alipay.app-id=2021%s\nalipay.gateway=https://openapi.alipay.com/gateway.do", halDigits(12))
		},
		func() (string, string) {
			return "html", fmt.Sprintf("<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<!-- 카카오 앱 ID: %s -->", halDigits(6))
		},
		func() (string, string) {
			return "chat-ru", fmt.Sprintf("ID приложения VK: %s, ID сообщества: -%s", halDigits(8), halDigits(9))
		},
		func() (string, string) {
			return "chat-ko", fmt.Sprintf("디스코드 서버 ID %s, 채널 ID %s 로 알림 보내면 돼요", halDigits(18), halDigits(19))
		},
		func() (string, string) {
			return "url", fmt.Sprintf("https://discord.com/channels/%s/%s/%s", halDigits(18), halDigits(18), halDigits(19))
		},
	)...)
	out = append(out, halRep(10, halPlaceholder)...)
	out = append(out, halTRv(18, "trap-placeholder", halExampleLeads,
		func() (string, string) {
			return "readme-ja", "## セットアップ\n\n```\nexport LINE_CHANNEL_SECRET=<your-channel-secret>\nexport LINE_CHANNEL_ACCESS_TOKEN=<your-access-token>\n```"
		},
		func() (string, string) {
			return "yaml", "aliyun:\n  access-key-id: YOUR_ACCESS_KEY_ID\n  access-key-secret: YOUR_ACCESS_KEY_SECRET"
		},
		func() (string, string) { return "dotenv", "DB_PASSWORD=changeme\nDB_USER=app" },
		func() (string, string) {
			return "chat-zh", "AppSecret 请填写你自己的，不要用示例里的 xxxxxxxx"
		},
		func() (string, string) {
			return "properties", "wxpay.api-v3-key=请替换为商户平台设置的APIv3密钥"
		},
		func() (string, string) {
			return "chat-ru", "в конфиге пароль замазан: password: ********"
		},
		func() (string, string) {
			return "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password"
		},
		func() (string, string) { return "helm", "password: {{ .Values.postgresql.auth.password | quote }}" },
		func() (string, string) { return "dotenv", "TENCENTCLOUD_SECRET_ID=\nTENCENTCLOUD_SECRET_KEY=" },
		func() (string, string) {
			return "shell", "curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/me"
		},
		func() (string, string) {
			return "readme-ko", "`.env.example`을 복사해서 `KAKAO_ADMIN_KEY=여기에_어드민_키_입력` 부분을 채워주세요."
		},
		func() (string, string) { return "chat-pl", "token=xxxx-xxxx-xxxx, podmień na swój z panelu" },
		func() (string, string) { return "toml", "[telegram]\ntoken = \"123456789:REPLACE_ME\"" },
		func() (string, string) {
			return "readme-uk", "Вкажіть свій токен: `VK_TOKEN=<токен_спільноти>` і запустіть `make run`."
		},
		func() (string, string) {
			return "json", "{\n  \"private_key_id\": \"<PRIVATE_KEY_ID>\",\n  \"private_key\": \"<PRIVATE_KEY>\"\n}"
		},
		func() (string, string) {
			return "chat-ja", "パスワード欄は「●●●●●●」で隠れてて見えないです"
		},
		func() (string, string) {
			return "shell", "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY"
		},
		func() (string, string) { return "chat", "login is admin / <password from 1Password>" },
	)...)
	out = append(out, halRep(20, halMenuPath)...)
	return out
}

func halHexU() string { return strings.ToUpper(halHex(4)) }

var halMenus = map[string][][]string{
	"chat":       {{"Admin", "Settings", "Security", "Users", "Billing", "API", "Webhooks", "Advanced"}, {"Go to %s and turn on 2FA.", "it's under %s now", "menu: %s → disable"}},
	"chat-ja":    {{"管理", "設定", "ユーザー管理", "セキュリティ", "詳細設定", "通知", "請求"}, {"%s から権限を変えてください", "%s の画面が真っ白になります", "メニューは %s です"}},
	"chat-ko":    {{"관리자", "설정", "보안", "사용자", "알림", "결제", "고급"}, {"%s 메뉴에서 확인 가능해요", "%s 들어가면 있어요"}},
	"chat-zh":    {{"系统管理", "用户管理", "角色权限", "安全设置", "消息通知", "开发管理", "开发设置"}, {"路径：%s", "在 %s 里可以重置"}},
	"chat-zh-tw": {{"帳號", "安全性", "登入紀錄", "系統設定", "使用者", "通知"}, {"請到「%s」查看", "路徑是 %s"}},
	"chat-ru":    {{"Администрирование", "Настройки", "Пользователи", "Безопасность", "Интеграции", "Вебхуки"}, {"%s — там кнопка «Сбросить пароль»", "зайди в %s"}},
	"chat-uk":    {{"Налаштування", "Безпека", "Користувачі", "Інтеграції", "Сповіщення"}, {"%s — там усе є", "відкрий %s"}},
	"chat-pl":    {{"Ustawienia", "Konto", "Hasło i bezpieczeństwo", "Użytkownicy", "Integracje", "Powiadomienia"}, {"%s", "wejdź w %s i kliknij „Zapisz”"}},
}

func halMenuPath() Sample {
	keys := []string{"chat", "chat-ja", "chat-ko", "chat-zh", "chat-zh-tw", "chat-ru", "chat-uk", "chat-pl"}
	k := keys[rng.IntN(len(keys))]
	if rng.IntN(4) == 0 {
		return halT("trap-menu-path", k, halP("ログイン / ログアウトのボタン位置を入れ替えたい", "Sign in / Sign up links are broken on the KR site",
			"TCP/UDP 443, input / output ratio 3 / 4", "로그인 / 회원가입 화면 시안 공유드립니다", "Вход / Регистрация — кнопки перепутаны местами",
			"Logowanie / Rejestracja: brak tłumaczenia", "登录 / 注册 页面改版稿见附件", "user / group 권한 매핑 표 업데이트했어요"))
	}
	m := halMenus[k]
	items := append([]string{}, m[0]...)
	rng.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	path := strings.Join(items[:halN(2, 4)], halP(" / ", " / ", " > ", "／"))
	return halT("trap-menu-path", k, fmt.Sprintf(halP(m[1]...), path))
}

func halPlaceholder() Sample {
	name := halP("ALIYUN_ACCESS_KEY_SECRET", "TENCENTCLOUD_SECRET_KEY", "WX_APPSECRET", "LINE_CHANNEL_SECRET", "KAKAO_ADMIN_KEY",
		"YC_OAUTH_TOKEN", "VK_TOKEN", "GITEE_TOKEN", "BITRIX_WEBHOOK_CODE", "DISCORD_TOKEN", "DB_PASSWORD", "NAVER_CLIENT_SECRET")
	val := halP("<your-token>", "changeme", "xxxx", "xxxxxxxxxxxxxxxx", "YOUR_SECRET_HERE", "<secret>", "********", "${"+name+"}",
		"TODO", "dummy", "请替换", "ここに入力", "여기에_입력", "заменить", "<wstaw_tutaj>", "...", "REDACTED", "your_"+strings.ToLower(name))
	switch rng.IntN(4) {
	case 0:
		return halT("trap-placeholder", "dotenv", fmt.Sprintf("# .env.example\n%s=%s\nAPP_ENV=local", name, val))
	case 1:
		return halT("trap-placeholder", "yaml", fmt.Sprintf("secrets:\n  %s: \"%s\"", strings.ToLower(name), val))
	case 2:
		return halT("trap-placeholder", "readme", fmt.Sprintf("Set `%s` to `%s` in your shell before running `make dev`.", name, val))
	default:
		return halT("trap-placeholder", "chat-ja", fmt.Sprintf("サンプルの %s=%s はそのままだと動きません、各自の値に置き換えてください", name, val))
	}
}
