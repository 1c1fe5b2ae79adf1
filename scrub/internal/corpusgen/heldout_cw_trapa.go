package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) shaped like the configs and CLI output of the secret templates.

func hcwTrapGensA() []hcwGen {
	return []hcwGen{hcwTEnvRef, hcwTJinja, hcwTSipShowPeer, hcwTPjsipRegs, hcwTSipRegistry,
		hcwTWrongPw, hcwTFail2ban, hcwTCDR, hcwTInvite, hcwTTwilioJSON, hcwTEnvExample,
		hcwTYealinkTemplate, hcwTPhoneInventory, hcwTVaultRef, hcwTMasked, hcwTTelnyxWebhook,
		hcwTTelnyxPubKey, hcwTChangeme, hcwTAmiEvents, hcwTPwPrompt, hcwTQueueShow, hcwTDialplan,
		hcwTFeatureCodes, hcwTVersion, hcwTAMIShowUser}
}

func hcwTEnvRef() Sample {
	c := hcwCarr()
	t := fmt.Sprintf(`; pjsip.trunk.conf.tpl – rendered by envsubst at container start
[trunk-auth]
type=auth
auth_type=userpass
username=${TRUNK_USERNAME}
password=${TRUNK_PASSWORD}

[trunk]
type=registration
outbound_auth=trunk-auth
server_uri=sip:%s
client_uri=sip:${TRUNK_USERNAME}@%s
`, c.host, c.host)
	return hcwTrap("trap-env-reference", "ini", t)
}

func hcwTJinja() Sample {
	t := fmt.Sprintf(`{# templates/manager_custom.conf.j2 #}
[{{ asterisk_ami_user }}]
secret = {{ vault_asterisk_ami_secret }}
deny = 0.0.0.0/0.0.0.0
permit = {{ ami_allowed_net | default('%s/255.255.255.0') }}
read = system,call,agent,user,reporting
write = originate
`, hcwIP())
	return hcwTrap("trap-template-reference", "ini", t)
}

func hcwTSipShowPeer() Sample {
	c := hcwCarr()
	t := fmt.Sprintf(`pbx*CLI> sip show peer %s

  * Name       : %s
  Description  :
  Secret       : <Set>
  MD5Secret    : <Not set>
  Remote Secret: <Not set>
  Context      : from-trunk
  Insecure     : port,invite
  Nat          : No
  Addr->IP     : %s:5060
  Defaddr->IP  : (null)
  Username     : %d
  Status       : OK (%d ms)
`, strings.ToLower(strings.Fields(c.name)[0]), strings.ToLower(strings.Fields(c.name)[0]), hcwPubIP(), hcwN(100000, 9999999), hcwN(8, 140))
	return hcwTrap("trap-cli-output", "shell", t)
}

func hcwTPjsipRegs() Sample {
	c := hcwCarr()
	t := fmt.Sprintf(`pbx*CLI> pjsip show registrations

 <Registration/ServerURI..............................>  <Auth..........>  <Status.......>
==========================================================================================

 %s/sip:%s                          %s-auth        %s        (exp. %ds)

Objects found: 1
`, strings.ToLower(strings.Fields(c.name)[0]), c.host, strings.ToLower(strings.Fields(c.name)[0]), pick([]string{"Registered", "Rejected", "Unregistered"}), hcwN(20, 3500))
	return hcwTrap("trap-cli-output", "shell", t)
}

func hcwTSipRegistry() Sample {
	c := hcwCarr()
	t := fmt.Sprintf(`# asterisk -rx "sip show registry"
Host                                    dnsmgr Username       Refresh State                Reg.Time
%-39s N      %-14d %7d %-20s %s
1 SIP registrations.
`, c.host+":5060", hcwN(100000, 9999999), pick([]int{105, 585, 3585}), pick([]string{"Registered", "Auth. Sent", "Request Sent"}), "Mon, "+hcwDate()+" "+hcwTime()+":07")
	return hcwTrap("trap-cli-output", "shell", t)
}

func hcwTWrongPw() Sample {
	ext := hcwExt()
	ip, day := hcwPubIP(), hcwDate()
	var b strings.Builder
	for i := 0; i < hcwN(3, 5); i++ {
		fmt.Fprintf(&b, "[%s %s:%02d] NOTICE[%d] res_pjsip/pjsip_distributor.c: Request 'REGISTER' from '<sip:%s@%s>' failed for '%s:%d' (callid: %s) - Failed to authenticate\n",
			day, hcwTime(), rng.IntN(60), hcwN(1000, 40000), ext, hcwIP(), ip, hcwN(5000, 65000), rnd(alnum, 22))
	}
	b.WriteString(fmt.Sprintf("[%s %s:%02d] NOTICE[%d] chan_sip.c: Registration from '\"%s\" <sip:%s@%s>' failed for '%s:%d' - Wrong password\n", day, hcwTime(), rng.IntN(60), hcwN(1000, 40000), ext, ext, hcwIP(), ip, hcwN(5000, 65000)))
	return hcwTrap("trap-auth-failure-log", "log", b.String())
}

func hcwTFail2ban() Sample {
	var ips []string
	for i := 0; i < hcwN(2, 5); i++ {
		ips = append(ips, hcwPubIP())
	}
	t := fmt.Sprintf(`# fail2ban-client status asterisk
Status for the jail: asterisk
|- Filter
|  |- Currently failed:	%d
|  |- Total failed:	%d
|  `+"`"+`- File list:	/var/log/asterisk/messages
`+"`"+`- Actions
   |- Currently banned:	%d
   |- Total banned:	%d
   `+"`"+`- Banned IP list:	%s
`, hcwN(0, 9), hcwN(100, 9000), len(ips), hcwN(20, 400), strings.Join(ips, " "))
	return hcwTrap("trap-cli-output", "shell", t)
}

func hcwTCDR() Sample {
	var rows []string
	for i := 0; i < hcwN(3, 5); i++ {
		ts, src := 1700000000+rng.IntN(60000000), hcwExt()
		rows = append(rows, fmt.Sprintf("%s,%s,%s,from-internal,\"%s\" <%s>,PJSIP/%s-%08x,PJSIP/trunk-%08x,Dial,%d,%d,%s,DOCUMENTATION,%d.%d,%d.%d",
			hcwDate()+" "+hcwTime()+":00", src, strings.TrimPrefix(hcwE164(), "+"), hcwName(), src, src, rng.IntN(1<<28), rng.IntN(1<<28),
			hcwN(5, 900), hcwN(0, 880), pick([]string{"ANSWERED", "NO ANSWER", "BUSY"}), ts, hcwN(0, 999), ts, hcwN(0, 999)))
	}
	t := "calldate,src,dst,dcontext,clid,channel,dstchannel,lastapp,duration,billsec,disposition,amaflags,uniqueid,linkedid\n" + strings.Join(rows, "\n") + "\n"
	return hcwTrap("trap-cdr-export", "csv", t)
}

func hcwTInvite() Sample {
	ext := hcwExt()
	ip := hcwIP()
	callid := rnd(hexs, 32) + "@" + ip
	t := fmt.Sprintf(`INVITE sip:%s@%s:5060 SIP/2.0
Via: SIP/2.0/UDP %s:5060;branch=z9hG4bK%s;rport
From: "%s" <sip:%s@%s>;tag=%s
To: <sip:%s@%s>
Call-ID: %s
CSeq: 102 INVITE
User-Agent: %s
Content-Type: application/sdp

SIP/2.0 401 Unauthorized
WWW-Authenticate: Digest realm="asterisk",nonce="%d/%s",opaque="%s",algorithm=md5,qop="auth"
Call-ID: %s
`, strings.TrimPrefix(hcwE164(), "+"), hcwPubIP(), ip, rnd(alnum, 16), hcwName(), ext, ip, rnd(hexs, 8), strings.TrimPrefix(hcwE164(), "+"), hcwPubIP(),
		callid, pick([]string{"Yealink SIP-T46U 108.86.0.45", "PolycomVVX-VVX_450-UA/6.4.3.5018", "Zoiper rv2.10.19.2"}),
		1700000000+rng.IntN(60000000), rnd(hexs, 32), rnd(hexs, 16), callid)
	return hcwTrap("trap-sip-trace", "sip", t)
}

func hcwTTwilioJSON() Sample {
	sid, call := hcwTwilioSID(), rnd(hexs, 32)
	t := fmt.Sprintf(`{
  "sid": "CA%s",
  "account_sid": "%s",
  "from": "%s",
  "to": "%s",
  "status": "%s",
  "duration": "%d",
  "price": "-0.0%d",
  "price_unit": "USD",
  "parent_call_sid": null,
  "uri": "/2010-04-01/Accounts/%s/Calls/CA%s.json"
}`, call, sid, hcwE164(), hcwE164(), pick([]string{"completed", "no-answer", "busy"}), hcwN(0, 600), hcwN(10, 99), sid, call)
	return hcwTrap("trap-call-record", "json", t)
}

func hcwTEnvExample() Sample {
	t := fmt.Sprintf(`# .env.example – copy to .env and fill in
TWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
TWILIO_AUTH_TOKEN=your_auth_token
TELNYX_API_KEY=<your Telnyx v2 key>
AMI_SECRET=
TRUNK_PASSWORD=changeme   # set a real one, never commit it
PORT=%d
`, pick([]int{3000, 8080}))
	return hcwTrap("trap-placeholder", "env", t)
}

func hcwTYealinkTemplate() Sample {
	t := `#!version:1.0.0.1
## y000000000000.cfg – common template, per-phone values filled in by the provisioning server
account.1.enable = 1
account.1.auth_name = %EXT%
account.1.user_name = %EXT%
account.1.password = %SIP_SECRET%
account.1.sip_server.1.address = %PBX_HOST%
static.security.user_password = admin:%ADMIN_PW%
features.dnd.enable = 0
`
	return hcwTrap("trap-template-reference", "cfg", t)
}

func hcwTPhoneInventory() Sample {
	var rows []string
	for i := 0; i < hcwN(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", hcwMAC(), pick([]string{"T46U", "T54W", "VVX 450", "D785", "GXP2170"}),
			rnd(upper+digits, 16), pick([]string{"108.86.0.45", "6.4.3.5018", "10.15.4", "1.0.17.50"}), hcwExt()))
	}
	return hcwTrap("trap-inventory", "csv", "mac,model,serial,firmware,extension\n"+strings.Join(rows, "\n")+"\n")
}

func hcwTVaultRef() Sample {
	t := fmt.Sprintf(`%s: where's the trunk password for %s now?
%s: moved it to Vault – vault kv get -field=password secret/pbx/trunks/%s
%s: and the AMI one is in 1Password, "PBX – AMI (fop2)"`, hcwName(), hcwCarr().name, hcwName(), pick([]string{"primary", "backup", "telnyx"}), hcwName())
	return hcwTrap("trap-secret-reference", "chat", t)
}

func hcwTMasked() Sample {
	t := fmt.Sprintf(`Pasting the config for the support case (secrets removed):

[trunk-auth]
type=auth
auth_type=userpass
username=%d
password=%s

[%s]
secret = %s
`, hcwN(100000, 999999), pick([]string{"********", "[REDACTED]", "xxxxxxxx", "<removed>"}), pick([]string{"admin", "fop2"}), pick([]string{"****", "[REDACTED]", "<hidden>"}))
	return hcwTrap("trap-masked", "ini", t)
}

func hcwTTelnyxWebhook() Sample {
	t := fmt.Sprintf(`{
  "data": {
    "event_type": "call.hangup",
    "id": "%s",
    "occurred_at": "%sT%s:41.123456Z",
    "payload": {
      "call_control_id": "v3:%s",
      "call_leg_id": "%s",
      "call_session_id": "%s",
      "connection_id": "%d",
      "hangup_cause": "normal_clearing",
      "from": "%s",
      "to": "%s"
    },
    "record_type": "event"
  }
}`, hcwUUID(), hcwDate(), hcwTime(), rnd(b64url, 48), hcwUUID(), hcwUUID(), hcwN(1000000000, 2099999999), hcwE164(), hcwE164())
	return hcwTrap("trap-webhook-payload", "json", t)
}

func hcwTTelnyxPubKey() Sample {
	t := fmt.Sprintf(`# Webhook signature verification (public key from Mission Control > Keys & Credentials > Public Key)
TELNYX_PUBLIC_KEY=%s=
WEBHOOK_TOLERANCE_SECONDS=300
`, rnd(alnum+"+/", 43))
	return hcwTrap("trap-public-key", "env", t)
}

func hcwTChangeme() Sample {
	t := `; sample manager.conf shipped with our install script
; !!! CHANGE THE SECRET BELOW BEFORE ENABLING AMI !!!
[admin]
secret = changeme
deny = 0.0.0.0/0.0.0.0
permit = 127.0.0.1/255.255.255.255
`
	return hcwTrap("trap-placeholder", "ini", t)
}

func hcwTAmiEvents() Sample {
	ts := 1700000000 + rng.IntN(60000000)
	t := fmt.Sprintf(`Event: Newchannel
Privilege: call,all
Channel: PJSIP/%s-%08x
ChannelState: 4
ChannelStateDesc: Ring
CallerIDNum: %s
Context: from-internal
Exten: %s
Uniqueid: %d.%d
Linkedid: %d.%d

Event: Hangup
Cause: 16
Cause-txt: Normal Clearing
`, hcwExt(), rng.IntN(1<<28), hcwExt(), strings.TrimPrefix(hcwE164(), "+"), ts, hcwN(1, 9999), ts, hcwN(1, 9999))
	return hcwTrap("trap-ami-events", "log", t)
}

func hcwTPwPrompt() Sample {
	t := fmt.Sprintf(`[root@pbx01 ~]# mysql -u freepbxuser -p asterisk
Enter password:
Welcome to the MariaDB monitor.  Commands end with ; or \g.
Your MariaDB connection id is %d
MariaDB [asterisk]> select extension, name from users limit 2;
+-----------+------------------+
| extension | name             |
+-----------+------------------+
| %-9s | %-16s |
| %-9s | %-16s |
+-----------+------------------+
`, hcwN(100, 99999), hcwExt(), hcwFull(), hcwExt(), hcwFull())
	return hcwTrap("trap-password-prompt", "shell", t)
}

func hcwTQueueShow() Sample {
	t := fmt.Sprintf(`pbx*CLI> queue show %d
%d has %d calls (max unlimited) in 'rrmemory' strategy (%ds holdtime, %ds talktime), W:0, C:%d, A:%d, SL:%.1f%%, SL2:%.1f%% within 60s
   Members:
      %s (PJSIP/%s) (ringinuse disabled) (dynamic) (Not in use) has taken %d calls
      %s (PJSIP/%s) (ringinuse disabled) (dynamic) (In use) has taken %d calls
   Callers:
      1. PJSIP/trunk-%08x (wait: 0:%02d, prio: 0)
`, 600, 600, hcwN(0, 4), hcwN(5, 120), hcwN(60, 400), hcwN(10, 400), hcwN(0, 30), 80+rng.Float64()*19, 85+rng.Float64()*14,
		hcwName(), hcwExt(), hcwN(0, 60), hcwName(), hcwExt(), hcwN(0, 60), rng.IntN(1<<28), hcwN(1, 59))
	return hcwTrap("trap-cli-output", "shell", t)
}

func hcwTDialplan() Sample {
	t := fmt.Sprintf(`[outbound-%s]
exten => _0[1-9]XXXXXXXX,1,Set(CALLERID(num)=%s)
 same => n,Dial(PJSIP/${EXTEN}@%s-trunk,60,T)
 same => n,Hangup()
exten => _00.,1,Playback(ss-noservice)  ; international barred
exten => 999,1,Dial(PJSIP/999@%s-trunk)
exten => 112,1,Dial(PJSIP/112@%s-trunk)
`, pick([]string{"uk", "office", "restricted"}), strings.TrimPrefix(hcwE164(), "+"), "main", "main", "main")
	return hcwTrap("trap-dialplan", "dialplan", t)
}

func hcwTFeatureCodes() Sample {
	t := fmt.Sprintf(`Phone cheat sheet (%s)
*97  – your voicemail
*98  – any voicemail box (asks for mailbox and PIN)
*72  – call forward on, *73 off
*78  – do not disturb, *79 off
*8   – pick up a ringing phone in your group
##   – blind transfer, *2 attended
%s – conference room
Emergency: 112 / 999 – works from every phone, even locked ones`, hcwComp(), hcwExt())
	return hcwTrap("trap-feature-codes", "notes", t)
}

func hcwTVersion() Sample {
	t := fmt.Sprintf(`[root@freepbx ~]# asterisk -rx "core show version"
Asterisk %s built by mockbuild @ jenkins7 on a x86_64 running Linux on %s
[root@freepbx ~]# fwconsole ma list | grep -E 'core|framework|pm2'
| core          | %s   | Enabled | AGPLv3+ | Signed |
| framework     | %s   | Enabled | GPLv2+  | Signed |
| pm2           | %s   | Enabled | AGPLv3+ | Signed |
`, pick([]string{"20.9.3", "18.24.1", "21.4.2"}), hcwDate(), fmt.Sprintf("16.0.%d", hcwN(20, 70)), fmt.Sprintf("16.0.%d", hcwN(20, 70)), fmt.Sprintf("16.0.%d", hcwN(5, 20)))
	return hcwTrap("trap-version", "shell", t)
}

func hcwTAMIShowUser() Sample {
	user := pick([]string{"admin", "fop2", "crm"})
	t := fmt.Sprintf(`pbx*CLI> manager show user %s

          username: %s
            secret: <Set>
               ACL: yes
         read perm: system,call,log,verbose,command,agent,user,config,dtmf,reporting,cdr,dialplan
        write perm: system,call,agent,user,config,command,reporting,originate
   displayconnects: yes
allowmultiplelogin: yes
`, user, user)
	return hcwTrap("trap-cli-output", "shell", t)
}
