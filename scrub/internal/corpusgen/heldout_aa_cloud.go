package main

// heldout_aa_cloud.go: cloud keys, Git host tokens, chat and bot tokens, payment keys and the
// API keys of SaaS vendors, in the places regulated shops paste them.

import (
	"fmt"
)

func haaCloud() []Sample {
	c := "cloud-key"
	tpls := []func() Sample{
		func() Sample {
			id, sk := haaAWSID(), haaAWSSecret()
			keep := "region = eu-central-1"
			return haaSec(c, "ini", fmt.Sprintf("[profile claims-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\n%s", id, sk, keep), []string{id, sk}, keep)
		},
		func() Sample {
			id, sk := haaAWSID(), haaAWSSecret()
			return haaSec(c, "chat", fmt.Sprintf("%s: for the DICOM archive bucket use %s with secret %s, read-only I hope", haaName(), id, sk), []string{id, sk})
		},
		func() Sample {
			id, sk := haaAWSID(), haaAWSSecret()
			return haaSec(c, "shell", fmt.Sprintf("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ aws s3 ls s3://%s-statements/2024/", id, sk, haaP("nb", "crescent", "harborline")), []string{id, sk})
		},
		func() Sample {
			id, sk := haaAWSID(), haaAWSSecret()
			return haaSec(c, "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)", id, sk), []string{id, sk})
		},
		func() Sample {
			id, sk := haaAWSID(), haaAWSSecret()
			return haaSec(c, "csv", fmt.Sprintf("User name,Password,Access key ID,Secret access key,Console login link\nedisc-export,,%s,%s,https://%d.signin.aws.amazon.com/console", id, sk, haaN(100000000000, 999999999999)), []string{id, sk})
		},
		func() Sample {
			k := haaGCPKey()
			return haaSec(c, "chat", fmt.Sprintf("Geocoding for the home-visit planner uses %s — it's unrestricted, we need to lock it to the app", k), []string{k})
		},
		func() Sample {
			k := haaGCPKey()
			return haaSec(c, "url", fmt.Sprintf("GET https://healthcare.googleapis.com/v1/projects/%s/locations/europe-west4/datasets/ehr/fhirStores/main/fhir/Patient?key=%s", haaProject(), k), []string{k})
		},
		func() Sample {
			acct := haaP("nbstatements", "stbrigidpacs", "harborclaims", "kolegal") + fmt.Sprint(haaN(1, 99))
			k := haaAzureKey()
			return haaSec(c, "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), []string{k})
		},
		func() Sample {
			k := haaAzureKey()
			return haaSec(c, "json", fmt.Sprintf("{\n  \"Storage\": {\n    \"AccountName\": \"claimsdocs\",\n    \"AccountKey\": \"%s\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}", k), []string{k})
		},
		func() Sample {
			s := haaAzureClientSecret()
			ten, app := haaUUID(), haaUUID()
			return haaSec(c, "env", fmt.Sprintf("AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s", ten, app, s), []string{s})
		},
		func() Sample {
			s := haaAzureClientSecret()
			return haaSec(c, "email", fmt.Sprintf("Hi team,\n\nthe app registration for the e-discovery connector is done. Client secret (expires in 6 months): %s\n\nStore it in Key Vault and delete this mail.\n\n%s", s, haaName()), []string{s})
		},
		func() Sample {
			s := haaAzureClientSecret()
			return haaSec(c, "powershell", fmt.Sprintf("$secure = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s', $secure)\nConnect-AzAccount -ServicePrincipal -Credential $cred -Tenant '%s'", s, haaUUID(), haaUUID()), []string{s})
		},
		func() Sample {
			sk := haaAWSSecret()
			return haaSec(c, "prose-es", fmt.Sprintf("La clave secreta de AWS del entorno de reclamaciones es %s, por favor rotarla antes de la auditoría.", sk), []string{sk})
		},
	}
	return haaCycle(24, tpls)
}

func haaGitChat() []Sample {
	c := "vcs-chat-token"
	tpls := []func() Sample{
		func() Sample {
			t := haaGitHub()
			return haaSec(c, "shell", fmt.Sprintf("$ git clone https://%s@github.com/%s/ehr-interfaces.git", t, haaP("meridian-lab", "stbrigid-it", "nb-backoffice")), []string{t})
		},
		func() Sample {
			t := haaGitHub()
			return haaSec(c, "chat", fmt.Sprintf("%s: CI for the claims rules repo needs a PAT, I made one: %s (repo scope, 30 days)", haaName(), t), []string{t})
		},
		func() Sample {
			t := haaGitHub()
			return haaSec(c, "yaml", fmt.Sprintf("steps:\n  - uses: actions/checkout@v4\n    with:\n      token: %s\n  - run: make test", t), []string{t}, "  - run: make test")
		},
		func() Sample {
			t := haaGitLab()
			return haaSec(c, "npmrc", fmt.Sprintf("@kessler:registry=https://gitlab.kessler-oduya.law/api/v4/packages/npm/\n//gitlab.kessler-oduya.law/api/v4/packages/npm/:_authToken=%s", t), []string{t})
		},
		func() Sample {
			t := haaGitLab()
			return haaSec(c, "shell", fmt.Sprintf("curl --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.%s/api/v4/projects/%d/pipelines\"", t, haaP("countyclerk.gov", "stbrigid.org"), haaN(10, 999)), []string{t})
		},
		func() Sample {
			t := "ATBB" + haaR(alnum, 32)
			return haaSec(c, "notes", fmt.Sprintf("Bitbucket app password for the deploy user: %s (scopes: repo:read)", t), []string{t})
		},
		func() Sample {
			t := haaSlack()
			return haaSec(c, "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#lab-interface-alerts", t), []string{t}, "SLACK_CHANNEL=#lab-interface-alerts")
		},
		func() Sample {
			p := haaR(alnum, 24)
			u := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", haaR(upper+digits, 10), haaR(upper+digits, 10), p)
			return haaSec(c, "json", fmt.Sprintf("{\"alerting\": {\"webhook\": \"%s\", \"minSeverity\": \"high\"}}", u), []string{p})
		},
		func() Sample {
			t := haaTelegram()
			return haaSec(c, "chat", fmt.Sprintf("Telegram bot for the on-call nurses: %s — chat id is -100%d", t, haaN(1000000000, 1999999999)), []string{t})
		},
		func() Sample {
			t := haaTelegram()
			return haaSec(c, "shell", fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%d -d text=\"backup OK\"", t, haaN(10000000, 99999999)), []string{t})
		},
		func() Sample {
			t := haaTelegram()
			return haaSec(c, "prose-ru", fmt.Sprintf("Токен бота для уведомлений о сбоях: %s. Не пересылайте его никому.", t), []string{t})
		},
		func() Sample {
			tok := haaR(b64url, 68)
			u := fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", haaSnow(), tok)
			return haaSec(c, "python", fmt.Sprintf("WEBHOOK = \"%s\"\nrequests.post(WEBHOOK, json={\"content\": \"nightly SEPA export finished\"})", u), []string{tok})
		},
		func() Sample {
			tok := haaR(b64url, 68)
			return haaSec(c, "chat", fmt.Sprintf("posting build results to discord via https://discordapp.com/api/webhooks/%s/%s", haaSnow(), tok), []string{tok})
		},
		func() Sample {
			t := haaSlack()
			return haaSec(c, "log", fmt.Sprintf("%s ERROR slack: invalid_auth for token %s (team T0%s)", haaTS(), t, haaR(upper+digits, 8)), []string{t})
		},
		func() Sample {
			t := "glptt-" + haaR(hexs, 40)
			return haaSec(c, "shell", fmt.Sprintf("curl -X POST --fail -F token=%s -F ref=main https://gitlab.stbrigid.org/api/v4/projects/42/trigger/pipeline", t), []string{t})
		},
	}
	return haaCycle(27, tpls)
}

func haaPayments() []Sample {
	c := "payment-key"
	tpls := []func() Sample{
		func() Sample {
			k := haaStripe()
			return haaSec(c, "env", fmt.Sprintf("# patient copay checkout\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s", k, haaR(alnum, 24)), []string{k})
		},
		func() Sample {
			k := haaStripe()
			return haaSec(c, "chat", fmt.Sprintf("%s: billing says refunds fail, they're using %s in the old portal — is that even live?", haaName(), k), []string{k})
		},
		func() Sample {
			k := "whsec_" + haaR(alnum, 32)
			return haaSec(c, "yaml", fmt.Sprintf("payments:\n  provider: stripe\n  webhook_secret: %s\n  currency: usd", k), []string{k})
		},
		func() Sample {
			k := "EAAA" + haaR(b64url, 60)
			return haaSec(c, "notes", fmt.Sprintf("Square access token (front desk terminals, production): %s", k), []string{k})
		},
		func() Sample {
			k := "sq0csp-" + haaR(b64url, 43)
			return haaSec(c, "env", fmt.Sprintf("SQUARE_APPLICATION_ID=sq0idp-%s\nSQUARE_APPLICATION_SECRET=%s", haaR(b64url, 22), k), []string{k})
		},
		func() Sample {
			k := "AQE" + haaR(alnum, 10) + "." + haaR(b64url, 60) + "-" + haaR(b64url, 40)
			return haaSec(c, "prose", fmt.Sprintf("Adyen API key for the card processor test merchant: %s. Rotate after the PCI scan.", k), []string{k})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "runbook", fmt.Sprintf("SEPA batch upload (daily, 16:00 CET)\n1. sftp %s@%s\n2. password: %s\n3. put pain.001 file into /inbound\n4. check the pain.002 status report next morning", haaP("nbsepa01", "crescent_ops"), haaHost(), pw), []string{pw}, "3. put pain.001 file into /inbound")
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("SWIFT Alliance Lite2 token PIN for the treasury desk is %s, second officer has the other half", pw), []string{pw})
		},
		func() Sample {
			k := haaR(alnum, 32)
			return haaSec(c, "properties", fmt.Sprintf("processor.endpoint=https://api.%s.example-acquirer.com/v2\nprocessor.merchantId=%d\nprocessor.apiKey=%s", haaP("eu", "us"), haaN(100000, 999999), k), []string{k})
		},
		func() Sample {
			k := "sk_live_" + haaR(alnum, 24)
			return haaSec(c, "php", fmt.Sprintf("\\Stripe\\Stripe::setApiKey('%s');\n$intent = \\Stripe\\PaymentIntent::create(['amount' => $copay * 100, 'currency' => 'usd']);", k), []string{k})
		},
		func() Sample {
			id, sec := haaR(b64url, 80), haaR(b64url, 80)
			return haaSec(c, "env", fmt.Sprintf("PAYPAL_CLIENT_ID=A%s\nPAYPAL_CLIENT_SECRET=E%s", id, sec), []string{"E" + sec})
		},
		func() Sample {
			k := haaStripe()
			return haaSec(c, "prose-pt", fmt.Sprintf("A chave secreta do Stripe da clínica é %s — não coloque no repositório.", k), []string{k})
		},
	}
	return haaCycle(18, tpls)
}

func haaSaaS() []Sample {
	c := "saas-key"
	tpls := []func() Sample{
		func() Sample {
			k := haaSendGrid()
			return haaSec(c, "env", fmt.Sprintf("SENDGRID_API_KEY=%s\nMAIL_FROM=appointments@lakesideclinic.example", k), []string{k}, "MAIL_FROM=appointments@lakesideclinic.example")
		},
		func() Sample {
			k := "key-" + haaHex(32)
			return haaSec(c, "shell", fmt.Sprintf("curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.harborline.net/messages -F to=claims@harborline.net -F subject=test", k), []string{k})
		},
		func() Sample {
			sid, tok := "AC"+haaHex(32), haaHex(32)
			return haaSec(c, "python", fmt.Sprintf("account_sid = \"%s\"\nauth_token = \"%s\"\nclient = Client(account_sid, auth_token)  # appointment SMS reminders", sid, tok), []string{tok})
		},
		func() Sample {
			k := haaHex(32)
			return haaSec(c, "yaml", fmt.Sprintf("datadog:\n  site: datadoghq.eu\n  api_key: %s\n  tags: [env:prod, team:lis]", k), []string{k})
		},
		func() Sample {
			k := "sk-proj-" + haaR(b64url, haaN(48, 120))
			return haaSec(c, "chat", fmt.Sprintf("%s: the discharge-summary drafting pilot uses OpenAI key %s — legal wants it on the BAA account instead", haaName(), k), []string{k})
		},
		func() Sample {
			k := "sk-ant-api03-" + haaR(b64url, 93) + "AA"
			return haaSec(c, "env", fmt.Sprintf("ANTHROPIC_API_KEY=%s", k), []string{k})
		},
		func() Sample {
			k := "npm_" + haaR(alnum, 36)
			return haaSec(c, "npmrc", fmt.Sprintf("//registry.npmjs.org/:_authToken=%s\nalways-auth=true", k), []string{k})
		},
		func() Sample {
			k := "pypi-AgEIcHlwaS5vcmc" + haaR(b64url, haaN(60, 150))
			return haaSec(c, "ini", fmt.Sprintf("[pypi]\nusername = __token__\npassword = %s", k), []string{k})
		},
		func() Sample {
			k := "shpat_" + haaHex(32)
			return haaSec(c, "chat", fmt.Sprintf("pharmacy webshop admin token: %s", k), []string{k})
		},
		func() Sample {
			k := "pat-" + haaP("na1", "eu1") + "-" + haaUUID()
			return haaSec(c, "notes", fmt.Sprintf("HubSpot private app (patient newsletter): %s", k), []string{k})
		},
		func() Sample {
			k := "00" + haaR(alnum+"-_", 40)
			return haaSec(c, "shell", fmt.Sprintf("curl -H \"Authorization: SSWS %s\" https://%s.okta.com/api/v1/users?limit=25", k, haaP("stbrigid", "harborline", "kessler")), []string{k})
		},
		func() Sample {
			k := haaR(alnum, 40)
			return haaSec(c, "email", fmt.Sprintf("Welcome to the lab results API (sandbox).\n\nYour API key: %s\nBase URL: https://sandbox.%s/v1\n\nThis key grants access to de-identified test data only.", k, haaHost()), []string{k}, "This key grants access to de-identified test data only.")
		},
		func() Sample {
			k := "dp.pt." + haaR(alnum, 43)
			return haaSec(c, "env", fmt.Sprintf("DOPPLER_TOKEN=%s", k), []string{k})
		},
		func() Sample {
			k := "hvs." + haaR(b64url, 24)
			return haaSec(c, "shell", fmt.Sprintf("$ export VAULT_ADDR=https://vault.%s:8200\n$ export VAULT_TOKEN=%s\n$ vault kv get secret/claims/db", haaP("northbridge.corp", "stbrigid.org"), k), []string{k})
		},
		func() Sample {
			k := "glc_" + haaR(b64url, 60)
			return haaSec(c, "yaml", fmt.Sprintf("remote_write:\n  - url: https://prometheus-prod-01-eu-west-0.grafana.net/api/prom/push\n    basic_auth:\n      username: %d\n      password: %s", haaN(100000, 999999), k), []string{k})
		},
		func() Sample {
			k := haaR(alnum, 32)
			return haaSec(c, "ticket", fmt.Sprintf("%s DocuSign integration for retainer agreements — vendor sent the secret key in plain text: %s. Please move to the firm's vault.", haaTicket(), k), []string{k})
		},
	}
	return haaCycle(22, tpls)
}
