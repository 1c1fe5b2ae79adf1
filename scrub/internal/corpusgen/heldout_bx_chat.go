package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Prose templates with secrets: Slack threads, mails, tickets, handovers, wiki pages.

func hbxChatGens() []hbxGen {
	return []hbxGen{
		{8, hbxSlackSnowPw}, {7, hbxSlackDapi}, {5, hbxMailVendorCreds}, {6, hbxHandover},
		{5, hbxTicketRotate}, {5, hbxMeetingNotes}, {6, hbxWikiAccess}, {5, hbxSlackWifi},
		{4, hbxSlackDoorCode}, {5, hbxSlackMetabaseReset}, {4, hbxTotpSeed}, {3, hbxRecoveryCodes},
		{5, hbxSlackLooker}, {4, hbxLicenceKey}, {5, hbxDMFivetran}, {5, hbxSlackGerman},
		{4, hbxSlackSpanish}, {4, hbxMailPowerBI}, {4, hbxSlackTableauPAT}, {4, hbxStandupNote},
		{4, hbxSlackJupyterLink}, {4, hbxLockerPin}, {4, hbxSlackHookPaste}, {4, hbxMailClickhouse},
	}
}

func hbxSlackSnowPw() Sample {
	a, b := hbxName(), hbxName()
	user, pw := strings.ToUpper(hbxSvc()), hbxPw()
	lines := []string{
		fmt.Sprintf("%s  %s\nanyone got creds for the %s user? fivetran keeps failing auth since this morning", hbxClock(), a, user),
		fmt.Sprintf("%s  %s\n%s", hbxClock(), b, pick([]string{
			"reset it an hour ago, new pw is " + pw + " , update the connector pls",
			"yeah I rotated it. password: " + pw + "\n(will move it to the vault tomorrow, promise)",
			"it's " + user + " / pw `" + pw + "` — don't paste it anywhere else",
			"new one → " + pw + "   (the old one expired, 90 day policy)",
		})),
		fmt.Sprintf("%s  %s\nthx, sync running again :white_check_mark:", hbxClock(), a),
	}
	return hbxS("snowflake-password", "chat", "#data-eng\n"+strings.Join(lines, "\n\n"), []string{pw}, user)
}

func hbxSlackDapi() Sample {
	tok := hbxDapi()
	a := hbxName()
	host := "adb-" + hbxDigits(16) + "." + fmt.Sprint(1+rng.IntN(19)) + ".azuredatabricks.net"
	t := pick([]string{
		"@{a} here's a PAT for the notebook job until we get the service principal sorted: {tok}\nworkspace is {host}",
		"{a}: can you try with my token? {tok}\nit's scoped to the sql warehouse only. host {host}",
		"ok so the job fails with 403 with the old token. generated a new one: `{tok}` (expires in 30d)\n{host}",
	})
	return hbxS("databricks-token", "chat", hbxFill(t, "a", a, "tok", tok, "host", host), []string{tok}, host)
}

func hbxMailVendorCreds() Sample {
	vendor := pick([]string{"Snowplow", "Segment", "Adverity", "Supermetrics", "Stitch", "Rivery"})
	user := hbxEmail(hbxCo())
	pw := hbxPw()
	t := hbxFill(`From: onboarding@{v}.example
To: {user}
Subject: Your {V} workspace is ready

Hi {n},

your account on the {V} console has been created.

  Username: {user}
  Temporary password: {pw}

You will be asked to choose a new password when you first sign in.
The reporting warehouse connection can be configured under Settings > Destinations.

Kind regards,
The {V} team
`, "v", strings.ToLower(vendor), "V", vendor, "user", user, "pw", pw, "n", hbxCap(hbxName()))
	return hbxS("temp-password", "mail", t, []string{pw}, user)
}

func hbxHandover() Sample {
	pw1, tok := hbxPw(), hbxDbtc()
	user := hbxSvc()
	t := hbxFill(`## Handover – {me} out {d1} to {d2}

- nightly dbt job (job id {job}) is on dbt Cloud, owner now {n2}
- if the Redshift loader breaks: ssh to the etl box, user {user}, db password {pw1}
- dbt Cloud API token for the Airflow trigger: {tok}
- the {tbl} backfill is half done, continue from {d1}
- don't touch the finance schema, month end close
`, "me", hbxCap(hbxName()), "d1", hbxDate(), "d2", hbxDate(), "job", hbxDigits(6), "n2", hbxCap(hbxName()),
		"user", user, "pw1", pw1, "tok", tok, "tbl", hbxTable())
	return hbxS("db-password", "markdown", t, []string{pw1, tok}, user)
}

func hbxTicketRotate() Sample {
	key := hbxAWSSecret()
	id := hbxAKIA()
	tid := fmt.Sprintf("DATA-%d", 1000+rng.IntN(8000))
	t := hbxFill(`{tid}: Rotate S3 unload credentials for Redshift
Reporter: {r}   Priority: High   Status: In progress

The UNLOAD jobs still use the old IAM user. Current creds (to be revoked after rotation):
  access key: {id}
  secret: {key}
Plan: switch the COPY/UNLOAD statements to IAM_ROLE and delete this user.
`, "tid", tid, "r", hbxFull(), "id", id, "key", key)
	return hbxS("aws-secret-key", "ticket", t, []string{key}, tid)
}

func hbxMeetingNotes() Sample {
	pw := hbxPw()
	n := hbxCap(hbxName())
	t := hbxFill(`Analytics sync – {d}
Attendees: {a}, {b}, {c}

1. Looker migration: {a} moves the finance explores next sprint.
2. Staging Snowflake: shared demo user is DEMO_ANALYST, password {pw} — only for the vendor workshop on Thursday, {c} disables it after.
3. dbt tests on {tbl} flaky, {b} to investigate.
Action items: see Jira board.
`, "d", hbxDate(), "a", n, "b", hbxCap(hbxName()), "c", hbxCap(hbxName()), "pw", pw, "tbl", hbxTable())
	return hbxS("db-password", "meeting-notes", t, []string{pw}, "DEMO_ANALYST")
}

func hbxWikiAccess() Sample {
	host := hbxHost()
	pw := hbxPwPlain()
	user := pick([]string{"readonly", "analyst_ro", "bi_reader", "reporting"})
	t := hbxFill(`# Getting access to the replica

| what | value |
|------|-------|
| host | {host} |
| port | 5432 |
| database | {db} |
| user | {user} |
| password | {pw} |

Connect through the VPN. For write access open a ticket in #data-platform.
`, "host", host, "db", hbxDB(), "user", user, "pw", pw)
	return hbxS("db-password", "wiki", t, []string{pw}, host, user)
}

func hbxSlackWifi() Sample {
	ssid := pick([]string{"DataOffsite-5G", "Hub_Guest", "Lakehouse", "WeWork-4F", "Kestrel-Team"})
	pw := pick([]string{hbxPwPlain(), pick(hbxWords) + pick(hbxWords) + hbxDigits(4), rnd(lower+digits, 12)})
	t := pick([]string{
		"for the offsite tomorrow: wifi {ssid}, key {pw}. bring your laptops, we'll do the dbt refactor there",
		"Wi-Fi at the venue → SSID: {ssid} / password: {pw}\nagenda in the doc",
		"{n} asked for the wifi again lol: network {ssid}, pw {pw}",
	})
	return hbxS("wifi-key", "chat", hbxFill(t, "ssid", ssid, "pw", pw, "n", hbxCap(hbxName())), []string{pw}, ssid)
}

func hbxSlackDoorCode() Sample {
	code := hbxPin(4 + rng.IntN(3))
	t := pick([]string{
		"the server room door code changed to {code}# (facilities just told me). the old NAS with the 2019 exports is in there",
		"if you come in on saturday for the migration: side entrance, keypad code {code}, alarm off with the same",
		"FYI data room on 3rd floor, door code is {code}. please don't prop it open again",
	})
	return hbxS("door-code", "chat", hbxFill(t, "code", code), []string{code})
}

func hbxSlackMetabaseReset() Sample {
	tok := hbxHex(rng.IntN(2)*32 + 32)
	uid := fmt.Sprint(1 + rng.IntN(400))
	url := "https://metabase." + hbxCo() + ".com/auth/reset_password/" + uid + "_" + tok
	t := pick([]string{
		"{n} the reset mail went to the shared inbox, here's your link: {url} (valid 48h)",
		"can't log in to metabase, got this link but it says expired?? {url}",
	})
	return hbxS("reset-link-token", "chat", hbxFill(t, "n", hbxName(), "url", url), []string{tok})
}

func hbxTotpSeed() Sample {
	seed := hbxTOTP()
	acct := pick([]string{"Snowflake ACCOUNTADMIN", "the shared AWS root", "Fivetran owner", "Tableau Cloud site admin"})
	t := hbxFill(`{acct} MFA – for the break-glass procedure
otpauth://totp/{lbl}?secret={seed}&issuer={iss}
If the phone is gone, add the seed above to a new authenticator app.
`, "acct", acct, "lbl", strings.ReplaceAll(acct, " ", "%20"), "seed", seed, "iss", pick([]string{"Snowflake", "AWS", "Fivetran", "Tableau"}))
	if rng.IntN(2) == 0 {
		t = hbxFill("mfa seed for {acct} (break glass only): {seed}\nstore it in the safe envelope too", "acct", acct, "seed", seed)
	}
	return hbxS("totp-seed", "note", t, []string{seed})
}

func hbxRecoveryCodes() Sample {
	var codes []string
	n := 5 + rng.IntN(3)
	shape := rng.IntN(3)
	for i := 0; i < n; i++ {
		switch shape {
		case 0:
			codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		case 1:
			codes = append(codes, hbxDigits(4)+" "+hbxDigits(4))
		default:
			codes = append(codes, rnd(upper+digits, 10))
		}
	}
	svc := pick([]string{"dbt Cloud", "Databricks account console", "GitHub (data-platform org admin)", "Looker admin"})
	t := "Recovery codes – " + svc + "\nkeep offline, each works once\n\n" + strings.Join(codes, "\n") + "\n"
	return hbxS("recovery-codes", "note", t, codes)
}

func hbxSlackLooker() Sample {
	id, sec := hbxLookerID(), hbxLookerSecret()
	t := hbxFill(`{a}: for the spectacles CI you need API creds, I made some on my user
client_id {id}
client_secret {sec}
{b}: ta. btw should this be a service account? {a}: yes, later`, "a", hbxName(), "b", hbxName(), "id", id, "sec", sec)
	return hbxS("looker-client-secret", "chat", t, []string{sec}, id)
}

func hbxLicenceKey() Sample {
	var key, prod string
	switch rng.IntN(3) {
	case 0:
		prod = "Tableau Desktop"
		key = "T" + pick([]string{"C", "D"}) + rnd(upper+digits, 2) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	case 1:
		prod = "DataGrip"
		key = rnd(upper+digits, 10) + "-" + rnd(b64url, 60)
	default:
		prod = "Alteryx Designer"
		key = rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
	}
	t := pick([]string{
		"{n}, here's the {p} licence key for your new laptop: {k}\nit's a seat from the analytics pool, please deactivate on the old machine",
		"{p} product key (team seat #{s}): {k}",
	})
	return hbxS("licence-key", "chat", hbxFill(t, "n", hbxCap(hbxName()), "p", prod, "k", key, "s", fmt.Sprint(1+rng.IntN(12))), []string{key})
}

func hbxDMFivetran() Sample {
	key, sec := rnd(alnum, 16), rnd(alnum, 32)
	basic := base64.StdEncoding.EncodeToString([]byte(key + ":" + sec))
	t := hbxFill(`curl -s -H "Authorization: Basic {b}" \
  https://api.fivetran.com/v1/groups/{g}/connectors | jq '.data.items[] | {id, service, status}'
# ^ that's how I checked the sync status, works from the bastion`, "b", basic, "g", rnd(lower, 6)+"_"+rnd(lower, 7))
	return hbxS("basic-auth", "shell", t, []string{basic})
}

func hbxSlackGerman() Sample {
	pw := hbxPw()
	user := hbxSvc()
	t := pick([]string{
		"Hi {n}, das Passwort für den Postgres-User {user} ist jetzt {pw} – bitte im Airflow-Connection-Feld eintragen, nicht im DAG.",
		"kurze Info: neues Kennwort für {user} auf der Replica: {pw}\nAlte Verbindung in Tableau bitte anpassen.",
	})
	return hbxS("db-password", "chat", hbxFill(t, "n", hbxCap(hbxName()), "user", user, "pw", pw), []string{pw}, user)
}

func hbxSlackSpanish() Sample {
	pw := hbxPw()
	user := hbxSvc()
	t := pick([]string{
		"{n}, la contraseña del usuario {user} en Redshift es {pw}. Cámbiala cuando entres, porfa.",
		"oye, para el dashboard de ventas usa {user} con clave {pw} (solo lectura)",
	})
	return hbxS("db-password", "chat", hbxFill(t, "n", hbxCap(hbxName()), "user", user, "pw", pw), []string{pw}, user)
}

func hbxMailPowerBI() Sample {
	sec := hbxAzureSecret()
	client := hbxUUID()
	t := hbxFill(`Subject: Power BI embedding – service principal details

Hi {n},

as discussed, the app registration for the customer portal embedding is done.

Application (client) ID: {client}
Client secret: {sec}
Expires: {d}

Please add the SP to the "Customer Reports" workspace as Member.

Thanks,
{me}
`, "n", hbxCap(hbxName()), "client", client, "sec", sec, "d", hbxDate(), "me", hbxFull())
	return hbxS("azure-client-secret", "mail", t, []string{sec}, client)
}

func hbxSlackTableauPAT() Sample {
	pat := hbxTableauPAT()
	name := pick([]string{"refresh-bot", "my-pat", "tabcmd", "ci-publish"})
	t := hbxFill("{a}: the extract refresh script needs a PAT. name `{name}`, secret `{pat}`\n{b}: cool, putting it in the airflow connection extras", "a", hbxName(), "b", hbxName(), "name", name, "pat", pat)
	return hbxS("tableau-pat", "chat", t, []string{pat}, name)
}

func hbxStandupNote() Sample {
	key := hbxStripe()
	t := hbxFill(`standup {d}
- {n}: revenue pipeline – stripe source connector broke after the key roll. new restricted key is {k}, updated in Airbyte
- {m}: finishing the cohort model, PR up
- blockers: none`, "d", hbxDate(), "n", hbxCap(hbxName()), "m", hbxCap(hbxName()), "k", key)
	return hbxS("stripe-secret-key", "meeting-notes", t, []string{key})
}

func hbxSlackJupyterLink() Sample {
	tok := hbxHex(48)
	port := pick([]string{"8888", "8889", "8890"})
	host := pick([]string{"jupyter-gpu-01", "ds-box", "10.20.3.14", "notebook.internal"})
	t := hbxFill("server's up, open http://{host}:{port}/lab?token={tok}\n(it's the big box, please shut down your kernels when done)", "host", host, "port", port, "tok", tok)
	return hbxS("jupyter-token", "chat", t, []string{tok}, host)
}

func hbxLockerPin() Sample {
	pin := hbxPin(4)
	t := pick([]string{
		"the laptop with the prod keys is in locker 14, pin {p}. take it for the on-call weekend",
		"safe code for the finance backups drive: {p}",
		"{n} my phone pin is {p} if you need to approve the MFA prompt while I'm in the air ✈️",
	})
	return hbxS("pin", "chat", hbxFill(t, "p", pin, "n", hbxCap(hbxName())), []string{pin})
}

func hbxSlackHookPaste() Sample {
	url, sec := hbxSlackHook()
	t := pick([]string{
		"use this webhook for the dbt test failures channel: {url}",
		"alerting is wired: Airflow on_failure_callback posts to {url} → #data-alerts",
	})
	return hbxS("slack-webhook", "chat", hbxFill(t, "url", url), []string{sec})
}

func hbxMailClickhouse() Sample {
	pw := hbxPw()
	host := hbxCo() + "-" + rnd(lower+digits, 6) + ".eu-central-1.aws.clickhouse.cloud"
	t := hbxFill(`Hi all,

the ClickHouse Cloud trial is set up for the event analytics POC.

host: {host}
port: 8443 (https) / 9440 (native, secure)
user: default
password: {pw}

Please only load the anonymised events sample.

– {me}
`, "host", host, "pw", pw, "me", hbxCap(hbxName()))
	return hbxS("db-password", "mail", t, []string{pw}, host)
}
