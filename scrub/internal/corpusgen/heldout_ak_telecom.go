package main

import (
	"fmt"
	"strings"
)

// Telecom secrets: Asterisk, FreePBX, 3CX, SIP trunks, phone provisioning, SMS and CRM vendors.

func hakSipConf() Sample {
	s := hakSipSecret()
	ext := hakExt()
	host := hakHost()
	trunkUser := hakP("", "+") + hakDigits(10)
	switch rng.IntN(16) {
	case 0:
		ctx := "context=from-trunk"
		return hakKeep(hakS("sip-conf", "sip.conf", fmt.Sprintf("[voipms]\ntype=peer\nhost=%s\nusername=%s\nsecret=%s\nfromuser=%s\ninsecure=port,invite\n%s\ndisallow=all\nallow=ulaw\n", host, trunkUser, s, trunkUser, ctx), s), ctx)
	case 1:
		return hakS("sip-conf", "pjsip.conf", fmt.Sprintf("[trunk-auth]\ntype=auth\nauth_type=userpass\nusername=%s\npassword=%s\n\n[trunk-aor]\ntype=aor\ncontact=sip:%s:5060\n", trunkUser, s, host), s)
	case 2:
		return hakS("sip-conf", "pjsip.conf", fmt.Sprintf("[%s]\ntype=endpoint\ncontext=internal\nauth=%s-auth\naors=%s\n\n[%s-auth]\ntype=auth\nauth_type=userpass\nusername=%s\npassword = %s\n", ext, ext, ext, ext, ext, s), s)
	case 3:
		return hakS("sip-conf", "pjsip_wizard.conf", fmt.Sprintf("[mytrunk]\ntype = wizard\nsends_auth = yes\nsends_registrations = yes\nremote_hosts = %s\noutbound_auth/username = %s\noutbound_auth/password = %s\nendpoint/context = from-pstn\n", host, trunkUser, s), s)
	case 4:
		return hakS("sip-conf", "sip.conf", fmt.Sprintf("register => %s:%s@%s/%s", trunkUser, s, host, trunkUser), s)
	case 5:
		return hakS("sip-conf", "manager.conf", fmt.Sprintf("[general]\nenabled = yes\nport = 5038\nbindaddr = 127.0.0.1\n\n[%s]\nsecret = %s\nread = system,call,log,agent\nwrite = system,call,originate\n", hakP("crm-dialer", "admin", "ami-user", "wallboard"), s), s)
	case 6:
		return hakS("sip-conf", "ari.conf", fmt.Sprintf("[general]\nenabled = yes\n\n[%s]\ntype = user\nread_only = no\npassword = %s\n", hakP("ivr-app", "stasis", "botbridge"), s), s)
	case 7:
		return hakS("sip-conf", "iax.conf", fmt.Sprintf("[branch-office]\ntype=friend\nhost=dynamic\nsecret=%s\ncontext=from-branch\nrequirecalltoken=no", s), s)
	case 8:
		return hakS("sip-conf", "chat", fmt.Sprintf("FreePBX ext %s secret is %s, set it on the softphone", ext, s), s)
	case 9:
		return hakS("sip-conf", "chat", fmt.Sprintf("trunk creds from the carrier: auth user %s, auth pass %s, registrar %s", trunkUser, s, host), s)
	case 10:
		return hakS("sip-conf", "3cx-note", fmt.Sprintf("3CX > SIP Trunks > %s\nRegistrar: %s\nAuthentication ID: %s\nAuthentication Password: %s\nMain trunk no: %s", hakP("Telnyx", "Twilio Elastic SIP", "Flowroute", "Vonage"), host, trunkUser, s, hakPhone()), s)
	case 11:
		return hakS("sip-conf", "shell", fmt.Sprintf("asterisk -rx \"database put SIP/%s secret %s\"", ext, s), s)
	case 12:
		return hakS("sip-conf", "sql", fmt.Sprintf("UPDATE sip SET data='%s' WHERE id='%s' AND keyword='secret';", s, ext), s)
	case 13:
		return hakS("sip-conf", "chat-es", fmt.Sprintf("La clave SIP de la extensión %s es %s, el servidor es %s", ext, s, host), s)
	case 14:
		keep := "nat=force_rport,comedia"
		return hakKeep(hakS("sip-conf", "sip.conf", fmt.Sprintf("[%s](agent-template)\ncallerid=\"%s\" <%s>\n%s\nsecret=%s\nmailbox=%s@default", ext, hakName(), ext, keep, s, ext), s), keep)
	default:
		return hakS("sip-conf", "softphone", fmt.Sprintf("Zoiper account\n  Domain: %s\n  Username: %s\n  Password: %s\n  Transport: UDP", host, ext, s), s)
	}
}

func hakProvisioning() Sample {
	p := hakSipSecret()
	ext := hakExt()
	host := hakHost()
	mac := hakMAC()
	switch rng.IntN(7) {
	case 0:
		keep := "account.1.sip_server.1.address = " + host
		return hakKeep(hakS("provisioning", "yealink-cfg", fmt.Sprintf("#!version:1.0.0.1\n## %s.cfg\naccount.1.enable = 1\naccount.1.label = %s\naccount.1.auth_name = %s\naccount.1.user_name = %s\naccount.1.password = %s\n%s\n", mac, ext, ext, ext, p, keep), p), keep)
	case 1:
		admin := hakHumanPw()
		return hakS("provisioning", "yealink-cfg", fmt.Sprintf("static.security.user_name.admin = admin\nstatic.security.user_password = admin:%s\nstatic.auto_provision.server.url = https://%s/prov/", admin, host), admin)
	case 2:
		return hakS("provisioning", "polycom-xml", fmt.Sprintf("<?xml version=\"1.0\" standalone=\"yes\"?>\n<PHONE_CONFIG>\n  <ALL reg.1.address=\"%s\" reg.1.auth.userId=\"%s\" reg.1.auth.password=\"%s\" reg.1.server.1.address=\"%s\"/>\n</PHONE_CONFIG>", ext, ext, p, host), p)
	case 3:
		admin := hakPin(hakN(5, 8))
		return hakS("provisioning", "polycom-xml", fmt.Sprintf("<device device.set=\"1\" device.auth.localAdminPassword.set=\"1\" device.auth.localAdminPassword=\"%s\" device.prov.serverName=\"%s\"/>", admin, host), admin)
	case 4:
		return hakS("provisioning", "grandstream-xml", fmt.Sprintf("<gs_provision version=\"1\">\n <mac>%s</mac>\n <config version=\"1\">\n  <P270>%s</P270>\n  <P47>%s</P47>\n  <P35>%s</P35>\n  <P36>%s</P36>\n  <P34>%s</P34>\n </config>\n</gs_provision>", mac, ext, host, ext, ext, p), p)
	case 5:
		return hakS("provisioning", "chat", fmt.Sprintf("the T46U at reception (MAC %s) has account 1 = %s with password %s, someone typed it wrong", strings.ToUpper(mac), ext, p), p)
	default:
		adm := "Adm" + hakPin(5) + hakP("!", "#", "")
		return hakS("provisioning", "cisco-xml", fmt.Sprintf("<flat-profile>\n  <Proxy_1_>%s</Proxy_1_>\n  <User_ID_1_>%s</User_ID_1_>\n  <Password_1_>%s</Password_1_>\n  <Admin_Passwd>%s</Admin_Passwd>\n</flat-profile>", host, ext, p, adm), p, adm)
	}
}

func hakVoicemailPin() Sample {
	pin := hakPin(hakN(4, 6))
	ext := hakExt()
	name := hakName()
	switch rng.IntN(10) {
	case 0:
		return hakS("voicemail-pin", "voicemail.conf", fmt.Sprintf("[default]\n%s => %s,%s,%s@example.com,,attach=yes|delete=no\n", ext, pin, name, strings.ToLower(name)), pin)
	case 1:
		return hakS("voicemail-pin", "chat", fmt.Sprintf("%s's voicemail PIN is %s (ext %s)", name, pin, ext), pin)
	case 2:
		return hakS("voicemail-pin", "chat-es", fmt.Sprintf("el PIN del buzón de voz de la %s es %s", ext, pin), pin)
	case 3:
		return hakS("voicemail-pin", "chat-pt", fmt.Sprintf("senha do correio de voz do ramal %s: %s", ext, pin), pin)
	case 4:
		return hakS("voicemail-pin", "chat-tl", fmt.Sprintf("yung voicemail pin ni %s ay %s, wag mo ipagsabi", name, pin), pin)
	case 5:
		return hakS("voicemail-pin", "chat-hi", fmt.Sprintf("एक्सटेंशन %s का वॉइसमेल पिन %s है", ext, pin), pin)
	case 6:
		return hakS("voicemail-pin", "ticket", fmt.Sprintf("%s: reset voicemail for %s (x%s). New temp PIN: %s. User must change at first login.", hakTicket(), name, ext, pin), pin)
	case 7:
		keep := "Dial *97 from your desk phone"
		return hakKeep(hakS("voicemail-pin", "email", fmt.Sprintf("Welcome aboard %s!\n\nYour extension: %s\nVoicemail PIN: %s\n\n%s, or *98 from any other phone.", name, ext, pin, keep), pin), keep)
	case 8:
		return hakS("voicemail-pin", "shift-notes", fmt.Sprintf("night shift: supervisor mailbox %s, code %s, check it for after-hours escalations", ext, pin), pin)
	default:
		return hakS("voicemail-pin", "chat", fmt.Sprintf("conference bridge %s, moderator pin %s#", hakPhone(), pin), pin)
	}
}

func hakSmsVendor() Sample {
	switch rng.IntN(12) {
	case 0:
		sid, tok := hakTwilioSID(), hakTwilioToken()
		return hakS("sms-key", "env", fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s", sid, tok, strings.ReplaceAll(hakPhone(), " ", "")), tok)
	case 1:
		sid, tok := hakTwilioSID(), hakTwilioToken()
		return hakS("sms-key", "shell", fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"Body=Queue 3 is over SLA\" \\\n  -u %s:%s", sid, sid, tok), tok)
	case 2:
		tok := hakTwilioToken()
		return hakS("sms-key", "python", fmt.Sprintf("from twilio.rest import Client\n\naccount_sid = \"%s\"\nauth_token = \"%s\"\nclient = Client(account_sid, auth_token)", hakTwilioSID(), tok), tok)
	case 3:
		k, sec := hakHex(8), hakR(alnum, 16)
		return hakS("sms-key", "shell", fmt.Sprintf("curl -X POST https://rest.nexmo.com/sms/json -d from=AcmeHelp -d to=%s -d text=hello -d api_key=%s -d api_secret=%s", hakDigits(12), k, sec), sec)
	case 4:
		k, sec := hakHex(8), hakR(alnum, 16)
		return hakS("sms-key", "chat", fmt.Sprintf("vonage key %s secret %s", k, sec), sec)
	case 5:
		id, tok := "MA"+hakR(upper+digits, 18), hakR(alnum, 40)
		return hakS("sms-key", "yaml", fmt.Sprintf("plivo:\n  auth_id: %s\n  auth_token: %s\n  src: \"%s\"", id, tok, hakPhone()), tok)
	case 6:
		k := hakR(alnum, 25)
		return hakS("sms-key", "javascript", fmt.Sprintf("const messagebird = require('messagebird').initClient('%s');", k), k)
	case 7:
		k := hakR(alnum, 25)
		return hakS("sms-key", "chat", fmt.Sprintf("MessageBird live access key: %s (test one is in the vault)", k), k)
	case 8:
		pw := hakHumanPw()
		return hakS("sms-key", "kannel", fmt.Sprintf("group = sendsms-user\nusername = %s\npassword = %s\nmax-messages = 3\nconcatenation = true", hakUser(), pw), pw)
	case 9:
		pw := hakRandPw()
		u := hakUser()
		url := fmt.Sprintf("http://%s:13013/cgi-bin/sendsms?username=%s&password=%s&to=%s&text=Your+ticket+is+open", hakHost(), u, pw, hakDigits(12))
		return hakS("sms-key", "log", fmt.Sprintf("%s %s GET %s 202", hakDate(), hakTime(), url), pw)
	case 10:
		k, sec := "SK"+hakHex(32), hakR(alnum, 32)
		return hakS("sms-key", "note", fmt.Sprintf("Twilio API key for the callback service\nSID: %s\nSecret: %s\n(secret is only shown once!)", k, sec), sec)
	default:
		k := hakR(alnum, 32)
		return hakS("sms-key", "chat-es", fmt.Sprintf("la API key del gateway de SMS (Infobip) es App %s, la usamos en la campaña de cobranza", k), k)
	}
}

func hakCrmKey() Sample {
	switch rng.IntN(12) {
	case 0:
		k := hakHubspot()
		return hakS("crm-key", "python", fmt.Sprintf("headers = {\n    \"Authorization\": \"Bearer %s\",\n    \"Content-Type\": \"application/json\",\n}\nr = requests.get(\"https://api.hubapi.com/crm/v3/objects/contacts\", headers=headers)", k), k)
	case 1:
		k := hakHubspot()
		return hakS("crm-key", "chat", fmt.Sprintf("HubSpot private app token for the dialer sync: %s", k), k)
	case 2:
		k := hakR(alnum, 40)
		mail := strings.ToLower(hakName()) + "@acme-contact.net"
		return hakS("crm-key", "shell", fmt.Sprintf("curl https://acmehelp.zendesk.com/api/v2/tickets.json -u %s/token:%s", mail, k), k)
	case 3:
		k := hakR(alnum, 40)
		return hakS("crm-key", "env", fmt.Sprintf("ZENDESK_SUBDOMAIN=acmehelp\nZENDESK_EMAIL=bot@acme-contact.net\nZENDESK_API_TOKEN=%s", k), k)
	case 4:
		k := hakR(alnum, 20)
		return hakS("crm-key", "shell", fmt.Sprintf("curl -v -u %s:X -H \"Content-Type: application/json\" https://acme.freshdesk.com/api/v2/tickets", k), k)
	case 5:
		k := hakR(alnum, 20)
		return hakS("crm-key", "chat-pt", fmt.Sprintf("a chave da API do Freshdesk é %s, tá no perfil do admin", k), k)
	case 6:
		pw, st := hakHumanPw(), hakR(alnum, 24)
		return hakS("crm-key", "note", fmt.Sprintf("Salesforce integration user: integration@acme.com\npassword: %s\nsecurity token: %s\n(login = password + token appended)", pw, st), pw, st)
	case 7:
		cs := hakR(hexs, 64)
		ck := "3MVG9" + hakR(alnum+"._", 80)
		return hakS("crm-key", "properties", fmt.Sprintf("sf.clientId=%s\nsf.clientSecret=%s\nsf.loginUrl=https://login.salesforce.com", ck, strings.ToUpper(cs)), strings.ToUpper(cs))
	case 8:
		tok := "00D" + hakR(alnum, 12) + "!" + hakR(alnum+"._", 96)
		return hakS("crm-key", "shell", fmt.Sprintf("curl https://acme.my.salesforce.com/services/data/v59.0/sobjects/Case -H \"Authorization: Bearer %s\"", tok), tok)
	case 9:
		k := hakR(alnum, 32)
		return hakS("crm-key", "chat", fmt.Sprintf("call recording portal (CallCabinet) api key = %s", k), k)
	case 10:
		pw := hakHumanPw()
		return hakS("crm-key", "chat", fmt.Sprintf("for the call-recording portal use qa_team and %s, it's read only", pw), pw)
	default:
		k := hakR(alnum, 40)
		return hakS("crm-key", "chat-es", fmt.Sprintf("Token de Zendesk para el bot de WhatsApp: %s", k), k)
	}
}

func hakWhatsApp() Sample {
	t := hakMetaToken()
	pid := hakDigits(15)
	switch rng.IntN(5) {
	case 0:
		return hakS("whatsapp-token", "shell", fmt.Sprintf("curl -X POST https://graph.facebook.com/v19.0/%s/messages \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"messaging_product\":\"whatsapp\",\"to\":\"%s\",\"type\":\"text\",\"text\":{\"body\":\"Olá!\"}}'", pid, t, hakDigits(12)), t)
	case 1:
		vt := "vrfy-" + hakR(alnum, 12)
		return hakS("whatsapp-token", "env", fmt.Sprintf("WA_PHONE_NUMBER_ID=%s\nWA_ACCESS_TOKEN=%s\nWA_VERIFY_TOKEN=%s", pid, t, vt), t, vt)
	case 2:
		return hakS("whatsapp-token", "chat-pt", fmt.Sprintf("token permanente do WhatsApp Business: %s", t), t)
	case 3:
		return hakS("whatsapp-token", "chat-tl", fmt.Sprintf("eto yung system user token para sa WhatsApp API: %s", t), t)
	default:
		return hakS("whatsapp-token", "json", fmt.Sprintf("{\"whatsapp\": {\"phone_number_id\": \"%s\", \"access_token\": \"%s\"}}", pid, t), t)
	}
}
