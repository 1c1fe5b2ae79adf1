package main

import (
	"fmt"
	"strings"
)

// Traps around mail: logs, headers, provider ids, references, placeholders and talk about passwords.

func hczQID() string { return strings.ToUpper(rnd(hexs, 10+rng.IntN(2))) }

var hczTraps2 = []func() Sample{
	// postfix log lines
	func() Sample {
		d, q := hczDomain(), hczQID()
		txt := fmt.Sprintf(`%[1]s mx01 postfix/smtpd[1822]: %[2]s: client=mail-ej1-f54.google.com[209.85.218.54]
%[1]s mx01 postfix/cleanup[1830]: %[2]s: message-id=<%[3]s@mail.gmail.com>
%[1]s mx01 postfix/qmgr[911]: %[2]s: from=<%[4]s>, size=48211, nrcpt=1 (queue active)
%[1]s mx01 postfix/smtp[1833]: %[2]s: to=<%[5]s>, relay=none, delay=0.3, status=bounced (Host or domain name not found. Name service error for name=%[6]s type=MX: Host not found)`,
			"Mar "+fmt.Sprint(1+rng.IntN(28))+" "+hczTime()+":07", q, "CA+"+rnd(alnum, 40), hczMbox(hczDomain()), hczMbox(d), d)
		return hczT("trap-mail-log", "log", txt)
	},
	// mail headers with DKIM signature
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`Authentication-Results: mx.google.com;
       dkim=pass header.i=@%[1]s header.s=s1 header.b=%[2]s;
       spf=pass (google.com: domain of %[3]s designates %[4]s as permitted sender) smtp.mailfrom=%[3]s;
       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=%[1]s
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=%[1]s; s=s1;
	t=%[5]d; bh=%[6]s=;
	h=From:To:Subject:Date:Message-ID;
	b=%[7]s
	 %[8]s==
Message-ID: <%[9]s@%[1]s>`, d, rnd(alnum+"+/", 8), hczMbox(d), hczIP(), 1700000000+rng.IntN(60000000), hczB64(43), hczB64(70), hczB64(100), hczUUID())
		return hczT("trap-mail-headers", "mail", txt)
	},
	// opendkim-genkey public txt
	func() Sample {
		sel, d := pick([]string{"mail", "s2024", "default", "dkim1"}), hczDomain()
		txt := fmt.Sprintf(`$ opendkim-genkey -b 2048 -d %s -s %s -D /etc/opendkim/keys/
$ cat /etc/opendkim/keys/%s.txt
%s._domainkey	IN	TXT	( "v=DKIM1; h=sha256; k=rsa; "
	  "p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s"
	  "%sIDAQAB" )  ; ----- DKIM key %s for %s`, d, sel, sel, sel, hczB64(200), hczB64(150), sel, d)
		return hczT("trap-dkim-public", "shell", txt)
	},
	// DMARC aggregate report XML
	func() Sample {
		txt := fmt.Sprintf(`<record>
  <row>
    <source_ip>%s</source_ip>
    <count>%d</count>
    <policy_evaluated><disposition>none</disposition><dkim>fail</dkim><spf>pass</spf></policy_evaluated>
  </row>
  <identifiers><header_from>%s</header_from></identifiers>
  <auth_results><spf><domain>%s</domain><result>pass</result></spf></auth_results>
</record>
<report_id>%d%s</report_id>`, hczIP(), 1+rng.IntN(400), hczDomain(), hczDomain(), 1000000000+rng.IntN(8999999), rnd(digits, 10))
		return hczT("trap-dmarc-report", "xml", txt)
	},
	// SendGrid ids and masked key
	func() Sample {
		txt := fmt.Sprintf(`SendGrid debug for the order confirmations:
- template: d-%s
- X-Message-Id: %s.filterdrecv-%s
- key in use: SG.%s… (name "eshop-prod", full access removed, only Mail Send)
- sender identity verified, domain auth CNAMEs em%d.%s ok`, rnd(hexs, 32), rnd(b64url, 22), rnd(lower+digits, 10), rnd(b64url, 4), 1000+rng.IntN(8999), hczDomain())
		return hczT("trap-sendgrid-ids", "notes", txt)
	},
	// Mailgun DNS records
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`Mailgun wants these for mg.%s:
TXT  mg.%s              v=spf1 include:mailgun.org ~all
TXT  %s._domainkey.mg   k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ%s
CNAME email.mg.%s     eu.mailgun.org
API key: use the one from the vault entry "mailgun-eu", NOT the account's private key`, d, d, pick([]string{"pic", "krs", "mx", "smtp"}), hczB64(150), d)
		return hczT("trap-mailgun-dns", "notes", txt)
	},
	// Postmark response with MessageID
	func() Sample {
		txt := fmt.Sprintf(`{
  "To": "%s",
  "SubmittedAt": "%sT%s:02.1Z",
  "MessageID": "%s",
  "ErrorCode": 0,
  "Message": "OK"
}`, hczMbox(hczDomain()), hczDate(), hczTime(), hczUUID())
		return hczT("trap-message-id", "json", txt)
	},
	// Brevo response
	func() Sample {
		txt := fmt.Sprintf(`HTTP/1.1 201 Created
x-sib-request-id: %s
content-type: application/json

{"messageId":"<%s.%d@smtp-relay.mailin.fr>"}`, hczUUID(), hczSerialNo()+rnd(digits, 8), 1+rng.IntN(30))
		return hczT("trap-message-id", "http", txt)
	},
	// env with references
	func() Sample {
		txt := "SMTP_HOST=" + pick([]string{"smtp-relay.brevo.com", "smtp.sendgrid.net", "smtp.eu.mailgun.org", "smtp." + hczDomain()}) + `
SMTP_PORT=` + pick([]string{"587", "465", "2525"}) + `
SMTP_USER=${SMTP_USER}
SMTP_PASSWORD=${SMTP_PASSWORD}
SMTP_PASSWORD_FILE=/run/secrets/smtp_password
DKIM_KEY_PATH=/etc/opendkim/keys/` + hczDomain() + `/mail.private`
		return hczT("trap-secret-reference", "env", txt)
	},
	// ansible vault references
	func() Sample {
		txt := fmt.Sprintf(`postfix_relayhost: "[smtp.office365.com]:587"
postfix_sasl_user: "relay@%s"
postfix_sasl_password: "{{ vault_postfix_sasl_password }}"
opendkim_keys:
  - domain: %s
    selector: s1
    private_key: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/dkim/s1:key') }}"`, hczDomain(), hczDomain())
		return hczT("trap-secret-reference", "yaml", txt)
	},
	// mailbox password reset talk
	func() Sample {
		t := pick([]string{
			"Dobrý den, heslo k Vaší schránce jsem resetoval. Dočasné heslo Vám přijde SMS zprávou na číslo končící %[1]s.",
			"Reset the mailbox password for %[2]s – she'll get the temporary one by phone. Told her to enable MFA right after.",
			"Your mailbox password expires in 5 days. Change it at https://mail.%[3]s/settings/password – IT will never ask for it by e-mail.",
		})
		return hczT("trap-password-talk", pick([]string{"mail", "chat"}), fmt.Sprintf(t, rnd(digits, 3), hczMbox(hczDomain()), hczDomain()))
	},
	// app password instructions
	func() Sample {
		txt := `Návod – heslo aplikace pro tiskárnu:
1. https://myaccount.google.com/apppasswords
2. Název aplikace: "skener ` + fmt.Sprint(1+rng.IntN(4)) + `. patro"
3. Google zobrazí 16 písmen – ty rovnou opište do tiskárny (SMTP heslo), nikam jinam je neukládejte
4. Hotovo, heslo se už znovu nezobrazí
(` + pick([]string{"platí pro účet ", "účet: ", "funguje jen pro "}) + "skener@" + hczDomain() + ")"
		return hczT("trap-app-password-howto", "wiki", txt)
	},
	// imapsync with passfiles
	func() Sample {
		u := hczMbox(hczDomain())
		txt := fmt.Sprintf(`imapsync --host1 imap.old-host.cz --user1 %s --passfile1 /root/mig/p1/%s \
         --host2 imap.gmail.com --user2 %s --passfile2 /root/mig/p2/%s --gmail2
Host1: IMAP server [imap.old-host.cz] port [993] user [%s]
Host1: success login on [imap.old-host.cz] with user [%s] auth [LOGIN]`, u, u, u, u, u, u)
		return hczT("trap-passfile-reference", "shell", txt)
	},
	// migration CSV without passwords
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`EmailAddress,UserName,Password
%[2]s@%[1]s,%[2]s@%[1]s,(OAuth)
%[3]s@%[1]s,%[3]s@%[1]s,(OAuth)
# passwords not needed – source is Google, we use the service account`, d, pick([]string{"jana", "eva", "petr"}), pick([]string{"obchod", "info", "faktury", "sklad"}))
		return hczT("trap-migration-csv", "csv", txt)
	},
	// SMTP transcript with SPF failure
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`220 mx1.%s ESMTP Postfix
EHLO test.local
250-mx1.%s
250-STARTTLS
250 SMTPUTF8
MAIL FROM:<invoice@%s>
250 2.1.0 Ok
RCPT TO:<%s>
550 5.7.23 <%s>: Recipient address rejected: Message rejected due to: SPF fail - not authorized. Please see http://www.openspf.net/Why?s=mfrom;id=invoice@%s;ip=%s`, d, d, hczDomain(), hczMbox(d), hczMbox(d), hczDomain(), hczIP())
		return hczT("trap-smtp-transcript", "shell", txt)
	},
	// NDR
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`Delivery has failed to these recipients or groups:
%s
Your message couldn't be delivered because the recipient's email provider rejected it.

Diagnostic information for administrators:
Generating server: %s.eurprd0%d.prod.outlook.com
Remote server returned '550 5.7.509 Access denied, sending domain %s does not pass DMARC verification and has a DMARC policy of reject. [%s.eurprd0%d.prod.outlook.com %sT%s:11.000Z %s]'`,
			hczMbox(d), strings.ToUpper(rnd(upper+digits, 12)), 1+rng.IntN(9), hczDomain(), strings.ToUpper(rnd(upper+digits, 12)), 1+rng.IntN(9), hczDate(), hczTime(), rnd(hexs, 16))
		return hczT("trap-ndr", "mail", txt)
	},
	// mailq
	func() Sample {
		txt := fmt.Sprintf(`$ mailq | head
-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
%s     4812 Tue Mar 12 %s:02  %s
(connect to mx.%s[%s]:25: Connection timed out)
                                         %s
%s*   18211 Tue Mar 12 %s:44  %s
                                         %s
-- 1322 Kbytes in 214 Requests.`, hczQID(), hczTime(), hczMbox(hczDomain()), hczDomain(), hczIP(), hczMbox(hczDomain()), hczQID(), hczTime(), hczMbox(hczDomain()), hczMbox(hczDomain()))
		return hczT("trap-mail-queue", "shell", txt)
	},
	// SRS and BATV addresses
	func() Sample {
		d, u := hczDomain(), strings.Split(hczMbox(hczDomain()), "@")
		txt := fmt.Sprintf(`forwarded mail now has these envelope senders, that's SRS from the forwarder, not spam:
  SRS0=%s=%s=%s=%s@fwd.%s
  prvs=%s=%s@%s
SPF passes for the rewritten sender.`, rnd(alnum, 4), rnd(upper+digits, 2), u[1], u[0], d, rnd(digits, 4)+rnd(hexs, 6), u[0], u[1])
		return hczT("trap-srs-address", "chat", txt)
	},
	// spam status header
	func() Sample {
		txt := fmt.Sprintf(`X-Spam-Status: No, score=%d.%d required=5.0 tests=DKIM_SIGNED,DKIM_VALID,
	DMARC_PASS,SPF_HELO_NONE,SPF_PASS,URIBL_BLOCKED autolearn=ham autolearn_force=no
	version=3.4.6
X-Spam-Checker-Version: SpamAssassin 3.4.6 (2021-04-09) on mx2.%s
X-Virus-Scanned: clamav-milter 1.0.5 at mx2
X-Rspamd-Queue-Id: %s
X-Rspamd-Action: no action`, rng.IntN(4), rng.IntN(10), hczDomain(), hczQID())
		return hczT("trap-spam-headers", "mail", txt)
	},
	// site keys only
	func() Sample {
		t := pick([]string{
			`<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%[1]s"></div>`,
			`<div class="g-recaptcha" data-sitekey="6L%[2]s"></div>`,
			`<div class="h-captcha" data-sitekey="%[3]s"></div>`,
		})
		txt := "<!-- contact form on the web, sends to obchod@ -->\n<form method=\"post\" action=\"/kontakt\">\n  " + fmt.Sprintf(t, rnd(b64url, 12), rnd(b64url, 38), hczUUID()) + "\n</form>"
		return hczT("trap-site-key", "html", txt)
	},
	// licence order info
	func() Sample {
		txt := fmt.Sprintf(`Kerio Connect subscription renewed.
Order #: %d
Subscription ID: SUB-%s
Invoice: INV-%s
The licence key itself is applied in the admin console (Configuration > Licensing) – no need to re-enter it.`, 100000+rng.IntN(899999), rnd(upper+digits, 10), hczSerialNo())
		return hczT("trap-licence-ids", "mail", txt)
	},
	// webhook reference and slack ids
	func() Sample {
		t := pick([]string{
			"Alertmanager posts to #mail-alerts (channel C%[1]s, workspace T%[2]s). The webhook URL is in the alertmanager-secrets k8s secret, key slack_url.",
			"The Discord webhook for RBL alerts is stored as RBL_WEBHOOK in the CI variables (masked). Channel id %[3]s.",
			"Teams connector for DMARC digests: https://%[4]s.webhook.office.com/webhookb2/<redacted> – ask %[5]s for the real one.",
		})
		return hczT("trap-webhook-reference", "chat", fmt.Sprintf(t, rnd(upper+digits, 10), rnd(upper+digits, 10), hczSnowflake(), "nordpeak", hczFirstName()))
	},
	// request ids
	func() Sample {
		txt := fmt.Sprintf(`Support ticket to the DNS host: record update failed.
x-request-id: %s
trace: %s
cf-ray: %s-VIE
timestamp: %sT%s:33Z`, hczUUID(), rnd(hexs, 32), rnd(hexs, 16), hczDate(), hczTime())
		return hczT("trap-request-id", "ticket", txt)
	},
	// MTA-STS policy and TLS-RPT
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`_mta-sts.%[1]s.   TXT "v=STSv1; id=%[2]s"
_smtp._tls.%[1]s. TXT "v=TLSRPTv1; rua=mailto:tlsrpt@%[1]s"

# https://mta-sts.%[1]s/.well-known/mta-sts.txt
version: STSv1
mode: enforce
mx: mx1.%[1]s
max_age: 604800`, d, strings.ReplaceAll(hczDate(), "-", "")+rnd(digits, 4))
		return hczT("trap-mta-sts", "zone", txt)
	},
	// BIMI
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`default._bimi.%s. `+fmt.Sprint(300*(1+rng.IntN(12)))+` IN TXT "v=BIMI1; l=https://www.%s/bimi/logo.svg; a=https://www.%s/bimi/vmc.pem"
BIMI won't show in Gmail until DMARC is p=quarantine or reject at pct=100. `+pick([]string{"VMC ordered " + hczDate() + ".", "Logo is SVG Tiny PS.", "Ticket " + hczTicket() + "."}), d, d, d)
		return hczT("trap-bimi", "zone", txt)
	},
	// opendkim tables
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`# /etc/opendkim/KeyTable
%[2]s._domainkey.%[1]s %[1]s:%[2]s:/etc/opendkim/keys/%[1]s/%[2]s.private
# /etc/opendkim/SigningTable
*@%[1]s %[2]s._domainkey.%[1]s`, d, pick([]string{"s1", "mail", "default", "dkim" + hczYear()}))
		return hczT("trap-dkim-paths", "config", txt)
	},
	// autoconfig XML
	func() Sample {
		d := hczDomain()
		txt := fmt.Sprintf(`<clientConfig version="1.1">
  <emailProvider id="%[1]s">
    <incomingServer type="imap">
      <hostname>imap.%[1]s</hostname>
      <port>`+pick([]string{"993</port>\n      <socketType>SSL", "143</port>\n      <socketType>STARTTLS"})+`</socketType>
      <username>%%EMAILADDRESS%%</username>
      <authentication>password-cleartext</authentication>
    </incomingServer>
  </emailProvider>
</clientConfig>`, d)
		return hczT("trap-autoconfig", "xml", txt)
	},
	// dovecot passdb
	func() Sample {
		txt := "# " + hczDomain() + ", dovecot " + pick([]string{"2.3.19", "2.3.21", "2.4.1"}) + "\npassdb {\n  driver = passwd-file\n  args = scheme=" + pick([]string{"ARGON2ID", "SHA512-CRYPT", "BLF-CRYPT"}) + ` username_format=%u /etc/dovecot/users
}
userdb {
  driver = static
  args = uid=vmail gid=vmail home=/var/vmail/%d/%n
}`
		return hczT("trap-config-no-secret", "config", txt)
	},
	// door code talk without code
	func() Sample {
		t := pick([]string{
			"Kód na serverovnu ti řekne recepce, po telefonu ho nedávám.",
			"the cage code changed after the audit – the colo only gives it out to people on the access list, I added you",
		})
		return hczT("trap-code-talk", "chat", "["+hczTime()+"] "+hczFirstName()+": "+t)
	},
	// deploy note with digest and sha
	func() Sample {
		txt := fmt.Sprintf(`mailcow update %s
image: ghcr.io/mailcow/dovecot@sha256:%s
commit: %s
postfix queue empty before restart, rspamd stats kept`, hczDate(), rnd(hexs, 64), rnd(hexs, 40))
		return hczT("trap-digest", "notes", txt)
	},
	// inline image base64
	func() Sample {
		txt := fmt.Sprintf(`--b1_%s
Content-Type: image/png; name="logo.png"
Content-Transfer-Encoding: base64
Content-ID: <logo@%s>

iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA%s
%s
--b1_%s--`, rnd(hexs, 16), hczDomain(), hczB64(28), hczB64(76), rnd(hexs, 16))
		return hczT("trap-base64-image", "mail", txt)
	},
	// domain inventory CSV
	func() Sample {
		var rows []string
		for i := 0; i < 3+rng.IntN(3); i++ {
			d := hczDomain()
			rows = append(rows, fmt.Sprintf("%s,%s,mx1.%s,%s,%s", d, pick(hczRegistrars), d, pick([]string{"none", "quarantine", "reject"}), hczDate()))
		}
		txt := "domain,registrar,mx,dmarc_policy,expires\n" + strings.Join(rows, "\n")
		return hczT("trap-domain-inventory", "csv", txt)
	},
}
