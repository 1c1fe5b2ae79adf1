package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Near misses of the four focus shapes: Discord ids that are not tokens, "x / y" pairs that are
// not logins, ordinary values wrapped over two lines, and key-id fields with no key id in them.

func habTraps2() []Sample {
	tpl := []func() (string, string){
		// Discord look-alikes.
		func() (string, string) {
			return fmt.Sprintf("my discord user id is %s and the channel id %s, ping me there", habSnowflake(), habSnowflake()), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("invite the bot with https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands", habSnowflake(), habN(2048, 274877975552)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("join us at https://discord.gg/%s (#ml-papers channel)", habR(alnum, habN(7, 10))), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("<@%s> the eval for run %s is done: acc %.3f", habSnowflake(), habR(lower+digits, 8), rng.Float64()), "chat"
		},
		func() (string, string) {
			return "DISCORD_TOKEN=\nDISCORD_GUILD_ID=\n# fill both from the developer portal", "dotenv"
		},
		func() (string, string) {
			id := base64.RawStdEncoding.EncodeToString([]byte(habSnowflake()))
			return fmt.Sprintf("the first part of a bot token is just base64 of the bot's user id, e.g. %s decodes to the id — the rest is the secret", id), "chat"
		},
		// Slash pairs that are not logins.
		func() (string, string) {
			return habP([]string{"Admin / Settings", "Admin / Users / Roles", "Workspace / Admin Console / Billing", "Settings / Integrations / Webhooks"}) + " is where you change it", "chat"
		},
		func() (string, string) {
			return "the login / logout buttons moved to the top right", "chat"
		},
		func() (string, string) {
			return "roles: admin / editor / viewer — only admin can delete experiments", "note"
		},
		func() (string, string) {
			return fmt.Sprintf("train / val / test split is %d / %d / %d", 80, 10, 10), "note"
		},
		func() (string, string) {
			return fmt.Sprintf("login: %s / password: see the 1Password item \"Grafana prod\"", habP(habUsers)), "note"
		},
		func() (string, string) {
			return fmt.Sprintf("log in as %s and open Settings / Data sources", habP(habUsers)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("ssh %s@%s then cd /srv/airflow/dags", habP(habUsers), habHost()), "shell"
		},
		func() (string, string) {
			return "In the DSN dialog pick Username/Password auth, not OAuth.", "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("read / write access for %s on schema marts, read only on raw", habP(habUsers)), "ticket"
		},
		func() (string, string) {
			return fmt.Sprintf("Benutzer: %s — das Passwort bekommst du per Telefon, nicht per Chat.", habP(habUsers)), "chat-de"
		},
		func() (string, string) {
			return fmt.Sprintf("username: %s\npassword: (ask Omar)\nurl: https://%s", habP(habUsers), habHost()), "note"
		},
		func() (string, string) {
			return "input / output shapes: (batch, 512) / (batch, 10)", "note"
		},
		// Ordinary values wrapped over two lines.
		func() (string, string) {
			h := habHex(64)
			return fmt.Sprintf("%s INFO verify: expected checksum %s\n%s INFO verify: ok", habTime(), h[:40]+"\n    "+h[40:], habTime()), "log"
		},
		func() (string, string) {
			u := fmt.Sprintf("https://%s/api/v1/experiments/%d/runs?filter=metrics.val_auc%%3E0.8&order_by=start_time", habHost(), habN(1, 999))
			a := len(u) / 2
			return "the url got wrapped:\n" + u[:a] + "\n" + u[a:], "chat"
		},
		func() (string, string) {
			b := base64.StdEncoding.EncodeToString([]byte(strings.Repeat(fmt.Sprintf("loss=%.3f;", rng.Float64()), 6)))
			return fmt.Sprintf("\"text/plain\": [\n  \"%s\",\n  \"%s\"\n]", b[:len(b)/2], b[len(b)/2:]), "ipynb"
		},
		func() (string, string) {
			id := habUUID() + habUUID()
			return fmt.Sprintf("job correlation id (long):\n%s\n%s", id[:36], id[36:]), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("docker pull registry.acme.io/ml/ranker@sha256:%s\\\n%s", habHex(32), habHex(32)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("SKU list:\n%s-%s-%s\n%s-%s-%s", habR(upper+digits, 4), habR(upper+digits, 4), habR(upper+digits, 4), habR(upper+digits, 4), habR(upper+digits, 4), habR(upper+digits, 4)), "note"
		},
		// Key-id fields with no key id.
		func() (string, string) {
			return "the service account JSON has a private_key_id field; compare it with the key list in IAM to find which one leaked", "chat"
		},
		func() (string, string) {
			return "{\n  \"type\": \"service_account\",\n  \"project_id\": \"ml-platform-prod\",\n  \"private_key_id\": \"<redacted>\",\n  \"private_key\": \"<redacted>\",\n  \"client_email\": \"etl-runner@ml-platform-prod.iam.gserviceaccount.com\"\n}", "json"
		},
		func() (string, string) {
			return "key_id = creds[\"private_key_id\"]\nlog.info(\"using key %s...\", key_id[:6])", "python"
		},
		func() (string, string) {
			return "\"private_key_id\": \"...\",  // trimmed", "json"
		},
		func() (string, string) {
			return fmt.Sprintf("{\"keys\": [{\"kty\": \"RSA\", \"alg\": \"RS256\", \"use\": \"sig\", \"kid\": \"%s\", \"e\": \"AQAB\", \"n\": \"%s\"}]}\n(public JWKS from /oauth2/v3/certs)", habHex(40), habR(b64url, 120)), "json"
		},
		func() (string, string) {
			return fmt.Sprintf("\"client_id\": \"%s\", \"client_email\": \"feast@recsys-training.iam.gserviceaccount.com\"", habDigits(21)), "json"
		},
		func() (string, string) {
			return fmt.Sprintf("$ gcloud iam service-accounts keys list --iam-account=dbt-bq@acme-analytics.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT10:00:00Z  9999-12-31T23:59:59Z  False", habP([]string{"(listing truncated by the admin)", "<key ids hidden>"}), habDate()), "shell"
		},
		// More mixed traps.
		func() (string, string) {
			return fmt.Sprintf("| date | run | val_loss |\n|---|---|---|\n| %s | %s | %.4f |\n| %s | %s | %.4f |", habDate(), habRunName(), rng.Float64(), habDate(), habRunName(), rng.Float64()), "markdown"
		},
		func() (string, string) {
			return fmt.Sprintf("El modelo %s mejoró el AUC de %.3f a %.3f; el run está en MLflow (experimento %d).", habRunName(), rng.Float64(), rng.Float64(), habN(1, 90)), "chat-es"
		},
		func() (string, string) {
			return fmt.Sprintf("Модель обучалась %d часов на %d GPU, чекпойнт checkpoint-%d лежит в s3://acme-ml/ckpt/", habN(2, 90), habN(1, 64), habN(1, 90)*1000), "chat-ru"
		},
		func() (string, string) {
			return fmt.Sprintf("学習は %d エポックで終了、best checkpoint は step_%07d です。", habN(2, 90), habN(1, 900)*1000), "chat-ja"
		},
		func() (string, string) {
			return "export OPENAI_API_KEY=$(op read \"op://ml/openai/credential\")\nexport HF_TOKEN=$(cat /run/secrets/hf_token)", "shell"
		},
		func() (string, string) {
			return "docker login registry.acme.io -u ml-ci --password-stdin < /run/secrets/registry_pw", "shell"
		},
		func() (string, string) {
			return "mysql -h warehouse.internal.acme.io -u analyst -p\nEnter password:", "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("curl -u \"$JIRA_USER:$JIRA_TOKEN\" https://acme.atlassian.net/rest/api/3/issue/ML-%d", habN(100, 9999)), "shell"
		},
		func() (string, string) {
			return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: rag-api\ntype: Opaque\n# values are injected by external-secrets from Vault path ml/rag-api", "yaml"
		},
		func() (string, string) {
			return fmt.Sprintf("Wi-Fi for guests is \"AcmeGuest\"; the password is printed on the card at reception (%s).", habP([]string{"2nd floor", "Building B", "next to the coffee machine"})), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("PIN reset requested for badge %s, facilities will call you", habR(digits, 8)), "ticket"
		},
		func() (string, string) {
			return "Enable 2FA: scan the QR code with your authenticator app, then enter the 6-digit code it shows.", "docs"
		},
		func() (string, string) {
			return fmt.Sprintf("ISBN 978-3-%d-%05d-%d, DOI 10.48550/arXiv.%d.%05d", habN(10, 99), habN(0, 99999), habN(0, 9), habN(2101, 2412), habN(1, 30000)), "note"
		},
	}
	var out []Sample
	seen := map[string]bool{}
	for i := range 100 {
		text, format := tpl[i%len(tpl)]()
		if rng.IntN(4) == 0 {
			text = habSurround(text)
		}
		out = append(out, habT("near-miss", format, habUnique(seen, text)))
	}
	return out
}
