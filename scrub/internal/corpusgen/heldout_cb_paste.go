package main

import (
	"fmt"
	"strings"
)

// Things office users paste by mistake: password-manager exports, error pages, configs from
// no-code tools, browser requests, keys for the marketing and finance tools.

var hcbPasteGens = []func() Sample{
	// LastPass CSV export
	func() Sample {
		rows := []string{"url,username,password,totp,extra,name,grouping,fav"}
		var secs, keep []string
		for range hcbNum(1, 2) {
			site := pick([]string{"https://www.royalmail.com", "https://login.xero.com", "https://www.amazon.co.uk", "https://app.hubspot.com", "https://www.linkedin.com", "https://secure.indeed.com"})
			u, pw := hcbUser(hcbFirst(), hcbLast()), hcbPw()
			rows = append(rows, fmt.Sprintf("%s,%s,%s,,,%s,Work,0", site, u, pw, strings.TrimPrefix(strings.TrimPrefix(site, "https://www."), "https://")))
			secs, keep = append(secs, pw), append(keep, site)
		}
		t := "oops sorry wrong window, meant to paste the error message. please ignore/delete:\n\n" + strings.Join(rows, "\n")
		return hcbSec("password-export", "csv", t, secs, keep...)
	},
	// Bitwarden CSV export
	func() Sample {
		rows := []string{"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp"}
		var secs []string
		for range hcbNum(1, 2) {
			name := pick([]string{"Payroll", "Bank", "Supplier portal", "Canva", "Mailchimp", "DVLA"})
			pw := hcbPw()
			rows = append(rows, fmt.Sprintf("Office,,login,%s,,,0,https://%s.example.com,%s,%s,", name, strings.ToLower(strings.ReplaceAll(name, " ", "")), hcbUser(hcbFirst(), hcbLast()), pw))
			secs = append(secs, pw)
		}
		t := "Trying to import this into the company password manager and it fails on line 2, what's wrong with it?\n\n" + strings.Join(rows, "\n")
		return hcbSec("password-export", "csv", t, secs)
	},
	// Chrome passwords CSV
	func() Sample {
		rows := []string{"name,url,username,password,note"}
		var secs []string
		for range hcbNum(1, 2) {
			d := pick([]string{"portal.office.com", "www.ebay.co.uk", "my.sage.co.uk", "app.deputy.com", "www.gov.uk"})
			pw := hcbPw()
			rows = append(rows, fmt.Sprintf("%s,https://%s/,%s,%s,", d, d, hcbMail(hcbFirst(), hcbLast(), pick(hcbDomains)), pw))
			secs = append(secs, pw)
		}
		t := "Chrome Passwords.csv from my old laptop, can you put these onto the new one?\n```\n" + strings.Join(rows, "\n") + "\n```"
		return hcbSec("password-export", "csv", t, secs)
	},
	// KeePass XML fragment
	func() Sample {
		pw := hcbPw()
		u := pick([]string{"administrator", "office", "accounts", "sa"})
		t := fmt.Sprintf("<Entry>\n\t<UUID>%s</UUID>\n\t<String><Key>Title</Key><Value>%s</Value></String>\n\t<String><Key>UserName</Key><Value>%s</Value></String>\n\t<String><Key>Password</Key><Value ProtectInMemory=\"True\">%s</Value></String>\n\t<String><Key>URL</Key><Value>%s</Value></String>\n</Entry>\n\nfound this in an old USB stick from the cupboard, is it ours?",
			hcbB64Raw(16), pick([]string{"Server", "Router", "NAS", "Accounts PC"}), u, pw, "https://"+hcbIP())
		return hcbSec("password-export", "xml", t, []string{pw}, u)
	},
	// Bitwarden JSON export fragment
	func() Sample {
		pw, totp := hcbPw(), hcbTOTPSeed(false)
		secs := []string{pw, totp}
		if rng.IntN(2) == 0 {
			totp, secs = "", secs[:1]
		}
		t := fmt.Sprintf("{\n  \"encrypted\": false,\n  \"items\": [\n    {\n      \"type\": 1,\n      \"name\": \"%s\",\n      \"login\": {\n        \"uris\": [{\"uri\": \"https://%s\"}],\n        \"username\": \"%s\",\n        \"password\": \"%s\",\n        \"totp\": \"%s\"\n      }\n    }\n  ]\n}",
			pick([]string{"Company bank", "Amazon Business", "Shopify admin"}), pick([]string{"online.bank.example", "business.amazon.co.uk", "admin.shopify.com"}), hcbMail(hcbFirst(), hcbLast(), pick(hcbDomains)), pw, totp)
		return hcbSec("password-export", "json", t, secs)
	},
	// ODBC connection string in Excel error
	func() Sample {
		u, pw := pick([]string{"reports", "excel_ro", "finance_user", "sa"}), hcbPw()
		srv := hcbHost("sql")
		t := fmt.Sprintf("Excel says this when I click Refresh All on the sales report:\n\n[Microsoft][ODBC Driver 17 for SQL Server][SQL Server]Login failed for user '%s'.\nConnection: Driver={ODBC Driver 17 for SQL Server};Server=%s;Database=Sales;Uid=%s;Pwd=%s;\n\nIt was fine last week.",
			u, srv, u, pw)
		return hcbSec("db-password", "error", t, []string{pw}, srv)
	},
	// Access / VBA macro with password
	func() Sample {
		pw := hcbPw()
		srv := hcbHost("db")
		t := fmt.Sprintf("The macro %s wrote crashes on this line:\n\n    conn.Open \"Provider=SQLOLEDB;Data Source=%s;Initial Catalog=Stock;User ID=stock_app;Password=%s;\"\n\nRun-time error '-2147467259 (80004005)'",
			hcbFirst(), srv, pw)
		return hcbSec("db-password", "code", t, []string{pw}, srv)
	},
	// error page with DATABASE_URL
	func() Sample {
		pw := rnd(alnum, hcbNum(14, 24))
		h := hcbHost("pg")
		t := fmt.Sprintf("The booking site shows a yellow error page, I copied the bit that looked important:\n\nOperationalError at /bookings/\nconnection to server at \"%s\" failed\n\nEnvironment:\nDEBUG = True\nDATABASE_URL = postgres://booking:%s@%s:5432/booking\nTIME_ZONE = 'Europe/London'",
			h, pw, h)
		return hcbSec("db-password", "error", t, []string{pw}, h)
	},
	// copy as cURL with bearer and cookie
	func() Sample {
		jwt, sess := hcbJWT(), rnd(alnum, 32)
		secs := []string{jwt, sess}
		cookie := "sessionid=" + sess
		if rng.IntN(2) == 0 {
			cookie, secs = "lang=en-GB", secs[:1]
		}
		rid := hcbGUID()
		t := fmt.Sprintf("The expenses site gives a 500 when I submit. The guide said to 'copy as cURL' from F12 so here:\n\ncurl 'https://expenses.%s/api/claims' \\\n  -H 'authorization: Bearer %s' \\\n  -H 'cookie: %s; theme=light' \\\n  -H 'x-request-id: %s' \\\n  --data-raw '{\"amount\":42.5,\"category\":\"travel\"}'",
			pick(hcbDomains), jwt, cookie, rid)
		return hcbSec("session-token", "shell", t, secs, rid)
	},
	// cookie from devtools
	func() Sample {
		sid := strings.ToUpper(rnd(hexs, 32))
		name := pick([]string{"JSESSIONID", "ASP.NET_SessionId", "PHPSESSID", "laravel_session"})
		if name == "ASP.NET_SessionId" {
			sid = rnd(lower+"012345", 24)
		}
		t := fmt.Sprintf("The HR portal logs me out every 2 mins. In the cookies tab I can see %s = %s, expires \"Session\". Is that why?",
			name, sid)
		return hcbSec("session-cookie", "ticket", t, []string{sid}, name)
	},
	// Slack webhook from marketing automation
	func() Sample {
		h := hcbSlackHook()
		t := fmt.Sprintf("Our Google Form used to post new enquiries into the #leads Slack channel, it stopped last week. The script has this in it:\n\nvar WEBHOOK = \"%s\";\n\nNothing else changed as far as I know.", h)
		return hcbSec("webhook-url", "code", t, []string{h}, "#leads")
	},
	// Teams webhook
	func() Sample {
		org, _ := hcbOrgDomain()
		h := hcbTeamsHook(org)
		t := fmt.Sprintf("%s\nI set up the 'Incoming Webhook' on our team like the video said and got this URL:\n%s\nHow do I get our booking system to use it? Do I give it to the supplier?\n%s",
			hcbHi(""), h, hcbBye(hcbFirst()))
		return hcbSec("webhook-url", "mail", t, []string{h})
	},
	// Zapier / Power Automate URL
	func() Sample {
		h := pick([]string{hcbZapHook(), hcbFlowURL()})
		t := fmt.Sprintf("Our new-starter form is supposed to send to this URL and create the checklist automatically:\n%s\nbut nothing shows in the flow history. Can IT look?", h)
		return hcbSec("webhook-url", "ticket", t, []string{h})
	},
	// Mailchimp / SendGrid key from marketing
	func() Sample {
		var k, v string
		if rng.IntN(2) == 0 {
			k, v = hcbMailchimp(), "Mailchimp"
		} else {
			k, v = hcbSendGrid(), "SendGrid"
		}
		t := fmt.Sprintf("The website agency wants our %s API key to connect the newsletter form. I generated one: %s\nIs it ok to email it to them?", v, k)
		return hcbSec("api-key", "ticket", t, []string{k}, v)
	},
	// Google Maps key for website
	func() Sample {
		k := hcbGoogleKey()
		t := fmt.Sprintf("Our 'find a branch' map shows \"This page can't load Google Maps correctly\". In the website settings under Integrations the Maps API key is %s. Do we need to pay for something?", k)
		return hcbSec("api-key", "ticket", t, []string{k})
	},
	// Stripe secret key from finance
	func() Sample {
		k := hcbStripe()
		t := fmt.Sprintf("Finance here - the online payments plugin needs the 'secret key' from Stripe re-entered after the update. The one in our Stripe dashboard is:\n%s\nPlease put it in for us, I'm not allowed to access the website admin.", k)
		return hcbSec("api-key", "ticket", t, []string{k})
	},
	// OpenAI key in Excel add-in
	func() Sample {
		k := hcbOpenAI()
		t := fmt.Sprintf("I'm using the GPT add-in for Excel to tidy product descriptions. It asks for an API key every time I open the file. Mine is %s - can you make it remember it?", k)
		return hcbSec("api-key", "ticket", t, []string{k})
	},
	// AWS access keys from analyst
	func() Sample {
		id, sec := hcbAKIA(), hcbAWSSecret()
		t := fmt.Sprintf("Power BI can't refresh the Athena dataset any more. The data source settings have:\nAccess Key ID: %s\nSecret Access Key: %s\nRegion: eu-west-2\nThe error is 'The security token included in the request is invalid'.",
			id, sec)
		return hcbSec("cloud-access-key", "ticket", t, []string{id, sec}, "eu-west-2")
	},
	// Alibaba / Tencent keys from China office
	func() Sample {
		var id, sec, v string
		if rng.IntN(2) == 0 {
			id, sec, v = hcbLTAI(), rnd(alnum, 30), "AccessKey Secret"
		} else {
			id, sec, v = hcbAKID(), rnd(alnum, 32), "SecretKey"
		}
		t := fmt.Sprintf("Shanghai office: the file sync tool for the shared drive asks for keys again. Our supplier gave us:\nAccessKey ID / SecretId: %s\n%s: %s\nIs it safe to enter them again?",
			id, v, sec)
		return hcbSec("cloud-access-key", "mail", t, []string{id, sec})
	},
	// Azure storage connection string
	func() Sample {
		acct := pick([]string{"finreports", "scansarchive", "hrdocs", "marketingassets"}) + hcbDigits(2)
		key := hcbAzureKey()
		t := fmt.Sprintf("Azure Storage Explorer error when I open the scans folder. Settings > Connection string:\nDefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net",
			acct, key)
		return hcbSec("storage-key", "config", t, []string{key}, "AccountName="+acct)
	},
	// Entra app client secret from a power user
	func() Sample {
		cid, sec := hcbGUID(), hcbEntraSecret()
		t := fmt.Sprintf("Our room booking app's sign in broke. The supplier says the 'client secret' expired. Settings page shows:\n  Tenant: %s\n  Client ID: %s\n  Client secret: %s\nDo we need to make a new one?",
			pick(hcbDomains), cid, sec)
		return hcbSec("oauth-client-secret", "config", t, []string{sec}, cid)
	},
	// rclone / Google refresh token
	func() Sample {
		at, rt := hcbGoogleAccess(), hcbGoogleRefresh()
		t := fmt.Sprintf("Backup to Google Drive from the office NAS failed. Config file:\n\n[gdrive]\ntype = drive\nscope = drive\ntoken = {\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"refresh_token\":\"%s\",\"expiry\":\"%sT09:12:44Z\"}\nteam_drive = \n",
			at, rt, hcbDate())
		return hcbSec("oauth-token", "ini", t, []string{at, rt})
	},
	// .env from no-code site builder
	func() Sample {
		a, b := hcbShopify(), hcbAirtable()
		secs := []string{a, b}
		if rng.IntN(2) == 0 {
			b, secs = "", secs[:1]
		}
		t := fmt.Sprintf("Our freelancer left and the stock sync stopped. This is the .env file on the little server in the cupboard:\n\nSHOP_DOMAIN=%s.myshopify.com\nSHOPIFY_ADMIN_TOKEN=%s\nAIRTABLE_TOKEN=%s\nAIRTABLE_BASE=app%s\nSYNC_EVERY_MINUTES=15",
			pick([]string{"harbour-gifts", "mosaic-shop", "albion-store"}), a, b, rnd(alnum, 14))
		return hcbSec("api-token", "env", t, secs, "SYNC_EVERY_MINUTES=15")
	},
	// HubSpot / Notion integration token in chat
	func() Sample {
		k := pick([]string{hcbHubSpot(), hcbNotion()})
		t := fmt.Sprintf("[%s] %s: the CRM integration token is %s\n[%s] %s: thanks, will add it to the form tonight", hcbClock(), hcbFirst(), k, hcbClock(), hcbFirst())
		return hcbSec("api-token", "chat", t, []string{k})
	},
	// Salesforce security token
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		m := hcbMail(f, l, pick(hcbDomains))
		pw, tok := hcbPw(), rnd(alnum, 25)
		t := fmt.Sprintf("Data Loader won't log in. I'm using %s, password %s and the security token from the email: %s. Error: INVALID_LOGIN.",
			m, pw, tok)
		return hcbSec("user-password", "ticket", t, []string{pw, tok}, m)
	},
	// Atlassian API token
	func() Sample {
		k := hcbAtlassian()
		m := hcbMail(hcbFirst(), hcbLast(), pick(hcbDomains))
		t := fmt.Sprintf("The Jira plugin in Excel needs 'email + API token'. I made a token:\n%s\nand I'm using %s. It says 401 Unauthorized.", k, m)
		return hcbSec("api-token", "ticket", t, []string{k}, m)
	},
	// Google service account JSON pasted whole
	func() Sample {
		proj := pick([]string{"sheets-sync", "forms-export", "rota-bot", "calendar-feed"}) + "-" + hcbDigits(6)
		kid := hcbHex40()
		body := []string{}
		for i := range 4 {
			if i == 0 {
				body = append(body, "MIIEv"+pick([]string{"A", "Q", "g"})+"IBADANBgkqhkiG9w0BAQEFAASC"+hcbB64(32))
				continue
			}
			body = append(body, hcbB64(64))
		}
		b := strings.Join(body, "\\n")
		t := fmt.Sprintf("our Google Sheets sync stopped, here is the key file the contractor left on the desktop:\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"sync@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}",
			proj, kid, b, proj, hcbDigits(21))
		return hcbSec("service-account-key", "json", t, []string{kid, b}, "sync@"+proj+".iam.gserviceaccount.com")
	},
	// Twilio SMS reminders at clinic
	func() Sample {
		sid, tok := "AC"+rnd(hexs, 32), rnd(hexs, 32)
		t := fmt.Sprintf("Reception here - patient text reminders aren't going out. In the reminders settings it has\nAccount SID: %s\nAuth Token: %s\nThe balance on the account is fine.", sid, tok)
		return hcbSec("api-token", "config", t, []string{tok}, sid)
	},
	// Dropbox / GitHub token in a note
	func() Sample {
		k := pick([]string{hcbDropbox(), hcbGhp(), hcbGlpat()})
		t := fmt.Sprintf("Note to self (pasted into ticket by mistake?):\n- website repo access for the agency\n- token: %s\n- ask %s about renewal", k, hcbFirst())
		return hcbSec("api-token", "note", t, []string{k})
	},
	// application log with password in the clear
	func() Sample {
		u, pw := hcbUser(hcbFirst(), hcbLast()), hcbPw()
		d := hcbDate()
		t := fmt.Sprintf("The timesheet app crashes, the log file says:\n\n%s %s INFO  Starting TimeTrack 4.2.1\n%s %s DEBUG auth request user=%s password=%s remember=true\n%s %s ERROR NullReferenceException at LoginForm.Submit",
			d, hcbClock(), d, hcbClock(), u, pw, d, hcbClock())
		return hcbSec("user-password", "log", t, []string{pw}, "user="+u)
	},
	// mapped drive command
	func() Sample {
		f, l := hcbFirst(), hcbLast()
		u, pw := hcbUser(f, l), hcbPw()
		share := "\\\\" + hcbHost("fs") + "\\" + pick([]string{"Shared", "Finance", "Scans", "Projects"})
		t := fmt.Sprintf("C:\\>net use S: %s /user:CORP\\%s %s /persistent:yes\nSystem error 1326 has occurred.\n\nThe user name or password is incorrect.\n\nC:\\>", share, u, pw)
		return hcbSec("user-password", "shell", t, []string{pw}, share)
	},
	// cmdkey add
	func() Sample {
		u, pw := hcbUser(hcbFirst(), hcbLast()), hcbPw()
		srv := hcbHost("rds")
		t := fmt.Sprintf("I followed step 4 from the remote desktop guide:\n\n> cmdkey /generic:TERMSRV/%s /user:%s /pass:%s\nCMDKEY: Credential added successfully.\n\nbut it still asks me for a password when I connect", srv, u, pw)
		return hcbSec("user-password", "shell", t, []string{pw}, srv)
	},
	// website config diff by office power user
	func() Sample {
		old, nw := rnd(alnum+"!#%", 16), rnd(alnum+"!#%", 16)
		t := fmt.Sprintf("I changed the database password on the website like the host asked, is this right?\n\n--- wp-config.php.bak\n+++ wp-config.php\n@@ -22,3 +22,3 @@\n define( 'DB_USER', 'wp_%s' );\n-define( 'DB_PASSWORD', '%s' );\n+define( 'DB_PASSWORD', '%s' );\n define( 'DB_HOST', 'localhost' );",
			rnd(lower, 5), old, nw)
		return hcbSec("db-password", "diff", t, []string{old, nw}, "define( 'DB_HOST', 'localhost' );")
	},
}
