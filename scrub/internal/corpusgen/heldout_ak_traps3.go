package main

import (
	"fmt"
	"strings"
)

// Traps: code handling secrets without containing one, foreign-language notes, logs, tables,
// product codes and versions.

func hakTrapCode() Sample {
	env := hakP("AMI_SECRET", "SIP_TRUNK_PASSWORD", "ZENDESK_API_TOKEN", "HUBSPOT_TOKEN", "TWILIO_AUTH_TOKEN", "PLIVO_AUTH_TOKEN", "ARI_PASSWORD")
	v := hakP("secret", "token", "apiKey", "authToken", "trunkPass", "pw")
	switch rng.IntN(14) {
	case 0:
		return hakT("trap-code", "python", fmt.Sprintf("import os\n\n%s = os.environ[\"%s\"]\nmanager = Manager(host=os.environ[\"AMI_HOST\"], username=\"%s\", secret=%s)", env, env, hakP("crm-dialer", "wallboard", "reports"), env))
	case 1:
		return hakT("trap-code", "go", fmt.Sprintf("%s := os.Getenv(\"%s\")\nif %s == \"\" {\n\tlog.Fatal(\"%s is not set\")\n}", v, env, v, env))
	case 2:
		lo, hi := hakN(4, 6), hakN(8, 12)
		return hakT("trap-code", "go", fmt.Sprintf("func checkPin(pin string) error {\n\tif len(pin) < %d || len(pin) > %d {\n\t\treturn errors.New(\"voicemail PIN must be %d-%d digits\")\n\t}\n\treturn nil\n}", lo, hi, lo, hi))
	case 3:
		return hakT("trap-code", "javascript", fmt.Sprintf("const %s = req.headers.authorization?.split(' ')[1];\nif (!%s) return res.status(401).json({ error: 'missing %s' });", v, v, v))
	case 4:
		a := hakN(1, 8) * 1000
		return hakT("trap-code", "sql", fmt.Sprintf("SELECT extension, name, voicemail FROM users WHERE extension BETWEEN %d AND %d ORDER BY extension;", a, a+999))
	case 5:
		return hakT("trap-code", "dialplan", fmt.Sprintf("[vm-check]\nexten => *%d,1,Answer()\n same => n,Wait(1)\n same => n,VoiceMailMain(${CALLERID(num)}@%s)\n same => n,Hangup()", hakP(97, 98, 86), hakP("default", "agents", "supervisors")))
	case 6:
		return hakT("trap-code", "python", fmt.Sprintf("hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=%d))\nuser.password_hash = hashed\ndb.session.commit()", hakN(10, 14)))
	case 7:
		return hakT("trap-code", "php", fmt.Sprintf("$secret = bin2hex(random_bytes(%d));\n$this->db->update('sip', ['data' => $secret], ['id' => $ext, 'keyword' => 'secret']);", hakP(16, 24, 32)))
	case 8:
		return hakT("trap-code", "yaml", fmt.Sprintf("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s", env, strings.ToLower(strings.Split(env, "_")[0]), strings.ToLower(strings.ReplaceAll(env, "_", "-"))))
	case 9:
		return hakT("trap-code", "java", fmt.Sprintf("String %s = new String(passwordField.getPassword());\nif (!validator.isStrong(%s)) {\n    showError(\"Password too weak\");\n}", v, v))
	case 10:
		return hakT("trap-code", "csharp", fmt.Sprintf("var %s = Environment.GetEnvironmentVariable(\"%s\")\n    ?? throw new InvalidOperationException(\"%s missing\");", v, env, env))
	case 11:
		return hakT("trap-code", "diff", fmt.Sprintf("--- a/dialer/config.py\n+++ b/dialer/config.py\n@@ -%d,2 +%d,2 @@\n-%s = None\n+%s = os.environ[\"%s\"]", hakN(1, 40), hakN(1, 40), env, env, env))
	case 12:
		return hakT("trap-code", "shell", fmt.Sprintf("read -rsp 'SIP password: ' SIP_PASS\necho\nsed -i \"s/^password=.*/password=${SIP_PASS}/\" /etc/asterisk/pjsip.%s.conf", hakP("trunk", "carrier", "auth_custom")))
	default:
		return hakT("trap-code", "typescript", fmt.Sprintf("interface %sConfig {\n  host: string;\n  username: string;\n  password: string; // loaded from %s at startup\n  port?: number;\n}", hakP("Trunk", "Ami", "Ari", "Sms"), hakP("Vault", "AWS Secrets Manager", "the environment")))
	}
}

func hakTrapForeign() Sample {
	n := hakName()
	q := hakN(600, 699)
	ph := hakPhone()
	switch rng.IntN(16) {
	case 0:
		return hakT("trap-foreign", "shift-notes-es", fmt.Sprintf("Notas de turno %s\n- Cola %d con %d llamadas abandonadas\n- %s cubrió la extensión %s\n- Ticket %s escalado a nivel 2", hakDate(), q, hakN(2, 40), n, hakExt(), hakTicket()))
	case 1:
		return hakT("trap-foreign", "chat-es", fmt.Sprintf("Cliente molesto, llamó 3 veces desde %s, ya le abrí el caso %s", ph, hakTicket()))
	case 2:
		return hakT("trap-foreign", "shift-notes-pt", fmt.Sprintf("Passagem de turno: fila %d com TMA de %d:%02d, %s saiu às 22h, sem pendências no Zendesk.", q, hakN(3, 9), rng.IntN(60), n))
	case 3:
		return hakT("trap-foreign", "chat-pt", fmt.Sprintf("gente, o ramal %s tá mudo, já abri chamado %s com o suporte de telefonia", hakExt(), hakTicket()))
	case 4:
		return hakT("trap-foreign", "shift-notes-hi", fmt.Sprintf("आज की शिफ्ट: क्यू %d में %d कॉल्स, औसत होल्ड टाइम %d सेकंड। %s कल छुट्टी पर है।", q, hakN(100, 900), hakN(10, 200), n))
	case 5:
		return hakT("trap-foreign", "chat-hinglish", fmt.Sprintf("bhai queue %d mein calls pile ho rahi hain, koi break se wapas aao", q))
	case 6:
		return hakT("trap-foreign", "shift-notes-tl", fmt.Sprintf("Graveyard shift: %d calls sa queue %d, 2 escalations, walang system issue. Si %s ang OIC bukas.", hakN(50, 400), q, n))
	case 7:
		return hakT("trap-foreign", "chat-tl", fmt.Sprintf("pakitawagan si customer sa %s, hinihintay niya yung refund", ph))
	case 8:
		return hakT("trap-foreign", "chat-es", fmt.Sprintf("¿Alguien sabe cómo cambiar la contraseña del buzón de voz de la %s? No me acuerdo del menú", hakExt()))
	case 9:
		return hakT("trap-foreign", "chat-pt", fmt.Sprintf("a senha do %s precisa ter no mínimo %d caracteres, senão o sistema recusa", hakP("Zendesk", "3CX", "Genesys", "portal"), hakN(8, 14)))
	case 10:
		return hakT("trap-foreign", "chat-de", fmt.Sprintf("Rückruf an %s bitte bis 16 Uhr, Vorgang %s", ph, hakTicket()))
	case 11:
		return hakT("trap-foreign", "chat-fr", fmt.Sprintf("la file %d est saturée, on bascule le débordement vers Dakar", q))
	case 12:
		return hakT("trap-foreign", "chat-ja", fmt.Sprintf("内線%sは明日から%sさんが使います。", hakExt(), n))
	case 13:
		return hakT("trap-foreign", "chat-zh", fmt.Sprintf("客户 %s 要求回电，工单号 %s", ph, hakTicket()))
	case 14:
		return hakT("trap-foreign", "chat-ru", fmt.Sprintf("очередь %d перегружена, переводим звонки на резервную площадку", q))
	default:
		return hakT("trap-foreign", "chat-hi", fmt.Sprintf("पासवर्ड भूल गए तो IT हेल्पडेस्क को कॉल करें, एक्सटेंशन %s", hakExt()))
	}
}

func hakTrapLogs() Sample {
	ts := hakDate() + " " + hakTime()
	ip := fmt.Sprintf("203.0.113.%d", hakN(2, 250))
	switch rng.IntN(8) {
	case 0:
		return hakT("trap-log", "asterisk-log", fmt.Sprintf("[%s] NOTICE[%d] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '<sip:%s@%s>' failed for '%s:5060' (callid: %s) - Failed to authenticate", ts, hakN(1000, 9000), hakExt(), hakHost(), ip, hakR(alnum, 22)))
	case 1:
		return hakT("trap-log", "asterisk-log", fmt.Sprintf("[%s] VERBOSE[%d] res_pjsip_registrar.c: Added contact 'sip:%s@192.168.1.%d:5060;ob' to AOR '%s' with expiration of 3600 seconds", ts, hakN(1000, 9000), hakExt(), hakN(20, 250), hakExt()))
	case 2:
		return hakT("trap-log", "fail2ban", fmt.Sprintf("%s,%03d fail2ban.actions [%d]: NOTICE [asterisk] Ban %s", ts, rng.IntN(1000), hakN(500, 5000), ip))
	case 3:
		return hakT("trap-log", "stacktrace", fmt.Sprintf("Exception in thread \"dialer-%d\" org.asteriskjava.manager.AuthenticationFailedException: Authentication failed\n\tat org.asteriskjava.manager.internal.ManagerConnectionImpl.doLogin(ManagerConnectionImpl.java:%d)\n\tat com.acme.dialer.AmiClient.connect(AmiClient.java:%d)", hakN(1, 9), hakN(400, 900), hakN(20, 200)))
	case 4:
		return hakT("trap-log", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/sms/send.py\", line %d, in <module>\n    client.messages.create(to=to, from_=FROM, body=body)\ntwilio.base.exceptions.TwilioRestException: HTTP 401 error: Unable to create record: Authenticate", hakN(10, 99)))
	case 5:
		return hakT("trap-log", "3cx-log", fmt.Sprintf("%s|Leg L:%d.1[Extn:%s] is terminated: Cause: BYE from PBX", ts, hakN(100, 9999), hakExt()))
	case 6:
		return hakT("trap-log", "nginx", fmt.Sprintf("%s - - [04/Mar/2024:%s +0000] \"POST /api/v1/calls/%s/hangup HTTP/1.1\" 204 0 \"-\" \"okhttp/4.12.0\"", ip, hakTime(), hakUUID()))
	default:
		return hakT("trap-log", "asterisk-log", fmt.Sprintf("[%s] WARNING[%d] chan_pjsip.c: Endpoint '%s' has no contacts, unable to dial\n[%s] VERBOSE[%d] app_dial.c: Everyone is busy/congested at this time (1:0/0/1)", ts, hakN(1000, 9000), hakExt(), ts, hakN(1000, 9000)))
	}
}

func hakTrapTables() Sample {
	var b strings.Builder
	switch rng.IntN(5) {
	case 0:
		b.WriteString("| agent | ext | queue | shift |\n|---|---|---|---|\n")
		for i := 0; i < hakN(3, 6); i++ {
			fmt.Fprintf(&b, "| %s | %s | %d | %s |\n", hakName(), hakExt(), hakN(600, 699), hakP("06-14", "14-22", "22-06"))
		}
		return hakT("trap-table", "markdown", b.String())
	case 1:
		b.WriteString("ticket,opened,channel,phone,status\n")
		for i := 0; i < hakN(3, 6); i++ {
			fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", hakTicket(), hakDate(), hakP("voice", "whatsapp", "email", "sms"), hakPhone(), hakP("open", "pending", "solved"))
		}
		return hakT("trap-table", "csv", b.String())
	case 2:
		b.WriteString("| trunk | provider | channels | status |\n|---|---|---|---|\n")
		for i := 0; i < hakN(2, 4); i++ {
			fmt.Fprintf(&b, "| %s | %s | %d | %s |\n", hakP("trunk-br", "trunk-mx", "trunk-in", "trunk-ph"), hakP("Telnyx", "Bandwidth", "Tata", "PLDT"), hakN(10, 120), hakP("Registered", "Unreachable", "OK"))
		}
		return hakT("trap-table", "markdown", b.String())
	case 3:
		b.WriteString("interval,offered,handled,aht_sec,occupancy\n")
		for i := 0; i < hakN(3, 6); i++ {
			fmt.Fprintf(&b, "%02d:00,%d,%d,%d,0.%02d\n", hakN(6, 23), hakN(50, 400), hakN(40, 380), hakN(120, 600), hakN(50, 95))
		}
		return hakT("trap-table", "csv", b.String())
	default:
		b.WriteString("| MAC | model | ext | firmware |\n|---|---|---|---|\n")
		for i := 0; i < hakN(3, 5); i++ {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", strings.ToUpper(hakMAC()), hakP("T46U", "T54W", "VVX450", "GRP2614"), hakExt(), fmt.Sprintf("%d.%d.%d.%d", hakN(1, 108), hakN(0, 86), hakN(0, 9), hakN(1, 99)))
		}
		return hakT("trap-table", "markdown", b.String())
	}
}

func hakTrapMisc() Sample {
	switch rng.IntN(12) {
	case 0:
		return hakT("trap-misc", "chat", fmt.Sprintf("upgraded to Asterisk %d.%d.%d and FreePBX 16.0.%d.%d last night", hakN(18, 21), hakN(0, 9), hakN(0, 9), hakN(30, 40), hakN(1, 9)))
	case 1:
		return hakT("trap-misc", "chat", fmt.Sprintf("order %s: 20x Yealink T54W (SKU %s), tracking %s", hakR(upper+digits, 10), "YEA-T54W-"+hakR(upper+digits, 4), "1Z"+hakR(upper+digits, 16)))
	case 2:
		return hakT("trap-misc", "note", fmt.Sprintf("SIM for the SMS modem: ICCID 8955%s, IMEI %s", hakR(digits, 15), hakR(digits, 15)))
	case 3:
		return hakT("trap-misc", "chat", fmt.Sprintf("headset serial %s is under warranty until %s", hakR(upper+digits, 12), hakDate()))
	case 4:
		return hakT("trap-misc", "chat", fmt.Sprintf("meeting moved to %s 15:00 BRT / 23:30 IST / 02:00 PHT", hakDate()))
	case 5:
		return hakT("trap-misc", "chat", fmt.Sprintf("CSAT for week %d was %d.%d, NPS +%d", hakN(1, 52), hakN(3, 4), hakN(0, 9), hakN(5, 60)))
	case 6:
		return hakT("trap-misc", "note", fmt.Sprintf("Circuit ID %s-%s, carrier ref %s, contract ends %s", hakR(upper, 3), hakR(digits, 8), hakR(upper+digits, 9), hakDate()))
	case 7:
		return hakT("trap-misc", "chat", fmt.Sprintf("the color for the wallboard header is #%s and the font is Inter 14px", hakHex(6)))
	case 8:
		return hakT("trap-misc", "chat", fmt.Sprintf("we pay $0.00%d per minute inbound, $0.0%d outbound to mobiles", hakN(1, 9), hakN(10, 99)))
	case 9:
		return hakT("trap-misc", "note", fmt.Sprintf("License: 3CX Pro, %d simultaneous calls, renews %s (the key is in the 3CX customer portal)", hakP(8, 16, 32, 64), hakDate()))
	case 10:
		return hakT("trap-misc", "chat", fmt.Sprintf("agent %s, employee id E%s, badge %s", hakName(), hakR(digits, 6), hakR(digits, 5)))
	default:
		return hakT("trap-misc", "chat", fmt.Sprintf("version string from the phone: %s %d.%d.%d.%d, boot %s", hakP("SIP-T46U", "GXP2170", "VVX 450"), hakN(1, 108), hakN(0, 86), hakN(0, 9), hakN(1, 99), hakDate()))
	}
}
