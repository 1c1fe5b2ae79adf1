package main

import (
	"fmt"
)

// Mailbox migrations: IMAP sync, Microsoft 365 and Google Workspace moves, temporary passwords.

var hczMigrateSecrets = []func() Sample{
	// imapsync with two passwords
	func() Sample {
		d := hczDomain()
		u := pick([]string{"jana", "petr.novak", "obchod", "faktury", "recepce"}) + "@" + d
		p1, p2 := hczPw(), hczPw()
		txt := fmt.Sprintf(`imapsync \
  --host1 imap.%s --user1 %s --password1 '%s' --ssl1 \
  --host2 outlook.office365.com --user2 %s --password2 '%s' --ssl2 \
  --exclude 'Spam|Koš' --automap --useheader Message-Id

++++ Statistics
Messages transferred       : 18342
Total bytes transferred    : 4123448201 (3.840 GiB)`, pick([]string{"wedos.net", "forpsi.com", "active24.cz", "seznam.cz"}), u, p1, u, p2)
		return hczS("mailbox-password", "shell", txt, []string{p1, p2}, u)
	},
	// M365 IMAP migration CSV
	func() Sample {
		d := hczDomain()
		a, b := "jana@"+d, "obchod@"+d
		p1, p2 := hczPw(), hczPw()
		txt := fmt.Sprintf(`EmailAddress,UserName,Password
%s,%s,%s
%s,%s,%s`, a, a, p1, b, b, p2)
		return hczS("mailbox-password", "csv", txt, []string{p1, p2}, a, b)
	},
	// dovecot master user
	func() Sample {
		pw := hczPw()
		txt := fmt.Sprintf(`# /etc/dovecot/master-users   (temporary, for the migration weekend only – remove on Monday!)
migrator:{PLAIN}%s::::::
`, pw)
		return hczS("mailbox-password", "config", txt, []string{pw}, "migrator")
	},
	// Czech mail to user with new password
	func() Sample {
		pw, d := hczPw(), hczDomain()
		u := hczMbox(d)
		txt := fmt.Sprintf(`Dobrý den paní %s,

schránka %s je od dnešního rána na novém serveru. Nové heslo je:

%s

Při prvním přihlášení na https://mail.%s si ho prosím změňte. V Outlooku stačí účet odebrat a přidat znovu.

%s, IT`, pick([]string{"Černá", "Veselá", "Marková", "Králová"}), u, pw, d, hczFirstName())
		return hczS("mailbox-password", "mail", txt, []string{pw}, u)
	},
	// Outlook setup instructions
	func() Sample {
		pw, d := hczPw(), hczDomain()
		u := hczMbox(d)
		txt := fmt.Sprintf(`Mail setup for your phone:

Account type: IMAP
Email / username: %s
Password: %s
Incoming: imap.%s, port 993, SSL
Outgoing: smtp.%s, port 465, SSL, same username & password

Ping me if the iPhone complains about the certificate.`, u, pw, d, d)
		return hczS("mailbox-password", "mail", txt, []string{pw}, u)
	},
	// Gmail OAuth client secret and refresh token
	func() Sample {
		cs, rt := "GOCSPX-"+rnd(b64url, 28), "1//0"+rnd(b64url, 99)
		cid := fmt.Sprintf("%d-%s.apps.googleusercontent.com", 100000000000+rng.Int64N(899999999999), rnd(lower+digits, 32))
		txt := fmt.Sprintf(`# migration tool config (google -> m365), %s
source:
  type: gmail
  oauth:
    client_id: %s
    client_secret: %s
    refresh_token: %s
target:
  type: exchange-online
  tenant: %s.onmicrosoft.com`, hczDate(), cid, cs, rt, pick([]string{"pekarnahk", "autobrno", "nordpeak", "brightline"}))
		return hczS("oauth-client-secret", "yaml", txt, []string{cs, rt}, cid)
	},
	// Fastmail app password for migration
	func() Sample {
		pw := rnd(lower+digits, 16)
		u := hczMbox(hczDomain())
		t := pick([]string{
			"Fastmail import is stuck at 40%%. I made an app password just for the import on %[1]s: %[2]s (IMAP only, revoke after)",
			"nový heslo aplikace ve Fastmailu pro %[1]s = %[2]s, jen pro IMAP import",
		})
		return hczS("app-password", "chat", fmt.Sprintf(t, u, pw), []string{pw}, u)
	},
	// shared mailbox password in English chat
	func() Sample {
		pw, d := hczPw(), hczDomain()
		u := pick([]string{"reception", "orders", "invoices", "hr", "jobs"}) + "@" + d
		t := pick([]string{
			"[%[3]s] %[4]s: the shared %[1]s mailbox pw is %[2]s – please don't change it, 6 people use it",
			"[%[3]s] %[4]s: %[1]s / %[2]s for the shared inbox until we move it to a proper shared mailbox",
		})
		return hczS("mailbox-password", "chat", fmt.Sprintf(t, u, pw, hczTime(), hczFirstName()), []string{pw}, u)
	},
	// PowerShell credential for Exchange admin
	func() Sample {
		pw, d := hczPw(), hczDomain()
		admin := "migadmin@" + d
		txt := fmt.Sprintf(`# run from the jump host
$pw   = ConvertTo-SecureString '%s' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('%s', $pw)
Connect-ExchangeOnline -Credential $cred
New-MigrationBatch -Name "wave2" -SourceEndpoint imap-old -CSVData ([IO.File]::ReadAllBytes("C:\mig\wave2.csv")) -TargetDeliveryDomain %s.mail.onmicrosoft.com`, pw, admin, pick([]string{"pekarnahk", "autobrno", "nordpeak"}))
		return hczS("admin-password", "code", txt, []string{pw}, admin)
	},
	// Graph client secret appsettings
	func() Sample {
		sec := rnd(alnum, 3) + fmt.Sprint(rng.IntN(10)) + "Q~" + rnd(alnum+"_.~-", 34)
		cid, tid := hczUUID(), hczUUID()
		txt := fmt.Sprintf(`{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Graph": {
    "TenantId": "%s",
    "ClientId": "%s",
    "ClientSecret": "%s",
    "SenderMailbox": "%s"
  }
}`, tid, cid, sec, hczMbox(hczDomain()))
		return hczS("azure-client-secret", "json", txt, []string{sec}, cid, tid)
	},
	// meeting notes with temp admin
	func() Sample {
		pw := hczPw()
		txt := fmt.Sprintf(`Cutover call %s – notes

- MX switch planned Sat 06:00, TTL already lowered to 300 on Thursday
- %s does the final delta sync, %s watches the queue on the old box
- temp global admin for the weekend: cutover-admin, pw %s (disable Monday!)
- autodiscover CNAME after MX, not before
- rollback = old MX back, TTL 300 so max 5 min`, hczDate(), hczFirstName(), hczFirstName(), pw)
		return hczS("admin-password", "notes", txt, []string{pw}, "cutover-admin")
	},
	// temporary password for all migrated mailboxes
	func() Sample {
		pw := hczCap(pick(hczWords)) + pick([]string{"-", "_", "."}) + hczYear() + pick([]string{"!", "#", "?"})
		txt := fmt.Sprintf(`### Migrace pošty – stav %s
* 34/41 schránek hotovo, zbytek po víkendu
* dočasné heslo pro všechny migrované schránky: %s (vynucená změna při prvním přihlášení)
* sdílený kalendář recepce se nepřenesl, řeším s podporou`, hczDate(), pw)
		return hczS("mailbox-password", "markdown", txt, []string{pw}, "34/41")
	},
	// zip with PST exports
	func() Sample {
		pw := hczPw()
		t := pick([]string{
			"PST exporty bývalých zaměstnanců jsou na NASu v \\\\nas01\\archiv\\pst_%[2]s.zip, heslo k zipu: %[1]s",
			"The PST exports are zipped on the file share (pst_%[2]s.zip). Zip password: %[1]s",
		})
		return hczS("archive-password", "chat", fmt.Sprintf(t, pw, hczDate()), []string{pw}, "pst_")
	},
	// imapsync batch file
	func() Sample {
		d := hczDomain()
		u := pick([]string{"eva", "tomas", "sklad", "info"}) + "@" + d
		p1, p2 := hczPw(), hczPw()
		txt := fmt.Sprintf(`# batch.txt for imapsync_loop.sh (host1;user1;password1;host2;user2;password2)
imap.old-host.cz;%s;%s;imap.gmail.com;%s;%s`, u, p1, u, p2)
		return hczS("mailbox-password", "csv", txt, []string{p1, p2}, u)
	},
}
