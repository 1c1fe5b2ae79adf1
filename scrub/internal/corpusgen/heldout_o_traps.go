package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldout-o's look-alikes, none shared with heldout-n: each must come back unchanged.

func hxoGUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 4) + "-" + rnd(hexs, 12)
}

func hxoBlock(n, width int) []string {
	var ls []string
	for range n {
		ls = append(ls, rnd(hxoAlnum+"+/", width))
	}
	return ls
}

var hxoLookalikes = map[string][]func() string{
	"sha": {
		func() string {
			return "Merge pull request #" + rnd(digits, 4) + " from acme/fix-retry\n\n" + rnd(hexs, 40) + " Merge: " + rnd(hexs, 7) + " " + rnd(hexs, 7)
		},
		func() string { return "See https://github.com/acme/api/commit/" + rnd(hexs, 40) + " for the fix." },
		func() string {
			return "100644 blob " + rnd(hexs, 40) + "\tgo.mod\n040000 tree " + rnd(hexs, 40) + "\tinternal"
		},
	},
	"uuid": {
		func() string { return "Subscription " + hxoGUID() + " (tenant " + hxoGUID() + ") is in West Europe." },
		func() string { return "INSERT INTO jobs (id, state) VALUES ('" + hxoGUID() + "', 'queued');" },
	},
	"digest": {
		func() string {
			return "  \"config\": {\n    \"mediaType\": \"application/vnd.oci.image.config.v1+json\",\n    \"digest\": \"sha256:" + rnd(hexs, 64) + "\",\n    \"size\": " + rnd(digits, 4) + "\n  }"
		},
		func() string {
			return "REPOSITORY   TAG    DIGEST                                                                    IMAGE ID\nacme/api     2.9    sha256:" + rnd(hexs, 64) + "   " + rnd(hexs, 12)
		},
		func() string {
			return "{\"SPDXID\": \"SPDXRef-Package-openssl\", \"checksums\": [{\"algorithm\": \"SHA256\", \"checksumValue\": \"" + rnd(hexs, 64) + "\"}]}"
		},
	},
	"sri": {
		func() string {
			return "<script src=\"https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js\" integrity=\"sha384-" + rnd(hxoAlnum+"+/", 64) + "\" crossorigin=\"anonymous\"></script>"
		},
		func() string {
			return "left-pad@^1.3.0:\n  version \"1.3.0\"\n  resolved \"https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#" + rnd(hexs, 40) + "\"\n  integrity sha1-" + rnd(hxoAlnum+"+/", 27) + "="
		},
	},
	"data-uri": {
		func() string {
			return "{\"id\": " + fmt.Sprint(10000+rng.IntN(90000)) + ", \"thumbnail\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U" + rnd(hxoAlnum+"+/", 48) + "\"}"
		},
		func() string {
			return "@font-face { font-family: Inter; src: url(data:font/woff2;base64,d09GMgABAAAAA" + rnd(hxoAlnum+"+/", 60) + ") format('woff2'); }"
		},
	},
	"base64-benign": {
		func() string {
			return "kind: ConfigMap\ndata:\n  motd: Welcome to the staging cluster\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA" + rnd(hxoAlnum+"+/", 40)
		},
		func() string {
			s := pick([]string{"{\"page\":2,\"sort\":\"asc\"}", "user_id=42&tab=history", "cursor:2026-03-01"})
			return "pagination cursor " + base64.StdEncoding.EncodeToString([]byte(s)) + " decodes to " + s
		},
	},
	"public-key": {
		func() string {
			return "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + rnd(hxoAlnum+"+/", 88) + "= root@bastion"
		},
		func() string {
			ls := hxoBlock(4, 64)
			return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBF" + ls[0][6:] + "\n" + strings.Join(ls[1:], "\n") + "\n=" + rnd(hxoAlnum, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
		},
		func() string {
			return "-----BEGIN CERTIFICATE REQUEST-----\nMIICvDCCAaQCAQAwdzELMAkGA1UEBhMCREUx" + rnd(hxoAlnum+"+/", 28) + "\n" + strings.Join(hxoBlock(3, 64), "\n") + "\n-----END CERTIFICATE REQUEST-----"
		},
		func() string {
			return "tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURF" + rnd(hxoAlnum, 80) + "\n# the matching tls.key is in the sealed secret, not here"
		},
		func() string {
			return "age public key (safe to share): age1" + rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
		},
	},
	"placeholder": {
		func() string {
			return pick([]string{
				"curl -H \"Authorization: Bearer $TOKEN\" https://api.acme.io/v1/me",
				"OPENAI_API_KEY=sk-...", "SLACK_BOT_TOKEN=xoxb-your-token", "GITHUB_TOKEN=ghp_xxx",
				"DB_PASSWORD=<redacted>", "api_key: TOKEN_GOES_HERE", "password: dummy  # tests only",
				"client_secret: \"<client-secret>\"", "DISCORD_TOKEN=\"\"",
			})
		},
	},
	"reference": {
		func() string {
			return pick([]string{
				"password: {{ pillar['db']['password'] }}", "password = var.db_password",
				"master_password = random_password.db.result",
				"valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
				"spring.datasource.password=${DB_PASSWORD:}", "op://Engineering/Postgres prod/password",
				"aws secretsmanager get-secret-value --secret-id prod/db --query SecretString",
				"token: !ENV ${SLACK_TOKEN}", "password_file: /run/secrets/postgres_password",
			})
		},
	},
	"key-name": {
		func() string {
			return pick([]string{
				"The OPENAI_API_KEY secret in Actions is stale; whoever has admin please update it.",
				"add SENTRY_AUTH_TOKEN to the release pipeline so source maps upload",
				"Renamed MAILGUN_KEY to MAILGUN_API_KEY in all environments.",
				"does anyone know where the TELEGRAM_BOT_TOKEN for alerts is kept?",
				"Discord bot token lives in the DISCORD_TOKEN secret in Railway.",
			})
		},
	},
	"policy": {
		func() string {
			return pick([]string{
				"Passwords need 14+ characters, one symbol, no dictionary words.",
				"Het wachtwoord moet minimaal 8 tekens bevatten.",
				"Hasło musi mieć co najmniej 12 znaków.",
				"A senha deve ter pelo menos 8 caracteres.",
				"pasuwādo wa 8 moji ijō de nyūryoku shite kudasai.",
				"API keys are rotated every 30 days by the platform team.",
			})
		},
	},
	"pass-words": {
		func() string {
			return pick([]string{
				"Passwort vergessen? Klick auf den Link in der Mail.",
				"mot de passe oublié — le lien de réinitialisation arrive par SMS",
				"the router's default password is printed on the label at the back",
				"I changed the wifi password yesterday, new one is in the family chat",
				"The password field accepts up to 64 characters.",
				"pass the token to the constructor instead of reading a global",
				"all 312 tests pass; the bypass flag is gone",
				"token bucket refills at 10/s, burst 20",
			})
		},
	},
	"version": {
		func() string {
			return fmt.Sprintf("Windows 10.0.22631.%d, Python 3.12.%d, PostgreSQL 16.%d, build 2026.03.%s", 3000+rng.IntN(999), rng.IntN(9), rng.IntN(5), rnd(digits, 4))
		},
	},
	"order-id": {
		func() string {
			return "Amazon order 11" + rnd(digits, 1) + "-" + rnd(digits, 7) + "-" + rnd(digits, 7) + ", FedEx " + rnd(digits, 12) + ", Jira PAY-" + rnd(digits, 4)
		},
		func() string {
			return "Stripe objects: cus_" + rnd(hxoAlnum, 14) + ", pi_" + rnd(hxoAlnum, 24) + ", price_" + rnd(hxoAlnum, 24) + ", prod_" + rnd(hxoAlnum, 14)
		},
		func() string {
			return "VIN " + rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17) + ", serial C02" + rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9) + ", MAC " + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2) + ":" + rnd(hexs, 2)
		},
	},
	"iban": {
		func() string {
			return "IBAN: FR76 " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 3) + " — BIC BNPAFRPP"
		},
		func() string {
			return "Sort code 20-" + rnd(digits, 2) + "-" + rnd(digits, 2) + ", account " + rnd(digits, 8) + ", GB" + rnd(digits, 2) + "BARC" + rnd(digits, 14)
		},
	},
	"path": {
		func() string {
			return "node_modules/.pnpm/@babel+core@7.24." + rnd(digits, 1) + "_" + rnd(lower+digits, 26) + "/node_modules/@babel/core/lib/index.js"
		},
		func() string {
			return "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{" + strings.ToUpper(hxoGUID()) + "}"
		},
	},
	"identifier": {
		func() string {
			return pick([]string{
				"passwordConfirmationFieldVisible toggles the second input",
				"tokenBucketRefillIntervalMs and maxSecretRotationAttempts live in limits.ts",
				"isApiKeyValid(headerValue) returns false for revoked keys",
				"class OAuthClientCredentialsGrantTokenExchangeHandler",
			})
		},
	},
	"compound": {
		func() string {
			return pick([]string{
				"lentokonesuihkuturbiinimoottoriapumekaanikkoaliupseerioppilas",
				"kindercarnavalsoptochtvoorbereidingswerkzaamheden",
				"Kraftfahrzeughaftpflichtversicherung und Rechtsschutzversicherungsgesellschaften",
			})
		},
	},
	"url": {
		func() string {
			return "https://github.com/acme/api/pull/" + rnd(digits, 4) + "/files#diff-" + rnd(hexs, 64)
		},
		func() string {
			return "https://www.youtube.com/watch?v=" + rnd(hxoAlnum+"_-", 11) + "&t=" + rnd(digits, 3) + "s"
		},
		func() string {
			return "https://docs.google.com/spreadsheets/d/1" + rnd(hxoAlnum+"_-", 43) + "/edit#gid=0"
		},
	},
	"color-time": {
		func() string {
			return "colors: { brand: '#" + rnd(hexs, 6) + "', overlay: '#" + rnd(hexs, 8) + "' }"
		},
		func() string {
			return "Date: Tue, 03 Mar 2026 10:15:" + rnd("012345", 1) + rnd(digits, 1) + " GMT\nLast-Modified: 2026-03-02T22:01:07+01:00\nX-Request-Start: t=17" + rnd(digits, 14)
		},
	},
	"ksuid-ulid": {
		func() string {
			return "ksuid 2" + rnd(hxoAlnum, 26) + " and ulid 01J" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)
		},
	},
	"public-by-design": {
		func() string { return "STRIPE_PUBLISHABLE_KEY=pk_test_" + rnd(hxoAlnum, 99) },
		func() string {
			return "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS" + rnd(hxoAlnum+"_-", 50) + "." + rnd(hxoAlnum+"_-", 22) + "';"
		},
		func() string {
			return "GOOGLE_CLIENT_ID=" + rnd(digits, 12) + "-" + rnd(lower+digits, 32) + ".apps.googleusercontent.com"
		},
		func() string {
			return "<div class=\"g-recaptcha\" data-sitekey=\"6L" + rnd(hxoAlnum+"_-", 38) + "\"></div>"
		},
	},
	"discord-public": {
		func() string {
			return "https://discord.com/channels/" + hxoSnow() + "/" + hxoSnow() + "/" + hxoSnow()
		},
		func() string {
			return "invite: https://discord.com/oauth2/authorize?client_id=" + hxoSnow() + "&permissions=274877975552&scope=bot%20applications.commands"
		},
		func() string { return "react with <:pepe_ok:" + hxoSnow() + "> or <a:party:" + hxoSnow() + ">" },
	},
	"cli-safe": {
		func() string {
			return pick([]string{
				"sqlcmd -S sql01 -E -Q \"SELECT 1\"   # integrated auth, no password",
				"gh auth login --with-token < ~/.config/tokens/gh",
				"kubectl create secret generic db --from-file=password=./pw.txt",
				"PGPASSFILE=~/.pgpass pg_dump -h db -U app orders",
				"mysql --login-path=backup -e 'SHOW DATABASES'",
				"vault kv get -field=password secret/app/db",
			})
		},
	},
	"benign-config": {
		func() string {
			return pick([]string{
				"password_reset_ttl: 15m\nsession_cookie_secure: true",
				"auth_method: oauth2\ntoken_endpoint: https://auth.acme.io/oauth/token",
				"<add key=\"RequirePasswordChange\" value=\"true\" />",
				"secret_scanning: enabled\npush_protection: enabled",
				"KEY_ROTATION_DAYS=30\nTOKEN_TTL_SECONDS=900",
			})
		},
	},
}

func hxoTrapSamples() []Sample {
	var out []Sample
	for _, cat := range sortedKeys(hxoLookalikes) {
		gens := hxoLookalikes[cat]
		n := 12
		if len(gens) > 2 {
			n = 4 * len(gens)
		}
		for i := range n {
			out = append(out, Sample{Category: "trap:" + cat, Format: "note", Text: gens[i%len(gens)]()})
		}
	}
	return out
}
