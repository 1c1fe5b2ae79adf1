package main

import (
	"fmt"
	"strings"
)

func hblAWSPair() (string, string) {
	return hblP("AKIA", "AKIA", "ASIA") + hblR(hblUpAl, 16), hblR(hblB64s, 40)
}

func hblUUID() string {
	return hblR(hblHex, 8) + "-" + hblR(hblHex, 4) + "-4" + hblR(hblHex, 3) + "-" + hblP("8", "9", "a", "b") + hblR(hblHex, 3) + "-" + hblR(hblHex, 12)
}

func hblCloudSamples() []Sample {
	var out []Sample
	// AWS: an access key id with its secret.
	for i := 0; i < 8; i++ {
		id, sec := hblAWSPair()
		region := hblP("us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2")
		var format, text string
		var keep []string
		switch i % 7 {
		case 0:
			format = "ini"
			text = "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sec + "\nregion = " + region + "\n"
			keep = []string{"region = " + region}
		case 1:
			format, text = "chat", "aws keys for the S3 bucket with the data room PDFs: "+id+" / "+sec
		case 2:
			format = "env"
			text = "AWS_ACCESS_KEY_ID=" + id + "\nAWS_SECRET_ACCESS_KEY=" + sec + "\nAWS_REGION=" + region + "\nS3_BUCKET=" + hblCompany() + "-dataroom\n"
			keep = []string{"AWS_REGION=" + region}
		case 3:
			format = "python"
			text = "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"" + id + "\",\n    aws_secret_access_key=\"" + sec + "\",\n    region_name=\"" + region + "\",\n)\n"
		case 4:
			format = "csv"
			text = "User name,Password,Access key ID,Secret access key,Console login link\nzapier-export,," + id + "," + sec + ",https://" + hblDigits(12) + ".signin.aws.amazon.com/console\n"
		case 5:
			format, text = "notes", "IAM user for Metabase\nAccess key: "+id+"\nSecret: "+sec+"\n(read-only on the analytics bucket)"
			keep = []string{"(read-only on the analytics bucket)"}
		default:
			format, text = "chat", "Zugangsdaten AWS (nur lesen): Key-ID "+id+", Secret "+sec
		}
		s := hblSec("aws-key", format, text, id, sec)
		if len(keep) > 0 {
			s = hblKeep(s, keep...)
		}
		out = append(out, s)
	}
	// GCP API keys.
	for i := 0; i < 5; i++ {
		k := "AIza" + hblR(hblB64u, 35)
		var format, text string
		switch i % 4 {
		case 0:
			format, text = "env", "GOOGLE_MAPS_SERVER_KEY="+k
		case 1:
			format, text = "chat", "Places API key (server side, unrestricted!!) "+k
		case 2:
			format, text = "shell", "curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key="+k+"\""
		default:
			format, text = "notes", "Google Sheets API\n  key = "+k+"\n  quota 300/min"
		}
		out = append(out, hblSec("gcp-api-key", format, text, k))
	}
	// Azure: storage keys, client secrets, SAS signatures.
	for i := 0; i < 8; i++ {
		acct := hblCompany() + hblP("files", "backup", "exports", "docs")
		var format, text string
		var secrets []string
		switch i % 6 {
		case 0:
			k := hblR(hblB64s, 86) + "=="
			format = "config"
			text = "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + k + ";EndpointSuffix=core.windows.net"
			secrets = []string{k}
		case 1:
			cs := hblR(hblAlnum, 3) + hblR("0123456789", 1) + "Q~" + hblR(hblB64u+".~", 34)
			format = "env"
			text = "AZURE_TENANT_ID=" + hblUUID() + "\nAZURE_CLIENT_ID=" + hblUUID() + "\nAZURE_CLIENT_SECRET=" + cs + "\n"
			secrets = []string{cs}
		case 2:
			sig := hblR(hblAlnum, 40) + "%3D"
			format = "chat"
			text = "SAS link for the board deck folder: https://" + acct + ".blob.core.windows.net/board?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-30T18:00:00Z&st=2025-06-01T10:00:00Z&spr=https&sig=" + sig
			secrets = []string{sig}
		case 3:
			cs := hblR(hblAlnum, 3) + hblR("0123456789", 1) + "Q~" + hblR(hblB64u+".~", 34)
			format = "chat"
			text = "app registration for the SharePoint sync — client secret " + cs + " expires in 6 months, calendar reminder set"
			secrets = []string{cs}
		case 4:
			k := hblR(hblB64s, 86) + "=="
			format = "shell"
			text = "az storage blob upload --account-name " + acct + " --account-key " + k + " -c exports -f pipeline.csv"
			secrets = []string{k}
		default:
			k := hblR(hblB64s, 43) + "="
			format = "config"
			text = "Endpoint=sb://" + acct + ".servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + k
			secrets = []string{k}
		}
		out = append(out, hblSec("azure-secret", format, text, secrets...))
	}
	// Google Workspace admins: app passwords and OAuth client secrets.
	for i := 0; i < 6; i++ {
		var format, text, sec string
		switch i % 4 {
		case 0:
			sec = hblR("abcdefghijklmnopqrstuvwxyz", 4) + " " + hblR("abcdefghijklmnopqrstuvwxyz", 4) + " " + hblR("abcdefghijklmnopqrstuvwxyz", 4) + " " + hblR("abcdefghijklmnopqrstuvwxyz", 4)
			format, text = "chat", "app password for the scanner's SMTP ("+hblEmail()+"): "+sec
		case 1:
			sec = "GOCSPX-" + hblR(hblB64u, 28)
			format, text = "json", "{\"web\":{\"client_id\":\""+hblDigits(12)+"-"+hblR(hblLowAl, 32)+".apps.googleusercontent.com\",\"project_id\":\""+hblCompany()+"-crm\",\"client_secret\":\""+sec+"\"}}"
		case 2:
			sec = "GOCSPX-" + hblR(hblB64u, 28)
			format, text = "notes", "Workspace admin → Security → API controls\nOAuth client for the HubSpot sync\nclient secret: "+sec
		default:
			sec = hblR("abcdefghijklmnopqrstuvwxyz", 16)
			format, text = "yaml", "smtp:\n  host: smtp.gmail.com\n  port: 587\n  user: "+hblEmail()+"\n  app_password: "+sec+"\n"
		}
		out = append(out, hblSec("workspace-secret", format, text, sec))
	}
	// JWTs, signed session tokens.
	for i := 0; i < 6; i++ {
		h := hblP("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9")
		jwt := h + ".eyJzdWIiOi" + hblR(hblB64u, hblN(60, 140)) + "." + hblR(hblB64u, 43)
		var format, text string
		switch i % 4 {
		case 0:
			format, text = "shell", "curl -H \"Authorization: Bearer "+jwt+"\" https://api."+hblDomain()+"/v1/deals"
		case 1:
			format, text = "chat", "my session token from devtools if you want to repro: "+jwt
		case 2:
			format, text = "http", "GET /api/invoices HTTP/1.1\nHost: app."+hblDomain()+"\nAuthorization: Bearer "+jwt+"\nAccept: application/json"
		default:
			format, text = "log", fmt.Sprintf("[%s] auth middleware: token expired for user %d: %s", "2025-02-1"+hblR("0123456789", 1), hblN(1000, 9999), jwt)
		}
		out = append(out, hblSec("jwt", format, text, jwt))
	}
	// PEM private keys and SSH keys.
	for i := 0; i < 6; i++ {
		var format, text string
		var secrets []string
		body := ""
		lines := hblN(3, 6)
		var bl []string
		for j := 0; j < lines; j++ {
			bl = append(bl, hblR(hblB64s, 64))
		}
		bl = append(bl, hblR(hblB64s, hblN(10, 60))+"=")
		body = strings.Join(bl, "\n")
		switch i % 5 {
		case 0:
			format = "pem"
			text = "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----\n"
		case 1:
			format = "chat"
			text = "deploy key for the marketing site server, put it in ~/.ssh/id_ed25519:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + body + "\n-----END OPENSSH PRIVATE KEY-----"
			body = "b3BlbnNzaC1rZXktdjEAAAAA" + body
		case 2:
			format = "notes"
			text = "Apple Push key (AuthKey_" + hblR(hblUpAl, 10) + ".p8)\n-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\nTeam: " + hblR(hblUpAl, 10)
		case 3:
			format = "yaml"
			ind := strings.ReplaceAll(body, "\n", "\n    ")
			text = "tls:\n  cert: /etc/ssl/app.crt\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    " + ind + "\n    -----END EC PRIVATE KEY-----\n"
			bl2 := strings.Split(body, "\n")
			secrets = bl2
		default:
			format = "email"
			text = "Hi " + hblName() + ",\n\nattached inline as requested (the SFTP key for the payroll export):\n\n-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----\n\nRegards"
		}
		if secrets == nil {
			secrets = []string{body}
		}
		out = append(out, hblSec("private-key", format, text, secrets...))
	}
	return out
}
