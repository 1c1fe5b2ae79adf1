package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// General traps: identifiers, hashes, public keys, placeholders, talk about secrets, code that
// handles secrets without holding one.

func habTraps() []Sample {
	tpl := []func() (string, string){
		func() (string, string) {
			return fmt.Sprintf("commit %s\nAuthor: Ana Ruiz <ana@example.com>\nDate:   %s\n\n    fix leakage in the time-based split", habHex(40), habTime()), "git"
		},
		func() (string, string) {
			return fmt.Sprintf("%s (HEAD -> main, origin/main) bump pandas to 2.2\n%s add dedupe step\n%s Merge pull request #%d from acme/feature-store", habHex(7), habHex(7), habHex(7), habN(100, 2000)), "git"
		},
		func() (string, string) {
			v := habN(1, 9)
			return fmt.Sprintf("$ sha256sum dataset-v%d.tar.zst\n%s  dataset-v%d.tar.zst", v, habHex(64), v), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("%s ERROR api: upstream timeout request_id=%s trace_id=%s latency_ms=%d", habTime(), habUUID(), habHex(32), habN(1000, 30000)), "log"
		},
		func() (string, string) {
			return fmt.Sprintf("traceparent: 00-%s-%s-01\nx-request-id: %s", habHex(32), habHex(16), habUUID()), "http"
		},
		func() (string, string) {
			return fmt.Sprintf("Build #%d (id %s) finished in %dm%02ds — artifact ranker-%d.%d.%d-py3-none-any.whl", habN(1000, 9999), habUUID(), habN(1, 40), habN(0, 59), habN(0, 3), habN(0, 30), habN(0, 9)), "ci"
		},
		func() (string, string) {
			return fmt.Sprintf("released v%d.%d.%d-rc.%d+build.%d, see CHANGELOG.md", habN(0, 4), habN(0, 30), habN(0, 20), habN(1, 5), habN(1000, 9999)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("image: ghcr.io/acme/feature-api@sha256:%s", habHex(64)), "yaml"
		},
		func() (string, string) {
			cfg := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"theme":"dark","page_size":%d,"lang":"en"}`, habN(10, 100))))
			return fmt.Sprintf("the dashboard state is stored in the URL as ?state=%s", cfg), "chat"
		},
		func() (string, string) {
			cm := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("feature_flags:\n  new_ranker: %v\n  batch_size: %d\n", rng.IntN(2) == 0, habN(16, 512))))
			return fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ranker-flags\nbinaryData:\n  flags.yaml: %s", cm), "yaml"
		},
		func() (string, string) {
			return fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", habR(alnum+"+/", 43), habP(habUsers), habP([]string{"laptop", "gpu-box", "mbp-ana"})), "authorized_keys"
		},
		func() (string, string) {
			return fmt.Sprintf("add this to the jump host's authorized_keys:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ci@github-actions", habR(alnum+"+/", 200)), "chat"
		},
		func() (string, string) {
			var b strings.Builder
			b.WriteString("-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA")
			b.WriteString(habR(alnum+"+/", 20) + "\n")
			for range 5 {
				b.WriteString(habR(alnum+"+/", 64) + "\n")
			}
			b.WriteString(habR(alnum+"+/", 8) + "IDAQAB\n-----END PUBLIC KEY-----")
			return "public key for verifying the webhook signatures:\n" + b.String(), "pem-public"
		},
		func() (string, string) {
			var b strings.Builder
			b.WriteString("-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + habR(alnum+"+/", 44) + "\n")
			for range 6 {
				b.WriteString(habR(alnum+"+/", 64) + "\n")
			}
			b.WriteString(habR(alnum+"+/", 30) + "=\n-----END CERTIFICATE-----")
			return "ca.crt for the kafka brokers (public, safe to commit):\n" + b.String(), "pem-cert"
		},
		func() (string, string) {
			return fmt.Sprintf("const stripe = Stripe('pk_live_51%s');", habR(alnum, 90)), "javascript"
		},
		func() (string, string) {
			return fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51%s\nNEXT_PUBLIC_POSTHOG_KEY=phc_%s", habR(alnum, 90), habR(alnum, 43)), "dotenv"
		},
		func() (string, string) {
			return fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", habR(alnum+"-_", 38)), "html"
		},
		func() (string, string) {
			return "OPENAI_API_KEY=<your-token>\nANTHROPIC_API_KEY=<your-token>\nHF_TOKEN=<your-token>", "dotenv"
		},
		func() (string, string) {
			return "db:\n  user: app\n  password: changeme  # replace before deploying", "yaml"
		},
		func() (string, string) {
			return "export WANDB_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "shell"
		},
		func() (string, string) {
			return "client = OpenAI(api_key=\"sk-...\")  # paste your key here", "python"
		},
		func() (string, string) {
			return "password: \"{{ .Values.postgresql.auth.password }}\"\napi_key: ${{ secrets.OPENAI_API_KEY }}", "yaml"
		},
		func() (string, string) {
			return "login: admin / password: ******** (masked in the UI)", "note"
		},
		func() (string, string) {
			return "token = <redacted>\nsecret = REPLACE_ME\nkey = YOUR_API_KEY_HERE", "ini"
		},
		func() (string, string) {
			return "go to Admin / Settings / Users and click \"Reset password\" next to the account", "chat"
		},
		func() (string, string) {
			return "Settings > Security > Passwords & passkeys > Add", "note"
		},
		func() (string, string) {
			return "the token lives in ~/.cache/huggingface/token and the AWS keys in ~/.aws/credentials — never copy those files into the repo", "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("C:\\Users\\%s\\AppData\\Roaming\\jupyter\\runtime\\kernel-%s.json", habP([]string{"ana", "li.wei", "omar"}), habUUID()), "path"
		},
		func() (string, string) {
			return fmt.Sprintf("https://%s/dashboards/%d?from=now-7d&to=now&var-model=ranker-v%d&utm_source=slack", habHost(), habN(1, 900), habN(2, 9)), "url"
		},
		func() (string, string) {
			return fmt.Sprintf("ping %s or ml-oncall@example.com, user handle @%s", strings.ToLower(habP(habUsers))+"@example.com", habP(habUsers)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("hosts: %s, %s and %s (all behind the VPN)", habHost(), habHost(), habIP()), "note"
		},
		func() (string, string) {
			return "The password policy requires at least 12 characters, one digit and one symbol; passwords expire every 90 days.", "policy"
		},
		func() (string, string) {
			return "I forgot my MLflow password again, the reset link in the e-mail expired. Who can reset it?", "chat"
		},
		func() (string, string) {
			return "Rotate all API keys after the offboarding on Friday; we'll store the new ones in Vault, not in notebooks.", "email"
		},
		func() (string, string) {
			return fmt.Sprintf("ML-%d: retraining job fails on %s; see DATA-%d for the schema change", habN(100, 9999), habDate(), habN(100, 999)), "ticket"
		},
		func() (string, string) {
			return fmt.Sprintf("call me at +49 151 %07d or +1 (415) 555-%04d after 6pm", habN(1000000, 9999999), habN(0, 9999)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("order #%d: 2x SKU %s-%s-%s (RTX 4090 24GB), serial %s", habN(100000, 999999), habR(upper+digits, 3), habR(upper+digits, 3), habR(upper+digits, 4), habR(upper+digits, 12)), "note"
		},
		func() (string, string) {
			return "api_key = os.getenv(\"OPENAI_API_KEY\")\nif not api_key:\n    raise RuntimeError(\"OPENAI_API_KEY is not set\")", "python"
		},
		func() (string, string) {
			return "import getpass, bcrypt\n\npw = getpass.getpass(\"Password: \")\nif not bcrypt.checkpw(pw.encode(), stored_hash):\n    sys.exit(\"wrong password\")", "python"
		},
		func() (string, string) {
			return "func (s *Store) SetPassword(user string, password []byte) error {\n\thash, err := bcrypt.GenerateFromPassword(password, bcrypt.DefaultCost)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn s.save(user, hash)\n}", "go"
		},
		func() (string, string) {
			return "password_hash = Column(String(60), nullable=False)\napi_key_id = Column(Integer, ForeignKey(\"api_keys.id\"))", "python"
		},
		func() (string, string) {
			return "Passwort vergessen? Klicken Sie auf „Zurücksetzen“, dann bekommen Sie eine E-Mail.", "ui-de"
		},
		func() (string, string) {
			return "パスワードは12文字以上で、記号を1つ以上含めてください。", "ui-ja"
		},
		func() (string, string) {
			return "密码至少需要 12 个字符，请不要在聊天里发送密码。", "ui-zh"
		},
		func() (string, string) {
			return "La contraseña debe tener al menos 12 caracteres; nunca la compartas por correo.", "ui-es"
		},
		func() (string, string) {
			return fmt.Sprintf("Exception in thread \"main\" java.sql.SQLException: Access denied for user 'etl'@'%s' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:129)\n\tat com.acme.Loader.main(Loader.java:%d)", habIP(), habN(20, 300)), "java-trace"
		},
		func() (string, string) {
			return "-    api_key = \"hardcoded\"\n+    api_key = settings.openai_api_key\n     client = OpenAI(api_key=api_key)", "diff"
		},
		func() (string, string) {
			return fmt.Sprintf("meeting %s\n- decided: secrets only via Vault\n- Li to remove the .env from the notebooks repo history\n- next sync %s", habDate(), habDate()), "notes"
		},
		func() (string, string) {
			return fmt.Sprintf("gpg --fingerprint\n      %s %s %s %s %s  %s %s %s %s %s\nuid   Ana Ruiz <ana@example.com>", habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4), habR("0123456789ABCDEF", 4)), "shell"
		},
		func() (string, string) {
			return fmt.Sprintf("pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNs%sIn0.%s is the public Mapbox token for the store locator map", habR(alnum, 20), habR(b64url, 22)), "chat"
		},
		func() (string, string) {
			return fmt.Sprintf("age public key for the team: age1%s", habR("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)), "note"
		},
	}
	var out []Sample
	seen := map[string]bool{}
	for i := range 110 {
		text, format := tpl[i%len(tpl)]()
		if rng.IntN(4) == 0 {
			text = habSurround(text)
		}
		out = append(out, habT("trap", format, habUnique(seen, text)))
	}
	return out
}
