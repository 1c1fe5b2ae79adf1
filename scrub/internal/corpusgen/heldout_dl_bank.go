package main

import (
	"strings"
)

// Bank file uploads: SFTP and host-to-host links, PGP keys, EBICS, payout APIs.

func hdlBankGens() []hdlGen {
	return []hdlGen{
		{hdlBankSshpass, 5}, {hdlBankWinSCP, 5}, {hdlBankPGPTicket, 4}, {hdlBankGpgCron, 5},
		{hdlBankSSHKey, 4}, {hdlBankEBICS, 4}, {hdlBankAPIYAML, 5}, {hdlBankBacsPIN, 4},
		{hdlBankACHPortal, 5}, {hdlBankParamiko, 5}, {hdlBankNetrc, 4}, {hdlBankCurlLog, 5},
		{hdlBankWise, 4}, {hdlBankP12, 5}, {hdlBankKeystore, 4}, {hdlBankTestCreds, 5},
		{hdlBankAdyen, 3},
	}
}

func hdlBankHost() string {
	return hdlOne("h2h", "sftp", "filetransfer", "mft", "ft") + "." + hdlOne("barclays", "hsbc", "lloydsbank", "db", "ing", "rabobank", "nordea", "jpmorgan", "wellsfargo", "santander") + hdlOne(".com", ".net", ".co.uk", ".de")
}

func hdlBankSshpass() Sample {
	host, pw := hdlBankHost(), hdlPw()
	user := hdlOne("PAY", "CUST", "H2H") + hdlDigits(6)
	f := hdlOne("pain001_", "bacs_", "nacha_") + hdlDate() + hdlOne(".xml", ".txt", ".ach")
	t := hdlF(`payroll@batch01:/exports$ sshpass -p '%s' sftp -oBatchMode=no %s@%s
Connected to %s.
sftp> cd /inbound/payments
sftp> put %s
Uploading %s to /inbound/payments/%s
%s                      100%%  %dKB  1.2MB/s   00:00
sftp> bye`, pw, user, host, host, f, f, f, f, 20+rng.IntN(400))
	return hdlSec("sftp-password", "shell", t, hdlS(pw), user+"@"+host)
}

func hdlBankWinSCP() Sample {
	host, pw := hdlBankHost(), hdlPwURL()
	user := hdlOne("payroll", "acme_pay", "cust") + hdlDigits(4)
	fp := rnd(alnum+"+/", 43)
	t := hdlF(`option batch abort
option confirm off
open sftp://%s:%s@%s/ -hostkey="ssh-ed25519 255 %s"
put C:\Payroll\Out\*.xml /upload/
close
exit`, user, pw, host, fp)
	return hdlSec("sftp-password", "script", t, hdlS(pw), host, fp)
}

func hdlBankPGPTicket() Sample {
	_, body := hdlPrivKey()
	for !strings.HasPrefix(body, "lQOYBG") {
		_, body = hdlPrivKey()
	}
	pp := hdlOne(strings.ToLower(pick(hdlPwWords))+" "+strings.ToLower(pick(hdlPwWords))+" "+strings.ToLower(pick(hdlPwWords))+" "+hdlDigits(2), hdlPw())
	block := "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + body + "\n-----END PGP PRIVATE KEY BLOCK-----"
	t := hdlF(`Ticket %s - bank file rejected: "signature verification failed"

%s attached the key we sign the payment files with so the vendor can check it:

%s

Passphrase: %s

Bank says they expect key ID %s.`, "PAY-"+hdlDigits(4), hdlFirst(), block, pp, hdlHEX(16))
	return hdlSec("pgp-private-key", "ticket", t, hdlS(body, pp))
}

func hdlBankGpgCron() Sample {
	pp := hdlPw()
	recip := hdlOne("payments", "h2h", "fileupload") + "@" + hdlOne("barclays.com", "hsbc.co.uk", "db.com", "ing.nl")
	t := hdlF(`#!/bin/sh
# nightly: sign + encrypt payroll payment file for the bank
set -e
F=/data/payroll/out/payments_$(date +%%Y%%m%%d).xml
gpg --batch --yes --pinentry-mode loopback --passphrase '%s' \
    --local-user payroll-signing --recipient %s \
    --sign --encrypt --output "$F.pgp" "$F"
/usr/local/bin/upload_to_bank.sh "$F.pgp"`, pp, recip)
	return hdlSec("pgp-passphrase", "code", t, hdlS(pp), recip)
}

func hdlBankSSHKey() Sample {
	block, body := hdlPrivKey()
	for !strings.Contains(block, "OPENSSH") {
		block, body = hdlPrivKey()
	}
	host := hdlBankHost()
	t := hdlF(`Handover: H2H connection to %s

The bank whitelisted our egress IP and the public key below. The private key lives on batch01 as ~/.ssh/h2h_ed25519; copy of it for the DR box:

%s

Test with: sftp -i ~/.ssh/h2h_ed25519 %s@%s`, host, block, "CUST"+hdlDigits(5), host)
	if rng.IntN(2) == 0 {
		return hdlSec("ssh-private-key", "handover", t, hdlS(body), host)
	}
	return hdlSec("ssh-private-key", "handover", t, hdlS(block), host)
}

func hdlBankEBICS() Sample {
	pw := hdlPw()
	part := strings.ToUpper(rnd(lower, 2)) + hdlDigits(6)
	cust := hdlOne("K", "C") + hdlDigits(8)
	t := hdlF(`EBICS-Zugang %s (Lohnzahlungen)
Host-ID: %s
Kunden-ID: %s
Teilnehmer-ID: %s
Passwort für die Schlüsseldatei: %s
INI-Brief wurde am %s unterschrieben an die Bank geschickt.`, hdlOne("Sparkasse", "Commerzbank", "Deutsche Bank", "Volksbank"), hdlOne("SPKDE3X", "COBADEFF", "DEUTDEFF", "GENODEF1"), cust, part, pw, hdlDateEU())
	return hdlSec("ebics-key-password", "note", t, hdlS(pw), cust, part)
}

func hdlBankAPIYAML() Sample {
	cid := hdlUUID()
	sec := rnd(alnum, 32+rng.IntN(16))
	t := hdlF(`bank_api:
  provider: %s
  environment: production
  oauth:
    token_url: https://api.%s.example/oauth2/token
    client_id: %s
    client_secret: %s
  mtls:
    cert: /etc/payroll/bank/client.crt
    key: /etc/payroll/bank/client.key
  debtor_account: %s`, pick(hdlBanks), hdlOne("corp", "business", "treasury"), cid, sec, hdlIBAN())
	return hdlSec("oauth-client-secret", "yaml", t, hdlS(sec), cid)
}

func hdlBankBacsPIN() Sample {
	pin := hdlPin(hdlPickInt(6, 8))
	sun := hdlDigits(6)
	t := hdlF("%s: I can't submit the Bacs file, Bacstel-IP wants the smartcard PIN and %s has the card today\n%s: card's in the top drawer, PIN is %s. SUN is %s if it asks\n%s: ok submitting now",
		hdlFirst(), hdlFirst(), hdlFirst(), pin, sun, hdlFirst())
	return hdlSec("smartcard-pin", "chat", t, hdlS(pin), sun)
}

func hdlBankACHPortal() Sample {
	compID := hdlDigits(10)
	user := hdlOne("PAYROLL", "HRADMIN", "TREAS") + hdlDigits(2)
	pw := hdlPw()
	t := hdlF(`ACH origination - payroll
Bank: %s Commercial Online
Company ID: %s
User ID: %s
Password: %s
Cutoff for next-day settlement: 5:00 PM ET. NACHA file goes in under Payments > File Import.`, hdlOne("Chase", "Wells Fargo", "Bank of America", "PNC", "Truist"), compID, user, pw)
	return hdlSec("bank-portal-password", "note", t, hdlS(pw), compID, user)
}

func hdlBankParamiko() Sample {
	host, pw := hdlBankHost(), hdlPw()
	user := "pay" + hdlDigits(5)
	t := hdlF(`import paramiko

def upload(path):
    transport = paramiko.Transport(("%s", 22))
    transport.connect(username="%s", password="%s")
    sftp = paramiko.SFTPClient.from_transport(transport)
    sftp.put(path, "/in/" + path.split("/")[-1])
    sftp.close()
    transport.close()`, host, user, pw)
	return hdlSec("sftp-password", "code", t, hdlS(pw), host)
}

func hdlBankNetrc() Sample {
	host, pw := hdlBankHost(), hdlPw()
	user := hdlOne("payroll_ftp", "cust", "upload") + hdlDigits(3)
	t := hdlF(`$ cat ~/.netrc
machine %s
  login %s
  password %s
$ curl --netrc --ssl-reqd -T payroll_%s.txt ftp://%s/incoming/`, host, user, pw, hdlDate(), host)
	return hdlSec("ftps-password", "shell", t, hdlS(pw), host)
}

func hdlBankCurlLog() Sample {
	host, pw := hdlBankHost(), hdlPwURL()
	user := "svc_pay" + hdlDigits(2)
	t := hdlF(`[%s] job=bank-upload run=%s
+ curl -sS --fail -u %s:%s -T /tmp/out/payments.xml https://%s/api/upload
curl: (22) The requested URL returned error: 403
[%s] job=bank-upload status=FAILED`, hdlStamp(), hdlDigits(5), user, pw, host, hdlStamp())
	return hdlSec("sftp-password", "log", t, hdlS(pw), user)
}

func hdlBankWise() Sample {
	tok := hdlUUID()
	prof := hdlDigits(8)
	t := hdlF(`# contractor payouts via Wise
WISE_API_TOKEN=%s
WISE_PROFILE_ID=%s
PAYOUT_CURRENCY=%s`, tok, prof, hdlOne("EUR", "GBP", "USD", "PLN"))
	return hdlSec("wise-api-token", "env", t, hdlS(tok), "WISE_PROFILE_ID="+prof)
}

func hdlBankP12() Sample {
	pw := hdlPw()
	t := hdlF(`$ openssl pkcs12 -in %s_client.p12 -passin pass:'%s' -nokeys -out client.crt
$ openssl x509 -in client.crt -noout -subject -enddate
subject=CN = %s payroll h2h, O = %s
notAfter=%s 23:59:59 GMT`, hdlCoPick().slug, pw, hdlCoPick().slug, hdlCoPick().name, hdlDate())
	return hdlSec("certificate-password", "shell", t, hdlS(pw))
}

func hdlBankKeystore() Sample {
	ks, key := hdlPw(), hdlPw()
	t := hdlF(`# bank-connector.properties
bank.endpoint=https://%s/h2h/v2
bank.keystore.path=/opt/payroll/keystore.jks
bank.keystore.password=%s
bank.key.alias=payroll-signing
bank.key.password=%s
bank.retry.max=3`, hdlBankHost(), ks, key)
	return hdlSec("keystore-password", "properties", t, hdlS(ks, key))
}

func hdlBankTestCreds() Sample {
	host, pw := "test-"+hdlBankHost(), hdlPw()
	user := "T" + hdlDigits(7)
	t := hdlF(`Dear %s,

Thank you for choosing %s Host-to-Host for your payroll payments. Your credentials for the test environment are below:

Host: %s (port 22)
Username: %s
Password: %s

Production credentials will be sent by post to the authorised signatory. Please submit 3 successful test files before go-live.

Kind regards,
Implementation Team`, hdlFirst(), pick(hdlBanks), host, user, pw)
	return hdlSec("sftp-password", "mail", t, hdlS(pw), user)
}

func hdlBankAdyen() Sample {
	key := "AQE" + rnd(alnum, 24) + "+" + rnd(alnum, 20) + "=-" + rnd(alnum+"+/", 43) + "=-" + rnd(alnum+"/", 14)
	t := hdlF(`# payouts to gig workers at the end of each shift
ADYEN_API_KEY="%s"
ADYEN_MERCHANT_ACCOUNT=%sPayouts
ADYEN_ENV=live`, key, hdlCap(hdlCoPick().slug))
	return hdlSec("adyen-api-key", "env", t, hdlS(key))
}

func hdlCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
