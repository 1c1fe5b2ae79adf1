package main

// Cloud and SaaS keys, database URLs, private keys, CLI sessions, Vault and Ansible, home-lab
// appliances, and logs that leaked a credential.

import (
	"fmt"
	"strings"
)

func hacMiscGens() []hacGen {
	return []hacGen{
		{12, hacCloudSample},
		{18, hacVendorTokenSample},
		{10, hacDBURLSample},
		{8, hacPrivKeySample},
		{12, hacCLISample},
		{7, hacEnvK8sSample},
		{7, hacVaultAnsibleSample},
		{8, hacHomeLabSample},
		{7, hacLeakLogSample},
		{5, hacAuthHeaderSample},
	}
}

func hacCloudSample() Sample {
	switch rng.IntN(7) {
	case 0:
		id, sec := hacAWSKeyID(), hacAWSSecret()
		keep := "region = eu-central-1"
		return hacK(hacS("aws", "ini", fmt.Sprintf("[lab-backup]\naws_access_key_id = %s\naws_secret_access_key = %s\n%s", id, sec, keep), id, sec), keep)
	case 1:
		id, sec := hacAWSKeyID(), hacAWSSecret()
		return hacS("aws", "shell", fmt.Sprintf("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ aws s3 ls s3://%s-tfstate", id, sec, hacPick("homelab", "netops", "siem")), id, sec)
	case 2:
		k := hacGCPKey()
		return hacS("gcp", "chat", fmt.Sprintf("maps api key for the dashboard: %s (restricted to our referrer, but still)", k), k)
	case 3:
		k := hacAzureKey()
		acct := "st" + hacRnd(lower+digits, 10)
		return hacS("azure", "connection-string", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
	case 4:
		s := hacAzureClientSecret()
		return hacS("azure", "json", fmt.Sprintf("{\n  \"appId\": \"%s\",\n  \"displayName\": \"sp-terraform-lab\",\n  \"password\": \"%s\",\n  \"tenant\": \"%s\"\n}", hacUUID(), s, hacUUID()), s)
	case 5:
		s := hacAzureClientSecret()
		return hacS("azure", "shell", fmt.Sprintf("az login --service-principal -u %s -p %s --tenant %s", hacUUID(), s, hacUUID()), s)
	default:
		sec := hacAWSSecret()
		return hacS("aws", "incident", fmt.Sprintf("IR-%d summary: a secret access key (%s) was committed to a public repo and used within 4 minutes to start c5.24xlarge instances in us-east-1.", 100+rng.IntN(900), sec), sec)
	}
}

func hacVendorTokenSample() Sample {
	type v struct{ name, tok string }
	var x v
	switch rng.IntN(22) {
	case 0:
		x = v{"GitHub", hacGitHubPAT()}
	case 1:
		x = v{"GitHub", hacGitHubFine()}
	case 2:
		x = v{"GitLab", hacGitLab()}
	case 3:
		x = v{"Slack", hacSlackBot()}
	case 4:
		x = v{"Slack webhook", hacSlackHook()}
	case 5:
		x = v{"Telegram", hacTelegram()}
	case 6:
		x = v{"Discord webhook", hacDiscordHook()}
	case 7:
		x = v{"Stripe", hacStripe()}
	case 8:
		x = v{"SendGrid", hacSendGrid()}
	case 9:
		x = v{"OpenAI", hacOpenAI()}
	case 10:
		x = v{"Anthropic", hacAnthropic()}
	case 11:
		x = v{"npm", hacNpm()}
	case 12:
		x = v{"Hugging Face", hacHF()}
	case 13:
		x = v{"DigitalOcean", hacDO()}
	case 14:
		x = v{"Tailscale", hacTailscale()}
	case 15:
		x = v{"Twilio", hacTwilio()}
	case 16:
		x = v{"Grafana", hacGrafana()}
	case 17:
		x = v{"Shopify", hacShopify()}
	case 18:
		x = v{"Mailgun", hacMailgun()}
	case 19:
		x = v{"Datadog", hacDatadog()}
	case 20:
		x = v{"Cloudflare", hacCloudflare()}
	default:
		x = v{"Postman", hacPostman()}
	}
	envName := strings.ToUpper(strings.ReplaceAll(strings.Split(x.name, " ")[0], " ", "_")) + hacPick("_TOKEN", "_API_KEY", "_KEY", "_SECRET")
	switch rng.IntN(7) {
	case 0:
		return hacS("vendor-token", "chat", fmt.Sprintf("%s token for the alerting pipeline: %s", x.name, x.tok), x.tok)
	case 1:
		keep := "TZ=Europe/Berlin"
		return hacK(hacS("vendor-token", "env", fmt.Sprintf("%s\n%s=%s\nPUID=1000", keep, envName, x.tok), x.tok), keep)
	case 2:
		return hacS("vendor-token", "yaml", fmt.Sprintf("notifiers:\n  - name: %s\n    type: %s\n    secret: %q", strings.ToLower(x.name), strings.ToLower(strings.Split(x.name, " ")[0]), x.tok), x.tok)
	case 3:
		return hacS("vendor-token", "python", fmt.Sprintf("# TODO move to env before pushing\n%s = \"%s\"\nresp = requests.post(URL, headers={\"Authorization\": f\"Bearer {%s}\"})", strings.ToLower(envName), x.tok, strings.ToLower(envName)), x.tok)
	case 4:
		return hacS("vendor-token", "note", fmt.Sprintf("%s — %s\ncreated %s, scope: %s\n%s", x.name, hacPerson(), hacDate(), hacPick("read-only", "admin", "repo, workflow", "chat:write"), x.tok), x.tok)
	case 5:
		return hacS("vendor-token", "ticket", fmt.Sprintf("SEC-%d secret scanner hit in ansible/group_vars/all.yml:\n  %s = %s\nOwner: %s. Rotate and purge.", 100+rng.IntN(900), strings.ToLower(envName), x.tok, hacPerson()), x.tok)
	default:
		return hacS("vendor-token", "prose", fmt.Sprintf("Le jeton %s de l'équipe est %s, merci de ne pas le partager.", x.name, x.tok), x.tok)
	}
}

func hacDBURLSample() Sample {
	pw := hacURLPw()
	u := hacPick("app", "grafana", "netbox", "zabbix", "librenms", "postgres", "sa", "nextcloud")
	h := hacHost()
	switch rng.IntN(8) {
	case 0:
		return hacS("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require", u, pw, h, u), pw)
	case 1:
		return hacS("db-url", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s", h, u, u, pw), pw)
	case 2:
		return hacS("db-url", "chat", fmt.Sprintf("mongo is mongodb+srv://%s:%s@cluster0.%s.mongodb.net/logs", u, pw, hacRnd(lower+digits, 5)), pw)
	case 3:
		return hacS("db-url", "connection-string", fmt.Sprintf("Server=tcp:%s,1433;Database=Veeam;User Id=%s;Password=%s;Encrypt=True;", h, u, pw), pw)
	case 4:
		return hacS("db-url", "config", fmt.Sprintf("redis:\n  url: redis://:%s@%s:6379/0", pw, h), pw)
	case 5:
		return hacS("db-url", "python", fmt.Sprintf("engine = create_engine(\"mysql+pymysql://%s:%s@%s/netbox\")", u, pw, h), pw)
	case 6:
		return hacS("db-url", "ini", fmt.Sprintf("[database]\ntype = postgres\nhost = %s:5432\nname = grafana\nuser = %s\npassword = \"\"\"%s\"\"\"", h, u, pw), pw)
	default:
		return hacS("db-url", "env", fmt.Sprintf("AMQP_URL=amqps://%s:%s@%s:5671/%%2f", u, pw, h), pw)
	}
}

func hacPrivKeySample() Sample {
	switch rng.IntN(5) {
	case 0:
		body := hacPEMBody(8)
		return hacS("pem", "file", fmt.Sprintf("-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----", body), body)
	case 1:
		body := hacSSHBody(6)
		return hacS("ssh-key", "chat", fmt.Sprintf("%s: here is the deploy key for the backup box, put it in ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----", hacPerson(), body), body)
	case 2:
		body := hacPEMBody(5)
		return hacS("pem", "yaml", fmt.Sprintf("tls:\n  cert: /etc/ssl/ha.crt\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    %s\n    -----END EC PRIVATE KEY-----", strings.ReplaceAll(body, "\n", "\n    ")), strings.ReplaceAll(body, "\n", "\n    "))
	case 3:
		body, kp := hacPEMBody(7), hacPlainPw()
		return hacS("pem", "fortios", fmt.Sprintf("config vpn certificate local\n    edit \"vpn-cert\"\n        set private-key \"-----BEGIN ENCRYPTED PRIVATE KEY-----\n%s\n-----END ENCRYPTED PRIVATE KEY-----\"\n        set password %s", body, kp), body, kp)
	default:
		body := hacSSHBody(5)
		return hacS("ssh-key", "shell", fmt.Sprintf("$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n$ ssh-add ~/.ssh/id_ed25519", body), body)
	}
}

func hacCLISample() Sample {
	pw := hacPw()
	switch rng.IntN(11) {
	case 0:
		return hacS("cli", "shell", fmt.Sprintf("$ docker login registry.%s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", hacDomain(), hacPerson(), pw), pw)
	case 1:
		p := hacPlainPw()
		return hacS("cli", "shell", fmt.Sprintf("mysql -h %s -u root -p%s zabbix < schema.sql", hacIP(), p), p)
	case 2:
		p := hacURLPw()
		return hacS("cli", "shell", fmt.Sprintf("curl -u %s:%s -k https://%s/api/v1/status", hacUser(), p, hacIP()), p)
	case 3:
		return hacS("cli", "shell", fmt.Sprintf("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'show version'", pw, hacUser(), hacIP()), pw)
	case 4:
		return hacS("cli", "shell", fmt.Sprintf("PGPASSWORD='%s' pg_dump -h %s -U netbox netbox > netbox.sql", pw, hacHost()), pw)
	case 5:
		return hacS("cli", "shell", fmt.Sprintf("ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status", hacIP(), pw), pw)
	case 6:
		return hacS("cli", "cmd", fmt.Sprintf("C:\\> net use Z: \\\\%s\\backup /user:%s %s /persistent:yes", hacHost(), hacPerson(), pw), pw)
	case 7:
		return hacS("cli", "shell", fmt.Sprintf("smbclient //%s/media -U %s%%%s -c 'ls'", hacHost(), hacPerson(), pw), pw)
	case 8:
		return hacS("cli", "shell", fmt.Sprintf("echo '%s' | sudo -S apt-get -y upgrade", pw), pw)
	case 9:
		p := hacPlainPw()
		return hacS("cli", "shell", fmt.Sprintf("wget --user=%s --password=%s https://%s/firmware/latest.bin", hacUser(), p, hacHost()), p)
	default:
		return hacS("cli", "shell", fmt.Sprintf("$ racadm -r %s -u root -p %s getsysinfo", hacIP(), pw), pw)
	}
}

func hacEnvK8sSample() Sample {
	switch rng.IntN(4) {
	case 0:
		pw := hacPlainPw()
		enc := hacB64Of(pw)
		return hacS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: pihole-admin\n  namespace: dns\ntype: Opaque\ndata:\n  username: %s\n  password: %s", hacB64Of("admin"), enc), enc)
	case 1:
		pw := hacPw()
		return hacS("k8s-secret", "shell", fmt.Sprintf("kubectl -n monitoring create secret generic grafana-admin --from-literal=admin-user=admin --from-literal=admin-password='%s'", pw), pw)
	case 2:
		pw, k := hacPw(), hacRnd(alnum, 40)
		keep := "NEXTCLOUD_TRUSTED_DOMAINS=cloud." + hacDomain()
		return hacK(hacS("env", "env", fmt.Sprintf("# docker-compose .env\nMYSQL_ROOT_PASSWORD=%s\n%s\nREDIS_HOST_PASSWORD=%s", pw, keep, k), pw, k), keep)
	default:
		pw := hacPlainPw()
		return hacS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: unifi-db\nstringData:\n  MONGO_PASS: \"%s\"", pw), pw)
	}
}

func hacVaultAnsibleSample() Sample {
	switch rng.IntN(5) {
	case 0:
		tok := hacVaultToken()
		return hacS("vault", "shell", fmt.Sprintf("$ vault login\nToken (will be hidden):\nSuccess! You are now authenticated.\n\nKey                  Value\n---                  -----\ntoken                %s\ntoken_accessor       %s\ntoken_duration       768h", tok, hacRnd(alnum, 24)), tok)
	case 1:
		pw := hacPw()
		return hacS("vault", "shell", fmt.Sprintf("$ vault kv get secret/network/core\n====== Data ======\nKey         Value\n---         -----\nusername    netadmin\npassword    %s", pw), pw)
	case 2:
		k1, k2 := hacB64Bytes(33), hacB64Bytes(33)
		root := hacVaultToken()
		return hacS("vault", "shell", fmt.Sprintf("Unseal Key 1: %s\nUnseal Key 2: %s\n\nInitial Root Token: %s\n\nVault initialized with 5 key shares and a key threshold of 3.", k1, k2, root), k1, k2, root)
	case 3:
		vp := hacPw()
		return hacS("ansible", "shell", fmt.Sprintf("$ echo '%s' > ~/.vault_pass && chmod 600 ~/.vault_pass\n$ ansible-playbook site.yml --vault-password-file ~/.vault_pass", vp), vp)
	default:
		pw := hacPw()
		return hacS("ansible", "yaml", fmt.Sprintf("# host_vars/%s.yml\nansible_host: %s\nansible_user: %s\nansible_password: \"%s\"\nansible_network_os: cisco.ios.ios", strings.Split(hacHost(), ".")[0], hacIP(), hacUser(), pw), pw)
	}
}

func hacHomeLabSample() Sample {
	switch rng.IntN(6) {
	case 0:
		u := hacUUID()
		return hacS("proxmox", "shell", fmt.Sprintf("curl -s -H 'Authorization: PVEAPIToken=root@pam!terraform=%s' https://%s:8006/api2/json/nodes", u, hacIP()), u)
	case 1:
		u := hacUUID()
		return hacS("proxmox", "hcl", fmt.Sprintf("provider \"proxmox\" {\n  pm_api_url          = \"https://pve.lab.lan:8006/api2/json\"\n  pm_api_token_id     = \"terraform@pve!tf\"\n  pm_api_token_secret = \"%s\"\n}", u), u)
	case 2:
		k := hacTrueNAS()
		return hacS("truenas", "chat", fmt.Sprintf("TrueNAS API key for the homepage widget: %s", k), k)
	case 3:
		j := hacJWT()
		return hacS("home-assistant", "yaml", fmt.Sprintf("# secrets.yaml\nha_long_lived_token: %s\nlatitude: 52.52\nlongitude: 13.40", j), j)
	case 4:
		pw := hacPw()
		return hacS("home-assistant", "yaml", fmt.Sprintf("mqtt:\n  broker: %s\n  username: homeassistant\n  password: \"%s\"", hacIP(), pw), pw)
	default:
		j := hacJWT()
		return hacS("home-assistant", "shell", fmt.Sprintf("curl -X POST -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" http://homeassistant.local:8123/api/services/light/turn_off", j), j)
	}
}

func hacLeakLogSample() Sample {
	pw := hacURLPw()
	ts := hacDate() + "T" + hacTime() + "Z"
	switch rng.IntN(5) {
	case 0:
		return hacS("log-leak", "nginx-log", fmt.Sprintf("%s - - [%s] \"GET /cgi-bin/login.cgi?user=%s&pass=%s HTTP/1.1\" 200 512 \"-\" \"curl/8.5.0\"", hacIP(), ts, hacUser(), pw), pw)
	case 1:
		return hacS("log-leak", "siem", fmt.Sprintf("%s host=%s app=web msg=\"login failed\" user=%s password=%s src=%s", ts, hacHost(), hacPerson(), pw, hacIP()), pw)
	case 2:
		return hacS("log-leak", "firewall-log", fmt.Sprintf("date=%s time=%s devname=\"FGT60F\" type=\"traffic\" action=\"accept\" url=\"http://%s/setup.cgi?wifi_psk=%s\"", hacDate(), hacTime(), hacIP(), pw), pw)
	case 3:
		return hacS("log-leak", "syslog", fmt.Sprintf("%s %s sshd[%d]: Invalid user %s from %s port %d\n%s %s sshd[%d]: Failed password for invalid user %s from %s", hacTime(), hacHost(), 1000+rng.IntN(9000), pw, hacIP(), 30000+rng.IntN(30000), hacTime(), hacHost(), 1000+rng.IntN(9000), pw, hacIP()), pw)
	default:
		return hacS("log-leak", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/netbox/sync.py\", line 42, in <module>\n    conn = psycopg2.connect(host=\"%s\", user=\"netbox\", password=\"%s\")\npsycopg2.OperationalError: connection refused", hacHost(), pw), pw)
	}
}

func hacAuthHeaderSample() Sample {
	u, p := hacUser(), hacURLPw()
	enc := hacB64Of(u + ":" + p)
	switch rng.IntN(3) {
	case 0:
		return hacS("basic-auth", "http", fmt.Sprintf("GET /api/v2/monitor/system/status HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", hacIP(), enc), enc)
	case 1:
		return hacS("basic-auth", "url", fmt.Sprintf("uptime kuma monitor url: https://%s:%s@%s/metrics", u, p, hacHost()), p)
	default:
		return hacS("basic-auth", "prometheus", fmt.Sprintf("- job_name: pfsense\n  basic_auth:\n    username: %s\n    password: %s\n  static_configs:\n    - targets: ['%s:9100']", u, p, hacIP()), p)
	}
}
