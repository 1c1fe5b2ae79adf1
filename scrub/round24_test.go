package scrub_test

import (
	"strings"
	"testing"
)

// The shapes of the twenty-fourth round, each in a wording of its own.
func TestRedactsTwentyFourthRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Authorization: 221-904-317 (the library's cataloguing account)",
		`curl -H "Authorization: Acme-Api-Key $ACME_KEY" https://api.acme.io/v1/usage`,
		"Cookie: _ga=GA1.2.1803455117.1700000000; _fbp=fb.1.1596403881668.1116446470; lang=en-GB",
		"Cookie: sessionid=REPLACE_WITH_SESSION_ID_2024",
		"Cookie: auth=vault:secret/data/web2/session; x=1",
		"$ pulumi config set --secret smtpPassword\nvalue:",
		"wp option update blogdescription 'Fresh bread since 1921'",
		"reset your password at https://id.acme.io/reset?step=2 and log in again",
		"$ curl -u deploy: https://ci.acme.io/api/builds",
		"$ curl -u automation_service_account: https://ci.acme.io/api/builds",
		"The engineer visit is booked, job code: 2024 for the invoice",
		"door code: 1 2 3 4 5 6 7 8 9 0 are the keys on the pad",
		"SECRET_KEY = '(see vault path kv/web/django)'",
		"The zip is password-protected, extract it with 7zip then delete it.",
		"\t<String><Key>Password</Key><Value ProtectInMemory=\"True\">{REF:P@I:CD7961BD49A7014B6B583C9DF9E33FBC}</Value></String>",
		"The laptop drive is encrypted, unlock it with BitLocker. Ask IT for the recovery key.",
		"unlock with 2 keys, then enter 3 digits on the keypad",
		"Ana: which code for the loading bay at STR-4410?\nLeo: no idea, ask the site lead",
		"Avain on pöydällä, ovikoodi kerrotaan puhelimessa.",
		"see https://maker.ifttt.com/trigger/door_open/with/key/your_key_here_please",
		"payload = b\"hello world\"",
		"Each works once, so plan the steps:\n\n1) Checkout\n2) Payment",
	)
	cases := []struct{ name, in, secret string }{
		{"a Cookie header's own cookie name", "curl -H 'Cookie: libproxy=Qm7vT2xK9pLc4RwZ8nB3; theme=dark' https://e.acme.edu/a", "Qm7vT2xK9pLc4RwZ8nB3"},
		{"curl's --cookie", `curl --cookie "sess_7=d81f0c2b9a4e4e77b1c35f0a9d2e6c81" https://shop.acme.io/cart`, "d81f0c2b9a4e4e77b1c35f0a9d2e6c81"},
		{"lftp's user,password", "lftp -u translator4,'Gardenia!Oslo22' sftp://files.acme.eu", "Gardenia!Oslo22"},
		{"an API key as curl's user", `curl -su 9be24f0c1d7a83e6b5c2f4d19a0e7b3c6d8f1a2e: "https://api.acme.com/v2/jobs"`, "9be24f0c1d7a83e6b5c2f4d19a0e7b3c6d8f1a2e"},
		{"a setting set on a command line", "bin/magento config:set payment/acme/api_secret 'Vq7#mRt2pXz9'", "Vq7#mRt2pXz9"},
		{"a WordPress option", "wp option update mailer_smtp_pass Haddock.Lamp.58", "Haddock.Lamp.58"},
		{"a Dropbox token", `client = dropbox.Dropbox("sl.Bq7Xz2Kp9LmN4vR8tW1yC3dF6gH0jK5nQ2sU7wX9zA1bE4hJ6mP8rT0vY3cF5gI7kL9oN2qS4uW6xZ8aD0fG2iK4")`, "sl.Bq7Xz2Kp9LmN4vR8tW1yC3dF6gH0jK5nQ2sU7wX9zA1bE4hJ6mP8rT0vY3cF5gI7kL9oN2qS4uW6xZ8aD0fG2iK4"},
		{"a DeepL Free key", "the translator plugin wants 3f9a0c2e-7b41-4d8e-9c5a-1e6f2b7d8a90:fx", "3f9a0c2e-7b41-4d8e-9c5a-1e6f2b7d8a90:fx"},
		{"a DeepL key after its scheme", `-H "Authorization: DeepL-Auth-Key 3f9a0c2e-7b41-4d8e-9c5a-1e6f2b7d8a90"`, "3f9a0c2e-7b41-4d8e-9c5a-1e6f2b7d8a90"},
		{"a New Relic license key", "NEW_RELIC_LICENSE=eu01xx4c9d2e7f1a0b3c5d6e8f9a1b2c3d4eNRAL", "eu01xx4c9d2e7f1a0b3c5d6e8f9a1b2c3d4eNRAL"},
		{"a New Relic key in prose", "license for the php agent: 4c9d2e7f1a0b3c5d6e8f9a1b2c3d4e5f6a7bNRAL", "4c9d2e7f1a0b3c5d6e8f9a1b2c3d4e5f6a7bNRAL"},
		{"a reset link's confirm", "https://journals.acme.edu/index.php/jx/login/resetPassword/kim?confirm=5d1c9e0a7b3f2d8e6a4c1b9f0e7d3a2c5b8f1e6d", "5d1c9e0a7b3f2d8e6a4c1b9f0e7d3a2c5b8f1e6d"},
		{"a sign-in link's token in its path", "here you go: https://care.acme.eu/login/link/Zp4kR9tW2xQ7mL1nB8vC5yD3", "Zp4kR9tW2xQ7mL1nB8vC5yD3"},
		{"a shop's reset link", "https://acme-shop.com/account/reset/50213897745/9c1f0e7b3a2d8c6e4f1a0b9d7e5c3a21-1781234567", "9c1f0e7b3a2d8c6e4f1a0b9d7e5c3a21"},
		{"an installer's code", "Installer code: 608214 (do not give to the client)", "608214"},
		{"a master user code", "Panel handover: master user code 4471, change it on first use", "4471"},
		{"a German installer's compound", "EMA Übergabe\nErrichtercode: 730915\nBenutzercode vergibt der Kunde", "730915"},
		{"a Spanish installer's code", "Código de instalador: 2580", "2580"},
		{"a Polish service code", "kod serwisowy centrali to 8142, nie ruszać", "8142"},
		{"an alarm system's label", "- Alarmanlage: 7713, dann Taste AUS", "7713"},
		{"a code spelled digit by digit", "voice memo: the alarm code for the depot is 3 8 0 2, panel behind the door", "3 8 0 2"},
		{"a vault's code", "The vault (level -2) code is 551930 -- two people present", "551930"},
		{"a Django key without capitals", "SECRET_KEY = '(k2m9x!q4@z7#w1e^r8t+y3u(=i6o-p0a&s5d*f2g%h7j4k_l9'", "(k2m9x!q4@z7#w1e^r8t+y3u(=i6o-p0a&s5d*f2g%h7j4k_l9"},
		{"a Perl hash element", "$conf->{db_pass} = 'Marlin.Quay.409';", "Marlin.Quay.409"},
		{"a quoted Perl hash key", "$conf{'smtp_password'} = 'Quay-Lantern-66';", "Quay-Lantern-66"},
		{"a password holding &…=", "ssh app@db7.internal (password Rq7&kLmPz=w2x)", "Rq7&kLmPz=w2x"},
		{"an answer to a question naming a site", "Ana: which code for the plant room at STR-4410?\nLeo: 7305 then # - press hard", "7305"},
		{"a code a panel is disarmed with", "Alarm at site DUS_12: disarm with 61844 within 30 s of entering.", "61844"},
		{"a code entered on the keypad", "at the back door, enter 90417# on the keypad and pull", "90417"},
		{"a German keypad's code", "dann am Bedienteil 55213 eingeben, sonst kommt der Wachdienst", "55213"},
		{"an eSIM's activation code", "scan the QR or type LPA:1$rsp.acme-mobile.eu$52017734-AB31F0C2-9D44E7A1-0C6B2F93", "52017734-AB31F0C2-9D44E7A1-0C6B2F93"},
		{"an eSIM's matching id", `{"iccid": "8944110068213455732", "matchingId": "QX-7RT2KD-PL0M9ZV"}`, "QX-7RT2KD-PL0M9ZV"},
		{"a Latvian password label", "lietotājs: LV40021\nparole: Rīga.Daugava.2214", "Rīga.Daugava.2214"},
		{"a Latvian password of symbols", "VID EDS\nlietotājs: EDS40021\nparole: k@v=OQ-T=mwLXB7Rp2e", "k@v=OQ-T=mwLXB7Rp2e"},
		{"an Estonian API key", "Konto on Z7781 ja API võti Lq4Tz8Wm2Rk6Vp9Xn3Bd5Hf7Jc1Ys0Ga, kasuta seda ainult skriptis", "Lq4Tz8Wm2Rk6Vp9Xn3Bd5Hf7Jc1Ys0Ga"},
		{"an Estonian secret key", "salajane võti: PF3KQ7ZM2NDX5WTA", "PF3KQ7ZM2NDX5WTA"},
		{"a Serbian API key", "SEF integracija\nAPI ključ: 5c0e9f2a-7d41-4b8e-a3c6-91f0d2e7b845", "5c0e9f2a-7d41-4b8e-a3c6-91f0d2e7b845"},
		{"a Hungarian compound on key", "XML cserekulcs: B4F7A91C0E2D6B38", "B4F7A91C0E2D6B38"},
		{"a padlock's code for now", "Site chat: the side gate padlock is 5093 now, the old one was cut", "5093"},
		{"an alarm set with its code", "- Intruder alarm: set with 7720 then ENT at the panel by reception", "7720"},
		{"1C's password flag", `"C:\1cv8\bin\1cv8.exe" ENTERPRISE /S"srv01\buh" /N"Admin" /P"Qe7&vLp2w" /Execute "x.epf"`, "Qe7&vLp2w"},
		{"a Portuguese access code", "galeria no Pixieset, código de acesso: casamento-ines-42 (só para os noivos)", "casamento-ines-42"},
		{"a phone unlocked with its PIN, in Portuguese", "O telemóvel da loja desbloqueia com 804417, não mudar.", "804417"},
		{"a Python bytes literal", `SIGNING_SECRET = b"Zr8Kq2Lw5Nx9Tb4Vm7Pc1Hd6Jf3Gs0Ya"`, "Zr8Kq2Lw5Nx9Tb4Vm7Pc1Hd6Jf3Gs0Ya"},
		{"an IFTTT Webhooks key", "curl -X POST https://maker.ifttt.com/trigger/door_open/with/key/dQ7xLm2Kp9Zr4Wt8Nb3Vc", "dQ7xLm2Kp9Zr4Wt8Nb3Vc"},
		{"an Ankr RPC key", "RPC_POLYGON=https://rpc.ankr.com/polygon/9d2c7e1f0a4b8c3d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d", "9d2c7e1f0a4b8c3d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d"},
		{"a code pressed between stars", "front door: press *604218* on the panel and push", "604218"},
		{"codes under a note that each works once", "Admin console, break-glass\nstore offline, each works once\n\nQ7RT2KX9LM\nZP4WV8NB3C", "ZP4WV8NB3C"},
		{"codes headed by their single use", "Unused codes (each can be used once):\n\n1. 7301 5528\n2. 4419 0263", "4419 0263"},
		{"Czech backup codes", "Záložní kódy pro Seznam, každý platí jednou:\n5820 1174\n3391-0458", "3391-0458"},
		{"codes numbered with a parenthesis", "백업 코드 남은 거예요\n1) 6204 8813\n2) xqmvt-ld7rz", "xqmvt-ld7rz"},
		{"a form body's token", "POST body: token=k3v8q1z9m2x7c4b6n5&user=${ALERT_USER}&title=Door", "k3v8q1z9m2x7c4b6n5"},
		{"what opens an encrypted file", "The contract PDF is encrypted, open it with Harbour2291! and do not forward it.", "Harbour2291!"},
	}
	for _, c := range cases {
		out := sharedScrubber.Scrub(c.in).Text
		if strings.Contains(out, c.secret) {
			t.Errorf("%s: in: %q\nout: %q", c.name, c.in, out)
		}
	}
}
