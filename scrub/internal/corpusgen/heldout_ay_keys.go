package main

// heldout-ay: vendor keys and tokens in configs, code, chat and logs.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hayCloudKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 15 {
		case 0:
			id, sec := hayAWSID(), hayAWSSecret()
			s = haySec("aws", "shell", fmt.Sprintf("$ aws configure --profile meter-archive\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: eu-central-1\nDefault output format [None]: json\n", id, sec), id, sec)
		case 1:
			sec := hayAWSSecret()
			s = haySec("aws", "chat", fmt.Sprintf("%s the secret access key for the historian S3 sync is %s, id is in the wiki", hayName(), sec), sec)
		case 2:
			id, sec := hayAWSID(), hayAWSSecret()
			s = haySec("aws", "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"us-east-2\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}\n\nresource \"aws_s3_bucket\" \"pmu_archive\" {\n  bucket = \"pmu-archive-%s\"\n}\n", id, sec, hayD(100, 999)), id, sec)
		case 3:
			id, sec := hayAWSID(), hayAWSSecret()
			s = haySec("aws", "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)\ns3.upload_file(\"interval_%s.csv\", \"ami-landing\", key)\n", id, sec, strings.ReplaceAll(hayDate(), "-", "")), id, sec)
		case 4:
			k := hayGCPKey()
			s = haySec("gcp", "javascript", fmt.Sprintf("// geocoding for the outage map (server side, not the browser key)\nconst GEOCODE_KEY = \"%s\";\nconst url = `https://maps.googleapis.com/maps/api/geocode/json?address=${addr}&key=${GEOCODE_KEY}`;\n", k), k)
		case 5:
			k := hayGCPKey()
			s = haySec("gcp", "chat", fmt.Sprintf("gemini key for the work-order summariser: %s", k), k)
		case 6:
			pem, ls := hayPEM("", 6)
			pem = strings.Replace(pem, "BEGIN  PRIVATE", "BEGIN PRIVATE", 1)
			pem = strings.Replace(pem, "END  PRIVATE", "END PRIVATE", 1)
			id := hayHexKey(40)
			esc := strings.ReplaceAll(pem, "\n", "\\n")
			s = haySec("gcp", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"pv-fleet-%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n  \"client_email\": \"forecast@pv-fleet.iam.gserviceaccount.com\"\n}\n", hayD(100, 999), id, esc), append([]string{id}, ls...)...)
		case 7:
			key := hayB64(64)
			acct := "st" + hayP("scada", "ami", "pvdata", "gridlogs") + hayD(10, 99)
			s = haySec("azure", "connstr", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key), key)
		case 8:
			sec := hayAzureSecret()
			s = haySec("azure", "env", fmt.Sprintf("AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_CLIENT_SECRET=%s\nADX_CLUSTER=https://gridtelemetry.westeurope.kusto.windows.net\n", hayUUID(), hayUUID(), sec), sec)
			s = hayKeep(s, "ADX_CLUSTER=https://gridtelemetry.westeurope.kusto.windows.net")
		case 9:
			sec := hayAzureSecret()
			s = haySec("azure", "chat", fmt.Sprintf("app registration for the DER aggregator — client secret %s, expires in 6 months", sec), sec)
		case 10:
			sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(hayB64(32))
			s = haySec("azure", "url", fmt.Sprintf("https://stscadabackup.blob.core.windows.net/historian/pi_archive_%s.arc?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2025-01-31T00:00:00Z&sig=%s", hayD(1, 99), sig), sig)
		case 11:
			key := hayB64(32)
			s = haySec("azure", "connstr", fmt.Sprintf("Endpoint=sb://ocpp-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s;EntityPath=meter-values", key), key)
		case 12:
			id, sec := hayAWSID(), hayAWSSecret()
			s = haySec("aws", "notes", fmt.Sprintf("SCADA DR runbook\n1. Log into the DR console\n2. Keys for the replication user: %s / %s\n3. Start the Ignition standby\n", id, sec), id, sec)
			s = hayKeep(s, "3. Start the Ignition standby")
		case 13:
			sec := hayAWSSecret()
			tok := "IQoJb3JpZ2luX2VjE" + hayR(alnum+"+/", 180)
			s = haySec("aws", "json", fmt.Sprintf("{\n  \"Credentials\": {\n    \"AccessKeyId\": \"ASIA%s\",\n    \"SecretAccessKey\": \"%s\",\n    \"SessionToken\": \"%s\",\n    \"Expiration\": \"%s\"\n  }\n}\n", hayR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), sec, tok, hayISO()), sec, tok)
		default:
			sec := hayAzureSecret()
			s = haySec("azure", "powershell", fmt.Sprintf("$secret = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s', $secret)\nConnect-AzAccount -ServicePrincipal -Credential $cred -Tenant '%s'\n", sec, hayUUID(), hayUUID()), sec)
		}
		out = append(out, s)
	}
	return out
}

func hayGitTokens(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		t := hayGitHub()
		var s Sample
		switch i % 6 {
		case 0:
			s = haySec("git-token", "shell", fmt.Sprintf("$ git clone https://%s:%s@github.com/gridops/rtu-configs.git\nCloning into 'rtu-configs'...\n", hayUser(), t), t)
		case 1:
			s = haySec("git-token", "chat", fmt.Sprintf("made a token for the CI that builds the HMI screens: %s (repo scope only)", t), t)
		case 2:
			s = haySec("git-token", "yaml", fmt.Sprintf("- name: push setpoints\n  env:\n    GH_TOKEN: %s\n  run: ./scripts/publish.sh\n", t), t)
		case 3:
			s = haySec("git-token", "netrc", fmt.Sprintf("machine github.com\n  login %s\n  password %s\n", hayUser(), t), t)
		case 4:
			s = haySec("git-token", "chat-pt", fmt.Sprintf("o token do gitlab para o pipeline das subestações é %s", t), t)
		default:
			s = haySec("git-token", "notes", fmt.Sprintf("Repo: protection-settings\nDeploy token: %s\nOwner: %s\n", t, hayName()), t)
		}
		out = append(out, s)
	}
	return out
}

func hayChatTokens(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 9 {
		case 0:
			t := haySlackBot()
			s = haySec("slack", "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#grid-alarms\n", t), t)
		case 1:
			p := "T" + hayR(upper+digits, 9) + "/B" + hayR(upper+digits, 10) + "/" + hayR(alnum, 24)
			s = haySec("slack", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Feeder %s locked out\"}' https://hooks.slack.com/services/%s", hayD(100, 999), p), p)
		case 2:
			t := haySlackBot()
			s = haySec("slack", "chat", fmt.Sprintf("%s: slack token for the storm bot → %s", hayName(), t), t)
		case 3:
			t := hayTelegram()
			s = haySec("telegram", "python", fmt.Sprintf("BOT_TOKEN = \"%s\"\nCHAT_ID = -100%s\n\ndef notify(msg):\n    requests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\", data={\"chat_id\": CHAT_ID, \"text\": msg})\n", t, hayR(digits, 10)), t)
		case 4:
			t := hayTelegram()
			s = haySec("telegram", "chat-ru", fmt.Sprintf("токен бота для уведомлений с насосной станции: %s", t), t)
		case 5:
			t := hayTelegram()
			s = haySec("telegram", "url", fmt.Sprintf("https://api.telegram.org/bot%s/getUpdates", t), t)
		case 6:
			w := hayR(b64url, 68)
			s = haySec("discord-webhook", "yaml", fmt.Sprintf("alerting:\n  discord:\n    webhook: https://discord.com/api/webhooks/%s/%s\n    min_severity: major\n", haySnowflake(), w), w)
		case 7:
			w := hayR(b64url, 68)
			s = haySec("discord-webhook", "chat", fmt.Sprintf("point the inverter alarms at https://discordapp.com/api/webhooks/%s/%s please", haySnowflake(), w), w)
		default:
			w := hayR(b64url, 68)
			s = haySec("discord-webhook", "powershell", fmt.Sprintf("$hook = \"https://discord.com/api/webhooks/%s/%s\"\nInvoke-RestMethod -Uri $hook -Method Post -Body (@{content=\"Well pad %s: ESD tripped\"} | ConvertTo-Json) -ContentType 'application/json'\n", haySnowflake(), w, hayD(1, 60)), w)
		}
		out = append(out, s)
	}
	return out
}

func hayPaymentKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 5 {
		case 0:
			k := hayStripe()
			s = haySec("payment", "env", fmt.Sprintf("# EV charging app\nSTRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_SECRET_KEY=%s\n", hayR(alnum, 24), k), k)
			s = hayKeep(s, "STRIPE_PUBLISHABLE_KEY=pk_live_")
		case 1:
			k := "whsec_" + hayR(alnum, 32)
			s = haySec("payment", "chat", fmt.Sprintf("webhook signing secret for the charging sessions endpoint is %s", k), k)
		case 2:
			k := hayStripe()
			s = haySec("payment", "ruby", fmt.Sprintf("Stripe.api_key = '%s'\nsession = Stripe::Checkout::Session.create(mode: 'payment', line_items: [{ price: 'price_kwh_public', quantity: kwh }])\n", k), k)
		case 3:
			k := "sq0csp-" + hayR(b64url, 43)
			s = haySec("payment", "notes", fmt.Sprintf("Square app for the kiosk at the charging hub\nApplication secret: %s\n", k), k)
		default:
			cid, sec := "A"+hayR(b64url, 79), "E"+hayR(b64url, 79)
			s = haySec("payment", "yaml", fmt.Sprintf("paypal:\n  mode: live\n  client_id: %s\n  client_secret: %s\n", cid, sec), sec)
		}
		out = append(out, s)
	}
	return out
}

func hayDBURLs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		pw := hayURLPass()
		u := hayP("pi_reader", "ami", "ocpp", "scada", "postgres", "wo_app", "gis")
		var s Sample
		switch i % 7 {
		case 0:
			s = haySec("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/meterdata?sslmode=require", u, pw, hayHost()), pw)
		case 1:
			s = haySec("db-url", "chat", fmt.Sprintf("the CSMS db is mongodb+srv://%s:%s@csms-prod.x7k2p.mongodb.net/ocpp, read only please", u, pw), pw)
		case 2:
			s = haySec("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/workorders\n    username: %s\n    password: %s\n", hayHost(), u, pw), pw)
		case 3:
			s = haySec("db-url", "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@timescale.grid.local/pmu\")\ndf = pd.read_sql(\"select * from phasor where ts > now() - interval '1 hour'\", engine)\n", u, pw), pw)
		case 4:
			s = haySec("db-url", "log", fmt.Sprintf("%s FATAL could not connect to redis://:%s@%s:6379/2 (timeout)", hayTime(), pw, hayHost()), pw)
		case 5:
			s = haySec("db-url", "notes", fmt.Sprintf("RabbitMQ for the AMI head-end: amqp://%s:%s@mq01.ami.local:5672/readings", u, pw), pw)
		default:
			s = haySec("db-url", "chat-it", fmt.Sprintf("la stringa di connessione è postgres://%s:%s@%s/scada, non condividerla", u, pw, hayHost()), pw)
		}
		out = append(out, s)
	}
	return out
}

func hayJWTs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		j := hayJWT()
		var s Sample
		switch i % 4 {
		case 0:
			s = haySec("jwt", "shell", fmt.Sprintf("curl -s https://%s/api/v1/chargepoints -H \"Authorization: Bearer %s\" | jq '.[].status'", hayHost(), j), j)
		case 1:
			s = haySec("jwt", "chat", fmt.Sprintf("token from the mdms login, valid a day: %s", j), j)
		case 2:
			s = haySec("jwt", "http", fmt.Sprintf("GET /piwebapi/streams/F1DPmN/recorded HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json\n", hayHost(), j), j)
		default:
			s = haySec("jwt", "log", fmt.Sprintf("%s DEBUG ocpp.ws: upgrade ok cp=CP-%s jwt=%s", hayTime(), hayD(1000, 9999), j), j)
		}
		out = append(out, s)
	}
	return out
}

func hayPEMs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 6 {
		case 0:
			pem, ls := hayPEM("RSA", hayN(6, 10))
			s = haySec("pem", "chat", "the client cert key for the IEC 62351 TLS on the gateway:\n"+pem, ls...)
		case 1:
			pem, ls := hayPEM("EC", 2)
			s = haySec("pem", "yaml", "ocpp:\n  security_profile: 3\n  client_key: |\n    "+strings.ReplaceAll(pem, "\n", "\n    ")+"\n", ls...)
		case 2:
			pem, ls := hayPEM("OPENSSH", hayN(5, 7))
			s = haySec("ssh-key", "notes", "jump host key for the substation DMZ (id_ed25519):\n"+pem+"\npublic half is on the bastion already", ls...)
			s = hayKeep(s, "public half is on the bastion already")
		case 3:
			pem, ls := hayPEM("", hayN(6, 9))
			pem = strings.NewReplacer("BEGIN  PRIVATE", "BEGIN PRIVATE", "END  PRIVATE", "END PRIVATE").Replace(pem)
			s = haySec("pem", "ticket", "CHG-"+hayD(10000, 99999)+" install new cert on "+hayHost()+"\n\nkey:\n"+pem+"\n", ls...)
		case 4:
			pem, ls := hayPEM("OPENSSH", hayN(5, 7))
			s = haySec("ssh-key", "shell", "$ cat ~/.ssh/id_ed25519\n"+pem+"\n$ ssh -i ~/.ssh/id_ed25519 ops@"+hayHost(), ls...)
		default:
			pem, ls := hayPEM("ENCRYPTED", hayN(6, 8))
			pass := hayHumanPw()
			s = haySec("pem", "notes", "key for the PI Vision cert, passphrase "+pass+"\n"+pem, append([]string{pass}, ls...)...)
		}
		out = append(out, s)
	}
	return out
}

func haySaaSKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 12 {
		case 0:
			k := haySendGrid()
			s = haySec("saas", "env", fmt.Sprintf("SENDGRID_API_KEY=%s\nOUTAGE_NOTICE_FROM=noreply@coop-power.example\n", k), k)
		case 1:
			sid, tok := "AC"+hayHexKey(32), hayHexKey(32)
			s = haySec("saas", "python", fmt.Sprintf("client = Client(\"%s\", \"%s\")\nclient.messages.create(to=crew_phone, from_=\"+15005550006\", body=\"Callout: feeder %s\")\n", sid, tok, hayD(10, 99)), tok)
		case 2:
			k := hayOpenAI()
			s = haySec("saas", "chat", fmt.Sprintf("openai key for the SOP chatbot %s", k), k)
		case 3:
			k := hayAnthropic()
			s = haySec("saas", "env", fmt.Sprintf("ANTHROPIC_API_KEY=%s", k), k)
		case 4:
			k := hayHexKey(32)
			s = haySec("saas", "yaml", fmt.Sprintf("datadog:\n  api_key: %s\n  site: datadoghq.eu\n  tags: [\"site:%s\"]\n", k, strings.ToLower(strings.Fields(haySite())[0])), k)
		case 5:
			k := "npm_" + hayR(alnum, 36)
			s = haySec("saas", "npmrc", fmt.Sprintf("//registry.npmjs.org/:_authToken=%s\n", k), k)
		case 6:
			k := "hf_" + hayR(alnum, 34)
			s = haySec("saas", "shell", fmt.Sprintf("$ huggingface-cli login --token %s\nToken is valid (permission: read).\n", k), k)
		case 7:
			k := "shpat_" + hayHexKey(32)
			s = haySec("saas", "chat", fmt.Sprintf("shop admin token for the solar-kits store: %s", k), k)
		case 8:
			k := "key-" + hayHexKey(32)
			s = haySec("saas", "php", fmt.Sprintf("$mg = Mailgun::create('%s', 'https://api.eu.mailgun.net');\n$mg->messages()->send('mg.waterdistrict.example', $params);\n", k), k)
		case 9:
			k := "glsa_" + hayR(alnum, 32) + "_" + hayHexKey(8)
			s = haySec("saas", "notes", fmt.Sprintf("Grafana service account token (dashboards for %s): %s", haySite(), k), k)
		case 10:
			k := "NRAK-" + hayR(upper+digits, 27)
			s = haySec("saas", "chat", fmt.Sprintf("new relic user key %s — for the ADMS latency dashboards", k), k)
		default:
			k := "pypi-AgEIcHlwaS5vcmc" + hayR(b64url, 60)
			s = haySec("saas", "ini", fmt.Sprintf("[pypi]\nusername = __token__\npassword = %s\n", k), k)
		}
		out = append(out, s)
	}
	return out
}

func hayEnergyKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 12 {
		case 0:
			k := haySolarEdge()
			s = haySec("energy-api", "url", fmt.Sprintf("https://monitoringapi.solaredge.com/site/%s/overview?api_key=%s", hayD(1000000, 4999999), k), k)
		case 1:
			k := haySolarEdge()
			s = haySec("energy-api", "chat", fmt.Sprintf("SolarEdge API key for the %s fleet: %s (site-level, read only)", haySite(), k), k)
		case 2:
			k, sec := hayHexKey(32), hayR(alnum, 40)
			s = haySec("energy-api", "env", fmt.Sprintf("ENPHASE_API_KEY=%s\nENPHASE_CLIENT_ID=%s\nENPHASE_CLIENT_SECRET=%s\n", k, hayHexKey(32), sec), k, sec)
		case 3:
			k := hayR(hayUpperH, hayPi(16, 20, 32, 40))
			s = haySec("ocpp-auth", "json", fmt.Sprintf("[2,\"%s\",\"ChangeConfiguration\",{\"key\":\"AuthorizationKey\",\"value\":\"%s\"}]", hayUUID(), k), k)
		case 4:
			k := hayR(alnum, hayN(16, 24))
			s = haySec("ocpp-auth", "chat", fmt.Sprintf("for charger CP-%s set security profile 1, the basic auth password on the CSMS side is %s", hayD(1000, 9999), k), k)
		case 5:
			ek, ak := hayR(hayUpperH, 32), hayR(hayUpperH, 32)
			s = haySec("dlms", "notes", fmt.Sprintf("Meter batch %s (Landis+Gyr E450)\nGUEK: %s\nGAK:  %s\nSecurity suite 0, HLS-GMAC\n", hayD(100, 999), ek, ak), ek, ak)
			s = hayKeep(s, "Security suite 0, HLS-GMAC")
		case 6:
			k := hayHexKey(64)
			s = haySec("dnp3", "ini", fmt.Sprintf("[outstation_%s]\naddress=%s\nsa_version=5\nupdate_key=%s\nkey_wrap=AES-256\n", hayD(1, 40), hayD(1, 65519), k), k)
		case 7:
			pw := hayPw()
			tok := base64.StdEncoding.EncodeToString([]byte("piwebapi_svc:" + pw))
			s = haySec("historian", "http", fmt.Sprintf("GET https://%s/piwebapi/points?path=\\\\PISRV01\\PLANT1.TURB2.TEMP\nAuthorization: Basic %s\n", hayHost(), tok), tok)
		case 8:
			pw := hayPw()
			s = haySec("historian", "connstr", fmt.Sprintf("Provider=PIOLEDB.1;Data Source=PISRV01;User ID=piuser;Password=%s;Time Zone=UTC", pw), pw)
		case 9:
			pw := hayPw()
			s = haySec("energy-portal", "chat", fmt.Sprintf("Sunny Portal for the %s plant: installer password is %s, user password is separate", haySite(), pw), pw)
		case 10:
			k := strings.ToUpper(hayHexKey(32))
			s = haySec("mbus", "csv", fmt.Sprintf("meter_id,manufacturer,aes_key,install_date\n%s,KAM,%s,%s\n%s,KAM,,%s\n", hayD(10000000, 99999999), k, hayDate(), hayD(10000000, 99999999), hayDate()), k)
		default:
			pw := hayPw()
			s = haySec("energy-portal", "notes", fmt.Sprintf("Fronius Datamanager on %s — service password %s, customer password unchanged", hayHost(), pw), pw)
		}
		out = append(out, s)
	}
	return out
}
