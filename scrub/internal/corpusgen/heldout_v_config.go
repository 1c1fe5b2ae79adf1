package main

import (
	"fmt"
	"strings"
)

// Config files of many syntaxes, each holding a secret beside ordinary settings.

func hvHost() string {
	return hvP("db.internal", "nas.local", "192.168.1.20", "pg-prod-01.lan", "mysql.hosting-"+hvS(3, lower)+".net",
		"localhost", "sql.office.lan", "10.0.4.17", "cluster0."+hvS(5, lower+digits)+".mongodb.net", "shop-db.c"+hvS(8, lower+digits)+".eu-west-1.rds.amazonaws.com")
}

func hvConfigSamples() []Sample {
	var out []Sample
	for _, i := range rng.Perm(34)[:32] {
		pw := hvPw(true)
		user := hvP("app", "shop", "wp_user", "booking", "nextcloud", "hass", strings.ToLower(hvName()))
		user = strings.NewReplacer("é", "e", "í", "i").Replace(user)
		var s Sample
		switch i % 34 {
		case 0:
			key := "sk_live_51" + hvS(97, alnum)
			s = hvSec("env-file", "env", fmt.Sprintf("APP_ENV=production\nPORT=8080\nDATABASE_URL=postgres://%s:%s@%s:5432/shop\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=pk_live_51%s", user, pw, hvHost(), key, hvS(97, alnum)), pw, key)
			s = hvKeep(s, "APP_ENV=production", "PORT=8080")
		case 1:
			p1, p2 := hvPw(true), hvRandPw(24, true)
			s = hvSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s", user, hvP("default", "prod", "family-apps"), hvB64Of(user), hvB64Of(p1), hvB64Of(p2)), hvB64Of(p1), hvB64Of(p2))
			s = hvKeep(s, "kind: Secret")
		case 2:
			s = hvSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\nstringData:\n  SMTP_USER: %s\n  SMTP_PASSWORD: \"%s\"", hvUser(), pw), pw)
		case 3:
			s = hvSec("docker-compose", "yaml", fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n    volumes:\n      - pgdata:/var/lib/postgresql/data", user, pw), pw)
			s = hvKeep(s, "    image: postgres:16")
		case 4:
			id, sk := hvAWSID(), hvAWSSecret()
			s = hvSec("aws-credentials", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", id, sk, hvP("eu-central-1", "us-east-1", "ap-southeast-2")), id, sk)
		case 5:
			tok := "npm_" + hvS(36, alnum)
			s = hvSec("npmrc", "ini", fmt.Sprintf("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nsave-exact=true", tok), tok)
			s = hvKeep(s, "save-exact=true")
		case 6:
			s = hvSec("netrc", "netrc", fmt.Sprintf("machine %s\n  login %s\n  password %s", hvP("api.heroku.com", "ftp.familyphotos.net", "nas.local", "git.office.lan"), hvUser(), pw), pw)
		case 7:
			s = hvSec("pgpass", "pgpass", fmt.Sprintf("# hostname:port:database:username:password\n%s:5432:*:%s:%s", hvHost(), user, pw), pw)
			s = hvKeep(s, "# hostname:port:database:username:password")
		case 8:
			tok := hvGHToken()
			s = hvSec("git-credentials", "text", fmt.Sprintf("https://%s:%s@github.com", strings.ToLower(hvName()), tok), tok)
		case 9:
			s = hvSec("spring-properties", "properties", fmt.Sprintf("spring.datasource.url=jdbc:mysql://%s:3306/booking\nspring.datasource.username=%s\nspring.datasource.password=%s\nserver.port=8081", hvHost(), user, pw), pw)
			s = hvKeep(s, "server.port=8081")
		case 10:
			s = hvSec("appsettings", "json", fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=%s;Database=Payroll;User Id=%s;Password=%s;TrustServerCertificate=True\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}", hvHost(), user, pw), pw)
		case 11:
			salt := hvS(64, alnum+"!@#%^&*()-_[]{}<>~+=,.;:/?|")
			s = hvSec("wp-config", "php", fmt.Sprintf("define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '%s' );", hvP("bakery", "parish", "kita"), user, pw, salt), pw, salt)
			s = hvKeep(s, "define( 'DB_HOST', 'localhost' );")
		case 12:
			s = hvSec("rails-database", "yaml", fmt.Sprintf("production:\n  adapter: postgresql\n  database: shop_production\n  username: %s\n  password: <%%= ENV.fetch(\"DB_PASSWORD\", \"%s\") %%>", user, pw), pw)
		case 13:
			s = hvSec("ansible-vars", "yaml", fmt.Sprintf("# group_vars/printers.yml\nansible_user: %s\nansible_password: %s\nansible_connection: winrm", user, pw), pw)
			s = hvKeep(s, "ansible_connection: winrm")
		case 14:
			s = hvSec("home-assistant", "yaml", fmt.Sprintf("# secrets.yaml\nwifi_ssid: \"%s\"\nwifi_password: \"%s\"\nlatitude_home: %d.%04d", hvSSID(), pw, hvN(35, 60), hvN(0, 9999)), pw)
		case 15:
			s = hvSec("openvpn-auth", "text", fmt.Sprintf("# /etc/openvpn/auth.txt (line 1 user, line 2 password)\n%s\n%s", hvUser(), pw), pw)
		case 16:
			priv := hvB64(43) + "="
			pub := hvB64(43) + "="
			s = hvSec("wireguard", "ini", fmt.Sprintf("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = %s.duckdns.org:51820\nAllowedIPs = 0.0.0.0/0", priv, hvN(2, 200), pub, hvP("homebox", "familienas", "casa")), priv)
			s = hvKeep(s, "PublicKey = "+pub)
		case 17:
			s = hvSec("maven-settings", "xml", fmt.Sprintf("<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>", user, pw), pw)
			s = hvKeep(s, "      <id>nexus-releases</id>")
		case 18:
			tok := "pypi-AgEIcHlwaS5vcmc" + hvS(hvN(60, 120), b64url)
			s = hvSec("pypirc", "ini", fmt.Sprintf("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s", tok), tok)
		case 19:
			tok := hvJWT()
			s = hvSec("kubeconfig", "yaml", fmt.Sprintf("users:\n- name: %s\n  user:\n    token: %s\ncontexts:\n- name: home-lab", user, tok), tok)
			s = hvKeep(s, "- name: home-lab")
		case 20:
			sec := hvAzureClientSecret()
			s = hvSec("tfvars", "hcl", fmt.Sprintf("tenant_id     = \"%s\"\nclient_id     = \"%s\"\nclient_secret = \"%s\"\nlocation      = \"westeurope\"", hvUUID(), hvUUID(), sec), sec)
			s = hvKeep(s, "location      = \"westeurope\"")
		case 21:
			s = hvSec("nuget-config", "xml", fmt.Sprintf("<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"%s\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </internal>\n</packageSourceCredentials>", user, pw), pw)
		case 22:
			s = hvSec("smb-credentials", "text", fmt.Sprintf("# /root/.smbcredentials\nusername=%s\npassword=%s\ndomain=WORKGROUP", user, pw), pw)
			s = hvKeep(s, "domain=WORKGROUP")
		case 23:
			s = hvSec("msmtprc", "text", fmt.Sprintf("account gmail\nhost smtp.gmail.com\nport 587\nauth on\nuser %s@gmail.com\npassword %s\nfrom %s@gmail.com", user, strings.ToLower(hvS(4, lower)+" "+hvS(4, lower)+" "+hvS(4, lower)+" "+hvS(4, lower)), user), "")
			s.Secrets = []string{strings.SplitN(strings.SplitN(s.Text, "password ", 2)[1], "\n", 2)[0]}
			s = hvKeep(s, "host smtp.gmail.com")
		case 24:
			s = hvSec("nextcloud-config", "php", fmt.Sprintf("$CONFIG = array (\n  'dbtype' => 'mysql',\n  'dbname' => 'nextcloud',\n  'dbuser' => '%s',\n  'dbpassword' => '%s',\n  'overwrite.cli.url' => 'https://cloud.%s.home',\n);", user, pw, hvP("meier", "okafor", "tanaka")), pw)
		case 25:
			s = hvSec("redis-conf", "conf", fmt.Sprintf("bind 127.0.0.1\nport 6379\nrequirepass %s\nmaxmemory 256mb", pw), pw)
			s = hvKeep(s, "maxmemory 256mb")
		case 26:
			tok := hvGHToken()
			s = hvSec("github-actions", "yaml", fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      GH_TOKEN: %s\n      NODE_VERSION: 20\n    steps:\n      - uses: actions/checkout@v4", tok), tok)
			s = hvKeep(s, "      - uses: actions/checkout@v4")
		case 27:
			pass := hvS(hvN(40, 60), b64url)
			s = hvSec("rclone", "ini", fmt.Sprintf("[familyphotos]\ntype = sftp\nhost = %s\nuser = %s\npass = %s\nshell_type = unix", hvHost(), user, pass), pass)
		case 28:
			s = hvSec("toml-config", "toml", fmt.Sprintf("[database]\nhost = \"%s\"\nuser = \"%s\"\npassword = \"%s\"\n\n[server]\nport = 3000", hvHost(), user, pw), pw)
			s = hvKeep(s, "[server]")
		case 29:
			s = hvSec("ini-config", "ini", fmt.Sprintf("; accounting export settings\n[ftp]\nServer=ftp.%s.de\nUser=%s\nPass=%s\nPassive=1", hvP("steuerbuero-klein", "datev-partner", "kanzlei"), user, pw), pw)
			s = hvKeep(s, "; accounting export settings")
		case 30:
			s = hvSec("env-file", "env", fmt.Sprintf("# .env.local — do not commit\nNEXT_PUBLIC_SITE_NAME=\"%s Bakery\"\nSMTP_HOST=smtp.office365.com\nSMTP_PASS='%s'", hvName(), pw), pw)
			s = hvKeep(s, "SMTP_HOST=smtp.office365.com")
		case 31:
			key := "key-" + hvHex(32)
			s = hvSec("env-file", "env", fmt.Sprintf("export MAILGUN_DOMAIN=mg.%s.org\nexport MAILGUN_API_KEY=%s", hvP("choir", "parish", "scouts"), key), key)
		case 32:
			p := hvPw(false)
			s = hvSec("xml-config", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Crm\" connectionString=\"Data Source=%s;Initial Catalog=Crm;User ID=%s;Password=%s\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", hvHost(), user, strings.NewReplacer("\"", "", "&", "").Replace(p)), strings.NewReplacer("\"", "", "&", "").Replace(p))
		default:
			s = hvSec("env-file", "dockerfile", fmt.Sprintf("FROM node:20-alpine\nWORKDIR /app\nENV API_URL=https://api.%s.com\nENV API_SECRET=%s\nCMD [\"node\", \"server.js\"]", hvP("booking", "shop"), hvRandPw(32, true)), "")
			s.Secrets = []string{strings.SplitN(strings.SplitN(s.Text, "API_SECRET=", 2)[1], "\n", 2)[0]}
			s = hvKeep(s, "WORKDIR /app")
		}
		out = append(out, s)
	}
	return out
}
