package scrub_test

import "testing"

// The look-alikes of the twelfth round, each in a wording of its own (no corpus's): public keys
// labelled in other scripts, a commit named in Chinese, a mini program's AppID, placeholders in
// capitals and in words, a log's fields apart by pipes, a key before a value in another script,
// a token that ends a publishable key.
func TestLeavesTwelfthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"открытый ключ бота: 3b9a1c0e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b",
		"提交 4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f 改了 key_id 的默认值，不是密钥",
		"小程序 AppID：wx3f9c1e2d7b6a5f4e，写在 app.json 里",
		"curl -u ACCOUNT_ID:API_KEY https://api.example.org/v2/items",
		"示例：\ntoken = \"987654321:CHANGE_ME\"",
		"示例：\nwxpay.api-v3-key=见飞书文档里的密钥",
		"2025-03-02 10:11:12|Call C:7781.2[Extn:4410] ended: Cause: CANCEL",
		"<script>Stripe('pk_live_Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N')</script>",
		"パスワードを忘れた場合はリセットしてください",
		`sed -i "s/^secret=.*/secret=${TRUNK_SECRET}/" /etc/asterisk/pjsip.trunk.conf`,
		"    def __init__(self, host, port, password):\n        self.host, self.port, self._password = host, port, password",
	)
}

// The shapes of the twelfth round, each in a wording of its own.
func TestRedactsTwelfthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"Tencent's SecretId", "cvm 用的 AKIDZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L，地域 ap-guangzhou", []string{"AKIDZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L"}},
		{"a Yandex OAuth token", "для yc вот: y0_AgAAAAZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6", []string{"y0_AgAAAAZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6"}},
		{"a Pterodactyl key", "$api = new Panel('https://panel.example', 'ptla_Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8');", []string{"ptla_Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8"}},
		{"a Twitch stream key", "oops live_204551827_Zt8Qm2LkV7xNp4RwB9cYd6Hf was on screen for a minute", []string{"live_204551827_Zt8Qm2LkV7xNp4RwB9cYd6Hf"}},
		{"a Bitrix24 webhook", "хук: https://firma.bitrix24.ru/rest/7/k3q9z2m8x7w1v5t4/crm.deal.add.json", []string{"k3q9z2m8x7w1v5t4"}},
		{"an unarmoured PKCS#8 key", "私钥：MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + longB64, []string{"MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + longB64}},
		{"Oracle's Easy Connect", "连接串：scott/Tq8mZ2wLx5@//ora01.lan:1521/SALES", []string{"Tq8mZ2wLx5"}},
		{"Asterisk's register line", "register => 4401:Kq7Lm2Np9Rt@sip.carrier.example/4401", []string{"Kq7Lm2Np9Rt"}},
		{"a stream's ingest key", "rtmp://live.example.tv/app/k3q9-z2m8-x7w1-v5t4", []string{"k3q9-z2m8-x7w1-v5t4"}},
		{"OBS's websocket password", "connect to obsws://10.0.0.9:4455/Zt8Qm2LkV7xN", []string{"Zt8Qm2LkV7xN"}},
		{"a game server's login token", "+sv_setsteamaccount 9F8E7D6C5B4A39281706F5E4D3C2B1A0 -port 27016", []string{"9F8E7D6C5B4A39281706F5E4D3C2B1A0"}},
		{"rcon and mumble and sipp passwords", "mcrcon -H 10.0.0.5 -p Quartz7Lane\nmurmurd -supw harbor_quill_88\nsipp -sf reg.xml -au 201 -ap Otter5519x host", []string{"Quartz7Lane", "harbor_quill_88", "Otter5519x"}},
		{"a SIP secret put in the database", `asterisk -rx "database put SIP/2201 secret ZtQmLkVxNpRwBc"`, []string{"ZtQmLkVxNpRwBc"}},
		{"mysqloo's password", `local db = mysqloo.connect("10.1.2.3", "gm", "Tern%Delta-508", "gm_db", 3306)`, []string{"Tern%Delta-508"}},
		{"a client initialised with its keys", `TwilioClient.Init("ACZt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L", "q7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt");`, []string{"q7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt"}},
		{"LINE's access token call", "api = LineBotApi('Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4=')", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4="}},
		{"a password changed from one to another", "the kiosk pass changed from Harbor7Quill to Lantern77Pier", []string{"Harbor7Quill"}},
		{"a password changed, in Chinese", "测试库密码改为Tq8mZ2wLx5，请同步", []string{"Tq8mZ2wLx5"}},
		{"a password changed, in Russian", "пароль от NAS сменил на Зима_2025!, старый не работает", []string{"Зима_2025!"}},
		{"a password set, in Japanese", "ルーターのパスワードをKq7$=Lm2Np9Rtに変更しました", []string{"Kq7$=Lm2Np9Rt"}},
		{"a network's name, then its key", "hasło do wifi (Magazyn_5G): Tq8?mZ2=wLx5&Vp", []string{"Tq8?mZ2=wLx5&Vp"}},
		{"AK and SK with full-width colons", "对象存储 AK：3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c，SK：9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b", []string{"3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c", "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b"}},
		{"an access token labelled in Korean", "액세스 토큰: Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L_9tZw4N (만료 6시간)", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L_9tZw4N"}},
		{"Kakao's admin key header", `curl -H "Authorization: KakaoAK 3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c" https://kapi.kakao.com/v1/x`, []string{"3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c"}},
		{"a door code in Hindi", "गोदाम का दरवाज़ा कोड 58213 है", []string{"58213"}},
		{"a split key labelled in Japanese", "キー貼ります（改行されました）\nqRtZ/kLmNpVwXa\nBcDeFgH2jK4LmN6pQ8rS0tUv", []string{"qRtZ/kLmNpVwXa", "BcDeFgH2jK4LmN6pQ8rS0tUv"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// longB64 is the rest of an RSA key's base64, made up for the test.
const longB64 = "Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4" +
	"q7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4Zt8Qm2LkV7xNp4RwB9cYd6HfQm7v" +
	"Xk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4=="
