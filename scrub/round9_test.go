package scrub_test

import "testing"

// The look-alikes of the ninth round, each in a wording of its own (no corpus's): ticket ids
// with a hash, host names, HL7 segments, record ids, ids that start with PIN, pinned
// certificates, shell prompts, cmdlets, ciphertext-free banners in base64, public keys.
func TestLeavesNinthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Password reset for the ledger app (INC#40213): done, user notified.",
		"password expired for user svc_lab on lims-03.hospital.local; sent the reset link",
		"OBR|1|71820|55102|2345-7^Glucose^LN\rOBX|1|NM|2345-7^Glucose^LN||98|mg/dL",
		"2026-01-04T10:00:00Z GET /v1/orders request_id=0f4c2a9e-7b1d-4e3a-9c8b-5d6e7f8a9b0c status=200",
		"Contract PIN-GH-440912-07 renewed; call ext. 5512 for questions",
		"the cert pin for api.bank.example rotated, new SHA-256 is 7D2A41C6E0B38F95D4C1A2B3C4D5E6F708192A3B4C5D6E7F8091A2B3C4D5E6F7",
		"admin@fw01:~$ wg show wg0 public-key\nq7Zx3Lm9Np2Rt6Yv0Bx4Hd8Jf2Gs6KaZk0Qp4Tn8Wb2=",
		"root@nas01:~# wg show wg0 private-key",
		"$pw = Read-Host -AsSecureString -Prompt 'Password for svc'",
		"DISCORD_GUILD_ID=712345678901234567",
		"binaryData:\n  motd: YXV0aG9yaXplZCBwZXJzb25uZWwgb25seSwgb2su",
		"PIN reset requested for card 55120044, the desk will call back",
		"Invalid username / password\nthanks",
		"docker login failed: incorrect username or password\nReporter: kim",
		"a bot token's first part is the bot's id in base64, e.g. ODQ1MjI3OTExNzc0MzM2MDAw — the secret follows it",
		"pick a passphrase, not a password like, for example: Summer2024!",
		`conf.set("spark.executor.memory", "4g")`,
		`cache.set("session_token", user.token)`,
		"the token flow -> see the docs",
		"pull image:Ubuntu2204LTS and tag:Release2024b, then check sha256:Ab12Cd34Ef56",
		"meeting at 10:30, room:Floor4B is booked",
		"password reset -> see the ticket",
	)
}

// The shapes of the ninth round, each in a wording of its own.
func TestRedactsNinthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"Greek past a long qualifier", "Ο κωδικός για τον λογαριασμό του φαρμακείου είναι Lotus.Amber.2024", []string{"Lotus.Amber.2024"}},
		{"the Wi-Fi code in French", "Le code Wi-Fi de la salle est heron-tulip-2031", []string{"heron-tulip-2031"}},
		{"Cisco local user", "username ops privilege 15 secret 0 granite44\n!", []string{"granite44"}},
		{"enable secret in a chat", "I ran `enable secret kite.river_88` on core1", []string{"kite.river_88"}},
		{"TACACS key under its server", "tacacs server CORE\n address ipv4 10.1.1.5\n key Zq8Lm2Wp7Tx\n!", []string{"Zq8Lm2Wp7Tx"}},
		{"SNMPv3 user's auth and priv", "snmp-server user mon OPS v3 auth sha Larch4419x priv aes 128 Qv7Nn2Kk9Pp", []string{"Larch4419x", "Qv7Nn2Kk9Pp"}},
		{"Junos pre-shared key", `set security ike policy VPN pre-shared-key ascii-text "Heronmaple4471"`, []string{"Heronmaple4471"}},
		{"Junos RADIUS secret", `set system radius-server 10.0.0.2 secret "Marshpine5530"`, []string{"Marshpine5530"}},
		{"FortiOS RADIUS secret", "config user radius\n    edit \"NPS2\"\n        set secret Quartzfinch2290\n    next\nend", []string{"Quartzfinch2290"}},
		{"tac_plus key", "key = \"Lindenwave8013\"\n\ngroup = ops {\n    default service = permit\n}", []string{"Lindenwave8013"}},
		{"radtest's password and secret", "$ radtest kim 'Aster91!' 10.0.0.9 0 Kq7Lm2Np9Rt", []string{"Aster91!", "Kq7Lm2Np9Rt"}},
		{"OpenVPN static key", "-----BEGIN OpenVPN Static key V1-----\n" +
			"0a1b2c3d4e5f60718293a4b5c6d7e8f9\n1f2e3d4c5b6a79880716253443526170\n" +
			"9a8b7c6d5e4f30211203f4e5d6c7b8a9\nabcdef0123456789fedcba9876543210\n" +
			"-----END OpenVPN Static key V1-----",
			[]string{"0a1b2c3d4e5f60718293a4b5c6d7e8f9\n1f2e3d4c5b6a79880716253443526170\n9a8b7c6d5e4f30211203f4e5d6c7b8a9\nabcdef0123456789fedcba9876543210"}},
		{"an XML bind password", "<bind>\n  <ldap_rootpw>Vw8Kq3Zt6Lp2</ldap_rootpw>\n</bind>", []string{"Vw8Kq3Zt6Lp2"}},
		{"creds are user:password", "creds for 10.9.8.7 are backup:Heron_Gale-27", []string{"Heron_Gale-27"}},
		{"a URI with an empty host", "DSN=snowflake://etl:Qw8~Lm2Np6Rt0@/WAREHOUSE/RAW?account=ab12345", []string{"Qw8~Lm2Np6Rt0"}},
		{"MinIO client alias", "mc alias set store https://s3.lab:9000 labkey Zk4Qp7Tn2Wb8Vc4X", []string{"Zk4Qp7Tn2Wb8Vc4X"}},
		{"wandb login", "$ wandb login 0f9e8d7c6b5a49382716059483726150a1b2c3d4", []string{"0f9e8d7c6b5a49382716059483726150a1b2c3d4"}},
		{"Swedish compound key", "API-nyckeln är 7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b", []string{"7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b"}},
		{"padlock code in Spanish", "el código del candado de la bodega es 6604", []string{"6604"}},
		{"a password word, then the value alone", "kullanıcı deploy şifre Nehir@Kus", []string{"Nehir@Kus"}},
		{"user // password", "grafana // Tq7-Wm2Lx9Pz", []string{"Tq7-Wm2Lx9Pz"}},
		{"a setting named as a credential", "hconf.set(\n    \"fs.azure.account.key.lake.dfs.core.windows.net\",\n    \"UHRZZ2ptVWglQmVsMzFpRWwyaHBDaFlnQ2ZyTDFzcE54bnlWbWloQSMyTzc2VU1GeEZrTSNSNUtqcCYxdlJ0IQ==\")", []string{"UHRZZ2ptVWglQmVsMzFpRWwyaHBDaFlnQ2ZyTDFzcE54bnlWbWloQSMyTzc2VU1GeEZrTSNSNUtqcCYxdlJ0IQ=="}},
		{"a property named as a password", `props.setProperty("mail.smtp.password", "Birch-Ledger7")`, []string{"Birch-Ledger7"}},
		{"a password after an arrow, past words", "Portal password was changed → harbor-lamp-quiet9", []string{"harbor-lamp-quiet9"}},
		{"user:password in parentheses", "router admin page http://10.0.0.1 (admin:Tidewater_Gull58)", []string{"Tidewater_Gull58"}},
		{"user:password after an arrow", "Moodle -> teacher:Qb7xLm2WpZk9", []string{"Qb7xLm2WpZk9"}},
		{"a token after an arrow", "weaviate cloud token for the staging cluster -> Zx7NNbQpLKdmgqYIWAsCmDTdzPkoaVnB", []string{"Zx7NNbQpLKdmgqYIWAsCmDTdzPkoaVnB"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
