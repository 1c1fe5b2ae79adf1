package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Everything else a person pastes: cloud, payment, database, JWT, PEM, basic auth, CLI flags,
// Kubernetes secrets, .env files, TOTP seeds, recovery codes.

func haeMiscGens() []haeGen {
	return []haeGen{
		{9, haeCloudSample},
		{6, haePaymentSample},
		{9, haeDBURLSample},
		{6, haeJWTSample},
		{6, haePEMSample},
		{7, haeBasicAuthSample},
		{11, haeCLIPasswordSample},
		{5, haeK8sSecretSample},
		{6, haeEnvFileSample},
		{5, haeTOTPSample},
		{4, haeRecoverySample},
		{8, haeCodeSecretSample},
	}
}

func haeAzureKey() string { return rnd(alnum+"+/", 86) + "==" }
func haeAzureClientSecret() string {
	return rnd(alnum, 3) + fmt.Sprint(haeIn(1, 9)) + "Q~" + rnd(alnum+"_~.-", 34)
}

func haeCloudSample() Sample {
	switch rng.IntN(8) {
	case 0:
		id, sec := haeAWSKeyID(), haeAWSSecret()
		return haeS("cloud-key", "chat", fmt.Sprintf("new IAM user for the backup job: access key %s, secret %s", id, sec), id, sec)
	case 1:
		id, sec := haeAWSKeyID(), haeAWSSecret()
		return haeKeep(haeS("cloud-key", "dotenv", fmt.Sprintf("AWS_REGION=us-east-1\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nS3_BUCKET=%s-uploads", id, sec, pick(haeWords)), id, sec), "AWS_REGION=us-east-1")
	case 2:
		k := haeAzureKey()
		acct := pick(haeWords) + fmt.Sprint(haeIn(1, 99)) + "store"
		return haeS("cloud-key", "connection-string", fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"", acct, k), k)
	case 3:
		s := haeAzureClientSecret()
		return haeS("cloud-key", "notes", fmt.Sprintf("App registration `%s-api`\n  tenant: %s\n  client id: %s\n  client secret: %s (expires in 6 months)", pick(haeWords), haeUUID(), haeUUID(), s), s)
	case 4:
		k := haeGoogleKey()
		return haeS("cloud-key", "python", fmt.Sprintf("import google.generativeai as genai\n\ngenai.configure(api_key=\"%s\")\nmodel = genai.GenerativeModel(\"gemini-1.5-flash\")", k), k)
	case 5:
		sig := rnd(alnum+"%", 44) + "%3D"
		url := fmt.Sprintf("https://%sstore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=%sT00:00:00Z&sig=%s", pick(haeWords), haeDate(), sig)
		return haeS("cloud-key", "chat", "SAS link for the restore (valid a week): "+url, sig)
	case 6:
		id, sec := haeAWSKeyID(), haeAWSSecret()
		return haeS("cloud-key", "terminal", fmt.Sprintf("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: ap-southeast-2\nDefault output format [None]: json", id, sec), id, sec)
	default:
		id, sec := haeAWSKeyID(), haeAWSSecret()
		return haeS("cloud-key", "chat-ja", fmt.Sprintf("AWSのアクセスキーIDは %s、シークレットは %s です。", id, sec), id, sec)
	}
}

func haePaymentSample() Sample {
	switch rng.IntN(5) {
	case 0:
		k := "sk_live_51" + rnd(alnum, 96)
		return haeS("payment-key", "javascript", fmt.Sprintf("const stripe = require('stripe')('%s');\n\nconst session = await stripe.checkout.sessions.create({ mode: 'payment' });", k), k)
	case 1:
		w := "whsec_" + rnd(alnum, 32)
		return haeS("payment-key", "dotenv", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=pk_live_51%s\nSTRIPE_WEBHOOK_SECRET=%s", rnd(alnum, 96), w), w)
	case 2:
		t := fmt.Sprintf("access_token$production$%s$%s", rnd(lower+digits, 16), haeHex(32))
		return haeS("payment-key", "ruby", fmt.Sprintf("gateway = Braintree::Gateway.new(\n  access_token: \"%s\"\n)", t), t)
	case 3:
		id, sec := "rzp_live_"+rnd(alnum, 14), rnd(alnum, 24)
		return haeS("payment-key", "chat", fmt.Sprintf("Razorpay live creds: key_id %s key_secret %s", id, sec), id, sec)
	default:
		id, sec := rnd(b64url, 80), rnd(b64url, 80)
		return haeS("payment-key", "notes", fmt.Sprintf("PayPal (live)\nClient ID: %s\nSecret: %s", id, sec), sec)
	}
}

func haeDBURLSample() Sample {
	u, p, h := pick(haeUsers), haePwURL(), pick(haeHosts)
	switch rng.IntN(9) {
	case 0:
		return haeS("db-url", "dotenv", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/app?sslmode=require", u, p, h), p)
	case 1:
		return haeS("db-url", "chat", fmt.Sprintf("mongo is at mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true", u, p, rnd(lower+digits, 5)), p)
	case 2:
		return haeS("db-url", "python", fmt.Sprintf("r = redis.from_url(\"redis://:%s@%s:6379/0\")", p, h), p)
	case 3:
		return haeS("db-url", "properties", fmt.Sprintf("spring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=%s\nspring.datasource.password=%s", h, u, p), p)
	case 4:
		return haeS("db-url", "appsettings.json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s;Database=Orders;User Id=%s;Password=%s;TrustServerCertificate=True\"\n  }\n}", h, u, p), p)
	case 5:
		return haeS("db-url", "log", fmt.Sprintf("%s ERROR sqlalchemy.pool: could not connect to mysql+pymysql://%s:%s@%s/reports: timeout", haeTime(), u, p, h), p)
	case 6:
		return haeS("db-url", "agent-memory", fmt.Sprintf("- Staging DB: amqp/postgres both on %s; postgres url postgresql://%s:%s@%s/staging", h, u, p, h), p)
	case 7:
		return haeS("db-url", "chat-it", fmt.Sprintf("la stringa di connessione è postgres://%s:%s@%s/crm, non condividerla", u, p, h), p)
	default:
		return haeS("db-url", "yaml", fmt.Sprintf("broker:\n  url: amqp://%s:%s@%s:5672/vhost\n  prefetch: 10", u, p, h), p)
	}
}

func haeJWTSample() Sample {
	j := haeJWT()
	switch rng.IntN(5) {
	case 0:
		return haeS("jwt", "http", fmt.Sprintf("GET /api/v1/me HTTP/1.1\nHost: api.%s.io\nAuthorization: Bearer %s\nAccept: application/json", pick(haeWords), j), j)
	case 1:
		return haeS("jwt", "shell", fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://%s/rest/v1/orders?select=*", j, pick(haeHosts)), j)
	case 2:
		return haeS("jwt", "chat", fmt.Sprintf("here's my session token from devtools if you want to reproduce: %s", j), j)
	case 3:
		return haeS("jwt", "dotenv", fmt.Sprintf("NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s", rnd(lower, 20), j), j)
	default:
		return haeS("jwt", "cookie", fmt.Sprintf("Set-Cookie: access_token=%s; Path=/; HttpOnly; Secure", j), j)
	}
}

func haePEMSample() Sample {
	block, body := haePEM()
	switch rng.IntN(5) {
	case 0:
		return haeS("pem-key", "chat", "here's the deploy key, paste it into the server's authorized setup:\n"+block, body)
	case 1:
		return haeS("ssh-key", "terminal", fmt.Sprintf("$ cat ~/.ssh/id_%s\n%s", pick([]string{"ed25519", "rsa", "deploy"}), block), body)
	case 2:
		return haeS("pem-key", "json", fmt.Sprintf("{\"type\": \"service_account\", \"private_key\": \"%s\\n\"}", strings.ReplaceAll(block, "\n", "\\n")), strings.ReplaceAll(body, "\n", "\\n"))
	case 3:
		return haeS("pem-key", "github-workflow", fmt.Sprintf("# paste into Settings → Secrets → SSH_KEY\n%s", block), body)
	default:
		keep := "ssl_certificate     /etc/nginx/tls/site.crt;"
		return haeKeep(haeS("pem-key", "notes", fmt.Sprintf("nginx:\n  %s\n  ssl_certificate_key /etc/nginx/tls/site.key;\n\nsite.key:\n%s", keep, block), body), keep)
	}
}

func haeBasicAuthSample() Sample {
	u, p := pick(haeUsers), haePwURL()
	switch rng.IntN(6) {
	case 0:
		return haeS("basic-auth", "chat", fmt.Sprintf("grafana is behind basic auth: https://%s:%s@grafana.%s.dev/", u, p, pick(haeWords)), p)
	case 1:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		return haeS("basic-auth", "http", fmt.Sprintf("POST /hooks/deploy HTTP/1.1\nHost: ci.internal\nAuthorization: Basic %s\nContent-Type: application/json", b), b)
	case 2:
		return haeS("basic-auth", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/health", u, p, pick(haeHosts)), p)
	case 3:
		return haeS("basic-auth", "shell", fmt.Sprintf("wget --user=%s --password=%s https://downloads.%s.com/release.tar.gz", u, p, pick(haeWords)), p)
	case 4:
		return haeS("basic-auth", "pip.conf", fmt.Sprintf("[global]\nindex-url = https://%s:%s@pypi.%s.internal/simple/", u, p, pick(haeWords)), p)
	default:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		return haeS("basic-auth", "python", fmt.Sprintf("headers = {\"Authorization\": \"Basic %s\"}\nresp = requests.get(url, headers=headers, timeout=10)", b), b)
	}
}

func haeCLIPasswordSample() Sample {
	u, p, h := pick(haeUsers), haePwURL(), pick(haeHosts)
	switch rng.IntN(12) {
	case 0:
		return haeS("cli-password", "shell", fmt.Sprintf("docker login -u %s -p %s registry.%s.io", u, p, pick(haeWords)), p)
	case 1:
		return haeS("cli-password", "shell", fmt.Sprintf("mysql -h %s -u %s -p%s shop < dump.sql", h, u, p), p)
	case 2:
		return haeS("cli-password", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d analytics -c 'select 1'", p, h, u), p)
	case 3:
		return haeS("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s", p, u, h), p)
	case 4:
		return haeS("cli-password", "shell", fmt.Sprintf("redis-cli -h %s -a %s --no-auth-warning INFO memory", h, p), p)
	case 5:
		return haeS("cli-password", "bash-history", fmt.Sprintf("  501  cd ~/infra\n  502  htpasswd -b -c .htpasswd %s %s\n  503  sudo systemctl reload nginx", u, p), p)
	case 6:
		return haeS("cli-password", "powershell", fmt.Sprintf("net user %s %s /add\nnet localgroup administrators %s /add", u, p, u), p)
	case 7:
		return haeS("cli-password", "shell", fmt.Sprintf("echo '%s' | sudo -S apt-get update", p), p)
	case 8:
		return haeS("cli-password", "shell", fmt.Sprintf("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s", p), p)
	case 9:
		return haeS("cli-password", "Makefile", fmt.Sprintf("push:\n\techo %s | docker login ghcr.io -u %s --password-stdin\n\tdocker push ghcr.io/%s/app:latest", p, u, u), p)
	case 10:
		return haeS("cli-password", "shell", fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/admin\" --eval 'db.stats()'", u, p, h), p)
	default:
		return haeS("cli-password", "shell", fmt.Sprintf("smbclient //%s/share -U %s%%%s", h, u, p), p)
	}
}

func haeK8sSecretSample() Sample {
	p := haePw()
	u := pick(haeUsers)
	b := base64.StdEncoding.EncodeToString([]byte(p))
	switch rng.IntN(4) {
	case 0:
		return haeKeep(haeS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: %s\n  password: %s", base64.StdEncoding.EncodeToString([]byte(u)), b), b), "name: db-credentials")
	case 1:
		return haeS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-keys\nstringData:\n  ADMIN_PASSWORD: \"%s\"", p), p)
	case 2:
		return haeS("k8s-secret", "shell", fmt.Sprintf("kubectl create secret generic db-pass --from-literal=username=%s --from-literal=password='%s' -n prod", u, p), p)
	default:
		return haeS("k8s-secret", "terminal", fmt.Sprintf("$ kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d\n%s", p), p)
	}
}

func haeEnvFileSample() Sample {
	e1, _, v1 := haeVendor1()
	e2, _, v2 := haeVendor1()
	for e2 == e1 {
		e2, _, v2 = haeVendor1()
	}
	p := haePwURL()
	keep := "APP_NAME=" + pick(haeWords)
	txt := fmt.Sprintf("# .env\n%s\nNODE_ENV=production\n%s=%s\nDB_PASSWORD=%s\n%s=%s\nFEATURE_FLAGS=new-checkout,dark-mode", keep, e1, v1, p, e2, v2)
	return haeKeep(haeS("env-file", "dotenv", txt, v1, p, v2), keep, "FEATURE_FLAGS=new-checkout,dark-mode")
}

func haeTOTPSample() Sample {
	seed := haeB32(32)
	switch rng.IntN(4) {
	case 0:
		return haeS("totp-seed", "uri", fmt.Sprintf("otpauth://totp/Acme:%s@example.com?secret=%s&issuer=Acme&digits=6", pick(haeNames), seed), seed)
	case 1:
		var g []string
		for i := 0; i < 32; i += 4 {
			g = append(g, strings.ToLower(seed[i:i+4]))
		}
		sp := strings.Join(g, " ")
		return haeS("totp-seed", "notes", fmt.Sprintf("2FA setup key for the shared AWS root account (can't scan QR on the laptop): %s", sp), sp)
	case 2:
		s := seed[:16]
		return haeS("totp-seed", "python", fmt.Sprintf("import pyotp\n\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())", s), s)
	default:
		return haeS("totp-seed", "chat-de", fmt.Sprintf("Der TOTP-Schlüssel für das Team-Konto lautet %s", seed), seed)
	}
}

func haeRecoverySample() Sample {
	n := haeIn(6, 10)
	var codes []string
	hexStyle := haeChance(0.5)
	for i := 0; i < n; i++ {
		if hexStyle {
			codes = append(codes, rnd(hexs, 5)+"-"+rnd(hexs, 5))
		} else {
			codes = append(codes, strings.ToUpper(rnd(lower+digits, 4))+"-"+strings.ToUpper(rnd(lower+digits, 4)))
		}
	}
	svc := pick([]string{"GitHub", "Google", "Cloudflare", "npm", "Proton"})
	switch rng.IntN(2) {
	case 0:
		return haeS("recovery-codes", "notes", fmt.Sprintf("%s recovery codes (saved %s):\n%s", svc, haeDate(), strings.Join(codes, "\n")), codes...)
	default:
		return haeS("recovery-codes", "chat", fmt.Sprintf("backup codes for the %s org owner: %s", svc, strings.Join(codes, ", ")), codes...)
	}
}

func haeCodeSecretSample() Sample {
	env, _, val := haeVendor1()
	p := haePw()
	switch rng.IntN(7) {
	case 0:
		return haeS("code-secret", "go", fmt.Sprintf("var cfg = Config{\n\tEndpoint: \"https://api.example.com\",\n\tAPIKey:   \"%s\",\n}", val), val)
	case 1:
		return haeS("code-secret", "java", fmt.Sprintf("DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://localhost:5432/app\")\n    .username(\"app\")\n    .password(\"%s\")\n    .build();", p), p)
	case 2:
		return haeS("code-secret", "csharp", fmt.Sprintf("var client = new HttpClient();\nclient.DefaultRequestHeaders.Add(\"X-Api-Key\", \"%s\");", val), val)
	case 3:
		return haeS("code-secret", "php", fmt.Sprintf("<?php\ndefine('DB_USER', 'wp');\ndefine('DB_PASSWORD', '%s');\ndefine('DB_HOST', 'localhost');", p), p)
	case 4:
		return haeS("code-secret", "ruby", fmt.Sprintf("Rails.application.configure do\n  config.x.%s = \"%s\"\nend", strings.ToLower(env), val), val)
	case 5:
		return haeS("code-secret", "stack-trace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/jobs/sync.py\", line 41, in run\n    client = Client(api_key=\"%s\")\n  File \"/srv/app/vendor/client.py\", line 12, in __init__\n    raise AuthError(\"invalid key\")\nclient.AuthError: invalid key", val), val)
	default:
		return haeS("code-secret", "terraform", fmt.Sprintf("resource \"aws_db_instance\" \"main\" {\n  engine   = \"postgres\"\n  username = \"dbadmin\"\n  password = \"%s\"\n}", p), p)
	}
}
