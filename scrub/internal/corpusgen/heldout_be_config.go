package main

import "strings"

// Config files of many syntaxes with cloud keys, vendor keys, database URLs and PEM keys.

type hbeVendor struct {
	env  string
	desc string
	gen  func() string
}

var hbeVendors = []hbeVendor{
	{"AWS_SECRET_ACCESS_KEY", "AWS secret key", hbeAWSSecret},
	{"GITHUB_TOKEN", "GitHub token", hbeGHP},
	{"GITLAB_TOKEN", "GitLab token", hbeGLPat},
	{"SLACK_BOT_TOKEN", "Slack bot token", hbeSlack},
	{"TELEGRAM_BOT_TOKEN", "Telegram bot token", hbeTgBot},
	{"STRIPE_SECRET_KEY", "Stripe key", hbeStripe},
	{"GOOGLE_PLACES_KEY", "Google API key", hbeGoogleKey},
	{"SENDGRID_API_KEY", "SendGrid key", hbeSendGrid},
	{"OPENAI_API_KEY", "OpenAI key", hbeOpenAI},
	{"ANTHROPIC_API_KEY", "Anthropic key", hbeAnthropic},
	{"NPM_TOKEN", "npm token", hbeNpm},
	{"SHOPIFY_ACCESS_TOKEN", "Shopify token", hbeShopify},
	{"TWILIO_API_SECRET", "Twilio key", hbeTwilioSK},
	{"AZURE_CLIENT_SECRET", "Azure client secret", hbeAzureSecret},
	{"DUFFEL_ACCESS_TOKEN", "Duffel token", hbeDuffel},
	{"AMADEUS_CLIENT_SECRET", "Amadeus for Developers secret", func() string { return hbeR(hbeAlnum, 16) }},
	{"HOTELBEDS_API_KEY", "Hotelbeds API key", hbeHex32},
	{"SITEMINDER_API_TOKEN", "SiteMinder token", func() string { return hbeR(hbeB64u, 48) }},
	{"CLOUDBEDS_API_KEY", "Cloudbeds key", func() string { return "cbat_" + hbeR(hbeAlnum, 32) }},
	{"DATADOG_API_KEY", "Datadog key", hbeHex32},
	{"MAILGUN_API_KEY", "Mailgun key", func() string { return "key-" + hbeHex32() }},
	{"SABRE_CLIENT_SECRET", "Sabre Dev Studio secret", func() string { return hbeR(hbeAlnum, 8) }},
}

func hbeVendorPick() hbeVendor { return hbeVendors[rng.IntN(len(hbeVendors))] }

func hbeConfigSamples() []Sample {
	var out []Sample
	// vendor keys in many syntaxes
	for i := 0; i < 33; i++ {
		v := hbeVendorPick()
		k := v.gen()
		low := strings.ToLower(v.env)
		var s Sample
		switch i % 11 {
		case 0:
			s = hbeSec("vendor-key", "env", hbeF("APP_ENV=production\nTZ=Europe/Madrid\n%s=%s\nLOG_LEVEL=info", v.env, k), k)
			s = hbeKeep(s, "TZ=Europe/Madrid")
		case 1:
			s = hbeSec("vendor-key", "yaml", hbeF("integrations:\n  %s:\n    enabled: true\n    key: \"%s\"\n    timeout_ms: 8000", low, k), k)
		case 2:
			s = hbeSec("vendor-key", "json", hbeF("{\"provider\": \"%s\", \"apiKey\": \"%s\", \"currency\": \"EUR\"}", v.desc, k), k)
		case 3:
			s = hbeSec("vendor-key", "toml", hbeF("[%s]\nsecret = '%s'\nregion = \"eu-west-1\"", low, k), k)
		case 4:
			s = hbeSec("vendor-key", "ini", hbeF("; booking engine\n[api]\nurl=https://engine.example-hotels.com\n%s=%s", low, k), k)
		case 5:
			s = hbeSec("vendor-key", "xml", hbeF("<appSettings>\n  <add key=\"Culture\" value=\"es-ES\" />\n  <add key=\"%s\" value=\"%s\" />\n</appSettings>", v.env, k), k)
		case 6:
			s = hbeSec("vendor-key", "properties", hbeF("booking.engine.locale=pt_PT\n%s=%s", strings.ReplaceAll(low, "_", "."), k), k)
		case 7:
			s = hbeSec("vendor-key", "chat", hbeF("%s for the tour-booking app: %s", v.desc, k), k)
		case 8:
			s = hbeSec("vendor-key", "compose", hbeF("services:\n  rates-worker:\n    image: registry.example.com/rates-worker:2.3.1\n    environment:\n      - %s=%s\n      - QUEUE=rates", v.env, k), k)
		case 9:
			s = hbeSec("vendor-key", "hcl", hbeF("variable \"%s\" {\n  default = \"%s\"\n}", low, k), k)
		default:
			s = hbeSec("vendor-key", "chat-es", hbeF("te paso la %s del proyecto de reservas: %s", v.desc, k), k)
		}
		out = append(out, s)
	}
	// AWS pair
	for i := 0; i < 8; i++ {
		id, sec := hbeAWSID(), hbeAWSSecret()
		switch i % 4 {
		case 0:
			out = append(out, hbeSec("aws", "ini", hbeF("[bookings-prod]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-south-2", id, sec), id, sec))
		case 1:
			out = append(out, hbeSec("aws", "chat", hbeF("S3 bucket for the vouchers: key %s secret %s", id, sec), id, sec))
		case 2:
			out = append(out, hbeSec("aws", "shell", hbeF("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 ls s3://dmc-vouchers/2026/", id, sec), id, sec))
		default:
			out = append(out, hbeSec("aws", "csv", hbeF("User name,Access key ID,Secret access key\nvoucher-uploader,%s,%s", id, sec), id, sec))
		}
	}
	// Azure storage connection strings
	for i := 0; i < 5; i++ {
		k := hbeAzureAccountKey()
		acc := "dmcstore" + hbeR(hbeDig, 3)
		cs := hbeF("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acc, k)
		if i%2 == 0 {
			out = append(out, hbeSec("azure", "json", hbeF("{\n  \"ConnectionStrings\": {\n    \"Vouchers\": \"%s\"\n  }\n}", cs), k))
		} else {
			out = append(out, hbeSec("azure", "chat", hbeF("blob storage for the brochures: %s", cs), k))
		}
	}
	// database URLs and connection strings
	for i := 0; i < 22; i++ {
		p := hbePw()
		pu := strings.NewReplacer("@", "%40", "#", "%23", "/", "%2F", "?", "%3F", "%", "%25").Replace(p)
		host := hbeP("db.bookings.internal", "10.20.3.14", "pms-replica.example.net", "rates.cluster-c9x.eu-west-1.rds.amazonaws.com")
		u := hbeP("booking_app", "pms", "root", "reservas", "gds_sync")
		var s Sample
		switch i % 11 {
		case 0:
			s = hbeSec("db-url", "env", hbeF("DATABASE_URL=postgres://%s:%s@%s:5432/bookings", u, pu, host), pu)
		case 1:
			s = hbeSec("db-url", "chat", hbeF("replica is mysql://%s:%s@%s:3306/pms if you need the occupancy numbers", u, pu, host), pu)
		case 2:
			s = hbeSec("db-url", "yaml", hbeF("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/tours\n    username: %s\n    password: %s", host, u, p), p)
		case 3:
			s = hbeSec("db-url", "dotnet", hbeF("Server=%s;Database=Reservations;User Id=%s;Password=%s;TrustServerCertificate=True;", host, u, p), p)
		case 4:
			s = hbeSec("db-url", "env", hbeF("MONGO_URI=mongodb+srv://%s:%s@cluster0.ab1cd.mongodb.net/itineraries?retryWrites=true", u, pu), pu)
		case 5:
			s = hbeSec("db-url", "env", hbeF("REDIS_URL=redis://default:%s@%s:6379/0", pu, host), pu)
		case 6:
			s = hbeSec("db-url", "shell", hbeF("$ mysql -h %s -u %s -p%s pms -e 'select count(*) from folios'", host, u, p), p)
		case 7:
			s = hbeSec("db-url", "shell", hbeF("PGPASSWORD='%s' psql -h %s -U %s -d bookings -c '\\dt'", p, host, u), p)
		case 8:
			s = hbeSec("db-url", "pgpass", hbeF("%s:5432:bookings:%s:%s", host, u, p), p)
		case 9:
			s = hbeSec("db-url", "php", hbeF("$pdo = new PDO('mysql:host=%s;dbname=hotel', '%s', '%s');", host, u, p), p)
		default:
			s = hbeSec("db-url", "chat", hbeF("amqp://%s:%s@mq.tours.internal:5672/ for the booking queue", u, pu), pu)
		}
		out = append(out, s)
	}
	// Kubernetes secrets
	for i := 0; i < 8; i++ {
		p := hbePw()
		b := hbeB64of(p)
		k := hbeGHP()
		if i%2 == 0 {
			k = hbeStripe()
		}
		bk := hbeB64of(k)
		s := hbeSec("k8s-secret", "yaml", hbeF("apiVersion: v1\nkind: Secret\nmetadata:\n  name: booking-engine\n  namespace: travel\ntype: Opaque\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s\n  API_KEY: %s", hbeB64of("booking_app"), b, bk), b, bk)
		out = append(out, hbeKeep(s, "  namespace: travel"))
	}
	// PEM / SSH private keys
	for i := 0; i < 12; i++ {
		blk, l1, l2 := hbePEM()
		var s Sample
		switch i % 4 {
		case 0:
			s = hbeSec("private-key", "chat", hbeF("the SFTP key for the Hotelbeds file drop:\n%s", blk), l1, l2)
		case 1:
			s = hbeSec("private-key", "yaml", hbeF("sftp:\n  host: sftp.bedbank.example.com\n  user: dmc_%s\n  key: |\n    %s", hbeR(hbeLower, 4), strings.ReplaceAll(blk, "\n", "\n    ")), l1, l2)
		case 2:
			s = hbeSec("private-key", "notes", hbeF("Deploy box for the booking site\nssh deploy@web1.example-tours.com\n%s\nrestart with systemctl restart booking", blk), l1, l2)
			s = hbeKeep(s, "restart with systemctl restart booking")
		default:
			s = hbeSec("private-key", "json", hbeF("{\"private_key\": \"%s\\n\"}", strings.ReplaceAll(blk, "\n", "\\n")), l1, l2)
		}
		out = append(out, s)
	}
	return out
}
