package main

import "strings"

// Vendor keys and tokens in the surroundings where people paste them.

type hamVendor struct {
	name string
	env  string
	gen  func() string
}

func hamVendors() []hamVendor {
	return []hamVendor{
		{"AWS secret access key", "AWS_SECRET_ACCESS_KEY", hamAWSSecret},
		{"Google API key", "GOOGLE_API_KEY", hamGCPKey},
		{"Azure storage account key", "AZURE_STORAGE_KEY", hamAzureKey},
		{"Azure AD client secret", "AZURE_CLIENT_SECRET", hamAzureClientSecret},
		{"GitHub token", "GITHUB_TOKEN", hamGitHubToken},
		{"GitLab token", "GITLAB_TOKEN", hamGitLabToken},
		{"Slack bot token", "SLACK_BOT_TOKEN", hamSlackToken},
		{"Telegram bot token", "TELEGRAM_BOT_TOKEN", hamTelegramToken},
		{"Stripe secret key", "STRIPE_SECRET_KEY", hamStripeKey},
		{"Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", hamStripeWebhook},
		{"SendGrid key", "SENDGRID_API_KEY", hamSendGrid},
		{"OpenAI key", "OPENAI_API_KEY", hamOpenAI},
		{"Anthropic key", "ANTHROPIC_API_KEY", hamAnthropic},
		{"Twilio auth token", "TWILIO_AUTH_TOKEN", hamTwilioSecret},
		{"Mailchimp key", "MAILCHIMP_API_KEY", hamMailchimp},
		{"npm token", "NPM_TOKEN", hamNpm},
		{"Docker Hub token", "DOCKERHUB_TOKEN", hamDockerPAT},
		{"Shopify admin token", "SHOPIFY_ACCESS_TOKEN", hamShopify},
		{"DigitalOcean token", "DIGITALOCEAN_TOKEN", hamDigitalOcean},
		{"Vault token", "VAULT_TOKEN", hamVault},
		{"Atlassian API token", "JIRA_API_TOKEN", hamAtlassian},
		{"HubSpot private app token", "HUBSPOT_TOKEN", hamHubSpot},
		{"Notion integration secret", "NOTION_TOKEN", hamNotion},
		{"Airtable token", "AIRTABLE_PAT", hamAirtable},
		{"CiviCRM site key", "CIVICRM_SITE_KEY", func() string { return hamRnd(alnum, 32) }},
		{"Blackbaud SKY API subscription key", "BB_SUBSCRIPTION_KEY", func() string { return hamHex(32) }},
		{"Salesforce security token", "SF_SECURITY_TOKEN", func() string { return hamRnd(alnum, 25) }},
		{"Clio client secret", "CLIO_CLIENT_SECRET", func() string { return hamRnd(alnum, 40) }},
		{"DocuSign secret key", "DOCUSIGN_SECRET", func() string {
			return hamHex(8) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(4) + "-" + hamHex(12)
		}},
		{"Datadog API key", "DD_API_KEY", func() string { return hamHex(32) }},
		{"PayPal client secret", "PAYPAL_CLIENT_SECRET", func() string { return "E" + hamRnd(b64url, 79) }},
		{"Mollie API key", "MOLLIE_API_KEY", func() string { return "live_" + hamRnd(alnum, 30) }},
	}
}

func hamVendorSamples(n int) []Sample {
	vs := hamVendors()
	tpls := []struct{ format, text string }{
		{"chat", "here's the {V} for the donation page: {K}"},
		{"chat", "{V}: {K}"},
		{"env", "{E}={K}"},
		{"env", "# grants portal\nAPP_ENV=production\n{E}={K}\nLOG_LEVEL=warn"},
		{"notes", "Übergabeprotokoll IT ({D})\n- {V} erneuert: {K}\n- Backup-Job läuft wieder\n- Drucker 2. OG getauscht"},
		{"email", "Hi team,\n\nthe {V} we use for the e-discovery export is:\n{K}\n\nPlease store it in the vault and delete this mail.\n\nThanks"},
		{"ticket", "Ticket #{N} ({S})\nSymptom: Newsletter-Versand an Spender bricht ab.\nIn der Config gefunden: {E}=\"{K}\"\nNächster Schritt: Key rotieren."},
		{"yaml", "integrations:\n  {L}:\n    enabled: true\n    api_key: \"{K}\"\n    region: eu"},
		{"json", "{\n  \"service\": \"{L}\",\n  \"apiKey\": \"{K}\",\n  \"timeoutMs\": 5000\n}"},
		{"shell", "$ export {E}='{K}'\n$ ./sync-donors --since 2024-01-01\nsynced 1843 contacts"},
		{"chat", "la clé ({V}) : {K}"},
		{"chat", "la clave de {V} es {K}"},
		{"chat", "chave de acesso {V}: {K}"},
		{"chat", "chiave {V}: {K}"},
		{"chat", "مفتاح {V}: {K}"},
		{"log", "2024-09-2{S} 14:02:55,118 DEBUG client: request headers {'Authorization': 'Bearer {K}', 'Accept': 'application/json'}"},
		{"log", "ERROR 401 from {L}: invalid key \"{K}\""},
		{"markdown", "### Secrets (temporary!)\n\n- {V}: `{K}`\n- Webhook target: https://crm.greenleaf.org/hooks/in"},
		{"csv", "name,value,owner\n{E},{K},fundraising\nAPP_ENV,production,it"},
		{"chat", "Bearer {K}"},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t := tpls[i%len(tpls)]
		v := vs[rng.IntN(len(vs))]
		k := v.gen()
		lname := strings.ToLower(strings.Fields(v.name)[0])
		text := hamFill(t.text, "V", v.name, "K", k, "E", v.env, "D", hamDate(), "N", hamDigits(5),
			"S", hamDigits(1), "L", lname)
		var keep []string
		for _, kp := range []string{"- Drucker 2. OG getauscht", "LOG_LEVEL=warn", "Nächster Schritt: Key rotieren.", "synced 1843 contacts"} {
			if strings.Contains(text, kp) {
				keep = append(keep, kp)
			}
		}
		out = append(out, hamSample("vendor-key", t.format, text, []string{k}, keep...))
	}
	// some pairs and webhooks
	pairs := []func() Sample{
		func() Sample {
			id, sec := hamAWSKeyID(), hamAWSSecret()
			return hamSample("cloud-key", "ini", "[kanzlei-backup]\naws_access_key_id = "+id+"\naws_secret_access_key = "+sec+"\nregion = eu-central-1",
				[]string{id, sec}, "region = eu-central-1")
		},
		func() Sample {
			w := hamSlackWebhook()
			return hamSample("webhook", "chat", "Slack-Webhook für Fristen-Alarme: "+w, []string{w[strings.LastIndex(w, "/")+1:]})
		},
		func() Sample {
			w := hamDiscordWebhook()
			return hamSample("webhook", "json", "{\"webhook\": \""+w+"\", \"username\": \"Spendenalarm\"}", []string{w[strings.LastIndex(w, "/")+1:]})
		},
		func() Sample {
			t := hamTelegramToken()
			return hamSample("chat-token", "shell", "curl -s https://api.telegram.org/bot"+t+"/sendMessage -d chat_id=-100"+hamDigits(10)+" -d text='Urteil eingegangen'", []string{t})
		},
		func() Sample {
			acct, key := hamPick("kanzleiarchiv", "eaktestorage", "ngodocs01"), hamAzureKey()
			return hamSample("cloud-key", "connstring", "DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+key+";EndpointSuffix=core.windows.net", []string{key})
		},
		func() Sample {
			sig := hamRnd(alnum+"%", 44)
			return hamSample("cloud-key", "url", "https://ngodocs01.blob.core.windows.net/evidence/export.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-02-01T00:00:00Z&sig="+sig, []string{sig})
		},
	}
	for i := 0; i < 12; i++ {
		out = append(out, pairs[i%len(pairs)]())
	}
	return out
}
