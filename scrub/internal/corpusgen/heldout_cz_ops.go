package main

import (
	"fmt"
)

// Alerting webhooks, form keys, licences, physical codes and other secrets around mail and DNS ops.

func hczTeamsHook() string {
	return "https://" + pick([]string{"pekarnahk", "nordpeak", "brightline", "autobrno"}) + ".webhook.office.com/webhookb2/" +
		hczUUID() + "@" + hczUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hczUUID()
}

func hczZapierHook() string {
	return fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", 1000000+rng.IntN(8999999), rnd(lower+digits, 6))
}

var hczOpsSecrets = []func() Sample{
	// alertmanager Slack webhook for blacklist alerts
	func() Sample {
		hook := hczSlackHook()
		txt := fmt.Sprintf(`receivers:
  - name: mail-team
    slack_configs:
      - api_url: %s
        channel: '#mail-alerts'
        title: '{{ .CommonLabels.alertname }}'
        text: 'MX {{ .CommonLabels.instance }} listed on {{ .CommonLabels.rbl }}'`, hook)
		return hczS("slack-webhook", "yaml", txt, []string{hook}, "#mail-alerts")
	},
	// Discord webhook in python
	func() Sample {
		hook := hczDiscordHook()
		txt := fmt.Sprintf(`# rbl_check.py – pings us when the outbound IP lands on a blocklist
import dns.resolver, requests

WEBHOOK = "%s"
IP = "%s"

def listed(zone):
    rev = ".".join(reversed(IP.split(".")))
    try:
        dns.resolver.resolve(f"{rev}.{zone}", "A")
        return True
    except dns.resolver.NXDOMAIN:
        return False`, hook, hczIP())
		return hczS("discord-webhook", "code", txt, []string{hook}, "rbl_check.py")
	},
	// Teams webhook in PowerShell
	func() Sample {
		hook := hczTeamsHook()
		txt := fmt.Sprintf(`$uri  = '%s'
$body = @{ text = "DMARC: $failCount messages failed alignment for %s yesterday" } | ConvertTo-Json
Invoke-RestMethod -Uri $uri -Method Post -Body $body -ContentType 'application/json'`, hook, hczDomain())
		return hczS("teams-webhook", "code", txt, []string{hook}, "Invoke-RestMethod")
	},
	// Zapier webhook in note
	func() Sample {
		hook := hczZapierHook()
		txt := fmt.Sprintf(`Domain expiry reminders: the registrar's expiry emails go to a filter that POSTs them to our Zap:
%s
Zap creates a ticket in the DNS queue. Don't share the hook URL, anyone with it can create tickets.`, hook)
		return hczS("zapier-webhook", "note", txt, []string{hook}, "DNS queue")
	},
	// Turnstile secret with site key kept
	func() Sample {
		site, sec := "0x4AAAAAAA"+rnd(b64url, 12), "0x4AAAAAAA"+rnd(b64url, 22)
		txt := fmt.Sprintf(`# contact form spam (the form sends to obchod@ via SMTP relay)
TURNSTILE_SITE_KEY=%s
TURNSTILE_SECRET_KEY=%s
CONTACT_TO=obchod@%s`, site, sec, hczDomain())
		return hczS("turnstile-secret", "env", txt, []string{sec}, site)
	},
	// reCAPTCHA secret with site key kept
	func() Sample {
		site, sec := "6L"+rnd(b64url, 38), "6L"+rnd(b64url, 38)
		txt := fmt.Sprintf(`'recaptcha' => [
    'site_key'   => '%s',
    'secret_key' => '%s',
    'min_score'  => 0.5,
],`, site, sec)
		return hczS("recaptcha-secret", "code", txt, []string{sec}, site)
	},
	// mail server licence key
	func() Sample {
		lic := hczLicence()
		prod := pick([]string{"Kerio Connect", "SmarterMail Pro", "MDaemon", "IceWarp"})
		txt := fmt.Sprintf(`%s – licence renewed until %s
Licence key: %s
Users: %d
Registered to: %s s.r.o.`, prod, hczDate(), lic, 25*(1+rng.IntN(8)), pick([]string{"Pekárna Hradec", "Autoservis Brno", "Stavebniny Kolín"}))
		return hczS("licence-key", "note", txt, []string{lic}, prod)
	},
	// server room door code
	func() Sample {
		code := rnd(digits, 4+rng.IntN(3))
		t := pick([]string{
			"Zítra jedu vyměnit disk v mail serveru. Kód na dveře serverovny je %[1]s#, klíč od racku je u recepce.",
			"colo visit for the mx box on thursday – cage door code %[1]s, badge is under my name",
			"%[2]s: kód od serverovny se změnil, nový je %[1]s (starý už nejde)",
		})
		return hczS("door-code", "chat", fmt.Sprintf(t, code, hczFirstName()), []string{code})
	},
	// safe code for registrar YubiKeys
	func() Sample {
		code := rnd(digits, 4+rng.IntN(3))
		txt := fmt.Sprintf(`The two YubiKeys for the registrar and Cloudflare accounts are in the small safe in the IT room.
Safe code: %s
Serials are on the sticker, don't take both at the same time.`, code)
		return hczS("safe-code", "note", txt, []string{code}, "YubiKeys")
	},
	// alarm code
	func() Sample {
		code := rnd(digits, 4)
		txt := fmt.Sprintf(`Víkendová migrace pošty – praktické info:
- v kanceláři budeme od 7:00
- alarm: kód %s a pak OFF, do 30 s
- wifi pro hosty je v recepci, na server se jde přes kabel`, code)
		return hczS("alarm-code", "notes", txt, []string{code}, "30 s")
	},
	// ACME account JWK private part
	func() Sample {
		d, x, y := rnd(b64url, 43), rnd(b64url, 43), rnd(b64url, 43)
		txt := fmt.Sprintf(`/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/%s/private_key.json:
{"kty": "EC", "crv": "P-256", "d": "%s", "x": "%s", "y": "%s"}`, rnd(hexs, 32), d, x, y)
		return hczS("acme-account-key", "json", txt, []string{d}, x, y)
	},
	// UptimeRobot API key
	func() Sample {
		key := "u" + rnd(digits, 7) + "-" + rnd(hexs, 24)
		txt := fmt.Sprintf(`curl -X POST https://api.uptimerobot.com/v2/newMonitor \
  -d "api_key=%s" \
  -d "friendly_name=SMTP mx1" -d "url=mx1.%s" -d "type=4" -d "sub_type=5"`, key, hczDomain())
		return hczS("uptimerobot-api-key", "shell", txt, []string{key}, "friendly_name=SMTP mx1")
	},
	// DNSSEC private key file
	func() Sample {
		pk := hczB64(43) + "="
		d := hczDomain()
		tag := 10000 + rng.IntN(55000)
		txt := fmt.Sprintf(`$ cat K%s.+013+%05d.private
Private-key-format: v1.3
Algorithm: 13 (ECDSAP256SHA256)
PrivateKey: %s
Created: 20240311093015
Publish: 20240311093015
Activate: 20240311093015`, d, tag, pk)
		return hczS("dnssec-private-key", "shell", txt, []string{pk}, fmt.Sprintf("K%s.+013+%05d.private", d, tag))
	},
	// HE dynamic TXT password
	func() Sample {
		pw := rnd(alnum, 16)
		d := hczDomain()
		txt := fmt.Sprintf(`curl -4 "https://dyn.dns.he.net/nic/update" \
  -d "hostname=_acme-challenge.%s" \
  -d "password=%s" \
  -d "txt=%s"`, d, pw, rnd(b64url, 43))
		return hczS("ddns-password", "shell", txt, []string{pw}, d)
	},
	// root password in handover
	func() Sample {
		pw := hczPw()
		host := pick([]string{"mx01", "mail", "ns1", "relay02", "mailgw"}) + "." + hczDomain()
		t := pick([]string{
			"Předávka: root heslo na %[1]s je %[2]s, SSH jen z VPN. Klíče ostatních adminů jsou v authorized_keys.",
			"handover – %[1]s: root / %[2]s (console only, ssh is key-based)",
		})
		return hczS("ssh-password", "notes", fmt.Sprintf(t, host, pw), []string{pw}, host)
	},
	// diff removing a leaked SMTP password
	func() Sample {
		pw := hczPw()
		txt := fmt.Sprintf(`commit: move SMTP password out of the compose file

--- a/docker-compose.yml
+++ b/docker-compose.yml
@@ -14,7 +14,7 @@ services:
       SMTP_HOST: smtp.%s
       SMTP_PORT: "587"
       SMTP_USER: alerts
-      SMTP_PASSWORD: "%s"
+      SMTP_PASSWORD: ${SMTP_PASSWORD}
       SMTP_FROM: alerts@%s`, hczDomain(), pw, hczDomain())
		return hczS("smtp-password", "diff", txt, []string{pw}, "${SMTP_PASSWORD}")
	},
	// PostfixAdmin config
	func() Sample {
		db, setup := hczPw(), hczPw()
		txt := fmt.Sprintf(`<?php
// config.local.php
$CONF['configured'] = true;
$CONF['database_type'] = 'mysqli';
$CONF['database_user'] = 'postfixadmin';
$CONF['database_password'] = '%s';
$CONF['database_name'] = 'postfixadmin';
$CONF['setup_password'] = '%s';
$CONF['default_aliases'] = ['abuse' => 'abuse@%s', 'postmaster' => 'postmaster@%s'];`, db, setup, hczDomain(), hczDomain())
		return hczS("db-password", "code", txt, []string{db, setup}, "postfixadmin")
	},
	// registrar phone support PIN
	func() Sample {
		pin := rnd(digits, 4+rng.IntN(3))
		reg := pick(hczRegistrars)
		t := pick([]string{
			"Když budeš volat na podporu %[1]s kvůli té doméně, chtějí telefonní PIN: %[2]s",
			"%[1]s support will ask for the account PIN before they touch the NS records: %[2]s",
		})
		return hczS("support-pin", "chat", fmt.Sprintf(t, reg, pin), []string{pin}, reg)
	},
	// Cloudflare token in terraform provider, commit message context
	func() Sample {
		tok := hczCFToken()
		d := hczDomain()
		txt := fmt.Sprintf(`provider "cloudflare" {
  api_token = "%s"
}

resource "cloudflare_record" "dmarc" {
  zone_id = var.zone_id
  name    = "_dmarc"
  type    = "TXT"
  content = "v=DMARC1; p=reject; rua=mailto:dmarc-rua@%s; adkim=s; aspf=s"
}`, tok, d)
		return hczS("cloudflare-api-token", "hcl", txt, []string{tok}, "var.zone_id")
	},
	// log line with password in query string
	func() Sample {
		pw := hczPwURL()
		user := hczUser()
		ip, ts := hczIP(), fmt.Sprintf("%02d/%s/%s:%s", 1+rng.IntN(28), pick([]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Sep", "Oct", "Nov"}), hczYear(), hczTime())
		txt := fmt.Sprintf(`%s - - [%s:12 +0100] "GET /webmail/?_task=login&_user=%s&_pass=%s HTTP/1.1" 302 0 "-" "Mozilla/5.0"
%s - - [%s:13 +0100] "GET /webmail/?_task=mail HTTP/1.1" 200 18231`, ip, ts, user, pw, ip, ts)
		return hczS("webmail-password", "log", txt, []string{pw}, "_user="+user)
	},
}
