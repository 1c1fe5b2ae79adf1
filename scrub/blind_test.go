package scrub_test

import (
	"strings"
	"testing"
)

// The classes the blind parts heldout-g and heldout-h found missing on their first run, one
// case each in wordings of its own. Every value is made up.
func TestRedactsBlindPartClasses(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"German label", "Kennwort: Tq8#wLm2Zr\nBenutzer: lager", []string{"Tq8#wLm2Zr"}},
		{"Spanish label with ñ", "Contraseña: r7kq2mzx9w\nServidor: db-3", []string{"r7kq2mzx9w"}},
		{"German prose with lautet", "das Passwort für das Lager-WLAN lautet Kx7!fRm29q, bitte nicht weitergeben", []string{"Kx7!fRm29q"}},
		{"Spanish prose with es", "la contraseña de la VPN es Pz4mQ8vWt2 hasta el lunes", []string{"Pz4mQ8vWt2"}},
		{"five words before is", "the password for our old shared build box is Hb3$kq9Lmw now", []string{"Hb3$kq9Lmw"}},
		{"pre-shared key", "the site-to-site pre-shared key is Vw2@pq7Rkz", []string{"Vw2@pq7Rkz"}},
		{"German login words", "Zugangsdaten NAS: verwalter / Lm3%xq8Wvb", []string{"Lm3%xq8Wvb"}},
		{"French login words", "identifiants du routeur : admin / Qz8^mw2Lkp", []string{"Qz8^mw2Lkp"}},
		{"Wi-Fi name and password", "WiFi in the lab: LabNet-5G / Rk7mQw2xZp9!", []string{"Rk7mQw2xZp9!"}},
		{"log in as user / password", "log in to the switch console as netops / Gt5#vb8Kqz", []string{"Gt5#vb8Kqz"}},
		{"login changed to", "the root login was reset to Hq2!mz7Wkp yesterday", []string{"Hq2!mz7Wkp"}},
		{"private key id in words", "Private Key ID: 71c2f3a90b4d85e6f1a2b3c4d5e6f708192a3b4c", []string{"71c2f3a90b4d85e6f1a2b3c4d5e6f708192a3b4c"}},
		{"key id of low entropy hex", "revoke private_key_id 0dc368e99694d12787ded190ed448d18c975e46d today", []string{"0dc368e99694d12787ded190ed448d18c975e46d"}},
		{"auth directive", "    stats auth ops:Wq3#lm8Vzk", []string{"Wq3#lm8Vzk"}},
		{"Terraform variable default", "variable \"sendgrid_api_token\" {\n  type    = string\n  default = \"Zq84kLm20pXv7TnQ3wRs\"\n}", []string{"Zq84kLm20pXv7TnQ3wRs"}},
		{"YAML folded scalar", "webhook_secret: >-\n    Qm9xT3kLp2Vz8Rw\n    5nYc1Hd7Js4Gb0Fe\nport: 8080", []string{"Qm9xT3kLp2Vz8Rw", "5nYc1Hd7Js4Gb0Fe"}},
		{"JWT cut after its second dot", "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcHMifQ.\n    Xk2_pQ9-vL4mZr7TnW3sYb1Hc",
			[]string{"eyJzdWIiOiJvcHMifQ", "Xk2_pQ9-vL4mZr7TnW3sYb1Hc"}},
		{"Discord token cut inside", "bot:\nMTA5ODc2NTQzMjEwOTg3NjU0.GhK3\nq_.Zx8-Lm2Qw7Rt4Vb9Nc3Hs6Jd1Kf0Py5A",
			[]string{"MTA5ODc2NTQzMjEwOTg3NjU0", "Zx8-Lm2Qw7Rt4Vb9Nc3Hs6Jd1Kf0Py5A"}},
		{"key on the line after a sentence", "Here's the storage key, Outlook will mangle it:\nQk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge+pQ=\n\nM.",
			[]string{"Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge+pQ="}},
		{"prefixed hex cut in two", "twilio key:\nSK0a1b2c3d4e5f6a7b\n8c9d0e1f2a3b4c5d", []string{"SK0a1b2c3d4e5f6a7b", "8c9d0e1f2a3b4c5d"}},
		{"key block in base64", "    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB" + strings.Repeat("cXdlcnR5dWlvcA", 60) + "\n",
			[]string{"LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ", "cXdlcnR5dWlvcA"}},
		// heldout-i's first run.
		{"Italian prose with è", "la password della stampante è Vr5!kq2Lmz, non cambiarla", []string{"Vr5!kq2Lmz"}},
		{"Portuguese prose with é", "a senha do roteador é Mx8#tq4Wpz por enquanto", []string{"Mx8#tq4Wpz"}},
		{"Spanish clave", "Usuario: caja\nClave: Tw3@lp9Rvq", []string{"Tw3@lp9Rvq"}},
		{"password starting with !", "wachtwoord: !QpzRmWkTnv", []string{"!QpzRmWkTnv"}},
		{"dotted passphrase", "Password: cedar.cedar.pebble71", []string{"cedar.cedar.pebble71"}},
		{"dotted passphrase in a pair", "u/p: ops / basalt.meadow.otter56", []string{"basalt.meadow.otter56"}},
		{"pair before is the login", "ops / Lk4%vq8Wzp is the firewall login", []string{"Lk4%vq8Wzp"}},
		{"u/p and padding", "u/p: scanner / Rt5qWm2Kx9=", []string{"Rt5qWm2Kx9="}},
		{"user:password@host", "the camera is admin:Pz7!wq3Lkv@192.168.4.20", []string{"Pz7!wq3Lkv"}},
		{"PowerShell secure string", "$pw = ConvertTo-SecureString 'Nq6$vz2Wkp' -AsPlainText -Force", []string{"Nq6$vz2Wkp"}},
		{"key in an escaped JSON string", `"os.environ[\"MAILER_API_KEY\"] = \"Zx9Lm2Qw7Rt4Vb8Nc3Hs\"\n"`, []string{"Zx9Lm2Qw7Rt4Vb8Nc3Hs"}},
		{"index and ||=", `ENV["BILLING_PAT"] ||= "3/1234567890123456/6543210987654321:0a1b2c3d4e5f60718293a4b5c6d7e8f9"`,
			[]string{"0a1b2c3d4e5f60718293a4b5c6d7e8f9"}},
		{"value before was found", "the codecov token 5c1f9e2a-8b3d-4e6f-a1c2-d3e4f5a6b7c8 was found in a fork", []string{"5c1f9e2a-8b3d-4e6f-a1c2-d3e4f5a6b7c8"}},
		{"weak key, no separator", "the mixpanel write key Qw7Rt4Vb8Nc3Hs2Lm9Zx1Kp was public", []string{"Qw7Rt4Vb8Nc3Hs2Lm9Zx1Kp"}},
		{"key after a tab", "private_key_id\t3c9d2e7f8a1b4c5d6e7f8091a2b3c4d5e6f70812\tci@x.iam.gserviceaccount.com", []string{"3c9d2e7f8a1b4c5d6e7f8091a2b3c4d5e6f70812"}},
		{"key id, a field and was", "its private_key_id field was 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d", []string{"9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"}},
		{"quoted-printable soft break", "the key is sk-ant-api03-Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7Oi2Zq=\n8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk4AA\nbye",
			[]string{"Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7Oi2Zq", "8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk4AA"}},
		{"quoted value wrapped before a brace", "{\"refresh_token\": \"Qk7Wz3Lp9Xv2Nr8Ty5\nBm1Hd6Fs4Jc0Ge3Ua\"}", []string{"Qk7Wz3Lp9Xv2Nr8Ty5", "Bm1Hd6Fs4Jc0Ge3Ua"}},
		{"LaunchDarkly key", "- [ ] rotate mob-3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9 too", []string{"mob-3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9"}},
		// heldout-j's first run.
		{"Czech and Swedish prose", "heslo k NAS je Wq7#mz2Lkp; lösenordet till routern är Tz5!qp8Wmv", []string{"Wq7#mz2Lkp", "Tz5!qp8Wmv"}},
		{"Polish and Turkish labels", "Hasło: Rk4$wq9Lmz\nŞifre: Vn2%pz7Qkw", []string{"Rk4$wq9Lmz", "Vn2%pz7Qkw"}},
		{"Japanese and Chinese labels", "パスワード: Hx3&kq8Wzp\n密码：Mq6*vz1Lpw（生产）", []string{"Hx3&kq8Wzp", "Mq6*vz1Lpw"}},
		{"Finnish", "Salasana on Pk9!wz3Qmv", []string{"Pk9!wz3Qmv"}},
		{"ldapsearch -w", "ldapsearch -x -D 'cn=ro,dc=x' -w 'Lq2#vb7Wkz' '(uid=a)'", []string{"Lq2#vb7Wkz"}},
		{"xfreerdp /p:", "xfreerdp /v:host /u:ops /p:Gz8!mq3Wkv /cert:ignore", []string{"Gz8!mq3Wkv"}},
		{"smbclient user%password", "smbclient //srv/s -U 'DOM\\ops%Vb5$kq2Lzw'", []string{"Vb5$kq2Lzw"}},
		{"openssl -k", "openssl enc -aes-256-cbc -in a -out b -k 'Rp7@wz4Qmk'", []string{"Rp7@wz4Qmk"}},
		{"7z -p and zip -P", "7z a -pKm3!qz8Wvp a.7z x && zip -P 'Tw9#lp2Qzk' b.zip y", []string{"Km3!qz8Wvp", "Tw9#lp2Qzk"}},
		{"az login -p", "az login -u ops@x.onmicrosoft.com -p 'Qz6$wk1Lmp'", []string{"Qz6$wk1Lmp"}},
		{"net use", "net use \\\\files\\hr Zm4!vq7Wkp /user:DOM\\hr", []string{"Zm4!vq7Wkp"}},
		{"percent signs in a value", "--set auth.password=%7Kq2Wz9Lm%% -n x", []string{"%7Kq2Wz9Lm%%"}},
		{"expect and send", "expect \"Password:\"\nsend \"Wk8!qz3Lmv\\r\"", []string{"Wk8!qz3Lmv"}},
		{"Wi-Fi QR text", "WIFI:S:Lab;T:WPA;P:Qv5#mz8Wkp;;", []string{"Qv5#mz8Wkp"}},
		{"CSV export", "url,username,password,name\nhttps://a.lan,admin,Lz7$wq2Kmv,A\nhttps://b.lan,ops,Rm3!kz9Wqp,B",
			[]string{"Lz7$wq2Kmv", "Rm3!kz9Wqp"}},
		{"TSV with a key id column", "type\tproject_id\tprivate_key_id\nservice_account\tml\t5f4e3d2c1b0a99887766554433221100ffeeddcc",
			[]string{"5f4e3d2c1b0a99887766554433221100ffeeddcc"}},
		{"KeePass XML", "<String><Key>Password</Key><Value ProtectInMemory=\"True\">Kw2#vz9Lqm</Value></String>", []string{"Kw2#vz9Lqm"}},
		{"recovery codes", "Recovery codes:\nq7v2k-m9x3p\nzrtwq-lkpvd\n\nstore them offline", []string{"q7v2k-m9x3p", "zrtwq-lkpvd"}},
		{"setup key in groups", "2FA setup key: jbsw y3dp ehpk 3pxp", []string{"jbsw y3dp ehpk 3pxp"}},
		{"equals inside a login password", "login is apc / Qm9+=zW2kLp", []string{"Qm9+=zW2kLp"}},
		// heldout-k's first run.
		{"try … as the password", "can you try Vq3!kz8Wmp as the password for the lab box?", []string{"Vq3!kz8Wmp"}},
		{"log into … with user and password", "log into the billing portal with ops and Rz5$qw2Lkm first", []string{"Rz5$qw2Lkm"}},
		{"log into a possessive's account", "log into Vault's root with admin and Kp8#vz3Qwm", []string{"Kp8#vz3Qwm"}},
		{"creds in parentheses later", "Marc sent the creds over Signal (ops:Wz4!kq9Lvm), will try later", []string{"Wz4!kq9Lvm"}},
		{"secret in parentheses later", "the signing secret in the old ticket (9f8e7d6c5b4a39281706f5e4d3c2b1a0) is revoked", []string{"9f8e7d6c5b4a39281706f5e4d3c2b1a0"}},
		{"account / password after a label", "- Grafana: svc-grafana / Lq7Wm2Zr9Kx4\n- Jira: SSO", []string{"Lq7Wm2Zr9Kx4"}},
		{"known account after a label", "the NAS: root / lantern-pebble-4410", []string{"lantern-pebble-4410"}},
		// heldout-l's first run.
		{"key id, a blank and a quote", `private_key_id "6b1d0e9f8a7c6b5a4d3c2b1a0f9e8d7c6b5a4f3e"`, []string{"6b1d0e9f8a7c6b5a4d3c2b1a0f9e8d7c6b5a4f3e"}},
		{"cut token, prose after the piece", "deploy token glpat-Qk7Wz3L\np9Xv2Nr8Ty5Bm (from CI)", []string{"Qk7Wz3L", "p9Xv2Nr8Ty5Bm"}},
		// heldout-m's first run.
		{"Redis AUTH with and without a user", "127.0.0.1:6379> AUTH default Qw8!kz3Lmv\nOK\n127.0.0.1:6379> AUTH Zp5#vq2Wkm", []string{"Qw8!kz3Lmv", "Zp5#vq2Wkm"}},
		{"MongoDB db.auth", "> db.auth('ops', 'Lk9$wq4Zmv')", []string{"Lk9$wq4Zmv"}},
		{"MySQL SET PASSWORD", "SET PASSWORD FOR 'ops'@'%' = PASSWORD('Vm2@kq7Wzp');", []string{"Vm2@kq7Wzp"}},
		{"rabbitmqctl", "rabbitmqctl change_password metrics Rq6!zw3Kmp", []string{"Rq6!zw3Kmp"}},
		{"password prompt answered", "Enter new password for user \"ops\": Tk4#vz8Qwm", []string{"Tk4#vz8Qwm"}},
		{"YAML tag before a value", "signing_secret: !!str Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge", []string{"Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge"}},
		{"Terraform plan", "  # aws_ssm_parameter.api_token will be updated in-place\n  ~ value = \"Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge\"", []string{"Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// Look-alikes from the same first runs: masks, names of secrets, resource ids, questions
// about credentials, certificates in base64, URL paths.
func TestLeavesBlindPartLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
		"AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX",
		"token: ••••••••••••9c2e (masked)",
		"card: ****-****-****-4242",
		"LoadCredential=api-token:/etc/credstore/api-token",
		"  userPasswordKey: mariadb-password\n  existingSecret: mariadb-auth",
		"the kms key 1f0c8a52-7d3e-4b8a-9c61-2e5f7a9b0d14 encrypts the bucket",
		"| Service | Where the token lives |\n|---|---|\n| CI | GitLab → Settings → CI/CD variables |",
		"WiFi bands: 2.4GHz/5GHz",
		"the login was changed to SSO in May",
		"log in to the console as an admin / operator depending on the task",
		"Here's the public key:\nAAAAC3NzaC1lZDI1NTE5AAAAIOq2Xk7Lm9Pw4Rt8Yv1Bn5Cs3Df6Gh0Jk2",
		"    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lF",
		"https://www.example-gazette.com/gcdn/presto/2019/07/16/PGRB/fa8d60a1-0a21-421c-b36d.png",
		"variable \"api_token\" {\n  description = \"set TF_VAR_api_token\"\n  sensitive   = true\n}",
		// heldout-i's first run.
		`{"password": "Wachtwoord", "password_confirm": "Wachtwoord bevestigen", "token": "Jeton d'accès"}`,
		"contraseña: (pregúntale a Marta)",
		"site key (public, in the page's HTML): 6LdQk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7",
		"upload id Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7Oi2Z finished",
		"  password: !ImportValueForStack",
		"write to mailto:jsmith42@example.com or pkg:npm/lodash@4.17.21",
		"password: config.db.password",
		// heldout-j's first run.
		"Lösenordet byts var 90:e dag.",
		"            d1:05:7b:66:ee:92:0c:5e:7d:47:1d:c3:06:88:09:\n            f3:1e:ec",
		"user,password_last_changed,password_expires_in_days\nines,2026-11-02,78",
		"password, please\nThanks, Bob2024",
		"openssl pkcs12 -in a.p12 -passin env:P12_PASS -nodes",
		"set PATH=%PATH%;C:\\tools",
		"recovery codes were regenerated on 2026-11-02",
		"this that with from into over some text",
		// heldout-k's first run.
		"please try again as the password field was empty",
		"sign in with SSO and MFA2 enabled",
		"the api key (see ticket OPS-1234) expired",
		"the token (request 7f3a9c2e-1b4d-4e5f-a6b7-c8d9e0f1a2b3) expired",
		"Roles: admin / editor\nModels: gpt-4o / llama3\nRatio: 14 / 20\nOwner: admin / Ines\nStack: Go / React2",
		// heldout-l's first run.
		`API_KEY "see the vault"`,
		"token glpat-Qk7Wz3L\nThanks for the review",
		// heldout-m's first run (the first once failed closed: an empty value after trimming).
		"Note: SET PASSWORD ... = PASSWORD('...') is deprecated",
		"(error) NOAUTH Authentication required.\n127.0.0.1:6379> AUTH",
		"  # aws_db_instance.main will be updated in-place\n  ~ password = (sensitive value)",
	)
}
