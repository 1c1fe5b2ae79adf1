package main

import (
	"fmt"
	"strings"
)

// hdnSMTPTemplates put SMTP relay credentials into configs, code and sessions.
var hdnSMTPTemplates = []func() Sample{
	// Postfix sasl_passwd with a SendGrid key.
	func() Sample {
		k := hdnSG()
		h := hdnP("mx1", "web01", "mailer", "news-vps")
		t := fmt.Sprintf(`root@%s:~# cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:%s
root@%s:~# postmap /etc/postfix/sasl_passwd && chmod 600 /etc/postfix/sasl_passwd*
root@%s:~# grep relayhost /etc/postfix/main.cf
relayhost = [smtp.sendgrid.net]:587`, h, k, h, h)
		return hdnS("sendgrid-api-key", "shell", t, hdnL(k), "relayhost = [smtp.sendgrid.net]:587")
	},
	// Postfix sasl_passwd for SES.
	func() Sample {
		id, pw := hdnAKIA(), hdnSESSMTP()
		reg := hdnP("eu-west-1", "us-east-1", "eu-central-1", "us-west-2")
		t := fmt.Sprintf(`# /etc/postfix/sasl_passwd  (SES SMTP creds, IAM user ses-smtp-%s)
[email-smtp.%s.amazonaws.com]:587 %s:%s`, strings.ReplaceAll(hdnDate(), "-", ""), reg, id, pw)
		return hdnS("ses-smtp-credentials", "config", t, hdnL(id, pw), "email-smtp."+reg+".amazonaws.com")
	},
	// Django settings.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "%s"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "%s"
EMAIL_HOST_PASSWORD = "%s"
DEFAULT_FROM_EMAIL = "%s"`, hdnP("smtp.office365.com", "smtp.zoho.eu", "mail.smtp2go.com", "smtp.fastmail.com"), u, pw, u)
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// Nodemailer transport.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := "postmaster@" + hdnSendDomain(d)
		t := fmt.Sprintf(`const transporter = nodemailer.createTransport({
  host: "smtp.eu.mailgun.org",
  port: 465,
  secure: true,
  auth: {
    user: "%s",
    pass: "%s",
  },
});`, u, pw)
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// Rails action_mailer.
	func() Sample {
		k := hdnBrevoSMTP()
		u := rnd(hexs, 6) + "00" + rnd(digits, 1) + "@smtp-brevo.com"
		t := fmt.Sprintf(`config.action_mailer.delivery_method = :smtp
config.action_mailer.smtp_settings = {
  address:              'smtp-relay.brevo.com',
  port:                 587,
  user_name:            '%s',
  password:             '%s',
  authentication:       'login',
  enable_starttls_auto: true
}`, u, k)
		return hdnS("brevo-smtp-key", "code", t, hdnL(k), u)
	},
	// PHPMailer.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host       = 'smtp.%s';
$mail->SMTPAuth   = true;
$mail->Username   = '%s';
$mail->Password   = '%s';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
$mail->Port       = 587;
$mail->setFrom('%s', 'Newsletter');`, d, u, pw, u)
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// msmtprc.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`# ~/.msmtprc - used by the cron digest script
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        digest
host           smtp.%s
port           587
from           %s
user           %s
password       %s

account default : digest`, hdnP("fastmail.com", "zoho.eu", "mailbox.org", "gmail.com"), u, u, pw)
		return hdnS("smtp-password", "config", t, hdnL(pw), u)
	},
	// SMTP session with AUTH LOGIN.
	func() Sample {
		_, d := hdnClient()
		u := hdnMail(d)
		pw := hdnPw()
		bu, bp := hdnB64(u), hdnB64(pw)
		t := fmt.Sprintf(`$ openssl s_client -starttls smtp -connect smtp.%s:587 -crlf -quiet
250 SMTPUTF8
EHLO test
250-smtp.%s
250-AUTH PLAIN LOGIN
250 8BITMIME
AUTH LOGIN
334 VXNlcm5hbWU6
%s
334 UGFzc3dvcmQ6
%s
235 2.7.0 Authentication successful`, hdnP("mailgun.org", "sparkpostmail.com", "postmarkapp.com", "mandrillapp.com"), d, bu, bp)
		return hdnS("smtp-password", "shell", t, hdnL(bp), "235 2.7.0 Authentication successful")
	},
	// swaks test.
	func() Sample {
		_, d := hdnClient()
		sd := hdnSendDomain(d)
		pw := hdnPwURL()
		u := "postmaster@" + sd
		t := fmt.Sprintf(`swaks --to seedlist@%s --from news@%s \
  --server smtp.mailgun.org:587 --tls \
  --auth LOGIN --auth-user %s --auth-password '%s' \
  --header "Subject: dkim check %s"`, hdnP("glockapps.com", "mail-tester.com", "example.org"), sd, u, pw, hdnDate())
		return hdnS("smtp-password", "shell", t, hdnL(pw), u)
	},
	// Gmail / Workspace app password in chat.
	func() Sample {
		_, d := hdnClient()
		pw := hdnAppPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`%s: the Workspace relay keeps saying "Username and Password not accepted"
%s: you can't use the normal password with 2FA on, I made an app password for %s:
%s: %s
%s: that worked 🙏`, hdnName(), hdnName(), u, hdnName(), pw, hdnName())
		return hdnS("app-password", "chat", t, hdnL(pw), u)
	},
	// Brevo SMTP settings as typed from the WP plugin screen.
	func() Sample {
		k := hdnBrevoSMTP()
		u := rnd(hexs, 6) + "00" + rnd(digits, 1) + "@smtp-brevo.com"
		t := fmt.Sprintf(`WP Mail SMTP → Other SMTP
SMTP Host: smtp-relay.brevo.com
Encryption: TLS   Port: 587
Authentication: ON
SMTP Username: %s
SMTP Password: %s
(saved %s, test email sent OK to %s)`, u, k, hdnDate(), hdnMail("gmail.com"))
		return hdnS("brevo-smtp-key", "note", t, hdnL(k), u)
	},
	// Ghost config.production.json.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPwURL()
		u := "postmaster@" + hdnSendDomain(d)
		t := fmt.Sprintf(`{
  "url": "https://%s",
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "host": "smtp.eu.mailgun.org",
      "port": 465,
      "secure": true,
      "auth": {
        "user": "%s",
        "pass": "%s"
      }
    }
  }
}`, d, u, pw)
		return hdnS("smtp-password", "json", t, hdnL(pw), u)
	},
	// PowerShell Send-MailMessage.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`$pw   = ConvertTo-SecureString "%s" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential("%s", $pw)
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $cred `+"`"+`
  -From "%s" -To "%s" -Subject "Bounce report %s" -Attachments .\bounces.csv`, pw, u, u, hdnMail(d), hdnDate())
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// Python smtplib.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`with smtplib.SMTP("%s", 587) as s:
    s.starttls()
    s.login("%s", "%s")
    for row in csv.DictReader(open("subscribers.csv")):
        s.send_message(build_msg(row["email"], row["first_name"]))
        time.sleep(0.5)  # stay under the provider rate limit`, hdnP("smtp.sendinblue.com", "smtp.zoho.com", "smtp.mail.me.com", "smtp.strato.de"), u, pw)
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// Go net/smtp.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`auth := smtp.PlainAuth("", "%s", "%s", "smtp.%s")
err := smtp.SendMail("smtp.%s:587", auth, "%s", []string{to}, msg)
if err != nil {
	log.Printf("digest: send to %%s failed: %%v", to, err)
}`, u, pw, d, d, u)
		return hdnS("smtp-password", "code", t, hdnL(pw), u)
	},
	// ssmtp.conf.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		u := hdnMail(d)
		t := fmt.Sprintf(`# /etc/ssmtp/ssmtp.conf
root=%s
mailhub=smtp.%s:587
AuthUser=%s
AuthPass=%s
UseSTARTTLS=YES
FromLineOverride=YES`, u, hdnP("ionos.de", "mailgun.org", "gmail.com"), u, pw)
		return hdnS("smtp-password", "config", t, hdnL(pw), u)
	},
	// Kubernetes Secret with base64 data.
	func() Sample {
		pw := hdnPw()
		u := "apikey"
		b := hdnB64(pw)
		t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: smtp-relay
  namespace: %s
data:
  SMTP_USERNAME: %s
  SMTP_PASSWORD: %s`, hdnP("newsletter", "mailer", "listmonk"), hdnB64(u), b)
		return hdnS("smtp-password", "yaml", t, hdnL(b), "smtp-relay")
	},
	// Symfony MAILER_DSN.
	func() Sample {
		var dsn, sec, cat string
		switch rng.IntN(3) {
		case 0:
			sec = hdnSG()
			dsn, cat = "sendgrid+api://"+sec+"@default", "sendgrid-api-key"
		case 1:
			sec = hdnPwURL()
			dsn, cat = "smtp://newsletter%40"+hdnP("fernwood.co", "quill.co")+":"+sec+"@smtp.office365.com:587", "smtp-password"
		default:
			sec = rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
			dsn, cat = "mailgun+api://"+sec+":mg."+hdnP("harborbikes.com", "tidewater.io")+"@default?region=eu", "mailgun-api-key"
		}
		t := fmt.Sprintf(`###> symfony/mailer ###
MAILER_DSN=%s
###< symfony/mailer ###
NEWSLETTER_SENDER=news@%s`, dsn, hdnP("fernwood.co", "quill.co", "harborbikes.com"))
		return hdnS(cat, "env", t, hdnL(sec))
	},
	// listmonk SMTP settings via API.
	func() Sample {
		pw, apw := hdnPwURL(), hdnPwURL()
		host := hdnP("smtp.postmarkapp.com", "smtp.sparkpostmail.com", "smtp.mailgun.org")
		usr := hdnP("SMTP_Injection", "apikey", "postmaster@mg.fernwood.co")
		t := fmt.Sprintf(`curl -u 'admin:%s' -X PUT http://localhost:9000/api/settings -H 'Content-Type: application/json' \
  --data '{"smtp":[{"enabled":true,"host":"%s","port":587,"auth_protocol":"login","username":"%s","password":"%s","tls_type":"STARTTLS","max_conns":10}]}'`,
			apw, host, usr, pw)
		return hdnS("smtp-password", "shell", t, hdnL(apw, pw), host)
	},
}
