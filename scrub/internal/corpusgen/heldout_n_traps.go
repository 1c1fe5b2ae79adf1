package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldout-n's look-alikes: text that has the shape of a credential and is not one, which must
// come back unchanged.

func hnUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hnB64Lines(n int) string {
	var lines []string
	for range n {
		lines = append(lines, rnd(alnum+"+/", 64))
	}
	return strings.Join(lines, "\n")
}

type hnTrap struct {
	cat string
	gen func() string
}

var hnTraps = []hnTrap{
	{"sha", func() string {
		return fmt.Sprintf("$ git log --oneline -3\n%s fix flaky retry test\n%s bump pgx\n%s docs: README", rnd(hexs, 7), rnd(hexs, 7), rnd(hexs, 7))
	}},
	{"sha", func() string {
		return "This reverts commit " + rnd(hexs, 40) + ".\n\nThe cache warmup doubled cold-start time."
	}},
	{"sha", func() string { return "git cherry-pick " + rnd(hexs, 12) + " && git push origin release/2.4" }},
	{"uuid", func() string {
		return "  uid: " + hnUUID() + "\n  resourceVersion: \"" + rnd(digits, 8) + "\"\n  creationTimestamp: \"2026-01-12T09:30:00Z\""
	}},
	{"uuid", func() string {
		return "correlation-id " + hnUUID() + " appears in both the gateway and the worker logs"
	}},
	{"sha256", func() string {
		return "$ sha256sum acme-cli_2.3.1_linux_amd64.tar.gz\n" + rnd(hexs, 64) + "  acme-cli_2.3.1_linux_amd64.tar.gz"
	}},
	{"docker-digest", func() string {
		return "Digest: sha256:" + rnd(hexs, 64) + "\nStatus: Downloaded newer image for ghcr.io/acme/api:2.8"
	}},
	{"docker-digest", func() string { return "FROM python:3.12-slim@sha256:" + rnd(hexs, 64) + " AS base" }},
	{"data-uri", func() string {
		return "<img alt=\"spinner\" src=\"data:image/gif;base64,R0lGODlhEAAQAPIAAP///wAAAMLCwkJCQgAAAGJiYoKCgpKSkiH/C05FVFNDQVBFMi4wAwEAAAAh" + rnd(alnum+"+/", 40) + "\">"
	}},
	{"checksum", func() string {
		md := base64.StdEncoding.EncodeToString([]byte(rnd(alnum, 16)))
		return "Content-MD5: " + md + "\nETag: \"" + rnd(hexs, 32) + "\"\nContent-Length: " + rnd(digits, 5)
	}},
	{"checksum", func() string {
		return "{\"file\": \"export-2026-03.csv\", \"size\": " + rnd(digits, 7) + ", \"checksum\": \"sha1:" + rnd(hexs, 40) + "\"}"
	}},
	{"ssh-public", func() string {
		return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 300) + " deploy@ci-runner-" + rnd(digits, 2)
	}},
	{"ssh-public", func() string {
		return "# ~/.ssh/known_hosts\ngithub.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl"
	}},
	{"pem-public", func() string {
		return "Verify webhooks with this key:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(alnum+"+/", 20) + "\n" + hnB64Lines(4) + "\n" + rnd(alnum+"+/", 20) + "IDAQAB\n-----END PUBLIC KEY-----"
	}},
	{"certificate", func() string {
		return "ca.crt: |\n  -----BEGIN CERTIFICATE-----\n  MIIDdzCCAl+gAwIBAgIE" + rnd(alnum+"+/", 44) + "\n  " + strings.ReplaceAll(hnB64Lines(5), "\n", "\n  ") + "\n  -----END CERTIFICATE-----"
	}},
	{"placeholder", func() string {
		return pick([]string{
			"Authorization: Bearer <your-token>", "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
			"password: changeme", "API_KEY=${API_KEY}", "export GITHUB_TOKEN=<paste token here>",
			"DISCORD_TOKEN=your_bot_token_here", "api_key: \"YOUR_API_KEY\"", "token = \"TODO\"",
		}) + "\n# fill in before running"
	}},
	{"template", func() string {
		return pick([]string{
			"password: {{ .Values.db.password }}", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
			"dsn = \"host=db user=app password=%(db_password)s\"", "DB_PASS=$(cat /run/secrets/db_pass)",
			"password = \"{{ vault_db_password }}\"", "secret: ref+awsssm://prod/api/token",
		})
	}},
	{"env-ref", func() string {
		return pick([]string{
			"api_key = os.environ[\"OPENAI_API_KEY\"]", "const token = process.env.DISCORD_TOKEN;",
			"pw := os.Getenv(\"DB_PASSWORD\")", "key = ENV.fetch(\"STRIPE_SECRET_KEY\")",
			"String secret = System.getenv(\"JWT_SECRET\");", "$pass = getenv('SMTP_PASSWORD');",
			"let token = std::env::var(\"GITHUB_TOKEN\")?;", "var key = Environment.GetEnvironmentVariable(\"API_KEY\");",
		})
	}},
	{"key-name", func() string {
		return pick([]string{
			"Reminder: rotate the STRIPE_SECRET_KEY before the audit on Friday.",
			"We moved DATABASE_PASSWORD into SSM; the .env no longer has it.",
			"Who owns SLACK_BOT_TOKEN? The alerts bot stopped posting.",
			"The DISCORD_TOKEN env var is read once at startup, so restart after rotating.",
			"aws_secret_access_key goes in ~/.aws/credentials, never in the repo.",
		})
	}},
	{"password-policy", func() string {
		return pick([]string{
			"The password must be at least 12 characters and contain a digit.",
			"Das Passwort muss mindestens 12 Zeichen lang sein.",
			"Le mot de passe doit contenir au moins une majuscule.",
			"La contraseña debe tener al menos 10 caracteres.",
			"Passwords expire every 90 days; the last 5 cannot be reused.",
		})
	}},
	{"password-prose", func() string {
		return pick([]string{
			"the wifi password is on the sticker under the router",
			"the password is the same as last year, ask Dana if you forgot",
			"login is root but I don't remember the pass, check the vault",
			"Het wachtwoord staat in de kluis, niet in Slack.",
			"pasuwaado wa wasuremashita, sumimasen",
			"password reset link expired again, requested a new one",
		})
	}},
	{"version", func() string {
		return fmt.Sprintf("go1.22.%d, node v20.%d.1, kubectl v1.30.%d, chart 4.%d.0-rc.2+build.%s", rng.IntN(9), rng.IntN(19), rng.IntN(9), rng.IntN(9), rnd(digits, 3))
	}},
	{"order-id", func() string {
		return "Order #" + rnd(digits, 9) + " shipped via UPS 1Z" + rnd(upper+digits, 16) + ", invoice INV-2026-" + rnd(digits, 6)
	}},
	{"iban", func() string {
		return "Please wire to IBAN DE" + rnd(digits, 2) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2) + ", BIC COBADEFFXXX, ref " + rnd(upper+digits, 10)
	}},
	{"npm-integrity", func() string {
		return "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-" + rnd(alnum+"+/", 86) + "==\"\n}"
	}},
	{"path", func() string {
		return pick([]string{
			"/var/lib/postgresql/15/main/pg_wal/0000000100000" + rnd(upper+digits, 3) + "0000" + rnd(hexs, 3),
			"C:\\Users\\jmeyer\\AppData\\Local\\Temp\\" + hnUUID() + "\\setup.log",
			"~/.cache/go-build/" + rnd(hexs, 2) + "/" + rnd(hexs, 64) + "-d",
		})
	}},
	{"identifier", func() string {
		return pick([]string{
			"getAccessTokenFromRefreshToken() calls PasswordResetTokenRepository.findByUserId",
			"rename validateApiKeySignature to verifyApiKeySignatureOrThrow",
			"AbstractSecretManagerCredentialsProviderFactoryBean is finally gone",
		})
	}},
	{"compound", func() string {
		return pick([]string{
			"Donaudampfschifffahrtsgesellschaftskapitän is the usual example.",
			"Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz was repealed in 2013.",
			"antidisestablishmentarianism and pneumonoultramicroscopicsilicovolcanoconiosis",
		})
	}},
	{"url", func() string {
		return "https://console.acme.io/projects/" + rnd(lower+digits, 12) + "/settings?tab=billing&utm_source=email&page=" + rnd(digits, 2)
	}},
	{"hex-color", func() string {
		return ".badge { color: #" + rnd(hexs, 6) + "; background: #" + rnd(hexs, 6) + "; border-color: #" + rnd(hexs, 3) + "; }"
	}},
	{"timestamp", func() string {
		return "created_at=2026-0" + rnd("123456789", 1) + "-1" + rnd(digits, 1) + "T0" + rnd(digits, 1) + ":12:33.482917Z epoch_ms=17" + rnd(digits, 11)
	}},
	{"ulid", func() string {
		return "event 01H" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23) + " superseded 01H" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)
	}},
	{"stripe-publishable", func() string {
		return "<script>const stripe = Stripe('pk_live_51" + rnd(alnum, 97) + "');</script>"
	}},
	{"discord-ids", func() string {
		return "Server ID " + hnSnowflake() + ", channel <#" + hnSnowflake() + ">, invite https://discord.gg/" + rnd(alnum, 8) + ", ping <@" + hnSnowflake() + ">"
	}},
	{"discord-ids", func() string {
		return "Discord app " + hnSnowflake() + " — interactions public key (used to verify request signatures): " + rnd(hexs, 64)
	}},
	{"masked", func() string {
		return pick([]string{
			"key: sk_live_••••••••••••4242", "token: ghp_************************************",
			"password: [REDACTED]", "DISCORD_TOKEN=***", "Authorization: Bearer ***masked***",
		})
	}},
	{"aws-arn", func() string {
		return "role arn:aws:iam::" + rnd(digits, 12) + ":role/deploy-" + rnd(lower, 5) + " in account " + rnd(digits, 12)
	}},
	{"lockfile-hash", func() string {
		return "golang.org/x/crypto v0.31.0 h1:" + rnd(alnum+"+/", 43) + "=\ngolang.org/x/crypto v0.31.0/go.mod h1:" + rnd(alnum+"+/", 43) + "="
	}},
	{"base64-benign", func() string {
		return "$ echo -n 'hello world' | base64\naGVsbG8gd29ybGQ=\n$ echo aGVsbG8gd29ybGQ= | base64 -d\nhello world"
	}},
	{"cli-no-secret", func() string {
		return pick([]string{
			"mysql -u root -p -h 10.0.3.14 shop   # prompts for the password",
			"psql -h db.internal -U app -W orders",
			"echo \"$REGISTRY_TOKEN\" | docker login -u ci --password-stdin registry.acme.io",
			"curl -u admin https://jenkins.acme.lan/api/json  # curl asks for the password",
			"redis-cli --askpass -h cache.internal",
			"ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@bastion.acme.lan",
		})
	}},
	{"benign-kv", func() string {
		return pick([]string{
			"token_type: Bearer\nexpires_in: 3600", "password_hash_algorithm: argon2id", "auth: none\ntls: false",
			"secret: false  # the repo is public", "max_tokens: 4096\ntemperature: 0.2", "api_version: 2024-06-01",
		})
	}},
}

func hnTrapSamples() []Sample {
	var out []Sample
	for i := range 7 * len(hnTraps) {
		t := hnTraps[i%len(hnTraps)]
		out = append(out, Sample{Category: "trap:" + t.cat, Format: "note", Text: t.gen()})
	}
	return out
}
