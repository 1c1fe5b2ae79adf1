package scrub_test

import "testing"

// The look-alikes of the tenth round, each in a wording of its own (no corpus's): a log's
// record keys after a keyword, ids and thumbprints of certificates, compounds about a password,
// a vault entry's name, a masked value, a commit beside a service account, an SSH key's comment.
func TestLeavesTenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"SSO log: user.session.start FAILURE reason=INVALID_CREDENTIALS transaction=Qm7vXk2LpR9tZw4NyB8cHd3F actor=ana@corp.example",
		"audit: token refresh denied, request_id=Zt8Qm2LkV7xNp4RwB9cYd6Hf",
		`"keyCredentials": [{ "customKeyIdentifier": "8E1F04C27AB93D5E6F708192A3B4C5D6E7F80912", "usage": "Verify" }]`,
		"the SAML token signing cert thumbprint is 4C1E9A0B3D5F7E2A4C6B8D0F1E3A5C7B9D1F3E5A, renew before June",
		"Connect-MgGraph -AppId 6c1f2e3d-4b5a-6978-8a9b-0c1d2e3f4a5b -CertificateThumbprint 9A8B7C6D5E4F30211203F4E5D6C7B8A9F0E1D2C3",
		"Passwortrichtlinie geändert: mindestens 14 Zeichen, Ablauf nach 90 Tagen",
		"wachtwoordbeleid: minimaal 12 tekens",
		"login is svc_backup / see Bitwarden entry \"nas-backup-02\"",
		"podman login -u <your user> -p <your token> quay.io",
		"12:01:02 INFO connecting to app-crm-03 user=svc_fin password=***",
		"INFO loaded settings: smtp_password=Sg-****9921, retries=3",
		"commit 0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6 moved the service account to another folder",
		"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4 lena@LAB-WS07",
		"key id 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 is the JWK thumbprint we publish",
		"password is getSecret(cfg[0])",
		"vault_db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  b57995d1ba60c1b6898339ebc80e1531a240096d523da4e4b3a51aa9486e6789d8fc6bfcea64914d\n  980eea09ea2765f3f236655c41a08775b9b66bfe4b4f7bf91b9469f80c2289134ef476b7f26d9d8e\n  edd91f22f656716f7d578492a2b65c69603bbfaf65ecea5e2f8d7cc59f2dd0bbc3c80ab92f0bce5a\n  0e9166d96cd83abbe1670ad987e6396b6ae9724881c1d05758d9d14108cdffb69f1df7a812bc9ade\n",
	)
}

// The shapes of the tenth round, each in a wording of its own.
func TestRedactsTenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a generated password with brackets", "Log in as ops with password q4]Vd{Lm8!zT-Wr", []string{"q4]Vd{Lm8!zT-Wr"}},
		{"a generated password in Chinese", "新的密码是 [Hq7<tZ2wM;pK%vB", []string{"[Hq7<tZ2wM;pK%vB"}},
		{"a generated password mid-sentence", "la contraseña }Rt5.mQ8^xW2[kLp sirve para el NAS", []string{"}Rt5.mQ8^xW2[kLp"}},
		{"a salt with every symbol", "define('LOGGED_IN_KEY', 'k|8V+{z;Q2]mD)w!Lx7<Pe~c@R9f%T4b$Hn6*Ju^Gy3&Ks1(Wq0?Ya5>Zt|-');",
			[]string{"k|8V+{z;Q2]mD)w!Lx7<Pe~c@R9f%T4b$Hn6*Ju^Gy3&Ks1(Wq0?Ya5>Zt|-"}},
		{"unattend's password value", "<AutoLogon>\n  <Password>\n    <Value>Kiln$Ferry-4471</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>", []string{"Kiln$Ferry-4471"}},
		{"an element with attributes", `<Password encrypted="false">Quill-Harbor-82</Password>`, []string{"Quill-Harbor-82"}},
		{"a property element named for a password", `<property name="spring.datasource.password">Tern%Delta-508</property>`, []string{"Tern%Delta-508"}},
		{"a setter named for the password", `src.setPassword("Oriel$Birch-73");`, []string{"Oriel$Birch-73"}},
		{"a setter named for the key", `$client->setApiKey("live_Wq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs");`, []string{"live_Wq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs"}},
		{"PHP serialized options", `a:2:{s:4:"user";s:9:"mailer@ex";s:8:"password";s:13:"Sparrow#Mill3";}`, []string{"Sparrow#Mill3"}},
		{"a host, a user and a password", "SFTP: sftp.bakery.example / deploy / Rq8mZ2wLx5tB (port 22, key login off)", []string{"Rq8mZ2wLx5tB"}},
		{"quoted user and password", "staging account: `qa-bot` / `Lantern77Pier!` (shared with QA)", []string{"Lantern77Pier!"}},
		{"user // passphrase", "jump host -> ops // maple-orbit-canyon-2231", []string{"maple-orbit-canyon-2231"}},
		{"a pair followed by words", "the plotter takes svc_plot / Heron_Vale22! on its web page", []string{"Heron_Vale22!"}},
		{"sudo reading its password", `echo "Ledger4471ridge" | sudo -S systemctl restart nginx`, []string{"Ledger4471ridge"}},
		{"schtasks run-as password", `schtasks /create /tn Sync /tr sync.cmd /sc hourly /ru CORP\svc_sync /rp Pallet+Crane9`, []string{"Pallet+Crane9"}},
		{"psexec password", `psexec \\fs02 -u CORP\ops -p "Sable!Tower6" ipconfig`, []string{"Sable!Tower6"}},
		{"cmdkey password", "cmdkey /add:fs02 /user:CORP\\ops /pass:Mirth_Gable31", []string{"Mirth_Gable31"}},
		{"HANA secure store", "hdbuserstore SET REPORTKEY hana01:30015 REPORTER Quartz.Lane77", []string{"Quartz.Lane77"}},
		{"composer's repository credentials", "composer config http-basic.repo.example.com 3f9c1e2d7b6a 9e8d7c6b5a4f3e2d1c0b", []string{"9e8d7c6b5a4f3e2d1c0b"}},
		{"a BitLocker recovery password", "recovery key for LT-0412: 123456-654321-111222-333444-555666-777888-999000-102030 (read over phone)",
			[]string{"123456-654321-111222-333444-555666-777888-999000-102030"}},
		{"backup codes in Japanese", "バックアップコード:\n20481937  55120384  90817263", []string{"20481937", "55120384", "90817263"}},
		{"mysqli_real_connect in a stack trace", "#0 db.php(12): mysqli_real_connect(Object(mysqli), 'db01', 'app', 'Cobalt_Fern88', 'app', NULL, NULL, 0)", []string{"Cobalt_Fern88"}},
		{"a SecureString from a literal", `$s = ConvertTo-SecureString -String "Vesper!Lake42" -AsPlainText -Force`, []string{"Vesper!Lake42"}},
		{"VBScript mapping a drive", `net.MapNetworkDrive "S:", "\\fs01\share", True, "CORP\ops", "Rowan#Quay91"`, []string{"Rowan#Quay91"}},
		{"a PowerShell parameter named for a key", "New-Thing -AccountKey 'Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3F+/==' -Name x", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3F+/=="}},
		{"PRTG's passhash", "https://prtg.example/api/table.json?username=ops&passhash=4412093387", []string{"4412093387"}},
		{"a key id and its secret after a colon", "use SK9f8e7d6c5b4a39281706f5e4d3c2b1a0:7d6c5b4a39281706f5e4d3c2b1a09f8e for the SMS API", []string{"7d6c5b4a39281706f5e4d3c2b1a09f8e"}},
		{"a password reset to a value", "the kiosk password was reset to Tulip#Gate55 this morning", []string{"Tulip#Gate55"}},
		{"a password reset in Dutch", "wachtwoord van de scanner teruggezet naar Mol3n=Brug, graag doorgeven", []string{"Mol3n=Brug"}},
		{"a value, a dash, the password", "it is tW4,Lp}D)UDBx — password for the build box", []string{"tW4,Lp}D)UDBx"}},
		{"a split key under a reply", "> could you resend the signing key?\n\nsure:\n\nQm7vXk2LpR9tZw4NyB8cHd3FvT6s\nWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8==\n\nbest, Ines",
			[]string{"Qm7vXk2LpR9tZw4NyB8cHd3FvT6s", "Wq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8=="}},
		{"a split key in a code fence", "API token for the monitoring box:\n```\n9f3e8a7b6c5d4e3f2a1b0c9d8e7\nf6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8\n```",
			[]string{"9f3e8a7b6c5d4e3f2a1b0c9d8e7", "f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8"}},
		{"WooCommerce keys", "shop.example (staging) ck_0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3 cs_9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6",
			[]string{"ck_0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3", "cs_9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6"}},
		{"a password word, a generated value, more words", "usa la contraseña ]Wq3<zP8~kL2^vT para el panel", []string{"]Wq3<zP8~kL2^vT"}},
		{"an SA key's id", "SA key for etl-prod: key id 7e6d5c4b3a29180f7e6d5c4b3a29180f7e6d5c4b, made 2025-01-02", []string{"7e6d5c4b3a29180f7e6d5c4b3a29180f7e6d5c4b"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
