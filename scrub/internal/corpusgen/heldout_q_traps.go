package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldout-q's look-alikes: ordinary values in the same kinds of notes, which must come back
// unchanged. None of them is a credential; several are public by design.

func hqxUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + pick([]string{"1", "4", "7"}) + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

var hqxLooks = map[string]func() string{
	"short-sha": func() string {
		return "PR #" + rnd(digits, 4) + " squashed into " + rnd(hexs, 10) + "; revert with `git revert " + rnd(hexs, 40) + "`."
	},
	"k8s-uid": func() string {
		return "metadata:\n  name: api-7f9c\n  uid: " + hqxUUID() + "\n  resourceVersion: \"" + rnd(digits, 8) + "\""
	},
	"shasums": func() string {
		return rnd(hexs, 64) + "  recall_linux_amd64.tar.gz\n" + rnd(hexs, 64) + "  recall_darwin_arm64.tar.gz"
	},
	"gpg-fingerprint": func() string {
		var g []string
		for range 10 {
			g = append(g, strings.ToUpper(rnd(hexs, 4)))
		}
		return "Release signing key fingerprint: " + strings.Join(g, " ")
	},
	"pgp-public": func() string {
		var b []string
		for range 5 {
			b = append(b, rnd(alnum+"+/", 64))
		}
		return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG" + rnd(alnum, 58) + "\n" + strings.Join(b, "\n") + "\n=" + rnd(alnum, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
	},
	"jwks": func() string {
		return "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"" + rnd(b64url, 16) + "\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"" + rnd(b64url, 342) + "\"}]}"
	},
	"ansible-vault": func() string {
		var b []string
		for range 4 {
			b = append(b, rnd(hexs, 80))
		}
		return "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + strings.Join(b, "\n  ")
	},
	"sops": func() string {
		return "password: ENC[AES256_GCM,data:" + rnd(alnum+"+/", 24) + ",iv:" + rnd(alnum+"+/", 43) + "=,tag:" + rnd(alnum+"+/", 22) + "==,type:str]"
	},
	"placeholder": func() string {
		return pick([]string{
			"SECRET_KEY=xxxxxxxxxxxxxxxxxxxx\nDEBUG=false",
			"api_key: <REDACTED>\npassword: \"***\"",
			"DATABASE_PASSWORD=REPLACE_ME",
			"database_password: '%env(DATABASE_PASSWORD)%'",
			"valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
			"password = ${var.db_password}",
			"curl -H \"X-Api-Key: $ACME_API_KEY\" https://api.acme.lan/v1/ping",
			"Passwort: (siehe KeePass, Eintrag 'NAS')",
			"mot de passe : voir le coffre Bitwarden",
		})
	},
	"env-table": func() string {
		return "| Variable | Required | Description |\n|---|---|---|\n| `OPENAI_API_KEY` | yes | key for embeddings |\n| `SLACK_BOT_TOKEN` | no | alerts |\n| `DB_PASSWORD` | yes | from Vault |"
	},
	"about-secrets": func() string {
		return pick([]string{
			"Rotated GITHUB_TOKEN and NPM_TOKEN after the leak; old tokens revoked at 14:02.",
			"La contraseña del wifi cambia cada mes; pedidla en recepción.",
			"Das WLAN-Passwort hängt am Kühlschrank.",
			"La password va cambiata al primo accesso.",
			"Wachtwoorden worden nooit per e-mail verstuurd.",
			"Nie wysyłaj haseł przez Slacka.",
			"Lösenord ska bytas var 90:e dag.",
			"Parolanızı kimseyle paylaşmayın.",
			"Никогда не храните пароли в git.",
			"パスワードをチャットに貼らないでください。",
			"不要在群里发密码。",
			"비밀번호를 메신저로 보내지 마세요.",
			"Heslo nikdy neposílejte e-mailem.",
			"A senha expira em 30 dias.",
		})
	},
	"stripe-object-ids": func() string {
		return "refund for pi_" + rnd(alnum, 24) + " (customer cus_" + rnd(alnum, 14) + ", charge ch_" + rnd(alnum, 24) + ", event evt_" + rnd(alnum, 24) + ")"
	},
	"test-card": func() string {
		return pick([]string{"Stripe test card 4242 4242 4242 4242, any future date, CVC 123.", "Declined test card: 4000 0000 0000 0002"})
	},
	"slack-ids": func() string {
		return "posted in C0" + rnd(upper+digits, 9) + " by U0" + rnd(upper+digits, 9) + ", thread ts 17" + rnd(digits, 8) + "." + rnd(digits, 6)
	},
	"contact": func() string {
		return "Call +49 30 " + rnd(digits, 7) + " or +1 (415) 555-0" + rnd(digits, 3) + "; postcode 10" + rnd(digits, 3) + ", ISBN 978-3-16-" + rnd(digits, 6) + "-0"
	},
	"secret-paths": func() string {
		return pick([]string{
			"charts/api/templates/secret.yaml renders from values.secrets.* — see docs/secrets.md",
			"mounted at /etc/secrets/ (read-only), see /var/run/secrets/kubernetes.io/serviceaccount/token",
			"src/auth/password_reset.go and src/auth/token_store_test.go",
		})
	},
	"code-reads-env": func() string {
		return pick([]string{
			"config.secret_key_base = ENV.fetch(\"SECRET_KEY_BASE\")",
			"const apiKey = process.env.OPENAI_API_KEY ?? throwMissing('OPENAI_API_KEY');",
			"password := os.Getenv(\"PGPASSWORD\")\nif password == \"\" {\n\treturn errMissingPassword\n}",
			"SECRET_KEY = env(\"DJANGO_SECRET_KEY\")",
			"val token = System.getenv(\"GITHUB_TOKEN\") ?: error(\"no token\")",
		})
	},
	"plain-urls": func() string {
		return "https://acme.lan/reset-password?step=2&lang=de and https://docs.stripe.com/keys#obtain-api-keys and ftp://mirror.acme.lan/pub/"
	},
	"colours": func() string {
		return fmt.Sprintf("--brand: #%s; --muted: #%sCC; hsl(%d, %d%%, %d%%)", strings.ToUpper(rnd(hexs, 6)), rnd(hexs, 6), rng.IntN(360), rng.IntN(100), rng.IntN(100))
	},
	"dates": func() string {
		return fmt.Sprintf("Date: Tue, %02d Mar 2025 %02d:%02d:%02d +0100\ncron: %d 3 * * 1-5\nlast_seen: 2025-03-%02dT%02d:00:00+01:00", 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(60), 1+rng.IntN(28), rng.IntN(24))
	},
	"ksuid-ids": func() string {
		return "job " + rnd(alnum, 27) + " (ksuid), request id req_" + rnd(alnum, 14) + ", object id " + rnd(b64url, 21)
	},
	"base64-payload": func() string {
		p := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"order_id":%d,"status":"shipped","items":%d}`, rng.IntN(999999), 1+rng.IntN(9))))
		return "kafka message on orders.v1 partition 3: value=" + p
	},
	"mime": func() string {
		b := base64.StdEncoding.EncodeToString([]byte("date,amount\n2025-03-01," + rnd(digits, 4) + ".00\n"))
		return "Content-Type: text/csv; name=\"report.csv\"\nContent-Transfer-Encoding: base64\n\n" + b
	},
	"public-config": func() string {
		return pick([]string{
			"STRIPE_PUBLISHABLE_KEY=pk_test_" + rnd(alnum, 99),
			"const firebaseConfig = {\n  apiKey: \"AIza" + rnd(b64url, 35) + "\",\n  authDomain: \"acme-web.firebaseapp.com\",\n  projectId: \"acme-web\",\n  appId: \"1:" + rnd(digits, 12) + ":web:" + rnd(hexs, 22) + "\"\n};",
			"posthog.init('phc_" + rnd(alnum, 43) + "', { api_host: 'https://eu.posthog.com' })",
			"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA" + rnd(b64url, 14) + "\"></div>",
			"<div class=\"h-captcha\" data-sitekey=\"" + hqxUUID() + "\"></div>",
			"gtag('config', 'G-" + rnd(upper+digits, 10) + "');",
			"Sentry.init({ dsn: \"https://" + rnd(hexs, 32) + "@o" + rnd(digits, 6) + ".ingest.sentry.io/" + rnd(digits, 7) + "\" });",
			"oauth public client (PKCE, no secret): client_id=" + rnd(alnum, 32),
		})
	},
	"semver": func() string {
		return fmt.Sprintf("node v%d.%d.%d, go1.%d.%d, postgres %d.%d, image acme/api:%d.%d.%d-alpine3.%d", 18+rng.IntN(6), rng.IntN(20), rng.IntN(10), 20+rng.IntN(7), rng.IntN(9), 13+rng.IntN(5), rng.IntN(9), rng.IntN(3), rng.IntN(40), rng.IntN(9), 17+rng.IntN(4))
	},
	"network": func() string {
		return "MAC " + strings.ToUpper(rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)+":"+rnd(hexs, 2)) + ", IPv6 2001:db8:" + rnd(hexs, 4) + "::" + rnd(hexs, 3) + ", SSID ACME-Guest, VLAN 40"
	},
	"terraform-output": func() string {
		return "Outputs:\n\ndb_endpoint = \"acme-prod.c" + rnd(lower+digits, 12) + ".eu-west-1.rds.amazonaws.com\"\ndb_password = <sensitive>\nvpc_id = \"vpc-0" + rnd(hexs, 16) + "\""
	},
	"log-no-secret": func() string {
		return "level=warn msg=\"login failed\" user=jdoe reason=bad_password attempts=3 ip=198.51.100." + fmt.Sprint(rng.IntN(255)) + " request_id=" + hqxUUID()
	},
	"german-compounds": func() string {
		return pick([]string{
			"Kennwortänderungspflicht und Zugangsdatenweitergabe sind im Handbuch geregelt.",
			"Tokenablaufzeit: 15 Minuten; Schlüsselverwaltungsdienst: HashiCorp Vault.",
			"hesloZapomenuto, motDePasseOublie, contraseñaOlvidada are just i18n keys.",
		})
	},
}

func hqxLookalikes() []Sample {
	var out []Sample
	for _, name := range sortedKeys(hqxLooks) {
		for range 10 {
			out = append(out, Sample{Category: "trap:hq-" + name, Format: "note", Text: hqxLooks[name]()})
		}
	}
	return out
}
