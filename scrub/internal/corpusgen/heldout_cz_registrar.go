package main

import (
	"fmt"
	"strings"
)

// Registrar and DNS-host logins, API tokens, transfer codes and account recovery material.

var hczRegistrars = []string{"Wedos", "Active24", "Forpsi", "Subreg", "Gandi", "Namecheap", "GoDaddy", "Porkbun", "OVH", "Websupport"}

func hczEPP() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum+"#%+-!", 12+rng.IntN(5))
	case 1:
		return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	}
	return rnd(alnum, 8) + pick([]string{"!", "#", "&", "*"}) + rnd(alnum, 4)
}

var hczRegistrarSecrets = []func() Sample{
	// chat in Czech: registrar login handed over
	func() Sample {
		d, pw, reg := hczDomain(), hczPw(), pick(hczRegistrars)
		login := hczMbox(d)
		t := pick([]string{
			"Ahoj, do %[1]s se přihlásíš jako %[2]s, heslo je %[3]s . Doménu %[4]s tam najdeš pod Moje služby.",
			"%[1]s: login %[2]s\nheslo: %[3]s\n(je to účet pro %[4]s, nikomu to neposílej dál pls)",
			"hele, přístup do %[1]s k %[4]s -> %[2]s / heslo %[3]s, 2FA zatím nemá, to nastavíme zítra",
		})
		return hczS("registrar-password", "chat", fmt.Sprintf(t, reg, login, pw, d), []string{pw}, login, d)
	},
	// handover markdown table of registrar accounts
	func() Sample {
		d1, d2 := hczDomain(), hczDomain()
		p1, p2 := hczPw(), hczPw()
		u1, u2 := hczUser(), fmt.Sprint(100000+rng.IntN(899999))
		txt := fmt.Sprintf(`## Předávka – domény a DNS (%s)

| Registrátor | Domény | Login | Heslo | Pozn. |
|---|---|---|---|---|
| Wedos | %s | %s | %s | 2FA na telefonu IT |
| Active24 | %s | %s | %s | zák. číslo je login |

Expirace hlídá %s, fakturace jde na faktury@%s.`, hczDate(), d1, u1, p1, d2, u2, p2, hczFirstName(), d1)
		return hczS("registrar-password", "markdown", txt, []string{p1, p2}, u1, u2, d2)
	},
	// .env for external-dns with Cloudflare token
	func() Sample {
		tok, zone := hczCFToken(), rnd(hexs, 32)
		d := hczDomain()
		txt := fmt.Sprintf(`# external-dns / cert-manager – %s
DOMAIN_FILTER=%s
CF_ZONE_ID=%s
CF_API_TOKEN=%s
TXT_OWNER_ID=k8s-prod
POLICY=upsert-only
`, hczDate(), d, zone, tok)
		return hczS("cloudflare-api-token", "env", txt, []string{tok}, zone, d)
	},
	// curl with Cloudflare global API key
	func() Sample {
		key, zone := rnd(hexs, 37), rnd(hexs, 32)
		d := hczDomain()
		mail := hczMbox(d)
		txt := fmt.Sprintf(`$ curl -s -X GET "https://api.cloudflare.com/client/v4/zones/%s/dns_records?type=MX" \
    -H "X-Auth-Email: %s" \
    -H "X-Auth-Key: %s" \
    -H "Content-Type: application/json" | jq '.result[].content'
"mx1.%s"
"mx2.%s"`, zone, mail, key, d, d)
		return hczS("cloudflare-global-key", "shell", txt, []string{key}, mail, zone)
	},
	// ~/.aws/credentials for a Route 53 updater
	func() Sample {
		id, sec := hczAWSID(), hczAWSSecret()
		hz := "Z" + rnd(upper+digits, 13+rng.IntN(6))
		txt := fmt.Sprintf(`# ~/.aws/credentials on ns-tools01 (only used by the route53 acme hook, hosted zone %s)
[route53-dns]
aws_access_key_id = %s
aws_secret_access_key = %s
region = eu-central-1
`, hz, id, sec)
		return hczS("aws-access-key", "ini", txt, []string{id, sec}, hz)
	},
	// external-dns k8s Secret with AWS keys
	func() Sample {
		id, sec := hczAWSID(), hczAWSSecret()
		txt := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: external-dns-aws
  namespace: external-dns
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: %s
  AWS_SECRET_ACCESS_KEY: "%s"
  AWS_DEFAULT_REGION: eu-west-1`, id, sec)
		return hczS("aws-access-key", "yaml", txt, []string{id, sec}, "external-dns-aws")
	},
	// DigitalOcean token for DNS
	func() Sample {
		tok := "dop_v1_" + rnd(hexs, 64)
		d := hczDomain()
		txt := fmt.Sprintf(`%s@bastion:~$ export DIGITALOCEAN_ACCESS_TOKEN=%s
%s@bastion:~$ doctl compute domain records list %s --format Type,Name,Data | grep -E 'MX|TXT'
MX     @       aspmx.l.google.com
TXT    @       v=spf1 include:_spf.google.com ~all`, hczUser(), tok, hczUser(), d)
		return hczS("digitalocean-token", "shell", txt, []string{tok}, d)
	},
	// Hetzner DNS API token
	func() Sample {
		tok := rnd(alnum, 32)
		zone := rnd(alnum, 22)
		txt := fmt.Sprintf(`curl "https://dns.hetzner.com/api/v1/records?zone_id=%s" \
  -H 'Auth-API-Token: %s'

# returns 43 records, the old SPF is still the first TXT one`, zone, tok)
		return hczS("hetzner-dns-token", "shell", txt, []string{tok}, zone)
	},
	// Porkbun JSON body with two keys
	func() Sample {
		pk, sk := "pk1_"+rnd(hexs, 64), "sk1_"+rnd(hexs, 64)
		d := hczDomain()
		txt := fmt.Sprintf(`POST https://api.porkbun.com/api/json/v3/dns/create/%s
{
  "secretapikey": "%s",
  "apikey": "%s",
  "name": "_dmarc",
  "type": "TXT",
  "content": "v=DMARC1; p=quarantine; rua=mailto:dmarc@%s",
  "ttl": "600"
}`, d, sk, pk, d)
		return hczS("porkbun-api-key", "json", txt, []string{sk, pk}, d)
	},
	// GoDaddy sso-key header
	func() Sample {
		key, sec := rnd(alnum, 10)+"_"+rnd(alnum, 22), rnd(alnum, 22)
		d := hczDomain()
		txt := fmt.Sprintf(`Tried the GoDaddy API for the SPF change, still 403 on PUT:

curl -X PUT "https://api.godaddy.com/v1/domains/%s/records/TXT/@" \
  -H "Authorization: sso-key %s:%s" \
  -H "Content-Type: application/json" \
  -d '[{"data":"v=spf1 include:spf.protection.outlook.com -all","ttl":3600}]'

I think prod keys need the account to have 10+ domains now.`, d, key, sec)
		return hczS("godaddy-api-key", "chat", txt, []string{key, sec}, d)
	},
	// Namecheap API URL
	func() Sample {
		key := rnd(lower+digits, 32)
		user := hczUser()
		ip := hczIP()
		txt := fmt.Sprintf("2024/%02d/%02d %s ERROR namecheap: request failed: GET https://api.namecheap.com/xml.response?ApiUser=%s&ApiKey=%s&UserName=%s&Command=namecheap.domains.dns.getHosts&ClientIp=%s&SLD=%s&TLD=com: error 1011150: Invalid request IP",
			1+rng.IntN(12), 1+rng.IntN(28), hczTime(), user, key, user, ip, strings.Split(hczDomain(), ".")[0])
		return hczS("namecheap-api-key", "log", txt, []string{key}, user, ip)
	},
	// EPP auth code mail in Czech
	func() Sample {
		d, code := hczDomain(), hczEPP()
		txt := fmt.Sprintf(`Předmět: AuthInfo pro doménu %s

Dobrý den,

na základě Vaší žádosti zasíláme autorizační kód (AuthInfo) pro převod domény %s k jinému registrátorovi:

    %s

Kód je platný 14 dní. Pokud jste o převod nežádali, kontaktujte prosím naši podporu.

S pozdravem
zákaznická podpora`, d, d, code)
		return hczS("domain-auth-code", "mail", txt, []string{code}, d)
	},
	// EPP auth code in English chat
	func() Sample {
		d, code := hczDomain(), hczEPP()
		t := pick([]string{
			"transfer for %[1]s: auth code is %[2]s , unlock is done, pls start it at the new registrar today",
			"EPP code for %[1]s -> %[2]s\n(the old registrar emailed it to the billing contact, took them 3 days)",
			"@%[3]s can you kick off the %[1]s transfer? authcode: %[2]s",
		})
		return hczS("domain-auth-code", "chat", fmt.Sprintf(t, d, code, hczUser()), []string{code}, d)
	},
	// otpauth URI for registrar 2FA
	func() Sample {
		seed := rnd(b32, 32)
		reg, user := pick([]string{"Gandi", "Namecheap", "Cloudflare", "Wedos"}), hczUser()
		txt := fmt.Sprintf(`2FA for the shared %s account (%s), so the on-call can add it to their authenticator:

otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30

Delete this note once you've scanned it.`, reg, user, reg, user, seed, reg)
		return hczS("totp-seed", "note", txt, []string{seed}, user)
	},
	// backup codes for registrar account
	func() Sample {
		n := 2
		var codes []string
		for i := 0; i < n; i++ {
			codes = append(codes, rnd(digits, 4)+" "+rnd(digits, 4))
		}
		reg := pick([]string{"Cloudflare", "Gandi", "Porkbun", "Namecheap"})
		txt := fmt.Sprintf("%s recovery codes still unused (the others were burned during the phone swap):\n- %s\n\nLogin is the ops@ shared address.", reg, strings.Join(codes, "\n- "))
		return hczS("recovery-code", "note", txt, codes, reg)
	},
	// certbot Cloudflare ini
	func() Sample {
		tok := hczCFToken()
		txt := fmt.Sprintf(`# /etc/letsencrypt/cloudflare.ini  (chmod 600!)
# token scoped to Zone:DNS:Edit for %s only
dns_cloudflare_api_token = %s
`, hczDomain(), tok)
		return hczS("cloudflare-api-token", "ini", txt, []string{tok}, "dns_cloudflare_api_token")
	},
	// deSEC token in certbot credentials
	func() Sample {
		tok := rnd(alnum, 28)
		d := hczDomain()
		txt := fmt.Sprintf(`root@mail:~# cat /etc/letsencrypt/desec.ini
dns_desec_token = %s
dns_desec_endpoint = https://desec.io/api/v1/
root@mail:~# certbot certonly --authenticator dns-desec --dns-desec-credentials /etc/letsencrypt/desec.ini -d %s -d '*.%s'`, tok, d, d)
		return hczS("desec-token", "shell", txt, []string{tok}, d)
	},
	// OVH app secret and consumer key rotated
	func() Sample {
		as, ck := rnd(alnum, 32), rnd(alnum, 32)
		txt := fmt.Sprintf(`rotated the OVH API creds for the dns01 solver after %s left.
new application_secret: %s
new consumer_key: %s
(consumer key only has GET/PUT/POST on /domain/zone/*)`, hczFirstName(), as, ck)
		return hczS("ovh-api-secret", "chat", txt, []string{as, ck}, "/domain/zone/*")
	},
	// PowerDNS config
	func() Sample {
		key, wpw := rnd(alnum, 24+rng.IntN(10)), hczPw()
		secrets := []string{key, wpw}
		wline := "webserver-password=" + wpw
		if rng.IntN(2) == 0 {
			secrets, wline = []string{key}, "webserver-password=${PDNS_WEB_PASSWORD}"
		}
		txt := fmt.Sprintf(`# /etc/powerdns/pdns.conf (ns1)
launch=gpgsql
gpgsql-host=127.0.0.1
gpgsql-dbname=pdns
api=yes
api-key=%s
webserver=yes
webserver-address=0.0.0.0
webserver-allow-from=10.0.0.0/8
%s
default-soa-content=ns1.@ hostmaster.@ 0 10800 3600 604800 3600`, key, wline)
		return hczS("powerdns-api-key", "config", txt, secrets, "gpgsql-dbname=pdns")
	},
	// BIND TSIG key
	func() Sample {
		sec := hczB64(43) + "="
		name, d := pick([]string{"ddns-key", "transfer-key", "acme-update", "ns2-axfr"}), hczDomain()
		txt := fmt.Sprintf(`// /etc/bind/keys/%s.key
key "%s" {
	algorithm hmac-sha256;
	secret "%s";
};

zone "%s" {
	type master;
	file "/var/lib/bind/db.%s";
	allow-update { key "%s"; };
};`, name, name, sec, d, d, name)
		return hczS("tsig-key", "config", txt, []string{sec}, name)
	},
	// nsupdate with inline TSIG
	func() Sample {
		sec := hczB64(86) + "=="
		d := hczDomain()
		txt := fmt.Sprintf(`$ nsupdate -y hmac-sha512:acme-update:%s <<EOF
server ns1.%s
zone %s
update add _acme-challenge.%s. 60 IN TXT "gk3V9xTq0pW"
send
EOF
; TSIG error with server: tsig verify failure`, sec, d, d, d)
		return hczS("tsig-key", "shell", txt, []string{sec}, d)
	},
	// Registrar session cookie in curl copy
	func() Sample {
		sess := rnd(lower+digits, 26+rng.IntN(6))
		d := hczDomain()
		txt := fmt.Sprintf(`copied from devtools because the panel has no API for DNSSEC:

curl 'https://admin.%s/dns/%s/dnssec' \
  -H 'accept: application/json' \
  -H 'cookie: lang=cs; PHPSESSID=%s; consent=1' \
  --data-raw 'action=disable'`, pick([]string{"registrar-panel.cz", "domeny-admin.eu", "cp.hostmaster.cz"}), d, sess)
		return hczS("session-cookie", "shell", txt, []string{sess}, d)
	},
	// magic login link
	func() Sample {
		tok := rnd(b64url, 40+rng.IntN(20))
		mail := hczMbox(hczDomain())
		txt := fmt.Sprintf(`Subject: Your sign-in link

Hi,
Someone asked to sign in to the DNS dashboard as %s. Use this link within 15 minutes:

https://dash.%s/auth/magic?token=%s

If this wasn't you, ignore this email.`, mail, pick([]string{"nameflow.io", "zonehost.net", "dnsly.com"}), tok)
		return hczS("login-link-token", "mail", txt, []string{tok}, mail)
	},
	// Azure DNS service principal
	func() Sample {
		sec := rnd(alnum, 3) + fmt.Sprint(rng.IntN(10)) + "Q~" + rnd(alnum+"_.~-", 34)
		cid, tid := hczUUID(), hczUUID()
		txt := fmt.Sprintf(`AZURE_TENANT_ID=%s
AZURE_CLIENT_ID=%s
AZURE_CLIENT_SECRET=%s
AZURE_SUBSCRIPTION_ID=%s
AZURE_RESOURCE_GROUP=rg-dns-prod`, tid, cid, sec, hczUUID())
		return hczS("azure-client-secret", "env", txt, []string{sec}, cid, tid)
	},
	// Linode token in tfvars
	func() Sample {
		tok := rnd(hexs, 64)
		txt := fmt.Sprintf(`# terraform.tfvars – dns zones for %s
linode_token = "%s"
soa_email    = "hostmaster@%s"
mx_priority  = 10`, hczDomain(), tok, hczDomain())
		return hczS("linode-token", "hcl", txt, []string{tok}, "soa_email")
	},
	// Subreg SOAP login in PHP
	func() Sample {
		pw, login := hczPw(), hczUser()
		txt := fmt.Sprintf(`<?php
$client = new SoapClient(null, [
    'location' => 'https://soap.subreg.cz/cmd.php',
    'uri' => 'http://subreg.cz/soap',
]);
$res = $client->__call('Login', [['login' => '%s', 'password' => '%s']]);
$ssid = $res['data']['ssid'];
// dál Info_Domain pro kontrolu expirace`, login, pw)
		return hczS("registrar-password", "code", txt, []string{pw}, login)
	},
	// customer number and password from client mail
	func() Sample {
		num, pw, d := fmt.Sprint(1000000+rng.IntN(8999999)), hczPw(), hczDomain()
		txt := fmt.Sprintf(`Dobrý den pane %s,

posílám přístupy k doméně %s, ať můžete nastavit ty záznamy pro nový e-mail:

zákaznické číslo: %s
heslo: %s

Děkuji, %s
%s`, pick([]string{"Nováku", "Horáku", "Dvořáku", "Malý"}), d, num, pw, hczFirstName(), hczMbox(d))
		return hczS("registrar-password", "mail", txt, []string{pw}, num, d)
	},
	// DuckDNS update URL token
	func() Sample {
		tok := hczUUID()
		sub := pick([]string{"chata-mail", "pekarna-vpn", "homelab-mx", "rodina-nas"})
		txt := fmt.Sprintf(`# crontab -l
*/5 * * * * curl -s "https://www.duckdns.org/update?domains=%s&token=%s&ip=" >/var/log/duck.log 2>&1`, sub, tok)
		return hczS("ddns-token", "shell", txt, []string{tok}, sub)
	},
	// ddclient.conf
	func() Sample {
		pw, login := hczPw(), hczUser()
		host := "mail." + hczDomain()
		txt := fmt.Sprintf(`# /etc/ddclient.conf
daemon=300
use=web, web=checkip.dyndns.org
protocol=dyndns2
server=members.dyndns.org
login=%s
password='%s'
%s`, login, pw, host)
		return hczS("ddns-password", "config", txt, []string{pw}, login, host)
	},
}
