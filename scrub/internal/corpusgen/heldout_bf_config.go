package main

// heldout_bf_config.go: secrets in config files of many syntaxes, connection strings, database
// URLs, shell commands and HTTP requests.

import (
	"fmt"
	"strings"
)

func hbfConfigs() []Sample {
	var out []Sample
	out = append(out, hbfRep(40, hbfConfigFile)...)
	out = append(out, hbfRep(40, hbfShellCmd)...)
	return out
}

func hbfDBURL() (string, string) {
	u, pw := hbfUser(), hbfRandPw()
	pw = strings.NewReplacer("@", "", "#", "", "/", "", "%", "", "?", "", "&", "", "+", "", "=", "").Replace(pw)
	h := hbfHost()
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("postgresql://%s:%s@%s:5432/claims", u, pw, h), pw
	case 1:
		return fmt.Sprintf("mysql://%s:%s@%s:3306/policy_admin", u, pw, h), pw
	case 2:
		return fmt.Sprintf("mongodb+srv://%s:%s@uw-cluster0.%s.mongodb.net/quotes?retryWrites=true", u, pw, hbfR(lower+digits, 5)), pw
	case 3:
		return fmt.Sprintf("redis://:%s@%s:6379/2", pw, h), pw
	case 4:
		return fmt.Sprintf("amqp://%s:%s@%s:5672/fnol", u, pw, h), pw
	default:
		return fmt.Sprintf("mssql+pyodbc://%s:%s@%s/Actuarial?driver=ODBC+Driver+18+for+SQL+Server", u, pw, h), pw
	}
}

func hbfConfigFile() Sample {
	c := "config"
	switch rng.IntN(20) {
	case 0:
		url, pw := hbfDBURL()
		id, sec := hbfAWSID(), hbfAWSSec()
		s := fmt.Sprintf("# .env for the bordereaux loader\nAPP_ENV=production\nDATABASE_URL=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nBDX_BUCKET=bdx-inbound-prod\nLOG_LEVEL=info", url, id, sec)
		return hbfK(hbfS(c, "env", s, pw, id, sec), "BDX_BUCKET=bdx-inbound-prod", "LOG_LEVEL=info")
	case 1:
		pw := hbfPw()
		s := fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:sqlserver://%s:1433;databaseName=ClaimCenter\n    username: %s\n    password: '%s'\n  jpa:\n    open-in-view: false", hbfHost(), hbfUser(), pw)
		return hbfK(hbfS(c, "yaml", s, pw), "    open-in-view: false")
	case 2:
		pw, key := hbfRandPw(), hbfR(alnum, 40)
		s := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: rating-engine\n  namespace: uw\ntype: Opaque\ndata:\n  DB_PASSWORD: %s\n  RATING_API_KEY: %s", hbfB64(pw), hbfB64(key))
		return hbfS("k8s-secret", "yaml", s, hbfB64(pw), hbfB64(key))
	case 3:
		pw := hbfRandPw()
		s := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: sftp-reinsurer\nstringData:\n  username: %s\n  password: \"%s\"", hbfUser(), pw)
		return hbfS("k8s-secret", "yaml", s, pw)
	case 4:
		pw := hbfPw()
		s := fmt.Sprintf("Server=%s;Database=PolicyAdmin;User Id=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;", hbfHost(), hbfUser(), pw)
		return hbfS("connection-string", "config", s, pw)
	case 5:
		k := hbfAzKey()
		acct := "claimsphotos" + hbfR(lower+digits, 4)
		s := fmt.Sprintf("\"ConnectionStrings\": {\n  \"PhotoStore\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n}", acct, k)
		return hbfS("azure", "json", s, k)
	case 6:
		pw := hbfPw()
		s := fmt.Sprintf("[database]\nhost = %s\nport = 5432\nuser = %s\npassword = %s\n\n[export]\nformat = xlsx\nsheet = Bordereau", hbfHost(), hbfUser(), pw)
		return hbfK(hbfS(c, "ini", s, pw), "sheet = Bordereau")
	case 7:
		pw := hbfPw()
		s := fmt.Sprintf("<datasource name=\"GWPC\">\n  <url>jdbc:oracle:thin:@%s:1521/PCPROD</url>\n  <user>%s</user>\n  <password>%s</password>\n</datasource>", hbfHost(), hbfUser(), pw)
		return hbfS(c, "xml", s, pw)
	case 8:
		t := hbfNpm()
		s := "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t + "\nalways-auth=true"
		return hbfS(c, "npmrc", s, t)
	case 9:
		pw := hbfRandPw()
		s := fmt.Sprintf("machine %s\nlogin %s\npassword %s", hbfP("sftp.reinsure-partner.co.uk", "ftp.tpa-claims.com"), hbfUser(), pw)
		return hbfS(c, "netrc", s, pw)
	case 10:
		pw := strings.ReplaceAll(hbfRandPw(), ":", "")
		s := fmt.Sprintf("%s:5432:reserving:%s:%s", hbfHost(), hbfUser(), pw)
		return hbfS(c, "pgpass", s, pw)
	case 11:
		k := hbfR(alnum, 48)
		s := fmt.Sprintf("[rating]\nendpoint = \"https://api.ratingcloud.io/v3\"\napi_key = \"%s\"\ntimeout_s = 30\nstates = [\"TX\", \"OK\", \"KS\"]", k)
		return hbfK(hbfS(c, "toml", s, k), "timeout_s = 30")
	case 12:
		pem := hbfPEM("RSA ")
		s := "sftp:\n  host: sftp.reinsure-partner.co.uk\n  user: " + hbfUser() + "\n  private_key: |\n    " + strings.ReplaceAll(pem, "\n", "\n    ")
		var secs []string
		for _, l := range strings.Split(pem, "\n") {
			if !strings.HasPrefix(l, "-----") {
				secs = append(secs, l)
			}
		}
		return hbfS("pem", "yaml", s, secs...)
	case 13:
		pem := hbfPEM("OPENSSH ")
		return hbfS("ssh-key", "notes", "id_ed25519 for the SAS grid box, don't lose it:\n"+pem, pem)
	case 14:
		tok := hbfSlackB()
		h := hbfDiscordHook()
		s := fmt.Sprintf("notifications:\n  slack:\n    token: %s\n    channel: \"#large-loss\"\n  discord:\n    webhook: %s", tok, h)
		return hbfK(hbfS(c, "yaml", s, tok, h), "    channel: \"#large-loss\"")
	case 15:
		pw := hbfPw()
		s := fmt.Sprintf("version: \"3.8\"\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: actuary\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: triangles", pw)
		return hbfS(c, "compose", s, pw)
	case 16:
		t := hbfTgBot()
		s := fmt.Sprintf("TELEGRAM_BOT_TOKEN=\"%s\"\nTELEGRAM_CHAT_ID=-100%s", t, hbfDig(10))
		return hbfS("telegram", "env", s, t)
	case 17:
		k := hbfSG()
		s := fmt.Sprintf("MAIL_DRIVER=smtp\nMAIL_HOST=smtp.sendgrid.net\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=%s\nMAIL_FROM=claims-noreply@harborline-ins.net", k)
		return hbfK(hbfS(c, "env", s, k), "MAIL_HOST=smtp.sendgrid.net")
	case 18:
		u, pw := hbfUser(), hbfPw()
		b := hbfBasic(u, pw)
		s := fmt.Sprintf("location /bdx/ {\n    proxy_pass http://10.40.3.8:8080;\n    proxy_set_header Authorization \"Basic %s\";\n}", b)
		return hbfS("basic-auth", "nginx", s, b)
	default:
		pw := hbfPw()
		s := fmt.Sprintf("$config = @{\n    Server   = '%s'\n    User     = '%s'\n    Password = '%s'\n}", hbfHost(), hbfUser(), pw)
		return hbfS(c, "powershell", s, pw)
	}
}

func hbfShellCmd() Sample {
	c := "command"
	pw := strings.NewReplacer("'", "", "\"", "", "$", "", "!", "", "&", "", " ", "").Replace(hbfPw())
	u := hbfUser()
	h := hbfHost()
	switch rng.IntN(20) {
	case 0:
		return hbfS(c, "shell", fmt.Sprintf("docker login -u %s -p %s registry.harborline-ins.net", u, pw), pw)
	case 1:
		return hbfS(c, "shell", fmt.Sprintf("mysql -h %s -u %s -p%s policy_admin < endorsements.sql", h, u, pw), pw)
	case 2:
		return hbfS(c, "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v1/claims?status=open", u, pw, h), pw)
	case 3:
		return hbfS(c, "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d reserving -c '\\dt'", pw, h, u), pw)
	case 4:
		return hbfS(c, "shell", fmt.Sprintf("sshpass -p '%s' sftp %s@sftp.reinsure-partner.co.uk", pw, u), pw)
	case 5:
		return hbfS(c, "shell", fmt.Sprintf("$ lftp -u %s,%s sftp://%s\nlftp %s@%s:~> put bdx_2025Q2.csv", u, pw, h, u, h), pw)
	case 6:
		id, sec := hbfAWSID(), hbfAWSSec()
		s := fmt.Sprintf("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: us-east-1\nDefault output format [None]: json", id, sec)
		return hbfK(hbfS("aws", "shell", s, id, sec), "Default region name [None]: us-east-1")
	case 7:
		sec := hbfAzSec()
		return hbfS("azure", "shell", fmt.Sprintf("az login --service-principal -u %s -p %s --tenant %s", hbfUUID(), sec, hbfUUID()), sec)
	case 8:
		return hbfS(c, "shell", fmt.Sprintf("smbclient //fs01/Claims -U %s%%%s -c 'ls'", u, pw), pw)
	case 9:
		t := hbfGHP()
		return hbfS("git-token", "shell", fmt.Sprintf("git clone https://%s@github.com/pinecrest-ins/rating-models.git", t), t)
	case 10:
		t := hbfGLPat()
		return hbfS("git-token", "shell", fmt.Sprintf("git remote set-url origin https://oauth2:%s@gitlab.bluestone-ins.com/uw/duckcreek-ext.git", t), t)
	case 11:
		j := hbfJWT()
		s := fmt.Sprintf("curl -X POST https://api.brokerhub.io/v2/submissions \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d @submission.json", j)
		return hbfK(hbfS("jwt", "shell", s, j), "  -H 'Content-Type: application/json' \\")
	case 12:
		b := hbfBasic(u, pw)
		s := fmt.Sprintf("GET /cc/rest/claim/v1/claims/%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", hbfDig(9), h, b)
		return hbfK(hbfS("basic-auth", "http", s, b), "Accept: application/json")
	case 13:
		k := hbfR(alnum, 40)
		s := fmt.Sprintf("http POST https://rating.harborline-ins.net/quote X-API-Key:%s state=TX class_code=%d", k, hbfN(10000, 99999))
		return hbfS(c, "shell", s, k)
	case 14:
		return hbfS(c, "shell", fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/fnol?authSource=admin\"", u, pw, h), pw)
	case 15:
		return hbfS(c, "shell", fmt.Sprintf("sqlcmd -S %s -U %s -P %s -Q \"select count(*) from cc_claim\"", h, u, pw), pw)
	case 16:
		return hbfS(c, "shell", fmt.Sprintf("kubectl create secret generic gw-db --from-literal=username=%s --from-literal=password=%s -n policy", u, pw), pw)
	case 17:
		t := hbfAlnumD(32)
		s := fmt.Sprintf("$ export RATING_API_TOKEN=%s\n$ python price_book.py --state OK --lob commercial_auto", t)
		return hbfK(hbfS(c, "shell", s, t), "$ python price_book.py --state OK --lob commercial_auto")
	case 18:
		return hbfS(c, "powershell", fmt.Sprintf("$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('%s', $sec)", pw, u), pw)
	default:
		return hbfS(c, "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/exports/loss_run.xlsx", u, pw, h), pw)
	}
}
