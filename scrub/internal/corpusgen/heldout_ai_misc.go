package main

// heldout-ai: everything else a finance team pastes — cloud keys, git and chat tokens, database
// URLs, JWTs, PEM keys, SaaS keys, basic auth, prose passwords in many languages, Wi-Fi, PINs,
// TOTP seeds, recovery codes, .env files, Kubernetes secrets and command lines.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haiMiscGens() []haiGen {
	return []haiGen{
		{7, haiAWSSample},
		{7, haiCloudSample},
		{7, haiGitTokenSample},
		{8, haiChatTokenSample},
		{7, haiDBURLSample},
		{5, haiJWTSample},
		{6, haiPEMSample},
		{8, haiSaaSSample},
		{6, haiBasicAuthSample},
		{13, haiProsePWSample},
		{6, haiWifiSample},
		{7, haiPinSample},
		{5, haiTOTPSample},
		{5, haiRecoverySample},
		{5, haiDotenvSample},
		{5, haiK8sSample},
		{7, haiCLISample},
	}
}

func haiAWSSample() Sample {
	cat := "aws"
	id := haiP("AKIA", "ASIA") + haiR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
	sec := haiR(haiB64, 40)
	switch rng.IntN(6) {
	case 0:
		return haiSec(cat, "ini", fmt.Sprintf("[finance-reports]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec), id, sec)
	case 1:
		return haiSec(cat, "env", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nS3_BUCKET=invoices-archive-%d", id, sec, haiN(2019, 2025)), id, sec)
	case 2:
		return haiSec(cat, "python", fmt.Sprintf("s3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n)\ns3.upload_file('ledger.parquet', 'fin-lake', 'raw/ledger.parquet')", id, sec), id, sec)
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("AWS creds for the Athena cost report: %s %s", id, sec), id, sec)
	case 4:
		return haiSec(cat, "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"us-east-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sec), id, sec)
	default:
		return haiSec(cat, "prose-de", fmt.Sprintf("Für den Belegexport nach S3: Access Key %s und Secret %s", id, sec), id, sec)
	}
}

func haiCloudSample() Sample {
	cat := "cloud-key"
	switch rng.IntN(6) {
	case 0:
		k := "AIza" + haiR(b64url, 35)
		return haiSec(cat, "javascript", fmt.Sprintf("const sheets = google.sheets({ version: 'v4', auth: '%s' });", k), k)
	case 1:
		ak := haiR(haiB64, 86) + "=="
		acct := "finstore" + haiR(lower+digits, 6)
		return haiSec(cat, "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, ak), ak)
	case 2:
		sec := haiR(alnum, 3) + haiN2s() + "Q~" + haiR(alnum+"-_.~", 34)
		return haiSec(cat, "env", fmt.Sprintf("AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s", haiUUID(), haiUUID(), sec), sec)
	case 3:
		sig := haiR(alnum+"%", 44) + "%3D"
		return haiSec(cat, "url", fmt.Sprintf("https://finstore.blob.core.windows.net/exports/trial-balance.xlsx?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=%s", sig), sig)
	case 4:
		k := "AIza" + haiR(b64url, 35)
		return haiSec(cat, "chat", fmt.Sprintf("GCP API key for the Sheets import is %s, restricted to our IP", k), k)
	default:
		ak := haiR(haiB64, 86) + "=="
		return haiSec(cat, "prose-fr", fmt.Sprintf("clé du compte de stockage Azure pour les relevés : %s", ak), ak)
	}
}

func haiN2s() string { return fmt.Sprint(haiN(7, 8)) }

func haiGitTokenSample() Sample {
	cat := "git-token"
	ghp := haiP("ghp_", "gho_", "ghs_") + haiR(alnum, 36)
	glp := "glpat-" + haiR(b64url, 20)
	switch rng.IntN(6) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/ledger-recon.git", strings.ToLower(haiName()), ghp, strings.ToLower(haiCo()[:5])), ghp)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("gitlab token for the CI runner: %s (scope read_repository)", glp), glp)
	case 2:
		return haiSec(cat, "yaml", fmt.Sprintf("- name: Checkout private strategies\n  uses: actions/checkout@v4\n  with:\n    repository: quant/strategies\n    token: %s", ghp), ghp)
	case 3:
		return haiSec(cat, "ini", fmt.Sprintf("[url \"https://oauth2:%s@gitlab.com/\"]\n\tinsteadOf = https://gitlab.com/", glp), glp)
	case 4:
		return haiSec(cat, "shell", fmt.Sprintf("$ echo %s | gh auth login --with-token\n$ gh repo list fin-team", ghp), ghp)
	default:
		return haiSec(cat, "prose-es", fmt.Sprintf("el token de GitHub del bot de facturas es %s, caduca en 90 días", ghp), ghp)
	}
}

func haiChatTokenSample() Sample {
	cat := "chat-token"
	switch rng.IntN(6) {
	case 0:
		t := "xoxb-" + haiR(digits, 12) + "-" + haiR(digits, 13) + "-" + haiR(alnum, 24)
		return haiSec(cat, "python", fmt.Sprintf("client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#treasury\", text=\"EUR/USD hedge rolled\")", t), t)
	case 1:
		path := "T" + haiR(upper+digits, 10) + "/B" + haiR(upper+digits, 10) + "/" + haiR(alnum, 24)
		return haiSec(cat, "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Month-end close done\"}' https://hooks.slack.com/services/%s", path), path)
	case 2:
		t := haiTelegramToken()
		return haiSec(cat, "url", fmt.Sprintf("https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d&text=BTC%%20above%%20100k", t, haiN(1000000000, 1999999999)), t)
	case 3:
		t := haiTelegramToken()
		return haiSec(cat, "chat", fmt.Sprintf("BotFather gave me %s for the invoice reminder bot", t), t)
	case 4:
		id := fmt.Sprint(haiN(1, 9)) + haiR(digits, 18)
		tok := haiR(b64url, 68)
		return haiSec(cat, "json", fmt.Sprintf("\"discord\": {\n    \"enabled\": true,\n    \"webhook_url\": \"https://discord.com/api/webhooks/%s/%s\"\n}", id, tok), tok)
	default:
		t := haiTelegramToken()
		return haiSec(cat, "prose-ru", fmt.Sprintf("токен телеграм-бота для уведомлений о сделках: %s", t), t)
	}
}

func haiDBURLSample() Sample {
	cat := "database-url"
	pw := haiURLPW()
	u := haiUser()
	h := haiHost()
	switch rng.IntN(8) {
	case 0:
		return haiSec(cat, "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/ledger?sslmode=require", u, pw, h), pw)
	case 1:
		return haiSec(cat, "python", fmt.Sprintf("engine = create_engine(\"mysql+pymysql://%s:%s@%s/accounting\")", u, pw, h), pw)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("mongo for the trade journal: mongodb+srv://%s:%s@cluster0.%s.mongodb.net/journal", u, pw, haiR(lower+digits, 5)), pw)
	case 3:
		return haiSec(cat, "yaml", fmt.Sprintf("cache:\n  url: redis://:%s@%s:6379/2\n  ttl: 300", pw, h), pw)
	case 4:
		return haiSec(cat, "properties", fmt.Sprintf("spring.datasource.url=jdbc:sqlserver://%s:1433;databaseName=Finance;user=%s;password=%s;encrypt=true", h, u, pw), pw)
	case 5:
		x := haiSec(cat, "log", fmt.Sprintf("%s %s ERROR connection failed: postgresql://%s:%s@%s/treasury — timeout after 30s\n%s %s INFO retrying in 5s", haiDate(), haiTime(), u, pw, h, haiDate(), haiTime()), pw)
		return haiKeep(x, "INFO retrying in 5s")
	case 6:
		return haiSec(cat, "connstring", fmt.Sprintf("Server=%s;Database=Ledger;User Id=%s;Password=%s;TrustServerCertificate=True;", h, u, pw), pw)
	default:
		return haiSec(cat, "prose-de", fmt.Sprintf("Die Reporting-DB erreichst du über postgres://%s:%s@%s/reporting", u, pw, h), pw)
	}
}

func haiJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","role":"accountant","exp":%d}`, haiUUID(), 1760000000+rng.IntN(90000000))))
	return hdr + "." + pl + "." + haiR(b64url, 43)
}

func haiJWTSample() Sample {
	cat := "jwt"
	j := haiJWT()
	switch rng.IntN(4) {
	case 0:
		return haiSec(cat, "http", fmt.Sprintf("GET /api/v1/invoices?status=overdue HTTP/1.1\nHost: erp.example.com\nAuthorization: Bearer %s", j), j)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("use this session token while I'm out: %s", j), j)
	case 2:
		return haiSec(cat, "shell", fmt.Sprintf("curl -s https://api.%s.example/v2/positions -H \"Authorization: Bearer %s\" | jq '.[] | .symbol'", haiP("broker", "custody", "prime"), j), j)
	default:
		return haiSec(cat, "cookie", fmt.Sprintf("Cookie: theme=dark; session=%s; locale=de-DE", j), j)
	}
}

func haiPEMSample() Sample {
	cat := "pem-private-key"
	kind := haiP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	body := haiPEMBody(haiN(5, 12))
	switch rng.IntN(4) {
	case 0:
		return haiSec(cat, "pem", fmt.Sprintf("-----BEGIN %s-----\n%s\n-----END %s-----", kind, body, kind), body)
	case 1:
		x := haiSec(cat, "chat", fmt.Sprintf("signing key for the e-invoicing (XRechnung) gateway:\n```\n-----BEGIN %s-----\n%s\n-----END %s-----\n```\ncert goes with it", kind, body, kind), body)
		return haiKeep(x, "cert goes with it")
	case 2:
		return haiSec(cat, "yaml", fmt.Sprintf("ebics:\n  host_id: %s\n  signature_key: |\n    -----BEGIN %s-----\n    %s\n    -----END %s-----", haiR(upper, 8), kind, strings.ReplaceAll(body, "\n", "\n    "), kind), strings.ReplaceAll(body, "\n", "\n    "))
	default:
		return haiSec(cat, "prose-de", fmt.Sprintf("Hier der private Schlüssel für die SEPA-Signatur:\n-----BEGIN %s-----\n%s\n-----END %s-----", kind, body, kind), body)
	}
}

func haiSaaSSample() Sample {
	cat := "saas-key"
	var k, vendor string
	switch rng.IntN(11) {
	case 0:
		k, vendor = "SG."+haiR(b64url, 22)+"."+haiR(b64url, 43), "SendGrid"
	case 1:
		k, vendor = haiHex(32), "Twilio auth token"
	case 2:
		k, vendor = "key-"+haiHex(32), "Mailgun"
	case 3:
		k, vendor = "sk-proj-"+haiR(b64url, 48)+"T3BlbkFJ"+haiR(b64url, 48), "OpenAI"
	case 4:
		k, vendor = "sk-ant-api03-"+haiR(b64url, 93)+"AA", "Anthropic"
	case 5:
		k, vendor = haiHex(32), "Datadog API key"
	case 6:
		k, vendor = "npm_"+haiR(alnum, 36), "npm"
	case 7:
		k, vendor = "pypi-AgEIcHlwaS5vcmc"+haiR(b64url, 60), "PyPI"
	case 8:
		k, vendor = "pat-na1-"+haiUUID(), "HubSpot"
	case 9:
		k, vendor = "secret_"+haiR(alnum, 43), "Notion"
	default:
		k, vendor = "pat"+haiR(alnum, 14)+"."+haiHex(64), "Airtable"
	}
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("%s key for the invoice mailer: %s", vendor, k), k)
	case 1:
		env := strings.ToUpper(strings.Fields(vendor)[0]) + "_API_KEY"
		return haiSec(cat, "env", fmt.Sprintf("%s=%s\nFROM_EMAIL=billing@example.com", env, k), k)
	case 2:
		return haiSec(cat, "notes", fmt.Sprintf("- %s: %s\n- owner: %s\n- rotate: quarterly", vendor, k, haiName()), k)
	case 3:
		return haiSec(cat, "python", fmt.Sprintf("API_KEY = \"%s\"  # %s, TODO move to vault", k, vendor), k)
	default:
		return haiSec(cat, "prose-pl", fmt.Sprintf("klucz %s do raportów: %s", vendor, k), k)
	}
}

func haiBasicAuthSample() Sample {
	cat := "basic-auth"
	u := haiUser()
	pw := haiURLPW()
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "url", fmt.Sprintf("https://%s:%s@reports.%s.example/export/vat-q%d.csv", u, pw, strings.ToLower(strings.Fields(haiCo())[0]), haiN(1, 4)), pw)
	case 1:
		return haiSec(cat, "http", fmt.Sprintf("POST /ebics/upload HTTP/1.1\nHost: bank.example\nAuthorization: Basic %s\nContent-Type: application/xml", b), b)
	case 2:
		return haiSec(cat, "shell", fmt.Sprintf("curl -u %s:%s https://nexus.fin.local/repository/raw/fx/rates.csv -o rates.csv", u, pw), pw)
	case 3:
		return haiSec(cat, "nginx", fmt.Sprintf("location /grafana/ {\n    proxy_pass http://127.0.0.1:3000/;\n    proxy_set_header Authorization \"Basic %s\";\n}", b), b)
	default:
		return haiSec(cat, "chat", fmt.Sprintf("the old Jenkins still takes http://%s:%s@ci.fin.local:8080/job/close-month/build", u, pw), pw)
	}
}

func haiProsePWSample() Sample {
	cat := "password-prose"
	pw := haiPW()
	tpl := []string{
		"my password for the brokerage account is %s",
		"pw for the shared vault: %s",
		"the passcode's %s, don't lose it again",
		"fyi password changed to %s",
		"Das Passwort lautet %s",
		"das neue Kennwort für die Buchhaltungssoftware ist %s",
		"le mot de passe est %s",
		"la contraseña es %s",
		"пароль %s",
		"パスワードは%sです",
		"密码是%s",
		"비밀번호는 %s 입니다",
		"şifre: %s",
		"hasło to %s",
		"het wachtwoord is %s",
		"a senha nova é %s",
		"a jelszó %s",
		"salasana on %s",
		"ο κωδικός είναι %s",
		"הסיסמה היא %s",
		"كلمة المرور هي %s",
		"mật khẩu là %s",
		"kata sandinya %s",
		"lösenordet är %s",
		"la password dell'home banking è %s",
		"remember: treasury laptop unlocks with %s",
		"Pass: %s",
		"passphrase for the GPG key on the signing box = %s",
	}
	i := rng.IntN(len(tpl))
	text := fmt.Sprintf(tpl[i], pw)
	if rng.IntN(3) == 0 {
		pre := haiP("Quick note before the audit.\n", "Re: month-end\n", "@"+strings.ToLower(haiName())+" ", "Reminder – ")
		post := haiP("\nThanks!", "\nCall me if it doesn't work.", "", "\n– "+haiName())
		text = pre + text + post
	}
	return haiSec(cat, "prose", text, pw)
}

func haiWifiSample() Sample {
	cat := "wifi"
	ssid := haiP("Kanzlei-Gast", "TRADING-FLOOR", "FritzBox 7590 XY", "Office_5G", "Finanzamt-Nachbar", "HODL-net")
	pw := haiPW()
	switch rng.IntN(6) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("wifi: %s / %s", ssid, pw), pw)
	case 1:
		return haiSec(cat, "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw)
	case 2:
		return haiSec(cat, "shell", fmt.Sprintf("nmcli dev wifi connect \"%s\" password \"%s\"", ssid, pw), pw)
	case 3:
		return haiSec(cat, "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", ssid, pw), pw)
	case 4:
		return haiSec(cat, "prose-de", fmt.Sprintf("WLAN-Schlüssel fürs Gästenetz (%s): %s", ssid, pw), pw)
	default:
		x := haiSec(cat, "notes", fmt.Sprintf("Office move checklist\n- printers re-added\n- Wi-Fi %s, key %s\n- badge readers tested", ssid, pw), pw)
		return haiKeep(x, "- badge readers tested")
	}
}

func haiPinSample() Sample {
	cat := "pin-code"
	pin := fmt.Sprint(haiN(1000, 999999))
	switch rng.IntN(8) {
	case 0:
		return haiSec(cat, "chat", fmt.Sprintf("door code for the archive room is %s#", pin), pin)
	case 1:
		c := fmt.Sprintf("%02d-%02d-%02d", haiN(1, 60), haiN(1, 60), haiN(1, 60))
		return haiSec(cat, "notes", fmt.Sprintf("safe combination (petty cash): %s", c), c)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("company card PIN is %s, the card is in the top drawer", pin[:4]), pin[:4])
	case 3:
		return haiSec(cat, "prose-de", fmt.Sprintf("Türcode Büro: %s, Alarmanlage scharf schalten mit %s", pin, pin[:4]+"*"), pin, pin[:4]+"*")
	case 4:
		return haiSec(cat, "prose-fr", fmt.Sprintf("le code de la porte du local serveurs : %s", pin), pin)
	case 5:
		return haiSec(cat, "notes", fmt.Sprintf("Ledger Nano PIN: %s", pin), pin)
	case 6:
		return haiSec(cat, "prose-es", fmt.Sprintf("el PIN de la tarjeta de coordenadas del banco es %s", pin), pin)
	default:
		return haiSec(cat, "chat", fmt.Sprintf("alarm code %s, disarm within 30s", pin), pin)
	}
}

func haiTOTPSample() Sample {
	cat := "totp-seed"
	seed := haiR(b32, 32)
	switch rng.IntN(4) {
	case 0:
		return haiSec(cat, "url", fmt.Sprintf("otpauth://totp/Binance:%s%%40example.com?secret=%s&issuer=Binance", strings.ToLower(haiName()), seed), seed)
	case 1:
		sp := seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16]
		return haiSec(cat, "notes", fmt.Sprintf("Kraken 2FA setup key: %s", sp), sp)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("the 2FA secret for the shared treasury account is %s, add it to your authenticator", seed), seed)
	default:
		return haiSec(cat, "python", fmt.Sprintf("totp = pyotp.TOTP(\"%s\")\nprint(totp.now())", seed), seed)
	}
}

func haiRecoverySample() Sample {
	cat := "recovery-codes"
	var codes []string
	form := rng.IntN(3)
	for i := 0; i < haiN(6, 10); i++ {
		switch form {
		case 0:
			codes = append(codes, haiHex(5)+"-"+haiHex(5))
		case 1:
			codes = append(codes, haiR(digits, 4)+" "+haiR(digits, 4))
		default:
			codes = append(codes, haiR("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10))
		}
	}
	block := strings.Join(codes, "\n")
	switch rng.IntN(3) {
	case 0:
		return haiSec(cat, "notes", "GitHub recovery codes (fin-team org owner)\n"+block+"\nstore offline", block)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("backup codes for the exchange account, keep safe:\n%s", block), block)
	default:
		return haiSec(cat, "prose-de", "Wiederherstellungscodes Google-Konto der Buchhaltung:\n"+block, block)
	}
}

func haiDotenvSample() Sample {
	cat := "dotenv"
	sk := haiR(alnum+"!@#%^&*(-_=+)", 50)
	pw := haiURLPW()
	stripe := "sk_live_" + haiR(alnum, 24)
	x := haiSec(cat, "env", fmt.Sprintf("# invoicing app\nAPP_ENV=production\nDJANGO_SECRET_KEY='%s'\nDATABASE_URL=postgres://invoicing:%s@db:5432/invoicing\nSTRIPE_SECRET_KEY=%s\nDEFAULT_CURRENCY=EUR\nTIME_ZONE=Europe/Berlin", sk, pw, stripe), sk, pw, stripe)
	return haiKeep(x, "DEFAULT_CURRENCY=EUR", "APP_ENV=production")
}

func haiK8sSample() Sample {
	cat := "k8s-secret"
	pw := haiPW()
	b := base64.StdEncoding.EncodeToString([]byte(pw))
	k := haiR(alnum, 64)
	kb := base64.StdEncoding.EncodeToString([]byte(k))
	switch rng.IntN(3) {
	case 0:
		return haiSec(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s", base64.StdEncoding.EncodeToString([]byte("ledger")), b), b)
	case 1:
		return haiSec(cat, "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: exchange-creds\n  namespace: trading\ndata:\n  BINANCE_SECRET: %s", kb), kb)
	default:
		return haiSec(cat, "shell", fmt.Sprintf("kubectl -n trading create secret generic bybit --from-literal=api_secret='%s'", k), k)
	}
}

func haiCLISample() Sample {
	cat := "cli-password"
	pw := haiPW()
	switch rng.IntN(9) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("docker login -u fin-ci -p '%s' registry.gitlab.com", pw), pw)
	case 1:
		pw = haiR(alnum+"_.", haiN(10, 16))
		return haiSec(cat, "shell", fmt.Sprintf("mysql -u root -p%s -h %s accounting < month_end.sql", pw, haiHost()), pw)
	case 2:
		pw = haiURLPW()
		return haiSec(cat, "shell", fmt.Sprintf("curl -u recon:%s -X POST https://erp.local/api/journal/import -F file=@journal.csv", pw), pw)
	case 3:
		return haiSec(cat, "shell", fmt.Sprintf("PGPASSWORD='%s' psql -h %s -U reporting -d ledger -c 'select count(*) from entries'", pw, haiHost()), pw)
	case 4:
		return haiSec(cat, "shell", fmt.Sprintf("redis-cli -h %s -a '%s' KEYS 'rate:*'", haiHost(), pw), pw)
	case 5:
		return haiSec(cat, "shell", fmt.Sprintf("htpasswd -b /etc/nginx/.htpasswd auditor '%s'", pw), pw)
	case 6:
		return haiSec(cat, "shell", fmt.Sprintf("openssl pkcs12 -export -in cert.pem -inkey key.pem -out ebics.p12 -passout pass:%s", strings.NewReplacer("!", "", "&", "").Replace(pw)), strings.NewReplacer("!", "", "&", "").Replace(pw))
	case 7:
		return haiSec(cat, "powershell", fmt.Sprintf("$secpw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('CORP\\svc_recon', $secpw)", pw), pw)
	default:
		x := haiSec(cat, "shell-session", fmt.Sprintf("$ cd ~/recon\n$ sqlcmd -S ERP-SQL02 -U sa -P '%s' -Q \"EXEC dbo.ClosePeriod 2025, 6\"\n(1 rows affected)\n$ git status", pw), pw)
		return haiKeep(x, "(1 rows affected)")
	}
}
