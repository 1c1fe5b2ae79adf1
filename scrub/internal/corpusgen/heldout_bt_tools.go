package main

import (
	"fmt"
	"strings"
)

// Tool calls an agent makes and the command output it gets back, holding secrets.

func hbtToolSecrets() []hbtTpl {
	return []hbtTpl{
		// Bash tool call exporting a key inline.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			cmd := pick([]string{"python scripts/eval.py --limit 50", "npm run test:integration", "go run ./cmd/smoke",
				"cargo run --bin backfill", "pytest -k live -x", "node scripts/seed.mjs"})
			t := fmt.Sprintf(`{"type":"tool_use","id":"toolu_%s","name":"Bash","input":{"command":"export %s=%s && %s","description":"%s"}}`,
				rnd(alnum, 24), v.env, k, cmd, pick([]string{"Run the live test with the key the user gave", "Re-run with credentials", "Smoke test against the real API"}))
			return hbtMk("api-key", "tool-call", t, []string{k}, v.env)
		},
		// env | grep output pasted back.
		func() Sample {
			v1, v2 := hbtVendorPick(), hbtVendorPick()
			for v2.env == v1.env {
				v2 = hbtVendorPick()
			}
			k1, k2 := v1.gen(), v2.gen()
			id := hbtAKIA()
			lines := []string{v1.env + "=" + k1, hbtNonSecretEnv(), "AWS_ACCESS_KEY_ID=" + id, v2.env + "=" + k2, hbtNonSecretEnv()}
			t := "$ env | grep -iE 'key|token|aws|node|log'\n" + strings.Join(lines, "\n")
			return hbtMaybeDrop(hbtMk("api-key", "shell", t, []string{k1, k2}, id), 1)
		},
		// Read tool on .env.local.
		func() Sample {
			pw, user, host := hbtPwURL(), hbtUser(), hbtHost()
			sk, pk := hbtStripe(), hbtStripePK()
			db := pick([]string{"app", "ledger", "shop", "main"})
			body := fmt.Sprintf("DATABASE_URL=postgresql://%s:%s@%s:5432/%s\nSTRIPE_SECRET_KEY=%s\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s\nNEXT_PUBLIC_APP_URL=http://localhost:3000",
				user, pw, host, db, sk, pk)
			t := fmt.Sprintf("⏺ Read(.env.local)\n  ⎿  Read %d lines\n\n%s", 4, body)
			return hbtMk("db-password", "tool-result", t, []string{pw, sk}, host, pk)
		},
		// Edit tool moving a hardcoded token to env.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			name := pick([]string{"apiKey", "token", "API_KEY", "authToken"})
			t := fmt.Sprintf(`{"name":"Edit","input":{"file_path":"%s/src/client.ts","old_string":"const %s = \"%s\";","new_string":"const %s = process.env.%s!;"}}`,
				hbtPath(), name, k, name, v.env)
			return hbtMk("api-key", "tool-call", t, []string{k}, "process.env."+v.env)
		},
		// Grep tool result listing a hardcoded secret.
		func() Sample {
			k := hbtStripe()
			pw := hbtPw()
			t := fmt.Sprintf("Grep(pattern: \"sk_live|password\", path: \"src\")\n  ⎿  Found 3 matches\nsrc/payments/config.py:14:STRIPE_KEY = \"%s\"\nsrc/settings/base.py:88:    \"PASSWORD\": \"%s\",\nsrc/payments/README.md:3:Set STRIPE_KEY from the vault, never commit it.",
				k, pw)
			return hbtMk("stripe-key", "tool-result", t, []string{k, pw}, "src/payments/config.py")
		},
		// git config --list with token in remote url.
		func() Sample {
			tok := pick([]func() string{hbtGlpat, hbtGhp, hbtGhs})()
			host := "github.com"
			u := "x-access-token"
			if strings.HasPrefix(tok, "glpat") {
				host, u = "gitlab.com", "oauth2"
			}
			em := hbtEmail()
			t := fmt.Sprintf("$ git config --list --show-origin | grep -v alias\nfile:/home/dev/.gitconfig\tuser.name=%s\nfile:/home/dev/.gitconfig\tuser.email=%s\nfile:.git/config\tcore.bare=false\nfile:.git/config\tremote.origin.url=https://%s:%s@%s/%s/%s.git\nfile:.git/config\tbranch.main.remote=origin",
				hbtDev(), em, u, tok, host, pick([]string{"acme", "brightfox", "kodo-labs"}), hbtProject())
			return hbtMk("git-token", "shell", t, []string{tok}, em)
		},
		// ~/.git-credentials cat.
		func() Sample {
			a, b := hbtGhp(), hbtGlpat()
			ua, ub := strings.ToLower(hbtDev()), strings.ToLower(hbtDev())+"-work"
			t := fmt.Sprintf("Bash(cat ~/.git-credentials)\n  ⎿  https://%s:%s@github.com\n     https://%s:%s@gitlab.%s.com",
				ua, a, ub, b, pick([]string{"acme", "kodo", "lumen"}))
			return hbtMaybeDrop(hbtMk("git-token", "tool-result", t, []string{a, b}, ub), 1)
		},
		// kubectl get secret -o yaml.
		func() Sample {
			pw := hbtB64(hbtN(12, 24))
			key := hbtB64(hbtN(30, 45))
			user := hbtB64Str(hbtUser())
			ns := pick([]string{"payments", "default", "staging", "platform"})
			p := hbtProject()
			t := fmt.Sprintf("$ kubectl -n %s get secret %s-creds -o yaml\napiVersion: v1\ndata:\n  api-key: %s\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"2025-%02d-%02dT09:14:22Z\"\n  name: %s-creds\n  namespace: %s\n  uid: %s\ntype: Opaque",
				ns, p, key, pw, user, hbtN(1, 12), hbtN(1, 28), p, ns, hbtUUID())
			return hbtMaybeDrop(hbtMk("k8s-secret", "shell", t, []string{key, pw}), 0)
		},
		// kubectl describe pod with a literal env password.
		func() Sample {
			pw := hbtPw()
			p := hbtProject()
			t := fmt.Sprintf("Containers:\n  %s:\n    Image:          ghcr.io/acme/%s:%d.%d.%d\n    Port:           8080/TCP\n    Environment:\n      DB_HOST:      postgres.%s.svc.cluster.local\n      DB_USER:      %s\n      DB_PASSWORD:  %s\n      REDIS_URL:    <set to the key 'url' in secret 'redis-conn'>  Optional: false\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-%s (ro)",
				p, p, hbtN(0, 3), hbtN(0, 30), hbtN(0, 9), pick([]string{"staging", "prod"}), hbtUser(), pw, rnd(lower+digits, 5))
			return hbtMk("db-password", "kubectl", t, []string{pw}, "redis-conn")
		},
		// docker inspect Env.
		func() Sample {
			pw := hbtPw()
			k := hbtVendorPick()
			kv := k.gen()
			t := fmt.Sprintf("$ docker inspect %s --format '{{json .Config.Env}}' | jq .\n[\n  \"POSTGRES_USER=%s\",\n  \"POSTGRES_PASSWORD=%s\",\n  \"%s=%s\",\n  \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\",\n  \"PG_MAJOR=%d\"\n]",
				pick([]string{"api-1", "backend", "worker-dev", hbtProject() + "-app-1"}), hbtUser(), pw, k.env, kv, hbtN(14, 17))
			return hbtMaybeDrop(hbtMk("db-password", "shell", t, []string{pw, kv}), 1)
		},
		// curl -v with bearer token.
		func() Sample {
			tok := pick([]func() string{hbtJWT, hbtOpenAI, hbtLinear, hbtGhp, hbtYa29})()
			rid := hbtUUID()
			host := pick([]string{"api.acme.io", "api.openai.com", "api.linear.app", "api.github.com", "internal-gw.kodo.com"})
			t := fmt.Sprintf("$ curl -v https://%s/v1/%s\n*   Trying 104.18.%d.%d:443...\n* Connected to %s port 443\n> GET /v1/%s HTTP/2\n> Host: %s\n> User-Agent: curl/8.7.1\n> Authorization: Bearer %s\n> Accept: */*\n>\n< HTTP/2 200\n< content-type: application/json\n< x-request-id: %s\n<\n{\"ok\":true}",
				host, "models", hbtN(1, 250), hbtN(1, 250), host, "models", host, tok, rid)
			return hbtMk("bearer-token", "curl", t, []string{tok}, rid)
		},
		// curl -v with cookie session.
		func() Sample {
			sv := hbtSessionVal()
			name := pick([]string{"connect.sid", "sessionid", "_session_id", "__Host-session"})
			t := fmt.Sprintf("> POST /api/admin/export HTTP/1.1\n> Host: localhost:%d\n> Cookie: theme=dark; %s=%s; lang=%s\n> Content-Type: application/json\n>\n< HTTP/1.1 403 Forbidden\n< Content-Length: 38\n\n{\"detail\":\"You do not have permission to perform this action.\"}",
				hbtN(3000, 8999), name, sv, pick([]string{"en", "de", "pt-BR"}))
			return hbtMk("session-cookie", "curl", t, []string{sv}, "theme=dark")
		},
		// ~/.aws/credentials read.
		func() Sample {
			id, sec := hbtAKIA(), hbtAWSSec()
			id2, sec2 := hbtAKIA(), hbtAWSSec()
			t := fmt.Sprintf("Read(~/.aws/credentials)\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s",
				id, sec, pick([]string{"staging", "ci", "personal"}), id2, sec2, pick([]string{"eu-west-1", "us-east-2"}))
			if rng.IntN(2) == 0 {
				t = fmt.Sprintf("Read(~/.aws/credentials)\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", pick([]string{"default", "staging", "ci"}), id, sec, pick([]string{"eu-west-1", "us-east-2"}))
				return hbtMk("aws-secret-key", "ini", t, []string{sec}, id)
			}
			return hbtMk("aws-secret-key", "ini", t, []string{sec, sec2}, id, id2)
		},
		// AWS STS temporary credentials JSON.
		func() Sample {
			id, sec, sess := "ASIA"+rnd(upper+digits, 16), hbtAWSSec(), hbtAWSSess()
			arn := fmt.Sprintf("arn:aws:sts::%s:assumed-role/%s/%s", rnd(digits, 12), pick([]string{"DeployRole", "ReadOnly", "AdminAccess"}), strings.ToLower(hbtDev()))
			t := fmt.Sprintf("$ aws sts assume-role --role-arn ... --role-session-name agent\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \"%s\",\n        \"SecretAccessKey\": \"%s\",\n        \"SessionToken\": \"%s\",\n        \"Expiration\": \"2025-11-0%dT1%d:00:00+00:00\"\n    },\n    \"AssumedRoleUser\": {\n        \"Arn\": \"%s\"\n    }\n}",
				id, sec, sess, hbtN(1, 9), hbtN(0, 9), arn)
			return hbtMk("aws-session", "json", t, []string{sec, sess}, id, arn)
		},
		// ~/.npmrc.
		func() Sample {
			tok := hbtNpm()
			scope := pick([]string{"@acme", "@kodo", "@brightfox"})
			t := fmt.Sprintf("$ cat ~/.npmrc\n%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n//registry.npmjs.org/:_authToken=%s\nsave-exact=true",
				scope, "${GITHUB_PACKAGES_TOKEN}", tok)
			return hbtMk("npm-token", "shell", t, []string{tok}, "${GITHUB_PACKAGES_TOKEN}")
		},
		// ~/.pypirc.
		func() Sample {
			tok := hbtPypi()
			t := fmt.Sprintf("[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = %s\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__", tok)
			return hbtMk("pypi-token", "ini", t, []string{tok}, "__token__")
		},
		// cargo credentials.
		func() Sample {
			tok := hbtCrates()
			t := fmt.Sprintf("Bash(cat ~/.cargo/credentials.toml)\n  ⎿  [registry]\n     token = \"%s\"\n\nThe publish failed with 403, but the token is present, so it is probably missing the publish-update scope for `%s`.", tok, hbtProject())
			return hbtMk("crates-token", "tool-result", t, []string{tok})
		},
		// ~/.netrc.
		func() Sample {
			pw := hbtUUID()
			tok := hbtGhp()
			em := hbtEmail()
			t := fmt.Sprintf("machine api.heroku.com\n  login %s\n  password %s\nmachine github.com\n  login %s\n  password %s", em, pw, strings.ToLower(hbtDev()), tok)
			return hbtMk("netrc-password", "netrc", t, []string{pw, tok}, em)
		},
		// docker config.json auths.
		func() Sample {
			u, pw := strings.ToLower(hbtDev()), hbtPw()
			auth := hbtB64Str(u + ":" + pw)
			reg := pick([]string{"ghcr.io", "registry.gitlab.com", "index.docker.io/v1/", rnd(digits, 12) + ".dkr.ecr.eu-west-1.amazonaws.com"})
			t := fmt.Sprintf("{\n  \"auths\": {\n    \"%s\": {\n      \"auth\": \"%s\"\n    }\n  },\n  \"credsStore\": \"\",\n  \"currentContext\": \"desktop-linux\"\n}", reg, auth)
			return hbtMk("registry-auth", "json", t, []string{auth}, reg)
		},
		// gh auth status --show-token.
		func() Sample {
			tok := hbtGho()
			u := strings.ToLower(hbtDev()) + pick([]string{"-dev", "codes", "_gh", ""})
			t := fmt.Sprintf("$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: %s\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'", u, tok)
			return hbtMk("github-token", "shell", t, []string{tok}, u)
		},
		// vault login output.
		func() Sample {
			tok := hbtVault()
			acc := "accessor." + rnd(alnum, 24)
			t := fmt.Sprintf("$ vault login -method=oidc\nSuccess! You are now authenticated.\n\nKey                  Value\n---                  -----\ntoken                %s\ntoken_accessor       %s\ntoken_duration       768h\ntoken_policies       [\"default\" \"dev-read\"]", tok, acc)
			return hbtMk("vault-token", "shell", t, []string{tok})
		},
		// terraform output -raw.
		func() Sample {
			pw := hbtPw()
			t := fmt.Sprintf("⏺ Bash(terraform -chdir=infra/%s output -raw db_master_password)\n  ⎿  %s\n\n⏺ Got it. I'll use that for the migration and not write it to any file.", pick([]string{"staging", "prod", "dev"}), pw)
			return hbtMk("db-password", "tool-result", t, []string{pw}, "db_master_password")
		},
		// heroku config.
		func() Sample {
			pw, rpw := hbtPwURL(), hbtPwURL()
			u := "u" + rnd(lower+digits, 13)
			host := "ec2-" + fmt.Sprintf("%d-%d-%d-%d", hbtN(3, 54), hbtN(1, 250), hbtN(1, 250), hbtN(1, 250)) + ".eu-west-1.compute.amazonaws.com"
			t := fmt.Sprintf("$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://%s:%s@%s:5432/d%s\nNODE_ENV:     production\nREDIS_URL:    rediss://:%s@ec2-%d-%d.compute-1.amazonaws.com:%d\nWEB_CONCURRENCY: 2",
				hbtProject(), hbtProject(), u, pw, host, rnd(lower+digits, 13), rpw, hbtN(10, 99), hbtN(10, 99), hbtN(10000, 30000))
			return hbtMaybeDrop(hbtMk("db-password", "shell", t, []string{pw, rpw}, host), 1)
		},
		// MCP config file with a token.
		func() Sample {
			tok := hbtGh()
			t := fmt.Sprintf("{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": {\n        \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"%s\"\n      }\n    },\n    \"filesystem\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-filesystem\", \"%s\"]\n    }\n  }\n}", tok, hbtPath())
			return hbtMk("github-token", "json", t, []string{tok}, "@modelcontextprotocol/server-github")
		},
		// MCP tools/call with a connection string.
		func() Sample {
			u, pw, host := hbtUser(), hbtPwURL(), hbtHost()
			t := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"query","arguments":{"connectionString":"postgresql://%s:%s@%s:5432/%s","sql":"select count(*) from orders where created_at > now() - interval '1 day'"}}}`,
				hbtN(2, 90), u, pw, host, pick([]string{"shop", "orders", "app"}))
			return hbtMk("db-password", "mcp-json", t, []string{pw}, host)
		},
		// gcloud print-access-token.
		func() Sample {
			tok := hbtYa29()
			t := fmt.Sprintf("$ gcloud auth print-access-token\n%s\n$ curl -s -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/endpoints | jq '.endpoints | length'\n%d",
				tok, "europe-west4", pick([]string{"acme-ml-prod", "kodo-sandbox", "rag-dev-4411"}), "europe-west4", hbtN(0, 6))
			return hbtMk("gcp-access-token", "shell", t, []string{tok}, "gcloud auth print-access-token")
		},
		// stripe listen output.
		func() Sample {
			wh := hbtWhsec()
			acct := "acct_1" + rnd(alnum, 15)
			t := fmt.Sprintf("$ stripe listen --forward-to localhost:%d/api/webhooks/stripe\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is %s (^C to quit)\n2025-10-%02d 14:0%d:11   --> checkout.session.completed [evt_1%s]\n(account %s)",
				hbtN(3000, 8080), wh, hbtN(1, 28), hbtN(0, 9), rnd(alnum, 23), acct)
			return hbtMk("webhook-secret", "shell", t, []string{wh}, acct)
		},
		// SSH private key read by agent.
		func() Sample {
			lines := hbtKeyLines(true)
			t := "Read(~/.ssh/deploy_" + pick([]string{"ed25519", "rsa", "key"}) + ")\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
			return hbtMk("ssh-private-key", "tool-result", t, []string{strings.Join(lines, "\n")})
		},
		// kubeconfig with token.
		func() Sample {
			tok := pick([]func() string{hbtJWT, func() string { return "kubeconfig-u-" + rnd(lower+digits, 5) + ":" + rnd(lower+digits, 54) }})()
			srv := fmt.Sprintf("https://%s.%s.eks.amazonaws.com", strings.ToUpper(hbtHex(32)), "eu-west-1")
			t := fmt.Sprintf("apiVersion: v1\nclusters:\n- cluster:\n    server: %s\n  name: %s\ncontexts:\n- context:\n    cluster: %s\n    user: ci-deployer\n  name: %s\nusers:\n- name: ci-deployer\n  user:\n    token: %s", srv, "staging", "staging", "staging", tok)
			return hbtMk("k8s-token", "yaml", t, []string{tok}, srv)
		},
		// GitHub Actions log with unmasked token.
		func() Sample {
			tok := hbtGhs()
			t := fmt.Sprintf("Run curl -sSf -X POST \\\n  -H \"Authorization: token %s\" \\\n  -H \"Accept: application/vnd.github+json\" \\\n  https://api.github.com/repos/acme/%s/dispatches \\\n  -d '{\"event_type\":\"deploy\"}'\n  shell: /usr/bin/bash -e {0}\nError: Process completed with exit code 22.", tok, hbtProject())
			return hbtMk("github-token", "ci-log", t, []string{tok}, "exit code 22")
		},
		// printenv in container.
		func() Sample {
			pw := hbtPw()
			k := hbtVendorPick()
			kv := k.gen()
			t := fmt.Sprintf("⏺ Bash(docker compose exec api printenv | sort)\n  ⎿  %s\n     %s=%s\n     %s\n     MYSQL_PASSWORD=%s\n     MYSQL_USER=%s\n     … +12 lines (ctrl+r to expand)", hbtNonSecretEnv(), k.env, kv, hbtNonSecretEnv(), pw, hbtUser())
			return hbtMaybeDrop(hbtMk("db-password", "tool-result", t, []string{kv, pw}), 0)
		},
		// op read output.
		func() Sample {
			pw := hbtPw()
			ref := fmt.Sprintf("op://%s/%s/password", pick([]string{"Dev", "Engineering", "Private"}), pick([]string{"Postgres staging", "Redis prod", "Admin panel"}))
			t := fmt.Sprintf("$ op read \"%s\"\n%s", ref, pw)
			return hbtMk("db-password", "shell", t, []string{pw}, ref)
		},
		// macOS keychain output.
		func() Sample {
			pw := hbtPw()
			svc := pick([]string{"docker-hub", "jira-api", "pg-local", "smtp-relay"})
			t := fmt.Sprintf("Bash(security find-generic-password -s %s -w)\n  ⎿  %s\n\nThe keychain item exists, so the login failure is not a missing credential. Next I'll check the SMTP port.", svc, pw)
			return hbtMk("keychain-password", "tool-result", t, []string{pw}, svc)
		},
		// huggingface-cli login.
		func() Sample {
			tok := hbtHF()
			t := fmt.Sprintf("$ huggingface-cli login --token %s --add-to-git-credential\nToken is valid (permission: %s).\nYour token has been saved to /home/%s/.cache/huggingface/token\nLogin successful", tok, pick([]string{"write", "read", "fineGrained"}), strings.ToLower(hbtDev()))
			return hbtMk("hf-token", "shell", t, []string{tok}, "Login successful")
		},
		// wrangler secret put via echo.
		func() Sample {
			v := hbtVendorPick()
			k := v.gen()
			t := fmt.Sprintf("$ echo \"%s\" | npx wrangler secret put %s --env %s\n🌀 Creating the secret for the Worker \"%s\"\n✨ Success! Uploaded secret %s", k, v.env, pick([]string{"production", "staging"}), hbtProject(), v.env)
			return hbtMk("api-key", "shell", t, []string{k}, v.env)
		},
		// curl -v basic auth.
		func() Sample {
			u, pw := pick([]string{"admin", "elastic", "grafana", "ops"}), hbtPw()
			b := hbtB64Str(u + ":" + pw)
			t := fmt.Sprintf("$ curl -v -u %s:*** https://es.%s.internal:9200/_cluster/health\n> GET /_cluster/health HTTP/1.1\n> Host: es.%s.internal:9200\n> Authorization: Basic %s\n>\n< HTTP/1.1 200 OK\n{\"cluster_name\":\"%s\",\"status\":\"yellow\"}", u, "staging", "staging", b, hbtProject())
			return hbtMk("basic-auth", "curl", t, []string{b}, u+":***")
		},
	}
}
