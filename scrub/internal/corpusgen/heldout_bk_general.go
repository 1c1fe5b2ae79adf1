package main

import "strings"

func hbkAWSKeyID() string { return hbkP("AKIA", "ASIA") + hbkR(upper+"234567", 16) }

func hbkAWSSecret() string { return hbkR(alnum+"+/", 40) }

func hbkGHToken() string {
	return hbkP("ghp_", "gho_", "ghs_", "ghu_") + hbkR(alnum, 36)
}

func hbkDBHost() string {
	return hbkP(
		hbkPL(hbkApps)+"-db.c"+hbkR(lower+digits, 12)+".eu-west-1.rds.amazonaws.com",
		"db."+hbkR(lower, 20)+".supabase.co",
		"localhost",
		"10.0."+hbkR(digits, 1)+"."+hbkR(digits, 2),
		"cluster0."+hbkR(lower+digits, 5)+".mongodb.net",
	)
}

func hbkGeneralSamples() []Sample {
	gens := []func() Sample{
		func() Sample {
			id, sec := hbkAWSKeyID(), hbkAWSSecret()
			keep := "region = eu-central-1"
			return hbkSecK("aws-keys", "ini", hbkLines(
				"[profile "+hbkPL(hbkApps)+"-uploads]",
				"aws_access_key_id = "+id,
				"aws_secret_access_key = "+sec,
				keep,
			), []string{keep}, id, sec)
		},
		func() Sample {
			id, sec := hbkAWSKeyID(), hbkAWSSecret()
			return hbkSec("aws-keys", "chat", hbkChatPrefix()+hbkP(
				"S3 creds for the asset bucket: key "+id+" secret "+sec,
				"AWS: "+id+" / "+sec,
				"access key id "+id+", secret "+sec+" — user is ci-uploader",
			), id, sec)
		},
		func() Sample {
			id, sec := hbkAWSKeyID(), hbkAWSSecret()
			return hbkSec("aws-keys", "code", hbkP(
				"const s3 = new S3Client({\n  region: 'us-east-1',\n  credentials: { accessKeyId: '"+id+"', secretAccessKey: '"+sec+"' },\n});",
				"session = boto3.Session(\n    aws_access_key_id=\""+id+"\",\n    aws_secret_access_key=\""+sec+"\",\n)",
			), id, sec)
		},
		func() Sample {
			acct := hbkPL(hbkApps) + "media"
			k := hbkR(alnum+"+/", 86) + "=="
			return hbkSec("azure-storage", "connection-string", hbkP(
				"DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+k+";EndpointSuffix=core.windows.net",
				"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+k+"\"",
			), k)
		},
		func() Sample {
			s := hbkR(alnum, 3) + "8Q~" + hbkR(alnum+"-_.~", 34)
			keep := "AZURE_TENANT_ID=" + hbkUUID()
			return hbkSecK("azure-client-secret", "env", hbkLines(
				keep,
				"AZURE_CLIENT_ID="+hbkUUID(),
				"AZURE_CLIENT_SECRET="+s,
			), []string{keep}, s)
		},
		func() Sample {
			t := hbkGHToken()
			return hbkSec("github-token", hbkP("chat", "shell", "notes"), hbkP(
				hbkChatPrefix()+"PAT for the release workflow: "+t,
				"git clone https://"+t+"@github.com/"+hbkPL(hbkStudios)+"/"+hbkPL(hbkApps)+"-ios.git",
				"echo "+t+" | gh auth login --with-token",
				"- GH_TOKEN (repo + workflow scopes): "+t,
			), t)
		},
		func() Sample {
			t := "glpat-" + hbkR(b64url, 20)
			return hbkSec("gitlab-token", hbkP("yaml", "shell"), hbkP(
				"variables:\n  GITLAB_TOKEN: \""+t+"\"\n  APP_FLAVOR: release",
				"git remote set-url origin https://oauth2:"+t+"@gitlab.com/"+hbkPL(hbkStudios)+"/mobile.git",
			), t)
		},
		func() Sample {
			t := "ATBB" + hbkR(alnum, 28) + hbkR(hexs, 8)
			return hbkSec("bitbucket-app-password", "chat", hbkChatPrefix()+"bitbucket app password for fastlane match repo: "+t, t)
		},
		func() Sample {
			t := hbkP("xoxb-", "xoxp-") + hbkR(digits, 12) + "-" + hbkR(digits, 13) + "-" + hbkR(alnum, 24)
			return hbkSec("slack-token", hbkP("env", "code"), hbkP(
				"SLACK_BOT_TOKEN="+t+"\nSLACK_CHANNEL=#releases",
				"client = WebClient(token=\""+t+"\")\nclient.chat_postMessage(channel=\"#ios-builds\", text=\"Build uploaded\")",
			), t)
		},
		func() Sample {
			u := "https://hooks.slack.com/services/T" + hbkR(upper+digits, 10) + "/B" + hbkR(upper+digits, 10) + "/" + hbkR(alnum, 24)
			return hbkSec("slack-webhook", hbkP("ruby", "shell"), hbkP(
				"slack(\n  message: \"New TestFlight build\",\n  slack_url: \""+u+"\"\n)",
				"curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"build ok\"}' "+u,
			), u)
		},
		func() Sample {
			t := hbkR(digits, 10) + ":AA" + hbkR(b64url, 33)
			return hbkSec("telegram-bot-token", hbkP("chat", "code", "shell"), hbkP(
				hbkChatPrefix()+"BotFather gave me "+t+" for the crash alert bot",
				"bot = telebot.TeleBot(\""+t+"\")",
				"curl https://api.telegram.org/bot"+t+"/sendMessage -d chat_id=-100"+hbkR(digits, 10)+" -d text=deployed",
			), t)
		},
		func() Sample {
			u := "https://discord.com/api/webhooks/" + hbkSnowflake() + "/" + hbkR(b64url, 68)
			return hbkSec("discord-webhook", hbkP("env", "chat"), hbkP(
				"DISCORD_WEBHOOK_URL="+u,
				hbkChatPrefix()+"post build results to "+u,
			), u)
		},
		func() Sample {
			sk := hbkP("sk_live_", "rk_live_") + hbkR(alnum, hbkN(24, 99))
			pk := "pk_live_" + hbkR(alnum, 99)
			wh := "whsec_" + hbkR(alnum, 32)
			keep := "STRIPE_PUBLISHABLE_KEY=" + pk
			return hbkSecK("stripe-keys", "env", hbkLines(
				keep,
				"STRIPE_SECRET_KEY="+sk,
				"STRIPE_WEBHOOK_SECRET="+wh,
			), []string{keep}, sk, wh)
		},
		func() Sample {
			u, pw := hbkP("postgres", "app", "admin", "doadmin"), hbkURLPw()
			url := hbkP("postgres://", "postgresql://", "mysql://", "mongodb+srv://", "redis://") + u + ":" + pw + "@" + hbkDBHost() + hbkP(":5432/app", "/prod?retryWrites=true", ":3306/shop", "")
			return hbkSec("database-url", hbkP("env", "chat", "yaml"), hbkP(
				"DATABASE_URL="+url,
				hbkChatPrefix()+"prod db: "+url,
				"datasource:\n  url: \""+url+"\"\n  pool: 10",
			), pw)
		},
		func() Sample {
			pw := hbkURLPw()
			return hbkSec("database-url", "code", hbkP(
				"client = MongoClient(\"mongodb+srv://appuser:"+pw+"@"+hbkDBHost()+"/?retryWrites=true&w=majority\")",
				"const pool = new Pool({ connectionString: 'postgresql://api:"+pw+"@"+hbkDBHost()+":5432/api' });",
				"r = redis.from_url(\"rediss://default:"+pw+"@"+hbkR(lower, 8)+".upstash.io:6379\")",
			), pw)
		},
		func() Sample {
			j := hbkJWT(`{"sub":"` + hbkR(digits, 8) + `","email":"` + strings.ToLower(hbkPL(hbkNames[:6])) + `@` + hbkPL(hbkStudios) + `.io","iat":` + hbkR(digits, 10) + `,"exp":` + hbkR(digits, 10) + `}`)
			return hbkSec("jwt", hbkP("shell", "chat", "log"), hbkP(
				"curl -H \"Authorization: Bearer "+j+"\" https://api."+hbkPL(hbkApps)+".app/v1/me",
				hbkChatPrefix()+"this access token reproduces the 403: "+j,
				hbkTime()+" WARN request failed token="+j+" status=401",
			), j)
		},
		func() Sample {
			b := hbkPEMBody("MIIEpAIBAAKCAQEA", 64*hbkN(6, 12)+hbkN(4, 60))
			return hbkSec("pem-private-key", "pem", hbkLines(
				"server key for the push proxy:",
				"-----BEGIN RSA PRIVATE KEY-----",
				b,
				"-----END RSA PRIVATE KEY-----",
			), b)
		},
		func() Sample {
			b := hbkPEMBody("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 64*hbkN(4, 6)+hbkN(8, 40))
			return hbkSec("ssh-private-key", "pem", hbkLines(
				"deploy key (~/.ssh/id_ed25519) for the build mac:",
				"-----BEGIN OPENSSH PRIVATE KEY-----",
				b,
				"-----END OPENSSH PRIVATE KEY-----",
			), b)
		},
		func() Sample {
			b := hbkPEMBody("MHcCAQEEI"+hbkR(alnum, 1), 64*2+hbkPos(hbkN(20, 40)))
			return hbkSec("pem-private-key", "yaml", hbkLines(
				"apns:",
				"  team_id: "+hbkR(upper+digits, 10),
				"  key: |",
				"    -----BEGIN EC PRIVATE KEY-----",
				"    "+strings.ReplaceAll(b, "\n", "\n    "),
				"    -----END EC PRIVATE KEY-----",
			), strings.ReplaceAll(b, "\n", "\n    "))
		},
		func() Sample {
			k := hbkP("SK"+hbkR(hexs, 32), hbkR(hexs, 32))
			sid := "AC" + hbkR(hexs, 32)
			return hbkSec("twilio", "env", hbkLines(
				"TWILIO_ACCOUNT_SID="+sid,
				"TWILIO_AUTH_TOKEN="+k,
				"TWILIO_FROM=+1415555"+hbkR(digits, 4),
			), k)
		},
	}
	return hbkRun(60, gens)
}

// hbkPos keeps a length positive.
func hbkPos(n int) int {
	if n < 1 {
		return 1
	}
	return n
}
