package main

// The four shared shapes in a CRM admin setting: Discord bot tokens, "login is user / pw",
// a key split over two lines, and a service account's private_key_id in prose; with traps.

import (
	"fmt"
	"strings"
)

// hdgSplit cuts a value into two halves at a random point near the middle.
func hdgSplit(v string) (string, string) {
	i := len(v)/2 + hdgIn(-len(v)/6, len(v)/6)
	return v[:i], v[i:]
}

var hdgShapeGens = []hdgGen{
	// Discord bot tokens
	{3, func() Sample {
		tok := hdgDiscordToken()
		t := fmt.Sprintf("%s: the deal-desk bot that posts Closed Won opps from Salesforce into our Discord is dead after the server move\n%s: it needs the bot token in the new box, here: %s\n%s: on it", hdgName(), hdgName(), tok, hdgName())
		return hdgMk("discord-bot-token", "chat", t, []string{tok})
	}},
	{3, func() Sample {
		tok := hdgDiscordToken()
		gid := hdgRnd("123456789", 1) + hdgRnd(hdgDigits, 18)
		t := fmt.Sprintf("# hubspot-to-discord notifier\nDISCORD_BOT_TOKEN=%s\nDISCORD_GUILD_ID=%s\nHUBSPOT_PIPELINE_ID=default\nPOLL_SECONDS=%d\n", tok, gid, hdgIn(30, 300))
		return hdgMk("discord-bot-token", "env", t, []string{tok}, gid)
	}},
	{2, func() Sample {
		tok := hdgDiscordToken()
		t := fmt.Sprintf("import discord\nfrom crm import fetch_new_leads\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    for lead in fetch_new_leads():\n        await client.get_channel(LEADS_CHANNEL).send(f\"New lead: {lead.company}\")\n\nclient.run(\"%s\")\n", tok)
		return hdgMk("discord-bot-token", "code", t, []string{tok})
	}},
	{2, func() Sample {
		tok := hdgDiscordToken()
		t := fmt.Sprintf("notifiers:\n  discord:\n    enabled: true\n    bot_token: \"%s\"\n    channel: sales-wins\n  slack:\n    enabled: false\n", tok)
		return hdgMk("discord-bot-token", "yaml", t, []string{tok})
	}},
	// login is user / pw
	{4, func() Sample {
		pw := hdgPassword()
		user := hdgPick("admin", "sfadmin", "hsadmin", "crm_admin", "dataloader")
		what := hdgPick("the old SugarCRM box", "the Data Loader VM", "the Boomi atom console", "the staging Dynamics on-prem", "the Talend admin console")
		t := fmt.Sprintf("%s: anyone remember how to get into %s?\n%s: the login is %s / %s, it's only reachable over VPN", hdgName(), what, hdgName(), user, pw)
		return hdgMk("login-password", "chat", t, []string{pw}, user)
	}},
	{3, func() Sample {
		pw := hdgPassword()
		user := hdgPick("admin", "root", "etl_admin", "crmops")
		host := "etl-" + hdgPick("win", "lnx") + hdgNum(1, 9) + "." + hdgCo() + ".internal"
		t := fmt.Sprintf("dataloader_host:\n  host: %s\n  rdp: true\n  login: %s / %s\n  jobs:\n    - accountExtract\n    - contactUpsert\n", host, user, pw)
		return hdgMk("login-password", "yaml", t, []string{pw}, host)
	}},
	{3, func() Sample {
		pw := hdgPassword()
		u := "admin@" + hdgCo() + ".com." + hdgSandbox()
		t := fmt.Sprintf("Heads up for the trainees tomorrow: sandbox is up, the login is %s / %s – they'll be asked to verify by email the first time, forward me the codes.", u, pw)
		return hdgMk("login-password", "chat", t, []string{pw}, u)
	}},
	// split tokens
	{3, func() Sample {
		tok := hdgHSPat()
		a, b := hdgSplit(tok)
		t := fmt.Sprintf("%s: phone keeps mangling it so in two pieces, join them without a space:\n%s\n%s\n%s: got it, the HubSpot sync is running again", hdgName(), a, b, hdgName())
		return hdgMk("split-token", "chat", t, []string{a, b})
	}},
	{3, func() Sample {
		rt := hdgSFRefresh()
		a, b := hdgSplit(rt)
		t := fmt.Sprintf("Hi %s,\n\nthe refresh token for the warehouse connector (integration user %s) is below; the mail client wrapped it, so remove the line break:\n\n%s\n%s\n\nThanks,\n%s", hdgName(), hdgSFUser(hdgCo()), a, b, hdgName())
		return hdgMk("split-token", "mail", t, []string{a, b})
	}},
	{2, func() Sample {
		sec := hdgConsumerSecret()
		for len(sec) < 40 {
			sec = hdgRnd(hdgHexU, 64)
		}
		a, b := hdgSplit(sec)
		t := fmt.Sprintf("# sfdc-bridge.properties (long values continue on the next line)\nsfdc.loginUrl=https://login.salesforce.com\nsfdc.consumerKey=%s\nsfdc.consumerSecret=%s\\\n    %s\nsfdc.batchSize=%d\n", hdgConsumerKey(), a, b, hdgIn(2, 10)*100)
		return hdgMk("split-token", "properties", t, []string{a, b})
	}},
	{2, func() Sample {
		sec := hdgAWSSecret()
		a, b := hdgSplit(sec)
		id := hdgAWSID()
		t := fmt.Sprintf("%s AppFlow → S3 export creds (rotated today)\naccess key: %s\nsecret (2 lines):\n%s\n%s", hdgTicket(), id, a, b)
		return hdgMk("split-token", "ticket", t, []string{id, a, b})
	}},
	// private_key_id in prose
	{4, func() Sample {
		kid := hdgRnd(hdgHexL, 40)
		sa := hdgPick("crm-bq-export", "hubspot-sync", "sfdc-loader") + "@" + hdgCo() + "-data.iam.gserviceaccount.com"
		t := fmt.Sprintf("%s: the BigQuery side of the Salesforce export uses %s, the key in use has private_key_id %s – I'll delete the old one once the Fivetran connector picked up the new JSON.", hdgName(), sa, kid)
		return hdgMk("gcp-private-key-id", "chat", t, []string{kid}, sa)
	}},
	{3, func() Sample {
		kid := hdgRnd(hdgHexL, 40)
		t := fmt.Sprintf("%s: Google Sheets → HubSpot import fails with invalid_grant.\nThe service account key (private_key_id %s) was created on %s and looks valid; maybe the domain-wide delegation scope is missing.", hdgTicket(), kid, hdgDate())
		return hdgMk("gcp-private-key-id", "ticket", t, []string{kid})
	}},
	{3, func() Sample {
		kid := hdgRnd(hdgHexL, 40)
		proj := hdgCo() + "-crm-" + hdgRnd(hdgDigits, 6)
		t := fmt.Sprintf("Notes %s\n- Looker Studio dashboards read the CRM mart through a service account in %s\n- Current key: private_key_id is %s, stored as the Airflow connection gcp_crm\n- Rotate quarterly", hdgDate(), proj, kid)
		return hdgMk("gcp-private-key-id", "notes", t, []string{kid}, proj)
	}},
	// traps for the shapes
	{2, func() Sample {
		app := hdgRnd("123456789", 1) + hdgRnd(hdgDigits, 18)
		t := fmt.Sprintf("Discord app for the deal bot\nApplication ID: %s\nPublic Key: %s\nInvite: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048\nBot token: in 1Password, \"Discord – deal bot\"", app, hdgRnd(hdgHexL, 64), app)
		return hdgTrap("trap-discord-app-id", "notes", t)
	}},
	{2, func() Sample {
		tok := hdgDiscordToken()
		t := fmt.Sprintf("DISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL_ID=%s", strings.Repeat("x", len(strings.Split(tok, ".")[0]))+".xxxxxx."+strings.Repeat("x", hdgIn(27, 38)), hdgRnd("123456789", 1)+hdgRnd(hdgDigits, 18))
		return hdgTrap("trap-discord-placeholder", "env", t)
	}},
	{1, func() Sample {
		t := fmt.Sprintf("%s: bot posts in #%s now, channel id %s, guild %s. Token is the DISCORD_BOT_TOKEN secret in the repo, not pasting it here.", hdgName(), hdgPick("deals", "wins"), hdgRnd("123456789", 1)+hdgRnd(hdgDigits, 18), hdgRnd("123456789", 1)+hdgRnd(hdgDigits, 17))
		return hdgTrap("trap-discord-ids", "chat", t)
	}},
	{3, func() Sample {
		t := fmt.Sprintf("%s: how do I get into the Data Loader VM?\n%s: the login is admin / %s", hdgName(), hdgName(),
			hdgPick("the password from the IT vault entry \"DL VM\"", "whatever's in Keeper under CRM-OPS", "SSO now, just use your Okta account", "ask "+hdgName()+", she rotated it last week"))
		return hdgTrap("trap-login-no-password", "chat", t)
	}},
	{2, func() Sample {
		t := fmt.Sprintf("dataloader_host:\n  host: etl-win%d.%s.internal\n  login: admin / ${DL_ADMIN_PASSWORD}\n  jobs:\n    - accountExtract\n", hdgIn(1, 9), hdgCo())
		return hdgTrap("trap-login-reference", "yaml", t)
	}},
	{3, func() Sample {
		ck := hdgConsumerKey()
		a, b := hdgSplit(ck)
		t := fmt.Sprintf("Consumer Key for the %s connected app (it's the client id, not secret, wrapped by the wiki):\n%s\n%s\nThe secret is only in the vault.", hdgPick("Tableau", "HubSpot Bridge", "CI"), a, b)
		return hdgTrap("trap-split-client-id", "wiki", t)
	}},
	{2, func() Sample {
		id := hdgRnd(hdgB64u, 24)
		a, b := hdgSplit(id + hdgRnd(hdgB64u, 20))
		t := fmt.Sprintf("Bulk API job failed, support asked for the request id (log wrapped it):\n%s\n%s\njob id %s", a, b, hdgRecID("750"))
		return hdgTrap("trap-split-request-id", "ticket", t)
	}},
	{3, func() Sample {
		sha := hdgRnd(hdgHexL, 40)
		t := fmt.Sprintf("%s: the private_key_id change went out in commit %s – the connector now reads the key file from Secret Manager instead of the repo.", hdgName(), sha)
		return hdgTrap("trap-commit-sha", "chat", t)
	}},
	{2, func() Sample {
		fp := hdgRnd(hdgHexU, 40)
		t := fmt.Sprintf("Cert for the Salesforce JWT connected app: CN=%s-ci, SHA-1 fingerprint %s, expires %s. The private key is not in this page.", hdgCo(), fp, hdgDate())
		return hdgTrap("trap-cert-fingerprint", "wiki", t)
	}},
}
