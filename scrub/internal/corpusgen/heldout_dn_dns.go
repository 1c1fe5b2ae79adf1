package main

import (
	"fmt"
	"strings"
)

// hdnDNSTemplates are DKIM keys and the DNS provider credentials used to publish records.
var hdnDNSTemplates = []func() Sample{
	// DKIM private key pasted in chat.
	func() Sample {
		_, d := hdnClient()
		k := hdnPEM()
		sel := hdnP("s1", "mail", "k1", "news2024", "mx")
		t := fmt.Sprintf(`%s: here's the DKIM private key for selector %s on %s, put it in the MTA config:
%s
%s: and the public half goes in %s._domainkey as TXT, right?`, hdnName(), sel, d, k, hdnName(), sel)
		return hdnS("dkim-private-key", "chat", t, hdnL(k), sel+"._domainkey")
	},
	// OpenDKIM shell session.
	func() Sample {
		_, d := hdnClient()
		k := hdnPEM()
		sel := hdnP("mail", "default", "s2048", "dkim1")
		t := fmt.Sprintf(`root@mail:~# opendkim-genkey -b 2048 -d %s -D /etc/opendkim/keys/%s -s %s -v
opendkim-genkey: generating private key
opendkim-genkey: private key written to %s.private
opendkim-genkey: extracting public key
opendkim-genkey: DNS TXT record written to %s.txt
root@mail:~# cat /etc/opendkim/keys/%s/%s.private
%s
root@mail:~# chown opendkim: /etc/opendkim/keys/%s/%s.private`, d, d, sel, sel, sel, d, sel, k, d, sel)
		return hdnS("dkim-private-key", "shell", t, hdnL(k), "/etc/opendkim/keys/"+d)
	},
	// Ansible vars with DKIM key block.
	func() Sample {
		_, d := hdnClient()
		k := hdnPEM()
		ind := "  "
		lines := strings.Split(k, "\n")
		for i := range lines {
			lines[i] = ind + lines[i]
		}
		block := strings.Join(lines, "\n")
		t := fmt.Sprintf(`# group_vars/mailers.yml
dkim_domain: %s
dkim_selector: %s
dkim_private_key: |
%s
postfix_relayhost: ""`, d, hdnP("mta1", "pm", "s1"), block)
		return hdnS("dkim-private-key", "yaml", t, hdnL(strings.TrimPrefix(block, ind)), "dkim_domain: "+d)
	},
	// Mailgun domain API response with SMTP password.
	func() Sample {
		_, d := hdnClient()
		sd := hdnSendDomain(d)
		pw := hdnPwURL()
		t := fmt.Sprintf(`{
  "domain": {
    "name": "%s",
    "smtp_login": "postmaster@%s",
    "smtp_password": "%s",
    "spam_action": "disabled",
    "state": "unverified",
    "type": "custom",
    "wildcard": false
  },
  "message": "Domain DNS records have been created"
}`, sd, sd, pw)
		return hdnS("smtp-password", "json", t, hdnL(pw), "postmaster@"+sd)
	},
	// SES BYODKIM private key on the CLI.
	func() Sample {
		_, d := hdnClient()
		pem := hdnPEM()
		lines := strings.Split(pem, "\n")
		body := strings.Join(lines[1:len(lines)-1], "")
		sel := hdnP("ses", "byo1", "amzn2024")
		t := fmt.Sprintf(`aws sesv2 put-email-identity-dkim-signing-attributes \
  --email-identity %s \
  --signing-attributes-origin EXTERNAL \
  --signing-attributes 'DomainSigningSelector=%s,DomainSigningPrivateKey=%s'`, d, sel, body)
		return hdnS("dkim-private-key", "shell", t, hdnL(body), d)
	},
	// Route53 keys for DKIM CNAMEs.
	func() Sample {
		_, d := hdnClient()
		id, sec := hdnAKIA(), hdnAWSSecret()
		t := fmt.Sprintf(`# add the 3 SES easy-dkim CNAMEs for %s
export AWS_ACCESS_KEY_ID=%s
export AWS_SECRET_ACCESS_KEY=%s
aws route53 change-resource-record-sets --hosted-zone-id Z%s --change-batch file://dkim.json`, d, id, sec, rnd(upper+digits, 13))
		return hdnS("aws-access-key", "shell", t, hdnL(id, sec), d)
	},
	// Cloudflare global API key.
	func() Sample {
		_, d := hdnClient()
		u := hdnMail(d)
		k := rnd(hexs, 37)
		t := fmt.Sprintf(`curl -X GET "https://api.cloudflare.com/client/v4/zones?name=%s" \
     -H "X-Auth-Email: %s" \
     -H "X-Auth-Key: %s" \
     -H "Content-Type: application/json"`, d, u, k)
		return hdnS("cloudflare-global-key", "shell", t, hdnL(k), u)
	},
	// DigitalOcean token for DNS.
	func() Sample {
		_, d := hdnClient()
		k := "dop_v1_" + rnd(hexs, 64)
		t := fmt.Sprintf(`$ doctl auth init --access-token %s
Validating token... OK
$ doctl compute domain records create %s --record-type TXT --record-name _dmarc \
    --record-data "v=DMARC1; p=none; rua=mailto:dmarc@%s"`, k, d, d)
		return hdnS("digitalocean-token", "shell", t, hdnL(k), d)
	},
	// GoDaddy key:secret.
	func() Sample {
		_, d := hdnClient()
		key, sec := rnd(alnum, hdnN(34, 38))+"_"+rnd(alnum, 22), rnd(alnum, 22)
		t := fmt.Sprintf(`GODADDY_API_KEY=%s
GODADDY_API_SECRET=%s
# used by scripts/publish_dkim.sh for %s
DKIM_SELECTOR=%s`, key, sec, d, hdnP("k1", "s1", "mte1"))
		return hdnS("godaddy-api-key", "env", t, hdnL(key, sec), d)
	},
	// DKIM key in a Postal / Haraka ticket description.
	func() Sample {
		_, d := hdnClient()
		k := hdnPEM()
		id := hdnTicket()
		t := fmt.Sprintf(`%s: DKIM failing for %s after migration

Steps so far:
1. Checked DNS, TXT record is there and matches.
2. The key on the old server was this one (copied from /etc/haraka/config/dkim/%s/private):

%s

3. New server has a different key, so signatures don't verify. Need to either copy the old one over or publish the new public key.`, id, d, d, k)
		return hdnS("dkim-private-key", "ticket", t, hdnL(k), id)
	},
}
