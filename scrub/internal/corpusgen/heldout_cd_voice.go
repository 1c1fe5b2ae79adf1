package main

import (
	"fmt"
	"strings"
)

// Voice: SIP/VoIP accounts, phones, trunks and CPaaS vendors.

func hcdVoiceGens() []hcdGen {
	return []hcdGen{
		{6, hcdPJSIP},
		{5, hcdSipConf},
		{4, hcdFSDirectory},
		{6, hcdTrunkChat},
		{4, hcdPhoneHandover},
		{5, hcdYealinkCfg},
		{3, hcdGrandstream},
		{4, hcdTwilioCurl},
		{5, hcdTwilioEnv},
		{5, hcdTelnyxShell},
		{3, hcdVonageEnv},
		{5, hcdVoicemailPIN},
		{4, hcdKamailioDB},
		{5, hcdRamalPT},
		{3, hcdPlivoYAML},
		{3, hcdSignalWire},
		{5, hcdCarrierMail},
	}
}

func hcdExt() string { return fmt.Sprint(200 + rng.IntN(800)) }

func hcdPJSIP() Sample {
	ext, pw := hcdExt(), hcdRandPw()
	text := fmt.Sprintf(`; /etc/asterisk/pjsip.conf - %s
[%s]
type=endpoint
context=from-internal
disallow=all
allow=ulaw,alaw
auth=%s-auth
aors=%s

[%s-auth]
type=auth
auth_type=userpass
username=%s
password=%s`, pick(hcdCustomers), ext, ext, ext, ext, ext, pw)
	return hcdSec("sip-password", "config", text, pw)
}

func hcdSipConf() Sample {
	ext, pw := hcdExt(), hcdRandPw()
	text := fmt.Sprintf(`[%s]
type=friend
host=dynamic
secret=%s
context=pabx-%s
callerid="%s" <%s>
nat=force_rport,comedia
qualify=yes`, ext, pw, hcdP("loja", "clinica", "hotel", "oficina"), pick(hcdFirst), ext)
	return hcdSec("sip-password", "config", text, pw)
}

func hcdFSDirectory() Sample {
	ext, pw, vm := hcdExt(), hcdRandPw(), hcdPIN(hcdN(4, 6))
	text := fmt.Sprintf(`<include>
  <user id="%s">
    <params>
      <param name="password" value="%s"/>
      <param name="vm-password" value="%s"/>
    </params>
    <variables>
      <variable name="user_context" value="default"/>
      <variable name="effective_caller_id_name" value="%s"/>
      <variable name="effective_caller_id_number" value="%s"/>
    </variables>
  </user>
</include>`, ext, pw, vm, pick(hcdFirst), ext)
	if rng.IntN(2) == 0 {
		text = strings.Replace(text, "\n      <param name=\"vm-password\" value=\""+vm+"\"/>", "", 1)
		return hcdSec("sip-password", "xml", text, pw)
	}
	return hcdSec("sip-password", "xml", text, pw, vm)
}

func hcdTrunkChat() Sample {
	u := hcdP("tr", "sip", "cm") + hcdDigits(7)
	pw := hcdRandPw()
	reg := hcdP("sip.carrier-one.net", "trunk.voxlatam.com", "reg.telvoz.com.br", "sbc.iberlink.es")
	t := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("%s: trunk creds from the carrier came in. user %s, pass %s, registrar %s:5060, 30 channels", t, u, pw, reg),
		fmt.Sprintf("%s: datos del troncal SIP -> usuario %s / clave %s, registrar %s (udp)", t, u, pw, reg),
		fmt.Sprintf("%s: tronco SIP liberado pela operadora\nusuário: %s\nsenha: %s\nproxy: %s", t, u, pw, reg),
	})
	return hcdK(hcdSec("sip-trunk-password", "chat", text, pw), u, reg)
}

func hcdPhoneHandover() Sample {
	ext, pw, apw := hcdExt(), hcdRandPw(), hcdHumanPw()
	text := fmt.Sprintf(`Handover - %s (%s)
- Yealink %s at reception, account 1 is ext %s, SIP pw %s
- phone web admin: admin / %s (changed from default)
- PoE switch in the back office, port 7
- customer wants call forwarding to mobile after 18:00, not done yet`, pick(hcdCustomers), hcdWO(), hcdP("T46U", "T54W", "T31P"), ext, pw, apw)
	return hcdK(hcdSec("sip-password", "note", text, pw, apw), ext)
}

func hcdYealinkCfg() Sample {
	ext, pw := hcdExt(), hcdRandPw()
	mac := hcdMAC()
	text := fmt.Sprintf(`#!version:1.0.0.1
## %s.cfg - autoprovision
account.1.enable = 1
account.1.label = %s
account.1.display_name = %s
account.1.auth_name = %s
account.1.user_name = %s
account.1.password = %s
account.1.sip_server.1.address = pbx.%s
account.1.sip_server.1.port = 5060`, mac, ext, pick(hcdFirst), ext, ext, pw, hcdDomain())
	return hcdK(hcdSec("sip-password", "config", text, pw), mac)
}

func hcdGrandstream() Sample {
	ext, pw := hcdExt(), hcdRandPw()
	text := fmt.Sprintf(`# Grandstream HT802 - port FXS1 (%s)
# SIP User ID
P35 = %s
# Authenticate ID
P36 = %s
# SIP Authenticate Password
P34 = %s
# SIP Server
P47 = voip.%s`, pick(hcdCustomers), ext, ext, pw, hcdDomain())
	return hcdSec("sip-password", "config", text, pw)
}

func hcdTwilioCurl() Sample {
	sid, tok := hcdTwilioSID(), hcdTwilioToken()
	text := fmt.Sprintf(`$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \
  --data-urlencode "Body=NOC: OLT-NORTE-01 down, dispatching field team" \
  --data-urlencode "From=+15005550006" \
  --data-urlencode "To=+5511955550%03d" \
  -u %s:%s`, sid, rng.IntN(1000), sid, tok)
	return hcdK(hcdSec("twilio-auth-token", "shell", text, tok), sid)
}

func hcdTwilioEnv() Sample {
	sid, tok := hcdTwilioSID(), hcdTwilioToken()
	text := fmt.Sprintf(`# outage-notifier/.env
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
TWILIO_FROM=+1415555%04d
OUTAGE_SMS_ENABLED=true`, sid, tok, rng.IntN(10000))
	return hcdK(hcdSec("twilio-auth-token", "env", text, tok), sid)
}

func hcdTelnyxShell() Sample {
	k := hcdTelnyxKey()
	text := pick([]string{
		fmt.Sprintf(`$ curl -s -H "Authorization: Bearer %s" \
    "https://api.telnyx.com/v2/phone_numbers?filter[phone_number]=+5255%s" | jq '.data[0].status'
"active"`, k, hcdDigits(8)),
		fmt.Sprintf("porting script needs the Telnyx key, using %s for now (it's the NOC sandbox one)", k),
	})
	return hcdSec("telnyx-api-key", "shell", text, k)
}

func hcdVonageEnv() Sample {
	s := rnd(alnum, 16)
	text := fmt.Sprintf(`# sms-gateway config (Vonage)
VONAGE_API_SECRET=%s
VONAGE_FROM=NOCALERT
VONAGE_RETRY=3`, s)
	return hcdSec("vonage-api-secret", "env", text, s)
}

func hcdVoicemailPIN() Sample {
	pin := hcdPIN(hcdN(4, 6))
	ext := hcdExt()
	text := pick([]string{
		fmt.Sprintf("Para %s: el PIN del buzón de voz de la extensión %s es %s. Al entrar por primera vez le va a pedir cambiarlo.", pick(hcdCustomers), ext, pin),
		fmt.Sprintf("ramal %s - senha do correio de voz: %s (cliente pediu para manter)", ext, pin),
		fmt.Sprintf("Voicemail for ext %s reset. Temporary PIN %s, tell %s to change it from the handset.", ext, pin, pick(hcdFirst)),
	})
	return hcdK(hcdSec("voicemail-pin", "note", text, pin), ext)
}

func hcdKamailioDB() Sample {
	pw := hcdRandPw()
	text := fmt.Sprintf(`#!define DBURL "mysql://kamailio:%s@%s/kamailio"
loadmodule "usrloc.so"
loadmodule "auth_db.so"
modparam("usrloc", "db_url", DBURL)
modparam("auth_db", "db_url", DBURL)
modparam("auth_db", "calculate_ha1", yes)`, pw, hcdP("127.0.0.1", "db-voz01", "10.10.4.20"))
	return hcdSec("db-password", "config", text, pw)
}

func hcdRamalPT() Sample {
	ext, pw := hcdExt(), hcdPPPoEPw()
	srv := "voip." + hcdDomain()
	text := pick([]string{
		fmt.Sprintf("%s, configura o softphone assim: ramal %s, senha SIP %s, servidor %s, porta 5060 UDP", pick(hcdFirst), ext, pw, srv),
		fmt.Sprintf("Extensión %s para el Zoiper del gerente: usuario %s, contraseña %s, dominio %s", ext, ext, pw, srv),
	})
	return hcdK(hcdSec("sip-password", "chat", text, pw), srv)
}

func hcdPlivoYAML() Sample {
	id, tok := hcdPlivoID(), hcdPlivoToken()
	text := fmt.Sprintf(`notifier:
  provider: plivo
  auth_id: %s
  auth_token: %s
  src: "+1202555%04d"
  on_call: noc-l2`, id, tok, rng.IntN(10000))
	return hcdK(hcdSec("plivo-auth-token", "yaml", text, tok), id)
}

func hcdSignalWire() Sample {
	pid, tok := hcdUUID(), hcdSWToken()
	text := fmt.Sprintf(`from signalwire.rest import Client

# NOC paging line
client = Client("%s", "%s",
                signalwire_space_url="%s.signalwire.com")`, pid, tok, hcdP("nortefibra", "tealnet-noc", "cablemar"))
	return hcdK(hcdSec("signalwire-token", "code", text, tok), pid)
}

func hcdCarrierMail() Sample {
	u, pw := "acct"+hcdDigits(6), hcdRandPw()
	ip := hcdPubIP()
	text := fmt.Sprintf(`From: provisioning@carrier-one.net
Subject: SIP trunk %s - credentials

Hello,

Your SIP trunk is active. Registration details:

  Proxy: %s:5060
  Username: %s
  Password: %s
  Channels: %d

Please whitelist our signalling IPs before the cut-over on %s.

Regards,
Carrier One Provisioning`, "TRK-"+hcdDigits(5), ip, u, pw, 10*hcdN(1, 6), hcdP("Monday", "Thursday", "the 14th"))
	return hcdK(hcdSec("sip-trunk-password", "mail", text, pw), u, ip)
}
