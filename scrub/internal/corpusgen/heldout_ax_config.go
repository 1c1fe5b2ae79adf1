package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// haxCfgPw is a password safe to sit unquoted in most config syntaxes.
func haxCfgPw() string {
	return strings.NewReplacer("#", "h", "'", "", "\"", "", "$", "S", "&", "n", "*", "x", "%", "p", "!", "I").Replace(haxPw())
}

func haxConfigFile() Sample {
	c := haxSlug(haxPick(haxClients...))
	p := haxCfgPw()
	k := haxVendor()
	switch haxCycle("config", 14) {
	case 12:
		ak, sk := "AKIA"+haxRnd(upper+"234567", 16), haxRnd(alnum+"/+", 40)
		return haxK(haxS("config", "aws-credentials", fmt.Sprintf("[default]\nregion = eu-west-1\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s", c, ak, sk), ak, sk), "region = eu-west-1")
	case 13:
		sec := haxRnd(alnum, 3) + "8Q~" + haxRnd(alnum+"_.~-", 34)
		return haxS("config", "azure-notes", fmt.Sprintf("App registration for %s's SharePoint sync\ntenant: %s\nclient id: %s\nclient secret: %s (expires in 6 months)", c, haxUUID(), haxUUID(), sec), sec)
	case 0:
		return haxK(haxS("config", "wp-config", fmt.Sprintf("/** Database settings */\ndefine( 'DB_NAME', '%s_wp' );\ndefine( 'DB_USER', '%s_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", c, c, p), p), "define( 'DB_HOST', 'localhost' );")
	case 1:
		return haxS("config", "env", fmt.Sprintf("APP_URL=https://%s\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_USERNAME=postmaster@mg.%s\nMAIL_PASSWORD=%s\n%s=%s", haxDomain(c), haxDomain(c), p, k.env, k.val), p, k.val)
	case 2:
		return haxS("config", "ini", fmt.Sprintf("[smtp]\nserver = mail.%s\nport = 465\nuser = invoices@%s\npassword = %s", haxDomain(c), haxDomain(c), p), p)
	case 3:
		return haxS("config", "toml", fmt.Sprintf("[database]\nhost = \"localhost\"\nuser = \"%s\"\npassword = \"%s\"\n\n[api]\ntoken = \"%s\"", c, p, k.val), p, k.val)
	case 4:
		return haxS("config", "appsettings.json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=tcp:%s.database.windows.net,1433;Database=%s;User ID=sqladmin;Password=%s;Encrypt=True;\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", c, c, p), p)
	case 5:
		key := haxB64(64)
		return haxS("config", "connection-string", fmt.Sprintf("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%sfiles;AccountKey=%s;EndpointSuffix=core.windows.net\"", c[:min(len(c), 10)], key), key)
	case 6:
		return haxS("config", "properties", fmt.Sprintf("spring.datasource.url=jdbc:mysql://localhost:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\nserver.port=8080", c, c, p), p)
	case 7:
		return haxK(haxS("config", "yaml", fmt.Sprintf("# hosting for %s\nftp:\n  host: ftp.%s\n  username: %s\n  password: \"%s\"\nbackup:\n  schedule: weekly", c, haxDomain(c), c, p), p), "  schedule: weekly")
	case 8:
		return haxS("config", "netrc", fmt.Sprintf("machine ftp.%s\n  login %s\n  password %s", haxDomain(c), c, p), p)
	case 9:
		at, rt := "ya29."+haxRnd(b64url, 120), "1//"+haxRnd(b64url, 100)
		return haxS("config", "rclone", fmt.Sprintf("[%s-drive]\ntype = drive\nscope = drive\ntoken = {\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"refresh_token\":\"%s\",\"expiry\":\"2024-12-01T10:00:00Z\"}", c, at, rt), at, rt)
	case 10:
		return haxS("config", "pgpass", fmt.Sprintf("# hostname:port:database:username:password\ndb.%s.internal:5432:%s:app:%s", c, c, p), p)
	default:
		return haxS("config", "htaccess-notes", fmt.Sprintf("Staging protected with basic auth.\nAuthUserFile /home/%s/.htpasswd\nuser: preview\npassword: %s", c, p), p)
	}
}

func haxCodeSecret() Sample {
	k := haxVendor()
	p := haxCfgPw()
	c := haxSlug(haxPick(haxClients...))
	switch rng.IntN(8) {
	case 0:
		return haxS("code", "python", fmt.Sprintf("import requests\n\nAPI_KEY = \"%s\"  # TODO move to env\n\ndef fetch_invoices():\n    r = requests.get(\"https://api.example-invoicing.com/invoices\", headers={\"Authorization\": f\"Bearer {API_KEY}\"})\n    return r.json()", k.val), k.val)
	case 1:
		return haxS("code", "js", fmt.Sprintf("const transporter = nodemailer.createTransport({\n  host: 'smtp.zoho.eu',\n  port: 465,\n  auth: { user: 'hello@%s', pass: '%s' },\n});", haxDomain(c), p), p)
	case 2:
		return haxS("code", "php", fmt.Sprintf("<?php\n$mysqli = new mysqli('localhost', '%s', '%s', '%s_shop');\nif ($mysqli->connect_errno) { die('db down'); }", c, p, c), p)
	case 3:
		return haxS("code", "go", fmt.Sprintf("client := mailchimp.New(\"%s\")\nlists, err := client.Lists(ctx)\nif err != nil {\n\treturn err\n}", k.val), k.val)
	case 4:
		return haxS("code", "ruby", fmt.Sprintf("Stripe.api_key = '%s'\ncharge = Stripe::Charge.retrieve(params[:id])", k.val), k.val)
	case 5:
		hook := haxRnd(alnum, 24)
		return haxS("code", "google-apps-script", fmt.Sprintf("function sendToSlack() {\n  var url = 'https://hooks.slack.com/services/T%s/B%s/%s';\n  UrlFetchApp.fetch(url, {method: 'post', payload: JSON.stringify({text: 'New order'})});\n}", haxRnd(upper+digits, 10), haxRnd(upper+digits, 10), hook), hook)
	case 6:
		wh := "https://discord.com/api/webhooks/" + haxSnowflake() + "/" + haxRnd(b64url, 68)
		tok := wh[strings.LastIndex(wh, "/")+1:]
		return haxS("code", "python", fmt.Sprintf("WEBHOOK = \"%s\"\nrequests.post(WEBHOOK, json={\"content\": \"New Fiverr order!\"})", wh), tok)
	default:
		return haxS("code", "csharp", fmt.Sprintf("var smtp = new SmtpClient(\"smtp.office365.com\", 587)\n{\n    Credentials = new NetworkCredential(\"billing@%s\", \"%s\"),\n    EnableSsl = true\n};", haxDomain(c), p), p)
	}
}

func haxK8sSecret() Sample {
	c := haxSlug(haxPick(haxClients...))
	p := haxCfgPw()
	k := haxVendor()
	ep := base64.StdEncoding.EncodeToString([]byte(p))
	ek := base64.StdEncoding.EncodeToString([]byte(k.val))
	eu := base64.StdEncoding.EncodeToString([]byte(c))
	switch rng.IntN(2) {
	case 0:
		return haxK(haxS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-key: %s", c, eu, ep, ek), ep, ek), "kind: Secret")
	default:
		return haxS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-mail\nstringData:\n  SMTP_PASSWORD: \"%s\"", c, p), p)
	}
}
