package main

// HubSpot, Dynamics, Zoho and other CRM/marketing tools' secrets as admins paste them.

import "fmt"

var hdgCRMGens = []hdgGen{
	{7, func() Sample { // hubspot pat in chat
		tok := hdgHSPat()
		t := fmt.Sprintf("%s: created a private app \"%s\" in portal %s with crm.objects.contacts.read/write + crm.objects.deals.read\n%s: token?\n%s: %s\n%s: 👍 going into the worker's env now, I'll delete this msg after",
			hdgName(), hdgPick("SF Sync", "Warehouse export", "Lead router", "Zendesk bridge"), hdgNum(1000000, 49999999), hdgName(), hdgName(), tok, hdgName())
		return hdgMk("hubspot-private-app-token", "chat", t, []string{tok})
	}},
	{6, func() Sample { // hubspot python client
		tok := hdgHSPat()
		t := fmt.Sprintf("import hubspot\nfrom hubspot.crm.contacts import SimplePublicObjectInputForCreate\n\nclient = hubspot.Client.create(access_token=\"%s\")\n\nbody = SimplePublicObjectInputForCreate(properties={\"email\": row[\"Email\"], \"lifecyclestage\": \"%s\"})\nclient.crm.contacts.basic_api.create(simple_public_object_input_for_create=body)\n",
			tok, hdgPick("lead", "marketingqualifiedlead", "customer"))
		return hdgMk("hubspot-private-app-token", "code", t, []string{tok})
	}},
	{5, func() Sample { // hapikey curl
		key := hdgUUID()
		t := fmt.Sprintf("old script from 2020, still works?\n\ncurl \"https://api.hubapi.com/contacts/v1/lists/all/contacts/all?hapikey=%s&count=%d&vidOffset=%d\"\n\n(HubSpot sunset API keys, so prob not)", key, hdgIn(50, 250), hdgIn(1000, 90000))
		return hdgMk("hubspot-api-key", "shell", t, []string{key})
	}},
	{5, func() Sample { // hubspot oauth app env
		cid, sec, app := hdgUUID(), hdgUUID(), hdgNum(100000, 4999999)
		t := fmt.Sprintf("HUBSPOT_APP_ID=%s\nHUBSPOT_CLIENT_ID=%s\nHUBSPOT_CLIENT_SECRET=%s\nHUBSPOT_REDIRECT_URI=https://connect.%s.io/oauth/hubspot/callback\nHUBSPOT_SCOPES=crm.objects.companies.read crm.objects.contacts.write oauth\n",
			app, cid, sec, hdgCo())
		return hdgMk("hubspot-client-secret", "env", t, []string{sec}, cid, app)
	}},
	{3, func() Sample { // hubspot refresh token json
		rt, at := hdgPick("na1-", "eu1-")+hdgRnd(hdgHexL, 4)+"-"+hdgUUID(), "C"+hdgRnd(hdgB64u, hdgIn(140, 170))
		hub := hdgNum(2000000, 49999999)
		t := fmt.Sprintf("# token store row for portal %s\n{\"hub_id\": %s, \"refresh_token\": \"%s\", \"access_token\": \"%s\", \"expires_in\": 1800, \"token_type\": \"bearer\"}",
			hub, hub, rt, at)
		return hdgMk("hubspot-oauth-tokens", "json", t, []string{rt, at}, hub)
	}},
	{3, func() Sample { // developer api key
		key := hdgUUID()
		t := fmt.Sprintf("Webhook subscriptions for the public app are managed with the developer API key (app developer account %s):\n\n  developer API key: %s\n\nUse it only for /webhooks/v3/{appId}/subscriptions, never in the app itself.", hdgNum(1000000, 9999999), key)
		return hdgMk("hubspot-developer-key", "wiki", t, []string{key})
	}},
	{6, func() Sample { // zoho self client
		cid := hdgZohoClientID()
		sec := hdgRnd(hdgHexL, 42)
		rt := hdgZohoToken()
		secs := []string{sec, rt}
		if hdgP(50) {
			rt, secs = "${ZOHO_REFRESH_TOKEN}", []string{sec}
		}
		t := fmt.Sprintf("zoho_crm:\n  accounts_url: https://accounts.zoho.%s\n  client_id: %s\n  client_secret: %s\n  refresh_token: %s\n  scope: ZohoCRM.modules.ALL,ZohoCRM.settings.READ\n",
			hdgPick("com", "eu", "in", "com.au"), cid, sec, rt)
		return hdgMk("zoho-oauth", "yaml", t, secs, cid)
	}},
	{6, func() Sample { // azure app reg for dynamics
		ten, cid, sec := hdgUUID(), hdgUUID(), hdgAzureSecret()
		t := fmt.Sprintf("Dynamics 365 app registration \"%s-dataverse-sync\"\nTenant ID: %s\nApplication (client) ID: %s\nClient secret (expires %s): %s\nApplication user created in %s.crm%s.dynamics.com with role \"Integration – Sales\".",
			hdgCo(), ten, cid, hdgDate(), sec, hdgCo(), hdgPick("", "4", "11", "2"))
		return hdgMk("azure-client-secret", "notes", t, []string{sec}, ten, cid)
	}},
	{5, func() Sample { // dataverse connection string
		co := hdgCo()
		if hdgP(50) {
			cid, sec := hdgUUID(), hdgAzureSecret()
			t := fmt.Sprintf("\"ConnectionStrings\": {\n  \"Dataverse\": \"AuthType=ClientSecret;Url=https://%s.crm4.dynamics.com;ClientId=%s;ClientSecret=%s\"\n}", co, cid, sec)
			return hdgMk("dataverse-client-secret", "json", t, []string{sec}, cid)
		}
		u, pw := "svc-crm@"+co+".onmicrosoft.com", hdgURLPass()
		t := fmt.Sprintf("<add name=\"CrmConn\" connectionString=\"AuthType=OAuth;Username=%s;Password=%s;Url=https://%s.crm.dynamics.com;AppId=51f81489-12ee-4a9e-aaae-a2591f45987d;RedirectUri=app://58145B91-0C36-4500-8554-080854F2AC97;LoginPrompt=Never\" />", u, pw, co)
		return hdgMk("dataverse-password", "xml", t, []string{pw}, u)
	}},
	{5, func() Sample { // pipedrive
		tok := hdgRnd(hdgHexL, 40)
		co := hdgCo()
		t := fmt.Sprintf("GET https://%s.pipedrive.com/api/v1/deals?status=open&start=0&limit=500&api_token=%s\n→ 200 OK, %d items, additional_data.pagination.more_items_in_collection=true", co, tok, hdgIn(100, 500))
		return hdgMk("pipedrive-api-token", "log", t, []string{tok}, co+".pipedrive.com")
	}},
	{5, func() Sample { // zendesk
		tok := hdgRnd(hdgAlnum, 40)
		e := hdgEmail(hdgCo())
		t := fmt.Sprintf("curl https://%s.zendesk.com/api/v2/tickets.json?per_page=100 \\\n  -u %s/token:%s", hdgCo()+"help", e, tok)
		return hdgMk("zendesk-api-token", "shell", t, []string{tok}, e)
	}},
	{4, func() Sample { // intercom
		tok := hdgIntercom()
		t := fmt.Sprintf("Intercom → Salesforce case sync (Workato recipe %s)\nHeader: Authorization: Bearer %s\nHeader: Intercom-Version: 2.%d", hdgNum(1000000, 9999999), tok, hdgIn(9, 11))
		return hdgMk("intercom-token", "notes", t, []string{tok})
	}},
	{5, func() Sample { // mailchimp
		key := hdgMailchimp()
		list := hdgRnd(hdgHexL, 10)
		t := fmt.Sprintf("[mailchimp]\napi_key = %s\naudience_id = %s\nsync_from = salesforce.Campaign\ndouble_opt_in = %s\n", key, list, hdgPick("true", "false"))
		return hdgMk("mailchimp-api-key", "ini", t, []string{key}, list)
	}},
	{5, func() Sample { // marketo
		cid, sec := hdgUUID(), hdgRnd(hdgAlnum, 32)
		munchkin := hdgNum(100, 999) + "-" + hdgRnd(upper, 3) + "-" + hdgNum(100, 999)
		t := fmt.Sprintf("Marketo LaunchPoint service \"SFDC enrichment\"\n  Munchkin ID: %s\n  REST endpoint: https://%s.mktorest.com/rest\n  Client Id: %s\n  Client Secret: %s\n  API-only user: %s", munchkin, munchkin, cid, sec, hdgEmail(hdgCo()))
		return hdgMk("marketo-client-secret", "notes", t, []string{sec}, cid, munchkin)
	}},
	{5, func() Sample { // twilio
		sid, tok := "AC"+hdgRnd(hdgHexL, 32), hdgRnd(hdgHexL, 32)
		t := fmt.Sprintf("Twilio for SMS from Flows (custom metadata Twilio_Config__mdt):\nAccount_SID__c = %s\nAuth_Token__c  = %s\nFrom_Number__c = +1%s", sid, tok, hdgRnd(hdgDigits, 10))
		return hdgMk("twilio-auth-token", "notes", t, []string{tok}, sid)
	}},
	{4, func() Sample { // docusign
		ik, sk := hdgUUID(), hdgUUID()
		acct := hdgUUID()
		t := fmt.Sprintf("DocuSign eSignature for Salesforce – demo account\nIntegration Key: %s\nSecret Key: %s\nAPI Account ID: %s\nRedirect URI: https://%s/apex/dsfs__DocuSignCallback", ik, sk, acct, hdgMyDomain(hdgCo()))
		return hdgMk("docusign-secret-key", "notes", t, []string{sk}, ik, acct)
	}},
	{4, func() Sample { // stripe in custom setting
		sk := hdgStripe()
		pk := "pk_live_51" + hdgRnd(hdgAlnum, 95)
		t := fmt.Sprintf("Payment_Settings__c (org default)\n  Publishable_Key__c: %s\n  Secret_Key__c:      %s\n  Mode__c:            live", pk, sk)
		return hdgMk("stripe-secret-key", "notes", t, []string{sk}, pk)
	}},
	{6, func() Sample { // slack webhook in flow
		h := hdgSlackHook()
		t := fmt.Sprintf("Flow \"Opp Closed Won → Slack\": HTTP Callout action posts to\n%s\nchannel #%s. If you clone the flow for EMEA pls create your own webhook.", h, hdgPick("wins", "sales-wins", "deals-emea", "revops-alerts"))
		return hdgMk("slack-webhook", "notes", t, []string{h})
	}},
	{4, func() Sample { // teams webhook
		co := hdgCo()
		h := hdgTeamsHook(co)
		t := fmt.Sprintf("{\n  \"alerting\": {\n    \"teams_webhook\": \"%s\",\n    \"notify_on\": [\"failed_sync\", \"quota_80\"]\n  }\n}", h)
		return hdgMk("teams-webhook", "json", t, []string{h})
	}},
	{4, func() Sample { // zapier hook
		h := hdgZapierHook()
		t := fmt.Sprintf("HubSpot workflow \"New demo request\" → Webhook action (POST) → %s → Zap creates the Lead in Salesforce and pings the SDR.", h)
		return hdgMk("zapier-webhook", "notes", t, []string{h})
	}},
	{4, func() Sample { // shopify
		tok := "shpat_" + hdgRnd(hdgHexL, 32)
		shop := hdgCo() + "-store.myshopify.com"
		t := fmt.Sprintf("SHOPIFY_SHOP=%s\nSHOPIFY_ADMIN_TOKEN=%s\nHUBSPOT_PIPELINE=ecommerce\n", shop, tok)
		return hdgMk("shopify-admin-token", "env", t, []string{tok}, shop)
	}},
	{4, func() Sample { // hubspot custom code action hardcoded
		tok := hdgHSPat()
		t := fmt.Sprintf("// custom code action in workflow %s\nconst hubspot = require('@hubspot/api-client');\nexports.main = async (event, callback) => {\n  const client = new hubspot.Client({ accessToken: '%s' }); // FIXME use secrets\n  const id = event.object.objectId;\n  await client.crm.deals.basicApi.update(id, { properties: { dealstage: 'closedwon' } });\n  callback({ outputFields: {} });\n};", hdgNum(10000000, 99999999), tok)
		return hdgMk("hubspot-private-app-token", "code", t, []string{tok})
	}},
	{4, func() Sample { // gmail app password for email-to-case
		g := hdgRnd(lower, 4) + " " + hdgRnd(lower, 4) + " " + hdgRnd(lower, 4) + " " + hdgRnd(lower, 4)
		u := "support@" + hdgCo() + ".com"
		t := fmt.Sprintf("Email-to-Case on-demand agent can't use OAuth for the old mailbox, so we made a Google app password for %s: %s (label \"sf-email-to-case\"). Revoke it when we move to the new routing.", u, g)
		return hdgMk("app-password", "notes", t, []string{g}, u)
	}},
	{4, func() Sample { // sendgrid
		key := "SG." + hdgRnd(hdgB64u, 22) + "." + hdgRnd(hdgB64u, 43)
		t := fmt.Sprintf("SMTP relay for HubSpot-less transactional mails from Salesforce:\nhost smtp.sendgrid.net port 587\nusername apikey\npassword %s", key)
		return hdgMk("sendgrid-api-key", "notes", t, []string{key})
	}},
	{4, func() Sample { // suitecrm config.php
		pw := hdgPassword()
		t := fmt.Sprintf("$sugar_config['dbconfig'] = array(\n  'db_host_name' => '%s',\n  'db_user_name' => 'suitecrm',\n  'db_password' => '%s',\n  'db_name' => 'suitecrm_%s',\n  'db_type' => 'mysql',\n);", hdgPick("localhost", "10.0.4.12", "db.crm.internal"), pw, hdgPick("prod", "live"))
		return hdgMk("db-password", "php", t, []string{pw})
	}},
	{4, func() Sample { // freshsales/close
		key := "api_" + hdgRnd(hdgAlnum, 22) + "." + hdgRnd(hdgAlnum, 22)
		t := fmt.Sprintf("Close CRM API key for the migration script (read-only user %s): %s\nexport: leads, opportunities, activities since %s", hdgEmail(hdgCo()), key, hdgDate())
		return hdgMk("close-api-key", "notes", t, []string{key})
	}},
	{4, func() Sample { // portuguese hubspot token chat
		tok := hdgHSPat()
		t := fmt.Sprintf("%s: oi, o token do app privado do HubSpot pra integração com o ERP é %s\n%s: valeu! vou colocar no cofre e apagar daqui", hdgName(), tok, hdgName())
		return hdgMk("hubspot-private-app-token", "chat", t, []string{tok})
	}},
	{3, func() Sample { // stripe restricted key in ticket + webhook secret
		sk := hdgStripe()
		wh := "whsec_" + hdgRnd(hdgAlnum, 32)
		t := fmt.Sprintf("%s – Stripe → HubSpot payments sync\nStripe key used by the sync: %s\nWebhook signing secret: %s\nEndpoint: https://hooks.%s.com/stripe", hdgTicket(), sk, wh, hdgCo())
		return hdgMk("stripe-keys", "ticket", t, []string{sk, wh})
	}},
	{4, func() Sample { // hubspot super admin backup codes
		n := 2
		var codes []string
		lines := ""
		for i := 0; i < n; i++ {
			c := hdgRnd(hdgDigits, 8)
			if hdgP(50) {
				c = hdgRnd(lower+hdgDigits, 4) + "-" + hdgRnd(lower+hdgDigits, 4)
			}
			codes = append(codes, c)
			lines += "  " + c + "\n"
		}
		u := "crm-admin@" + hdgCo() + ".com"
		t := fmt.Sprintf("Break-glass for the HubSpot super admin %s (2FA backup codes, each works once):\n%sKeep this page restricted to RevOps leads.", u, lines)
		return hdgMk("backup-codes", "wiki", t, codes, u)
	}},
}
