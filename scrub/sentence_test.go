package scrub_test

import "testing"

// A line that names a credential, in wordings no separator or window rule reads: the value
// stands anywhere on the line, or on the next one. Every value is made up.
func TestRedactsSecretsOnLinesNamingACredential(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"Russian, value at the end", "новый пароль для почты теперь Krot!Lis2031, не теряй", []string{"Krot!Lis2031"}},
		{"Ukrainian capitalised", "Гасло до сервера бекапів: Vyshnia#884", []string{"Vyshnia#884"}},
		{"Greek with an ending", "Ο κωδικός του router είναι Elia.Thalassa!61 από χθες", []string{"Elia.Thalassa!61"}},
		{"Korean with a particle", "회의실 와이파이 비밀번호는 Nabi7Sori2Qx8Lm 이에요", []string{"Nabi7Sori2Qx8Lm"}},
		{"Japanese with を", "新しいパスワードをTsuki#Hana447に変えました", []string{"Tsuki#Hana447"}},
		{"Chinese", "数据库密码改成了 Qv8nL3xT9mKp2Wz7 请记下", []string{"Qv8nL3xT9mKp2Wz7"}},
		{"German compound", "Der neue Mailgun-Schlüssel lautet jetzt wQ4eR7tY2uI9oP3aS6dF", []string{"wQ4eR7tY2uI9oP3aS6dF"}},
		{"German passwort compound", "Datenbankpasswort geändert auf Fichte$Tanne38", []string{"Fichte$Tanne38"}},
		{"Spanish, value first", "Luna#Marea552 es la nueva contraseña del portal", []string{"Luna#Marea552"}},
		{"Turkish", "yeni şifre her zamanki gibi Kedi+Deniz72 oldu", []string{"Kedi+Deniz72"}},
		{"value on the next line", "Zugang für die Kasse, Kennwort:\nBirne&Apfel903", []string{"Birne&Apfel903"}},
		{"dashed passphrase", "the vault passphrase we settled on was copper-meadow-trout-58 iirc", []string{"copper-meadow-trout-58"}},
		{"door PIN digits", "Lagerhalle hinten: PIN 7730 41 ist falsch, richtig ist PIN 773041", []string{"773041"}},
		{"wifi code", "Pour le wifi du chalet, code d'accès 58213394 (demande à Léa)", []string{"58213394"}},
		{"app key in a query", "curl 'https://api.example.net/v1/forecast?city=Oslo&app_key=Hq2Wm8Zr5Tx1Lp7Vn4Kd'", []string{"Hq2Wm8Zr5Tx1Lp7Vn4Kd"}},
		{"backticked after log in", "to log in just paste `Zr7qWm2TxK9pLv4NcB8y` into the prompt", []string{"Zr7qWm2TxK9pLv4NcB8y"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// Lines that name a credential and hold nothing that reads as one.
func TestLeavesLinesAboutCredentialsAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"password policy: must be 12+ chars with a symbol like !",
		"the key is in 1Password under Infra/Staging",
		"PIN reset ticket OPS-1234 closed by helpdesk",
		"code review in PR #4521 before we rotate the token",
		"bumped the password hashing lib to v4.2.1-rc3 on 2026-03-14",
		"the api key for srv-web01 and srv-db02.internal lives in vault",
		"Пароль от сервера у Ивана, спроси его",
		"비밀번호는 관리자에게 문의하세요",
		"パスワードは毎月変更してください",
		"Neuer Schlüssel für Raum B204 liegt am Empfang",
		"PIN changed in 2024, ask the office for the new one",
		"the login page at https://auth.example.com/login?next=%2Fhome is slow",
		"the token bucket refills at 500req/s per key",
		"password for build-agent-7 is managed by ansible_vault_v2",
		"commit 3f9a2c71b8e4d6a0c5f1e2d3b4a59687 fixed the key rotation",
		"I lost the key to my bike again!! Lucky I had a spare at home",
		"her secret to good bread: 72h cold proof at 4C",
		"the docker login step uses ghcr.io/acme/app:1.14.2 now",
	)
}
