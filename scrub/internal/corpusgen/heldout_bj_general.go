package main

// heldout_bj_general.go: everything else a technician pastes: cloud keys, Git host tokens,
// chat webhooks, payment keys, database URLs, JWTs, private keys, SaaS keys, basic auth,
// passwords in prose in many languages, Wi-Fi keys, door codes, TOTP seeds, recovery codes,
// .env files, Kubernetes secrets and shell commands.

import (
	"encoding/base64"
	"strings"
)

func hbjGeneralGens() []hbjGen {
	return []hbjGen{
		{12, hbjFrom("cloud-key", 1, hbjCloud)},
		{6, hbjFrom("git-token", 1, hbjGit)},
		{8, hbjFrom("chat-webhook-token", 1, hbjChatTok)},
		{5, hbjFrom("payment-key", 1, hbjPay)},
		{8, hbjFrom("database-url", 1, hbjDB)},
		{4, hbjFrom("jwt", 1, hbjJWTs)},
		{7, hbjFrom("private-key", 1, hbjPEM)},
		{8, hbjFrom("saas-api-key", 1, hbjSaaS)},
		{6, hbjFrom("basic-auth", 1, hbjBasic)},
		{14, hbjFrom("password-prose", 1, []hbjCase{hbjProse})},
		{6, hbjFrom("wifi-password", 1, hbjWifi)},
		{6, hbjFrom("pin-door-code", 1, hbjPins)},
		{5, hbjFrom("totp-seed", 1, hbjTOTPs)},
		{4, hbjFrom("recovery-codes", 1, []hbjCase{hbjRecovery})},
		{5, hbjFrom("dotenv", 2, []hbjCase{hbjDotenv})},
		{5, hbjFrom("k8s-secret", 1, hbjK8s)},
		{12, hbjFrom("shell-credential", 0, hbjShell)},
	}
}

var hbjCloud = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("ini", "[{SLUG}-backup]\naws_access_key_id = {S1}\naws_secret_access_key = {S2}\nregion = eu-central-1", "{S1}", hbjAWSID(), "{S2}", hbjAWSSecret())
	},
	func() (string, string, []string) {
		return hbjOne("chat", "IAM user for {CLIENT}'s S3 offsite: {S1} / {S2}", "{S1}", hbjAWSID(), "{S2}", hbjAWSSecret())
	},
	func() (string, string, []string) {
		return hbjOne("shell", "export AWS_ACCESS_KEY_ID={S1}\nexport AWS_SECRET_ACCESS_KEY={S2}\naws s3 ls s3://{SLUG}-veeam-offsite", "{S1}", hbjAWSID(), "{S2}", hbjAWSSecret())
	},
	func() (string, string, []string) {
		return hbjOne("url", "https://maps.googleapis.com/maps/api/geocode/json?address=Main+St&key={S}", "{S}", "AIza"+hbjR(b64url, 35))
	},
	func() (string, string, []string) {
		return hbjOne("notes", "Azure app reg '{SLUG}-m365-backup'\nTenant: {T}\nClient ID: {C}\nClient secret: {S} (expires {DATE})", "{T}", hbjUUID(), "{C}", hbjUUID(), "{S}", hbjR(alnum, 3)+"8Q~"+hbjR(alnum+"~._-", 34))
	},
	func() (string, string, []string) {
		k := hbjB64(64)
		return hbjOne("config", "DefaultEndpointsProtocol=https;AccountName={SLUG}backup;AccountKey={S};EndpointSuffix=core.windows.net", "{S}", k)
	},
	func() (string, string, []string) {
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(hbjB64(32))
		return hbjOne("url", "https://{SLUG}backup.blob.core.windows.net/veeam?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-01-01T00:00:00Z&sig={S}", "{S}", sig)
	},
	func() (string, string, []string) {
		return hbjOne("powershell", "$env:AZURE_CLIENT_SECRET = '{S}'\nConnect-AzAccount -ServicePrincipal -Tenant {T} -Credential $cred", "{S}", hbjR(alnum, 3)+"8Q~"+hbjR(alnum+"._-", 34), "{T}", hbjUUID())
	},
}

var hbjGit = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("shell", "git clone https://oauth2:{S}@gitlab.{DOMAIN}/infra/ansible-{SLUG}.git", "{S}", "glpat-"+hbjR(b64url, 20))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "PAT for the RMM scripts repo (read-only): {S}", "{S}", hbjGHP())
	},
	func() (string, string, []string) {
		return hbjOne("yaml", "# .github/workflows/deploy.yml (don't do this)\nenv:\n  GH_TOKEN: {S}\n  TARGET: {HOST}", "{S}", "ghp_"+hbjR(alnum, 36))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "bitbucket app password for the ci user: {S}", "{S}", "ATBB"+hbjR(alnum, 32))
	},
}

var hbjChatTok = []hbjCase{
	func() (string, string, []string) {
		s := hbjR(alnum, 24)
		return hbjOne("shell", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Veeam job failed on {HOST}\"}' https://hooks.slack.com/services/T{W1}/B{W2}/{S}", "{W1}", hbjR(upper+digits, 10), "{W2}", hbjR(upper+digits, 10), "{S}", s)
	},
	func() (string, string, []string) {
		return hbjOne("env", "SLACK_BOT_TOKEN={S}\nSLACK_CHANNEL=#noc-{SLUG}", "{S}", hbjSlackBot())
	},
	func() (string, string, []string) {
		return hbjOne("chat", hbjP("telegram bot for the UPS alerts: {S}", "TG bot token {S}, chat id -100{W1}"), "{S}", hbjTelegram(), "{W1}", hbjDigits(10))
	},
	func() (string, string, []string) {
		return hbjOne("shell", "curl -s \"https://api.telegram.org/bot{S}/sendMessage?chat_id=-100{W1}&text=UPS+on+battery\"", "{S}", hbjTelegram(), "{W1}", hbjDigits(10))
	},
	func() (string, string, []string) {
		return hbjOne("json", "{\n  \"name\": \"backup-alerts\",\n  \"webhook\": \"https://discord.com/api/webhooks/{W1}/{S}\"\n}", "{W1}", hbjSnowflake(), "{S}", hbjR(b64url, 68))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "teams incoming webhook for #{SLUG}-alerts: https://{SLUG}.webhook.office.com/webhookb2/{U1}@{U2}/IncomingWebhook/{S}/{U3}", "{U1}", hbjUUID(), "{U2}", hbjUUID(), "{S}", hbjR(hexs, 32), "{U3}", hbjUUID())
	},
}

var hbjPay = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("env", "STRIPE_SECRET_KEY={S}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{W1}", "{S}", hbjStripe(), "{W1}", hbjR(alnum, 99))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "webhook signing secret for the billing portal: {S}", "{S}", "whsec_"+hbjR(alnum, 32))
	},
	func() (string, string, []string) {
		return hbjOne("php", "<?php\n\\Stripe\\Stripe::setApiKey('{S}');\n$invoices = \\Stripe\\Invoice::all(['limit' => 10]);", "{S}", hbjStripe())
	},
	func() (string, string, []string) {
		return hbjOne("notes", "Square (shop POS)\napp id sq0idp-{W1}\naccess token: {S}", "{W1}", hbjR(b64url, 22), "{S}", "EAAA"+hbjR(b64url, 60))
	},
}

var hbjDB = []hbjCase{
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("env", "DATABASE_URL=postgres://{SLUG}_app:{S}@{HOST}.{DOMAIN}:5432/{SLUG}_prod?sslmode=require", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("chat", "mysql://root:{S}@{IP}:3306/whmcs  <- WHMCS db on the billing box", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("config", "Server={HOST}\\SQLEXPRESS;Database=Dentrix;User Id=sa;Password={S};TrustServerCertificate=True;", "{S}", strings.ReplaceAll(p, ";", ""))
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("yaml", "spring:\n  datasource:\n    url: jdbc:mariadb://{IP}:3306/psa\n    username: psa\n    password: {S}", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "mongodump --uri \"mongodb+srv://backup:{S}@cluster0.{W1}.mongodb.net/unifi\"", "{S}", p, "{W1}", hbjR(lower+digits, 5))
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("python", "r = redis.Redis.from_url('redis://:{S}@{IP}:6379/0')", "{S}", p)
	},
}

var hbjJWTs = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("shell", "curl -H \"Authorization: Bearer {S}\" https://psa.{DOMAIN}/api/tickets?status=open", "{S}", hbjJWT())
	},
	func() (string, string, []string) {
		return hbjOne("chat", "session token from the portal (valid 24h): {S}", "{S}", hbjJWT())
	},
	func() (string, string, []string) {
		return hbjOne("log", "{DATE} {LTIME} DEBUG http: -> GET /v2/devices Authorization=Bearer {S}", "{S}", hbjJWT())
	},
}

var hbjPEM = []hbjCase{
	func() (string, string, []string) {
		b := hbjPEMBody("MIIEowIBAAKCAQEA", hbjI(8, 24))
		return hbjOne("pem", "{HOST} wildcard cert key:\n-----BEGIN RSA PRIVATE KEY-----\n{S}\n-----END RSA PRIVATE KEY-----", "{S}", b)
	},
	func() (string, string, []string) {
		b := hbjPEMBody("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", hbjI(3, 6))
		return hbjOne("chat", "private key for the jump host (ansible user):\n-----BEGIN OPENSSH PRIVATE KEY-----\n{S}\n-----END OPENSSH PRIVATE KEY-----", "{S}", b)
	},
	func() (string, string, []string) {
		b := hbjPEMBody("MHcCAQEEI", 2)
		return hbjOne("pem", "-----BEGIN EC PRIVATE KEY-----\n{S}\n-----END EC PRIVATE KEY-----", "{S}", b)
	},
	func() (string, string, []string) {
		pub := hbjR(alnum+"+/", 68)
		priv := hbjR(alnum+"+/", 44)
		mac := hbjR(hexs, 64)
		return hbjOne("ppk", "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {SLUG}-jump\nPublic-Lines: 2\n{PUB1}\n{PUB2}\nPrivate-Lines: 1\n{S1}\nPrivate-MAC: {S2}", "{PUB1}", pub[:64], "{PUB2}", pub[64:], "{S1}", priv, "{S2}", mac)
	},
	func() (string, string, []string) {
		b := hbjPEMBody("MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", hbjI(6, 20))
		return hbjOne("pem", "# /etc/ssl/private/{DOMAIN}.key on {HOST}\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", "{S}", b)
	},
}

var hbjSaaS = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("env", "SENDGRID_API_KEY={S}\nMAIL_FROM=alerts@{DOMAIN}", "{S}", "SG."+hbjR(b64url, 22)+"."+hbjR(b64url, 43))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "mailgun key for the scan-to-email relay: {S}", "{S}", "key-"+hbjR(hexs, 32))
	},
	func() (string, string, []string) {
		return hbjOne("notes", "Twilio (SMS alerts)\nAccount SID: AC{W1}\nAuth token: {S}", "{W1}", hbjR(hexs, 32), "{S}", hbjR(hexs, 32))
	},
	func() (string, string, []string) {
		return hbjOne("yaml", "datadog:\n  api_key: {S1}\n  app_key: {S2}\n  site: datadoghq.eu", "{S1}", hbjR(hexs, 32), "{S2}", hbjR(hexs, 40))
	},
	func() (string, string, []string) {
		return hbjOne("shell", "curl -X GET https://api.digitalocean.com/v2/droplets -H \"Authorization: Bearer {S}\"", "{S}", "dop_v1_"+hbjR(hexs, 64))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "hetzner cloud project '{SLUG}' token: {S}", "{S}", hbjR(alnum, 64))
	},
	func() (string, string, []string) {
		return hbjOne("env", "OPENAI_API_KEY={S}\nTICKET_SUMMARY_MODEL=gpt-4o-mini", "{S}", "sk-proj-"+hbjR(b64url, 48)+"T3BlbkFJ"+hbjR(b64url, 48))
	},
	func() (string, string, []string) {
		return hbjOne("chat", "pagerduty integration key for {CLIENT}: {S}", "{S}", hbjR(hexs, 32))
	},
}

var hbjBasic = []hbjCase{
	func() (string, string, []string) {
		u, p := hbjPL(hbjUsers), hbjPw()
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
		return hbjOne("http", "GET /cgi-bin/status HTTP/1.1\nHost: {IP}\nAuthorization: Basic {S}\nUser-Agent: check_http", "{S}", b)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("url", "http://admin:{S}@{IP}/cgi-bin/snapshot.cgi?channel=1", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("chat", "the UPS card answers at https://upsadmin:{S}@{IP}/status.htm", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("yaml", "scrape_configs:\n  - job_name: pve\n    static_configs:\n      - targets: ['{IP}:9221']\n    basic_auth:\n      username: prometheus@pve\n      password: {S}", "{S}", p)
	},
}

var hbjProseT = []struct{ format, t string }{
	{"chat", "the password for {THING} is {S}"},
	{"chat", "{THING} password: {S}"},
	{"chat", "pw for {THING} → {S}"},
	{"chat", "I set {THING} to {S} for now, change it after the audit"},
	{"chat", "{THING}'s new password is \"{S}\""},
	{"chat", "reset {TECH2}'s account, temp password {S} (must change at next logon)"},
	{"email", "Hello {TECH2},\n\nAs requested, the new password for {THING} is: {S}\nIt will expire in 90 days.\n\nBest,\n{TECH}"},
	{"chat-de", "Das Passwort für {THING} lautet {S}"},
	{"chat-de", "Kennwort {THING}: {S} – bitte beim nächsten Login ändern"},
	{"chat-fr", "le mot de passe de {THING} est {S}"},
	{"chat-es", "la contraseña de {THING} es {S}"},
	{"chat-pt", "a senha do {THING} é {S}"},
	{"chat-it", "la password di {THING} è {S}"},
	{"chat-nl", "het wachtwoord van {THING} is {S}"},
	{"chat-pl", "hasło do {THING} to {S}"},
	{"chat-sv", "lösenordet till {THING} är {S}"},
	{"chat-tr", "{THING} şifresi: {S}"},
	{"chat-ru", "пароль от {THING}: {S}"},
	{"chat-ja", "{THING} のパスワードは {S} です"},
	{"chat-zh", "{THING} 的密码是 {S}"},
	{"chat-ko", "{THING} 비밀번호는 {S} 입니다"},
	{"chat-ar", "كلمة المرور لـ {THING} هي {S}"},
	{"chat-el", "ο κωδικός για το {THING} είναι {S}"},
	{"meeting", "Weekly sync {DATE}\n- {CLIENT} migration on track\n- {TECH} shared the {THING} pw ({S}) — move to vault!\n- next call Thursday"},
	{"chat", "pass is {S} btw ({THING})"},
	{"chat", "{S} is the {THING} password, I just tested it"},
}

func hbjProse() (string, string, []string) {
	t := hbjProseT[rng.IntN(len(hbjProseT))]
	thing := hbjP("the reception PC", "the scanner mailbox", "the Veeam service account", "svc_backup", "the NAS",
		"the guest portal", "the Plesk panel", "the iDRAC", "the office 365 admin", "the Sage server", "the shared mailbox",
		"the UniFi controller", "the vCenter", "the Hyper-V host", "the DVR", "the ESXi root")
	p := hbjPw()
	return hbjOne(t.format, t.t, "{THING}", thing, "{S}", p)
}

var hbjWifi = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("chat", hbjP("guest wifi {NET} pw {S}", "Wi-Fi: {NET} / {S}", "WLAN {NET}, Schlüssel {S}", "wifi {NET} mot de passe {S}"), "{NET}", hbjP("Acme-Guest", "BlueHeron_Guest", "STAFF-5G", "Office", "Clinic-WLAN"), "{S}", hbjHumanPw())
	},
	func() (string, string, []string) {
		return hbjOne("conf", "interface=wlan0\nssid={NET}\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={S}", "{NET}", hbjUpperSlug()+"-IOT", "{S}", hbjPw())
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("text", "QR on the meeting room wall encodes: WIFI:T:WPA;S:{NET};P:{S};;", "{NET}", hbjUpperSlug()+"-Meeting", "{S}", p)
	},
	func() (string, string, []string) {
		return hbjOne("notes", "UniFi site {CLIENT}\nSSIDs:\n  {NET}-STAFF  WPA2-Ent (RADIUS)\n  {NET}-GUEST  PSK {S}\nAPs: 4x U6-Lite", "{NET}", hbjUpperSlug(), "{S}", hbjHumanPw())
	},
}

func hbjUpperSlug() string { return strings.ToUpper(hbjSlug(hbjClient())) }

var hbjPins = []hbjCase{
	func() (string, string, []string) {
		c := hbjR(digits, hbjI(4, 6))
		return hbjOne("chat", hbjP("door code for the comms room is {S}#", "keypad code {S} for the back entrance", "cage combo {S}"), "{S}", c)
	},
	func() (string, string, []string) {
		c := hbjR(digits, 4)
		return hbjOne("notes", "DC visit checklist\n- photo ID\n- alarm disarm code: {S}\n- key safe by the loading bay", "{S}", c)
	},
	func() (string, string, []string) {
		c := hbjR(digits, 6)
		return hbjOne("chat", "SIM PIN of the LTE failover router: {S}, PUK is in the drawer", "{S}", c)
	},
	func() (string, string, []string) {
		c := hbjR(digits, 4)
		return hbjOne("chat-de", "Tresor im Serverraum: Code {S}", "{S}", c)
	},
	func() (string, string, []string) {
		c := hbjR(digits, 8)
		return hbjOne("chat", "BIOS supervisor password on the {CLIENT} laptops: {S}", "{S}", c)
	},
}

var hbjTOTPs = []hbjCase{
	func() (string, string, []string) {
		return hbjOne("url", "otpauth://totp/NinjaOne:{TECH}@{SLUG}msp.com?secret={S}&issuer=NinjaOne", "{S}", hbjTOTP(32))
	},
	func() (string, string, []string) {
		s := hbjTOTP(32)
		g := s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16] + " " + s[16:20] + " " + s[20:24] + " " + s[24:28] + " " + s[28:]
		return hbjOne("chat", "MFA setup key for the shared noc@ account: {S}", "{S}", strings.ToLower(g))
	},
	func() (string, string, []string) {
		return hbjOne("notes", "Break-glass M365 admin\nTOTP seed: {S}\nStored offline copy in the safe", "{S}", hbjTOTP(16))
	},
}

func hbjRecovery() (string, string, []string) {
	n := hbjI(4, 8)
	var codes []string
	for range n {
		if hbjCoin(50) {
			codes = append(codes, hbjR(lower+digits, 5)+"-"+hbjR(lower+digits, 5))
		} else {
			codes = append(codes, hbjR(digits, 4)+" "+hbjR(digits, 4))
		}
	}
	return hbjP("notes", "chat"), hbjFill(hbjP("recovery codes for {TECH}'s GitHub:\n", "Backup codes – global admin ({DOMAIN})\n") + strings.Join(codes, "\n")), codes
}

func hbjDotenv() (string, string, []string) {
	p := hbjPwURL()
	return hbjOne("env", "# {CLIENT} portal\nAPP_ENV=production\nAPP_URL=https://portal.{DOMAIN}\nDB_HOST={IP}\nDB_USERNAME=portal\nDB_PASSWORD={S1}\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.office365.com\nAPP_KEY=base64:{S2}\nLOG_CHANNEL=stack", "{S1}", p, "{S2}", hbjB64(32))
}

var hbjK8s = []hbjCase{
	func() (string, string, []string) {
		p := hbjPw()
		b := base64.StdEncoding.EncodeToString([]byte(p))
		return hbjOne("yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {SLUG}-db\n  namespace: portal\ntype: Opaque\ndata:\n  username: cG9ydGFs\n  password: {S}", "{S}", b)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-relay\nstringData:\n  SMTP_USER: relay@{DOMAIN}\n  SMTP_PASS: \"{S}\"", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "kubectl -n monitoring create secret generic grafana-admin --from-literal=admin-user=admin --from-literal=admin-password={S}", "{S}", p)
	},
}

var hbjShell = []hbjCase{
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "docker login registry.{DOMAIN} -u deploy -p {S}", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "mysql -h {IP} -u whmcs -p{S} whmcs < dump.sql", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "curl -u admin:{S} -k https://{IP}:8443/api/s/default/stat/device", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("shell", "sshpass -p '{S}' ssh -o StrictHostKeyChecking=no root@{IP} 'uptime'", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "smbclient //{HOST}/scans -U '{SLUG}\\scanner%{S}' -c 'ls'", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("cmd", "net use Z: \\\\{HOST}\\share /user:{SLUG}\\msp_admin {S} /persistent:no", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("shell", "xfreerdp /v:{IP} /u:Administrator /p:'{S}' /cert:ignore +clipboard", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "sudo mount -t cifs //{IP}/backup /mnt/bkp -o username=veeam,password={S},vers=3.0", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "PGPASSWORD={S} psql -h {HOST} -U postgres -c '\\l'", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "wget --user=ftpbackup --password={S} ftp://{IP}/nightly/{SLUG}.tar.gz", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("terminal", "$ htpasswd -b -c /etc/nginx/.htpasswd monitor '{S}'\nAdding password for user monitor", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("powershell", "net user svc_scan '{S}' /add /passwordchg:no\nnet localgroup \"Remote Desktop Users\" svc_scan /add", "{S}", p)
	},
}
