package main

import (
	"encoding/base64"
	"fmt"
)

// SMTP relays, transactional mail providers, app passwords and DKIM signing keys.

func hczSESPw() string { return "B" + hczB64(43) }

var hczMailSecrets = []func() Sample{
	// postfix sasl_passwd with SendGrid
	func() Sample {
		key := hczSendGrid()
		txt := fmt.Sprintf(`root@mx01:~# cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:%s
root@mx01:~# postmap /etc/postfix/sasl_passwd && systemctl reload postfix
root@mx01:~# tail -1 /var/log/mail.log
%s mx01 postfix/smtp[2231]: 4Xk2Pq0Lm3z: to=<%s>, relay=smtp.sendgrid.net[167.89.123.58]:587, delay=0.9, status=sent (250 Ok: queued as q1w2e3)`, key, hczTime(), hczMbox(hczDomain()))
		return hczS("sendgrid-api-key", "shell", txt, []string{key}, "smtp.sendgrid.net")
	},
	// postfix sasl_passwd with Gmail app password
	func() Sample {
		pw, d := rnd(lower, 16), hczDomain()
		user := "relay@" + d
		txt := fmt.Sprintf(`# /etc/postfix/sasl_passwd  – relay přes Google Workspace, heslo aplikace (2FA je zapnuté)
[smtp.gmail.com]:587    %s:%s
`, user, pw)
		return hczS("app-password", "config", txt, []string{pw}, user)
	},
	// chat: app password for scan-to-email printer
	func() Sample {
		pw, d := hczAppPwGoogle(), hczDomain()
		user := "skener@" + d
		t := pick([]string{
			"Tiskárna v kanceláři už zase neposílá skeny. Vygeneroval jsem nové heslo aplikace pro %[1]s: %[2]s – zadej ho v nastavení SMTP na tiskárně (smtp.gmail.com, 587, TLS).",
			"scan-to-email fixed. account %[1]s, new app password %[2]s , old one revoked",
			"%[1]s -> app pwd: %[2]s\nSMTP smtp.gmail.com:465 SSL. Nedávej to do ticketu prosím",
		})
		return hczS("app-password", "chat", fmt.Sprintf(t, user, pw), []string{pw}, user)
	},
	// ticket: Microsoft 365 app password for legacy device
	func() Sample {
		pw, d := rnd(lower, 16), hczDomain()
		user := hczMbox(d)
		tk := hczTicket()
		txt := fmt.Sprintf(`[%s] Legacy NAS cannot send alerts after basic auth shutdown

Status: Resolved
Resolution: Created app password for %s (MFA per-user enabled). Configured on NAS:
  SMTP server: smtp.office365.com  port 587  STARTTLS
  User: %s
  App password: %s
Test mail received. Long term: move NAS alerts to the SMTP relay connector.`, tk, user, user, pw)
		return hczS("app-password", "ticket", txt, []string{pw}, tk, user)
	},
	// Django settings with SES SMTP credentials
	func() Sample {
		id, pw := hczAWSID(), hczSESPw()
		txt := fmt.Sprintf(`# settings/production.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "email-smtp.eu-central-1.amazonaws.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "%s"
EMAIL_HOST_PASSWORD = "%s"
DEFAULT_FROM_EMAIL = "%s"`, id, pw, hczMbox(hczDomain()))
		return hczS("ses-smtp-credentials", "code", txt, []string{id, pw}, "email-smtp.eu-central-1.amazonaws.com")
	},
	// Mailgun API key in Python
	func() Sample {
		key, d := hczMailgun(), hczDomain()
		txt := fmt.Sprintf(`import requests

def send_report(to, body):
    return requests.post(
        "https://api.eu.mailgun.net/v3/mg.%s/messages",
        auth=("api", "%s"),
        data={"from": "DMARC bot <dmarc@mg.%s>", "to": [to], "subject": "Weekly DMARC summary", "text": body},
        timeout=10,
    )`, d, key, d)
		return hczS("mailgun-api-key", "code", txt, []string{key}, "mg."+d)
	},
	// Mailgun SMTP credentials in .env
	func() Sample {
		pw, d := rnd(hexs, 32)+"-"+rnd(hexs, 8)+"-"+rnd(hexs, 8), hczDomain()
		login := "postmaster@mg." + d
		txt := fmt.Sprintf(`MAIL_HOST=smtp.eu.mailgun.org
MAIL_PORT=587
MAILGUN_SMTP_LOGIN=%s
MAILGUN_SMTP_PASSWORD=%s
MAIL_FROM_ADDRESS=noreply@%s
`, login, pw, d)
		return hczS("smtp-password", "env", txt, []string{pw}, login)
	},
	// Laravel .env with SendGrid
	func() Sample {
		key := hczSendGrid()
		txt := fmt.Sprintf(`APP_ENV=production
APP_URL=https://eshop.%s

MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_PORT=587
MAIL_USERNAME=apikey
MAIL_PASSWORD=%s
MAIL_ENCRYPTION=tls
MAIL_FROM_ADDRESS="objednavky@%s"`, hczDomain(), key, hczDomain())
		return hczS("sendgrid-api-key", "env", txt, []string{key}, "MAIL_USERNAME=apikey")
	},
	// Postmark server token
	func() Sample {
		tok := hczUUID()
		txt := fmt.Sprintf(`curl "https://api.postmarkapp.com/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Server-Token: %s" \
  -d '{"From": "%s", "To": "%s", "Subject": "SPF test", "TextBody": "hello", "MessageStream": "outbound"}'`, tok, hczMbox(hczDomain()), hczMbox(hczDomain()))
		return hczS("postmark-server-token", "shell", txt, []string{tok}, "MessageStream")
	},
	// Brevo API key in JSON config
	func() Sample {
		key := hczBrevo(false)
		txt := fmt.Sprintf(`{
  "newsletter": {
    "provider": "brevo",
    "apiKey": "%s",
    "listId": %d,
    "sender": {"name": "%s", "email": "%s"}
  }
}`, key, 2+rng.IntN(40), hczFirstName(), hczMbox(hczDomain()))
		return hczS("brevo-api-key", "json", txt, []string{key}, "listId")
	},
	// msmtprc with Brevo SMTP key
	func() Sample {
		key, user := hczBrevo(true), hczMbox(hczDomain())
		txt := fmt.Sprintf(`# ~/.msmtprc (cron reports from backup server)
defaults
auth           on
tls            on
logfile        ~/.msmtp.log

account        brevo
host           smtp-relay.brevo.com
port           587
from           %s
user           %s
password       %s

account default : brevo`, user, user, key)
		return hczS("brevo-smtp-key", "config", txt, []string{key}, user)
	},
	// SparkPost key
	func() Sample {
		key := rnd(hexs, 40)
		txt := fmt.Sprintf(`$ curl -s https://api.eu.sparkpost.com/api/v1/sending-domains/%s \
    -H "Authorization: %s" | jq .results.status
{
  "ownership_verified": true,
  "spf_status": "valid",
  "dkim_status": "invalid"
}`, hczDomain(), key)
		return hczS("sparkpost-api-key", "shell", txt, []string{key}, "dkim_status")
	},
	// Mandrill key in YAML
	func() Sample {
		key := "md-" + rnd(b64url, 22)
		txt := fmt.Sprintf(`mailer:
  driver: mandrill
  mandrill:
    key: %s
    subaccount: %s
  from: "%s"
  bounce_domain: bounce.%s`, key, pick([]string{"eshop", "crm", "helpdesk"}), hczMbox(hczDomain()), hczDomain())
		return hczS("mandrill-api-key", "yaml", txt, []string{key}, "bounce_domain")
	},
	// rspamd DKIM private key cat
	func() Sample {
		sel, d := pick([]string{"s1", "mail", "dkim2024", "rspamd", "sel1"}), hczDomain()
		key := hczPEM("PRIVATE KEY", 4+rng.IntN(3))
		txt := fmt.Sprintf(`_rspamd@mx2:~$ ls /var/lib/rspamd/dkim/
%s.%s.key  %s.%s.pub
_rspamd@mx2:~$ cat /var/lib/rspamd/dkim/%s.%s.key
%s`, d, sel, d, sel, d, sel, key)
		return hczS("dkim-private-key", "shell", txt, []string{key}, d+"."+sel+".pub")
	},
	// DKIM key in chat
	func() Sample {
		d := hczDomain()
		key := hczPEM("RSA PRIVATE KEY", 5+rng.IntN(3))
		txt := fmt.Sprintf(`%s: tady je privátní klíč pro selektor "google" u %s, ať ho můžeš nahrát do toho nového relaye:

%s

veřejnou část máš v DNS (google._domainkey).`, hczFirstName(), d, key)
		return hczS("dkim-private-key", "chat", txt, []string{key}, "google._domainkey")
	},
	// DKIM key JSON-escaped
	func() Sample {
		d := hczDomain()
		body := "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + hczB64(32) + "\\n" + hczB64(64) + "\\n" + hczB64(64) + "\\n" + hczB64(30) + "=\\n-----END PRIVATE KEY-----\\n"
		txt := fmt.Sprintf(`{
  "domain": "%s",
  "selector": "mta%d",
  "dkim_key_length": 2048,
  "dkim_private_key": "%s"
}`, d, 1+rng.IntN(9), body)
		return hczS("dkim-private-key", "json", txt, []string{body}, d)
	},
	// Roundcube config
	func() Sample {
		des, dbpw, d := rnd(alnum+"!#%*+-_.", 24), hczPwURL(), hczDomain()
		txt := fmt.Sprintf(`<?php
$config = [];
$config['db_dsnw'] = 'mysql://roundcube:%s@localhost/roundcubemail';
$config['imap_host'] = 'ssl://imap.%s:993';
$config['smtp_host'] = 'tls://smtp.%s:587';
$config['support_url'] = '';
$config['des_key'] = '%s';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];`, dbpw, d, d, des)
		return hczS("db-password", "code", txt, []string{dbpw, des}, "roundcubemail")
	},
	// postfix mysql lookup map
	func() Sample {
		pw := hczPw()
		txt := fmt.Sprintf(`# /etc/postfix/mysql-virtual-mailbox-maps.cf
user = mailuser
password = %s
hosts = 127.0.0.1
dbname = mailserver
query = SELECT 1 FROM virtual_users WHERE email='%%s'`, pw)
		return hczS("db-password", "config", txt, []string{pw}, "mailuser")
	},
	// Mailcow API key
	func() Sample {
		key := rnd("ABCDEF0123456789", 6) + "-" + rnd("ABCDEF0123456789", 6) + "-" + rnd("ABCDEF0123456789", 6) + "-" + rnd("ABCDEF0123456789", 6) + "-" + rnd("ABCDEF0123456789", 6)
		d := hczDomain()
		txt := fmt.Sprintf(`curl -X POST https://mail.%s/api/v1/add/mailbox \
  -H "X-API-Key: %s" \
  -H "Content-Type: application/json" \
  -d '{"local_part":"objednavky","domain":"%s","name":"Objednávky","quota":"3072","active":"1"}'`, d, key, d)
		return hczS("mailcow-api-key", "shell", txt, []string{key}, "objednavky")
	},
	// swaks test with auth
	func() Sample {
		pw, user := hczPw(), hczMbox(hczDomain())
		txt := fmt.Sprintf(`swaks --to %s --from %s \
  --server smtp.%s --port 587 --tls \
  --auth LOGIN --auth-user %s --auth-password '%s' \
  --header "Subject: relay test %s"
=== Trying smtp.%s:587...
<~  235 2.7.0 Authentication successful`, hczMbox(hczDomain()), user, hczDomain(), user, pw, hczDate(), hczDomain())
		return hczS("smtp-password", "shell", txt, []string{pw}, user)
	},
	// docker-compose SMTP URL
	func() Sample {
		pw, d := hczPwURL(), hczDomain()
		enc := "notify%40" + d
		txt := fmt.Sprintf(`services:
  uptime:
    image: louislam/uptime-kuma:1
    environment:
      - NOTIFY_SMTP_URL=smtps://%s:%s@smtp.%s:465
      - NOTIFY_TO=%s
    restart: unless-stopped`, enc, pw, d, hczMbox(d))
		return hczS("smtp-password", "yaml", txt, []string{pw}, enc)
	},
	// python smtplib
	func() Sample {
		pw, user := hczPw(), hczMbox(hczDomain())
		txt := fmt.Sprintf(`import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "MX check failed"
msg["From"] = "%s"
msg["To"] = "hostmaster@%s"
msg.set_content(report)

with smtplib.SMTP("smtp.%s", 587) as s:
    s.starttls()
    s.login("%s", "%s")
    s.send_message(msg)`, user, hczDomain(), hczDomain(), user, pw)
		return hczS("smtp-password", "code", txt, []string{pw}, user)
	},
	// AUTH PLAIN transcript
	func() Sample {
		user, pw := hczMbox(hczDomain()), hczPw()
		blob := base64.StdEncoding.EncodeToString([]byte("\x00" + user + "\x00" + pw))
		txt := fmt.Sprintf(`$ openssl s_client -starttls smtp -connect smtp.%s:587 -quiet
250 SMTPUTF8
EHLO test
250-AUTH PLAIN LOGIN
AUTH PLAIN %s
235 2.7.0 Authentication successful
MAIL FROM:<%s>
250 2.1.0 Ok`, hczDomain(), blob, user)
		return hczS("smtp-auth-blob", "shell", txt, []string{blob}, "MAIL FROM:<"+user+">")
	},
	// Zoho app-specific password
	func() Sample {
		pw := rnd(alnum, 12)
		user := hczMbox(hczDomain())
		txt := fmt.Sprintf("%s: Zoho app-specific password for the invoicing tool (%s): %s\n%s: ok thx, works with smtp.zoho.eu:465", hczUser(), user, pw, hczUser())
		return hczS("app-password", "chat", txt, []string{pw}, user)
	},
	// parsedmarc ini
	func() Sample {
		pw, user := hczPw(), "dmarc@"+hczDomain()
		txt := fmt.Sprintf(`[general]
save_aggregate = True
save_forensic = True

[imap]
host = imap.%s
user = %s
password = %s
watch = True

[elasticsearch]
hosts = 127.0.0.1:9200`, hczDomain(), user, pw)
		return hczS("imap-password", "ini", txt, []string{pw}, user)
	},
	// ImprovMX style forwarding API key
	func() Sample {
		key := "sk_" + rnd(hexs, 32)
		d := hczDomain()
		txt := fmt.Sprintf(`Forwarding for %s is on ImprovMX now. Add alias via API:

curl -X POST https://api.improvmx.com/v3/domains/%s/aliases/ \
  -u 'api:%s' \
  -d alias=faktury -d forward=%s`, d, d, key, hczMbox(hczDomain()))
		return hczS("forwarding-api-key", "shell", txt, []string{key}, "alias=faktury")
	},
}
