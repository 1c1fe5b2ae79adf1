package scrub_test

import "testing"

// The look-alikes of the seventh round, each in a wording of its own (no corpus's): absence and
// negation, names of files and ARNs, elided prefixes, pinned actions, blobs before a slash,
// placeholders in angle brackets, and the words a password column holds instead of a password.
func TestLeavesSeventhRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"the lobby hotspot CafeNet-77Q2 has no password at all",
		"Kiosk Wi-Fi without a password, just the captive portal",
		"the new PIN can't be 0000 or your birth year",
		"$ passwd kim\nNew password:\npasswd: password updated successfully",
		"oc create secret generic api --from-file=token=./api-token.json --dry-run=client -o yaml",
		"keep the key in vault-password.txt is what the runbook says",
		"refreshing for tenant_id=5b0f2c7e-1d3a-4e8b-9c6f-2a7d4e1b8c03 done",
		"read it from arn:aws:secretsmanager:ap-south-1:448812093377:secret:ci/npm-Qx81Lm",
		`curl -H "Authorization: Bearer rk_test_..." https://billing.internal/v2/invoices`,
		"- uses: azure/login-action@v2\n- name: login to the registry",
		"x-ms-request-id: Hq3Lw8Zp2Ty6Uv9Rk4Ns/Mb7Vc1Xz5Aq0Wd3Ee8Ff2Gg6Hh0Jj4Kk8Ll2Mm6Nn0Pp",
		"TOKEN=<paste-token-here>\nSERVICE_URL=https://svc.internal:8443/api",
		"| app | login | password |\n|---|---|---|\n| wiki | eng | SSO |\n| vpn | — | (ask the helpdesk) |",
		"POSTHOG_KEY=phc_Wq8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5KaZk4Qp7Tn2",
		"the combination of 2025-03-14 and 2025-04-01 releases broke the build",
		"keypad firmware v2.4.1 ships with the new lock",
		"room 4012 is booked, the lockbox is by the door",
		"the random seed for the test run is 4242424242424242",
		"$ terraform output -raw instance_ip\n10.20.30.40",
		"the password is case-sensitive and expires in 90 days",
		"Password policy: 12+ characters, one digit",
		"the new password (min. 14 chars) goes into the vault",
		"password: see ticket OPS-4411 for the rotation",
		"Password manager: Bitwarden (team vault)",
		"Passwords are argon2id. People log in with a password (argon2id) or a link.",
		"u: the user list p: the permission list",
		"client.login(username, password)",
		"snmp-server community public RO",
		"$ gcloud secrets versions access 3 --secret=api-password --project=shop-42817",
		"x509: the key is elided:\n\"-----BEGIN RSA PRIVATE KEY-----\\n...\\n-----END RSA PRIVATE KEY-----\\n\"",
		"-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh\nkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ\n0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdg\ncKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbc\nmwIDAQAB\n-----END PUBLIC KEY-----",
		"PUT /api/users/4412/password HTTP/1.1\nHost: api.corp.example",
		"var secret = config[\"Mail:Secret\"] ?? throw new Exception(\"missing\");",
		"curl -u USER:PASSWORD https://nas.local/api",
		"{\"auth\":{\"client_token\":\"hmac-sha256:2edf7fcd6463de9c29af1238aca484ddb9905a1cbb728c0ce776b94fddb64b2c\"}}",
		"Sub Lock()\n    Dim pw As String\n    pw = InputBox(\"Password?\")\n    Sheets(1).Protect Password:=pw\nEnd Sub",
		"guess = getpass.getpass(\"Password: \")\nok = check(user=u, password=guess)",
		"Wi-Fi: Livebox-77QZ (password on the router's sticker)",
		"gpg --recv-keys 0x5A1D3B9C7E2F4A68",
		"office: Room 2.14, ext. 4471, postal code 80331",
		"secret: arn:aws:secretsmanager:us-east-2:551208877463:secret:ci/token-Q2xLmP",
		"[09:01] <lee> which password manager do we use?\n[09:02] <kim> Bitwarden!",
		"what's the password policy?\nsure: 12 characters",
		"call me on 0171 5550 1234 about the password reset",
		"SIZES = (\n    \"small\"\n    \"medium\"\n)",
		"the key AbCdEf123456 is in\n/etc/app/keys/prod.pem",
		"see https://docs.example.com/integrations/github-actions-runner-setup for the webhook",
		"option key_mgmt 'WPA-PSK'",
		"conn = DriverManager.getConnection(url, props);",
		`session.authenticate("kim", getpass.getpass())`,
		"Jenkins admin login: admin / [REDACTED:password]",
		"Server=sql01;User Id=sa;Database=crm;Encrypt=true",
		`body := "user=kim&password=" + strings.Repeat("x", n)`,
		"htpasswd's scheme-prefixed hashes: {SHA}, {SSHA}, {MD5}",
		"the embedder is text-embedding-3-large (key: see vault); text-embedding-3-large is the default",
		"$ echo $HOME\n/home/kim",
		"$ kubectl get secret --help\nDisplay one or many resources.",
		"Seedorf MFA rollout: WEEK 12 for the SALES TEAM, see MFAROLLOUTPLAN",
		"build cache key: gradle-cache-Linux-arm64-7c1e0b9a4d2f6e8b3a5c7d9e1f0a2b4c6d8e0f1a3b5c7d9e",
		"**Ravi**: deploy log:\n**Ravi**: 2026-05-12T09:14:03Z step 4 done\n**Ravi**: all green",
		"1. copy `config.sample`\n2. run `make setup`\n3. restart the agent",
	)
}

// What the same round redacts that looked too plain before: a password with a symbol and both
// cases but no digit after the word alone, and an XML element that does close.
func TestRedactsSeventhRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"German password word then a digitless value", "Zugang fürs Wiki: Benutzer ops, Kennwort Pf+Lq_WmzR^k. Danke", []string{"Pf+Lq_WmzR^k"}},
		{"XML element that closes", "<credentials>\n  <secret>Nq7!Tz4wLp</secret>\n</credentials>", []string{"Nq7!Tz4wLp"}},
		{"keypad entry with a hash", "bike shed keypad: 58213# (changed in May)", []string{"58213"}},
		{"lockbox code", "Ferienwohnung\nLockbox: 7713\nCheck-out 10 Uhr", []string{"7713"}},
		{"German door-code compound", "Der Türcode vom Hintereingang ist 40917", []string{"40917"}},
		{"safe combination in pairs", "the safe combination is 14-03-77, left first", []string{"14-03-77"}},
		{"code that leads with a letter", "code de la porte du local vélos : C7731", []string{"C7731"}},
		{"unlock code", "tablet unlock code 90412 for the front desk", []string{"90412"}},
		// Passwords of any shape right after the word for one.
		{"Cyrillic word and a name with a number", "Пароль от роутера: GRanada-4471", []string{"GRanada-4471"}},
		{"German compound and lautet", "Ihr Startkennwort lautet: tulpe.wiese19", []string{"tulpe.wiese19"}},
		{"French with guillemets", "le mot de passe du Wi-Fi : « pomme.verte88 »", []string{"pomme.verte88"}},
		{"in parentheses after the word", "the lab laptop keeps its password (birke.birke07) for now.", []string{"birke.birke07"}},
		{"on the line under the word", "The password is\n!Nordlicht_Fjord4\n(mind the capital)", []string{"!Nordlicht_Fjord4"}},
		{"in backticks after pass", "creds: user `svc`, pass `@Kolibri_Lima5`", []string{"@Kolibri_Lima5"}},
		// A user and a password labelled on one line.
		{"u: and p: labels", "[11:02] ana: u: grafana p: maple.river.crane4", []string{"maple.river.crane4"}},
		{"parenthesised labels", "(u) backup (p) oak$tree77", []string{"oak$tree77"}},
		{"Italian user and password words", "utente mq_reader / password Lq2=wP+zT9", []string{"Lq2=wP+zT9"}},
		{"a one-string list after the key", `form := url.Values{"user": {"kim"}, "password": {"Fern-Valley-93"}}`, []string{"Fern-Valley-93"}},
		// Credentials passed to a call that logs in or connects.
		{"SMTP login", "server.login('alerts@corp.example', 'Wq7^mZ!k2Lp')", []string{"Wq7^mZ!k2Lp"}},
		{"JDBC connection over lines", "conn = DriverManager.getConnection(\n  \"jdbc:postgresql://db1:5432/hr\", \"hr_app\", \"Fk29dLq7Zx\");", []string{"Fk29dLq7Zx"}},
		{"PDO", "$db = new PDO($dsn, 'shop', 'linden*442');", []string{"linden*442"}},
		{"bearer call", ".bearer_auth(\"Qm4Xz8Lp2Rt6Vb9Nw3Ks\")", []string{"Qm4Xz8Lp2Rt6Vb9Nw3Ks"}},
		// Pieces of a key the line cut, in more forms.
		{"base64 piece that starts with a slash", "Staging key (the wiki broke it in two):\n  Hq3Lw8Zp2Ty6Uv9\n  /Rk4Ns7Mb1Vc5Xz8Aq0Wd3Ee\nthanks",
			[]string{"Hq3Lw8Zp2Ty6Uv9", "/Rk4Ns7Mb1Vc5Xz8Aq0Wd3Ee"}},
		{"Python strings side by side", "SIGNING_SECRET = (\n    \"9f2c4e7a1b3d5f60\"\n    \"8e1a2c4b6d\"\n)", []string{"9f2c4e7a1b3d5f60", "8e1a2c4b6d"}},
		{"a log's source prefix", "[10:02] api-1 | Authorization: Bearer Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5K\n[10:02] api-1 | aZk4Qp7Tn2Wc8Lr3Vb6Xy\n[10:03] api-1 | GET /health 200",
			[]string{"Qw8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5K", "aZk4Qp7Tn2Wc8Lr3Vb6Xy"}},
		{"cmd's More? prompt", "C:\\> set SYNC_TOKEN=Vb9Nm3Qw7Er1Ty5Ui8Op2^\nMore? As4Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw\nC:\\> sync.exe", []string{"Vb9Nm3Qw7Er1Ty5Ui8Op2", "As4Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw"}},
		// Devices' and services' own formats.
		{"OpenWrt wireless key", "config wifi-iface 'guest'\n\toption ssid 'Lobby'\n\toption key 'HqTr8mWvPx2Z'", []string{"HqTr8mWvPx2Z"}},
		{"WLAN profile key material", "<sharedKey><keyType>passPhrase</keyType><keyMaterial>Pelikan-Blau-771</keyMaterial></sharedKey>", []string{"Pelikan-Blau-771"}},
		{"SNMP community", "snmp-server community Zq8Lw2Xv9Tk RW 99", []string{"Zq8Lw2Xv9Tk"}},
		{"snmpwalk community", "snmpwalk -v2c -c m0nitorKey77 10.1.2.3 system", []string{"m0nitorKey77"}},
		{"Go MySQL DSN", `dsn := "app:Wn8!vq2Lp@tcp(db.internal:3306)/shop"`, []string{"Wn8!vq2Lp"}},
		{"Docker config in base64", "  .dockerconfigjson: eyJhdXRocyI6eyJyZWcuZXhhbXBsZSI6eyJhdXRoIjoiYTJsdE9sQnBibVZoY0hCc1pUYzIifX19", []string{"eyJhdXRocyI6eyJyZWcuZXhhbXBsZSI6eyJhdXRoIjoiYTJsdE9sQnBibVZoY0hCc1pUYzIifX19"}},
		{"webhook path token", "alerts go to https://chat.corp.example/hooks/7kq2mx9vb3nw8pz4rt6yh5jd1c", []string{"7kq2mx9vb3nw8pz4rt6yh5jd1c"}},
		{"value first, uses … as its password", "the kiosk account uses Linde42%% as its password", []string{"Linde42%%"}},
		// The answer to a question for a password, and a few more ways to state one.
		{"answer on the next line", "> @li the root pass for the NAS?\nsure: `Quitte77+` (delete after reading)", []string{"Quitte77+"}},
		{"Japanese question, bare answer", "<mei> ルーターのパスワード教えて\n<jun> Sakura-2211\n<mei> ありがとう", []string{"Sakura-2211"}},
		{"Japanese particle after the word", "Wi-Fiのパスワードは 4417 9025 3380 1162 です", []string{"4417 9025 3380 1162"}},
		{"digit groups after the word", "guest network Gast-5G, password 7720 1184 9930 4415", []string{"7720 1184 9930 4415"}},
		{"Chinese changed-to", "备注：SENTRY_TOKEN 已更换为 Hq3Lw8Zp2Ty6Uv9Rk4Ns7Mb1，旧的已作废。", []string{"Hq3Lw8Zp2Ty6Uv9Rk4Ns7Mb1"}},
		{"XML element with a sigil", "<server>\n  <password>!Kranich_Blau4</password>\n</server>", []string{"!Kranich_Blau4"}},
		// What a command that reads a secret prints, and a secret seen again.
		{"secret store read by name", "$ oc get secret billing-db -o jsonpath='{.data.token}'\nWjRrTnE4cFhtMlZ3\n$ exit", []string{"WjRrTnE4cFhtMlZ3"}},
		{"its base64 decoded next", "$ kubectl get secret app -o jsonpath='{.data.pw}'\nSzR0LVBsdW0hOTk=\n$ kubectl get secret app -o jsonpath='{.data.pw}' | base64 --decode\nK4t-Plum!99",
			[]string{"SzR0LVBsdW0hOTk=", "K4t-Plum!99"}},
		{"a credential variable echoed, wrapped", "$ echo $SENTRY_AUTH_TOKEN\n7f3a9c21\n4be8d0a6c5f1e2b3d4a5968778695a4b\n(terminal wrapped it)",
			[]string{"7f3a9c21", "4be8d0a6c5f1e2b3d4a5968778695a4b"}},
		{"terraform output of a credential", "$ terraform output -raw smtp_password\nLq7#vTz2Wm9p", []string{"Lq7#vTz2Wm9p"}},
		{"the same secret quoted again", "password: Kopenhagen84\n(Kopenhagen84 opens the NAS as well)", []string{"Kopenhagen84"}},
		// TOTP seeds after the word that names them.
		{"MFA seed in a sentence", "the MFA seed for the kiosk account is KQ4TMZX2RWPL7VNA, keep it offline", []string{"KQ4TMZX2RWPL7VNA"}},
		{"seed without a digit", "Authenticator seed (ops vault): QWERPLMKNJBHUYGT", []string{"QWERPLMKNJBHUYGT"}},
		{"seed in code", "otp = pyotp.TOTP('MZXW6YTBOI2DKNRT')\nprint(otp.now())", []string{"MZXW6YTBOI2DKNRT"}},
		{"groups on the line under the label", "2FA setup key for the VPN (no camera here):\nk3vq m7zp xw2n rt5h\nthanks", []string{"k3vq m7zp xw2n rt5h"}},
		// Keys wrapped onto the next line, past a speaker's prefix or under a label.
		{"bold speaker, hex cut in two", "**Ravi**: key: 3be07f1a29c64d8e05b7a\n**Ravi**: 19e4c02d7f6a8b3e5d1c09f7a2b4e6d8c0a1f3e5b79\n**Ravi**: one line, sorry",
			[]string{"3be07f1a29c64d8e05b7a", "19e4c02d7f6a8b3e5d1c09f7a2b4e6d8c0a1f3e5b79"}},
		{"WhatsApp speaker, vendor token's tail", "12/05/2026, 09:14 - Ana: token: ghp_Qw8Lm2Np6Rt0Yv3Bx7Hd\n12/05/2026, 09:15 - Ana: 9Jf1Gs5KaZk4Qp7T",
			[]string{"ghp_Qw8Lm2Np6Rt0Yv3Bx7Hd", "9Jf1Gs5KaZk4Qp7T"}},
		{"IRC speaker, bot token cut in its first part", "<mo> bot token: OTg3NjU0\n<mo> MzIxMDk4NzY1NDMy.Gh4Jk8.Lz2Xc6Vb9Nm3Qw7Er1Ty5Ui8Op2As4\n<mo> joined it?",
			[]string{"OTg3NjU0", "MzIxMDk4NzY1NDMy.Gh4Jk8.Lz2Xc6Vb9Nm3Qw7Er1Ty5Ui8Op2As4"}},
		{"two pieces under a label line", "Staging key (the wiki broke it):\n  Vb9Nm3Qw7Er1Ty5U\n  i8Op2As4Df6Gh8Jk0Lz2Xc4Vb6Nm8\nthanks",
			[]string{"Vb9Nm3Qw7Er1Ty5U", "i8Op2As4Df6Gh8Jk0Lz2Xc4Vb6Nm8"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
