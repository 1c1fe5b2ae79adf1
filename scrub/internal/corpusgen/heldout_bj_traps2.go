package main

// heldout_bj_traps2.go: general look-alikes that must come back unchanged: hashes and digests,
// ids, base64 of ordinary data, public keys and certificates, publishable keys, placeholders,
// paths, URLs, addresses, talk about passwords, code that handles passwords, dates and phone
// numbers, and config files whose secrets come from elsewhere.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hbjTrapGens2() []hbjGen {
	return []hbjGen{
		{24, hbjTFrom("trap-hash-digest", hbjTHash)},
		{20, hbjTFrom("trap-id", hbjTIDs)},
		{10, hbjTFrom("trap-base64-data", hbjTB64)},
		{14, hbjTFrom("trap-public-key", hbjTPub)},
		{10, hbjTFrom("trap-publishable-key", hbjTPublishable)},
		{24, hbjTFrom("trap-placeholder", hbjTPlace)},
		{22, hbjTFrom("trap-path-url-address", hbjTPaths)},
		{24, hbjTFrom("trap-password-talk", hbjTTalk)},
		{18, hbjTFrom("trap-code", hbjTCode)},
		{14, hbjTFrom("trap-date-phone-code", hbjTMisc)},
		{12, hbjTFrom("trap-config", hbjTConfig)},
	}
}

var hbjTHash = []hbjTCase{
	func() (string, string) {
		return hbjT("terminal", "$ git log --oneline -3\n{A} fix veeam job naming for {SLUG}\n{B} add iDRAC inventory script\n{C} initial import", "{A}", hbjR(hexs, 7), "{B}", hbjR(hexs, 7), "{C}", hbjR(hexs, 7))
	},
	func() (string, string) {
		return hbjT("chat", "deployed commit {H} to the RMM script repo, rollback target is {H2}", "{H}", hbjR(hexs, 40), "{H2}", hbjR(hexs, 40))
	},
	func() (string, string) {
		return hbjT("terminal", "$ sha256sum VMware-VMvisor-Installer-8.0U{N}.x86_64.iso\n{H}  VMware-VMvisor-Installer-8.0U{N}.x86_64.iso", "{H}", hbjR(hexs, 64), "{N}", fmt.Sprint(hbjI(1, 3)))
	},
	func() (string, string) {
		return hbjT("chat", "image pinned to ghcr.io/{SLUG}/ninja-bridge@sha256:{H}", "{H}", hbjR(hexs, 64))
	},
	func() (string, string) {
		return hbjT("diff", "diff --git a/inventory/{SLUG}.yml b/inventory/{SLUG}.yml\nindex {A}..{B} 100644\n--- a/inventory/{SLUG}.yml\n+++ b/inventory/{SLUG}.yml\n@@ -3,3 +3,4 @@\n   {HOST}:\n     ansible_host: {IP}\n+    rack: {RACK}", "{A}", hbjR(hexs, 7), "{B}", hbjR(hexs, 7))
	},
	func() (string, string) {
		return hbjT("notes", "SPP ISO checksum (MD5): {M}\nSHA-1: {S}", "{M}", hbjR(hexs, 32), "{S}", hbjR(hexs, 40))
	},
	func() (string, string) {
		return hbjT("log", "{DATE} {LTIME} veeam: block {H} deduplicated (ratio 3.1x)", "{H}", hbjR(hexs, 40))
	},
	func() (string, string) {
		return hbjT("chat-de", "Der Commit {H} hat das Backup-Skript kaputt gemacht, bitte reverten.", "{H}", hbjR(hexs, 12))
	},
}

var hbjTIDs = []hbjTCase{
	func() (string, string) {
		return hbjT("log", "{DATE} {LTIME} ERROR api: 502 from upstream, x-request-id={U}, retrying", "{U}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("chat", "VM UUID of {HOST} is {U}, BIOS UUID {U2}", "{U}", hbjUUID(), "{U2}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("chat", "Azure tenant id {U} and subscription {U2} for {CLIENT}", "{U}", hbjUUID(), "{U2}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("chat", "build #{N} ({ID}) passed, artifacts uploaded", "{N}", fmt.Sprint(hbjI(100, 9999)), "{ID}", hbjR(lower+digits, 20))
	},
	func() (string, string) {
		return hbjT("stacktrace", "Traceback (most recent call last):\n  File \"/opt/{SLUG}/sync.py\", line {N}, in <module>\n    main()\n  File \"/opt/{SLUG}/sync.py\", line 41, in main\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.{DOMAIN}/v1/devices/{U}", "{N}", fmt.Sprint(hbjI(50, 200)), "{U}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("log", "{DATE}T{LTIME}Z INFO job_id={J} session={S} status=Success transferred=48.2GB", "{J}", hbjUUID(), "{S}", hbjR(hexs, 24))
	},
	func() (string, string) {
		return hbjT("chat", "Microsoft support case {N}, correlation ID {U}", "{N}", hbjR(digits, 16), "{U}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("chat", "NinjaOne device id {N}, org id {O}, policy {P}", "{N}", fmt.Sprint(hbjI(1000, 99999)), "{O}", fmt.Sprint(hbjI(10, 999)), "{P}", fmt.Sprint(hbjI(10, 300)))
	},
}

var hbjTB64 = []hbjTCase{
	func() (string, string) {
		msg := hbjP("Backup job completed successfully on ", "Weekly report attached for ", "Disk usage summary for ")
		b := base64.StdEncoding.EncodeToString([]byte(msg + hbjClient() + ".\r\n"))
		return hbjT("email", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{B}", "{B}", b)
	},
	func() (string, string) {
		d := hbjP("hello world", "rack label test", "{\"status\":\"ok\"}", "printer queue cleared")
		b := base64.StdEncoding.EncodeToString([]byte(d))
		return hbjT("terminal", "$ echo '{B}' | base64 -d\n{D}", "{B}", b, "{D}", d)
	},
	func() (string, string) {
		return hbjT("html", "<img alt=\"logo\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\">", "")
	},
	func() (string, string) {
		b := base64.StdEncoding.EncodeToString([]byte("site=" + hbjSlug(hbjClient()) + ";rack=" + fmt.Sprint(hbjI(1, 20))))
		return hbjT("yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: site-info\nbinaryData:\n  site.txt: {B}", "{B}", b)
	},
}

var hbjTPub = []hbjTCase{
	func() (string, string) {
		return hbjT("config", "# ~/.ssh/authorized_keys on {HOST}\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{K} {TECH}@laptop", "{K}", hbjR(alnum+"+/", 43))
	},
	func() (string, string) {
		return hbjT("chat", "please add my public key: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{K} {TECH}@{SLUG}msp", "{K}", hbjR(alnum+"+/", 340))
	},
	func() (string, string) {
		return hbjT("pem", "{DOMAIN} intermediate (public, from the CA bundle):\n-----BEGIN CERTIFICATE-----\n{B}\n-----END CERTIFICATE-----", "{B}", hbjPEMBody("MIIFazCCA1OgAwIBAgIR", hbjI(6, 14)))
	},
	func() (string, string) {
		return hbjT("pem", "-----BEGIN PUBLIC KEY-----\n{B}\n-----END PUBLIC KEY-----", "{B}", hbjPEMBody("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A", 5))
	},
	func() (string, string) {
		return hbjT("terminal", "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n256 SHA256:{F} root@{HOST} (ED25519)", "{F}", hbjR(alnum+"+/", 43))
	},
	func() (string, string) {
		return hbjT("chat", "TLS thumbprint for the vCenter: {F}", "{F}", strings.ToUpper(hbjColon(hbjR(hexs, 40))))
	},
}

func hbjColon(h string) string {
	var p []string
	for i := 0; i+2 <= len(h); i += 2 {
		p = append(p, h[i:i+2])
	}
	return strings.Join(p, ":")
}

var hbjTPublishable = []hbjTCase{
	func() (string, string) {
		return hbjT("html", "<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{K}');</script>", "{K}", hbjR(alnum, 99))
	},
	func() (string, string) {
		return hbjT("env", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_{K}", "{K}", hbjR(alnum, 99))
	},
	func() (string, string) {
		return hbjT("html", "<div class=\"g-recaptcha\" data-sitekey=\"6L{K}\"></div>", "{K}", hbjR(b64url, 38))
	},
	func() (string, string) {
		p := base64.RawURLEncoding.EncodeToString([]byte(`{"u":"` + hbjSlug(hbjClient()) + `","a":"` + hbjR(lower+digits, 25) + `"}`))
		return hbjT("javascript", "mapboxgl.accessToken = 'pk.{P}.{S}'; // public token, URL-restricted", "{P}", p, "{S}", hbjR(b64url, 22))
	},
}

var hbjTPlace = []hbjTCase{
	func() (string, string) {
		return hbjT("env", "NINJA_CLIENT_ID=<your-client-id>\nNINJA_CLIENT_SECRET=<your-client-secret>\nNINJA_REGION=eu", "")
	},
	func() (string, string) {
		return hbjT("shell", "racadm -r {IP} -u root -p <password> getsysinfo", "")
	},
	func() (string, string) {
		return hbjT("yaml", "bmc_user: root\nbmc_password: \"{{ vault_bmc_password }}\"\nbmc_address: {IP}", "")
	},
	func() (string, string) {
		return hbjT("chat", "set the Plesk admin password to changeme for the demo box, it gets wiped tonight", "")
	},
	func() (string, string) {
		return hbjT("config", "Server={HOST};Database=psa;User Id=psa;Password=********;", "")
	},
	func() (string, string) {
		return hbjT("shell", "curl -H 'x-api-key: ${HUDU_API_KEY}' https://docs.{DOMAIN}/api/v1/companies", "")
	},
	func() (string, string) {
		return hbjT("chat", "token: xxxxxxxxxxxxxxxxxxxxxxxx (redacted, ask {TECH})", "")
	},
	func() (string, string) {
		return hbjT("powershell", "$headers = @{ 'X-API-KEY' = $env:ATERA_API_KEY }\nInvoke-RestMethod -Uri 'https://app.atera.com/api/v3/customers' -Headers $headers", "")
	},
	func() (string, string) {
		return hbjT("ini", "[route53]\naws_access_key_id = YOUR_ACCESS_KEY_ID\naws_secret_access_key = YOUR_SECRET_ACCESS_KEY", "")
	},
	func() (string, string) {
		return hbjT("markdown", "## Setup\n1. Copy `.env.example` to `.env`\n2. Set `DISCORD_TOKEN=<your-bot-token>`\n3. Run `npm start`", "")
	},
	func() (string, string) {
		return hbjT("chat", "curl -u admin:REDACTED https://{IP}/api — the real one is in the vault", "")
	},
	func() (string, string) {
		return hbjT("cmd", "net use Z: \\\\{HOST}\\share /user:DOMAIN\\user %PASSWORD%", "")
	},
	func() (string, string) {
		return hbjT("json", "{\n  \"token\": \"YOUR_BOT_TOKEN_HERE\",\n  \"prefix\": \"!\"\n}", "")
	},
}

var hbjTPaths = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "the Veeam config backup lands in D:\\VeeamConfigBackup\\{HOST}\\ on {HOST2}", "")
	},
	func() (string, string) {
		return hbjT("chat", "docs are at https://docs.{DOMAIN}/kb/idrac-setup#network and the form at https://portal.{DOMAIN}/onboarding?client={SLUG}", "")
	},
	func() (string, string) {
		return hbjT("email", "Please send the signed onboarding form to onboarding@{SLUG}msp.com and copy {TECH}.{TECH2}@{DOMAIN}", "")
	},
	func() (string, string) {
		return hbjT("chat", "usernames for the new starters: j.doe, m.rossi, {SLUG}_scanner, svc_veeam", "")
	},
	func() (string, string) {
		return hbjT("terminal", "$ ls /etc/pve/nodes/{HOST}/qemu-server/\n100.conf  101.conf  104.conf", "")
	},
	func() (string, string) {
		return hbjT("chat", "ssh {U}@{HOST}.{DOMAIN} -p 2222", "{U}", hbjP("admin", "root", "ops", hbjSlug(hbjClient())))
	},
	func() (string, string) {
		return hbjT("chat", "cert lives at /etc/pki/tls/private/ (the key file, don't paste it) and /etc/pki/tls/certs/{DOMAIN}.crt", "")
	},
	func() (string, string) {
		return hbjT("chat", "{HOST}.{DOMAIN} resolves to {IP}, reverse is fine, MX points to {SLUG}-com.mail.protection.outlook.com", "")
	},
}

var hbjTTalk = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "the password policy requires 12 characters, one digit and no reuse of the last 5", "")
	},
	func() (string, string) {
		return hbjT("meeting", "Security review {DATE}\n- rotate all iDRAC and iLO passwords quarterly\n- stop sharing passwords in Teams\n- enforce MFA on the RMM", "")
	},
	func() (string, string) {
		return hbjT("chat", "did you change the Wi-Fi password at {CLIENT}? the printers dropped off", "")
	},
	func() (string, string) {
		return hbjT("chat", "I'll send the password via a one-time link, not here", "")
	},
	func() (string, string) {
		return hbjT("chat-de", "Das WLAN-Passwort steht auf dem Aufkleber am Router.", "")
	},
	func() (string, string) {
		return hbjT("chat-fr", "le mot de passe doit contenir au moins 12 caractères", "")
	},
	func() (string, string) {
		return hbjT("chat-es", "¿alguien tiene la contraseña del NAS? la busco en el gestor", "")
	},
	func() (string, string) {
		return hbjT("chat-pt", "a senha expirou de novo, vou pedir para resetar", "")
	},
	func() (string, string) {
		return hbjT("chat-ru", "пароль от iDRAC сменили, новый в хранилище", "")
	},
	func() (string, string) {
		return hbjT("chat-zh", "请不要在群里发送密码，使用密码管理器。", "")
	},
	func() (string, string) {
		return hbjT("chat-ko", "비밀번호는 12자 이상이어야 합니다.", "")
	},
	func() (string, string) {
		return hbjT("chat-nl", "het wachtwoord staat in de kluis onder {CLIENT}", "")
	},
	func() (string, string) {
		return hbjT("chat", "the door code changes every month, reception will tell you", "")
	},
	func() (string, string) {
		return hbjT("ticket", "{TICKET}: user forgot password and PIN for the laptop. Verified identity by phone, reset via Intune.", "")
	},
	func() (string, string) {
		return hbjT("chat", "the TeamViewer password is random per session, so just ask the user to read it out", "")
	},
	func() (string, string) {
		return hbjT("chat", "password: see above (I won't repeat it in this channel)", "")
	},
}

var hbjTCode = []hbjTCase{
	func() (string, string) {
		return hbjT("python", "def check_password(pw: str) -> bool:\n    return len(pw) >= 12 and any(c.isdigit() for c in pw)", "")
	},
	func() (string, string) {
		return hbjT("python", "password = os.environ[\"IDRAC_PASSWORD\"]\nclient = Redfish(host, user=\"root\", password=password)", "")
	},
	func() (string, string) {
		return hbjT("go", "pw, err := term.ReadPassword(int(os.Stdin.Fd()))\nif err != nil {\n\treturn err\n}\ncfg.Password = string(pw)", "")
	},
	func() (string, string) {
		return hbjT("powershell", "$cred = Get-Credential -UserName 'Administrator' -Message 'iLO login'\nConnect-HPEiLO -Address {IP} -Credential $cred", "")
	},
	func() (string, string) {
		return hbjT("javascript", "const token = process.env.DISCORD_TOKEN;\nif (!token) throw new Error('DISCORD_TOKEN is not set');\nclient.login(token);", "")
	},
	func() (string, string) {
		return hbjT("shell", "read -rsp 'BMC password: ' BMC_PW\nipmitool -I lanplus -H {IP} -U ADMIN -E chassis status", "")
	},
	func() (string, string) {
		return hbjT("sql", "UPDATE users SET password_hash = crypt($1, gen_salt('bf')) WHERE username = $2;", "")
	},
	func() (string, string) {
		return hbjT("csharp", "var secret = await client.GetSecretAsync(\"{SLUG}-ninja-client-secret\");\nvar value = secret.Value.Value;", "")
	},
	func() (string, string) {
		return hbjT("yaml", "- name: set bmc password\n  community.general.redfish_command:\n    category: Accounts\n    command: UpdateUserPassword\n    baseuri: \"{{ bmc_address }}\"\n    password: \"{{ bmc_password }}\"", "")
	},
}

var hbjTMisc = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "{CLIENT} office: +44 20 {A} {B}, after hours +49 30 {C}", "{A}", hbjR(digits, 4), "{B}", hbjR(digits, 4), "{C}", hbjR(digits, 8))
	},
	func() (string, string) {
		return hbjT("chat", "maintenance window {DATE} {TIME}–{TIME2} CET", "{TIME2}", fmt.Sprintf("%02d:00", hbjI(22, 23)))
	},
	func() (string, string) {
		return hbjT("chat", "product code {P} on the box, EAN {E}", "{P}", hbjR(upper, 2)+"-"+hbjR(digits, 4)+"-"+hbjR(upper+digits, 3), "{E}", hbjR(digits, 13))
	},
	func() (string, string) {
		return hbjT("chat", "carrier tracking {T}, delivery to the loading bay on {DATE}", "{T}", "1Z"+hbjR(upper+digits, 16))
	},
	func() (string, string) {
		return hbjT("chat", "PO {P} approved, cost centre {C}", "{P}", "45"+hbjR(digits, 8), "{C}", hbjR(digits, 4))
	},
	func() (string, string) {
		return hbjT("notes", "Kickoff call {DATE} {TIME}\nAttendees: {TECH}, {TECH2}\nDial-in: +1 555 {A} {B}, meeting ID {M}", "{A}", hbjR(digits, 3), "{B}", hbjR(digits, 4), "{M}", hbjR(digits, 3)+" "+hbjR(digits, 3)+" "+hbjR(digits, 3))
	},
}

var hbjTConfig = []hbjTCase{
	func() (string, string) {
		return hbjT("yaml", "backup:\n  schedule: \"0 1 * * *\"\n  retention_days: 30\n  target: s3://{SLUG}-offsite\n  encryption: aes256\n  credentials_from: env", "")
	},
	func() (string, string) {
		return hbjT("cisco", "hostname {HOST}\nservice password-encryption\nip domain-name {DOMAIN}\naaa new-model\naaa authentication login default group radius local\nline vty 0 4\n transport input ssh", "")
	},
	func() (string, string) {
		return hbjT("ini", "[smtp]\nhost = smtp.office365.com\nport = 587\nstarttls = true\nuser = alerts@{DOMAIN}\npassword_file = /run/secrets/smtp", "")
	},
	func() (string, string) {
		return hbjT("toml", "[agent]\nserver = \"https://rmm.{DOMAIN}\"\ninterval = \"60s\"\nlog_level = \"info\"\ntls_verify = true", "")
	},
	func() (string, string) {
		return hbjT("nginx", "server {\n    listen 443 ssl;\n    server_name {DOMAIN};\n    ssl_certificate     /etc/ssl/{DOMAIN}.crt;\n    ssl_certificate_key /etc/ssl/private/{DOMAIN}.key;\n    auth_basic_user_file /etc/nginx/.htpasswd;\n}", "")
	},
	func() (string, string) {
		return hbjT("env", "APP_ENV=production\nAPP_DEBUG=false\nDB_HOST={IP}\nDB_PORT=5432\nDB_DATABASE=portal\nDB_PASSWORD=\nCACHE_DRIVER=redis", "")
	},
}
