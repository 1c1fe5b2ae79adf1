package scrub_test

import "testing"

// The shapes of the twenty-second round, each in a wording of its own.
func TestRedactsTwentySecondRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"HTTP 429 from the API: X-RateLimit-Burst=4.5 reached, the access token is fine",
		"ebay app_id = \"Lumen-Pricebot-PRD-0c1f2e3d4-9a8b7c6d\" (the client id, public)",
		"app: amzn1.sp.solution.0f8fad5b-d9cb-469f-a165-70867728950e, the auth token field stays empty",
		"пароль сменён 20250314, новый пришлю в личку",
		"password 202411301530 expiry batch done",
		"the password policy (24 characters) took effect, PIN 3 tries",
		"rasdial \"Branch VPN\" /disconnect",
		"код ошибки 40412 при входе, пароль верный",
		"管理后台 login 是 root / 密码问值班的同事，群里不发",
		"出張用の法人カード（下4桁 7731）、暗証番号は経理に聞いてください",
		"const clientKey = 'test_ck_Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6';  // 클라이언트 키: 공개용, 비밀번호 아님",
		"飞书机器人的 App ID 是 cli_a5f0c3e9d27b41e8，密码和 secret 在平台上看",
		"feishu:\n  app_id: cli_a5f0c3e9d27b41e8\n  app_secret: ${FEISHU_APP_SECRET}",
		"ConoHaのテナントIDは 4c2e8a1f9b3d7e6a0c5f2b8d1e9a4c7f です。パスワードは各自で",
		"- 修复：重置密码邮件发送失败 (a4c91e2)",
	)
	cases := []struct{ name, in, secret string }{
		{"a Cyrillic word and a number after пароль", "Вход в 1С: пользователь «Склад», пароль Журавль2281!, базу не трогать", "Журавль2281!"},
		{"a Bulgarian password of a word and a number", "• Хостинг: акаунт office@firma.bg, парола Мечта7719", "Мечта7719"},
		{"a Greek word and a number", "ο κωδικός του router είναι Θάλασσα8841", "Θάλασσα8841"},
		{"a password of digits right after its word", "[10:02] Иван: логин 5512093, парола 8837104421", "8837104421"},
		{"a Chinese PIN of digits after 密码是", "备用金那张卡的取款密码是 558213，别外传", "558213"},
		{"a Serbian šifra", "korisnik: webmaster\nšifra: Tr4vnik_2024", "Tr4vnik_2024"},
		{"a Czech safe's code", "peníze dej do trezoru, kód od trezoru je 40917", "40917"},
		{"a German keypad", "- Hintereingang Tastenfeld: 839214#", "839214"},
		{"an eBay user token", "token: v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAAOVYa2wUVRSe7WMLhUqEKCJFm4VfwrM6r2/2IMNMhWItqZ1FeWKAkZBNxSa/KKqNmtn", "v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAAOVYa2wUVRSe7WMLhUqEKCJFm4VfwrM6r2/2IMNMhWItqZ1FeWKAkZBNxSa/KKqNmtn"},
		{"an eBay Cert ID", "[ebay.sandbox]\ncert_id = \"SBX-1a2b3c4d5e6f-7a8b-9c0d-1e2f-3a4b\"", "SBX-1a2b3c4d5e6f-7a8b-9c0d-1e2f-3a4b"},
		{"a Login with Amazon refresh token", "LWA_REFRESH=Atzr|IwEBIKq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb", "Atzr|IwEBIKq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb"},
		{"rasdial's password", "PS C:\\> rasdial \"Office VPN\" jkowal lantern.pebble.quiet4\nConnecting to Office VPN...", "lantern.pebble.quiet4"},
		{"a WordPress login cookie", "Cookie: wp-settings-1=x; wordpress_logged_in_5f4dcc3b5aa765d61d8327deb882cf99=editor%7C1732467052%7CqZ8kX2lM9pW4rT7yV1bN5cS3dF6gH8jK0%7Cab12", "editor%7C1732467052%7CqZ8kX2lM9pW4rT7yV1bN5cS3dF6gH8jK0%7Cab12"},
		{"netsh's key content", "    Security key           : Present\n    Key Content            : harbour lights 77\n", "harbour lights 77"},
		{"a Logic App's trigger URL, whole", "POST it to https://prod-12.westeurope.logic.azure.com:443/workflows/0f8fad5bd9cb469fa16570867728950e/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc", "https://prod-12.westeurope.logic.azure.com:443/workflows/0f8fad5bd9cb469fa16570867728950e/triggers/manual/paths/invoke?api-version"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
