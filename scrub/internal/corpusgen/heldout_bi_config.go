package main

import (
	"fmt"
	"strings"
)

// Secrets in configuration files of many syntaxes: .env, database URLs, Kubernetes secrets,
// application configs, cloud credentials and dotfiles.

func hbiConfigs() []Sample {
	var out []Sample
	out = append(out, hbiN(16, hbiEnvFile)...)
	out = append(out, hbiN(14, hbiDBURL)...)
	out = append(out, hbiN(8, hbiK8sSecret)...)
	out = append(out, hbiN(18, hbiAppConfig)...)
	out = append(out, hbiN(12, hbiCloud)...)
	out = append(out, hbiN(10, hbiDotfile)...)
	return out
}

func hbiDBName() string {
	return hbiPick("hmis", "benefits", "court_records", "koha", "kobocat", "dhis2", "elections", "taxcase", "grants", "odk")
}

func hbiEnvFile() Sample {
	p := hbiPw()
	tok := hbiKobo()
	dj := hbiRnd(alnum+"!@#%^&*(-_=+)", 50)
	keep := hbiPick("APP_ENV=production", "DEBUG=false", "TZ=Africa/Nairobi", "KOBO_URL=https://kf.kobotoolbox.org", "PORT=8080")
	db := hbiDBName()
	switch rng.IntN(6) {
	case 0:
		t := fmt.Sprintf("%s\nDATABASE_URL=postgres://%s:%s@%s:5432/%s\nKOBO_TOKEN=%s\nLOG_LEVEL=info", keep, db+"_app", p, hbiPickL(hbiHosts), db, tok)
		return hbiK(hbiS("env-file", "env", t, p, tok), keep)
	case 1:
		t := fmt.Sprintf("# kobo-env/envfiles/django.txt\n%s\nDJANGO_SECRET_KEY=%s\nKOBO_SUPERUSER_USERNAME=super_admin\nKOBO_SUPERUSER_PASSWORD=%s", keep, dj, p)
		return hbiK(hbiS("env-file", "env", t, dj, p), keep)
	case 2:
		label, k := hbiVendorKey()
		name := strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_").Replace(label))
		t := fmt.Sprintf("%s\n%s=%s\nSMTP_HOST=smtp.%s\nSMTP_PASSWORD='%s'", keep, name, k, hbiPick("eastbrook.gov", "field-ngo.org"), p)
		return hbiK(hbiS("env-file", "env", t, k, p), keep)
	case 3:
		t := fmt.Sprintf("export DHIS2_BASE_URL=https://%s\nexport DHIS2_USERNAME=%s\nexport DHIS2_PASSWORD=\"%s\"\nexport DHIS2_PAT=%s", hbiPickL(hbiHosts), hbiPickL(hbiUsers), p, hbiDHIS2())
		s := hbiS("env-file", "shell", t, p)
		pat := t[strings.LastIndex(t, "=")+1:]
		s.Secrets = append(s.Secrets, pat)
		return s
	case 4:
		id, sec := hbiAWSID(), hbiAWSSecret()
		t := fmt.Sprintf("%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=af-south-1\nS3_BUCKET=ngo-kobo-exports", keep, id, sec)
		return hbiK(hbiS("env-file", "env", t, id, sec), keep)
	default:
		sf := hbiRnd(alnum, 25)
		t := fmt.Sprintf("SF_USERNAME=npsp-integration@%s.org\nSF_PASSWORD=%s\nSF_SECURITY_TOKEN=%s\nSF_LOGIN_URL=https://login.salesforce.com", hbiPick("donors-ngo", "relief-intl", "libfoundation"), p, sf)
		return hbiS("env-file", "env", t, p, sf)
	}
}

func hbiDBURL() Sample {
	p := hbiPick(hbiRandPw(), hbiHumanPw(), hbiRnd(alnum, 24))
	p = strings.NewReplacer("@", "", "/", "", "#", "", "?", "", "%", "", "^", "").Replace(p)
	if len(p) < 8 {
		p += hbiRnd(alnum, 6)
	}
	u := hbiPick("app", "hmis_ro", "court_rw", "koha_admin", "postgres", "benefits_svc", "kobo")
	h := hbiPickL(hbiHosts)
	db := hbiDBName()
	var url string
	switch rng.IntN(6) {
	case 0:
		url = fmt.Sprintf("postgresql://%s:%s@%s:5432/%s?sslmode=require", u, p, h, db)
	case 1:
		url = fmt.Sprintf("mysql://%s:%s@%s:3306/%s", u, p, h, db)
	case 2:
		url = fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true", u, p, hbiRnd(lower+digits, 5), db)
	case 3:
		url = fmt.Sprintf("redis://:%s@%s:6379/0", p, h)
	case 4:
		url = fmt.Sprintf("amqp://%s:%s@%s:5672/%%2F", u, p, h)
	default:
		url = fmt.Sprintf("https://%s:%s@%s/api/v2/assets/", u, p, hbiPickL(hbiHosts))
	}
	switch rng.IntN(6) {
	case 0:
		return hbiWrapS("db-url", fmt.Sprintf("prod connection string: %s", url), p)
	case 1:
		return hbiS("db-url", "python-traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/sync.py\", line %d, in <module>\n    engine = create_engine(\"%s\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: Connection refused", hbiIn(10, 300), url), p)
	case 2:
		return hbiS("db-url", "yaml", fmt.Sprintf("services:\n  worker:\n    image: registry.eastbrook.gov/benefits/worker:2.3.1\n    environment:\n      - DATABASE_URL=%s\n      - QUEUE=default", url), p)
	case 3:
		return hbiS("db-url", "log", fmt.Sprintf("%s %s ERROR [pool] connect failed url=%s err=\"timeout after 30s\"", hbiDate(), hbiTime(), url), p)
	case 4:
		return hbiWrapS("db-url", fmt.Sprintf("für die Migration bitte %s verwenden", url), p)
	default:
		return hbiS("db-url", "toml", fmt.Sprintf("[database]\nurl = \"%s\"\npool_size = 10", url), p)
	}
}

func hbiK8sSecret() Sample {
	p := hbiPw()
	tok := hbiPick(hbiKobo(), hbiDHIS2(), hbiGitLab())
	pb, tb := hbiB64(p), hbiB64(tok)
	name := hbiPick("kobo-credentials", "dhis2-sync", "court-db", "library-ils", "benefits-api")
	if hbiChance(0.3) {
		t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\nstringData:\n  username: %s\n  password: \"%s\"", name, hbiPick("field", "prod", "data"), hbiPickL(hbiUsers), p)
		return hbiS("k8s-secret", "yaml", t, p)
	}
	ub := hbiB64(hbiPickL(hbiUsers))
	t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s", name, hbiPick("field", "prod", "data"), ub, pb, tb)
	return hbiS("k8s-secret", "yaml", t, pb, tb)
}

func hbiAppConfig() Sample {
	p := hbiPw()
	h := hbiPickL(hbiHosts)
	switch rng.IntN(12) {
	case 0:
		return hbiS("app-config", "yaml", fmt.Sprintf("version: \"3.8\"\nservices:\n  db:\n    image: postgres:15\n    environment:\n      POSTGRES_USER: dhis\n      POSTGRES_PASSWORD: \"%s\"\n      POSTGRES_DB: dhis2", p), p)
	case 1:
		keep := "spring.datasource.url=jdbc:postgresql://" + h + ":5432/" + hbiDBName()
		return hbiK(hbiS("app-config", "properties", fmt.Sprintf("%s\nspring.datasource.username=app\nspring.datasource.password=%s\nserver.port=8443", keep, p), p), keep)
	case 2:
		return hbiS("app-config", "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"CaseDb\": \"Server=%s;Database=CaseRecords;User Id=sa;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", h, p), p)
	case 3:
		return hbiS("app-config", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Registry\" connectionString=\"Data Source=%s;Initial Catalog=Registry;User ID=registry_app;Password=%s\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", h, p), p)
	case 4:
		return hbiS("app-config", "php", fmt.Sprintf("define( 'DB_NAME', 'library_site' );\ndefine( 'DB_USER', 'wp_library' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", p), p)
	case 5:
		return hbiS("app-config", "ini", fmt.Sprintf("[database]\nhost = %s\nuser = taxcase\npassword = %s\n\n[mail]\nrelay = smtp.eastbrook.gov", h, p), p)
	case 6:
		return hbiS("app-config", "dhis.conf", fmt.Sprintf("connection.dialect = org.hibernate.dialect.PostgreSQLDialect\nconnection.driver_class = org.postgresql.Driver\nconnection.url = jdbc:postgresql:dhis2\nconnection.username = dhis\nconnection.password = %s\nserver.base.url = https://%s", p, h), p)
	case 7:
		sk := "django-insecure-" + hbiRnd(lower+digits+"!@#$%^&*(-_=+)", 50)
		return hbiS("app-config", "python", fmt.Sprintf("SECRET_KEY = '%s'\n\nDATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'odk',\n        'PASSWORD': '%s',\n    }\n}", sk, p), sk, p)
	case 8:
		k := hbiHex(32)
		sec := hbiRnd(alnum+"+/=", 44)
		return hbiS("app-config", "json", fmt.Sprintf("{\n  \"blackbaud\": {\n    \"subscriptionKey\": \"%s\",\n    \"clientId\": \"%s\",\n    \"clientSecret\": \"%s\",\n    \"redirectUri\": \"https://grants.example.org/callback\"\n  }\n}", k, hbiUUID(), sec), k, sec)
	case 9:
		key := hbiHex(40)
		return hbiS("app-config", "yaml", fmt.Sprintf("commcare:\n  domain: ngo-nutrition\n  username: data.export@field-ngo.org\n  api_key: %s\n  base_url: https://www.commcarehq.org", key), key)
	case 10:
		return hbiS("app-config", "toml", fmt.Sprintf("[smtp]\nserver = \"smtp.office365.com\"\nport = 587\nuser = \"foia@countyclerk.example.gov\"\npassword = \"%s\"", p), p)
	default:
		return hbiS("app-config", "xml", fmt.Sprintf("<settings>\n  <add key=\"ElectionsFeedUrl\" value=\"https://results.elections.example.gov/feed\" />\n  <add key=\"FeedPassword\" value=\"%s\" />\n</settings>", p), p)
	}
}

func hbiUUID() string {
	return hbiHex(8) + "-" + hbiHex(4) + "-4" + hbiHex(3) + "-" + hbiPick("8", "9", "a", "b") + hbiHex(3) + "-" + hbiHex(12)
}

func hbiCloud() Sample {
	switch rng.IntN(7) {
	case 0:
		id, sec := hbiAWSID(), hbiAWSSecret()
		return hbiS("cloud-key", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1", id, sec), id, sec)
	case 1:
		id, sec := hbiAWSID(), hbiAWSSecret()
		return hbiWrapS("cloud-key", fmt.Sprintf("S3 upload for the scanned court files uses key %s with secret %s", id, sec), id, sec)
	case 2:
		acct := hbiPick("muniarchive", "ngoexports", "libscans", "taxdocs01")
		k := hbiAzureKey()
		return hbiWrapS("cloud-key", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
	case 3:
		s := hbiAzureClientSecret()
		return hbiS("cloud-key", "json", fmt.Sprintf("{\n  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"TenantId\": \"%s\",\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\"\n  }\n}", hbiUUID(), hbiUUID(), s), s)
	case 4:
		k := hbiGCPKey()
		return hbiWrapS("cloud-key", fmt.Sprintf("Geocoding API key (server side, restricted to the benefits backend): %s", k), k)
	case 5:
		id, sec := hbiAWSID(), hbiAWSSecret()
		return hbiS("cloud-key", "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"af-south-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sec), id, sec)
	default:
		s := hbiAzureClientSecret()
		app := hbiUUID()
		return hbiS("cloud-key", "shell", fmt.Sprintf("az login --service-principal -u %s -p '%s' --tenant %s", app, s, hbiPick("eastbrook.onmicrosoft.com", hbiUUID())), s)
	}
}

func hbiDotfile() Sample {
	p := strings.ReplaceAll(hbiPw(), ":", "")
	switch rng.IntN(7) {
	case 0:
		return hbiS("dotfile", "pgpass", fmt.Sprintf("# ~/.pgpass\n%s:5432:%s:report_ro:%s", hbiPickL(hbiHosts), hbiDBName(), p), p)
	case 1:
		return hbiS("dotfile", "netrc", fmt.Sprintf("machine %s\n  login %s\n  password %s", hbiPickL(hbiHosts), hbiPickL(hbiUsers), p), p)
	case 2:
		t := hbiNpm()
		return hbiS("dotfile", "npmrc", fmt.Sprintf("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s", t), t)
	case 3:
		t := "pypi-AgEIcHlwaS5vcmc" + hbiRnd(b64url, 120)
		return hbiS("dotfile", "pypirc", fmt.Sprintf("[pypi]\n  username = __token__\n  password = %s", t), t)
	case 4:
		t := hbiPick(hbiGHP(), hbiGitLab())
		host := "github.com"
		if strings.HasPrefix(t, "glpat") {
			host = "gitlab.eastbrook.gov"
		}
		return hbiS("dotfile", "git-credentials", fmt.Sprintf("https://%s:%s@%s", hbiPick("ci-bot", "oauth2", "jdoe"), t, host), t)
	case 5:
		a := hbiB64(hbiPick("ci-bot", "deploy", "field-ngo") + ":" + p)
		return hbiS("dotfile", "json", fmt.Sprintf("{\n  \"auths\": {\n    \"registry.eastbrook.gov\": {\n      \"auth\": \"%s\"\n    }\n  }\n}", a), a)
	default:
		return hbiS("dotfile", "ssh-config", fmt.Sprintf("# sshpass wrapper for the records box\nHost records\n  HostName %s\n  User records\n# password: %s", hbiPickL(hbiHosts), p), p)
	}
}
