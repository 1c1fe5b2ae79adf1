package scrub_test

import (
	"strings"
	"testing"
)

// The look-alikes beside the seventeenth round's mechanisms, each in a wording of its own: a
// register's value, a setting after "set it to", sums in code, a stamp after "password", a YAML
// key under a secret, and a variable's name as a password's value.
func TestLeavesSeventeenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"we flashed the board and set it to 0x7FFE before the reboot",
		"I set it to utf8mb4_general_ci and switched the region to eu-north-1",
		"changed it to Windows11 on the lab PC",
		"grand = subtotal + shippingFee2Eur",
		"password 202503141200 rotation window closes tonight",
		"creds:\n  api_token: ${API_TOKEN}\n  region: ap-south-1",
		"$password = $dbPass2;\n$user = $s3Reader;",
		"PGPASSWORD=$PGPASS psql -h db",
	)
}

// The shapes of the seventeenth round, each in a wording of its own.
func TestRedactsSeventeenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a shell's password of letters alone before its command", "PGPASSWORD=qWeRtYuIoPaSdFgHjKlZx pg_dump -h 10.1.1.4 shop", []string{"qWeRtYuIoPaSdFgHjKlZx"}},
		{"a password whose stars close it", "the kiosk takes 'Meadow_41**' since Monday", []string{"Meadow_41**"}},
		{"smbclient's password quoted after the percent", "smbclient //nas/ops -U backup%'Harrow_72!x' -c dir", []string{"Harrow_72!x"}},
		{"impacket's target with a host", "wmiexec.py -hashes :0 lab.internal/svc_ops:Qz7!mK2#pL9@172.16.9.20 hostname", []string{"Qz7!mK2#pL9"}},
		{"impacket's target without a host", "GetNPUsers.py lab.internal/jsmith:Tundra2025x -dc-ip 172.16.9.1", []string{"Tundra2025x"}},
		{"a password that starts with a dollar", "Kennwort: $Vg7RtKp2Lm9Q", []string{"$Vg7RtKp2Lm9Q"}},
		{"a token's second piece under a chat header", "[下午 4:05] 王伟 : api_key=Zt8Qm2LkV7xNp4RwB9cYd6Hf\n[下午 4:05] 王伟 : Hx4Lq9Zt2Wm7Rc3Vb8Nk", []string{"Zt8Qm2LkV7xNp4RwB9cYd6Hf", "Hx4Lq9Zt2Wm7Rc3Vb8Nk"}},
		{"a token's second piece in a table's next row", "| what | value |\n|---|---|\n| api token | Wq2Lm8Zt3Vx7Np4Rb9KcT5 |\n|  | Pq8Zm3Lx7Vt2Nw9Rk4Hc |", []string{"Wq2Lm8Zt3Vx7Np4Rb9KcT5", "Pq8Zm3Lx7Vt2Nw9Rk4Hc"}},
		{"a token's second piece after a log's (cont)", "2026-01-02T03:04:05Z INFO boot: token=Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf\n2026-01-02T03:04:05Z INFO boot: (cont) Tz3Wq8Lm2Vx7Np4Rb9Kc", []string{"Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf", "Tz3Wq8Lm2Vx7Np4Rb9Kc"}},
		{"a password set through a pronoun", "the vault had the old one, so I changed it to copperkettle58lantern tonight", []string{"copperkettle58lantern"}},
		{"a password reset through a pronoun", "IT reset it to Vx9#Lm2qRt this morning", []string{"Vx9#Lm2qRt"}},
		{"a user and a password joined by a plus", "print server → scanuser + Harbor-Lime-42", []string{"Harbor-Lime-42"}},
		{"a router's key of digits", "the backup router's wlan key 83920174650391827364", []string{"83920174650391827364"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// A key's line under a secret is no piece of it: only a header with a time, a number or a
// bracket stands before a wrapped token's next piece.
func TestKeepsTheKeyUnderAWrappedSecret(t *testing.T) {
	t.Parallel()
	in := "deploy:\n  smtp_password: Wq2Lm8Zt3-Vx7Np4Rb9KcT5\n  region: ca-central-1"
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "region: ca-central-1") || strings.Contains(out, "Wq2Lm8Zt3-Vx7Np4Rb9KcT5") {
		t.Errorf("scrubbed %q into %q", in, out)
	}
}

// The look-alikes of the seventeenth round's parts, each in a wording of its own.
func TestLeavesSeventeenthRoundPartsLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Meena wrote:\n> env:\n>   - name: SMTP_PASSWORD\n>     valueFrom:\n>       secretKeyRef:\n>         name: mailer\n>         key: password\n>   - name: LANG\n>     value: en_IN.UTF-8",
		"checkout = new Razorpay({ key: \"rzp_test_Qw8Lm2Zt7Vx4Np\", amount: 49900 })",
		"pincode 411014 pe delivery kab tak hogi? address Baner Road hai",
		"ran main.go:Handle2Req+3 under the race detector",
		"Vendor key (public, for the portal):\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq8Zt3Wm7Rc2Vb8Nk4Lp9Xy6J\nd1Qs5Tf0Gh3Kw7Ez2Ua6Ri9Oyq8Zt3Wm7Rc2Vb8Nk4Lp9Xy6Jd1Qs5Tf0Gh3Kw7E\nQ2ZgcMQ9nVSdtyyChczeim7pTOa1lCBHHzZywIed\n-----END PUBLIC KEY-----",
		"    db_pw: \"{{ lookup('password', 'credentials/db chars=ascii_letters length=24') }}\"",
		"10:02:11 GOOSE PROT1LD0/LLN0$GO$trip01 appid=0x3F01 stNum=12",
		"java.lang.NullPointerException at com/acme/Cart$Line$1.total",
		"xcrun altool --upload-app -f App.ipa -u dev@acme.io -p \"@keychain:ALTOOL_PW\"",
		"<key>PasswordPolicy</key>\n<string>strict</string>",
		"the next release is ABCD-EFGH-IJKL-MNOP-QRST-UVWX on the board",
		"we open the app password page and the blue-team-note-page",
		"ghi chú: mkdir -p /srv/mk && make mk-all",
		"host key: SHA256:Qw8Lm2Zt7Vx4Np9Rw3Bc6Yd1Kf5Gs0He7MKs7 (ED25519), check it first",
	)
}

// The shapes of the seventeenth round's parts, each in a wording of its own.
func TestRedactsSeventeenthRoundPartsShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a password in Urdu", "دفتر کے پی سی کا پاس ورڈ lahore_mango77 ہے", []string{"lahore_mango77"}},
		{"a password in Burmese", "ဆိုင်ကွန်ပျူတာ စကားဝှက် Yangon.Tea42", []string{"Yangon.Tea42"}},
		{"a password in Tamil", "அலுவலக கடவுச்சொல் Chennai#2019", []string{"Chennai#2019"}},
		{"a Wi-Fi password of digits in Bengali", "অফিস wifi পাসওয়ার্ড 80412297", []string{"80412297"}},
		{"a safe's code in Thai", "รหัสตู้เซฟห้องบัญชี 7302", []string{"7302"}},
		{"a Wi-Fi name, then its password, in Thai", "รหัสไวไฟ Cafe_Dao_5G คือ lamyai2021x", []string{"lamyai2021x"}},
		{"a Vietnamese chat's mk", "tk admin shop: quanly mk: Pho2Bo=9x", []string{"Pho2Bo=9x"}},
		{"a mobile PIN", "GCash MPIN: 4471", []string{"4471"}},
		{"an HMAC's key in a call", "sig = HmacSHA512(payload, \"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk\")", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk"}},
		{"a key split under a Bengali label", "সিক্রেট কি:\nQ2ZgcMQ9nVSdtyyChczeim7pTOa1lCBHHzZy\nwIedLHgrfeoTFnuheOv==", []string{"Q2ZgcMQ9nVSdtyyChczeim7pTOa1lCBHHzZy", "wIedLHgrfeoTFnuheOv=="}},
		{"backup codes before a remark", "2FA backup codes: k3vq9wz1rp, 7hb2mx0tqe, p0zn4c8wud — two are used", []string{"k3vq9wz1rp", "7hb2mx0tqe", "p0zn4c8wud"}},
		{"a dotted user and a password after an arrow", "Tally server -> ravi.kumar:Lq7Vx2Np9Zt", []string{"Lq7Vx2Np9Zt"}},
		{"a client built from a Razorpay key id", "rp = RazorpayClient(\"rzp_live_Qw8Lm2Zt7Vx4Np\", \"Zt8Qm2LkV7xNp4RwB9cYd6Hf\")", []string{"Zt8Qm2LkV7xNp4RwB9cYd6Hf"}},
		{"a Twilio client's auth token", "tw = Client(\"AC0123456789abcdef0123456789abcdef\", \"fedcba9876543210fedcba9876543210\")", []string{"fedcba9876543210fedcba9876543210"}},
		{"curl's -u among combined flags", "curl -fsSu ops:tulipgarden42 https://jamf.example.com/api", []string{"tulipgarden42"}},
		{"a p12's password on import", "security import ios.p12 -k build.keychain -P 'Orchid-5521' -A", []string{"Orchid-5521"}},
		{"a keychain item's password", "security add-internet-password -a bot -s git.example.com -w tulip-garden-2", []string{"tulip-garden-2"}},
		{"macOS joining a Wi-Fi network", "networksetup -setairportnetwork en1 Studio_5G 'Pepper-Lantern-31'", []string{"Pepper-Lantern-31"}},
		{"nmcli joining a Wi-Fi network", "nmcli device wifi connect Yard-AP password hGtRqWmZpL", []string{"hGtRqWmZpL"}},
		{"a share mounted with its login", "mount_smbfs //builder:Qz7mK2pL9x@files.lan/ci /Volumes/ci", []string{"Qz7mK2pL9x"}},
		{"OkHttp's basic credentials", "header(\"Authorization\", Credentials.basic(\"ci\", \"tulipOrbit77\"))", []string{"tulipOrbit77"}},
		{"a property list's password", "<key>smtp_password</key>\n<string>heron.copper.44</string>", []string{"heron.copper.44"}},
		{"an Objective-C password argument", "[NSURLCredential credentialWithUser:@\"ops\" password:@\"Maple&river808\" persistence:NSURLCredentialPersistenceNone]", []string{"Maple&river808"}},
		{"a pair after creds with a symbol", "creds -> svc_reports // lantern42!", []string{"lantern42!"}},
		{"a token's piece after a log's ellipsis", "[09:00:01] boot: api_key=Zt8Qm2LkV7xNp4RwB9cYd6Hf\n[09:00:01] ...Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf6Jk1Ls0Qa", []string{"Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf6Jk1Ls0Qa"}},
		{"a FileVault personal recovery key", "the PRK from Jamf is Q7WM-2KZX-R8TB-4NVC-H5LP-9DJF, keep it offline", []string{"Q7WM-2KZX-R8TB-4NVC-H5LP-9DJF"}},
		{"an Apple app-specific password", "notarytool wants the app-specific pw: qwxz-tbrm-kvnd-plsy", []string{"qwxz-tbrm-kvnd-plsy"}},
		{"a meter's AES key in a table", "meter,aes_key,site\n88120071,C0FFEE11D00DBEEF4B1D2E3F5A6C7B8D,North", []string{"C0FFEE11D00DBEEF4B1D2E3F5A6C7B8D"}},
		{"a user and a password with one dollar after a slash", "the badge server is j.smith/Tr4vel$Wq2Lm since June", []string{"Tr4vel$Wq2Lm"}},
		{"a charger's authorization key", "{\"key\":\"AuthorizationKey\",\"value\":\"A1B2C3D4E5F60718293A\"}", []string{"A1B2C3D4E5F60718293A"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// A Twilio account's id is named, not hidden, beside the auth token that is.
func TestKeepsTheTwilioAccountID(t *testing.T) {
	t.Parallel()
	in := "tw = Client(\"AC0123456789abcdef0123456789abcdef\", \"fedcba9876543210fedcba9876543210\")"
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "AC0123456789abcdef0123456789abcdef") || strings.Contains(out, "fedcba9876543210fedcba9876543210") {
		t.Errorf("scrubbed %q into %q", in, out)
	}
}

// Shapes the earlier parts still missed, each in a wording of its own.
func TestRedactsSeventeenthRoundLeftovers(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"POST /register name email phone",
		"usage: /register <password> <password>",
		"\"settings\"\n{\n\t\"pass_hint\"\t\t\"ask the admin\"\n}",
	)
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a password typed twice to register", "lol he typed /register Creeper_99x Creeper_99x in global chat", []string{"Creeper_99x"}},
		{"a Unity serial on the command line", "/opt/Unity/Editor/Unity -batchmode -serial F4-Q7WM-2KZX-R8TB-4NVC-H5LP -username ci@example.com", []string{"F4-Q7WM-2KZX-R8TB-4NVC-H5LP"}},
		{"a KeyValues password", "\"db\"\n{\n\t\"user\"\t\t\"gamesrv\"\n\t\"pass\"\t\t\"waffle_otter_1997\"\n}", []string{"waffle_otter_1997"}},
		{"a French passphrase of letters and digits", "Kraken API : clé xx, phrase secrète : q7wm2kzxr8", []string{"q7wm2kzxr8"}},
		{"a Korean door lock's code", "사무실 도어락 비밀번호 48120", []string{"48120"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
