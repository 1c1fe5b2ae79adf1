package main

import (
	"fmt"
	"strings"
)

// hhTraps are heldout-h's notes with no secret: the same chats, mails, logs, histories, traces,
// tables and languages, talking about credentials or full of values that read as random.
var hhTraps = []func() string{
	func() string {
		return fmt.Sprintf("[%s] ines: the Login / Logout buttons are swapped on mobile\n[%s] marc: yes, and Admin / Settings / Users 404s for viewers", hhTime(), hhTime())
	},
	func() string {
		return "Go to Admin / Security / API keys, click Create, copy the key into the vault (kv/prod/" + pick([]string{"stripe", "sendgrid", "slack"}) + ")."
	},
	func() string {
		return fmt.Sprintf("[%s] lena: login is SSO now, no more local admin / password\n[%s] sam: 🎉", hhTime(), hhTime())
	},
	func() string {
		return "commit " + bvSHA() + "\nAuthor: Kenji Sato <kenji@acme.io>\nDate:   Tue Nov 18 10:22:41 2026 +0100\n\n    auth: refresh the token before it expires\n\n    Reviewed-on: https://review.acme.io/c/" + fmt.Sprint(10000+rng.IntN(90000))
	},
	func() string {
		return "git cherry-pick " + bvSHA()[:10] + " " + bvSHA()[:10] + " && git push origin HEAD:release/" + bvSemver()
	},
	func() string {
		return "goroutine 37 [select]:\nnet/http.(*persistConn).writeLoop(0xc000" + rnd(hexs, 6) + ")\n\t/usr/local/go/src/net/http/transport.go:2519 +0xe7\ncreated by net/http.(*Transport).dialConn in goroutine 12\n\t/usr/local/go/src/net/http/transport.go:1875 +0x15a5"
	},
	func() string {
		return "Exception in thread \"main\" java.lang.IllegalStateException: token cache not initialised\n\tat com.acme.auth.TokenCache.get(TokenCache.java:57)\n\tat com.acme.auth.Client@" + rnd(hexs, 8) + ".call(Client.java:112)"
	},
	func() string {
		return "psycopg2.OperationalError: connection to server at \"" + pick(bvHosts) + "\", port 5432 failed: FATAL:  password authentication failed for user \"app\""
	},
	func() string {
		return "< HTTP/2 200\n< etag: \"" + rnd(hexs, 40) + "\"\n< x-request-id: " + bvUUID() + "\n< traceparent: 00-" + rnd(hexs, 32) + "-" + rnd(hexs, 16) + "-01\n< strict-transport-security: max-age=63072000"
	},
	func() string {
		return "content-security-policy: script-src 'self' 'nonce-" + bvB64(16) + "'; object-src 'none'\nset-cookie: theme=dark; Path=/; SameSite=Lax"
	},
	func() string {
		return "> GET /v1/me HTTP/1.1\n> Host: api.acme.io\n> Authorization: Bearer <redacted>\n>\n< HTTP/1.1 401 Unauthorized\n< www-authenticate: Bearer error=\"invalid_token\""
	},
	func() string {
		ts := "2026-11-20T09:1" + rnd(digits, 1) + ":" + fmt.Sprintf("%02d", rng.IntN(60)) + ".0000000Z"
		return ts + " env:\n" + ts + "   NODE_AUTH_TOKEN: ***\n" + ts + "   GITHUB_TOKEN: ***\n" + ts + " Login Succeeded"
	},
	func() string {
		return "Cache restored from key: node-cache-Linux-x64-npm-" + rnd(hexs, 64) + "\n#12 exporting manifest sha256:" + rnd(hexs, 64) + " done"
	},
	func() string {
		return "  " + fmt.Sprint(900+rng.IntN(99)) + "  mysql -u root -p\n  " + fmt.Sprint(1000+rng.IntN(99)) + "  psql -h db -U app -W orders\n  " + fmt.Sprint(1100+rng.IntN(99)) + "  export AWS_PROFILE=prod"
	},
	func() string {
		return "export TOKEN=$(gcloud auth print-access-token)\ncurl -H \"Authorization: Bearer $TOKEN\" https://run.googleapis.com/v2/projects/acme/locations/europe-west1/services"
	},
	func() string {
		return "export PATH=$HOME/go/bin:$PATH\nexport GPG_TTY=$(tty)\nssh-keygen -t ed25519 -C \"priya@acme.io\" -f ~/.ssh/id_ed25519"
	},
	func() string {
		return "docker pull ghcr.io/acme/api@sha256:" + rnd(hexs, 64) + "\ngit checkout " + bvSHA()[:7]
	},
	func() string {
		return "| Service | Version | Image digest |\n|---|---|---|\n| api | " + bvSemver() + " | sha256:" + rnd(hexs, 64) + " |\n| worker | " + bvSemver() + " | sha256:" + rnd(hexs, 64) + " |"
	},
	func() string {
		return "| System | Where the password lives |\n|---|---|\n| Grafana | vault: kv/prod/grafana |\n| RabbitMQ | 1Password → Infra → rabbit |"
	},
	func() string {
		return "| Request | ID |\n| --- | --- |\n| export | " + bvUUID() + " |\n| import | " + bvUUID() + " |"
	},
	func() string {
		return "Le mot de passe doit contenir au moins 12 caractères et être changé tous les 90 jours."
	},
	func() string {
		return "Das Passwort wird im Passwort-Manager gespeichert, nicht im Wiki. Der Token läuft nach 30 Tagen ab."
	},
	func() string {
		return "La contraseña se guarda en el gestor de contraseñas; el token de acceso caduca cada hora."
	},
	func() string {
		return "Subject: Your password was changed\n\nHi Zoe,\n\nthe password for your account was changed on 21 Nov 2026 at 09:14 UTC. If this wasn't you, reset it from the sign-in page.\n\n— Acme Security"
	},
	func() string {
		return "Hi all,\n\nreminder: never send passwords by e-mail. Share them through the vault (kv/team/" + pick([]string{"ops", "data", "web"}) + ") and rotate the token after the demo.\n\nThanks, Priya"
	},
	func() string {
		return "join the server: https://discord.gg/" + rnd(alnum, 8) + "\nmessage id " + bvSnowflake() + " in #incidents has the timeline"
	},
	func() string {
		return "private_key_id: stored with the key in the vault, never in the repo"
	},
	func() string {
		return "The memory " + bvUUID() + " was merged into " + bvUUID() + "; see run " + bvSHA()[:12] + "."
	},
	func() string {
		return "Upgrade from " + bvSemver() + " to " + bvSemver() + "-rc.2+build." + bvSHA()[:7] + "; node v22.11.0, go1.23.4."
	},
	func() string {
		return "screenshot: data:image/png;base64," + bvPNG()
	},
	func() string {
		return "login page: https://grafana.acme.io/login?redirect=%2Fd%2F" + rnd(alnum, 9) + "%2Foverview&orgId=1"
	},
	func() string {
		return fmt.Sprintf("[%s] diego: how do I log in to the NAS?\n[%s] fatou: admin / the usual, ask me in DM", hhTime(), hhTime())
	},
	func() string {
		return "Router login: admin / (printed on the sticker under the box)"
	},
	func() string {
		return "the model's context is 200k tokens; max_tokens: 4096; the tokenizer splits " + pick([]string{"emoji", "CJK", "URLs"}) + " badly"
	},
	func() string {
		return "S3 object key: exports/2026/11/" + bvUUID() + ".parquet (ETag " + rnd(hexs, 32) + ")"
	},
	func() string {
		return "Request failed: 403 Forbidden (RequestId: " + rnd(upper+digits, 16) + ", HostId: " + bvB64(56) + ")"
	},
	func() string {
		return "sha256sum: " + rnd(hexs, 64) + "  backup-2026-11-20.tar.zst\nmd5: " + rnd(hexs, 32)
	},
	func() string {
		return "Tx 0x" + rnd(hexs, 64) + " confirmed; contract 0x" + rnd(hexs, 40) + "."
	},
	func() string {
		return "IPFS: ipfs://Qm" + rnd("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44) + "/index.html"
	},
	func() string {
		return "Drive link: https://drive.google.com/file/d/1" + rnd(b64url, 32) + "/view?usp=sharing"
	},
	func() string {
		return "Video: https://www.youtube.com/watch?v=" + rnd(b64url, 11) + " (the " + pick([]string{"demo", "keynote", "postmortem"}) + ")"
	},
	func() string {
		return "Use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as in the AWS docs when writing the README."
	},
	func() string {
		return "export OPENAI_API_KEY=<your-key>\nexport ANTHROPIC_API_KEY=\"${ANTHROPIC_API_KEY}\"\nexport GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	},
	func() string {
		return "password: ********\ntoken: ••••••••••••3f9a (masked)"
	},
	func() string {
		return "arn:aws:iam::" + rnd(digits, 12) + ":role/ci-deployer, instance i-0" + rnd(hexs, 16) + ", kms key " + bvUUID()
	},
	func() string {
		return "Slack channel C0" + rnd(upper+digits, 9) + ", user U0" + rnd(upper+digits, 9) + ", thread ts " + rnd(digits, 10) + "." + rnd(digits, 6)
	},
	func() string {
		return strings.Join([]string{"Settings", "Admin", "Integrations", "Webhooks"}, " / ") + " → paste the URL, not the secret"
	},
	func() string {
		return "pass: true\nfail: false\nskipped: 2\nduration: 41.2s"
	},
	func() string {
		return "Primary key: (tenant_id, " + pick([]string{"order_id", "user_id"}) + "); sort key: created_at; the API key header is X-Api-Key."
	},
	func() string {
		return "stripe object ids: cus_" + rnd(alnum, 14) + ", pi_3" + rnd(alnum, 23) + ", evt_1" + rnd(alnum, 23)
	},
}
