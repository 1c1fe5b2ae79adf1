package main

import (
	"fmt"
	"strings"
)

// Traps: ids and hashes, placeholders, talk about passwords, menu paths, public material.

func hakTrapIDs() Sample {
	switch rng.IntN(14) {
	case 0:
		return hakT("trap-id", "chat", fmt.Sprintf("fixed in %s, deployed to the dialer this morning", hakHex(hakP(7, 40))))
	case 1:
		return hakT("trap-id", "terminal", fmt.Sprintf("$ sha256sum freepbx-16.0-%s.iso\n%s  freepbx-16.0-%s.iso", hakDate(), hakHex(64), hakDate()))
	case 2:
		return hakT("trap-id", "log", fmt.Sprintf("%s INFO request_id=%s agent=%s action=wrapup duration_ms=%d", hakDate(), hakUUID(), hakExt(), hakN(20, 900)))
	case 3:
		return hakT("trap-id", "chat", fmt.Sprintf("build #%d (%s) failed on the IVR tests, rerunning", hakN(1000, 9999), hakHex(12)))
	case 4:
		return hakT("trap-id", "yaml", fmt.Sprintf("image: ghcr.io/acme-cc/wallboard@sha256:%s\nreplicas: 2", hakHex(64)))
	case 5:
		return hakT("trap-id", "chat", fmt.Sprintf("Twilio message SM%s shows delivered but the customer says nothing arrived", hakHex(32)))
	case 6:
		return hakT("trap-id", "note", fmt.Sprintf("Salesforce case 500%s linked to Zendesk ticket #%d", hakR(alnum, 15), hakN(10000, 999999)))
	case 7:
		return hakT("trap-id", "diff", fmt.Sprintf("commit %s\nAuthor: %s <%s@acme-contact.net>\nDate:   Mon Mar 4 10:22:31 2024 -0300\n\n    queues: raise wrapup time to 15s for billing\n\ndiff --git a/queues.conf b/queues.conf\nindex %s..%s 100644\n--- a/queues.conf\n+++ b/queues.conf\n@@ -12,1 +12,1 @@\n-wrapuptime=10\n+wrapuptime=15", hakHex(40), hakName(), strings.ToLower(hakName()), hakHex(7), hakHex(7)))
	case 8:
		return hakT("trap-id", "json", fmt.Sprintf("{\"conversation_id\": \"%s\", \"wamid\": \"wamid.%s\", \"status\": \"read\"}", hakUUID(), hakB64Of("HBgM"+hakDigits(12)+"FQIAERgS"+strings.ToUpper(hakHex(10)))))
	case 9:
		return hakT("trap-id", "chat", fmt.Sprintf("the WebRTC session %s dropped at 00:%02d, trace id %s", hakUUID(), hakN(10, 59), hakHex(32)))
	case 10:
		return hakT("trap-id", "terminal", fmt.Sprintf("$ md5sum /var/lib/asterisk/sounds/custom/*.wav\n%s  /var/lib/asterisk/sounds/custom/welcome-es.wav\n%s  /var/lib/asterisk/sounds/custom/after-hours.wav", hakHex(32), hakHex(32)))
	case 11:
		return hakT("trap-id", "log", fmt.Sprintf("X-Amzn-RequestId: %s\nX-Amz-Cf-Id: %s==", hakUUID(), hakR(b64url, 54)))
	case 12:
		return hakT("trap-id", "chat-pt", fmt.Sprintf("o job de exportação %s terminou, arquivo gravacoes-%s.zip", hakUUID(), hakDate()))
	default:
		return hakT("trap-id", "note", fmt.Sprintf("Amazon Connect contact id %s, instance arn:aws:connect:us-east-1:%s:instance/%s", hakUUID(), hakDigits(12), hakUUID()))
	}
}

func hakTrapPlaceholder() Sample {
	ext := hakExt()
	env := hakP("ZENDESK", "HUBSPOT", "FRESHDESK", "TWILIO", "PLIVO", "VONAGE", "MESSAGEBIRD")
	ph := strings.NewReplacer(" ", "", "(", "", ")", "", "-", "").Replace(hakPhone())
	switch rng.IntN(14) {
	case 0:
		return hakT("trap-placeholder", "env", fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s", hakP("<your-account-sid>", "<account sid>", "AC..."), hakP("<your-auth-token>", "<auth token here>", "your_auth_token"), ph))
	case 1:
		return hakT("trap-placeholder", "pjsip.conf", fmt.Sprintf("[%s-auth]\ntype=auth\nauth_type=userpass\nusername=%s\npassword=%s\n; set the real password from the vault", hakP("trunk", "carrier", "siptrunk"), hakP("YOUR_DID", "<username>", "${TRUNK_USER}"), hakP("CHANGE_ME", "changeme", "<password>", "${TRUNK_PASS}")))
	case 2:
		return hakT("trap-placeholder", "readme", fmt.Sprintf("## Setup\n\n1. Copy `.env.example` to `.env`.\n2. Fill in `%s_API_TOKEN=%s`.\n3. Run `%s`.", env, hakP("your-token-here", "<token>", "xxxx", "..."), hakP("npm start", "make run", "docker compose up -d", "python -m dialer")))
	case 3:
		return hakT("trap-placeholder", "yaml", fmt.Sprintf("%s:\n  access_token: ${%s_TOKEN}\n  base_url: https://api.%s.example\n  timeout_s: %d", strings.ToLower(env), env, strings.ToLower(env), hakN(5, 60)))
	case 4:
		return hakT("trap-placeholder", "shell", fmt.Sprintf("curl -u %s:X https://%s.freshdesk.com/api/v2/tickets/%d", hakP("YOUR_API_KEY", "<api_key>", "$FRESHDESK_KEY"), hakP("yourdomain", "<domain>", "example"), hakN(1, 99999)))
	case 5:
		return hakT("trap-placeholder", "chat", fmt.Sprintf("the example config just says secret=%s for ext %s, you need to put the real one", hakP("xxxxxxxx", "XXXX", "<secret>", "changeme"), ext))
	case 6:
		return hakT("trap-placeholder", "yealink-cfg", fmt.Sprintf("account.%d.auth_name = %%EXTEN%%\naccount.%d.password = %%SECRET%%\naccount.%d.sip_server.1.address = %%SERVER%%", hakN(1, 4), hakN(1, 4), hakN(1, 4)))
	case 7:
		return hakT("trap-placeholder", "docs", fmt.Sprintf("Authorization: Bearer <ACCESS_TOKEN>\n\nReplace <ACCESS_TOKEN> with the token from %s.", hakP("WhatsApp Manager > API Setup", "the HubSpot private app page", "your Zendesk admin center", "the Plivo console")))
	case 8:
		return hakT("trap-placeholder", "python", fmt.Sprintf("client = Client(\"AC%s\", \"%s\")", strings.Repeat(hakP("X", "x"), 32), hakP("your_auth_token", "[AuthToken]", "TOKEN")))
	case 9:
		return hakT("trap-placeholder", "chat", fmt.Sprintf("default is admin/changeme on the %s demo image only, the real boxes are provisioned from %s", hakP("FreePBX", "Issabel", "Vicidial"), hakP("Ansible", "Salt", "the endpoint manager")))
	case 10:
		return hakT("trap-placeholder", "json", fmt.Sprintf("{\n  \"api_key\": \"REPLACE_WITH_%s_KEY\",\n  \"originator\": \"%s\"\n}", env, hakP("AcmeHelp", "CCBR", "Suporte", "INFO")))
	case 11:
		return hakT("trap-placeholder", "manager.conf", fmt.Sprintf("[%s]\nsecret = %s\nread = all\nwrite = originate", hakP("crm-dialer", "wallboard", "reports"), hakP("********", "(redacted)", "<hidden>", "•••••••")))
	case 12:
		return hakT("trap-placeholder", "chat-es", fmt.Sprintf("en la plantilla pon %s: <tu-contraseña> y el script la reemplaza para la extensión %s", hakP("password", "clave", "secret"), ext))
	default:
		return hakT("trap-placeholder", "k8s", fmt.Sprintf("kubectl -n %s create secret generic sbc-creds \\\n  --from-literal=trunk-user=$TRUNK_USER \\\n  --from-literal=trunk-pass=$TRUNK_PASS", hakP("telephony", "voice", "cc-prod")))
	}
}

func hakTrapPasswordTalk() Sample {
	n := hakName()
	sys := hakP("FreePBX", "3CX", "Zendesk", "Five9", "the recording portal", "HubSpot")
	num := hakN(8, 16)
	switch rng.IntN(16) {
	case 0:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("the %s password policy requires %d characters, one digit and one symbol", sys, num))
	case 1:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("%s forgot their %s password again, who has admin to reset it?", n, sys))
	case 2:
		return hakT("trap-pwtalk", "ivr-script", fmt.Sprintf("To change your voicemail PIN, press %d for advanced options, then %d. Your PIN must be at least %d digits.", hakN(0, 9), hakN(0, 9), hakN(4, 6)))
	case 3:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("trunk registration fails with 401, I think the carrier rotated the password on their side, opened %s", hakTicket()))
	case 4:
		return hakT("trap-pwtalk", "runbook", fmt.Sprintf("## Rotating SIP secrets\n1. Generate a new secret in Applications > Extensions.\n2. Push the config with Endpoint Manager.\n3. Never send secrets over chat; use the vault (path telephony/sip/%s).", hakExt()))
	case 5:
		return hakT("trap-pwtalk", "chat-es", fmt.Sprintf("la contraseña de %s vence cada %d días, el sistema avisa una semana antes", sys, hakP(30, 60, 90)))
	case 6:
		return hakT("trap-pwtalk", "chat-pt", fmt.Sprintf("não consigo entrar no %s, diz senha incorreta (%s)", sys, hakTime()))
	case 7:
		return hakT("trap-pwtalk", "chat-tl", fmt.Sprintf("nakalimutan ko yung password ko sa %s, paano i-reset? -%s", sys, n))
	case 8:
		return hakT("trap-pwtalk", "chat-hi", fmt.Sprintf("%s में पासवर्ड रीसेट का लिंक ईमेल पर आएगा, %d मिनट में", sys, hakN(2, 30)))
	case 9:
		return hakT("trap-pwtalk", "meeting-notes", fmt.Sprintf("- agree to move all shared passwords into %s by %s\n- supervisors get their own logins, no more shared account\n- MFA mandatory for %s", hakP("1Password", "Bitwarden", "Vault", "Keeper"), hakDate(), sys))
	case 10:
		return hakT("trap-pwtalk", "ticket", fmt.Sprintf("%s: agent reports \"Invalid username or password\" on the softphone after the update. Checked: account not locked.", hakTicket()))
	case 11:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("why does the %s ask for a password when I open the web UI? -> it's the admin one, ask %s, don't post it here", hakP("Yealink", "Polycom", "Grandstream", "ATA"), n))
	case 12:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("fail2ban banned %d IPs overnight, all trying weak SIP passwords on 5060", hakN(3, 400)))
	case 13:
		return hakT("trap-pwtalk", "docs", fmt.Sprintf("The `%s` option sets the password an endpoint uses for digest authentication. Use at least %d random characters.", hakP("secret", "password"), num))
	case 14:
		return hakT("trap-pwtalk", "chat", fmt.Sprintf("PIN reset done for x%s, the user will set a new one at first login", hakExt()))
	default:
		return hakT("trap-pwtalk", "email", fmt.Sprintf("Hi %s,\n\nWe will never ask for your password or 2FA code by phone or email. If someone does, report it to security (ext %s).\n\nThanks", n, hakExt()))
	}
}

func hakTrapMenuPath() Sample {
	arrow := hakP(" / ", " > ", " → ", " » ")
	j := func(xs ...string) string { return strings.Join(xs, arrow) }
	switch rng.IntN(14) {
	case 0:
		return hakT("trap-menu", "chat", fmt.Sprintf("go to %s and set the ring time to %ds", j("Admin", "Settings", "Advanced Settings"), hakN(15, 60)))
	case 1:
		return hakT("trap-menu", "chat", j("Connectivity", "Trunks", "Edit SIP (chan_pjsip) Trunk", hakP("pjsip Settings", "Dialed Number Manipulation Rules", "General")))
	case 2:
		return hakT("trap-menu", "chat", "3CX: "+j("Admin", "Call Handling", "Inbound Rules", "Add DID Rule")+" for "+hakPhone())
	case 3:
		return hakT("trap-menu", "path", fmt.Sprintf("/var/spool/asterisk/voicemail/default/%s/INBOX/msg%04d.wav", hakExt(), rng.IntN(40)))
	case 4:
		return hakT("trap-menu", "path", hakP(`C:\ProgramData\3CX\Instance1\Data\Logs\3CXPhoneSystem.log`, `C:\Program Files\3CX Phone System\Bin\3CXPhoneSystem01.exe`, `/var/lib/3cxpbx/Instance1/Data/Logs/3CXQueueManager.log`))
	case 5:
		return hakT("trap-menu", "chat", fmt.Sprintf("the config lives in /etc/asterisk/%s_custom_post.conf, don't edit %s.conf directly", hakP("pjsip.endpoint", "extensions", "queues", "sip"), hakP("pjsip", "extensions", "queues")))
	case 6:
		return hakT("trap-menu", "url", fmt.Sprintf("https://%s/admin/config.php?display=extensions&extdisplay=%s", hakHost(), hakExt()))
	case 7:
		return hakT("trap-menu", "chat-es", j("Ajustes", "Cuentas", "Contraseña y seguridad")+" — ahí se activa el doble factor")
	case 8:
		return hakT("trap-menu", "chat-pt", j("Configurações", "Usuários", "Redefinir senha")+", e manda o link pro agente "+hakName())
	case 9:
		return hakT("trap-menu", "chat", j("Zendesk Admin Center", "Apps and integrations", "APIs", "Zendesk API")+" — that's where you enable token access")
	case 10:
		return hakT("trap-menu", "chat", "on the "+hakP("Yealink", "Fanvil", "Grandstream")+": "+j("Menu", "Advanced (admin)", "Network", hakP("WAN Port", "VLAN", "802.1x")))
	case 11:
		return hakT("trap-menu", "url", fmt.Sprintf("https://%s.zendesk.com/agent/tickets/%d", hakP("acmehelp", "soporte-mx", "cc-brasil"), hakN(10000, 999999)))
	case 12:
		return hakT("trap-menu", "chat", "HubSpot: "+j("Settings", "Integrations", "Private Apps", "Create")+", scopes "+hakP("crm.objects.contacts.read", "tickets", "crm.objects.companies.read"))
	default:
		return hakT("trap-menu", "chat-tl", "pumunta ka sa "+j("Settings", "Security", "Change Password")+", tapos logout ulit")
	}
}

func hakTrapPublic() Sample {
	switch rng.IntN(11) {
	case 0:
		return hakT("trap-public", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hakR(hakB64, 43), strings.ToLower(hakName()), hakP("noc-laptop", "pbx01", "jumpbox")))
	case 1:
		var lines []string
		for i := 0; i < hakN(4, 7); i++ {
			lines = append(lines, hakR(hakB64, 64))
		}
		return hakT("trap-public", "pem-cert", "-----BEGIN CERTIFICATE-----\nMIID"+hakR(hakB64, 60)+"\n"+strings.Join(lines, "\n")+"\n"+hakR(hakB64, 20)+"==\n-----END CERTIFICATE-----")
	case 2:
		return hakT("trap-public", "html", fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_%s');</script>", hakR(alnum, 99)))
	case 3:
		return hakT("trap-public", "chat", fmt.Sprintf("our public key for the SFTP drop is ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ivr-export", hakR(hakB64, 120)))
	case 4:
		return hakT("trap-public", "chat", fmt.Sprintf("email the QA team at qa-%s@acme-contact.net, cc %s@acme-contact.net", hakP("br", "mx", "ph", "in"), strings.ToLower(hakName())))
	case 5:
		return hakT("trap-public", "chat", fmt.Sprintf("my 3CX username is %s, extension %s", hakUser(), hakExt()))
	case 6:
		return hakT("trap-public", "json", fmt.Sprintf("{\"context\": \"%s\"}", hakB64Of(fmt.Sprintf("{\"queue\":\"%d\",\"lang\":\"%s\"}", hakN(600, 699), hakP("es", "pt", "en")))))
	case 7:
		return hakT("trap-public", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6Lc%s\"></div>", hakR(b64url, 37)))
	case 8:
		return hakT("trap-public", "pem-pub", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+hakR(hakB64, 28)+"\n"+hakR(hakB64, 56)+"==\n-----END PUBLIC KEY-----")
	case 9:
		return hakT("trap-public", "chat", fmt.Sprintf("hosts: %s, %s and %s are the SBCs, all behind the firewall", hakHost(), hakHost(), hakHost()))
	default:
		return hakT("trap-public", "dns", fmt.Sprintf("_sip._udp.acme-contact.net. 300 IN SRV 10 60 5060 %s.\nacme-contact.net. 300 IN TXT \"v=spf1 include:mailgun.org ~all\"", hakHost()))
	}
}
