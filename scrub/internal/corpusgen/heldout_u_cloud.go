package main

import (
	"fmt"
	"strings"
)

// Keys and tokens by family, each put where such a key is usually found.

// uPlace puts a named token in one of many surroundings; it returns the text, the format and an
// ordinary line fit to be kept ("" if none).
func uPlace(vendor, env, val string) (string, string, string) {
	lw := strings.ToLower(env)
	switch rng.IntN(16) {
	case 0:
		k := "NODE_ENV=production"
		return fmt.Sprintf("PORT=%d\n%s\n%s=%s\nLOG_FORMAT=json", uN(3000, 9000), k, env, val), "env", k
	case 1:
		return uScene(fmt.Sprintf(uP("here's the %s key: %s", "new %s token -> %s", "%s key for staging is %s, prod one is in vault", "use this %s token for now: %s"), vendor, val))
	case 2:
		k := "  region: " + uP("eu-west-1", "us-east-2", "europe-west4", "westeurope")
		return fmt.Sprintf("integrations:\n  %s:\n    enabled: true\n    %s: %q\n%s", strings.ReplaceAll(strings.ToLower(vendor), " ", "_"), lw, val, k), "yaml", k
	case 3:
		return fmt.Sprintf("{\n  \"service\": \"%s\",\n  \"%s\": \"%s\",\n  \"timeout_ms\": %d\n}", strings.ToLower(vendor), lw, val, uN(500, 30000)), "json", ""
	case 4:
		return fmt.Sprintf("import os\n\n%s = os.environ.get(%q, %q)\nclient = Client(api_key=%s)", env, env, val, env), "python", ""
	case 5:
		k := "const timeout = 10_000;"
		return fmt.Sprintf("%s\nconst client = new Client({\n  apiKey: process.env.%s ?? '%s',\n});", k, env, val), "javascript", k
	case 6:
		return fmt.Sprintf("curl -sS https://api.%s.example/v1/me \\\n  -H \"Authorization: Bearer %s\" \\\n  -H 'Accept: application/json'", strings.ReplaceAll(strings.ToLower(vendor), " ", ""), val), "shell", ""
	case 7:
		return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\nstringData:\n  %s: %s", strings.ReplaceAll(strings.ToLower(vendor), " ", "-"), uP("prod", "payments", "data", "default"), env, val), "yaml", ""
	case 8:
		k := "      - uses: actions/checkout@v4"
		return fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n    steps:\n%s\n      - run: make release", env, val, k), "yaml", k
	case 9:
		return fmt.Sprintf("variable %q {\n  type      = string\n  sensitive = true\n  default   = %q\n}", lw, val), "hcl", ""
	case 10:
		return fmt.Sprintf("$ export %s=%s\n$ ./scripts/smoke-test.sh\nsmoke test: %d/%d passed", env, val, uN(10, 20), 20), "shell", ""
	case 11:
		return fmt.Sprintf("$env:%s = \"%s\"\n.\\deploy.ps1 -Environment %s", env, val, uP("Prod", "Staging")), "powershell", ""
	case 12:
		return fmt.Sprintf("%s secrets set %s=%s --app %s-%s", uP("fly", "flyctl"), env, val, uL(uWords), uP("api", "web", "worker")), "shell", ""
	case 13:
		return fmt.Sprintf("gh secret set %s --body \"%s\" --repo acme/%s", env, val, uL(uWords)), "shell", ""
	case 14:
		return fmt.Sprintf("# settings.toml\n[%s]\napi_key = \"%s\"\nretries = %d", strings.ReplaceAll(strings.ToLower(vendor), " ", "_"), val, uN(1, 5)), "toml", ""
	default:
		return fmt.Sprintf("%s %s token (%s): %s", uDate(), vendor, uP("rotated", "issued", "temporary", "read-only"), val), "memory", ""
	}
}

func uAddPlaced(b *uB, cat, vendor, env, val string) {
	t, f, k := uPlace(vendor, env, val)
	b.add(cat, f, t, []string{val}, uKeep(k)...)
}

func uCloudKeys(b *uB) {
	for i := 0; i < 8; i++ {
		id, sec := uAKIA(), uAWSSec()
		prof := uP("default", "prod", "staging", "billing-ro", "terraform")
		switch i % 6 {
		case 0:
			k := "region = " + uP("eu-central-1", "us-east-1", "ap-southeast-2")
			b.add("aws-keys", "ini", fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\n%s", prof, id, sec, k), []string{id, sec}, uKeep(k)...)
		case 1:
			b.add("aws-keys", "shell", fmt.Sprintf("$ aws configure set aws_access_key_id %s --profile %s\n$ aws configure set aws_secret_access_key %s --profile %s\n$ aws sts get-caller-identity --profile %s", id, prof, sec, prof, prof), []string{id, sec})
		case 2:
			t, f, k := uScene(fmt.Sprintf("aws keys for the %s user: %s / %s", uP("ci", "backup", "s3-uploader"), id, sec))
			b.add("aws-keys", f, t, []string{id, sec}, uKeep(k)...)
		case 3:
			sid, sess := uASIA(), uAWSSess()
			b.add("aws-keys", "json", fmt.Sprintf("{\n    \"Credentials\": {\n        \"AccessKeyId\": \"%s\",\n        \"SecretAccessKey\": \"%s\",\n        \"SessionToken\": \"%s\",\n        \"Expiration\": \"%s\"\n    }\n}", sid, sec, sess, uStamp()), []string{sid, sec, sess})
		case 4:
			b.add("aws-keys", "hcl", fmt.Sprintf("provider \"aws\" {\n  region     = \"%s\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", uP("eu-west-1", "us-west-2"), id, sec), []string{id, sec})
		default:
			b.add("aws-keys", "yaml", fmt.Sprintf("env:\n  - name: AWS_ACCESS_KEY_ID\n    value: %s\n  - name: AWS_SECRET_ACCESS_KEY\n    value: %q\n  - name: AWS_REGION\n    value: eu-north-1", id, sec), []string{id, sec})
		}
	}
	for i := 0; i < 6; i++ {
		switch i % 4 {
		case 0:
			k := uAIza()
			uAddPlaced(b, "gcp-key", "Google Maps server", "GOOGLE_API_KEY", k)
		case 1:
			s := uGOCSPX()
			cid := fmt.Sprintf("%d-%s.apps.googleusercontent.com", uN(100000000, 999999999), uR(uLowD, 32))
			b.add("gcp-oauth", "json", fmt.Sprintf("{\"web\":{\"client_id\":\"%s\",\"project_id\":\"%s-%d\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"client_secret\":\"%s\",\"redirect_uris\":[\"http://localhost:8080/callback\"]}}", cid, uL(uWords), uN(1000, 9999), s), []string{s})
		case 2:
			t := uYa29()
			b.add("gcp-token", "shell", fmt.Sprintf("$ gcloud auth print-access-token\n%s\n$ curl -H \"Authorization: Bearer %s\" https://storage.googleapis.com/storage/v1/b?project=%s", t, t, uL(uWords)), []string{t})
		default:
			s := uGOCSPX()
			t, f, k := uScene(fmt.Sprintf("OAuth client secret for the internal dashboard is %s", s))
			b.add("gcp-oauth", f, t, []string{s}, uKeep(k)...)
		}
	}
	for i := 0; i < 8; i++ {
		acct := uL(uWords) + fmt.Sprint(uN(10, 999)) + uP("prod", "logs", "st")
		switch i % 5 {
		case 0:
			key := uAzKey()
			b.add("azure-storage", "connstr", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key), []string{key})
		case 1:
			s := uAzSecret()
			b.add("azure-sp", "shell", fmt.Sprintf("az login --service-principal \\\n  -u %s \\\n  -p %s \\\n  --tenant %s", uUUID(), s, uUUID()), []string{s})
		case 2:
			s := uAzSecret()
			b.add("azure-sp", "json", fmt.Sprintf("{\n  \"appId\": \"%s\",\n  \"displayName\": \"sp-%s-deploy\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", uUUID(), uL(uWords), s, uUUID()), []string{s})
		case 3:
			sig := uAzSAS()
			b.add("azure-sas", "chat", fmt.Sprintf("SAS url for the export container (valid till Friday): https://%s.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s", acct, uDate(), uDate(), sig), []string{sig})
		default:
			p := uADOPat()
			t, f, k := uScene(fmt.Sprintf("Azure DevOps PAT for the build agent pool: %s (expires in 30 days)", p))
			b.add("azure-devops-pat", f, t, []string{p}, uKeep(k)...)
		}
	}
}

func uGitTokens(b *uB) {
	for i := 0; i < 12; i++ {
		repo := "acme/" + uL(uWords) + uP("-api", "-infra", "-web", "")
		switch i % 8 {
		case 0:
			t := uGHP()
			b.add("git-token", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s.git", uName(), t, repo), []string{t})
		case 1:
			t := uGHFine()
			uAddPlaced(b, "git-token", "GitHub", "GITHUB_TOKEN", t)
		case 2:
			t := uGLPat()
			b.add("git-token", "shell", fmt.Sprintf("git remote set-url origin https://oauth2:%s@gitlab.%s.example/%s.git\ngit push -u origin main", t, uL(uWords), repo), []string{t})
		case 3:
			t := uGHP()
			b.add("git-token", "shell", fmt.Sprintf("$ echo %s | gh auth login --with-token\n$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s", t, uName()), []string{t})
		case 4:
			t := uGLPat()
			t2, f, k := uScene(fmt.Sprintf("gitlab token with api scope: %s — for the renovate bot", t))
			b.add("git-token", f, t2, []string{t}, uKeep(k)...)
		case 5:
			t := uBBApp()
			b.add("git-token", "ini", fmt.Sprintf("# ~/.git-credentials\nhttps://%s:%s@bitbucket.org", uName(), t), []string{t})
		case 6:
			t := uGHP()
			b.add("git-token", "log", fmt.Sprintf("%s [runner] fatal: unable to access 'https://x-access-token:%s@github.com/%s.git/': The requested URL returned error: 403", uStamp(), t, repo), []string{t})
		default:
			t := uHex(40)
			b.add("git-token", "ini", fmt.Sprintf("[remote \"origin\"]\n\turl = https://%s:%s@gitea.%s.lan/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*", uName(), t, uL(uWords), repo), []string{t})
		}
	}
}

func uChatTokens(b *uB) {
	for i := 0; i < 16; i++ {
		switch i % 7 {
		case 0:
			t := uSlackBot()
			uAddPlaced(b, "slack-token", "Slack", "SLACK_BOT_TOKEN", t)
		case 1:
			t := uSlackUser()
			t2, f, k := uScene(fmt.Sprintf("my slack user token for the export script: %s", t))
			b.add("slack-token", f, t2, []string{t}, uKeep(k)...)
		case 2:
			t := uSlackApp()
			b.add("slack-token", "env", fmt.Sprintf("SLACK_APP_TOKEN=%s\nSLACK_SOCKET_MODE=true", t), []string{t})
		case 3:
			url, sec := uSlackHook()
			b.add("slack-webhook", "yaml", fmt.Sprintf("receivers:\n  - name: ops-slack\n    slack_configs:\n      - api_url: %s\n        channel: '#alerts-%s'\n        send_resolved: true", url, uP("prod", "infra", "db")), []string{sec})
		case 4:
			t := uTelegram()
			switch rng.IntN(3) {
			case 0:
				b.add("telegram-token", "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=-100%d -d text=\"backup done\"", t, uN(1000000000, 1999999999)), []string{t})
			case 1:
				uAddPlaced(b, "telegram-token", "Telegram", "TELEGRAM_BOT_TOKEN", t)
			default:
				b.add("telegram-token", "chat", fmt.Sprintf("BotFather gave me this: %s\nUse this token to access the HTTP API", t), []string{t})
			}
		case 5:
			url, sec := uDiscordHook()
			if uCoin() {
				b.add("discord-webhook", "python", fmt.Sprintf("WEBHOOK = %q\nrequests.post(WEBHOOK, json={\"content\": \"deploy finished\"})", url), []string{sec})
			} else {
				t, f, k := uScene("alerts go to " + url)
				b.add("discord-webhook", f, t, []string{sec}, uKeep(k)...)
			}
		default:
			url, sec := uSlackHook()
			b.add("slack-webhook", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"nightly ETL failed\"}' %s", url), []string{sec})
		}
	}
}

func uPaymentKeys(b *uB) {
	for i := 0; i < 10; i++ {
		switch i % 7 {
		case 0, 1:
			uAddPlaced(b, "payment-key", "Stripe", "STRIPE_SECRET_KEY", uStripeSK())
		case 2:
			w := uWhsec()
			b.add("payment-key", "shell", fmt.Sprintf("$ stripe listen --forward-to localhost:%d/webhooks\n> Ready! Your webhook signing secret is %s (^C to quit)", uN(3000, 9000), w), []string{w})
		case 3:
			t := "access_token$production$" + uR(uLowD, 16) + "$" + uHex(32)
			uAddPlaced(b, "payment-key", "Braintree", "BRAINTREE_ACCESS_TOKEN", t)
		case 4:
			t := "EAAA" + uR(b64url, 60)
			uAddPlaced(b, "payment-key", "Square", "SQUARE_ACCESS_TOKEN", t)
		case 5:
			id, sec := "rzp_live_"+uR(alnum, 14), uR(alnum, 24)
			b.add("payment-key", "env", fmt.Sprintf("RAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\nCURRENCY=INR", id, sec), []string{sec})
		default:
			sec := "E" + uR(b64url, 79)
			b.add("payment-key", "chat", fmt.Sprintf("paypal live app: client id %s, secret %s", "A"+uR(b64url, 79), sec), []string{sec})
		}
	}
}

func uVendorKeys(b *uB) {
	for i := 0; i < 28; i++ {
		v := uVendorKey()
		uAddPlaced(b, "api-key", v.name, v.env, v.val)
	}
}

func uJWTs(b *uB) {
	for i := 0; i < 10; i++ {
		j := uJWT()
		var text, format string
		switch i % 6 {
		case 0:
			text, format = fmt.Sprintf("curl https://api.%s.example/v2/orders -H 'Authorization: Bearer %s'", uL(uWords), j), "shell"
		case 1:
			text, format = fmt.Sprintf("here's my token for testing, valid 24h: %s", j), "chat"
		case 2:
			text, format = fmt.Sprintf("> localStorage.getItem('access_token')\n'%s'", j), "console"
		case 3:
			text, format = fmt.Sprintf("%s INFO  request_id=%s user=%d auth=Bearer %s path=/api/cart", uStamp(), uUUID(), uN(1, 99999), j), "log"
		case 4:
			text, format = fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600}", j), "http"
		default:
			text, format = fmt.Sprintf("SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s", uR(lower, 20), j), "env"
		}
		b.add("jwt", format, text, []string{j})
	}
}

func uPEMKeys(b *uB) {
	for i := 0; i < 10; i++ {
		switch i % 7 {
		case 0:
			pem, lines := uPEM()
			b.add("private-key", "chat", "here's the key for the staging box, chmod 600 it:\n"+pem, lines)
		case 1:
			pem, lines := uOpenSSH()
			b.add("ssh-key", "shell", fmt.Sprintf("$ cat ~/.ssh/id_ed25519\n%s\n$ ssh-add ~/.ssh/id_ed25519", pem), lines)
		case 2:
			pem, lines := uPEM()
			ind := strings.ReplaceAll(pem, "\n", "\n    ")
			b.add("private-key", "yaml", fmt.Sprintf("nginx_tls_cert_path: /etc/nginx/tls/site.crt\nnginx_tls_key: |\n    %s", ind), lines)
		case 3:
			pem, lines := uPEM()
			b.add("private-key", "hcl", fmt.Sprintf("resource \"tls_locally_signed_cert\" \"edge\" {\n  ca_private_key_pem = <<EOT\n%s\nEOT\n}", pem), lines)
		case 4:
			pem, lines := uOpenSSH()
			k := "Deploy key for the infra repo (read-only):"
			b.add("ssh-key", "notes", k+"\n"+pem+"\nfingerprint on the repo settings page", lines, uKeep(k)...)
		case 5:
			pem, _ := uPEM()
			enc := uB64s(pem + "\n")
			b.add("private-key", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: edge-tls\ndata:\n  tls.crt: %s\n  tls.key: %s", uB64s("-----BEGIN CERTIFICATE-----\nMIID"+uR(uB64, 60)+"\n-----END CERTIFICATE-----\n"), enc), []string{enc})
		default:
			priv := uR(uB64, 60)
			b.add("private-key", "ppk", fmt.Sprintf("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s@laptop\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s", uName(), uR(uB64, 40), uR(uB64, 3), priv, uHex(64)), []string{priv})
		}
	}
}
