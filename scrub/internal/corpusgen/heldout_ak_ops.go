package main

import (
	"fmt"
	"strings"
)

// Shell commands, .env files, Kubernetes secrets, TOTP seeds, recovery codes, Wi-Fi and door
// codes, secrets in code.

func hakShellCmd() Sample {
	p := hakPw()
	sp := strings.NewReplacer("'", "", "\"", "", " ", "").Replace(p)
	u := hakUser()
	host := hakHost()
	switch rng.IntN(12) {
	case 0:
		return hakS("shell-cmd", "shell", fmt.Sprintf("docker login -u %s -p %s registry.acme-contact.net", u, sp), sp)
	case 1:
		return hakS("shell-cmd", "shell", fmt.Sprintf("mysql -u freepbxuser -p%s asterisk -e \"select * from users where extension=%s\"", sp, hakExt()), sp)
	case 2:
		return hakS("shell-cmd", "shell", fmt.Sprintf("curl -u %s:%s https://%s/admin/api/api/gql -d @query.json", u, sp, host), sp)
	case 3:
		return hakS("shell-cmd", "shell", fmt.Sprintf("sshpass -p '%s' scp /var/spool/asterisk/monitor/*.wav %s@%s:/backup/", sp, u, host), sp)
	case 4:
		return hakS("shell-cmd", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U cdr_reader -d callcenter -c 'select count(*) from cdr'", sp, host), sp)
	case 5:
		np := "NewRootPw-" + hakR(digits, 4)
		return hakS("shell-cmd", "shell", fmt.Sprintf("fwconsole userman --syncall\nmysqladmin -uroot -p'%s' password '%s'", sp, np), sp, np)
	case 6:
		return hakS("shell-cmd", "shell", fmt.Sprintf("sipsak -U -C sip:%s@%s -s sip:%s@%s -a %s -vvv", hakExt(), host, hakExt(), host, sp), sp)
	case 7:
		return hakS("shell-cmd", "history", fmt.Sprintf("  512  cd /etc/asterisk\n  513  vi pjsip.endpoint_custom.conf\n  514  sipp -sf uac_auth.xml -au %s -ap %s %s -m 1\n  515  asterisk -rx 'pjsip show registrations'", hakExt(), sp, host), sp)
	case 8:
		return hakS("shell-cmd", "shell", fmt.Sprintf("htpasswd -b /etc/httpd/.htpasswd %s %s", u, sp), sp)
	case 9:
		return hakS("shell-cmd", "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"%s\", $pw)", strings.ReplaceAll(sp, "$", ""), u), strings.ReplaceAll(sp, "$", ""))
	case 10:
		return hakS("shell-cmd", "shell", fmt.Sprintf("redis-cli -h %s -a %s INFO replication", host, sp), sp)
	default:
		return hakS("shell-cmd", "shell", fmt.Sprintf("lftp -u %s,%s sftp://%s -e 'mirror /recordings /mnt/nas; bye'", u, sp, host), sp)
	}
}

func hakEnvFile() Sample {
	p := hakRandPw()
	tok := hakTwilioToken()
	lines := []string{
		"APP_ENV=production",
		"APP_URL=https://agents.acme-contact.net",
		"ASTERISK_HOST=" + hakHost(),
		"ASTERISK_AMI_PORT=5038",
		"ASTERISK_AMI_USER=crm-dialer",
		"ASTERISK_AMI_SECRET=" + p,
		"TWILIO_AUTH_TOKEN=" + tok,
		"QUEUE_TIMEOUT=45",
		"TZ=America/Sao_Paulo",
	}
	start := rng.IntN(3)
	keep := lines[7]
	switch rng.IntN(4) {
	case 0:
		return hakKeep(hakS("env-file", "env", strings.Join(lines[start:], "\n")+"\n", p, tok), keep)
	case 1:
		return hakS("env-file", "chat", "here's my .env (prod), the dialer can't connect:\n```\n"+strings.Join(lines[start:], "\n")+"\n```", p, tok)
	case 2:
		mgun := "key-" + hakHex(32)
		txt := fmt.Sprintf("# mail + sms\nMAILGUN_API_KEY=%s\nMAILGUN_DOMAIN=mg.acme-contact.net\nSENDGRID_API_KEY=%s\nSMTP_PASSWORD=\"%s\"\nSUPPORT_EMAIL=help@acme-contact.net", mgun, hakSendgrid(), p)
		return hakKeep(hakS("env-file", "env", txt, mgun, p), "SUPPORT_EMAIL=help@acme-contact.net")
	default:
		dk := "dk_live_" + hakR(alnum, 40)
		txt := fmt.Sprintf("export DEEPGRAM_API_KEY=%s\nexport OPENAI_API_KEY=sk-proj-%s\nexport TRANSCRIBE_LANG=pt-BR", dk, hakR(b64url, 48))
		return hakS("env-file", "shell", txt, dk, strings.Split(strings.Split(txt, "sk-proj-")[1], "\n")[0])
	}
}

func hakK8sSecret() Sample {
	p := hakPw()
	b := hakB64Of(p)
	t := hakTwilioToken()
	bt := hakB64Of(t)
	switch rng.IntN(3) {
	case 0:
		return hakS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: asterisk-ami\n  namespace: telephony\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", hakB64Of("crm-dialer"), b), b)
	case 1:
		return hakS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: twilio\ndata:\n  auth-token: %s\nstringData:\n  sip-password: \"%s\"\n", bt, p), bt, p)
	default:
		return hakS("k8s-secret", "shell", fmt.Sprintf("kubectl -n telephony create secret generic sbc-creds --from-literal=trunk-user=%s --from-literal=trunk-pass='%s'", hakDigits(10), p), p)
	}
}

func hakTotp() Sample {
	seed := hakB32(hakP(16, 32))
	acct := hakP("admin@freepbx", "supervisor@3cx", "noc@acme-contact.net", "ana@zendesk")
	switch rng.IntN(6) {
	case 0:
		return hakS("totp-seed", "url", fmt.Sprintf("otpauth://totp/AcmeCC:%s?secret=%s&issuer=AcmeCC&digits=6", acct, seed), seed)
	case 1:
		return hakS("totp-seed", "chat", fmt.Sprintf("2FA seed for the shared %s account: %s — add it to your authenticator", acct, seed), seed)
	case 2:
		spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16])
		return hakS("totp-seed", "note", fmt.Sprintf("Can't scan the QR? enter this key manually: %s", spaced), spaced)
	case 3:
		return hakS("totp-seed", "chat-es", fmt.Sprintf("la semilla del MFA de la cuenta compartida es %s", seed), seed)
	case 4:
		return hakS("totp-seed", "python", fmt.Sprintf("totp = pyotp.TOTP(\"%s\")\nprint(totp.now())", seed), seed)
	default:
		return hakS("totp-seed", "yaml", fmt.Sprintf("mfa:\n  account: %s\n  totp_secret: %s", acct, seed), seed)
	}
}

func hakRecovery() Sample {
	var codes []string
	n := hakN(4, 8)
	style := rng.IntN(3)
	for i := 0; i < n; i++ {
		switch style {
		case 0:
			codes = append(codes, hakHex(5)+"-"+hakHex(5))
		case 1:
			codes = append(codes, hakR(digits, 4)+" "+hakR(digits, 4))
		default:
			codes = append(codes, hakR(upper+digits, 4)+"-"+hakR(upper+digits, 4)+"-"+hakR(upper+digits, 4))
		}
	}
	svc := hakP("GitHub", "Google Workspace", "3CX portal", "Zendesk", "HubSpot", "Microsoft 365")
	switch rng.IntN(4) {
	case 0:
		return hakS("recovery-codes", "note", fmt.Sprintf("%s recovery codes (shared NOC account)\n%s", svc, strings.Join(codes, "\n")), codes...)
	case 1:
		return hakS("recovery-codes", "chat", fmt.Sprintf("backup codes for %s: %s", svc, strings.Join(codes, ", ")), codes...)
	case 2:
		return hakS("recovery-codes", "chat-pt", fmt.Sprintf("códigos de recuperação do %s:\n- %s", svc, strings.Join(codes, "\n- ")), codes...)
	default:
		return hakS("recovery-codes", "markdown", fmt.Sprintf("## %s backup codes\n\n| # | code | used |\n|---|---|---|\n| 1 | %s | no |\n| 2 | %s | no |\n| 3 | %s | yes |", svc, codes[0], codes[1], codes[2]), codes[0], codes[1], codes[2])
	}
}

func hakWifiDoor() Sample {
	w := hakHumanPw()
	pin := hakPin(hakN(4, 6))
	ssid := hakP("CC-Agents", "AcmeGuest", "Piso3-Operacion", "NOC_5G", "Sala-Treinamento", "BPO-Floor2")
	switch rng.IntN(10) {
	case 0:
		return hakS("wifi", "chat", fmt.Sprintf("wifi %s / %s", ssid, w), w)
	case 1:
		return hakS("wifi", "note", fmt.Sprintf("Training room\nSSID: %s\nPassword: %s\nProjector remote in the drawer", ssid, w), w)
	case 2:
		return hakS("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, w), w)
	case 3:
		return hakS("wifi", "chat-es", fmt.Sprintf("la clave del wifi %s es %s", ssid, w), w)
	case 4:
		return hakS("wifi", "chat-tl", fmt.Sprintf("password ng wifi sa 2nd floor (%s): %s", ssid, w), w)
	case 5:
		return hakS("door-code", "chat", fmt.Sprintf("door code for the server room is %s#", pin), pin)
	case 6:
		al := hakPin(5)
		return hakS("door-code", "shift-notes", fmt.Sprintf("Turno noche: el código de la puerta trasera es %s, alarma se desarma con %s", pin, al), pin, al)
	case 7:
		return hakS("door-code", "chat-pt", fmt.Sprintf("o código do cadeado do armário dos headsets é %s", pin), pin)
	case 8:
		return hakS("door-code", "chat-hi", fmt.Sprintf("सर्वर रूम का दरवाज़ा कोड %s है", pin), pin)
	default:
		return hakS("door-code", "note", fmt.Sprintf("Alarm panel: installer code %s, master user code %s", hakPin(4), pin), pin)
	}
}

func hakCodeSecret() Sample {
	p := hakRandPw()
	k := hakR(alnum, 32)
	switch rng.IntN(8) {
	case 0:
		return hakS("code-secret", "python", fmt.Sprintf("from panoramisk import Manager\n\nmanager = Manager(host='%s', port=5038,\n                  username='crm-dialer', secret='%s')", hakHost(), p), p)
	case 1:
		return hakS("code-secret", "javascript", fmt.Sprintf("const ami = new AsteriskManager(5038, '%s', 'wallboard', '%s', true);", hakHost(), p), p)
	case 2:
		return hakS("code-secret", "java", fmt.Sprintf("ManagerConnectionFactory factory =\n    new ManagerConnectionFactory(\"%s\", \"admin\", \"%s\");", hakHost(), p), p)
	case 3:
		fk := hakR(alnum, 20)
		return hakS("code-secret", "php", fmt.Sprintf("<?php\n$client = new \\Freshdesk\\Api('%s', 'acmehelp');\n$tickets = $client->tickets->all();", fk), fk)
	case 4:
		return hakS("code-secret", "go", fmt.Sprintf("client := plivo.NewClient(\"MA%s\", \"%s\", &plivo.ClientOptions{})", hakR(upper+digits, 18), k), k)
	case 5:
		tt := hakTwilioToken()
		return hakS("code-secret", "csharp", fmt.Sprintf("TwilioClient.Init(\"%s\", \"%s\");", hakTwilioSID(), tt), tt)
	case 6:
		return hakS("code-secret", "ruby", fmt.Sprintf("ZendeskAPI::Client.new do |config|\n  config.url = 'https://acmehelp.zendesk.com/api/v2'\n  config.username = 'bot@acme-contact.net/token'\n  config.token = '%s'\nend", k), k)
	default:
		return hakS("code-secret", "diff", fmt.Sprintf("--- a/config/ami.js\n+++ b/config/ami.js\n@@ -3,3 +3,3 @@\n   host: process.env.AMI_HOST,\n-  secret: process.env.AMI_SECRET,\n+  secret: '%s',\n   port: 5038,", p), p)
	}
}
