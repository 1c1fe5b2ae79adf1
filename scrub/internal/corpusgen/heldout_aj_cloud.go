package main

import (
	"fmt"
	"strings"
)

// Everything else people paste: cloud keys, git tokens, payment keys, database URLs, keys
// in PEM, SaaS API keys, basic auth, Kubernetes secrets, CLI flags.

func hajPEMBody(lines int) []string {
	out := make([]string, lines)
	for i := range out {
		out[i] = hajR(hajB64, 64)
	}
	out[lines-1] = hajR(hajB64, hajN(20, 60)) + "="
	return out
}

func hajGeneralCloud(b *hajBuilder) {
	// AWS
	for i := 0; i < 6; i++ {
		id, sk := "AKIA"+hajR(hajUpper+"234567", 16), hajR(hajB64, 40)
		switch i % 3 {
		case 0:
			b.secKeep("aws-keys", "ini", "[default]\naws_access_key_id = "+id+"\naws_secret_access_key = "+sk+"\nregion = eu-central-1", []string{"region = eu-central-1"}, id, sk)
		case 1:
			b.sec("aws-keys", "chat", hajChat("s3 bucket for the replay uploads: key "+id+" secret "+sk), id, sk)
		default:
			b.sec("aws-keys", "shell", "AWS_ACCESS_KEY_ID="+id+" AWS_SECRET_ACCESS_KEY="+sk+" aws s3 sync ./builds s3://snail-nightly/", id, sk)
		}
	}
	// GCP API key, Azure
	for i := 0; i < 6; i++ {
		switch i % 3 {
		case 0:
			k := "AIza" + hajR(hajB64U, 35)
			b.sec("gcp-api-key", "url", "https://www.googleapis.com/youtube/v3/search?part=snippet&channelId=UC"+hajR(hajB64U, 22)+"&key="+k, k)
		case 1:
			ak := hajR(hajB64, 86) + "=="
			b.sec("azure-storage", "connection-string", "DefaultEndpointsProtocol=https;AccountName=snailclips;AccountKey="+ak+";EndpointSuffix=core.windows.net", ak)
		default:
			s := hajR(hajAlnum, 3) + "8Q~" + hajR(hajB64U+".", 31)
			b.sec("azure-client-secret", "env", "AZURE_TENANT_ID="+hajUUID()+"\nAZURE_CLIENT_ID="+hajUUID()+"\nAZURE_CLIENT_SECRET="+s, s)
		}
	}
	// Git hosts
	for i := 0; i < 6; i++ {
		switch i % 3 {
		case 0:
			t := "github_pat_" + hajR(hajAlnum, 22) + "_" + hajR(hajAlnum, 59)
			b.sec("github-token", "shell", "git clone https://"+t+"@github.com/pixelpaws/modpack-private.git", t)
		case 1:
			t := "glpat-" + hajR(hajB64U, 20)
			b.sec("gitlab-token", "chat", hajChat("gitlab deploy token "+t+" for the launcher repo"), t)
		default:
			t := "ghp_" + hajR(hajAlnum, 36)
			b.sec("github-token", "shell", "echo "+t+" | gh auth login --with-token", t)
		}
	}
	// Slack, Telegram
	for i := 0; i < 6; i++ {
		switch i % 3 {
		case 0:
			t := "xoxb-" + fmt.Sprint(hajN(100000000000, 999999999999)) + "-" + fmt.Sprint(hajN(1000000000000, 9999999999999)) + "-" + hajR(hajAlnum, 24)
			b.sec("slack-token", "env", "SLACK_BOT_TOKEN="+t+"\nSLACK_CHANNEL=#builds", t)
		case 1:
			p := "T" + hajR(hajUpper+hajDigits, 10) + "/B" + hajR(hajUpper+hajDigits, 10) + "/" + hajR(hajAlnum, 24)
			sec := p[strings.LastIndex(p, "/")+1:]
			b.sec("slack-webhook", "shell", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"nightly build green\"}' https://hooks.slack.com/services/"+p, sec)
		default:
			t := fmt.Sprint(hajN(1000000000, 7999999999)) + ":AA" + hajR(hajB64U, 33)
			b.sec("telegram-bot-token", "chat-ru", "токен бота для оповещений о рейдах: "+t, t)
		}
	}
	// Stripe, PayPal
	for i := 0; i < 4; i++ {
		if i%2 == 0 {
			k := "sk_live_" + hajR(hajAlnum, hajN(24, 99))
			b.secKeep("stripe-secret-key", "env", "STRIPE_PUBLISHABLE_KEY=pk_live_"+hajR(hajAlnum, 40)+"\nSTRIPE_SECRET_KEY="+k+"\nSTORE_CURRENCY=EUR", []string{"STORE_CURRENCY=EUR"}, k)
		} else {
			s := "E" + hajR(hajB64U, 79)
			b.sec("paypal-secret", "chat", "paypal REST app for the tebex-less store: client id A"+hajR(hajB64U, 79)+" secret "+s, s)
		}
	}
	// Database URLs and connection strings
	for i := 0; i < 6; i++ {
		pw := hajSafePW()
		var f, text string
		switch i % 5 {
		case 0:
			f, text = "env", "DATABASE_URL=postgres://stats:"+pw+"@"+hajIP()+":5432/leaderboard?sslmode=require"
		case 1:
			f, text = "chat", hajChat("mongo uri mongodb+srv://botuser:"+pw+"@cluster0."+hajR(hajLowNum, 5)+".mongodb.net/modbot")
		case 2:
			f, text = "yaml", "redis:\n  url: redis://default:"+pw+"@"+hajP(hajHosts)+":6379/0\n  ttl: 300"
		case 3:
			f, text = "connection-string", "Server=tcp:"+hajP(hajHosts)+",1433;Database=Tournaments;User Id=sa;Password="+pw+";Encrypt=True;"
		default:
			f, text = "java", "String url = \"jdbc:mysql://"+hajIP()+":3306/coreprotect\";\nConnection c = DriverManager.getConnection(url, \"coreprotect\", \""+pw+"\");"
		}
		b.sec("database-credential", f, text, pw)
	}
	// PEM and SSH private keys
	for i := 0; i < 6; i++ {
		body := hajPEMBody(hajN(3, 5))
		kind := hajP([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
		block := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
		var text string
		switch i % 3 {
		case 0:
			text = "the deploy key for the game box (dont lose it again):\n" + block
		case 1:
			text = "$ cat ~/.ssh/id_build\n" + block + "\n$ chmod 600 ~/.ssh/id_build"
		default:
			text = "Ticket MC-" + fmt.Sprint(hajN(100, 999)) + ": wings won't start with tls, here's the key file\n```\n" + block + "\n```\nthanks in advance"
		}
		b.sec("private-key-pem", "pem", text, body...)
	}
	// SaaS API keys
	for i := 0; i < 12; i++ {
		var k, text, cat string
		switch i % 8 {
		case 0:
			k, cat = "SG."+hajR(hajB64U, 22)+"."+hajR(hajB64U, 43), "sendgrid-key"
			text = "SENDGRID_API_KEY=" + k
		case 1:
			k, cat = hajR(hajHex, 32), "twilio-auth-token"
			text = "account sid AC" + hajR(hajHex, 32) + "\nauth token " + k + "\n(for the 2fa sms on the panel)"
		case 2:
			k, cat = "sk-proj-"+hajR(hajB64U, 64), "openai-key"
			text = hajChat("the ai chat mod uses OPENAI_API_KEY=" + k)
		case 3:
			k, cat = "sk-ant-api03-"+hajR(hajB64U, 93)+"AA", "anthropic-key"
			text = "client = anthropic.Anthropic(api_key=\"" + k + "\")"
		case 4:
			k, cat = "hf_"+hajR(hajAlnum, 34), "huggingface-token"
			text = "huggingface-cli login --token " + k
		case 5:
			k, cat = "npm_"+hajR(hajAlnum, 36), "npm-token"
			text = "//registry.npmjs.org/:_authToken=" + k
		case 6:
			k, cat = hajR(hajHex, 32), "sentry-dsn"
			text = "Sentry.init({ dsn: \"https://" + k + "@o" + fmt.Sprint(hajN(100000, 999999)) + ".ingest.sentry.io/" + fmt.Sprint(hajN(1000000, 9999999)) + "\" });"
		default:
			k, cat = "dop_v1_"+hajR(hajHex, 64), "digitalocean-token"
			text = "doctl auth init -t " + k
		}
		b.sec(cat, "mixed", text, k)
	}
	// Basic auth in URLs, headers, curl -u, CLI passwords
	for i := 0; i < 10; i++ {
		pw := hajSafePW()
		switch i % 7 {
		case 0:
			b.sec("basic-auth-url", "chat", hajChat("grafana is at https://admin:"+pw+"@stats."+hajP(hajHosts)+"/d/players"), pw)
		case 1:
			enc := hajB64Std("admin:" + pw)
			b.sec("basic-auth-header", "http", "GET /api/v1/status HTTP/1.1\nHost: "+hajP(hajHosts)+"\nAuthorization: Basic "+enc+"\nAccept: */*", enc)
		case 2:
			b.sec("curl-u", "shell", "curl -u mapuploader:"+pw+" -T de_frostbite_v3.bsp.bz2 ftp://fastdl."+hajP(hajHosts)+"/maps/", pw)
		case 3:
			b.sec("docker-login", "shell", "docker login -u snailci -p "+pw+" registry.snailstudio.dev", pw)
		case 4:
			b.sec("mysql-cli", "shell", "mysql -h "+hajIP()+" -u luckperms -p"+pw+" luckperms -e 'SELECT COUNT(*) FROM luckperms_players;'", pw)
		case 5:
			b.sec("rcon-cli", "shell", "mcrcon -H "+hajIP()+" -P 25575 -p "+pw+" \"whitelist add "+hajP(hajHandles)+"\"", pw)
		default:
			b.sec("sshpass", "shell", "sshpass -p '"+pw+"' rsync -avz ./world/ backup@"+hajIP()+":/srv/mc-backups/", pw)
		}
	}
	// Kubernetes secrets, .env files
	for i := 0; i < 8; i++ {
		if i%2 == 0 {
			pw, tok := hajAnyPW(), hajDiscordToken()
			e1, e2 := hajB64Std(pw), hajB64Std(tok)
			text := "apiVersion: v1\nkind: Secret\nmetadata:\n  name: modbot-secrets\n  namespace: community\ntype: Opaque\ndata:\n  DB_PASSWORD: " + e1 + "\n  DISCORD_TOKEN: " + e2
			b.secKeep("kubernetes-secret", "yaml", text, []string{"  namespace: community"}, e1, e2)
		} else {
			pw, k := hajAnyPW(), hajR(hajHexUp, 32)
			text := "# .env for the ranked stats site\nNODE_ENV=production\nPORT=3000\nDB_HOST=" + hajIP() + "\nDB_USER=ranked\nDB_PASS=" + pw + "\nSTEAM_KEY=" + k + "\nLOG_LEVEL=info"
			b.secKeep("dotenv", "env", text, []string{"LOG_LEVEL=info", "PORT=3000"}, pw, k)
		}
	}
}
