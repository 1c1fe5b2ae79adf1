package main

import (
	"fmt"
	"strings"
)

// Traps: agent transcripts and tool output shaped like the secret ones, with no secret in them.

func hbtTraps() []hbtTpl {
	return []hbtTpl{
		// env dump with references and masked values.
		func() Sample {
			v := hbtVendorPick()
			t := fmt.Sprintf("$ env | grep -iE 'key|token|url'\n%s=${%s}\nDATABASE_URL=postgres://%s:${PGPASSWORD}@%s:5432/app\nGITHUB_TOKEN=***\n%s", v.env, v.env, hbtUser(), hbtHost(), hbtNonSecretEnv())
			return hbtTrap("trap-env-reference", "shell", t)
		},
		// GitHub Actions yaml with secrets refs.
		func() Sample {
			v := hbtVendorPick()
			t := fmt.Sprintf("jobs:\n  %s:\n    runs-on: %s\n    env:\n      %s: ${{ secrets.%s }}\n      DATABASE_URL: ${{ vars.TEST_DATABASE_URL }}\n    steps:\n      - uses: actions/checkout@v4\n      - run: %s", pick([]string{"test", "integration", "e2e", "build"}), pick([]string{"ubuntu-latest", "ubuntu-24.04", "self-hosted"}), v.env, v.env, pick([]string{"pnpm test", "go test ./...", "cargo test --all", "uv run pytest"}))
			return hbtTrap("trap-ci-secret-ref", "yaml", t)
		},
		// .env.example placeholders.
		func() Sample {
			v1, v2 := hbtVendorPick(), hbtVendorPick()
			head := pick([]string{"# Copy to .env and fill in real values. Never commit .env.", "# .env.example for " + hbtProject() + " (cp .env.example .env)", "# Local dev template; real values live in Doppler"})
			pw := pick([]string{"DB_PASSWORD=changeme  # change this before the first deploy", "DB_PASSWORD=   # ask in #platform for a dev DB", "DB_PASSWORD=<set-me>"})
			t := fmt.Sprintf("%s\n%s=<your-%s-key>\n%s=\n%s\nSESSION_SECRET=replace-with-%d-random-bytes\nPORT=%d", head, v1.env, strings.ToLower(strings.ReplaceAll(v1.name, " ", "-")), v2.env, pw, pick([]int{32, 64}), hbtN(3000, 8999))
			return hbtTrap("trap-placeholder", "env", t)
		},
		// kubectl describe with secretKeyRef only.
		func() Sample {
			p := hbtProject()
			t := fmt.Sprintf("Containers:\n  %s:\n    Container ID:   containerd://%s\n    Image:          ghcr.io/acme/%s@sha256:%s\n    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret '%s-db'>  Optional: false\n      API_TOKEN:    <set to the key 'token' in secret '%s-api'>    Optional: false\n      LOG_LEVEL:    info", p, hbtHex(64), p, hbtHex(64), p, p)
			return hbtTrap("trap-secret-ref", "kubectl", t)
		},
		// docker inspect ids and digests.
		func() Sample {
			t := fmt.Sprintf("[\n  {\n    \"Id\": \"%s\",\n    \"Created\": \"2025-10-%02dT07:41:12.%dZ\",\n    \"Image\": \"sha256:%s\",\n    \"Config\": {\n      \"Env\": [\n        \"PATH=/usr/local/bin:/usr/bin:/bin\",\n        \"NODE_VERSION=%d.%d.%d\",\n        \"YARN_VERSION=1.22.22\"\n      ]\n    }\n  }\n]", hbtHex(64), hbtN(1, 28), hbtN(100000, 999999), hbtHex(64), hbtN(18, 22), hbtN(0, 20), hbtN(0, 9))
			return hbtTrap("trap-digest", "json", t)
		},
		// curl -v without auth.
		func() Sample {
			t := fmt.Sprintf("> GET /healthz HTTP/2\n> Host: api.%s\n> user-agent: curl/8.5.0\n>\n< HTTP/2 200\n< etag: W/\"%s\"\n< x-request-id: %s\n< cf-ray: %s-FRA\n< traceparent: 00-%s-%s-01", pick([]string{"acme.io", "kodo.com"}), rnd(b64url, 27), hbtUUID(), hbtHex(16), hbtHex(32), hbtHex(16))
			return hbtTrap("trap-request-id", "curl", t)
		},
		// sts get-caller-identity.
		func() Sample {
			acct := rnd(digits, 12)
			t := fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AIDA%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/%s\"\n}", rnd(upper+digits, 17), acct, acct, strings.ToLower(hbtDev()))
			return hbtTrap("trap-aws-identity", "shell", t)
		},
		// git log.
		func() Sample {
			var b strings.Builder
			b.WriteString("$ git log --oneline -5\n")
			for i := 0; i < 5; i++ {
				b.WriteString(hbtHex(7) + " " + pick([]string{"fix: retry on 429 from the API", "chore: bump deps", "feat: add token refresh", "refactor: move secrets to vault", "test: cover password reset flow", "docs: explain API key setup"}) + "\n")
			}
			b.WriteString(fmt.Sprintf("$ git show -s --format='%%H %%ae' HEAD\n%s %s", hbtHex(40), hbtEmail()))
			return hbtTrap("trap-commit-sha", "shell", b.String())
		},
		// package-lock integrity.
		func() Sample {
			pkg := pick([]string{"jsonwebtoken", "bcryptjs", "dotenv", "passport-jwt", "jose"})
			ver := fmt.Sprintf("%d.%d.%d", hbtN(1, 9), hbtN(0, 20), hbtN(0, 9))
			t := fmt.Sprintf("    \"node_modules/%s\": {\n      \"version\": \"%s\",\n      \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n      \"integrity\": \"sha512-%s==\",\n      \"license\": \"MIT\"\n    },", pkg, ver, pkg, pkg, ver, rnd(alnum+"+/", 86))
			return hbtTrap("trap-integrity-hash", "json", t)
		},
		// go.sum.
		func() Sample {
			m := pick([]string{"github.com/golang-jwt/jwt/v5", "golang.org/x/crypto", "github.com/aws/aws-sdk-go-v2/credentials", "github.com/jackc/pgx/v5"})
			v := fmt.Sprintf("v%d.%d.%d", hbtN(0, 5), hbtN(0, 40), hbtN(0, 9))
			t := fmt.Sprintf("%s %s h1:%s=\n%s %s/go.mod h1:%s=", m, v, rnd(alnum+"+/", 43), m, v, rnd(alnum+"+/", 43))
			return hbtTrap("trap-checksum", "go-sum", t)
		},
		// Cargo.lock.
		func() Sample {
			t := fmt.Sprintf("[[package]]\nname = \"%s\"\nversion = \"%d.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"", pick([]string{"jsonwebtoken", "ring", "rustls", "secrecy", "argon2"}), hbtN(0, 9), hbtN(0, 30), hbtN(0, 9), hbtHex(64))
			return hbtTrap("trap-checksum", "toml", t)
		},
		// ssh public key + fingerprint.
		func() Sample {
			em := hbtEmail()
			t := fmt.Sprintf("$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s\n$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s (ED25519)\n\nAdd the .pub line to the deploy keys; the private key stays on your machine.", rnd(alnum+"+/", 43), em, rnd(alnum+"+/", 43), em)
			return hbtTrap("trap-public-key", "shell", t)
		},
		// PEM public key.
		func() Sample {
			var lines []string
			for i := 0; i < hbtN(3, 6); i++ {
				lines = append(lines, rnd(alnum+"+/", 64))
			}
			lines[0] = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + lines[0][44:]
			t := "JWKS is not used here; the service verifies with this public key (safe to commit):\n-----BEGIN PUBLIC KEY-----\n" + strings.Join(lines, "\n") + "\n" + rnd(alnum, 6) + "IDAQAB\n-----END PUBLIC KEY-----"
			return hbtTrap("trap-public-key", "pem", t)
		},
		// stripe publishable and ids.
		func() Sample {
			t := fmt.Sprintf("Frontend config (publishable, fine to ship):\nNEXT_PUBLIC_STRIPE_KEY=%s\n\nTest objects I created: customer cus_%s, payment intent pi_3%s, price price_1%s", hbtStripePK(), rnd(alnum, 14), rnd(alnum, 23), rnd(alnum, 23))
			return hbtTrap("trap-publishable-key", "env", t)
		},
		// OpenAI error with masked key.
		func() Sample {
			t := fmt.Sprintf("openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-%s**********************%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}", rnd(alnum, 4), rnd(alnum, 4))
			return hbtTrap("trap-masked-key", "error", t)
		},
		// memory preferences with password talk.
		func() Sample {
			t := fmt.Sprintf("## What I know about this user\n- Prefers %s, %s.\n- Password policy in this app: min %d chars, one digit, checked with zxcvbn >= 3.\n- Never paste tokens into the chat; they keep everything in %s.\n- Ask before running migrations on staging.", pick([]string{"TypeScript strict mode", "small commits", "uv over pip", "table-driven tests"}), pick([]string{"tabs in Go files (gofmt anyway)", "answers in German", "short commit subjects", "no emojis in code comments"}), hbtN(10, 16), pick([]string{"1Password", "Bitwarden", "Doppler", "AWS Secrets Manager"}))
			return hbtTrap("trap-password-talk", "memory-md", t)
		},
		// user chat about reset/rotation.
		func() Sample {
			t := pick([]string{
				"I reset my password and rotated the %s token, the new one is in 1Password under '%s'. can you re-run the deploy?",
				"the %s key got revoked, I'll generate a new one tomorrow. skip the live tests for now (%s)",
				"don't hardcode the %s token please, read it from the env like the others — see %s",
			})
			t = fmt.Sprintf(t, hbtVendorPick().name, pick([]string{"Prod DB", "CI tokens", "Engineering / staging", "docs/secrets.md"}))
			return hbtTrap("trap-secret-talk", "chat", t)
		},
		// Grep for getenv.
		func() Sample {
			v := hbtVendorPick()
			t := fmt.Sprintf("Grep(pattern: \"api_key|API_KEY\", glob: \"**/*.py\")\n  ⎿  Found 2 matches\napp/llm.py:%d:    api_key = os.environ[\"%s\"]\napp/settings.py:%d:%s: str = Field(default=\"\", repr=False)", hbtN(5, 40), v.env, hbtN(10, 90), strings.ToLower(v.env))
			return hbtTrap("trap-env-reference", "tool-result", t)
		},
		// fly secrets list digests.
		func() Sample {
			t := fmt.Sprintf("$ fly secrets list -a %s\nNAME             \tDIGEST          \tCREATED AT\nDATABASE_URL     \t%s\t%dd ago\nSTRIPE_SECRET_KEY\t%s\t%dh ago\nSENTRY_DSN       \t%s\t%dd ago", hbtProject(), hbtHex(16), hbtN(2, 60), hbtHex(16), hbtN(1, 23), hbtHex(16), hbtN(2, 90))
			return hbtTrap("trap-digest", "shell", t)
		},
		// vault reference config.
		func() Sample {
			t := fmt.Sprintf("database:\n  host: %s\n  user: %s\n  password: vault:secret/data/%s/db#password\nstripe:\n  secret_key: vault:secret/data/%s/stripe#secret_key", hbtHost(), hbtUser(), hbtProject(), hbtProject())
			return hbtTrap("trap-vault-ref", "yaml", t)
		},
		// terraform plan sensitive.
		func() Sample {
			t := fmt.Sprintf("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s\"\n      ~ password = (sensitive value)\n        username = \"%s\"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.", hbtProject()+"-db", hbtUser())
			return hbtTrap("trap-sensitive-masked", "terraform", t)
		},
		// az account show.
		func() Sample {
			t := fmt.Sprintf("$ az account show\n{\n  \"environmentName\": \"AzureCloud\",\n  \"id\": \"%s\",\n  \"name\": \"%s\",\n  \"tenantId\": \"%s\",\n  \"user\": { \"name\": \"%s\", \"type\": \"user\" }\n}", hbtUUID(), pick([]string{"Pay-As-You-Go", "acme-prod", "Visual Studio Enterprise"}), hbtUUID(), hbtEmail())
			return hbtTrap("trap-tenant-id", "json", t)
		},
		// google client id only.
		func() Sample {
			t := fmt.Sprintf("GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=   # set in Vercel, not here\nNEXTAUTH_URL=http://localhost:3000", rnd(digits, 12), rnd(lower+digits, 32))
			return hbtTrap("trap-client-id", "env", t)
		},
		// traces.
		func() Sample {
			t := fmt.Sprintf("{\"level\":\"error\",\"ts\":\"2025-10-%02dT10:%02d:33Z\",\"msg\":\"upstream timeout\",\"trace_id\":\"%s\",\"span_id\":\"%s\",\"request_id\":\"req_%s\",\"build\":\"%s\"}", hbtN(1, 28), hbtN(0, 59), hbtHex(32), hbtHex(16), rnd(alnum, 24), hbtHex(12))
			return hbtTrap("trap-trace-id", "log", t)
		},
		// data uri diff.
		func() Sample {
			t := fmt.Sprintf("-  <link rel=\"icon\" href=\"/favicon.ico\">\n+  <link rel=\"icon\" href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s\">", rnd(alnum+"+/", hbtN(80, 160)))
			return hbtTrap("trap-base64-image", "diff", t)
		},
		// docker pull digest.
		func() Sample {
			p := hbtProject()
			t := fmt.Sprintf("$ docker pull ghcr.io/acme/%s:latest\nlatest: Pulling from acme/%s\n%s: Pull complete\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/acme/%s:latest", p, p, hbtHex(12), hbtHex(64), p)
			return hbtTrap("trap-digest", "shell", t)
		},
		// npm publish output.
		func() Sample {
			p := hbtProject()
			t := fmt.Sprintf("npm notice 📦  @acme/%s@%d.%d.%d\nnpm notice package size: %d.%d kB\nnpm notice shasum: %s\nnpm notice integrity: sha512-%s[...]%s==\n+ @acme/%s@%d.%d.0", p, hbtN(0, 3), hbtN(0, 20), hbtN(0, 9), hbtN(1, 90), hbtN(0, 9), hbtHex(40), rnd(alnum+"+/", 15), rnd(alnum, 6), p, hbtN(0, 3), hbtN(0, 20))
			return hbtTrap("trap-checksum", "shell", t)
		},
		// ConfigMap.
		func() Sample {
			t := fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\ndata:\n  API_BASE_URL: https://api.%s\n  FEATURE_FLAGS: \"checkout_v2,dark_mode\"\n  CACHE_TTL: \"%d\"", hbtProject(), pick([]string{"acme.io", "kodo.com"}), hbtN(30, 3600))
			return hbtTrap("trap-config", "yaml", t)
		},
		// secrets manager ARN.
		func() Sample {
			t := fmt.Sprintf("The Lambda reads its DB password at cold start from arn:aws:secretsmanager:%s:%s:secret:%s/db-%s — I added `secretsmanager:GetSecretValue` on exactly that ARN to the role.", pick([]string{"eu-west-1", "us-east-1"}), rnd(digits, 12), hbtProject(), rnd(alnum, 6))
			return hbtTrap("trap-arn", "chat", t)
		},
		// code reading env.
		func() Sample {
			v := hbtVendorPick()
			c := pick([]string{"Client", "OpenAI", "Anthropic", "LinearClient", "Stripe", "WebClient"})
			t := fmt.Sprintf("```diff\n-const client = new %s({ apiKey: \"%s\" });\n+const apiKey = process.env.%s ?? \"\";\n+if (!apiKey) throw new Error(\"%s %s\");\n+const client = new %s({ apiKey });\n```", c, pick([]string{"<paste-key-here>", "YOUR_API_KEY", "TODO", "sk-..."}), v.env, v.env, pick([]string{"is not set", "missing", "must be set (see README)", "is required"}), c)
			return hbtTrap("trap-env-reference", "diff", t)
		},
	}
}
