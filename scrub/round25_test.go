package scrub_test

import (
	"strings"
	"testing"
)

// The look-alikes of the twenty-fifth round, each in a wording of its own: the classes every
// blind part is asked to make traps of (references, masks, commit ids, public pins, a table's
// rows), which a rule written for one part's wording kept missing in the next.
func TestLeavesTwentyFifthRoundLookAlikes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		// References in a template's own syntax.
		"client nas-7 {\n\tsecret = $ENV{NAS7_SHARED_SECRET}\n}",
		"[smtp]\npassword = $__env{SMTP_RELAY_PASSWORD}\nkey_file = $__file{/etc/mail/relay.key}",
		"cameras:\n  porch:\n    url: rtsp://cam:{PORCH_CAM_PASSWORD}@192.168.7.20:554/h264",
		// Masks and elided values.
		"DeepL usage: 80 / 100 characters. Key in use: ****-****-****-91ac:fx (team plan). Renews in May.",
		"License key on the old laptop: ****-****-****-88QZ, moved to the new one.",
		"the readme says \"set API_TOKEN to AIzaSy...your key...\" - is there a real one?",
		"API_KEY=AIzaSyB…put-yours-here",
		// Empty keys in a properties file, and emphasis on a word.
		"keystorePassword=\naliasPassword=\nalias=release",
		"The passwords are **never** in this repo.",
		"Mika: what should the new password be?\nJo: 14 characters at least",
		// Commit ids, however the sentence cites them.
		"PR #88 merged as 5d41402abc4b2a76b9719d911017c592aef1e9b2. The deploy token stays in the CI secrets.",
		"The private_key_id loader bug is fixed in 7c4a8d09ca3762af61e59520943dc26494f8941b - it reads the service account from the env.",
		"Servis hesabı anahtar hatası 9d4e1e23bd5b727046a9e3b4b7db57bd8d6ee684 numaralı commit ile kapandı.",
		"4410726 Şifre sıfırlama e-postasının Türkçe metni düzeltildi\nb7c9e01 Move the SMTP password to Vault\n5e3d2f1 Add a length check\n9a8b7c6 Bump to 3.5.1",
		// A certificate pin is the hash of a public key.
		"pins.add(\"api.kettle.dev\", \"sha256/Qm9vZ3lGb3JCYWJ5TGVtdXJzQW5kTGVtb25zMTIzNDU=\") // backup pin",
		// A table's rows, under a header that names a password.
		"host,ip,model,password\nlobby-cam,10.2.0.14,DS-2CD2143,see vault\nyard-cam,10.2.0.15,RLC-520A,see vault",
		// A mysql prompt: the argument after a bare -p is the database; output fields follow.
		"$ mysql -h db7.corp.lan -u admin -p billing_prod\nEnter password:\nWelcome to the MySQL monitor.",
		"$ mysql -u root -p -e 'SHOW SLAVE STATUS\\G'\nEnter password:\n   Slave_SQL_Running: Yes",
		// A policy's durations.
		"| Setting | Value |\n|---|---|\n| Passwords expire after | 90 days |",
	)
	assertRedacted(t, "$ p4 -u build login -p\nEnter password:\n0FA3B99C4D2E47A1B8C3D4E5F6A7B8C9\n$ p4 sync //depot/main/...", []string{"0FA3B99C4D2E47A1B8C3D4E5F6A7B8C9"})
	assertRedacted(t, `scanner output: "private_key_id": "3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a0f1e2d" in a pre-commit hook`, []string{"3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a0f1e2d"})
	assertRedacted(t, "{\"attributes\": {\"id\": \"AKIAQX7ZL2MW4PT9RB3K\", \"secret\": \"wJb7Qm2Kx9Lp4Rz8Nc3Vh6Df1Gs5Ta0Ye2Ui8Wo4\"}}", []string{"AKIAQX7ZL2MW4PT9RB3K"})
	assertRedacted(t, "Incident: private_key_id 8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e was committed to the repo", []string{"8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e"})
}

// A second pass over the same classes: ids and names beside a credential, and the codes a
// policy names as the ones not to choose.
func TestLeavesTwentyFifthRoundNamesAndIDs(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		// An app's id is its public name; its secret is another field.
		"[maps]\nservice = tiles\napp_id = Qr7TzL2mWx9KpB4vNc8D\napp_code = ${MAPS_APP_CODE}",
		// Commit ids listed under a heading that names them.
		"Bug: the password field keeps its value after a failed login\n\nRelated commits:\n- 2b7f9e41c0d85a36b1e4f7a29c03d6e58b1f4a72 clear the password field\n- 91c4e7a0b3d26f58e1a9c07b4d2e6f31a8b5c9d0 add a test",
		// A key heading its line, with a reference after the scheme.
		"datasources:\n  - name: Metrics\n    secureJsonData:\n      httpHeaderValue2: Bearer $__env{METRICS_TOKEN}",
		// A word of another script where the value would stand says where it is.
		"اسم المستخدم: admin\nكلمة المرور: تُرسَل لاحقاً عبر الهاتف",
		// An id named before its verb.
		"The bearer token expires after 45 min. Client id is xs-71a2f0e4-93b1-4d6e-a8c5-2f7e90b1d3a6, the secret stays in the vault.",
		// The codes a policy tells people not to choose, and a cipher's name.
		"Your new badge is ready. Choose a 6-digit PIN at the turnstile; not your birthday and not 123456.",
		"Recovery key protector is set. Encryption method: XTS-AES128, password protector: none",
	)
	// A Wi-Fi network's name before the word for its key stays; the key goes.
	for in, pair := range map[string][2]string{
		"WiFi chantier : Chantier_B12X / clé WPA2 : heron-quarry-41":         {"Chantier_B12X", "heron-quarry-41"},
		"$ nmcli dev wifi connect Kanzlei-W7K2 password 'lantern-bridge-42'": {"Kanzlei-W7K2", "lantern-bridge-42"},
	} {
		assertRedacted(t, in, []string{pair[1]})
		if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, pair[0]) {
			t.Errorf("the network's name %q was lost:\n in: %q\nout: %q", pair[0], in, out)
		}
	}
}

// Codes in a table's column and after the verb that gives them, from the parts that arrived
// during the round; and the rows around them left as they are.
func TestRedactsTwentyFifthRoundCodes(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, secret string }{
		{"a locker table's code column", "Pool lockers, spring term\n\n| Locker | Member | Code |\n|---|---|---|\n| 12 | Ana Ruiz | 4817 |\n| 13 | Ben Moss | 9023 |", "4817"},
		{"a CSV's PIN column", "register,cashier,shift,pin\nR2,Ola Berg,late,5581\nR3,Ivo Kral,early,7734\n", "5581"},
		{"a key given after its verb", "Hello, the scan reports stopped on Monday. Our key is qv_7TzKm2pLw9XrB4nQ8sVd1cYh5GfJ3aE6, site 4411.", "qv_7TzKm2pLw9XrB4nQ8sVd1cYh5GfJ3aE6"},
		{"a code word agreed on a call", "Call note: the agreed code word for any change of bank details is: \"harbour violet\". Never by email.", "harbour violet"},
		{"a codeword in a form", "codeword: marram-dune", "marram-dune"},
		{"a padlock's three digits ending the line", "Gear is in cage 4 behind the stage door, combo 407\nok thanks", "407"},
		{"a capitalised word and a year after $", "Laptop password (the owner wrote it down for us): $Galway2023", "$Galway2023"},
		{"a UUID set under the label that names it a token", "Hello team,\n\nthe intake token for the billing index is:\n\n    9C2E7B10-4F3A-4D8E-A1B6-5E0F9D2C7A43\n\nOld one stops on Friday.", "9C2E7B10-4F3A-4D8E-A1B6-5E0F9D2C7A43"},
		{"a year-like code after its verb", "Der Code vom Schlüsseltresor ist 1987, bitte danach verstellen.", "1987"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
	if out := sharedScrubber.Scrub(cases[1].in).Text; !strings.Contains(out, "R2,Ola Berg,late,") {
		t.Errorf("the row around the PIN was touched: %q", out)
	}
	// curl's -u: the user stays, the password goes.
	for in, pair := range map[string][2]string{
		`curl -u "marta_qa9:Hq2vLx7pRt4zWm8Nc3bY" -X POST https://api.example-devicefarm.com/upload`:             {"marta_qa9", "Hq2vLx7pRt4zWm8Nc3bY"},
		"curl -u ines@acme-help.com/token:Tz8Qm3Lp6Wx1Rv9Kc4Nb7Yd2 https://acme.example.com/api/v2/tickets.json": {"ines@acme-help.com/token", "Tz8Qm3Lp6Wx1Rv9Kc4Nb7Yd2"},
	} {
		assertRedacted(t, in, []string{pair[1]})
		if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, pair[0]) {
			t.Errorf("curl's user %q was lost:\n in: %q\nout: %q", pair[0], in, out)
		}
	}
	assertUnchanged(t,
		"Garage: 2019, the alarm panel was replaced then",
		"| Locker | Member | Size |\n|---|---|---|\n| 12 | Ana Ruiz | large |",
		"The request token is: see the trace below\n    request 9C2E7B10-4F3A-4D8E-A1B6-5E0F9D2C7A43 failed",
		"-  secret_key: sk_live_REPLACE_ME\n+  secret_key: <%= ENV.fetch(\"STRIPE_SECRET_KEY\") %>",
		"STREAM_CLIENT_ID=k3v9qx2mz7tw1pl5nb8rc4hy6dj0sf\nSTREAM_REDIRECT_URI=http://localhost:3000/cb",
		"{ \"data\": { \"id\": \"Qm7vT2xK9pLc4RwZ8nB3yH6dF1gJ5sA0eU2iO8wE\", \"status\": \"ready\" } }",
		"Player: rtsp://USER:PASSWORD@10.4.2.17:554/h264Stream_02_sub (put the camera's own login there)",
		"# .env.sample\nCRM_ACCESS_TOKEN=pat-eu1-00000000-0000-0000-0000-000000000000\nCRM_PORTAL=4471",
		"Mo: SLACK_BOT_TOKEN=<bot token from the app page> — paste that in, the rest of .env.example is fine (SYNC_SECONDS=300)",
	)
}
