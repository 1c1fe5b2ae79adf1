package main

import (
	"fmt"
	"strings"
)

// Traps around DNS and registrars: records, ids, placeholders, references and talk about secrets.

func hczRecID() string { return rnd(hexs, 32) }

var hczTraps = []func() Sample{
	// DMARC record in chat
	func() Sample {
		d := hczDomain()
		p := pick([]string{"none", "quarantine", "reject"})
		t := pick([]string{
			"DMARC pro %[1]s: _dmarc.%[1]s TXT \"v=DMARC1; p=%[2]s; rua=mailto:dmarc@%[1]s; pct=100; adkim=r; aspf=r\" – nejdřív p=none na 2 týdny, pak zpřísníme",
			"set _dmarc.%[1]s to v=DMARC1; p=%[2]s; sp=%[2]s; rua=mailto:rua@dmarc.%[3]s; fo=1 and let's watch the reports for a week",
		})
		return hczT("trap-dmarc-record", "chat", fmt.Sprintf(t, d, p, hczDomain()))
	},
	// SPF too many lookups
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`SPF for %s is failing with permerror – too many DNS lookups (12 > 10):

v=spf1 include:_spf.google.com include:spf.protection.outlook.com include:sendgrid.net include:mailgun.org include:servers.mcsv.net include:spf.brevo.com ip4:%s -all

Proposal: drop outlook (we left M365 in March) and mailchimp, flatten the rest.`, d, hczIP())
		return hczT("trap-spf-record", "ticket", txt)
	},
	// dig MX output
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`$ dig +short MX %s
10 mx1.%s.
20 mx2.%s.
$ dig +short TXT %s
"v=spf1 mx a:relay.%s -all"
"google-site-verification=%s"`, d, d, d, d, d, rnd(b64url, 43))
		return hczT("trap-dns-lookup", "shell", txt)
	},
	// Cloudflare ids with token reference
	func() Sample {
		txt := fmt.Sprintf(`CF_ACCOUNT_ID=%s
CF_ZONE_ID=%s
CF_API_TOKEN=${CF_API_TOKEN}
CF_RECORD_ID_MX=%s
# token itself comes from the CI secret store (Settings > Secrets > CF_API_TOKEN)`, hczRecID(), hczRecID(), hczRecID())
		return hczT("trap-cloudflare-ids", "env", txt)
	},
	// Route 53 change output
	func() Sample {
		hz := "Z" + rnd(upper+digits, 13+rng.IntN(6))
		txt := fmt.Sprintf(`$ aws route53 change-resource-record-sets --hosted-zone-id %s --change-batch file://mx.json
{
    "ChangeInfo": {
        "Id": "/change/C%s",
        "Status": "PENDING",
        "SubmittedAt": "%sT%s:41.512Z",
        "Comment": "switch MX to Google"
    }
}`, hz, rnd(upper+digits, 20), hczDate(), hczTime())
		return hczT("trap-route53-ids", "shell", txt)
	},
	// DNSKEY and DS output
	func() Sample {
		d := hczDomain()
		tag := 10000 + rng.IntN(55000)
		txt := fmt.Sprintf(`$ dig +noall +answer DNSKEY %s
%s. 3600 IN DNSKEY 257 3 13 %s==
$ dig +noall +answer DS %s @a.ns.nic.cz
%s. 3600 IN DS %d 13 2 %s`, d, d, hczB64(86), d, d, tag, strings.ToUpper(rnd(hexs, 64)))
		return hczT("trap-dnssec-public", "shell", txt)
	},
	// verification TXT records in a zone file
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`; %s – verification records, safe to keep
@        3600 IN TXT "google-site-verification=%s"
@        3600 IN TXT "MS=ms%d"
@        3600 IN TXT "facebook-domain-verification=%s"
_github-challenge-%s-org 3600 IN TXT "%s"`, d, rnd(b64url, 43), 10000000+rng.IntN(89999999), rnd(lower+digits, 30), strings.Split(d, ".")[0], rnd(hexs, 10))
		return hczT("trap-verification-txt", "zone", txt)
	},
	// certbot manual challenge
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`Please deploy a DNS TXT record under the name:

_acme-challenge.%s.

with the following value:

%s

Before continuing, verify the TXT record has been deployed.`, d, rnd(b64url, 43))
		return hczT("trap-acme-challenge", "shell", txt)
	},
	// registrar invoice
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`Předmět: Faktura %s – prodloužení domény %s

Dobrý den,
v příloze zasíláme fakturu č. %s za prodloužení domény %s o 1 rok.
Částka: %d Kč
Variabilní symbol: %s
Účet: CZ65 0800 0000 1920 0014 5399
Číslo objednávky: %d

Děkujeme, Váš registrátor`, hczSerialNo(), d, hczSerialNo(), d, 200+rng.IntN(400), hczSerialNo(), 1000000+rng.IntN(8999999))
		return hczT("trap-invoice", "mail", txt)
	},
	// password policy talk
	func() Sample {
		t := pick([]string{
			"Registrátor od ledna vyžaduje heslo aspoň 14 znaků a 2FA. Kdo má kratší, bude ho muset při přihlášení změnit.",
			"I reset the password for the registrar account this morning, %[1]s has the new one – ask her, don't ask me in chat.",
			"FYI the Wedos password expired again (90 days policy). I changed it and updated the vault entry.",
			"Password requirements for the new mail server: min 12 chars, no reuse of the last 5, lockout after 10 failed attempts.",
		})
		return hczT("trap-password-talk", "chat", "["+hczTime()+"] "+hczFirstName()+": "+strings.ReplaceAll(t, "%[1]s", hczFirstName()))
	},
	// AuthInfo flow without a code
	func() Sample {
		d := hczDomain()
		t := pick([]string{
			"AuthInfo pro %[1]s byl vygenerován a odeslán na e-mail držitele domény (%[2]s). Platnost 14 dní.",
			"Requested the auth code for %[1]s – the registry sends it only to the registrant e-mail (%[2]s), so we need the client to forward it.",
		})
		return hczT("trap-authinfo-talk", "mail", fmt.Sprintf(t, d, hczMbox(d)))
	},
	// .env template with placeholders
	func() Sample {
		txt := "# copy to .env and fill in – never commit the real file (" + hczDate() + ")\nDOMAIN=" + hczDomain() + `
CF_API_TOKEN=<your-cloudflare-token>
GODADDY_KEY=changeme
GODADDY_SECRET=changeme
AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX
AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
SMTP_PASSWORD=`
		if rng.IntN(2) == 0 {
			txt = strings.Replace(txt, "changeme", "<change-me>", 1)
		}
		return hczT("trap-placeholder", "env", txt)
	},
	// masked keys in dashboard
	func() Sample {
		t := pick([]string{
			"API keys (Porkbun):\n  pk1_************************************************************%[1]s  created %[2]s\n  sk1_••••••••  (shown only once)",
			"Access key: %[3]s****************  last used %[2]s, service route53\nSecret: hidden",
			"Cloudflare: API token \"dns-edit-%[4]s\" … ••••%[1]s, expires never, IP filter 10.0.0.0/8",
		})
		return hczT("trap-masked-key", "note", fmt.Sprintf(t, rnd(hexs, 4), hczDate(), pick([]string{"AKIA", "ASIA"}), strings.Split(hczDomain(), ".")[0]))
	},
	// external-dns secretKeyRef
	func() Sample {
		txt := `        env:
          - name: CF_API_TOKEN
            valueFrom:
              secretKeyRef:
                name: cloudflare-api-token
                key: api-token
          - name: EXTERNAL_DNS_TXT_OWNER_ID
            value: ` + pick([]string{"k8s-prod-", "k8s-stage-", "edge-", "dns-"}) + rnd(lower+digits, 4) + `
        args:
          - --provider=cloudflare
          - --domain-filter=` + hczDomain()
		return hczT("trap-secret-reference", "yaml", txt)
	},
	// terraform vars
	func() Sample {
		txt := fmt.Sprintf(`variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

data "cloudflare_zone" "main" {
  account_id = "%s"
  name       = "%s"
}`, rnd(hexs, 32), hczDomain())
		return hczT("trap-secret-reference", "hcl", txt)
	},
	// CZ.NIC style whois
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`$ whois %s
domain:       %s
registrant:   %s
nsset:        NSS:%s
keyset:       KEYSET-%s
registrar:    REG-%s
registered:   %s
expire:       %s

nsset:        NSS:%s
nserver:      ns1.%s
nserver:      ns2.%s`, d, d, strings.ToUpper(rnd(upper+digits, 10)), strings.ToUpper(rnd(upper, 8)), rnd(upper+digits, 8), pick([]string{"WEDOS", "ACTIVE24", "GRANSY", "FORPSI"}), hczDate(), hczDate(), strings.ToUpper(rnd(upper, 8)), d, d)
		return hczT("trap-whois", "shell", txt)
	},
	// BIND with include for key
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`include "/etc/bind/keys/ddns-key.key";   // secret lives there, root:bind 0640

zone "%s" {
	type master;
	file "/var/lib/bind/db.%s";
	update-policy { grant ddns-key zonesub TXT; };
	notify yes;
	also-notify { %s; };
};`, d, d, hczIP())
		return hczT("trap-tsig-reference", "config", txt)
	},
	// nsupdate with key file
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`$ nsupdate -k /etc/bind/keys/`+pick([]string{"acme-update", "ddns-key", "certbot", "tsig-" + hczYear()})+`.key <<EOF
server ns1.%s
update delete _acme-challenge.%s. TXT
send
EOF
$ echo $?
0`, d, d)
		return hczT("trap-tsig-reference", "shell", txt)
	},
	// DS record form at registrar
	func() Sample {
		txt := fmt.Sprintf(`DNSSEC – údaje pro registrátora (%s):
Key tag: %d
Algoritmus: 13 (ECDSAP256SHA256)
Typ digestu: 2 (SHA-256)
Digest: %s`, hczDomain(), 10000+rng.IntN(55000), rnd(hexs, 64))
		return hczT("trap-ds-record", "notes", txt)
	},
	// Cloudflare API response
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`{
  "result": {
    "id": "%s",
    "zone_id": "%s",
    "zone_name": "%s",
    "name": "_dmarc.%s",
    "type": "TXT",
    "content": "v=DMARC1; p=none; rua=mailto:dmarc@%s",
    "ttl": 1
  },
  "success": true,
  "errors": [],
  "messages": []
}
cf-ray: %s-PRG`, hczRecID(), hczRecID(), d, d, d, rnd(hexs, 16))
		return hczT("trap-cloudflare-ids", "json", txt)
	},
	// Hetzner record list
	func() Sample {
		txt := fmt.Sprintf(`{"records":[{"id":"%s","type":"MX","name":"@","value":"10 mx1.%s.","zone_id":"%s","ttl":3600},{"id":"%s","type":"TXT","name":"@","value":"\"v=spf1 mx -all\"","zone_id":"%s"}]}`,
			rnd(hexs, 32), hczDomain(), rnd(alnum, 22), rnd(hexs, 32), rnd(alnum, 22))
		return hczT("trap-dns-api-ids", "json", txt)
	},
	// API docs example with placeholders
	func() Sample {
		txt := `Example from the Porkbun docs we follow in the script:

POST /api/json/v3/dns/` + pick([]string{"retrieve", "editByNameType", "create", "deleteByNameType"}) + "/" + hczDomain() + `
{
  "secretapikey": "YOUR_SECRET_API_KEY",
  "apikey": "YOUR_API_KEY"
}

The real values are read from ` + pick([]string{"/etc/porkbun.json (mode 600)", "~/.config/porkbun/keys.json", "the PORKBUN_* env vars set by systemd"}) + `, not from the repo.`
		return hczT("trap-placeholder", "note", txt)
	},
	// propagation table
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`| Resolver | MX %s | TTL |
|---|---|---|
| 1.1.1.1 | 10 mx1.%s | %d |
| 8.8.8.8 | 10 mx1.%s | %d |
| 193.17.47.1 | 10 mx.old-host.cz | 3411 |
| ISP (O2) | 10 mx.old-host.cz | 3587 |`, d, d, rng.IntN(300), d, rng.IntN(300))
		return hczT("trap-dns-table", "markdown", txt)
	},
	// zone file
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`$ORIGIN %s.
$TTL 3600
@   IN SOA ns1.%s. hostmaster.%s. ( %s01 7200 900 1209600 300 )
@   IN NS  ns1.%s.
@   IN NS  ns2.%s.
@   IN MX  10 mx1
mx1 IN A   %s
@   IN TXT "v=spf1 mx -all"
@   IN CAA 0 issue "letsencrypt.org"`, d, d, d, strings.ReplaceAll(hczDate(), "-", ""), d, d, hczIP())
		return hczT("trap-zone-file", "zone", txt)
	},
	// certificate fingerprint
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`$ openssl s_client -connect mx1.%s:25 -starttls smtp </dev/null 2>/dev/null | openssl x509 -noout -fingerprint -sha256 -serial -enddate
sha256 Fingerprint=%s
serial=%s
notAfter=Mar 14 09:21:07 2026 GMT`, d, hczColonHex(32), strings.ToUpper(rnd(hexs, 36)))
		return hczT("trap-cert-fingerprint", "shell", txt)
	},
	// TOTP talk
	func() Sample {
		t := pick([]string{
			"Registrátor teď vyžaduje 2FA. QR kód je v nastavení účtu, naskenujte si ho každý sám, já ho nikam posílat nebudu.",
			"2FA on the Cloudflare account is now enforced for everyone. Use a hardware key if you have one, otherwise an authenticator app.",
			"the shared registrar login has TOTP now – the seed is only in the password manager entry, ask %[1]s for access",
		})
		return hczT("trap-2fa-talk", "chat", "["+hczTime()+"] "+hczFirstName()+": "+strings.ReplaceAll(t, "%[1]s", hczFirstName()))
	},
	// recovery codes talk
	func() Sample {
		txt := fmt.Sprintf("Regenerated the recovery codes for the Gandi account on %s. Printed, sealed envelope, in the IT safe. The old set is invalid.", hczDate())
		return hczT("trap-recovery-talk", "notes", txt)
	},
	// commit message about rotation
	func() Sample {
		txt := fmt.Sprintf(`commit %s
Author: %s <%s>
Date:   %s

    dns: rotate Cloudflare token, move it to sealed secret

    Old token revoked in the dashboard. The new one is only in the
    sealed-secrets controller; nothing secret in this repo.`, rnd(hexs, 40), hczFirstName(), hczMbox(hczDomain()), hczDate())
		return hczT("trap-commit", "commit", txt)
	},
	// DDNS docs placeholder
	func() Sample {
		txt := "# update URL for the router (replace YOUR_TOKEN, it's in the duckdns account page)\nhttps://www.duckdns.org/update?domains=" +
			pick([]string{"chata", "pekarna", "homelab", "rodina", "kancl"}) + "-" + rnd(lower, 3) + "&token=YOUR_TOKEN&ip="
		return hczT("trap-placeholder", "note", txt)
	},
	// Namecheap log with redacted key
	func() Sample {
		txt := fmt.Sprintf("%s %s WARN namecheap: retry 2/3 GET https://api.namecheap.com/xml.response?ApiUser=%s&ApiKey=[REDACTED]&Command=namecheap.domains.getList&ClientIp=%s: 502 Bad Gateway",
			hczDate(), hczTime(), hczUser(), hczIP())
		return hczT("trap-redacted", "log", txt)
	},
}

func hczColonHex(n int) string {
	var p []string
	for i := 0; i < n; i++ {
		p = append(p, strings.ToUpper(rnd(hexs, 2)))
	}
	return strings.Join(p, ":")
}
