package main

import (
	"fmt"
	"strings"
)

// Secrets in shell sessions, scripts, client code, CSV exports, tables and manifests.

func hcwCodeGens() []hcwGen {
	return []hcwGen{hcwShellManager, hcwMysqlCLI, hcwAriCurl, hcwSipp, hcwPanoramisk, hcwAriNode,
		hcwAmiTelnet, hcwSipJS, hcwJsSIP, hcwK8sSecret, hcwSshpassCI, hcwGitRemote, hcwBulkCSV,
		hcwTrunkTable, hcwS3Toml, hcwTLSKeyChat, hcwConnString, hcwPhoneReboot}
}

func hcwShellManager() Sample {
	pw := hcwSipSecret()
	user := pick([]string{"fop2", "crm", "monitoring", "zabbix"})
	t := fmt.Sprintf(`[root@%s ~]# grep -A3 '\[%s\]' /etc/asterisk/manager_custom.conf
[%s]
secret = %s
deny=0.0.0.0/0.0.0.0
[root@%s ~]# asterisk -rx "manager reload"
`, pick([]string{"pbx01", "freepbx", "voice"}), user, user, pw, pick([]string{"pbx01", "freepbx", "voice"}))
	return hcwS("ami-secret", "shell", t, hcwSec(pw), user)
}

func hcwMysqlCLI() Sample {
	pw := hcwRandPw(true)
	user := pick([]string{"freepbxuser", "root", "asteriskuser"})
	ext := hcwExt()
	t := fmt.Sprintf(`$ mysql -u %s -p%s asterisk -e "select id,data from sip where id='%s' and keyword='callerid';"
+------+--------------------------+
| id   | data                     |
+------+--------------------------+
| %-4s | %-24s |
+------+--------------------------+
`, user, pw, ext, ext, hcwName()+" <"+ext+">")
	return hcwS("db-password", "shell", t, hcwSec(pw), user)
}

func hcwAriCurl() Sample {
	user, pw := pick([]string{"asterisk", "ari-user", "stasis"}), hcwPwS()
	t := fmt.Sprintf(`$ curl -s -u %s:%s "http://localhost:8088/ari/channels" | jq '.[].name'
"PJSIP/%s-%08x"
"PJSIP/trunk-%08x"
`, user, pw, hcwExt(), rng.IntN(1<<28), rng.IntN(1<<28))
	return hcwS("ari-password", "shell", t, hcwSec(pw), "localhost:8088")
}

func hcwSipp() Sample {
	ext := hcwExt()
	pw := hcwPwS()
	ip := hcwIP()
	t := fmt.Sprintf(`# load test against the new SBC, 10 cps for 5 minutes
sipp -sf uac_auth.xml -s %s -au %s -ap %s -r 10 -d 30000 -m 3000 %s:5060 -trace_err`, strings.TrimPrefix(hcwE164(), "+"), ext, pw, ip)
	return hcwS("sip-extension-secret", "shell", t, hcwSec(pw), ip)
}

func hcwPanoramisk() Sample {
	pw := hcwPwS()
	host := hcwIP()
	t := fmt.Sprintf(`import asyncio
from panoramisk import Manager

manager = Manager(
    host="%s",
    port=5038,
    username="%s",
    secret="%s",
    ping_delay=10,
)

@manager.register_event("QueueCallerJoin")
async def on_join(manager, msg):
    print(msg.Queue, msg.CallerIDNum)
`, host, pick([]string{"wallboard", "python", "crm"}), pw)
	return hcwS("ami-secret", "python", t, hcwSec(pw), host)
}

func hcwAriNode() Sample {
	pw := hcwPwS()
	host := hcwHost(hcwDomain(hcwComp()))
	t := fmt.Sprintf(`const client = require('ari-client');

client.connect('http://%s:8088', '%s', '%s')
  .then((ari) => {
    ari.on('StasisStart', onCall);
    ari.start('%s');
  })
  .catch((err) => console.error('ARI connect failed', err));
`, host, pick([]string{"voicebot", "ivr", "asterisk"}), pw, pick([]string{"voicebot", "ivr-app", "callback"}))
	return hcwS("ari-password", "javascript", t, hcwSec(pw), host)
}

func hcwAmiTelnet() Sample {
	pw := hcwPwS()
	user := pick([]string{"admin", "monitor", "hass"})
	ip := hcwIP()
	t := fmt.Sprintf(`$ telnet %s 5038
Trying %s...
Connected to %s.
Asterisk Call Manager/%s
Action: Login
Username: %s
Secret: %s

Response: Success
Message: Authentication accepted
`, ip, ip, ip, pick([]string{"7.0.3", "9.0.0", "8.0.2"}), user, pw)
	return hcwS("ami-secret", "shell", t, hcwSec(pw), ip)
}

func hcwSipJS() Sample {
	ext := hcwExt()
	pw := hcwSipSecret()
	host := hcwHost(hcwDomain(hcwComp()))
	t := fmt.Sprintf(`{
  "webphone": {
    "server": "wss://%s:8089/ws",
    "aor": "sip:%s@%s",
    "authorizationUsername": "%s",
    "authorizationPassword": "%s",
    "displayName": "%s",
    "iceServers": ["stun:stun.l.google.com:19302"]
  }
}`, host, ext, host, ext, pw, hcwFull())
	return hcwS("sip-extension-secret", "json", t, hcwSec(pw), host)
}

func hcwJsSIP() Sample {
	ext := hcwExt()
	pw := hcwPwS()
	host := hcwHost(hcwDomain(hcwComp()))
	t := fmt.Sprintf(`const socket = new JsSIP.WebSocketInterface('wss://%s:8089/ws');
const ua = new JsSIP.UA({
  sockets: [socket],
  uri: 'sip:%s@%s',
  password: '%s',
  register: true,
});
ua.start();
`, host, ext, host, pw)
	return hcwS("sip-extension-secret", "javascript", t, hcwSec(pw), host)
}

func hcwK8sSecret() Sample {
	ami, ari := hcwRandPw(true), hcwPwS()
	t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: asterisk-credentials
  namespace: %s
type: Opaque
stringData:
  AMI_USER: k8s-exporter
  AMI_SECRET: "%s"
  ARI_PASSWORD: "%s"
`, pick([]string{"voice", "telephony", "pbx"}), ami, ari)
	return hcwOpt(hcwS("pbx-passwords", "yaml", t, hcwSec(ami, ari), "asterisk-credentials"), 1)
}

func hcwSshpassCI() Sample {
	pw := hcwPwS()
	ip := hcwIP()
	t := fmt.Sprintf(`deploy-dialplan:
  stage: deploy
  script:
    - sshpass -p '%s' scp -o StrictHostKeyChecking=no extensions_custom.conf asterisk@%s:/etc/asterisk/
    - sshpass -p '%s' ssh asterisk@%s 'asterisk -rx "dialplan reload"'
  only:
    - main
`, pw, ip, pw, ip)
	return hcwS("ssh-password", "yaml", t, hcwSec(pw), ip)
}

func hcwGitRemote() Sample {
	tok := hcwGHToken()
	org := pick([]string{"kestrel-it", "oakhurst", "nordvik-ops", "castellan-tech"})
	t := fmt.Sprintf(`[root@pbx01 asterisk]# git remote -v
origin	https://%s@github.com/%s/pbx-config.git (fetch)
origin	https://%s@github.com/%s/pbx-config.git (push)
[root@pbx01 asterisk]# git pull
Already up to date.`, tok, org, tok, org)
	return hcwS("github-token", "shell", t, hcwSec(tok), org+"/pbx-config.git")
}

func hcwBulkCSV() Sample {
	n := hcwN(1, 3)
	var rows []string
	var secs []string
	base := hcwN(200, 700)
	for i := 0; i < n; i++ {
		pw := pick([]string{rnd(hexs, 32), rnd(alnum, 16)})
		rows = append(rows, fmt.Sprintf("%d,%s,pjsip,%s,%s,yes", base+i, hcwFull(), pw, hcwEmail(hcwName(), "example.com")))
		secs = append(secs, pw)
	}
	t := "extension,name,tech,secret,email,voicemail_enable\n" + strings.Join(rows, "\n") + "\n"
	return hcwS("sip-extension-secret", "csv", t, secs, "voicemail_enable")
}

func hcwTrunkTable() Sample {
	c1, c2 := hcwCarr(), hcwCarr()
	p1, p2 := hcwSipSecret(), hcwSipSecret()
	u1, u2 := fmt.Sprint(hcwN(100000, 999999)), fmt.Sprint(hcwN(1000000, 9999999))
	t := fmt.Sprintf(`### SIP trunks

| Carrier | Registrar | Username | Password | Channels |
|---|---|---|---|---|
| %s | %s | %s | %s | %d |
| %s (backup) | %s | %s | %s | %d |
`, c1.name, c1.host, u1, p1, hcwN(4, 30), c2.name, c2.host, u2, p2, hcwN(2, 10))
	return hcwOpt(hcwS("sip-trunk-password", "markdown", t, hcwSec(p1, p2), u1, u2), 1)
}

func hcwS3Toml() Sample {
	id, sec := hcwAWSID(), hcwAWSSecret()
	t := fmt.Sprintf(`# recording-uploader.toml
[spool]
path = "/var/spool/asterisk/monitor"
delete_after_upload = true

[s3]
bucket = "%s-call-recordings"
region = "%s"
access_key = "%s"
secret_key = "%s"
`, hcwSlug(pick(hcwCompanies)), pick([]string{"eu-west-1", "us-east-2", "eu-central-1"}), id, sec)
	return hcwS("aws-credentials", "toml", t, hcwSec(id, sec), "/var/spool/asterisk/monitor")
}

func hcwTLSKeyChat() Sample {
	body := hcwPEMBody(hcwN(4, 7))
	host := "sip." + hcwDomain(hcwComp())
	t := fmt.Sprintf(`%s: here's the key for the SIP-TLS cert on %s, the .crt is already in /etc/asterisk/keys
-----BEGIN %s-----
%s
-----END %s-----
%s: thx, pjsip reload after`, hcwName(), host, "PRIVATE KEY", body, "PRIVATE KEY", hcwName())
	if rng.IntN(2) == 0 {
		t = strings.ReplaceAll(t, "PRIVATE KEY", "RSA PRIVATE KEY")
	}
	return hcwS("private-key", "chat", t, hcwSec(body), host)
}

func hcwConnString() Sample {
	pw := hcwRandPw(true)
	host := hcwIP()
	user := pick([]string{"cdr_reader", "asteriskcdr", "reports"})
	t := fmt.Sprintf(`# cdr-dashboard/settings.py
DATABASE_URL = "mysql://%s:%s@%s:3306/asteriskcdrdb"
QUEUE_LOG_TABLE = "queuelog"
TIME_ZONE = "%s"
`, user, pw, host, pick([]string{"Europe/London", "Europe/Lisbon", "America/Toronto"}))
	return hcwS("db-password", "python", t, hcwSec(pw), user, host)
}

func hcwPhoneReboot() Sample {
	pw := hcwPwS()
	ip := hcwIP()
	t := fmt.Sprintf(`# reboot a stuck Yealink remotely
curl -k -u admin:%s "https://%s/servlet?key=Reboot"
# or via action URI
curl -k "https://%s/cgi-bin/ConfigManApp.com?key=REBOOT" --user admin:%s`, pw, ip, ip, pw)
	return hcwS("phone-admin-password", "shell", t, hcwSec(pw), ip)
}
