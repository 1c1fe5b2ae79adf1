package main

import (
	"fmt"
	"strings"
)

// Journal submission systems: OJS, ScholarOne, Editorial Manager, Janeway, Crossref,
// DataCite, ORCID, similarity checking, APC payments.

func hdfSubGens() []hdfGen {
	return []hdfGen{
		{6, hdfOJSDB},
		{5, hdfOJSSecurity},
		{5, hdfOJSApiToken},
		{5, hdfS1Chat},
		{5, hdfEMMail},
		{5, hdfEMQuickLink},
		{5, hdfOJSReset},
		{6, hdfCrossrefDeposit},
		{4, hdfCrossrefPlus},
		{5, hdfDataCite},
		{6, hdfORCIDYaml},
		{4, hdfORCIDToken},
		{4, hdfIthenticateShared},
		{5, hdfStripeAPC},
		{5, hdfOJSSmtp},
		{4, hdfJanewayKey},
		{4, hdfS1WebServices},
		// traps
		{5, hdfTrapOJSTemplate},
		{6, hdfTrapSubmissionMail},
		{4, hdfTrapS1Help},
		{5, hdfTrapCrossrefLog},
		{5, hdfTrapDataCiteJSON},
		{5, hdfTrapORCIDRecord},
		{5, hdfTrapReviewInvite},
		{5, hdfTrapAPCInvoice},
		{4, hdfTrapJanewayEnv},
		{4, hdfTrapOJSCommit},
		{5, hdfTrapManuscriptCSV},
	}
}

func hdfOJSHost() string {
	o := hdfOrg()
	return hdfP("journals.", "ojs.", "publicaciones.", "revistas.", "press.") + o.dom
}

func hdfOJSDB() Sample {
	pw := hdfPw()
	user := hdfP("ojs", "ojs_user", "ojs3", "pkp")
	t := fmt.Sprintf(`;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Database Settings ;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

[database]

driver = %s
host = %s
username = %s
password = %s
name = %s

; Set the non-standard port and/or socket, if used
; port = 3306
`, hdfP("mysqli", "postgres9", "mysql"), hdfP("localhost", "127.0.0.1", "db.internal"), user, pw, hdfP("ojs", "ojs_prod", "journals"))
	intro := hdfP("", "config.inc.php on the new server (the part that matters):\n\n", "ojs upgrade failing at the DB step, this is my [database] block\n")
	return hdfS("db-password", "ini", intro+t, []string{pw}, "username = "+user)
}

func hdfOJSSecurity() Sample {
	salt := hdfR(hdfAlnum, hdfN(24, 40))
	api := hdfR(hdfAlnum+"!#$%*", hdfN(24, 48))
	t := fmt.Sprintf(`[security]

force_ssl = On
force_login_ssl = On
session_check_ip = On
encryption = sha1

; The unique salt to use for generating password reset hashes
salt = "%s"

; The unique secret used for encoding and decoding API keys
api_key_secret = "%s"

; The number of seconds before a password reset hash expires (defaults to 7200 / 2 hours)
reset_seconds = 7200
`, salt, api)
	return hdfS("signing-secret", "ini", t, []string{salt, api}, "reset_seconds = 7200")
}

func hdfOJSApiToken() Sample {
	host := hdfOJSHost()
	tok := hdfJWT(fmt.Sprintf(`"%s"`, hdfHex(32)))
	ctx := hdfP("jhc", "asm", "nrls", "rei", "openphil")
	t := hdfP(
		fmt.Sprintf("curl -s 'https://%s/index.php/%s/api/v1/submissions?status=3&count=50' \\\n  -H 'Authorization: Bearer %s' | jq '.items[].id'", host, ctx, tok),
		fmt.Sprintf("import requests\n\nOJS = \"https://%s/index.php/%s/api/v1\"\nHEADERS = {\"Authorization\": \"Bearer %s\"}\n\nissues = requests.get(f\"{OJS}/issues\", headers=HEADERS).json()\n", host, ctx, tok),
		fmt.Sprintf("OJS_BASE_URL=https://%s/index.php/%s\nOJS_API_TOKEN=%s\n", host, ctx, tok))
	return hdfS("api-token", "shell", t, []string{tok}, host)
}

func hdfS1Chat() Sample {
	f, _, u := hdfWho()
	email := u + "@" + hdfOrg().dom
	pw := hdfPw()
	jn, _ := hdfJournal()
	t := hdfP(
		fmt.Sprintf("Can you check the status of my manuscript in ScholarOne for %s? My account is %s and password %s. The ID is %s-%d-%04d.", jn, email, pw, strings.ToUpper(hdfR(hdfLo, 4)), hdfN(2023, 2026), hdfN(1, 2000)),
		fmt.Sprintf("%s: I'm away next week, can you submit the revision for me? ScholarOne username: %s / pwd: %s. Response letter is in the shared folder.", f, email, pw),
		fmt.Sprintf("Save this: Manuscript Central login for %s\nuser: %s\npassword: %s", jn, email, pw))
	return hdfS("submission-system-password", "chat", t, []string{pw}, email)
}

func hdfEMMail() Sample {
	f, l, u := hdfWho()
	jn, ab := hdfJournal()
	pw := hdfR(hdfAlnum, hdfN(8, 12))
	t := fmt.Sprintf(`From: %s Editorial Office <em@editorialmanager.com>
Subject: %s - Reviewer account details

Dear Dr. %s,

Thank you for agreeing to review for %s. An account has been created for you:

Username: %s
Password: %s

Please log in at https://www.editorialmanager.com/%s/ and go to "Reviewer Main Menu".
For security reasons we recommend that you change your password after first login.

Kind regards,
Editorial Office
`, jn, strings.ToUpper(ab), l, jn, u, pw, ab)
	_ = f
	return hdfS("submission-system-password", "mail", t, []string{pw}, "Username: "+u)
}

func hdfEMQuickLink() Sample {
	_, l, _ := hdfWho()
	jn, ab := hdfJournal()
	tok := hdfR(hdfUp+hdfDig, 8)
	id := fmt.Sprint(hdfN(100000, 999999))
	link := fmt.Sprintf("https://www.editorialmanager.com/%s/l.asp?i=%s&l=%s", ab, id, tok)
	t := fmt.Sprintf(`Dear Dr. %s,

To accept this invitation, please click the link below. You will be logged in automatically
(this link is personal, please do not forward it):

%s

Manuscript: %s-D-%02d-%05d
Title: %s

With kind regards,
%s
`, l, link, strings.ToUpper(ab), hdfN(22, 26), hdfN(1, 99999), hdfP("Soil carbon dynamics under drought", "A new edition of the Leiden herbal", "Vowel harmony in contact varieties"), jn)
	return hdfS("login-link-token", "mail", t, []string{tok}, "l.asp?i="+id)
}

func hdfOJSReset() Sample {
	host := hdfOJSHost()
	_, _, u := hdfWho()
	tok := hdfHex(hdfP(32, 40))
	t := fmt.Sprintf(`We have received a request to reset your password for the %s web site.

If you did not make this request, please ignore this email and your password will not be changed.
If you wish to reset your password, click on the below URL.

Reset my password: https://%s/index.php/%s/login/resetPassword/%s?confirm=%s

%s
`, hdfP("Open Philology", "Revista de Estudios Ibéricos", "Journal of Urban Hydrology"), host, hdfP("op", "rei", "juh"), u, tok, hdfP("", "Forwarding this to you, can you check why the link says expired?"))
	return hdfS("password-reset-token", "mail", t, []string{tok}, "resetPassword/"+u)
}

func hdfCrossrefDeposit() Sample {
	role := hdfP("", "/") + hdfR(hdfLo, hdfN(4, 8))
	if strings.HasPrefix(role, "/") {
		role = hdfP("admin@", "deposits@") + hdfOrg().dom + role
	}
	pw := hdfPwU()
	f := fmt.Sprintf("%s_%s.xml", hdfP("issue", "batch", "vol"), hdfD(5))
	t := hdfP(
		fmt.Sprintf("curl -F 'operation=doMDUpload' -F 'login_id=%s' -F 'login_passwd=%s' -F 'fname=@%s' https://doi.crossref.org/servlet/deposit", role, pw, f),
		fmt.Sprintf("#!/bin/sh\n# deposit DOIs for the new issue\nCR_USER='%s'\nCR_PASS='%s'\ncurl -F operation=doMDUpload -F login_id=$CR_USER -F login_passwd=$CR_PASS -F fname=@%s https://doi.crossref.org/servlet/deposit\n", role, pw, f),
		fmt.Sprintf("crossref:\n  deposit_url: https://doi.crossref.org/servlet/deposit\n  username: %s\n  password: %s\n  prefix: \"10.%d\"\n", role, pw, hdfN(1000, 99999)))
	return hdfS("crossref-password", "shell", t, []string{pw}, role)
}

func hdfCrossrefPlus() Sample {
	tok := hdfJWT(fmt.Sprintf(`{"jti":"%s","iat":%d,"sub":"%s","aud":"mdpp"}`, hdfUUID(), hdfN(1600000000, 1760000000), hdfUUID()))
	t := fmt.Sprintf(`$ curl -H "Crossref-Plus-API-Token: Bearer %s" \
    "https://api.crossref.org/snapshots/monthly/latest/all.json.tar.gz" -o snapshot.tar.gz
  %% Total    %% Received %% Xferd
 12  182G   12 22.1G    0     0  41.2M      0  1:15:24  0:09:08  1:06:16 44.9M`, tok)
	return hdfS("api-token", "shell", t, []string{tok}, "api.crossref.org")
}

func hdfDataCite() Sample {
	repo := strings.ToUpper(hdfR(hdfLo, hdfN(3, 6))) + "." + strings.ToUpper(hdfP("repo", "data", "zenodo", "rdm", "lib"))
	pw := hdfPwU()
	t := hdfP(
		fmt.Sprintf("curl -X POST -H 'Content-Type: application/vnd.api+json' --user %s:%s -d @doi.json https://api.test.datacite.org/dois", repo, pw),
		fmt.Sprintf("DATACITE_REPOSITORY_ID=%s\nDATACITE_PASSWORD=%s\nDATACITE_PREFIX=10.%d\nDATACITE_MODE=production\n", repo, pw, hdfN(10000, 99999)),
		fmt.Sprintf("Fabrica login for the repository account is %s, password %s. Please only mint test DOIs until we're live.", repo, pw))
	return hdfS("datacite-password", "shell", t, []string{pw}, repo)
}

func hdfORCIDClientID() string {
	return "APP-" + hdfR(hdfUp+hdfDig, 16)
}

func hdfORCIDYaml() Sample {
	id := hdfORCIDClientID()
	sec := hdfUUID()
	t := hdfP(
		fmt.Sprintf("orcid:\n  environment: production\n  client_id: %s\n  client_secret: %s\n  redirect_uri: https://%s/orcid/callback\n  scope: /read-limited /activities/update\n", id, sec, hdfOJSHost()),
		fmt.Sprintf("[orcid]\nclient_id = %s\nclient_secret = %s\napi_url = https://api.orcid.org/v3.0/\n", id, sec),
		fmt.Sprintf("ORCID member API credentials arrived today:\nClient ID: %s\nClient secret: %s\nPlease add them to the OJS ORCID plugin settings, not to the wiki.", id, sec))
	return hdfS("oauth-client-secret", "yaml", t, []string{sec}, id)
}

func hdfORCIDToken() Sample {
	tok := hdfUUID()
	orcid := hdfORCIDiD()
	t := fmt.Sprintf(`curl -i -H 'Content-type: application/vnd.orcid+xml' \
  -H 'Authorization: Bearer %s' \
  -d '@work.xml' -X POST 'https://api.orcid.org/v3.0/%s/work'`, tok, orcid)
	return hdfS("bearer-token", "shell", t, []string{tok}, orcid)
}

// hdfORCIDiD returns an ORCID iD with a valid check digit.
func hdfORCIDiD() string {
	d := "0000000" + hdfP("1", "2", "3", "9") + hdfD(7)
	total := 0
	for _, c := range d {
		total = (total + int(c-'0')) * 2
	}
	r := (12 - total%11) % 11
	ch := fmt.Sprint(r)
	if r == 10 {
		ch = "X"
	}
	d += ch
	return d[0:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:16]
}

func hdfIthenticateShared() Sample {
	o := hdfOrg()
	user := hdfP("editorial.office@", "similarity@", "journals@") + o.dom
	pw := hdfPw()
	f, l, _ := hdfWho()
	t := fmt.Sprintf(`%s

For the similarity checks we use one shared iThenticate account for the whole editorial board:

  %s
  %s

Please upload only the anonymised PDF and delete the document from the folder after checking.

%s`, hdfGreet("all"), user, pw, hdfSign(f, l))
	return hdfS("shared-account-password", "mail", t, []string{pw}, user)
}

func hdfStripeAPC() Sample {
	sk := "sk_live_" + hdfR(hdfAlnum, hdfP(24, 99))
	pk := "pk_live_" + hdfR(hdfAlnum, hdfP(24, 99))
	t := fmt.Sprintf(`# APC payments plugin
STRIPE_PUBLISHABLE_KEY=%s
STRIPE_SECRET_KEY=%s
APC_AMOUNT_EUR=%d
APC_CURRENCY=eur
`, pk, sk, hdfP(450, 900, 1200, 1850))
	return hdfS("stripe-key", "env", t, []string{sk}, pk)
}

func hdfOJSSmtp() Sample {
	pw := hdfPw()
	o := hdfOrg()
	user := hdfP("noreply@", "journals@", "ojs-mailer@") + o.dom
	t := fmt.Sprintf(`[email]

smtp = On
smtp_server = %s
smtp_port = 587
smtp_auth = tls
smtp_username = %s
smtp_password = "%s"
default_envelope_sender = %s
`, hdfP("smtp.office365.com", "mail."+o.dom, "smtp-relay.gmail.com"), user, pw, user)
	return hdfS("smtp-password", "ini", t, []string{pw}, "smtp_username = "+user)
}

func hdfJanewayKey() Sample {
	key := hdfR(hdfLoDig+"!@#%^*(-_=+)", 50)
	t := fmt.Sprintf(`# src/core/janeway_global_settings.py override for production
DEBUG = False
SECRET_KEY = '%s'
ALLOWED_HOSTS = ['%s']
URL_CONFIG = 'domain'
`, key, hdfOJSHost())
	return hdfS("django-secret-key", "code", t, []string{key}, "URL_CONFIG")
}

func hdfS1WebServices() Sample {
	id := strings.ToLower(hdfR(hdfLo, 6)) + "_ws"
	sec := hdfR(hdfAlnum, 32)
	t := fmt.Sprintf(`ScholarOne Web Services access for the %s integration
- Site: %s
- Integration user / client id: %s
- Shared secret (for the digest): %s
- Whitelisted IP: %s`, hdfP("Editorial analytics", "production vendor", "Dimensions"), hdfP("mc.manuscriptcentral.com/jhc", "mc04.manuscriptcentral.com/asm-jnl"), id, sec, hdfIP())
	return hdfS("api-shared-secret", "note", t, []string{sec}, id)
}

// ---- traps ----

func hdfTrapOJSTemplate() Sample {
	t := hdfP(`[database]
driver = mysqli
host = localhost
username = ojs
; change this before running the installer!
password = changeme
name = ojs
`, `[security]
; generate your own with: openssl rand -hex 32
salt = "YOUR_SALT_HERE"
api_key_secret = ""
`, `[email]
smtp = On
smtp_server = smtp.example.org
smtp_username = ${SMTP_USER}
smtp_password = ${SMTP_PASSWORD}
`)
	return hdfT("trap-placeholder", "ini", hdfCfgWrap(t))
}

func hdfTrapSubmissionMail() Sample {
	jn, ab := hdfJournal()
	_, l, _ := hdfWho()
	t := fmt.Sprintf(`Dear Dr. %s,

Your manuscript entitled "%s" has been successfully submitted online and is presently being given
full consideration for publication in %s.

Your manuscript ID is %s-%d-%04d.

Please mention the above manuscript ID in all future correspondence. If there are any changes in your
street address or e-mail address, please log in to ScholarOne Manuscripts at
https://mc.manuscriptcentral.com/%s and edit your user information as appropriate.

Corresponding author ORCID: https://orcid.org/%s
`, l, hdfP("Marginal notes in Iberian incunabula", "Drought legacy effects on soil fungi", "Library discovery layers and first-generation students"), jn, strings.ToUpper(ab), hdfN(2023, 2026), hdfN(1, 3000), ab, hdfORCIDiD())
	return hdfT("trap-manuscript-id", "mail", t)
}

func hdfTrapS1Help() Sample {
	t := hdfP(
		"Passwords must be at least 8 characters long and contain at least one number. If you forget it, use 'Reset Password' on the login page; the editorial office cannot see or send your password.",
		"I reset your Editorial Manager password just now -- you'll get an email with a link. Let me know if it doesn't arrive within 10 minutes.",
		"Tip for reviewers: your ScholarOne login is the same for all journals on the site; if you have two accounts, ask us to merge them.")
	return hdfT("trap-password-talk", "mail", hdfWrap(t))
}

func hdfTrapCrossrefLog() Sample {
	pre := fmt.Sprint(hdfN(1000, 99999))
	var b strings.Builder
	for i := 0; i < hdfN(2, 4); i++ {
		fmt.Fprintf(&b, "<record_diagnostic status=\"Success\"><doi>10.%s/%s.%d.%03d</doi><msg>Successfully added</msg></record_diagnostic>\n", pre, hdfP("jhc", "asm", "op"), hdfN(2023, 2026), hdfN(1, 300))
	}
	t := fmt.Sprintf("<doi_batch_diagnostic status=\"completed\" sp=\"cr%s\">\n<submission_id>%d</submission_id>\n<batch_id>%s</batch_id>\n%s<batch_data><record_count>%d</record_count><success_count>%d</success_count></batch_data>\n</doi_batch_diagnostic>",
		hdfD(1), hdfN(1000000000, 1999999999), hdfUUID(), b.String(), 3, 3)
	return hdfT("trap-deposit-log", "xml", t)
}

func hdfTrapDataCiteJSON() Sample {
	t := fmt.Sprintf(`{
  "data": {
    "type": "dois",
    "attributes": {
      "doi": "10.%d/%s",
      "event": "publish",
      "creators": [{"name": "%s, %s", "nameIdentifiers": [{"nameIdentifier": "https://orcid.org/%s", "nameIdentifierScheme": "ORCID"}]}],
      "titles": [{"title": "%s"}],
      "publisher": "%s",
      "publicationYear": %d,
      "types": {"resourceTypeGeneral": "Dataset"},
      "url": "https://data.%s/record/%d"
    }
  }
}`, hdfN(10000, 99999), strings.ToLower(hdfR(hdfLoDig, 4)+"-"+hdfR(hdfLoDig, 4)), hdfP(hdfLast...), hdfP(hdfFirst...), hdfORCIDiD(), hdfP("Soil cores 2021-2023", "Transcriptions of the Leiden herbal", "Survey responses, library survey 2024"), hdfOrg().name, hdfN(2020, 2026), hdfOrg().dom, hdfN(1000, 99999))
	return hdfT("trap-metadata", "json", t)
}

func hdfTrapORCIDRecord() Sample {
	t := fmt.Sprintf(`{
  "orcid-identifier": {"uri": "https://orcid.org/%[1]s", "path": "%[1]s", "host": "orcid.org"},
  "source": {"source-client-id": {"path": "%[2]s", "host": "orcid.org"}, "source-name": {"value": "%[3]s"}},
  "put-code": %[4]d,
  "created-date": {"value": %[5]d}
}`, hdfORCIDiD(), hdfORCIDClientID(), hdfP("OJS ORCID plugin", "Crossref Metadata Search", "DataCite"), hdfN(1000000, 99999999), hdfN(1600000000000, 1760000000000))
	return hdfT("trap-client-id", "json", t)
}

func hdfTrapReviewInvite() Sample {
	jn, ab := hdfJournal()
	_, l, _ := hdfWho()
	t := fmt.Sprintf(`Dear Dr. %s,

I would like to invite you to review manuscript %s-D-%02d-%05d for %s. Please log in with your existing
account at https://www.editorialmanager.com/%s/ -- if you have forgotten your password, use the
"Send Login Details" link on the login page.

The review would be due within 21 days of acceptance.
`, l, strings.ToUpper(ab), hdfN(22, 26), hdfN(1, 99999), jn, ab)
	return hdfT("trap-invitation", "mail", t)
}

func hdfTrapAPCInvoice() Sample {
	t := fmt.Sprintf(`INVOICE APC-%d-%05d
%s
Article processing charge: EUR %d.00
IBAN: DE%02d %s %s %s %s %s
BIC: %s
Pay online: https://pay.%s/apc?invoice=APC-%d-%05d
(checkout uses Stripe, publishable key %s)`, hdfN(2023, 2026), hdfN(1, 99999), hdfP(hdfJournals...), hdfP(450, 900, 1200), hdfN(10, 99), hdfD(4), hdfD(4), hdfD(4), hdfD(4), hdfD(2),
		hdfR(hdfUp, 6)+"XX", hdfOrg().dom, hdfN(2023, 2026), hdfN(1, 99999), "pk_live_"+hdfR(hdfAlnum, 24))
	return hdfT("trap-invoice", "mail", t)
}

func hdfTrapJanewayEnv() Sample {
	t := hdfP(`import os
SECRET_KEY = os.environ["JANEWAY_SECRET_KEY"]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "janeway",
    "USER": "janeway", "PASSWORD": os.environ.get("DB_PASSWORD"), "HOST": "db"}}
`, `# settings/prod.py
SECRET_KEY = get_secret("janeway/secret_key")  # stored in AWS Secrets Manager
DEBUG = False
`)
	return hdfT("trap-env-reference", "code", hdfCfgWrap(t))
}

func hdfTrapOJSCommit() Sample {
	t := fmt.Sprintf(`commit %s
Author: %s %s <%s@%s>

    Move OJS secrets out of config.inc.php

    api_key_secret and the SMTP password now come from the environment
    (see deploy/ojs.env in the vault). Rotated both on %s.

diff --git a/config.inc.php b/config.inc.php
-api_key_secret = "********"
+api_key_secret = "${OJS_API_KEY_SECRET}"
`, hdfHex(40), hdfP(hdfFirst...), hdfP(hdfLast...), hdfP("dev", "sysadmin", "ojs"), hdfOrg().dom, hdfDate())
	return hdfT("trap-commit", "diff", t)
}

func hdfTrapManuscriptCSV() Sample {
	var b strings.Builder
	_, ab := hdfJournal()
	b.WriteString("manuscript_id,submitted,handling_editor,status,days_in_review\n")
	for i := 0; i < hdfN(4, 8); i++ {
		fmt.Fprintf(&b, "%s-%d-%04d,%s,%s %s,%s,%d\n", strings.ToUpper(ab), hdfN(2023, 2026), hdfN(1, 3000), hdfDate(), hdfP(hdfFirst...), hdfP("Novak", "Okafor", "Rossi", "Sato"), hdfP("Under Review", "Minor Revision", "Accept", "Reject", "Awaiting Reviewer Scores"), hdfN(3, 190))
	}
	return hdfT("trap-table", "csv", b.String())
}
